package report

import (
	"context"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/chill"
	"github.com/tedomari/tedomari/goregion"
	"github.com/tedomari/tedomari/goregion/solve"
)

// Corridor is one row of the corridor command (FORMATS.md §4).
type Corridor struct {
	D               int    `json:"d"`
	Gold            int    `json:"gold"`
	Canonical       string `json:"canonical"`
	Explicit        string `json:"explicit"`
	Chilled         string `json:"chilled"`
	ChilledExplicit string `json:"chilled_explicit"`
	Formula         string `json:"formula"`
	FormulaExplicit string `json:"formula_explicit"`
	Agrees          bool   `json:"agrees"`
	BoardAgrees     *bool  `json:"board_agrees"` // null where the board was not solved
}

// CorridorRow returns the row of Corr_gold(d) without its board field
// (BoardAgrees is nil), stopping with the context's error when ctx is
// done. Without gold the formula is Theorem 6.1's, with gold Theorem
// 6.3's. It also returns the canonical value, for a caller that compares it
// with the board's.
func CorridorRow(ctx context.Context, gold, d int) (Corridor, cgt.Game, error) {
	g := chill.GoldCorridor(gold, d)
	f, err := chill.ChillContext(ctx, g)
	if err != nil {
		return Corridor{}, cgt.Game{}, err
	}
	formula := chill.GoldCorridorFormula(gold, d)
	if gold == 0 {
		formula = chill.CorridorFormula(d)
	}
	return Corridor{
		D: d, Gold: gold,
		Canonical: g.String(), Explicit: ExplicitText(g),
		Chilled: f.String(), ChilledExplicit: ExplicitText(f),
		Formula: formula.String(), FormulaExplicit: ExplicitText(formula),
		Agrees: f == formula,
	}, g, nil
}

// SolveCorridor solves the Go diagram of Corr_s(d) within maxNodes
// positions (0: no limit) and returns its value.
func SolveCorridor(ctx context.Context, s, d, maxNodes int) (cgt.Game, error) {
	pos, err := goregion.ParseDiagram(chill.GoldCorridorDiagram(s, d))
	if err != nil {
		return cgt.Game{}, err
	}
	sol, err := solve.Solve(ctx, pos, solve.Options{MaxNodes: maxNodes})
	if err != nil {
		return cgt.Game{}, err
	}
	return sol.Value, nil
}
