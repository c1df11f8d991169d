package cgt

import (
	"runtime"
	"sync/atomic"
	"weak"
)

// The intern tables.
//
// Canonical forms are interned: forms maps the sorted ids of a form's
// options to its node, numbers maps a Dyadic to its node, so that two
// Games are equal exactly when their nodes are ==. So that the tables
// keep only the forms still in use, each has two generations: young, a
// map holding its nodes strongly, into which new nodes go, and old, a map
// holding them weakly (weak.Pointer). When young reaches youngMax entries,
// and at ReleaseCaches, its entries move to old (age). A node in old stays
// only as long as something else holds it — a Game of the caller, another
// node whose option or negative it is (so a live node's options, and
// theirs, stay live), a cache entry (until ReleaseCaches or the cache's
// next generation drops it), a list such as nimbers that holds it — and
// once the collector finds it unreachable its weak pointer reads nil.
// sweep deletes old's dead entries: when old has doubled since the last
// sweep, in Caches, and after the first collection that follows a
// ReleaseCaches (a cleanup on a sentinel object; see armSweep).
//
// Why == stays equality for every live node. By induction on the
// birthday: two live nodes of equal value have equal canonical forms
// (Theorem 4.3), so their options are equal in value and live (a node
// holds its options), hence the same nodes, and the two keys are the
// same string (for numbers, the same Dyadic). A key is in at most one of
// the two maps, with one node: a node is made and entered in young only
// when neither map has a live node for its key, and age overwrites old's
// entry, whose node is then dead. A weak pointer that reads nil names a
// node that is unreachable and can never be reached again. So the second
// of two equal live nodes would have been found, not made.
//
// Why the caches keyed by node ids (leqMemo, sumMemo, …) stay correct
// when a node is collected and an equal one is made again later: the new
// node gets a new id (newID only counts up; ids are never reused), so an
// entry about the dead node's id is never looked up again, and is dropped
// with its cache's generation; the caches keyed by nodes or Games hold
// their nodes, which therefore stay interned while the entry lives.
//
// Why two generations rather than a weak pointer and a cleanup for every
// node (the first design): weak.Make and runtime.AddCleanup each insert a
// record into the span's list of specials under the span's lock, and the
// collector then has to process them; building the sum of fourteen games
// of BenchmarkBigSum from empty tables took 40 % more CPU so. Now a weak
// pointer is made only for a node that lives until its generation ages,
// and no per-node cleanup at all: a computation that makes fewer than
// youngMax forms pays nothing.
//
// The sentinel's cleanup runs on the runtime's cleanup goroutine, which
// must not wait for mu (a computation may hold it for minutes): it sweeps
// only if TryLock takes mu, and otherwise leaves sweepWanted set, which
// the holder of mu reads the next time it interns a node.
//
// Cancellation: put, age and sweep do not tick, so an abandoned
// computation leaves either no entry or a complete one (context.go).

// youngMax is the most entries of a table's young generation: about
// 15 MB of nodes that a program which never calls ReleaseCaches may keep
// beyond the ones it uses.
const youngMax = 1 << 16

// shrinkMin is the size below which old is never copied to give back the
// memory of deleted entries (a Go map keeps it).
const shrinkMin = 1 << 10

// internTable is an intern table of two generations. Guarded by mu.
type internTable[K comparable] struct {
	young map[K]*node
	old   map[K]weak.Pointer[node]
	swept int // len(old) after the last sweep
	peak  int // the largest len(old) since old was made
}

func newInternTable[K comparable]() *internTable[K] {
	return &internTable[K]{young: map[K]*node{}, old: map[K]weak.Pointer[node]{}}
}

// get returns the live node interned under k, or nil.
func (t *internTable[K]) get(k K) *node {
	if n, ok := t.young[k]; ok {
		return n
	}
	if w, ok := t.old[k]; ok {
		return w.Value()
	}
	return nil
}

// put interns n under k, for which get found no node.
func (t *internTable[K]) put(k K, n *node) {
	if sweepWanted.Load() {
		sweepTables()
	}
	if len(t.young) >= youngMax {
		t.age()
	}
	t.young[k] = n
}

// age moves the young entries into old, held weakly, and sweeps old when
// it has doubled since the last sweep, so that sweeping costs O(1) per
// entry.
func (t *internTable[K]) age() {
	for k, n := range t.young {
		t.old[k] = weak.Make(n)
	}
	t.young = map[K]*node{}
	t.peak = max(t.peak, len(t.old))
	if len(t.old) >= 2*t.swept {
		t.sweep()
	}
}

// sweep deletes old's entries whose node was collected, and copies old
// into a smaller map when it has shrunk to a quarter of its peak.
func (t *internTable[K]) sweep() {
	for k, w := range t.old {
		if w.Value() == nil {
			delete(t.old, k)
		}
	}
	if t.peak >= shrinkMin && len(t.old) <= t.peak/4 {
		m := make(map[K]weak.Pointer[node], len(t.old))
		for k, w := range t.old {
			m[k] = w
		}
		t.old, t.peak = m, len(m)
	}
	t.swept = len(t.old)
}

// len returns the number of entries, after a sweep.
func (t *internTable[K]) len() int {
	t.sweep()
	return len(t.young) + len(t.old)
}

// sweepWanted is set by the sentinel's cleanup when mu was taken.
var sweepWanted atomic.Bool

// sweepTables sweeps both tables. Guarded by mu.
func sweepTables() {
	sweepWanted.Store(false)
	forms.sweep()
	numbers.sweep()
}

// ageTables moves both tables' young entries into old, and arms a sweep
// after the next collection. Guarded by mu.
func ageTables() {
	forms.age()
	numbers.age()
	armSweep()
}

// sentinel is an object made only to be collected: its cleanup tells
// that a collection has happened since armSweep.
type sentinel struct{ _ *int }

// armSweep makes the tables be swept after the next collection, which
// finds unreachable the nodes that only the released caches held.
func armSweep() {
	runtime.AddCleanup(&sentinel{}, func(struct{}) {
		if mu.TryLock() {
			sweepTables()
			mu.Unlock()
		} else {
			sweepWanted.Store(true)
		}
	}, struct{}{})
}

// weakList is a list of nodes built on demand (nimbers: *0, *1, …),
// held weakly like the intern tables. Guarded by mu.
type weakList []weak.Pointer[node]

// at returns the live node at i, or nil.
func (l weakList) at(i int) *node {
	if i < len(l) {
		return l[i].Value()
	}
	return nil
}

// set enters n at i, growing l as needed.
func (l *weakList) set(i int, n *node) {
	for len(*l) <= i {
		*l = append(*l, weak.Pointer[node]{})
	}
	(*l)[i] = weak.Make(n)
}
