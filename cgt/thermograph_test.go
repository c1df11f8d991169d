package cgt

import (
	"slices"
	"testing"
)

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

// Numbers past int64 in stops, means, temperatures and cooling: with
// N = 2^64 (18446744073709551616) and M = 10^20, by Definitions 5.1 and
// 5.7 done by hand: {N | -N} = ±N has stops N and -N, mean 0 and
// temperature N; {M | 0} has mean M/2 and temperature M/2, and cooled by 1
// it is {M-1 | 1}; {N+1 | N} + {M | 0} has mean N + 1/2 + M/2 and
// temperature M/2 (the hotter switch).
func TestHugeNumbers(t *testing.T) {
	const (
		n  = "18446744073709551616"
		m  = "100000000000000000000"
		m1 = "99999999999999999999"
	)
	tests := []struct {
		g                  string
		ls, rs, mean, temp string
		cooledBy1          string
	}{
		{"+-" + n, n, "-" + n, "0", n, "{18446744073709551615|-18446744073709551615}"},
		{"{" + m + "|0}", m, "0", "50000000000000000000", "50000000000000000000", "{" + m1 + "|1}"},
	}
	for _, tt := range tests {
		g := MustParse(tt.g)
		if got := g.LeftStop().String(); got != tt.ls {
			t.Errorf("%s: LS = %s, want %s", tt.g, got, tt.ls)
		}
		if got := g.RightStop().String(); got != tt.rs {
			t.Errorf("%s: RS = %s, want %s", tt.g, got, tt.rs)
		}
		if got := g.Mean().String(); got != tt.mean {
			t.Errorf("%s: mean = %s, want %s", tt.g, got, tt.mean)
		}
		if got := g.Temperature().String(); got != tt.temp {
			t.Errorf("%s: temperature = %s, want %s", tt.g, got, tt.temp)
		}
		if got, want := g.Cool(DyadicFromInt(1)), MustParse(tt.cooledBy1); got != want {
			t.Errorf("%s cooled by 1 = %v, want %v", tt.g, got, want)
		}
	}
	s := "{18446744073709551617|" + n + "} + {" + m + "|0}"
	g := MustParse(s)
	// (2N + 1 + M)/2 = (36893488147419103233 + 10^20)/2.
	if got, want := g.Mean().String(), "136893488147419103233/2"; got != want {
		t.Errorf("%s: mean = %s, want %s", s, got, want)
	}
	if got, want := g.Temperature().String(), "50000000000000000000"; got != want {
		t.Errorf("%s: temperature = %s, want %s", s, got, want)
	}
}

// Every wall lists its vertices up to the temperature, ending at the mast
// (issue 11, item 12: a wall whose last piece was vertical used to stop
// short). By hand from Definition 5.7 (the Left scaffold is the right
// walls of the Left options minus t, the Right scaffold the left walls of
// the Right options plus t):
//
//   - {2|0}: 2 - t and 0 + t meet at t = 1, x = 1.
//   - {1|{0|-4}}: 1 - t, and the left wall of {0|-4} (0 - t up to its
//     temperature 2) plus t, vertical at x = 0 from t = 0; they meet at
//     t = 1, x = 0, so the right wall is (0, 0), (1, 0).
//   - {3||2*|1*}: 3 - t; the left wall of H = {2*|1*} is 2 - t up to
//     t = 1/2, then 3/2, so the right scaffold is 2 up to t = 1/2, then
//     3/2 + t, meeting 3 - t at t = 3/4, x = 9/4.
//   - the number 5: the single vertex (0, 5) on each side.
func TestThermographWallEnds(t *testing.T) {
	type pts = []Point
	d := func(s string) Dyadic { x, _ := ParseDyadic(s); return x }
	p := func(t, x string) Point { return Point{d(t), d(x)} }
	tests := []struct {
		g           string
		left, right pts
	}{
		{"{2|0}", pts{p("0", "2"), p("1", "1")}, pts{p("0", "0"), p("1", "1")}},
		{"{1|{0|-4}}", pts{p("0", "1"), p("1", "0")}, pts{p("0", "0"), p("1", "0")}},
		{"{3||2*|1*}", pts{p("0", "3"), p("3/4", "9/4")}, pts{p("0", "2"), p("1/2", "2"), p("3/4", "9/4")}},
		{"5", pts{p("0", "5")}, pts{p("0", "5")}},
	}
	for _, tt := range tests {
		th := MustParse(tt.g).Thermograph()
		if !slices.Equal(th.Left, tt.left) || !slices.Equal(th.Right, tt.right) {
			t.Errorf("%s: walls %v, %v; want %v, %v", tt.g, th.Left, th.Right, tt.left, tt.right)
		}
	}
	for _, g := range randomGames(t, 7, 200) {
		th := g.Thermograph()
		end := Point{th.Temperature, th.Mast}
		if l := th.Left[len(th.Left)-1]; l != end {
			t.Errorf("%v: left wall ends at %v, want (temperature, mast) = %v", g, l, end)
		}
		if r := th.Right[len(th.Right)-1]; r != end {
			t.Errorf("%v: right wall ends at %v, want (temperature, mast) = %v", g, r, end)
		}
	}
}

// CGSuite's temperatures (Siegel, Combinatorial Game Theory, §II.5, and
// CGSuite's Temperature): integers -1, 1/2 -1/2, 3/4 and -5/8 -1/4 and
// -1/8; a game that is not a number has the thesis's temperature: 1 for
// {2|0}, 0 for ^ and for 1*.
func TestCGSuiteTemperature(t *testing.T) {
	for s, want := range map[string]string{"0": "-1", "7": "-1", "-3": "-1", "1/2": "-1/2", "3/4": "-1/4",
		"-5/8": "-1/8", "{2|0}": "1", "^": "0", "1*": "0", "{3||2*|1*}": "3/4"} {
		if got := MustParse(s).CGSuiteTemperature().String(); got != want {
			t.Errorf("%s.CGSuiteTemperature() = %s, want %s", s, got, want)
		}
	}
}
