package goregion

import (
	"context"
	"fmt"
	"io"
	"math/bits"
	"slices"
	"time"

	"github.com/tedomari/tedomari/cgt"
)

// This file holds the region solver's engine: a compact bitboard move
// generator for one independent part of a region (at most 64 points that are
// not immortal stones) and the search that turns a part into its game value,
// with a transposition table that is sound under positional superko.
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
//
// # Ko sensitivity
//
// The search records whether superko refused a move that is not a suicide
// (a move whose own group survives, usually a capture that would retake a
// ko). Refusals of suicides are not counted: a suicide that recreates an
// earlier board is the ordinary case of the rules (in the thesis's two-point
// region, White's second stone), it gives the opponent stones for nothing and
// is not what a Go player calls a ko. A refused recapture is: the value then
// depends on the local history and may differ from a whole-board game, where
// a move elsewhere lifts the ban.

// stones is a board of one part: the black and white stones on its points.
type stones struct{ b, w uint64 }

// engine is the move generator of one part of a region.
type engine struct {
	n    int
	pts  []int    // board point of each local point
	nbr  []uint64 // local neighbours of each local point
	safe [3]uint64
	all  uint64
}

// maxPartPoints is the size limit of one part: its points are bits of a uint64.
const maxPartPoints = 64

// newEngine compiles the part made of the given board points (none of them
// immortal) of pos.
func newEngine(pos *Position, pts []int) (*engine, stones, error) {
	var start stones
	if len(pts) > maxPartPoints {
		return nil, start, fmt.Errorf("%w: a part has %d points, the limit is %d", ErrTooLarge, len(pts), maxPartPoints)
	}
	e := &engine{n: len(pts), pts: pts, nbr: make([]uint64, len(pts))}
	local := make(map[int]int, len(pts))
	for i, p := range pts {
		local[p] = i
	}
	for i, p := range pts {
		e.all |= 1 << i
		switch pos.Colors[p] {
		case Black:
			start.b |= 1 << i
		case White:
			start.w |= 1 << i
		}
		for _, q := range pos.Board.Neighbors(p) {
			if j, ok := local[int(q)]; ok {
				e.nbr[i] |= 1 << j
			} else if pos.Immortal[q] {
				e.safe[pos.Colors[q]] |= 1 << i
			}
		}
	}
	return e, start, nil
}

// around returns the points next to the set s.
func (e *engine) around(s uint64) uint64 {
	var a uint64
	for ; s != 0; s &= s - 1 {
		a |= e.nbr[bits.TrailingZeros64(s)]
	}
	return a
}

// grow returns the stones of set among col joined to seed.
func (e *engine) grow(seed, col uint64) uint64 {
	g, front := seed, seed
	for front != 0 {
		front = e.around(front) & col &^ g
		g |= front
	}
	return g
}

// permanent returns the permanent stones of s: the groups that touch an
// immortal stone of their colour.
func (e *engine) permanent(s stones) stones {
	return stones{e.grow(s.b&e.safe[Black], s.b), e.grow(s.w&e.safe[White], s.w)}
}

// playResult is the outcome of a move: the new board, the opponent stones
// captured and the mover's stones lost to suicide.
type playResult struct {
	next     stones
	captured int
	lost     int
}

// play places a stone of colour c on the empty local point p, removes the
// opponent's groups without liberties and then the mover's (Tromp–Taylor
// order), and reports false for the suicide of a single stone.
func (e *engine) play(s stones, p int, c Color) (playResult, bool) {
	own, opp := s.b, s.w
	safeOwn, safeOpp := e.safe[Black], e.safe[White]
	if c == White {
		own, opp = opp, own
		safeOwn, safeOpp = safeOpp, safeOwn
	}
	bit := uint64(1) << p
	own |= bit
	var r playResult
	empty := e.all &^ (own | opp)
	// All the opponent's groups without liberties go, not only those next
	// to p: a region may start with a group without liberties.
	for cand := opp &^ safeOpp; cand != 0; {
		q := cand & -cand
		g := e.grow(q, opp)
		cand &^= g
		if g&safeOpp == 0 && e.around(g)&empty == 0 {
			opp &^= g
			r.captured += bits.OnesCount64(g)
		}
	}
	empty = e.all &^ (own | opp)
	for cand := own &^ safeOwn; cand != 0; {
		q := cand & -cand
		g := e.grow(q, own)
		cand &^= g
		if g&safeOwn == 0 && e.around(g)&empty == 0 {
			own &^= g
			r.lost += bits.OnesCount64(g)
		}
	}
	if r.lost == 1 {
		return r, false // the suicide of a single stone
	}
	if c == White {
		own, opp = opp, own
	}
	r.next = stones{own, opp}
	return r, true
}

// ttEntry is what the transposition table keeps for a key.
type ttEntry struct {
	value cgt.Game
	ko    bool // superko refused a move that is not a suicide below this node
}

// search solves one part. It is not safe for concurrent use.
type search struct {
	e    *engine
	ctx  context.Context
	opts SolveOptions

	line []stones // the boards of the current line of play, the start first
	perm []stones // the permanent stones of each board of line
	run  []int    // run[i]: where the suffix of boards with line[i]'s permanent stones starts

	memo    bool   // use the transposition table
	split   bool   // split positions into pieces (see solve)
	mask    uint64 // the points of the piece being solved
	clos    uint64 // mask and its neighbours: what the piece's value depends on
	tt1     map[pieceKey]ttEntry
	ttN     map[histKey]histEntry
	seen    map[pieceKey]cgt.Game // the last value stored in ttN for a board: a guess
	certs   map[pieceKey][]*certificate
	cert    *certificate // the certificate of the proof under way
	refused []stones     // scratch: the boards superko refused at a position of the proof
	hkey    histKey      // the key of the last lookup with recurrable boards
	order   []stones     // the recurrable boards of the last lookup, masked
	filter  filter       // the tests of G(C) of the last lookup with a history

	nodes   int  // positions expanded (transposition hits not counted)
	total   *int // nodes of the whole solve, for the limit and the progress line
	err     error
	started time.Time
	nextLog time.Time
}

func newSearch(ctx context.Context, e *engine, start stones, opts SolveOptions, total *int, started time.Time) *search {
	s := &search{e: e, ctx: ctx, opts: opts, memo: !opts.noMemo, split: !opts.WholeLine,
		mask: e.all, clos: e.all,
		tt1: map[pieceKey]ttEntry{}, ttN: map[histKey]histEntry{}, seen: map[pieceKey]cgt.Game{}, certs: map[pieceKey][]*certificate{}, total: total,
		started: started, nextLog: started.Add(time.Second)}
	s.push(start, 0)
	return s
}

// push appends board s to the line; prevRun is the start of the previous
// board's run of equal permanent stones.
func (s *search) push(b stones, prevRun int) {
	p := s.e.permanent(b)
	run := prevRun
	if len(s.line) == 0 || p != s.perm[len(s.perm)-1] {
		run = len(s.line)
	}
	s.line = append(s.line, b)
	s.perm = append(s.perm, p)
	s.run = append(s.run, run)
}

func (s *search) pop() {
	n := len(s.line) - 1
	s.line, s.perm, s.run = s.line[:n], s.perm[:n], s.run[:n]
}

// lookup finds the current position in the table, and prepares the key for
// store: the board and the boards of its history that may recur (s.order,
// found with the tests s.filter when there is a history).
func (s *search) lookup() (ttEntry, bool) {
	n := len(s.line)
	cur, run := s.line[n-1], s.run[n-1]
	s.order = s.order[:0]
	if run < n-1 {
		s.filter = s.e.filterOf(cur, s.perm[n-1])
		for _, h := range s.line[run : n-1] {
			if s.filter.passes(h) {
				s.order = append(s.order, h)
			}
		}
	}
	if len(s.order) == 0 {
		e, ok := s.tt1[s.pieceKey(cur)]
		return e, ok
	}
	// The key holds a hash of the set; the entry holds the set itself, so
	// that a hash collision is a miss, never a wrong value.
	s.hkey = histKey{pieceKey: s.pieceKey(cur), n: len(s.order)}
	for i, b := range s.order {
		b = s.masked(b)
		s.order[i] = b
		s.hkey.h1 += mix(b.b*0x9e3779b97f4a7c15 ^ b.w)
		s.hkey.h2 += mix(b.w*0xc2b2ae3d27d4eb4f ^ bits.RotateLeft64(b.b, 29))
	}
	e, ok := s.ttN[s.hkey]
	if !ok || !sameBoards(e.set, s.order) {
		return ttEntry{}, false
	}
	return e.ttEntry, true
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
	f := filter{cur: cur, nearB: e.safe[Black] | e.around(perm.b), nearW: e.safe[White] | e.around(perm.w)}
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

func (s *search) store(e ttEntry) {
	if len(s.order) == 0 {
		s.tt1[s.pieceKey(s.line[len(s.line)-1])] = e
		return
	}
	s.ttN[s.hkey] = histEntry{e, slices.Clone(s.order)}
	s.seen[s.pieceKey(s.line[len(s.line)-1])] = e.value
}

// count counts one expanded position and checks the limits; every 4096
// positions it checks the context and writes progress.
func (s *search) count() bool {
	s.nodes++
	*s.total++
	if s.opts.MaxNodes > 0 && *s.total > s.opts.MaxNodes {
		s.err = fmt.Errorf("%w: more than %d positions explored", ErrNodeLimit, s.opts.MaxNodes)
		return false
	}
	if *s.total&4095 == 0 {
		if err := s.ctx.Err(); err != nil {
			s.err = fmt.Errorf("goregion: solve stopped after %d positions: %w", *s.total, err)
			return false
		}
		if s.opts.Progress != nil {
			if now := time.Now(); now.After(s.nextLog) {
				s.nextLog = now.Add(time.Second)
				progress(s.opts.Progress, *s.total, now.Sub(s.started))
			}
		}
	}
	return true
}

func progress(w io.Writer, nodes int, d time.Duration) {
	fmt.Fprintf(w, "goregion: %d positions explored in %.1fs (%.0f/s)\n",
		nodes, d.Seconds(), float64(nodes)/d.Seconds())
}

// moveOutcome is one legal move from the current position.
type moveOutcome struct {
	point int // local point
	color Color
	res   playResult
}

// moves lists the legal moves of both players from the current position, and
// reports whether superko refused a move that is not a suicide.
func (s *search) moves(out []moveOutcome) ([]moveOutcome, bool) {
	return s.movesOf(out, bothColors, nil)
}

var bothColors = []Color{Black, White}

// movesOf is moves for the players in colors only; it appends the boards
// that superko refused to refused, if not nil.
func (s *search) movesOf(out []moveOutcome, colors []Color, refused *[]stones) ([]moveOutcome, bool) {
	n := len(s.line)
	cur := s.line[n-1]
	hist := s.line[s.run[n-1]:]
	ko := false
	for empty := s.mask &^ (cur.b | cur.w); empty != 0; empty &= empty - 1 {
		p := bits.TrailingZeros64(empty)
		for _, c := range colors {
			r, ok := s.e.play(cur, p, c)
			if !ok {
				continue
			}
			if slices.Contains(hist, r.next) {
				if r.lost == 0 {
					ko = true
				}
				if refused != nil {
					*refused = append(*refused, r.next)
				}
				continue
			}
			out = append(out, moveOutcome{p, c, r})
		}
	}
	return out, ko
}

// gain returns the prisoners of a move as a game: positive for Black.
func (m moveOutcome) gain() int64 {
	g := int64(m.res.captured - m.res.lost)
	if m.color == White {
		g = -g
	}
	return g
}

// plusGain returns g plus the prisoners of the move.
func (m moveOutcome) plusGain(g cgt.Game) cgt.Game {
	if k := m.gain(); k != 0 {
		return g.Add(cgt.FromInt(k))
	}
	return g
}

// solve returns the value of the last board of the line, given the line.
func (s *search) solve() ttEntry {
	if v, ok := s.settled(); ok && !s.opts.noSettle {
		return ttEntry{value: v}
	}
	// lookup also finds the boards of the history that may recur (s.order).
	if e, ok := s.lookup(); ok && s.memo {
		return e
	}
	fresh := len(s.order) == 0
	if !fresh && !s.opts.noGuess {
		if e, ok := s.guessed(); ok || s.err != nil {
			if ok && s.memo {
				s.lookup()
				s.store(e)
			}
			return e
		}
	}
	if !s.count() {
		return ttEntry{}
	}
	if s.split && fresh {
		if e, ok := s.splitSolve(); ok {
			if s.memo && s.err == nil {
				s.lookup()
				s.store(e)
			}
			return e
		}
	}
	ms, ko := s.moves(nil)
	var left, right []cgt.Game
	run := s.run[len(s.run)-1]
	for _, m := range ms {
		s.push(m.res.next, run)
		e := s.solve()
		s.pop()
		if s.err != nil {
			return ttEntry{}
		}
		ko = ko || e.ko
		v := m.plusGain(e.value)
		if m.color == Black {
			left = append(left, v)
		} else {
			right = append(right, v)
		}
	}
	e := ttEntry{cgt.New(left, right), ko}
	if s.memo {
		// lookup again: the recursion reused s.hkey and s.order.
		s.lookup()
		s.store(e)
	}
	return e
}

// dead reports whether b has a group without liberties that is not
// permanent. Only a starting position can (every move clears them all), and
// there the next move removes it wherever it is played: the pieces are not
// independent yet.
func (e *engine) dead(b stones) bool {
	empty := e.all &^ (b.b | b.w)
	for _, c := range [2]struct{ st, safe uint64 }{{b.b, e.safe[Black]}, {b.w, e.safe[White]}} {
		for left := c.st; left != 0; {
			g := e.grow(left&-left, c.st)
			left &^= g
			if g&c.safe == 0 && e.around(g)&empty == 0 {
				return true
			}
		}
	}
	return false
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

// splitSolve solves the current position, whose history cannot recur, as a
// sum when its permanent stones cut the piece into smaller pieces: the
// connected parts of the points of the piece that are not permanent stones
// (pieces without an empty point have no moves and are worth 0). It reports
// false when the piece does not shrink.
//
// Each piece is an independent game from here on: every neighbour of a piece
// outside it is a permanent stone, which never changes, so play in one piece
// never affects another, and no board of the line so far can recur. Each
// piece is then played with superko over its own line of play, as the sum of
// games requires (Blom ch. 3: a position that has "broken up into fully
// independent subgames"). This differs from superko over the whole line of
// the part only where a superko ban in one piece would be lifted by moves in
// another; SolveOptions.WholeLine turns splitting off.
func (s *search) splitSolve() (ttEntry, bool) {
	n := len(s.line)
	cur, perm := s.line[n-1], s.perm[n-1]
	free := s.mask &^ (perm.b | perm.w)
	empty := s.mask &^ (cur.b | cur.w)
	if free == s.mask {
		return ttEntry{}, false
	}
	var pieces []uint64
	for left := free; left != 0; {
		piece := s.e.grow(left&-left, free)
		left &^= piece
		if piece&empty != 0 {
			pieces = append(pieces, piece)
		}
	}
	if len(pieces) == 1 && pieces[0] == s.mask || s.e.dead(cur) {
		return ttEntry{}, false
	}
	saved := struct {
		line, perm []stones
		run        []int
		mask, clos uint64
	}{s.line, s.perm, s.run, s.mask, s.clos}
	var sum ttEntry
	for _, piece := range pieces {
		s.line, s.perm, s.run = nil, nil, nil
		s.mask, s.clos = piece, piece|s.e.around(piece)
		s.push(cur, 0)
		e := s.solve()
		if s.err != nil {
			break
		}
		sum.value = sum.value.Add(e.value)
		sum.ko = sum.ko || e.ko
	}
	s.line, s.perm, s.run, s.mask, s.clos = saved.line, saved.perm, saved.run, saved.mask, saved.clos
	return sum, true
}

// settled reports the value of the current piece when it is settled
// territory: when any Black stone played in it would be permanent at once,
// no White stone played in it would be, and every group in it has a liberty
// (or the same with the colours swapped). Its value is then n + 2m, with n
// empty points and m White stones in it, whatever the history (Blom,
// Theorem 3.1, whose hypothesis — White can neither live nor make a ko —
// these conditions make certain).
//
// Proof, in our rules. Let k = n + 2m and β = (empty points) + 2·(White
// stones) + (Black's prisoners taken in the piece) − (prisoners lost),
// counted as the play goes on; β = k at the start and β ≥ 0 while Black's
// stones are never captured, which they are not: they are all permanent. A
// Black move lowers β by exactly 1 (a stone on an empty point, plus for each
// of c captured stones +1 empty −2 stones +1 prisoner) and is always legal
// (its group is permanent: no suicide; the permanent stones grow: no board
// can recur). A White move raises β by exactly 1: a stone on an empty point
// (−1 empty +2), or the suicide of s ≥ 2 stones with the new one (s − 1
// empty, −2(s − 1) stones, +s prisoners). If β > 0 Black can move: on an
// empty point, or by giving back a prisoner (Principle 3; in our sums the
// prisoners are the integers added to the options), and if there is neither,
// White has stones and every White group has a liberty, so there is an
// empty point. Now in G − k with Black first, White answers in −k every
// time: Black makes at most k moves, White has k, so Black loses: G ≤ k. With
// White first, Black always answers: after White's move β exceeds White's
// remaining moves in −k, so β > 0 and Black can move; play is finite, so
// White runs out first: G ≥ k. Superko only removes White's moves and never
// Black's, so neither argument depends on the history. ∎
func (s *search) settled() (cgt.Game, bool) {
	n := len(s.line)
	cur, perm := s.line[n-1], s.perm[n-1]
	e := s.e
	nearB := e.safe[Black] | e.around(perm.b)
	nearW := e.safe[White] | e.around(perm.w)
	var sign int64
	var theirs uint64
	switch {
	case s.mask&^nearB == 0 && s.mask&nearW == 0:
		sign, theirs = 1, cur.w&s.mask
	case s.mask&^nearW == 0 && s.mask&nearB == 0:
		sign, theirs = -1, cur.b&s.mask
	default:
		return cgt.Game{}, false
	}
	empty := s.mask &^ (cur.b | cur.w)
	for left := theirs; left != 0; {
		g := e.grow(left&-left, theirs)
		left &^= g
		if e.around(g)&empty == 0 {
			return cgt.Game{}, false
		}
	}
	return cgt.FromInt(sign * int64(bits.OnesCount64(empty)+2*bits.OnesCount64(theirs))), true
}
