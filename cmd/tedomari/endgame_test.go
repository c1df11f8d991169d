package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/tedomari/tedomari/cmd/tedomari/internal/report"
	"github.com/tedomari/tedomari/examples"
	"github.com/tedomari/tedomari/goregion"
)

// endgameJSON runs "tedomari endgame --json" with args and decodes it.
func endgameJSON(t *testing.T, stdin string, args ...string) report.Endgame {
	t.Helper()
	stdout, stderr, code := runCLI(append([]string{"endgame", "--json"}, args...), stdin)
	if code != 0 {
		t.Fatalf("endgame %v: exit %d: %s", args, code, stderr)
	}
	var rec report.Endgame
	if err := json.Unmarshal([]byte(stdout), &rec); err != nil {
		t.Fatalf("endgame %v: %v in %s", args, err, stdout)
	}
	return rec
}

// The hand-made endgames of examples/endgame: the results with each player
// to move and the best first moves, as their headers derive them by hand
// from the thesis's region values (source: each file's header).
func TestEndgameExamples(t *testing.T) {
	exs, err := examples.LoadEndgames()
	if err != nil {
		t.Fatal(err)
	}
	if len(exs) < 2 {
		t.Fatalf("LoadEndgames: %d examples, want the 9×9 and the 19×19", len(exs))
	}
	for _, e := range exs {
		for _, c := range []struct {
			player string
			result string
			best   []string
		}{{"black", e.ResultBlackFirst, e.BestBlack}, {"white", e.ResultWhiteFirst, e.BestWhite}} {
			rec := endgameJSON(t, e.Diagram, "-", "--to-play", c.player)
			if !rec.Resolved || rec.Result == nil || *rec.Result != c.result {
				t.Errorf("%s, %s to play: resolved %v, result %v, want %s", e.Name, c.player, rec.Resolved, rec.Result, c.result)
			}
			if !slices.Equal(rec.BestMoves, c.best) {
				t.Errorf("%s, %s to play: best moves %v, want %v", e.Name, c.player, rec.BestMoves, c.best)
			}
			if rec.LineCount != c.result {
				t.Errorf("%s, %s to play: count after the line %s, want %s", e.Name, c.player, rec.LineCount, c.result)
			}
		}
	}
}

// --sgf writes a record that goregion.ParseSGF reads back: the position as
// setup, the line of play as the moves, the territory and dead-stone
// markup as Marks.
func TestEndgameSGFReadsBack(t *testing.T) {
	exs, err := examples.LoadEndgames()
	if err != nil {
		t.Fatal(err)
	}
	var e examples.Endgame
	for _, x := range exs {
		if x.Name == "9x9-corridors" {
			e = x
		}
	}
	out := filepath.Join(t.TempDir(), "out.sgf")
	rec := endgameJSON(t, e.Diagram, "-", "--sgf", out)
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	sgf, err := goregion.ParseSGF(string(data))
	if err != nil {
		t.Fatalf("ParseSGF(written): %v\n%s", err, data)
	}
	pos, err := goregion.ParseDiagram(e.Diagram)
	if err != nil {
		t.Fatal(err)
	}
	stones := 0
	for _, c := range pos.Colors {
		if c != goregion.Empty {
			stones++
		}
	}
	if len(sgf.Setup) != stones {
		t.Errorf("written SGF: %d setup stones, want %d", len(sgf.Setup), stones)
	}
	var moves []string
	for _, m := range sgf.Moves {
		moves = append(moves, m.Vertex)
	}
	if !slices.Equal(moves, rec.Line) {
		t.Errorf("written SGF: moves %v, want the line %v", moves, rec.Line)
	}
	territory := 0
	for _, m := range sgf.Marks {
		if m.Prop == "TB" || m.Prop == "TW" {
			territory++
		}
	}
	// 9x9-corridors: 7 one-point territories (header).
	if territory != 7 {
		t.Errorf("written SGF: %d TB/TW marks, want 7", territory)
	}
	for _, want := range []string{"LB[", "TR[", "C[", "PL[B]"} {
		if !strings.Contains(string(data), want) {
			t.Errorf("written SGF has no %s:\n%s", want, data)
		}
	}
	// Reading the written record back analyses the same position: the
	// markup (TB/TW) marks settled territory again, and the result is the same.
	again := endgameJSON(t, "", out, "--move", "1")
	if again.Result == nil || rec.Result == nil || *again.Result != *rec.Result {
		t.Errorf("endgame on the written SGF: result %v, want %v", again.Result, rec.Result)
	}
}

// A region that cannot be solved in --timeout is unresolved, not an
// error, and progress lines appear on standard error meanwhile (every
// 20ms here instead of every second). The open 7×7 board has one region of
// 17 empty points and 18 stones, which the solver does not finish in
// 300ms.
func TestEndgameTimeoutProgress(t *testing.T) {
	defer func(d time.Duration) { progressEvery = d }(progressEvery)
	progressEvery = 20 * time.Millisecond
	board := ".x.xo.o\nxx.xoo.\n...xo..\nxxxxooo\n.......\nooooooo\n.o.o.o.\n"
	start := time.Now()
	stdout, stderr, code := runCLI([]string{"endgame", "--max-nodes", "0", "--timeout", "300ms", "-"}, board)
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("endgame --timeout 300ms took %v", d)
	}
	if code != 0 || !strings.Contains(stdout, "result: not resolved: region A") {
		t.Errorf("endgame --timeout 300ms: exit %d, stdout %s", code, stdout)
	}
	if !strings.Contains(stderr, "regions valued in") {
		t.Errorf("endgame --timeout 300ms: no progress line in stderr %q", stderr)
	}
}

// scoreText reads a score, Black minus White, for Go players: the sign
// names the winner, the margin is a decimal.
func TestScoreText(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"0", "0 (jigo)"},
		{"3/2", "3/2 (Black wins by 1.5)"},
		{"-7/2", "-7/2 (White wins by 3.5)"},
		{"-6", "-6 (White wins by 6)"},
	} {
		if got := scoreText(tt.in); got != tt.want {
			t.Errorf("scoreText(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
