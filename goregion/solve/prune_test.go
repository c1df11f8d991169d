package solve

import (
	"context"
	"errors"
	"math/rand"
	"slices"
	"testing"
)

// TestSolveShortcutsAgree checks each shortcut of issue 13 against the
// search without it, on random regions of 5 to 10 points with stones of both
// colours to capture: the same value, the same first moves with the same
// values and marks, and the same ko flag, in both readings of superko.
// Dozens of regions by default, hundreds with -long. Settled territory
// (noSettle) is not among the switches: without it the ko flag differs
// (on 45 of the 746 solves with -long; see Solution.KoSensitive).
func TestSolveShortcutsAgree(t *testing.T) {
	shortcuts := []struct {
		name string
		off  func(*Options)
	}{
		{"dominated options proved (prune.go)", func(o *Options) { o.noPrune = true }},
		{"split positions valued without search in proofs (splitKnown)", func(o *Options) { o.noSplitKnown = true }},
		{"moves of the proofs ordered by guessed values (orderByGuess)", func(o *Options) { o.noOrder = true }},
		{"proofs of guesses within a budget (guessBudget)", func(o *Options) { o.noCap = true }},
		{"test (3) of the key (Claim 2a, removedBy)", func(o *Options) { o.noReach = true }},
		{"test (3) of the leaves' sets of the certificates (Claim 3, step 8)", func(o *Options) { o.noLeafReach = true }},
		{"guesses from similar histories (histTable.similar)", func(o *Options) { o.noSimilar = true }},
		{"guesses excluded by the failed proofs (facts)", func(o *Options) { o.noExclude = true }},
		{"answers in the other game first in the proofs (replyFirst)", func(o *Options) { o.noReply = true }},
		{"values from certificates left out of the table", func(o *Options) { o.keepCertified = true }},
		{"direct values where every option is known (direct, Claim 6)", func(o *Options) { o.noDirect = true }},
		{"union filters of the certificates' tested sets (unionFilter)", func(o *Options) { o.noUnion = true }},
		{"certificates of proofs with only the boards the proof needs (Claim 3, steps 4b-4d)", func(o *Options) { o.noRelax = true }},
		{"split positions neither looked up nor stored under their own key (splitFirst)", func(o *Options) { o.keepSplit = true }},
		{"positions with recurrable boards not looked up (histMiss)", func(o *Options) { o.keepHistGet = true }},
		{"guesses proved from the root's options (verifyRoot, Claim 7)", func(o *Options) { o.noRootEq = true }},
		{"refused boards recorded only where the mover loses (Claim 3, step 4e)", func(o *Options) { o.allRefused = true }},
		{"win's leaves valued by certificates that hold in the half they need (Claim 3, step 14)", func(o *Options) { o.noOneSided = true }},
		{"the halves of the proofs: hits and tested sets by the half that needs them (Claim 3, step 13)", func(o *Options) { o.noHalves = true }},
		{"hits no half needs left out of the certificates that absorb them (Claim 3, step 15)", func(o *Options) { o.keepIdleHits = true }},
		{"certificates of proofs and direct values (Claims 3 and 6)", func(o *Options) { o.noCert = true }},
	}
	rng := rand.New(rand.NewSource(13))
	count := trials(10, 30, 400)
	// stats: the searches with every shortcut; offStats: with one off
	// (some shortcuts are met only where another is off: direct values
	// leave few guesses to exclude).
	var stats, offStats proofStats
	stats.checkUnion = true
	// The positions explored with the relaxed certificates, and without
	// (noRelax), on the regions both finish: the relaxation must spare some.
	relaxOn, relaxOff := 0, 0
	compared := 0
	for i := 0; i < count; i++ {
		d := randomRegionBox(rng, 5+rng.Intn(6), 6)
		pos := mustDiagram(t, d)
		for _, wholeLine := range []bool{false, true} {
			// A small budget for the proofs of guesses, so that these
			// small regions meet proofs that run out of it.
			on, err := Solve(context.Background(), pos, Options{WholeLine: wholeLine, MaxNodes: 300_000, stats: &stats, guessBudget: 4})
			if errors.Is(err, ErrNodeLimit) {
				continue
			}
			if err != nil {
				t.Fatal(err)
			}
			for _, sc := range shortcuts {
				opts := Options{WholeLine: wholeLine, MaxNodes: 600_000, guessBudget: 4, stats: &offStats}
				sc.off(&opts)
				off, err := Solve(context.Background(), pos, opts)
				if errors.Is(err, ErrNodeLimit) {
					continue
				}
				if err != nil {
					t.Fatal(err)
				}
				compared++
				if opts.noRelax {
					relaxOn += on.Nodes
					relaxOff += off.Nodes
				}
				if on.Value != off.Value || on.KoSensitive != off.KoSensitive {
					t.Errorf("Solve(\n%s, whole line %v) = %s ko %v; without %s: %s ko %v", d, wholeLine, show(on.Value), on.KoSensitive, sc.name, show(off.Value), off.KoSensitive)
				}
				a, b := slices.Concat(on.LeftMoves, on.RightMoves), slices.Concat(off.LeftMoves, off.RightMoves)
				if len(a) != len(b) {
					t.Errorf("Solve(\n%s, whole line %v): %d first moves, without %s %d", d, wholeLine, len(a), sc.name, len(b))
					continue
				}
				for j := range a {
					if a[j] != b[j] {
						t.Errorf("Solve(\n%s, whole line %v): first move %+v, without %s %+v", d, wholeLine, a[j], sc.name, b[j])
					}
				}
			}
		}
	}
	if compared < count {
		t.Errorf("only %d comparisons for %d regions", compared, count)
	}
	if stats.pruned == 0 || stats.pruned == stats.pruneTries {
		t.Errorf("%d options proved dominated of %d tried: the test should meet both outcomes", stats.pruned, stats.pruneTries)
	}
	if stats.overBudget == 0 || stats.overBudget == stats.guesses {
		t.Errorf("%d proofs of guesses of %d ran out of budget: the test should meet both outcomes", stats.overBudget, stats.guesses)
	}
	if stats.rootProofs == 0 {
		t.Errorf("no guess proved from the root's options (verifyRoot): the test should meet some")
	}
	if stats.direct == 0 {
		t.Errorf("no direct value: the test should meet some")
	}
	if relaxOn >= relaxOff {
		t.Errorf("%d positions with the relaxed certificates, %d without: the relaxation should spare some", relaxOn, relaxOff)
	}
	if stats.unionSpared == 0 {
		t.Errorf("no walk of a tested set spared by a union filter: the test should meet some")
	}
	if stats.unionWrong != 0 {
		t.Errorf("%d of %d walks that union filters spared found a board of the history in the tested set", stats.unionWrong, stats.unionSpared)
	}
	if stats.excluded+offStats.excluded == 0 {
		t.Errorf("no guess excluded by failed proofs: the test should meet some")
	}
	t.Logf("%d comparisons; %d options proved dominated of %d tried, in %d positions; %d guesses, %d proofs over budget, %d guesses excluded (%d with a shortcut off), %d direct values, %d walks spared by union filters; %d positions with relaxed certificates, %d without",
		compared, stats.pruned, stats.pruneTries, stats.pruneNodes, stats.guesses, stats.overBudget, stats.excluded, offStats.excluded, stats.direct, stats.unionSpared, relaxOn, relaxOff)
}
