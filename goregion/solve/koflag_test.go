package solve

import (
	"slices"
	"testing"
)

// Why Solution.KoSensitive depends on the shortcuts (issue 13; round
// flag19). The flag reports the refusals of the positions the search
// explored. The reference is the full search's flag (noGuess, noSettle: a
// refusal anywhere in the game tree, which brute_test checks); the default
// can say false where it says true, through two shortcuts:
//  1. Settled territory (solve: settled) is valued n + 2m with flag
//     false, without search, yet White may suicide a group there and
//     refill it, recreating a board by a move that is no suicide. On
//     TestSolveShortcutsAgree's regions with -long (746 solves) the
//     default's flag differs from the full search's on 45, each time
//     false for true; with noSettle alone on none; the default never
//     says true where the full search says false there.
//  2. A certificate made under a history H carries the flag of H's
//     proof; under H' a loser's move legal under H may be refused
//     (proof.go Claim 3, step 4d: the loser's legal moves are not
//     recorded) and the flag misses it. TestKoFlagShortcuts's region:
//     in its 4-point piece (bit masks black/white 8/11 at the piece's
//     start), direct values 8/13 with history {8/11} from its option
//     0/17's certificate, made by direct under {8/15} and absorbing the
//     certificate of 8/10 proved under {8/13, 0/17}, where White's
//     retake 8/10 -> 8/11 was legal; under {8/11, 8/13, 0/17} it is
//     refused. noCert proves the guess afresh and meets it. The proofs
//     explore a strategy, not the whole tree, so even without
//     certificates their flag is a lower bound only.
//
// A flag independent of the shortcuts needs the settled pieces'
// refusals found without search and the certificates to keep the
// boards of the loser's legal moves (or the flag to be redefined);
// neither was small enough for round flag19.
//
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
