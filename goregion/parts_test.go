package goregion

import (
	"slices"
	"strings"
	"testing"
)

// TestParts checks the parts of regions whose parts are drawn by hand: the
// sets of points that immortal stones separate.
func TestParts(t *testing.T) {
	tests := []struct {
		name, text string
		want       [][]string
	}{
		{"one part", "XXXX\nX..O\nXXXX", [][]string{{"B2", "C2"}}},
		{"two parts", "XXXXXX\nX.O.xO\nXXXXXX", [][]string{{"B2"}, {"D2", "E2"}}},
		{"no part", "XO", nil},
		{"issue 11 graph", "points B W a b c d e\nedges B-a-b-W B-c-d-e-W c-e\nblack B\nwhite W\nimmortal B W",
			[][]string{{"a", "b"}, {"c", "d", "e"}}},
		{"ordinary stones join", "points a b c\nedges a-b b-c\nblack b", [][]string{{"a", "b", "c"}}},
	}
	for _, tt := range tests {
		var pos *Position
		var err error
		if strings.HasPrefix(tt.text, "points") {
			pos, err = ParseGraph(tt.text)
		} else {
			pos, err = ParseDiagram(tt.text)
		}
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		var got [][]string
		for _, part := range Parts(pos) {
			var names []string
			for _, p := range part {
				names = append(names, pos.Board.Name(p))
			}
			got = append(got, names)
		}
		if !slices.EqualFunc(got, tt.want, slices.Equal) {
			t.Errorf("Parts(%s) = %v, want %v", tt.name, got, tt.want)
		}
	}
}
