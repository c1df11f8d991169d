package goregion

// This file holds the positional-superko history of a Game: Zobrist hashes
// of every board of the game, and the boards themselves packed two bits a
// point, so that a hash hit is confirmed by comparing real boards.

// zobristKeys returns two keys per point (index 2p for Black, 2p+1 for
// White), drawn from splitmix64 with a fixed seed so that hashes are
// reproducible.
func zobristKeys(n int) []uint64 {
	keys := make([]uint64, 2*n)
	x := uint64(0x7e0d_a2b1_5c3f_9e61)
	for i := range keys {
		x += 0x9e3779b97f4a7c15
		z := x
		z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
		z = (z ^ (z >> 27)) * 0x94d049bb133111eb
		keys[i] = z ^ (z >> 31)
	}
	return keys
}

// zkey returns the Zobrist key of a stone of colour c (Black or White) on p.
func zkey(keys []uint64, p int32, c Color) uint64 {
	return keys[2*int(p)+int(c)-1]
}

// history is the set of boards seen in a game: packed boards in one arena,
// indexed by hash with a chain for boards sharing a hash.
type history struct {
	words  int              // uint64 words per packed board
	boards []uint64         // board i is boards[i*words : (i+1)*words]
	after  []int32          // board i appeared after move after[i] (0: the start)
	chain  []int32          // the previous board with the same hash, or -1
	byHash map[uint64]int32 // the last board with a hash
}

func newHistory(points int) history {
	return history{words: (2*points + 63) / 64, byHash: make(map[uint64]int32)}
}

func (h *history) reset() {
	h.boards = h.boards[:0]
	h.after = h.after[:0]
	h.chain = h.chain[:0]
	clear(h.byHash)
}

// add records the packed board with its hash, seen after move number move.
func (h *history) add(hash uint64, packed []uint64, move int) {
	i := int32(len(h.after))
	h.boards = append(h.boards, packed...)
	h.after = append(h.after, int32(move))
	prev, ok := h.byHash[hash]
	if !ok {
		prev = -1
	}
	h.chain = append(h.chain, prev)
	h.byHash[hash] = i
}

// seenHash reports whether some board with this hash was recorded.
func (h *history) seenHash(hash uint64) bool {
	_, ok := h.byHash[hash]
	return ok
}

// find returns the move after which the packed board first appeared, or -1.
func (h *history) find(hash uint64, packed []uint64) int {
	i, ok := h.byHash[hash]
	if !ok {
		return -1
	}
	found := -1
	for ; i >= 0; i = h.chain[i] {
		if equalWords(h.boards[int(i)*h.words:int(i+1)*h.words], packed) {
			found = int(h.after[i])
		}
	}
	return found
}

func equalWords(a, b []uint64) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// setPacked sets the two bits of point p in packed to colour c.
func setPacked(packed []uint64, p int32, c Color) {
	w, s := p>>5, uint(p&31)*2
	packed[w] = packed[w]&^(3<<s) | uint64(c)<<s
}
