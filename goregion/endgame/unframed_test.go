package endgame

import (
	"slices"
	"testing"

	"github.com/tedomari/tedomari/goregion"
)

// TestScoreUnframed checks the static score's rule for groups whose
// colour has no immortal stone in the local position while the
// opponent's has (estimator.enclosed, unframedEyeSpace and
// unframedStones). Each case is a root diagram (top
// row first; X an immortal Black stone, O an immortal White one, o an
// ordinary White stone; the whole board one region), read by hand:
//
//   - "no eye": White's two stones inside a Black frame, two rows of
//     four points. Every empty point touches the frame, so Black can
//     fill any of them at any time (the stone joins an immortal chain)
//     and none can become an eye of White's: dead whoever moves. Its
//     eye space (the points strictly nearer to White than to Black) is
//     empty; the chain has four liberties (neither weak nor confined),
//     so without the rule the score took it as alive. Taken.
//   - "room": White's D4-E4-F4 in the middle of a Black frame seven
//     points wide and five high. Eye space, counted by hand: C4 and G4
//     (one step from White, two from the frame), D3 E3 F3 and D5 E5 F5
//     (one from White, two from the frame); C3, C5, G3 and G5 are two
//     steps from both, the rest one from the frame: 8 points, not fewer
//     than 7. Not taken (the rule leaves the reading of such a group to
//     the search).
//   - "framed": "no eye" with an immortal White stone elsewhere in the
//     region (J2-J1, not touching the group): White has a frame here,
//     and the group touches points as near to both colours (C2, D2, B3,
//     E3 are one step from both), so it is left to the framed rule,
//     which does not take a group on the contested boundary. Not taken.
//   - "no frame at all": "no eye" with Black's stones ordinary too:
//     neither colour has a frame, the region may be all there is (a
//     whole board, as in TestScoreReadsWeakChains), and the rule does
//     not apply. Not taken.
//   - "nine stones": a chain of nine White stones along a Black frame
//     two rows high, the other row empty: as dead as "no eye" (every
//     empty point touches the frame), but more stones than
//     unframedStones, a bound of the heuristic (see unframedStones: big
//     groups whose eye space the distances understate). Not taken.
//
// "Taken as captured" is checked as the score's definition says: the
// root's score equals that of the root with White's ordinary stones
// removed and as many more Black prisoners.
func TestScoreUnframed(t *testing.T) {
	tests := []struct {
		name, diagram string
		captured      bool
	}{
		{"no eye", "XXXXXX\nX.oo.X\nX....X\nXXXXXX", true},
		{"room", "XXXXXXXXX\nX.......X\nX.......X\nX..ooo..X\nX.......X\nX.......X\nXXXXXXXXX", false},
		{"framed", "XXXXXXXX\nX.oo.XXX\nX....XXO\nXXXXXXXO", false},
		{"no frame at all", "xxxxxx\nx.oo.x\nx....x\nxxxxxx", false},
		{"nine stones", "XXXXXXXXXXXX\nXooooooooo.X\nX..........X\nXXXXXXXXXXXX", false},
	}
	for _, tc := range tests {
		pos := egDiagram(t, tc.diagram)
		e, r := wholeBoardEstimator(pos)
		root := lstate{col: slices.Clone(r.Position.Colors), ko: -1}
		without := lstate{col: slices.Clone(root.col), ko: -1}
		n := 0
		for i, c := range root.col {
			if c == goregion.White && !e.imm[i] {
				without.col[i] = goregion.Empty
				n++
			}
		}
		if n == 0 {
			t.Fatalf("%s: no ordinary White stone", tc.name)
		}
		without.pris = n
		got := e.score(root) == e.score(without)
		if got != tc.captured {
			t.Errorf("%s: White's stones taken as captured %v, want %v (scores %d with them, %d taken)\n%s", tc.name, got, tc.captured, e.score(root), e.score(without), tc.diagram)
		}
	}
}
