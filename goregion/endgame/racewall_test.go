package endgame

import "testing"

// TestScoreRacesWall checks that the static score does not take as
// captured an enclosed group touching a wall short of liberties
// (estimator.racesWall). Root diagrams as in TestScoreBoundaryRoom
// (8 wide; the top row is White's immortal frame, so White has a frame
// in the region; the bottom, left and right are Black's), read by hand:
//
//   - "race": Black's ordinary wall B5-F5 is squeezed between White's
//     frame and White's C4-D4: its liberties are B4, E4 and F4, three;
//     White's C4-D4 has four (B4, E4, C3, D3). Eye space C3 D3 (nearer
//     to White), contested points B4 E4 next to it: 2 + 2, fewer than
//     boundaryRoom, so without the rule the boundary case took C4-D4 as
//     captured (scores 12 and 12); but the two are in a capturing race
//     in which the wall is the one shorter of liberties (White to move
//     takes it: F4, then B4 puts it in atari at E4 while C4-D4 keeps
//     three), which the static score cannot settle. Not taken.
//   - "race, three stones": the same with White's D3 added (five
//     liberties B4 E4 C3 E3 D2; a chain of four liberties or fewer
//     could be read by the clump reading instead). Not taken.
//   - "wall with four liberties": G5 empty, so the wall has four
//     liberties (G5 too), as many as the group: no shorter. Taken, as
//     before.
func TestScoreRacesWall(t *testing.T) {
	tests := []struct {
		name, diagram string
		captured      bool
	}{
		{"race", "OOOOOOOO\nOxxxxxOO\nX.oo..XX\nX.....XX\nXXXXXXXX", false},
		{"race, three stones", "OOOOOOOO\nOxxxxxOO\nX.oo..XX\nX..o..XX\nX.....XX\nXXXXXXXX", false},
		{"wall with four liberties", "OOOOOOOO\nOxxxxx.O\nX.oo..XX\nX.....XX\nXXXXXXXX", true},
	}
	for _, tc := range tests {
		got, with, taken := whiteTaken(t, tc.diagram)
		if got != tc.captured {
			t.Errorf("%s: White's stones taken as captured %v, want %v (scores %d with them, %d taken)\n%s", tc.name, got, tc.captured, with, taken, tc.diagram)
		}
	}
}
