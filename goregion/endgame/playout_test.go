package endgame

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"runtime"
	"slices"
	"testing"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/goregion"
)

// pboardOf returns the playout board of a diagram.
func pboardOf(t *testing.T, diagram string) (*pboard, *goregion.Position) {
	t.Helper()
	pos := egDiagram(t, diagram)
	return newPboard(newPlayGeom(pos.Board), pos.Colors, pos.Immortal), pos
}

func pointOf(t *testing.T, pos *goregion.Position, name string) int32 {
	t.Helper()
	p, ok := pos.Board.Point(name)
	if !ok {
		t.Fatalf("no point %s", name)
	}
	return int32(p)
}

// TestPlayoutLegality checks captures, suicide and the simple ko of the
// playout board on hand-read shapes (rows top to bottom, bottom row 1).
func TestPlayoutLegality(t *testing.T) {
	tests := []struct {
		name, diagram, move string
		c                   goregion.Color
		legal               bool
		taken               int // stones taken when legal
		ko                  string
	}{
		// White B2 has two liberties (B3, B1): Black B1 takes nothing.
		{"no capture", "...\nxox\n...", "B1", goregion.Black, true, 0, ""},
		// With Black on B3 its last liberty is B1: Black B1 takes it.
		{"capture", ".x.\nxox\n...", "B1", goregion.Black, true, 1, ""},
		// White A1 in the corner: its liberties are A2 (Black) and B1;
		// Black B1 takes it.
		{"corner capture", "x..\no..", "B1", goregion.Black, true, 1, ""},
		// A1 surrounded by Black on A2 and B1: White A1 is suicide.
		{"suicide", "x..\n.x.", "A1", goregion.White, false, 0, ""},
		// The same point is legal when it takes: Black A2 has one
		// liberty (A3 and B2 are White), so White A1 captures it; A1 is
		// then a lone stone whose one liberty is A2: a ko.
		{"capture, not suicide", "o..\nxo.\n.x.", "A1", goregion.White, true, 1, "A2"},
		// The same with Black's A2 immortal (X): it is never taken, so
		// White A1 is suicide.
		{"immortal, suicide", "o..\nXo.\n.x.", "A1", goregion.White, false, 0, ""},
		// An own eye filled is legal (the chain keeps a liberty).
		{"own eye", "xx.\n.x.", "A1", goregion.Black, true, 0, ""},
		// Filling the last liberty of one's own chain: B1-A2 chains
		// share only A1, surrounded by White: suicide.
		{"own suicide", "oo..\nxo..\n.xo.", "A1", goregion.Black, false, 0, ""},
		// The ko: Black C2 takes White B2 (its last liberty) and is left
		// a lone stone with one liberty, B2: White may not retake now.
		{"ko", ".xo.\nxo.o\n.xo.", "C2", goregion.Black, true, 1, "B2"},
		// A snapback-like shape where the capturing stone has two
		// liberties is not a ko.
		{"no ko", ".xo..\nxo...\n.xo..", "C2", goregion.Black, true, 1, ""},
	}
	for _, tc := range tests {
		b, pos := pboardOf(t, tc.diagram)
		p := pointOf(t, pos, tc.move)
		if got := b.legal(p, tc.c); got != tc.legal {
			t.Errorf("%s: legal(%s, %v) = %v, want %v", tc.name, tc.move, tc.c, got, tc.legal)
			continue
		}
		if !tc.legal {
			continue
		}
		if got := b.play(p, tc.c); got != tc.taken {
			t.Errorf("%s: %s took %d stones, want %d", tc.name, tc.move, got, tc.taken)
		}
		if tc.ko == "" {
			if b.ko >= 0 {
				t.Errorf("%s: ko at %s, want none", tc.name, pos.Board.Name(int(b.ko)))
			}
			continue
		}
		k := pointOf(t, pos, tc.ko)
		if b.ko != k || b.legal(k, tc.c.Opponent()) {
			t.Errorf("%s: ko %d, retake legal %v; want ko at %s, illegal", tc.name, b.ko, b.legal(k, tc.c.Opponent()), tc.ko)
		}
		// A move elsewhere lifts the ban: after the opponent plays
		// away, the retake is legal again (the ko rule bans only the
		// immediate retake).
		away := b.empty[0]
		if away == k {
			away = b.empty[1]
		}
		b.play(away, tc.c.Opponent())
		if b.ko >= 0 || !b.legal(k, tc.c.Opponent()) {
			t.Errorf("%s: the ban does not lift after a move elsewhere", tc.name)
		}
	}
}

// TestPlayoutEye checks the eye rule of the playouts: a point whose
// neighbours are all the player's stones is not filled, unless the
// diagonals make it false (two opponent diagonals in the middle, one on
// the edge), as in the eye rule of MoGo-era light playouts.
func TestPlayoutEye(t *testing.T) {
	tests := []struct {
		name, diagram, point string
		c                    goregion.Color
		eye                  bool
	}{
		{"middle eye", ".....\n..x..\n.x.x.\n..x..\n.....", "C3", goregion.Black, true},
		{"one opponent diagonal", ".....\n.ox..\n.x.x.\n..x..\n.....", "C3", goregion.Black, true},
		{"two opponent diagonals (false eye)", ".....\n.oxo.\n.x.x.\n..x..\n.....", "C3", goregion.Black, false},
		{"the other colour's eye", ".....\n..x..\n.x.x.\n..x..\n.....", "C3", goregion.White, false},
		{"an open point", ".....\n..x..\n.x...\n..x..\n.....", "C3", goregion.Black, false},
		{"edge eye", ".....\n.....\n.....\nx....\n.x...", "A1", goregion.Black, true},
		{"edge with one opponent diagonal (false)", ".....\n.....\n.....\nxxo..\nx.x..", "B1", goregion.Black, false},
		{"edge without opponent diagonal", ".....\n.....\n.....\nxxx..\nx.x..", "B1", goregion.Black, true},
	}
	for _, tc := range tests {
		b, pos := pboardOf(t, tc.diagram)
		if got := b.ownEye(pointOf(t, pos, tc.point), tc.c); got != tc.eye {
			t.Errorf("%s: ownEye(%s, %v) = %v, want %v", tc.name, tc.point, tc.c, got, tc.eye)
		}
	}
}

// TestPlayoutAgreesWithGame plays random playouts on the playout board and
// the same moves on goregion.Game (no-suicide rules, positional superko):
// after every move the boards are the same, every chain's atari and last
// liberty agree with a count of its liberties, a move the playout board
// refuses is refused by the game, and a move the game refuses that the
// playout board allows is refused for superko only (the playouts know the
// simple ko alone). Playouts never fill their own one-point eyes: the
// check is the eye rule's, by the same count.
func TestPlayoutAgreesWithGame(t *testing.T) {
	rules, err := goregion.RulesByName("no-suicide")
	if err != nil {
		t.Fatal(err)
	}
	starts := []string{
		".......\n.......\n.......\n.......\n.......\n.......\n.......",
		"..xo...\n.xo.o..\nx.xo...\n.xoo.x.\n..x.ox.\n.xx.o..\n.......",
	}
	moves, games := 0, 0
	heavy := playoutPolicy{nakade: true, patterns: true, selfAtariOne: true, captureAny: true}
	for si, start := range starts {
		for seed := range 60 {
			pol := playoutPolicy{}
			if seed%2 == 1 {
				pol = heavy // every rule of the heavier policy on
			}
			pos := egDiagram(t, start)
			g, err := goregion.NewGame(pos, rules)
			if err != nil {
				t.Fatal(err)
			}
			b := newPboard(newPlayGeom(pos.Board), pos.Colors, pos.Immortal)
			b.pol = pol
			rng := rand.New(rand.NewPCG(uint64(seed), uint64(si)))
			c, last := goregion.Black, int32(-1)
			if g.ToMove() != c {
				if err := g.SetToMove(c); err != nil {
					t.Fatal(err)
				}
			}
			games++
			for n := 0; n < 200; n++ {
				for p := range b.col {
					if b.col[p] == goregion.Empty && !b.legal(int32(p), c) && g.Legal(goregion.Move(p)) == nil {
						t.Fatalf("start %d seed %d move %d: %s refused by the playout board, legal in the game", si, seed, n, pos.Board.Name(p))
					}
				}
				p := b.choose(rng, c, last)
				if p < 0 {
					break
				}
				if b.ownEye(p, c) {
					t.Fatalf("start %d seed %d: %v filled its own eye at %s", si, seed, c, pos.Board.Name(int(p)))
				}
				if err := g.Legal(goregion.Move(p)); err != nil {
					if !errors.Is(err, goregion.ErrSuperko) {
						t.Fatalf("start %d seed %d move %d: %s legal on the playout board, the game says %v", si, seed, n, pos.Board.Name(int(p)), err)
					}
					break
				}
				taken := b.play(p, c)
				before := g.Captures(c)
				if err := g.Play(goregion.Move(p)); err != nil {
					t.Fatal(err)
				}
				moves++
				if got := g.Captures(c) - before; got != taken {
					t.Fatalf("start %d seed %d move %d: took %d, the game %d", si, seed, n, taken, got)
				}
				for q := range b.col {
					if b.col[q] != g.Color(q) {
						t.Fatalf("start %d seed %d move %d: boards differ at %s", si, seed, n, pos.Board.Name(q))
					}
				}
				checkChains(t, b)
				last, c = p, c.Opponent()
			}
		}
	}
	if moves < 1000 {
		t.Errorf("only %d moves in %d games", moves, games)
	}
}

// checkChains compares every chain's atari and last liberty with a count
// of its liberties by flood fill.
func checkChains(t *testing.T, b *pboard) {
	t.Helper()
	for p := range b.col {
		if b.col[p] == goregion.Empty {
			continue
		}
		libs := map[int32]bool{}
		seen := map[int32]bool{int32(p): true}
		stack := []int32{int32(p)}
		for len(stack) > 0 {
			s := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if b.head[s] != b.head[p] {
				t.Fatalf("%d and %d in one chain with heads %d, %d", p, s, b.head[p], b.head[s])
			}
			for _, q := range b.g.adj[s] {
				switch {
				case b.col[q] == goregion.Empty:
					libs[q] = true
				case b.col[q] == b.col[p] && !seen[q]:
					seen[q] = true
					stack = append(stack, q)
				}
			}
		}
		if int(b.size[b.head[p]]) != len(seen) {
			t.Fatalf("chain of %d: size %d, flood fill %d", p, b.size[b.head[p]], len(seen))
		}
		l := b.atari(b.head[p])
		switch {
		case len(libs) == 0:
			t.Fatalf("chain of %d on the board without liberties", p)
		case len(libs) == 1:
			if !libs[l] {
				t.Fatalf("chain of %d: atari says %d, liberties %v", p, l, libs)
			}
		case l >= 0:
			t.Fatalf("chain of %d with %d liberties called in atari", p, len(libs))
		}
	}
}

// TestPlayoutArea checks the area count on a board, counted by hand.
func TestPlayoutArea(t *testing.T) {
	// Rows from the top:
	//   .xo..   A3 touches Black only (A2, B3): Black's.
	//   xxo..   D3 E3 D2 E2 D1 touch White only (C3 C2 C1 E1): White's.
	//   ..o.o   A1 B1 touch B2 (Black) and C1 (White): nobody's.
	// Black: stones B3 A2 B2 = 3, point A3 = 1 -> 4.
	// White: stones C3 C2 C1 E1 = 4, points D3 E3 D2 E2 D1 = 5 -> 9.
	b, _ := pboardOf(t, ".xo..\nxxo..\n..o.o")
	if got, want := b.area(), 4-9; got != want {
		t.Errorf("area = %d, want %d", got, want)
	}
}

// TestPlayoutDeterminism: the same position gives the same scores and the
// same move, whatever GOMAXPROCS (playout i has seed i for every
// candidate), and the playouts only ever choose among Suggest's moves.
func TestPlayoutDeterminism(t *testing.T) {
	pos := egDiagram(t, "..xo...\n.xo.o..\nx.xo...\n.xoo.x.\n..x.ox.\n.xx.o..\n.......")
	g := newPlayGeom(pos.Board)
	moves := []int32{pointOf(t, pos, "D6"), pointOf(t, pos, "E4"), pointOf(t, pos, "G5")}
	a := playoutScores(g, pos.Colors, pos.Immortal, goregion.White, moves, 64)
	prev := runtime.GOMAXPROCS(1)
	b := playoutScores(g, pos.Colors, pos.Immortal, goregion.White, moves, 64)
	runtime.GOMAXPROCS(prev)
	for j := range a {
		if !slices.Equal(a[j], b[j]) {
			t.Errorf("move %d: scores differ between runs", j)
		}
	}
	if slices.Equal(a[0], a[1]) && slices.Equal(a[1], a[2]) {
		t.Errorf("three moves gave the same scores in every playout: %v", a[0])
	}

	rp := recordPositionAt(t, "gnugo-9_9.sgf", 23)
	rules, _ := goregion.RulesByName("no-suicide")
	an := analyzeRecordPosition(t, rp, rules)
	var first *Suggestion
	for range 2 {
		s, err := an.Suggest(context.Background(), EstimateOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if s.Playout == nil {
			t.Fatal("no playout check on an unresolved position with hot regions")
		}
		if first == nil {
			first = s
			continue
		}
		if s.Move.Point != first.Move.Point || len(s.Playout.Candidates) != len(first.Playout.Candidates) {
			t.Fatalf("two Suggests differ: %s and %s", s.Move.Name, first.Move.Name)
		}
		for j, c := range s.Playout.Candidates {
			if c != first.Playout.Candidates[j] {
				t.Errorf("candidate %s: %+v then %+v", c.Move.Name, first.Playout.Candidates[j], c)
			}
		}
	}
	off, err := an.Suggest(context.Background(), EstimateOptions{Playouts: -1})
	if err != nil {
		t.Fatal(err)
	}
	if off.Playout != nil {
		t.Error("playouts ran with Playouts -1")
	}
	// Playouts -1 also turns Claim G's guess off (its step 2 is
	// playouts), and here the guess changes the estimate's move (White's
	// D2-D1 guessed dead: TestGuessDeadReadBudget), so the run with the
	// playout check is compared with the guess off too.
	guessDead = false
	plain, err := an.Suggest(context.Background(), EstimateOptions{})
	guessDead = true
	if err != nil {
		t.Fatal(err)
	}
	if plain.Playout == nil {
		t.Fatal("no playout check with the guess off")
	}
	if off.Move.Point != plain.Playout.Candidates[0].Move.Point {
		t.Errorf("the first candidate %s is not the move without playouts %s", plain.Playout.Candidates[0].Move.Name, off.Move.Name)
	}
	in := false
	for _, m := range off.Moves {
		in = in || m.Point == plain.Move.Point
	}
	if !in {
		t.Errorf("the playouts chose %s, not among the estimate's moves", plain.Move.Name)
	}
	if !first.Playout.Overrode && first.Move.Point != first.Playout.Candidates[0].Move.Point {
		t.Errorf("the playouts kept the estimate's move but chose %s, not the first candidate %s", first.Move.Name, first.Playout.Candidates[0].Move.Name)
	}
	t.Logf("gnugo-9_9 @23: estimate %s, after playouts %s (overrode %v)", off.Move.Name, first.Move.Name, first.Playout.Overrode)
	for _, c := range first.Playout.Candidates {
		t.Logf("  %s total %d gain %d (squares %d) over %d playouts", c.Move.Name, c.Total, c.Gain, c.GainSquares, first.Playout.Playouts)
	}
}

// recordPositionAt returns the position of testdata/records/file before
// move `move`.
func recordPositionAt(t *testing.T, file string, move int) *RecordPosition {
	t.Helper()
	rules, _ := goregion.RulesByName("no-suicide")
	rec := recordOf(t, "testdata/records/"+file)
	rp, err := PositionFromRecord(rec, nil, rules, move)
	if err != nil {
		t.Fatal(err)
	}
	return rp
}

// TestPlayoutGate: the playouts do not run where every stone of the
// unresolved regions is settled (a generated 19×19 late endgame, every
// stone safe, every region marked unresolved as TestEstimateLate19 does),
// and do run on a record position with unsettled groups (gnugo-9_9
// before move 23, TestPlayoutDeterminism).
func TestPlayoutGate(t *testing.T) {
	pos := egLateEndgame19(1)
	a, err := Analyze(context.Background(), pos, goregion.Black, Prisoners{}, cgt.Dyadic{}, AllStonesSafe(pos), Options{NoKoAnalysis: true, MaxNodes: 200_000})
	if err != nil {
		t.Fatal(err)
	}
	u := *a
	u.Regions = slices.Clone(a.Regions)
	for i := range u.Regions {
		if !u.Regions[i].Settled {
			u.Regions[i].Resolved = false
		}
	}
	s, err := u.Suggest(context.Background(), EstimateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Moves) < 2 {
		t.Fatalf("only %d moves: the gate is not what keeps the playouts off", len(s.Moves))
	}
	if s.Playout != nil {
		t.Errorf("playouts ran on a board whose stones are all safe (move %s)", s.Move.Name)
	}
}

// TestClearGain checks clearGain's integer rule against the rule as first
// written in floating point (mean gain ≥ 1 and > 2.5 standard errors of
// the mean), on random paired differences and on hand-made ones at the
// margin.
func TestClearGain(t *testing.T) {
	float := func(ds []int) (ok bool, d int, q int64, near bool) {
		for _, x := range ds {
			d += x
			q += int64(x) * int64(x)
		}
		n := float64(len(ds))
		g := float64(d) / n
		se := math.Sqrt(max(0, (float64(q)-n*g*g)/(n-1)) / n)
		near = math.Abs(g-2.5*se) < 1e-9 || math.Abs(g-1) < 1e-9
		return g >= 1 && g > 2.5*se, d, q, near
	}
	for _, tc := range []struct {
		ds   []int
		want bool
	}{
		{[]int{1, 1, 1, 1}, true},      // gain 1, no spread
		{[]int{0, 0, 0, 4}, false},     // gain 1, se 1: 1 < 2.5
		{[]int{2, 2, 2, 0}, true},      // gain 1.5, se 0.5: 1.5 > 1.25
		{[]int{0, 0, 0, 3}, false},     // gain 0.75 below the margin
		{[]int{-5, -5, -5, -5}, false}, // a loss
	} {
		d, q := 0, int64(0)
		for _, x := range tc.ds {
			d += x
			q += int64(x) * int64(x)
		}
		if got := clearGain(d, q, len(tc.ds)); got != tc.want {
			t.Errorf("%v: clearGain %v, want %v", tc.ds, got, tc.want)
		}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	checked, clear := 0, 0
	for range 20000 {
		ds := make([]int, 2+rng.IntN(300))
		shift, w := rng.IntN(7)-2, rng.IntN(21)
		for i := range ds {
			ds[i] = shift + rng.IntN(2*w+1) - w
		}
		want, d, q, near := float(ds)
		if near {
			continue
		}
		checked++
		if want {
			clear++
		}
		if got := clearGain(d, q, len(ds)); got != want {
			t.Fatalf("%v: clearGain %v, floating point %v", ds, got, want)
		}
	}
	if checked < 19000 || clear < 2000 || clear > checked-2000 {
		t.Errorf("%d draws away from the boundary, %d of them clear gains: too few of one kind", checked, clear)
	}
}

// TestPattern3 checks the pattern tables (Claim P3) against a direct
// match of every pattern in every symmetry and colour on every code, and
// on hand-read shapes (rows top to bottom, bottom row 1).
func TestPattern3(t *testing.T) {
	tab := pattern3Table()
	n := 0
	for code := range 1 << 16 {
		for pl := range 2 {
			want := false
			for _, p := range pattern3Set {
				for s := range 8 {
					for _, x := range []int{cellBlack, cellWhite} {
						ok := pattern3Matches(p.rows, code, s, x) &&
							(p.toPlay == ' ' || p.toPlay == 0 || (p.toPlay == 'X') == (pl == x-1))
						for _, u := range p.unless {
							ok = ok && !pattern3Matches(u, code, s, x)
						}
						want = want || ok
					}
				}
			}
			if tab[pl][code] != want {
				t.Fatalf("code %#x, player %d: table %v, direct match %v", code, pl, tab[pl][code], want)
			}
			if want {
				n++
			}
		}
	}
	t.Logf("%d of %d (code, player) entries match", n, 2<<16)
	tests := []struct {
		name, diagram, point string
		black, white         bool
	}{
		// Hane 1: X O X above the point, the row through it empty.
		{"hane 1", ".....\n.xox.\n.....\n.....\n.....", "C3", true, true},
		// The same turned upside down and on its side (the rotations).
		{"hane 1 below", ".....\n.....\n.....\n.xox.\n.....", "C3", true, true},
		{"hane 1 beside", ".....\n.x...\n.o...\n.x...\n.....", "C3", true, true},
		{"nothing around", ".....\n.....\n.....\n.....\n.....", "C3", false, false},
		// Cut 1: X O / O . with the cut point free.
		{"cut 1", ".....\n.xo..\n.o...\n.....\n.....", "C3", true, true},
		// The same cut answered by O beside it: no pattern.
		{"cut 1 answered", ".....\n.xo..\n.o.o.\n.....\n.....", "C3", false, false},
		// Edge 3: X O on the second line above a first-line point: X's
		// player only (a hane under the opponent's stone); X's stone on
		// the first line beside it keeps edge 4 (O's hane) out.
		{"edge 3", ".....\n.....\n.....\n..xo.\n...x.", "C1", true, false},
		// The corner point is never matched.
		{"corner", ".....\n.....\n.....\nxo...\n.....", "A1", false, false},
	}
	for _, tc := range tests {
		b, pos := pboardOf(t, tc.diagram)
		p := pointOf(t, pos, tc.point)
		if got := b.matchesPattern3(p, goregion.Black); got != tc.black {
			t.Errorf("%s: Black at %s matches %v, want %v", tc.name, tc.point, got, tc.black)
		}
		if got := b.matchesPattern3(p, goregion.White); got != tc.white {
			t.Errorf("%s: White at %s matches %v, want %v", tc.name, tc.point, got, tc.white)
		}
	}
}

// TestPlayoutNakade: the vital point of a three-point eye space next to
// the last move, for either player; none where the space is larger or
// touches both colours.
func TestPlayoutNakade(t *testing.T) {
	tests := []struct {
		name, diagram, last, want string
	}{
		{"straight three", "xxxxx\nx...x\nxxxxx\n.....\n.....", "B5", "C4"},
		{"bent three", "xxxx.\nx..x.\nx.xx.\nxxx..\n.....", "B5", "B4"},
		{"four points", "xxxxxx\nx....x\nxxxxxx\n......\n......", "B5", ""},
		{"both colours", "xxxxx\nx...o\nxxxxx\n.....\n.....", "B5", ""},
	}
	for _, tc := range tests {
		for _, c := range []goregion.Color{goregion.Black, goregion.White} {
			b, pos := pboardOf(t, tc.diagram)
			got := b.nakade(c, pointOf(t, pos, tc.last))
			name := ""
			if got >= 0 {
				name = pos.Board.Name(int(got))
			}
			if name != tc.want {
				t.Errorf("%s, %v: nakade %q, want %q", tc.name, c, name, tc.want)
			}
		}
	}
}

// TestPlayoutCaptureAny: captureMove takes an opponent chain in atari
// anywhere (here far from any last move), and finds none when no chain is
// in atari or the capture is illegal for the player.
func TestPlayoutCaptureAny(t *testing.T) {
	tests := []struct {
		name, diagram string
		c             goregion.Color
		want          string
	}{
		// White E1-E2 has one liberty, F1: Black takes it there.
		{"two stones in atari", "......\n......\n......\n...xx.\n...xox\n...xo.", goregion.Black, "F1"},
		// With F2 open too it has two: nothing to take.
		{"none in atari", "......\n......\n......\n...xx.\n...xo.\n...xo.", goregion.Black, ""},
		// White B5's last liberty is B4.
		{"lone stone", ".x....\nxox...\n......\n......\n......\n......", goregion.Black, "B4"},
		// The same board, White to play: no Black chain is in atari.
		{"the other player", ".x....\nxox...\n......\n......\n......\n......", goregion.White, ""},
	}
	for _, tc := range tests {
		b, pos := pboardOf(t, tc.diagram)
		got := b.captureMove(rand.New(rand.NewPCG(1, 2)), tc.c)
		name := ""
		if got >= 0 {
			name = pos.Board.Name(int(got))
		}
		if name != tc.want {
			t.Errorf("%s: captureMove %q, want %q", tc.name, name, tc.want)
		}
	}
}
