package goregion

import (
	"errors"
	"testing"
)

// TestSetNextPlayer: Black plays twice in a row, and positional superko
// still refuses a board of the history whoever moves (the boards are
// worked out by hand on a 3×3 grid).
func TestSetNextPlayer(t *testing.T) {
	b := Grid(3, 3)
	n := b.NumPoints()
	g, err := NewGame(&Position{Board: b, Colors: make([]Color, n), Immortal: make([]bool, n)}, Rules{Name: "no-suicide", Pass: PassFree})
	if err != nil {
		t.Fatal(err)
	}
	pt := func(name string) Move { p, _ := b.Point(name); return Move(p) }
	if err := g.Play(pt("B2")); err != nil {
		t.Fatal(err)
	}
	if err := g.SetNextPlayer(Black); err != nil {
		t.Fatal(err)
	}
	if err := g.Play(pt("A1")); err != nil {
		t.Fatalf("Black's second move in a row: %v", err)
	}
	if g.ToMove() != White {
		t.Errorf("after Black's move, ToMove() = %v, want white", g.ToMove())
	}
	if err := g.SetNextPlayer(Empty); err == nil {
		t.Error("SetNextPlayer(Empty) succeeded, want an error")
	}
	if err := g.SetNextPlayer(White); err != nil {
		t.Fatal(err)
	}
	if err := g.Play(pt("B2")); !errors.Is(err, ErrOccupied) {
		t.Errorf("White on Black's B2: %v, want ErrOccupied", err)
	}
}

// TestSetNextPlayerSuperko: on a line of four points A1-B1-C1-D1, Black B1,
// White C1, Black D1 captures C1; White's retake at C1 would capture D1
// and bring back the board after move 2, so superko refuses it. After
// Black moves twice in a row (SetNextPlayer, A1), the board is new and
// the retake is legal: the history is kept whoever moves.
func TestSetNextPlayerSuperko(t *testing.T) {
	b := Grid(4, 1)
	n := b.NumPoints()
	g, err := NewGame(&Position{Board: b, Colors: make([]Color, n), Immortal: make([]bool, n)}, Rules{Name: "no-suicide", Pass: PassFree})
	if err != nil {
		t.Fatal(err)
	}
	pt := func(name string) Move { p, _ := b.Point(name); return Move(p) }
	for _, m := range []string{"B1", "C1", "D1"} {
		if err := g.Play(pt(m)); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
	if err := g.Play(pt("C1")); !errors.Is(err, ErrSuperko) {
		t.Fatalf("White's retake at C1: %v, want ErrSuperko", err)
	}
	if err := g.SetNextPlayer(Black); err != nil {
		t.Fatal(err)
	}
	if err := g.Play(pt("A1")); err != nil {
		t.Fatalf("Black A1 out of turn: %v", err)
	}
	if err := g.Play(pt("C1")); err != nil {
		t.Fatalf("White's retake on a new board: %v", err)
	}
	// C1 takes D1 and the chain A1-B1, whose last liberty was C1.
	if g.Color(int(pt("D1"))) != Empty || g.Color(int(pt("A1"))) != Empty || g.Captures(White) != 3 {
		t.Errorf("the retake: A1 %v, D1 %v, White's captures %d; want both empty and 3 captures",
			g.Color(int(pt("A1"))), g.Color(int(pt("D1"))), g.Captures(White))
	}
}

// TestResume: two passes end a game; Resume reopens it and the next pass
// ends it again; a resignation stays final.
func TestResume(t *testing.T) {
	b := Grid(3, 3)
	n := b.NumPoints()
	g, err := NewGame(&Position{Board: b, Colors: make([]Color, n), Immortal: make([]bool, n)}, Rules{Name: "no-suicide", Pass: PassFree})
	if err != nil {
		t.Fatal(err)
	}
	if g.Resume() {
		t.Error("Resume of a game in progress reported true")
	}
	g.Play(Pass)
	g.Play(Pass)
	if !g.Ended() {
		t.Fatal("two passes did not end the game")
	}
	if err := g.SetNextPlayer(Black); !errors.Is(err, ErrGameOver) {
		t.Errorf("SetNextPlayer on an ended game: %v, want ErrGameOver", err)
	}
	if !g.Resume() || g.Ended() {
		t.Fatal("Resume after two passes did not reopen the game")
	}
	if err := g.Play(Pass); err != nil || !g.Ended() {
		t.Errorf("a third pass: err %v, ended %v; want the game ended again", err, g.Ended())
	}
	g.Resume()
	if err := g.Resign(White); err != nil {
		t.Fatal(err)
	}
	if g.Resume() || !g.Ended() {
		t.Error("Resume reopened a resigned game")
	}
}
