package cgt

import (
	"context"
	"errors"
	"testing"
)

func TestReducedCanonicalForm(t *testing.T) {
	tests := []struct{ src, g, want string }{
		{cgsuiteCases, "0", "0"},
		{cgsuiteCases, "5", "5"},
		{cgsuiteCases, "-1/2", "-1/2"},
		{cgsuiteCases, "25/16", "25/16"},
		{cgsuiteCases, "*8", "0"},
		{cgsuiteCases, "9/8*", "9/8"},
		{cgsuiteCases, "^", "0"},
		{cgsuiteCases, "v*", "0"},
		{cgsuiteCases, "6^*", "6"},
		{cgsuiteCases, "^*6", "0"},
		{cgsuiteCases, "73/16v9*8", "73/16"},
		{cgsuiteCases + " (^[4])", "{0|*||*|||*||||*}", "0"},
		{cgsuiteCases, "{0||0|v*}", "0"},
		{cgsuiteCases, "{0||0|vvv}", "0"},
		{cgsuiteCases, "{^^^|vv}", "0"},
		{cgsuiteCases, "Tiny(3/2)", "0"},
		{cgsuiteCases, "Tiny({3|1})", "0"},
		{cgsuiteCases, "Miny({5||3|1})", "0"},
		{cgsuiteCases, "{1|^^||^}", "0"},
		{cgsuiteCases, "{1|^^^||^}", "0"},
		{cgsuiteCases, "{3||2*|1*}", "{3||2|1}"},
		{cgsuiteCases, "{3/2*|1/2||{0|-3},{-1*,{-1/2|-1*}|-5/2}}", "{3/2|1/2||{0|-3},{-1/2|-1||-5/2}}"},
		{"t4ccer/cgt-tools canonical_form.rs test (anchors-cgt §7.5)", "{{2|0},1*|*}", "{1|0}"},
		{"Grossman–Siegel: a switch plus an infinitesimal", "+-1 + ^", "+-1"},
	}
	for _, tt := range tests {
		got := MustParse(tt.g).ReducedCanonicalForm()
		if want := MustParse(tt.want); got != want {
			t.Errorf("%s: %s.ReducedCanonicalForm() = %v, want %v", tt.src, tt.g, got, want)
		}
	}
}

// TestReducedCanonicalFormLaws checks, on every game born by day 3, that
// RCF is idempotent and that G − RCF(G) is infinitesimal (Grossman and
// Siegel, "Reductions of partizan games"; issue 16), and that the RCF of
// G + ε is the RCF of G for the infinitesimals ε = ^, *, Tiny(1).
func TestReducedCanonicalFormLaws(t *testing.T) {
	games, err := BornBy(3)
	if err != nil {
		t.Fatal(err)
	}
	eps := []Game{Up(), Star(), Tiny(FromInt(1))}
	for i, g := range games {
		r := g.ReducedCanonicalForm()
		if rr := r.ReducedCanonicalForm(); rr != r {
			t.Errorf("RCF(RCF(%v)) = %v, want %v", g, rr, r)
		}
		if d := g.Sub(r); !d.IsInfinitesimal() {
			t.Errorf("%v - RCF = %v - %v = %v, not infinitesimal", g, g, r, d)
		}
		if i%5 == 0 {
			for _, e := range eps {
				if got := g.Add(e).ReducedCanonicalForm(); got != r {
					t.Errorf("RCF(%v + %v) = %v, want RCF(%v) = %v", g, e, got, g, r)
				}
			}
		}
	}
}

func TestReducedCanonicalFormCanceled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := MustParse("{3||2*|1*}").ReducedCanonicalFormContext(ctx); !errors.Is(err, context.Canceled) {
		t.Errorf("ReducedCanonicalFormContext(canceled) error = %v", err)
	}
}
