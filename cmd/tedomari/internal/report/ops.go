package report

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/tedomari/tedomari/cgt"
)

// Issue 16: the operations of CGSuite in the value record, and values too
// big to print.

// TextPolicy chooses how game values are written: the conventional text,
// or the shared form of cgt.Game.SharedString ("a := {…}; {a|…}"), which
// stays linear in the number of positions where the conventional text
// can be exponential.
type TextPolicy struct {
	Form         string // "auto" (the default), "conventional" or "shared"
	MaxText      int64  // auto: the longest conventional text written; longer values are written shared
	MaxPositions int    // incentives are computed for at most this many positions (0: no limit)
}

// DefaultTextPolicy is the policy of the CLI flags' defaults; the records
// built without a policy (ValueOf, ValueContext, ValueExtContext) use it.
var DefaultTextPolicy = TextPolicy{Form: "auto", MaxText: 1 << 20, MaxPositions: 500}

// Text returns g written as tp says. The conventional text is built only
// when it is written: its length is computed on the canonical form first.
func (tp TextPolicy) Text(ctx context.Context, g cgt.Game) (string, error) {
	switch {
	case tp.Form == "conventional":
		return g.StringContext(ctx)
	case tp.Form == "shared" || int64(g.ConventionalLen()) > tp.MaxText:
		return g.SharedStringContext(ctx)
	}
	return g.StringContext(ctx)
}

// Ops holds the fields of issue 16 in the record of value, cool, chill
// and warm (README, "Additions to FORMATS.md"). Games are written as the
// TextPolicy says; numbers are strings in lowest terms.
type Ops struct {
	// IncentivesError is null, or why incentives is null: the canonical
	// form has more positions than the policy's MaxPositions.
	IncentivesError *string `json:"incentives_error"`
	// AtomicWeight is AW(G) (CGSuite's AtomicWeight), or null when there
	// is none; AtomicWeightError then says why ("not atomic", as CGSuite
	// reports a game that is not atomic, infinitesimal or not).
	AtomicWeight      *string `json:"atomic_weight"`
	AtomicWeightError *string `json:"atomic_weight_error"`
	// RCF is the reduced canonical form (CGSuite's ReducedCanonicalForm).
	RCF string `json:"rcf"`
	// ConfusionInterval is [RS(G), LS(G)]: the numbers G is confused
	// with or equal to lie in it.
	ConfusionInterval [2]string `json:"confusion_interval"`
	// StopCount is CGSuite's StopCount, an exact JSON integer.
	StopCount *big.Int `json:"stop_count"`
	// Tempered is "even", "odd" or "neither".
	Tempered string `json:"tempered"`
}

// incentiveTexts returns the undominated incentives of g written as tp
// says, or nil and the reason they were not computed.
func incentiveTexts(ctx context.Context, g cgt.Game, tp TextPolicy) ([]string, *string, error) {
	if tp.MaxPositions > 0 && positionsOver(g, tp.MaxPositions) {
		why := fmt.Sprintf("not computed: the canonical form has more than %d positions (--incentives-max-positions)", tp.MaxPositions)
		return nil, &why, nil
	}
	inc, err := g.UndominatedIncentives(ctx)
	if err != nil {
		return nil, nil, err
	}
	texts := []string{}
	for _, x := range inc {
		s, err := tp.Text(ctx, x)
		if err != nil {
			return nil, nil, err
		}
		texts = append(texts, s)
	}
	return texts, nil, nil
}

// positionsOver reports whether the canonical form of g has more than
// limit positions, counting each number as one (a number's options are
// never expanded: the integer 10^20 has 10^20 + 1 followers). It stops
// counting past limit.
func positionsOver(g cgt.Game, limit int) bool {
	seen := map[cgt.Game]bool{g: true}
	stack := []cgt.Game{g}
	for len(stack) > 0 {
		h := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if h.IsNumber() {
			continue
		}
		for _, o := range append(h.Left(), h.Right()...) {
			if !seen[o] {
				if seen[o] = true; len(seen) > limit {
					return true
				}
				stack = append(stack, o)
			}
		}
	}
	return false
}

// opsFields returns the fields of issue 16 for g, with r.IncentivesError
// kept.
func opsFields(ctx context.Context, g cgt.Game, tp TextPolicy, r Ops) (Ops, error) {
	aw, err := g.AtomicWeightContext(ctx)
	switch {
	case errors.Is(err, cgt.ErrNotAtomic):
		why := "not atomic"
		r.AtomicWeightError = &why
	case err != nil:
		return Ops{}, err
	default:
		s, err := tp.Text(ctx, aw)
		if err != nil {
			return Ops{}, err
		}
		r.AtomicWeight = &s
	}
	rcf, err := g.ReducedCanonicalFormContext(ctx)
	if err != nil {
		return Ops{}, err
	}
	if r.RCF, err = tp.Text(ctx, rcf); err != nil {
		return Ops{}, err
	}
	lo, hi := g.ConfusionInterval()
	r.ConfusionInterval = [2]string{lo.String(), hi.String()}
	r.StopCount = g.StopCount()
	r.Tempered = g.Tempering().String()
	return r, nil
}
