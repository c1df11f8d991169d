package goregion

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func TestParseGraph(t *testing.T) {
	text, err := os.ReadFile("testdata/graph_hexagon.txt")
	if err != nil {
		t.Fatal(err)
	}
	pos, err := ParseGraph(string(text))
	if err != nil {
		t.Fatal(err)
	}
	b := pos.Board
	// The file declares 8 points, a closed 6-path (6 edges) and g-h (1 edge):
	// two components, {a…f} and {g, h}.
	if b.NumPoints() != 8 || NumEdges(b) != 7 {
		t.Errorf("hexagon: %d points, %d edges; want 8, 7", b.NumPoints(), NumEdges(b))
	}
	if got, want := Components(b, nil), [][]int{{0, 1, 2, 3, 4, 5}, {6, 7}}; !reflect.DeepEqual(got, want) {
		t.Errorf("Components = %v, want %v", got, want)
	}
	a, _ := b.Point("a")
	f, _ := b.Point("f")
	if !b.Adjacent(a, f) || b.Name(a) != "a" {
		t.Errorf("a-f adjacent %v, name %q; want the closing edge of the hexagon, \"a\"", b.Adjacent(a, f), b.Name(a))
	}
	if _, _, ok := b.Cell(a); ok {
		t.Error("a graph point has a grid cell")
	}
	if err := checkAdjacency(b); err != nil {
		t.Errorf("checkAdjacency(hexagon) = %v", err)
	}

	// graph_frame.txt: immortal stones B and W frame the empty x, y, z.
	text, _ = os.ReadFile("testdata/graph_frame.txt")
	pos, err = ParseGraph(string(text))
	if err != nil {
		t.Fatal(err)
	}
	bp, _ := pos.Board.Point("B")
	wp, _ := pos.Board.Point("W")
	if pos.Colors[bp] != Black || !pos.Immortal[bp] || pos.Colors[wp] != White || !pos.Immortal[wp] {
		t.Errorf("frame: B %v %v, W %v %v; want immortal black and white", pos.Colors[bp], pos.Immortal[bp], pos.Colors[wp], pos.Immortal[wp])
	}
}

func TestParseGraphErrors(t *testing.T) {
	// Each malformed file names the line, the column of the word at fault
	// (counted by hand) and what was expected.
	tests := []struct{ in, want string }{
		{"", "graph has no points"},
		{"points a b\nedges a-a", "line 2, column 7: edge a-a joins a point to itself"},
		{"points a b\nedges a-b\nedges b-a", "line 3, column 7: edge b-a already given on line 2"},
		{"points a\nedges a-b", "line 2, column 7: edge \"a-b\" names \"b\", which is not a declared point"},
		{"points a\nedges a", "line 2, column 7: bad edge \"a\": expected two or more labels"},
		{"points a a", "line 1, column 10: point \"a\" declared twice"},
		{"points pass", "line 1, column 8: bad point label \"pass\""},
		{"points a-b", "line 1, column 8: bad point label \"a-b\""},
		{"points a\nblack a\nwhite a", "line 3, column 7: point \"a\" coloured twice"},
		{"points a\n\nimmortal a", "line 3, column 10: point \"a\" is immortal but has no stone"},
		{"points a\nblue a", "line 2, column 1: unknown statement \"blue\": expected points, edges, black, white or immortal"},
	}
	for _, tt := range tests {
		_, err := ParseGraph(tt.in)
		var ge *SyntaxError
		if !errors.As(err, &ge) || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("ParseGraph(%q) error = %v, want a *SyntaxError containing %q", tt.in, err, tt.want)
		}
	}
}

// checkAdjacency returns an error unless b's adjacency is a board of seed
// 001 rule 0 and seed 004 rule 0: symmetric and irreflexive, each edge an
// unordered pair given once. Every constructor of Board guarantees it; the
// tests and fuzzers check that they do.
func checkAdjacency(b *Board) error {
	for p, ns := range b.adj {
		for i, q := range ns {
			switch {
			case int(q) == p:
				return fmt.Errorf("goregion: point %s is adjacent to itself", b.names[p])
			case q < 0 || int(q) >= len(b.adj):
				return fmt.Errorf("goregion: point %s has a neighbour out of range", b.names[p])
			case i > 0 && ns[i-1] >= q:
				return fmt.Errorf("goregion: neighbours of %s repeated or out of order", b.names[p])
			case !b.Adjacent(int(q), p):
				return fmt.Errorf("goregion: %s is adjacent to %s but not the reverse", b.names[p], b.names[q])
			}
		}
	}
	return nil
}

func TestCheckAdjacency(t *testing.T) {
	// Grids are symmetric and irreflexive; a hand-broken board is not.
	if err := checkAdjacency(Grid(4, 3)); err != nil {
		t.Errorf("checkAdjacency(4×3) = %v", err)
	}
	b, _ := NewGraphBoard([]string{"a", "b"}, [][2]int{{0, 1}})
	b.adj[1] = nil // a → b without b → a
	if err := checkAdjacency(b); err == nil || !strings.Contains(err.Error(), "not the reverse") {
		t.Errorf("checkAdjacency(one-way edge) = %v, want an asymmetry error", err)
	}
	if _, err := NewGraphBoard([]string{"a"}, [][2]int{{0, 0}}); err == nil {
		t.Error("NewGraphBoard accepted a loop")
	}
	// gonum finds a repeated edge, in either order.
	if _, err := NewGraphBoard([]string{"a", "b"}, [][2]int{{0, 1}, {1, 0}}); err == nil || !strings.Contains(err.Error(), "edge b-a given twice") {
		t.Errorf("NewGraphBoard(a-b, b-a) = %v, want \"edge b-a given twice\"", err)
	}
	// A 19×19 grid is connected: one component of 361 points.
	if cc := Components(Grid(19, 19), nil); len(cc) != 1 || len(cc[0]) != 361 {
		t.Errorf("Components(19×19) has %d parts, want 1 of 361", len(cc))
	}
	// The points of the 3×3 grid off its middle row B: the rows 3 and 1,
	// two components of 3 points (A3 B3 C3 are points 0 1 2).
	keep := func(p int) bool { return p < 3 || p >= 6 }
	if got, want := Components(Grid(3, 3), keep), [][]int{{0, 1, 2}, {6, 7, 8}}; !reflect.DeepEqual(got, want) {
		t.Errorf("Components(3×3 without row 2) = %v, want %v", got, want)
	}
}

// samePosition compares colourings, immortal marks, names and adjacency.
func samePosition(a, b *Position) bool {
	return reflect.DeepEqual(a.Colors, b.Colors) && reflect.DeepEqual(a.Immortal, b.Immortal) &&
		reflect.DeepEqual(a.Board.names, b.Board.names) && reflect.DeepEqual(a.Board.adj, b.Board.adj)
}

func TestFormatGraphRoundTrip(t *testing.T) {
	files, _ := filepath.Glob("testdata/graph_*.txt")
	for _, file := range files {
		text, _ := os.ReadFile(file)
		a, err := ParseGraph(string(text))
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		b, err := ParseGraph(FormatGraph(a))
		if err != nil || !samePosition(a, b) {
			t.Errorf("%s: FormatGraph does not read back (%v):\n%s", file, err, FormatGraph(a))
		}
	}
	// A grid written as a graph reads back with the same adjacency.
	pos := emptyPosition(Grid(3, 2))
	back, err := ParseGraph(FormatGraph(pos))
	if err != nil || !reflect.DeepEqual(back.Board.adj, pos.Board.adj) {
		t.Errorf("3×2 grid as a graph: %v", err)
	}
}

func FuzzParseGraph(f *testing.F) {
	files, _ := filepath.Glob("testdata/graph_*.txt")
	for _, file := range files {
		text, _ := os.ReadFile(file)
		f.Add(string(text))
	}
	f.Add("points a b c\nedges a-b-c-a\nblack a\nwhite c\nimmortal c\n")
	f.Fuzz(func(t *testing.T, text string) {
		pos, err := ParseGraph(text)
		if err != nil {
			var ge *SyntaxError
			if !errors.As(err, &ge) {
				t.Fatalf("ParseGraph error %T %v, want *SyntaxError", err, err)
			}
			return
		}
		if err := checkAdjacency(pos.Board); err != nil {
			t.Fatalf("parsed board fails CheckAdjacency: %v", err)
		}
		back, err := ParseGraph(FormatGraph(pos))
		if err != nil || !samePosition(pos, back) {
			t.Fatalf("FormatGraph does not read back (%v):\n%s", err, FormatGraph(pos))
		}
	})
}

func FuzzParseDiagram(f *testing.F) {
	for _, d := range []string{"XXXXXX\nX....O\nXXXXXX\n", ".x.xx\nxxxxx\nooooo\n", "; c\n# .\n.o#\n"} {
		f.Add(d)
	}
	files, _ := filepath.Glob("testdata/*.txt")
	for _, file := range files {
		if text, err := os.ReadFile(file); err == nil && !strings.HasPrefix(filepath.Base(file), "graph_") {
			f.Add(string(text))
		}
	}
	f.Fuzz(func(t *testing.T, text string) {
		pos, err := ParseDiagram(text)
		if err != nil {
			var de *SyntaxError
			if !errors.As(err, &de) {
				t.Fatalf("ParseDiagram error %T %v, want *SyntaxError", err, err)
			}
			return
		}
		// Drawing and reading again keeps the points (by name), their
		// colours and immortal marks.
		back, err := ParseDiagram(pos.String())
		if err != nil {
			t.Fatalf("reading back %q: %v", pos.String(), err)
		}
		if !reflect.DeepEqual(pos.Board.names, back.Board.names) || !reflect.DeepEqual(pos.Colors, back.Colors) || !reflect.DeepEqual(pos.Immortal, back.Immortal) {
			t.Fatalf("diagram %q drawn as %q reads back differently", text, pos.String())
		}
		if err := checkAdjacency(pos.Board); err != nil {
			t.Fatal(err)
		}
	})
}

func TestParseMoveList(t *testing.T) {
	rec, err := ParseMoveList("D4 Q16, PASS ; a comment D5\n  resign\n")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, m := range rec.Moves {
		got = append(got, m.Vertex)
	}
	// The comment's D5 is not a move; PASS is lower-cased.
	if want := []string{"D4", "Q16", "pass", "resign"}; !reflect.DeepEqual(got, want) {
		t.Errorf("ParseMoveList moves = %v, want %v", got, want)
	}
	if rec.Moves[3].Line != 2 || rec.Moves[3].Column != 3 {
		t.Errorf("resign at line %d, column %d; want 2, 3", rec.Moves[3].Line, rec.Moves[3].Column)
	}
	_, err = ParseMoveList("D4\nQ16 D-4")
	var me *SyntaxError
	if !errors.As(err, &me) || me.Line != 2 || me.Column != 5 || !strings.Contains(err.Error(), "move 3") {
		t.Errorf("ParseMoveList(D-4) error = %v, want line 2, column 5, move 3", err)
	}
	if got := FormatMoveList(rec); got != "D4 Q16 pass resign\n" {
		t.Errorf("FormatMoveList = %q", got)
	}
}

func TestGraphDocExample(t *testing.T) {
	// The example of doc.go's "Graph format" section: 4 points, 4 edges
	// (a-b, b-c, c-a, c-d), black a, immortal white d.
	pos, err := ParseGraph(`; a triangle with a tail; Black stone on a, immortal White on d
points a b c d      ; declare the points, in order (labels: letters, digits, _ and .)
edges a-b-c-a c-d   ; paths: each '-' is an edge (an unordered pair, given once)
black a             ; ordinary (mortal) stones
white d
immortal d          ; immortal stones: never captured, nor their groups
`)
	if err != nil {
		t.Fatal(err)
	}
	if NumEdges(pos.Board) != 4 || pos.Colors[0] != Black || pos.Immortal[0] || pos.Colors[3] != White || !pos.Immortal[3] {
		t.Errorf("doc example read as %s with %d edges", pos, NumEdges(pos.Board))
	}
}
