package gtp

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/goregion"
)

// newTestEngine returns an engine under the named rules on a size×size
// board, territory counting.
func newTestEngine(t testing.TB, rules string, size int) *Engine {
	t.Helper()
	r, err := goregion.RulesByName(rules)
	if err != nil {
		t.Fatal(err)
	}
	e, err := New(r, TerritoryCounting, size)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// step is one command and its expected response, without the empty line
// that ends it.
type step struct{ cmd, want string }

// runSteps sends each command to e and compares the responses.
func runSteps(t *testing.T, e *Engine, steps []step) {
	t.Helper()
	for i, s := range steps {
		line, ok := Preprocess(s.cmd)
		if !ok {
			t.Fatalf("step %d: %q preprocesses to nothing", i, s.cmd)
		}
		got := e.Execute(context.Background(), line)
		if !strings.HasSuffix(got, "\n\n") || strings.Count(got, "\n\n") != 1 {
			t.Errorf("step %d: response to %q is not ended by exactly one empty line: %q", i, s.cmd, got)
		}
		if got = strings.TrimSuffix(got, "\n\n"); got != s.want {
			t.Errorf("step %d: %q answered\n%s\nwant\n%s", i, s.cmd, got, s.want)
		}
	}
}

// The expected responses follow the GTP version 2 draft (its command
// list, and the standard error messages "unknown command", "unacceptable
// size", "illegal move", "cannot undo", "syntax error") and the moves are
// worked out by hand on the small boards drawn in the comments.
func TestProtocol(t *testing.T) {
	tests := []struct {
		name  string
		rules string
		size  int
		steps []step
	}{
		{"administrative", "no-suicide", 19, []step{
			{"protocol_version", "= 2"},
			{"1 protocol_version", "=1 2"},
			{"name", "= tedomari"},
			{"42 known_command play", "=42 true"},
			{"known_command gogui-analyze_commands", "= true"},
			{"known_command frobnicate", "= false"},
			{"known_command", "? syntax error: expected known_command COMMAND"},
			{"frobnicate", "? unknown command"},
			{"7 frobnicate", "?7 unknown command"},
			{"PLAY b d4", "? unknown command"}, // command names are case-sensitive (GNU Go agrees)
			{"3", "?3 missing command"},
			{"  \tname  # a comment", "= tedomari"},
		}},
		{"boardsize and komi", "no-suicide", 19, []step{
			{"boardsize 0", "? unacceptable size"},
			{"boardsize 26", "? unacceptable size"},
			{"boardsize -3", "? unacceptable size"},
			{"boardsize nine", `? syntax error: boardsize not an integer: "nine"`},
			{"boardsize", "? syntax error: expected boardsize SIZE"},
			{"boardsize 25", "= "},
			{"play b z25", "= "},
			{"boardsize 9", "= "},
			{"list_stones black", "= "}, // boardsize clears the board
			{"play b j9", "= "},
			{"play w K9", "? syntax error: invalid color or coordinate: invalid coordinate \"K9\""},
			{"komi 6.5", "= "},
			{"get_komi", "= 6.5"},
			{"komi -0.25", "= "},
			{"get_komi", "= -0.25"},
			{"komi six", `? syntax error: komi not a float: "six"`},
			{"komi 1e400", `? syntax error: komi not a float: "1e400"`},
			{"clear_board", "= "},
			{"list_stones black", "= "},
			{"get_komi", "= -0.25"}, // clear_board keeps the komi
		}},
		{"colours and vertices", "no-suicide", 9, []step{
			{"play black e5", "= "},
			{"play W d4", "= "},
			{"play b E5", "? illegal move: point is occupied"},
			{"play b A10", "? syntax error: invalid color or coordinate: invalid coordinate \"A10\""},
			{"play b i5", "? syntax error: invalid color or coordinate: invalid coordinate \"i5\""},
			{"play red e4", "? syntax error: invalid color or coordinate: invalid color \"red\""},
			{"play b", "? syntax error: expected play COLOR VERTEX"},
			{"play b resign", "? syntax error: invalid color or coordinate: invalid coordinate \"resign\""},
			{"play b pass", "= "},
			{"play b c3", "= "}, // the same colour twice: GTP allows it
			{"list_stones b", "= E5 C3"},
			{"list_stones white", "= D4"},
		}},
		{"capture and undo", "no-suicide", 5, []step{
			// . . . . .
			// . . X . .
			// . X O X .   White C3 in atari, Black C2 captures it.
			// . . . . .
			{"play b c4", "= "}, {"play w c3", "= "}, {"play b b3", "= "}, {"play w a1", "= "},
			{"play b d3", "= "}, {"play w a2", "= "},
			{"play b c2", "= "},
			{"list_stones white", "= A2 A1"},
			{"captures black", "= 1"},
			{"captures white", "= 0"},
			{"undo", "= "},
			{"list_stones white", "= C3 A2 A1"},
			{"captures black", "= 0"},
			{"undo", "= "}, {"undo", "= "}, {"undo", "= "}, {"undo", "= "}, {"undo", "= "}, {"undo", "= "},
			{"undo", "? cannot undo"},
			{"list_stones black", "= "},
		}},
		{"ko and positional superko", "no-suicide", 5, []step{
			// . . . . .
			// . . X O .
			// . X O . O   Black D3 takes the ko; White's immediate
			// . . X O .   retake at C3 repeats the board of move 7.
			// . . . . .
			{"play b c4", "= "}, {"play b b3", "= "}, {"play b c2", "= "},
			{"play w d4", "= "}, {"play w c3", "= "}, {"play w e3", "= "}, {"play w d2", "= "},
			{"play b d3", "= "},
			{"list_stones white", "= D4 E3 D2"},
			{"play w c3", "? illegal move: repeats the board of move 7: positional superko"},
			{"is_legal w c3", "= 0"},
			{"list_stones black", "= C4 B3 D3 C2"},   // the refused move changed nothing
			{"play w a5", "= "}, {"play b a1", "= "}, // a threat and its answer
			{"is_legal w c3", "= 1"},
			{"play w c3", "= "},
			{"list_stones black", "= C4 B3 C2 A1"},
			{"captures white", "= 1"},
			{"play b d3", "? illegal move: repeats the board of move 10: positional superko"},
			{"undo", "= "},
			{"play b d3", "? illegal move: point is occupied"},
		}},
		{"suicide forbidden", "no-suicide", 5, []step{
			{"play b a2", "= "}, {"play b b1", "= "},
			{"is_legal w a1", "= 0"},
			{"play w a1", "? illegal move: suicide is forbidden"},
			{"is_legal b a1", "= 1"},
			{"is_legal w pass", "= 1"},
		}},
		{"suicide allowed (tromp-taylor)", "tromp-taylor", 5, []step{
			// White B1 next to its own A1, inside Black A2 B2 C1, is a
			// two-stone suicide; Black's E5 in between makes the board after
			// it new, so superko does not refuse it (it refuses the suicide
			// right after A1, which recreates the board of move 3).
			{"play b a2", "= "}, {"play b b2", "= "}, {"play b c1", "= "},
			{"play w a1", "= "},
			{"play w b1", "? illegal move: repeats the board of move 3: positional superko"},
			{"play b e5", "= "},
			{"play w b1", "= "},
			{"list_stones white", "= "},
			{"captures black", "= 2"},
		}},
		{"passes do not end the GTP game", "no-suicide", 5, []step{
			{"play b pass", "= "}, {"play w pass", "= "},
			{"play b c3", "= "},
			{"play w pass", "= "}, {"play b pass", "= "}, {"play w pass", "= "},
			{"play w c2", "= "},
			{"undo", "= "}, {"undo", "= "},
			{"list_stones black", "= C3"},
		}},
		{"genmove without analysis", "no-suicide", 9, []step{
			{"genmove b", "? cannot decide a move exactly: this engine has no endgame analysis yet"},
			{"reg_genmove white", "? cannot decide a move exactly: this engine has no endgame analysis yet"},
			{"genmove purple", `? syntax error: invalid color "purple"`},
			{"genmove", "? syntax error: expected genmove COLOR"},
			{"list_stones black", "= "},
		}},
		{"final score, every stone alive", "no-suicide", 5, []step{
			// X . X O .   Black wall on C, White wall on D; a white
			// . . X O .   stone at A5 is alive unless marked dead.
			// . . X O .
			// . . X O .
			// . . X O .
			{"play b c1", "= "}, {"play b c2", "= "}, {"play b c3", "= "}, {"play b c4", "= "}, {"play b c5", "= "},
			{"play w d1", "= "}, {"play w d2", "= "}, {"play w d3", "= "}, {"play w d4", "= "}, {"play w d5", "= "},
			{"final_score", "= B+5"}, // territory 10 against 5
			{"komi 6.5", "= "},
			{"final_score", "= W+1.5"},
			{"komi 5", "= "},
			{"final_score", "= 0"},
			{"komi 0", "= "},
			{"play w a5", "= "},
			{"final_score", "= W+5"}, // A5 alive: columns A and B are nobody's
			{"final_status_list alive", "= A5\nC5 C4 C3 C2 C1\nD5 D4 D3 D2 D1"}, // chains by their first stone, from the top left
			{"final_status_list dead", "= "},
			{"final_status_list seki", "= "},
			{"final_status_list maybe", `? syntax error: invalid status "maybe": expected alive, dead or seki`},
			{"tedomari-dead_stones a5", "= A5"},
			{"final_status_list dead", "= A5"},
			{"final_score", "= B+6"}, // territory 10 + 1 prisoner against 5
			{"tedomari-dead_stones", "= A5"},
			{"tedomari-dead_stones none", "= "},
			{"final_score", "= W+5"},
			{"tedomari-dead_stones a4", "? no stone at A4"},
			{"tedomari-dead_stones a5", "= A5"},
			{"play b a1", "= "}, // a move clears the marks
			{"tedomari-dead_stones", "= "},
		}},
		{"handicap", "no-suicide", 19, []step{
			// The points are GNU Go 3.8's answers (fixed_handicap on 19×19
			// and 9×9); the interop test compares every size.
			{"fixed_handicap 1", "? invalid handicap"},
			{"fixed_handicap 10", "? invalid handicap"},
			{"fixed_handicap two", `? syntax error: handicap not an integer: "two"`},
			{"fixed_handicap 9", "= D16 K16 Q16 D10 K10 Q10 D4 K4 Q4"},
			{"fixed_handicap 2", "? board not empty"},
			{"clear_board", "= "},
			{"fixed_handicap 2", "= Q16 D4"},
			{"list_stones black", "= Q16 D4"},
			{"play w c3", "= "},
			{"undo", "= "},
			{"undo", "? cannot undo"}, // handicap stones are the start position
			{"boardsize 9", "= "},
			{"fixed_handicap 5", "= C7 G7 E5 C3 G3"},
			{"boardsize 8", "= "},
			{"fixed_handicap 5", "? invalid handicap"},
			{"place_free_handicap 4", "= C6 F6 C3 F3"},
			{"clear_board", "= "},
			{"set_free_handicap a1", "? invalid handicap"},
			{"set_free_handicap a1 a1", "? invalid handicap: repeated vertex A1"},
			{"set_free_handicap a1 z1", `? syntax error: invalid coordinate "z1"`},
			{"set_free_handicap a1 b2 h8", "= "},
			{"list_stones black", "= H8 B2 A1"},
			{"time_settings 0 1 1", "= "},
			{"time_left b 10 0", "= "},
		}},
		{"analyze commands", "no-suicide", 19, []step{
			{"gogui-analyze_commands", "= plist/Best move (reg_genmove)/reg_genmove %m\nstring/Final score/final_score\n" +
				"plist/Dead stones/final_status_list dead\nplist/Seki stones/final_status_list seki\n" +
				"eplist/Mark dead stones/tedomari-dead_stones"},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			runSteps(t, newTestEngine(t, tt.rules, tt.size), tt.steps)
		})
	}
}

// TestHandicapToMove: after handicap stones White moves first (GTP draft,
// fixed_handicap; GNU Go's showboard and genmove agree).
func TestHandicapToMove(t *testing.T) {
	e := newTestEngine(t, "no-suicide", 9)
	runSteps(t, e, []step{{"set_free_handicap c3 g7", "= "}})
	if got := e.ToMove(); got != goregion.White {
		t.Errorf("after set_free_handicap, ToMove() = %v, want white", got)
	}
	runSteps(t, e, []step{{"play w e5", "= "}, {"undo", "= "}})
	if got := e.ToMove(); got != goregion.White {
		t.Errorf("after undoing White's first move, ToMove() = %v, want white", got)
	}
}

// TestAreaCounting scores the walls position of TestProtocol by area:
// Black 5 stones + 10 points, White 5 stones + 5 points (seed 000's score).
func TestAreaCounting(t *testing.T) {
	r, _ := goregion.RulesByName("no-suicide")
	e, err := New(r, AreaCounting, 5)
	if err != nil {
		t.Fatal(err)
	}
	steps := []step{}
	for _, row := range "12345" {
		steps = append(steps, step{"play b c" + string(row), "= "}, step{"play w d" + string(row), "= "})
	}
	steps = append(steps,
		step{"final_score", "= B+5"},
		step{"play w a5", "= "},
		step{"final_score", "= W+6"}, // Black 5, White 6 + 5: A and B are nobody's
		step{"tedomari-dead_stones a5", "= A5"},
		step{"final_score", "= B+5"}, // a dead stone is not counted by area
	)
	runSteps(t, e, steps)
}

// TestJudge plugs in a dead-stone judgement and a seki judgement.
func TestJudge(t *testing.T) {
	e := newTestEngine(t, "no-suicide", 5)
	for _, row := range "12345" {
		runSteps(t, e, []step{{"play b c" + string(row), "= "}, {"play w d" + string(row), "= "}})
	}
	runSteps(t, e, []step{{"play w a5", "= "}})
	var asked Query
	e.Judge = func(_ context.Context, q Query) ([]Status, error) {
		asked = q
		st := make([]Status, q.Game.Board().NumPoints())
		p, _ := q.Game.Board().Point("A5")
		st[p] = Dead
		q.Game.Play(goregion.Pass) // the query's game is a copy: playing on it changes nothing
		return st, nil
	}
	runSteps(t, e, []step{
		{"final_status_list dead", "= A5"},
		{"final_score", "= B+6"},
		{"list_stones white", "= A5 D5 D4 D3 D2 D1"},
	})
	if asked.ToPlay != goregion.Black || asked.Komi.Sign() != 0 || asked.Counting != TerritoryCounting {
		t.Errorf("judge asked %+v, want Black to play, komi 0, territory counting", asked)
	}
	// Seki: the white wall in seki makes column E nobody's territory under
	// territory counting (Japanese rules count no points in seki).
	e.Judge = func(_ context.Context, q Query) ([]Status, error) {
		st := make([]Status, q.Game.Board().NumPoints())
		for _, v := range []string{"D1", "D2", "D3", "D4", "D5"} {
			p, _ := q.Game.Board().Point(v)
			st[p] = Seki
		}
		p, _ := q.Game.Board().Point("A5")
		st[p] = Dead
		return st, nil
	}
	runSteps(t, e, []step{
		{"final_status_list seki", "= D5 D4 D3 D2 D1"},
		{"final_score", "= B+11"},
	})
	e.Judge = func(context.Context, Query) ([]Status, error) { return nil, errors.New("too hard") }
	runSteps(t, e, []step{
		{"final_score", "? cannot score: too hard"},
		{"final_status_list dead", "? cannot judge: too hard"},
	})
}

// TestAnalyzer plugs in an analysis and checks what genmove and
// reg_genmove do with its answers.
func TestAnalyzer(t *testing.T) {
	e := newTestEngine(t, "no-suicide", 9)
	var answer goregion.Move
	var fail error
	e.Analyzer = func(_ context.Context, q Query) (goregion.Move, error) {
		if q.ToPlay != goregion.White {
			return 0, fmt.Errorf("asked for %v", q.ToPlay)
		}
		return answer, fail
	}
	p, _ := e.Position().Board.Point("E5")
	answer = goregion.Move(p)
	runSteps(t, e, []step{
		{"reg_genmove w", "= E5"},
		{"list_stones white", "= "}, // reg_genmove does not play
		{"genmove w", "= E5"},
		{"list_stones white", "= E5"},
		{"genmove w", "? cannot decide a move exactly: the analysis chose an illegal move E5: move 2 (white E5): point is occupied"},
		{"genmove b", "? cannot decide a move exactly: asked for black"},
	})
	answer = goregion.Pass
	runSteps(t, e, []step{{"genmove w", "= pass"}, {"undo", "= "}, {"undo", "= "}, {"list_stones white", "= "}})
	answer = goregion.Resign
	runSteps(t, e, []step{{"genmove w", "= resign"}, {"undo", "? cannot undo"}})
	fail = errors.New("region B has 30 empty points, more than the solver's limit")
	runSteps(t, e, []step{{"genmove w", "? cannot decide a move exactly: region B has 30 empty points, more than the solver's limit"}})
}

// TestLoadSGF loads testdata/ko5.sgf at every move number; the positions
// are the ones drawn in the record's comment.
func TestLoadSGF(t *testing.T) {
	e := newTestEngine(t, "no-suicide", 19)
	runSteps(t, e, []step{
		{"loadsgf testdata/ko5.sgf 1", "= black"},
		{"list_stones black", "= C4 B3 C2"},
		{"list_stones white", "= D4 C3 E3 D2"},
		{"get_komi", "= 0.5"},
		{"undo", "? cannot undo"},
		{"loadsgf testdata/ko5.sgf 2", "= white"},
		{"list_stones white", "= D4 E3 D2"},
		{"play w c3", "? illegal move: repeats the starting board (move 0): positional superko"},
		{"loadsgf testdata/ko5.sgf 4", "= white"},
		{"play w c3", "= "},
		{"list_stones black", "= C4 B3 C2 A1"},
		{"loadsgf testdata/ko5.sgf", "= black"},
		{"list_stones black", "= C4 B3 C2 A1"},
		{"captures white", "= 1"},
		{"captures black", "= 1"},
		{"undo", "= "},
		{"list_stones black", "= C4 B3 D3 C2 A1"},
		{"loadsgf testdata/ko5.sgf 99", "= black"},
		{"list_stones white", "= A4 D4 C3 E3 D2"},
		{"loadsgf testdata/ko5.sgf 0", `? syntax error: move number must be a positive integer: "0"`},
		{"loadsgf testdata/ko5.sgf x", `? syntax error: expected a move number (a positive integer) or a vertex: "x"`},
		{"loadsgf testdata/ko5.sgf Z9", `? syntax error: "Z9" is not a point of the 5×5 board`},
		{"loadsgf testdata/none.sgf", "? cannot load file: open testdata/none.sgf: no such file or directory"},
		{"loadsgf", "? syntax error: expected loadsgf FILE [MOVE_NUMBER|VERTEX]"},
		{"list_stones white", "= A4 D4 C3 E3 D2"},  // failed loads change nothing
		{"loadsgf testdata/ko5.sgf D3", "= black"}, // before move 1, Black's D3
		{"list_stones white", "= D4 C3 E3 D2"},
		{"loadsgf testdata/ko5.sgf a1", "= black"}, // before move 3, Black's A1
		{"list_stones white", "= A4 D4 E3 D2"},
		{"loadsgf testdata/ko5.sgf B2", "= black"}, // never played: the whole record
		{"list_stones white", "= A4 D4 C3 E3 D2"},
	})
	e.ReadFile = func(string) ([]byte, error) { return []byte("(;SZ[5];B[cc];W[cc])"), nil }
	runSteps(t, e, []step{
		{"loadsgf bad.sgf", "? cannot load file: bad.sgf: move 2: move 2 (white C3): point is occupied"},
		{"list_stones white", "= A4 D4 C3 E3 D2"},
	})
	e.ReadFile = func(string) ([]byte, error) { return []byte("(;SZ[5];B[cc]"), nil }
	if got := e.Execute(context.Background(), "loadsgf bad.sgf"); !strings.HasPrefix(got, "? cannot load file: bad.sgf: ") {
		t.Errorf("loadsgf of a broken record answered %q, want a load error", got)
	}
	e.ReadFile = func(string) ([]byte, error) { return []byte("(;SZ[30])"), nil }
	runSteps(t, e, []step{{"loadsgf big.sgf", "? cannot load file: big.sgf: unacceptable size 30"}})
}

// TestShowboard checks the drawing against list_stones.
func TestShowboard(t *testing.T) {
	e := newTestEngine(t, "no-suicide", 3)
	runSteps(t, e, []step{
		{"play b b2", "= "}, {"play w a1", "= "}, {"play b a2", "= "}, {"play w c3", "= "}, {"play b b1", "= "},
		{"showboard", "= \n" +
			"   A B C \n" +
			" 3 . . O 3     white to play\n" +
			" 2 X X . 2     WHITE (O) has captured 0 stones\n" +
			" 1 . X . 1     BLACK (X) has captured 1 stones\n" +
			"   A B C "},
	})
}

// TestPreprocess follows the GTP draft's preprocessing rules.
func TestPreprocess(t *testing.T) {
	tests := []struct {
		in, want string
		ok       bool
	}{
		{"name", "name", true},
		{"  name  ", "name", true},
		{"name\r", "name", true},
		{"na\x00me", "name", true},
		{"play\tb\td4", "play b d4", true},
		{"play b d4 # comment", "play b d4", true},
		{"# only a comment", "", false},
		{"", "", false},
		{" \t \x01", "", false},
		{"1 name", "1 name", true},
		{"name\x7f", "name", true},
	}
	for _, tt := range tests {
		got, ok := Preprocess(tt.in)
		if got != tt.want || ok != tt.ok {
			t.Errorf("Preprocess(%q) = %q, %v, want %q, %v", tt.in, got, ok, tt.want, tt.ok)
		}
	}
}

// TestRun drives Run through a reader and a writer: empty and comment lines
// are skipped, quit ends the session, and the commands after quit are not
// read.
func TestRun(t *testing.T) {
	e := newTestEngine(t, "no-suicide", 9)
	in := "# a controller's comment\n\n1 name\r\n\t2 protocol_version\n3 quit\nname\n"
	var out bytes.Buffer
	if err := e.Run(context.Background(), strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	want := "=1 tedomari\n\n=2 2\n\n=3 \n\n"
	if out.String() != want {
		t.Errorf("Run wrote %q, want %q", out.String(), want)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := e.Run(ctx, strings.NewReader("name\n"), &out); !errors.Is(err, context.Canceled) {
		t.Errorf("Run with a cancelled context returned %v, want context.Canceled", err)
	}
}

// TestInterrupt cancels a running command with GoGui's "# interrupt"
// line; the commands read meanwhile run after it, in order.
func TestInterrupt(t *testing.T) {
	e := newTestEngine(t, "no-suicide", 9)
	started := make(chan struct{})
	e.Register("slow", func(ctx context.Context, _ *Engine, _ []string) (string, error) {
		close(started)
		<-ctx.Done()
		return "", errors.New("interrupted")
	})
	pr, pw := io.Pipe()
	var out bytes.Buffer
	done := make(chan error, 1)
	go func() { done <- e.Run(context.Background(), pr, &out) }()
	io.WriteString(pw, "1 slow\n2 name\n")
	<-started
	io.WriteString(pw, "# interrupt\n3 protocol_version\n")
	pw.Close()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	want := "?1 interrupted\n\n=2 tedomari\n\n=3 2\n\n"
	if out.String() != want {
		t.Errorf("Run wrote %q, want %q", out.String(), want)
	}
}

// TestNew refuses what GTP cannot play.
func TestNew(t *testing.T) {
	for _, name := range []string{"ggg-no-pass", "ggg-prisoner-pass"} {
		r, _ := goregion.RulesByName(name)
		if _, err := New(r, TerritoryCounting, 9); err == nil {
			t.Errorf("New(%s) succeeded, want an error: GTP needs free passes", name)
		}
	}
	r, _ := goregion.RulesByName("no-suicide")
	for _, size := range []int{0, 26} {
		if _, err := New(r, TerritoryCounting, size); err == nil {
			t.Errorf("New(size %d) succeeded, want an error", size)
		}
	}
}

// TestRegister adds a command the way the endgame analysis will.
func TestRegister(t *testing.T) {
	e := newTestEngine(t, "no-suicide", 9)
	e.Register("tedomari-regions", func(_ context.Context, e *Engine, args []string) (string, error) {
		if len(args) > 0 {
			panic("a handler bug")
		}
		return "TEXT one region\n\nCOLOR red E5", nil
	})
	e.AddAnalyzeCommand("gfx/CGT: regions/tedomari-regions")
	runSteps(t, e, []step{
		{"known_command tedomari-regions", "= true"},
		{"tedomari-regions", "= TEXT one region\nCOLOR red E5"}, // no empty line inside a response
		{"tedomari-regions x", "? internal error: a handler bug"},
	})
	if got := e.Execute(context.Background(), "gogui-analyze_commands"); !strings.Contains(got, "\ngfx/CGT: regions/tedomari-regions\n\n") {
		t.Errorf("gogui-analyze_commands = %q, want the added line last", got)
	}
}

// FuzzRun feeds arbitrary input to Run: it never panics, and it answers
// one response ("=" or "?", ended by an empty line) per command line, up
// to quit.
func FuzzRun(f *testing.F) {
	for _, s := range []string{
		"name\n", "1 boardsize 9\nplay b e5\nundo\nundo\n", "play w pass\nplay w pass\nplay b a1\n",
		"loadsgf testdata/ko5.sgf 3\nshowboard\nfinal_score\n", "komi 1e9\nfinal_score\n",
		"boardsize 2\nplay b a1\nplay w b2\nplay b b1\nplay w a2\nfinal_status_list dead\n",
		"tedomari-dead_stones a1 b2 none\n", "\x00#\t\r\n\n12 \n",
	} {
		f.Add(s)
	}
	r, _ := goregion.RulesByName("tromp-taylor")
	f.Fuzz(func(t *testing.T, in string) {
		e, err := New(r, TerritoryCounting, 5)
		if err != nil {
			t.Fatal(err)
		}
		e.ReadFile = func(name string) ([]byte, error) {
			if name == "testdata/ko5.sgf" {
				return []byte("(;SZ[5]AB[cb][bc][cd]AW[db][cc][ec][dd];B[dc];W[ab];B[ae];W[cc])"), nil
			}
			return []byte(name), nil // the argument itself as a record
		}
		var out bytes.Buffer
		if err := e.Run(context.Background(), strings.NewReader(in), &out); err != nil {
			return // a line too long for the scanner
		}
		commands := 0
		for _, line := range strings.Split(in, "\n") {
			l, ok := Preprocess(line)
			if !ok {
				continue
			}
			commands++
			if f := strings.Fields(l); f[0] == "quit" || len(f) > 1 && isID(f[0]) && f[1] == "quit" {
				break
			}
		}
		responses := strings.Split(out.String(), "\n\n")
		if responses[len(responses)-1] != "" {
			t.Fatalf("output does not end with an empty line: %q", out.String())
		}
		responses = responses[:len(responses)-1]
		if len(responses) != commands {
			t.Fatalf("%d responses for %d commands:\n%s", len(responses), commands, out.String())
		}
		for _, r := range responses {
			if r == "" || r[0] != '=' && r[0] != '?' {
				t.Fatalf("response %q does not start with = or ?", r)
			}
		}
	})
}

// TestRunReleasesCaches checks that Run gives back cgt's caches after each
// answer (releaseCaches): a GTP session lives as long as its controller.
func TestRunReleasesCaches(t *testing.T) {
	e := newTestEngine(t, "no-suicide", 9)
	cgt.MustParse("{3||2*|1*}").Add(cgt.MustParse("{2|0}")).Compare(cgt.MustParse("^"))
	if st := cgt.Caches(); st.Sums == 0 && st.Comparisons == 0 {
		t.Fatalf("the caches stay empty after a sum and a comparison (%+v): the test shows nothing", st)
	}
	var out bytes.Buffer
	if err := e.Run(context.Background(), strings.NewReader("name\n"), &out); err != nil {
		t.Fatal(err)
	}
	if st := cgt.Caches(); st.Sums != 0 || st.Comparisons != 0 || st.Coolings != 0 || st.Printing != 0 {
		t.Errorf("after a command the caches hold %+v, want them empty", st)
	}
}
