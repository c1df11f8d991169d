package endgame

import (
	"os"
	"path/filepath"
	"testing"
)

// BenchmarkBenson19 runs Benson for both colours on the 19×19
// late-endgame-like position of testdata/endgame19.txt.
func BenchmarkBenson19(b *testing.B) {
	data, err := os.ReadFile(filepath.Join("testdata", "endgame19.txt"))
	if err != nil {
		b.Fatal(err)
	}
	pos := mustDiagram(b, string(data))
	rules := mustRules(b, "no-suicide")
	for b.Loop() {
		Benson(pos, rules)
	}
}
