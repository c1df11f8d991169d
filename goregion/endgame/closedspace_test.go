package endgame

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/tedomari/tedomari/goregion"
)

// diagramModel returns the spaceModel of a diagram in which White owns
// the wall: every point without an immortal stone is movable, the
// immortal stones are the frame, K is the chain through the first White
// stone; nil when a chain has no liberty. It is built here, not by closedModel, so that the reader is
// checked on positions that closedModel would not make.
func diagramModel(t *testing.T, diagram string) *spaceModel {
	t.Helper()
	pos, err := goregion.ParseDiagram(diagram)
	if err != nil {
		t.Fatal(err)
	}
	b := pos.Board
	var back []int
	for p := range b.NumPoints() {
		if !pos.Immortal[p] {
			back = append(back, p)
		}
	}
	movable := len(back)
	for p := range b.NumPoints() {
		if pos.Immortal[p] {
			back = append(back, p)
		}
	}
	local := map[int]int{}
	for i, p := range back {
		local[p] = i
	}
	m := &spaceModel{nb: make([][]int, len(back)), col: make([]goregion.Color, len(back)), imm: make([]bool, len(back)), movable: movable, owner: goregion.White, target: -1}
	names := make([]string, len(back))
	var edges [][2]int
	for i, p := range back {
		names[i] = b.Name(p)
		m.col[i], m.imm[i] = pos.Colors[p], pos.Immortal[p]
		if m.target < 0 && m.col[i] == goregion.White && !m.imm[i] {
			m.target = i
		}
		for _, q := range b.Neighbors(p) {
			j := local[int(q)]
			m.nb[i] = append(m.nb[i], j)
			if j > i {
				edges = append(edges, [2]int{i, j})
			}
		}
		if i < movable {
			m.order = append(m.order, i)
		}
	}
	if m.target < 0 {
		t.Fatalf("no White wall:\n%s", diagram)
	}
	if m.board, err = goregion.NewGraphBoard(names, edges); err != nil {
		t.Fatal(err)
	}
	r := &spaceReader{m: m}
	for i := range movable {
		if m.col[i] != goregion.Empty {
			if _, libs, imm := r.group(m.col, i); libs == 0 && !imm {
				return nil
			}
		}
	}
	return m
}

// plainKilled is the reference for spaceReader.killed: the same game
// (step 4 of closedspace.go: the attacker may retake a ko at once, the
// owner may not; no suicide; two passes or the depth bound end it with K
// alive) by plain minimax on lifeRef's moves (eyeshape_test.go), its memo
// keyed by the depth too, with no transposition bounds and no Benson.
func plainKilled(r *lifeRef, col []goregion.Color, toMove goregion.Color, ko, passes, depth int, memo map[string]bool) bool {
	return plainKilledRule(r, false, col, toMove, ko, passes, depth, memo)
}

// plainKilledRule is plainKilled with the attacker also bound by the ko
// rule when attackerBound (TestClosedSpaceReaderKo: a kill that needs
// the attacker's retake is lost then).
func plainKilledRule(r *lifeRef, attackerBound bool, col []goregion.Color, toMove goregion.Color, ko, passes, depth int, memo map[string]bool) bool {
	if col[r.wallPt] != goregion.White {
		return true
	}
	if depth == 0 || passes >= 2 {
		return false
	}
	var sb strings.Builder
	for _, c := range col {
		sb.WriteByte(byte('0' + c))
	}
	k := fmt.Sprintf("%s/%d/%d/%d/%d", sb.String(), toMove, ko, passes, depth)
	if v, ok := memo[k]; ok {
		return v
	}
	attacker := toMove == goregion.Black
	res := plainKilledRule(r, attackerBound, col, toMove.Opponent(), -1, passes+1, depth-1, memo)
	for p := range col {
		if res == attacker {
			break
		}
		ban := ko
		if attacker && !attackerBound {
			ban = -1
		}
		if next, nko, ok := r.play(col, p, ban, toMove); ok {
			res = plainKilledRule(r, attackerBound, next, toMove.Opponent(), nko, 0, depth-1, memo)
		}
	}
	memo[k] = res
	return res
}

// TestClosedSpaceReaderAgrees checks the reader of closed spaces (its
// transposition bounds, its Benson leaf, the iterative deepening of read)
// against plainKilled, on every polyomino of at most five cells (six with
// -long) surrounded by a White wall with 0, 1 or 2 outside liberties,
// bare, with a Black or a White stone on one cell, and with 1 to 3
// stones of either colour on random cells (fixed seed), Black moving
// first: one reader is asked at every depth from 1 to 12 in turn (so each
// search meets the bounds the shallower ones left), each answer against
// the reference at that depth; and read's verdict against the reference
// at read's own depth bound on the bare shapes of at most four cells.
func TestClosedSpaceReaderAgrees(t *testing.T) {
	maxCells := 5
	if *long {
		maxCells = 6
	}
	rng := rand.New(rand.NewPCG(18, 1))
	cases, kills := 0, 0
	for _, cells := range polyominoes(maxCells) {
		for libs := 0; libs <= 2; libs++ {
			extras := []map[int]byte{nil}
			if len(cells) > 2 {
				extras = append(extras, map[int]byte{len(cells) / 2: 'x'}, map[int]byte{0: 'o'})
				for range 4 {
					extra := map[int]byte{}
					for range 1 + rng.IntN(3) {
						extra[rng.IntN(len(cells))] = "xo"[rng.IntN(2)]
					}
					extras = append(extras, extra)
				}
			}
			for _, extra := range extras {
				d := eyeDiagram(cells, libs, extra)
				m := diagramModel(t, d)
				if m == nil {
					continue // a chain without a liberty
				}
				ref := &lifeRef{b: m.board, imm: m.imm, wallPt: m.target}
				memo := map[string]bool{}
				r := newSpaceReader(m, 1<<30)
				for depth := 1; depth <= 12; depth++ {
					want := plainKilled(ref, m.col, goregion.Black, -1, 0, depth, memo)
					got := r.killedFrom(m.col, goregion.Black, -1, 0, depth)
					cases++
					if want {
						kills++
					}
					if got != want {
						t.Errorf("depth %d: the reader says killed %v, the reference %v\n%s", depth, got, want, d)
					}
				}
				if len(cells) <= 4 && extra == nil {
					want := plainKilled(ref, m.col, goregion.Black, -1, 0, closedReadDepth, memo)
					if got := m.read(); (got == spaceKillable) != want {
						t.Errorf("read says %d, the reference killed %v\n%s", got, want, d)
					}
				}
			}
		}
	}
	if kills == 0 || kills == cases {
		t.Fatalf("%d kills in %d cases: the comparison tells nothing", kills, cases)
	}
	t.Logf("%d cases, %d kills", cases, kills)
}

// TestClosedSpaceReaderKo checks the reader on closed spaces where a ko
// decides, which TestClosedSpaceReaderAgrees's shapes never reach within
// its depths: the reader must let the attacker retake a ko at once and
// forbid it to the owner (step 4 of closedspace.go). Each diagram (White
// owns the wall, Black the frame, Black moves first) was read by hand;
// the test checks that the reader and plainKilled agree at every depth up
// to 14, that the first depth at which Black kills is the one read by
// hand, that read() says killable, and, for the kills that need the
// attacker's retake, that plainKilledRule with the attacker also bound by
// the ko rule finds no kill within 14 plies. A reader that binds the
// attacker too fails on the second and third cases (at depths 7-14 and
// 13-14); one that binds nobody fails on all three. (With both sides
// bound, Black still kills the second and third shapes, by longer lines
// of 19 and 21 plies in which it starts the ko itself; read(), to 30
// plies, says killable either way, so only the depth comparisons tell.)
//
//  1. The attacker kills by taking a ko first. White's wall B3-A2-B2-C2
//     has the liberties A3 and C3; White's lone D3 has only C3. Black C3
//     takes D3 (a ko: one stone for one, and C3 keeps the single liberty
//     D3), leaving the wall one liberty, A3. White may not retake at D3
//     at once, A3 would be suicide (C3 keeps its liberty D3), so White
//     passes and Black's A3 takes the wall: killed in 3 plies. Black's A3
//     first is suicide, so there is no kill without the ko. A reader
//     that lets the owner retake loops to the depth bound: alive.
//  2. The owner lives only by a ko the attacker may retake. The wall
//     D4-D3-D2-C2-B2-A2 has the liberties A3, B3, C3 around Black's C4.
//     Black A3; White B3 (White's longest resistance: C3 is killed at
//     once by B3, A4, B4 or a pass within 3 plies); Black B4 leaves the
//     wall the single liberty C3; White A4 takes A3, a ko (A4 keeps the
//     single liberty A3); Black retakes at A3 at once, the wall is in
//     atari again, White may not retake at A4 and C3 is suicide, so White
//     passes and Black's C3 takes the wall: killed in 7 plies. With the
//     attacker bound too, Black may not retake after White's A4, and no
//     kill comes within 14 plies.
//  3. The rectangular six in the corner with no liberty outside (A3-C4),
//     a textbook ko: Black's 2-1 point (A3) starts it. The reference and
//     the reader both find the kill at 13 plies (A3 B4 B3 C4 A4 C3 A3,
//     White passing while Black retakes, A4 B3 A4 A3), and none with the
//     attacker bound; this case is checked against the textbook, not read
//     move by move.
func TestClosedSpaceReaderKo(t *testing.T) {
	for _, tc := range []struct {
		diagram   string
		killDepth int  // first depth at which Black kills, read by hand
		needsKo   bool // no kill within 14 plies if the attacker may not retake at once
	}{
		{".o.oX\noooXX\nXXXXX\n", 3, false},
		{"..xoX\n...oX\nooooX\nXXXXX\n", 7, true},
		{"...oX\n...oX\nooooX\nXXXXX\n", 13, true},
	} {
		m := diagramModel(t, tc.diagram)
		if m == nil {
			t.Fatalf("a chain without a liberty:\n%s", tc.diagram)
		}
		ref := &lifeRef{b: m.board, imm: m.imm, wallPt: m.target}
		memo, bound := map[string]bool{}, map[string]bool{}
		r := newSpaceReader(m, 1<<30)
		first := 0
		for depth := 1; depth <= 14; depth++ {
			want := plainKilled(ref, m.col, goregion.Black, -1, 0, depth, memo)
			if got := r.killedFrom(m.col, goregion.Black, -1, 0, depth); got != want {
				t.Errorf("depth %d: the reader says killed %v, the reference %v\n%s", depth, got, want, tc.diagram)
			}
			if want && first == 0 {
				first = depth
			}
			if plainKilledRule(ref, true, m.col, goregion.Black, -1, 0, depth, bound) && tc.needsKo {
				t.Errorf("depth %d: killed with the attacker bound by the ko rule too\n%s", depth, tc.diagram)
			}
		}
		if first != tc.killDepth {
			t.Errorf("the reference kills first at depth %d, by hand %d\n%s", first, tc.killDepth, tc.diagram)
		}
		if v := m.read(); v != spaceKillable {
			t.Errorf("read says %d, want killable\n%s", v, tc.diagram)
		}
	}
}

// readerModels returns every model the records and the first hold-out
// read (one Assess each) and the bare and one-stone polyominoes of at most
// five cells with 0-2 outside liberties.
func readerModels(t *testing.T) []*spaceModel {
	t.Helper()
	var models []*spaceModel
	rules := mustRules(t, "no-suicide")
	for _, x := range slices.Concat(recordPositions(t), recordPositionsIn(t, "testdata/holdout")) {
		spaceHook = func(_ *goregion.Position, _ int, m *spaceModel, _ spaceVerdict) { models = append(models, m) }
		_, _, err := Assess(x.rp.Position, rules, Marks{}, false, JudgeOptions{MaxDepth: 12})
		spaceHook = nil
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(models) < 10 {
		t.Fatalf("only %d readings on the records", len(models))
	}
	for _, cells := range polyominoes(5) {
		for libs := 0; libs <= 2; libs++ {
			for _, extra := range []map[int]byte{nil, {0: 'x'}, {len(cells) / 2: 'o'}} {
				if m := diagramModel(t, eyeDiagram(cells, libs, extra)); m != nil {
					models = append(models, m)
				}
			}
		}
	}
	return models
}

// TestClosedSpaceReaderKeys checks the reader's board and table keys
// (play/unplay on one board, ttKey) on readerModels:
//   - ttKey is exact: over every key made in the readings, no two
//     different states (the colours of the movable points, toMove, ko,
//     passes, written out in full) get the same key;
//   - the keys with every packed word in ttKey.rest (longKeys, the path
//     of models of more than 128 movable points) give the same verdicts
//     after the same number of positions;
//   - after a reading the board is the model's again and no capture is
//     left on the undo list (every play was taken back).
func TestClosedSpaceReaderKeys(t *testing.T) {
	models := readerModels(t)
	multiWord, states := 0, 0
	for i, m := range models {
		if m.movable > 32 {
			multiWord++
		}
		short := newSpaceReader(m, closedReadNodes)
		long := newSpaceReader(m, closedReadNodes)
		long.longKeys = true
		short.keyCheck, long.keyCheck = map[ttKey]string{}, map[ttKey]string{}
		vs, vl := m.readBy(short), m.readBy(long)
		if vs != vl || short.visits != long.visits {
			t.Errorf("model %d (%s): %d after %d positions, with long keys %d after %d", i, m.key, vs, short.visits, vl, long.visits)
		}
		for _, r := range []*spaceReader{short, long} {
			if r.keyClash != "" {
				t.Errorf("model %d (%s): two states with one key: %s", i, m.key, r.keyClash)
			}
			if !slices.Equal(r.col, m.col) || len(r.taken) > 0 {
				t.Errorf("model %d (%s): the board after the reading is not the model's (%d captures left)", i, m.key, len(r.taken))
			}
		}
		states += len(short.keyCheck)
	}
	if multiWord == 0 || states < 1000 {
		t.Errorf("%d models of more than one packed word, %d states: the check tells little", multiWord, states)
	}
	t.Logf("%d models (%d of more than 32 movable points), %d states", len(models), multiWord, states)
}

// TestClosedSpaceBensonCache checks the three shortcuts of the reader's
// Benson leaf (bensonOf for the owner alone; ttBound.notPassAlive, which
// skips Benson on a board already found not pass-alive; twoVitalRegions,
// which skips it where K cannot have two vital regions): read with them
// and read running the full Benson at every visit (noBensonCache) visit
// the same number of positions and give the same verdict, and on no
// board of the latter does Benson keep K where twoVitalRegions says no, on every
// model the records and the first hold-out read and on the bare and
// one-stone polyominoes of at most five cells with 0-2 outside
// liberties. (Same counts: a cached "not pass-alive" stands for what
// Benson would have said on the same board, so the search takes the same
// paths and stops at the same node bound.)
func TestClosedSpaceBensonCache(t *testing.T) {
	models := readerModels(t)
	runsFast, runsSlow, alive := 0, 0, 0
	for i, m := range models {
		fast := newSpaceReader(m, closedReadNodes)
		slow := newSpaceReader(m, closedReadNodes)
		slow.noBensonCache = true
		vf, vs := m.readBy(fast), m.readBy(slow)
		if vf != vs || fast.visits != slow.visits {
			t.Errorf("model %d (%s): with the shortcuts %d after %d positions, without %d after %d", i, m.key, vf, fast.visits, vs, slow.visits)
		}
		if slow.filterWrong > 0 {
			t.Errorf("model %d (%s): %d boards where Benson keeps K and twoVitalRegions says it cannot", i, m.key, slow.filterWrong)
		}
		runsFast += fast.bensonRuns
		runsSlow += slow.bensonRuns
		if vs == spaceAlive {
			alive++
		}
	}
	if alive == 0 || runsFast >= runsSlow {
		t.Errorf("%d models alive, Benson runs %d with the shortcuts and %d without: the comparison tells nothing", alive, runsFast, runsSlow)
	}
	t.Logf("%d models, %d alive; Benson runs %d with the shortcuts, %d without", len(models), alive, runsFast, runsSlow)
}

// TestClosedSpaceRead checks the reading of closed spaces on the record
// positions of the safety measure (goregion/gtp TestSafetyMeasure) that it
// was made for, and on the one that bounds it:
//
//   - hold-out 9_106 before move 44: White's D9 group (nine stones, no
//     liberty outside) around the nine points A7-C9 and B6 lives in the
//     model if it answers Black's B8 (at B7), but Black's B8 followed by
//     a second Black move there kills: a threat, so D9 is not alive by
//     area (GNU Go calls it critical with B8 the vital point; the area
//     rule called it alive on the nine points alone). White's lone A6 is
//     killable outright. With NoSpaceReading both are alive by area again.
//   - records 13_6 before move 115: White's C8 and C4 (two outside
//     liberties each) stay alive by area: a wall with a liberty outside
//     is not read. (By hand the group is alive but not immortal: Black's
//     C5, D6, B4 and A4 in a row take the upper chain; GNU Go's
//     final_status_list calls it dead, its dragon_status alive.)
//   - records 19_5 before move 240: Black's A5 and A2 in the lower left
//     corner (two outside liberties) stay alive by area. They are threat
//     shapes (White's B1 or B3 must be answered), but GNU Go calls them
//     alive, and leaving them undecided made the estimate defend inside
//     its own area at B3 (TestJudgeRecords: a point worse than K14); this
//     is why only walls without outside liberties are read.
func TestClosedSpaceRead(t *testing.T) {
	rules := mustRules(t, "no-suicide")
	positions := map[string]*goregion.Position{}
	for _, x := range slices.Concat(recordPositions(t), recordPositionsIn(t, "testdata/holdout")) {
		positions[fmt.Sprintf("%s %d", x.file, x.move)] = x.rp.Position
	}
	for _, tc := range []struct {
		pos      string
		alive    []string // "white D9": chains alive by area
		notAlive []string // chains not alive by area with the reading, alive by area without it
		verdicts map[string]spaceVerdict
	}{
		{pos: "holdout-9_106.sgf 44", notAlive: []string{"white D9", "white A6"},
			verdicts: map[string]spaceVerdict{"D9": spaceThreat, "A6": spaceKillable}},
		{pos: "gnugo-13_6.sgf 115", alive: []string{"white C8", "white C4", "black A8"}},
		{pos: "gnugo-19_5.sgf 240", alive: []string{"black A5", "black A2"}},
	} {
		pos := positions[tc.pos]
		if pos == nil {
			t.Fatalf("%s is not among the record positions", tc.pos)
		}
		seen := map[string]spaceVerdict{}
		spaceHook = func(pos *goregion.Position, p int, m *spaceModel, v spaceVerdict) {
			seen[pos.Board.Name(p)] = v
		}
		_, with, err := Assess(pos, rules, Marks{}, false, JudgeOptions{MaxDepth: 12})
		spaceHook = nil
		if err != nil {
			t.Fatal(err)
		}
		_, without, err := Assess(pos, rules, Marks{}, false, JudgeOptions{MaxDepth: 12, NoSpaceReading: true})
		if err != nil {
			t.Fatal(err)
		}
		aliveIn := func(as []string, chain string) bool {
			return strings.Contains(strings.Join(as, "; "), chain+" (judged alive: ")
		}
		for _, c := range tc.alive {
			if !aliveIn(with, c) {
				t.Errorf("%s: %s is not alive by area with the reading: %q", tc.pos, c, with)
			}
		}
		for _, c := range tc.notAlive {
			if aliveIn(with, c) {
				t.Errorf("%s: %s is alive by area with the reading: %q", tc.pos, c, with)
			}
			if !aliveIn(without, c) {
				t.Errorf("%s: %s is not alive by area without the reading: %q", tc.pos, c, without)
			}
		}
		for p, v := range tc.verdicts {
			if seen[p] != v {
				t.Errorf("%s: the reading of %s says %d, want %d (all: %v)", tc.pos, p, seen[p], v, seen)
			}
		}
	}
}

// TestClosedSpaceOnlyWithdraws checks what closedspace.go's step 6
// promises, on every position of the records and the first hold-out
// where a reading says killable or threatened: every chain Assess calls
// safe with the reading it calls safe without it (NoSpaceReading), and
// every chain it calls dead with the reading it calls dead without it.
// The reading only withdraws "alive by area"; the rules run after it (the
// race rule, the frame search) could in principle decide other chains
// differently once a chain is undecided, and this test is where that
// would show.
func TestClosedSpaceOnlyWithdraws(t *testing.T) {
	rules := mustRules(t, "no-suicide")
	changed := 0
	for _, x := range slices.Concat(recordPositions(t), recordPositionsIn(t, "testdata/holdout")) {
		pos := x.rp.Position
		read := false
		spaceHook = func(_ *goregion.Position, _ int, _ *spaceModel, v spaceVerdict) {
			read = read || v == spaceKillable || v == spaceThreat
		}
		with, _, err := Assess(pos, rules, Marks{}, false, JudgeOptions{MaxDepth: 12})
		spaceHook = nil
		if err != nil {
			t.Fatal(err)
		}
		if !read {
			continue
		}
		without, _, err := Assess(pos, rules, Marks{}, false, JudgeOptions{MaxDepth: 12, NoSpaceReading: true})
		if err != nil {
			t.Fatal(err)
		}
		stones := func(pts []int) map[int]bool {
			m := map[int]bool{}
			for _, p := range pts {
				for _, q := range chainPoints(pos.Board, pos.Colors, p) {
					m[q] = true
				}
			}
			return m
		}
		for _, c := range []struct {
			what          string
			with, without []int
		}{{"safe", with.Safe, without.Safe}, {"dead", with.Dead, without.Dead}} {
			w, wo := stones(c.with), stones(c.without)
			for p := range w {
				if !wo[p] {
					t.Errorf("%s %d: %s is %s with the reading, not without", x.file, x.move, pos.Board.Name(p), c.what)
				}
			}
			if len(w) != len(wo) {
				changed++
			}
		}
	}
	if changed == 0 {
		t.Fatal("no position where the reading withdrew a verdict: the test tells nothing")
	}
}
