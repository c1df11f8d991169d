package endgame

import (
	"slices"
	"strings"
	"testing"

	"github.com/tedomari/tedomari/goregion"
)

// Assess combines Benson, Judge and the user's marks as its doc says. The
// board: Black's chain from A1 has two eyes (B2 and D2), so Benson proves it
// pass-alive; White's stones at the top have no room for two eyes (the
// search proves both chains dead).
func TestAssess(t *testing.T) {
	const board = `
		o..oo
		....o
		xxxxo
		x.x.x
		xxxxx`
	tests := []struct {
		name               string
		alive, dead        []string // the marks
		exact              bool
		wantSafe, wantDead []string // one point of each chain
		wantAssumed        int      // chains named in the assumptions
		reason             string
	}{
		{name: "exact: Benson only", exact: true, wantSafe: []string{"A1"},
			reason: "only the two-eyed black chain is pass-alive; nothing is assumed"},
		{name: "marked alive", exact: true, alive: []string{"E3"}, wantSafe: []string{"A1", "E3"}, wantAssumed: 1,
			reason: "a chain marked alive is safe, and an assumption names it"},
		{name: "marked dead", exact: true, dead: []string{"A5"}, wantSafe: []string{"A1"}, wantDead: []string{"A5"}, wantAssumed: 1,
			reason: "a chain marked dead is dead, and an assumption names it"},
		{name: "a mark wins over Benson", exact: true, dead: []string{"C1"}, wantDead: []string{"A1"}, wantAssumed: 1,
			reason: "the user's word wins, even over a pass-alive chain"},
	}
	pos := mustDiagram(t, trim(board))
	rules := mustRules(t, "no-suicide")
	for _, tc := range tests {
		m := Marks{Alive: pointsOf(t, pos, tc.alive), Dead: pointsOf(t, pos, tc.dead)}
		s, as, err := Assess(pos, rules, m, tc.exact, JudgeOptions{})
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if got, want := chainHeads(pos, s.Safe), chainHeads(pos, pointsOf(t, pos, tc.wantSafe)); !slices.Equal(got, want) {
			t.Errorf("%s: safe chains %v, want %v (%s)", tc.name, got, want, tc.reason)
		}
		if got, want := chainHeads(pos, s.Dead), chainHeads(pos, pointsOf(t, pos, tc.wantDead)); !slices.Equal(got, want) {
			t.Errorf("%s: dead chains %v, want %v (%s)", tc.name, got, want, tc.reason)
		}
		if got := strings.Count(strings.Join(as, ";"), "marked"); got != tc.wantAssumed {
			t.Errorf("%s: assumptions %q name %d chains, want %d (%s)", tc.name, as, got, tc.wantAssumed, tc.reason)
		}
	}

	// Without exact, the search's verdicts come in, each named: every safe
	// chain but Benson's and every dead chain has its sentence.
	s, as, err := Assess(pos, rules, Marks{}, false, JudgeOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if benson := chainHeads(pos, pointsOf(t, pos, []string{"A1"}))[0]; !slices.Contains(chainHeads(pos, s.Safe), benson) {
		t.Errorf("default: safe chains %v lack Benson's %s", chainHeads(pos, s.Safe), benson)
	}
	named := strings.Count(strings.Join(as, ";"), "judged")
	if want := len(s.Safe) - 1 + len(s.Dead); named != want {
		t.Errorf("default: assumptions %q name %d chains, want %d (safe %v, dead %v)", as, named, want, chainHeads(pos, s.Safe), chainHeads(pos, s.Dead))
	}

	if _, _, err := Assess(pos, rules, Marks{Dead: pointsOf(t, pos, []string{"B2"})}, true, JudgeOptions{}); err == nil {
		t.Errorf("Assess with a dead mark on the empty point B2: no error")
	}
}

// pointsOf returns the board points of GTP names.
func pointsOf(t *testing.T, pos *goregion.Position, names []string) []int {
	t.Helper()
	var out []int
	for _, n := range names {
		p, ok := pos.Board.Point(n)
		if !ok {
			t.Fatalf("no point %s", n)
		}
		out = append(out, p)
	}
	return out
}

// chainHeads returns the names of the first points (in board order) of the
// chains through the points ps, in board order, without repeats.
func chainHeads(pos *goregion.Position, ps []int) []string {
	idx := chainIndex(pos)
	var heads []int
	for _, p := range ps {
		heads = append(heads, idx[p])
	}
	slices.Sort(heads)
	heads = slices.Compact(heads)
	var out []string
	for _, h := range heads {
		out = append(out, pos.Board.Name(h))
	}
	return out
}
