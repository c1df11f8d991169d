package endgame

import (
	"context"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/goregion"
)

// recordAnalysis returns the analysis reg_genmove starts from on the
// position before move `move` of testdata/records/file (Assess with the
// search of depth 12, Analyze with 50,000 positions per region).
func recordAnalysis(t *testing.T, file string, move int) *Analysis {
	t.Helper()
	rules, _ := goregion.RulesByName("no-suicide")
	rp, err := PositionFromRecord(recordOf(t, "testdata/records/"+file), nil, rules, move)
	if err != nil {
		t.Fatal(err)
	}
	return analyzeRecordPosition(t, rp, rules)
}

// analyzeRecordPosition is the analysis reg_genmove starts from on rp:
// Assess with the search of depth 12, Analyze with 50,000 positions per
// region, komi 13/2 (the records').
func analyzeRecordPosition(t *testing.T, rp *RecordPosition, rules goregion.Rules) *Analysis {
	t.Helper()
	s, _, err := Assess(rp.Position, rules, Marks{}, false, JudgeOptions{MaxDepth: 12})
	if err != nil {
		t.Fatal(err)
	}
	a, err := Analyze(context.Background(), rp.Position, rp.ToPlay, rp.Prisoners, cgt.NewDyadic(13, 1), s,
		Options{MaxNodes: 50_000, Banned: rp.Banned, NoKoAnalysis: true})
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// TestSuggestUnderLoad: the estimate's answer does not depend on the
// machine's load. 9_12 before move 19 is the record position whose
// estimate costs the most (a 9×9 middle-game fight; about a second of
// CPU); its move flipped between G4 and D9 when the estimate had a
// wall-clock bound of 2 s per region and the machine was loaded. Here the
// same Suggest, with the default options, runs 2 × GOMAXPROCS times at
// once (the machine loaded by the test itself, each call slowed by the
// others) and every answer must be the one computed alone with no time
// bound in effect (Timeout of an hour), and none may report the time
// bound hit (RegionEstimate.TimedOut). With the 2 s bound, the loaded
// calls are cut and some answer another move.
func TestSuggestUnderLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("costs several seconds of CPU")
	}
	a := recordAnalysis(t, "gnugo-9_12.sgf", 19)
	if a.Resolved {
		t.Fatal("9_12 before move 19 is resolved: the test needs an estimate")
	}
	ref, err := a.Suggest(context.Background(), EstimateOptions{Timeout: time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	n := 2 * runtime.GOMAXPROCS(0)
	got := make([]*Suggestion, n)
	var wg sync.WaitGroup
	for i := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s, err := a.Suggest(context.Background(), EstimateOptions{})
			if err != nil {
				t.Error(err)
				return
			}
			got[i] = s
		}()
	}
	wg.Wait()
	for i, s := range got {
		if s == nil {
			continue
		}
		if s.Move.Name != ref.Move.Name || s.Pass != ref.Pass {
			t.Errorf("call %d of %d at once: %s, alone with no time bound: %s", i+1, n, s, ref)
		}
		for _, e := range s.Estimates {
			if e.TimedOut {
				t.Errorf("call %d of %d at once: region %s hit the time bound (%d positions, depth %d)", i+1, n, e.Name, e.Nodes, e.Depth)
			}
		}
	}
}

// TestSuggestSaysTimedOut: when the safety valve cuts a tree (a timeout
// of a nanosecond: every tree is cut at its root), the estimate says so,
// and the suggestion's words say that it depends on the machine's load;
// with the default valve the same small position is not cut.
func TestSuggestSaysTimedOut(t *testing.T) {
	pos := egDiagram(t, "XXXXOOOO\nXX....OO\nXXXXOOOO")
	a, err := Analyze(context.Background(), pos, goregion.Black, Prisoners{}, cgt.Dyadic{}, Safety{}, Options{NoKoAnalysis: true})
	if err != nil {
		t.Fatal(err)
	}
	u := unresolvedCopy(a)
	for _, tc := range []struct {
		timeout time.Duration
		cut     bool
	}{{time.Nanosecond, true}, {0, false}} {
		s, err := u.Suggest(context.Background(), EstimateOptions{Timeout: tc.timeout})
		if err != nil {
			t.Fatal(err)
		}
		if len(s.Estimates) == 0 {
			t.Fatal("no region estimated")
		}
		if s.TimedOut() != tc.cut || strings.Contains(s.String(), "time bound") != tc.cut {
			t.Errorf("timeout %v: TimedOut %v, want %v; %s", tc.timeout, s.TimedOut(), tc.cut, s)
		}
	}
}
