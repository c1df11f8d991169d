package solve

// Test helpers shared by the files of the package's tests: games for
// expected values, diagrams, the -long flag and the random regions.

import (
	"context"
	"flag"
	"math/rand"
	"slices"
	"strings"
	"testing"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/goregion"
)

// long turns on the long cross-checks: hundreds of random regions against
// the brute force, guesses against the full search, certificates against
// proofs made anew (about 30 s on two cores; .ci/run runs them):
//
//	go test ./goregion/solve/ -long
var long = flag.Bool("long", false, "run the long cross-checks of the solver")

// trials returns how many random cases a cross-check runs: long with -long,
// short with -short, def otherwise.
func trials(short, def, long_ int) int {
	switch {
	case *long:
		return long_
	case testing.Short():
		return short
	}
	return def
}

// show writes g with braces and numbers only, for failure messages.
func show(g cgt.Game) string {
	if d, ok := g.Number(); ok {
		return d.String()
	}
	var sb strings.Builder
	sb.WriteByte('{')
	for i, l := range g.Left() {
		if i > 0 {
			sb.WriteByte(',')
		}
		sb.WriteString(show(l))
	}
	sb.WriteByte('|')
	for i, r := range g.Right() {
		if i > 0 {
			sb.WriteByte(',')
		}
		sb.WriteString(show(r))
	}
	sb.WriteByte('}')
	return sb.String()
}

// Games used in expected values.
var (
	zero = cgt.Zero()
	star = cgt.Star()
)

func n(x int64) cgt.Game { return cgt.FromInt(x) }

func sw(l, r cgt.Game) cgt.Game { return cgt.New([]cgt.Game{l}, []cgt.Game{r}) }

func mustDiagram(t testing.TB, s string) *goregion.Position {
	t.Helper()
	pos, err := goregion.ParseDiagram(s)
	if err != nil {
		t.Fatalf("ParseDiagram(%q): %v", s, err)
	}
	return pos
}

func mustSolve(t testing.TB, pos *goregion.Position, opts Options) *Solution {
	t.Helper()
	sol, err := Solve(context.Background(), pos, opts)
	if err != nil {
		t.Fatalf("Solve(\n%v): %v", pos, err)
	}
	return sol
}

// countEmpty returns the number of points that are not immortal stones.
func countEmpty(pos *goregion.Position) int {
	k := 0
	for p := range pos.Colors {
		if !pos.Immortal[p] {
			k++
		}
	}
	return k
}

func solveDiagram(t *testing.T, d string) *Solution {
	t.Helper()
	pos := mustDiagram(t, d)
	sol := mustSolve(t, pos, Options{})
	checkBrute(t, pos, sol)
	return sol
}

// randomEnclosure draws a random area of at most size points enclosed by an
// immortal Black wall, every point of the area next to the wall, with
// some White stones that each have a liberty; it returns the diagram, the
// number of empty points and of White stones.
func randomEnclosure(rng *rand.Rand, size int) (string, int, int) {
	const w, h = 7, 7
	for {
		in := map[[2]int]bool{{3, 3}: true}
		cells := [][2]int{{3, 3}}
		target := 1 + rng.Intn(size)
		for len(cells) < target {
			c := cells[rng.Intn(len(cells))]
			d := [4][2]int{{0, 1}, {1, 0}, {0, -1}, {-1, 0}}[rng.Intn(4)]
			nc := [2]int{c[0] + d[0], c[1] + d[1]}
			if nc[0] < 1 || nc[0] > w-2 || nc[1] < 1 || nc[1] > h-2 || in[nc] {
				continue
			}
			in[nc] = true
			cells = append(cells, nc)
		}
		interior := false
		for _, c := range cells {
			k := 0
			for _, d := range [4][2]int{{0, 1}, {1, 0}, {0, -1}, {-1, 0}} {
				if in[[2]int{c[0] + d[0], c[1] + d[1]}] {
					k++
				}
			}
			interior = interior || k == 4
		}
		if interior {
			continue
		}
		grid := make([][]byte, h)
		for r := range grid {
			grid[r] = []byte(strings.Repeat("X", w))
		}
		for _, c := range cells {
			grid[c[1]][c[0]] = '.'
			if rng.Intn(3) == 0 {
				grid[c[1]][c[0]] = 'o'
			}
		}
		var sb strings.Builder
		for _, r := range grid {
			sb.Write(r)
			sb.WriteByte('\n')
		}
		pos, err := goregion.ParseDiagram(sb.String())
		if err != nil {
			panic(err)
		}
		empty, white, ok := 0, 0, true
		for p, c := range pos.Colors {
			switch {
			case c == goregion.Empty:
				empty++
			case c == goregion.White:
				white++
				pts := groupOf(pos, p)
				lib := false
				for _, q := range pts {
					for _, r := range pos.Board.Neighbors(q) {
						lib = lib || pos.Colors[r] == goregion.Empty
					}
				}
				ok = ok && lib
			}
		}
		if ok {
			return sb.String(), empty, white
		}
	}
}

// randomRegion draws a random small region: a random connected set of at
// most maxPoints cells, each empty or an ordinary stone (at least one empty),
// in a frame of immortal stones of both colours and a few off-board cells.
func randomRegion(rng *rand.Rand, maxPoints int) string {
	return randomRegionBox(rng, maxPoints, 6)
}

func randomRegionBox(rng *rand.Rand, maxPoints, w int) string {
	h := w
	dirs := [4][2]int{{0, 1}, {1, 0}, {0, -1}, {-1, 0}}
	in := map[[2]int]bool{{2, 2}: true}
	cells := [][2]int{{2, 2}}
	target := 1 + rng.Intn(maxPoints)
	for len(cells) < target {
		c := cells[rng.Intn(len(cells))]
		d := dirs[rng.Intn(4)]
		nc := [2]int{c[0] + d[0], c[1] + d[1]}
		if nc[0] < 1 || nc[0] > w-2 || nc[1] < 1 || nc[1] > h-2 || in[nc] {
			continue
		}
		in[nc] = true
		cells = append(cells, nc)
	}
	grid := make([][]byte, h)
	for r := range grid {
		grid[r] = make([]byte, w)
		for c := range grid[r] {
			grid[r][c] = "XXXXOOOO#"[rng.Intn(9)]
		}
	}
	for i, c := range cells {
		grid[c[1]][c[0]] = ".....xo"[rng.Intn(7)]
		if i == 0 {
			grid[c[1]][c[0]] = '.'
		}
	}
	var sb strings.Builder
	for _, r := range grid {
		sb.Write(r)
		sb.WriteByte('\n')
	}
	return sb.String()
}

// withStone returns a copy of pos with a stone of colour c on p.
func withStone(pos *goregion.Position, p int, c goregion.Color) *goregion.Position {
	next := &goregion.Position{Board: pos.Board, Colors: slices.Clone(pos.Colors), Immortal: pos.Immortal}
	next.Colors[p] = c
	return next
}

// refPlay plays c's stone on the empty point p of pos as the seeds' rules
// say (goregion.Clear removes the opponent's groups without liberties,
// then the mover's) and returns the new position with the stones each
// side lost; ok is false for the suicide of a single stone, which the
// local rules forbid. It is the move of the brute forces.
func refPlay(pos *goregion.Position, p int, c goregion.Color) (next *goregion.Position, captured, lost int, ok bool) {
	next = withStone(pos, p, c)
	next, captured = goregion.Clear(next, c.Opponent())
	next, lost = goregion.Clear(next, c)
	return next, captured, lost, lost != 1
}

// groupOf returns the points of p's group: the points joined to p by paths
// of p's colour.
func groupOf(pos *goregion.Position, p int) []int {
	pts := []int{p}
	seen := map[int]bool{p: true}
	for i := 0; i < len(pts); i++ {
		for _, q := range pos.Board.Neighbors(pts[i]) {
			if !seen[int(q)] && pos.Colors[q] == pos.Colors[p] {
				seen[int(q)] = true
				pts = append(pts, int(q))
			}
		}
	}
	return pts
}

// randomGraphRegion draws a general graph (the format of goregion.ParseGraph)
// of k points joined at random, to each other and to two immortal stones, a
// Black one and a White one; about one point in six holds an ordinary stone.
func randomGraphRegion(rng *rand.Rand, k int) *goregion.Position {
	names := []string{"B", "W"}
	for i := range k {
		names = append(names, string(rune('a'+i)))
	}
	var edges [][2]int
	for i := 2; i < k+2; i++ {
		for _, frame := range []int{0, 1} {
			if rng.Intn(5) < 2 {
				edges = append(edges, [2]int{frame, i})
			}
		}
		for j := i + 1; j < k+2; j++ {
			if rng.Intn(3) == 0 {
				edges = append(edges, [2]int{i, j})
			}
		}
	}
	b, err := goregion.NewGraphBoard(names, edges)
	if err != nil {
		panic(err)
	}
	pos := &goregion.Position{Board: b, Colors: make([]goregion.Color, k+2), Immortal: make([]bool, k+2)}
	pos.Colors[0], pos.Colors[1] = goregion.Black, goregion.White
	pos.Immortal[0], pos.Immortal[1] = true, true
	for i := 2; i < k+2; i++ {
		pos.Colors[i] = []goregion.Color{goregion.Empty, goregion.Empty, goregion.Empty, goregion.Empty, goregion.Empty, goregion.Black, goregion.White}[rng.Intn(7)]
	}
	return pos
}

// mustAnalyzeKo is AnalyzeKo on the region drawn as d, failing the test on
// an error.
func mustAnalyzeKo(t testing.TB, d string, pos *goregion.Position, opts Options) *KoAnalysis {
	t.Helper()
	a, err := AnalyzeKo(context.Background(), pos, opts)
	if err != nil {
		t.Fatalf("%s: %v", d, err)
	}
	return a
}

// koTimesRegion is region i of TestKoTimes (and the "times" regions of
// TestKoDump): the i+1-th region of 12 points at most in boxes 7 wide
// drawn from seed 12.
func koTimesRegion(i int) string { return nthRegionBox(12, i, 12, 7) }

// koDumpSmallRegion is TestKoDump's region "small i": the i+1-th region of
// 9 points at most in boxes 6 wide drawn from seed 1416.
func koDumpSmallRegion(i int) string { return nthRegionBox(1416, i, 9, 6) }

func nthRegionBox(seed int64, i, maxPoints, w int) string {
	rng := rand.New(rand.NewSource(seed))
	var d string
	for range i + 1 {
		d = randomRegionBox(rng, maxPoints, w)
	}
	return d
}

// firstPartEngine is the engine of the first part of pos (splitParts with
// the whole line) and its start; false when pos has no part or the part
// cannot be searched.
func firstPartEngine(pos *goregion.Position) (*engine, stones, bool) {
	parts := splitParts(pos, true)
	if len(parts) == 0 {
		return nil, stones{}, false
	}
	e, start, err := newEngine(pos, parts[0])
	return e, start, err == nil
}

// forKoRegions draws regions of 9 points at most in boxes 6 wide from rng
// until want of them have a ko (AnalyzeKo without statements, within
// offNodes positions a search, finds one) or 100 want are drawn, calls fn
// on each with that analysis, and returns how many had a ko.
func forKoRegions(t testing.TB, rng *rand.Rand, want, offNodes int, fn func(d string, pos *goregion.Position, off *KoAnalysis)) int {
	t.Helper()
	kos := 0
	for tries := 0; kos < want && tries < 100*want; tries++ {
		d := randomRegionBox(rng, 9, 6)
		pos := mustDiagram(t, d)
		off, err := AnalyzeKo(context.Background(), pos, Options{MaxNodes: offNodes, noKoRuns: true})
		if err != nil || off.Kind == KoNone {
			continue
		}
		kos++
		fn(d, pos, off)
	}
	return kos
}
