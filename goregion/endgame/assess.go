package endgame

import (
	"fmt"
	"strings"

	"github.com/tedomari/tedomari/goregion"
)

// Marks are the user's word on chains and territory, which wins over every
// judgement: one point of each chain (or of each region, for Territory).
// They come from the command line (--dead, --alive) or from a record's
// markup (MA on dead stones, TB/TW on territory).
type Marks struct {
	Dead, Alive []int
	Territory   []int
}

// Assess returns the safety judgement an analysis of pos uses, with the
// assumptions it makes in plain words:
//
//  1. the chains Benson proves pass-alive are safe, and need no assumption
//     [pass-alive chains are never captured, whatever the opponent plays];
//  2. unless exact, the chains Judge proves alive with a strategy that
//     never answers, however many attacking moves come in a row
//     (Strategy.NeverAnswers; looking only at the answers to the first
//     attacking move, NeedsAnswer, as before, lets a chain that must
//     answer the second attack be immortal) are safe too, and
//     those it proves dead are dead: each such chain is named in an
//     assumption; a chain that Judge proves alive only with an answer stays
//     an ordinary stone of its region, because treating it as immortal
//     drops the moves its defence costs;
//  3. the marks win over 1 and 2: a chain marked alive is safe, one marked
//     dead is dead, each named in an assumption;
//  4. unless exact (or opts.SureDistance < 0), the sure areas (sure.go):
//     the chains that no rule above decides are judged dead or alive by
//     area, each named in an assumption (a chain around a small closed
//     space is read first, closedspace.go, unless opts.NoSpaceReading: one
//     the opponent can kill or, with no liberty outside, threaten there
//     is not alive by area), and the sure points, with the assumption in
//     words, go to Safety.SureBlack and SureWhite;
//  5. unless exact (or opts.NoFrameSearch, or the sure areas are off), the
//     frame search (frame.go): the chains still undecided are judged by
//     search again with the chains judged safe and the sure points as an
//     immortal frame, each decided chain named in an assumption, and the
//     sure areas of 4 are recomputed with them (at most frameRounds times).
//
// Every other chain stays in its region as ordinary stones, so the region
// solver decides its fate. A mark on an empty point, or on a point off the
// board, is an error.
func Assess(pos *goregion.Position, rules goregion.Rules, m Marks, exact bool, opts JudgeOptions) (Safety, []string, error) {
	n := pos.Board.NumPoints()
	for _, list := range [][]int{m.Dead, m.Alive} {
		for _, p := range list {
			if p < 0 || p >= n {
				return Safety{}, nil, fmt.Errorf("endgame: point %d is not on the board", p)
			}
			if pos.Colors[p] == goregion.Empty {
				return Safety{}, nil, fmt.Errorf("endgame: %s is empty: a mark names a stone of the chain", pos.Board.Name(p))
			}
		}
	}
	chain := chainIndex(pos)
	// status of each chain, by the index of its first point: 's' safe, 'd'
	// dead, 0 undecided; why, for the assumptions.
	status := map[int]byte{}
	why := map[int]string{}
	for p, c := range pos.Colors {
		if c != goregion.Empty && pos.Immortal[p] {
			status[chain[p]] = 's'
		}
	}
	u := Benson(pos, rules)
	for _, col := range []goregion.Color{goregion.Black, goregion.White} {
		for _, ch := range u.Chains(col) {
			status[chain[ch[0]]] = 's'
		}
	}
	if !exact {
		for _, j := range Judge(pos, rules, opts) {
			k := chain[j.Chain[0]]
			if status[k] != 0 {
				continue
			}
			switch j.Status {
			case Alive:
				// A chain whose life needs an answer to some attacking
				// move stays an ordinary stone of its region, so that the
				// solver charges what its defence costs.
				if j.Strategy.NeverAnswers() {
					status[k], why[k] = 's', "judged alive by search"
				}
			case Dead:
				status[k], why[k] = 'd', "judged dead by search"
			}
		}
	}
	for _, p := range m.Alive {
		status[chain[p]], why[chain[p]] = 's', "marked alive"
	}
	for _, p := range m.Dead {
		status[chain[p]], why[chain[p]] = 'd', "marked dead"
	}
	dist := opts.SureDistance
	if dist == 0 {
		dist = sureDistance
	}
	var sureB, sureW []int
	var reads map[string]spaceVerdict
	if !opts.NoSpaceReading {
		reads = map[string]spaceVerdict{}
	}
	if !exact && dist > 0 {
		sureB, sureW = sureJudge(pos, chain, status, why, dist, m.Territory, reads)
		for round := 0; round < frameRounds && !opts.NoFrameSearch; round++ {
			if !frameJudge(pos, rules, chain, status, why, sureB, sureW, opts) {
				break
			}
			sureB, sureW = sureJudge(pos, chain, status, why, dist, m.Territory, reads)
		}
	}
	var s Safety
	var alive, dead []string
	seen := map[int]bool{}
	for p, c := range pos.Colors {
		if c == goregion.Empty || seen[chain[p]] {
			continue
		}
		k := chain[p]
		seen[k] = true
		switch status[k] {
		case 's':
			s.Safe = append(s.Safe, p)
			if why[k] != "" {
				alive = append(alive, fmt.Sprintf("%s %s (%s)", c, pos.Board.Name(p), why[k]))
			}
		case 'd':
			s.Dead = append(s.Dead, p)
			dead = append(dead, fmt.Sprintf("%s %s (%s)", c, pos.Board.Name(p), why[k]))
		}
	}
	s.Territory = append(s.Territory, m.Territory...)
	s.SureBlack, s.SureWhite = sureB, sureW
	var assumptions []string
	if len(alive) > 0 {
		assumptions = append(assumptions, "assumes these chains live without further defence: "+strings.Join(alive, ", "))
	}
	if len(dead) > 0 {
		assumptions = append(assumptions, "assumes these chains are dead: "+strings.Join(dead, ", "))
	}
	if t := sureSentence(pos.Board, sureB, sureW, dist); t != "" {
		assumptions = append(assumptions, t)
	}
	return s, assumptions, nil
}

// chainIndex returns, for each stone of pos, the smallest point of its
// chain (the maximal connected set of stones of its colour), and -1 for an
// empty point.
func chainIndex(pos *goregion.Position) []int {
	n := pos.Board.NumPoints()
	idx := make([]int, n)
	for p := range idx {
		idx[p] = -1
	}
	for p := 0; p < n; p++ {
		c := pos.Colors[p]
		if c == goregion.Empty || idx[p] >= 0 {
			continue
		}
		// p is the smallest point of its chain: points are visited in order.
		idx[p] = p
		stack := []int{p}
		for len(stack) > 0 {
			q := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, r := range pos.Board.Neighbors(q) {
				if pos.Colors[r] == c && idx[r] < 0 {
					idx[r] = p
					stack = append(stack, int(r))
				}
			}
		}
	}
	return idx
}
