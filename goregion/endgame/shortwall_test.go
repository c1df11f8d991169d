package endgame

import (
	"slices"
	"strings"
	"testing"
)

// shortWall13 is the board of the hold-out record holdout-13_104.sgf
// before move 77 (Black to play), read from tedomari's showboard. In
// the lower middle, White's F3 and G4-H4-H5-H3 (one group: they share
// the liberty G3) lie inside Black's area, and every empty point within
// two steps of them is far from White's other stones: "dead by area"
// judged them dead. But the Black chain D4-D3-D2-C2-E2-D1 that walls
// them in on the left is squeezed against White's left side (C4, C3,
// B2, C1, D5) and has only the four liberties E4 E3 F2 E1, where the
// White group has seven (F4 E3 G3 F2 J5 J3 H2): White, filling
// E4 and E1 and then the shared E3 and F2, is in a capturing race
// with the wall, and after a Black pass GNU Go answers E4 (its
// playouts at level 10: Black's F4 7 points better than tedomari's
// pass of the time, which took the group as dead).
const shortWall13 = `
........oox..
.oo.....ox...
.x.o....oxx..
.x..o...oox..
..xoooooox...
.xooxxoxxx...
.oxx..x......
.ooxxxxx.x...
.o.ox.xo.....
.oox..oox....
o.ox.o.o.x...
xoxxx...x....
.oox.........`

// TestSureShortWall: "dead by area" (sureJudge) does not judge a group
// next to a wall short of liberties (shortWall): on shortWall13 White's
// F3 and H5 stay undecided (the regions decide them). With a Black
// stone added at E4 the wall joins Black's E5 chain (many liberties),
// no wall is short, and the group is dead by area as before: the rule
// withholds the verdict only where a capturing race with the wall is
// possible. (Black's lone J4, three liberties next to White's H4, is no wall:
// a lone stone can extend; the second case fails without that condition.)
func TestSureShortWall(t *testing.T) {
	rules := mustRules(t, "no-suicide")
	for _, tc := range []struct {
		name string
		add  string // a Black stone added to shortWall13, "" for none
		dead bool   // whether White's F3 and H5 are judged dead
	}{
		{"short wall", "", false},
		{"wall joined to E5", "E4", true},
	} {
		pos := mustDiagram(t, trim(shortWall13))
		if tc.add != "" {
			p := pointsOf(t, pos, []string{tc.add})[0]
			pos.Colors[p] = pos.Colors[pointsOf(t, pos, []string{"D4"})[0]]
		}
		s, _, err := Assess(pos, rules, Marks{}, false, JudgeOptions{MaxDepth: 12})
		if err != nil {
			t.Fatal(err)
		}
		dead := chainHeads(pos, s.Dead)
		for _, w := range []string{"F3", "H5"} {
			head := chainHeads(pos, pointsOf(t, pos, []string{w}))[0]
			if got := slices.Contains(dead, head); got != tc.dead {
				t.Errorf("%s: White's %s judged dead %v, want %v (dead chains %s)", tc.name, w, got, tc.dead, strings.Join(dead, " "))
			}
		}
	}
}
