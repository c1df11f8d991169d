package endgame

import (
	"context"
	"slices"
	"testing"

	"github.com/tedomari/tedomari/goregion"
)

// TestEndangers checks endangers on hand-read shapes (the reasoning of
// each is in its comment; rows top to bottom, the bottom row is 1).
func TestEndangers(t *testing.T) {
	tests := []struct {
		name, diagram, move string
		c                   goregion.Color
		want                bool
	}{
		// The shape of gnugo-13_6.sgf before move 115 (the upper left
		// corner, turned): Black's A4-B4-B3 has three liberties (A5, B5,
		// A3) and is not capturable; A2 is in atari at A3. Black A3
		// saves A2 but leaves the chain A2-A3-A4-B4-B3 two liberties,
		// A5 and B5; White B5 puts it in atari and Black A5 is suicide:
		// the five stones are lost. (The exact region {A3} took the
		// three-liberty chain as immortal and called A3 its best move;
		// GNU Go's playouts lost 19 points with it.)
		{"fills its own liberty", "..O..\nXXOO.\n.XO..\nXOO..\nOO...", "A3", goregion.Black, true},
		// Black A5 in the same shape also leaves the chain two
		// liberties (B5, A3) and White B5 takes it (A3 would be suicide).
		{"fills its own eye", "..O..\nXXOO.\n.XO..\nXOO..\nOO...", "A5", goregion.Black, true},
		// White A3 takes A2: a capture, no white stone in danger.
		{"the capture", "..O..\nXXOO.\n.XO..\nXOO..\nOO...", "A3", goregion.White, false},
		// Black C2 joins B2 and D2 in the open: six liberties.
		{"a connection", ".....\n.X.X.\n.....", "C2", goregion.Black, false},
		// A lone stone that can be taken: Black E2 between White's D2
		// and E1 has one liberty, E3. It joins no stone: a probe or a
		// sacrifice, whose cost the estimate counts; not this rule's.
		{"a lone stone", ".....\n...O.\n....O", "E2", goregion.Black, false},
		// Black B1 is in atari (C1) before the move: extending to C1
		// leaves one liberty (C2), but the stone was lost already.
		{"lost already", ".OO..\nOX.O.", "C1", goregion.Black, false},
		// Black's B2-C2 has four liberties (A2, B3, C3, D2); D2 gives
		// it six (A2, B3, C3, D3, E2, D1): safe.
		{"an extension", ".....\n.XX..\n.OO..", "D2", goregion.Black, false},
	}
	for _, tc := range tests {
		pos := egDiagram(t, tc.diagram)
		p, ok := pos.Board.Point(tc.move)
		if !ok {
			t.Fatalf("%s: no point %s", tc.name, tc.move)
		}
		if got := endangers(pos.Board, pos.Colors, p, tc.c); got != tc.want {
			t.Errorf("%s: endangers(%s, %v) = %v, want %v\n%s", tc.name, tc.move, tc.c, got, tc.want, tc.diagram)
		}
	}
}

// TestScoreReadsWeakChains checks that the estimate's static score takes
// a chain of two liberties as captured when a short reading takes it,
// though a liberty lies in its own area, and keeps it when the reading
// fails. Diagrams (rows top to bottom, row 1 at the bottom), the whole
// board one region of ordinary stones:
//
//	......   White B1 has two liberties, A1 and B2. With B1 left out,
//	......   A1 is one step from White's A2 and two from Black's C1 (by
//	..XX..   B1): a liberty in White's area, so the area alone called B1
//	O.X...   alive. But Black B2 puts it in atari at A1, and White A1
//	.OX...   joins A2 into a chain whose last liberty is A3: captured.
//
// With White stones at A3 and A4 as well, White's answer A1 joins
// A1-A4 and B1 with three liberties (B3, B4, A5), and after Black's A1
// White's B2 joins B1, B2 and A2-A4 with the same three: no capture, and
// B1 stays. (With A3 alone, the chain A1-A3 and B1 has two liberties,
// A4 and B3: Black B3, White A4, Black B4 drive it along the edge, and
// after White A5 its last liberty is B5: captured after all.)
//
// "Taken as captured" is checked as the score's own definition says: the
// score equals that of the board with B1 empty and one more Black
// prisoner.
func TestScoreReadsWeakChains(t *testing.T) {
	tests := []struct {
		name, diagram string
		captured      bool
	}{
		{"a net", "......\n......\n..XX..\nO.X...\n.OX...", true},
		{"no capture", "......\nO.....\nO.XX..\nO.X...\n.OX...", false},
	}
	for _, tc := range tests {
		pos := egDiagram(t, tc.diagram)
		// The whole board as one region of ordinary stones, with no
		// frame (the estimator's local position: region points first).
		pos.Immortal = make([]bool, pos.Board.NumPoints())
		e, r := wholeBoardEstimator(pos)
		b1 := -1
		for i, p := range r.Points {
			if pos.Board.Name(p) == "B1" {
				b1 = i
			}
		}
		if b1 < 0 || r.Position.Colors[b1] != goregion.White {
			t.Fatalf("%s: no White stone at B1 in the region", tc.name)
		}
		with := lstate{col: slices.Clone(r.Position.Colors), ko: -1}
		without := lstate{col: slices.Clone(r.Position.Colors), ko: -1, pris: 1}
		without.col[b1] = goregion.Empty
		got := e.score(with) == e.score(without)
		if got != tc.captured {
			t.Errorf("%s: B1 taken as captured %v, want %v (scores %d with B1, %d with B1 taken)\n%s", tc.name, got, tc.captured, e.score(with), e.score(without), tc.diagram)
		}
	}
}

// TestEstimateRaceCandidates checks the estimate's candidates for
// capturing races (estimator.races): the liberties of chains of at most
// three liberties next to an opponent chain of at most three, and only
// there. Read by hand on each diagram (the whole board as one region with
// no frame; top row first):
//
//   - "race": Black B3 B2 (liberties A3 A2 B1) and White C3 C2 (D3 D2
//     C1), three each and adjacent: all six liberties.
//   - "no race": White C4 C3 C2 has five liberties (D4 D3 D2 B2 C1),
//     Black's B4 B3 three (A4 A3 B2): nothing, though Black's chain is
//     short of liberties (a chain of three liberties alone was
//     a candidate everywhere in an earlier trial, which cost more moves
//     elsewhere than it won).
//   - "apart": the two chains are not adjacent: nothing.
func TestEstimateRaceCandidates(t *testing.T) {
	tests := []struct {
		name, diagram string
		want          []string
	}{
		{"race", ".xo..\n.xo..\n.....", []string{"A2", "A3", "B1", "C1", "D2", "D3"}},
		{"no race", ".xo..\n.xo..\n..o..\n.....", nil},
		{"apart", ".x.o.\n.x.o.\n.....", nil},
	}
	for _, tc := range tests {
		pos := egDiagram(t, tc.diagram)
		pos.Immortal = make([]bool, pos.Board.NumPoints())
		e, _ := wholeBoardEstimator(pos)
		var got []string
		for _, p := range e.races(pos.Colors) {
			got = append(got, pos.Board.Name(p))
		}
		slices.Sort(got)
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: race liberties %v, want %v\n%s", tc.name, got, tc.want, tc.diagram)
		}
	}
}

// TestScoreEnclosed checks the static score's rule for groups enclosed in
// the opponent's area (estimator.enclosed), on a 7×7 board whose edge is
// White's immortal frame (and Black's immortal A7, so that Black has a
// frame to reach). Black's ordinary stone D4 sits in the middle of White's
// hole; read by hand (steps through empty points):
//
//   - "enclosed": White's ordinary stones C6 E6 C2 E2 make every point two
//     steps from D4 (D6 D2 B4 F4 C5 E5 C3 E3) one step from a White
//     stone, so they are White's area, while D4's four liberties are
//     nearer to it (one step against two): its eye space is 4 points,
//     fewer than 5, it touches no point as near to both colours and it
//     cannot reach A7. It is taken as captured: the score equals that of
//     the board with D4 empty and one more White prisoner.
//   - "open": without C6, C5 is two steps from D4 (C5-D5-D4) and two
//     from White (C5-C6-C7): as near to both, the contested boundary, and
//     next to D4's eye space; D4 is not taken.
//   - "no frame": A7 White too, so Black has no frame in the position:
//     D4 must live on its own inside White's frame, and the rule for
//     such groups (unframedEyeSpace, TestScoreUnframed) takes it, one
//     stone with four points of eye space, fewer than 7. (Before that
//     rule, enclosure meant nothing without a frame and D4 was not
//     taken.) Dead indeed, read by hand: every interior point next to
//     the frame can be filled by White at any time (the stone joins an
//     immortal chain), so Black's eyes could only be in the middle 3×3
//     (C3-E5), and two eyes there need a Black wall across it (C4 D4
//     E4 or C4 D4 D5...) and the points around both eyes, seven stones
//     or more, with White answering each move inside.
func TestScoreEnclosed(t *testing.T) {
	tests := []struct {
		name, diagram string
		captured      bool
	}{
		{"enclosed", "XOOOOOO\nO.o.o.O\nO.....O\nO..x..O\nO.....O\nO.o.o.O\nOOOOOOO", true},
		{"open", "XOOOOOO\nO...o.O\nO.....O\nO..x..O\nO.....O\nO.o.o.O\nOOOOOOO", false},
		{"no frame", "OOOOOOO\nO.o.o.O\nO.....O\nO..x..O\nO.....O\nO.o.o.O\nOOOOOOO", true},
	}
	for _, tc := range tests {
		pos := egDiagram(t, tc.diagram)
		e, _ := wholeBoardEstimator(pos)
		d4, ok := pos.Board.Point("D4")
		if !ok || pos.Colors[d4] != goregion.Black {
			t.Fatalf("%s: no Black stone at D4", tc.name)
		}
		with := lstate{col: slices.Clone(pos.Colors), ko: -1}
		without := lstate{col: slices.Clone(pos.Colors), ko: -1, pris: -1}
		without.col[d4] = goregion.Empty
		got := e.score(with) == e.score(without)
		if got != tc.captured {
			t.Errorf("%s: D4 taken as captured %v, want %v (scores %d with D4, %d with D4 taken)\n%s", tc.name, got, tc.captured, e.score(with), e.score(without), tc.diagram)
		}
	}
}

// wholeBoardEstimator returns the estimator of pos taken whole as one
// region (the estimator's local position: region points first, here every
// point), with the default options.
func wholeBoardEstimator(pos *goregion.Position) (*estimator, *RegionAnalysis) {
	r := &RegionAnalysis{Region: Region{Position: pos}}
	for p := range pos.Colors {
		r.Points = append(r.Points, p)
	}
	return newEstimator(context.Background(), r, make([]bool, pos.Board.NumPoints()), EstimateOptions{}.withDefaults()), r
}
