package solve

import (
	"context"
	"math/rand"
	"slices"
	"testing"
	"time"
)

// TestCertificateHolds checks the conditions of a certificate (see
// certificate) one by one, on a line of three points without a frame, where
// every board passes the tests of G(C) (no stone can be permanent).
func TestCertificateHolds(t *testing.T) {
	pos := mustDiagram(t, "...")
	parts := splitParts(pos, false)
	e, start, err := newEngine(pos, parts[0])
	if err != nil {
		t.Fatal(err)
	}
	s := newSearch(context.Background(), e, start, Options{}, &shared{}, time.Now())
	a := stones{b: 1}       // Black on the first point
	b := stones{w: 2}       // White on the second
	c := stones{b: 1, w: 4} // and one more
	f := e.filterOf(start, stones{})
	if !f.passes(a) || !f.passes(b) || !f.passes(c) {
		t.Fatal("every board should pass the tests here")
	}
	leaves := func(sets ...[]stones) certificate {
		var c certificate
		for _, set := range sets {
			c.addLeafBoards(f, set)
		}
		return c
	}
	tests := []struct {
		name string
		cert certificate
		hist []stones
		want bool
	}{
		{"nothing needed", certificate{}, []stones{a, b}, true},
		{"a produced board in the history", certificate{tested: []uint32{boardHash(b)}}, []stones{a, b}, false},
		{"a produced board not in it", certificate{tested: []uint32{boardHash(b)}}, []stones{a}, true},
		{"a refused board in it", certificate{tested: []uint32{boardHash(b)}, hits: []stones{b}}, []stones{a, b}, true},
		{"a refused board missing", certificate{tested: []uint32{boardHash(b)}, hits: []stones{b}}, []stones{a}, false},
		{"a leaf's board in the history", leaves(nil), []stones{a}, false},
		{"a leaf with its board", leaves([]stones{a}), []stones{a}, true},
		{"a leaf with another board too", leaves([]stones{a}), []stones{a, c}, false},
		{"a leaf's board missing", leaves([]stones{a, c}), []stones{a}, false},
		{"an empty history", leaves(nil), nil, true},
		{"two leaves, the first fails", leaves([]stones{a}, []stones{a, b}), []stones{a, b}, false},
		{"two leaves, both hold", leaves([]stones{a, b}, []stones{b, a}), []stones{b, a}, true},
		{"two leaves, the second fails", leaves([]stones{a, b}, []stones{b}), []stones{a, b}, false},
	}
	for _, tt := range tests {
		if got := tt.cert.holds(s, tt.hist); got != tt.want {
			t.Errorf("%s: holds = %v, want %v", tt.name, got, tt.want)
		}
	}
}

// TestSortHashes checks the radix sort of the tested hashes against
// slices.Sort, on lengths either side of its threshold.
func TestSortHashes(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	var buf []uint32
	for _, n := range []int{0, 1, 5, 63, 64, 65, 200, 1000, 5000} {
		for _, spread := range []uint32{0, 7, 1 << 12, 1<<32 - 1} {
			hs := make([]uint32, n)
			for i := range hs {
				if spread == 0 {
					hs[i] = uint32(i % 3)
				} else {
					hs[i] = uint32(rng.Int63()) % spread
				}
			}
			want := slices.Clone(hs)
			slices.Sort(want)
			sortHashes(hs, &buf)
			if !slices.Equal(hs, want) {
				t.Errorf("sortHashes of %d hashes below %d: not sorted", n, spread)
			}
		}
	}
}
