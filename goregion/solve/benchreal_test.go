package solve

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/tedomari/tedomari/goregion"
)

// realBenchFile holds the regions of real games that reg_genmove leaves
// unresolved (see its header).
const realBenchFile = "testdata/bench_real.txt"

// BenchmarkSolveReal solves each region of testdata/bench_real.txt, as
// BenchmarkSolveRegions does its set (the same flags and metrics): one case
// per process to read its peak memory, e.g.
//
//	go test -c -o /tmp/solve.test ./goregion/solve/
//	/tmp/solve.test -test.run '^$' -test.bench 'SolveReal/9_3@32-A$' -test.benchtime 1x -bench-limit 20000000
func BenchmarkSolveReal(b *testing.B) {
	for _, r := range readBenchFile(b, realBenchFile) {
		pos := mustDiagram(b, r.diagram)
		b.Run(r.name, func(b *testing.B) { benchSolveCase(b, pos) })
	}
}

// realOrigin is the comment line that opens each case of bench_real.txt.
var realOrigin = regexp.MustCompile(`^; (gnugo|holdout)-(\d+_\d+)\.sgf move (\d+), (Black|White) to move: region ([A-Z]+), (\d+) points \((\d+) empty\)$`)

// TestBenchReal checks the cases of testdata/bench_real.txt against what
// their comment lines say: the name is made of the record, the move and
// the region letter; the record is one of package endgame's; the diagram
// has as many points that are not immortal stones, and as many empty
// points, as the region had; no two cases share a name or a diagram.
func TestBenchReal(t *testing.T) {
	cases := readBenchFile(t, realBenchFile)
	if len(cases) == 0 {
		t.Fatalf("%s: no case", realBenchFile)
	}
	names, diagrams := map[string]bool{}, map[string]string{}
	for _, c := range cases {
		first, _, _ := strings.Cut(c.diagram, "\n")
		m := realOrigin.FindStringSubmatch(first)
		if m == nil {
			t.Errorf("%s: its first line %q does not say where it comes from", c.name, first)
			continue
		}
		set, game, move, region := m[1], m[2], m[3], m[5]
		dir, prefix := "records", ""
		if set == "holdout" {
			dir, prefix = "holdout", "h"
		}
		if want := fmt.Sprintf("%s%s@%s-%s", prefix, game, move, region); c.name != want {
			t.Errorf("%s: the name should be %s", c.name, want)
		}
		if _, err := os.Stat(filepath.Join("..", "endgame", "testdata", dir, set+"-"+game+".sgf")); err != nil {
			t.Errorf("%s: %v", c.name, err)
		}
		pos := mustDiagram(t, c.diagram)
		points, empty := 0, 0
		for p, col := range pos.Colors {
			if !pos.Immortal[p] {
				points++
				if col == goregion.Empty {
					empty++
				}
			}
		}
		if w, _ := strconv.Atoi(m[6]); points != w {
			t.Errorf("%s: %d points that are not immortal stones, the comment says %d", c.name, points, w)
		}
		if w, _ := strconv.Atoi(m[7]); empty != w {
			t.Errorf("%s: %d empty points, the comment says %d", c.name, empty, w)
		}
		if names[c.name] {
			t.Errorf("%s: two cases of that name", c.name)
		}
		names[c.name] = true
		d := stripComments(c.diagram)
		if other, ok := diagrams[d]; ok {
			t.Errorf("%s: the same diagram as %s", c.name, other)
		}
		diagrams[d] = c.name
	}
}

// stripComments returns d without its ';' comments and blank lines.
func stripComments(d string) string {
	var sb strings.Builder
	for _, l := range strings.Split(d, "\n") {
		if k := strings.IndexByte(l, ';'); k >= 0 {
			l = l[:k]
		}
		if strings.TrimSpace(l) != "" {
			sb.WriteString(l + "\n")
		}
	}
	return sb.String()
}
