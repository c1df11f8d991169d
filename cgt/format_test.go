package cgt

import (
	"encoding/json"
	"math"
	"math/rand/v2"
	"testing"
)

func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 0x7ed0)) }

// randomGame returns a game built with New from random options, recursively
// to the given depth, with small numbers, nimbers and ups at the leaves.
func randomGame(r *rand.Rand, depth int) Game {
	if depth == 0 || r.IntN(4) == 0 {
		switch r.IntN(4) {
		case 0:
			return FromDyadic(NewDyadic(int64(r.IntN(9)-4), uint(r.IntN(3))))
		case 1:
			return Nimber(r.IntN(3))
		case 2:
			return Ups(r.IntN(5) - 2)
		}
		return Zero()
	}
	side := func() []Game {
		gs := make([]Game, r.IntN(3))
		for i := range gs {
			gs[i] = randomGame(r, depth-1)
		}
		return gs
	}
	return New(side(), side())
}

func TestString(t *testing.T) {
	two, half := FromInt(2), NewDyadic(1, 1)
	n := func(left, right Game) Game { return New([]Game{left}, []Game{right}) }
	tests := []struct {
		g    Game
		want string
	}{
		{Zero(), "0"},
		{FromInt(-7), "-7"},
		{FromDyadic(NewDyadic(-5, 3)), "-5/8"},
		{Star(), "*"},
		{Nimber(7), "*7"},
		{Up(), "^"},
		{Ups(2), "^^"},
		{Ups(3), "^3"},
		{Ups(-1), "v"},
		{Ups(-2), "vv"},
		{Ups(-5), "v5"},
		{Up().Add(Star()), "^*"},
		{Ups(2).Add(Star()), "^^*"},
		{Ups(3).Add(Nimber(2)), "^3*2"},
		{Ups(-1).Add(Nimber(3)), "v*3"},
		{FromInt(1).Add(Star()), "1*"},
		{two.Add(Up()), "2^"},
		{FromDyadic(half.Neg()).Add(Ups(-1)), "-1/2v"},
		{FromInt(-1).Add(Ups(2)).Add(Nimber(5)), "-1^^*5"},
		{Tiny(two), "Tiny(2)"},
		{FromInt(4).Add(Tiny(two)), "4Tiny(2)"},
		{FromInt(-4).Add(Tiny(two)), "-4Tiny(2)"},
		{Miny(FromDyadic(half)), "Miny(1/2)"},
		{Tiny(n(two, FromInt(1))), "Tiny({2|1})"},
		{Switch(FromInt(1)), "+-1"},
		{Switch(FromInt(1).Add(Star())), "+-(1*)"},
		{Switch(n(two, FromInt(1))), "+-{2|1}"},
		{Switch(FromInt(3).Add(Tiny(two))), "+-(3Tiny(2))"},
		{n(FromInt(4), two), "{4|2}"},
		{n(two, Zero()), "{2|0}"},
		{n(FromInt(-2), FromInt(-4)), "{-2|-4}"},
		{n(two.Add(Star()), FromInt(-1).Add(Star())), "{2*|-1*}"},
		{n(Zero(), Zero()), "*"},
		{n(FromInt(1), FromInt(1)), "1*"},
		{n(FromInt(1), n(Zero(), FromInt(-1))), "{1||0|-1}"},
		{n(FromInt(3), n(two.Add(Star()), FromInt(1).Add(Star()))), "{3||2*|1*}"},
		{n(n(two, Zero()), FromInt(-1)), "{2|0||-1}"},
		{n(two, n(FromInt(1), Zero())), "{2||1|0}"},
		{n(FromInt(5), n(FromInt(4), n(FromInt(3), two))), "{5|||4||3|2}"},
		{n(two, Switch(FromInt(1))), "{2|+-1}"},
		{n(Zero(), Up()), "^^*"},
	}
	for _, tt := range tests {
		if got := tt.g.String(); got != tt.want {
			t.Errorf("%s.String() = %v, want %v", tt.g.Explicit(), got, tt.want)
		}
		checkRoundTrip(t, tt.g)
	}
}

// TestStringBars checks CGSuite's limit of four bars: a form that needs
// four is bracketed, and its parent starts again from one bar.
func TestStringBars(t *testing.T) {
	g := FromInt(0)
	for i := 1; i <= 6; i++ {
		g = New([]Game{FromInt(int64(i))}, []Game{g})
	}
	if got, want := g.String(), "{6||5|{4||||3|||2||1|0}}"; got != want {
		t.Errorf("%s.String() = %v, want %v", g.Explicit(), got, want)
	}
	checkRoundTrip(t, g)
}

func TestExplicit(t *testing.T) {
	tests := []struct {
		g    Game
		want string
	}{
		{Zero(), "0"},
		{FromDyadic(NewDyadic(3, 2)), "3/4"},
		{Star(), "{0|0}"},
		{Up(), "{0|{0|0}}"},
		{Nimber(2), "{0,{0|0}|0,{0|0}}"},
		{Ups(-1).Add(Star()), "{0|0,{0|0}}"},
		{Tiny(FromInt(2)), "{0|{0|-2}}"},
		{New([]Game{FromInt(4)}, []Game{FromInt(2)}), "{4|2}"},
	}
	for _, tt := range tests {
		if got := tt.g.Explicit(); got != tt.want {
			t.Errorf("%v.Explicit() = %v, want %v", tt.g, got, tt.want)
		}
	}
}

// TestExplicitOrder checks the fixed order of options: it is a strict
// total order on values, and it puts numbers first.
func TestExplicitOrder(t *testing.T) {
	one := FromInt(1)
	opts := []Game{one.Add(Nimber(2)), one, one.Add(Star())}
	g := New(opts, []Game{opts[0].Neg(), opts[1].Neg(), opts[2].Neg()})
	const want = "{1,{1|1},{1,{1|1}|1,{1|1}}|-1,{-1|-1},{-1,{-1|-1}|-1,{-1|-1}}}"
	if got := g.Explicit(); got != want {
		t.Errorf("%v.Explicit() = %v, want %v", g, got, want)
	}
	if got, want := g.String(), "{1,1*,1*2|-1,-1*,-1*2}"; got != want {
		t.Errorf("%s.String() = %v, want %v", g.Explicit(), got, want)
	}

	games, err := BornBy(2)
	if err != nil {
		t.Fatal(err)
	}
	r := newRand(3)
	for range 40 {
		games = append(games, randomGame(r, 3))
	}
	for _, a := range games {
		for _, b := range games {
			ab, ba := compareGames(a, b), compareGames(b, a)
			if (ab == 0) != (a == b) || ab*ba > 0 {
				t.Errorf("compareGames(%v, %v) = %d, reversed %d", a, b, ab, ba)
			}
			for _, c := range games {
				if ab < 0 && compareGames(b, c) < 0 && compareGames(a, c) >= 0 {
					t.Errorf("compareGames is not transitive on %v < %v < %v", a, b, c)
				}
			}
		}
	}
}

func TestUpStarRecognition(t *testing.T) {
	for _, x := range []Dyadic{{}, NewDyadic(-3, 2), DyadicFromInt(5)} {
		for n := -10; n <= 10; n++ {
			for m := 0; m <= 9; m++ {
				g := Sum(FromDyadic(x), Ups(n), Nimber(m))
				want := numberUpStar{x, n, m}
				if got, ok := upStar(g, nil); !ok || got != want {
					t.Errorf("upStar(%s) = %v, %v, want %v", want, got, ok, want)
				}
				if got := g.String(); got != want.String() {
					t.Errorf("%s.String() = %v, want %v", g.Explicit(), got, want)
				}
			}
		}
	}
}

func TestMarshalText(t *testing.T) {
	type doc struct {
		Value Game `json:"value"`
	}
	in := doc{Ups(2).Add(Star())}
	b, err := json.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := string(b), `{"value":"^^*"}`; got != want {
		t.Errorf("json.Marshal(%v) = %s, want %s", in, got, want)
	}
	var out doc
	if err := json.Unmarshal(b, &out); err != nil || out != in {
		t.Errorf("json.Unmarshal(%s) = %v, %v, want %v", b, out, err, in)
	}
	if err := json.Unmarshal([]byte(`{"value":"{1|"}`), &out); err == nil {
		t.Errorf("json.Unmarshal of a bad game succeeded")
	}
}

func TestExplicitLen(t *testing.T) {
	gs, err := BornBy(3)
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range append(gs, MustParse("*6+^3"), MustParse("{3||2*|1*}"), MustParse("-5/8")) {
		if got, want := g.ExplicitLen(), len(g.Explicit()); got != want {
			t.Errorf("%v.ExplicitLen() = %d, want len(Explicit()) = %d", g, got, want)
		}
	}
	if n := Nimber(200).ExplicitLen(); n != math.MaxInt {
		t.Errorf("(*200).ExplicitLen() = %d, want saturation at MaxInt", n)
	}
}
