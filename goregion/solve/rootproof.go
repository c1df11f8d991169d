package solve

import (
	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/goregion"
)

// Guesses proved from the root's options.
//
// verify proves a guess v of the value G of a position C by two searches
// for a winning strategy on G − v, one for each player moving first. In
// both, the first player may move in −v instead of in C; the answer is then
// searched at C again, with the other player to move and −v's option in
// place of −v: C is expanded once more for each option of v (and again
// after each move in −v's options). On corner2x6 of the benchmark set these
// expansions of the guessed board itself were 468,225 of the 978,445
// positions of the proofs, for 132,806 guesses: two for each guess, and
// 217 k more after moves in −v (measured with a throwaway counter in win;
// the guesses are numbers in 29 % of the cases, so the number-avoidance
// theorem alone, which needs a number, would have spared few of them).
//
// Because cgt holds every game in canonical form, the moves in −v need no
// search at all: Claim 7 says what G = v asks of C's options, and C is
// expanded once, with the moves of both players.
//
// Claim 7 (equality by the options). Let v be a game in canonical form
// (no dominated and no reversible options) and G any game. Then G = v iff
//
//	(a) G^R ≰ v for every Right option G^R of G,
//	(b) G^L ≱ v for every Left option G^L of G,
//	(c) for every Left option v^L of v, some G^L ≥ v^L,
//	(d) for every Right option v^R of v, some G^R ≤ v^R.
//
// Proof. (⇐) G ≥ v iff no G^R ≤ v and no v^L ≥ G [the definition of ≤].
//
//  1. no G^R ≤ v                                               [(a)]
//  2. if v^L ≥ G for some v^L, take G^L ≥ v^L from (c): then G^L ≥ G
//     [transitivity]
//  3. but G^L ≥ G is impossible for any game: G ≤ G, and G ≤ G needs no
//     G^L ≥ G                                                  [the definition of G ≤ G]
//  4. so G ≥ v                                                 [1, 2, 3]
//  5. G ≤ v likewise from (b) and (d); so G = v                [4, 5]
//
// (⇒) G = v, so G ≥ v and G ≤ v.
//
//  6. (a) and (b)                                  [the definition of G ≥ v, G ≤ v]
//  7. for each v^L, G ≥ v gives v^L ≱ G, that is G − v^L ≰ 0: Left, moving
//     first in G − v^L, has a move to a game ≥ 0: some G^L − v^L ≥ 0, or
//     some G − v^LR ≥ 0 (the Left options of −v^L are the −v^LR)
//     [the definition of ≤: G − v^L ≤ 0 iff no Left option of it is ≥ 0]
//  8. the second is v^LR ≤ G = v: v^L would be reversible through v^LR,
//     and v is canonical; so some G^L ≥ v^L: (c)             [7]
//  9. (d) likewise ∎
//
// So the proof (verifyRoot) is one node at C, with the moves of both
// players (movesOf, superko against the run, as win has them), and for
// each option of C the search that win would make after that move:
// (a) Left wins G^R − v moving first, (b) Right wins G^L − v, and, for
// the witnesses of (c) and (d), Right loses G^L − v^L moving first, Left
// loses G^R − v^R. The options whose values are known (knownNow) are
// compared, as win compares them. Since the claim is an equivalence, a
// true guess is proved whenever the searches finish, as verify would; and a
// proof that runs out of budget proves nothing, as before.
//
// The certificate (Claim 3). C is an inner node of the proof tree in C's
// run whose moves are those of both players. Step 1 of Claim 3 asks of it
// what it asks of win's nodes, and steps 4b-4d give it:
//
// 10. the options (a) and (b) speak of are every option of the player: a
//     player with fewer moves under H' meets (a) and (b) all the same
//     [(a), (b) quantify over the options; 4d: a move legal under H' is
//     legal under H]
// 11. the witnesses of (c) and (d) are the moves the proof needs: they are
//     recorded as the winner's move of win is (won), so each is legal
//     under H' [4c]
// 12. the searches after each move are win's, so their subtrees prove the
//     same under H' as under H [Claim 3, by induction]
// 13. so (a)-(d) hold for (C, H'), and its value is v      [Claim 7 (⇐): it needs no canonical form of G] ∎
//
// The facts the searches prove on the way (facts): a G^R ≤ v proves
// G ≱ v, a G^L ≥ v proves G ≰ v [the definitions], and (a) with (c)
// proves G ≥ v [steps 1-4].
//
// The ko flag is the refusals the proof met, as for verify: the same
// moves at C (both players'), and the searches after them, except that the
// moves of −v's options are not searched at C again.
//
// Options.noRootEq proves the guesses with verify (tests: TestSolveShortcutsAgree).

// rootOpt is a move of C in verifyRoot, and the value of the position
// after it when knownNow finds it.
type rootOpt struct {
	v     cgt.Game
	known bool
}

// verifyRoot reports whether the current position C, with its history,
// has value v, by Claim 7, and adds to learnt (if not nil) what the
// searches that finished proved on the way.
func (s *search) verifyRoot(pr *proof, v cgt.Game, learnt *facts) bool {
	// As win does at C first: a value known at once is compared.
	if g, ok := s.known(pr); ok || s.err != nil {
		return s.err == nil && g == v
	}
	if !s.proofStep(pr) {
		return false
	}
	if st := s.opts.stats; st != nil {
		st.proofNodes++
		st.rootProofs++
	}
	run := s.run[len(s.run)-1]
	inRun := run == pr.cert.run
	ms, _, relax := s.proofMoves(pr, bothColors, inRun, false)
	defer s.release(ms)
	won := func(m moveOutcome) {
		if inRun && relax {
			s.recordMoves(pr.cert, []moveOutcome{m}, nil)
		}
	}
	notGE := func() bool {
		if learnt != nil && s.err == nil && !pr.aborted {
			learnt.notGE = append(learnt.notGE, v)
		}
		return false
	}
	notLE := func() bool {
		if learnt != nil && s.err == nil && !pr.aborted {
			learnt.notLE = append(learnt.notLE, v)
		}
		return false
	}
	var valBuf [2 * maxPartPoints]rootOpt
	vals := valBuf[:len(ms)]
	for i, m := range ms {
		s.push(m.res.next, run)
		vals[i].v, vals[i].known = s.knownNow(pr)
		s.pop()
	}
	// (a) and (b) where the option is known: a comparison each.
	for i, m := range ms {
		if !vals[i].known {
			continue
		}
		if m.color == goregion.Black {
			if !winsAfter(vals[i].v, m, false, v) { // G^L ≥ v
				return notLE()
			}
		} else if !winsAfter(vals[i].v, m, true, v) { // G^R ≤ v
			return notGE()
		}
	}
	vL, vR := v.Left(), v.Right()
	// witness reports whether some move of color to a position after
	// which the opponent, moving first against −x, loses: G^L ≥ x (Black)
	// or G^R ≤ x (White). The known options first, then the others in
	// the order of their guesses (orderByGuess).
	var candBuf [maxPartPoints]moveOutcome
	witness := func(color goregion.Color, x cgt.Game) bool {
		black := color == goregion.Black
		cands := candBuf[:0]
		for i, m := range ms {
			if m.color != color {
				continue
			}
			if !vals[i].known {
				cands = append(cands, m)
				continue
			}
			if !winsAfter(vals[i].v, m, !black, x) {
				won(m)
				return true
			}
		}
		if !s.opts.noOrder {
			cands = s.orderByGuess(cands, black, x)
		}
		negX := x.Neg()
		for _, m := range cands {
			s.push(m.res.next, run)
			w := s.win(pr, !black, m.plusGain(negX))
			s.pop()
			if s.err != nil || pr.aborted {
				return false
			}
			if !w {
				won(m)
				return true
			}
		}
		return false
	}
	// all reports whether after every move of color whose value is not
	// known the opponent, moving first against −v, loses: (a) for White,
	// (b) for Black.
	negV := v.Neg()
	all := func(color goregion.Color) bool {
		black := color == goregion.Black
		for i, m := range ms {
			if m.color != color || vals[i].known {
				continue
			}
			s.push(m.res.next, run)
			w := s.win(pr, !black, m.plusGain(negV))
			s.pop()
			if s.err != nil || pr.aborted || !w {
				return false
			}
		}
		return true
	}
	// G ≥ v: (a), then (c); then G ≤ v: (b), then (d).
	if !all(goregion.White) {
		return notGE()
	}
	for _, x := range vL {
		if !witness(goregion.Black, x) {
			return false
		}
	}
	if learnt != nil {
		learnt.ge = append(learnt.ge, v)
	}
	if !all(goregion.Black) {
		return notLE()
	}
	for _, x := range vR {
		if !witness(goregion.White, x) {
			return false
		}
	}
	return s.err == nil && !pr.aborted
}
