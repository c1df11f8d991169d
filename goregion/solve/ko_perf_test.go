package solve

import (
	"context"
	"flag"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/tedomari/tedomari/cgt"
)

// koTimes turns on TestKoTimes, a measurement, not a check:
//
//	go test ./goregion/solve/ -run TestKoTimes -kotimes -v
var koTimes = flag.Bool("kotimes", false, "time AnalyzeKo on 150 random regions of up to 12 points")

// koTimeout and koLimit are TestKoTimes's bounds on each region: the wall
// time (on a loaded machine a region gets less CPU in it) and the positions
// of each hypothesis (0: none).
var (
	koTimeout = flag.Duration("kotimeout", 5*time.Second, "TestKoTimes: the wall time of each region")
	koLimit   = flag.Int("kolimit", 0, "TestKoTimes: the positions of each hypothesis of a region (0: no bound)")
	koOnly    = flag.String("koregions", "", "TestKoTimes: analyse only these regions (numbers separated by commas, e.g. 23,49; empty: all)")
)

// TestKoTimes times AnalyzeKo on 150 random regions of up to 12 points
// (seed 12; 5 s of wall time each at most, -kotimeout; -kolimit bounds the
// positions) and logs the distribution of the
// user CPU each takes (the machine is shared: wall time is not the cost),
// the positions explored (machine-independent) and the regions over 1 s.
func TestKoTimes(t *testing.T) {
	if !*koTimes {
		t.Skip("a measurement: run with -kotimes")
	}
	rng := rand.New(rand.NewSource(12))
	var cpus []float64
	var nodes []int
	over, unfinished, withKo := 0, 0, 0
	only := map[int]bool{}
	for _, f := range strings.Split(*koOnly, ",") {
		if f == "" {
			continue
		}
		i, err := strconv.Atoi(f)
		if err != nil {
			t.Fatalf("-koregions: %q is not a region number", f)
		}
		only[i] = true
	}
	for i := 0; i < 150; i++ {
		d := randomRegionBox(rng, 12, 7) // drawn for every i: the same regions
		if len(only) > 0 && !only[i] {
			continue
		}
		pos := mustDiagram(t, d)
		// The garbage of the regions before is collected first, so that
		// its collection is not counted in this region's CPU (an unfinished
		// region leaves a heap of gigabytes).
		runtime.GC()
		ctx, cancel := context.WithTimeout(context.Background(), *koTimeout)
		u := userSeconds()
		a, err := AnalyzeKo(ctx, pos, Options{MaxNodes: *koLimit})
		cpu := userSeconds() - u
		cancel()
		if err != nil {
			unfinished++
			over++
			t.Logf("region %d: unfinished (%v, %.2f s CPU)\n%s", i, err, cpu, d)
			continue
		}
		if a.Kind != KoNone {
			withKo++
		}
		if len(only) > 0 {
			t.Logf("region %d: %.3f s CPU, %d positions (Black %d, White %d)", i, cpu, a.Black.Nodes+a.White.Nodes, a.Black.Nodes, a.White.Nodes)
		}
		if cpu >= 1 {
			over++
			t.Logf("region %d: %.2f s CPU, %d positions\n%s", i, cpu, a.Black.Nodes+a.White.Nodes, d)
		}
		cpus = append(cpus, cpu)
		nodes = append(nodes, a.Black.Nodes+a.White.Nodes)
	}
	if len(cpus) == 0 {
		return
	}
	slices.Sort(cpus)
	slices.Sort(nodes)
	t.Logf("150 regions of at most 12 points: %d under 1 s of CPU, %d over (%d unfinished in %v or %d positions); %d finished with a ko; CPU median %.3f s, 90%% %.3f s, max of the finished %.3f s; positions median %d, max %d",
		150-over, over, unfinished, *koTimeout, *koLimit, withKo, cpus[len(cpus)/2], cpus[len(cpus)*9/10], cpus[len(cpus)-1], nodes[len(nodes)/2], nodes[len(nodes)-1])
}

// BenchmarkAnalyzeKoMinimal times the ko analysis of the minimal ko.
func BenchmarkAnalyzeKoMinimal(b *testing.B) {
	pos := mustDiagram(b, "#XO#\nX.xO\n#XO#")
	for b.Loop() {
		if _, err := AnalyzeKo(context.Background(), pos, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkAnalyzeKo times the ko analysis of the regions of examples/ko
// and reports the positions each explores (machine-independent):
//
//	go test ./goregion/solve/ -run '^$' -bench BenchmarkAnalyzeKo -benchtime 5x
func BenchmarkAnalyzeKo(b *testing.B) {
	files, err := filepath.Glob("../../examples/ko/*.txt")
	if err != nil || len(files) == 0 {
		b.Fatalf("no ko examples: %v", err)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		pos := mustDiagram(b, string(data))
		b.Run(filepath.Base(f), func(b *testing.B) {
			nodes := 0
			for b.Loop() {
				a, err := AnalyzeKo(context.Background(), pos, Options{})
				if err != nil {
					b.Fatal(err)
				}
				nodes = a.Black.Nodes + a.White.Nodes
			}
			b.ReportMetric(float64(nodes), "positions/op")
		})
	}
}

// slowKoRegions are regions of TestKoTimes (seed 12; the number is the
// region's there) whose ko analysis was slow before the certificates of
// the ko search (komaster.go, Claim K): 48, 23 and 37 explored 1.7 M, 0.9 M
// and 0.5 M positions; 49 and 147 did not finish in 90 s. With them: 142 k,
// 193 k, 57 k, 116 k and 78 k positions; with the sym nodes shared by the
// two searches too (Claim S) and 512 certificate groups: 65 k, 107 k,
// 52 k, 110 k and 72 k.
var slowKoRegions = []struct{ name, diagram string }{
	{"r48", "XXOOOOO\nOXOoOXX\nOO..OXO\nXO.x.O#\nOX.O..X\nOOO#OO#\nOXOOOOO"},
	{"r23", "XOXXXXX\nX#.o..O\nX..o..O\nX..OO#O\nXO.OOOX\nXOOO#X#\nOOXXXOX"},
	{"r37", "OXX#OX#\nOXo..O#\nO....XX\nXXo.XOX\nOXO.XO#\n#XO.XOX\n#OXXOOX"},
	{"r49", "X#XXOXX\nOXOX.XO\nX.....#\nO.O#..O\nX.OXXOO\nXOXOOX#\nX#OOXXX"},
	{"r147", "X#OXOOX\nO..OOXO\nX...oX#\nO..xOX#\nO#X.XO#\nXXO.xOX\nOOOXOOO"},
}

// BenchmarkAnalyzeKoSlow times the ko analysis of slowKoRegions and reports
// the positions each explores (machine-independent):
//
//	go test ./goregion/solve/ -run '^$' -bench BenchmarkAnalyzeKoSlow -benchtime 1x
func BenchmarkAnalyzeKoSlow(b *testing.B) {
	for _, r := range slowKoRegions {
		pos := mustDiagram(b, r.diagram)
		b.Run(r.name, func(b *testing.B) {
			nodes := 0
			for b.Loop() {
				a, err := AnalyzeKo(context.Background(), pos, Options{})
				if err != nil {
					b.Fatal(err)
				}
				nodes = a.Black.Nodes + a.White.Nodes
			}
			b.ReportMetric(float64(nodes), "positions/op")
		})
	}
}

// koDump names the file TestKoDump writes: a record to compare two builds
// of the ko analysis (diff the files of both):
//
//	go test ./goregion/solve/ -run TestKoDump -kodump /tmp/a.txt
var koDump = flag.String("kodump", "", "TestKoDump: write the ko analyses of random regions to this file")

// TestKoDump writes koSummary (each game's options in the order of their
// strings) and the positions explored of the ko
// analysis of 600 random regions of up to 9 points (seed 1416) and of
// TestKoTimes's 150 regions of up to 12 points (seed 12), each bounded by
// 200,000 positions per hypothesis (an unfinished one writes its error),
// so that a change meant to keep every reported field can be checked
// against the build before it. Not a check by itself.
func TestKoDump(t *testing.T) {
	if *koDump == "" {
		t.Skip("a record: run with -kodump file")
	}
	var out strings.Builder
	// The options of a game in the order of their strings: cgt orders them
	// by its interning, which the collector's timing changes (cgt/intern.go).
	memo := map[cgt.Game]string{}
	var sorted func(g cgt.Game) string
	sorted = func(g cgt.Game) string {
		if s, ok := memo[g]; ok {
			return s
		}
		if d, ok := g.Number(); ok {
			return d.String()
		}
		side := func(gs []cgt.Game) string {
			var ss []string
			for _, h := range gs {
				ss = append(ss, sorted(h))
			}
			slices.Sort(ss)
			return strings.Join(ss, ",")
		}
		s := "{" + side(g.Left()) + "|" + side(g.Right()) + "}"
		memo[g] = s
		return s
	}
	dump := func(name, d string) {
		pos := mustDiagram(t, d)
		a, err := AnalyzeKo(context.Background(), pos, Options{MaxNodes: 200_000})
		if err != nil {
			fmt.Fprintf(&out, "== %s\n%s\nerror %v\n", name, d, err)
			return
		}
		fmt.Fprintf(&out, "== %s\n%s\npositions %d %d\n%s\n", name, d, a.Black.Nodes, a.White.Nodes, koSummaryWith(a, sorted))
		clear(memo) // the games of one analysis only: they hold memory
	}
	rng := rand.New(rand.NewSource(1416))
	for i := 0; i < 600; i++ {
		dump(fmt.Sprintf("small %d", i), randomRegionBox(rng, 9, 6))
	}
	rng = rand.New(rand.NewSource(12))
	for i := 0; i < 150; i++ {
		dump(fmt.Sprintf("times %d", i), randomRegionBox(rng, 12, 7))
	}
	if err := os.WriteFile(*koDump, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}
