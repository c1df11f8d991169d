package solve

import (
	"context"
	"errors"
	"math/rand"
	"slices"
	"testing"

	"github.com/tedomari/tedomari/goregion"
)

// sameSolution reports how got (Again) differs from want (Solve of the
// same position): "" when the value, the parity, the parts and the first
// moves with their values and marks are the same.
func sameSolution(got, want *Solution) string {
	switch {
	case got.Value != want.Value:
		return "value " + show(got.Value) + ", Solve " + show(want.Value)
	case got.Parity != want.Parity:
		return "parity differs"
	case !slices.EqualFunc(got.Parts, want.Parts, func(a, b Part) bool { return a.Value == b.Value && slices.Equal(a.Points, b.Points) }):
		return "parts differ"
	case !slices.Equal(got.LeftMoves, want.LeftMoves):
		return "Black's first moves differ"
	case !slices.Equal(got.RightMoves, want.RightMoves):
		return "White's first moves differ"
	}
	return ""
}

// TestAgain plays random lines in random regions (grids and graphs, both
// readings of superko) and checks, after each move, that Again with the
// tables of the first solve returns what Solve of the new position returns
// (the Claim in again.go), and that the tables save work: Again explores
// fewer positions in all than the fresh solves.
func TestAgain(t *testing.T) {
	rng := rand.New(rand.NewSource(12))
	count := trials(20, 150, 1000)
	ctx := context.Background()
	checked, againNodes, freshNodes, ko := 0, 0, 0, 0
	for i := range count {
		var pos *goregion.Position
		if i%4 == 3 {
			pos = randomGraphRegion(rng, 4+rng.Intn(4))
		} else {
			pos = mustDiagram(t, randomRegionBox(rng, 8, 6))
		}
		if _, n := goregion.Clear(pos, goregion.Black); n > 0 {
			continue // a group without liberties, which the random graphs may hold
		}
		if _, n := goregion.Clear(pos, goregion.White); n > 0 {
			continue
		}
		whole := i%3 == 2
		sol, err := Solve(ctx, pos, Options{KeepTables: true, WholeLine: whole, MaxNodes: 20_000})
		if errors.Is(err, ErrNodeLimit) || errors.Is(err, ErrTooLarge) {
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		if !sol.KeepsTables() {
			t.Fatalf("region %d: KeepTables set, the solution keeps no tables", i)
		}
		for step := 0; step < 12; step++ {
			os := append(slices.Clone(sol.LeftMoves), sol.RightMoves...)
			if len(os) == 0 {
				break
			}
			o := os[rng.Intn(len(os))]
			next, _, _, ok := refPlay(pos, o.Point, o.Player)
			if !ok {
				t.Fatalf("region %d: first move %s of %v is illegal in\n%s", i, o.Name, o.Player, pos)
			}
			again, err := sol.Again(ctx, next, Options{KeepTables: true, WholeLine: whole})
			if err != nil {
				t.Fatal(err)
			}
			fresh := mustSolve(t, next, Options{WholeLine: whole})
			if d := sameSolution(again, fresh); d != "" {
				t.Fatalf("region %d (whole line %v) after %d moves, %v %s:\n%s\nAgain: %s", i, whole, step+1, o.Player, o.Name, next, d)
			}
			if fresh.KoSensitive {
				ko++
			}
			checked++
			againNodes += again.Nodes
			freshNodes += fresh.Nodes
			pos, sol = next, again
		}
		sol.Release()
	}
	if checked < count {
		t.Errorf("only %d positions checked", checked)
	}
	if againNodes >= freshNodes {
		t.Errorf("Again explored %d positions, the fresh solves %d: the tables saved nothing", againNodes, freshNodes)
	}
	t.Logf("%d positions (%d ko-sensitive); Again explored %d positions, Solve %d", checked, ko, againNodes, freshNodes)
}

// TestAgainFallback checks that Again solves afresh, with the same answer,
// when it cannot use the tables: released, dropped after a limit was
// reached, or kept for another region.
func TestAgainFallback(t *testing.T) {
	ctx := context.Background()
	// A corridor of four points in a Black wall, opened to White at its end.
	pos := mustDiagram(t, "XXXXXX\nX....O\nXXXXXX")
	want := mustSolve(t, pos, Options{})

	sol := mustSolve(t, pos, Options{KeepTables: true})
	sol.Release()
	if sol.KeepsTables() {
		t.Error("after Release, KeepsTables reports true")
	}
	got, err := sol.Again(ctx, pos, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if d := sameSolution(got, want); d != "" {
		t.Errorf("Again after Release: %s", d)
	}

	// Tables of the corridor with a Black stone in its second point have
	// never met the empty corridor.
	filled, _, _, _ := refPlay(pos, want.LeftMoves[1].Point, goregion.Black)
	sol = mustSolve(t, filled, Options{KeepTables: true})
	if _, err := sol.Again(ctx, pos, Options{MaxNodes: 1}); !errors.Is(err, ErrNodeLimit) {
		t.Fatalf("Again with MaxNodes 1: error %v, want ErrNodeLimit", err)
	}
	if sol.KeepsTables() {
		t.Error("after a limit was reached, KeepsTables reports true")
	}
	if got, err = sol.Again(ctx, pos, Options{}); err != nil {
		t.Fatal(err)
	}
	if d := sameSolution(got, want); d != "" {
		t.Errorf("Again after a limit: %s", d)
	}

	sol = mustSolve(t, pos, Options{KeepTables: true})
	other := mustDiagram(t, "XXXXXX\nX....X\nXXXXXX")
	if got, err = sol.Again(ctx, other, Options{}); err != nil {
		t.Fatal(err)
	}
	if d := sameSolution(got, mustSolve(t, other, Options{})); d != "" {
		t.Errorf("Again on another region: %s", d)
	}
}
