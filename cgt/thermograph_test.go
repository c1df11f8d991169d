package cgt

import "testing"

// temperaturesToProbe returns 0, 1/8, 2/8, … up to just past t.
func temperaturesToProbe(t Dyadic) []Dyadic {
	var ts []Dyadic
	step := NewDyadic(1, 3)
	for x := (Dyadic{}); !t.Add(NewDyadic(1, 1)).Less(x); x = x.Add(step) {
		ts = append(ts, x)
	}
	return ts
}

// The walls of the thermograph are the stops of the cooled game, by
// definition (Definition 5.7); the two are computed by different code.
func TestThermographWallsAreCooledStops(t *testing.T) {
	for _, g := range randomGames(t, 5, 120) {
		th := g.Thermograph()
		for _, x := range temperaturesToProbe(th.Temperature) {
			c := g.Cool(x)
			if got, want := th.LeftWall(x), c.LeftStop(); got != want {
				t.Errorf("%v: left wall at %v = %v, LS of the cooled game = %v", g, x, got, want)
			}
			if got, want := th.RightWall(x), c.RightStop(); got != want {
				t.Errorf("%v: right wall at %v = %v, RS of the cooled game = %v", g, x, got, want)
			}
		}
		// Cooled past the temperature, the game is its mean; at the
		// temperature it is not yet frozen unless it is cold or tepid.
		past := th.Temperature.Add(NewDyadic(1, 4))
		if got := g.Cool(past); got != FromDyadic(th.Mast) {
			t.Errorf("%v cooled by %v = %v, want its mean %v", g, past, got, th.Mast)
		}
		// Corollary 5.10.
		ls, rs := g.LeftStop(), g.RightStop()
		if th.Temperature.Add(th.Temperature).Less(ls.Sub(rs)) {
			t.Errorf("%v: temperature %v below half the stop gap", g, th.Temperature)
		}
		if th.Mast.Less(rs) || ls.Less(th.Mast) {
			t.Errorf("%v: mean %v outside the stops [%v, %v]", g, th.Mast, rs, ls)
		}
		if th.Left[0].X != ls || th.Right[0].X != rs {
			t.Errorf("%v: walls start at %v, %v, want the stops %v, %v", g, th.Left[0].X, th.Right[0].X, ls, rs)
		}
	}
}

// Theorem 5.12 and the additivity of the mean.
func TestCoolingIsLinear(t *testing.T) {
	gs := randomGames(t, 6, 80)
	ts := []Dyadic{NewDyadic(1, 2), NewDyadic(1, 1), NewDyadic(3, 2), DyadicFromInt(1), DyadicFromInt(2)}
	for i, g := range gs {
		h := gs[(i*13+5)%len(gs)]
		if got, want := g.Add(h).Mean(), g.Mean().Add(h.Mean()); got != want {
			t.Errorf("mean of %v + %v = %v, want the sum of means %v", g, h, got, want)
		}
		for _, x := range ts {
			if got, want := g.Add(h).Cool(x), g.Cool(x).Add(h.Cool(x)); got != want {
				t.Errorf("(%v + %v) cooled by %v = %v, want %v", g, h, x, got, want)
			}
			for _, y := range ts {
				if got, want := g.Cool(x.Add(y)), g.Cool(x).Cool(y); got != want {
					t.Errorf("%v cooled by %v+%v = %v, want %v", g, x, y, got, want)
				}
			}
		}
		x := FromDyadic(NewDyadic(-7, 2))
		if got, want := g.Add(x).Temperature(), g.Temperature(); got != want {
			t.Errorf("temperature of %v - 7/4 = %v, want %v", g, got, want)
		}
	}
}
