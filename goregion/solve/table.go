package solve

import (
	"math/bits"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/goregion"
)

// This file holds the transposition table and the proof that its key is
// sound.
//
// # The transposition key
//
// Under positional superko the value of a position depends on the history of
// its line of play, not only on its board: a move is illegal if it recreates
// a board of the history. Keying the table by the board alone is unsound;
// keying it by the whole history is sound but useless (no two lines share
// it). The solver keys it by the current board together with the boards of
// the history that can still recur. This section proves that sound, in the
// manner of math/big's natdiv.go: each step with its reason in brackets.
//
// Notation. A board is the colouring of the points of a part. A stone is
// permanent when its group holds, or touches, an immortal stone of its
// colour; P(B) is the set of permanent stones of board B, with their
// colours. A position is a board C with its history H: the boards of the
// line of play so far, C included, all distinct (superko). v(C, H) is the
// value the rules of FORMATS.md §3 give it. A(C) is the set of boards
// reachable from C by moves, C included; F(C) = {B : P(C) ⊆ P(B)}.
//
// Lemma (P grows). If a move turns C into D, then P(C) ⊆ P(D).
//
//   - a permanent group is never captured     [its group holds an immortal stone]
//   - nor removed as a suicide                [only groups without one are removed]
//   - a stone joined to it stays joined       [the stones between stay too]
//   - so P(C) ⊆ P(D), and P(C) ⊆ P(E) for every E ∈ A(C)  [induction on moves]
//
// Claim 1 (history cut). v(C, H) = v(C, H ∩ F(C)), and at every node of
// the two game trees superko refuses the same moves. Likewise with A(C) in
// place of F(C).
//
// Proof, by induction on |F(C) \ H| (finite). Let a move turn C into D.
//
//  1. D ∈ A(C) ⊆ F(C)                         [the Lemma]
//  2. D ∈ H ⇔ D ∈ H ∩ F(C)                     [1]
//  3. (C, H) and (C, H ∩ F(C)) have the same legal moves, the same refusals
//     and the same prisoners                  [2; superko refuses D ∈ H]
//  4. their children are (D, H ∪ {D}) and (D, (H ∩ F(C)) ∪ {D})  [the line grows by D]
//  5. F(D) ⊆ F(C)                             [P(C) ⊆ P(D), the Lemma]
//  6. both child histories meet F(D) in (H ∩ F(D)) ∪ {D}  [5; D ∈ F(D)]
//  7. |F(D) \ (H ∪ {D})| < |F(C) \ H|         [5; D ∈ F(C) \ H by 1 and 3]
//  8. both children have the value of (D, (H ∩ F(D)) ∪ {D})  [6, 7, induction]
//  9. v(C, H) = v(C, H ∩ F(C))                 [3, 8: same options, same prisoners]
//
// The same steps with A(C) for F(C) hold, since A(D) ⊆ A(C) and D ∈ A(D). ∎
//
// Corollary (the run). Let H be the line that reached C. Then H ∩ F(C) is a
// suffix of the line, the run: the boards since the permanent stones last
// changed; superko needs to be checked only against the run.
//
//  1. P(B) ⊆ P(C) for each B of the line      [the Lemma, along the line]
//  2. B ∈ F(C) ⇔ P(B) = P(C)                   [1]
//  3. the boards with P(B) = P(C) are a suffix [P grows along the line]
//  4. superko refuses the same moves against H and the run  [Claim 1, step 3] ∎
//
// Claim 2 (the key). Let G(C) be the boards of the run before C that pass
// the tests below. Then v(C, H) = v(C, G(C) ∪ {C}): two positions with
// the same board and the same G(C) have the same value.
//
// The tests each show that a board B of the run cannot be reached from C:
//
//   - (1) B has a stone of colour c, not in C, on a point next to an
//     immortal or permanent stone of c. Placing it there makes it permanent,
//     so P(B) ⊋ P(C) for the board after it, and P never shrinks: B ∉ A(C).
//   - (2) C has a stone, not in B, that is not permanent and cannot be
//     removed while no permanent stone is added (removable: its group could
//     only be captured, or removed as a suicide, with the help of an
//     opponent stone on a point where that stone would be permanent, or of
//     an own stone where it would join a permanent group). Reaching B
//     removes it, so adds a permanent stone: B ∉ A(C).
//   - (3) C has a stone of colour c on a point p where B has none, and p is
//     not in R_c(B), the points where a c stone can be removed on a line to
//     B that adds no permanent stone (removedBy; Claim 2a). Then B ∉ A(C).
//
// Claim 2a (test (3)). Let P be the permanent stones of C, can_c the points
// where c may hold a stone that is not permanent (not a permanent stone,
// not next to an immortal or permanent stone of c), and R_b, R_w the
// greatest sets with: p ∈ R_c iff some connected S, p ∈ S ⊆ R_c, has every
// neighbour outside S either a permanent stone of the opponent c' or a
// point q ∈ can_c' with B[q] = c' or q ∈ R_c'. If a line of play from C to
// B adds no permanent stone, then every point where a c stone is removed
// on it lies in R_c.
//
//  1. every board on the line has the permanent stones P     [P grows (the Lemma); P(B) = P(C)]
//  2. a stone of c removed at p was in a group g ⊆ can_c     [1: its group was not permanent, so no
//     point of g is next to a permanent or immortal stone of c]
//  3. when g is removed, every neighbour q of g outside it holds an
//     opponent stone                                          [capture, or suicide after the captures:
//     g has no liberty and no own stone next to it outside g]
//  4. that stone is permanent (in P), or not: then q ∈ can_c', and it
//     stays until B (B[q] = c') or is removed later            [1, as in 2]
//  5. let T_c be the points where a c stone is removed on the line: the
//     g of step 2 satisfy the condition with T in place of R  [2, 3, 4]
//  6. so (T_b, T_w) is a post-fixpoint of the monotone map that defines
//     R, and T_c ⊆ R_c                                        [Knaster–Tarski: the greatest
//     fixpoint contains every post-fixpoint] ∎
//
// A stone of C on p that B has not must be removed on the way to B, at p:
// if p ∉ R_c(B), B ∉ A(C). removedBy computes R from above (start from
// can_c, drop the points without such an S, repeat until nothing changes),
// which reaches the greatest fixpoint since the map is monotone and the
// sets finite. A certificate applies test (3) to the boards of its
// leaves' sets too (leafReach; Claim 3, step 8), on the boards masked:
// Lemma L below shows that the answer is the same.
//
// Proof.
//
//  1. H ∩ A(C) ⊆ H ∩ F(C) = run               [A(C) ⊆ F(C); the Corollary]
//  2. H ∩ A(C) ⊆ G(C) ∪ {C}                    [1; the tests reject only boards not in A(C)]
//  3. G(C) ∪ {C} ⊆ H                           [G(C) is part of the run]
//  4. v(C, G(C) ∪ {C}) = v(C, (G(C) ∪ {C}) ∩ A(C)) = v(C, H ∩ A(C)) = v(C, H)
//     [Claim 1 with A(C), three times; 2 and 3 give (G(C) ∪ {C}) ∩ A(C) = H ∩ A(C)] ∎
//
// Masking. Within a piece (see splitSolve) play changes only the points of
// the piece, and which moves are legal and what they capture depends only on
// the piece and its neighbours (the closure), all of whose other points hold
// permanent stones. So boards may be compared on the closure only: two
// positions whose boards and G(C) agree there have the same value.
//
// Lemma L (test (3) is local to the piece). Let Q be the points of the
// piece, K = Q and its neighbours (the closure), every point of K \ Q a
// permanent stone of p (the permanent stones of the run; see splitSolve:
// a piece is a connected set of points without permanent stones, so its
// neighbours outside it hold permanent stones, the neighbours of the
// pieces it was split from included; with one piece, the whole part, K =
// Q). Then R_b and R_w on Q depend only on h and p on K; test (3) for C
// and B, two boards that agree outside Q, depends only on C, B and p on
// K; and P(C) on K depends only on C on K.
//
//  1. no point of K \ Q is in can_b or can_w       [it holds a permanent stone]
//  2. whether q ∈ Q is in can_c depends on p on q and its neighbours,
//     points of K                                 [can_c: not safe_c (the engine's),
//     not next to a stone of p_c, not a stone of p]
//  3. a connected S ⊆ can_c with a point in Q lies in Q  [its points' neighbours
//     outside Q are in K \ Q; 1]
//  4. so surroundable(r, wall) on Q depends only on r on Q and wall on K
//     [it grows S from a point p of r by around(S) \ S \ wall, and gives up at a
//     point outside r: from a point of Q, by 3, all within K]
//  5. removedBy's next iterate on Q depends only on the last one on Q and
//     on h and p on K                        [4; wall is p_c' ∪ (can_c' ∩ (h_c' ∪ R_c')),
//     which on K \ Q is p (1), on Q h, p and the iterate there (2)]
//  6. the first iterate, can_c, on Q depends on p on K only [2]; so do all
//     the iterates on Q, and their limit R_c on Q [5, by induction]
//  7. C and B agree outside Q, so C \ B lies in Q, and test (3), C_c \ B_c
//     \ R_c = ∅, depends only on C, B, and R_c on Q [6]
//  8. a stone of Q is permanent iff its group holds a stone on safe_c
//     (engine.permanent): a group that meets K \ Q holds a permanent
//     stone, so is permanent; any other lies in Q. So P(C) on K depends
//     only on C on K ∎
//
// The masked boards (C and B on the closure, every other point empty) agree
// outside Q, and so do the boards of one piece's line (a piece's line
// starts anew, enterPiece, and its moves change the points of Q only): so
// test (3) on the masked boards, with p masked, answers as on the whole
// ones (7, with the masked and the whole boards equal on K).
//
// In most positions a move adds a permanent stone (every stone played next to
// the frame does), G(C) is empty and the key is the board: the position is
// fresh.
//
// The proof's symbols in the code:
//
//	board C, B, D          stones (the current one: search.line[len-1])
//	P(B)                   engine.permanent(B), kept as search.perm[i]
//	H                      search.line
//	the run                search.line[search.run[len-1]:]
//	the tests (1), (2)     filter: engine.filterOf, filter.passes; engine.removable
//	test (3), R_c(B)       search.reachable; engine.removedBy, engine.surroundable
//	G(C)                   the boards of ttKey.run that pass ttKey.tests, masked (search.each); the key (C, G(C)) is ttKey
//	masking, the closure   search.masked, search.pieceKey; search.clos
//	v(C, H)                search.solve, with the table: lookup, store

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
	run   []stones // the boards of the run before the position, as the line holds them (not a copy)
	n     int      // the boards of G(C)
	sh    uint64   // the setHash of G(C), when it is not empty
	tests filter   // the tests of G(C), when the position has a run before it
}

// fresh reports whether no board of the position's history can recur: its
// key is then the board alone.
func (k *ttKey) fresh() bool { return k.n == 0 }

// each calls f with each board of G(C), masked. It reads the line, so it
// may be called only at the position whose key k is (the line below a
// position does not change while the position is on it).
func (s *search) each(k *ttKey, f func(stones) bool) bool {
	// k.run is a suffix of the line before the position: its boards' places.
	at := len(s.line) - 1 - len(k.run)
	for j, h := range k.run {
		if k.tests.passes(h) && s.reachableAt(at+j, k.tests.cur, h) && !f(s.masked(h)) {
			return false
		}
	}
	return true
}

// reachableAt is reachable for the board h at place i of the line. The
// boards of the run share the current permanent stones, so removedBy's
// answer for h is kept with its place (remLine[i]), where the next
// positions below find it without a hash; an entry is used only when its
// board and permanent stones are h and the current ones, so a place
// reused by another line (a piece's, or after pops and pushes) is only a
// miss. The answer is reachable's either way.
func (s *search) reachableAt(i int, cur, h stones) bool {
	if s.opts.noReach {
		return true
	}
	p := s.perm[len(s.perm)-1]
	if i >= len(s.remLine) {
		s.remLine = append(s.remLine, make([]remEntry, i+1-len(s.remLine)+16)...)
	}
	c := &s.remLine[i]
	if !c.ok || c.h != h || c.p != p {
		c.rb, c.rw = s.removedBy(h, p)
		c.h, c.p, c.ok = h, p, true
	}
	return reachedWith(cur, h, c.rb, c.rw)
}

// leafReach is test (3) of G(D) for the board h of a leaf D of a
// certificate whose board is cur, both masked, where p, masked, is the
// permanent stones of the certificate's run (Claim 3, step 8): what
// reachable answers for the whole boards (Lemma L). removedBy is cached
// per (h, p).
func (s *search) leafReach(cur, h, p stones) bool {
	if s.opts.noReach || s.opts.noLeafReach {
		return true
	}
	rb, rw := s.removedBy(h, p)
	return reachedWith(cur, h, rb, rw)
}

// leafPerm returns the permanent stones of the current position, masked:
// leafReach's p, the same for every position of a run (table.go, Lemma L,
// 8; Claim 3, step 8b).
func (s *search) leafPerm() stones {
	return s.masked(s.perm[len(s.perm)-1])
}

// reachedWith is test (3) for the board cur and a board h before it, where
// rb and rw are removedBy's answer for h: every stone of cur that h has
// not is on a point where a stone of its colour can be removed.
func reachedWith(cur, h stones, rb, rw uint64) bool {
	return cur.b&^h.b&^rb == 0 && cur.w&^h.w&^rw == 0
}

// reachable is test (3) of G(C) for a board h of the run before the
// current board cur (see removedBy).
func (s *search) reachable(cur, h stones) bool {
	if s.opts.noReach {
		return true
	}
	p := s.perm[len(s.perm)-1]
	// removedBy depends on h and p only: a direct-mapped cache keeps it.
	rb, rw := s.removedBy(h, p)
	return reachedWith(cur, h, rb, rw)
}

// removedBy is engine.removedBy through the cache remCache.
func (s *search) removedBy(h, p stones) (rb, rw uint64) {
	if s.remCache == nil {
		s.remCache = new([remCacheSize]remEntry)
	}
	c := &s.remCache[mix(h.b*0x9e3779b97f4a7c15^h.w^bits.RotateLeft64(p.b^p.w*3, 17))&(remCacheSize-1)]
	if !c.ok || c.h != h || c.p != p {
		c.rb, c.rw = s.e.removedBy(h, p)
		c.h, c.p, c.ok = h, p, true
	}
	return c.rb, c.rw
}

// filterOf is engine.filterOf through the cache filterCache: a
// direct-mapped table of the last filters made, by board and permanent
// stones, of which the filter is a function. lookup makes the tests of the
// same board many times (direct looks each option up, then values it,
// and the same board comes back under other histories): filterOf took 4 %
// of random16-7's time in BenchmarkSolveRegions.
func (s *search) filterOf(cur, perm stones) filter {
	if s.filterCache == nil {
		s.filterCache = new([filterCacheSize]filterEntry)
	}
	c := &s.filterCache[mix(cur.b*0x9e3779b97f4a7c15^cur.w^bits.RotateLeft64(perm.b^perm.w*3, 17))&(filterCacheSize-1)]
	if !c.ok || c.f.cur != cur || c.perm != perm {
		c.f, c.perm, c.ok = s.e.filterOf(cur, perm), perm, true
	}
	return c.f
}

// filterEntry is an entry of the cache of filterOf: the filter of board
// f.cur with permanent stones perm.
type filterEntry struct {
	f    filter
	perm stones
	ok   bool
}

const filterCacheSize = 1 << 10

// remEntry is an entry of the cache of removedBy.
type remEntry struct {
	h, p   stones
	rb, rw uint64
	ok     bool
}

const remCacheSize = 1 << 12

// removedBy returns, for a board h with permanent stones perm, the points
// where a Black stone (rb), and where a White one (rw), can be removed on
// a line of play to h that adds no permanent stone.
func (e *engine) removedBy(h, perm stones) (rb, rw uint64) {
	permAll := perm.b | perm.w
	canB := e.all &^ (e.safe[goregion.Black] | e.around(perm.b)) &^ permAll
	canW := e.all &^ (e.safe[goregion.White] | e.around(perm.w)) &^ permAll
	rb, rw = canB, canW
	for {
		nb := e.surroundable(rb, perm.w|canW&(h.w|rw))
		nw := e.surroundable(rw, perm.b|canB&(h.b|rb))
		if nb == rb && nw == rw {
			return rb, rw
		}
		rb, rw = nb, nw
	}
}

// surroundable returns the points p of r that lie in a connected set S ⊆ r
// whose neighbours outside S are all in wall.
func (e *engine) surroundable(r, wall uint64) uint64 {
	var out uint64
	for left := r; left != 0; {
		p := left & -left
		set := p
		for {
			forced := e.around(set) &^ set &^ wall
			if forced == 0 {
				out |= set
				left &^= set
				break
			}
			if forced&^r != 0 {
				left &^= p
				break
			}
			set |= forced
		}
	}
	return out
}

// lookup returns the key of the current position and the table's entry for
// it, if any. G(C) is not copied: its boards are read from the line, and
// copied only when an entry is stored.
//
// histMiss: a position with recurrable boards (G(C) not empty) is not
// looked up; lookup reports a miss, having found only that G(C) is not
// empty (each stops at its first board). The values of such positions are
// still stored (store), as the guesses of the same board with other
// histories (histTable.last, similar), but not indexed by their key. Such
// a key almost never comes back: on the benchmark set, random12-3 looked
// up 308,481 keys with recurrable boards for 19 hits, random12-4 93,920
// for 1, corner2x6-xo 1,465,924 for 17, random16-5 1,967,562 for none
// (the same board comes back with another history, which the certificates
// and the guesses serve). Building each key whole, hashing it and probing
// the table cost about a tenth of the time, and the index a tenth of the
// peak memory of corner2x6-xo. It changes no value: an entry only gives
// the value the search would find otherwise (Claim 2), and without it the
// position is valued as any other that misses: by a certificate, direct,
// a proved guess or its search, each exact (Claims 3 and 6). The ko flag
// is then that of those, as for any position met with a new history;
// TestSolveShortcutsAgree compares the flags with the look-up
// (Options.keepHistGet restores it).
func (s *search) lookup() (ttKey, ttEntry, bool) {
	n := len(s.line)
	cur, run := s.line[n-1], s.run[n-1]
	k := ttKey{board: s.pieceKey(cur)}
	if run < n-1 && !s.opts.keepHistGet {
		// Only whether G(C) is empty: a position with recurrable boards
		// is not looked up (histMiss).
		k.tests = s.filterOf(cur, s.perm[n-1])
		k.run = s.line[run : n-1]
		s.each(&k, func(stones) bool {
			k.n = 1
			return false
		})
	} else if run < n-1 {
		k.tests = s.filterOf(cur, s.perm[n-1])
		k.run = s.line[run : n-1]
		// G(C) in a scratch buffer, for the hash and the comparison with
		// the entries (the table compares whole sets: a hash collision is
		// a miss, never a wrong value); store reads it again from the line.
		set := s.keyBuf[:0]
		s.each(&k, func(b stones) bool {
			set = append(set, b)
			return true
		})
		s.keyBuf = set
		k.n, k.sh = len(set), setHash(set)
	}
	if k.fresh() {
		e, ok := s.tt1.get(k.board)
		return k, e, ok
	}
	if !s.opts.keepHistGet {
		return k, ttEntry{}, false // see histMiss
	}
	e, ok := s.ttN.get(k.board, s.keyBuf, k.sh)
	return k, e, ok
}

// store enters e, the value of the position whose key lookup returned as k;
// it must be called at that position (see each).
// The value of a board with a history is also kept as a guess for the same
// board with other histories (histTable.last, histTable.similar).
func (s *search) store(k ttKey, e ttEntry) {
	if k.fresh() {
		s.tt1.put(k.board, e)
		s.valued(k.board)
		return
	}
	set := s.storeBuf[:0]
	s.each(&k, func(b stones) bool { set = append(set, b); return true })
	s.storeBuf = set
	if !s.opts.keepHistGet {
		s.ttN.put(k.board, set, setHash(set), e, false)
		return
	}
	s.ttN.put(k.board, set, k.sh, e, true)
}

// maxSimilar is how many values of a board with a history, the last ones
// stored, the table of positions with recurrable boards keeps as guesses
// (histTable.similar).
const maxSimilar = 8

// mix is the finaliser of splitmix64.
func mix(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	return x ^ x>>31
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
