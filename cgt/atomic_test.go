package cgt

import (
	"context"
	"errors"
	"testing"
)

func TestAtomicWeight(t *testing.T) {
	const cgtTools = "t4ccer/cgt-tools cgt/short/partizan/canonical_form.rs tests (anchors-cgt §7.5)"
	tests := []struct{ src, g, want string }{ // want "" for not atomic
		{cgsuiteCases, "0", "0"},
		{cgsuiteCases, "5", ""},
		{cgsuiteCases, "-1/2", ""},
		{cgsuiteCases, "25/16", ""},
		{cgsuiteCases, "*8", "0"},
		{cgsuiteCases, "9/8*", ""},
		{cgsuiteCases, "^", "1"},
		{cgsuiteCases, "v*", "-1"},
		{cgsuiteCases, "6^*", ""},
		{cgsuiteCases, "^*6", "1"},
		{cgsuiteCases, "73/16v9*8", ""},
		{cgsuiteCases + " (^[4])", "{0|*||*|||*||||*}", "1"},
		{cgsuiteCases + " ({0|^<2>})", "{0||0|v*}", "1"},
		{cgsuiteCases, "{0||0|vvv}", "0"},
		{cgsuiteCases, "{^^^|vv}", "{1|0}"},
		{cgsuiteCases, "Tiny(3/2)", "0"},
		{cgsuiteCases, "Tiny({3|1})", "0"},
		{cgsuiteCases, "Miny({5||3|1})", "0"},
		{cgsuiteCases, "{1|^^||^}", "2"},
		{cgsuiteCases, "{1|^^^||^}", ""},
		{cgsuiteCases, "{3||2*|1*}", ""},
		{cgsuiteCases, "{3/2*|1/2||{0|-3},{-1*,{-1/2|-1*}|-5/2}}", ""},
		{cgtTools, "*3", "0"},
		{cgtTools, "vv", "-2"},
		{cgtTools, "{^^|v}", "1/2"},
		{cgtTools, "{^^|vv}", "*"},
		{cgtTools, "{^^^|vvv}", "{1|-1}"},
		{cgtTools, "{^^|*}", "1"},
		{cgtTools, "{*|vv}", "-1"},
		{"Lessons in Play ch. 9: AW(^*) = 1", "^*", "1"},
	}
	for _, tt := range tests {
		g := MustParse(tt.g)
		got, err := g.AtomicWeight()
		if tt.want == "" {
			if !errors.Is(err, ErrNotAtomic) {
				t.Errorf("%s: %s.AtomicWeight() = %v, %v; want ErrNotAtomic", tt.src, tt.g, got, err)
			}
			if g.IsAtomic() {
				t.Errorf("%s: %s.IsAtomic() = true", tt.src, tt.g)
			}
			continue
		}
		if want := MustParse(tt.want); err != nil || got != want {
			t.Errorf("%s: %s.AtomicWeight() = %v, %v; want %v", tt.src, tt.g, got, err, want)
		}
	}
}

// TestAtomicWeightOfUps checks AW(n·↑) = n and AW(n·↑ + *) = n (the
// definition of atomic weight; issue 16), and that the atomic weight is
// additive on all-small games (Lessons in Play, ch. 9): AW(G + H) =
// AW(G) + AW(H), on pairs of the table's all-small games.
func TestAtomicWeightOfUps(t *testing.T) {
	for n := -6; n <= 6; n++ {
		for _, g := range []Game{Ups(n), Ups(n).Add(Star()), Ups(n).Add(Nimber(3))} {
			got, err := g.AtomicWeight()
			if want := FromInt(int64(n)); err != nil || got != want {
				t.Errorf("%v.AtomicWeight() = %v, %v; want %v", g, got, err, want)
			}
		}
	}
	small := []string{"^", "v*", "*2", "{0||0|v*}", "{^^^|vv}", "{^^|v}", "{0||0|vvv}", "^^*"}
	for _, a := range small {
		for _, b := range small {
			ga, gb := MustParse(a), MustParse(b)
			wa, _ := ga.AtomicWeight()
			wb, _ := gb.AtomicWeight()
			got, err := ga.Add(gb).AtomicWeight()
			if want := wa.Add(wb); err != nil || got != want {
				t.Errorf("AW(%s + %s) = %v, %v; want AW(%s) + AW(%s) = %v", a, b, got, err, a, b, want)
			}
		}
	}
}

// TestTwoAhead checks the two-ahead rule on all-small games born by day 3
// (Winning Ways, ch. 8; Lessons in Play, ch. 9): AW(G) ≥ 2 implies G > 0,
// and AW(G) ≤ -2 implies G < 0.
func TestTwoAhead(t *testing.T) {
	games, err := BornBy(3)
	if err != nil {
		t.Fatal(err)
	}
	two, mtwo := FromInt(2), FromInt(-2)
	checked := 0
	for _, g := range games {
		if !g.IsAllSmall() {
			continue
		}
		aw, err := g.AtomicWeight()
		if err != nil {
			t.Errorf("%v (all-small) AtomicWeight: %v", g, err)
			continue
		}
		checked++
		if two.LessEq(aw) && g.Compare(Zero()) != Greater {
			t.Errorf("AW(%v) = %v ≥ 2 but %v is not > 0", g, aw, g)
		}
		if aw.LessEq(mtwo) && g.Compare(Zero()) != Less {
			t.Errorf("AW(%v) = %v ≤ -2 but %v is not < 0", g, aw, g)
		}
	}
	// The all-small games born by day 3 number 67 (anchors-cgt §7.1, derived).
	if checked != 67 {
		t.Errorf("checked %d all-small games born by day 3, want 67", checked)
	}
}

func TestAtomicWeightCanceled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := MustParse("{^^^|vv}").AtomicWeightContext(ctx); !errors.Is(err, context.Canceled) {
		t.Errorf("AtomicWeightContext(canceled) error = %v", err)
	}
}
