package endgame

import (
	"context"
	"slices"
	"testing"

	"github.com/tedomari/tedomari/goregion"
)

// TestGuessDead checks Claim G (deadguess.go) on three positions read
// with GNU Go: dead chains guessed, dead chains the proof kills, and a
// critical group the playouts alone would take but the proof keeps.
//
// gnugo-19_3 before move 228, White to play, the game's last position:
// Black's H17-H16-G15-H15-H14-J14 and F17-F16 sit in White's area at the
// top. GNU Go's final_status_list calls them dead and its owl_defend
// finds no defence for either (0), so they are dead even with Black to
// move. Both are guessed dead. Without the guess the static score took
// them as alive, White's G17 (against them) moved it by 16 and Black's
// J18 by 37, and the playouts' check made White play J18 in her own area:
// a point lost where GNU Go passes (TestJudgeRecords: -5.50 against
// -4.50). With the guess the move is elsewhere.
//
// Hold-out 13_104 before move 77, Black to play: White's F3 and
// H5-G4-H4-H3 inside Black's lower side. GNU Go's final_status_list calls
// them dead, but its dragon_status says critical and owl_defend finds E4
// (White's E4 joins F3 to G4 and makes the eye space it needs): they are
// dead only if Black answers. The light playouts with White first lose
// them in more than two thirds of the playouts (step 2 passes them), and
// taken as dead they made the estimate leave them (A12 instead of F2, 8
// points worse in GNU Go's playouts); the local proof (step 5) finds no
// kill with White first, so they are not guessed.
func TestGuessDead(t *testing.T) {
	rules, _ := goregion.RulesByName("no-suicide")
	find := func(dir, file string, move int) *Analysis {
		t.Helper()
		for _, x := range recordPositionsIn(t, "testdata/"+dir) {
			if x.file == file && x.move == move {
				return analyzeRecordPosition(t, x.rp, rules)
			}
		}
		t.Fatalf("no position %s %s %d", dir, file, move)
		return nil
	}
	point := func(a *Analysis, name string) int {
		t.Helper()
		p, ok := a.Board.Point(name)
		if !ok {
			t.Fatalf("no point %s", name)
		}
		return p
	}

	a := find("records", "gnugo-19_3.sgf", 228)
	_, guessed := a.guessedDead(a.deadStones())
	for _, name := range []string{"H17", "J14", "F17", "F16"} {
		if !slices.Contains(guessed, point(a, name)) {
			t.Errorf("19_3 @228: %s not guessed dead (guessed %d points)", name, len(guessed))
		}
	}
	suggest := func(a *Analysis, on bool) *Suggestion {
		t.Helper()
		defer func(old bool) { guessDead = old }(guessDead)
		guessDead = on
		s, err := a.Suggest(context.Background(), EstimateOptions{})
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	if s := suggest(a, false); s.Move.Name != "J18" || s.GuessedDead != nil {
		t.Errorf("19_3 @228 without the guess: %s (guessed %v), want J18 and none", s.Move.Name, s.GuessedDead)
	}
	if s := suggest(a, true); s.Pass || s.Move.Name == "J18" || len(s.GuessedDead) == 0 {
		t.Errorf("19_3 @228 with the guess: %s (pass %v, guessed %d points), want a move other than J18", s.Move.Name, s.Pass, len(s.GuessedDead))
	}

	// gnugo-9_2 before move 38, White to play: White's F3-G3 and G7 inside
	// Black's right side, dead by GNU Go even with White to move
	// (owl_defend 0, dragon_status dead). The local proof kills both with
	// White first: the empty points on the right, nearer Black's stones,
	// are Black's in the model, so White cannot run there (the chains are
	// White's, the player to move, so step 1 would not read them in a
	// game; the proof is asked directly).
	c := find("records", "gnugo-9_2.sgf", 38)
	for _, name := range []string{"F3", "G7"} {
		p := point(c, name)
		if !cannotBeSaved(c.Board, c.colors, chainPoints(c.Board, c.colors, p), c.safeStones()) {
			t.Errorf("9_2 @38: the local proof does not kill %s with White first", name)
		}
	}

	// Step 5b: the reading proves what Judge's search of guessDeadDepth
	// plies does not. Hold-out 9_102 before move 31: White's G3 in
	// Black's lower right (owl_defend 0); records 9_2 before 30: White's
	// G7 (the chain step 5 kills at move 38); records 13_5 before 82:
	// White's L3. GNU Go's dragon_status calls all three dead.
	for _, x := range []struct {
		dir, file string
		move      int
		name      string
	}{
		{"holdout", "holdout-9_102.sgf", 31, "G3"},
		{"records", "gnugo-9_2.sgf", 30, "G7"},
		{"records", "gnugo-13_5.sgf", 82, "L3"},
	} {
		a := find(x.dir, x.file, x.move)
		pts := chainPoints(a.Board, a.colors, point(a, x.name))
		if !cannotBeSaved(a.Board, a.colors, pts, a.safeStones()) {
			t.Errorf("%s @%d: %s not proved dead", x.file, x.move, x.name)
		}
		guessDeadRead = false
		if cannotBeSaved(a.Board, a.colors, pts, a.safeStones()) {
			t.Errorf("%s @%d: Judge alone proves %s dead; the case no longer tests step 5b", x.file, x.move, x.name)
		}
		guessDeadRead = true
	}

	// Soft walls (step 4). Hold-out 13_104 before move 85: White's
	// B2-B1-C1 in the lower left corner is alive by GNU Go's
	// dragon_status: it lives by capturing Black's B8 (dead for GNU Go),
	// whose liberties are all in the model. With the walls frozen the
	// reading kills it; with soft walls nothing does. (B8 is short of
	// liberties, so the race walls of step 4b open it too: the walls are
	// frozen here by turning both off.)
	d := find("holdout", "holdout-13_104.sgf", 85)
	corner := chainPoints(d.Board, d.colors, point(d, "B2"))
	if cannotBeSaved(d.Board, d.colors, corner, d.safeStones()) {
		t.Errorf("13_104 @85: B2-B1-C1 proved dead; GNU Go calls it alive")
	}
	guessDeadSoftWalls, guessDeadRaceWalls = false, false
	if !cannotBeSaved(d.Board, d.colors, corner, d.safeStones()) {
		t.Errorf("13_104 @85: B2-B1-C1 not proved dead with frozen walls; the case no longer tests the soft walls")
	}
	guessDeadSoftWalls = true
	if cannotBeSaved(d.Board, d.colors, corner, d.safeStones()) {
		t.Errorf("13_104 @85: B2-B1-C1 proved dead with soft walls alone; GNU Go calls it alive")
	}
	guessDeadRaceWalls = true

	b := find("holdout", "holdout-13_104.sgf", 77)
	_, guessed = b.guessedDead(b.deadStones())
	for _, name := range []string{"F3", "G4"} {
		p := point(b, name)
		if slices.Contains(guessed, p) {
			t.Errorf("13_104 @77: %s guessed dead; GNU Go calls it critical (E4 defends)", name)
		}
		if cannotBeSaved(b.Board, b.colors, chainPoints(b.Board, b.colors, p), b.safeStones()) {
			t.Errorf("13_104 @77: the local proof kills %s with White first", name)
		}
	}
	// The playouts alone (step 2) do take them: the proof is what keeps
	// them.
	guessDeadProof = false
	_, guessed = b.guessedDead(b.deadStones())
	guessDeadProof = true
	for _, name := range []string{"F3", "G4"} {
		if !slices.Contains(guessed, point(b, name)) {
			t.Errorf("13_104 @77: the playouts alone do not take %s; the case no longer tests step 5", name)
		}
	}
}

// TestReadDeadInModel checks step 5b of Claim G on drawn models (the
// board's edge below, Black's immortal stones around): the reading moves
// the owner first and reports only a capture. White's group around a
// straight three lives when White moves first (the middle point makes two
// eyes) and dies when Black does, so the reading must not kill it; around
// a straight two, or with Black's stone already on the vital point, it
// dies whoever moves first. The rectangular six of the corner (A3-C4,
// no liberty outside) with Black's stone on a 2-1 point (B4) is a ko
// (TestClosedSpaceReaderKo's textbook case 3, Black's stone played): with
// the owner first the reading finds no kill, since the owner may retake
// at once and the attacker may not (spaceModel.ownerRetakes, step 5b
// (a)); with the rule the other way round (Assess's) it kills.
func TestReadDeadInModel(t *testing.T) {
	for _, tc := range []struct {
		name, diagram string
		dead          bool
	}{
		{"straight three", `
XXXXXXX
XoooooX
Xo...oX`, false},
		{"straight two", `
XXXXXX
XooooX
Xo..oX`, true},
		{"straight three, a stone on its middle", `
XXXXXXX
XoooooX
Xo.x.oX`, true},
		{"rectangular six, a stone on its 2-1 point (a ko)", `
.x.oX
...oX
ooooX
XXXXX`, false},
	} {
		pos, err := goregion.ParseDiagram(tc.diagram)
		if err != nil {
			t.Fatal(err)
		}
		p, _ := pos.Board.Point("B2")
		if got := readDeadInModel(pos, chainPoints(pos.Board, pos.Colors, p)); got != tc.dead {
			t.Errorf("%s: dead %v, want %v", tc.name, got, tc.dead)
		}
	}
}

// TestGuessDeadRaceWalls checks step 4b of Claim G (the race walls) on
// chains read with GNU Go's dragon_status at level 10:
//   - records 9_3 before move 32: White's D5, in atari next to Black's
//     B5-C5-C6-D6 and E5, is critical (a race: Black's walls have two
//     liberties each). With the walls frozen, the reading of step 5b at
//     guessDeadReadNodes proves it dead (the walls can never fall); with
//     the race walls it does not;
//   - records 19_3 before 212: Black's F17-F16 is critical (K13 defends).
//     With the walls frozen Judge already proves it dead; with the race
//     walls nothing does;
//   - records 9_12 before 27: White's C4 and D3-D2 in Black's lower left
//     are dead, and still proved dead with the race walls.
func TestGuessDeadRaceWalls(t *testing.T) {
	if testing.Short() {
		t.Skip("reads models of up to guessDeadReadNodes positions")
	}
	defer func(on bool) { guessDeadRaceWalls = on }(guessDeadRaceWalls)
	rules, _ := goregion.RulesByName("no-suicide")
	for _, x := range []struct {
		file   string
		move   int
		name   string
		status string // GNU Go's dragon_status
	}{
		{"gnugo-9_3.sgf", 32, "D5", "critical"},
		{"gnugo-19_3.sgf", 212, "F17", "critical"},
		{"gnugo-9_12.sgf", 27, "C4", "dead"},
		{"gnugo-9_12.sgf", 27, "D3", "dead"},
	} {
		var a *Analysis
		for _, r := range recordPositions(t) {
			if r.file == x.file && r.move == x.move {
				a = analyzeRecordPosition(t, r.rp, rules)
			}
		}
		if a == nil {
			t.Fatalf("no position %s %d", x.file, x.move)
		}
		p, _ := a.Board.Point(x.name)
		pts := chainPoints(a.Board, a.colors, p)
		for _, on := range []bool{true, false} {
			guessDeadRaceWalls = on
			got := cannotBeSaved(a.Board, a.colors, pts, a.safeStones())
			switch {
			case on && got != (x.status == "dead"):
				t.Errorf("%s @%d: %s (%s by GNU Go) proved dead %v with the race walls", x.file, x.move, x.name, x.status, got)
			case !on && x.status == "critical" && !got:
				t.Errorf("%s @%d: %s not proved dead with frozen walls; the case no longer tests the race walls", x.file, x.move, x.name)
			}
		}
	}
}

// TestDeadGuessModelWalls checks which of the opponent's chains the model
// of Claim G (steps 4 and 4b, deadGuessModel) leaves capturable, on a
// drawn board (row 1 at the bottom). White's D2 is the chain read; its
// model's empty points are those within two steps of it (B2 to F2, C1 to
// E1, C3 and E3). Black's chains:
//   - D1 touches D2 and has its two liberties C1 and E1 in the model: a
//     soft wall (step 4), capturable; safe (Analysis.Safe), it stays
//     frozen: a safe chain never falls;
//   - D3 touches D2 but its liberty D4 lies outside the model (C3 and E3
//     are inside): frozen, since it could only fall through D4, which
//     the model cannot play; with three liberties it is no race wall
//     either;
//   - A5, in the far corner, has two liberties (A4, B5), both outside the
//     model, and touches neither D2 nor the model: no race wall (step 4b
//     asks that it touch), frozen, and its liberties stay immortal.
func TestDeadGuessModelWalls(t *testing.T) {
	const board = `
x......
.......
...x...
...o...
...x...`
	for _, tc := range []struct {
		name   string
		safe   []string
		frozen map[string]bool // wall (or liberty) point -> immortal in the model
	}{
		{"none safe", nil, map[string]bool{"D1": false, "D3": true, "D4": true, "A5": true, "A4": true, "B5": true}},
		{"D1 safe", []string{"D1"}, map[string]bool{"D1": true, "D3": true, "A5": true}},
	} {
		pos := mustDiagram(t, trim(board))
		safe := make([]bool, pos.Board.NumPoints())
		for _, p := range pointsOf(t, pos, tc.safe) {
			safe[p] = true
		}
		d2 := pointsOf(t, pos, []string{"D2"})[0]
		m := deadGuessModel(pos.Board, pos.Colors, chainPoints(pos.Board, pos.Colors, d2), safe)
		for name, want := range tc.frozen {
			p := pointsOf(t, pos, []string{name})[0]
			if m.Immortal[p] != want {
				t.Errorf("%s: %s immortal in the model %v, want %v\n%s", tc.name, name, m.Immortal[p], want, m)
			}
		}
	}
}

// TestGuessDeadHalf checks step 2's bar at a half (guessDeadSurvivors)
// and its interplay with Claim N (estimate.go's besideDead) on two
// record positions read with GNU Go.
//
// gnugo-9_8 before move 19, Black to play: White's D3, dead by GNU Go's
// dragon_status, survives more than a third but at most half of step
// 2's playouts; the proof kills it, so it is guessed dead only with the
// bar at a half (GNU Go's C8 is then the move, 5 points better than E3
// in its playouts).
//
// gnugo-9_12 before move 27, Black to play: White's C4 and D3-D2 in the
// lower left, dead by GNU Go's dragon_status, survive 115 and 113 of the
// 256 playouts and are guessed dead at a half. Without Claim N a lone
// White stone at B3 beside them swung the static score by 17 points and
// the estimate chose G4, which GNU Go's playouts score 27 points below
// its F5; with Claim N the move is neither G4 nor B3 (a move in Black's
// own area once the corner is dead).
func TestGuessDeadHalf(t *testing.T) {
	rules, _ := goregion.RulesByName("no-suicide")
	find := func(file string, move int) *Analysis {
		t.Helper()
		for _, x := range recordPositionsIn(t, "testdata/records") {
			if x.file == file && x.move == move {
				return analyzeRecordPosition(t, x.rp, rules)
			}
		}
		t.Fatalf("no position %s %d", file, move)
		return nil
	}
	guessedNames := func(a *Analysis) []string {
		_, guessed := a.guessedDead(a.deadStones())
		var names []string
		for _, p := range guessed {
			names = append(names, a.Board.Name(p))
		}
		return names
	}
	a := find("gnugo-9_8.sgf", 19)
	if g := guessedNames(a); !slices.Contains(g, "D3") {
		t.Errorf("9_8 @19: D3 not guessed dead (guessed %v)", g)
	}
	b := find("gnugo-9_12.sgf", 27)
	if g := guessedNames(b); !slices.Contains(g, "C4") || !slices.Contains(g, "D3") || !slices.Contains(g, "D2") {
		t.Errorf("9_12 @27: C4, D3, D2 not all guessed dead (guessed %v)", g)
	}
	for _, on := range []bool{false, true} {
		newStonesBesideDead = on
		s, err := b.Suggest(context.Background(), EstimateOptions{})
		newStonesBesideDead = true
		if err != nil {
			t.Fatal(err)
		}
		if !on && s.Move.Name != "G4" || on && (s.Move.Name == "G4" || s.Move.Name == "B3") {
			t.Errorf("9_12 @27, Claim N %v: %s (pass %v), want G4 without Claim N and neither G4 nor B3 with it", on, s.Move.Name, s.Pass)
		}
	}
}

// TestGuessDeadReadBudget checks step 5b's budget (guessDeadReadNodes)
// on a drawn board, the lower left of gnugo-9_9 before move 23 (Black to
// play; row 1 at the bottom). White's D2-D1 and C4-C3 lie in Black's
// area, cut apart by Black's D3; GNU Go's dragon_status calls them dead.
// Nothing is safe here (the safe slice is all false), so Black's D3 is a
// soft wall (step 4): its liberties D4 and E3 are both in the model, and
// White may take it. The reader kills D2-D1 in the model at depth 18,
// after 199,480 positions of its iterations together (1,062 at depth 6,
// 15,725 by 10, 72,965 by 14): est23's budget of 160,000 ran out there,
// the chain was not guessed and the estimate chose C2, 8 points below
// GNU Go's E9 in its playouts (TestJudgeRecords; with the chain guessed,
// H2, 10 points above). The reading with Black's D3 frozen kills at
// depth 14 within 72,415 positions: the soft wall's fight, not the
// model's empty points, costs the four plies.
func TestGuessDeadReadBudget(t *testing.T) {
	if testing.Short() {
		t.Skip("reads a model of about 200,000 positions")
	}
	const board = `
.....o...
.....xo..
.....xo..
..x..x.o.
.x..x....
..o...o..
..ox.xxo.
...ox.o..
...ox....`
	pos := mustDiagram(t, trim(board))
	safe := make([]bool, pos.Board.NumPoints())
	d2 := pointsOf(t, pos, []string{"D2"})[0]
	pts := chainPoints(pos.Board, pos.Colors, d2)
	m := deadGuessModel(pos.Board, pos.Colors, pts, safe)
	if d3 := pointsOf(t, pos, []string{"D3"})[0]; m.Immortal[d3] {
		t.Fatalf("Black's D3 frozen in the model; the case no longer tests a soft wall\n%s", m)
	}
	if j, ok := judgeInModel(m, pts); ok && j.Status == Dead {
		t.Fatalf("Judge proves D2-D1 dead (step 5); the case no longer tests step 5b's budget")
	}
	if !readDeadInModel(m, pts) {
		t.Errorf("D2-D1 not read dead within guessDeadReadNodes = %d positions\n%s", guessDeadReadNodes, m)
	}
	if readDeadWithin(m, pts, 160_000) {
		t.Errorf("D2-D1 read dead within 160,000 positions; the case no longer needs the larger budget")
	}
	if !cannotBeSaved(pos.Board, pos.Colors, pts, safe) {
		t.Errorf("D2-D1 not proved dead (steps 3-5b)")
	}
}
