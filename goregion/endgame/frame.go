package endgame

import (
	"slices"

	"github.com/tedomari/tedomari/goregion"
)

// This file is Assess's frame search. Judge searches a chain only when its
// zone (the points without a pass-alive stone around it) has at most
// MaxZone empty points; on a real board few stones are pass-alive, so the
// zone of almost every chain is most of the board and Judge decides
// nothing. Once the chains judged safe (by search or by area) and the sure
// points are known, they cut the board into small zones: the frame
// search judges the chains that are still undecided again, on the model
// position in which those chains are immortal and every sure point is an
// immortal stone of its owner (as Decompose's local positions have them).
//
// What it says is conditional on the earlier assumptions, and stated so:
//
//   - Alive in the frame: the chain is pass-alive in the model position
//     (Benson), or Judge proves it alive there with a strategy that never
//     answers, however many moves the attacker plays in a row
//     (Strategy.NeverAnswers; stricter than Assess's rule 2, which looks
//     at the first attacking move only: TestFrameSearchAgrees found a
//     chain that needs an answer after two attacking moves, whose
//     immortality changed the result). Assumption: it lives without
//     further defence, given that the chains assumed alive do. A chain
//     alive only with an answer stays an ordinary stone, as in Assess's
//     rule 2, so that the region solver counts its defence.
//   - Alive by capturing in the frame: Judge proves it alive there, and
//     every answer of the proof that is a move captures attacking stones
//     (Strategy.OnlyCaptures; a throw-in into an eye, taken at once).
//     Assumption: such a defence costs nothing in the count (the owner
//     fills one point of its area and takes at least one prisoner, and
//     the point of the captured stone is its area again), so the chain
//     may be immortal with the attacking move valued by the region
//     solver in the smaller region the chain then frames. Off with
//     JudgeOptions.NoCaptureDefence.
//   - Dead in the frame: Judge proves it dead in the model position (the
//     attacker answers every move of its owner, passes included, and
//     captures it). Assumption: it is dead.
//
// The search itself is Judge's (same superko handling), on the zone's own
// small board (localZone), with its own limits: frameMaxNodes a proof,
// frameBudget a round; a zone with a stone around it that is not immortal
// (a chain pass-alive in the model, which this round makes safe) waits for
// the next round.

// frameRounds bounds how often Assess runs the frame search (each round
// after the sure areas are recomputed with the chains the last one
// decided).
const frameRounds = 2

// frameMaxNodes is the frame search's default JudgeOptions.MaxNodes per
// proof: it judges the chains Judge left undecided, many of them in
// fights no proof settles.
const frameMaxNodes = 5000

// frameBudget bounds the positions of all the proofs of one round of the
// frame search together; the chains left when it is spent stay undecided.
const frameBudget = 40000

// frameJudge runs one round of the frame search on the chains whose
// status is 0, records what it decides in status and why (indexed by the
// chains' first points, as in Assess), and reports whether it decided any
// chain.
func frameJudge(pos *goregion.Position, rules goregion.Rules, chain []int, status map[int]byte, why map[int]string, sureB, sureW []int, opts JudgeOptions) bool {
	model := frameModel(pos, chain, status, sureB, sureW)
	if opts.MaxNodes == 0 {
		opts.MaxNodes = frameMaxNodes
	}
	opts.total, opts.localOnly = frameBudget, true
	changed := false
	undecided := func(p int) bool { return pos.Colors[p] != goregion.Empty && status[chain[p]] == 0 }
	for _, j := range judgeSome(model, rules, opts, undecided) {
		k := chain[j.Chain[0]]
		switch {
		case j.Status == PassAlive:
			status[k], why[k] = 's', "pass-alive once the chains assumed alive and the sure areas are immortal"
		case j.Status == Alive && j.Strategy.NeverAnswers():
			status[k], why[k] = 's', "judged alive by search within the chains assumed alive and the sure areas"
		case j.Status == Alive && j.Strategy.OnlyCaptures() && !opts.NoCaptureDefence:
			status[k], why[k] = 's', "judged alive by search within the chains assumed alive and the sure areas; its only defence is to capture the attacking stones, which costs nothing in the count"
		case j.Status == Dead:
			status[k], why[k] = 'd', "judged dead by search within the chains assumed alive and the sure areas"
		default:
			continue
		}
		changed = true
	}
	return changed
}

// frameModel returns the model position of the frame search: pos with
// the chains of status 's' immortal and every sure point an immortal stone
// of its owner.
func frameModel(pos *goregion.Position, chain []int, status map[int]byte, sureB, sureW []int) *goregion.Position {
	n := pos.Board.NumPoints()
	model := &goregion.Position{Board: pos.Board, Colors: slices.Clone(pos.Colors), Immortal: make([]bool, n)}
	for p, c := range pos.Colors {
		model.Immortal[p] = pos.Immortal[p] || c != goregion.Empty && status[chain[p]] == 's'
	}
	for _, x := range []struct {
		c   goregion.Color
		pts []int
	}{{goregion.Black, sureB}, {goregion.White, sureW}} {
		for _, p := range x.pts {
			model.Colors[p], model.Immortal[p] = x.c, true
		}
	}
	return model
}
