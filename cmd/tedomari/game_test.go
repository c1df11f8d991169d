package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// runGameArgs runs "tedomari game ARGS" in process with stdin.
func runGameArgs(t *testing.T, stdin string, args ...string) (string, error) {
	t.Helper()
	cmd := newRootCmd("test")
	var out, errOut bytes.Buffer
	cmd.SetOut(&out)
	cmd.SetErr(&errOut)
	cmd.SetIn(strings.NewReader(stdin))
	cmd.SetArgs(append([]string{"game"}, args...))
	err := cmd.Execute()
	return out.String(), err
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
			Rules: "tromp-taylor", Komi: "19/2", Moves: 29, Ended: true,
			BlackScore: "45", WhiteScore: "91/2", Winner: ptr("white"), BlackCaptures: 1}},
		// Under the logical rules Black also counts the captured B5: 46 > 91/2.
		{"logical", []string{"--rules", "logical", "--komi", "19/2", "testdata/game_9x9.sgf"}, gameJSON{
			Rules: "logical", Komi: "19/2", Moves: 29, Ended: true,
			BlackScore: "46", WhiteScore: "91/2", Winner: ptr("black"), BlackCaptures: 1}},
		// The basic ko: 8 moves played, the 9th refused (the board of move 7).
		// Black B3 C2 C4: 3; White E3 D2 D4 C3 and the empty D3 they
		// surround: 5; every other empty point reaches both colours.
		{"ko", []string{"--size", "5", "testdata/game_ko.txt"}, gameJSON{
			Rules: "tromp-taylor", Komi: "0", Moves: 8,
			Illegal:    &illegalJSON{Move: 9, Reason: "repeats the board of move 7: positional superko"},
			BlackScore: "3", WhiteScore: "5", BlackCaptures: 0, WhiteCaptures: 1}},
		// The suicide refused under no-suicide at move 12. Black's six wall
		// stones and White's five stones; D3 touches both colours, as does
		// the large empty region: 6 to 5.
		{"no-suicide", []string{"--size", "5", "--rules", "no-suicide", "testdata/game_suicide.txt"}, gameJSON{
			Rules: "no-suicide", Komi: "0", Moves: 11,
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
	for _, k := range []string{"rules", "komi", "moves", "ended", "illegal", "black_score", "white_score", "winner", "black_captures", "white_captures", "board"} {
		if _, ok := m[k]; !ok {
			t.Errorf("field %q missing from %s", k, out)
		}
	}
	if len(m) != 11 || m["winner"] != nil || m["illegal"] != nil {
		t.Errorf("fields %v: want exactly the 11 of FORMATS.md, winner and illegal null", m)
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
		{[]string{"-"}, "(;SZ[9];B[zz])", "game: -: goregion: sgf line 1, column 10: B: move 1: point \"zz\" is off the 9×9 board"},
		{[]string{"-"}, "D4 D-4", "move list line 1, column 4: move 2"},
		{[]string{"--size", "9", "--graph", "testdata/game_path.txt", "-"}, "", "at most one of --size, --board and --graph"},
		{[]string{"--graph", "testdata/game_9x9.sgf", "-"}, "", "game: testdata/game_9x9.sgf: goregion: graph line 1: unknown statement"},
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
	// A move off the board is not an error but the first illegal move.
	out, err := runGameArgs(t, "D4 Z1", "--size", "9", "-")
	if err != nil || !strings.Contains(out, "illegal: move 2 (white Z1): not a point of the board") {
		t.Errorf("off-board move: %v\n%s", err, out)
	}
}
