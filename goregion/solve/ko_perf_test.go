package solve

import (
	"context"
	"flag"
	"math/rand"
	"slices"
	"testing"
	"time"
)

// koTimes turns on TestKoTimes, a measurement, not a check:
//
//	go test ./goregion/solve/ -run TestKoTimes -kotimes -v
var koTimes = flag.Bool("kotimes", false, "time AnalyzeKo on 150 random regions of up to 12 points")

// TestKoTimes times AnalyzeKo on 150 random regions of up to 12 points
// (3 s each at most) and logs the distribution.
func TestKoTimes(t *testing.T) {
	if !*koTimes {
		t.Skip("a measurement: run with -kotimes")
	}
	rng := rand.New(rand.NewSource(12))
	var ds []time.Duration
	over, withKo := 0, 0
	for i := 0; i < 150; i++ {
		d := randomRegionBox(rng, 12, 7)
		pos := mustDiagram(t, d)
		ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
		st := time.Now()
		a, err := AnalyzeKo(ctx, pos, Options{})
		el := time.Since(st)
		cancel()
		if err != nil {
			over++
			continue
		}
		if a.Kind != KoNone {
			withKo++
		}
		ds = append(ds, el)
	}
	slices.Sort(ds)
	t.Logf("%d regions ≤ 12 points: %d done (%d with a ko), %d over 3 s; median %v, 90%% %v, 99%% %v, max %v",
		150, len(ds), withKo, over, ds[len(ds)/2], ds[len(ds)*9/10], ds[len(ds)*99/100], ds[len(ds)-1])
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
