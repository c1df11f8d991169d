package main

// Checks of the corridor command: every row is checked against values
// computed another way (the recursive families of Blom §6.2–6.3 in package
// chill, cooling by 1 in package cgt, and the region solver).

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/chill"
)

var corridorKeys = []string{"agrees", "board_agrees", "canonical", "chilled", "chilled_explicit",
	"d", "explicit", "formula", "formula_explicit", "gold"}

func TestCorridorCommand(t *testing.T) {
	one := cgt.DyadicFromInt(1)
	for _, gold := range []int{0, 1, 3} {
		args := []string{"corridor", "--length", "30"}
		if gold > 0 {
			args = append(args, "--gold", strconv.Itoa(gold))
		}
		recs := runJSON(t, "", args...)
		if len(recs) != 31 {
			t.Fatalf("%s: %d rows, want 31", strings.Join(args, " "), len(recs))
		}
		for d, r := range recs {
			if keys := jsonKeys(r); !slices.Equal(keys, corridorKeys) {
				t.Fatalf("corridor row keys %v, want %v (FORMATS.md §4)", keys, corridorKeys)
			}
			if r["d"] != float64(d) || r["gold"] != float64(gold) {
				t.Errorf("row %d: d = %v, gold = %v", d, r["d"], r["gold"])
			}
			g := cgt.MustParse(r["canonical"].(string))
			if want := chill.GoldCorridor(gold, d); g != want {
				t.Errorf("Corr_%d(%d): canonical %v, want %v", gold, d, g, want)
			}
			if e := cgt.MustParse(r["explicit"].(string)); e != g {
				t.Errorf("Corr_%d(%d): explicit %v != canonical %v", gold, d, e, g)
			}
			f := cgt.MustParse(r["chilled"].(string))
			if c := g.Cool(one); f != c {
				t.Errorf("Corr_%d(%d): chilled %v, cooled by 1 %v (Lemma 6.11)", gold, d, f, c)
			}
			if fx := cgt.MustParse(r["chilled_explicit"].(string)); fx != f {
				t.Errorf("Corr_%d(%d): chilled_explicit %v != chilled %v", gold, d, fx, f)
			}
			formula := cgt.MustParse(r["formula"].(string))
			if fe := cgt.MustParse(r["formula_explicit"].(string)); fe != formula {
				t.Errorf("Corr_%d(%d): formula_explicit %v != formula %v", gold, d, fe, formula)
			}
			if formula != f || r["agrees"] != true {
				t.Errorf("Corr_%d(%d): formula %v, chilled %v, agrees %v (Theorems 6.1, 6.3)", gold, d, formula, f, r["agrees"])
			}
			if r["board_agrees"] != nil {
				t.Errorf("Corr_%d(%d): board_agrees %v without --board, want null", gold, d, r["board_agrees"])
			}
		}
	}
}

func TestCorridorBoard(t *testing.T) {
	recs := runJSON(t, "", "corridor", "--length", "8", "--gold", "2", "--board", "--board-max", "6")
	for d, r := range recs {
		switch {
		case d <= 6 && r["board_agrees"] != true:
			t.Errorf("Corr_2(%d): board_agrees %v, want true (the solver agrees with §6.3)", d, r["board_agrees"])
		case d > 6 && r["board_agrees"] != nil:
			t.Errorf("Corr_2(%d): board_agrees %v beyond --board-max, want null", d, r["board_agrees"])
		}
	}
	// A node limit too small for the long corridors: the rows solved are a
	// prefix, and once one row exceeds the limit the longer ones are not
	// tried.
	recs = runJSON(t, "", "corridor", "--length", "12", "--board", "--board-nodes", "50")
	unsolved := false
	for d, r := range recs {
		if r["board_agrees"] == nil {
			unsolved = true
		} else if unsolved || r["board_agrees"] != true {
			t.Errorf("Corr(%d) at 50 nodes: board_agrees %v after an unsolved row", d, r["board_agrees"])
		}
	}
	if !unsolved {
		t.Errorf("corridor --length 12 --board-nodes 50: every row solved, want the long ones unsolved")
	}
}

func TestCorridorBadFlags(t *testing.T) {
	for _, args := range [][]string{
		{"corridor", "--length", "-1"},
		{"corridor", "--length", "3", "--gold", "-2"},
		{"corridor"},
	} {
		if _, _, code := runCLI(args, ""); code == 0 {
			t.Errorf("tedomari %s: exit 0, want an error", strings.Join(args, " "))
		}
	}
}
