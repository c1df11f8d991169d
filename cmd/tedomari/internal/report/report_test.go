package report

import (
	"context"
	"net/url"
	"strings"
	"testing"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/goregion"
	"github.com/tedomari/tedomari/goregion/solve"
)

// TestDerivation checks every step of the derivation against Chill and
// the closed forms of Theorems 6.1 and 6.3.
func TestDerivation(t *testing.T) {
	for gold := 0; gold <= 3; gold++ {
		steps, err := Derivation(gold, 12)
		if err != nil {
			t.Fatal(err)
		}
		for _, st := range steps {
			if !st.Agrees {
				t.Errorf("gold %d d %d: {%s | %s} = %s, chilled %s, formula %s", gold, st.D, st.Left, st.Right, st.Value, st.Chilled, st.Formula)
			}
		}
	}
	steps, _ := Derivation(0, 3)
	if got := steps[2].Rule; got != "the simplest number between 1 and 3/2" {
		t.Errorf("Corr(3): %q, want the simplest number between 1 and 3/2 (Theorem 6.1: 5/4)", got)
	}
}

// TestPlayValues walks one move down from each first move of a region:
// the value of the position reached plus the prisoners is the move's value
// when no ko arises (the definition of a move's value, FORMATS.md §3).
func TestPlayValues(t *testing.T) {
	for _, diagram := range []string{
		"XXXX\nX..O\nXXXX",       // Blom §4.1
		"XXXO\nXo.O\nXXXO",       // a short corridor: {2|0}
		"XXXXXO\nXoo..O\nXXXXXO", // gold, two stones
		"o..O\noXXO\nXX",         // the gold corner
	} {
		pos, err := goregion.ParseDiagram(diagram)
		if err != nil {
			t.Fatal(err)
		}
		sol, err := solve.Solve(context.Background(), pos, solve.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if sol.KoSensitive {
			t.Fatalf("%s: ko sensitive; the check needs a region without ko", diagram)
		}
		for _, side := range []struct {
			c     string
			moves []solve.Option
		}{{"B", sol.LeftMoves}, {"W", sol.RightMoves}} {
			for _, o := range side.moves {
				p, err := Play(pos, []string{side.c + ":" + o.Name})
				if err != nil {
					t.Fatalf("%s %s:%s: %v", diagram, side.c, o.Name, err)
				}
				child, err := goregion.ParseDiagram(p.Diagram)
				if err != nil {
					t.Fatal(err)
				}
				cs, err := solve.Solve(context.Background(), child, solve.Options{})
				if err != nil {
					t.Fatal(err)
				}
				v := cgt.MustParse(p.Prisoners)
				if got := cs.Value.Add(v); got != o.Value {
					t.Errorf("%s: %s %s leads to %s + %s = %s, the solver says %s", diagram, side.c, o.Name, cs.Value, p.Prisoners, got, o.Value)
				}
			}
		}
	}
}

// TestPlayIllegal checks the local rules' refusals.
func TestPlayIllegal(t *testing.T) {
	pos, _ := goregion.ParseDiagram("#XO#\nX.xO\n#XO#")
	if _, err := Play(pos, []string{"W:B2", "B:C2"}); err == nil || !strings.Contains(err.Error(), "superko") {
		t.Errorf("retaking the ko: %v, want a superko refusal", err)
	}
	pos, _ = goregion.ParseDiagram("XXXX\nX..O\nXXXX")
	if _, err := Play(pos, []string{"B:C2", "W:B2"}); err == nil {
		t.Error("White's single-stone suicide at B2 was allowed")
	}
	if _, err := Play(pos, []string{"B:C2", "B:C2"}); err == nil || !strings.Contains(err.Error(), "occupied") {
		t.Errorf("playing on a stone: %v", err)
	}
}

// TestCallLimits checks the input limit and the unknown call.
func TestCallLimits(t *testing.T) {
	lim := DefaultLimits()
	lim.MaxInput = 10
	_, err := Call(context.Background(), "value", url.Values{"expr": {strings.Repeat("1+", 10) + "1"}}, "", lim)
	if e, ok := err.(*Error); !ok || e.Status != 413 {
		t.Errorf("long input: %v, want a 413", err)
	}
	_, err = Call(context.Background(), "nosuch", nil, "", lim)
	if e, ok := err.(*Error); !ok || e.Status != 404 {
		t.Errorf("unknown call: %v, want a 404", err)
	}
}
