package endgame

import (
	"slices"
	"testing"
)

// lastMove9 is the board of the hold-out record holdout-9_103.sgf before
// move 54 (White to play; GNU Go passes there, and so did both players in
// the record). In the lower right, White's seven stones F4 G4 H4 G3 G2 G1
// F1 enclose the six empty points H3 J3 H2 J2 H1 J1 and Black's stone J4,
// whose only liberty is J3: White takes it whenever it likes (J3), so J4
// is dead and walls nothing in; with it White's eye space is seven points
// in the corner, room for two eyes, and the group lives without a move
// (GNU Go's playouts at level 10 from a White pass: W+14.5, from White's
// J2 or H3 inside its own eye space: W+13.5, one point less, a point of
// White's territory filled).
const lastMove9 = `
ooo......
xo.......
xooooo...
xoxxoxooo
xxx.xxxxo
..o.xooox
..xxxxo..
...x.xo..
..x.xoo..`

// TestSureDeadAtariWall: "dead by area" (sureJudge) must not use an
// opponent chain in atari next to a group as a wall. Before, Black's J4
// (one liberty, inside White's eye space) was a source of Black's
// distances, so every point of White's eye space was "sure for Black"
// (White's other stones cannot reach it) and only four points were nearer
// to White's group than to J4: the group was judged dead, and J4 with it
// (each judged with the other as its wall).
func TestSureDeadAtariWall(t *testing.T) {
	pos := mustDiagram(t, trim(lastMove9))
	s, _, err := Assess(pos, mustRules(t, "no-suicide"), Marks{}, false, JudgeOptions{MaxDepth: 12})
	if err != nil {
		t.Fatal(err)
	}
	dead := chainHeads(pos, s.Dead)
	white := chainHeads(pos, pointsOf(t, pos, []string{"F4"}))[0]
	black := chainHeads(pos, pointsOf(t, pos, []string{"J4"}))[0]
	if slices.Contains(dead, white) {
		t.Errorf("White's F4 chain (seven points of eye space with J4 taken) judged dead; dead chains %v", dead)
	}
	if !slices.Contains(dead, black) {
		t.Errorf("Black's J4 (one liberty, in White's eye space) not judged dead; dead chains %v", dead)
	}
}
