package gtp

import (
	"context"
	"fmt"
	"math/big"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/tedomari/tedomari/goregion"
	"github.com/tedomari/tedomari/goregion/endgame"
)

// newEndgameEngine returns a 9×9 territory-counting engine with the
// endgame analysis attached.
func newEndgameEngine(t *testing.T, opts EndgameOptions) *Engine {
	t.Helper()
	e := newTestEngine(t, "no-suicide", 9)
	e.UseEndgame(opts)
	return e
}

// The position of testdata/endgame9.sgf, before move 1 (Black to move):
//
//	9 O O O O O O O O O     White: pass-alive, eyes B8 D8
//	8 O . O . O O O O O
//	7 O O O O O O O O O
//	6 O O O O O O O O O
//	5 X X X . O X . O O     region C = D5 D4, region D = G5 G4 G3
//	4 X X X . X X . X X
//	3 X X X X X X . X X
//	2 X X X X X X X X X
//	1 . X . X X X X X X     Black: pass-alive, eyes A1 C1
//	  A B C D E F G H J
//
// By hand: in C, Black D5 makes D4 one point of territory (1), White D5
// leaves D4 a dame (*): C = {1|*}, mean 1/2, temperature 1/2. In D, Black
// G5 makes G4 G3 territory (2), White G5 leaves G4 G3 = {1|*} (Black G4
// makes G3 a point, White G4 leaves G3 a dame): D = {2||1|*}, mean 5/4,
// temperature 3/4. D is hotter, so both players' best move is G5; the
// eyes are settled territory (±1 each, cancelling). Black first: G5, White
// D5, Black fills D4: Black 4 points (A1 C1 G4 G3), White 2: B+2. White
// first: G5, then Black D5 (1) and the dame: B+1 (the four eyes cancel,
// {1|*} + {1|*} with White to move stops at 1).
func TestGenmoveEndgame(t *testing.T) {
	e := newEndgameEngine(t, EndgameOptions{})
	runSteps(t, e, []step{
		{"loadsgf testdata/endgame9.sgf 1", "= black"},
		{"reg_genmove b", "= G5"},
		{"reg_genmove w", "= G5"},
		// reg_genmove plays nothing: G5 is still empty.
		{"list_stones black", "= A5 B5 C5 F5 A4 B4 C4 E4 F4 H4 J4 A3 B3 C3 D3 E3 F3 H3 J3 A2 B2 C2 D2 E2 F2 G2 H2 J2 B1 D1 E1 F1 G1 H1 J1"},
		{"tedomari-best_moves", "= MARK D5 G5\nTEXT best for black: G5 (gote, gain 3/4) D5 (gote, gain 1/2); result B+2 with black to move (exact under the assumptions)"},
		{"genmove b", "= G5"},
		{"reg_genmove w", "= D5"},
		{"genmove w", "= D5"},
		// D4 is a dame (*): filling it keeps the stop, so it is a best move.
		{"reg_genmove b", "= D4"},
		{"genmove b", "= D4"},
		// Every region is a number: no move helps.
		{"genmove w", "= pass"},
		{"genmove b", "= pass"},
		{"final_score", "= B+2"}, // the result the analysis gave before move 1
	})
	// White first: the line must end at B+1, the result announced.
	runSteps(t, e, []step{
		{"loadsgf testdata/endgame9.sgf 1", "= black"},
		{"genmove w", "= G5"},
		{"genmove b", "= D5"},
		{"genmove w", "= G4"},
		{"genmove b", "= G3"},
		{"genmove w", "= pass"},
		{"genmove b", "= pass"},
		{"final_score", "= B+1"},
	})
}

// TestLoadSGFRegGenmove gives the problems the way endgame problems are
// given (loadsgf FILE N, then reg_genmove COLOR): the moves of
// testdata/endgame9.sgf are the best line worked out above.
func TestLoadSGFRegGenmove(t *testing.T) {
	e := newEndgameEngine(t, EndgameOptions{Exact: true})
	runSteps(t, e, []step{
		{"loadsgf testdata/endgame9.sgf 1", "= black"},
		{"reg_genmove black", "= G5"},
		{"loadsgf testdata/endgame9.sgf 2", "= white"},
		{"reg_genmove white", "= D5"},
		{"loadsgf testdata/endgame9.sgf 3", "= black"},
		{"reg_genmove black", "= D4"},
		{"loadsgf testdata/endgame9.sgf", "= white"},
		{"reg_genmove white", "= pass"},
		{"final_score", "= B+2"},
	})
}

// TestGenmoveRefuses: genmove answers an error, never a guess, when a
// region is unresolved, when a point is banned by ko, under area counting
// and with a komi the analysis cannot hold exactly.
func TestGenmoveRefuses(t *testing.T) {
	e := newEndgameEngine(t, EndgameOptions{MaxNodes: 1})
	runSteps(t, e, []step{
		{"loadsgf testdata/endgame9.sgf 1", "= black"},
		// Both contested regions need more than one position.
		{"tedomari-best_moves", "= TEXT best for black: none in the resolved regions; not exact: 2 regions unresolved (C: 2 empty points, solve: node limit exceeded: more than 1 positions explored; D: 3 empty points, solve: node limit exceeded: more than 1 positions explored); the resolved part gives 0"},
		{"genmove b", "? cannot decide a move exactly: 2 regions unresolved (C: 2 empty points, solve: node limit exceeded: more than 1 positions explored; D: 3 empty points, solve: node limit exceeded: more than 1 positions explored)"},
		{"list_stones black", "= A5 B5 C5 F5 A4 B4 C4 E4 F4 H4 J4 A3 B3 C3 D3 E3 F3 H3 J3 A2 B2 C2 D2 E2 F2 G2 H2 J2 B1 D1 E1 F1 G1 H1 J1"},
	})

	// testdata/ko5.sgf before move 2: Black has just taken the ko at D3,
	// so C3 is banned for White (positional superko). The ban no longer
	// makes genmove refuse (the analysis leaves C3 out of White's first
	// moves); the 5×5 board is one region too large to solve (18 empty
	// points: the sure cut's ring leaves two more in it than before).
	e = newEndgameEngine(t, EndgameOptions{MaxNodes: 1000})
	runSteps(t, e, []step{
		{"loadsgf testdata/ko5.sgf 2", "= white"},
		{"genmove w", "? cannot decide a move exactly: 1 region unresolved (A: 18 empty points, solve: node limit exceeded: more than 1000 positions explored)"},
	})

	r := newTestEngine(t, "no-suicide", 9)
	a, err := New(r.Rules(), AreaCounting, 9)
	if err != nil {
		t.Fatal(err)
	}
	a.UseEndgame(EndgameOptions{})
	runSteps(t, a, []step{
		{"loadsgf testdata/endgame9.sgf 1", "= black"},
		{"genmove b", "? cannot decide a move exactly: the analysis counts territory (Japanese-style) and this engine counts area"},
	})

	e = newEndgameEngine(t, EndgameOptions{})
	runSteps(t, e, []step{
		{"loadsgf testdata/endgame9.sgf 1", "= black"},
		{"komi 6.3", "= "},
		{"genmove b", "? cannot decide a move exactly: komi 6.3 is not a dyadic number (such as 6.5 or 0.25): the analysis is exact only for those"},
		// reg_genmove decides with komi 0: komi changes no best move.
		{"reg_genmove b", "= G5"},
		{"komi 6.5", "= "},
		{"reg_genmove b", "= G5"},
		// B+2 less komi 6.5: W+4.5, written as final_score writes it.
		{"tedomari-best_moves", "= MARK D5 G5\nTEXT best for black: G5 (gote, gain 3/4) D5 (gote, gain 1/2); result W+4.5 with black to move (exact under the assumptions)"},
	})
}

// TestFinalStatusDead: testdata/dead9.sgf, a finished position whose
// White stone C3 is dead inside Black's 3×3 eye space; its header counts
// B+10 by hand. tedomari-alive_stones overrides the judgement (C3 alive:
// no territory around it, no prisoner: Black 2 (F1 H1), White 2, so 0).
func TestFinalStatusDead(t *testing.T) {
	e := newEndgameEngine(t, EndgameOptions{})
	runSteps(t, e, []step{
		{"loadsgf testdata/dead9.sgf", "= black"},
		{"final_status_list dead", "= C3"},
		{"final_score", "= B+10"},
		{"final_status_list seki", "= "},
		{"tedomari-safety", "= SQUARE " + e9Safe + "\nMARK C3\nTEXT 2 safe chains (square), 1 dead (mark); correct them with tedomari-alive_stones and tedomari-dead_stones"},
		{"tedomari-alive_stones c3", "= C3"},
		{"final_status_list dead", "= "},
		{"final_score", "= 0"},
		{"tedomari-dead_stones c3", "= C3"},
		{"tedomari-alive_stones", "= "},
		{"final_score", "= B+10"},
		// Marks hold until the next move; "none" clears them.
		{"tedomari-alive_stones C3", "= C3"},
		{"tedomari-alive_stones none", "= "},
		{"final_score", "= B+10"},
		{"tedomari-alive_stones c3", "= C3"},
		{"play b pass", "= "},
		{"tedomari-alive_stones", "= "},
		{"tedomari-alive_stones b2", "? no stone at B2"},
		{"tedomari-alive_stones z9", "? syntax error: invalid coordinate \"z9\""},
	})
	// With --exact the judgement is Benson's only: C3 is not proved dead,
	// so it counts alive as it stands.
	e = newEndgameEngine(t, EndgameOptions{Exact: true})
	runSteps(t, e, []step{
		{"loadsgf testdata/dead9.sgf", "= black"},
		{"final_status_list dead", "= "},
	})
}

// e9Safe lists the stones of both pass-alive chains of dead9.sgf.
const e9Safe = "A9 B9 C9 D9 E9 F9 G9 H9 J9 A8 C8 E8 F8 G8 H8 J8 A7 B7 C7 D7 E7 F7 G7 H7 J7 A6 B6 C6 D6 E6 F6 G6 H6 J6 " +
	"A5 B5 C5 D5 E5 F5 G5 H5 J5 A4 E4 F4 G4 H4 J4 A3 E3 F3 G3 H3 J3 A2 E2 F2 G2 H2 J2 A1 B1 C1 D1 E1 G1 J1"

// TestAnalyzeCommands checks the formats of the analyze commands on
// endgame9.sgf before move 1 (values worked out above TestGenmoveEndgame):
// gfx lines as GoGui's "Analyze Commands" chapter defines them (COLOR
// colour points; BLACK/WHITE territory points; LABEL point text pairs;
// MARK and SQUARE points; TEXT the status line), and the hstring table.
// The move gains are the mean after the move less the mean before, for the
// mover: Black D5 1 − 1/2, G5 2 − 5/4, D4 0 − 1/2 (D5 alone is then a
// dame), G4 1 − 5/4 (G3 a point, G5 a dame), G3 1/2 − 5/4 (G5 G4 are then
// {1|*}), moves in the eyes −1 (settled territory). White's: D5 1/2 − 0,
// G5 5/4 − 1/2 by the same pictures; White D4, G4 and G3 put a stone in
// atari that Black takes, and their gains are the solver's.
func TestAnalyzeCommands(t *testing.T) {
	e := newEndgameEngine(t, EndgameOptions{})
	e.UseEndgame(EndgameOptions{}) // a second call advertises nothing twice
	runSteps(t, e, []step{
		{"loadsgf testdata/endgame9.sgf 1", "= black"},
		{"gogui-analyze_commands", "= plist/Best move (reg_genmove)/reg_genmove %m\nstring/Final score/final_score\n" +
			"plist/Dead stones/final_status_list dead\nplist/Seki stones/final_status_list seki\n" +
			"eplist/Mark dead stones/tedomari-dead_stones\n" +
			"gfx/CGT: regions/tedomari-regions %m\nhstring/CGT: region values/tedomari-region_values %m\n" +
			"gfx/CGT: move values (gain)/tedomari-move_values %m\ngfx/CGT: best moves/tedomari-best_moves %m\n" +
			"gfx/CGT: safe and dead stones/tedomari-safety %m\n" +
			"hstring/CGT: suggested move (exact or estimate)/tedomari-suggest %m\n" +
			"eplist/Mark alive stones/tedomari-alive_stones"},
		{"tedomari-regions", "= COLOR #ffb3b3 D5 D4\nCOLOR #b3d9ff G5 G4 G3\nBLACK A1 C1\nWHITE B8 D8\n" +
			"LABEL B8 A D8 B D5 C D4 C G5 D G4 D G3 D A1 E C1 F\n" +
			"TEXT 6 regions; result B+2 with black to move (exact under the assumptions)"},
		{"tedomari-regions w", "= COLOR #ffb3b3 D5 D4\nCOLOR #b3d9ff G5 G4 G3\nBLACK A1 C1\nWHITE B8 D8\n" +
			"LABEL B8 A D8 B D5 C D4 C G5 D G4 D G3 D A1 E C1 F\n" +
			"TEXT 6 regions; result B+1 with white to move (exact under the assumptions)"},
		{"tedomari-region_values", "= A: 1 point, 1 empty, settled white territory, value -1, chilled -1, mean -1, temperature 0\n" +
			"B: 1 point, 1 empty, settled white territory, value -1, chilled -1, mean -1, temperature 0\n" +
			"C: 2 points, 2 empty, value {1|*}, chilled 1/2, mean 1/2, temperature 1/2, best black D5, best white D5\n" +
			"D: 3 points, 3 empty, value {2||1|*}, chilled 5/4, mean 5/4, temperature 3/4, best black G5, best white G5\n" +
			"E: 1 point, 1 empty, settled black territory, value 1, chilled 1, mean 1, temperature 0\n" +
			"F: 1 point, 1 empty, settled black territory, value 1, chilled 1, mean 1, temperature 0\n" +
			"Result: result B+2 with black to move (exact under the assumptions)\n" +
			"Best: G5 (gote, gain 3/4) D5 (gote, gain 1/2)\n" +
			"Assumptions:\n" +
			"- Japanese-style counting: territory plus prisoners, komi added to White; every region is played out under the local rules of Blom's thesis, chapter 3 (no passing inside a region)"},
		{"tedomari-move_values b", "= LABEL D5 1/2 G5 3/4 D4 -1/2 G4 -1/4 G3 -3/4 A1 -1 C1 -1\n" +
			"TEXT gain of each move of black (mean of its incentive); result B+2 with black to move (exact under the assumptions)"},
		{"tedomari-move_values w", "= LABEL B8 -1 D8 -1 D5 1/2 G5 3/4 D4 -1/2 G4 -1/4 G3 -3/4\n" +
			"TEXT gain of each move of white (mean of its incentive); result B+1 with white to move (exact under the assumptions)"},
		// White D5 is not best: Black G5 answers, 2 + * + eyes = B+2 > B+1.
		{"tedomari-best_moves w", "= MARK G5\nTEXT best for white: G5 (gote, gain 3/4); result B+1 with white to move (exact under the assumptions)"},
		{"tedomari-regions x", "? syntax error: invalid color \"x\""},
		{"tedomari-regions b w", "? syntax error: expected at most one argument: COLOR"},
	})
	// After the whole line every region is a number: no best move.
	runSteps(t, e, []step{
		{"loadsgf testdata/endgame9.sgf", "= white"},
		{"tedomari-best_moves", "= TEXT best for white: pass (no move helps white); result B+2 with white to move (exact under the assumptions)"},
	})
}

// TestDyadicOf: komi as exact dyadic rationals.
func TestDyadicOf(t *testing.T) {
	tests := []struct {
		in   string
		want string // "" for an error
	}{
		{"6.5", "13/2"}, {"0", "0"}, {"-3", "-3"}, {"0.25", "1/4"}, {"6.3", ""}, {"1/3", ""},
	}
	for _, tc := range tests {
		r, _ := new(big.Rat).SetString(tc.in)
		d, err := dyadicOf(r)
		switch {
		case tc.want == "" && err == nil:
			t.Errorf("dyadicOf(%s) = %v, want an error", tc.in, d)
		case tc.want != "" && (err != nil || d.String() != tc.want):
			t.Errorf("dyadicOf(%s) = %v, %v, want %s", tc.in, d, err, tc.want)
		}
	}
}

// TestRegGenmoveEstimates: where the analysis is unresolved, genmove
// still answers an error while reg_genmove answers the estimate's move
// (endgame.Analysis.Suggest). On testdata/endgame9.sgf with one position
// per region both regions are unresolved; the estimate values C (D5 D4)
// as {1|-1}-like and D (G5 G4 G3) hotter, and suggests G5, the exact best
// move worked out by hand above (TestGenmoveEndgame) for either player.
func TestRegGenmoveEstimates(t *testing.T) {
	// Resolved: the exact move, said to be exact.
	e := newEndgameEngine(t, EndgameOptions{})
	runSteps(t, e, []step{
		{"loadsgf testdata/endgame9.sgf 1", "= black"},
		{"tedomari-suggest", "= G5: exact best move\nresult B+2 with black to move (exact under the assumptions)"},
	})
	e = newEndgameEngine(t, EndgameOptions{MaxNodes: 1})
	runSteps(t, e, []step{
		{"loadsgf testdata/endgame9.sgf 1", "= black"},
		{"genmove b", "? cannot decide a move exactly: 2 regions unresolved (C: 2 empty points, solve: node limit exceeded: more than 1 positions explored; D: 3 empty points, solve: node limit exceeded: more than 1 positions explored)"},
		{"reg_genmove b", "= G5"},
		{"reg_genmove w", "= G5"},
		// The estimated temperatures and means are the exact ones worked
		// out by hand above (C = {1|*}, D = {2||1|*}): on regions this
		// small the estimate's leaves are exact.
		{"tedomari-suggest", "= G5: estimate, not exact\n" +
			"region C: estimated temperature 1/2, mean 1/2, heat for black 1/2, first moves D5 D4 (depth 6, 9 positions)\n" +
			"region D: estimated temperature 3/4, mean 5/4, heat for black 3/4, first moves G5 G4 (depth 6, 19 positions)\n" +
			"not exact: 2 regions unresolved (C: 2 empty points, solve: node limit exceeded: more than 1 positions explored; D: 3 empty points, solve: node limit exceeded: more than 1 positions explored); the resolved part gives 0"},
		// Nothing was played.
		{"list_stones black", "= A5 B5 C5 F5 A4 B4 C4 E4 F4 H4 J4 A3 B3 C3 D3 E3 F3 H3 J3 A2 B2 C2 D2 E2 F2 G2 H2 J2 B1 D1 E1 F1 G1 H1 J1"},
	})
	// The ko position of TestGenmoveRefuses: C3 is banned for White, the
	// one region is unresolved; reg_genmove answers a legal move.
	e = newEndgameEngine(t, EndgameOptions{MaxNodes: 1000})
	runSteps(t, e, []step{
		{"loadsgf testdata/ko5.sgf 2", "= white"},
		{"genmove w", "? cannot decide a move exactly: 1 region unresolved (A: 18 empty points, solve: node limit exceeded: more than 1000 positions explored)"},
	})
	q, err := e.Query(2) // white
	if err != nil {
		t.Fatal(err)
	}
	m, err := e.Suggester(context.Background(), q)
	if err != nil {
		t.Fatalf("reg_genmove w: %v", err)
	}
	if err := q.Game.Legal(m); err != nil || m == goregion.Pass {
		t.Errorf("reg_genmove w = %v: want a legal move on the board (%v)", m, err)
	}
}

// TestSuggestSaysTimeBound: tedomari-suggest says when the estimate's time
// bound (a safety valve, endgame.EstimateOptions.Timeout) cut a region's
// trees, since its move then depends on the machine's load; with the
// default bound these small regions are not cut and nothing is said.
func TestSuggestSaysTimeBound(t *testing.T) {
	for _, tc := range []struct {
		timeout time.Duration
		cut     bool
	}{{time.Nanosecond, true}, {0, false}} {
		e := newEndgameEngine(t, EndgameOptions{MaxNodes: 1, Estimate: endgame.EstimateOptions{Timeout: tc.timeout}})
		if ok, out := ask(e, "loadsgf testdata/endgame9.sgf 1"); !ok {
			t.Fatal(out)
		}
		ok, out := ask(e, "tedomari-suggest")
		if !ok {
			t.Fatal(out)
		}
		want := 0
		if tc.cut {
			want = 2 // both regions are estimated (MaxNodes 1)
		}
		if got := strings.Count(out, "cut by the time bound, so it depends on the machine's load"); got != want {
			t.Errorf("timeout %v: %d regions said to be cut, want %d:\n%s", tc.timeout, got, want, out)
		}
	}
}

// TestSuggestSaysPlayouts: when Monte-Carlo playouts checked an estimated
// move (endgame's playout.go), tedomari-suggest says so in one line whose
// means are the library's exact totals over the number of playouts, the
// estimate's move first, and whose verdict agrees with reg_genmove; with
// the playouts off there is no such line. The position (gnugo-9_9 before
// move 23, Black to move) is unresolved and holds unsettled stones.
func TestSuggestSaysPlayouts(t *testing.T) {
	for _, off := range []bool{false, true} {
		e, out, line := suggestLine(t, "../endgame/testdata/records/gnugo-9_9.sgf", 23, "black", off, "playouts: ")
		if off {
			if line != "" {
				t.Errorf("playouts off, yet: %s", line)
			}
			continue
		}
		const head = "playouts: 256 a move, mean area score for black: "
		if !strings.HasPrefix(line, head) {
			t.Fatalf("no playouts line %q in:\n%s", head, out)
		}
		means, verdict, found := strings.Cut(strings.TrimPrefix(line, head), "; ")
		if !found {
			t.Fatalf("no verdict in %q", line)
		}
		cands := strings.Split(means, ", ")
		if len(cands) < 2 {
			t.Fatalf("fewer than two candidates in %q", line)
		}
		for _, c := range cands {
			v, mean, _ := strings.Cut(c, " ")
			r, ok := new(big.Rat).SetString(mean)
			if !ok || r.Cmp(big.NewRat(81, 1)) > 0 || r.Cmp(big.NewRat(-81, 1)) < 0 {
				t.Errorf("candidate %s: mean %q is not an area score of 9×9", v, mean)
			}
		}
		t.Logf("%s", out)
		_, move := ask(e, "reg_genmove black")
		first, _, _ := strings.Cut(cands[0], " ")
		switch {
		case verdict == "the estimate's move stands" && !strings.EqualFold(move, first):
			t.Errorf("the estimate's move %s stands, yet reg_genmove plays %s", first, move)
		case verdict != "the estimate's move stands" && verdict != "replaced the estimate's move "+first:
			t.Errorf("verdict %q", verdict)
		}
	}
}

// TestSuggestSaysGuessedDead: when the estimate takes undecided chains as
// dead (endgame's deadguess.go, Claim G), tedomari-suggest names their
// stones in one line, so a user sees what the estimated move assumes;
// with the playouts off the guess does not run and nothing is said. The
// position (gnugo-19_3 before move 228, White to move) holds Black's
// H17-H16-G15-H15-H14-J14 and F17-F16 in White's area, dead by GNU Go
// (endgame's TestGuessDead reads them).
func TestSuggestSaysGuessedDead(t *testing.T) {
	const head = "the estimate takes as dead (light playouts and a local reading agree; an assumption, not a verdict): "
	for _, off := range []bool{false, true} {
		_, out, line := suggestLine(t, "../endgame/testdata/records/gnugo-19_3.sgf", 228, "white", off, head)
		line = strings.TrimPrefix(line, head)
		if off {
			if line != "" {
				t.Errorf("playouts off, yet guessed dead: %s", line)
			}
			continue
		}
		got := strings.Fields(line)
		for _, name := range []string{"H17", "H16", "G15", "H15", "H14", "J14", "F17", "F16"} {
			if !slices.Contains(got, name) {
				t.Errorf("%s not named as guessed dead in:\n%s", name, out)
			}
		}
	}
}

// suggestLine loads the position before move of sgf into an endgame
// engine (the estimate's playouts off when off), asks tedomari-suggest
// for color, and returns the engine, the answer and its line that begins
// with head ("" when there is none).
func suggestLine(t *testing.T, sgf string, move int, color string, off bool, head string) (*Engine, string, string) {
	t.Helper()
	opts := EndgameOptions{}
	if off {
		opts.Estimate.Playouts = -1
	}
	e := newEndgameEngine(t, opts)
	if ok, out := ask(e, fmt.Sprintf("loadsgf %s %d", sgf, move)); !ok {
		t.Fatal(out)
	}
	ok, out := ask(e, "tedomari-suggest "+color)
	if !ok {
		t.Fatal(out)
	}
	for l := range strings.Lines(out) {
		if strings.HasPrefix(l, head) {
			return e, out, strings.TrimSpace(l)
		}
	}
	return e, out, ""
}
