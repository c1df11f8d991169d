package solve

import (
	"math/bits"

	"github.com/tedomari/tedomari/cgt"
)

// freshTable is the transposition table of fresh positions (no board of the
// history can recur: the key is the board alone, a pieceKey; table.go,
// Claim 2). It holds what a map[pieceKey]ttEntry would, in less memory and
// without pointers, so that the garbage collector never scans it: most of a
// large solve's table is here (random16-5 of the benchmark set: 2.6 M
// entries, about 200 MB as a Go map).
//
// It is an open-addressing hash table with linear probing, in segments
// (the top bits of the hash choose one), each grown by doubling when three
// quarters full. A slot holds the key's two boards, a small
// number for the key's mask (freshTable.maskID: a search meets a few
// thousand masks at most) and a small number for the value (an index into
// vals, which keeps each distinct value once) with the ko flag. A slot is
// found only by comparing the whole key, so the table answers exactly what
// the map would: the hash only chooses where to look.
type freshTable struct {
	segs [freshSegs]freshSeg
	n    int // entries

	masks  map[uint64]uint32        // the id of each mask met in a stored key, from 1
	recent [maskCacheSize]maskEntry // masks found in masks lately, by a hash of the mask (maskID)

	vals   []cgt.Game          // the distinct values stored
	valIdx map[cgt.Game]uint32 // their index in vals
}

// freshSeg is a segment of a freshTable: the keys whose hash has its top
// bits. Each segment grows on its own, so that growing copies a small part
// of the table at a time, and the slots of the segments that are not
// growing are not doubled all at once (a single array doubled at once held
// the old and the new array together, and the solves whose table had just
// doubled took more memory than with a Go map: random16-0, 415 MiB peak
// with one array, 362-372 with 1024 segments, 362-400 with the map).
type freshSeg struct {
	slots []freshSlot // a power of two
	n     int
}

// freshSlot is a slot of a freshTable: empty when meta is 0; otherwise
// meta holds the mask's id (high 32 bits) and the value's index plus one,
// times two, plus the ko flag (low 32 bits).
type freshSlot struct {
	b, w uint64
	meta uint64
}

// freshSegBits is log2 of the number of segments, freshSegs; a new table
// has freshMinSlots slots in each.
const (
	freshSegBits  = 10
	freshSegs     = 1 << freshSegBits
	freshMinSlots = 2
)

func newFreshTable() *freshTable {
	t := &freshTable{masks: map[uint64]uint32{}, valIdx: map[cgt.Game]uint32{}}
	for i := range t.segs {
		t.segs[i].slots = make([]freshSlot, freshMinSlots)
	}
	return t
}

// len returns the number of entries.
func (t *freshTable) len() int { return t.n }

// slots returns the number of slots.
func (t *freshTable) slots() int {
	n := 0
	for i := range t.segs {
		n += len(t.segs[i].slots)
	}
	return n
}

// maskEntry is an entry of freshTable.recent: a mask and its id, 0 when
// empty.
type maskEntry struct {
	mask uint64
	id   uint32
}

// maskCacheBits is log2 of the size of freshTable.recent: the pieces of a
// search alternate between a few masks at a time, where one remembered
// mask (as before) left maskID's map look-ups at 2 % of random16-7's time
// in BenchmarkSolveRegions.
const (
	maskCacheBits = 6
	maskCacheSize = 1 << maskCacheBits
)

// maskID returns the id of mask, and false if no stored key has it. A mask
// keeps its id once given (maskIDAdd), so an entry of recent, copied from
// masks, stays true.
func (t *freshTable) maskID(mask uint64) (uint32, bool) {
	c := &t.recent[(mask*0x9e3779b97f4a7c15)>>(64-maskCacheBits)]
	if c.mask == mask && c.id != 0 {
		return c.id, true
	}
	id, ok := t.masks[mask]
	if ok {
		*c = maskEntry{mask, id}
	}
	return id, ok
}

// hash returns the hash of the key (id, b, w): its top bits choose the
// segment, its low bits the first slot to look at.
func hash(id uint32, b, w uint64) uint64 {
	return mix(b*0x9e3779b97f4a7c15 ^ bits.RotateLeft64(w, 29) ^ uint64(id)*0xc2b2ae3d27d4eb4f)
}

// get returns the entry of key k, if any.
func (t *freshTable) get(k pieceKey) (ttEntry, bool) {
	id, ok := t.maskID(k.mask)
	if !ok {
		return ttEntry{}, false
	}
	h := hash(id, k.b, k.w)
	sg := &t.segs[h>>(64-freshSegBits)]
	mask := uint64(len(sg.slots) - 1)
	for i := h & mask; ; i = (i + 1) & mask {
		sl := &sg.slots[i]
		if sl.meta == 0 {
			return ttEntry{}, false
		}
		if uint32(sl.meta>>32) == id && sl.b == k.b && sl.w == k.w {
			return t.entry(uint32(sl.meta)), true
		}
	}
}

// maskIDAdd returns the id of mask, giving it one if it has none.
func (t *freshTable) maskIDAdd(mask uint64) uint32 {
	id, ok := t.maskID(mask)
	if !ok {
		id = uint32(len(t.masks) + 1)
		t.masks[mask] = id
	}
	return id
}

// valueMeta returns the low half of the meta of a slot holding e: the
// index of its value in vals plus one, times two, plus the ko flag;
// entering the value in vals if it is new.
func (t *freshTable) valueMeta(e ttEntry) uint32 {
	vi, ok := t.valIdx[e.value]
	if !ok {
		vi = uint32(len(t.vals))
		t.vals = append(t.vals, e.value)
		t.valIdx[e.value] = vi
	}
	v := (vi + 1) << 1
	if e.ko {
		v |= 1
	}
	return v
}

// entry returns the entry whose meta's low half is v (valueMeta).
func (t *freshTable) entry(v uint32) ttEntry {
	return ttEntry{value: t.vals[v>>1-1], ko: v&1 != 0}
}

// put enters e under k, replacing an entry of the same key.
func (t *freshTable) put(k pieceKey, e ttEntry) {
	id := t.maskIDAdd(k.mask)
	meta := uint64(id)<<32 | uint64(t.valueMeta(e))
	h := hash(id, k.b, k.w)
	sg := &t.segs[h>>(64-freshSegBits)]
	if 4*(sg.n+1) > 3*len(sg.slots) {
		sg.grow()
	}
	mask := uint64(len(sg.slots) - 1)
	for i := h & mask; ; i = (i + 1) & mask {
		sl := &sg.slots[i]
		if sl.meta == 0 {
			*sl = freshSlot{k.b, k.w, meta}
			sg.n++
			t.n++
			return
		}
		if uint32(sl.meta>>32) == id && sl.b == k.b && sl.w == k.w {
			sl.meta = meta
			return
		}
	}
}

// grow doubles the slots of the segment and enters its entries again.
func (sg *freshSeg) grow() {
	old := sg.slots
	sg.slots = make([]freshSlot, 2*len(old))
	mask := uint64(len(sg.slots) - 1)
	for _, sl := range old {
		if sl.meta == 0 {
			continue
		}
		for i := hash(uint32(sl.meta>>32), sl.b, sl.w) & mask; ; i = (i + 1) & mask {
			if sg.slots[i].meta == 0 {
				sg.slots[i] = sl
				break
			}
		}
	}
}
