package solve

import (
	"slices"
	"testing"
)

// koFlagDefect is true while Solution.KoSensitive depends on the search's
// shortcuts (see the comment on Solution.KoSensitive): TestKoFlagShortcuts
// then reports the ko flags that differ from the full search's and skips.
// Whoever makes the flag independent of the shortcuts sets it to false, and
// the test then fails on any difference.
const koFlagDefect = true

// TestKoFlagShortcuts solves one region (round par19's, issue 13) with each
// shortcut off in turn and compares the value, the first moves and the ko
// flag with the full search's (no guesses, no table, no settled territory):
// the values and first moves must agree; the ko flags do not yet (the
// default, and most single switches, report no refusal where the full
// search meets thousands).
func TestKoFlagShortcuts(t *testing.T) {
	const d = "OXXXOX\nXXooXX\nXX...X\nOOX#OX\nXOXOXO\nXXOOOX\n"
	pos := mustDiagram(t, d)
	full := mustSolve(t, pos, Options{noGuess: true, noMemo: true, noSettle: true})
	if !full.KoSensitive {
		t.Fatalf("full search: ko flag false; the region was chosen for a refusal every full search meets")
	}
	modes := []struct {
		name string
		opts Options
	}{
		{"default", Options{}},
		{"noGuess", Options{noGuess: true}},
		{"noMemo", Options{noMemo: true}},
		{"noSettle", Options{noSettle: true}},
		{"noCert", Options{noCert: true}},
		{"noDirect", Options{noDirect: true}},
		{"noPrune", Options{noPrune: true}},
		{"noSplitKnown", Options{noSplitKnown: true}},
		{"noRelax", Options{noRelax: true}},
		{"allRefused", Options{allRefused: true}},
		{"keepCertified", Options{keepCertified: true}},
		{"noRootEq", Options{noRootEq: true}},
		{"noOneSided", Options{noOneSided: true}},
		{"noHalves", Options{noHalves: true}},
		{"keepHistGet", Options{keepHistGet: true}},
		{"keepSplit", Options{keepSplit: true}},
	}
	want := slices.Concat(full.LeftMoves, full.RightMoves)
	var differ []string
	for _, m := range modes {
		got := mustSolve(t, pos, m.opts)
		if got.Value != full.Value {
			t.Errorf("%s: %s, full search %s", m.name, show(got.Value), show(full.Value))
		}
		if moves := slices.Concat(got.LeftMoves, got.RightMoves); !slices.Equal(moves, want) {
			t.Errorf("%s: first moves %+v, full search %+v", m.name, moves, want)
		}
		if got.KoSensitive != full.KoSensitive {
			differ = append(differ, m.name)
		}
	}
	if len(differ) == 0 {
		return
	}
	if koFlagDefect {
		t.Skipf("known defect (issue 13, Solution.KoSensitive depends on the shortcuts): ko flag %v with %v, %v in the full search", !full.KoSensitive, differ, full.KoSensitive)
	}
	t.Errorf("ko flag %v with %v, %v in the full search", !full.KoSensitive, differ, full.KoSensitive)
}
