package solve

import (
	"cmp"
	"fmt"
	"math/rand"
	"slices"
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

// TestHistTable checks the table of positions with recurrable boards
// against Go maps, the reference: the same answers to the same stores and
// look-ups, with sets of boards given in any order (a set is the same
// whatever the order of its boards), and the last values stored for each
// board, newest first (histTable.last, similar), on keys that share their
// boards, masks and sets, through several doublings.
func TestHistTable(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	values := []cgt.Game{cgt.Zero(), cgt.Star(), cgt.FromInt(1), cgt.FromInt(-2), cgt.New([]cgt.Game{cgt.FromInt(1)}, []cgt.Game{cgt.Zero()})}
	pool := make([]stones, 12)
	for i := range pool {
		pool[i] = stones{b: uint64(rng.Intn(1000)), w: uint64(rng.Intn(1000)) << 20}
	}
	pool[1] = pool[0] // a repeat, to be dropped
	key := func() (pieceKey, []stones) {
		k := pieceKey{mask: uint64(rng.Intn(3)), b: uint64(rng.Intn(40)), w: uint64(rng.Intn(40)) << 40}
		var set []stones
		for _, b := range pool {
			if rng.Intn(4) == 0 && !slices.Contains(set, b) {
				set = append(set, b)
			}
		}
		if len(set) == 0 {
			set = append(set, pool[rng.Intn(len(pool))])
		}
		rng.Shuffle(len(set), func(i, j int) { set[i], set[j] = set[j], set[i] })
		return k, set
	}
	refKey := func(k pieceKey, set []stones) string {
		s := slices.Clone(set)
		slices.SortFunc(s, func(a, b stones) int {
			if a.b != b.b {
				return cmp.Compare(a.b, b.b)
			}
			return cmp.Compare(a.w, b.w)
		})
		return fmt.Sprint(k, s)
	}
	type stored struct {
		v   cgt.Game
		set []stones
	}
	tab := newHistTable(newFreshTable())
	ref, hist := map[string]ttEntry{}, map[pieceKey][]stored{}
	for i := range 30_000 {
		k, set := key()
		if i%3 != 0 {
			e := ttEntry{value: values[rng.Intn(len(values))], ko: rng.Intn(2) == 0}
			tab.put(k, set, setHash(set), e, true)
			ref[refKey(k, set)] = e
			hist[k] = append(hist[k], stored{e.value, set})
		}
		k, set = key()
		got, ok := tab.get(k, set, setHash(set))
		want, wok := ref[refKey(k, set)]
		if ok != wok || got != want {
			t.Fatalf("after %d operations, get(%+v, %v) = %v, %v; the map has %v, %v", i, k, set, got, ok, want, wok)
		}
		hs := hist[k]
		last, ok := tab.last(k)
		if ok != (len(hs) > 0) || ok && last != hs[len(hs)-1].v {
			t.Fatalf("after %d operations, last(%+v) = %v, %v; the last stored is %v", i, k, last, ok, hs)
		}
		sim := tab.similar(k, nil)
		if want := min(len(hs), maxSimilar); len(sim) != want {
			t.Fatalf("similar(%+v): %d entries, want %d", k, len(sim), want)
		}
		for j, e := range sim {
			h := hs[len(hs)-1-j]
			var boards []stones
			for _, id := range tab.sets.ids(e.set) {
				boards = append(boards, tab.boards[id])
			}
			if tab.ids.vals[e.val-1] != h.v || refKey(k, boards) != refKey(k, h.set) {
				t.Fatalf("similar(%+v)[%d] = %v %v, stored %v %v", k, j, tab.ids.vals[e.val-1], boards, h.v, h.set)
			}
		}
	}
	if tab.len() != len(ref) {
		t.Errorf("%d entries, the map has %d", tab.len(), len(ref))
	}
	// A hash collision is a miss: a set given with the hash of another.
	k := pieceKey{mask: 7, b: 1}
	a, b := []stones{pool[2], pool[3]}, []stones{pool[2], pool[4]}
	tab.put(k, a, 12345, ttEntry{value: values[1]}, true)
	if e, ok := tab.get(k, b, 12345); ok {
		t.Errorf("get with another set of the same hash = %v, want a miss", e)
	}
	if e, ok := tab.get(k, []stones{pool[3], pool[2]}, 12345); !ok || e.value != values[1] {
		t.Errorf("get with the set in another order = %v, %v; want %v", e, ok, values[1])
	}
	if len(tab.slots) < 1024 || tab.sets.n >= len(ref) {
		t.Errorf("%d slots, %d sets for %d entries: the test should make the table grow and share sets", len(tab.slots), tab.sets.n, len(ref))
	}
}
