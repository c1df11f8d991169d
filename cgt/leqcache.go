package cgt

// leqCache is the cache of comparisons (leq): for a pair of node ids, whether
// the first game is ≤ the second. A Go map of two generations held up to
// 4 M such entries in 100-140 MB (about 30 bytes each, with the map's
// growth); this table holds as many in 32 MB, without pointers.
//
// It is set-associative: an entry lives in one bucket of leqWays slots,
// chosen by a hash of the key, the most recently entered first; a new
// entry pushes the bucket's last one out. A slot is one word: the key
// (the ids g and h as g<<32 | h) shifted left by one, with the answer in
// the low bit; 0 is an empty slot (the key 0, a node compared with
// itself, is never entered: leq answers it at once). Keys with g ≥ 2^31
// do not fit and are not cached. The table starts small and doubles, up
// to leqMaxSlots, each time as many entries have been entered as it has
// slots. Like every cache (cache.go), dropping an entry only makes the
// next question recompute it.
type leqCache struct {
	slots []uint64 // a power of two, at least leqWays
	n     int      // slots in use
	puts  int      // entries entered since the table last grew
}

const (
	leqWays     = 4
	leqMinSlots = 1 << 10
	leqMaxSlots = 1 << 22 // 32 MB
)

// leqBucket returns the first slot of the bucket of key k in a table of
// n slots.
func leqBucket(k uint64, n int) int {
	return int((k*0x9e3779b97f4a7c15)>>40) & (n - 1) &^ (leqWays - 1)
}

// get returns the answer cached for k, if any.
func (c *leqCache) get(k uint64) (bool, bool) {
	if len(c.slots) == 0 || k == 0 || k>>63 != 0 {
		return false, false
	}
	b := leqBucket(k, len(c.slots))
	for _, s := range c.slots[b : b+leqWays] {
		if s == 0 {
			break
		}
		if s>>1 == k {
			return s&1 != 0, true
		}
	}
	return false, false
}

// put enters the answer r for k.
func (c *leqCache) put(k uint64, r bool) {
	if k == 0 || k>>63 != 0 {
		return
	}
	if len(c.slots) == 0 {
		c.slots = make([]uint64, leqMinSlots)
	}
	if c.puts >= len(c.slots) && len(c.slots) < leqMaxSlots {
		c.grow()
	}
	c.puts++
	c.insert(k<<1 | leqBit(r))
}

// insert enters the slot word s first in its bucket.
func (c *leqCache) insert(s uint64) {
	b := leqBucket(s>>1, len(c.slots))
	bucket := c.slots[b : b+leqWays]
	last := leqWays - 1
	for i, x := range bucket {
		if x == 0 || x>>1 == s>>1 {
			last = i
			break
		}
	}
	if bucket[last] == 0 {
		c.n++
	}
	copy(bucket[1:last+1], bucket[:last])
	bucket[0] = s
}

// grow doubles the table and enters its entries again.
func (c *leqCache) grow() {
	old := c.slots
	c.slots = make([]uint64, 2*len(old))
	c.n, c.puts = 0, 0
	// Each bucket's entries oldest first, so that they keep their order.
	for b := 0; b < len(old); b += leqWays {
		for i := leqWays - 1; i >= 0; i-- {
			if s := old[b+i]; s != 0 {
				c.insert(s)
			}
		}
	}
}

func leqBit(r bool) uint64 {
	if r {
		return 1
	}
	return 0
}

// len returns the number of entries.
func (c *leqCache) len() int { return c.n }

// release empties the cache.
func (c *leqCache) release() { *c = leqCache{} }
