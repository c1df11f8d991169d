package cgt

// The caches.
//
// Comparisons, sums and coolings of canonical forms are remembered in
// tables keyed by node ids (leqMemo, sumMemo, coolMemo), and so are the
// results of the operations (heat, overheating, Norton products, ordinal
// sums, atomic weights, reduced forms, uptimal expansions), and the printer
// remembers what it learnt of each game (fmtCache). They are caches: an
// entry is a true fact about interned nodes (ids are never reused), so
// dropping any entry at any time only makes the next question recompute
// it, and never changes an answer. The intern tables (forms, numbers) are
// not caches: they make == on Game mean equal canonical forms (two nodes
// for one form would compare unequal), so an entry goes only when its
// node can no longer be reached: the tables hold their recent nodes, and
// the older ones weakly, and a collected node's entry is deleted
// (intern.go). Dropping a cache entry may so let the nodes it held be
// collected and leave the tables.
//
// So that a long-running process (the GTP engine, a server) does not grow
// without end, each cache is bounded. The comparison cache is a
// set-associative table of at most leqMaxSlots one-word entries (32 MB;
// leqcache.go). Each of the others keeps two generations of at most
// cacheGeneration entries each. New entries go into the current generation;
// a hit in the old one is copied into the current one; when the current one
// is full, the old one is dropped and the current one becomes the old. The
// hot entries survive, and a cache never holds more than twice
// cacheGeneration entries. [ReleaseCaches] empties them all.

// cacheGeneration is the most entries of one generation of a cache: with
// two generations, about 100 MB for the sum cache.
const cacheGeneration = 1 << 21

// memo is a bounded cache of two generations. Guarded by mu (fmtCache:
// by fmtMu).
type memo[K comparable, V any] struct {
	cur, old map[K]V
	limit    int // the most entries of one generation
}

func newMemo[K comparable, V any]() memo[K, V] {
	return memo[K, V]{cur: map[K]V{}, limit: cacheGeneration}
}

// get returns the entry of k, moving it to the current generation if it
// was in the old one.
func (m *memo[K, V]) get(k K) (V, bool) {
	if v, ok := m.cur[k]; ok {
		return v, true
	}
	v, ok := m.old[k]
	if ok {
		m.put(k, v)
	}
	return v, ok
}

// put enters v for k, starting a new generation when the current one is
// full. It does not tick, so a cancellation never leaves it half done.
func (m *memo[K, V]) put(k K, v V) {
	if len(m.cur) >= m.limit {
		m.old, m.cur = m.cur, make(map[K]V, m.limit/4)
	}
	m.cur[k] = v
}

// len returns the number of entries.
func (m *memo[K, V]) len() int { return len(m.cur) + len(m.old) }

// release empties m.
func (m *memo[K, V]) release() { m.cur, m.old = map[K]V{}, nil }

// ReleaseCaches empties the caches of comparisons, sums, coolings and
// printing, returning their memory to the garbage collector. The values of
// games are unaffected (every Game made before stays valid and equal to
// itself); later operations may only be slower until the caches fill again.
// A long-running program calls it between independent computations, e.g.
// after each region solved, once it has dropped the Games it no longer
// needs. The intern table of canonical forms then keeps only the forms
// that something still reaches (what makes == on Game mean equality): the
// next garbage collection takes the others, and the table shrinks to the
// forms of the Games still held.
func ReleaseCaches() {
	mu.Lock()
	releaseMemos()
	ageTables()
	if len(optStack) == 0 {
		optStack = nil
	}
	internBuf = nil
	mu.Unlock()
	fmtMu.Lock()
	fmtCache.release()
	fmtMu.Unlock()
}

// CacheStats reports the entries of the caches and of the intern table.
type CacheStats struct {
	Comparisons, Sums, Coolings, Printing int // cache entries (ReleaseCaches empties them)
	// Forms counts the interned canonical forms, numbers included: those
	// that live Games and cache entries reach, those made since the last
	// ReleaseCaches (at most 65536 of them are held in any case), and those
	// no longer reached that the garbage collector has not yet taken.
	Forms int
}

// Caches returns the current sizes of the caches and of the intern table.
// It first deletes the table's entries of collected forms, which takes
// time in proportion to the table.
func Caches() CacheStats {
	mu.Lock()
	s := CacheStats{Comparisons: leqMemo.len(), Sums: sumMemo.len(), Coolings: coolMemo.len(),
		Forms: forms.len() + numbers.len() + 1} // 1 for 0, which is not in numbers
	mu.Unlock()
	fmtMu.Lock()
	s.Printing = fmtCache.len()
	fmtMu.Unlock()
	return s
}

// releaseMemos empties every memo of the engine and of the operations.
// Guarded by mu.
func releaseMemos() {
	leqMemo.release()
	sumMemo.release()
	coolMemo.release()
	heatMemo.release()
	overheatMemo.release()
	nortonMemo.release()
	ordinalMemo.release()
	awMemo.release()
	farMemo.release()
	nusMemo.release()
	starProjMemo.release()
	uptimalMemo.release()
}
