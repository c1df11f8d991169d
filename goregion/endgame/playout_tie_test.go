package endgame

import (
	"context"
	"testing"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/goregion"
)

// TestEstimateTie: estimateTie holds only for the moves of one region and
// one player with the same stop after the move, the same gain and the
// same heat.
func TestEstimateTie(t *testing.T) {
	n := func(v int64) cgt.Game { return cgt.FromInt(v) }
	sw := cgt.New([]cgt.Game{n(4)}, []cgt.Game{n(0)}) // {4|0}: stops 4 and 0
	d := func(v int64) cgt.Dyadic { return cgt.NewDyadic(v, 0) }
	base := Move{Player: goregion.Black, Region: "A", Value: n(0), Gain: d(2), Temperature: d(2)}
	cases := []struct {
		name string
		b    func(Move) Move
		want bool
	}{
		{"the same keys, another point", func(m Move) Move { m.Point, m.Name = 7, "G9"; return m }, true},
		{"another value, same stop (Black: the right stop)", func(m Move) Move { m.Value = cgt.New([]cgt.Game{n(3)}, []cgt.Game{n(0)}); return m }, true},
		{"another region", func(m Move) Move { m.Region = "B"; return m }, false},
		{"the other player", func(m Move) Move { m.Player = goregion.White; return m }, false},
		{"another gain", func(m Move) Move { m.Gain = d(1); return m }, false},
		{"another heat", func(m Move) Move { m.Temperature = d(3); return m }, false},
		{"another stop", func(m Move) Move { m.Value = n(1); return m }, false},
	}
	for _, c := range cases {
		if got := estimateTie(base, c.b(base)); got != c.want {
			t.Errorf("%s: estimateTie %v, want %v", c.name, got, c.want)
		}
	}
	// White's stop is the left stop after its move: {4|0} and 4 tie, {4|0}
	// and 0 do not.
	w := base
	w.Player, w.Value = goregion.White, sw
	w4, w0 := w, w
	w4.Value, w0.Value = n(4), n(0)
	if !estimateTie(w, w4) || estimateTie(w, w0) {
		t.Errorf("White's stop: {4|0} against 4 %v (want true), against 0 %v (want false)", estimateTie(w, w4), estimateTie(w, w0))
	}
}

// TestPlayoutsBreakTies: gnugo-13_3 before move 73, Black to play, one
// estimated region of 55 points (37 empty) searched 3 plies deep. Every
// line of the tree ends in the same few numbers, and Black's F9, G9, J2
// and F6 all have the stop -6 and the gain 2: the estimate cannot tell
// them apart, and its last resorts put F9 first. F9 pushes against
// White's E10-F10 from below, where Black's E9 and F8 already face it;
// G9 reaches into the gap between White's E10-F10 and H10-J9, where the
// boundary is still open (G10, H9). GNU Go values G9 well above F9 (its
// top_moves here: F7 2.30, G9 2.13, J3 1.99, H8 1.50, …, F9 0.19), and
// so does the judge (TestJudgeRecords of package gtp: GNU Go
// finishing the game from each move, seeds 1-3, G9 scores +0.50 for Black
// as GNU Go's own F7 does, F9 -1.17). The playouts' means are G9 157/16,
// F9 371/64 (no candidate is clearly better than F9, so only the tie
// rule moves it): with the rule the move is G9, without it F9.
func TestPlayoutsBreakTies(t *testing.T) {
	rules, _ := goregion.RulesByName("no-suicide")
	rp := recordPositionAt(t, "gnugo-13_3.sgf", 73)
	a := analyzeRecordPosition(t, rp, rules)
	suggest := func(ties bool) *Suggestion {
		t.Helper()
		defer func(old bool) { tieByPlayouts = old }(tieByPlayouts)
		tieByPlayouts = ties
		s, err := a.Suggest(context.Background(), EstimateOptions{})
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	on, off := suggest(true), suggest(false)
	if off.Move.Name != "F9" || off.Playout == nil || off.Playout.Overrode {
		t.Fatalf("without the tie rule: %s (playouts %+v), want the estimate's F9 standing", off.Move.Name, off.Playout)
	}
	if on.Move.Name != "G9" || !on.Playout.Overrode || !on.Playout.Tie {
		t.Fatalf("with the tie rule: %s (overrode %v, tie %v), want G9 by a tie", on.Move.Name, on.Playout.Overrode, on.Playout.Tie)
	}
	var f9, g9 *Move
	for i, m := range off.Moves {
		switch m.Name {
		case "F9":
			f9 = &off.Moves[i]
		case "G9":
			g9 = &off.Moves[i]
		}
	}
	if f9 == nil || g9 == nil || !estimateTie(*f9, *g9) {
		t.Fatalf("F9 and G9 are not level in the estimate: %+v, %+v", f9, g9)
	}
}
