package endgame

import (
	"slices"
	"testing"

	"github.com/tedomari/tedomari/goregion"
)

// TestScoreBesideDead checks Claim N (estimator.besideDead): a single
// stone the search plays next to an empty point that touches a dead
// stone of its colour is taken as captured by the static score. The
// root is one region (the whole board): a Black frame, White's immortal
// stones at the bottom right (White has a frame, so the unframed rule
// leaves single White stones alone), and White's ordinary E4 marked
// dead, as Claim G's guess marks it. Each case plays stones on the root
// and asks whether the stone at point `at` is taken ("taken as
// captured" as the score defines it: the score equals that of the same
// board with the stone removed and one more prisoner for its captor):
//
//   - "beside": White's G4, two steps from E4 through F4. Taken.
//   - "far": White's H4, three steps from E4. Not taken (its liberties
//     touch no dead stone).
//   - "two stones": White's G4 and H4, one chain: two owner's moves, not
//     taken (step 5).
//   - "at the root": White's G4 an ordinary stone of the root, not dead.
//     Not taken (step 5).
//   - "black": Black's G4, beside White's dead E4: not taken (the dead
//     stone must be of the stone's colour).
//   - "touching": White's F4, next to E4: it joins the dead chain and is
//     taken by the rule for dead chains, with or without Claim N (a
//     control of the helper).
//
// With Claim N off, "beside" is not taken; the cases that are never
// taken fail when the single-stone, the root or the colour condition
// is dropped.
func TestScoreBesideDead(t *testing.T) {
	const rootDiagram = "XXXXXXXXX\nX.......X\nX.......X\nX...o...X\nX.......X\nX.......X\nXXXXXXOOO"
	tests := []struct {
		name    string
		diagram string // the root
		black   []string
		white   []string
		at      string
		taken   bool
	}{
		{"beside", rootDiagram, nil, []string{"G4"}, "G4", true},
		{"far", rootDiagram, nil, []string{"H4"}, "H4", false},
		{"two stones", rootDiagram, nil, []string{"G4", "H4"}, "G4", false},
		{"at the root", "XXXXXXXXX\nX.......X\nX.......X\nX...o.o.X\nX.......X\nX.......X\nXXXXXXOOO", nil, nil, "G4", false},
		{"black", rootDiagram, []string{"G4"}, nil, "G4", false},
		{"touching", rootDiagram, nil, []string{"F4"}, "F4", true},
	}
	for _, on := range []bool{true, false} {
		newStonesBesideDead = on
		for _, tc := range tests {
			pos := egDiagram(t, tc.diagram)
			e, r := wholeBoardEstimator(pos)
			point := func(name string) int {
				for p := range r.Points {
					if pos.Board.Name(p) == name {
						return p
					}
				}
				t.Fatalf("%s: no point %s", tc.name, name)
				return -1
			}
			e.dead[point("E4")] = goregion.White
			root := lstate{col: slices.Clone(pos.Colors), ko: -1}
			e.readConfined(root.col)
			s := root
			for _, mv := range []struct {
				c     goregion.Color
				names []string
			}{{goregion.Black, tc.black}, {goregion.White, tc.white}} {
				for _, nm := range mv.names {
					var ok bool
					if s, ok = e.play(s, point(nm), mv.c); !ok {
						t.Fatalf("%s: %v %s illegal", tc.name, mv.c, nm)
					}
				}
			}
			at := point(tc.at)
			c := s.col[at]
			bare := lstate{col: slices.Clone(s.col), pris: s.pris, ko: -1}
			for _, q := range chainPoints(pos.Board, s.col, at) {
				bare.col[q] = goregion.Empty
				if c == goregion.White {
					bare.pris++
				} else {
					bare.pris--
				}
			}
			want := tc.taken && (on || tc.name == "touching")
			if got := e.score(s) == e.score(bare); got != want {
				t.Errorf("Claim N %v, %s: %s taken as captured %v, want %v (scores %d with it, %d taken)", on, tc.name, tc.at, got, want, e.score(s), e.score(bare))
			}
		}
	}
	newStonesBesideDead = true
}
