package cgt

import (
	"runtime"
	"sync"
	"sync/atomic"
	"weak"
)

// The intern tables.
//
// Canonical forms are interned: forms maps the sorted ids of a form's
// options to its node, numbers maps a Dyadic to its node, so that two
// Games are equal exactly when their nodes are ==. The tables hold their
// nodes weakly (weak.Pointer): a node stays in a table only as long as
// something else holds it — a Game of the caller, another node whose
// option or negative it is (so a live node's options, and their options,
// stay live), a cache entry (until ReleaseCaches or the cache's next
// generation drops it), a table such as nimbers that holds it strongly.
// When the collector finds a node unreachable, its weak pointer reads nil
// at once, and a cleanup (runtime.AddCleanup) then queues its key for
// deletion.
//
// Why == stays equality for every live node. By induction on the
// birthday: two live nodes of equal value have equal canonical forms
// (Theorem 4.3), so their options are equal in value and live (a node
// holds its options), hence the same nodes, and the two keys are the
// same string (for numbers, the same Dyadic). The table maps a key to at
// most one node at a time, and a key's entry is replaced only when its
// weak pointer reads nil, i.e. when the node it named is unreachable and
// can never be reached again (a weak pointer never comes back to life).
// So the second of the two nodes would have been found, not made.
//
// Why the caches keyed by node ids (leqMemo, sumMemo, …) stay correct
// when a node is collected and an equal one is made again later: the new
// node gets a new id (newID only counts up; ids are never reused), so an
// entry about the dead node's id is never looked up again, and is dropped
// with its cache's generation; the caches keyed by nodes or Games hold
// their nodes, which therefore stay interned while the entry lives.
//
// The cleanups run on the runtime's cleanup goroutine, which must not wait
// for mu (a computation may hold it for minutes): a cleanup appends the
// dead key to the table's queue, under the queue's own lock, and deletes
// the queued keys at once only if mu is free (TryLock); otherwise the
// holder of mu deletes them the next time it interns a node, or in Caches
// or ReleaseCaches. A queued key is deleted only if its entry's weak
// pointer still reads nil: a new node may have been interned under the
// same key since (a Dyadic key comes back whenever the number is made
// again). A Go map does not give back its memory when entries are
// deleted, so once a table has shrunk to a quarter of its largest size it
// is copied into a map of the right size.
//
// Cancellation: put makes the weak pointer, enters it and adds the
// cleanup without ticking, so an abandoned computation leaves either no
// entry or a complete one (context.go).

// weakTable is an intern table of nodes held weakly. The map is guarded
// by mu; the queue by qmu.
type weakTable[K comparable] struct {
	m    map[K]weak.Pointer[node]
	peak int // the largest len(m) since m was last made

	qmu     sync.Mutex
	dead    []K          // keys whose node was collected; guarded by qmu
	pending atomic.Int32 // len(dead), read without qmu
	cleanup func(K)      // queues a key; made once, so that put does not allocate a closure
}

// shrinkMin is the table size below which a table is never copied to
// give back memory.
const shrinkMin = 1 << 10

func newWeakTable[K comparable]() *weakTable[K] {
	t := &weakTable[K]{m: map[K]weak.Pointer[node]{}}
	t.cleanup = t.collected
	return t
}

// get returns the live node interned under k, or nil. Guarded by mu.
func (t *weakTable[K]) get(k K) *node {
	if w, ok := t.m[k]; ok {
		return w.Value()
	}
	return nil
}

// put interns n under k, whose previous node (if any) is dead. Guarded by
// mu.
func (t *weakTable[K]) put(k K, n *node) {
	if t.pending.Load() != 0 {
		t.drain()
	}
	t.m[k] = weak.Make(n)
	t.peak = max(t.peak, len(t.m))
	runtime.AddCleanup(n, t.cleanup, k)
}

// collected runs on the cleanup goroutine once the node interned under k
// is unreachable.
func (t *weakTable[K]) collected(k K) {
	t.qmu.Lock()
	t.dead = append(t.dead, k)
	t.pending.Store(int32(len(t.dead)))
	t.qmu.Unlock()
	if mu.TryLock() {
		t.drain()
		mu.Unlock()
	}
}

// drain deletes the queued keys whose entries are still dead, and copies
// the map when it has shrunk to a quarter of its peak. Guarded by mu.
func (t *weakTable[K]) drain() {
	t.qmu.Lock()
	dead := t.dead
	t.dead = nil
	t.pending.Store(0)
	t.qmu.Unlock()
	for _, k := range dead {
		if w, ok := t.m[k]; ok && w.Value() == nil {
			delete(t.m, k)
		}
	}
	if t.peak >= shrinkMin && len(t.m) <= t.peak/4 {
		m := make(map[K]weak.Pointer[node], len(t.m))
		for k, w := range t.m {
			m[k] = w
		}
		t.m, t.peak = m, len(m)
	}
}

// len returns the number of entries, after deleting the queued dead ones.
// Guarded by mu.
func (t *weakTable[K]) len() int {
	t.drain()
	return len(t.m)
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
