package solve

import (
	"slices"

	"github.com/tedomari/tedomari/cgt"
)

// histTable is the transposition table of positions with recurrable boards:
// the key is the board C (a pieceKey) with G(C), a set of boards (table.go,
// Claim 2). It holds what a Go map from the board and the set would, with
// the last values stored for each board (the guesses of proveGuess), in
// less memory and with few pointers:
//
//   - the entries are slots of an open-addressing table (linear probing,
//     doubled when three quarters full): the board, the numbers of its mask
//     and of its value (those of the fresh table, freshTable.maskID and
//     valueIndex), the ko flag, and the set, by its number;
//   - a set is kept once however many entries have it (hash-consed, see
//     setStore): along a line of play, the positions after the moves from
//     one position often have the same G(C); the boards of a set are kept
//     by their numbers (histTable.boardID), 4 bytes where a board takes 16;
//   - the last maxSimilar values stored for each board, with their sets,
//     are a ring of 8-byte entries (simRing).
//
// A slot is found only by comparing the board, the mask and the whole set,
// so the table answers exactly what the map would: the hashes only choose
// where to look.
type histTable struct {
	ids   *freshTable // the numbers of masks and values
	slots []histSlot  // a power of two
	n     int

	sets     setStore
	boards   []stones          // the boards of the sets, by number
	boardIDs map[stones]uint32 // and their numbers

	rings map[pieceKey]uint32 // the ring of each board stored, by number (ringAt)
	// The rings, in chunks of ringChunk: a chunk is never copied, where a
	// single slice grown by append left a copy of all the rings as garbage
	// at each doubling (random16-5: 44 MB allocated for 22 MB kept).
	ring  [][]simRing
	nRing uint32

	idx     histIndex // scratch of sameSet: an index of a long set
	idxHash []uint32  // and its boards' hashes
}

// histSlot is a slot of a histTable: empty when meta is 0; otherwise meta
// is as in freshSlot, set is the number of the set (setStore) and hf the
// high half of its hash.
type histSlot struct {
	b, w    uint64
	meta    uint64
	set, hf uint32
}

// simRing holds the last values stored for a board, with their sets: e[i]
// for i < n, the newest at e[(next+maxSimilar-1)%maxSimilar].
type simRing struct {
	n, next uint8
	e       [maxSimilar]simEntry
}

// simEntry is a value stored for a board (its index in freshTable.vals)
// and its set.
type simEntry struct {
	val, set uint32
}

func newHistTable(ids *freshTable) *histTable {
	return &histTable{ids: ids, slots: make([]histSlot, 16), boardIDs: map[stones]uint32{}, rings: map[pieceKey]uint32{}}
}

// len returns the number of entries.
func (t *histTable) len() int { return t.n }

// setHash returns the hash of a set of boards, whatever their order.
func setHash(set []stones) uint64 {
	var h uint64
	for _, b := range set {
		h += mix(b.b*0x9e3779b97f4a7c15 ^ b.w)
	}
	return h
}

// slotHash returns the hash of the key (mask id, b, w) and a set of hash
// whose high half is hf.
func slotHash(id uint32, b, w uint64, hf uint32) uint64 {
	return mix(hash(id, b, w) ^ uint64(hf))
}

// sameSet reports whether the set numbered o holds the boards of set
// (without repeats).
func (t *histTable) sameSet(o uint32, set []stones) bool {
	ids := t.sets.ids(o)
	if len(ids) != len(set) {
		return false
	}
	if len(set) > histIndexMin {
		// Long: an index of set (histIndex), the same answers as a scan.
		hs := t.idxHash[:0]
		for _, b := range set {
			hs = append(hs, boardHash(b))
		}
		t.idxHash = hs
		t.idx.build(set, hs)
		for _, id := range ids {
			if t.idx.index(t.boards[id]) < 0 {
				return false
			}
		}
		return true
	}
	for _, id := range ids {
		if !slices.Contains(set, t.boards[id]) {
			return false
		}
	}
	return true
}

// get returns the entry of board k with the set of boards set (masked,
// without repeats), whose setHash is h.
func (t *histTable) get(k pieceKey, set []stones, h uint64) (ttEntry, bool) {
	id, ok := t.ids.maskID(k.mask)
	if !ok {
		return ttEntry{}, false
	}
	hf := uint32(h >> 32)
	mask := uint64(len(t.slots) - 1)
	for i := slotHash(id, k.b, k.w, hf) & mask; ; i = (i + 1) & mask {
		sl := &t.slots[i]
		if sl.meta == 0 {
			return ttEntry{}, false
		}
		if sl.hf == hf && uint32(sl.meta>>32) == id && sl.b == k.b && sl.w == k.w && t.sets.hash(sl.set) == h && t.sameSet(sl.set, set) {
			return t.ids.entry(uint32(sl.meta)), true
		}
	}
}

// put enters e under board k with the set of boards set (masked, without
// repeats), whose setHash is h, replacing an entry of the same key; and
// makes e.value the newest value of board k (last, similar).
func (t *histTable) put(k pieceKey, set []stones, h uint64, e ttEntry, index bool) {
	id := t.ids.maskIDAdd(k.mask)
	v := t.ids.valueMeta(e)
	o := t.sets.intern(set, h, t)
	t.remember(k, simEntry{v >> 1, o})
	if !index {
		return
	}
	if 4*(t.n+1) > 3*len(t.slots) {
		t.grow()
	}
	hf := uint32(h >> 32)
	meta := uint64(id)<<32 | uint64(v)
	mask := uint64(len(t.slots) - 1)
	for i := slotHash(id, k.b, k.w, hf) & mask; ; i = (i + 1) & mask {
		sl := &t.slots[i]
		if sl.meta == 0 {
			*sl = histSlot{k.b, k.w, meta, o, hf}
			t.n++
			return
		}
		if sl.set == o && uint32(sl.meta>>32) == id && sl.b == k.b && sl.w == k.w {
			sl.meta = meta
			return
		}
	}
}

// grow doubles the slots and enters the entries again.
func (t *histTable) grow() {
	old := t.slots
	t.slots = make([]histSlot, 2*len(old))
	mask := uint64(len(t.slots) - 1)
	for _, sl := range old {
		if sl.meta == 0 {
			continue
		}
		for i := slotHash(uint32(sl.meta>>32), sl.b, sl.w, sl.hf) & mask; ; i = (i + 1) & mask {
			if t.slots[i].meta == 0 {
				t.slots[i] = sl
				break
			}
		}
	}
}

// boardID returns the number of board b, entering it if it is new.
func (t *histTable) boardID(b stones) uint32 {
	id, ok := t.boardIDs[b]
	if !ok {
		id = uint32(len(t.boards))
		t.boards = append(t.boards, b)
		t.boardIDs[b] = id
	}
	return id
}

// ringChunk is the number of rings in a chunk of histTable.ring.
const ringChunk = 1024

// ringAt returns ring number r.
func (t *histTable) ringAt(r uint32) *simRing {
	return &t.ring[r/ringChunk][r%ringChunk]
}

// remember makes e the newest value of board k, dropping the oldest when
// its ring is full.
func (t *histTable) remember(k pieceKey, e simEntry) {
	r, ok := t.rings[k]
	if !ok {
		r = t.nRing
		if r%ringChunk == 0 {
			t.ring = append(t.ring, make([]simRing, ringChunk))
		}
		t.nRing++
		t.rings[k] = r
	}
	g := t.ringAt(r)
	g.e[g.next] = e
	g.next = (g.next + 1) % maxSimilar
	if g.n < maxSimilar {
		g.n++
	}
}

// last returns the value stored last for board k (with any set).
func (t *histTable) last(k pieceKey) (cgt.Game, bool) {
	r, ok := t.rings[k]
	if !ok {
		return cgt.Game{}, false
	}
	g := t.ringAt(r)
	return t.ids.vals[g.e[(g.next+maxSimilar-1)%maxSimilar].val-1], true
}

// similar appends to buf the values stored last for board k, at most
// maxSimilar, with their sets, the newest first.
func (t *histTable) similar(k pieceKey, buf []simEntry) []simEntry {
	r, ok := t.rings[k]
	if !ok {
		return buf
	}
	g := t.ringAt(r)
	for i := range int(g.n) {
		buf = append(buf, g.e[(int(g.next)+maxSimilar-1-i)%maxSimilar])
	}
	return buf
}

// setStore keeps sets of boards, by the boards' numbers, each once. A set
// is kept as words: its size n, its hash (two words), then the n numbers
// of its boards. The words are in chunks of 1<<bits words (a set longer
// than a chunk has a chunk of its own, of its exact length), and a set is
// known by its number: its chunk's index times 1<<bits plus the offset of
// its words in the chunk. slots is an open-addressing table of the sets
// (their number plus one; 0 is empty), to find a set already kept.
//
// Claim S (the chunks are never copied, and a number names one set).
//
//  1. a chunk is made with its final capacity, and words are appended
//     to it only when they fit in that capacity (intern)  [the test
//     before each append]
//  2. so append never reallocates a chunk: no copy of the words is left
//     behind as garbage, where one slice grown by append left a copy of
//     all of them at each growth (transient peak memory)  [1]
//  3. a chunk's words are never changed once appended, and chunks are
//     never removed or moved in chunks  [intern only appends]
//  4. a set starts at an offset below 1<<bits of a regular chunk (it is
//     appended only while all its words fit), or at offset 0 of a chunk
//     of its own; the number (index<<bits | offset) gives back the index
//     and the offset  [1; the offset has fewer than bits bits]
//  5. so ids and hash read the words of set o as intern wrote them  [3, 4]
//  6. numbers stay below 2^32-1 (slots hold them plus one) while there are
//     fewer than 2^(32-bits)-1 chunks; every chunk takes 1<<bits words of
//     memory or more, so with bits = 16 that is 16 GB of chunks, beyond the
//     memory any search is allowed
type setStore struct {
	chunks [][]uint32
	cur    int      // the index of the regular chunk being filled, -1 before the first
	bits   uint     // log2 of the words of a regular chunk; set by the first intern (setChunkBits unless a test chose)
	slots  []uint32 // a power of two
	n      int
}

// setChunkBits is log2 of the words of a regular chunk of a setStore:
// 256 KB.
const setChunkBits = 16

// words returns the words from set o to the end of its chunk.
func (st *setStore) words(o uint32) []uint32 {
	return st.chunks[o>>st.bits][o&(1<<st.bits-1):]
}

// ids returns the numbers of the boards of set o.
func (st *setStore) ids(o uint32) []uint32 {
	w := st.words(o)
	return w[3 : 3+w[0]]
}

// hash returns the hash of set o.
func (st *setStore) hash(o uint32) uint64 {
	w := st.words(o)
	return uint64(w[1]) | uint64(w[2])<<32
}

// add appends a set of boards (masked, without repeats), whose setHash is
// h, and returns its number (Claim S).
func (st *setStore) add(set []stones, h uint64, t *histTable) uint32 {
	size := 3 + len(set)
	var c int
	switch {
	case size > 1<<st.bits: // a chunk of its own
		c = len(st.chunks)
		st.chunks = append(st.chunks, make([]uint32, 0, size))
	case st.cur >= 0 && len(st.chunks[st.cur])+size <= 1<<st.bits:
		c = st.cur
	default: // a new regular chunk
		c = len(st.chunks)
		st.cur = c
		st.chunks = append(st.chunks, make([]uint32, 0, 1<<st.bits))
	}
	w := st.chunks[c]
	off := uint32(len(w))
	w = append(w, uint32(len(set)), uint32(h), uint32(h>>32))
	for _, b := range set {
		w = append(w, t.boardID(b))
	}
	st.chunks[c] = w
	return uint32(c)<<st.bits | off
}

// intern returns the number of the set of boards set (masked, without
// repeats), whose setHash is h, entering it if it is new.
func (st *setStore) intern(set []stones, h uint64, t *histTable) uint32 {
	if st.slots == nil {
		st.slots = make([]uint32, 16)
		st.cur = -1
		if st.bits == 0 {
			st.bits = setChunkBits
		}
	}
	if 4*(st.n+1) > 3*len(st.slots) {
		st.grow()
	}
	mask := uint64(len(st.slots) - 1)
	for i := mix(h) & mask; ; i = (i + 1) & mask {
		o := st.slots[i]
		if o == 0 {
			off := st.add(set, h, t)
			st.slots[i] = off + 1
			st.n++
			return off
		}
		if st.hash(o-1) == h && t.sameSet(o-1, set) {
			return o - 1
		}
	}
}

// grow doubles the slots and enters the sets again.
func (st *setStore) grow() {
	old := st.slots
	st.slots = make([]uint32, 2*len(old))
	mask := uint64(len(st.slots) - 1)
	for _, o := range old {
		if o == 0 {
			continue
		}
		for i := mix(st.hash(o-1)) & mask; ; i = (i + 1) & mask {
			if st.slots[i] == 0 {
				st.slots[i] = o
				break
			}
		}
	}
}
