package solve

import (
	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/goregion"
)

// Options proved dominated without their values.
//
// The value of a position needs the values of its undominated options
// only: if a Left option O ≤ A for another Left option A, then {O, A, … | …}
// = {A, … | …} (Siegel, Combinatorial Game Theory, Theorem II.2.3: deleting
// a dominated option does not change the game), and likewise for Right with
// O ≥ A. The full search computes the exact value of every option, even of
// a stone thrown in deep inside the opponent's corridor, and that is where
// most of its positions go (issue 13). So, once an option A of a player is
// known, the search first tries to prove a later option O of the same
// player dominated by a search for a winning strategy on the difference, as
// proof.go proves guesses: O ≤ A iff Left, moving first in O − A, loses
// (for Right, O ≥ A iff Right, moving first, loses). Such a search needs one
// good reply to each of the loser's moves, where the value of O needs all
// moves of both players; it takes the values it meets from the table, from
// settled territory and certificates, expands the positions without
// permanent stones in the piece (Claim 4), and where permanent stones cut
// the piece, goes on in the one piece whose value is not known, with the
// others' values added to the difference (Claim 5). It gives up after
// pruneBudget positions, and then O's value is computed. On the corridor
// Corr(n) this turns the (n+2)(2^n − 1) positions of the full search into
// about n^3 (Corr(16): 1 179 630 positions without it, 64 736 with it).
//
// Claim 4 (lazy proofs). Let D be a fresh position (no board of its history
// can recur) not in the table with no permanent stone in the piece being
// solved. Then expanding D in the proof (the moves of movesOf, superko
// against D's run, the values of the children found the same way) plays
// the same game as solve(D).
//
//  1. solve(D) is settled territory's value if settled holds    [search.go]
//     — and knownValue checks settled before anything else
//  2. otherwise, D is fresh, so solve(D) tries splitSolve (unless
//     splitting is off, with WholeLine: then go to 4)           [search.go]
//  3. splitSolve(D) returns false: the free points, the piece minus its
//     permanent stones, are the whole piece                     [no permanent stone in it]
//  4. so solve(D) expands D with moves(), superko against s.line[s.run:],
//     the same moves and refusals as movesOf in win            [search.go, proof.go]
//  5. each child is valued by the same rules (Claim 4, settled, the
//     table, certificates, solve), by induction on the depth   [play is finite: superko]
//
// So a lazy proof that Left loses O − A moving first proves O ≤ A exactly as
// a proof with every fresh position solved would (proof.go, win), and O may
// be left out of the options. A proof that runs out of budget proves
// nothing: O is then valued in full. The canonical value does not depend on
// the order of the options, so the value is the same with or without the
// shortcut, and so are the values of the first moves (Solve values each
// first move by a search of its own); only the positions explored differ.
//
// Where it is used (prunes): at fresh positions of a piece where every
// stone one player plays is permanent at once, the structure of a corridor
// or of a wall with the opponent's stones thrown in. Elsewhere, where
// stones of both colours are captured and boards recur, the proofs of
// guesses do that work, and the shortcut explored more positions than it
// saved on the benchmark set (benchset_test.go). Which options are tried:
// those whose move adds no permanent stone, so that the proof starts at a
// position that Claim 4 lets it expand (a move that adds one leads to
// smaller pieces, mostly valued at once), and whose value the table does not
// hold already; each against the last option of the same player valued
// (pruneAgainst), the options that add permanent stones being valued first.
// After pruneTrial options proved dominated, a search in which more than half
// of them were valued all the same, by other lines of play, stops trying:
// there the proofs are work for nothing (in random regions with stones of
// both colours), where in a corridor the options they spare are never
// valued.
//
// The ko flag. An option proved dominated is not searched, so a refused
// recapture on its lines only would go unreported, and the flag would
// differ from the full search's; the flag adds the refusals the proofs
// meet. In the positions where the shortcut is used, a run of boards (see
// table.go) holds moves of one player only, who captures nothing, so a
// refused move that is not a suicide needs a suicide of several stones
// earlier in the same run; the long cross-check (TestSolveShortcutsAgree
// with -long, 800 regions in both readings of superko) finds the same flag
// in every case, but this is checked, not proved.

// winSplit is win for a lazy proof at a position that splits into pieces
// (Claim 5), and reports false when it does not apply: it then leaves the
// position to known.
//
// Claim 5 (lazy pieces). Let D be a fresh position, not settled territory
// and not in the table, whose permanent stones cut the piece into smaller
// pieces, one of which, X, is neither settled nor in the table. Then the
// player to move wins D + g iff they win X + (g + Σ), where Σ is the sum of
// the values of the other pieces, and X is played on its own from the
// board of D, with a line of that board alone, expanded by the rules of
// Claim 4.
//
//  1. solve(D) is splitSolve(D): the sum of solve of each piece, each with
//     a line of D's board alone                              [search.go; D fresh, not settled, not in the table]
//  2. so D's value is X's plus Σ, and D + g = X + (g + Σ) as games  [1]
//  3. the other pieces' values are settled territory's, the table's, or
//     solved in full                                          [winSplit]
//  4. X has no permanent stone: it is a connected set of free points
//     [splitSolve's pieces], so a lazy proof may expand it (Claim 4) ∎
//
// The last piece that is neither settled nor in the table is X; the others
// are solved.
func (s *search) winSplit(pr *proof, left bool, g cgt.Game) (bool, bool) {
	if !s.split {
		return false, false
	}
	n := len(s.line)
	cur, perm := s.line[n-1], s.perm[n-1]
	free := s.mask &^ (perm.b | perm.w)
	empty := s.mask &^ (cur.b | cur.w)
	if free == s.mask || s.dead(cur) {
		return false, false
	}
	if !s.opts.noSettle {
		if _, ok := s.settled(); ok {
			return false, false
		}
	}
	k, _, ok := s.lookup()
	if ok || !k.fresh() {
		return false, false
	}
	saved := s.saveLine()
	restore := func() { s.restoreLine(saved) }
	enter := func(piece uint64) { s.enterPiece(piece, cur, perm) }
	var unknown []uint64
	sum := cgt.Game{}
	for left := free; left != 0; {
		piece := s.e.grow(left&-left, free)
		left &^= piece
		if piece&empty == 0 {
			continue
		}
		enter(piece)
		if v, ok := s.settled(); ok && !s.opts.noSettle {
			sum = sum.Add(v)
		} else if e, ok := s.tt1.get(s.pieceKey(cur)); ok && s.memo {
			sum = sum.Add(e.value)
			pr.ko = pr.ko || e.ko
		} else {
			unknown = append(unknown, piece)
		}
		restore()
	}
	if len(unknown) == 0 {
		return false, false // splitKnown values it
	}
	for _, piece := range unknown[:len(unknown)-1] {
		enter(piece)
		e := s.solve()
		restore()
		if s.err != nil {
			return false, false
		}
		sum = sum.Add(e.value)
		pr.ko = pr.ko || e.ko
	}
	enter(unknown[len(unknown)-1])
	w := s.win(pr, left, g.Add(sum))
	restore()
	return w, true
}

// pruneBudget is the most positions a lazy proof may expand; pruneAgainst
// the most known options an option is tried against.
const (
	pruneBudget  = 32
	pruneAgainst = 1
)

// unsplit reports whether the current piece has no permanent stone: a fresh
// position there is expanded as a whole by solve (Claim 4).
func (s *search) unsplit() bool {
	p := s.perm[len(s.perm)-1]
	return (p.b|p.w)&s.mask == 0
}

// prunes reports whether the search tries to prove options dominated at the
// current position, whose key lookup returned as k: a fresh position of a
// piece where every stone one player plays is permanent at once (oneSided),
// as in a corridor. Elsewhere the lines of play with captures of both
// colours and recurring boards are the guesses' (proof.go), and the
// shortcut did not pay there (issue 13's benchmark set); and the ko flag
// stays that of the full search: see the note at the top of the file.
func (s *search) prunes(k ttKey) bool {
	if s.opts.noPrune || !k.fresh() || !s.oneSided() {
		return false
	}
	// The proofs pay where the options they spare are never valued (in a
	// corridor, a stone thrown in); where the search values most of them
	// anyway, by other lines of play, they are work for nothing, and the
	// search stops making them (deterministically: the same counts each
	// time). The answer is the same either way.
	return s.prunedCount < pruneTrial || 2*s.prunedWasted <= s.prunedCount
}

// pruneTrial is how many options are proved dominated before the search
// judges whether the proofs pay.
const pruneTrial = 256

// valued records that the fresh position with key board was valued, for
// the judgement of prunes: if an option proved dominated leads to it, its
// proof was work for nothing.
func (s *search) valued(board pieceKey) {
	if s.prunedKeys[board] {
		s.prunedWasted++
		delete(s.prunedKeys, board)
	}
}

// prunable reports whether the move m from the current position adds no
// permanent stone: its option may be proved dominated (Claim 4).
func (s *search) prunable(m moveOutcome) bool {
	p := s.e.permanent(m.res.next)
	return p == s.perm[len(s.perm)-1]
}

// dominated reports whether the option of the move m, from the current
// position, is dominated by one of known, the options of the same player
// already valued; and whether superko refused a move that is not a suicide
// in the proofs.
func (s *search) dominated(m moveOutcome, known []cgt.Game) (bool, bool) {
	left := m.color == goregion.Black
	run := s.run[len(s.run)-1]
	s.push(m.res.next, run)
	defer s.pop()
	// An option whose value the table already holds costs a look-up: no
	// proof is cheaper.
	k, _, ok := s.lookup()
	if ok && s.memo {
		return false, false
	}
	ko := false
	tried := 0
	for i := len(known) - 1; i >= 0 && tried < pruneAgainst; i-- {
		tried++
		// O = v + gain, where v is the value of the position after m; O ≤ A
		// (Left) or O ≥ A (Right) iff the player to move loses v + (gain − A).
		g := cgt.FromInt(m.gain()).Sub(known[i])
		pr := &proof{cert: &certificate{run: -1}, lazy: true, budget: pruneBudget}
		w := s.win(pr, left, g)
		if s.err != nil {
			return false, ko
		}
		if st := s.opts.stats; st != nil {
			st.pruneTries++
		}
		if pr.aborted {
			continue
		}
		ko = ko || pr.ko
		if !w {
			if st := s.opts.stats; st != nil {
				st.pruned++
			}
			if k.fresh() {
				s.prunedKeys[k.board] = true
			}
			s.prunedCount++
			return true, ko
		}
	}
	return false, ko
}

// oneSided reports whether every stone one of the players plays in the
// current piece is permanent at once: every point of the piece is next to
// an immortal or permanent stone of that player.
func (s *search) oneSided() bool {
	p := s.perm[len(s.perm)-1]
	nearB := s.e.safe[goregion.Black] | s.e.around(p.b)
	nearW := s.e.safe[goregion.White] | s.e.around(p.w)
	return s.mask&^nearB == 0 || s.mask&^nearW == 0
}
