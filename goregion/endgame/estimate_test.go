package endgame

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/goregion"
)

// estimateAll analyses pos exactly, then estimates every region that is not
// settled as if it were unresolved, and returns both.
func estimateAll(t *testing.T, pos *goregion.Position, toPlay goregion.Color) (*Analysis, *Suggestion) {
	t.Helper()
	a, err := Analyze(context.Background(), pos, toPlay, Prisoners{}, cgt.Dyadic{}, Safety{}, Options{NoKoAnalysis: true})
	if err != nil {
		t.Fatal(err)
	}
	if !a.Resolved {
		t.Fatalf("not resolved:\n%s", pos)
	}
	u := unresolvedCopy(a)
	s, err := u.Suggest(context.Background(), EstimateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return a, s
}

// unresolvedCopy returns a copy of a in which every region that is not
// settled is marked unresolved, so that Suggest estimates it as it would a
// region the solver could not resolve (a stronger solver must not make a
// test of the estimate vacuous).
func unresolvedCopy(a *Analysis) *Analysis {
	u := *a
	u.Regions = slices.Clone(a.Regions)
	for i := range u.Regions {
		if !u.Regions[i].Settled {
			u.Regions[i].Resolved = false
		}
	}
	return &u
}

// TestEstimateKnown checks the estimate on regions whose exact values are
// known: the exact value comes from the solver (Analyze) and, where said,
// by hand. On these corridors and boundary points the estimate's static
// score is exact at the end of play (every empty point ends next to one
// colour only, or is a dame), and the trees fit within the depth, so the
// estimated game equals the exact value.
func TestEstimateKnown(t *testing.T) {
	tests := []struct {
		name, diagram string
		exact, est    string // the region's exact value (solver) and its estimate
		suggest       string // the suggested move for Black ("pass": none)
	}{
		// One dame between the walls: 0 (no move gains); the estimate
		// passes, as territory counting allows.
		{"dame pair", "XXXOOO\nXX..OO\nXXXOOO", "0", "0", "pass"},
		// One dame between the walls: * (whoever fills it moves last).
		// No region is hotter than 0, but filling the dame keeps the
		// stop, and the exact analysis lists C2 as its best move (a
		// pass was suggested before).
		{"one dame", "XXXOOO\nXX.OOO\nXXXOOO", "*", "*", "C2"},
		// Four empty points, the left two touching Black's wall only, the
		// right two White's only: solved here as ±1 (printed +-1), a gote
		// move worth 1; D2 and E2 are both exact best moves.
		{"four-point gap", "XXXOOO\nX....O\nXXXOOO", "+-1", "+-1", "D2"},
		// Black's corridor of three points open to White: the thesis's
		// corridor value, solved here as {3|||2||1|*}.
		{"corridor 3", "XXXXXO\nX....O\nXXXXXO", "{3|||2||1|*}", "{3|||2||1|*}", "E2"},
		// Four points: 4 plies and more are within the default depth (at
		// 3 plies, the depth the estimate first had, it was {4|||3||2|1}).
		{"corridor 4", "XXXXXXO\nX.....O\nXXXXXXO", "{4||||3|||2||1|*}", "{4||||3|||2||1|*}", "F2"},
		// testdata/endgame9.sgf of package gtp (values by hand in its
		// TestGenmoveEndgame): C = {1|*}, D = {2||1|*}; D is hotter.
		{"endgame9 D", "OOOOOOOOO\nO.O.OOOOO\nOOOOOOOOO\nOOOOOOOOO\nXXX.OX.OO\nXXX.XX.XX\nXXXXXX.XX\nXXXXXXXXX\n.X.XXXXXX", "{2||1|*}", "{2||1|*}", "G5"},
	}
	for _, tc := range tests {
		a, s := estimateAll(t, egDiagram(t, tc.diagram), goregion.Black)
		// The region checked: the hottest one that is not settled.
		best, bi := cgt.Dyadic{}, -1
		for i, r := range a.Regions {
			if !r.Settled && (bi < 0 || best.Less(r.Temperature)) {
				best, bi = r.Temperature, i
			}
		}
		r := a.Regions[bi]
		var e RegionEstimate
		for _, x := range s.Estimates {
			if x.Name == r.Name {
				e = x
			}
		}
		if got := r.Value.String(); got != tc.exact {
			t.Errorf("%s: exact value %s, want %s", tc.name, got, tc.exact)
		}
		if got := e.Value.String(); got != tc.est {
			t.Errorf("%s: estimate %s, want %s", tc.name, got, tc.est)
		}
		got := "pass"
		if !s.Pass {
			got = s.Move.Name
		}
		if got != tc.suggest {
			t.Errorf("%s: suggested %s, want %s", tc.name, got, tc.suggest)
		}
		if !s.Pass && !slices.Contains(egMoveNames(a.BestMoves), got) {
			t.Errorf("%s: suggested %s, not among the exact best moves %v", tc.name, got, egMoveNames(a.BestMoves))
		}
	}
}

// TestEstimateAgreesWithExact estimates every region of random small
// boards that the exact analysis resolves (several corridors,
// refMultiPosition, and clusters in random walls, refPosition) and counts
// the boards where the suggested move is one of the exact best moves
// (among those where some move keeps the optimal result better than a
// pass). The floors are the counts measured when the estimate was written,
// less a margin of two.
func TestEstimateAgreesWithExact(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 2026))
	n, agree, passes := 0, 0, 0
	for i := 0; n < 100; i++ {
		pos := estimateTestPosition(rng, i)
		toPlay := goregion.Color(1 + rng.IntN(2))
		a, s := estimateAll(t, pos, toPlay)
		if len(a.BestMoves) == 0 {
			if s.Pass {
				passes++
			}
			continue
		}
		n++
		if !s.Pass && slices.Contains(egMoveNames(a.BestMoves), s.Move.Name) {
			agree++
		}
	}
	t.Logf("suggested move among the exact best moves on %d of %d boards; %d boards with no best move where the estimate passes too", agree, n, passes)
	if agree < estimateAgreeFloor {
		t.Errorf("the suggested move is an exact best move on %d of %d boards, below the floor of %d", agree, n, estimateAgreeFloor)
	}
}

// estimateAgreeFloor: 98 of 100 measured (seed 7, 2026; 80 at depth 3,
// 81 at depth 6 with moves ranked by swing first, 84 with candidates
// only next to a stone, 85 while a pass was suggested when no region was
// hotter than 0, where the exact best moves were the moves in * regions).
const estimateAgreeFloor = 96

// FuzzSuggest builds a small board from bytes (the first picks the grid,
// 4×4 to 5×5; then one byte a point: empty, Black or White; a board with
// a chain without liberties is skipped), analyses it with the safety
// judgement and a budget of 20 positions per region, so that regions are
// unresolved, and suggests a move for each player: it must not panic,
// every suggested move is an empty point that is not banned, in a region
// hotter than 0 (or, when none is, in a region that is not a number, a
// move that keeps its stop), and a second suggestion is the same (the
// estimate is deterministic).
func FuzzSuggest(f *testing.F) {
	f.Add([]byte{0, 1, 1, 0, 2, 1, 0, 0, 2, 1, 0, 2, 2, 0, 0, 0, 0})
	f.Add([]byte{3, 0, 1, 0, 2, 0, 1, 1, 2, 2, 0, 0, 1, 0, 2, 0, 1, 0, 0, 2, 2, 0, 1, 0, 0, 0})
	f.Fuzz(func(t *testing.T, data []byte) {
		pos, ok := fuzzPosition(data, 4)
		if !ok {
			return
		}
		rules := mustRules(t, "no-suicide")
		s, _, err := Assess(pos, rules, Marks{}, false, JudgeOptions{MaxNodes: 200})
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range []goregion.Color{goregion.Black, goregion.White} {
			a, err := Analyze(context.Background(), pos, c, Prisoners{}, cgt.Dyadic{}, s, Options{MaxNodes: 20, NoKoAnalysis: true})
			if err != nil {
				t.Fatal(err)
			}
			sg, err := a.Suggest(context.Background(), EstimateOptions{})
			if err != nil {
				t.Fatal(err)
			}
			again, _ := a.Suggest(context.Background(), EstimateOptions{})
			if sg.Pass != again.Pass || !slices.EqualFunc(sg.Moves, again.Moves, func(x, y Move) bool { return x.Point == y.Point }) {
				t.Fatalf("%v: two suggestions differ: %v and %v", c, egMoveNames(sg.Moves), egMoveNames(again.Moves))
			}
			if sg.Pass != (len(sg.Moves) == 0) || !sg.Pass && sg.Move.Point != sg.Moves[0].Point {
				t.Fatalf("%v: pass %v, move %s, moves %v", c, sg.Pass, sg.Move.Name, egMoveNames(sg.Moves))
			}
			values := map[string]cgt.Game{}
			for _, r := range a.Regions {
				if r.Resolved {
					values[r.Name] = r.Value
				}
			}
			for _, e := range sg.Estimates {
				values[e.Name] = e.Value
			}
			cold := len(sg.Moves) > 0 && sg.Moves[0].Temperature.Sign() == 0
			for _, m := range sg.Moves {
				if pos.Colors[m.Point] != goregion.Empty || m.Player != c || m.Temperature.Sign() < 0 || (m.Temperature.Sign() == 0) != cold {
					t.Fatalf("%v: suggested %s (player %v, temperature %v) on\n%s", c, m.Name, m.Player, m.Temperature, pos)
				}
				// A move at temperature 0 (no region is hotter) is in a
				// region that is not a number and keeps its stop.
				if g := values[m.Region]; cold && (g.IsNumber() || !keepsTempo(m, g)) {
					t.Fatalf("%v: suggested %s at temperature 0 in region %s of value %v on\n%s", c, m.Name, m.Region, g, pos)
				}
			}
		}
	})
}

// TestEstimateShapes checks the estimate's move on endgame shapes where
// it once missed the exact best move, each a region of the generated
// 19×19 late endgames of TestEstimateLate19 copied onto a small board
// (the same empty points and frame; the corners, which touch no empty
// point, filled). The exact best moves come from the solver (Analyze);
// the test asserts that the suggested move is one of them.
func TestEstimateShapes(t *testing.T) {
	tests := []struct {
		name, diagram string
		toPlay        goregion.Color
		want          string // the suggested move (an exact best move)
	}{
		// egLateEndgame19 seed 7, region D (K17-M19): a gap three wide and
		// three deep on the top edge between White's wall (left) and
		// Black's (right). The best move is C3 (L18 on the board), the
		// middle of the second line, not next to any stone: it reaches
		// towards both walls at once, for either player. Before the
		// estimate's candidates took points not next to a stone, C3 was
		// no candidate and White played D2 (M17), next to Black's wall,
		// which leaves C3 to Black.
		{"gap 3×3 on the edge, Black", "O...X\nO...X\nO...X\nOOOXX", goregion.Black, "C3"},
		{"gap 3×3 on the edge, White", "O...X\nO...X\nO...X\nOOOXX", goregion.White, "C3"},
		// Seed 4, region T (C1-E3): a gap three wide on the bottom edge,
		// Black's wall left (B column) with a Black stone on the first
		// line (E1, D1 on the diagram) and White's wall right and above.
		// The exact value is {4*|*} (solver) and White's best move is C2
		// (D2 on the board), the middle of the second line: it blocks
		// Black's way along both the second and the first line. C3 (D3),
		// next to White's wall, has the same stop; it was chosen while
		// ties in the stop were broken by swing, whereas C2 gains more
		// (the mean of its incentive, 7/4 against 13/8 in the estimate).
		{"gap 3 wide, first-line stone, White", "XXOOO\nX...O\nX...O\nX..XO", goregion.White, "C2"},
		// Seed 5, region O (K9-M11): a gap three wide, two deep on the
		// left, between White's wall (left and below) and Black's (right
		// and above, with White's K12 poking in). Exact {*|-4*}; Black's
		// best move is C3 (L10 on the board), the middle point, which
		// again gains more than its neighbour C4 (L11) with the same stop.
		{"gap 3 wide in a corner of walls, Black", "OOXXX\nO...X\nO...X\nO..OX\nOOOOO", goregion.Black, "C3"},
		// Seed 12, region U (Q1-S3): White's corner, Black's wall on the
		// left reaching the second line (P2, P1). Exact {*|-5}; Black's
		// best move is C2 (R2 on the board), a step into the middle that
		// threatens both the first and the second line, not B2 (Q2), the
		// push from its own wall, which the estimate played while C2,
		// next to no stone, was no candidate (now C2 has the best stop
		// in the estimate, -1 against -3, and the largest gain, 9/4).
		{"corner gap 3 wide, Black's wall on the second line", "OOOOO\nXO..O\nX...O\nX...O", goregion.Black, "C2"},
	}
	for _, tc := range tests {
		a, s := estimateAll(t, egDiagram(t, tc.diagram), tc.toPlay)
		best := egMoveNames(a.BestMoves)
		got := "pass"
		if !s.Pass {
			got = s.Move.Name
		}
		if !slices.Contains(best, tc.want) {
			t.Errorf("%s: %s is not an exact best move %v (the test's premise)", tc.name, tc.want, best)
		}
		if got != tc.want {
			t.Errorf("%s: suggested %s, want %s (exact best moves %v)", tc.name, got, tc.want, best)
		}
	}
}

// TestEstimateValueHoldsItsMoves checks that an estimated region's value
// is a game whose options include every move the estimate ranks: for each
// of Black's moves m, Value ≤ m.Value is false, and for each of White's,
// m.Value ≤ Value is false (for any game G and left option GL, G ≤ GL
// fails: GL is a left option of G at least GL; the mirror for right
// options). The root's tree keeps only the Width best moves by the static
// score one move later; the moves ranked are more (both players' best
// points, each played by either player), and a value that left one out
// could be a number its move improves on (gnugo-19_3.sgf before move 228:
// the value -21 while White's E12 led to -24, so E12 seemed to gain 3 and
// was played inside White's own territory, a point lost by Japanese
// counting). With Width 1 the tree leaves most moves out.
func TestEstimateValueHoldsItsMoves(t *testing.T) {
	rng := rand.New(rand.NewPCG(12, 2026))
	checked := 0
	for i := 0; i < 60; i++ {
		pos := estimateTestPosition(rng, i)
		a, err := Analyze(context.Background(), pos, goregion.Black, Prisoners{}, cgt.Dyadic{}, Safety{}, Options{NoKoAnalysis: true})
		if err != nil {
			t.Fatal(err)
		}
		for i := range a.Regions {
			if !a.Regions[i].Settled {
				a.Regions[i].Resolved = false
			}
		}
		for _, width := range []int{1, 0} {
			s, err := a.Suggest(context.Background(), EstimateOptions{Width: width})
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range s.Estimates {
				for _, m := range e.Black {
					checked++
					if e.Value.LessEq(m.Value) {
						t.Errorf("width %d, region %s: value %v ≤ %v, the value after Black's %s\n%s", width, e.Name, e.Value, m.Value, m.Name, pos)
					}
				}
				for _, m := range e.White {
					checked++
					if m.Value.LessEq(e.Value) {
						t.Errorf("width %d, region %s: %v, the value after White's %s, ≤ value %v\n%s", width, e.Name, m.Value, m.Name, e.Value, pos)
					}
				}
			}
		}
	}
	t.Logf("%d moves checked", checked)
	if checked < 500 {
		t.Errorf("only %d moves checked", checked)
	}
}

// estimateTestPosition returns the i-th random position of the estimate's
// tests against exact values: several corridors (refMultiPosition) for
// even i, a small board of one region (refPosition) for odd i.
func estimateTestPosition(rng *rand.Rand, i int) *goregion.Position {
	if i%2 == 0 {
		return refMultiPosition(rng)
	}
	return refPosition(rng, 5+rng.IntN(3), 5+rng.IntN(3), 2+rng.IntN(7))
}
