package solve

import (
	"math/bits"
	"slices"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/goregion"
)

// This file holds the transposition table and the proof that its key is sound.
//
// # The transposition key
//
// Under positional superko the value of a position depends on the history of
// its line of play, not only on its board: a move is illegal if it recreates
// a board of the history. Keying the table by the board alone is unsound;
// keying it by the whole history is sound but useless (no two lines share
// it). The solver keys it by the current board together with the boards of
// the history that can still recur.
//
// A stone is permanent when its group holds, or touches, an immortal stone of
// its colour: such a group is never captured, and it is never removed as a
// suicide either (only groups without an immortal stone are removed). A
// permanent stone therefore stays on the board for the rest of the play, and
// stays permanent (the stones joining it to the immortal stone are permanent
// too). Write P(B) for the permanent stones of board B, with their colours.
// Along any line of play P only grows: if board D is reachable from board C
// then P(C) ⊆ P(D).
//
// Claim. Let F(C) = {B : P(C) ⊆ P(B)} and let the value v(C, H) of board C
// with history H (the boards of the line so far, C included) be as the rules
// define it. Then v(C, H) = v(C, H ∩ F(C)), and the same moves are refused by
// superko at every node of the two game trees.
//
// Proof. Induction on |F(C) \ H|, which is finite. Every board D that a move
// from C produces is reachable from C, so D ∈ F(C); the move is refused
// exactly when D ∈ H, that is exactly when D ∈ H ∩ F(C): the two positions
// have the same legal moves, the same refusals and the same prisoners. The
// children are (D, H ∪ {D}) and (D, (H ∩ F(C)) ∪ {D}). Since P(C) ⊆ P(D), F(D)
// ⊆ F(C), so both child histories have the same intersection with F(D),
// namely (H ∩ F(D)) ∪ {D}; and |F(D) \ (H ∪ {D})| < |F(C) \ H| because D ∈
// F(C) \ H. By induction both children have the value of (D, (H ∩ F(D)) ∪
// {D}), so the two positions have the same options and the same value. ∎
//
// Along the line that reached C, every earlier board B has P(B) ⊆ P(C), and B
// ∈ F(C) exactly when P(B) = P(C). Because P grows along the line, those
// boards form a suffix of the line: the boards played since the permanent
// stones last changed. The same argument shows that superko needs to be
// checked only against the suffix.
//
// The same induction with A(C), the boards reachable from C, in place of F(C)
// (every board reachable from D is reachable from C) gives v(C, H) = v(C, H ∩
// A(C)); so v(C, H) = v(C, G) for every G with H ∩ A(C) ⊆ G ⊆ H, and two
// positions with the same board and the same G have the same value. The key
// uses G(C), the boards of the suffix that pass two tests, each of which
// shows that a board B with P(B) = P(C) cannot be reached from C without a
// new permanent stone (and so not at all):
//
//  1. B has a stone of colour c, not in C, on a point next to an immortal or
//     permanent stone of c: placing it there makes it permanent.
//  2. C has a stone, not in B, that is not permanent and cannot be removed
//     while no permanent stone is added (removable: its group could only be
//     captured, or removed as a suicide, with the help of an opponent stone
//     on a point where that stone would be permanent, or of an own stone
//     where it would join a permanent group).
//
// The key is C and the boards of G(C), as a set. In most positions a move
// adds a permanent stone (every stone played next to the frame does), G(C)
// is empty and the key is the board: the position is fresh.

// ttEntry is what the transposition table keeps for a key.
type ttEntry struct {
	value cgt.Game
	ko    bool // superko refused a move that is not a suicide below this node
}

// ttKey is the table key of a position (the Claim above): its board and
// the boards of its history that may recur, G(C), masked to the piece. It
// carries the tests of G(C) that chose them, which a certificate records
// (recordLeaf). lookup makes it; store, and whatever else needs the key of
// that position, take it from there.
type ttKey struct {
	board pieceKey
	hist  []stones // G(C), masked; empty when the position is fresh
	h     histKey  // the hashed key of board and hist, when hist is not empty
	tests filter   // the tests of G(C), when the position has a run before it
}

// fresh reports whether no board of the position's history can recur: its
// key is then the board alone.
func (k *ttKey) fresh() bool { return len(k.hist) == 0 }

// lookup returns the key of the current position and the table's entry for
// it, if any.
func (s *search) lookup() (ttKey, ttEntry, bool) {
	n := len(s.line)
	cur, run := s.line[n-1], s.run[n-1]
	k := ttKey{board: s.pieceKey(cur)}
	if run < n-1 {
		k.tests = s.e.filterOf(cur, s.perm[n-1])
		for _, h := range s.line[run : n-1] {
			if k.tests.passes(h) {
				k.hist = append(k.hist, s.masked(h))
			}
		}
	}
	if k.fresh() {
		e, ok := s.tt1[k.board]
		return k, e, ok
	}
	// The key holds a hash of the set; the entry holds the set itself, so
	// that a hash collision is a miss, never a wrong value.
	k.h = histKey{pieceKey: k.board, n: len(k.hist)}
	for _, b := range k.hist {
		k.h.h1 += mix(b.b*0x9e3779b97f4a7c15 ^ b.w)
		k.h.h2 += mix(b.w*0xc2b2ae3d27d4eb4f ^ bits.RotateLeft64(b.b, 29))
	}
	e, ok := s.ttN[k.h]
	if !ok || !sameBoards(e.set, k.hist) {
		return k, ttEntry{}, false
	}
	return k, e.ttEntry, true
}

// store enters e, the value of the position whose key lookup returned as k.
// The value of a board with a history is also kept as a guess for the same
// board with other histories (seen).
func (s *search) store(k ttKey, e ttEntry) {
	if k.fresh() {
		s.tt1[k.board] = e
		return
	}
	s.ttN[k.h] = histEntry{e, k.hist}
	s.seen[k.board] = e.value
}

// histKey is the table key of a position with recurrable boards: the board,
// and the number and two hashes of the recurrable boards (G(C), at the top of
// the file).
type histKey struct {
	pieceKey
	n      int
	h1, h2 uint64
}

// histEntry is an entry of a position with recurrable boards, with them.
type histEntry struct {
	ttEntry
	set []stones
}

// mix is the finaliser of splitmix64.
func mix(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	return x ^ x>>31
}

// sameBoards reports whether a and b, each without repeats, hold the same boards.
func sameBoards(a, b []stones) bool {
	if len(a) != len(b) {
		return false
	}
	for _, x := range b {
		if !slices.Contains(a, x) {
			return false
		}
	}
	return true
}

// filter holds the tests of G(C) for a board C.
type filter struct {
	cur          stones
	nearB, nearW uint64 // where a stone of that colour would be permanent at once
	remB, remW   uint64 // the stones of C that might be removed
}

func (e *engine) filterOf(cur, perm stones) filter {
	permAll := perm.b | perm.w
	f := filter{cur: cur, nearB: e.safe[goregion.Black] | e.around(perm.b), nearW: e.safe[goregion.White] | e.around(perm.w)}
	f.remB = e.removable(cur.b&^perm.b, cur.w, e.all&^f.nearB&^permAll, e.all&^f.nearW&^perm.b)
	f.remW = e.removable(cur.w&^perm.w, cur.b, e.all&^f.nearW&^permAll, e.all&^f.nearB&^perm.w)
	return f
}

// passes reports whether h, a board with the permanent stones of f.cur,
// passes the tests of G(C) and so may be reached again from f.cur.
func (f *filter) passes(h stones) bool {
	if h.b&^f.cur.b&f.nearB != 0 || h.w&^f.cur.w&f.nearW != 0 {
		return false // (1) a stone that could only have been placed as a permanent one
	}
	if f.cur.b&^h.b&^f.remB != 0 || f.cur.w&^h.w&^f.remW != 0 {
		return false // (2) a stone that cannot be removed
	}
	return true
}

// removable returns the stones of own (the non-permanent stones of one
// colour) whose groups might be removed on a line of play that adds no
// permanent stone: own stones may stand only on own and free points (canOwn
// holds the points, not next to the player's permanent stones, where the
// player may add a stone), the opponent's on opp and canOpp. A group g can be
// removed only if some connected S ⊇ g of possible own points has every
// neighbour a possible opponent point; the least candidate is found by
// adding the neighbours that cannot hold an opponent stone until none is
// left (removable) or one cannot hold an own stone either (not removable).
func (e *engine) removable(own, opp, canOwn, canOpp uint64) uint64 {
	canOwn |= own
	canOpp |= opp
	var rem uint64
	for left := own; left != 0; {
		g := e.grow(left&-left, own)
		left &^= g
		set := g
		for {
			forced := e.around(set) &^ set &^ canOpp
			if forced == 0 {
				rem |= g
				break
			}
			if forced&^canOwn != 0 {
				break
			}
			set |= forced
		}
	}
	return rem
}

// pieceKey is the table key of a position whose history cannot recur: the
// points of the piece and the stones on them and next to them.
type pieceKey struct{ mask, b, w uint64 }

func (s *search) pieceKey(b stones) pieceKey {
	return pieceKey{s.mask, b.b & s.clos, b.w & s.clos}
}

func (s *search) masked(b stones) stones {
	return stones{b.b & s.clos, b.w & s.clos}
}
