package endgame

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/chill"
	"github.com/tedomari/tedomari/examples"
	"github.com/tedomari/tedomari/goregion"
	"github.com/tedomari/tedomari/goregion/solve"
)

// egStamp is a diagram to place on a whole board: its rows (FORMATS.md §3,
// '#' and ' ' not points), where its top-left cell goes, and its value.
type egStamp struct {
	name     string
	rows     []string
	col, row int
	value    cgt.Game
	source   string
}

// egDiagramRows returns the drawing of a diagram without comments and blank
// lines.
func egDiagramRows(text string) []string {
	var rows []string
	for _, line := range strings.Split(text, "\n") {
		if k := strings.IndexByte(line, ';'); k >= 0 {
			line = line[:k]
		}
		if strings.TrimSpace(line) == "" {
			continue
		}
		rows = append(rows, line)
	}
	return rows
}

// egMirrorRows mirrors a drawing left to right (rows padded to one width).
func egMirrorRows(rows []string) []string {
	w := 0
	for _, r := range rows {
		w = max(w, len(r))
	}
	out := make([]string, len(rows))
	for i, r := range rows {
		b := []byte(r + strings.Repeat("#", w-len(r)))
		slices.Reverse(b)
		out[i] = string(b)
	}
	return out
}

// egBoardOf places the stamps on a size×size grid; every other point is an
// immortal Black stone (the filler touches only the stamps' frames). It
// fails if stamps overlap.
func egBoardOf(t *testing.T, size int, stamps []egStamp) *goregion.Position {
	t.Helper()
	cells := make([][]byte, size)
	for i := range cells {
		cells[i] = []byte(strings.Repeat("#", size))
	}
	used := make([][]bool, size)
	for i := range used {
		used[i] = make([]bool, size)
	}
	for _, s := range stamps {
		for dr, line := range s.rows {
			for dc := 0; dc < len(line); dc++ {
				ch := line[dc]
				if ch == '#' || ch == ' ' {
					continue
				}
				r, c := s.row+dr, s.col+dc
				if r >= size || c >= size || used[r][c] {
					t.Fatalf("stamp %s does not fit at (%d,%d)", s.name, r, c)
				}
				used[r][c] = true
				cells[r][c] = ch
			}
		}
	}
	b := goregion.Grid(size, size)
	pos := &goregion.Position{Board: b, Colors: make([]goregion.Color, b.NumPoints()), Immortal: make([]bool, b.NumPoints())}
	for r := range size {
		for c := range size {
			p := r*size + c
			switch cells[r][c] {
			case '#', 'X':
				pos.Colors[p], pos.Immortal[p] = goregion.Black, true
			case 'O':
				pos.Colors[p], pos.Immortal[p] = goregion.White, true
			case 'x':
				pos.Colors[p] = goregion.Black
			case 'o':
				pos.Colors[p] = goregion.White
			case '.':
			default:
				t.Fatalf("bad cell %q", cells[r][c])
			}
		}
	}
	return pos
}

// TestThesisOnBoard places the thesis's examples and corridors together on
// one 19×19 board: the sum of the regions must be the sum of the published
// values, and every best move must keep the optimal result of that sum.
// Every example is used but "eye" (03-eye.txt), whose eye points have
// "not a point" cells beside them on both sides: on a whole board those
// cells would be stones, and a stone played on the eye would join them.
func TestThesisOnBoard(t *testing.T) {
	exs, err := examples.Load()
	if err != nil {
		t.Fatal(err)
	}
	byName := map[string]examples.Example{}
	for _, e := range exs {
		byName[e.Name] = e
	}
	ex := func(name string) ([]string, cgt.Game, string) {
		e, ok := byName[name]
		if !ok {
			t.Fatalf("no example %q", name)
		}
		return egDiagramRows(e.Diagram), cgt.MustParse(e.Value), "thesis §" + e.Section + " (" + e.File + ")"
	}
	var stamps []egStamp
	add := func(name string, rows []string, col, row int, v cgt.Game, src string) {
		stamps = append(stamps, egStamp{name, rows, col, row, v, src})
	}
	// Edge and corner examples go where their open sides are the board's
	// edges: "nine" in the top-left corner, "gold-corner" mirrored into the
	// top-right corner, "two-point-edge" on the top edge between them.
	r, v, src := ex("nine")
	add("nine", r, 0, 0, v, src)
	r, v, src = ex("gold-corner")
	add("gold-corner", egMirrorRows(r), 15, 0, v, src)
	r, v, src = ex("two-point-edge")
	add("two-point-edge", r, 6, 0, v, src)
	// Enclosed examples anywhere inside.
	col, row := 0, 3
	place := func(name string, rows []string, v cgt.Game, src string) {
		w := 0
		for _, r := range rows {
			w = max(w, len(r))
		}
		if col+w > 19 {
			col, row = 0, row+3
		}
		add(name, rows, col, row, v, src)
		col += w + 1
	}
	for _, name := range []string{"one-point", "two-points", "dame", "short-corridor", "corridor-2", "corridor-3", "corridor-4", "gold-corridor"} {
		r, v, src := ex(name)
		place(name, r, v, src)
	}
	for n := 1; n <= 4; n++ {
		place(fmt.Sprintf("Corr(%d)", n), egDiagramRows(chill.CorridorDiagram(n)), chill.Corridor(n), "chill.Corridor (Theorem 6.1)")
	}
	for _, sd := range [][2]int{{1, 1}, {1, 3}, {2, 1}, {2, 2}} {
		place(fmt.Sprintf("Corr_%d(%d)", sd[0], sd[1]), egDiagramRows(chill.GoldCorridorDiagram(sd[0], sd[1])),
			chill.GoldCorridor(sd[0], sd[1]), "chill.GoldCorridor (Theorem 6.3)")
	}
	pos := egBoardOf(t, 19, stamps)

	var want []cgt.Game
	for _, s := range stamps {
		want = append(want, s.value)
	}
	wantSum := cgt.Sum(want...)
	for _, toPlay := range []goregion.Color{goregion.Black, goregion.White} {
		a, err := Analyze(context.Background(), pos, toPlay, Prisoners{Black: 2, White: 5}, cgt.NewDyadic(13, 1), Safety{}, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if !a.Resolved {
			t.Fatalf("%v to play: not resolved: %v", toPlay, a.Assumptions)
		}
		if len(a.Regions) != len(stamps) {
			t.Fatalf("%d regions, want %d (one per stamp)", len(a.Regions), len(stamps))
		}
		if a.Sum != wantSum {
			for _, r := range a.Regions {
				t.Logf("region %s %v value %v", r.Name, r.Points, r.Value)
			}
			t.Fatalf("sum of regions = %v, want the published values' sum %v", a.Sum, wantSum)
		}
		// Each region's value is the value of one stamp.
		var got []string
		for _, r := range a.Regions {
			got = append(got, r.Value.String())
		}
		var wantVals []string
		for _, w := range want {
			wantVals = append(wantVals, w.String())
		}
		slices.Sort(got)
		slices.Sort(wantVals)
		if !slices.Equal(got, wantVals) {
			t.Errorf("region values %v, want %v", got, wantVals)
		}
		base := cgt.DyadicFromInt(2 - 5).Sub(cgt.NewDyadic(13, 1))
		wantRes := wantSum.LeftStop().Add(base)
		if toPlay == goregion.White {
			wantRes = wantSum.RightStop().Add(base)
		}
		if a.Result == nil || *a.Result != wantRes {
			t.Errorf("%v to play: result %v, want %v", toPlay, a.Result, wantRes)
		}
		if a.LineCount != wantRes {
			t.Errorf("%v to play: count after the line %v, want the result %v", toPlay, a.LineCount, wantRes)
		}
		if len(a.BestMoves) == 0 {
			t.Errorf("%v to play: no best move", toPlay)
		}
		// A best move in region i, with the published values elsewhere,
		// keeps the stop of the published sum.
		for _, m := range a.BestMoves {
			i := slices.IndexFunc(a.Regions, func(r RegionAnalysis) bool { return r.Name == m.Region })
			rest := wantSum.Sub(a.Regions[i].Value)
			after := m.Value.Add(rest)
			ok := after.RightStop() == wantSum.LeftStop()
			if toPlay == goregion.White {
				ok = after.LeftStop() == wantSum.RightStop()
			}
			if !ok {
				t.Errorf("%v to play: best move %s (region %s, to %v) loses against the published values", toPlay, m.Name, m.Region, m.Value)
			}
		}
		t.Logf("%v to play: result %v, best %v, line %d moves", toPlay, a.Result, egMoveNames(a.BestMoves), len(a.Line))
	}
}

func egMoveNames(ms []Move) []string {
	var out []string
	for _, m := range ms {
		out = append(out, m.Name)
	}
	return out
}

// egLateEndgame19 returns a 19×19 late endgame in which every stone is
// safe: columns of territory and walls, and three bands of boundary
// regions between a Black and a White wall, each band cut by rows of
// stones into blocks of at most 3×3 points, filled at random (seeded).
//
//	columns  0      1      2–4    5      6–7    8      9–11   12     13     14     15–17  18
//	         B terr B wall band   W wall W terr W wall band   B wall B terr B wall band   W wall
//
// Every territory column touches its walls, so each territory is settled by
// the test of Decompose; the boundary regions go to the solver.
func egLateEndgame19(seed uint64) *goregion.Position {
	const size = 19
	rng := rand.New(rand.NewPCG(seed, 19))
	b := goregion.Grid(size, size)
	pos := &goregion.Position{Board: b, Colors: make([]goregion.Color, b.NumPoints()), Immortal: make([]bool, b.NumPoints())}
	set := func(col, row int, c goregion.Color) { pos.Colors[row*size+col] = c }
	walls := map[int]goregion.Color{1: goregion.Black, 5: goregion.White, 8: goregion.White, 12: goregion.Black, 14: goregion.Black, 18: goregion.White}
	bands := [][2]int{{2, 5}, {9, 12}, {15, 18}} // first column, column of the right wall
	for row := range size {
		for col, c := range walls {
			set(col, row, c)
		}
		for _, bd := range bands {
			left, right := walls[bd[0]-1], walls[bd[1]]
			for col := bd[0]; col < bd[1]; col++ {
				switch {
				case row%4 == 3: // a separator row: the left wall's colour, then the right's
					c := left
					if col-bd[0] >= 1+rng.IntN(2) {
						c = right
					}
					set(col, row, c)
				case rng.IntN(100) < 30:
					set(col, row, goregion.Color(1+rng.IntN(2)))
				}
			}
		}
	}
	return pos
}

// BenchmarkAnalyze19 analyses a 19×19 late endgame (egLateEndgame19): every
// region, the result, the best moves and the line of play. cgt memoises
// sums and comparisons process-wide, so after the first iteration the sums
// cost almost nothing and only the solver's work remains: the honest figure
// for one analysis is -benchtime 1x (the metrics split it: decomposition,
// regions, sum, best moves, line; the safety judgement is
// BenchmarkAssess19's, here AllStonesSafe, a few microseconds).
func BenchmarkAnalyze19(b *testing.B) { benchAnalyze19(b, Options{}) }

// BenchmarkAnalyze19NoKo is BenchmarkAnalyze19 without the ko analysis
// of the regions where a ko arises (Options.NoKoAnalysis, as GTP's
// genmove runs it).
func BenchmarkAnalyze19NoKo(b *testing.B) { benchAnalyze19(b, Options{NoKoAnalysis: true}) }

func benchAnalyze19(b *testing.B, opts Options) {
	pos := egLateEndgame19(1)
	s := AllStonesSafe(pos)
	var st Stats
	runs := 0
	for b.Loop() {
		a, err := Analyze(context.Background(), pos, goregion.Black, Prisoners{}, cgt.NewDyadic(13, 1), s, opts)
		if err != nil {
			b.Fatal(err)
		}
		st.Decompose += a.Stats.Decompose
		st.Regions += a.Stats.Regions
		st.Sum += a.Stats.Sum
		st.Best += a.Stats.Best
		st.Line += a.Stats.Line
		st.Nodes += a.Stats.Nodes
		st.Sums += a.Stats.Sums
		runs++
	}
	b.ReportMetric(float64(st.Nodes)/float64(runs), "nodes/op")
	b.ReportMetric(float64(st.Sums)/float64(runs), "sums/op")
	b.ReportMetric(float64(st.Decompose.Microseconds())/float64(runs), "decompose-µs/op")
	b.ReportMetric(float64(st.Regions.Microseconds())/float64(runs), "regions-µs/op")
	b.ReportMetric(float64(st.Sum.Microseconds())/float64(runs), "sum-µs/op")
	b.ReportMetric(float64(st.Best.Microseconds())/float64(runs), "best-µs/op")
	b.ReportMetric(float64(st.Line.Microseconds())/float64(runs), "line-µs/op")
}

// BenchmarkAssess19 judges the safety of BenchmarkAnalyze19's board as the
// endgame command does by default (Assess: Benson, the life-and-death
// search, the sure areas): the safety step of an analysis.
func BenchmarkAssess19(b *testing.B) {
	pos := egLateEndgame19(1)
	rules := mustRules(b, "no-suicide")
	for b.Loop() {
		if _, _, err := Assess(pos, rules, Marks{}, false, JudgeOptions{}); err != nil {
			b.Fatal(err)
		}
	}
}

// TestLateEndgame19 checks the benchmark's position: resolved, about twenty
// boundary regions of at most 12 empty points, and the count after the line
// of play equal to the result for both players to move.
func TestLateEndgame19(t *testing.T) {
	seeds := []uint64{3}
	if *refLong {
		seeds = []uint64{1, 2, 3, 4, 5}
	}
	for _, seed := range seeds {
		pos := egLateEndgame19(seed)
		for _, c := range []goregion.Color{goregion.Black, goregion.White} {
			a, err := Analyze(context.Background(), pos, c, Prisoners{3, 1}, cgt.NewDyadic(13, 1), AllStonesSafe(pos), Options{})
			if err != nil {
				t.Fatal(err)
			}
			if !a.Resolved {
				t.Fatalf("seed %d: not resolved: %v", seed, a.Assumptions)
			}
			contested := 0
			for _, r := range a.Regions {
				if !r.Settled {
					contested++
					if r.Empty > 12 {
						t.Errorf("seed %d: region %s has %d empty points", seed, r.Name, r.Empty)
					}
				}
			}
			if a.LineCount != *a.Result {
				t.Errorf("seed %d, %v to play: count after the line %v, result %v", seed, c, a.LineCount, *a.Result)
			}
			t.Logf("seed %d, %v to play: %d regions (%d contested), result %v, best %v, line %d moves; %+v",
				seed, c, len(a.Regions), contested, *a.Result, egMoveNames(a.BestMoves), len(a.Line), a.Stats)
		}
	}
}

// ExampleAnalyze analyses a small board whose walls are all safe: a
// corridor of length two for Black (Corr(2) = {1|*}, thesis §6.1) and a
// one-point dame (*), with komi 1/2.
func ExampleAnalyze() {
	pos, err := goregion.ParseDiagram(`
XXXXO
X..OO
XXXXO
XXX.O
XXXOO
`)
	if err != nil {
		panic(err)
	}
	a, err := Analyze(context.Background(), pos, goregion.Black, Prisoners{}, cgt.NewDyadic(1, 1), AllStonesSafe(pos), Options{})
	if err != nil {
		panic(err)
	}
	for _, r := range a.Regions {
		fmt.Printf("region %s: %d empty, value %v, chilled %v\n", r.Name, r.Empty, r.Value, r.Chilled)
	}
	fmt.Println("result:", *a.Result)
	for _, m := range a.BestMoves {
		fmt.Printf("best: %s in %s (%s, gains %v)\n", m.Name, m.Region, m.Kind, m.Gain)
	}
	fmt.Print("line:")
	for _, m := range a.Line {
		fmt.Print(" ", m.Name)
	}
	fmt.Println()
	// Output:
	// region A: 2 empty, value {1|*}, chilled 1/2
	// region B: 1 empty, value *, chilled 0
	// result: 1/2
	// best: C4 in A (gote, gains 1/2)
	// line: C4 D2
}

func egDiagram(t *testing.T, text string) *goregion.Position {
	t.Helper()
	pos, err := goregion.ParseDiagram(text)
	if err != nil {
		t.Fatal(err)
	}
	return pos
}

// TestDecompose checks a hand-made board region by region.
func TestDecompose(t *testing.T) {
	// B4 C4: two points in Black's wall (settled, 2). E4: one point between
	// D4 and E5 (Black) and E3 and F4 (White): F4 is an ordinary stone
	// joined to the immortal G4, so it is safe and E4 is a dame (*). B2: one
	// point framed by Black, B1 joined to A1 (settled, 1). E2 F2: two points
	// in White's wall, each touching it (settled, −2). D1: a dame (*).
	pos := egDiagram(t, `
XXXXXXX
X..X.oO
XXXXOOO
X.XO..O
XxX.OOO
`)
	d, err := Decompose(pos, Safety{})
	if err != nil {
		t.Fatal(err)
	}
	type want struct {
		name, points string
		settled      bool
		owner        goregion.Color
		diagram      string
	}
	wants := []want{
		{"A", "B4 C4", true, goregion.Black, "#XX\nX..X\n#XX\n"},
		{"B", "E4", false, goregion.Empty, "#X\nX.O\n#O\n"},
		{"C", "B2", true, goregion.Black, "#X\nX.X\n#X\n"},
		{"D", "E2 F2", true, goregion.White, "#OO\nO..O\n#OO\n"},
		{"E", "D1", false, goregion.Empty, "#O\nX.O\n"},
	}
	if len(d.Regions) != len(wants) {
		t.Fatalf("Decompose: %d regions, want %d", len(d.Regions), len(wants))
	}
	for i, w := range wants {
		r := d.Regions[i]
		var names []string
		for _, p := range r.Points {
			names = append(names, pos.Board.Name(p))
		}
		if r.Name != w.name || strings.Join(names, " ") != w.points || r.Settled != w.settled || r.Owner != w.owner {
			t.Errorf("region %d = %s %v settled %v owner %v, want %s %s %v %v", i, r.Name, names, r.Settled, r.Owner, w.name, w.points, w.settled, w.owner)
		}
		if r.Diagram != w.diagram {
			t.Errorf("region %s diagram\n%s, want\n%s", r.Name, r.Diagram, w.diagram)
		}
	}
	if sp := d.Regions[1].Frame; !slices.Contains(sp, 1*7+5) {
		t.Errorf("region B's frame %v lacks F4, the ordinary stone joined to an immortal one", sp)
	}
}

// TestRegionDiagramsSolve checks that each region's diagram, parsed and
// solved on its own, has the value the analysis gives the region, on the
// 19×19 late endgame.
func TestRegionDiagramsSolve(t *testing.T) {
	pos := egLateEndgame19(3)
	a, err := Analyze(context.Background(), pos, goregion.Black, Prisoners{}, cgt.Dyadic{}, AllStonesSafe(pos), Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range a.Regions {
		sol, err := solveDiagram(r.Diagram)
		if err != nil {
			t.Fatalf("region %s:\n%s%v", r.Name, r.Diagram, err)
		}
		if sol != r.Value {
			t.Errorf("region %s:\n%ssolved alone %v, in the analysis %v", r.Name, r.Diagram, sol, r.Value)
		}
	}
}

func solveDiagram(d string) (cgt.Game, error) {
	pos, err := goregion.ParseDiagram(d)
	if err != nil {
		return cgt.Game{}, err
	}
	sol, err := endgameSolve(context.Background(), pos, Options{})
	if err != nil {
		return cgt.Game{}, err
	}
	return sol.Value, nil
}

// TestSafetyErrors checks the malformed safety judgements.
func TestSafetyErrors(t *testing.T) {
	pos := egDiagram(t, `
XXXXX
X.x.O
XXXXO
`)
	p := func(name string) int {
		q, ok := pos.Board.Point(name)
		if !ok {
			t.Fatalf("no point %s", name)
		}
		return q
	}
	for _, tc := range []struct {
		s    Safety
		want string
	}{
		{Safety{Safe: []int{p("B2")}}, "holds no stone"},
		{Safety{Dead: []int{99}}, "not on the board"},
		{Safety{Safe: []int{p("A1")}, Dead: []int{p("B1")}}, "both safe and dead"},
		{Safety{Territory: []int{p("D2")}}, "both colours"},
		{Safety{Territory: []int{p("A1")}}, "is a safe stone"},
	} {
		_, err := Decompose(pos, tc.s)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Decompose(%+v) error %v, want one saying %q", tc.s, err, tc.want)
		}
	}
	if _, err := Analyze(context.Background(), pos, goregion.Empty, Prisoners{}, cgt.Dyadic{}, Safety{}, Options{}); err == nil {
		t.Errorf("Analyze with no player to move: no error")
	}
}

// TestTerritoryMark checks a territory with an interior point, which the
// test of Decompose cannot prove: the solver values it 9 (Theorem 3.1, n =
// 9), and marked as territory it is counted 9 without search, with the
// assumption stated.
func TestTerritoryMark(t *testing.T) {
	pos := egDiagram(t, `
XXXXX
X...X
X...X
X...X
XXXXX
`)
	a, err := Analyze(context.Background(), pos, goregion.White, Prisoners{}, cgt.Dyadic{}, Safety{}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if r := a.Regions[0]; r.Settled || r.Value != cgt.FromInt(9) {
		t.Fatalf("unmarked 3×3 territory: settled %v, value %v; want a solved 9 (Theorem 3.1)", r.Settled, r.Value)
	}
	c, _ := pos.Board.Point("C3")
	a, err = Analyze(context.Background(), pos, goregion.White, Prisoners{}, cgt.Dyadic{}, Safety{Territory: []int{c}}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if r := a.Regions[0]; !r.Settled || !r.Assumed || r.Value != cgt.FromInt(9) || r.Nodes != 0 {
		t.Errorf("marked territory: settled %v assumed %v value %v nodes %d, want 9 without search", r.Settled, r.Assumed, r.Value, r.Nodes)
	}
	if !slices.ContainsFunc(a.Assumptions, func(s string) bool { return strings.Contains(s, "assumed black territory") }) {
		t.Errorf("assumptions %q do not state the territory", a.Assumptions)
	}
}

// TestUnresolved checks that a region the solver cannot finish is listed
// unresolved and the result is not given as exact.
func TestUnresolved(t *testing.T) {
	pos := egDiagram(t, `
XXXXXXXO
X......O
X......O
XXXXXXXO
XXX.OOOO
`)
	a, err := Analyze(context.Background(), pos, goregion.Black, Prisoners{}, cgt.Dyadic{}, Safety{}, Options{MaxNodes: 10})
	if err != nil {
		t.Fatal(err)
	}
	if a.Resolved || a.Result != nil {
		t.Fatalf("resolved %v, result %v: want unresolved and no result", a.Resolved, a.Result)
	}
	if a.Regions[0].Resolved || !errors.Is(a.Regions[0].Err, solve.ErrNodeLimit) {
		t.Errorf("region A: resolved %v, err %v; want the node limit", a.Regions[0].Resolved, a.Regions[0].Err)
	}
	// The resolved part: the dame D1 alone, *: both stops 0.
	if a.ResultIfBlackFirst != (cgt.Dyadic{}) || a.ResultIfWhiteFirst != (cgt.Dyadic{}) {
		t.Errorf("results for the resolved part %v, %v; want 0, 0 (a dame)", a.ResultIfBlackFirst, a.ResultIfWhiteFirst)
	}
	if !slices.ContainsFunc(a.Assumptions, func(s string) bool { return strings.Contains(s, "region A (12 points, 12 empty) is unresolved") }) {
		t.Errorf("assumptions %q do not name the unresolved region", a.Assumptions)
	}
}

// TestKo checks a region whose value depends on superko: Black captures at
// C2 and White may not retake at once (the board would recur), so the value
// is {2|0} under the local rules, and the region is marked.
func TestKo(t *testing.T) {
	pos := egDiagram(t, `
XXOO
Xo.O
XXOO
`)
	a, err := Analyze(context.Background(), pos, goregion.Black, Prisoners{}, cgt.Dyadic{}, Safety{}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	r := a.Regions[0]
	if !r.KoSensitive || r.Value != cgt.MustParse("{2|0}") {
		t.Errorf("ko region: KoSensitive %v, value %v; want true, {2|0}", r.KoSensitive, r.Value)
	}
	if !slices.ContainsFunc(a.Assumptions, func(s string) bool { return strings.Contains(s, "hold a ko") }) {
		t.Errorf("assumptions %q do not mention the ko", a.Assumptions)
	}
	if got := egMoveNames(a.BestMoves); !slices.Equal(got, []string{"C2"}) {
		t.Errorf("best moves %v, want [C2]", got)
	}
}

// TestMoveKind checks sente, reverse sente and gote on values whose
// thermographs are known (Berlekamp and Wolfe, Mathematical Go, ch. 2: a
// vertical wall below the temperature on the mover's side is sente).
func TestMoveKind(t *testing.T) {
	for _, tc := range []struct {
		g            string
		black, white string
		source       string
	}{
		{"{2|0}", "gote", "gote", "a gote switch: both walls slant"},
		{"{{4|0}|-2}", "sente", "reverse sente", "Black threatens {4|0}: left wall vertical at 0 up to t = 2"},
		{"{2|{0|-4}}", "reverse sente", "sente", "the mirror"},
		{"*", "", "", "temperature 0"},
		{"3", "", "", "a number"},
	} {
		g := cgt.MustParse(tc.g)
		if b, w := moveKind(g, goregion.Black), moveKind(g, goregion.White); b != tc.black || w != tc.white {
			t.Errorf("moveKind(%v) = %q, %q; want %q, %q (%s)", g, b, w, tc.black, tc.white, tc.source)
		}
	}
}

// TestSafeChains checks that the analysis names one point per safe chain.
func TestSafeChains(t *testing.T) {
	pos := egDiagram(t, `
XXXO
X..O
XXXO
`)
	a, err := Analyze(context.Background(), pos, goregion.Black, Prisoners{}, cgt.Dyadic{}, Safety{}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	// Two chains: the Black wall (first point A3) and the White one (D3).
	if got := a.names(a.Safe); !slices.Equal(got, []string{"A3", "D3"}) {
		t.Errorf("safe chains %v, want [A3 D3]", got)
	}
}

// TestGraphBoard analyses a General Graph Go board, the path a-b-c-d with
// immortal Black at a and immortal White at d: one region {b, c} whose value
// is what the solver gives the same graph; the region carries the graph's
// labels and has no diagram.
func TestGraphBoard(t *testing.T) {
	pos, err := goregion.ParseGraph("points a b c d\nedges a-b-c-d\nblack a\nwhite d\nimmortal a d\n")
	if err != nil {
		t.Fatal(err)
	}
	a, err := Analyze(context.Background(), pos, goregion.Black, Prisoners{}, cgt.Dyadic{}, Safety{}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Regions) != 1 {
		t.Fatalf("%d regions, want 1", len(a.Regions))
	}
	r := a.Regions[0]
	sol, err := endgameSolve(context.Background(), pos, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if r.Value != sol.Value || r.Diagram != "" {
		t.Errorf("region value %v diagram %q, want %v and no diagram", r.Value, r.Diagram, sol.Value)
	}
	for _, m := range a.BestMoves {
		if m.Name != "b" && m.Name != "c" {
			t.Errorf("best move %q is not a label of the graph's region", m.Name)
		}
	}
}

// TestNoRegions checks a board with nothing left to play: the result is the
// prisoners less komi, no best move (a pass), an empty line.
func TestNoRegions(t *testing.T) {
	pos := egDiagram(t, "XXO\nXOO\n")
	a, err := Analyze(context.Background(), pos, goregion.White, Prisoners{Black: 4, White: 1}, cgt.NewDyadic(13, 1), Safety{}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := cgt.NewDyadic(-7, 1) // 4 − 1 − 6½
	if len(a.Regions) != 0 || a.Result == nil || *a.Result != want || len(a.BestMoves) != 0 || len(a.Line) != 0 || a.LineCount != want {
		t.Errorf("full board: %d regions, result %v, best %v, line %v, count %v; want none, %v, none, none, %v",
			len(a.Regions), a.Result, egMoveNames(a.BestMoves), egMoveNames(a.Line), a.LineCount, want, want)
	}
}

// TestAnalyzeKoHypothesis: on a board holding the minimal ko beside a point
// of White territory (examples/ko/03-ko-and-a-point.txt), the ko region's
// analysis is solve.AnalyzeKo's; under --ko black the region takes the
// Black-komaster value, and the results recorded for each hypothesis are
// those of the board analysed under that hypothesis.
func TestAnalyzeKoHypothesis(t *testing.T) {
	pos, err := goregion.ParseDiagram("XXOOO\nX.xoO\nXXO.O\nXXOOO\n")
	if err != nil {
		t.Fatal(err)
	}
	var res [3][2]cgt.Dyadic
	for _, k := range []solve.Komaster{solve.Superko, solve.BlackKomaster, solve.WhiteKomaster} {
		a, err := Analyze(context.Background(), pos, goregion.Black, Prisoners{}, cgt.Dyadic{}, Safety{}, Options{Ko: k})
		if err != nil {
			t.Fatal(err)
		}
		var ko *RegionAnalysis
		for i := range a.Regions {
			if a.Regions[i].KoAnalysis != nil {
				ko = &a.Regions[i]
			}
		}
		if ko == nil {
			t.Fatalf("--ko %v: no region with a ko analysis", k)
		}
		// Source: 01-minimal-ko.txt's header (Sensei's Library,
		// Berlekamp): a placid ko, count -1/3, miai value 1/3.
		if got := ko.KoAnalysis.Kind; got != solve.KoPlacid {
			t.Errorf("--ko %v: kind %v, want placid", k, got)
		}
		if m, tt := ko.KoAnalysis.Neutral.Mast.RatString(), ko.KoAnalysis.Neutral.Temperature.RatString(); m != "-1/3" || tt != "1/3" {
			t.Errorf("--ko %v: count %s, miai value %s, want -1/3 and 1/3", k, m, tt)
		}
		if k != solve.Superko && ko.Value != ko.KoAnalysis.Result(k).Value {
			t.Errorf("--ko %v: value %v, want the komaster's %v", k, ko.Value, ko.KoAnalysis.Result(k).Value)
		}
		if k == solve.Superko && ko.Value.String() != "{0|-2}" {
			t.Errorf("superko value %v, want {0|-2} (01-minimal-ko.txt)", ko.Value)
		}
		res[k] = [2]cgt.Dyadic{a.ResultIfBlackFirst, a.ResultIfWhiteFirst}
		if ko.KoResults[k] != res[k] {
			t.Errorf("--ko %v: recorded %v for its own hypothesis, the analysis gives %v", k, ko.KoResults[k], res[k])
		}
		if k == solve.WhiteKomaster {
			for j := range res {
				if ko.KoResults[j] != res[j] {
					t.Errorf("under --ko white, the results recorded for %v are %v; the analysis under it gives %v", solve.Komaster(j), ko.KoResults[j], res[j])
				}
			}
		}
	}
}

// TestKeepsStop checks keepsStop against the sums built: for random games
// A and R (canonical forms from random options, numbers with halves and
// quarters among them) and every t near their stops, RS(A + R) ≥ t and
// LS(A + R) ≤ t as the sum says.
func TestKeepsStop(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 2026))
	var gen func(depth int) cgt.Game
	gen = func(depth int) cgt.Game {
		if depth == 0 || rng.IntN(4) == 0 {
			return cgt.FromDyadic(cgt.NewDyadic(int64(rng.IntN(9)-4), uint(rng.IntN(3))))
		}
		var l, r []cgt.Game
		for range 1 + rng.IntN(2) {
			l = append(l, gen(depth-1))
		}
		for range 1 + rng.IntN(2) {
			r = append(r, gen(depth-1))
		}
		return cgt.New(l, r)
	}
	checked, yes := 0, 0
	for range 400 {
		a, r := gen(2), gen(3)
		sum := a.Add(r)
		rs, ls := sum.RightStop(), sum.LeftStop()
		for _, base := range []cgt.Dyadic{rs, ls} {
			for k := int64(-2); k <= 2; k++ {
				tt := base.Add(cgt.NewDyadic(k, 2))
				var st Stats
				if got, want := keepsStop(a, r, tt, true, &st), !rs.Less(tt); got != want {
					t.Fatalf("A = %v, R = %v, t = %v: keepsStop (Black) %v, RS(A + R) = %v", a, r, tt, got, rs)
				}
				if got, want := keepsStop(a, r, tt, false, &st), !tt.Less(ls); got != want {
					t.Fatalf("A = %v, R = %v, t = %v: keepsStop (White) %v, LS(A + R) = %v", a, r, tt, got, ls)
				}
				if !rs.Less(tt) {
					yes++
				}
				checked++
			}
		}
	}
	t.Logf("%d checks, %d with RS(A + R) ≥ t", checked, yes)
}
