package endgame

import (
	"slices"

	"github.com/tedomari/tedomari/goregion"
)

// This file reads short capturing races on the whole board (ladders and
// nets of chains with at most two liberties), for the estimate's
// suggestion: a move the estimate likes must not hand the opponent a
// capture of stones that were safe before it. The safety judgement calls
// a chain alive as the board stands; the regions then take it as an
// immortal frame, so their values (exact or estimated) cannot see a move
// of its own colour that fills its liberty (alive is not immortal).

// weakReadBudget bounds the reading of a weak chain in the estimate's
// static score (score runs at every leaf of its trees). With 200, the
// moves of TestJudgeRecords were the same and the reading took about 80 %
// of the estimate's CPU on the slowest position (9_12 before move 19).
const weakReadBudget = 64

// tacticsBudget bounds the positions of one reading (capturable).
const tacticsBudget = 2_000

// tacticsDepth bounds its plies (a ladder across a 19×19 board takes
// about 30).
const tacticsDepth = 40

// reader reads captures on a whole board.
type reader struct {
	b      *goregion.Board
	imm    []bool // immortal points (a region's frame), or nil
	budget int
	room   int   // liberties at which a chain counts as out (getsOut); 0: confinedRoom
	mark   []int // scratch: stamp per point
	stamp  int
}

// immortal reports whether the chain holds an immortal stone.
func (rd *reader) immortal(chain []int) bool {
	if rd.imm == nil {
		return false
	}
	for _, q := range chain {
		if rd.imm[q] {
			return true
		}
	}
	return false
}

// libs returns the chain through p and its liberties.
func (rd *reader) libs(col []goregion.Color, p int) (chain, libs []int) {
	if rd.mark == nil {
		rd.mark = make([]int, rd.b.NumPoints())
	}
	rd.stamp++
	c := col[p]
	rd.mark[p] = rd.stamp
	chain = []int{p}
	for i := 0; i < len(chain); i++ {
		for _, w := range rd.b.Neighbors(chain[i]) {
			q := int(w)
			if rd.mark[q] == rd.stamp {
				continue
			}
			switch col[q] {
			case c:
				rd.mark[q] = rd.stamp
				chain = append(chain, q)
			case goregion.Empty:
				rd.mark[q] = rd.stamp
				libs = append(libs, q)
			}
		}
	}
	return chain, libs
}

// play plays c at p on col under the no-suicide rule (captures taken) and
// returns the new colours, or false when the point is occupied or the
// move is suicide. Ko is not checked: the reader's lines are short and
// a recapture only makes a capture harder to prove.
func (rd *reader) play(col []goregion.Color, p int, c goregion.Color) ([]goregion.Color, bool) {
	if col[p] != goregion.Empty {
		return nil, false
	}
	out := slices.Clone(col)
	out[p] = c
	for _, w := range rd.b.Neighbors(p) {
		if out[w] != c.Opponent() {
			continue
		}
		if chain, libs := rd.libs(out, int(w)); len(libs) == 0 && !rd.immortal(chain) {
			for _, q := range chain {
				out[q] = goregion.Empty
			}
		}
	}
	if chain, libs := rd.libs(out, p); len(libs) == 0 && !rd.immortal(chain) {
		return nil, false
	}
	return out, true
}

// capturable reports whether the opponent of the chain through p, to
// move, can capture it by reading at most depth plies: a chain of one
// liberty is taken; a chain of two is attacked at either liberty, and
// the defender answers by extending at its last liberty or by capturing
// an adjacent attacking chain in atari. A chain of three liberties or
// more, a reading past the depth or past the budget count as not
// capturable (a capture is claimed only when read out).
func (rd *reader) capturable(col []goregion.Color, p int, depth int) bool {
	rd.budget--
	if rd.budget < 0 || depth <= 0 {
		return false
	}
	c := col[p]
	chain, libs := rd.libs(col, p)
	if rd.immortal(chain) {
		return false
	}
	switch {
	case len(libs) == 1:
		_, ok := rd.play(col, libs[0], c.Opponent())
		return ok
	case len(libs) > 2:
		return false
	}
	for _, a := range libs {
		after, ok := rd.play(col, a, c.Opponent())
		if !ok {
			continue
		}
		if after[p] == goregion.Empty {
			return true
		}
		if !rd.escapes(after, p, chain, depth-1) {
			return true
		}
	}
	return false
}

// escapes reports whether the chain through p (of the player to move,
// in atari or short of liberties) survives: some answer (a move at its
// liberties, or a capture of an adjacent chain of the opponent in atari)
// leaves it not capturable.
func (rd *reader) escapes(col []goregion.Color, p int, chain []int, depth int) bool {
	c := col[p]
	_, libs := rd.libs(col, p)
	for _, m := range rd.answers(col, chain, libs) {
		after, ok := rd.play(col, m, c)
		if !ok {
			continue
		}
		if _, l := rd.libs(after, p); len(l) > 2 {
			return true
		}
		if !rd.capturable(after, p, depth-1) {
			return true
		}
	}
	return false
}

// answers returns the defender's moves for the chain with liberties libs
// in col: its liberties, then the last liberty of each adjacent chain of
// the opponent in atari that is not immortal (a capture).
func (rd *reader) answers(col []goregion.Color, chain, libs []int) []int {
	c := col[chain[0]]
	answers := slices.Clone(libs)
	for _, q := range chain {
		for _, w := range rd.b.Neighbors(q) {
			if col[w] != c.Opponent() {
				continue
			}
			if oc, ol := rd.libs(col, int(w)); len(ol) == 1 && !rd.immortal(oc) && !slices.Contains(answers, ol[0]) {
				answers = append(answers, ol[0])
			}
		}
	}
	return answers
}

// endangers reports whether c's move at p on the whole board col puts
// stones of c that were there before it into a chain the opponent can
// then capture (capturable) when it could not before: a move that fills
// the last free liberties of its own group. A lone new stone that can be
// captured is not counted (a sacrifice or a probe costs what the
// estimate says it costs).
func endangers(b *goregion.Board, col []goregion.Color, p int, c goregion.Color) bool {
	rd := &reader{b: b, budget: tacticsBudget}
	after, ok := rd.play(col, p, c)
	if !ok {
		return false
	}
	chain, _ := rd.libs(after, p)
	if len(chain) == 1 || !rd.capturable(after, p, tacticsDepth) {
		return false
	}
	// The stones joined: was any of their chains capturable before?
	seen := map[int]bool{}
	for _, w := range b.Neighbors(p) {
		q := int(w)
		if col[q] != c || seen[q] {
			continue
		}
		old := chainPoints(b, col, q)
		for _, x := range old {
			seen[x] = true
		}
		rd.budget = tacticsBudget
		before := slices.Clone(col)
		if !rd.capturable(before, q, tacticsDepth) {
			return true
		}
	}
	return false
}
