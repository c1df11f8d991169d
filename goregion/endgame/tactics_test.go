package endgame

import (
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
