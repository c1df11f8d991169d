package endgame

import (
	"errors"
	"slices"
	"testing"

	"github.com/tedomari/tedomari/goregion"
)

// PositionFromRecord takes the position before move N as GNU Go's
// "loadsgf FILE N" does (the player of move N to move), counts the
// captures of the replay as prisoners, and keeps the markup of the node
// after the last move played. The record: on 5×5, Black surrounds the
// White stone at B4 and captures it with move 8 (B3); the last node marks
// D2 (a White stone) dead with MA and A1 as White territory (TW).
func TestPositionFromRecord(t *testing.T) {
	rec, err := goregion.ParseSGF("(;SZ[5]KM[0.5]TB[aa];B[ab];W[bb];B[ba];W[dd];B[cb];W[ee];B[bc];W[de];B[aa]MA[dd]TW[ae])")
	if err != nil {
		t.Fatal(err)
	}
	rules, err := goregion.RulesByName("no-suicide")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		before     int
		toPlay     goregion.Color
		moves      int
		black      int // prisoners taken by Black
		dead, terr []string
	}{
		// Before move 1: the root's TB[aa] on the empty A5 marks territory.
		{1, goregion.Black, 0, 0, nil, []string{"A5"}},
		// Before move 2: White (the player of move 2) to move.
		{2, goregion.White, 1, 0, nil, nil},
		// Before move 9: B3 (move 8) captured B4: one prisoner for Black.
		{9, goregion.Black, 8, 1, nil, nil},
		// After the last move: White to move, the last node's marks.
		{0, goregion.White, 9, 1, []string{"D2"}, []string{"A1"}},
	}
	for _, tt := range tests {
		rp, err := PositionFromRecord(rec, nil, rules, tt.before)
		if err != nil {
			t.Fatalf("PositionFromRecord(before %d): %v", tt.before, err)
		}
		var dead, terr []string
		for _, p := range rp.Marks.Dead {
			dead = append(dead, rp.Position.Board.Name(p))
		}
		for _, p := range rp.Marks.Territory {
			terr = append(terr, rp.Position.Board.Name(p))
		}
		if rp.ToPlay != tt.toPlay || rp.Moves != tt.moves || rp.Prisoners.Black != tt.black || rp.Prisoners.White != 0 ||
			!slices.Equal(dead, tt.dead) || !slices.Equal(terr, tt.terr) {
			t.Errorf("PositionFromRecord(before %d) = to play %v, moves %d, prisoners %+v, dead %v, territory %v; want %v, %d, {%d 0}, %v, %v",
				tt.before, rp.ToPlay, rp.Moves, rp.Prisoners, dead, terr, tt.toPlay, tt.moves, tt.black, tt.dead, tt.terr)
		}
	}
	for _, before := range []int{-1, 11} {
		if _, err := PositionFromRecord(rec, nil, rules, before); err == nil {
			t.Errorf("PositionFromRecord(before %d): no error", before)
		}
	}
	// An illegal move (a stone on an occupied point) is a *MoveError.
	bad, err := goregion.ParseSGF("(;SZ[5];B[aa];W[aa])")
	if err != nil {
		t.Fatal(err)
	}
	var me *goregion.MoveError
	if _, err := PositionFromRecord(bad, nil, rules, 0); !errors.As(err, &me) {
		t.Errorf("PositionFromRecord(occupied) error = %v, want a *goregion.MoveError", err)
	}
}
