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
		r := &RegionAnalysis{Region: Region{Position: pos}}
		for p := range pos.Colors {
			r.Points = append(r.Points, p)
		}
		e := newEstimator(context.Background(), r, make([]bool, pos.Board.NumPoints()), EstimateOptions{}.withDefaults())
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
