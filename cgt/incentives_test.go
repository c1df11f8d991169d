package cgt

import (
	"context"
	"slices"
	"testing"
)

// Incentives against their definition (Lessons in Play, §6.3): the Left
// incentives are G^L - G and the Right incentives G - G^R, for the options
// of the canonical form, computed here with Sub on random games.
func TestIncentivesDefinition(t *testing.T) {
	for _, g := range randomGames(t, 4, 150) {
		left, right := g.Incentives()
		if len(left) != len(g.Left()) || len(right) != len(g.Right()) {
			t.Fatalf("%v: %d and %d incentives for %d and %d options", g, len(left), len(right), len(g.Left()), len(g.Right()))
		}
		for i, o := range g.Left() {
			if want := o.Sub(g); left[i] != want {
				t.Errorf("%v: Left incentive %v, want %v - G = %v", g, left[i], o, want)
			}
		}
		for i, o := range g.Right() {
			if want := g.Sub(o); right[i] != want {
				t.Errorf("%v: Right incentive %v, want G - %v = %v", g, right[i], o, want)
			}
		}
		// The undominated ones are incentives, pairwise not ≤, and every
		// incentive is ≤ one of them.
		und, err := g.UndominatedIncentives(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		all := append(left, right...)
		for i, x := range und {
			if !slices.Contains(all, x) {
				t.Errorf("%v: undominated incentive %v is not an incentive", g, x)
			}
			for j, y := range und {
				if i != j && x.LessEq(y) {
					t.Errorf("%v: undominated incentives %v ≤ %v", g, x, y)
				}
			}
		}
		for _, x := range all {
			if !slices.ContainsFunc(und, x.LessEq) {
				t.Errorf("%v: incentive %v is below no undominated incentive %v", g, x, und)
			}
		}
	}
}

// Published and hand-computed incentives. Sources: Lessons in Play, §6.3
// (for ↑ = {0|*} Left's incentive is 0 - ↑ = ↓ and Right's is ↑ - * = ↑*,
// and ↓ < ↑*); a switch {x|y} of numbers x > y has both incentives
// {x-y | 0} (number translation: x - {x|y} = {x-y|0} = {x|y} - y); a number
// has negative incentives (1/2 = {0|1}: -1/2 each side), * has * twice.
func TestIncentivesPublished(t *testing.T) {
	tests := []struct {
		g           string
		left, right []string
		und         []string
	}{
		{"^", []string{"v"}, []string{"^*"}, []string{"^*"}},
		{"{2|0}", []string{"{2|0}"}, []string{"{2|0}"}, []string{"{2|0}"}},
		{"{5|-1}", []string{"{6|0}"}, []string{"{6|0}"}, []string{"{6|0}"}},
		{"1/2", []string{"-1/2"}, []string{"-1/2"}, []string{"-1/2"}},
		{"*", []string{"*"}, []string{"*"}, []string{"*"}},
		{"0", nil, nil, nil},
		{"3", []string{"-1"}, nil, []string{"-1"}},
	}
	names := func(gs []Game) []string {
		var out []string
		for _, g := range gs {
			out = append(out, g.String())
		}
		return out
	}
	for _, tt := range tests {
		g := MustParse(tt.g)
		left, right := g.Incentives()
		if got := names(left); !slices.Equal(got, tt.left) {
			t.Errorf("%s: Left incentives %v, want %v", tt.g, got, tt.left)
		}
		if got := names(right); !slices.Equal(got, tt.right) {
			t.Errorf("%s: Right incentives %v, want %v", tt.g, got, tt.right)
		}
		und, err := g.UndominatedIncentives(context.Background())
		if got := names(und); err != nil || !slices.Equal(got, tt.und) {
			t.Errorf("%s: undominated incentives %v, %v; want %v", tt.g, got, err, tt.und)
		}
	}
}
