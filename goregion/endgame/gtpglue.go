package endgame

import "github.com/tedomari/tedomari/goregion"

// Moves returns every local move of player c in the region that the solver
// found (its options, legal under the local rules), each with its value
// and incentive, in the solver's order; nil for settled territory and for
// an unresolved region, which have no solved options. The GTP engine labels
// the board with them (tedomari-move_values).
func (r *RegionAnalysis) Moves(c goregion.Color) []Move {
	if r.sol == nil {
		return nil
	}
	os := r.sol.LeftMoves
	if c == goregion.White {
		os = r.sol.RightMoves
	}
	kind := moveKind(r.Value, c)
	out := make([]Move, 0, len(os))
	for _, o := range os {
		out = append(out, r.newMove(o, kind))
	}
	return out
}
