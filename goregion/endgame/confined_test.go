package endgame

import (
	"slices"
	"testing"

	"github.com/tedomari/tedomari/goregion"
)

// TestScoreConfined checks the static score's reading of chains of three
// liberties that lie in the opponent's area (estimator.confined, read at
// the root by readConfined): such a chain is taken as captured when its
// owner, moving first, cannot get it out within three plies. Diagrams
// (top row first, columns A-F, the whole board one region; x o ordinary
// stones, O an immortal White stone), read by hand:
//
//   - "confined": White's B1 has three liberties, A1 C1 B2. With B1 left
//     out, each is one step from a Black stone (A2, C2, A2 and C2) and
//     there is no other White stone: no liberty in White's area. White's
//     three extensions: A1 leaves A1-B1 with two liberties (C1 B2);
//     Black's C1 then leaves B2 only, and White's B2 is suicide (B2 is
//     surrounded by A2 C2 B3, and no Black chain next to it is in
//     atari). C1 leaves B1-C1 with A1 and B2 (C2 and D1 are Black);
//     Black's B2 leaves A1, and White's A1 is suicide. B2 leaves B1-B2
//     with A1 and C1; Black's A1 leaves C1, and White's C1 is suicide (D1
//     and C2 Black). No Black chain next to B1 (none touches it): no
//     race. Taken as captured: the score equals that of the board with B1
//     empty and one more Black prisoner.
//   - "gets out": D1 empty and an immortal White stone at E1. C1 is still
//     Black's area (one step from C2, two from E1), but White's C1 gives
//     B1-C1 the liberty D1, one step from E1 and two from Black (D2 or C1
//     to C2): a liberty in White's area, so B1 is not taken.
//
// Without the rule the static score took B1 as alive in both (three
// liberties, no rule for it): the "confined" case fails.
func TestScoreConfined(t *testing.T) {
	tests := []struct {
		name, diagram string
		captured      bool
	}{
		{"confined", ".x....\nx.x...\n.o.x..", true},
		{"gets out", ".x....\nx.x...\n.o..O.", false},
	}
	for _, tc := range tests {
		pos := egDiagram(t, tc.diagram)
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
		e.readConfined(r.Position.Colors)
		with := lstate{col: slices.Clone(r.Position.Colors), ko: -1}
		without := lstate{col: slices.Clone(r.Position.Colors), ko: -1, pris: 1}
		without.col[b1] = goregion.Empty
		got := e.score(with) == e.score(without)
		if got != tc.captured {
			t.Errorf("%s: B1 taken as captured %v, want %v (scores %d with B1, %d with B1 taken)\n%s", tc.name, got, tc.captured, e.score(with), e.score(without), tc.diagram)
		}
	}
}
