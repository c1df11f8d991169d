package endgame

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/tedomari/tedomari/goregion"
)

// atariWall9 is the board of the hold-out record holdout-9_105.sgf before
// move 20 (White to play), read from GNU Go's showboard. White's E1 is in
// atari (its last liberty D1) between Black's F1 and E2; White's D3-D2 and
// C4 wall in the lower left corner.
const atariWall9 = `
...oox...
...ox.x..
...ox....
.....x...
...o.....
..o.x.x..
...ox....
...ox....
....ox...`

// TestSureThroughAtari: a chain in atari is no wall of its owner's sure
// area (Claim A, sure.go). On atariWall9 no Black stone reaches White's
// lower left corner through empty points: White's E1 stands between
// Black's F1 and D1. But Black takes E1 at D1, and then reaches C1 in
// three steps; with the ring, White's A2 B2 C2 A1 B1 are no longer sure
// and stay in the contested region, while A3 B3 C3 (farther) stay sure.
// GNU Go saves E1 at D1 (its reg_genmove; in its playouts at level 10 D1
// ends W+3.5 and the estimate's former E5 W+1.5): Black's D1 would
// threaten C2 against White's D3-D2, which the region's frame hid when C2
// was a sure point (an immortal White stone in the region's model). With
// the rule the estimate suggests D1; without it E5.
func TestSureThroughAtari(t *testing.T) {
	defer func(on bool) { sureThroughAtari = on }(sureThroughAtari)
	pos := mustDiagram(t, trim(atariWall9))
	rules := mustRules(t, "no-suicide")
	opened := []string{"A2", "B2", "C2", "A1", "B1"}
	kept := []string{"A3", "B3", "C3"}
	for _, on := range []bool{false, true} {
		sureThroughAtari = on
		s, _, err := Assess(pos, rules, Marks{}, false, JudgeOptions{MaxDepth: 12})
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range pointsOf(t, pos, opened) {
			if got := slices.Contains(s.SureWhite, p); got == on {
				t.Errorf("rule %v: %s sure for White %v, want %v (Black reaches it through E1, in atari)", on, pos.Board.Name(p), got, !on)
			}
		}
		for _, p := range pointsOf(t, pos, kept) {
			if !slices.Contains(s.SureWhite, p) {
				t.Errorf("rule %v: %s not sure for White (five steps or more from Black even through E1)", on, pos.Board.Name(p))
			}
		}
	}
	if testing.Short() {
		return
	}
	var rp *RecordPosition
	for _, x := range recordPositionsIn(t, "testdata/holdout") {
		if x.file == "holdout-9_105.sgf" && x.move == 20 {
			rp = x.rp
		}
	}
	if rp == nil {
		t.Fatal("holdout-9_105.sgf before move 20 is not among the hold-out positions")
	}
	if !slices.Equal(rp.Position.Colors, pos.Colors) {
		t.Fatal("atariWall9 is not the board of holdout-9_105.sgf before move 20")
	}
	for _, c := range []struct {
		on   bool
		want string
	}{{false, "E5"}, {true, "D1"}} {
		sureThroughAtari = c.on
		a := analyzeRecordPosition(t, rp, rules)
		sg, err := a.Suggest(context.Background(), EstimateOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if rp.ToPlay != goregion.White || sg.Pass || sg.Move.Name != c.want {
			t.Errorf("rule %v: suggested %s, want White's %s", c.on, sg, c.want)
		}
	}
}

// TestSureThroughAtariDecided: Claim A passes only through chains in
// atari that no rule has decided. On atariWall9, White's E1 (in atari)
// marked alive by the user, or an immortal stone (a region's frame),
// cannot be taken, so it still walls White's lower left corner off from
// Black's F1: A2 B2 C2 A1 B1 stay sure for White, as without the rule.
func TestSureThroughAtariDecided(t *testing.T) {
	rules := mustRules(t, "no-suicide")
	immortalE1 := strings.Replace(trim(atariWall9), "....ox...", "....Ox...", 1)
	for _, tc := range []struct {
		name, diagram string
		alive         []string
	}{
		{"E1 marked alive", trim(atariWall9), []string{"E1"}},
		{"E1 immortal", immortalE1, nil},
	} {
		pos := mustDiagram(t, tc.diagram)
		s, _, err := Assess(pos, rules, Marks{Alive: pointsOf(t, pos, tc.alive)}, false, JudgeOptions{MaxDepth: 12})
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range pointsOf(t, pos, []string{"A2", "B2", "C2", "A1", "B1"}) {
			if !slices.Contains(s.SureWhite, p) {
				t.Errorf("%s: %s not sure for White (E1 cannot be taken)", tc.name, pos.Board.Name(p))
			}
		}
	}
}

// TestSureThroughAtariOwnReach: Claim A changes only the opponent's
// distances; the owner's chain in atari still counts for its owner's own
// distances (step 4: it is still there if its owner saves it). On this
// board (row 1 at the bottom) the user marks White's B5, C4, A3 and E2
// dead, and "dead by area" takes C2, so White's only live stone is E5.
// Black's C5 is in atari (its one liberty D5; B5 and C4 are dead). By
// hand:
//  1. White's distances through C5 (Claim A) and the dead stones: D5 1,
//     C5 2, B5 and C4 3, A5 and B4 4; Black's with C5 a source: A5 and
//     B4 2 (through B5 and C4). So A5 and B4 are sure for Black (4 ≥ 4
//     and 2 + 2 ≤ 4), and the sure points A5 A4 B4 B3 C3 B2 D2 A1 B1 C1
//     D1 make one component of 11 points with two Black stones next to it
//     (A2, D3): more than four points a stone, so none is sure
//     (enclosure), and neither A2 nor D3 is alive by area.
//  2. Without C5 among Black's sources, A5 and B4 would be 3 steps from
//     Black (from A2 and D3): not sure; A4 alone would then fail the
//     enclosure, and the 8 points left, with A2 and D3 next to them,
//     would pass it and make both alive by area (and A1 sure).
func TestSureThroughAtariOwnReach(t *testing.T) {
	pos := mustDiagram(t, ".ox.o\n..o..\no..x.\nx.o.o\n.....\n")
	dead := pointsOf(t, pos, []string{"B5", "C4", "A3", "E2"})
	s, _, err := Assess(pos, mustRules(t, "no-suicide"), Marks{Dead: dead}, false, JudgeOptions{MaxDepth: 4})
	if err != nil {
		t.Fatal(err)
	}
	c2, e5 := pointsOf(t, pos, []string{"C2"})[0], pointsOf(t, pos, []string{"E5"})[0]
	if !slices.Contains(s.Dead, c2) || slices.Contains(s.Dead, e5) {
		t.Fatalf("dead %v: want C2 dead and E5 not; the case no longer tests Claim A", s.Dead)
	}
	if len(s.SureBlack) != 0 {
		t.Errorf("sure for Black: %d points, want none (C5 reaches A5 and B4 for Black)", len(s.SureBlack))
	}
	for _, p := range pointsOf(t, pos, []string{"A2", "D3"}) {
		if slices.Contains(s.Safe, p) {
			t.Errorf("%s judged safe; its sure component fails the enclosure", pos.Board.Name(p))
		}
	}
}
