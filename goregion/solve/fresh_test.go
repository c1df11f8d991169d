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
// boards, masks and sets, through several doublings; with the sets' words
// in chunks of the usual size, and in chunks of 8 words, where sets of
// more than five boards get chunks of their own (setStore, Claim S).
func TestHistTable(t *testing.T) {
	for _, bits := range []uint{0, 3} {
		t.Run(fmt.Sprint("bits", bits), func(t *testing.T) { testHistTable(t, bits) })
	}
}

func testHistTable(t *testing.T, bits uint) {
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
	tab.sets.bits = bits
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

// TestSetStoreChunks checks setStore (Claim S) against a map, with chunks
// of 8 words and of the usual size: each set is kept once, whatever the
// order of its boards; the numbers give back each set's boards and hash,
// also after many more sets were added; and no chunk is ever copied (the
// address and capacity of each chunk stay as they were made), with sets
// of every length from empty to longer than a small chunk.
func TestSetStoreChunks(t *testing.T) {
	for _, bits := range []uint{3, 0} {
		rng := rand.New(rand.NewSource(3))
		pool := make([]stones, 40)
		for i := range pool {
			pool[i] = stones{b: uint64(i + 1), w: uint64(rng.Intn(1000)) << 20}
		}
		tab := newHistTable(newFreshTable())
		st := &tab.sets
		st.bits = bits
		type kept struct {
			o   uint32
			set []stones
			h   uint64
		}
		ref := map[string]kept{}
		var all []kept
		var first []*uint32 // the first word of each chunk, as it was made
		var caps []int
		for i := range 5000 {
			n := rng.Intn(4)
			if rng.Intn(5) == 0 {
				n = rng.Intn(len(pool) + 1)
			}
			set := slices.Clone(pool[:n])
			rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
			rng.Shuffle(len(set), func(i, j int) { set[i], set[j] = set[j], set[i] })
			sorted := slices.Clone(set)
			slices.SortFunc(sorted, func(a, b stones) int { return cmp.Compare(a.b, b.b) })
			key := fmt.Sprint(sorted)
			h := setHash(set)
			o := st.intern(set, h, tab)
			if k, ok := ref[key]; ok {
				if o != k.o {
					t.Fatalf("bits %d: set %v interned again as %d, first as %d", bits, set, o, k.o)
				}
			} else {
				for _, k := range ref {
					if k.o == o {
						t.Fatalf("bits %d: set %v given number %d, already that of %v", bits, set, o, k.set)
					}
				}
				k = kept{o, sorted, h}
				ref[key] = k
				all = append(all, k)
			}
			for c, w := range st.chunks {
				if c == len(first) {
					if cap(w) != 1<<st.bits && cap(w) != len(w) {
						t.Fatalf("bits %d: chunk %d has %d words in a capacity of %d: neither a regular chunk nor one of its own", bits, c, len(w), cap(w))
					}
					first = append(first, &w[:1][0])
					caps = append(caps, cap(w))
				}
				if &w[:1][0] != first[c] || cap(w) != caps[c] {
					t.Fatalf("bits %d: chunk %d moved or grew after %d sets", bits, c, i)
				}
			}
		}
		if st.n != len(ref) {
			t.Errorf("bits %d: %d sets kept, %d distinct", bits, st.n, len(ref))
		}
		for _, k := range all {
			var got []stones
			for _, id := range st.ids(k.o) {
				got = append(got, tab.boards[id])
			}
			slices.SortFunc(got, func(a, b stones) int { return cmp.Compare(a.b, b.b) })
			if !slices.Equal(got, k.set) || st.hash(k.o) != k.h {
				t.Fatalf("bits %d: set %d reads %v hash %x; kept %v hash %x", bits, k.o, got, st.hash(k.o), k.set, k.h)
			}
		}
		own := 0
		for _, w := range st.chunks {
			if cap(w) > 1<<st.bits {
				own++
			}
		}
		if bits == 3 && (len(st.chunks) < 10 || own == 0) {
			t.Errorf("bits 3: %d chunks, %d of their own: the test should fill many chunks and have long sets", len(st.chunks), own)
		}
	}
}
