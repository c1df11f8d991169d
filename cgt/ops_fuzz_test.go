package cgt

import (
	"testing"
)

// gameFromBytes builds a game from data: each byte picks, from the games
// built so far (starting with 0, *, ^, 1, -1, 1/2), two options and a side,
// so that short inputs make games of day 3 or 4 with a few options.
func gameFromBytes(data []byte) Game {
	pool := []Game{Zero(), Star(), Up(), FromInt(1), FromInt(-1), FromDyadic(NewDyadic(1, 1))}
	for i := 0; i+2 < len(data) && len(pool) < 12; i += 3 {
		a, b, c := pool[int(data[i])%len(pool)], pool[int(data[i+1])%len(pool)], data[i+2]
		var l, r []Game
		switch c % 4 {
		case 0:
			l, r = []Game{a}, []Game{b}
		case 1:
			l, r = []Game{a, b}, []Game{pool[int(c/4)%len(pool)]}
		case 2:
			l, r = []Game{pool[int(c/4)%len(pool)]}, []Game{a, b}
		default:
			l, r = []Game{a}, []Game{b, a.Neg()}
		}
		pool = append(pool, New(l, r))
	}
	return pool[len(pool)-1]
}

// FuzzOperations checks the laws of the operations of issue 16 on games
// built from bytes: RCF idempotent and G − RCF(G) infinitesimal (Grossman
// and Siegel), Heat then Cool by t ≥ 0 gives G back, G:0 = G, G.1 = G for
// numbers, an atomic weight only for infinitesimal games and additive on
// all-small ones (Lessons in Play, ch. 9), and an uptimal expansion that
// builds its game.
func FuzzOperations(f *testing.F) {
	f.Add([]byte{0, 1, 0, 2, 3, 1, 6, 2, 0})
	f.Add([]byte{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
	f.Add([]byte{2, 2, 0, 6, 1, 0, 7, 6, 2})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 24 {
			t.Skip()
		}
		g := gameFromBytes(data)
		r := g.ReducedCanonicalForm()
		if r.ReducedCanonicalForm() != r {
			t.Fatalf("RCF not idempotent on %v", g)
		}
		if !g.Sub(r).IsInfinitesimal() {
			t.Fatalf("%v - RCF(%v) = %v - %v is not infinitesimal", g, g, g, r)
		}
		for _, tt := range []Dyadic{NewDyadic(1, 1), DyadicFromInt(1), DyadicFromInt(2)} {
			if got := g.Heat(FromDyadic(tt)).Cool(tt); got != g {
				t.Fatalf("%v.Heat(%v).Cool(%v) = %v", g, tt, tt, got)
			}
		}
		if OrdinalSum(g, Zero()) != g {
			t.Fatalf("%v:0 != %v", g, g)
		}
		if g.IsNumber() && g.NortonProduct(FromInt(1)) != g {
			t.Fatalf("%v.1 != %v", g, g)
		}
		aw, err := g.AtomicWeight()
		if err == nil && !g.IsInfinitesimal() {
			t.Fatalf("AW(%v) = %v, but %v is not infinitesimal", g, aw, g)
		}
		if g.IsAllSmall() {
			if err != nil {
				t.Fatalf("AW(%v) (all-small): %v", g, err)
			}
			aw2, err := g.Add(g).AtomicWeight()
			if err != nil || aw2 != aw.Add(aw) {
				t.Fatalf("AW(%v + %v) = %v, %v; want %v", g, g, aw2, err, aw.Add(aw))
			}
		}
		if u, ok := g.UptimalExpansion(); ok && u.Game() != g {
			t.Fatalf("UptimalExpansion(%v) = %v, which is %v", g, u, u.Game())
		}
	})
}
