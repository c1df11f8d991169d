package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzEndgameInput reads arbitrary text as endgame does (a diagram, an SGF
// record or a move list, replayed with its markup and the marks of
// --dead): it must return a position or an error, never panic. Seeded with
// the inputs of the golden cases and the examples.
func FuzzEndgameInput(f *testing.F) {
	for _, glob := range []string{"testdata/endgame_*.sgf", "../../examples/endgame/*.txt"} {
		files, _ := filepath.Glob(glob)
		for _, file := range files {
			if data, err := os.ReadFile(file); err == nil {
				f.Add(string(data), 0)
			}
		}
	}
	f.Add("(;SZ[5]TB[aa:bb]MA[cc];B[cc]TW[dd];W[ee])", 2)
	f.Add("D4 Q16 pass", 1)
	f.Fuzz(func(t *testing.T, text string, move int) {
		if len(text) > 4000 {
			return
		}
		opts := &endgameOptions{File: "-", In: strings.NewReader(text), Move: move % 8, Komi: "0", Rules: "japanese", Dead: []string{"C3"}}
		in, err := readEndgameInput(opts)
		if err == nil && (in.pos == nil || in.toPlay == 0) {
			t.Errorf("readEndgameInput(%q) = no position and no error", text)
		}
	})
}

// FuzzEndgameKoFlag runs `endgame --ko VALUE` on a file that does not
// exist: the three names (and the empty value, the default) pass the flag's
// check and fail on the file; any other value fails on the flag with a
// clear error naming it, exit status 1, nothing on standard output, never a
// panic.
func FuzzEndgameKoFlag(f *testing.F) {
	for _, s := range []string{"superko", "black", "white", "", "Black", "WHITE", "komaster", "b", "w", " black", "black ", "superko\n", "none", "ko", "-", "--", "\x00", "黒"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, ko string) {
		missing := filepath.Join(t.TempDir(), "missing.sgf")
		stdout, stderr, code := runCLI([]string{"endgame", "--ko=" + ko, missing}, "")
		if stdout != "" || code != 1 {
			t.Fatalf("endgame --ko=%q: stdout %q, exit %d, want nothing and 1 (stderr %q)", ko, stdout, code, stderr)
		}
		valid := ko == "superko" || ko == "black" || ko == "white" || ko == ""
		flagErr := strings.Contains(stderr, fmt.Sprintf("invalid argument %q for \"--ko\" flag: expected black, white or superko", ko))
		if valid == flagErr || valid && !strings.Contains(stderr, "missing.sgf") {
			t.Fatalf("endgame --ko=%q: stderr %q", ko, stderr)
		}
	})
}
