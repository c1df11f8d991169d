package goregion

import (
	"context"
	"math/rand"
	"runtime"
	"testing"
	"time"
)

// BenchmarkSolveCorridor solves the empty corridors Corr(n) (Blom §6.2).
func BenchmarkSolveCorridor(b *testing.B) {
	for _, d := range []int{8, 12, 14} {
		pos := mustDiagram(b, corridor(0, d))
		b.Run(itoa(d), func(b *testing.B) {
			nodes := 0
			for b.Loop() {
				sol := mustSolve(b, pos, SolveOptions{})
				nodes = sol.Nodes
			}
			b.ReportMetric(float64(nodes), "positions")
		})
	}
}

// BenchmarkSolveRandom solves random framed regions with k points (empty or
// ordinary stones, about one in four a stone).
func BenchmarkSolveRandom(b *testing.B) {
	for _, k := range []int{8, 10, 12, 14} {
		rng := rand.New(rand.NewSource(int64(k)))
		var regions []*Position
		for len(regions) < 8 {
			pos := mustDiagram(b, randomSizedRegion(rng, k))
			regions = append(regions, pos)
		}
		b.Run(itoa(k), func(b *testing.B) {
			nodes := 0
			for b.Loop() {
				nodes = 0
				for _, pos := range regions {
					sol, err := Solve(context.Background(), pos, SolveOptions{MaxNodes: 5_000_000})
					if err != nil {
						b.Fatal(err)
					}
					nodes += sol.Nodes
				}
			}
			b.ReportMetric(float64(nodes)/float64(len(regions)), "positions/region")
		})
	}
}

// randomSizedRegion draws a framed region of exactly k points, as
// randomRegion does, in a larger box.
func randomSizedRegion(rng *rand.Rand, k int) string {
	for {
		d := randomRegionBox(rng, k, 8)
		if countEmpty(mustDiagramNoTest(d)) == k {
			return d
		}
	}
}

func mustDiagramNoTest(d string) *Position {
	pos, err := ParseDiagram(d)
	if err != nil {
		panic(err)
	}
	return pos
}

func itoa(n int) string {
	const digits = "0123456789"
	if n < 10 {
		return digits[n : n+1]
	}
	return itoa(n/10) + digits[n%10:n%10+1]
}

// TestSolveScale reports the time, positions and memory of the corridors
// and the random regions of the performance goals; run it with -v
// and without -short.
func TestSolveScale(t *testing.T) {
	if testing.Short() {
		t.Skip("scale figures only without -short")
	}
	measure := func(name string, pos *Position, opts SolveOptions) {
		runtime.GC()
		var before runtime.MemStats
		runtime.ReadMemStats(&before)
		start := time.Now()
		sol, err := Solve(context.Background(), pos, opts)
		el := time.Since(start)
		var after runtime.MemStats
		runtime.ReadMemStats(&after)
		if err != nil {
			t.Logf("%s: %v after %v", name, err, el)
			return
		}
		t.Logf("%s: %v, %d positions, %.1f MB allocated", name, el.Round(time.Millisecond), sol.Nodes,
			float64(after.TotalAlloc-before.TotalAlloc)/1e6)
	}
	for _, d := range []int{12, 14, 16} {
		measure("corridor "+itoa(d), mustDiagram(t, corridor(0, d)), SolveOptions{MaxNodes: 20_000_000})
	}
	for _, k := range []int{8, 10, 12, 14} {
		rng := rand.New(rand.NewSource(int64(k)))
		for i := 0; i < 3; i++ {
			measure("random "+itoa(k)+"."+itoa(i), mustDiagram(t, randomSizedRegion(rng, k)), SolveOptions{MaxNodes: 5_000_000})
		}
	}
}
