package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// runGameArgs runs "tedomari game ARGS" in process with stdin. A replay
// stopped at an illegal move (exit status 3) is not an error here.
func runGameArgs(t *testing.T, stdin string, args ...string) (string, error) {
	t.Helper()
	out, _, err := runGameFull(stdin, args...)
	if exitCode(err) == exitIllegal {
		err = nil
	}
	return out, err
}

// runGameFull runs "tedomari game ARGS" in process with stdin and returns
// its standard output, standard error and error.
func runGameFull(stdin string, args ...string) (stdout, stderr string, err error) {
	cmd := newRootCmd("test")
	var out, errOut bytes.Buffer
	cmd.SetOut(&out)
	cmd.SetErr(&errOut)
	cmd.SetIn(strings.NewReader(stdin))
	cmd.SetArgs(append([]string{"game"}, args...))
	err = cmd.Execute()
	return out.String(), errOut.String(), err
}

func TestGameJSON(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want gameJSON
	}{
		// The 9×9 game hand-checked in goregion's TestHandCheckedScores:
		// area 45 to 36; komi 19/2 makes White's 91/2 win.
		{"area", []string{"--komi", "9.5", "testdata/game_9x9.sgf"}, gameJSON{
			Game: 1, Rules: "tromp-taylor", Komi: "19/2", KomiSource: "flag", Moves: 29, Ended: true, End: ptr("two-passes"),
			BlackScore: "45", WhiteScore: "91/2", Winner: ptr("white"), BlackCaptures: 1}},
		// Under the logical rules Black also counts the captured B5: 46 > 91/2.
		{"logical", []string{"--rules", "logical", "--komi", "19/2", "testdata/game_9x9.sgf"}, gameJSON{
			Game: 1, Rules: "logical", Komi: "19/2", KomiSource: "flag", Moves: 29, Ended: true, End: ptr("two-passes"),
			BlackScore: "46", WhiteScore: "91/2", Winner: ptr("black"), BlackCaptures: 1}},
		// The basic ko: 8 moves played, the 9th refused (the board of move 7).
		// Black B3 C2 C4: 3; White E3 D2 D4 C3 and the empty D3 they
		// surround: 5; every other empty point reaches both colours.
		{"ko", []string{"--size", "5", "testdata/game_ko.txt"}, gameJSON{
			Game: 1, Rules: "tromp-taylor", Komi: "0", KomiSource: "default", Moves: 8, End: ptr("illegal-move"),
			Illegal:    &illegalJSON{Move: 9, Reason: "repeats the board of move 7: positional superko"},
			BlackScore: "3", WhiteScore: "5", BlackCaptures: 0, WhiteCaptures: 1}},
		// The suicide refused under no-suicide at move 12. Black's six wall
		// stones and White's five stones; D3 touches both colours, as does
		// the large empty region: 6 to 5.
		{"no-suicide", []string{"--size", "5", "--rules", "no-suicide", "testdata/game_suicide.txt"}, gameJSON{
			Game: 1, Rules: "no-suicide", Komi: "0", KomiSource: "default", Moves: 11, End: ptr("illegal-move"),
			Illegal:    &illegalJSON{Move: 12, Reason: "suicide is forbidden"},
			BlackScore: "6", WhiteScore: "5"}},
	}
	for _, tt := range tests {
		out, err := runGameArgs(t, "", append([]string{"--json"}, tt.args...)...)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		var got gameJSON
		if err := json.Unmarshal([]byte(out), &got); err != nil {
			t.Fatalf("%s: %v in %q", tt.name, err, out)
		}
		got.Board = nil
		if g, w := mustJSON(got), mustJSON(tt.want); g != w {
			t.Errorf("%s: game --json\n got %s\nwant %s", tt.name, g, w)
		}
		if strings.Count(out, "\n") != 1 {
			t.Errorf("%s: want one JSON object on one line, got %q", tt.name, out)
		}
	}
}

func ptr(s string) *string { return &s }

func mustJSON(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return string(b)
}

func TestGameJSONFields(t *testing.T) {
	// The field names of FORMATS.md §4, exactly; winner is null before the end.
	out, err := runGameArgs(t, "D4", "--json", "--size", "9", "-")
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal([]byte(out), &m); err != nil {
		t.Fatal(err)
	}
	// The 11 fields of FORMATS.md §4, then the 5 of README's additions.
	fields := []string{"rules", "komi", "moves", "ended", "illegal", "black_score", "white_score", "winner", "black_captures", "white_captures", "board",
		"game", "komi_source", "end", "black_prisoners_returned", "white_prisoners_returned"}
	for _, k := range fields {
		if _, ok := m[k]; !ok {
			t.Errorf("field %q missing from %s", k, out)
		}
	}
	if len(m) != len(fields) || m["winner"] != nil || m["illegal"] != nil || m["end"] != nil {
		t.Errorf("fields %v: want exactly the %d of FORMATS.md and README, winner, illegal and end null", m, len(fields))
	}
	// Black's D4 on the empty 9×9: one stone reaching all 80 empty points: 81.
	if m["black_score"] != "81" || len(m["board"].([]any)) != 9 {
		t.Errorf("black_score %v, board %v; want 81 and 9 rows", m["black_score"], m["board"])
	}
}

func TestGameText(t *testing.T) {
	out, err := runGameArgs(t, "", "--size", "5", "--explain", "testdata/game_suicide.txt")
	if err != nil {
		t.Fatal(err)
	}
	// Move 12 removes the white pair by suicide (tromp-taylor allows it);
	// the board, drawn with GTP coordinates, keeps Black's wall.
	for _, want := range []string{
		"12. white D3: suicide, removes its own 2 stones",
		"    A B C D E\n 5  . . . . o\n 4  . . x x o\n 3  . x . . x\n 2  o . x x .\n 1  o . . . .\n",
		"moves: 12\n", "ended: no (black to move)\n", "captures: black 2, white 0\n",
		"winner: none yet\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("game --explain output lacks %q:\n%s", want, out)
		}
	}
	out, _ = runGameArgs(t, "", "--size", "5", "--explain", "testdata/game_ko.txt")
	if want := "9. black D3 refused: repeats the board of move 7: positional superko"; !strings.Contains(out, want) {
		t.Errorf("ko --explain lacks %q:\n%s", want, out)
	}
}

func TestGameGraph(t *testing.T) {
	// ggg-no-pass on the path a-b-c: B a, W c, B b captures c (x x .), W c
	// captures a and b (. . o); Black's a would repeat x . o (move 2), b
	// captures c: legal. So the game goes on, Black to move.
	out, err := runGameArgs(t, "a c b c", "--json", "--rules", "ggg-no-pass", "--graph", "testdata/game_path.txt", "-")
	if err != nil {
		t.Fatal(err)
	}
	var got gameJSON
	json.Unmarshal([]byte(out), &got)
	if got.Ended || got.Moves != 4 || got.BlackCaptures != 1 || got.WhiteCaptures != 2 || strings.Join(got.Board, " ") != "a:. b:. c:o" {
		t.Errorf("graph game: %s", out)
	}
}

func TestGameNew(t *testing.T) {
	// The interactive demo: the basic ko, with the retake refused and the
	// game going on after it.
	stdin := "B3 E3 C2 D2 C4 D4 D3 C3\nD3\nA5 A4\nD3\n"
	out, err := runGameArgs(t, stdin, "--new", "--size", "5")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"8. white C3: captures 1 stone D3",
		"9. black D3 refused: repeats the board of move 7: positional superko",
		"10. white A4", // the refused move took no number: A5 is move 9
		"11. black D3: captures 1 stone C3",
		"moves: 11\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("game --new output lacks %q:\n%s", want, out)
		}
	}
}

func TestGameErrors(t *testing.T) {
	// Bad input is an error naming the file, line or flag and what was expected.
	tests := []struct {
		args  []string
		stdin string
		want  string
	}{
		{[]string{"--rules", "chinese", "-"}, "", `unknown rule set "chinese": expected one of tromp-taylor`},
		{[]string{"--komi", "six", "-"}, "", `--komi "six": expected a number`},
		{[]string{"--komi", "1e999999999", "-"}, "", `--komi "1e999999999": expected a number`},
		{[]string{"-"}, "(;SZ[9];B[zz])", "game: standard input: sgf line 1, column 10: B: move 1: point \"zz\" is off the 9×9 board"},
		{[]string{"-"}, "D4 D-4", "move list line 1, column 4: move 2"},
		{[]string{"--size", "9", "--graph", "testdata/game_path.txt", "-"}, "", "at most one of --size, --board and --graph"},
		{[]string{"--graph", "testdata/game_9x9.sgf", "-"}, "", "game: testdata/game_9x9.sgf: graph line 1, column 1: unknown statement"},
		{[]string{"--size", "13", "testdata/game_9x9.sgf"}, "", "the record is 9×9 but --size is 13"},
		{[]string{"testdata/missing.txt"}, "", "missing.txt: no such file"},
		{[]string{"--new", "x.txt"}, "", "--new reads moves from standard input"},
		{[]string{}, "", "expected one RECORD"},
	}
	for _, tt := range tests {
		_, err := runGameArgs(t, tt.stdin, tt.args...)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("game %v: error %v, want %q", tt.args, err, tt.want)
		}
	}
}

func TestGameBadInput(t *testing.T) {
	// Input that is no game record is an error (exit status 1) naming the
	// file, line and column and what was expected. Before, each of these
	// but the last exited 0.
	tests := []struct {
		args  []string
		stdin string
		want  string
	}{
		{[]string{"-"}, "", "game: standard input: move list line 1, column 1: no move: expected an SGF game tree"},
		{[]string{"-"}, "hello world", `game: standard input: move list line 1, column 1: move 1: "hello" is not a point of the 19×19 board: expected a point A1 … T19, pass or resign`},
		{[]string{"-"}, "(;FF[4]GM[1]SZ[9];b[ee])", `sgf line 1, column 19: unexpected "b": expected a property in capitals`},
		{[]string{"-"}, "B D4 W Q16", `move 1: "B" is not a point of the 19×19 board: expected a point A1 … T19, pass or resign (a move list gives points only`},
		{[]string{"--size", "9", "-"}, "D4\nI5", `move list line 2, column 1: move 2: "I5" is not a point of the 9×9 board: expected a point A1 … J9, pass or resign (GTP coordinates skip the letter I`},
		{[]string{"--size", "9", "-"}, "D4 Z1", `move list line 1, column 4: move 2: "Z1" is not a point of the 9×9 board`},
		{[]string{"-"}, "(;AW[aa]AB[aa])", "sgf line 1, column 11: AB: point A19 is already set by AW in this node"},
		{[]string{"-"}, "(;SZ[9];B[ee])(;SZ[9];B[zz])", `sgf line 1, column 24: B: move 1: point "zz" is off the 9×9 board`},
	}
	for _, tt := range tests {
		_, _, err := runGameFull(tt.stdin, tt.args...)
		if exitCode(err) != 1 || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("game %v < %q: exit %d, error %v; want exit 1 and %q", tt.args, tt.stdin, exitCode(err), err, tt.want)
		}
	}
}

func TestGameIllegalExitStatus(t *testing.T) {
	// A replay that stops at an illegal move prints the game up to it and
	// exits 3 (documented in game --help), not 0 as before.
	out, _, err := runGameFull("", "--size", "5", "testdata/game_ko.txt")
	if exitCode(err) != exitIllegal || !strings.Contains(out, "illegal: move 9 (black D3)") ||
		!strings.Contains(err.Error(), "game: testdata/game_ko.txt: the replay stops at an illegal move: move 9 (black D3)") {
		t.Errorf("ko: exit %d, error %v, output\n%s", exitCode(err), err, out)
	}
	help, _, _ := runGameFull("", "--help")
	if !strings.Contains(help, "3 when\na replay stops at an illegal move") {
		t.Errorf("game --help does not document exit status 3:\n%s", help)
	}
}

func TestGameOutOfTurn(t *testing.T) {
	// The record: move 2 is Black's C7 (cc on 9×9), out of turn.
	// Before, the output called it White's.
	const sgf = "(;FF[4]GM[1]SZ[9];B[ee];B[cc];W[dd])"
	out, _, err := runGameFull(sgf, "-")
	if exitCode(err) != exitIllegal || !strings.Contains(out, "illegal: move 2 (black C7): out of turn: white to play\n") {
		t.Errorf("out of turn: exit %d, output\n%s", exitCode(err), out)
	}
	// --lenient inserts White's pass as move 2 and says so on stderr; the
	// three record moves and the pass are played.
	out, stderr, err := runGameFull(sgf, "--lenient", "--json", "-")
	var got gameJSON
	if err != nil || json.Unmarshal([]byte(out), &got) != nil || got.Moves != 4 || got.Illegal != nil {
		t.Errorf("--lenient: %v, %s", err, out)
	}
	if want := "game: move 2: inserted a pass for white (the record gives black two moves in a row)\n"; stderr != want {
		t.Errorf("--lenient stderr = %q, want %q", stderr, want)
	}
}

func TestGameNewJSON(t *testing.T) {
	// With --json, standard output is one JSON object only; before, the
	// boards came first. The refused C3 goes to standard error.
	out, stderr, err := runGameFull("C3 C3\nD3\n", "--new", "--json", "--size", "5")
	var got gameJSON
	if err != nil || strings.Count(out, "\n") != 1 || json.Unmarshal([]byte(out), &got) != nil || got.Moves != 2 {
		t.Errorf("--new --json: %v, stdout %q", err, out)
	}
	if want := "2. white C3 refused: point is occupied\n"; stderr != want {
		t.Errorf("--new --json stderr = %q, want %q", stderr, want)
	}
	// Moves after a resignation are refused, not dropped silently.
	out, _, _ = runGameFull("D4 resign\nE5\n", "--new", "--size", "9")
	if want := "3. black E5 refused: the game has ended: white resigned\n"; !strings.Contains(out, want) {
		t.Errorf("--new after resign lacks %q:\n%s", want, out)
	}
}

func TestGameKomi(t *testing.T) {
	// KM[6.5] applies unless --komi is given, and the output says which.
	// Black's E5 alone on 9×9: 81 to 0 (area scoring).
	const sgf = "(;SZ[9]KM[6.5];B[ee])"
	tests := []struct {
		args       []string
		stdin      string
		line, sum  string
		komi, from string
	}{
		{[]string{"-"}, sgf, "komi: 6.5 (from the record's KM)\n", "score: black 81, white 0 + komi 6.5 = 6.5\n", "13/2", "record"},
		{[]string{"--komi", "7.5", "-"}, sgf, "komi: 7.5 (from --komi)\n", "score: black 81, white 0 + komi 7.5 = 7.5\n", "15/2", "flag"},
		{[]string{"--komi", "1/3", "-"}, sgf, "komi: 1/3 (from --komi)\n", "score: black 81, white 0 + komi 1/3 = 1/3\n", "1/3", "flag"},
		{[]string{"--size", "9", "-"}, "E5", "komi: 0 (no --komi and no KM in the record)\n", "score: black 81, white 0 + komi 0 = 0\n", "0", "default"},
	}
	for _, tt := range tests {
		out, err := runGameArgs(t, tt.stdin, tt.args...)
		if err != nil || !strings.Contains(out, tt.line) || !strings.Contains(out, tt.sum) {
			t.Errorf("game %v: %v; want %q and %q in\n%s", tt.args, err, tt.line, tt.sum, out)
		}
		out, _ = runGameArgs(t, tt.stdin, append([]string{"--json"}, tt.args...)...)
		var got gameJSON
		if json.Unmarshal([]byte(out), &got) != nil || got.Komi != tt.komi || got.KomiSource != tt.from {
			t.Errorf("game --json %v: komi %q from %q, want %q from %q", tt.args, got.Komi, got.KomiSource, tt.komi, tt.from)
		}
	}
}

func TestGameRecordForms(t *testing.T) {
	// A byte-order mark is skipped; a collection replays every game, one
	// JSON line or one text block each.
	for _, in := range []string{"\uFEFF(;SZ[9];B[ee])", "\uFEFFE5"} {
		if _, err := runGameArgs(t, in, "--size", "9", "-"); err != nil {
			t.Errorf("game < %q: %v", in, err)
		}
	}
	const coll = "(;SZ[9];B[ee])\n(;SZ[9];B[dd];W[ff];B[])"
	out, err := runGameArgs(t, coll, "--json", "-")
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	var a, b gameJSON
	if err != nil || len(lines) != 2 || json.Unmarshal([]byte(lines[0]), &a) != nil || json.Unmarshal([]byte(lines[1]), &b) != nil ||
		a.Game != 1 || a.Moves != 1 || b.Game != 2 || b.Moves != 3 {
		t.Errorf("collection --json: %v\n%s", err, out)
	}
	out, _ = runGameArgs(t, coll, "-")
	if !strings.Contains(out, "game 1 of 2\n") || !strings.Contains(out, "\ngame 2 of 2\n") || strings.Count(out, "moves: ") != 2 {
		t.Errorf("collection text:\n%s", out)
	}
	// RE[W+R] ends the game by resignation; moves counts the record's two
	// moves, not the resignation it implies.
	out, _ = runGameArgs(t, "(;SZ[9]RE[W+R];B[ee];W[dd])", "--json", "-")
	var r gameJSON
	if json.Unmarshal([]byte(out), &r) != nil || r.Moves != 2 || r.End == nil || *r.End != "resignation" || r.Winner == nil || *r.Winner != "white" {
		t.Errorf("RE[W+R]: %s", out)
	}
}

func TestGamePrisonerPass(t *testing.T) {
	// ggg-prisoner-pass on the path a-b-c: B a, W c, B b captures c; W c
	// captures a and b; Black passes, giving back its one prisoner.
	args := []string{"--rules", "ggg-prisoner-pass", "--graph", "testdata/game_path.txt", "--explain", "-"}
	out, err := runGameArgs(t, "a c b c pass", args...)
	for _, want := range []string{
		"5. black pass: gives back 1 prisoner (a white stone) to white\n",
		"captures: black 1 (1 prisoner given back by passing), white 2\n",
	} {
		if err != nil || !strings.Contains(out, want) {
			t.Errorf("prisoner pass: %v; output lacks %q:\n%s", err, want, out)
		}
	}
	out, _ = runGameArgs(t, "a c b c pass", append([]string{"--json"}, args...)...)
	var got gameJSON
	if json.Unmarshal([]byte(out), &got) != nil || got.BlackPrisonersReturned != 1 || got.WhitePrisonersReturned != 0 || got.BlackCaptures != 1 {
		t.Errorf("prisoner pass --json: %s", out)
	}
	// A pass without a prisoner: before, "passing is not allowed".
	out, _ = runGameArgs(t, "a c pass", args...)
	if want := "3. black pass refused: a pass needs a prisoner to give back, and the player has none\n"; !strings.Contains(out, want) {
		t.Errorf("refused pass: output lacks %q:\n%s", want, out)
	}
}

func TestGameReadmeGraphExample(t *testing.T) {
	// README's example, from the repository root: the game of
	// moves_graph_hexagon.txt (its header gives the count): Black 8, White 2.
	out, err := runGameArgs(t, "", "--rules", "ggg", "--graph", "../../goregion/testdata/graph_hexagon.txt", "--json", "../../goregion/testdata/moves_graph_hexagon.txt")
	var got gameJSON
	if err != nil || json.Unmarshal([]byte(out), &got) != nil || got.BlackScore != "8" || got.WhiteScore != "2" || got.BlackCaptures != 2 || !got.Ended {
		t.Errorf("README graph example: %v\n%s", err, out)
	}
}

func TestHelpGraphFormat(t *testing.T) {
	out, _, err := runCLIHelp("help", "graph-format")
	if err != nil || !strings.Contains(out, "edges a-b-c-a c-d") || !strings.Contains(out, "immortal L…") {
		t.Errorf("help graph-format: %v\n%s", err, out)
	}
}

func TestRulesCompletion(t *testing.T) {
	// Shell completion offers the rule-set names for --rules.
	out, _, err := runCLIHelp("__complete", "game", "--rules", "")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"ggg\t", "ggg-no-pass\t", "ggg-prisoner-pass\t", "tromp-taylor\t"} {
		if !strings.Contains(out, want) {
			t.Errorf("completion of --rules lacks %q:\n%s", want, out)
		}
	}
}

// runCLIHelp runs tedomari with args in process.
func runCLIHelp(args ...string) (stdout, stderr string, err error) {
	cmd := newRootCmd("test")
	var out, errOut bytes.Buffer
	cmd.SetOut(&out)
	cmd.SetErr(&errOut)
	cmd.SetIn(strings.NewReader(""))
	cmd.SetArgs(args)
	err = cmd.Execute()
	return out.String(), errOut.String(), err
}
