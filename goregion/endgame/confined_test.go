package endgame

import (
	"slices"
	"testing"

	"github.com/tedomari/tedomari/goregion"
)

// TestScoreConfined checks the static score's reading of chains of three
// liberties that lie in the opponent's area (estimator.confined): such a
// chain is taken as captured when its owner, moving first, cannot get it
// out within three plies; a chain of the root is read once at the root
// (readConfined) and a chain the search makes at the leaf. Each case is a
// root diagram (top row first, columns A-F, the whole board one region;
// x o ordinary stones, O an immortal White stone) and the moves that lead
// to the leaf scored, read by hand:
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
//     race. Taken as captured.
//   - "gets out": D1 empty and an immortal White stone at E1. C1 is still
//     Black's area (one step from C2, two from E1), but White's C1 gives
//     B1-C1 the liberty D1, one step from E1 and two from Black (D2 or C1
//     to C2): a liberty in White's area, so B1 is not taken.
//   - "made in the search": the root of "confined" without B1, and White
//     plays B1 in the search: the same reading at the leaf, taken.
//   - "root chain not read again": the root of "gets out" (B1 gets out
//     there), and Black plays D2 in the search. B1 stands unchanged with
//     the same three liberties. Read again, it would be taken: D1 is now
//     one step from both colours, not White's area; White's C1 gives
//     B1-C1 the liberties A1 B2 D1, and Black's D1 (joined to D2-C2)
//     leaves A1 and B2; White's A1 or B2 leaves one, and no Black chain
//     next to it is in atari; White's A1 and B2 first fail as in
//     "confined". But a chain of the root keeps the root's reading: not
//     taken. (Read at every leaf, such attacks seemed to capture: see
//     readConfined.)
//
// "Taken as captured" is checked as the score's own definition says: the
// leaf's score equals that of the leaf with B1 empty and one more Black
// prisoner. Without the rule the static score took B1 as alive in every
// case (three liberties, no rule for it): "confined" and "made in the
// search" fail; without the reading (the area alone, depth 0), "gets
// out" fails; read again at every leaf, "root chain not read again"
// fails.
func TestScoreConfined(t *testing.T) {
	tests := []struct {
		name, diagram string
		moves         []string // the leaf: "B D2" or "W B1", in order
		captured      bool
	}{
		{"confined", ".x....\nx.x...\n.o.x..", nil, true},
		{"gets out", ".x....\nx.x...\n.o..O.", nil, false},
		{"made in the search", ".x....\nx.x...\n...x..", []string{"W B1"}, true},
		{"root chain not read again", ".x....\nx.x...\n.o..O.", []string{"B D2"}, false},
	}
	for _, tc := range tests {
		pos := egDiagram(t, tc.diagram)
		e, r := wholeBoardEstimator(pos)
		index := func(name string) int {
			for i, p := range r.Points {
				if pos.Board.Name(p) == name {
					return i
				}
			}
			t.Fatalf("%s: no point %s in the region", tc.name, name)
			return -1
		}
		e.readConfined(r.Position.Colors)
		leaf := lstate{col: slices.Clone(r.Position.Colors), ko: -1}
		for _, m := range tc.moves {
			c := goregion.Black
			if m[0] == 'W' {
				c = goregion.White
			}
			next, ok := e.play(leaf, index(m[2:]), c)
			if !ok {
				t.Fatalf("%s: %s is not legal", tc.name, m)
			}
			leaf = next
		}
		b1 := index("B1")
		if leaf.col[b1] != goregion.White {
			t.Fatalf("%s: no White stone at B1 in the leaf", tc.name)
		}
		without := lstate{col: slices.Clone(leaf.col), ko: -1, pris: leaf.pris + 1}
		without.col[b1] = goregion.Empty
		got := e.score(leaf) == e.score(without)
		if got != tc.captured {
			t.Errorf("%s: B1 taken as captured %v, want %v (scores %d with B1, %d with B1 taken)\n%s %v", tc.name, got, tc.captured, e.score(leaf), e.score(without), tc.diagram, tc.moves)
		}
	}
}
