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
//   - "framed": "no eye" with one White stone, C3, and an immortal White
//     stone elsewhere in the region (H2-H1, not touching it): White has
//     a frame here, so the stone is left to the rules for framed groups;
//     it touches points as near to both colours (B3, D3, C2 are one step
//     from both), and the rule for groups on that boundary
//     (boundaryRoom, TestScoreBoundaryRoom) leaves single stones out.
//     Not taken (though as dead as in "no eye").
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
		{"framed", "XXXXXXXX\nX.o..XXX\nX....XXO\nXXXXXXXO", false},
		{"no frame at all", "xxxxxx\nx.oo.x\nx....x\nxxxxxx", false},
		{"nine stones", "XXXXXXXXXXXX\nXooooooooo.X\nX..........X\nXXXXXXXXXXXX", false},
	}
	for _, tc := range tests {
		got, with, taken := whiteTaken(t, tc.diagram)
		if got != tc.captured {
			t.Errorf("%s: White's stones taken as captured %v, want %v (scores %d with them, %d taken)\n%s", tc.name, got, tc.captured, with, taken, tc.diagram)
		}
	}
}

// TestScoreBoundaryRoom checks the static score's rule for groups of a
// colour with a frame in the local position that touch the contested
// boundary (estimator.enclosed, boundaryRoom and boundaryStones): such a
// group of at least two stones is taken as captured when its eye space
// and the contested points next to it are fewer than 7 together. Each
// case is a root diagram as in TestScoreUnframed, with an immortal White
// stone that does not touch White's ordinary stones (White has a frame
// in the region), read by hand:
//
//   - "short of room": White's C3-D3 inside a Black frame two rows of
//     four points, White's immortal H2-H1 elsewhere. Every empty point
//     touches Black's frame, so Black can fill any of them at any time
//     and none can become White's eye: dead whoever moves. Eye space
//     none; contested points next to it B3, E3, C2, D2 (one step from
//     both colours): 0 + 4, fewer than 7. The chain has four liberties
//     (neither weak nor confined) and touches the boundary, so without
//     the rule the score took it as alive. Taken.
//   - "one stone": C3 alone: as dead, but single stones are left out
//     (boundaryStones). Not taken.
//   - "room": White's D4-E4-F4 in the middle of a Black frame seven
//     points wide and five high (the "room" case of TestScoreUnframed,
//     eye space 8: C4 G4 D3 E3 F3 D5 E5 F5), and White's immortal A7 in
//     the corner (it touches only Black's frame). The contested points
//     next to the eye space are C3 C5 G3 G5 (two steps from both): 8 + 4,
//     not fewer than 7. Not taken.
func TestScoreBoundaryRoom(t *testing.T) {
	tests := []struct {
		name, diagram string
		captured      bool
	}{
		{"short of room", "XXXXXXXX\nX.oo.XXX\nX....XXO\nXXXXXXXO", true},
		{"one stone", "XXXXXXXX\nX.o..XXX\nX....XXO\nXXXXXXXO", false},
		{"room", "OXXXXXXXX\nX.......X\nX.......X\nX..ooo..X\nX.......X\nX.......X\nXXXXXXXXX", false},
	}
	for _, tc := range tests {
		got, with, taken := whiteTaken(t, tc.diagram)
		if got != tc.captured {
			t.Errorf("%s: White's stones taken as captured %v, want %v (scores %d with them, %d taken)\n%s", tc.name, got, tc.captured, with, taken, tc.diagram)
		}
	}
}

// whiteTaken reports whether the static score of the diagram's root (the
// whole board one region) takes all of White's ordinary stones as
// captured: the score equals that of the root without them and as many
// more Black prisoners.
func whiteTaken(t *testing.T, diagram string) (taken bool, with, without int) {
	t.Helper()
	pos := egDiagram(t, diagram)
	e, r := wholeBoardEstimator(pos)
	root := lstate{col: slices.Clone(r.Position.Colors), ko: -1}
	bare := lstate{col: slices.Clone(root.col), ko: -1}
	n := 0
	for i, c := range root.col {
		if c == goregion.White && !e.imm[i] {
			bare.col[i] = goregion.Empty
			n++
		}
	}
	if n == 0 {
		t.Fatalf("no ordinary White stone in\n%s", diagram)
	}
	bare.pris = n
	return e.score(root) == e.score(bare), e.score(root), e.score(bare)
}
