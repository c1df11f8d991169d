package endgame

import (
	"slices"
	"testing"

	"github.com/tedomari/tedomari/goregion"
)

// TestScoreConfinedClump checks the static score's reading of a lone
// stone of four liberties in the opponent's area (estimator.confined with
// clumpLibs): the root diagram (top row first, columns A-G, the whole
// board one region, no immortal stones) has White's D2 inside Black's
// B2, C3, D4, E3, F2. Read by hand: D2's liberties D1 C2 E2 D3, none
// next to a Black stone that is in atari (no race, nothing to capture).
// With D2 left out there is no White stone at all, so no liberty is ever
// nearer to White: White gets out only with 7 liberties (confinedRoom
// plus one for the fourth liberty). White moving first: D3 leaves D2-D3
// with C2 E2 D1 (C3 E3 D4 Black), C2 leaves C2-D2 with C1 D1 E2 D3, E2
// the mirror, D1 leaves D1-D2 with C1 E1 C2 E2 D3 (5); a third White
// stone adds at most one liberty to those (C1 adds B1, E1 adds F1; C2,
// E2 and D3 are boxed in by B2, C3, E3, F2, D4), so after White, Black,
// White the chain has at most 5 liberties, and the Black stones keep at
// least two liberties each (D4, the fewest, has C4 E4 D3): no capture.
// D2 is taken as captured when Black is to move on the whole board;
// with White to move, a clump of the player to move is not read
// (confined: its owner's move around it comes first), so D2 counts as
// alive. Without the clump reading the static score took it as alive
// either way: four liberties (neither weak nor a chain of three), and
// enclosed leaves it alone (no immortal stone of either colour).
func TestScoreConfinedClump(t *testing.T) {
	tests := []struct {
		toPlay   goregion.Color
		captured bool
	}{
		{goregion.Black, true},
		{goregion.White, false},
	}
	for _, tc := range tests {
		pos := egDiagram(t, "...x...\n..x.x..\n.x.o.x.\n.......")
		e, r := wholeBoardEstimator(pos)
		e.toPlay = tc.toPlay
		d2 := -1
		for i, p := range r.Points {
			if pos.Board.Name(p) == "D2" {
				d2 = i
			}
		}
		if d2 < 0 || r.Position.Colors[d2] != goregion.White {
			t.Fatalf("no White stone at D2")
		}
		e.readConfined(r.Position.Colors)
		leaf := lstate{col: slices.Clone(r.Position.Colors), ko: -1}
		without := lstate{col: slices.Clone(leaf.col), ko: -1, pris: leaf.pris + 1}
		without.col[d2] = goregion.Empty
		if got := e.score(leaf) == e.score(without); got != tc.captured {
			t.Errorf("%v to move: D2 taken as captured %v, want %v (score %d with D2, %d with D2 taken)", tc.toPlay, got, tc.captured, e.score(leaf), e.score(without))
		}
	}
}
