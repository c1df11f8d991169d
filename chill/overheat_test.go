package chill

import (
	"testing"

	"github.com/tedomari/tedomari/cgt"
)

// TestWarmIsOverheat checks that warming is overheating from 1* to 1:
// ∫G = G.Overheat(1*, 1). The two definitions agree clause by clause
// (Definition 6.7 of the thesis: an integer n warms to n or n* as n is even
// or odd, which is n copies of 1*, and any other G to {1 + ∫G^L | −1 +
// ∫G^R}; Berlekamp, "The economist's view of combinatorial games", 1996,
// and CGSuite's Overheat: an integer n becomes n.s, any other G
// {∫G^L + t | ∫G^R − t}; anchors-cgt §7.7 derives the same parameters).
// So the identity holds for every game, and the test checks it on the Go
// domain (the chilled values of the thesis's corridors and of their sums,
// warmed back) and on games off it.
func TestWarmIsOverheat(t *testing.T) {
	oneStar := cgt.FromInt(1).Add(star)
	var games []cgt.Game
	for s := 0; s <= 3; s++ {
		for d := 0; d <= 8; d++ {
			games = append(games, Chill(GoldCorridor(s, d)))
		}
	}
	games = append(games,
		Chill(cgt.Sum(Corridor(3), GoldCorridor(2, 2), star)),
		Chill(cgt.MustParse("{5|{4|0}}")), // §6.3: 4 + tiny-2
		cgt.MustParse("1/2"), cgt.MustParse("^"), cgt.MustParse("{3||2*|1*}"), cgt.MustParse("-7/4"))
	for _, g := range games {
		if got, want := g.Overheat(oneStar, cgt.FromInt(1)), Warm(g); got != want {
			t.Errorf("%v.Overheat(1*, 1) = %v, want Warm = %v", g, got, want)
		}
	}
	// On the Go domain, warming the chilled value gives back the value or the
	// value plus * (Theorem 6.12), so Overheat(1*, 1) does too.
	for s := 0; s <= 3; s++ {
		for d := 0; d <= 8; d++ {
			g := GoldCorridor(s, d)
			w := Chill(g).Overheat(oneStar, cgt.FromInt(1))
			if w != g && w != g.Add(star) {
				t.Errorf("Chill(Corr_%d(%d)).Overheat(1*, 1) = %v, want %v or %v + *", s, d, w, g, g)
			}
		}
	}
	// The unit must be 1*, not 1: Overheat(1, 1) leaves odd integers without
	// their star, and the difference is not one global star. The chilled
	// corridor of length 2 (thesis eq. 6.2) is 1/2 = {0|1}: warmed, {1|*}
	// (the corridor's value {1|*}); overheated from 1 to 1, {1|0}.
	half := Chill(Corridor(2))
	if got, want := half.Overheat(cgt.FromInt(1), cgt.FromInt(1)), cgt.MustParse("{1|0}"); got != want {
		t.Errorf("%v.Overheat(1, 1) = %v, want %v", half, got, want)
	}
	if w := Warm(half); w != cgt.MustParse("{1|*}") || w == half.Overheat(cgt.FromInt(1), cgt.FromInt(1)).Add(star) {
		t.Errorf("Warm(%v) = %v: want {1|*}, which is not Overheat(1, 1) + *", half, w)
	}
}
