package endgame

import (
	"context"
	"testing"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/goregion"
)

// TestEstimateEyeShapeRoot checks the eye-shape rule in the estimate: a
// White wall around a straight or bent three, walled in by Black's
// immortal stones, is unsettled at the region's root (whoever takes the
// vital point decides its life), so with the rule on the suggested move
// is the vital point for either player to move (the move that decides
// the group's life: TestEyeVerdictsSound checks it with the reference
// search); with the rule off the estimate passes. (The solver's exact
// analysis of these regions, with no frame on White's side, takes
// minutes: it is cut at 1,000 positions, and the region estimated.)
func TestEstimateEyeShapeRoot(t *testing.T) {
	defer func(on bool) { useEyeShapes = on }(useEyeShapes)
	for _, s := range killableShapes[:2] {
		cells, v := drawingCells(s.drawing)
		pos := egDiagram(t, eyeDiagram(cells, 0, nil))
		vital := ""
		for p := range pos.Colors {
			if isCell(pos, p, cells[v]) {
				vital = pos.Board.Name(p)
			}
		}
		for _, on := range []bool{true, false} {
			useEyeShapes = on
			for _, c := range []goregion.Color{goregion.Black, goregion.White} {
				a, err := Analyze(context.Background(), pos, c, Prisoners{}, cgt.Dyadic{}, Safety{}, Options{NoKoAnalysis: true, MaxNodes: 1_000})
				if err != nil {
					t.Fatal(err)
				}
				sg, err := unresolvedCopy(a).Suggest(context.Background(), EstimateOptions{})
				if err != nil {
					t.Fatal(err)
				}
				got := "pass"
				if !sg.Pass {
					got = sg.Move.Name
				}
				if on && got != vital {
					t.Errorf("%s, %v to play, rule on: suggested %s, want %s", s.name, c, got, vital)
				}
				if !on && got == vital {
					t.Errorf("%s, %v to play, rule off: suggested the vital point %s (the rule is not what finds it)", s.name, c, got)
				}
			}
		}
	}
}
