package cgt

import (
	"context"
	"fmt"
	"runtime"
	"sync"
	"testing"
	"time"
)

// settledForms empties the caches, collects the garbage until the intern
// tables' size (Caches().Forms) stops changing, the cleanups having run,
// and returns it.
func settledForms(t *testing.T) int {
	t.Helper()
	ReleaseCaches()
	last, same := -1, 0
	for range 500 {
		runtime.GC()
		time.Sleep(time.Millisecond)
		n := Caches().Forms
		if n == last {
			if same++; same == 5 {
				return n
			}
		} else {
			same = 0
		}
		last = n
	}
	t.Fatalf("the intern tables did not settle: %d forms", last)
	return 0
}

// reachable returns the number of nodes reachable from g through the
// options built so far and the negatives found so far, g's included.
func reachable(g Game) int {
	mu.Lock()
	defer mu.Unlock()
	seen := map[*node]bool{}
	var walk func(n *node)
	walk = func(n *node) {
		if n == nil || seen[n] {
			return
		}
		seen[n] = true
		for _, o := range n.left {
			walk(o)
		}
		for _, o := range n.right {
			walk(o)
		}
		walk(n.neg)
	}
	walk(g.node())
	return len(seen)
}

// makeForms builds many canonical forms and numbers and keeps none: the
// sum of eleven varied switches (2^11 positions and more), 300 small
// random games of game_test.go and the sum of four, and 2000 numbers k/2^20. It returns
// how many forms the tables held when all of them were live.
func makeForms(t *testing.T) int {
	g := MustParse(switches(11, true))
	gs := randomGames(t, 7, 300)
	s := Zero()
	for _, h := range gs[:4] {
		s = s.Add(h)
	}
	var ns []Game
	for k := range 2000 {
		ns = append(ns, FromDyadic(NewDyadic(int64(2*k+1), 20)))
	}
	n := Caches().Forms
	runtime.KeepAlive(g)
	runtime.KeepAlive(s)
	runtime.KeepAlive(gs)
	runtime.KeepAlive(ns)
	return n
}

// The intern tables keep only the forms that live games use: after many
// forms are made and dropped, the caches released and the garbage
// collected, the table is back to its size before (it was kept for the
// process's life before; then this test fails by the thousands of forms
// made), and a game kept throughout is still == to the same value built
// again, through another route, while the forms it used to meet in the
// table were collected and made anew.
func TestInternTablesShrink(t *testing.T) {
	kept := MustParse("{3||2*|1*} + ^3 + {1|-1/4}")
	keptText := kept.String()
	base, reach := settledForms(t), reachable(kept)
	peak := makeForms(t)
	if peak < base+4000 {
		t.Fatalf("%d forms with the new ones live, %d before: the test made too few", peak, base)
	}
	// The new work may have built options of the kept game's numbers
	// (opts) and negatives of its positions (neg): those are reachable
	// from it, so they stay.
	after, grown := settledForms(t), reachable(kept)-reach
	if after > base+grown {
		t.Errorf("%d forms after dropping the new ones and collecting, %d before (%d with them); %d more are reachable from the kept game",
			after, base, peak, grown)
	}
	t.Logf("forms: %d before, %d with the new ones, %d after; %d reachable from the kept game, %d more than before", base, peak, after, reach+grown, grown)
	// The same value built from its parts, from its text, and from its
	// options: the kept node each time.
	again := Sum(MustParse("{3||2*|1*}"), Ups(3), New([]Game{FromInt(1)}, []Game{FromDyadic(NewDyadic(-1, 2))}))
	if again != kept || MustParse(keptText) != kept || New(kept.Left(), kept.Right()) != kept {
		t.Errorf("kept %s; built again: %s (== %v), parsed %v, from its options %v", keptText, again, again == kept,
			MustParse(keptText) == kept, New(kept.Left(), kept.Right()) == kept)
	}
	// Forms made again after their nodes were collected are interned
	// anew: two builds give one node, and the value is unchanged.
	g1, g2 := MustParse(switches(11, true)), MustParse(switches(11, true))
	if g1 != g2 || g1.Sub(g2) != Zero() {
		t.Errorf("the sum of eleven switches built twice after a collection: two nodes (%v) or a non-zero difference", g1 != g2)
	}
	// The map itself was made again smaller (a Go map keeps its memory).
	mu.Lock()
	p, l := forms.peak, len(forms.old)
	mu.Unlock()
	if p >= shrinkMin && l <= p/4 {
		t.Errorf("forms: %d entries, %d at the peak: the map was not copied smaller", l, p)
	}
}

// The two generations of an intern table: a young entry is held (a
// dropped node stays), an old one is not; a key whose node was collected
// and which is then interned again names the new node, through aging and
// sweeping; dropped nodes leave the table at the sweep after their
// collection, and old is then copied into a smaller map.
func TestInternTableGenerations(t *testing.T) {
	tb := newInternTable[int]()
	collect := func(k, rounds int) bool { // collects until k's node is gone, at most rounds times
		for range rounds {
			runtime.GC()
			mu.Lock()
			gone := tb.get(k) == nil
			mu.Unlock()
			if gone {
				return true
			}
			time.Sleep(10 * time.Millisecond)
		}
		return false
	}
	mu.Lock()
	tb.put(1, &node{id: newID()})
	mu.Unlock()
	if collect(1, 10) {
		t.Fatal("a young entry's node, dropped, was collected")
	}
	mu.Lock()
	tb.age()
	mu.Unlock()
	if !collect(1, 200) {
		t.Fatal("an old entry's node, dropped, still reads live after 200 collections")
	}
	b := &node{id: newID()}
	mu.Lock()
	tb.put(1, b)
	tb.age() // overwrites the dead entry
	tb.sweep()
	got, n := tb.get(1), tb.len()
	mu.Unlock()
	if got != b || n != 1 {
		t.Errorf("key 1 interned again: get(1) = %p (want the live %p), %d entries (want 1)", got, b, n)
	}
	runtime.KeepAlive(b)

	// Many nodes, dropped: all entries go, and old is made again.
	mu.Lock()
	for k := range 4 * shrinkMin {
		tb.put(k+2, &node{id: newID()})
	}
	tb.age()
	mu.Unlock()
	b = nil
	collect(4*shrinkMin+1, 200)
	collect(1, 200)
	mu.Lock()
	n, p := tb.len(), tb.peak
	mu.Unlock()
	if n != 0 || p >= shrinkMin {
		t.Errorf("%d entries left of %d dropped nodes (want 0), peak %d (want old made again)", n, 4*shrinkMin+1, p)
	}
}

// A computation that makes more than youngMax forms ages the young
// generation itself: the forms it drops go at the sweeps, without
// ReleaseCaches, and young never holds more than youngMax entries.
func TestInternTableAgesItself(t *testing.T) {
	tb := newInternTable[int]()
	mu.Lock()
	defer mu.Unlock()
	for k := range 5 * youngMax {
		tb.put(k, &node{id: newID()})
		if len(tb.young) > youngMax {
			t.Fatalf("after %d puts: %d young entries, at most %d", k+1, len(tb.young), youngMax)
		}
		if k%youngMax == 0 {
			runtime.GC()
		}
	}
	if n := len(tb.young) + len(tb.old); n >= 4*youngMax {
		t.Errorf("%d entries after 5·youngMax puts of dropped nodes and collections, want fewer than %d", n, 4*youngMax)
	}
}

// Nimbers and up powers are remembered weakly too, and built again the
// same when collected: *k has *0 … *(k-1) on both sides, and
// ↑^n is {0 | * − ↑^→(n−1)} (uptimal.go).
func TestWeakListsRebuilt(t *testing.T) {
	for round := range 2 {
		s := Nimber(40)
		l, r := s.Left(), s.Right()
		if len(l) != 40 || len(r) != 40 {
			t.Fatalf("round %d: *40 has %d and %d options, want 40 each", round, len(l), len(r))
		}
		seen := map[Game]bool{}
		for k := range 40 {
			seen[Nimber(k)] = true
		}
		for _, o := range l {
			if !seen[o] {
				t.Errorf("round %d: %v is a Left option of *40 but not *k for k < 40", round, o)
			}
		}
		if Nimber(40) != s || Nimber(20).Add(Nimber(60)) != Nimber(20^60) {
			t.Errorf("round %d: *40 built twice differs, or *20 + *60 != *%d", round, 20^60)
		}
		settledForms(t)
	}
}

// The engine stays consistent while the collector runs and cleanups
// delete entries: goroutines compute and abandon work (contexts with
// short deadlines), release the caches, collect the garbage and read the
// table's size at the same time (run with -race); every value built is
// the one a single goroutine builds, and == to a copy kept throughout.
func TestInternConcurrentCollect(t *testing.T) {
	exprs := []string{switches(9, true), "^7*", "{3||2*|1*} + ^3 + {1|-1/4}", "*13 + {2|*}", "+-(^5*) + {1|*} - v3"}
	kept := make([]Game, len(exprs))
	want := make([]string, len(exprs))
	for i, s := range exprs {
		kept[i] = MustParse(s)
		want[i] = kept[i].String()
	}
	stop := make(chan struct{})
	var wg, workers sync.WaitGroup
	errs := make(chan string, 64)
	wg.Add(1)
	go func() { // the collector and the caches' owner
		defer wg.Done()
		for {
			select {
			case <-stop:
				return
			default:
			}
			runtime.GC()
			ReleaseCaches()
			_ = Caches()
		}
	}()
	for w := range 3 {
		workers.Add(1)
		go func() {
			defer workers.Done()
			for round := range 6 {
				ctx, cancel := context.WithTimeout(context.Background(), time.Duration(round+w)*time.Millisecond)
				_, _ = ParseContext(ctx, switches(25, round%2 == 0))
				cancel()
				for i, s := range exprs {
					g := MustParse(s)
					if g != kept[i] || g.String() != want[i] {
						errs <- fmt.Sprintf("worker %d round %d: %s = %v (== kept: %v), want %s", w, round, s, g, g == kept[i], want[i])
					}
				}
			}
		}()
	}
	workers.Wait()
	close(stop)
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}

// After ReleaseCaches, the first collection sweeps the tables by itself
// (the sentinel's cleanup, armSweep): the entries of the dropped forms go
// without a call to Caches. (When the cleanup finds mu taken it leaves
// sweepWanted set for the holder of mu; that counts too.)
func TestSweepAfterCollection(t *testing.T) {
	base := settledForms(t)
	peak := makeForms(t)
	ReleaseCaches()
	size := func() int { // the entries, without sweeping
		mu.Lock()
		defer mu.Unlock()
		return len(forms.young) + len(forms.old) + len(numbers.young) + len(numbers.old) + 1
	}
	n := size()
	for range 500 {
		runtime.GC()
		time.Sleep(time.Millisecond)
		if n = size(); n <= base+8 || sweepWanted.Load() {
			return
		}
	}
	t.Errorf("%d entries after ReleaseCaches and 500 collections, %d before the %d of the dropped forms; no sweep", n, base, peak)
}
