package main

import (
	"testing"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/examples"
)

// TestExamplesCommand runs `tedomari examples --json` and checks each row
// against the header of its file, whose values come from the thesis.
func TestExamplesCommand(t *testing.T) {
	exs, err := examples.Load()
	if err != nil {
		t.Fatal(err)
	}
	byName := map[string]examples.Example{}
	fast := 0
	for _, e := range exs {
		byName[e.Name] = e
		if !e.Slow {
			fast++
		}
	}
	recs := runJSON(t, "", "examples")
	if len(recs) != fast {
		t.Errorf("examples: %d rows, want %d (the examples not marked slow)", len(recs), fast)
	}
	for _, r := range recs {
		name, _ := r["name"].(string)
		e, ok := byName[name]
		if !ok {
			t.Errorf("examples: row for unknown example %q", name)
			continue
		}
		// The expected values are printed in the notation of the computed
		// ones (issue 11, item 13: not "4+Tiny(2)" beside "4Tiny(2)").
		want := cgt.MustParse(e.Value)
		if r["agrees"] != true || r["expected"] != want.String() {
			t.Errorf("%s: expected %v, computed %v, agrees %v; want agreement with %q = %v (Blom §%s)",
				name, r["expected"], r["computed"], r["agrees"], e.Value, want, e.Section)
		}
		if got, want := r["expected_chilled"], cgt.MustParse(e.Chilled).String(); got != want || r["chilled"] != want {
			t.Errorf("%s: expected chilled %v, chilled %v; want both %v", name, got, r["chilled"], want)
		}
		if got, want := cgt.MustParse(r["computed"].(string)), cgt.MustParse(e.Value); got != want {
			t.Errorf("%s: computed %v, want %v", name, got, want)
		}
	}
}

func TestExamplesUnknownName(t *testing.T) {
	if _, _, code := runCLI([]string{"examples", "no-such-example"}, ""); code == 0 {
		t.Errorf("tedomari examples no-such-example: exit 0, want an error")
	}
}
