package endgame

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/tedomari/tedomari/goregion"
)

// polyominoes returns every free polyomino (connected set of grid cells,
// up to rotation and reflection) of 1 to max cells, each translated to
// start at (0, 0), in a fixed order.
func polyominoes(max int) [][][2]int {
	canon := func(cells [][2]int) string {
		best := ""
		for t := 0; t < 8; t++ {
			var cs [][2]int
			for _, c := range cells {
				x, y := c[0], c[1]
				if t&1 != 0 {
					x = -x
				}
				if t&2 != 0 {
					y = -y
				}
				if t&4 != 0 {
					x, y = y, x
				}
				cs = append(cs, [2]int{x, y})
			}
			mx, my := cs[0][0], cs[0][1]
			for _, c := range cs {
				mx, my = min(mx, c[0]), min(my, c[1])
			}
			for i := range cs {
				cs[i][0] -= mx
				cs[i][1] -= my
			}
			slices.SortFunc(cs, func(a, b [2]int) int {
				if a[1] != b[1] {
					return a[1] - b[1]
				}
				return a[0] - b[0]
			})
			s := fmt.Sprint(cs)
			if best == "" || s < best {
				best = s
			}
		}
		return best
	}
	var out [][][2]int
	level := [][][2]int{{{0, 0}}}
	for size := 1; size <= max; size++ {
		seen := map[string]bool{}
		var next [][][2]int
		for _, cells := range level {
			k := canon(cells)
			if seen[k] {
				continue
			}
			seen[k] = true
			// the canonical copy, translated to start at (0, 0)
			mx, my := cells[0][0], cells[0][1]
			for _, c := range cells {
				mx, my = min(mx, c[0]), min(my, c[1])
			}
			var cs [][2]int
			for _, c := range cells {
				cs = append(cs, [2]int{c[0] - mx, c[1] - my})
			}
			out = append(out, cs)
			for _, c := range cells {
				for _, d := range [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
					nc := [2]int{c[0] + d[0], c[1] + d[1]}
					if !slices.Contains(cells, nc) {
						next = append(next, append(slices.Clone(cells), nc))
					}
				}
			}
		}
		level = next
	}
	return out
}

// TestEyeShapeTable checks the table of eye shapes: each killable
// shape's drawn vital point is its unique point of largest degree, and on
// all polyominoes of at most maxEyeShape cells (1, 1, 2, 5, 12 and 35 of
// them) the key of each listed shape belongs to that shape alone.
func TestEyeShapeTable(t *testing.T) {
	polys := polyominoes(maxEyeShape)
	if want := 1 + 1 + 2 + 5 + 12 + 35; len(polys) != want {
		t.Fatalf("%d polyominoes of at most 6 cells, want %d", len(polys), want)
	}
	for _, s := range killableShapes {
		cells, v := drawingCells(s.drawing)
		deg := cellDegrees(cells)
		kind, vi := classifyEye(deg)
		if kind != eyeKillable || vi != v {
			t.Errorf("%s: classifyEye = %d, vital %d; want killable, vital %d", s.name, kind, vi, v)
		}
		for i, d := range deg {
			if i != v && d >= deg[v] {
				t.Errorf("%s: point %d has degree %d, the vital point %d", s.name, i, d, deg[v])
			}
		}
	}
	count := map[shapeKey]int{}
	for _, cells := range polys {
		count[keyOf(cellDegrees(cells))]++
	}
	listed := map[shapeKey]int{}
	for _, s := range slices.Concat(killableShapes, oneEyeShapes) {
		cells, _ := drawingCells(s.drawing)
		listed[keyOf(cellDegrees(cells))]++
	}
	for _, s := range slices.Concat(killableShapes, oneEyeShapes) {
		cells, _ := drawingCells(s.drawing)
		if k := keyOf(cellDegrees(cells)); count[k] != listed[k] {
			t.Errorf("%s: %d polyominoes share its key, %d of them listed", s.name, count[k], listed[k])
		}
	}
}

// lifeRef is the slow reference for the eye shapes: an exhaustive
// life-and-death search on a small position, written without the
// estimator. Black attacks, White defends; Black wins when White's wall
// (the chain through wallPt) is captured within depth plies, either side
// may pass, two passes in a row end the search (White lives), and a
// one-stone ko may not be taken back at once.
type lifeRef struct {
	b      *goregion.Board
	imm    []bool
	wallPt int
	memo   map[string]bool
}

func (r *lifeRef) chain(col []goregion.Color, p int) (pts []int, libs int, imm bool) {
	seen := map[int]bool{p: true}
	pts = []int{p}
	lib := map[int]bool{}
	for i := 0; i < len(pts); i++ {
		imm = imm || r.imm[pts[i]]
		for _, w := range r.b.Neighbors(pts[i]) {
			q := int(w)
			switch {
			case col[q] == goregion.Empty:
				lib[q] = true
			case col[q] == col[p] && !seen[q]:
				seen[q] = true
				pts = append(pts, q)
			}
		}
	}
	return pts, len(lib), imm
}

// play returns col after c plays at p and the new ko point, or false if
// the move is illegal.
func (r *lifeRef) play(col []goregion.Color, p, ko int, c goregion.Color) ([]goregion.Color, int, bool) {
	if col[p] != goregion.Empty || p == ko {
		return nil, -1, false
	}
	col = slices.Clone(col)
	col[p] = c
	taken, last := 0, -1
	for _, w := range r.b.Neighbors(p) {
		q := int(w)
		if col[q] != c.Opponent() {
			continue
		}
		if pts, libs, imm := r.chain(col, q); libs == 0 && !imm {
			for _, x := range pts {
				col[x] = goregion.Empty
			}
			taken += len(pts)
			last = q
		}
	}
	own, libs, imm := r.chain(col, p)
	if libs == 0 && !imm {
		return nil, -1, false
	}
	nko := -1
	if taken == 1 && len(own) == 1 && libs == 1 {
		nko = last
	}
	return col, nko, true
}

// killed reports whether Black captures the wall with toMove to move,
// both players bound by the ko rule (plainKilledRule, closedspace_test.go).
func (r *lifeRef) killed(col []goregion.Color, toMove goregion.Color, ko, passes, depth int) bool {
	return plainKilledRule(r, true, col, toMove, ko, passes, depth, r.memo)
}

// eyeDiagram draws the eye space cells surrounded by a White wall (the
// cells at chessboard distance 1) and Black's immortal stones (distance
// 2); libs of the immortal stones next to the wall are empty points
// instead (outside liberties). extra: cells of the shape holding a stone,
// 'x' or 'o'.
func eyeDiagram(cells [][2]int, libs int, extra map[int]byte) string {
	w, h := 0, 0
	for _, c := range cells {
		w, h = max(w, c[0]+1), max(h, c[1]+1)
	}
	W, H := w+4, h+4
	grid := make([][]byte, H)
	for y := range grid {
		grid[y] = []byte(strings.Repeat("#", W))
	}
	dist := func(x, y int) int {
		d := 1 << 20
		for _, c := range cells {
			d = min(d, max(abs(c[0]+2-x), abs(c[1]+2-y)))
		}
		return d
	}
	for y := 0; y < H; y++ {
		for x := 0; x < W; x++ {
			switch dist(x, y) {
			case 0:
				grid[y][x] = '.'
			case 1:
				grid[y][x] = 'o'
			case 2:
				grid[y][x] = 'X'
			}
		}
	}
	for i, c := range cells {
		if ch, ok := extra[i]; ok {
			grid[c[1]+2][c[0]+2] = ch
		}
	}
	var made [][2]int
	for y := 0; y < H && len(made) < libs; y++ {
		for x := 0; x < W && len(made) < libs; x++ {
			if grid[y][x] != 'X' {
				continue
			}
			nextToWall, nextToMade := false, false
			for _, d := range [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
				xx, yy := x+d[0], y+d[1]
				if xx >= 0 && yy >= 0 && xx < W && yy < H && grid[yy][xx] == 'o' {
					nextToWall = true
				}
				if slices.Contains(made, [2]int{xx, yy}) {
					nextToMade = true
				}
			}
			if nextToWall && !nextToMade {
				grid[y][x] = '.'
				made = append(made, [2]int{x, y})
			}
		}
	}
	var sb strings.Builder
	for _, row := range grid {
		sb.Write(row)
		sb.WriteByte('\n')
	}
	return sb.String()
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// refDepth bounds the reference's plies; TestEyeShapesAgainstSearch
// checks that refDepth+4 gives the same answers.
const refDepth = 48

// refKilled reads diagram with the reference: whether Black, toMove
// moving first, captures White's wall.
func refKilled(t *testing.T, diagram string, toMove goregion.Color, depth int) bool {
	t.Helper()
	pos, err := goregion.ParseDiagram(diagram)
	if err != nil {
		t.Fatal(err)
	}
	wall := -1
	for p, c := range pos.Colors {
		if c == goregion.White {
			wall = p
			break
		}
	}
	r := &lifeRef{b: pos.Board, imm: pos.Immortal, wallPt: wall, memo: map[string]bool{}}
	pts, _, _ := r.chain(pos.Colors, wall)
	whites := 0
	for _, c := range pos.Colors {
		if c == goregion.White {
			whites++
		}
	}
	if len(pts) < whites-1 { // the wall, and at most one White stone inside
		t.Fatalf("the wall is not one chain:\n%s", diagram)
	}
	return r.killed(pos.Colors, toMove, -1, 0, depth)
}

// testEstimator returns an estimator of the whole position of diagram (no
// frame beyond its immortal stones).
func testEstimator(t *testing.T, diagram string) (*estimator, *goregion.Position) {
	t.Helper()
	pos, err := goregion.ParseDiagram(diagram)
	if err != nil {
		t.Fatal(err)
	}
	n := pos.Board.NumPoints()
	return &estimator{b: pos.Board, n: n, imm: pos.Immortal, dead: make([]goregion.Color, n), mark: make([]int, n)}, pos
}

// verdictOf returns the kind of the eye-shape verdict on White's wall in
// diagram (-1: none) and its vital point.
func verdictOf(t *testing.T, diagram string) (verdictKind, int) {
	t.Helper()
	e, pos := testEstimator(t, diagram)
	for _, vd := range e.eyeVerdicts(pos.Colors) {
		if vd.owner == goregion.White {
			return vd.kind, vd.vital
		}
	}
	return -1, -1
}

// TestEyeShapesAgainstSearch checks the eye-shape table and the
// estimator's verdicts (Claim E) against the reference search, on every
// polyomino of at most six cells surrounded by a White wall with no
// outside liberty, and the table also with two outside liberties:
//   - a one-eye shape: Black kills moving first and moving second, and
//     with a Black stone on any point of it, White to move;
//   - a killable shape: Black kills moving first, not moving second;
//     with Black's stone on the vital point White (to move) dies; with
//     White's stone there Black (to move) cannot kill;
//   - a two-eye shape: Black cannot kill moving first.
func TestEyeShapesAgainstSearch(t *testing.T) {
	polys := polyominoes(maxEyeShape)
	if testing.Short() {
		polys = polys[:9] // up to four cells
	}
	kinds := map[eyeKind]int{}
	for _, cells := range polys {
		kind, vital := classifyEye(cellDegrees(cells))
		kinds[kind]++
		for _, libs := range []int{0, 2} {
			d := eyeDiagram(cells, libs, nil)
			name := fmt.Sprintf("%v libs %d", cells, libs)
			atk := refKilled(t, d, goregion.Black, refDepth)
			if atk2 := refKilled(t, d, goregion.Black, refDepth+4); atk2 != atk {
				t.Errorf("%s: the reference changes with depth (%v, %v)", name, atk, atk2)
			}
			def := refKilled(t, d, goregion.White, refDepth)
			switch kind {
			case eyeOne:
				if !atk || !def {
					t.Errorf("%s: one eye, but killed Black first %v, White first %v\n%s", name, atk, def, d)
				}
				for i := range cells {
					if len(cells) == 1 {
						break // the stone would fill the wall's last liberty
					}
					if d1 := eyeDiagram(cells, libs, map[int]byte{i: 'x'}); !refKilled(t, d1, goregion.White, refDepth) {
						t.Errorf("%s: one eye, Black's stone at %v: White lives\n%s", name, cells[i], d1)
					}
				}
			case eyeKillable:
				if !atk || def {
					t.Errorf("%s: killable, but killed Black first %v, White first %v\n%s", name, atk, def, d)
				}
				dx := eyeDiagram(cells, libs, map[int]byte{vital: 'x'})
				if !refKilled(t, dx, goregion.White, refDepth) {
					t.Errorf("%s: Black on the vital point, White to move lives\n%s", name, dx)
				}
				do := eyeDiagram(cells, libs, map[int]byte{vital: 'o'})
				if refKilled(t, do, goregion.Black, refDepth) {
					t.Errorf("%s: White on the vital point, Black to move kills\n%s", name, do)
				}
			case eyeTwo:
				if atk {
					t.Errorf("%s: two eyes, but Black moving first kills\n%s", name, d)
				}
			}
			if libs != 0 {
				continue
			}
			// The estimator's verdicts on the same positions.
			got, gv := verdictOf(t, d)
			want := map[eyeKind]verdictKind{eyeOne: verdictDead, eyeKillable: verdictUnsettled, eyeTwo: verdictAlive}[kind]
			if got != want {
				t.Errorf("%s: verdict %d, want %d\n%s", name, got, want, d)
			}
			if kind == eyeKillable {
				if _, pos := testEstimator(t, d); gv < 0 || !isCell(pos, gv, cells[vital]) {
					t.Errorf("%s: vital point %d, want the cell %v", name, gv, cells[vital])
				}
				if got, _ := verdictOf(t, eyeDiagram(cells, 0, map[int]byte{vital: 'x'})); got != verdictDead {
					t.Errorf("%s: Black on the vital point: verdict %d, want dead", name, got)
				}
				if got, _ := verdictOf(t, eyeDiagram(cells, 0, map[int]byte{vital: 'o'})); got != verdictAlive {
					t.Errorf("%s: White on the vital point: verdict %d, want alive", name, got)
				}
			}
			if kind == eyeOne && len(cells) > 1 {
				if got, _ := verdictOf(t, eyeDiagram(cells, 0, map[int]byte{0: 'x'})); got != verdictDead {
					t.Errorf("%s: Black's stone inside: verdict %d, want dead", name, got)
				}
			}
		}
	}
	t.Logf("shapes: %d one eye, %d killable, %d two eyes", kinds[eyeOne], kinds[eyeKillable], kinds[eyeTwo])
}

// isCell reports whether point p of pos (drawn by eyeDiagram) is the
// shape's cell c.
func isCell(pos *goregion.Position, p int, c [2]int) bool {
	x, y, ok := pos.Board.Cell(p)
	return ok && x == c[0]+2 && y == c[1]+2
}

// TestEyeVerdictsSound checks every verdict of the eye-shape rule against
// the reference search on each polyomino of at most six cells with no
// outside liberty, empty or with one stone of either colour on any of
// its cells: a dead verdict must be a kill with White (the owner) to
// move, an alive one a life with Black to move, an unsettled one a kill
// with Black to move and a life with White to move, and the vital point
// of an unsettled verdict White's living move.
func TestEyeVerdictsSound(t *testing.T) {
	polys := polyominoes(maxEyeShape)
	if testing.Short() {
		polys = polys[:9]
	}
	counts := map[verdictKind]int{}
	for _, cells := range polys {
		var diagrams []string
		diagrams = append(diagrams, eyeDiagram(cells, 0, nil))
		for i := range cells {
			if len(cells) > 1 {
				diagrams = append(diagrams, eyeDiagram(cells, 0, map[int]byte{i: 'x'}))
			}
			diagrams = append(diagrams, eyeDiagram(cells, 0, map[int]byte{i: 'o'}))
		}
		for _, d := range diagrams {
			kind, vital := verdictOf(t, d)
			if kind < 0 {
				continue
			}
			counts[kind]++
			switch kind {
			case verdictDead:
				if !refKilled(t, d, goregion.White, refDepth) {
					t.Errorf("dead, but White to move lives:\n%s", d)
				}
			case verdictAlive:
				if refKilled(t, d, goregion.Black, refDepth) {
					t.Errorf("alive, but Black to move kills:\n%s", d)
				}
			case verdictUnsettled:
				if !refKilled(t, d, goregion.Black, refDepth) || refKilled(t, d, goregion.White, refDepth) {
					t.Errorf("unsettled, but the reference disagrees:\n%s", d)
				}
				pos, _ := goregion.ParseDiagram(d)
				col := slices.Clone(pos.Colors)
				col[vital] = goregion.White
				after := (&goregion.Position{Board: pos.Board, Colors: col, Immortal: pos.Immortal}).String()
				if refKilled(t, after, goregion.Black, refDepth) {
					t.Errorf("unsettled, but White's stone on the vital point dies:\n%s", after)
				}
			}
		}
	}
	t.Logf("verdicts: %d alive, %d dead, %d unsettled", counts[verdictAlive], counts[verdictDead], counts[verdictUnsettled])
	if counts[verdictAlive] == 0 || counts[verdictDead] == 0 || counts[verdictUnsettled] == 0 {
		t.Errorf("a kind of verdict never given: %v", counts)
	}
}

// TestEyeContestedExit checks step 3b of Claim E (eyeContestedExits) on
// a straight three walled by White (row 1 at the bottom, Black's
// immortal stones around), whose wall has one liberty outside the eye
// space, F1:
//   - "contested": F1 touches Black's G1. With the switch the verdict is
//     unsettled with the vital point D2, as the reference search says
//     (Black first kills, White first lives; White at D2 lives); without
//     it, no verdict;
//   - "open": G1 is empty too, so F1 touches no Black stone (its
//     distance from Black is 2): no verdict either way.
func TestEyeContestedExit(t *testing.T) {
	defer func(on bool) { eyeContestedExits = on }(eyeContestedExits)
	for _, tc := range []struct {
		name, diagram string
		loose         verdictKind // the verdict with the switch on (-1: none)
	}{
		{"contested", "XXXXXXXX\nXoooooXX\nXo...oXX\nXoooo.XX\n", verdictUnsettled},
		{"open", "XXXXXXXX\nXoooooXX\nXo...oXX\nXoooo..X\n", -1},
	} {
		for _, on := range []bool{false, true} {
			eyeContestedExits = on
			want := verdictKind(-1)
			if on {
				want = tc.loose
			}
			got, vital := verdictOf(t, tc.diagram)
			if got != want {
				t.Errorf("%s, switch %v: verdict %d, want %d\n%s", tc.name, on, got, want, tc.diagram)
			}
			if got != verdictUnsettled {
				continue
			}
			pos := mustDiagram(t, tc.diagram)
			if name := pos.Board.Name(vital); name != "D2" {
				t.Errorf("%s: vital point %s, want D2", tc.name, name)
			}
			if !refKilled(t, tc.diagram, goregion.Black, refDepth) || refKilled(t, tc.diagram, goregion.White, refDepth) {
				t.Errorf("%s: unsettled, but the reference disagrees\n%s", tc.name, tc.diagram)
			}
			col := slices.Clone(pos.Colors)
			col[vital] = goregion.White
			after := (&goregion.Position{Board: pos.Board, Colors: col, Immortal: pos.Immortal}).String()
			if refKilled(t, after, goregion.Black, refDepth) {
				t.Errorf("%s: White's stone on the vital point dies\n%s", tc.name, after)
			}
		}
	}
}

// TestEyeVerdictsScratch checks Claim E2 (eyeScratch): on random boards
// of 5-8 × 4-7 points with a fixed set of immortal stones each, one
// estimator called on many colourings in a row gives, call by call, the
// verdicts of a fresh estimator; and the verdicts it returned earlier
// are unchanged at the end (no verdict shares the scratch).
func TestEyeVerdictsScratch(t *testing.T) {
	rng := rand.New(rand.NewPCG(25, 12))
	counts := map[verdictKind]int{}
	for board := 0; board < 100; board++ {
		w, h := 5+rng.IntN(4), 4+rng.IntN(4)
		immortal := make([]byte, w*h) // 0, 'X' or 'O'
		for i := range immortal {
			switch rng.IntN(12) {
			case 0:
				immortal[i] = 'X'
			case 1:
				immortal[i] = 'O'
			}
		}
		var shared *estimator
		type call struct {
			col  []goregion.Color
			got  []eyeVerdict
			want []eyeVerdict
		}
		var calls []call
		for k := 0; k < 150; k++ {
			var sb strings.Builder
			for y := 0; y < h; y++ {
				for x := 0; x < w; x++ {
					c := immortal[y*w+x]
					if c == 0 {
						c = "..xxxooo"[rng.IntN(8)] // few empty points: small eye spaces
					}
					sb.WriteByte(c)
				}
				sb.WriteByte('\n')
			}
			fresh, pos := testEstimator(t, sb.String())
			if shared == nil {
				shared, _ = testEstimator(t, sb.String())
			}
			got := shared.eyeVerdicts(pos.Colors)
			want := fresh.eyeVerdicts(pos.Colors)
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("board %d, call %d: verdicts %v with the scratch of earlier calls, %v fresh\n%s", board, k, got, want, sb.String())
			}
			for _, vd := range want {
				counts[vd.kind]++
			}
			calls = append(calls, call{pos.Colors, got, slices.Clone(want)})
		}
		for k, c := range calls {
			if !reflect.DeepEqual(c.got, c.want) {
				t.Fatalf("board %d, call %d: a verdict changed after later calls: %v, was %v", board, k, c.got, c.want)
			}
		}
	}
	t.Logf("verdicts: %d alive, %d dead, %d unsettled", counts[verdictAlive], counts[verdictDead], counts[verdictUnsettled])
	if counts[verdictAlive] == 0 || counts[verdictDead] == 0 || counts[verdictUnsettled] == 0 {
		t.Errorf("a kind of verdict never given: %v", counts)
	}
}

// TestExitsClosedByDistance checks Claim E1: on random boards, for every
// chain and every set of its liberties (each alone, and all of them),
// exitsClosed agrees with the condition of step 3 read on the distance
// maps (theirs < mine, or theirs <= mine with eyeContestedExits), with
// the switch off and on.
func TestExitsClosedByDistance(t *testing.T) {
	defer func(on bool) { eyeContestedExits = on }(eyeContestedExits)
	rng := rand.New(rand.NewPCG(25, 1))
	agree := map[bool]int{} // cases by the answer
	for board := 0; board < 60; board++ {
		w, h := 4+rng.IntN(5), 4+rng.IntN(5)
		var sb strings.Builder
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				sb.WriteByte("...xxooXO"[rng.IntN(9)])
			}
			sb.WriteByte('\n')
		}
		e, pos := testEstimator(t, sb.String())
		col := pos.Colors
		db, dw := e.dist(col, goregion.Black), e.dist(col, goregion.White)
		for p, c := range col {
			if c == goregion.Empty {
				continue
			}
			mine, theirs := db, dw
			if c == goregion.White {
				mine, theirs = dw, db
			}
			stones, _, _ := e.chain(col, p)
			var libs []int
			for _, q := range stones {
				for _, y := range e.b.Neighbors(q) {
					if col[y] == goregion.Empty && !slices.Contains(libs, int(y)) {
						libs = append(libs, int(y))
					}
				}
			}
			sets := [][]int{libs}
			for _, u := range libs {
				sets = append(sets, []int{u})
			}
			for _, on := range []bool{false, true} {
				eyeContestedExits = on
				for _, outside := range sets {
					want := true
					for _, u := range outside {
						want = want && (theirs[u] < mine[u] || on && theirs[u] <= mine[u])
					}
					if got := e.exitsClosed(col, c, outside); got != want {
						t.Fatalf("chain at %s, liberties %v, switch %v: exitsClosed %v, the distances say %v\n%s", pos.Board.Name(p), outside, on, got, want, sb.String())
					}
					agree[want]++
				}
			}
		}
	}
	t.Logf("cases: %d closed, %d open", agree[true], agree[false])
	if agree[true] == 0 || agree[false] == 0 {
		t.Errorf("one answer never given: %v", agree)
	}
}
