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
// It is an open-addressing hash table with linear probing, grown by doubling
// when three quarters full. A slot holds the key's two boards, a small
// number for the key's mask (freshTable.maskID: a search meets a few
// thousand masks at most) and a small number for the value (an index into
// vals, which keeps each distinct value once) with the ko flag. A slot is
// found only by comparing the whole key, so the table answers exactly what
// the map would: the hash only chooses where to look.
type freshTable struct {
	slots []freshSlot
	n     int // entries

	masks    map[uint64]uint32 // the id of each mask met in a stored key, from 1
	lastMask uint64            // the last mask looked up, and its id (0: none)
	lastID   uint32

	vals   []cgt.Game          // the distinct values stored
	valIdx map[cgt.Game]uint32 // their index in vals
}

// freshSlot is a slot of a freshTable: empty when meta is 0; otherwise
// meta holds the mask's id (high 32 bits) and the value's index plus one,
// times two, plus the ko flag (low 32 bits).
type freshSlot struct {
	b, w uint64
	meta uint64
}

// freshMinSlots is the size of a new table (a power of two).
const freshMinSlots = 1 << 10

func newFreshTable() *freshTable {
	return &freshTable{slots: make([]freshSlot, freshMinSlots), masks: map[uint64]uint32{}, valIdx: map[cgt.Game]uint32{}}
}

// len returns the number of entries.
func (t *freshTable) len() int { return t.n }

// maskID returns the id of mask, and false if no stored key has it.
func (t *freshTable) maskID(mask uint64) (uint32, bool) {
	if mask == t.lastMask && t.lastID != 0 {
		return t.lastID, true
	}
	id, ok := t.masks[mask]
	if ok {
		t.lastMask, t.lastID = mask, id
	}
	return id, ok
}

// home returns the first slot to look at for the key (id, b, w).
func (t *freshTable) home(id uint32, b, w uint64) int {
	h := mix(b*0x9e3779b97f4a7c15 ^ bits.RotateLeft64(w, 29) ^ uint64(id)*0xc2b2ae3d27d4eb4f)
	return int(h & uint64(len(t.slots)-1))
}

// get returns the entry of key k, if any.
func (t *freshTable) get(k pieceKey) (ttEntry, bool) {
	id, ok := t.maskID(k.mask)
	if !ok {
		return ttEntry{}, false
	}
	mask := len(t.slots) - 1
	for i := t.home(id, k.b, k.w); ; i = (i + 1) & mask {
		sl := &t.slots[i]
		if sl.meta == 0 {
			return ttEntry{}, false
		}
		if uint32(sl.meta>>32) == id && sl.b == k.b && sl.w == k.w {
			v := uint32(sl.meta)
			return ttEntry{value: t.vals[v>>1-1], ko: v&1 != 0}, true
		}
	}
}

// put enters e under k, replacing an entry of the same key.
func (t *freshTable) put(k pieceKey, e ttEntry) {
	if 4*(t.n+1) > 3*len(t.slots) {
		t.grow()
	}
	id, ok := t.maskID(k.mask)
	if !ok {
		id = uint32(len(t.masks) + 1)
		t.masks[k.mask] = id
	}
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
	meta := uint64(id)<<32 | uint64(v)
	mask := len(t.slots) - 1
	for i := t.home(id, k.b, k.w); ; i = (i + 1) & mask {
		sl := &t.slots[i]
		if sl.meta == 0 {
			*sl = freshSlot{k.b, k.w, meta}
			t.n++
			return
		}
		if uint32(sl.meta>>32) == id && sl.b == k.b && sl.w == k.w {
			sl.meta = meta
			return
		}
	}
}

// grow doubles the slots and enters the entries again.
func (t *freshTable) grow() {
	old := t.slots
	t.slots = make([]freshSlot, 2*len(old))
	mask := len(t.slots) - 1
	for _, sl := range old {
		if sl.meta == 0 {
			continue
		}
		for i := t.home(uint32(sl.meta>>32), sl.b, sl.w); ; i = (i + 1) & mask {
			if t.slots[i].meta == 0 {
				t.slots[i] = sl
				break
			}
		}
	}
}
