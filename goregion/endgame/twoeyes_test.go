package endgame

import "testing"

// TestScoreWeakChainTwoEyes checks that the static score spares a chain
// whose two liberties are both its eyes (twoEyes): neither the weak
// chains' rule (a chain of at most two liberties none of which lies in
// its own area is taken as captured) nor the rules for enclosed groups
// (enclosed: eye space and room) take it. The root's pass-alive chains are
// immortal by Benson's algorithm; these diagrams mark White's stones
// ordinary so that the score meets them as it meets a chain the search
// has completed. Each case is a root diagram (top row first; X an
// immortal Black stone, O an immortal White one, o an ordinary White one;
// the whole board one region), read by hand:
//
//   - "two eyes": B1, D1 and A2-D2 (one chain), the eyes A1 and C1, each
//     touching White's chain only: pass-alive (Black can play in neither
//     eye while the other is there: suicide). With the chain left out
//     neither liberty is nearer to White, so the weak chains' rule took
//     it as captured, and so did the rule for groups without a frame
//     (eye space 2). Not taken; each of the two rules alone takes it.
//   - "two eyes, framed": the same with a White frame (the O column), so
//     the rule for framed groups applies instead. Not taken.
//   - "one eye": B1 and A2-C2, liberties A1 (an eye) and C1, which
//     touches Black's immortal D1: Black plays C1 (joined to D1, White in
//     atari) and then A1, capturing. Dead: taken.
func TestScoreWeakChainTwoEyes(t *testing.T) {
	tests := []struct {
		name, diagram string
		captured      bool
	}{
		{"two eyes", ".o.oX\nooooX\nXXXXX", false},
		{"two eyes, framed", ".o.oX..O\nooooX..O\nXXXXX..O", false},
		{"one eye", ".o.X\noooX\nXXXX", true},
	}
	for _, tc := range tests {
		got, with, taken := whiteTaken(t, tc.diagram)
		if got != tc.captured {
			t.Errorf("%s: White's stones taken as captured %v, want %v (scores %d with them, %d taken)\n%s", tc.name, got, tc.captured, with, taken, tc.diagram)
		}
	}
}
