package solve

import (
	"context"
	"fmt"
	"io"
	"math/bits"
	"runtime"
	"runtime/metrics"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/goregion"
)

// This file holds the search that turns a part into its game value.
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

// search solves one part. It is not safe for concurrent use.
type search struct {
	e    *engine
	ctx  context.Context
	opts Options

	line []stones // the boards of the current line of play, the start first
	perm []stones // the permanent stones of each board of line
	run  []int    // run[i]: where the suffix of boards with line[i]'s permanent stones starts
	// Of each board of line, pushed with the line's clos (a line has one:
	// a piece's line is a new one, see enterPiece): the board masked
	// (masked), its hash (boardHash), and the serial of the push that put
	// it there (histIdx). certified reads the history's from here instead
	// of masking and hashing it at each look-up.
	lineM  []stones
	lineH  []uint32
	lineID []uint64
	pushes uint64 // the pushes made: the last serial

	memo        bool                          // use the transposition table
	split       bool                          // split positions into pieces (see solve)
	mask        uint64                        // the points of the piece being solved
	clos        uint64                        // mask and its neighbours: what the piece's value depends on
	tt1         *freshTable                   // the table of fresh positions, keyed by the board (fresh.go)
	ttN         *histTable                    // the table of positions with recurrable boards, with the last values stored for each board: guesses (hist.go)
	certs       map[pieceKey][]*certificate   // the certificates of proved values, by board: the current generation
	certsOld    map[pieceKey][]*certificate   // and the old one (keep)
	certBytes   int                           // about the bytes that certs holds (keep)
	sortBuf     []uint32                      // scratch of sortHashes
	mergeBuf    []uint32                      // scratch of seal: the hashes of a certificate's parts
	sealStack   []*hashSet                    // scratch of seal: the stack of its walk of the parts
	valStack    []cgt.Game                    // scratch of solve: the options' values (valScratch)
	keyBuf      []stones                      // scratch of lookup: G(C)
	storeBuf    []stones                      // scratch of store: G(C)
	moveFree    *[][]moveOutcome              // lists of moves given back (release)
	remCache    *[remCacheSize]remEntry       // cache of removedBy (table.go)
	remLine     []remEntry                    // removedBy of the board at each place of the line (reachableAt)
	filterCache *[filterCacheSize]filterEntry // cache of filterOf (table.go)
	ints        []cgt.Game                    // cgt.FromInt(v) at v + maxIntGame, or 0 if not yet asked (intGame)
	splitVals   []cgt.Game                    // scratch of splitKnown: the pieces' values

	prunedKeys                map[pieceKey]bool // positions of options proved dominated, not valued since (prune.go)
	prunedCount, prunedWasted int               // options proved dominated; of them, valued later all the same

	directBuf []directOption // scratch of direct
	guessBuf  []stones       // scratch of proveGuess
	guessHash []uint32       // and the hashes of its boards
	certFree  []certScratch  // the slices of certificates sealed or dropped, for the next ones (newCert)
	suspBuf   []uint32       // scratch of holdsMasked (certified)
	histIdx   histIndex      // the index of certified's long history, kept up to date (histIndex.sync)
	guessIdx  histIndex      // scratch of proveGuess: the index of a long G(C)

	start     stones // the board the search started from (newSearch, restart)
	startDead bool   // it has a group without liberties that is not permanent (dead)

	nodes   int     // positions expanded (transposition hits not counted)
	total   *shared // what the searches of one solve share
	err     error
	started time.Time
}

// newSearch returns a search of the part that e compiles, from the board
// start; total counts the positions of the whole solve, begun at started.
func newSearch(ctx context.Context, e *engine, start stones, opts Options, total *shared, started time.Time) *search {
	s := &search{e: e, ctx: ctx, opts: opts, memo: !opts.noMemo, split: !opts.WholeLine && !opts.noPieces,
		mask: e.all, clos: e.all,
		certs: map[pieceKey][]*certificate{}, prunedKeys: map[pieceKey]bool{}, total: total,
		started: started}
	s.tt1 = newFreshTable()
	s.ttN = newHistTable(s.tt1)
	s.line, s.perm, s.lineM = make([]stones, 0, lineRoom), make([]stones, 0, lineRoom), make([]stones, 0, lineRoom)
	s.run, s.lineH, s.lineID = make([]int, 0, lineRoom), make([]uint32, 0, lineRoom), make([]uint64, 0, lineRoom)
	s.setStart(start)
	s.push(start, 0)
	return s
}

// lineRoom is the capacity the lines start with. The lines of the pieces
// are made in the room after the current ones (spare), so where that room
// ran out every piece's line grew from nothing again, six slices at a
// time (Corr(20) of the benchmark set: 10 % of its time in growslice and
// mallocgc); the stack of nested lines seldom passes a few hundred boards
// (the longest history of corner3x5-xo's first 200,000 positions: 169),
// and past this room append grows them as before.
const lineRoom = 1024

// setStart makes b the board the search starts from.
func (s *search) setStart(b stones) {
	s.start, s.startDead = b, s.e.dead(b)
}

// dead is engine.dead(b) for a board b of the search: only its start can
// have a group without liberties that is not permanent [every move removes
// all such groups (engine.play: the opponent's, then the mover's, and a
// removal only adds liberties), so a board that a move produced has none;
// and a board equal to the start is the start], so it is found once, and
// dead compares boards (engine.dead grew every group: 3 % of the time).
func (s *search) dead(b stones) bool {
	return s.startDead && b == s.start
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
	s.pushMasked(b)
}

// pushMasked appends to lineM, lineH and lineID what they hold of board b,
// just pushed.
func (s *search) pushMasked(b stones) {
	m := s.masked(b)
	s.pushes++
	s.lineM = append(s.lineM, m)
	s.lineH = append(s.lineH, boardHash(m))
	s.lineID = append(s.lineID, s.pushes)
}

// pushPiece starts the line of a piece (splitSolve, winSplit) with board
// b, whose permanent stones perm were found for the line it comes from:
// push(b, 0) without computing them again [engine.permanent depends on
// the board only].
func (s *search) pushPiece(b, perm stones) {
	s.line = append(s.line, b)
	s.perm = append(s.perm, perm)
	s.run = append(s.run, len(s.line)-1)
	s.pushMasked(b)
}

func (s *search) pop() {
	n := len(s.line) - 1
	s.line, s.perm, s.run = s.line[:n], s.perm[:n], s.run[:n]
	s.lineM, s.lineH, s.lineID = s.lineM[:n], s.lineH[:n], s.lineID[:n]
}

// lineSave is the current line and piece, as saveLine keeps them for
// restoreLine.
type lineSave struct {
	line, perm, lineM []stones
	run               []int
	lineH             []uint32
	lineID            []uint64
	mask, clos        uint64
}

func (s *search) saveLine() lineSave {
	return lineSave{s.line, s.perm, s.lineM, s.run, s.lineH, s.lineID, s.mask, s.clos}
}

func (s *search) restoreLine(l lineSave) {
	s.line, s.perm, s.lineM, s.run, s.lineH, s.lineID, s.mask, s.clos = l.line, l.perm, l.lineM, l.run, l.lineH, l.lineID, l.mask, l.clos
}

// enterPiece starts the search of piece (splitSolve, splitKnown,
// winSplit) from board cur, whose permanent stones are perm: a new line,
// in the room left after the current one (spare), of cur alone.
// The caller saves the current line first and restores it after.
func (s *search) enterPiece(piece uint64, cur, perm stones) {
	s.spare()
	s.mask, s.clos = piece, piece|s.e.around(piece)
	s.pushPiece(cur, perm)
}

// count counts one expanded position and checks the limits; every 4096
// positions it checks the context and writes progress.
func (s *search) count() bool {
	s.nodes++
	total := int(s.total.nodes.Add(1))
	if s.opts.MaxNodes > 0 && total > s.opts.MaxNodes {
		s.err = fmt.Errorf("%w: more than %d positions explored", ErrNodeLimit, s.opts.MaxNodes)
		return false
	}
	if total&4095 == 0 {
		if s.opts.onCount != nil {
			s.opts.onCount(total)
		}
		if total&0xffff == 0 {
			gcLarge()
		}
		if err := s.ctx.Err(); err != nil {
			s.err = fmt.Errorf("solve: solve stopped after %d positions: %w", total, err)
			return false
		}
		if s.opts.MaxMemory > 0 {
			if used, over := overMemory(s.opts.MaxMemory); over {
				s.err = fmt.Errorf("%w: %s in use after %d positions, the limit is %s", ErrMemoryLimit, mib(used), total, mib(s.opts.MaxMemory))
				return false
			}
		}
		if s.opts.Progress != nil {
			s.total.mu.Lock()
			if now := time.Now(); now.After(s.total.nextLog) {
				s.total.nextLog = now.Add(time.Second)
				progress(s.opts.Progress, total, now.Sub(s.started))
			}
			s.total.mu.Unlock()
		}
	}
	return true
}

// shared is what the searches of the parts of one solve share, when they
// run at the same time: the positions explored, and the progress writer.
type shared struct {
	nodes   atomic.Int64
	mu      sync.Mutex // guards Options.Progress and nextLog
	nextLog time.Time  // when the next progress line is due
}

func progress(w io.Writer, nodes int, d time.Duration) {
	fmt.Fprintf(w, "solve: %d positions explored in %.1fs (%.0f/s)\n",
		nodes, d.Seconds(), float64(nodes)/d.Seconds())
}

// moveOutcome is one legal move from the current position.
type moveOutcome struct {
	point int // local point
	color goregion.Color
	res   playResult
}

// moves lists the legal moves of both players from the current position, and
// reports whether superko refused a move that is not a suicide.
func (s *search) moves() ([]moveOutcome, bool) {
	ms, _, ko := s.movesOf(bothColors, false)
	return ms, ko
}

var bothColors = []goregion.Color{goregion.Black, goregion.White}

// movesOf is moves for the players in colors only; it also returns the
// boards that superko refused, if keepRefused.
func (s *search) movesOf(colors []goregion.Color, keepRefused bool) (out []moveOutcome, refused []stones, ko bool) {
	n := len(s.line)
	cur := s.line[n-1]
	hist := s.line[s.run[n-1]:]
	empty := s.mask &^ (cur.b | cur.w)
	if k := len(colors) * bits.OnesCount64(empty); s.moveFree != nil && len(*s.moveFree) > 0 {
		free := *s.moveFree
		out = free[len(free)-1][:0]
		*s.moveFree = free[:len(free)-1]
		if cap(out) < k {
			out = make([]moveOutcome, 0, k)
		}
	} else {
		out = make([]moveOutcome, 0, k)
	}
	// Only the start can have a group without liberties (dead): every
	// other board is played by playLive, which assumes none.
	live := !s.dead(cur)
	for ; empty != 0; empty &= empty - 1 {
		p := bits.TrailingZeros64(empty)
		for _, c := range colors {
			var r playResult
			var ok bool
			if live {
				r, ok = s.e.playLive(cur, p, c)
			} else {
				r, ok = s.e.play(cur, p, c)
			}
			if !ok {
				continue
			}
			if slices.Contains(hist, r.next) {
				if r.lost == 0 {
					ko = true
				}
				if keepRefused {
					refused = append(refused, r.next)
				}
				continue
			}
			out = append(out, moveOutcome{p, c, r})
		}
	}
	return out, refused, ko
}

// release gives back a list of moves that movesOf returned, once its
// caller is done with it, for the next call to reuse (fewer allocations).
func (s *search) release(ms []moveOutcome) {
	if s.moveFree == nil {
		s.moveFree = new([][]moveOutcome)
	}
	if cap(ms) > 0 && len(*s.moveFree) < 1024 {
		*s.moveFree = append(*s.moveFree, ms)
	}
}

var blackOnly, whiteOnly = []goregion.Color{goregion.Black}, []goregion.Color{goregion.White}

// gain returns the prisoners of a move as a game: positive for Black.
func (m moveOutcome) gain() int64 {
	g := int64(m.res.captured - m.res.lost)
	if m.color == goregion.White {
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
	// A position that starts a run (its last move added a permanent stone,
	// or it is the first of a line) is fresh: no board before it can recur
	// [its run holds it alone; table.go, Claim 2]. When its permanent
	// stones cut the piece, its value is the sum of the pieces', which the
	// table holds under the pieces' keys: splitSolve finds it without a
	// look-up of its own key (see splitFirst).
	if s.splitFirst() {
		if e, ok := s.splitSolve(); ok {
			if st := s.opts.stats; st != nil {
				st.solveSplit++
			}
			return e
		}
	}
	k, e, ok := s.lookup()
	if ok && s.memo {
		return e
	}
	if !k.fresh() && !s.opts.noGuess {
		// A value from a certificate is not stored (unless keepCertified):
		// the certificate gives it again without a search whenever the same
		// key comes back, and each entry would keep a copy of G(C) (on the
		// corner3x4 of the benchmark set, most of the table's memory).
		if e, ok, cert := s.guessed(k); ok || s.err != nil {
			if ok && s.memo && (!cert || s.opts.keepCertified) {
				s.store(k, e)
			}
			return e
		}
	}
	if s.split && k.fresh() && !s.opts.keepSplit && s.run[len(s.run)-1] < len(s.line)-1 {
		// Fresh without starting a run: the boards of its run all fail
		// the tests of G(C). Split as above, not counted, not stored.
		if e, ok := s.splitSolve(); ok {
			if st := s.opts.stats; st != nil {
				st.solveSplit++
			}
			return e
		}
	}
	if !s.count() {
		return ttEntry{}
	}
	if st := s.opts.stats; st != nil {
		if k.fresh() {
			st.solveFresh++
		} else {
			st.solveHist++
		}
	}
	if s.split && k.fresh() && s.opts.keepSplit {
		if e, ok := s.splitSolve(); ok {
			if st := s.opts.stats; st != nil {
				st.solveSplit++
			}
			if s.memo && s.err == nil {
				s.store(k, e)
			}
			return e
		}
	}
	ms, ko := s.moves()
	// The options' values, in scratch (cgt.New copies what it keeps).
	defer s.valRelease(len(s.valStack))
	left, right := s.valScratch(len(ms)), s.valScratch(len(ms))
	run := s.run[len(s.run)-1]
	// Where options may be proved dominated (prune.go), the moves that add
	// no permanent stone come last, to be compared with those valued first.
	first := len(ms)
	if s.prunes(k) {
		var later []moveOutcome
		for i, m := range ms {
			if s.prunable(m) {
				later = append(later, m)
				continue
			}
			ms[i-len(later)] = m
		}
		ms = append(ms[:len(ms)-len(later)], later...)
		first = len(ms) - len(later)
	}
	for i, m := range ms {
		if i >= first {
			known := left
			if m.color == goregion.White {
				known = right
			}
			if len(known) > 0 {
				d, k := s.dominated(m, known)
				if s.err != nil {
					return ttEntry{}
				}
				if d {
					ko = ko || k
					continue
				}
			}
		}
		s.push(m.res.next, run)
		e := s.solve()
		s.pop()
		if s.err != nil {
			return ttEntry{}
		}
		ko = ko || e.ko
		v := m.plusGain(e.value)
		if m.color == goregion.Black {
			left = append(left, v)
		} else {
			right = append(right, v)
		}
	}
	s.release(ms)
	e = ttEntry{cgt.New(left, right), ko}
	if s.memo {
		s.store(k, e)
	}
	return e
}

// valScratch returns a slice of length 0 and capacity n on top of
// valStack, the stack of the options' values of the positions that solve
// is expanding (each its own region, the deeper ones above). A slice given
// out earlier keeps its contents when the stack has to grow: it stays in
// the old array, which the stack leaves.
func (s *search) valScratch(n int) []cgt.Game {
	l := len(s.valStack)
	if cap(s.valStack)-l < n {
		grown := make([]cgt.Game, l, max(2*cap(s.valStack), l+n, 256))
		copy(grown, s.valStack)
		s.valStack = grown
	}
	s.valStack = s.valStack[:l+n]
	return s.valStack[l : l : l+n]
}

// valRelease gives back the slices valScratch gave out since valStack had
// length mark, clearing them so that they hold no value alive.
func (s *search) valRelease(mark int) {
	clear(s.valStack[mark:])
	s.valStack = s.valStack[:mark]
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
// another; Options.WholeLine turns splitting off.
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
	if len(pieces) == 1 && pieces[0] == s.mask || s.dead(cur) {
		return ttEntry{}, false
	}
	saved := s.saveLine()
	var sum ttEntry
	for i, piece := range pieces {
		s.enterPiece(piece, cur, perm)
		e := s.solve()
		if s.err != nil {
			break
		}
		if i == 0 {
			sum.value = e.value // 0 + v, without cgt's lock
		} else {
			sum.value = sum.value.Add(e.value)
		}
		sum.ko = sum.ko || e.ko
	}
	s.restoreLine(saved)
	return sum, true
}

// splitFirst reports whether the current position starts a run (so it is
// fresh) in a search that splits pieces, and the position is to be split
// before its key is looked up.
//
// A position whose permanent stones cut the piece is not counted among the
// positions explored, and its value is not stored under its own key: it
// is not expanded (no move is played from it), and its value is the sum of
// its pieces', each looked up, or solved and stored, under its own key.
// Most such boards are met once (random16-5 of the benchmark set: 2.24 M
// of them stored with their own key; 2.66 M visits of those that start a
// run without it), so the entries were mostly never read; without them the
// table holds the positions the search expands (random16-5: peak RSS 337
// -> 257 MiB). The value is the same either way [splitSolve is what solve did
// on a miss; on a hit the entry held the sum splitSolve made from the same
// pieces' entries, which the table keeps]; so are the ko flags (the OR of
// the same pieces' flags). What changes: Solution.Nodes no longer counts
// them (about half the positions of the random regions of the benchmark
// set), and the proofs find these positions' values by splitKnown
// (knownValue) instead of the table, as they did for those not yet stored.
// Options.keepSplit restores the old way (tests: TestSolveShortcutsAgree).
func (s *search) splitFirst() bool {
	return s.split && !s.opts.keepSplit && s.run[len(s.run)-1] == len(s.line)-1
}

// spare makes the lines empty ones for the search of a piece (splitSolve,
// splitKnown, winSplit), in the room left after the current ones: the
// piece's lines are given up before the current ones grow again (the
// caller puts them back), and nothing keeps a slice of them past their
// length (a key copies G(C) when stored; certificates copy the boards
// they keep; histIdx reads lineM and lineH only after its sync has checked
// them by their serials), so the room is free. Each piece had allocated lines of its
// own: a sixth of the bytes random16-5 of the benchmark set allocated.
func (s *search) spare() {
	s.line, s.perm, s.run = s.line[len(s.line):], s.perm[len(s.perm):], s.run[len(s.run):]
	s.lineM, s.lineH, s.lineID = s.lineM[len(s.lineM):], s.lineH[len(s.lineH):], s.lineID[len(s.lineID):]
}

// splitKnown returns the value of the current position, which has no
// recurrable boards and is not in the table, when splitSolve would find it
// without a search: when its permanent stones cut the piece into smaller
// pieces each of which is settled territory or in the table. It is the sum
// splitSolve would return [splitSolve: each piece is solved with a line of
// the current board alone; solve returns settled territory's value, or the
// table's, before anything else], with the ko flags of the table entries.
func (s *search) splitKnown() (cgt.Game, bool, bool) {
	n := len(s.line)
	cur, perm := s.line[n-1], s.perm[n-1]
	free := s.mask &^ (perm.b | perm.w)
	empty := s.mask &^ (cur.b | cur.w)
	if free == s.mask || s.dead(cur) {
		return cgt.Game{}, false, false
	}
	// Each piece is valued as in its own line (enterPiece: mask the piece,
	// clos the piece and its neighbours, cur its one board, perm its
	// permanent stones), without making that line: settled and pieceKey
	// read nothing else of it. The values are summed once all are known,
	// in the pieces' order: a piece missing from the table spares the sums.
	vals := s.splitVals[:0]
	ko := false
	for left := free; left != 0; {
		piece := s.e.grow(left&-left, free)
		left &^= piece
		if piece&empty == 0 {
			continue
		}
		if !s.opts.noSettle {
			if v, ok := s.e.settledInt(piece, cur, perm); ok {
				vals = append(vals, s.intGame(v))
				continue
			}
		}
		clos := piece | s.e.around(piece)
		e, ok := s.tt1.get(pieceKey{piece, cur.b & clos, cur.w & clos})
		if !ok || !s.memo {
			clear(vals)
			s.splitVals = vals
			return cgt.Game{}, false, false
		}
		vals = append(vals, e.value)
		ko = ko || e.ko
	}
	var sum cgt.Game
	for _, v := range vals {
		sum = sum.Add(v)
	}
	clear(vals)
	s.splitVals = vals
	return sum, ko, true
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
	v, ok := s.e.settledInt(s.mask, s.line[n-1], s.perm[n-1])
	if !ok {
		return cgt.Game{}, false
	}
	return s.intGame(v), true
}

// intGame is cgt.FromInt(v), remembered for small v: FromInt takes cgt's
// lock and looks the number up in its intern table, and settled asks for
// the same few integers all the time (1.6 % of random16-7's time in
// BenchmarkSolveRegions went to FromInt under settledValue). A Game is an
// immutable value, so the one kept is the one FromInt returns again.
func (s *search) intGame(v int64) cgt.Game {
	if v < -maxIntGame || v > maxIntGame {
		return cgt.FromInt(v)
	}
	if s.ints == nil {
		s.ints = make([]cgt.Game, 2*maxIntGame+1)
	}
	g := &s.ints[v+maxIntGame]
	if *g == (cgt.Game{}) && v != 0 {
		*g = cgt.FromInt(v)
	}
	return *g
}

// maxIntGame bounds the integers intGame remembers: a settled value is at
// most 3 points a point (n + 2m).
const maxIntGame = 3 * maxPartPoints

// settledValue returns n + 2m for the points mask of board cur, whose
// permanent stones are perm, when they are settled territory as the claim
// above says, and false otherwise.
func (e *engine) settledValue(mask uint64, cur, perm stones) (cgt.Game, bool) {
	v, ok := e.settledInt(mask, cur, perm)
	if !ok {
		return cgt.Game{}, false
	}
	return cgt.FromInt(v), true
}

// settledInt is settledValue as an integer.
func (e *engine) settledInt(mask uint64, cur, perm stones) (int64, bool) {
	nearB := e.safe[goregion.Black] | e.around(perm.b)
	nearW := e.safe[goregion.White] | e.around(perm.w)
	var sign int64
	var theirs uint64
	switch {
	case mask&^nearB == 0 && mask&nearW == 0:
		sign, theirs = 1, cur.w&mask
	case mask&^nearW == 0 && mask&nearB == 0:
		sign, theirs = -1, cur.b&mask
	default:
		return 0, false
	}
	empty := mask &^ (cur.b | cur.w)
	for left := theirs; left != 0; {
		g := e.grow(left&-left, theirs)
		left &^= g
		if e.around(g)&empty == 0 {
			return 0, false
		}
	}
	return sign * int64(bits.OnesCount64(empty)+2*bits.OnesCount64(theirs)), true
}

// overMemory reports whether the live Go heap exceeds limit bytes, and its
// size. It first reads the bytes of heap objects, live or not yet
// collected, which is cheap; only when that exceeds the limit does it
// collect the garbage and read the live heap, so that garbage alone never
// stops a solve.
func overMemory(limit int64) (int64, bool) {
	s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	metrics.Read(s)
	if used := int64(s[0].Value.Uint64()); used <= limit {
		return used, false
	}
	runtime.GC()
	s[0].Name = "/gc/heap/live:bytes"
	metrics.Read(s)
	used := int64(s[0].Value.Uint64())
	return used, used > limit
}

// mib formats a number of bytes for an error message.
func mib(n int64) string {
	if n < 1<<20 {
		return fmt.Sprintf("%d bytes", n)
	}
	return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
}
