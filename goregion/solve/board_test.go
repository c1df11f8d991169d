package solve_test

// Checks against the region solver: the Go diagrams of the corridors and of
// the thesis's worked examples, solved by goregion, against the abstract
// families, the closed forms, cooling by 1 and warming.

import (
	"context"
	"testing"
	"time"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/chill"
	"github.com/tedomari/tedomari/examples"
	"github.com/tedomari/tedomari/goregion"
	"github.com/tedomari/tedomari/goregion/solve"
)

// boardMax is the longest corridor solved on the board here, for each
// number of gold stones (all of them together take about two seconds;
// -short stops at s + d = 6). The solver handles about 13 within 200000
// positions, and `tedomari corridor --board` goes that far.
const boardMax = 12

func solveDiagramOf(t *testing.T, diagram string) *solve.Solution {
	t.Helper()
	pos, err := goregion.ParseDiagram(diagram)
	if err != nil {
		t.Fatalf("ParseDiagram(%q): %v", diagram, err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	sol, err := solve.Solve(ctx, pos, solve.Options{})
	if err != nil {
		t.Fatalf("Solve(%q): %v", diagram, err)
	}
	return sol
}

// checkGoValue checks the theorems of §6.4 on the solved value of a region:
// Lemma 6.11, Theorem 6.12, and that the parity of the value is the
// parity of the position (Definition 6.4; a fresh region has no
// prisoners).
func checkGoValue(t *testing.T, name string, sol *solve.Solution) {
	t.Helper()
	g := sol.Value
	if f, c := chill.Chill(g), g.Cool(cgt.DyadicFromInt(1)); f != c {
		t.Errorf("%s: Chill(%v) = %v, Cool(1) = %v; want equal (Lemma 6.11)", name, g, f, c)
	}
	w := chill.Warm(chill.Chill(g))
	if w != g && w != g.Add(cgt.Star()) {
		t.Errorf("%s: Warm(Chill(%v)) = %v, want G or G+* (Theorem 6.12)", name, g, w)
	}
	p, ok := chill.ValueParity(g)
	if want := sol.Parity; !ok || p != want {
		t.Errorf("%s: ValueParity(%v) = %v, %v; the position is %s (Definition 6.4)", name, g, p, ok, want)
	}
}

// TestCorridorBoards solves the Go diagrams of Corr_s(d) for s = 0…4 and
// d = 0…boardMax and compares them with the abstract family and, chilled,
// with Theorems 6.1 and 6.3.
func TestCorridorBoards(t *testing.T) {
	for s := 0; s <= 4; s++ {
		for d := 0; d <= boardMax; d++ {
			if testing.Short() && s+d > 6 {
				continue
			}
			sol := solveDiagramOf(t, chill.GoldCorridorDiagram(s, d))
			if want := chill.GoldCorridor(s, d); sol.Value != want {
				t.Errorf("board Corr_%d(%d) = %v, want %v", s, d, sol.Value, want)
			}
			want := chill.GoldCorridorFormula(s, d)
			if s == 0 {
				want = chill.CorridorFormula(d)
			}
			if got := chill.Chill(sol.Value); got != want {
				t.Errorf("Chill(board Corr_%d(%d)) = %v, want %v (Theorems 6.1, 6.3)", s, d, got, want)
			}
			checkGoValue(t, chill.GoldCorridorDiagram(s, d), sol)
		}
	}
}

// TestThesisExamples solves every diagram of examples/thesis and compares
// it with the values in its header, which come from the thesis.
func TestThesisExamples(t *testing.T) {
	exs, err := examples.Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range exs {
		t.Run(e.Name, func(t *testing.T) {
			if e.Slow {
				t.Skipf("%s: marked slow: beyond the region solver in a few seconds", e.File)
			}
			sol := solveDiagramOf(t, e.Diagram)
			if want := cgt.MustParse(e.Value); sol.Value != want {
				t.Errorf("%s: solved %v, want %v (Blom §%s)", e.File, sol.Value, want, e.Section)
			}
			if got, want := chill.Chill(sol.Value), cgt.MustParse(e.Chilled); got != want {
				t.Errorf("%s: chilled %v, want %v (Blom §%s)", e.File, got, want, e.Section)
			}
			checkGoValue(t, e.File, sol)
		})
	}
}
