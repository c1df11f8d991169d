package endgame

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/tedomari/tedomari/goregion"
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

// BenchmarkPlayouts runs 256 playouts of one move from a 9×9 record
// position (gnugo-9_9 before move 23) and a 19×19 one (gnugo-19_3 before
// move 212), with the light policy, with the rules next to the last move
// and the lone stone's self-atari, and with every switch of playoutPolicy
// on (heavy), and reports playouts per second (one goroutine).
func BenchmarkPlayouts(b *testing.B) {
	rules, _ := goregion.RulesByName("no-suicide")
	for _, tc := range []struct {
		name, file string
		move       int
	}{{"9x9", "gnugo-9_9.sgf", 23}, {"19x19", "gnugo-19_3.sgf", 212}} {
		text, err := os.ReadFile(filepath.Join("testdata/records", tc.file))
		if err != nil {
			b.Fatal(err)
		}
		rec, err := goregion.ParseSGF(string(text))
		if err != nil {
			b.Fatal(err)
		}
		rp, err := PositionFromRecord(rec, nil, rules, tc.move)
		if err != nil {
			b.Fatal(err)
		}
		pos := rp.Position
		g := newPlayGeom(pos.Board)
		for _, pc := range []struct {
			name string
			pol  playoutPolicy
		}{
			{"light", playoutPolicy{}},
			{"nakade-patterns-selfatari1", playoutPolicy{nakade: true, patterns: true, selfAtariOne: true}},
			{"heavy", playoutPolicy{nakade: true, patterns: true, selfAtariOne: true, captureAny: true}},
		} {
			b.Run(tc.name+"/"+pc.name, func(b *testing.B) {
				const n = 256
				for range b.N {
					playoutScoresWith(pc.pol, g, pos.Colors, pos.Immortal, rp.ToPlay, []int32{-1}, n)
				}
				b.ReportMetric(float64(n*b.N)/b.Elapsed().Seconds(), "playouts/s")
			})
		}
	}
}
