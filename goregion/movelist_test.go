package goregion

import (
	"errors"
	"testing"
)

func FuzzParseMoveList(f *testing.F) {
	for _, s := range []string{"D4 Q16, PASS ; a comment D5\n  resign\n", "a b c\nd e\npass pass\n", "B D4 W Q16", "I5", "\uFEFFD4\r\n", ""} {
		f.Add(s)
	}
	grid := Grid(19, 19)
	graph, err := NewGraphBoard([]string{"a", "b", "c"}, [][2]int{{0, 1}, {1, 2}})
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, text string) {
		rec, err := ParseMoveList(text)
		if err != nil {
			var se *SyntaxError
			if !errors.As(err, &se) || se.Line < 1 || se.Column < 1 {
				t.Fatalf("ParseMoveList error %T %v, want *SyntaxError with a position", err, err)
			}
			return
		}
		// Checking against boards never panics and answers a SyntaxError.
		for _, b := range []*Board{grid, graph} {
			if err := rec.CheckPoints(b); err != nil {
				var se *SyntaxError
				if !errors.As(err, &se) {
					t.Fatalf("CheckPoints error %T %v, want *SyntaxError", err, err)
				}
			}
		}
		// The moves written and read again are the same.
		back, err := ParseMoveList(FormatMoveList(rec))
		if err != nil || len(back.Moves) != len(rec.Moves) {
			t.Fatalf("FormatMoveList(%q) = %q reads back as %v, %v", text, FormatMoveList(rec), back, err)
		}
		for i := range rec.Moves {
			if rec.Moves[i].Vertex != back.Moves[i].Vertex {
				t.Fatalf("move %d: %q reads back as %q", i+1, rec.Moves[i].Vertex, back.Moves[i].Vertex)
			}
		}
	})
}
