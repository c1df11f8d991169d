package main

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// Item 8 of issue 11: work that explodes has a bound and shows progress.
// Each command stops at --timeout with an error that says so (exit 1) and
// writes progress lines on standard error meanwhile (here every 20ms
// instead of every second, so the test is quick). The inputs take minutes
// without a bound: "^1000" (its incentives, with the limit on their
// positions lifted: by default, 500, they are not computed), a sum of forty
// switches of different sizes (about 2^40 positions), and corridors up to
// length 100000.
func TestTimeoutAndProgress(t *testing.T) {
	defer func(d time.Duration) { progressEvery = d }(progressEvery)
	progressEvery = 20 * time.Millisecond
	var parts []string
	for k := 40; k > 0; k-- {
		parts = append(parts, fmt.Sprintf("{%d|-%d}", k, k))
	}
	switches := strings.Join(parts, "+")
	tests := [][]string{
		{"value", "--incentives-max-positions", "0", "^1000"},
		{"value", switches},
		{"cool", "--by", "1", switches},
		{"chill", switches},
		{"warm", switches},
		{"thermograph", switches},
		{"value", "--incentives-max-positions", "0", "-"},
		{"corridor", "--length", "100000", "--gold", "2"},
	}
	for _, args := range tests {
		args = append(args, "--timeout", "500ms")
		cmdline := "tedomari " + strings.Join(args, " ")
		if len(cmdline) > 80 {
			cmdline = cmdline[:80] + "…"
		}
		start := time.Now()
		_, stderr, code := runCLI(args, "^1000\n")
		if d := time.Since(start); d > 5*time.Second {
			t.Errorf("%s: took %v", cmdline, d)
		}
		if code != 1 || !strings.Contains(stderr, "no answer within --timeout 500ms") {
			t.Errorf("%s: exit %d, stderr %.300q; want the timeout", cmdline, code, stderr)
		}
		if !strings.Contains(stderr, "cgt: ") || !strings.Contains(stderr, " steps, ") {
			t.Errorf("%s: no progress line in stderr %.300q", cmdline, stderr)
		}
	}
}

// --timeout takes a duration ≥ 0; 0 (the default) is no limit.
func TestTimeoutFlag(t *testing.T) {
	for _, cmd := range [][]string{{"value"}, {"cool", "--by", "1"}, {"chill"}, {"warm"}, {"thermograph"}, {"corridor", "--length", "1"}} {
		args := append(append([]string{}, cmd...), "--timeout", "-1s")
		if cmd[0] != "corridor" {
			args = append(args, "{2|0}")
		}
		if _, stderr, code := runCLI(args, ""); code != 1 || !strings.Contains(stderr, `"--timeout"`) {
			t.Errorf("tedomari %s: exit %d, stderr %q; want a flag error", strings.Join(args, " "), code, stderr)
		}
		args = append(append([]string{}, cmd...), "--timeout", "0")
		if cmd[0] != "corridor" {
			args = append(args, "{2|0}")
		}
		if _, stderr, code := runCLI(args, ""); code != 0 {
			t.Errorf("tedomari %s: exit %d, stderr %q", strings.Join(args, " "), code, stderr)
		}
	}
}

// A negative node limit is an error, not "no limit" (issue 11, item 8).
func TestNegativeNodeLimits(t *testing.T) {
	for _, args := range [][]string{
		{"examples", "--max-nodes", "-1", "dame"},
		{"corridor", "--length", "2", "--board", "--board-nodes", "-5"},
	} {
		if _, stderr, code := runCLI(args, ""); code != 1 || !strings.Contains(stderr, "want K ≥ 0") {
			t.Errorf("tedomari %s: exit %d, stderr %q; want a flag error", strings.Join(args, " "), code, stderr)
		}
	}
}
