package report

import (
	"context"
	"fmt"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/chill"
	"github.com/tedomari/tedomari/examples"
	"github.com/tedomari/tedomari/goregion"
	"github.com/tedomari/tedomari/goregion/solve"
)

// Example is one row of the examples command (FORMATS.md §4: name,
// expected, computed, agrees; the other fields extend the contract).
type Example struct {
	Name            string `json:"name"`
	Section         string `json:"section"`
	Expected        string `json:"expected"`
	Computed        string `json:"computed"`
	ExpectedChilled string `json:"expected_chilled"`
	Chilled         string `json:"chilled"`
	Agrees          bool   `json:"agrees"`
	Error           string `json:"error,omitempty"` // why the example could not be solved
	Skipped         bool   `json:"-"`               // slow and not asked for: table only
}

// RunExample solves the diagram of e within maxNodes positions (0: no
// limit) and compares its value and chilled value with e's header.
func RunExample(ctx context.Context, e examples.Example, maxNodes int) Example {
	r := Example{Name: e.Name, Section: e.Section, Expected: e.Value, ExpectedChilled: e.Chilled}
	want, err := cgt.Parse(e.Value)
	if err != nil {
		r.Error = fmt.Sprintf("%s: value: %v", e.File, err)
		return r
	}
	wantChilled, err := cgt.Parse(e.Chilled)
	if err != nil {
		r.Error = fmt.Sprintf("%s: chilled: %v", e.File, err)
		return r
	}
	// The expected values in the notation of the computed ones (the
	// header's "4+Tiny(2)" is printed "4Tiny(2)").
	r.Expected, r.ExpectedChilled = want.String(), wantChilled.String()
	pos, err := goregion.ParseDiagram(e.Diagram)
	if err != nil {
		r.Error = fmt.Sprintf("%s: %v", e.File, err)
		return r
	}
	sol, err := solve.Solve(ctx, pos, solve.Options{MaxNodes: maxNodes})
	if err != nil {
		r.Error = fmt.Sprintf("%s: %v", e.File, err)
		return r
	}
	f := chill.Chill(sol.Value)
	r.Computed, r.Chilled = sol.Value.String(), f.String()
	r.Agrees = sol.Value == want && f == wantChilled
	return r
}
