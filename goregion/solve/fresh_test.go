package solve

import (
	"math/rand"
	"testing"

	"github.com/tedomari/tedomari/cgt"
)

// TestFreshTable checks the compact table of fresh positions against a Go
// map, the reference: the same answers to the same stores and look-ups, on
// keys drawn from few masks and few stones (so that keys share their
// boards, their masks and their home slots), through several doublings.
func TestFreshTable(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	values := []cgt.Game{cgt.Zero(), cgt.Star(), cgt.FromInt(1), cgt.FromInt(-2), cgt.New([]cgt.Game{cgt.FromInt(1)}, []cgt.Game{cgt.Zero()})}
	key := func() pieceKey {
		return pieceKey{mask: uint64(rng.Intn(5)), b: uint64(rng.Intn(300)), w: uint64(rng.Intn(300)) << 40}
	}
	tab, ref := newFreshTable(), map[pieceKey]ttEntry{}
	for i := range 50_000 {
		k := key()
		if i%3 != 0 {
			e := ttEntry{value: values[rng.Intn(len(values))], ko: rng.Intn(2) == 0}
			tab.put(k, e)
			ref[k] = e
		}
		k = key()
		got, ok := tab.get(k)
		want, wok := ref[k]
		if ok != wok || got != want {
			t.Fatalf("after %d operations, get(%+v) = %v, %v; the map has %v, %v", i, k, got, ok, want, wok)
		}
	}
	if tab.len() != len(ref) {
		t.Errorf("%d entries, the map has %d", tab.len(), len(ref))
	}
	for k, want := range ref {
		if got, ok := tab.get(k); !ok || got != want {
			t.Fatalf("get(%+v) = %v, %v; the map has %v", k, got, ok, want)
		}
	}
	if tab.slots() < 2*freshSegs*freshMinSlots {
		t.Errorf("%d slots: the test should make the table grow", tab.slots())
	}
}
