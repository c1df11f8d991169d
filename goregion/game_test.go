package goregion

import (
	"errors"
	"fmt"
	"math/big"
	"os"
	"strings"
	"testing"
)

// wantBoard compares g's board with a drawing in diagram notation
// (ordinary stones are x and o).
func wantBoard(t *testing.T, g *Game, want string) {
	t.Helper()
	want = strings.TrimLeft(want, "\n")
	if got := g.Position().String(); got != want {
		t.Errorf("board:\n%s\nwant:\n%s", got, want)
	}
}

func names(b *Board, pts []int32) string {
	var s []string
	for _, p := range pts {
		s = append(s, b.Name(int(p)))
	}
	return strings.Join(s, " ")
}

// The lecture's demos (seed 002, "Demo!"): capture, suicide, basic ko,
// superko and eyes, each on a small board.

func TestDemoCapture(t *testing.T) {
	// Black surrounds the white stone at C3 on its four sides; the fourth
	// black stone (C4) takes its last liberty and clearing White removes it.
	g := mustGame(t, 5, 5, "tromp-taylor")
	playAll(t, g, "C2 C3 B3 E5 D3 E4 C4")
	if got := names(g.Board(), g.LastRemoved()); got != "C3" {
		t.Errorf("C4 removed %q, want C3", got)
	}
	if g.Captures(Black) != 1 || g.LastSuicide() {
		t.Errorf("Captures(black) = %d, suicide %v; want 1 capture, no suicide", g.Captures(Black), g.LastSuicide())
	}
	wantBoard(t, g, `
....o
..x.o
.x.x.
..x..
.....
`)
}

// suicideGame is the lecture's suicide demo: Black walls in the two points
// C3 and D3 while White sits on C3; White's D3 then leaves the white pair
// without a liberty and captures nothing, so the second clearing removes it.
const suicideGame = "B3 C3 C4 A1 D4 A2 E3 E5 D2 E4 C2 D3"

func TestDemoSuicide(t *testing.T) {
	g := mustGame(t, 5, 5, "no-suicide")
	playAll(t, g, strings.TrimSuffix(suicideGame, " D3"))
	d3, _ := g.Board().Point("D3")
	err := g.Play(Move(d3))
	var me *MoveError
	if !errors.Is(err, ErrSuicide) || !errors.As(err, &me) || me.Number != 12 {
		t.Fatalf("no-suicide: D3 = %v, want move 12 refused as suicide", err)
	}

	// Tromp–Taylor allows it: the two white stones are removed, and each is
	// a prisoner for Black (seed 001: the emptied white stones add to N_white).
	g = mustGame(t, 5, 5, "tromp-taylor")
	playAll(t, g, suicideGame)
	if got := names(g.Board(), g.LastRemoved()); !g.LastSuicide() || !sameSet(got, "C3 D3") {
		t.Errorf("tromp-taylor: D3 removed %q (suicide %v), want C3 D3 by suicide", got, g.LastSuicide())
	}
	if g.Captures(Black) != 2 {
		t.Errorf("Captures(black) = %d, want 2", g.Captures(Black))
	}
	wantBoard(t, g, `
....o
..xxo
.x..x
o.xx.
o....
`)
}

func sameSet(a, b string) bool {
	x, y := strings.Fields(a), strings.Fields(b)
	if len(x) != len(y) {
		return false
	}
	seen := map[string]int{}
	for _, s := range x {
		seen[s]++
	}
	for _, s := range y {
		seen[s]--
	}
	for _, n := range seen {
		if n != 0 {
			return false
		}
	}
	return true
}

func TestDemoSingleStoneSuicide(t *testing.T) {
	// Under Tromp–Taylor the suicide of a single stone is legal as a
	// suicide but always recreates the board before it, so superko refuses
	// it: here White at C3 inside four black stones (the position after
	// move 8 here) repeats the board of move 8.
	g := mustGame(t, 5, 5, "tromp-taylor")
	playAll(t, g, "C2 E5 B3 E4 D3 E3 C4 E2")
	c3, _ := g.Board().Point("C3")
	if err := g.Play(Pass); err != nil {
		t.Fatal(err)
	}
	var me *MoveError
	if err := g.Play(Move(c3)); !errors.As(err, &me) || !errors.Is(err, ErrSuperko) || me.Repeats != 8 {
		t.Errorf("W C3 = %v, want superko repeating the board of move 8 (Black's pass at move 9 kept it)", err)
	}
}

func TestDemoBasicKo(t *testing.T) {
	// Black: B3 C2 C4 D3; White: E3 D2 D4 and then C3, which captures D3.
	// Black's immediate retake at D3 would capture C3 and recreate the board
	// of move 7, so positional superko refuses it: the basic ko.
	g := mustGame(t, 5, 5, "tromp-taylor")
	playAll(t, g, "B3 E3 C2 D2 C4 D4 D3 C3")
	if got := names(g.Board(), g.LastRemoved()); got != "D3" {
		t.Fatalf("C3 removed %q, want D3", got)
	}
	d3, _ := g.Board().Point("D3")
	var me *MoveError
	if err := g.Play(Move(d3)); !errors.As(err, &me) || !errors.Is(err, ErrSuperko) || me.Repeats != 7 || me.Number != 9 {
		t.Fatalf("B D3 = %v, want move 9 refused: repeats the board of move 7", err)
	}
	if want := "move 9 (black D3): repeats the board of move 7: positional superko"; me.Error() != want {
		t.Errorf("error = %q, want %q", me.Error(), want)
	}
	// After a move elsewhere by each player (a ko threat and its answer),
	// the board has changed and the retake is legal again.
	playAll(t, g, "A5 A4 D3")
	if got := names(g.Board(), g.LastRemoved()); got != "C3" {
		t.Errorf("D3 removed %q, want C3", got)
	}
}

func TestDemoSuperko(t *testing.T) {
	// A longer cycle on the 3×1 board A1 B1 C1: B A1, W C1, B B1 (captures
	// C1: board x x .), W C1 (captures A1 B1: board . . o), and Black's A1
	// would give x . o, the board of move 2, three moves back. A basic-ko
	// rule (only the board before the opponent's move, here x x .) would
	// allow it; positional superko refuses it.
	g := mustGame(t, 3, 1, "tromp-taylor")
	playAll(t, g, "A1 C1 B1 C1")
	if got := names(g.Board(), g.LastRemoved()); !sameSet(got, "A1 B1") {
		t.Fatalf("W C1 removed %q, want A1 B1", got)
	}
	a1, _ := g.Board().Point("A1")
	var me *MoveError
	if err := g.Play(Move(a1)); !errors.As(err, &me) || me.Repeats != 2 {
		t.Errorf("B A1 = %v, want superko repeating the board of move 2", err)
	}
}

func TestDemoEyes(t *testing.T) {
	// Two eyes: the black group holds A5 and C5, its only liberties. White
	// at either is a single stone without liberties that captures nothing:
	// a suicide (refused under no-suicide) that repeats the board (refused by
	// superko under Tromp–Taylor). So White can never capture the group.
	twoEyes := `
.x.xx
xxxxx
ooooo
.....
.....
`
	// One eye: White fills A5 and captures all nine black stones.
	oneEye := `
.xxxx
xxxxx
ooooo
.....
.....
`
	for _, tt := range []struct {
		rules string
		err   error
	}{{"no-suicide", ErrSuicide}, {"tromp-taylor", ErrSuperko}} {
		pos, err := ParseDiagram(twoEyes)
		if err != nil {
			t.Fatal(err)
		}
		g, err := NewGame(pos, mustRules(t, tt.rules))
		if err != nil {
			t.Fatal(err)
		}
		g.SetToMove(White)
		for _, eye := range []string{"A5", "C5"} {
			p, _ := g.Board().Point(eye)
			if err := g.Legal(Move(p)); !errors.Is(err, tt.err) {
				t.Errorf("%s: White %s = %v, want %v", tt.rules, eye, err, tt.err)
			}
		}
		pos, _ = ParseDiagram(oneEye)
		g, _ = NewGame(pos, mustRules(t, tt.rules))
		g.SetToMove(White)
		playAll(t, g, "A5")
		if len(g.LastRemoved()) != 9 || g.Captures(White) != 9 {
			t.Errorf("%s: one eye: A5 removed %d stones, want 9", tt.rules, len(g.LastRemoved()))
		}
	}
}

func TestHandCheckedScores(t *testing.T) {
	komi := func(s string) *big.Rat { r, _ := new(big.Rat).SetString(s); return r }
	tests := []struct {
		name         string
		w, h         int
		rules        string
		moves        string
		komi         *big.Rat
		black, white int
		want         Outcome
	}{
		// 5×5: Black's wall on column B, White's on D, column C empty. Black
		// has B1…B5 and A1…A5 (reach only black): 10; White D and E: 10; the
		// five C points reach both colours and count for neither.
		{"5x5 dame", 5, 5, "tromp-taylor", "B1 D1 B2 D2 B3 D3 B4 D4 B5 D5 pass pass", nil, 10, 10, Draw},
		// The same game with komi 1/2: White wins by half a point (seed 002).
		{"5x5 komi", 5, 5, "tromp-taylor", "B1 D1 B2 D2 B3 D3 B4 D4 B5 D5 pass pass", komi("0.5"), 10, 10, WhiteWins},
		// 9×9 (testdata/sgf_9x9_invasion.sgf): Black's wall E1…E9, White's
		// F1…F9; White's B5 is captured by A5 B6 B4 C5. Black: 13 stones +
		// 32 empty points of columns A–D = 45; White: 9 stones + 27 points of
		// G, H, J = 36. With komi 9.5 White has 45.5 and wins by 1/2.
		{"9x9 area", 9, 9, "tromp-taylor", nineByNine, komi("9.5"), 45, 36, WhiteWins},
		// The same game under seed 001's logical rules: Black's score adds
		// N_white = 1 captured white stone, so Black has 46 > 45.5 and wins:
		// the logical score differs from the area score by the prisoners.
		{"9x9 logical", 9, 9, "logical", nineByNine, komi("9.5"), 46, 36, BlackWins},
		// Komi 9 on the area count: 45 = 36 + 9, a draw.
		{"9x9 draw", 9, 9, "tromp-taylor", nineByNine, komi("9"), 45, 36, Draw},
	}
	for _, tt := range tests {
		g := mustGame(t, tt.w, tt.h, tt.rules)
		playAll(t, g, tt.moves)
		if !g.Ended() {
			t.Errorf("%s: game not ended", tt.name)
		}
		b, w := g.Score(Black), g.Score(White)
		if b != tt.black || w != tt.white {
			t.Errorf("%s: Score = %d, %d; want %d, %d", tt.name, b, w, tt.black, tt.white)
		}
		if got := g.Result(tt.komi); got != tt.want {
			t.Errorf("%s: Result(%v) = %v, want %v", tt.name, tt.komi, got, tt.want)
		}
	}
}

// nineByNine is the game of testdata/sgf_9x9_invasion.sgf as a move list.
const nineByNine = `E9 F9 E8 F8 E7 F7 E6 F6 E5 F5 E4 F4 E3 F3 E2 F2 E1 F1
pass B5 A5 pass B6 pass B4 pass C5 pass pass`

func TestGraphGameScores(t *testing.T) {
	// On testdata/graph_hexagon.txt: B a, W d, B c, W f, pass, pass. Black's
	// a and c share the liberty b, White's d and f share e. Tromp–Taylor:
	// Black 2 stones + b = 3, White 2 + e = 3; g and h reach no stone and
	// count for neither. Seed 004's score also gives each player the empty
	// group g-h, which has no neighbour of the opponent's colour: 5 each.
	text, err := os.ReadFile("testdata/graph_hexagon.txt")
	if err != nil {
		t.Fatal(err)
	}
	pos, err := ParseGraph(string(text))
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		rules        string
		black, white int
	}{{"tromp-taylor", 3, 3}, {"ggg", 5, 5}} {
		g, err := NewGame(pos, mustRules(t, tt.rules))
		if err != nil {
			t.Fatal(err)
		}
		playAll(t, g, "a d c f pass pass")
		if b, w := g.Score(Black), g.Score(White); b != tt.black || w != tt.white || g.Result(nil) != Draw {
			t.Errorf("%s: Score = %d, %d, result %v; want %d, %d, draw", tt.rules, b, w, g.Result(nil), tt.black, tt.white)
		}
	}
}

func TestNoPassVariants(t *testing.T) {
	path, err := NewGraphBoard([]string{"a", "b"}, [][2]int{{0, 1}})
	if err != nil {
		t.Fatal(err)
	}
	// ggg-no-pass on the path a-b: B a, then W b captures a (board . o).
	// Black's a would capture b and give x ., the board of move 1: superko.
	// Black cannot pass either, so Black cannot move and loses (seed 004).
	g, _ := NewGame(emptyPosition(path), mustRules(t, "ggg-no-pass"))
	if err := g.Legal(Pass); !errors.Is(err, ErrPassForbidden) {
		t.Errorf("ggg-no-pass: pass = %v, want ErrPassForbidden", err)
	}
	playAll(t, g, "a b")
	if !g.Ended() || g.Result(nil) != WhiteWins || g.EndReason() != "black cannot move" || g.End() != NoLegalMove {
		t.Errorf("ggg-no-pass: ended %v, result %v (%s); want White wins, black cannot move", g.Ended(), g.Result(nil), g.EndReason())
	}

	// A single point: Black's only move is a suicide that repeats the
	// empty start, so Black loses before moving.
	one, _ := NewGraphBoard([]string{"a"}, nil)
	g, _ = NewGame(emptyPosition(one), mustRules(t, "ggg-no-pass"))
	if !g.Ended() || g.Result(nil) != WhiteWins {
		t.Errorf("one point: ended %v, result %v; want White wins at once", g.Ended(), g.Result(nil))
	}

	// ggg-prisoner-pass on a-b: after B a, W b (White takes one prisoner),
	// Black has no legal move and no prisoner: Black loses. White, with a
	// prisoner, could pass: the pass costs it.
	g, _ = NewGame(emptyPosition(path), mustRules(t, "ggg-prisoner-pass"))
	// Before, the refusal said "passing is not allowed"; it says why.
	if err := g.Legal(Pass); !errors.Is(err, ErrPassForbidden) || !errors.Is(err, ErrPassNeedsPrisoner) ||
		err.Error() != "move 1 (black pass): a pass needs a prisoner to give back, and the player has none" {
		t.Errorf("prisoner-pass: Black's first pass = %v, want ErrPassNeedsPrisoner (no prisoner)", err)
	}
	playAll(t, g, "a b")
	if g.Prisoners(White) != 1 || !g.Ended() || g.Result(nil) != WhiteWins {
		t.Errorf("prisoner-pass: White prisoners %d, ended %v, result %v; want 1, true, white", g.Prisoners(White), g.Ended(), g.Result(nil))
	}
	// On the path a-b-c: B a, W c, B b captures c; Black holds one prisoner
	// and may pass with it, then holds none; White holds none and cannot.
	abc, _ := NewGraphBoard([]string{"a", "b", "c"}, [][2]int{{0, 1}, {1, 2}})
	g, _ = NewGame(emptyPosition(abc), mustRules(t, "ggg-prisoner-pass"))
	playAll(t, g, "a c b")
	if err := g.Legal(Pass); !errors.Is(err, ErrPassForbidden) {
		t.Errorf("prisoner-pass: White's pass without prisoners = %v, want ErrPassForbidden", err)
	}
	playAll(t, g, "c")
	// W c captured a and b (board . . o), White holds 2. Black: a gives
	// x . o, the board of move 2 (superko); b captures c: legal.
	if g.Prisoners(White) != 2 || g.Prisoners(Black) != 1 {
		t.Errorf("prisoners = %d, %d; want black 1, white 2", g.Prisoners(Black), g.Prisoners(White))
	}
	playAll(t, g, "pass")
	if g.Prisoners(Black) != 0 || g.Captures(Black) != 1 || g.Ended() {
		t.Errorf("after Black's pass: prisoners %d, captures %d, ended %v; want 0, 1, false", g.Prisoners(Black), g.Captures(Black), g.Ended())
	}
}

func TestResign(t *testing.T) {
	g := mustGame(t, 5, 5, "tromp-taylor")
	playAll(t, g, "C3 resign")
	// White resigned at move 2: Black wins whatever the scores (seed 000's notes).
	if !g.Ended() || g.Result(nil) != BlackWins || g.MovesPlayed() != 2 {
		t.Errorf("resign: ended %v, result %v, moves %d; want true, black, 2", g.Ended(), g.Result(nil), g.MovesPlayed())
	}
	if err := g.Play(Pass); !errors.Is(err, ErrGameOver) {
		t.Errorf("move after the end = %v, want ErrGameOver", err)
	}
}

func TestNewGameBadStart(t *testing.T) {
	// A start position with a mortal group without liberty is not well
	// formed (seed 000's theorem fails at b_0): refused.
	pos, _ := ParseDiagram("xo\nox\n")
	if _, err := NewGame(pos, mustRules(t, "ggg")); err == nil || !strings.Contains(err.Error(), "no liberty") {
		t.Errorf("NewGame(xo/ox) error = %v, want a group with no liberty", err)
	}
	// The same with immortal stones is fine: they are never captured.
	pos, _ = ParseDiagram("XO\nOX\n")
	if _, err := NewGame(pos, mustRules(t, "ggg")); err != nil {
		t.Errorf("NewGame(XO/OX) error = %v, want nil", err)
	}
}

func TestReplayRecords(t *testing.T) {
	// The SGF of the 9×9 hand-checked game replays to the same scores as the
	// move list (45 and 36, see TestHandCheckedScores).
	text, _ := os.ReadFile("testdata/sgf_9x9_invasion.sgf")
	rec, err := ParseSGF(string(text))
	if err != nil {
		t.Fatal(err)
	}
	g := mustGame(t, rec.Width, rec.Height, "tromp-taylor")
	var captured []string
	err = Replay(g, rec, func(s ReplayStep) { captured = append(captured, s.Removed...) })
	if err != nil || !g.Ended() || g.Score(Black) != 45 || g.Score(White) != 36 || strings.Join(captured, " ") != "B5" {
		t.Errorf("replay: err %v, ended %v, scores %d %d, captured %v; want nil, true, 45 36, [B5]", err, g.Ended(), g.Score(Black), g.Score(White), captured)
	}

	// Replays stop at the first illegal move with its number and reason.
	tests := []struct {
		moves string
		want  string
	}{
		{"D4 D4", "move 2 (white D4): point is occupied"},
		{"D4 Z9", `move 2 (white Z9): not a point of the board`},
		{"pass pass D4", "move 3 (black D4): the game has ended: two consecutive passes"},
		// Moves after a resignation are refused, not dropped.
		{"D4 resign E5", "move 3 (black E5): the game has ended: white resigned"},
		// GTP skips the column I; the refusal says so.
		{"I5", "move 1 (black I5): not a point of the board (GTP coordinates skip the letter I: the column after H is J)"},
	}
	for _, tt := range tests {
		rec, _ := ParseMoveList(tt.moves)
		g := mustGame(t, 9, 9, "tromp-taylor")
		if err := Replay(g, rec, nil); err == nil || err.Error() != tt.want {
			t.Errorf("Replay(%q) = %v, want %q", tt.moves, err, tt.want)
		}
	}
	// An SGF move out of turn.
	rec, _ = ParseSGF("(;SZ[9];B[aa];B[bb])")
	g = mustGame(t, 9, 9, "tromp-taylor")
	if err := Replay(g, rec, nil); !errors.Is(err, ErrOutOfTurn) {
		t.Errorf("B B: %v, want ErrOutOfTurn", err)
	}
	// The record: move 2 is Black's C7 (cc on 9×9: column c, the
	// third row from the top), refused because White is to play. Before,
	// the error called it White's.
	rec, _ = ParseSGF("(;FF[4]GM[1]SZ[9];B[ee];B[cc];W[dd])")
	g = mustGame(t, 9, 9, "tromp-taylor")
	if err := Replay(g, rec, nil); err == nil || err.Error() != "move 2 (black C7): out of turn: white to play" {
		t.Errorf("B B W: %v, want move 2 (black C7): out of turn: white to play", err)
	}
	// Lenient: White's pass is inserted as move 2, Black's C7 is move 3 and
	// White's D6 move 4.
	g = mustGame(t, 9, 9, "tromp-taylor")
	var steps []string
	err = ReplayWith(g, rec, ReplayOptions{Lenient: true, Step: func(s ReplayStep) {
		steps = append(steps, fmt.Sprintf("%d %v %s %v", s.Number, s.Player, s.Move, s.Inserted))
	}})
	want := "1 black E5 false|2 white pass true|3 black C7 false|4 white D6 false"
	if got := strings.Join(steps, "|"); err != nil || got != want || g.MovesPlayed() != 4 {
		t.Errorf("lenient replay: %v, steps %s; want nil, %s", err, got, want)
	}
}

func TestReplayHandicap(t *testing.T) {
	// testdata/sgf_handicap.sgf: setup B4 (black), C3 and C2 (white; D2
	// set, then emptied by AE in the next node), White to play first (PL[W]): W B3, B B5,
	// then White resigns (RE[B+R]).
	text, _ := os.ReadFile("testdata/sgf_handicap.sgf")
	rec, err := ParseSGF(string(text))
	if err != nil {
		t.Fatal(err)
	}
	start, err := rec.StartPosition(emptyPosition(Grid(5, 5)))
	if err != nil {
		t.Fatal(err)
	}
	g, err := NewGame(start, mustRules(t, "tromp-taylor"))
	if err != nil {
		t.Fatal(err)
	}
	if err := Replay(g, rec, nil); err != nil {
		t.Fatal(err)
	}
	wantBoard(t, g, `
.x...
.x...
.oo..
..o..
.....
`)
	if g.Result(nil) != BlackWins || g.MovesPlayed() != 3 {
		t.Errorf("result %v after %d moves, want black after 3 (W, B, W resigns)", g.Result(nil), g.MovesPlayed())
	}
}
