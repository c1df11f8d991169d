package solve

import (
	"context"
	"errors"
	"math/rand"
	"strconv"
	"testing"

	"github.com/tedomari/tedomari/chill"
	"github.com/tedomari/tedomari/goregion"
)

// The figures of issue 4: run one case at a time so that the peak resident
// memory (peakRSS-MiB, the process's high-water mark) is that case's, e.g.
//
//	go test -run '^$' -bench 'SolveCorridor/14$' -benchtime 3x ./goregion/solve/

// BenchmarkSolveCorridor solves the empty corridors Corr(n) (Blom §6.2).
func BenchmarkSolveCorridor(b *testing.B) {
	for _, d := range []int{8, 12, 14, 16} {
		pos := mustDiagram(b, chill.CorridorDiagram(d))
		b.Run(strconv.Itoa(d), func(b *testing.B) {
			nodes := 0
			for b.Loop() {
				sol := mustSolve(b, pos, Options{MaxNodes: 50_000_000})
				nodes = sol.Nodes
			}
			b.ReportMetric(float64(nodes), "positions")
			b.ReportMetric(peakRSSMiB(), "peakRSS-MiB")

		})
	}
}

// BenchmarkSolveRandom solves eight random framed regions of k points each
// (empty or ordinary stones, about one in four a stone). A region that needs
// more than five million positions counts as unsolved; the time per op
// includes the work spent on it.
func BenchmarkSolveRandom(b *testing.B) {
	for _, k := range []int{8, 10, 12, 14} {
		rng := rand.New(rand.NewSource(int64(k)))
		var regions []*goregion.Position
		for len(regions) < 8 {
			regions = append(regions, mustDiagram(b, randomSizedRegion(rng, k)))
		}
		b.Run(strconv.Itoa(k), func(b *testing.B) {
			nodes, solved := 0, 0
			for b.Loop() {
				nodes, solved = 0, 0
				for _, pos := range regions {
					n, ok := solveCounting(b, pos)
					nodes += n
					if ok {
						solved++
					}
				}
			}
			b.ReportMetric(float64(nodes)/float64(len(regions)), "positions/region")
			b.ReportMetric(float64(solved), "solved/8")
			b.ReportMetric(peakRSSMiB(), "peakRSS-MiB")

		})
	}
}

// solveCounting solves pos with a limit of five million positions and
// returns the positions explored and whether it finished.
func solveCounting(b *testing.B, pos *goregion.Position) (int, bool) {
	sol, err := Solve(context.Background(), pos, Options{MaxNodes: 5_000_000})
	if errors.Is(err, ErrNodeLimit) {
		return 5_000_000, false
	}
	if err != nil {
		b.Fatal(err)
	}
	return sol.Nodes, true
}

// randomSizedRegion draws a framed region of exactly k points, as
// randomRegion does, in a larger box.
func randomSizedRegion(rng *rand.Rand, k int) string {
	for {
		d := randomRegionBox(rng, k, 8)
		pos, err := goregion.ParseDiagram(d)
		if err != nil {
			panic(err)
		}
		if countEmpty(pos) == k {
			return d
		}
	}
}

// BenchmarkSolveSpeedup measures what the transposition table and the
// decomposition save, on the empty corridor Corr(5) and on a region of two
// three-point parts, with the settled-territory shortcut off; and what the
// guessed and verified values save, on the first region of ten points of
// BenchmarkSolveRandom (stones of both colours to capture) and on the
// thesis's position worth 9, which the full search does not finish:
//
//	go test -run '^$' -bench SolveSpeedup ./goregion/solve/
func BenchmarkSolveSpeedup(b *testing.B) {
	corr := mustDiagram(b, chill.CorridorDiagram(5))
	two := mustDiagram(b, "XXXXXXXXX\nX...O...O\nXXXXXXXXX\n")
	ten := mustDiagram(b, randomSizedRegion(rand.New(rand.NewSource(10)), 10))
	nine := mustDiagram(b, "xxx.X\nooooX\nXXXXX\n")
	cases := []struct {
		name string
		pos  *goregion.Position
		opts Options
	}{
		{"corridor5/brute", corr, Options{WholeLine: true, noSettle: true, noMemo: true}},
		{"corridor5/table", corr, Options{WholeLine: true, noSettle: true}},
		{"corridor5/table+pieces", corr, Options{noSettle: true}},
		{"twoparts/one-game", two, Options{WholeLine: true, noSettle: true}},
		{"twoparts/decomposed", two, Options{noPieces: true, noSettle: true}},
		{"random10/full-search", ten, Options{noGuess: true}},
		{"random10/guesses", ten, Options{}},
		{"nine/guesses", nine, Options{}},
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			nodes := 0
			for b.Loop() {
				nodes = mustSolve(b, c.pos, c.opts).Nodes
			}
			b.ReportMetric(float64(nodes), "positions")
		})
	}
}
