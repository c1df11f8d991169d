package goregion

import (
	"errors"
	"strings"
	"testing"
)

func TestParseDiagramErrors(t *testing.T) {
	// Each malformed diagram names the line and the column in characters,
	// and the whole character at fault (counted by hand).
	tests := []struct{ in, want string }{
		{"", "diagram line 1, column 1: empty diagram"},
		{"; only a comment\n", "diagram line 1, column 1: empty diagram"},
		{"###\n", "diagram line 1, column 1: diagram has no points"},
		// Before, the error quoted the first byte of ● ('â').
		{"X●.\n", "diagram line 1, column 2: unexpected '●': expected one of . X O x o # or space"},
		{"X.●\n", "diagram line 1, column 3: unexpected '●'"},
		{"X.\rO\n", "diagram line 1, column 3: unexpected '\\r'"},
	}
	for _, tt := range tests {
		_, err := ParseDiagram(tt.in)
		var se *SyntaxError
		if !errors.As(err, &se) || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("ParseDiagram(%q) error = %v, want a *SyntaxError containing %q", tt.in, err, tt.want)
		}
	}
}

func TestParseDiagramLineEnds(t *testing.T) {
	// CRLF line ends, a final lone CR (before, an error) and a byte-order
	// mark all read as the plain diagram.
	want := "X.o\nXX\n"
	for _, in := range []string{"X.o\nXX\n", "X.o\r\nXX\r\n", "X.o\r\nXX\r", "\uFEFFX.o\nXX"} {
		pos, err := ParseDiagram(in)
		if err != nil || pos.String() != want {
			t.Errorf("ParseDiagram(%q) = %v, %v; want %q", in, pos, err, want)
		}
	}
}

func TestReadersSkipByteOrderMark(t *testing.T) {
	const bom = "\uFEFF"
	if rec, err := ParseSGF(bom + "(;SZ[9];B[ee])"); err != nil || len(rec.Moves) != 1 {
		t.Errorf("ParseSGF with a BOM: %v", err)
	}
	if rec, err := ParseMoveList(bom + "D4 Q16"); err != nil || len(rec.Moves) != 2 || rec.Moves[0].Vertex != "D4" {
		t.Errorf("ParseMoveList with a BOM: %v", err)
	}
	if pos, err := ParseGraph(bom + "points a b\nedges a-b\n"); err != nil || pos.Board.NumPoints() != 2 {
		t.Errorf("ParseGraph with a BOM: %v", err)
	}
}

func TestCheckPoints(t *testing.T) {
	// Names that are no point of the board are bad input, with the
	// position in the record and a hint for the usual slips.
	tests := []struct {
		in   string
		b    *Board
		want string
	}{
		{"hello world", Grid(19, 19), `move list line 1, column 1: move 1: "hello" is not a point of the 19×19 board: expected a point A1 … T19, pass or resign`},
		{"B D4 W Q16", Grid(19, 19), `move 1: "B" is not a point of the 19×19 board: expected a point A1 … T19, pass or resign (a move list gives points only, players alternating from Black: write D4 Q16, not B D4 W Q16)`},
		{"D4\n  I5", Grid(9, 9), `move list line 2, column 3: move 2: "I5" is not a point of the 9×9 board: expected a point A1 … J9, pass or resign (GTP coordinates skip the letter I: the column after H is J)`},
		{"a z", mustGraph(t, "points a b c\nedges a-b-c"), `column 3: move 2: "z" is not a point of the graph: expected a point label such as a, b, c, pass or resign`},
		{"D4 pass resign", Grid(19, 19), ""},
	}
	for _, tt := range tests {
		rec, err := ParseMoveList(tt.in)
		if err != nil {
			t.Fatal(err)
		}
		err = rec.CheckPoints(tt.b)
		var se *SyntaxError
		switch {
		case tt.want == "" && err != nil:
			t.Errorf("CheckPoints(%q) = %v, want nil", tt.in, err)
		case tt.want != "" && (!errors.As(err, &se) || !strings.Contains(err.Error(), tt.want)):
			t.Errorf("CheckPoints(%q) = %v, want a *SyntaxError containing %q", tt.in, err, tt.want)
		}
	}
	// Input without a move is no move list.
	for _, in := range []string{"", "  \n", "; a comment\n"} {
		if _, err := ParseMoveList(in); err == nil || !strings.Contains(err.Error(), "no move: expected") {
			t.Errorf("ParseMoveList(%q) = %v, want \"no move\"", in, err)
		}
	}
}

func mustGraph(t *testing.T, text string) *Board {
	t.Helper()
	pos, err := ParseGraph(text)
	if err != nil {
		t.Fatal(err)
	}
	return pos.Board
}

func TestStartPositionErrors(t *testing.T) {
	// Setup on a point the diagram lacks, or on its frame, is a
	// *SyntaxError at the setup value (counted by hand).
	pos, err := ParseDiagram("XX\n..\n")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct{ sgf, want string }{
		{"(;SZ[2]AB[ab]\n;AW[aa])", "sgf line 2, column 4: setup: point A2 holds an immortal stone of the board"},
		{"(;SZ[3]AB[cc])", `sgf line 1, column 10: setup: "C1" is not a point of the 2×2 board: expected a point A1 … B2`},
	}
	for _, tt := range tests {
		rec, err := ParseSGF(tt.sgf)
		if err != nil {
			t.Fatal(err)
		}
		_, err = rec.StartPosition(pos)
		var se *SyntaxError
		if !errors.As(err, &se) || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("StartPosition(%q) = %v, want a *SyntaxError containing %q", tt.sgf, err, tt.want)
		}
	}
}
