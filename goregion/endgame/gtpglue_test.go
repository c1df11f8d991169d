package endgame

import (
	"context"
	"testing"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/goregion"
)

// TestRegionMoves checks RegionAnalysis.Moves against what the analysis
// computes another way: every best local move (BestBlack, BestWhite,
// chosen by stops) is among the moves, a move's incentive is its value
// less the region's (the mirror for White), its gain the incentive's
// mean, and no move has a better stop than the best ones.
func TestRegionMoves(t *testing.T) {
	pos := egLateEndgame19(1)
	a, err := Analyze(context.Background(), pos, goregion.Black, Prisoners{}, cgt.Dyadic{}, AllStonesSafe(pos), Options{})
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, r := range a.Regions {
		for _, c := range []goregion.Color{goregion.Black, goregion.White} {
			ms := r.Moves(c)
			if r.Settled || !r.Resolved {
				if ms != nil {
					t.Errorf("region %s (settled or unresolved): Moves(%v) = %d moves, want none", r.Name, c, len(ms))
				}
				continue
			}
			best := r.BestBlack
			if c == goregion.White {
				best = r.BestWhite
			}
			stop := func(m Move) cgt.Dyadic {
				if c == goregion.White {
					return m.Value.LeftStop().Neg()
				}
				return m.Value.RightStop()
			}
			byPoint := map[int]Move{}
			for _, m := range ms {
				byPoint[m.Point] = m
				inc := m.Value.Sub(r.Value)
				if c == goregion.White {
					inc = inc.Neg()
				}
				if m.Incentive != inc || m.Gain != inc.Mean() || m.Player != c || m.Region != r.Name {
					t.Errorf("region %s: move %s of %v: incentive %v gain %v, want %v and %v", r.Name, m.Name, c, m.Incentive, m.Gain, inc, inc.Mean())
				}
				if len(best) > 0 && stop(best[0]).Less(stop(m)) {
					t.Errorf("region %s: move %s of %v has a better stop than the best local move %s", r.Name, m.Name, c, best[0].Name)
				}
				checked++
			}
			for _, b := range best {
				if _, ok := byPoint[b.Point]; !ok {
					t.Errorf("region %s: best local move %s of %v is not among Moves", r.Name, b.Name, c)
				}
			}
		}
	}
	if checked == 0 {
		t.Fatal("no move checked")
	}
	t.Logf("%d moves checked", checked)
}
