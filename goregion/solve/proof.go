package solve

import (
	"fmt"
	"math/bits"
	"slices"
	"sync/atomic"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/goregion"
)

// Guessed and verified values.
//
// Where boards of the history may recur, the value of a position may depend
// on its history, and the transposition table holds it under a key with
// those boards (table.go). In regions where stones of
// both colours can be captured, such as the thesis's position worth 9
// (ch. 3), the same board comes back with many such histories, and a full
// search of each is out of reach. Yet the value seldom depends on the
// history. So at such a position the search first guesses the value: the
// value of the same board without a history (the table's), the values found
// with the last histories met (histTable.similar, the most like this one's
// G(C) first: the most boards in common, then the fewest apart), or, in a
// piece next to the immortal stones of one player only, where the other can
// never have a permanent stone, the value of settled territory (n + 2m,
// Theorem 3.1). It then proves the guess v under the position's own history:
// G = v if and only if G − v ≥ 0 and G − v ≤ 0, that is, if the player who
// moves second wins G − v whoever starts. Each of the two proofs is a search
// for a winning strategy (win): it needs one good move for the winner where
// the full search needs the values of all moves, and it decides every
// position whose value is known at once by comparing games (settled
// territory, a position without recurrable boards, a table entry, a
// certificate that holds, see below). A guess
// that is not proved is dropped and the position is searched in full. The
// value is exact either way: a guess is only where the proof starts.
//
// A proof has a budget (guessBudget positions of its own; the fresh
// positions it solves on the way are not counted, their values go into the
// table either way). A proof that runs out of it proves nothing: the guess
// is dropped as if it had failed, and the position is searched in full,
// its options valued by guesses with proofs of their own. A wrong guess can
// otherwise cost a proof far larger than the search it was to spare (on the
// edge region edge2x5 of the benchmark set, one failed proof took 1.6 M
// positions); the value is exact either way, since a proof that did not
// finish is never used. In the winning-strategy searches, the moves whose
// position's guessed value says they win are tried first (orderByGuess):
// the order of the moves changes which positions a proof explores, never
// what it proves.
//
// A proved value holds for every history with the same recurrable boards
// (Claim 2 in table.go), so it goes into the table like a searched
// one. The proof itself is kept as a certificate of what it needed of the
// history: the same board met with another history takes its value from the
// certificate when the proof holds for that history too, without a search
// (see certificate). That value is not stored in the table (unless
// Options.keepCertified): the certificate gives it again whenever the key
// comes back, while an entry keeps a copy of G(C), dozens of boards in a
// corner (corner3x4 of the benchmark set: most of the table's memory). A
// value is the same from either; only the memory, and the guesses that the
// table's values suggest (histTable.last, similar), differ. The ko flag of a proved value reports the non-suicides
// that superko refused in the proofs, and in the known values they used.

// guessed returns the value of the current position, whose history has
// boards that may recur (k is its key), when a certificate of the board
// holds for the history or a guess is proved; false when neither. It
// reports whether the value came from a certificate.
func (s *search) guessed(k ttKey) (e ttEntry, ok, certified bool) {
	if c := s.certified(k.board); c != nil {
		return ttEntry{value: c.value, ko: c.ko}, true, true
	}
	if !s.opts.noDirect {
		if e, ok = s.direct(k); ok || s.err != nil {
			return e, ok, false
		}
	}
	e, ok = s.proveGuess(k)
	return e, ok, false
}

// direct returns the value of the current position C, whose history has
// boards that may recur (k is its key), as the full search finds it, when
// the value of every option is known at once: settled territory, the
// table, a certificate that holds, or a position without recurrable boards
// (solved as the full search solves it). It reports false, having expanded
// nothing (it only looked the options up), when an option with recurrable
// boards has none of these: the guesses and their proofs take over.
//
// Where every option is known, the proof of a guess costs more than the
// value itself: it expands C once for each player, and again after each
// move in the guess (a move in g leaves C as it is), where the full
// search expands C once. And the value comes with a certificate all the
// same (Claim 6), for the same board with other histories. Positions on
// the benchmark set: random12-3 342,754 without it, 294,288 with it;
// corner2x6-xo 880,914 and 761,987. It is used in the main search only:
// in the proofs too (at their positions with recurrable boards), it saved
// few more positions and took twice the time on corner2x6-xo, most of it
// in certificates absorbing certificates.
//
// Claim 6 (direct values). The value direct finds is v(C, H), and its
// certificate holds as a proof's does (Claim 3).
//
//  1. the options are those of the full search at C: movesOf for both
//     players, superko against the run                        [solve's moves]
//  2. each option's value is the exact value of the child with its
//     history                                                 [settled, Claim 2 (the table),
//     Claim 3 (a certificate), splitKnown, or solve]
//  3. so cgt.New of them is the value solve would find, with the same ko
//     flag: the refusals at C and the flags of the options      [solve]
//  4. read as a proof tree, C is its one inner node, with the moves of
//     both players, and the children its leaves: recordMoves records the
//     moves of both, recordLeaf the leaves from the table (knownNow,
//     known: those split or solved too), absorb the certified ones;
//     settled leaves need nothing                               [as in win and knownValue]
//  5. if the certificate holds for H', every move at C and every leaf is
//     the same under H' as under H                              [Claim 3, steps 2-11]
//  6. so the options of (C, H') are the same games, and its value is v  [3, 5] ∎
func (s *search) direct(k ttKey) (ttEntry, bool) {
	n := len(s.line)
	run := s.run[n-1]
	ms, refused, ko := s.movesOf(bothColors, true)
	defer s.release(ms)
	if st := s.opts.stats; st != nil {
		st.directTries++
	}
	// First the cheap test, one look-up each: an option with recurrable
	// boards that is neither in the table nor has a certificate of its
	// board at all makes direct give up.
	if cap(s.directBuf) < len(ms) {
		s.directBuf = make([]directOption, len(ms))
	}
	opts := s.directBuf[:len(ms)]
	for i, m := range ms {
		s.push(m.res.next, run)
		o := &opts[i]
		*o = directOption{}
		if v, ok := s.settled(); ok && !s.opts.noSettle {
			o.v, o.known = v, true
		} else if s.splitFirst() {
			// Fresh (it starts a run) and not in the table under its own
			// key: valued below from its pieces (knownNow, known).
			o.k = ttKey{}
		} else {
			var e ttEntry
			var hit bool
			o.k, e, hit = s.lookup()
			switch {
			case hit && s.memo:
				o.v, o.known, o.hit, o.ko = e.value, true, true, e.ko
			case !o.k.fresh() && (s.opts.noCert || len(s.certs[o.k.board]) == 0 && len(s.certsOld[o.k.board]) == 0):
				s.pop()
				return ttEntry{}, false
			}
		}
		s.pop()
	}
	// Then the certificate: the moves, the leaves from the table, the
	// options whose certificates hold (or direct gives up); the options
	// without recurrable boards are solved once every other is known.
	// The directBuf of a direct below this one is not this one's: solve
	// may call direct again.
	s.directBuf = nil
	defer func() { s.directBuf = opts }()
	pr := &proof{cert: s.newCert(run, n-1)}
	s.recordMoves(pr.cert, ms, refused)
	for i, m := range ms {
		o := &opts[i]
		if o.known && !o.hit {
			continue // settled: nothing to record
		}
		s.push(m.res.next, run)
		switch {
		case o.hit:
			pr.ko = pr.ko || o.ko
			s.recordLeaf(pr.cert, o.k)
		case o.k.fresh():
			if v, ok := s.knownNow(pr); ok {
				o.v, o.known = v, true
			}
		default:
			c := s.certified(o.k.board)
			if c == nil {
				s.pop()
				s.freeScratch(scratchOf(pr.cert))
				return ttEntry{}, false
			}
			pr.ko = pr.ko || c.ko
			s.absorb(pr.cert, c, bothHalves)
			o.v, o.known = c.value, true
		}
		s.pop()
	}
	if !s.count() {
		s.freeScratch(scratchOf(pr.cert))
		return ttEntry{}, false
	}
	if st := s.opts.stats; st != nil {
		st.direct++
	}
	var left, right []cgt.Game
	for i, m := range ms {
		o := &opts[i]
		v := o.v
		if !o.known {
			s.push(m.res.next, run)
			v, _ = s.known(pr) // without recurrable boards: solved
			s.pop()
			if s.err != nil {
				return ttEntry{}, false
			}
		}
		if v = m.plusGain(v); m.color == goregion.Black {
			left = append(left, v)
		} else {
			right = append(right, v)
		}
	}
	e := ttEntry{cgt.New(left, right), ko || pr.ko}
	scratch := scratchOf(pr.cert)
	if c := pr.cert; !c.tooBig {
		s.seal(c, e.value, e.ko)
		s.keep(k.board, c)
	}
	s.freeScratch(scratch)
	return e, true
}

// directOption is what direct found of an option before valuing it: its
// key, and its value if known (from settled territory, or the table: hit).
type directOption struct {
	k              ttKey
	v              cgt.Game
	known, hit, ko bool
}

// proveGuess is guessed without certificates: the guesses, and their
// proofs.
func (s *search) proveGuess(k ttKey) (ttEntry, bool) {
	// At most maxSimilar + 4 guesses (below): room on the stack.
	var guessArr [maxSimilar + 4]cgt.Game
	guesses := guessArr[:0]
	add := func(v cgt.Game) {
		if !slices.Contains(guesses, v) {
			guesses = append(guesses, v)
		}
	}
	n := len(s.line)
	// First the values of the same board whose G(C) was the most like
	// this one's (the most boards in common, then the fewest apart).
	var hsBuf [maxSimilar]simEntry
	if hs := s.ttN.similar(k.board, hsBuf[:0]); len(hs) > 0 && !s.opts.noSimilar {
		// cur is scratch: read before the proofs below, which may use it.
		cur := s.guessBuf[:0]
		s.each(&k, func(b stones) bool { cur = append(cur, b); return true })
		s.guessBuf = cur
		// Long: an index of cur (histIndex, the same answers as a scan).
		var idx *histIndex
		if len(cur) > histIndexMin {
			hs := s.guessHash[:0]
			for _, b := range cur {
				hs = append(hs, boardHash(b))
			}
			s.guessHash = hs
			idx = &s.guessIdx
			idx.build(cur, hs)
		}
		type cand struct {
			v          cgt.Game
			same, diff int
		}
		var csArr [maxSimilar]cand
		cs := csArr[:0]
		for _, h := range hs { // the newest first
			same := 0
			ids := s.ttN.sets.ids(h.set)
			for _, id := range ids {
				if idx != nil && idx.index(s.ttN.boards[id]) >= 0 || idx == nil && slices.Contains(cur, s.ttN.boards[id]) {
					same++
				}
			}
			cs = append(cs, cand{s.tt1.vals[h.val-1], same, len(ids) + len(cur) - 2*same})
		}
		slices.SortStableFunc(cs, func(a, b cand) int {
			if a.same != b.same {
				return b.same - a.same
			}
			return a.diff - b.diff
		})
		if e, ok := s.tt1.get(k.board); ok && cs[0].diff > 0 {
			add(e.value) // an exact match aside, the value without history first
		}
		for _, c := range cs {
			add(c.v)
		}
	}
	if e, ok := s.tt1.get(k.board); ok {
		add(e.value)
	}
	if v, ok := s.ttN.last(k.board); ok {
		add(v)
	}
	if v, ok := s.territory(); ok {
		add(v)
	}
	if s.opts.wrongGuesses {
		guesses = nearMisses(guesses)
	}
	var learnt facts
	for _, v := range guesses {
		var before int
		if st := s.opts.stats; st != nil {
			before = st.proofNodes
		}
		if !s.opts.noExclude && learnt.excludes(v) {
			if st := s.opts.stats; st != nil {
				st.excluded++
			}
			continue
		}
		pr := &proof{cert: s.newCert(s.run[n-1], n-1), capped: !s.opts.noCap, budget: guessBudget}
		if s.opts.guessBudget > 0 {
			pr.budget = s.opts.guessBudget
		}
		var ok bool
		if s.opts.noRootEq {
			ok = s.verifyLearning(pr, v, &learnt) && !pr.aborted
		} else {
			ok = s.verifyRoot(pr, v, &learnt) && !pr.aborted
			if s.opts.checkRoot && !pr.aborted && s.err == nil {
				s.checkRootProof(v, ok)
			}
		}
		scratch := scratchOf(pr.cert)
		if c := pr.cert; ok && !c.tooBig {
			s.seal(c, v, pr.ko)
			s.keep(k.board, c)
		}
		s.freeScratch(scratch)
		if st := s.opts.stats; st != nil {
			st.guesses++
			if ok {
				st.proved++
			}
			if pr.aborted {
				st.overBudget++
			}
			if !ok {
				st.failedNodes += st.proofNodes - before
			}
		}
		if ok {
			return ttEntry{value: v, ko: pr.ko}, true
		}
		if s.err != nil {
			break
		}
	}
	return ttEntry{}, false
}

// checkRootProof proves again, with verify and no budget, the guess v
// that verifyRoot found proved (ok) or refuted at the current position,
// and counts the answers that differ (Options.checkRoot; tests): Claim 7
// against the two searches of G − v it replaces.
func (s *search) checkRootProof(v cgt.Game, ok bool) {
	n := len(s.line)
	pr := &proof{cert: s.newCert(s.run[n-1], n-1)}
	again := s.verify(pr, v)
	s.freeScratch(scratchOf(pr.cert))
	if st := s.opts.stats; st != nil && s.err == nil {
		st.rootChecked++
		if again != ok {
			st.rootWrong++
		}
	}
}

// nearMisses returns the guesses gs, each after games near it that differ
// from it (its options, v ± 1, v + *, v + ↑): tests (Options.wrongGuesses)
// make the proofs meet wrong guesses first, which they must refute, where
// the guesses of a solve are mostly right.
func nearMisses(gs []cgt.Game) []cgt.Game {
	var out []cgt.Game
	for _, v := range gs {
		out = append(out, v.Left()...)
		out = append(out, v.Right()...)
		out = append(out, v.Add(cgt.FromInt(1)), v.Add(cgt.FromInt(-1)), v.Add(cgt.Star()), v.Add(cgt.Up()), v)
	}
	return out
}

// territory returns the value of the current piece as settled territory,
// n + 2m (Blom, Theorem 3.1), when only one player has immortal stones next
// to it: the other player can never have a permanent stone there. It is only
// a guess: the other player may live, or capture stones and win a ko.
func (s *search) territory() (cgt.Game, bool) {
	cur := s.line[len(s.line)-1]
	empty := bits.OnesCount64(s.mask &^ (cur.b | cur.w))
	blackSide, whiteSide := s.e.safe[goregion.Black]&s.mask != 0, s.e.safe[goregion.White]&s.mask != 0
	switch {
	case blackSide && !whiteSide:
		return cgt.FromInt(int64(empty + 2*bits.OnesCount64(cur.w&s.mask))), true
	case whiteSide && !blackSide:
		return cgt.FromInt(-int64(empty + 2*bits.OnesCount64(cur.b&s.mask))), true
	}
	return cgt.Game{}, false
}

// proof is a proof under way that a board C with its history has a guessed
// value: the certificate it builds (see Claim 3), and whether superko refused
// a move that is not a suicide in it or in the known values it used.
type proof struct {
	cert *certificate
	ko   bool

	// lazy proofs (prune.go) expand fresh positions without permanent
	// stones in the piece instead of solving them, within budget positions;
	// aborted reports that the budget ran out: the proof then proves nothing.
	lazy   bool
	capped bool // a guess's proof with a budget

	budget  int
	aborted bool

	// win asks known to leave the certificate that valued the current
	// position (leafCert) to it, to absorb with the half of the proof
	// that needs it (Claim 3, step 13).
	deferLeaf bool
	cmp       leafCmp // the comparison win makes of the value known returns
	leafCert  *certificate
}

// verify reports whether the current position, with its history, has value
// v: whether the second player wins G − v whoever starts.
func (s *search) verify(pr *proof, v cgt.Game) bool {
	return s.verifyLearning(pr, v, nil)
}

// verifyLearning is verify, and adds to learnt (if not nil) what the
// searches that finished proved of G on the way (see facts).
func (s *search) verifyLearning(pr *proof, v cgt.Game, learnt *facts) bool {
	g := v.Neg()
	if s.win(pr, false, g) {
		if learnt != nil && s.err == nil && !pr.aborted {
			learnt.notGE = append(learnt.notGE, v)
		}
		return false
	}
	if s.err != nil || pr.aborted {
		return false
	}
	if learnt != nil {
		learnt.ge = append(learnt.ge, v)
	}
	if s.win(pr, true, g) {
		if learnt != nil && s.err == nil && !pr.aborted {
			learnt.notLE = append(learnt.notLE, v)
		}
		return false
	}
	return s.err == nil
}

// facts are what the proofs of the guesses that failed proved of G, the
// value of the position, with its history:
//
//  1. Right, moving first, wins G − v iff G − v ≱ 0, that is G ≱ v;
//     Left, moving first, wins G − v iff G ≰ v      [the outcome classes: G ≥ 0 iff Right
//     moving first loses, G ≤ 0 iff Left moving first loses]
//  2. so a search that finished (not out of budget) proves G ≱ v or G ≥ v
//     (Right first), then G ≰ v (Left first)       [win is exact when it finishes]
//  3. a later guess w cannot be G if w ≥ v for some v with G ≱ v, if
//     w ≤ v for some v with G ≰ v, or if w ≱ v for some v with G ≥ v
//     [G = w would give G ≥ v, G ≤ v, or G ≥ v with w ≱ v]
//  4. so its proof would fail: skipping it changes nothing but the
//     positions explored                                [guessed drops a failed guess] ∎
type facts struct {
	ge, notGE, notLE []cgt.Game
}

// excludes reports whether the facts show that G ≠ w (step 3).
func (f *facts) excludes(w cgt.Game) bool {
	for _, v := range f.notGE {
		if v.LessEq(w) {
			return true
		}
	}
	for _, v := range f.notLE {
		if w.LessEq(v) {
			return true
		}
	}
	for _, v := range f.ge {
		if !v.LessEq(w) {
			return true
		}
	}
	return false
}

// win reports whether the player to move (Black if left) wins the sum of the
// current position, with its history, and the game g, moving first. The
// moves in the position are those of the full search at a position with
// recurrable boards (no splitting into pieces), so that the sum is the one
// whose value the full search would find.
func (s *search) win(pr *proof, left bool, g cgt.Game) (w bool) {
	if pr.lazy && !pr.aborted {
		if w, ok := s.winSplit(pr, left, g); ok || s.err != nil {
			return w
		}
	}
	pr.deferLeaf, pr.leafCert, pr.cmp = true, nil, leafCmp{left: left, g: g}
	v, ok := s.known(pr)
	pr.deferLeaf = false
	if ok || s.err != nil {
		w := s.wins(v, left, g)
		if c := pr.leafCert; c != nil {
			pr.leafCert = nil
			// The half the outcome favours: Left's (C ≥ v) when Left
			// moves and wins or Right moves and loses (Claim 3, step 13).
			half := uint8(leHalves)
			if left == w {
				half = geHalves
			}
			s.absorb(pr.cert, c, half)
		}
		return w
	}
	if !s.proofStep(pr) {
		return false
	}
	if st := s.opts.stats; st != nil {
		st.proofNodes++
		if pr.lazy {
			st.pruneNodes++
		}
	}
	run := s.run[len(s.run)-1]
	// In C's run, the certificate under way records the boards that the
	// moves produce and the ones that superko refuses.
	inRun := run == pr.cert.run
	colors := blackOnly
	if !left {
		colors = whiteOnly
	}
	ms, refused, relax := s.proofMoves(pr, colors, inRun, true)
	defer s.release(ms)
	if len(refused) > 0 {
		// The refused boards matter only if the mover loses here (Claim
		// 3, step 4e): recorded when win returns, then. The line is C's
		// again by then (every push of win is popped), as recordMoves
		// reads it.
		defer func() {
			if !w {
				s.recordMoves(pr.cert, nil, refused)
			}
		}()
	}
	won := func(m moveOutcome) bool {
		if inRun && relax {
			s.recordMoves(pr.cert, []moveOutcome{m}, nil)
		}
		return true
	}
	// The moves to positions of known value first: they cost a comparison.
	var gNeg negOf
	later := ms[:0]
	for _, m := range ms {
		s.push(m.res.next, run)
		v, ok := s.knownNow(pr)
		s.pop()
		if !ok {
			later = append(later, m)
			continue
		}
		if !winsAfter(v, m, !left, gNeg.of(g)) {
			return won(m)
		}
	}
	// Then the moves that take most prisoners.
	slices.SortStableFunc(later, func(a, b moveOutcome) int {
		return (b.res.captured - b.res.lost) - (a.res.captured - a.res.lost)
	})
	if !s.opts.noOrder {
		later = s.orderByGuess(later, left, gNeg.of(g))
	}
	// g's options, only now: a known move above often wins without them
	// (Left and Right allocate).
	opts := g.Left()
	if !left {
		opts = g.Right()
	}
	// The moves in g that the guess of the current position says win come
	// before the moves in the position (replyFirst); the others after.
	if !s.opts.noReply {
		first := s.replyFirst(opts, left)
		for _, o := range opts[:first] {
			if !s.win(pr, !left, o) && s.err == nil && !pr.aborted {
				return true
			}
			if s.err != nil || pr.aborted {
				return false
			}
		}
		opts = opts[first:]
	}
	for _, m := range later {
		s.push(m.res.next, run)
		w := s.win(pr, !left, m.plusGain(g))
		s.pop()
		if s.err != nil || pr.aborted {
			return false
		}
		if !w {
			return won(m)
		}
	}
	for _, o := range opts {
		if !s.win(pr, !left, o) && s.err == nil && !pr.aborted {
			return true
		}
	}
	return false
}

// replyFirst reorders opts, the options of g for the mover in the
// winning-strategy search at the current position (Black if left, in the
// sum of the position and g), in place and stably: first those after which
// the guess of the position's value (its board's value without history, or
// with another history, as orderByGuess reads it) says the mover wins, then
// the others; it returns the number of the first (0 without a guess).
// win tries the first before the moves in the position and the others
// after them.
//
// Why it pays. A proof that G = v searches G − v, with v the guessed value
// of G. The second player's strategy there is mostly the mirror of
// Tweedledum and Tweedledee: a move from G to G' is answered in −v by the
// option v' of v that matches G', leaving G' − v', which is 0 again when
// the guess holds for G'. In win that answer is a move in g, which came
// last, after a search of every move in the position (each of which may
// expand many positions before it fails). The guess of the position after
// the answer is the guess of the current board (the answer does not change
// the board), so it tells which options of g are such answers.
//
// Why it is sound. win tries the moves until one wins; the order changes
// which positions a proof explores, never what it proves (as orderByGuess).
// With a budget, a proof may finish in one order and run out in another:
// one that runs out proves nothing and the position is searched in full,
// so the value is exact either way.
func (s *search) replyFirst(opts []cgt.Game, left bool) (first int) {
	if len(opts) == 0 {
		return 0
	}
	b := s.pieceKey(s.line[len(s.line)-1])
	e, ok := s.tt1.get(b)
	guess := e.value
	if !ok {
		guess, ok = s.ttN.last(b)
	}
	if !ok {
		return 0
	}
	// In place, stably: opts[i] moves to opts[first] with first ≤ i, after
	// it was read.
	rest := make([]cgt.Game, 0, 32)
	for _, o := range opts {
		if s.wins(guess, !left, o) {
			rest = append(rest, o)
		} else {
			opts[first] = o
			first++
		}
	}
	copy(opts[first:], rest)
	return first
}

// orderByGuess reorders the moves ms of the winning-strategy search at the
// current position (the mover is Black if left, in the sum with g): first
// the moves after which the guess of the value (the same board's value with
// another history, as guessed uses it) says the mover wins, then those
// without a guess, then those the guess says lose; stable otherwise. The
// order of the moves is not part of the proof: win tries them all until one
// wins, so the outcome is the same in any order; only the positions explored
// differ.
func (s *search) orderByGuess(ms []moveOutcome, left bool, gNeg cgt.Game) []moveOutcome {
	if len(ms) < 2 || len(ms) > 128 {
		return ms
	}
	var rank [128]int8
	var tmp [128]moveOutcome
	for i, m := range ms {
		b := s.pieceKey(m.res.next)
		v, ok := s.tt1.get(b)
		guess := v.value
		if !ok {
			guess, ok = s.ttN.last(b)
		}
		switch {
		case !ok:
			rank[i] = 1
		case !winsAfter(guess, m, !left, gNeg):
			rank[i] = 0
		default:
			rank[i] = 2
		}
	}
	out := tmp[:0]
	for r := int8(0); r < 3; r++ {
		for i, m := range ms {
			if rank[i] == r {
				out = append(out, m)
			}
		}
	}
	copy(ms, out)
	return ms
}

// wins reports whether the player to move (Black if left) wins v + g moving
// first: Left does unless v + g ≤ 0, that is v ≤ −g; Right unless −g ≤ v.
// Comparing needs no canonical sum.
func (s *search) wins(v cgt.Game, left bool, g cgt.Game) bool {
	if left {
		return !v.LessEq(g.Neg())
	}
	return !g.Neg().LessEq(v)
}

// winsAfter is wins(v, left, m.plusGain(g)), the mover after move m in the
// sum of the position, worth v, and g, given gNeg = −g: v + k against −g
// for the prisoners k of m [v ≤ −(g + k) iff v + k ≤ −g: the order is
// invariant under translation]. −g is found once for all the moves of a
// position (negOf), and v + k is a number translation of a table value,
// which cgt's sums mostly have already; −(g + k) was a new negative for
// each move that takes prisoners (random16-7 of the benchmark set: 4 % of
// the time in cgt's negation).
func winsAfter(v cgt.Game, m moveOutcome, left bool, gNeg cgt.Game) bool {
	v = m.plusGain(v)
	if left {
		return !v.LessEq(gNeg)
	}
	return !gNeg.LessEq(v)
}

// negOf is −g, found at the first call of of.
type negOf struct {
	n  cgt.Game
	ok bool
}

func (n *negOf) of(g cgt.Game) cgt.Game {
	if !n.ok {
		n.n, n.ok = g.Neg(), true
	}
	return n.n
}

// knownNow is known without solving a position without recurrable boards
// that is not in the table yet.
func (s *search) knownNow(pr *proof) (cgt.Game, bool) {
	return s.knownValue(pr, false)
}

// known returns the value of the current position when it is known without
// a search of its own: settled territory, a table entry, a certificate that
// holds, a position without recurrable boards that splits into pieces each
// settled or in the table (splitKnown), or any other position without
// recurrable boards (solved as usual; a lazy proof expands those with no
// permanent stone in the piece, prune.go).
func (s *search) known(pr *proof) (cgt.Game, bool) {
	return s.knownValue(pr, true)
}

// knownValue is known, and knownNow when solve is false; the leaves it
// values go into the proof's certificate.
func (s *search) knownValue(pr *proof, solve bool) (cgt.Game, bool) {
	if !s.opts.noSettle {
		if v, ok := s.settled(); ok {
			return v, true
		}
	}
	// A position that starts a run and splits is never in the table under
	// its own key (splitFirst): its pieces are. Nor is it in the run of the
	// certificate's board C (it starts a run of its own, below C), so
	// recordLeaf would record nothing.
	tried := false // splitKnown tried and failed
	if s.splitFirst() && !s.opts.noSplitKnown && s.run[len(s.run)-1] != pr.cert.run {
		tried = true
		if v, ko, ok := s.splitKnown(); ok {
			pr.ko = pr.ko || ko
			return v, true
		}
	}
	k, e, ok := s.lookup()
	if ok && s.memo {
		pr.ko = pr.ko || e.ko
		s.recordLeaf(pr.cert, k)
		return e.value, true
	}
	if !k.fresh() {
		if !solve {
			return cgt.Game{}, false
		}
		var cmp *leafCmp
		if pr.deferLeaf && !s.opts.noHalves {
			cmp = &pr.cmp
		}
		c := s.certifiedFor(k.board, cmp)
		if c != nil {
			pr.ko = pr.ko || c.ko
			if pr.deferLeaf && !s.opts.noHalves {
				pr.leafCert = c // win absorbs it, with the half it needs
			} else {
				s.absorb(pr.cert, c, bothHalves)
			}
			return c.value, true
		}
		return cgt.Game{}, false
	}
	if s.split && !s.opts.noSplitKnown && !tried {
		if v, ko, ok := s.splitKnown(); ok {
			pr.ko = pr.ko || ko
			s.recordLeaf(pr.cert, k)
			return v, true
		}
	}
	if !solve {
		return cgt.Game{}, false
	}
	if pr.lazy && s.unsplit() {
		return cgt.Game{}, false // expanded by the lazy proof (prune.go)
	}
	s.recordLeaf(pr.cert, k)
	// The value of a position without recurrable boards does not depend on
	// the history: what its search does is not part of the certificate.
	e = s.solve()
	pr.ko = pr.ko || e.ko
	return e.value, s.err == nil
}

// # Certificates
//
// A certificate lets a proof made for a board C with one history serve the
// same board with another. The proof (verify, win) is a tree T of
// positions below C: at an inner node, the moves of the player to move (all
// of the loser's, one of the winner's), each in the sum with a game g that
// does not depend on any history; at a leaf, a value known without search
// (known), compared with g. This section proves the reuse sound, laid out
// as the key's proof in table.go.
//
// Notation. H is the part before C of C's run (the Corollary in table.go)
// when the proof was made, H' the same for the position met later; both are
// lines of distinct boards. For a node D of T, L(D) is the line from C to D
// (C excluded, D included); it is the same whatever H is. A node is in C's
// run when no permanent stone was added between C and it. Boards are
// compared masked (table.go, Masking). During the proof the search records:
//
//   - tested: the hash of every board a move refused at a node in C's run
//     where the player to move loses produces (at C itself in verifyRoot
//     and direct, every board refused), and of the board of the winner's
//     move at a node where the player to move wins with a move in the
//     position (win, won), except a move that adds a permanent stone
//     (recordMoves). The legal moves of the loser, and the winner's other
//     moves, are not recorded: a loser with fewer moves loses all the
//     same, and the winner needs the one move (steps 1, 4c, 4d); nor are
//     the winner's refused ones (step 4e). (Options.noRelax records every
//     board a move produces at such a node, and every board refused, as
//     the certificates of direct, Claim 6, do.)
//   - hits: the boards of H among the refused ones recorded (recordMoves);
//   - for each leaf D in C's run valued from the table or solved fresh, its
//     tests (1) and (2) of G(D), and set(D), the boards of H that pass
//     tests (1)-(3) (recordLeaf; test (3) is not kept, as it needs no
//     more than D's board and the permanent stones of C's run: step 8);
//   - for each leaf valued by another certificate d, d's tested (shared:
//     certificate.sets' subs), d's hits in
//     H and d's leaves with their sets cut to H (absorb).
//
// tested and hits are kept by the half of the proof that needs them (step
// 13): a hit that neither half needs (one of d's that the half of d which
// c's leaf needed does not need) is a hit all the same (not a suspect),
// and holds does not ask that it be in H'.
//
// Claim 3. If c, made by a proof that (C, H) has value v, holds for H'
// (holds), then (C, H') has value v.
//
// Proof, by induction on the order in which certificates are sealed (a
// certificate that a proof absorbs was sealed before it).
//
//  1. T proves v for H' if at every inner node of T the winner's move in T,
//     if it is a move in the position, is legal under H', every move of the
//     loser legal under H' is legal under H (T then holds its answer), and
//     every leaf has the same value
//     [win uses nothing else: one winning move of the winner at its nodes,
//     an answer to each move of the loser at the loser's; the games g are
//     the same]
//  2. a node off C's run has the same moves and value under H and H'
//     [Claim 1: its value depends on its own run only, which lies in L(D)]
//  3. at a node D in C's run a move producing E is refused under H iff
//     E ∈ H ∪ L(D), under H' iff E ∈ H' ∪ L(D)  [the Corollary: superko against the run]
//  4a. E ∈ H' ⇒ the move adds no permanent stone
//     [every board of H' has the permanent stones of C, and no more (the
//     Corollary: H' is in C's run); D has them too (D is in C's run), and a
//     move that adds one puts it on a point of the piece, where E and every
//     board of H' are compared (Masking: the stones of the closure decide
//     which stones of the piece are permanent)]
//  4b. at a node D in C's run where the player to move loses, a move
//     refused under H is refused under H': if E ∈ L(D), by 3; if E ∈ H,
//     then E ∈ hits ⇒ E ∈ H'
//     [E was refused and is in H, so recorded in hits (the refused boards
//     are recorded at every such node, step 4e); holds counts every hit in H']
//  4c. the winner's move in T, to E, at a node D in C's run is legal under H'
//     [it was legal under H: E ∉ H ∪ L(D), so E ∉ hits ⊆ H; if it adds a
//     permanent stone, E ∉ H' by 4a; otherwise hash(E) ∈ tested (won), and
//     holds fails on a board of H' in tested but not in hits: E ∉ H']
//  4d. a move of the loser legal under H' is legal under H   [4b]
//  4e. at a node where the player to move wins, step 1 asks only that the
//     winner's move in T be legal under H' (4c): a move refused under H
//     that H' allows gives the winner one more move, which T does not
//     need, so the boards refused there need not be recorded. win records
//     a node's refused boards when it returns, and only if the mover lost
//     there; a node where the mover loses is a loser's node of T, or lies
//     off T (a move the winner tried and gave up), where recording more
//     only makes holds fail more often. At C, verifyRoot's conditions (a)
//     and (b) speak of every option of both players (Claim 7, step 10),
//     and direct's value of every option: both record every refused board
//     (Options.allRefused records them at every node of win too).
//  6. each inner node in C's run meets the conditions of step 1
//     [4c, 4d; inner nodes off the run by 2]
//  7. a settled leaf has the same value        [settled: independent of the history]
//  8. a leaf D in C's run valued from the table or solved fresh has
//     G(D) = set(D) ∪ (L(D) ∩ pass(D)) under H, and the same under H',
//     where pass(D) is the boards that pass D's tests (1)-(3)   [8a-8e]
//  8a. test (3) for D and a board B of C's run, either history, is
//     leafReach(D, B, P) on the boards masked, P the permanent stones of
//     C's run masked: it depends only on D, B and P on the closure
//     [table.go, Lemma L, 7: D and B are boards of one piece's line]
//  8b. P on the closure is the same under H and H'   [Lemma L, 8: it
//     depends on C's board there only, the same under both; D is in C's run]
//  8c. set(D) = G(D) ∩ H: the boards of H that pass D's tests (1), (2)
//     (its filter) and (3) (leafReach with P, at D)             [recordLeaf; 8a]
//  8d. a board of L(D) passes D's tests under H iff it does under H'
//     [L(D) is the same on the closure; (1), (2): D's filter; (3): 8a, 8b]
//  8e. holds: the boards of H' that pass D's tests (1)-(3), (3) by
//     leafReach with P masked from C's board under H' (8b: the same P),
//     are set(D) (leavesHold); with 8c, 8d, G(D) is the same set under H
//     and H' (H and H' are distinct from L(D): superko)
//  9. so that leaf has the same value          [8, Claim 2: the value depends on (D, G(D)) only]
// 10. a leaf D valued by a certificate d: d holds for H' ∪ L(D)
//     [d held for H ∪ L(D); its conditions on H are in c (absorb), so hold for H';
//     those on L(D) are unchanged; a board of H' in d's tested is in c's hits ⊆ H,
//     hence in d's hits, since d held for H]
// 11. so that leaf has the same value          [10, induction: d was sealed before c]
// 12. (C, H') has value v                      [1, 2, 6, 7, 9, 11] ∎
//
// The halves (steps 13 and 14). G = v iff G ≥ v and G ≤ v, and each has
// a proof of its own inside T. Say half ≥ and half ≤; holds_≥(c, H')
// asks the hits half ≥ needs (bits of skip[geHalf] clear) to be in H',
// the leaves to hold, and no board of H' but the hits to be in tested[≥]
// (with the parts of half ≥); holds_≤ likewise. holds is both.
//
// 13. If holds_≥(c, H'), then (C, H') ≥ v; if holds_≤(c, H'), then
//     (C, H') ≤ v. By induction on the sealing order, as steps 1-12, for
//     T_≥, the part of T that proves G ≥ v (half ≤: exchange Left and
//     Right, ≥ and ≤):
//  13a. T_≥ is: verify's search with Right first (it loses G − v); at
//     verifyRoot's root, Right's options (a) and Left's witnesses (c),
//     each with the search after it, which Left wins; at direct's root,
//     every option. At every node of T_≥ off the root, Right is the loser
//     and Left the winner       [G ≥ v iff Right moving first loses G − v;
//     Claim 7 (a), (c); Claim 6]
//  13b. step 4b for T_≥ needs the boards refused to Right (the loser) at
//     its nodes: recordMoves gives a refused board to the half whose loser
//     made the move (refusedHalves: White's to ≥), in hits and in tested;
//     at the roots of verifyRoot and direct, Right's refused options are
//     those (a) and Right's options speak of: the same
//     [a board of H refused to Left only matters to half ≤]
//  13c. step 4c for T_≥ needs Left's moves there to be legal under H':
//     recordMoves gives the board of a move of Black to tested[≥] (won,
//     verifyRoot's witnesses, direct's moves); a winner's move E is not in
//     H (it was legal under H), so not a hit, and E ∈ H' would be a
//     suspect in tested[≥]                               [as 4c]
//  13d. a leaf D of T_≥ that win compares (win, known) has an outcome
//     that favours Left (Left to move wins, or Right to move loses): T_≥
//     proves a win of Left. That outcome stands if D's value under H' is
//     at least its value w under H [x ≥ w ⇒ x + g ≥ w + g; Left wins
//     moving first iff the sum is not ≤ 0, Right loses moving first iff it
//     is ≥ 0: both are kept upward]. So win absorbs d, the certificate
//     that valued D, into the half its outcome favours: d's parts of half
//     ≥ into c's parts of half ≥, d's hits in H that d's half ≥ needs as
//     hits c's half ≥ needs; d's other hits are not absorbed (step 15;
//     Options.keepIdleHits: as hits no half needs). A leaf off T_≥ (a move the winner
//     tried and gave up) goes to the half its outcome favours, or both:
//     T_≥ does not need it, and more conditions only make holds fail.
//  13e. where the value is used whole (direct, cgt.New of the options;
//     verifyRoot's root, compared for equality), d goes into both halves,
//     each of d's halves into c's same half: cgt.New is monotone [G ≤ G'
//     when G' has the options of G or greater ones, more of Left's, fewer
//     of Right's: no G^L ≥ G' and no G'^R ≤ G], so G ≥ v needs each
//     option's value to stand upward (half ≥ of its certificate), Left's
//     options legal (13c) and Right's refused ones refused (13b)
//  13f. step 10 for T_≥: d's half ≥ holds for H' ∪ L(D) [the hits d's
//     half ≥ needs in H are hits c's half ≥ needs (13d, 13e), in H'; a
//     board b of H' in d's tested[≥] is in c's tested[≥], so b is a hit of
//     c (holds_≥, whatever half needs it), so b ∈ H, and d's half ≥ held
//     for H ∪ L(D) (the half absorbed: step 14 or holds), so b is a hit of
//     d; the leaves as in 10]
//  13g. so T_≥ proves G ≥ v under H' [1-12 for T_≥ with 13b-13f, and
//     13d: the leaves' outcomes stand] ∎
//
// 14. One-sided leaves (win, certifiedFor with a leafCmp): where no
//     certificate of a leaf D holds, one, d, whose half h holds, where h
//     is the half that the comparison of d's value favours (13d: ≥ when
//     Left to move wins or Right to move loses), values D for that
//     comparison: (D, H ∪ L(D)) is ≥ d's value (h = ≥) [13], so the
//     outcome is the same as the exact value's [13d]; win absorbs d into
//     half h only (13d), and step 13f for c needs d's half h only.
//     (The value returned is not D's; win uses it for that comparison
//     only.)
//
// 15. Idle hits dropped (absorb): a hit of d that no half of d absorbed
//     into c needs is not a hit of c (unless c needs it otherwise). Step
//     13f is unchanged, since it uses of c's hits only:
//  15a. the hits that d's half ≥ needs in H are hits c's half ≥ needs
//     [kept: need = halves & d.hitHalves(i) has ≥; a hit at d's place 64
//     or later is needed by both (hitHalves), never dropped]
//  15b. a board of H' in c's tested[≥] that holds_≥ lets pass is a hit of
//     c, hence a board of H [hitIndex is called only for boards of H:
//     recordMoves and absorb test place < c.top, before]
//  15c. dropping a hit only takes its board out of the hits: holds then
//     asks nothing of it where it asked nothing (no half needed it), and
//     takes it for a suspect where it did not (the check is stricter)
//     [so 13f's premises are met by fewer histories H', never more, of
//     the ones it was proved for]
//     A hit no half needs was carried up every certificate that absorbed
//     it (corner3x5-xo of the benchmark set, at 3,000,000 positions: the
//     hits' arrays were 41 MB of the live heap, 10 MB without the halves).
//
// Measured (round 17; positions, main -> with steps 13 and 14):
// corner2x6 877,213 -> 767,822, corner2x6-xo 338,689 -> 276,191,
// corner3x4-xo 543,759 -> 417,191, random12-3 101,439 -> 89,598.
// Options.noHalves turns both off (win absorbs into both halves; a
// certificate with every hit needed by some half is what it was): main's
// positions, except where the certificates fill their budget, where the
// pointers to the absorbed sets of both halves count (size: corner2x6
// 878,845, one generation more). Options.noOneSided turns off step 14
// only. The sets of both halves are kept in one pair (certificate.sets):
// two hashSets apiece at first cost random16-7 50 MB more peak memory and
// 10-15 % more time, most of it in the collector.
//
// A hash collision in tested can only make holds fail (step 4c refuses a
// board whose hash is in tested), never a wrong value.
//
// A proof of a guess made by verifyRoot (rootproof.go) has at its root C
// one inner node with the moves of both players, where T's other nodes
// have one player's: its conditions (the options of both players, and a
// witness move for each option of v) stand in for step 1's there, and
// steps 10-13 of Claim 7 show them met under H' as steps 4b-4d do.
//
// The ko flag. Every refusal the proof met under H at a loser's node is
// one under H' (4b), and the flag is the proof's: the refusals it met.
// Under H' the loser may have fewer moves (4d), refused where H allowed
// them, refusals this proof did not meet, as a proof made anew under H'
// might, and a winner's move refused under H may be legal (4e); the flag
// of a proved value reports the refusals its proofs met, not those of a
// full search, with or without the relaxation of tested. (Before it, tested
// held every board produced, and the tree under H' met exactly the same
// refusals.) TestSolveShortcutsAgree compares the flags with and without
// it (noRelax, allRefused) on random regions: checked, not proved.
//
// Most certificates that fail do so on 4b: a board refused under H is
// not in H', the move is legal again (corner2x6-xo: 740,869 of 1,228,492
// checks). Mending such a certificate was tried and not kept: search, with
// win and a budget of 64 positions, an answer to each newly legal move of
// the loser at the nodes that refused it (a newly legal move of the
// winner needs none), and keep the mended certificate. It spared 1-7 % of
// the positions of the benchmark set (corner2x6-xo 608,683 -> 568,582,
// random16-7 2,616,902 -> 2,526,123) but cost 4-14 % more CPU and 8-50 MB
// more peak memory: the mended certificates kept fill the certificates'
// budget sooner (random16-7 near 500 MB). Letting the mended certificate
// replace the one it came from is unsound as stated: an answer's winning
// move may go to a board left optional, refused under another history
// that the certificate would still accept.
//
// What the hits cost, measured by an oracle (round 16, after step 8's
// reachability): where no certificate of a board holds, accept one that
// fails on hits alone (it holds with its missing hits left out) when the
// exact value of the same key, recorded by a first run, is its value.
// Positions corner2x6 877,213 -> 676,999, corner3x4-xo 543,759 -> 382,213,
// random16-7 854,137 -> 666,220, corner2x6-xo 338,689 -> 249,024 (one is
// accepted at 88-94 % of the calls whose key the first run covers, and
// it covers 66-83 % of the calls with a certificate failing on hits
// alone). Of the certificates accepted, 59-75 % miss hits not all at C,
// nearly all absorbed from certificates of leaves (refusals at the
// leaf's own root; the proof's own nodes below C: 1-1.3 %), 14-26 % only
// hits at C other than the ban on C's predecessor, 10-15 % only the plain
// ko ban on C's predecessor. Accepting
// only the hits at C gives 6-10 % (corner2x6 822,871, random16-7 773,099),
// only the ban on C's predecessor 2.6-3.4 % (corner2x6 854,141), before
// the cost of any proof that the newly legal moves do not matter. One
// sound form was tried and not kept: for a hit absorbed from a leaf D's
// certificate d, look D up again under H' with L(D) (D's board on the
// closure), and accept the leaf if a certificate of D holds there with
// d's value (one level, no fallback inside it). It cut positions 2.5-3.6 %
// (corner2x6 855,705, corner2x6-xo 326,424) but cost 25-35 % more CPU
// (corner2x6 5.2-5.5 -> 7.1-7.3 s user; 2.4 M look-ups of D, 30 % of them
// with a certificate of D that holds with d's value) and 5-10 % more peak
// memory (the lines L(D) kept).
// The cert's value as the first guess of proveGuess is no help either: it
// is always among the guesses already (similar), and first it costs more
// (corner2x6-xo 344,717).
// The look-up made cheap (round 17) still did not pay: with a leaf looked
// up only where its board has another certificate with d's value (that
// filter leaves 54 % of the candidates on corner2x6-xo), only after every
// certificate of C failed, and a per-call cache (it would hit 4.7 % of
// the look-ups), corner2x6-xo 338,689 -> 327,905 for 1.39 -> 1.58 s, and
// corner2x6 877,213 -> 882,971 (the lines L(D) kept filled the
// certificates' budget once more). 95 % of the look-ups that held were
// of children of C, which direct values as cheaply in the main search
// (looked up after direct: 873 accepts at guessed instead of 16,520).
// Splitting the proof into its halves went further, and is kept (steps
// 13-15 above). First measured at 6-11 % more user time than main (round
// 17: corner2x6 5.6 -> 6.2 s, corner3x4 9.1 -> 10.1 s at load 4) and
// more memory (corner3x5-xo at 3,000,000 positions 370 -> 600 MB): the
// work of the proofs it makes hold, not the layout. Round 19, on the
// seven cases of the benchmark set that finish and are largest
// (corner2x6, corner3x4, edge3x4, corner3x4-xo, corner2x6-xo, random16-5,
// random16-7; alternated, two runs each, load 4-6), after the history
// sets' store in chunks (Claim S) and with seal merging the halves' sets
// of a certificate without subs (wholeSet): positions 877,213 ->
// 765,918, 1,387,643 -> 1,146,388, 2,929,787 -> 1,678,495, 543,759 ->
// 416,604, 338,689 -> 276,191, 767,915 -> 723,781, 854,137 -> 770,465;
// total user time 47.48 s on main, 47.29 s with the halves (per case -5 %
// on edge3x4 to +12 % on corner2x6), peak RSS at most 383 MB (edge3x4;
// main 374); corner3x5-xo at 3,000,000 positions 326 -> 396 MB, 16.6 ->
// 32.8 s (at a cap, not like for like: round 18 counted a third more
// proofs and certificate checks in the same positions). A flat sorted copy of each
// certificate's whole tested set, for the final test of holds in place of
// the walk, gave the same positions but no time beyond the noise (about
// 3 %) and 20-40 MB more peak memory, and was not kept (patch
// /work/wt/speed19-flat-lazy.patch, on main). Splitting the hits alone
// (no tested sets by half) raised corner2x6 to 923,837: the certificates
// that then hold are the large ones, and absorbing their whole tested
// sets made 6,182 proofs' certificates too big to keep (1,691 before).
//
// The proof's symbols in the code:
//
//	C, H                   search.line[c.top], search.line[c.run:c.top] when c was made
//	H'                     the hist argument of certificate.holds
//	T                      the calls of search.win under search.verify, with the proof under way (proof)
//	L(D)                   search.line[c.top+1:] at D
//	tested, hits           certificate.sets, both halves, with their subs (testedHas), certificate.hits (recordMoves)
//	halves ≥, ≤            geHalf, leHalf: the places of sets; skip: the halves that do not need a hit
//	D's tests, set(D)      certificate.filter(leaf), leafReach (test (3)); leaf.set (recordLeaf)
//	d, absorb              the certificate search.known took D's value from; search.absorb

// certificate is what a proof of the value of board C needed of the boards
// before C in its run: the conditions under which it proves the same value
// for another history (Claim 3).
type certificate struct {
	run, top int // where C's run starts in the line, and C's place in it
	value    cgt.Game
	ko       bool
	tooBig   bool // too much to keep
	// The tested sets by the halves of the proof that need them (Claim 3,
	// step 13): sets[geHalf] for C ≥ v, sets[leHalf] for C ≤ v, each the
	// hashes of the boards produced by this proof, masked (h; sealed:
	// sorted, without repeats), and the sets of the certificates absorbed
	// (subs), as the certificates that absorb c share them: c's tested
	// set is the union of both halves' (testedHas). The absorbed sets are
	// shared, not copied: in the corners of the benchmark set, 93 % of the hashes that
	// certificates recorded were copies absorbed from others (corner2x6-xo:
	// 17.4 M copied, 1.15 M recorded by the proofs themselves).
	sets    *[2]hashSet
	nTested int      // the hashes of the sets together, as the cap maxTested counts them (sealed: without repeats)
	hits    []stones // the boards of H refused, masked
	// The halves of the proof that do not need a hit (Claim 3, step 13):
	// bit i of skip[geHalf] is set when hit i is not needed to prove
	// C ≥ v, of skip[leHalf] when it is not needed to prove C ≤ v. A hit
	// neither half needs is still a hit: holds does not take it for a
	// suspect, but does not ask that it be in H'. Hits from place 64 on
	// are needed by both.
	skip   [2]uint64
	leaves []leaf
	// sealed: a Bloom filter of the whole tested set (tested and the
	// parts' sets), or nil (unsealed, or a set too large for one): see
	// unionFilter.
	union []uint64

	// The leaves' tests (1), filter.nearB and nearW, depend only on the
	// permanent stones, which every leaf shares with C (the leaves are in
	// C's run): they are kept once, here (near: they are set).
	nearB, nearW uint64
	near         bool
	// The boards of H in the leaves' sets, masked: a leaf's set is a set of
	// bits, bit i for boards[i]. At most 64; a certificate that needs more
	// is too big.
	boards []stones

	// Under way: an index of the leaves (hasLeaf), or nil; scratch,
	// dropped at seal.
	leafIdx *leafIndex
}

// leafIndex is an open-addressing index of the first n leaves of a
// certificate under way: slots holds a place plus one, 0 when empty.
type leafIndex struct {
	slots []int32
	n     int
}

// hashSet is the tested set of a sealed certificate, shared by the
// certificates that absorb it: the hashes its proof recorded (h, sorted)
// and the sets of the certificates it absorbed (subs, each once). The sets
// make a directed acyclic graph (a certificate absorbs only certificates
// sealed before it).
type hashSet struct {
	h    []uint32
	subs []*hashSet
	walk uint64 // the last walk (walks) that met it
}

// walks numbers the walks of the graphs of hashSets (hasAny), so that each
// visits a set once. 64 bits: it never wraps.
var walks atomic.Uint64

// hasAny reports whether one of the hashes hs is in the sets reachable
// from roots.
func hasAny(roots []*hashSet, hs []uint32) bool {
	return hasAnyIndexed(roots, hs, nil)
}

// hasAnyIndexed is hasAny, with idx, if not nil, an index of a history
// whose hashes include all of hs (holdsIndexed: hs are the hashes of the
// boards of the history that are not hits). It answers the same, faster
// when hs is long: a hash of a set that passes the filters is looked for
// in idx first (constant time), and in hs (a scan) only if idx has it
// [hs ⊆ idx's hashes: a hash idx has not is not in hs; one it has is the
// hash of a board of the history, in hs unless that board is a hit].
// corner3x5-xo of the benchmark set has histories of hundreds of boards,
// and as many suspects: every hash of a set that passed the filters was
// looked for in all of them (3,000,000 positions: 17.1 -> 15.2 s).
func hasAnyIndexed(roots []*hashSet, hs []uint32, idx *histIndex) bool {
	if len(hs) == 0 {
		return false
	}
	w := walks.Add(1)
	var buf [64]*hashSet
	stack := buf[:0]
	for _, r := range roots {
		if r != nil && r.walk != w {
			r.walk = w
			stack = append(stack, r)
		}
	}
	// A filter of 256 bits of hs: most sets are short (14 hashes on
	// average), and a scan of a set against the filter is cheaper than a
	// binary search of it for each of hs (edge3x4 of the benchmark set:
	// the walks took a third of the time).
	var filter [4]uint64
	for _, h := range hs {
		filter[h>>6&3] |= 1 << (h & 63)
	}
	// Many hashes (a long history): a second filter of 4096 bits, so that
	// few hashes of the sets that pass the first are looked for in hs
	// (a filter only spares scans: the answer is the same).
	in := func(x uint32) bool { return slices.Contains(hs, x) }
	if len(hs) > 16 {
		var big [64]uint64
		for _, h := range hs {
			big[h>>8&63] |= 1 << (h & 63)
		}
		in = func(x uint32) bool {
			return big[x>>8&63]&(1<<(x&63)) != 0 && slices.Contains(hs, x)
		}
		if idx != nil {
			in = func(x uint32) bool {
				return big[x>>8&63]&(1<<(x&63)) != 0 && idx.hasHash(x) && slices.Contains(hs, x)
			}
		}
	}
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if len(p.h) > 4*len(hs) {
			for _, h := range hs {
				if _, in := slices.BinarySearch(p.h, h); in {
					return true
				}
			}
		} else {
			for _, x := range p.h {
				if filter[x>>6&3]&(1<<(x&63)) != 0 && in(x) {
					return true
				}
			}
		}
		for _, q := range p.subs {
			if q.walk != w {
				q.walk = w
				stack = append(stack, q)
			}
		}
	}
	return false
}

// testedHas reports whether one of the hashes hs is in the tested set of
// c: a set of its halves, or one reachable from them.
func (c *certificate) testedHas(hs ...uint32) bool {
	return c.testedHasHalves(hs, bothHalves)
}

// testedHasHalves is testedHas for the tested sets of the halves only.
func (c *certificate) testedHasHalves(hs []uint32, halves uint8) bool {
	return c.testedHasIndexed(hs, nil, halves)
}

// testedHasIndexed is testedHasHalves, with idx, if not nil, as
// hasAnyIndexed has it: one walk from the halves' sets.
func (c *certificate) testedHasIndexed(hs []uint32, idx *histIndex, halves uint8) bool {
	if c.sets == nil {
		return false
	}
	var roots [2]*hashSet
	for h := range 2 {
		if halves&(1<<h) != 0 {
			roots[h] = &c.sets[h]
		}
	}
	return hasAnyIndexed(roots[:], hs, idx)
}

// leaf is a leaf of a proof in C's run: the tests of its board (with the
// certificate's nearB and nearW) and the boards of H that passed them, as
// bits of certificate.boards. 40 bytes; it was 72 with the tests whole, and
// the set a slice of boards of its own.
type leaf struct {
	cur        stones // filter.cur, masked
	remB, remW uint64 // filter.remB, remW
	set        uint64
}

// filter returns the tests of the leaf l of c.
func (c *certificate) filter(l *leaf) filter {
	return filter{cur: l.cur, nearB: c.nearB, nearW: c.nearW, remB: l.remB, remW: l.remW}
}

// boardBit returns the bit of board m (masked) in the leaves' sets of c,
// adding it to c.boards if new; 0 when c has 64 boards already (c is then
// too big).
func (c *certificate) boardBit(m stones) uint64 {
	if i := slices.Index(c.boards, m); i >= 0 {
		return 1 << i
	}
	if len(c.boards) == 64 {
		c.tooBig = true
		return 0
	}
	c.boards = append(c.boards, m)
	return 1 << (len(c.boards) - 1)
}

// addLeafBoards adds a leaf with the tests f (cur masked) and the boards
// set (masked) to c.
func (c *certificate) addLeafBoards(f filter, set []stones) {
	var bits uint64
	for _, m := range set {
		bits |= c.boardBit(m)
	}
	c.addLeaf(f.nearB, f.nearW, leaf{f.cur, f.remB, f.remW, bits})
}

const (
	maxTested       = 2048
	maxLeaves       = 512
	maxCertificates = 4
)

// recordMoves adds to c the boards that the moves of the current position
// produce: ms, the legal ones, and refused, the boards superko refused.
// A legal move that adds a permanent stone is not recorded: its board is in
// no history the certificate is asked about (Claim 3, step 4a).
func (s *search) recordMoves(c *certificate, ms []moveOutcome, refused []stones) {
	if c.tooBig {
		return
	}
	nearB, nearW := s.e.nearPermanent(s.perm[len(s.perm)-1])
	for _, m := range ms {
		near := nearB
		if m.color == goregion.White {
			near = nearW
		}
		if near&(1<<m.point) != 0 {
			continue
		}
		// Black's move is Left's: the half C ≥ v needs it legal.
		h := geHalf
		if m.color == goregion.White {
			h = leHalf
		}
		c.sets[h].h = append(c.sets[h].h, boardHash(s.masked(m.res.next)))
		c.nTested++
	}
	for _, b := range refused {
		m := s.masked(b)
		halves := s.refusedHalves(b)
		for h := range 2 {
			if halves&(1<<h) != 0 {
				c.sets[h].h = append(c.sets[h].h, boardHash(m))
			}
		}
		c.nTested++
		if i := slices.Index(s.line[c.run:], b); i >= 0 && c.run+i < c.top {
			c.needHit(c.hitIndex(m), halves)
		}
	}
	if c.nTested > maxTested {
		c.tooBig = true
	}
}

// recordLeaf adds the current position, whose key lookup returned as k, to
// the leaves of the certificate c under way, if it is in C's run: a position
// after C in the run has a history, so its key carries the tests of G(D).
func (s *search) recordLeaf(c *certificate, k ttKey) {
	n := len(s.line)
	if c.tooBig || s.run[n-1] != c.run {
		return
	}
	f := k.tests
	cur, p := s.masked(f.cur), s.leafPerm() // D is in C's run: P(D) = P(C)
	var bits uint64
	for j, h := range s.line[c.run:c.top] {
		if s.opts.checkReach && !s.opts.noLeafReach {
			s.checkLeafBoard(cur, c.run+j, f.cur, p)
		}
		if f.passes(h) {
			if m := s.masked(h); s.leafReach(cur, m, p) {
				bits |= c.boardBit(m)
			}
		}
	}
	c.addLeaf(f.nearB, f.nearW, leaf{cur, f.remB, f.remW, bits})
}

// addLeaf adds the leaf l, whose tests (1) are nearB and nearW, to c. A
// certificate whose leaves had different tests (1) would be too big (it
// does not happen: they depend on the permanent stones of C's run only).
func (c *certificate) addLeaf(nearB, nearW uint64, l leaf) {
	if c.tooBig {
		return
	}
	if !c.near {
		c.nearB, c.nearW, c.near = nearB, nearW, true
	} else if nearB != c.nearB || nearW != c.nearW {
		c.tooBig = true
		return
	}
	if c.hasLeaf(l) {
		return
	}
	if len(c.leaves) == maxLeaves {
		c.tooBig = true
		return
	}
	c.leaves = append(c.leaves, l)
}

// hasLeaf reports whether c, a certificate under way, has the leaf l
// already (what slices.Contains(c.leaves, l) reports). A short list is
// scanned; a longer one is indexed (leafIdx): absorb adds the leaves of a
// certificate one by one, up to maxLeaves of them, to a certificate that
// may have as many, and the scans took 7 % of the time of corner2x6-xo
// of the benchmark set. The index answers exactly what the scan does:
// its hash only chooses where to look, and every candidate is compared
// whole.
func (c *certificate) hasLeaf(l leaf) bool {
	if len(c.leaves) < leafIndexMin {
		return slices.Contains(c.leaves, l)
	}
	if c.leafIdx == nil {
		c.leafIdx = &leafIndex{}
	}
	x := c.leafIdx
	if x.n == 0 || 2*(len(c.leaves)+1) > len(x.slots) {
		// Build (or grow) the index: a power of two, at least twice the
		// leaves and the one to come.
		n := 64
		for n < 4*(len(c.leaves)+1) {
			n *= 2
		}
		x.slots = emptySlots(x.slots, n)
		x.n = 0
	}
	mask := uint32(len(x.slots) - 1)
	for ; x.n < len(c.leaves); x.n++ {
		j := leafHash(&c.leaves[x.n]) & mask
		for x.slots[j] != 0 {
			j = (j + 1) & mask
		}
		x.slots[j] = int32(x.n + 1)
	}
	for j := leafHash(&l) & mask; x.slots[j] != 0; j = (j + 1) & mask {
		if c.leaves[x.slots[j]-1] == l {
			return true
		}
	}
	return false
}

// leafIndexMin is the most leaves hasLeaf scans without an index.
const leafIndexMin = 16

// leafHash hashes a leaf for hasLeaf's index.
func leafHash(l *leaf) uint32 {
	h := l.cur.b*0x9e3779b97f4a7c15 ^ bits.RotateLeft64(l.cur.w, 17) ^ bits.RotateLeft64(l.remB, 29) ^ bits.RotateLeft64(l.remW, 41) ^ l.set*0xbf58476d1ce4e5b9
	return uint32(mix(h) >> 32)
}

// seal readies a proved certificate c to be kept.
func (s *search) seal(c *certificate, v cgt.Game, ko bool) {
	c.value, c.ko = v, ko
	// Kept compact: exact-size copies of what the proof grew, the two
	// halves' in one array each (tested, parts, own: fewer objects for
	// the collector to mark).
	var nt, np [2]int
	for h := range 2 {
		set := &c.sets[h]
		sortHashes(set.h, &s.sortBuf)
		set.h = slices.Compact(set.h)
		nt[h] = len(set.h)
		// Each part once (a walk's marks); nTested is the size of the
		// union, as a copy of the parts' hashes sorted without repeats
		// would have.
		w := walks.Add(1)
		parts := set.subs[:0]
		for _, p := range set.subs {
			if p.walk != w {
				p.walk = w
				parts = append(parts, p)
			}
		}
		set.subs = parts
		np[h] = len(parts)
	}
	var tested []uint32
	if nt[0]+nt[1] > 0 {
		tested = make([]uint32, 0, nt[0]+nt[1])
	}
	tested = append(append(tested, c.sets[0].h...), c.sets[1].h...)
	var parts []*hashSet
	if np[0]+np[1] > 0 {
		parts = make([]*hashSet, 0, np[0]+np[1])
	}
	parts = append(append(parts, c.sets[0].subs...), c.sets[1].subs...)
	// The sets under way are scratch (scratchOf): the sealed ones are new.
	sets := new([2]hashSet)
	for h := range 2 {
		t0, p0 := nt[0]*h, np[0]*h
		sets[h] = hashSet{h: cutOwn(tested, t0, t0+nt[h]), subs: cutOwn(parts, p0, p0+np[h])}
	}
	c.sets = sets
	all := s.wholeSet(c)
	c.nTested = len(all)
	if !s.opts.noUnion {
		c.union = unionFilter(all)
	}
	c.hits = cloneOwn(c.hits)
	c.leaves = cloneOwn(c.leaves)
	c.boards = cloneOwn(c.boards)
	c.leafIdx = nil // scratch (scratchOf)
}

// wholeSet returns the whole tested set of the certificate c being
// sealed: the hashes of every set reachable from its halves' sets, sorted
// without repeats, in the search's scratch s.mergeBuf (valid until the
// next call). Without subs it merges the halves' own sets, each sorted
// without repeats already (seal), where the walk sorted them again.
func (s *search) wholeSet(c *certificate) []uint32 {
	all := s.mergeBuf[:0]
	if a, b := &c.sets[0], &c.sets[1]; len(a.subs) == 0 && len(b.subs) == 0 {
		i, j := 0, 0
		for i < len(a.h) && j < len(b.h) {
			switch x, y := a.h[i], b.h[j]; {
			case x < y:
				all = append(all, x)
				i++
			case y < x:
				all = append(all, y)
				j++
			default:
				all = append(all, x)
				i++
				j++
			}
		}
		all = append(append(all, a.h[i:]...), b.h[j:]...)
		s.mergeBuf = all
		return all
	}
	w := walks.Add(1)
	// The stack is the search's scratch (sealStack), cleared after
	// the walk up to its highest mark (hi), so that it keeps no set
	// alive.
	stack := append(s.sealStack[:0], &c.sets[0], &c.sets[1])
	hi := 2
	c.sets[0].walk, c.sets[1].walk = w, w
	for len(stack) > 0 {
		hi = max(hi, len(stack))
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		all = append(all, p.h...)
		for _, q := range p.subs {
			if q.walk != w {
				q.walk = w
				stack = append(stack, q)
			}
		}
	}
	clear(stack[:hi])
	s.sealStack = stack[:0]
	sortHashes(all, &s.sortBuf)
	all = slices.Compact(all)
	s.mergeBuf = all
	return all
}

// cutOwn returns xs[i:j] with its capacity cut to its length (an append
// never writes into the next one's), or nil when empty.
func cutOwn[T any](xs []T, i, j int) []T {
	if i == j {
		return nil
	}
	return xs[i:j:j]
}

// cloneOwn returns a copy of xs that shares no array with it: nil when xs
// is empty (slices.Clone of an empty slice may keep its array).
func cloneOwn[T any](xs []T) []T {
	if len(xs) == 0 {
		return nil
	}
	return slices.Clone(xs)
}

// certScratch holds the slices of a certificate under way (tested, parts,
// hits, leaves, boards), which grow as its proof goes on. seal copies each
// into one of its own (cloneOwn, slices.Clone), and a certificate that is
// dropped is never read again, so that after either the slices are free:
// freeScratch keeps them for the next certificate (newCert), and the
// certificates under way stop allocating them anew (on corner3x4 of the
// benchmark set they were a fifth of the bytes the solve allocated).
type certScratch struct {
	sets   *[2]hashSet
	hits   []stones
	leaves []leaf
	boards []stones
	index  *leafIndex
}

// scratchOf returns the slices of the certificate under way c, to be given
// to freeScratch once c is sealed or dropped.
func scratchOf(c *certificate) certScratch {
	return certScratch{c.sets, c.hits, c.leaves, c.boards, c.leafIdx}
}

// newCert returns an empty certificate under way for the board at top of
// the line, whose run starts at run, with slices that freeScratch gave back.
func (s *search) newCert(run, top int) *certificate {
	c := &certificate{run: run, top: top}
	if n := len(s.certFree); n > 0 {
		b := s.certFree[n-1]
		s.certFree = s.certFree[:n-1]
		c.sets, c.hits, c.leaves, c.boards, c.leafIdx = b.sets, b.hits, b.leaves, b.boards, b.index
		if c.leafIdx != nil {
			c.leafIdx.n = 0 // the index of another certificate's leaves
		}
	}
	if c.sets == nil {
		c.sets = new([2]hashSet)
	}
	return c
}

// freeScratch keeps the slices b of a certificate sealed or dropped for
// the next newCert. The parts' pointers are cleared, so that the scratch
// keeps no hashSet alive.
func (s *search) freeScratch(b certScratch) {
	if len(s.certFree) >= maxCertScratch {
		return
	}
	for h := range 2 {
		set := &b.sets[h]
		clear(set.subs)
		set.h, set.subs, set.walk = set.h[:0], set.subs[:0], 0
	}
	s.certFree = append(s.certFree, certScratch{b.sets, b.hits[:0], b.leaves[:0], b.boards[:0], b.index})
}

// maxCertScratch is the most sets of slices freeScratch keeps: one for
// each certificate under way at once (one per level of nested proofs).
const maxCertScratch = 64

// sortHashes sorts hs in increasing order: a radix sort (four passes of 8
// bits, with buf as scratch) when hs is long, slices.Sort otherwise. It
// sorts the tested hashes of every certificate sealed, where slices.Sort
// took a tenth of the solver's time.
func sortHashes(hs []uint32, buf *[]uint32) {
	if len(hs) < 64 {
		slices.Sort(hs)
		return
	}
	if cap(*buf) < len(hs) {
		*buf = make([]uint32, len(hs))
	}
	src, dst := hs, (*buf)[:len(hs)]
	for shift := 0; shift < 32; shift += 8 {
		var count [256]int
		for _, h := range src {
			count[h>>shift&0xff]++
		}
		sum := 0
		for i, n := range count {
			count[i] = sum
			sum += n
		}
		for _, h := range src {
			d := h >> shift & 0xff
			dst[count[d]] = h
			count[d]++
		}
		src, dst = dst, src
	}
	// An even number of passes: the sorted hashes are back in hs.
}

// size returns about how many bytes a sealed certificate holds.
func (c *certificate) size() int {
	// The struct (160 bytes), its hashSet (64), its place in the lists of
	// a board and their map (about 80 bytes), and its slices, rounded up.
	return 320 + 8*len(c.union) + (4*(len(c.sets[0].h)+len(c.sets[1].h))+15)&^15 + 8*len(c.sets[0].subs) + 8*len(c.sets[1].subs) + 16*len(c.hits) + 16*len(c.boards) + 40*len(c.leaves)
}

// certBudget is the most bytes of certificates a search keeps (a quarter of
// Options.MaxMemory when that is smaller), as size counts them.
const certBudget = 160 << 20

// keep stores the sealed certificate c of board, at most maxCertificates a
// board in a generation (the oldest goes). The certificates are kept in
// two generations of at most half the budget each: new ones go into the
// current one (certs); when it is full, the old one (certsOld) is dropped
// and the current one becomes the old; a certificate of the old one that
// holds again is moved into the current one (certified), so that the
// certificates in use survive. A certificate only spares a proof (Claim
// 3), so dropping one never changes a value, and the memory stays bounded.
// (Dropping all of them at once when they exceeded the budget, as before,
// kept more memory, 256 MB, for fewer positions spared.)
func (s *search) keep(board pieceKey, c *certificate) {
	budget := certBudget
	if m := s.opts.MaxMemory / 4; m > 0 && m < int64(budget) {
		budget = int(m)
	}
	if s.opts.certBudget > 0 {
		budget = s.opts.certBudget
	}
	if s.certBytes += c.size(); s.certBytes > budget/2 {
		s.certsOld, s.certs = s.certs, map[pieceKey][]*certificate{}
		s.certBytes = c.size()
		if st := s.opts.stats; st != nil {
			st.certGenerations++
		}
	}
	cs := s.certs[board]
	if len(cs) == maxCertificates {
		// The oldest goes; the others move down in place (cs[1:] and an
		// append made a new array each time).
		s.certBytes -= cs[0].size()
		copy(cs, cs[1:])
		cs[len(cs)-1] = c
		return
	}
	s.certs[board] = append(cs, c)
}

// boardHash hashes a board for the tested sets.
// Half of splitmix64's bits suffice: a collision can only make a
// certificate fail to hold (Claim 3), never give a wrong value, and with at
// most maxTested hashes one board collides with probability below 2^-20.
func boardHash(b stones) uint32 {
	return uint32(mix(b.b*0x9e3779b97f4a7c15^bits.RotateLeft64(b.w, 31)) >> 32)
}

// certified returns a certificate of the current board, whose key without
// its history is board, that holds for its history, or nil.
func (s *search) certified(board pieceKey) *certificate {
	return s.certifiedFor(board, nil)
}

// countHalvesHeld counts c, which holds, in stats.halvesHeld if a hit
// that neither half needs is not a board of the history (tests).
func (s *search) countHalvesHeld(c *certificate, masked []stones, hashes []uint32, idx *histIndex) {
	if !c.holdsSkipping(s, masked, hashes, nil, idx, 0, bothHalves) {
		s.opts.stats.halvesHeld++
	}
}

// leafCmp is the comparison win makes of a leaf's value: whether the
// player to move (Left if left) wins it plus g.
type leafCmp struct {
	left bool
	g    cgt.Game
	gNeg negOf // −g, found once for the certificates compared
}

// wins is s.wins(v, cmp.left, cmp.g), with −g found once.
func (cmp *leafCmp) wins(v cgt.Game) bool {
	n := cmp.gNeg.of(cmp.g)
	if cmp.left {
		return !v.LessEq(n)
	}
	return !n.LessEq(v)
}

// certifiedFor is certified; with cmp, when no certificate holds, it
// also returns one whose half that cmp's outcome with its value favours
// holds (Claim 3, step 14).
func (s *search) certifiedFor(board pieceKey, cmp *leafCmp) *certificate {
	if s.opts.noCert {
		return nil
	}
	old, cs := s.certsOld[board], s.certs[board]
	if len(cs) == 0 && len(old) == 0 {
		return nil
	}
	n := len(s.line)
	r := s.run[n-1]
	// The history masked and hashed, as push did it for all the
	// certificates; a long one's index kept up to date (histIndex.sync).
	masked, hashes := s.lineM[r:n-1], s.lineH[r:n-1]
	var idx *histIndex
	if len(masked) > histIndexMin {
		idx = &s.histIdx
		idx.sync(s.lineM, s.lineH, s.lineID, r, n-1)
		if s.opts.checkHistIdx {
			s.checkHistIndex(idx, r, n-1)
		}
	}
	if s.opts.checkReach {
		for _, c := range slices.Concat(old, cs) {
			s.checkLeafReach(c, r)
		}
	}
	// The old generation first: its certificates were made first.
	for i, c := range old {
		if c.holdsIndexed(s, masked, hashes, &s.suspBuf, idx) {
			if st := s.opts.stats; st != nil {
				st.certified++
				st.certPromoted++
				s.countHalvesHeld(c, masked, hashes, idx)
			}
			old = slices.Delete(old, i, i+1)
			if len(old) == 0 {
				delete(s.certsOld, board)
			} else {
				s.certsOld[board] = old
			}
			s.keep(board, c)
			return c
		}
	}
	for _, c := range cs {
		if c.holdsIndexed(s, masked, hashes, &s.suspBuf, idx) {
			if st := s.opts.stats; st != nil {
				st.certified++
				s.countHalvesHeld(c, masked, hashes, idx)
			}
			return c
		}
	}
	if cmp != nil && !s.opts.noOneSided {
		// The old generation first, then the current one (no copy of
		// the two lists).
		for _, list := range [2][]*certificate{old, cs} {
			for _, c := range list {
				h := leHalf
				if cmp.wins(c.value) == cmp.left {
					h = geHalf
				}
				if c.holdsSkipping(s, masked, hashes, &s.suspBuf, idx, c.skip[h], 1<<h) {
					if st := s.opts.stats; st != nil {
						st.oneSided++
					}
					return c
				}
			}
		}
	}
	return nil
}

// absorb adds to c, the certificate under way, what the certificate d, which
// gave the value of the current position (a leaf of the proof under way),
// needs of the history: its conditions on the boards of the history before
// C (those on the boards from C on hold, as the line is the same).
//
// halves are the halves of the proof of c that need D's value, which need
// the same half of d's (Claim 3, step 13): both where the value is
// compared for equality or used whole (direct, verifyRoot at its root),
// one where win compares it (the half its outcome favours).
func (s *search) absorb(c, d *certificate, halves uint8) {
	n := len(s.line)
	if c.tooBig || s.run[n-1] != c.run {
		return
	}
	// Whether m is a board of H, line[c.run:c.top] masked: a scan, or for
	// a long H the index of the history [c.run, n-1), which holds H, as
	// certified kept it up to date (the same answer).
	var idx *histIndex
	if c.top-c.run > histIndexMin {
		idx = &s.histIdx
		idx.sync(s.lineM, s.lineH, s.lineID, c.run, max(n-1, c.top))
	}
	before := func(m stones) bool {
		if idx == nil {
			return slices.Contains(s.lineM[c.run:c.top], m)
		}
		in := idx.before(m, c.top-c.run)
		if s.opts.checkHistIdx && in != slices.Contains(s.lineM[c.run:c.top], m) && s.err == nil {
			s.err = fmt.Errorf("history index: board %v before place %d of [%d, %d): %v, a scan says %v", m, c.top, c.run, n-1, in, !in)
		}
		return in
	}
	for h := range 2 {
		if halves&(1<<h) != 0 {
			c.sets[h].subs = append(c.sets[h].subs, &d.sets[h])
		}
	}
	c.nTested += d.nTested
	for i, h := range d.hits {
		if !before(h) {
			continue
		}
		need := halves & d.hitHalves(i)
		if need == 0 && !s.opts.keepIdleHits {
			if st := s.opts.stats; st != nil {
				st.idleHits++
			}
			continue // no half of c needs it: not absorbed (Claim 3, step 15)
		}
		c.needHit(c.hitIndex(h), need)
	}
	for _, l := range d.leaves {
		var bits uint64
		for i, m := range d.boards {
			if l.set&(1<<i) != 0 && before(m) {
				bits |= c.boardBit(m)
			}
		}
		l.set = bits
		c.addLeaf(d.nearB, d.nearW, l)
	}
	if c.nTested > maxTested {
		c.tooBig = true
	}
}

// holds reports whether c holds for the history hist (see certificate).
// A hash collision in tested can only make it fail.
func (c *certificate) holds(s *search, hist []stones) bool {
	masked := make([]stones, len(hist))
	hashes := make([]uint32, len(hist))
	for i, h := range hist {
		masked[i] = s.masked(h)
		hashes[i] = boardHash(masked[i])
	}
	return c.holdsMasked(s, masked, hashes, nil)
}

// holdsMasked is holds for the boards of the history masked, with their
// hashes, at C (the current position of s: its permanent stones are the
// run's). The conditions are checked cheapest first: every hit is a board
// of the history; the leaves; no other board of the history is in tested
// (the union filter, then a walk of the shared sets). s.opts.stats, if
// not nil, counts the walks the filter spared; buf, if not nil, is scratch
// for the boards of the history that are not hits.
func (c *certificate) holdsMasked(s *search, masked []stones, hashes []uint32, buf *[]uint32) bool {
	return c.holdsIndexed(s, masked, hashes, buf, nil)
}

// holdsIndexed is holdsMasked, with idx, if not nil, an index of masked
// (histIndex): the same answer, in time linear in the history where the
// scans are quadratic (long histories: corner3x5-xo of the benchmark set).
func (c *certificate) holdsIndexed(s *search, masked []stones, hashes []uint32, buf *[]uint32, idx *histIndex) bool {
	skip := c.skip[geHalf] & c.skip[leHalf] // needed by neither half (Claim 3, step 13)
	return c.holdsSkipping(s, masked, hashes, buf, idx, skip, bothHalves)
}

// holdsSkipping is holdsIndexed, where the hits at the places of the bits
// of skip need not be boards of the history (they are hits all the same:
// not suspects).
func (c *certificate) holdsSkipping(s *search, masked []stones, hashes []uint32, buf *[]uint32, idx *histIndex, skip uint64, halves uint8) bool {
	st := s.opts.stats
	for i, h := range c.hits {
		if i < 64 && skip&(1<<i) != 0 {
			continue
		}
		if idx != nil {
			if idx.index(h) < 0 {
				return false
			}
		} else if !slices.Contains(masked, h) {
			return false
		}
	}
	if !c.leavesHoldIndexed(s, masked, idx) {
		return false
	}
	// The boards of the history that are not hits may not be in tested.
	var suspects []uint32
	if buf != nil {
		suspects = (*buf)[:0]
	} else {
		suspects = make([]uint32, 0, len(masked))
	}
	if idx != nil {
		// The hits' places in the history, then the others' hashes.
		idx.mark = idx.mark[:0]
		for _, h := range c.hits {
			idx.mark = idx.matches(h, idx.mark)
		}
		slices.Sort(idx.mark)
		k := 0
		for i := range masked {
			if k < len(idx.mark) && idx.mark[k] == int32(i) {
				for k < len(idx.mark) && idx.mark[k] == int32(i) {
					k++
				}
				continue
			}
			suspects = append(suspects, hashes[i])
		}
	} else {
		for i, m := range masked {
			if !slices.Contains(c.hits, m) {
				suspects = append(suspects, hashes[i])
			}
		}
	}
	if buf != nil {
		*buf = suspects
	}
	if c.union != nil && !unionMayHave(c.union, suspects) {
		if st != nil {
			st.unionSpared++
			if st.checkUnion && c.testedHas(suspects...) {
				st.unionWrong++
			}
		}
		return true
	}
	return !c.testedHasIndexed(suspects, idx, halves)
}

// unionFilter returns a Bloom filter of the hashes hs (the whole tested set
// of a certificate being sealed, without repeats), or nil when there are
// too many for one to be worth its memory. Two bits per hash, taken from
// the hash itself (boardHash's bits are mixed), in unionBitsPer bits per
// hash rounded up to a power of two words.
//
// Why: a certificate holds only if no board of the history but its hits is
// in the tested set, and when it holds, testedHas has to walk the whole
// graph of the sets it shares with the certificates it absorbed to find
// that none is (on the corners of the benchmark set, about two lookups in
// three that reach this test hold, with 8 suspects against 78 hashes on
// average: corner2x6-xo). Most such walks are spared by the filter.
//
// Why it is sound (holdsMasked gives the same answer with and without it):
//
//  1. the filter has the two bits of every hash of the tested set, as
//     testedHas reads it: both halves' sets and every set reachable
//     from them                                                          [seal: all is that union]
//  2. a sealed certificate's tested set never changes: its sets are
//     copies made at seal, and a hashSet is not changed once made        [seal; absorb appends to the
//     certificate under way only]
//  3. so a hash of the tested set has both its bits set, and if some
//     suspect lacks one of its bits, that suspect is not in the set       [1, 2]
//  4. if every suspect lacks one, testedHas(suspects) is false, which is
//     what holdsMasked returns the negation of                          [3]
//  5. otherwise testedHas decides, as without the filter ∎
//
// A half's tested set is part of the whole: the filter spares a walk of
// one half (Claim 3, step 14) as soundly.
func unionFilter(hs []uint32) []uint64 {
	if len(hs) == 0 || len(hs) > unionMaxHashes {
		return nil
	}
	words := 1
	for words*64 < unionBitsPer*len(hs) {
		words *= 2
	}
	f := make([]uint64, words)
	mask := uint32(words*64 - 1)
	for _, h := range hs {
		a, b := uint32(h)&mask, uint32(h>>16)&mask
		f[a>>6] |= 1 << (a & 63)
		f[b>>6] |= 1 << (b & 63)
	}
	return f
}

// unionMayHave reports whether one of the hashes hs may be in the set that
// the filter f was made of: false means that none is.
func unionMayHave(f []uint64, hs []uint32) bool {
	mask := uint32(len(f)*64 - 1)
	for _, h := range hs {
		a, b := h&mask, (h>>16)&mask
		if f[a>>6]&(1<<(a&63)) != 0 && f[b>>6]&(1<<(b&63)) != 0 {
			return true
		}
	}
	return false
}

// unionBitsPer is the bits of a certificate's union filter per hash, and
// unionMaxHashes the largest tested set that gets one.
const (
	unionBitsPer   = 8
	unionMaxHashes = 1024
)

// histIndex finds the boards of a history (masked, with their hashes
// boardHash) equal to a given board, in constant time where a scan takes
// time linear in the history: an open-addressing table of their places.
// It answers exactly what the scan would (every match is compared whole).
type histIndex struct {
	masked []stones
	hashes []uint32
	slots  []int32  // a power of two, at least twice the boards: 0 empty, else a place plus one
	mark   []int32  // scratch of its users: places found
	bits   []uint64 // scratch of leavesHoldIndexed
	// Kept up to date by sync: the first place of the line indexed, the
	// serials of the places indexed, and the slot of each.
	lo  int
	ids []uint64
	at  []int32
}

// histIndexMin is the longest history scanned without an index.
const histIndexMin = 16

// sync makes x the index of the places [lo, hi) of a line, whose boards
// masked, hashes and push serials are lineM, lineH and lineID, where x was
// the index of some places of some line: a look-up costs what changed
// since the last one, not the history's length (corner3x5-xo of the
// benchmark set: runs of hundreds of boards).
//
// Why it indexes the same boards as build(lineM[lo:hi], lineH[lo:hi]):
//
//  1. x holds places [x.lo, x.lo+len(x.ids)) of the line it was synced
//     with, and x.ids their serials; a place's entry in slots is the one
//     put in last (insert)
//  2. each push has a serial of its own (search.pushes), and the boards
//     under a board of a line stay as they were while it is there [a line
//     only changes at its end (push, pop); a piece's line is a new one,
//     after the end of the line it comes from, which enterPiece leaves as
//     it is and restoreLine puts back], so if the line's serial at place
//     p is x's, every place of x up to p holds the board it had     [2]
//  3. sync drops x's places from the last while it is longer than
//     [lo, hi), or its last serial is not the line's: what is left holds
//     the line's boards                                                 [1, 2]
//  4. removing the last entry put in an open-addressing table with linear
//     probing leaves the table as it was before it: no entry put in
//     after it probed past its slot (they are all gone)               [1]
//  5. then the places up to hi are put in: x holds [lo, hi), each place
//     in one slot that probing from its hash reaches, as build has it ∎
//
// TestHistIndexSync checks it against build on the benchmark cases.
func (x *histIndex) sync(lineM []stones, lineH []uint32, lineID []uint64, lo, hi int) {
	if lo != x.lo {
		if x.lo < 0 {
			clear(x.slots) // build's
		}
		for len(x.ids) > 0 {
			x.removeLast()
		}
		x.lo = lo
	}
	for k := len(x.ids); k > 0 && (lo+k > hi || lineID[lo+k-1] != x.ids[k-1]); k-- {
		x.removeLast()
	}
	x.masked, x.hashes = lineM[lo:hi], lineH[lo:hi]
	if len(x.slots) == 0 {
		x.slots = make([]int32, 32)
	}
	for i := len(x.ids); i < hi-lo; i++ {
		if 2*(i+1) > len(x.slots) {
			x.regrow(2 * len(x.slots))
		}
		x.insert(i)
		x.ids = append(x.ids, lineID[lo+i])
	}
}

// checkHistIndex sets s.err if the line's boards masked and hashed at
// push (lineM, lineH) are not what masked and boardHash make of them now,
// or if idx, kept up to date by sync, does not index the places [lo, hi)
// of the line as an index built fresh from them does (Options.checkHistIdx).
func (s *search) checkHistIndex(idx *histIndex, lo, hi int) {
	fail := func(format string, a ...any) {
		if s.err == nil {
			s.err = fmt.Errorf("history index: "+format, a...)
		}
	}
	if len(s.lineM) != len(s.line) || len(s.lineH) != len(s.line) || len(s.lineID) != len(s.line) {
		fail("line of %d boards, %d masked, %d hashes, %d serials", len(s.line), len(s.lineM), len(s.lineH), len(s.lineID))
		return
	}
	masked := make([]stones, 0, hi-lo)
	hashes := make([]uint32, 0, hi-lo)
	for i, b := range s.line {
		m := s.masked(b)
		if s.lineM[i] != m || s.lineH[i] != boardHash(m) {
			fail("place %d of %d: masked %v hash %x, want %v %x", i, len(s.line), s.lineM[i], s.lineH[i], m, boardHash(m))
			return
		}
		if i >= lo && i < hi {
			masked, hashes = append(masked, m), append(hashes, boardHash(m))
		}
	}
	if st := s.opts.stats; st != nil {
		st.histChecks++
		st.histLongest = max(st.histLongest, hi-lo)
	}
	var fresh histIndex
	fresh.build(masked, hashes)
	used := 0
	for _, v := range idx.slots {
		if v != 0 {
			used++
		}
	}
	if used != hi-lo || len(idx.ids) != hi-lo || idx.lo != lo {
		fail("%d slots used, %d serials, from %d; want %d from %d", used, len(idx.ids), idx.lo, hi-lo, lo)
		return
	}
	for i, m := range masked {
		got := idx.matches(m, nil)
		want := fresh.matches(m, nil)
		slices.Sort(got)
		slices.Sort(want)
		if !slices.Equal(got, want) || idx.index(m) < 0 || !idx.hasHash(hashes[i]) {
			fail("board %d of [%d, %d): places %v, want %v", i, lo, hi, got, want)
			return
		}
	}
}

// insert puts place i of x.hashes in the index.
func (x *histIndex) insert(i int) {
	mask := uint32(len(x.slots) - 1)
	j := x.hashes[i] & mask
	for x.slots[j] != 0 {
		j = (j + 1) & mask
	}
	x.slots[j] = int32(i + 1)
	x.at = append(x.at, int32(j))
}

// removeLast removes the place put in last (sync).
func (x *histIndex) removeLast() {
	k := len(x.ids) - 1
	x.slots[x.at[k]] = 0
	x.ids, x.at = x.ids[:k], x.at[:k]
}

// regrow makes x's table n slots and puts its places in again, in order.
func (x *histIndex) regrow(n int) {
	x.slots = make([]int32, n)
	x.at = x.at[:0]
	for i := range x.ids {
		x.insert(i)
	}
}

// emptySlots returns n empty slots of an open-addressing index, in the
// room of slots where it is large enough.
func emptySlots(slots []int32, n int) []int32 {
	if cap(slots) < n {
		return make([]int32, n)
	}
	slots = slots[:n]
	clear(slots)
	return slots
}

// build makes x the index of the history masked, whose hashes are hashes.
func (x *histIndex) build(masked []stones, hashes []uint32) {
	x.masked, x.hashes = masked, hashes
	x.lo, x.ids, x.at = -1, x.ids[:0], x.at[:0] // sync starts again
	n := 32
	for n < 2*len(masked) {
		n *= 2
	}
	x.slots = emptySlots(x.slots, n)
	mask := uint32(n - 1)
	for i, h := range hashes {
		j := h & mask
		for x.slots[j] != 0 {
			j = (j + 1) & mask
		}
		x.slots[j] = int32(i + 1)
	}
}

// index returns the first place of board m in the history (in probe
// order), or -1 if it is not there.
func (x *histIndex) index(m stones) int {
	h := boardHash(m)
	mask := uint32(len(x.slots) - 1)
	for j := h & mask; x.slots[j] != 0; j = (j + 1) & mask {
		if i := int(x.slots[j] - 1); x.hashes[i] == h && x.masked[i] == m {
			return i
		}
	}
	return -1
}

// hasHash reports whether a board of the history has the hash h.
func (x *histIndex) hasHash(h uint32) bool {
	mask := uint32(len(x.slots) - 1)
	for j := h & mask; x.slots[j] != 0; j = (j + 1) & mask {
		if x.hashes[x.slots[j]-1] == h {
			return true
		}
	}
	return false
}

// matches appends to out every place of board m in the history.
func (x *histIndex) matches(m stones, out []int32) []int32 {
	h := boardHash(m)
	mask := uint32(len(x.slots) - 1)
	for j := h & mask; x.slots[j] != 0; j = (j + 1) & mask {
		if i := x.slots[j] - 1; x.hashes[i] == h && x.masked[i] == m {
			out = append(out, i)
		}
	}
	return out
}

// before reports whether board m is at one of the places [0, k) of the
// history.
func (x *histIndex) before(m stones, k int) bool {
	h := boardHash(m)
	mask := uint32(len(x.slots) - 1)
	for j := h & mask; x.slots[j] != 0; j = (j + 1) & mask {
		if i := x.slots[j] - 1; int(i) < k && x.hashes[i] == h && x.masked[i] == m {
			return true
		}
	}
	return false
}

// leavesHold reports whether the leaves of c hold for the history masked,
// at C (the current position of s): the boards of the history that pass a
// leaf's tests (1)-(3) are its set (Claim 3, step 8e).
func (c *certificate) leavesHold(s *search, masked []stones) bool {
	return c.leavesHoldIndexed(s, masked, nil)
}

// leavesHoldIndexed is leavesHold, with idx, if not nil, an index of
// masked (histIndex).
//
// Test (3) is asked only of a board that passes the leaf's tests (1) and
// (2) and is not in its set; a board in the set passes it:
//
//  1. a board m of the history in set(D) is one of H that passed D's
//     test (3), leafReach(D, m, P) with P masked at D (recordLeaf), or
//     was cut from such a set (absorb)
//  2. P masked is the same at C under H' [Claim 3, step 8b]
//  3. leafReach is a function of D, m and P [removedBy: of m and P]
//  4. so m passes test (3) at C under H' too                  [1, 2, 3]
func (c *certificate) leavesHoldIndexed(s *search, masked []stones, idx *histIndex) bool {
	if len(c.leaves) == 0 {
		return true
	}
	// The bit of each board of the history in the leaves' sets (0: none).
	var buf [64]uint64
	bitOf := buf[:0]
	if len(masked) > len(buf) {
		if idx != nil {
			if cap(idx.bits) < len(masked) {
				idx.bits = make([]uint64, len(masked))
			}
			bitOf = idx.bits[:0]
		} else {
			bitOf = make([]uint64, 0, len(masked))
		}
	}
	if idx != nil {
		// c.boards has no repeats: each board of the history has the bit
		// of the one board of c.boards equal to it, as slices.Index finds.
		bitOf = bitOf[:len(masked)]
		clear(bitOf)
		for i, b := range c.boards {
			idx.mark = idx.matches(b, idx.mark[:0])
			for _, j := range idx.mark {
				bitOf[j] = 1 << i
			}
		}
	} else {
		for _, m := range masked {
			var bit uint64
			if i := slices.Index(c.boards, m); i >= 0 {
				bit = 1 << i
			}
			bitOf = append(bitOf, bit)
		}
	}
	p := s.leafPerm()
	for i := range c.leaves {
		l := &c.leaves[i]
		f := c.filter(l)
		var found uint64
		for j, m := range masked {
			if !f.passes(m) {
				continue
			}
			if bitOf[j]&l.set == 0 {
				// Not in the set: the leaf fails unless m fails test (3).
				if s.leafReach(l.cur, m, p) {
					return false
				}
				continue
			}
			found |= bitOf[j]
		}
		if found != l.set {
			return false
		}
	}
	return true
}

// checkLeafReach checks, with checkLeafBoard, test (3) for each leaf D of
// c and each board of the history before the current position C (from
// place r of the line), and sets s.err if a board of D's set that passes
// D's tests (1) and (2) fails it, which leavesHold does not ask
// (Options.checkReach; Claim 3, step 8).
func (s *search) checkLeafReach(c *certificate, r int) {
	if s.opts.noLeafReach {
		return
	}
	n := len(s.line)
	p := s.leafPerm()
	for i := range c.leaves {
		l := &c.leaves[i]
		f := c.filter(l)
		for j := r; j < n-1; j++ {
			h, m := s.line[j], s.lineM[j]
			// D under this history: D on the closure, the line's board
			// elsewhere (the boards of a piece's line agree there).
			d := stones{l.cur.b | h.b&^s.clos, l.cur.w | h.w&^s.clos}
			s.checkLeafBoard(l.cur, j, d, p)
			k := slices.Index(c.boards, m)
			if k >= 0 && l.set&(1<<k) != 0 && f.passes(m) && !s.leafReach(l.cur, m, p) && s.err == nil {
				s.err = fmt.Errorf("leaf test (3): leaf %v, board %v at place %d of its set fails it", l.cur, m, j)
			}
		}
	}
}

// checkLeafBoard sets s.err if test (3) for the board at place j of the
// line, before a leaf whose board is cur (masked) and d (whole), answers
// otherwise on the boards masked (leafReach, as recordLeaf and leavesHold
// make it, with p masked) than on the whole boards (reachableAt, as the
// key of d makes it): table.go, Lemma L, asked of every board of the
// history, whether or not it passes tests (1) and (2).
func (s *search) checkLeafBoard(cur stones, j int, d, p stones) {
	h := s.line[j]
	whole, masked := s.reachableAt(j, d, h), s.leafReach(cur, s.masked(h), p)
	if st := s.opts.stats; st != nil {
		st.leafChecks++
		if (h.b|h.w)&^s.clos != 0 {
			st.leafChecksPiece++
			if whole {
				st.leafChecksPieceReach++
			}
		}
	}
	if whole != masked && s.err == nil {
		s.err = fmt.Errorf("leaf test (3): leaf %v, board %v at place %d: masked %v, whole boards %v", cur, s.masked(h), j, masked, whole)
	}
}

// guessBudget is the most positions the proof of a guess may expand itself
// (the positions that solving fresh positions inside it takes are not
// counted: their values go into the table either way). The budget only
// decides when a proof gives up (a proof that runs out of it proves
// nothing, and the position is searched in full), so no value depends on
// it; only the positions explored do. It bounds what one wrong guess can
// cost (edge2x5 of the benchmark set: 1.6 M positions for one failed proof
// without a budget, 380,942 in all with any budget from 128 to 2048). It
// was 128: a proof that runs out of it makes the position's options be
// valued by proofs of their own, and in the corners and edges those cost
// more than the rest of the one proof would have. Positions with 128 →
// 1024 (2048): edge3x4 7,431,447 → 4,454,544 (4,254,107), corner3x4
// 3,355,630 → 2,974,198 (2,948,742), corner2x6 2,263,806 → 2,226,730,
// corner2x6-xo 608,683 → 609,376, random12-3 272,524 → 271,345,
// random16-7 2,616,902 → 2,616,428; random12-4, random16-5 and edge2x5
// unchanged.
const guessBudget = 1024

// proofStep takes one position of a proof: from its budget, if it has one
// (a proof out of budget is aborted and proves nothing), and from the
// search's limits (count). It reports whether the proof may go on.
func (s *search) proofStep(pr *proof) bool {
	if pr.lazy || pr.capped {
		if pr.budget == 0 {
			pr.aborted = true
		}
		if pr.aborted {
			return false
		}
		pr.budget--
	}
	return s.count()
}

// proofMoves generates the moves of colors at a position of proof pr, marks
// pr as meeting a ko when superko refuses one, and, in the certificate's
// run (inRun), records in the certificate the boards it needs: the refused
// ones and, if the mover wins here, the board of the winning move, which
// the caller records (Claim 3, steps 4b-4d); without the relaxation
// (noRelax, reported as relax false), every board the moves produce. With
// later (win's positions, with the relaxation) the refused boards are not
// recorded but returned: the caller records them only if the mover loses
// there (Claim 3, step 4e). The caller releases ms.
func (s *search) proofMoves(pr *proof, colors []goregion.Color, inRun, later bool) (ms []moveOutcome, refused []stones, relax bool) {
	ms, refused, k := s.movesOf(colors, inRun)
	pr.ko = pr.ko || k
	relax = !s.opts.noRelax
	if inRun {
		switch {
		case !relax:
			s.recordMoves(pr.cert, ms, refused)
		case later && !s.opts.allRefused:
			return ms, refused, relax
		default:
			s.recordMoves(pr.cert, nil, refused)
		}
	}
	return ms, nil, relax
}

// The halves of a certificate's proof (Claim 3, step 13), as bits: the
// proof that C ≥ v and the proof that C ≤ v.
const (
	geHalves   = 1 << geHalf
	leHalves   = 1 << leHalf
	bothHalves = geHalves | leHalves
)

// The places of the halves in certificate.skip.
const (
	geHalf = 0
	leHalf = 1
)

// hitIndex returns the place of board m (masked) in the hits of c, the
// certificate under way, adding it if new; a new hit is needed by neither
// half (needHit adds them).
func (c *certificate) hitIndex(m stones) int {
	if j := slices.Index(c.hits, m); j >= 0 {
		return j
	}
	j := len(c.hits)
	c.hits = append(c.hits, m)
	if j < 64 {
		c.skip[geHalf] |= 1 << j
		c.skip[leHalf] |= 1 << j
	}
	return j
}

// needHit records that the halves of the proof of c need hit j.
func (c *certificate) needHit(j int, halves uint8) {
	if j >= 64 {
		return // needed by both
	}
	for h := range 2 {
		if halves&(1<<h) != 0 {
			c.skip[h] &^= 1 << j
		}
	}
}

// hitHalves returns the halves of the proof of c that need hit i.
func (c *certificate) hitHalves(i int) uint8 {
	if i >= 64 {
		return bothHalves
	}
	var halves uint8
	for h := range 2 {
		if c.skip[h]&(1<<i) == 0 {
			halves |= 1 << h
		}
	}
	return halves
}

// refusedHalves returns the halves of a proof that need the board b, a
// board superko refused at the current position cur: the move's player is
// the loser of the half that needs it (Claim 3, step 13): Right (White)
// the loser of C ≥ v's, Left (Black) of C ≤ v's. b = play(cur, p, color)
// tells the player: a move that is not a suicide adds a stone of its
// colour at the empty p, and removes none of its own; a suicide removes
// stones of its colour only (it captures nothing). A suicide of a single
// stone leaves cur as it is (b = cur, not a board of H): both halves.
func (s *search) refusedHalves(b stones) uint8 {
	cur := s.line[len(s.line)-1]
	switch {
	case b.b&^cur.b != 0, cur.b&^b.b != 0 && b.w == cur.w:
		return leHalves // Black's move
	case b.w&^cur.w != 0, cur.w&^b.w != 0 && b.b == cur.b:
		return geHalves // White's move
	}
	return bothHalves
}
