package endgame

import (
	"os"
	"path/filepath"
	"testing"
)

// BenchmarkBenson19 runs Benson for both colours on the hand-made 19×19
// late endgame of testdata/late19.txt.
func BenchmarkBenson19(b *testing.B) {
	benchBenson(b, "late19.txt")
}

// BenchmarkBenson19Random runs Benson on testdata/endgame19.txt, the end
// of a random playout with its boundaries reopened: many small chains and
// regions, most of them pass-alive.
func BenchmarkBenson19Random(b *testing.B) {
	benchBenson(b, "endgame19.txt")
}

func benchBenson(b *testing.B, file string) {
	data, err := os.ReadFile(filepath.Join("testdata", file))
	if err != nil {
		b.Fatal(err)
	}
	pos := mustDiagram(b, string(data))
	rules := mustRules(b, "no-suicide")
	for b.Loop() {
		Benson(pos, rules)
	}
}

// BenchmarkJudge19 judges every chain of testdata/endgame19.txt with the
// default limits.
func BenchmarkJudge19(b *testing.B) {
	data, err := os.ReadFile(filepath.Join("testdata", "endgame19.txt"))
	if err != nil {
		b.Fatal(err)
	}
	pos := mustDiagram(b, string(data))
	rules := mustRules(b, "no-suicide")
	for b.Loop() {
		Judge(pos, rules, JudgeOptions{})
	}
}
