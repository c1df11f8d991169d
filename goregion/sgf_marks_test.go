package goregion

import (
	"reflect"
	"testing"
)

// The scoring markup MA, TB and TW (SGF FF[4], "Markup properties" and
// "Go properties"): each point, compressed lists expanded, with the number
// of moves played when its node ends (a mark in the node of move 2
// describes the position after move 2).
func TestParseSGFMarks(t *testing.T) {
	rec, err := ParseSGF("(;SZ[5]TB[aa];B[cc]MA[dd];W[dd]TW[ae:be]TB[ee])")
	if err != nil {
		t.Fatal(err)
	}
	want := []RecordMark{
		{Prop: "TB", Vertex: "A5", Moves: 0, Line: 1, Column: 10},
		{Prop: "MA", Vertex: "D2", Moves: 1, Line: 1, Column: 22},
		{Prop: "TW", Vertex: "A1", Moves: 2, Line: 1, Column: 34},
		{Prop: "TW", Vertex: "B1", Moves: 2, Line: 1, Column: 34},
		{Prop: "TB", Vertex: "E1", Moves: 2, Line: 1, Column: 43},
	}
	if !reflect.DeepEqual(rec.Marks, want) {
		t.Errorf("ParseSGF marks = %+v, want %+v", rec.Marks, want)
	}
	// A mark off the board is an error at its value.
	_, err = ParseSGF("(;SZ[5]MA[zz])")
	if err == nil || err.Error() != `goregion: sgf line 1, column 10: MA: point "zz" is off the 5×5 board` {
		t.Errorf("ParseSGF(MA[zz]) error = %v", err)
	}
}
