package solve

import (
	"context"
	"errors"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/goregion"
)

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

// brute is the reference solver: plain recursion over the rules of
// FORMATS.md §3 written with the seed-000 functions of rules.go (Clear), the
// whole history of the line as a list, no transposition table and no
// decomposition. Moves are restricted to the points in allowed (nil: all).
type brute struct {
	allowed []bool
	nodes   int
	ko      bool // superko refused a move that is not a suicide
}

func colourKey(pos *goregion.Position) string {
	b := make([]byte, len(pos.Colors))
	for i, c := range pos.Colors {
		b[i] = byte('0' + c)
	}
	return string(b)
}

func (br *brute) value(pos *goregion.Position, line []string) cgt.Game {
	br.nodes++
	var left, right []cgt.Game
	for p, c := range pos.Colors {
		if c != goregion.Empty || (br.allowed != nil && !br.allowed[p]) {
			continue
		}
		for _, me := range []goregion.Color{goregion.Black, goregion.White} {
			next := withStone(pos, p, me)
			next, captured := goregion.Clear(next, me.Opponent())
			next, lost := goregion.Clear(next, me)
			if lost == 1 {
				continue // single-stone suicide
			}
			key := colourKey(next)
			repeat := false
			for _, h := range line {
				repeat = repeat || h == key
			}
			if repeat {
				br.ko = br.ko || lost == 0
				continue
			}
			v := br.value(next, append(line, key)).Add(n(int64(captured - lost)))
			if me == goregion.Black {
				left = append(left, v)
			} else {
				right = append(right, v.Sub(n(2*int64(captured-lost))))
			}
		}
	}
	return cgt.New(left, right)
}

// bruteSolve returns the brute-force value of the whole position.
func bruteSolve(pos *goregion.Position) (cgt.Game, *brute) {
	br := &brute{}
	return br.value(pos, []string{colourKey(pos)}), br
}

// bruteParts returns the sum of the brute-force values of the parts of pos,
// each played on its own.
func bruteParts(pos *goregion.Position) cgt.Game {
	var sum cgt.Game
	for _, part := range splitParts(pos, false) {
		br := &brute{allowed: make([]bool, len(pos.Colors))}
		for _, p := range part {
			br.allowed[p] = true
		}
		sum = sum.Add(br.value(pos, []string{colourKey(pos)}))
	}
	return sum
}

// checkBrute checks Solve against the brute force, when the region is small
// enough for it.
func checkBrute(t *testing.T, pos *goregion.Position, sol *Solution) {
	t.Helper()
	if countEmpty(pos) > bruteMax {
		return
	}
	if got := bruteParts(pos); got != sol.Value {
		t.Errorf("Solve(\n%v) = %s, brute force %s", pos, show(sol.Value), show(got))
	}
}

// bruteMax is the most points (empty or ordinary stones) checkBrute gives the
// brute force, which takes 0.1 s for 4 empty points and 15 s for 5.
const bruteMax = 4

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

// corridor draws X + s·o + d·. + O between two rows of Black wall.
func corridor(s, d int) string {
	w := s + d + 2
	wall := strings.Repeat("X", w)
	return wall + "\nX" + strings.Repeat("o", s) + strings.Repeat(".", d) + "O\n" + wall + "\n"
}

// corr returns the thesis's Corr_s(d) (§6.2, §6.3): Corr_s(0) = 0,
// Corr_s(d+1) = {d + 2s | Corr_s(d)}; Corr(n) is Corr_0(n).
func corr(s, d int) cgt.Game {
	g := zero
	for k := 0; k < d; k++ {
		g = sw(n(int64(k+2*s)), g)
	}
	return g
}

func TestSolveChapter3(t *testing.T) {
	tests := []struct {
		name, diagram string
		want          cgt.Game
		reason        string
	}{
		{"one point", "XXX\nX.X\nXXX", n(1), "Blom ch. 3: {0|} = 1"},
		{"two points", "XXXX\nX..X\nXXXX", n(2), "Blom ch. 3: {1|3} = 2"},
		{"dame", "X.O", star, "Blom §6.1: a dame point is {0|0} = *"},
		{"dame on a graph edge", "#X#\nX.O\n#O#", star, "Blom §6.1"},
		{"section 4.1", "XXXX\nX..O\nXXXX", sw(n(1), star), "Blom §4.1: G = {1|*}"},
		{"gold corner", "o..O\noXXO\nXX##", sw(n(5), sw(n(4), zero)), "issue 4: Blom §6.3 corner, gold two deep"},
		{"corridor 6.1", "XXXX\nXo.O\nXXXX", sw(n(2), zero), "Blom (6.1): {2|0}"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sol := solveDiagram(t, tt.diagram)
			if sol.Value != tt.want {
				t.Errorf("Solve(%q) = %s, want %s (%s)", tt.diagram, show(sol.Value), show(tt.want), tt.reason)
			}
		})
	}
}

// TestSolveTwoPointOptions checks the options of the two-point region: Black
// fills one point (1), White plays a stone that Black captures, and White's
// second stone there would be a two-stone suicide that recreates the empty
// board, which superko forbids, so White's option is {2|} = 3 (Blom ch. 3).
func TestSolveTwoPointOptions(t *testing.T) {
	sol := solveDiagram(t, "XXXX\nX..X\nXXXX")
	for _, o := range sol.LeftMoves {
		if o.Value != n(1) {
			t.Errorf("Black at %s: %s, want 1", o.Name, show(o.Value))
		}
	}
	for _, o := range sol.RightMoves {
		if o.Value != n(3) {
			t.Errorf("White at %s: %s, want 3", o.Name, show(o.Value))
		}
	}
	if len(sol.LeftMoves) != 2 || len(sol.RightMoves) != 2 {
		t.Errorf("moves: %d for goregion.Black, %d for goregion.White, want 2 and 2", len(sol.LeftMoves), len(sol.RightMoves))
	}
	if sol.KoSensitive {
		t.Errorf("KoSensitive = true: the only refusal is a suicide")
	}
}

// TestSolveSection41 checks the table of Blom §4.1: B_a = 1, B_b = W_a = *,
// W_b = {2|0}; B at b is dominated, W at b reversible through 2.
func TestSolveSection41(t *testing.T) {
	// a is the point next to White's stone, b the one next to Black's.
	sol := solveDiagram(t, "XXXX\nX..O\nXXXX")
	want := map[string]struct {
		value      cgt.Game
		dominated  bool
		reversible bool
	}{
		"B a": {n(1), false, false},
		"B b": {star, true, true}, // also reversible, through 0 ≤ G (the thesis names only the domination)
		"W a": {star, false, false},
		"W b": {sw(n(2), zero), true, true},
	}
	names := map[string]string{"C2": "a", "B2": "b"}
	for _, o := range append(append([]Option(nil), sol.LeftMoves...), sol.RightMoves...) {
		k := map[goregion.Color]string{goregion.Black: "B", goregion.White: "W"}[o.Player] + " " + names[o.Name]
		w, ok := want[k]
		if !ok {
			t.Errorf("unexpected move %s (%s)", k, o.Name)
			continue
		}
		delete(want, k)
		if o.Value != w.value || o.Dominated != w.dominated || o.Reversible != w.reversible {
			t.Errorf("%s: value %s dominated %v reversible %v, want %s %v %v (Blom §4.1)",
				k, show(o.Value), o.Dominated, o.Reversible, show(w.value), w.dominated, w.reversible)
		}
		if k == "W b" && o.Through != n(2) {
			t.Errorf("W b reverses through %s, want 2 (Blom §4.1)", show(o.Through))
		}
	}
	for k := range want {
		t.Errorf("missing move %s", k)
	}
	if sol.Value != sw(n(1), star) {
		t.Errorf("G = %s, want {1|*}", show(sol.Value))
	}
}

func TestSolveCorridors(t *testing.T) {
	max := 12
	if testing.Short() {
		max = 9
	}
	for d := 0; d <= max; d++ {
		pos := mustDiagram(t, corridor(0, d))
		sol := mustSolve(t, pos, Options{})
		if want := corr(0, d); sol.Value != want {
			t.Errorf("Solve(corridor %d) = %s, want Corr(%d) = %s (Blom §6.2)", d, show(sol.Value), d, show(want))
		}
		if d <= bruteMax {
			checkBrute(t, pos, sol)
		}
	}
	for s := 1; s <= 3; s++ {
		for d := 0; d <= 6; d++ {
			pos := mustDiagram(t, corridor(s, d))
			sol := mustSolve(t, pos, Options{})
			if want := corr(s, d); sol.Value != want {
				t.Errorf("Solve(gold corridor s=%d d=%d) = %s, want Corr_s(d) = %s (Blom §6.3)", s, d, show(sol.Value), show(want))
			}
			if d <= bruteMax {
				checkBrute(t, pos, sol)
			}
		}
	}
}

// TestSolveTestdata solves the diagrams of testdata/solve_*.txt, each case a
// "-- name.in --" diagram and a "-- name.want --" value.
func TestSolveTestdata(t *testing.T) {
	files, _ := filepath.Glob("testdata/solve_*.txt")
	if len(files) == 0 {
		t.Fatal("no testdata/solve_*.txt")
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		cases := map[string]string{}
		var names []string
		name := ""
		for _, line := range strings.SplitAfter(string(data), "\n") {
			if strings.HasPrefix(line, "-- ") && strings.HasSuffix(strings.TrimSpace(line), " --") {
				name = strings.TrimSuffix(strings.TrimPrefix(strings.TrimSpace(line), "-- "), " --")
				names = append(names, name)
				continue
			}
			if name != "" {
				cases[name] += line
			}
		}
		for _, nm := range names {
			base, ok := strings.CutSuffix(nm, ".in")
			if !ok {
				continue
			}
			want, err := cgt.Parse(strings.TrimSpace(cases[base+".want"]))
			if err != nil {
				t.Fatalf("%s: %s.want: %v", f, base, err)
			}
			sol := solveDiagram(t, cases[nm])
			if sol.Value != want {
				t.Errorf("%s: Solve(%s) = %v, want %v", f, base, sol.Value, want)
			}
		}
	}
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

// TestSolveTheorem31 checks Blom's Theorem 3.1: n empty points and m White
// stones that cannot live, inside Black's safe area, are worth n + 2m.
func TestSolveTheorem31(t *testing.T) {
	rng := rand.New(rand.NewSource(31))
	count := 80
	if testing.Short() {
		count = 30
	}
	for i := 0; i < count; i++ {
		d, empty, white := randomEnclosure(rng, 8)
		pos := mustDiagram(t, d)
		sol := mustSolve(t, pos, Options{})
		if want := n(int64(empty + 2*white)); sol.Value != want {
			t.Errorf("Solve(\n%s) = %s, want n + 2m = %d + 2·%d (Theorem 3.1)", d, show(sol.Value), empty, white)
		}
		checkBrute(t, pos, sol)
		// The solver knows the theorem (settled pieces); check it also
		// without that shortcut, by search.
		if empty+white <= 5 && (!testing.Short() || i%4 == 0) {
			plain := mustSolve(t, pos, Options{noSettle: true})
			if plain.Value != sol.Value {
				t.Errorf("Solve(\n%s, no shortcut) = %s, want %s", d, show(plain.Value), show(sol.Value))
			}
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

// TestSolveRandomAgainstBrute checks Solve against the brute force on random
// small regions: the sum of the parts against the brute force of each part,
// and the whole region solved as one game against the brute force of the
// whole region.
func TestSolveRandomAgainstBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(4))
	count := 400
	if testing.Short() {
		count = 100
	}
	ko := 0
	for i := 0; i < count; i++ {
		d := randomRegion(rng, bruteMax)
		pos := mustDiagram(t, d)
		sol := mustSolve(t, pos, Options{})
		if got := bruteParts(pos); got != sol.Value {
			t.Errorf("Solve(\n%s) = %s, brute force of the parts %s", d, show(sol.Value), show(got))
		}
		// The ko flag reports refusals in the part of the tree searched: the
		// whole tree only without guesses.
		whole := mustSolve(t, pos, Options{whole: true, WholeLine: true, noSettle: true, noGuess: true})
		got, br := bruteSolve(pos)
		if got != whole.Value {
			t.Errorf("Solve(\n%s, whole) = %s, brute force %s", d, show(whole.Value), show(got))
		}
		if guessed := mustSolve(t, pos, Options{whole: true, WholeLine: true}); guessed.Value != got {
			t.Errorf("Solve(\n%s, whole, guesses) = %s, brute force %s", d, show(guessed.Value), show(got))
		}
		if br.ko != whole.KoSensitive {
			t.Errorf("Solve(\n%s, whole).KoSensitive = %v, brute force %v", d, whole.KoSensitive, br.ko)
		}
		noMemo := mustSolve(t, pos, Options{whole: true, WholeLine: true, noSettle: true, noMemo: true, noGuess: true})
		if noMemo.Value != whole.Value {
			t.Errorf("Solve(\n%s, whole, no table) = %s, with table %s", d, show(noMemo.Value), show(whole.Value))
		}
		if sol.KoSensitive {
			ko++
		}
	}
	t.Logf("%d random regions, %d ko-sensitive", count, ko)
}

// TestSolveGuessesAgainstSearch checks the guessed and verified values, and
// the proofs reused through certificates, against the full search on random regions of 5 to 8 points, too large for
// the brute force, where stones of both colours can be captured and boards
// recur: the values of the region and of every first move, with pieces and
// with superko over the whole line. The regions of 5 points are also checked
// against the brute force (superko over the whole line of each part).
func TestSolveGuessesAgainstSearch(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	count := 300
	if testing.Short() {
		count = 60
	}
	compared, brute := 0, 0
	var stats proofStats
	for i := 0; i < count; i++ {
		d := randomRegionBox(rng, 5+rng.Intn(4), 6)
		pos := mustDiagram(t, d)
		for _, wholeLine := range []bool{false, true} {
			full, err := Solve(context.Background(), pos, Options{WholeLine: wholeLine, noGuess: true, MaxNodes: 20_000})
			if errors.Is(err, ErrNodeLimit) {
				continue // out of reach of the full search
			}
			if err != nil {
				t.Fatal(err)
			}
			sol := mustSolve(t, pos, Options{WholeLine: wholeLine, stats: &stats})
			compared++
			if sol.Value != full.Value {
				t.Errorf("Solve(\n%s, whole line %v) = %s, full search %s", d, wholeLine, show(sol.Value), show(full.Value))
			}
			moves := slices.Concat(sol.LeftMoves, sol.RightMoves)
			fullMoves := slices.Concat(full.LeftMoves, full.RightMoves)
			if len(moves) != len(fullMoves) {
				t.Errorf("Solve(\n%s, whole line %v): %d first moves, full search %d", d, wholeLine, len(moves), len(fullMoves))
				continue
			}
			for j, o := range moves {
				f := fullMoves[j]
				if o.Point != f.Point || o.Value != f.Value {
					t.Errorf("Solve(\n%s, whole line %v): %v at %s: %s, full search %s", d, wholeLine, o.Player, o.Name, show(o.Value), show(f.Value))
				}
			}
			if wholeLine && countEmpty(pos) <= 5 {
				brute++
				if got := bruteParts(pos); got != sol.Value {
					t.Errorf("Solve(\n%s, whole line) = %s, brute force %s", d, show(sol.Value), show(got))
				}
			}
		}
	}
	if compared < count {
		t.Errorf("only %d of %d comparisons: the full search is out of reach too often", compared, 2*count)
	}
	if stats.proved == 0 || stats.proved == stats.guesses || stats.certified == 0 {
		t.Errorf("%d guesses, %d proved, %d certified: the test should meet every kind", stats.guesses, stats.proved, stats.certified)
	}
	t.Logf("%d comparisons with the full search, %d with the brute force; %d guesses, %d proved in %d positions, %d proofs reused",
		compared, brute, stats.guesses, stats.proved, stats.proofNodes, stats.certified)
}

// TestSolveCertificates checks the proofs reused through certificates
// against proofs made anew for every history, on random regions of 8 to 11
// points, beyond the full search.
func TestSolveCertificates(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	count := 150
	if testing.Short() {
		count = 40
	}
	var stats proofStats
	for i := 0; i < count; i++ {
		d := randomSizedRegion(rng, 8+rng.Intn(4))
		pos := mustDiagram(t, d)
		fresh, err := Solve(context.Background(), pos, Options{noCert: true, MaxNodes: 1_000_000})
		if errors.Is(err, ErrNodeLimit) {
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		if sol := mustSolve(t, pos, Options{stats: &stats}); sol.Value != fresh.Value {
			t.Errorf("Solve(\n%s) = %s, without certificates %s", d, show(sol.Value), show(fresh.Value))
		}
	}
	if stats.certified == 0 {
		t.Error("no proof was reused")
	}
	t.Logf("%d proofs, %d reused", stats.proved, stats.certified)
}

// TestSolveNine checks the thesis's position worth 9 whatever the value x of
// White's two-eyed group is (Blom ch. 3): Black's capture is worth 8, White's
// capture leads to {12 | x} − 3, and {8 | {9 | x − 3}} = 9 for any x ≤ 8
// (the thesis: x = −2 in Go, x = 0 without passing).
func TestSolveNine(t *testing.T) {
	sol := solveDiagram(t, "xxx.X\nooooX\nXXXXX")
	x := solveDiagram(t, ".o.oX\nooooX\nXXXXX").Value // White has made two eyes
	if x != zero {
		t.Errorf("White's two eyes: x = %s, want 0 (goregion.White must fill an eye)", show(x))
	}
	if len(sol.LeftMoves) != 1 || sol.LeftMoves[0].Value != n(8) {
		t.Errorf("Black's moves %v, want one worth 8", sol.LeftMoves)
	}
	if want := sw(n(9), x.Sub(n(3))); len(sol.RightMoves) != 1 || sol.RightMoves[0].Value != want {
		t.Errorf("White's moves %v, want one worth {9 | x − 3} = %s", sol.RightMoves, show(want))
	}
	if sol.Value != n(9) {
		t.Errorf("G = %s, want 9", show(sol.Value))
	}
	for _, x := range []int64{-2, 0, 8} {
		if g := sw(n(8), sw(n(9), n(x-3))); g != n(9) {
			t.Errorf("{8 | {9 | %d − 3}} = %s, want 9", x, show(g))
		}
	}
}

func TestSolveLimits(t *testing.T) {
	pos := mustDiagram(t, corridor(0, 10))
	if _, err := Solve(context.Background(), pos, Options{MaxNodes: 100}); !errors.Is(err, ErrNodeLimit) {
		t.Errorf("Solve with MaxNodes 100: %v, want ErrNodeLimit", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Millisecond)
	defer cancel()
	time.Sleep(2 * time.Millisecond)
	if _, err := Solve(ctx, mustDiagram(t, corridor(0, 12)), Options{}); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("Solve after the deadline: %v, want context.DeadlineExceeded", err)
	}
	big := strings.Repeat(strings.Repeat(".", 9)+"\n", 8)
	if _, err := Solve(context.Background(), mustDiagram(t, big), Options{}); !errors.Is(err, ErrTooLarge) {
		t.Errorf("Solve of 72 points: %v, want ErrTooLarge", err)
	}
	_ = fmt.Sprint
}

// withStone returns a copy of pos with a stone of colour c on p.
func withStone(pos *goregion.Position, p int, c goregion.Color) *goregion.Position {
	next := &goregion.Position{Board: pos.Board, Colors: slices.Clone(pos.Colors), Immortal: pos.Immortal}
	next.Colors[p] = c
	return next
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
