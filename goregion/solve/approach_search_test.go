//go:build approachsearch

package solve

import (
	"context"
	"flag"
	"os"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/tedomari/tedomari/goregion"
)

// The search harness used to look for Spight's approach ko
// (examples/ko/README.md, "Not yet here"): a measurement, not a check, and
// it builds only with the tag:
//
//	go test -tags approachsearch ./goregion/solve -run TestApproachSearch -v -regions FILE
//
// FILE holds diagrams (or graphs, tedomari help graph-format) separated by
// blank lines; each is analysed within the bounds of the flags, and its
// kind, counts, miai values, values and walls are logged.
var (
	approachFile  = flag.String("regions", "", "diagrams to analyse, separated by blank lines")
	approachLimit = flag.Duration("limit", 60*time.Second, "time limit per region")
	approachNodes = flag.Int("maxnodes", 0, "positions per hypothesis at most (0: no bound)")
	approachMem   = flag.Int64("maxmem", 2<<30, "bytes of Go heap at most (the search's tables grow fast)")
)

func TestApproachSearch(t *testing.T) {
	data, err := os.ReadFile(*approachFile)
	if err != nil {
		t.Skip("no -regions file")
	}
	for _, d := range strings.Split(string(data), "\n\n") {
		if strings.TrimSpace(d) == "" {
			continue
		}
		var pos *goregion.Position
		if strings.HasPrefix(strings.TrimSpace(d), "points") {
			pos, err = goregion.ParseGraph(d) // a graph region (tedomari help graph-format)
		} else {
			pos, err = goregion.ParseDiagram(d)
		}
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), *approachLimit)
		// AnalyzeKo does not read Options.MaxMemory: watch the heap here.
		stop := make(chan struct{})
		var overMem atomic.Int64
		go func() {
			for {
				select {
				case <-stop:
					return
				case <-time.After(200 * time.Millisecond):
					if used, over := overMemory(*approachMem); over {
						overMem.Store(used)
						cancel()
						return
					}
				}
			}
		}()
		u := userSeconds()
		start := time.Now()
		a, err := AnalyzeKo(ctx, pos, Options{MaxNodes: *approachNodes})
		cpu := userSeconds() - u
		close(stop)
		cancel()
		if err != nil {
			if used := overMem.Load(); used > 0 {
				t.Logf("\n%s\nstopped: %s of heap in use (the bound is %s), after %.2f s CPU", d, mib(used), mib(*approachMem), cpu)
			} else {
				t.Logf("\n%s\n%v after %.2f s CPU", d, err, cpu)
			}
			continue
		}
		t.Logf("\n%s\nkind %s; %.2f s CPU, %.2f s wall, %d+%d positions\nBK count %s temp %s value %s\n  L %v\n  R %v\nWK count %s temp %s value %s\n  L %v\n  R %v\nneutral %s %s",
			d, a.Kind, cpu, time.Since(start).Seconds(), a.Black.Nodes, a.White.Nodes,
			a.Black.Thermograph.Mast.RatString(), a.Black.Thermograph.Temperature.RatString(), a.Black.Value,
			a.Black.Thermograph.Left, a.Black.Thermograph.Right,
			a.White.Thermograph.Mast.RatString(), a.White.Thermograph.Temperature.RatString(), a.White.Value,
			a.White.Thermograph.Left, a.White.Thermograph.Right,
			a.Neutral.Mast.RatString(), a.Neutral.Temperature.RatString())
	}
}
