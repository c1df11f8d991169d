package goregion

import (
	"bytes"
	"errors"
	"math/big"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
)

func TestParseSGF(t *testing.T) {
	rec, err := ParseSGF("(;FF[4]GM[1]SZ[13]KM[6.5]RE[W+3.5]C[a \\] bracket];B[dd];W[];B[tt];W[mm])")
	if err != nil {
		t.Fatal(err)
	}
	// SZ[13]: 13×13; dd is column d, row d from the top: D10; on 13×13 "tt"
	// is a pass (SGF FF[4] for boards up to 19×19) and mm is the 13th
	// column, N (GTP skips I), on the bottom row: N1.
	want := []string{"D10", "pass", "pass", "N1"}
	var got []string
	for _, m := range rec.Moves {
		got = append(got, m.Vertex)
	}
	if rec.Width != 13 || rec.Height != 13 || rec.Komi.Cmp(big.NewRat(13, 2)) != 0 || rec.Result != "W+3.5" || !reflect.DeepEqual(got, want) {
		t.Errorf("ParseSGF = %dx%d komi %v result %q moves %v; want 13x13 13/2 W+3.5 %v", rec.Width, rec.Height, rec.Komi, rec.Result, got, want)
	}
	if rec.Moves[0].Color != Black || rec.Moves[1].Color != White || rec.Moves[0].Line != 1 || rec.Moves[0].Column != 52 {
		t.Errorf("first move %+v, want black at line 1, column 52 (the '[' of B[dd], counted by hand)", rec.Moves[0])
	}
}

func TestParseSGFErrors(t *testing.T) {
	// Each malformed record names the line and column and what was expected.
	tests := []struct{ in, want string }{
		{"", "line 1, column 1: expected '(' to start an SGF game tree"},
		{"(;B[dd]", "unexpected end of input: expected ')' to close 1 game tree(s)"},
		{"(;B[dd)", "line 1, column 8: unterminated property value: expected ']'"},
		{"(;SZ[9]\n;B[zz])", "line 2, column 3: B: move 1: point \"zz\" is off the 9×9 board"},
		{"(;SZ[9];B[d])", "column 10: B: move 1: bad point \"d\": expected two letters like dd"},
		{"(;SZ[0])", "SZ: bad board size \"0\": expected a number 1…52 or columns:rows"},
		{"(;KM[six])", "KM: bad komi \"six\": expected a number like 6.5"},
		// An exponent could ask big.Rat for a number of any size.
		{"(;KM[1e999999999])", "KM: bad komi \"1e999999999\": expected a number like 6.5"},
		{"(;GM[2])", "GM: game \"2\" is not Go: expected GM[1]"},
		{"(;B)", "property B has no value: expected '['"},
		{"(;B[aa];AB[bb])", "AB: setup stones after move 1 are not supported"},
		{"(B[aa])", "unexpected 'B': expected ';', '(' or ')'"},
		{"(;))", "line 1, column 4: unexpected ')': no game tree is open"},
		// Lower-case identifiers are no FF[4] property: before, b[ee] was
		// skipped and the game silently lost its move.
		{"(;FF[4]SZ[9];b[ee])", "line 1, column 14: unexpected \"b\": expected a property in capitals"},
		// FF[4] forbids setting a point twice in one node; before, this
		// was read and written back with the colour swapped.
		{"(;AW[aa]AB[aa])", "line 1, column 11: AB: point A19 is already set by AW in this node"},
		{"(;AB[aa:bb]AE[bb])", "line 1, column 14: AE: point B18 is already set by AB in this node"},
		{"(;SZ[9];B[ee]\n;W[é])", "line 2, column 3: W: move 2: bad point \"é\""},
		// Columns count characters: é is one.
		{"(;C[é]B)", "line 1, column 8: property B has no value"},
		{"(;SZ[9]é)", "line 1, column 8: unexpected 'é': expected ';', '(' or ')'"},
		{"()", "game tree has no node"},
	}
	for _, tt := range tests {
		_, err := ParseSGF(tt.in)
		var se *SyntaxError
		if !errors.As(err, &se) || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("ParseSGF(%q) error = %v, want a *SyntaxError containing %q", tt.in, err, tt.want)
		}
	}
}

// TestSGFRoundTrip reads each testdata SGF, writes it, reads it again, and
// checks that the record and the replayed game are the same.
func TestSGFRoundTrip(t *testing.T) {
	files, _ := filepath.Glob("testdata/sgf_*.sgf")
	if len(files) == 0 {
		t.Fatal("no testdata/sgf_*.sgf")
	}
	for _, f := range files {
		text, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		a, err := ParseSGF(string(text))
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		var buf bytes.Buffer
		if err := a.WriteSGF(&buf); err != nil {
			t.Fatalf("%s: WriteSGF: %v", f, err)
		}
		b, err := ParseSGF(buf.String())
		if err != nil {
			t.Fatalf("%s: reading the written SGF: %v\n%s", f, err, buf.String())
		}
		if !sameRecord(a, b) {
			t.Errorf("%s: round trip changed the record:\n%+v\n%+v\n%s", f, a, b, buf.String())
		}
		fa, fb := replayed(t, a), replayed(t, b)
		if fa != fb {
			t.Errorf("%s: round trip changed the final board:\n%s\n%s", f, fa, fb)
		}
	}
}

// sameRecord compares records, ignoring where things were written.
func sameRecord(a, b *Record) bool {
	strip := func(r *Record) Record {
		c := *r
		c.Moves, c.Setup, c.Komi = nil, nil, nil
		for _, m := range r.Moves {
			c.Moves = append(c.Moves, RecordMove{Color: m.Color, Vertex: m.Vertex})
		}
		for _, s := range r.Setup {
			c.Setup = append(c.Setup, RecordStone{Color: s.Color, Vertex: s.Vertex})
		}
		// Setup is one stone per point, in no order that matters: WriteSGF
		// groups it by colour.
		slices.SortFunc(c.Setup, func(a, b RecordStone) int { return strings.Compare(a.Vertex, b.Vertex) })
		// Marks are compared without their place in the text, grouped by
		// node and property as WriteSGF writes them.
		c.Marks = nil
		for _, m := range r.Marks {
			c.Marks = append(c.Marks, RecordMark{Prop: m.Prop, Vertex: m.Vertex, Moves: m.Moves})
		}
		slices.SortStableFunc(c.Marks, func(a, b RecordMark) int {
			if a.Moves != b.Moves {
				return a.Moves - b.Moves
			}
			return strings.Compare(a.Prop, b.Prop)
		})
		return c
	}
	if (a.Komi == nil) != (b.Komi == nil) || a.Komi != nil && a.Komi.Cmp(b.Komi) != 0 {
		return false
	}
	return reflect.DeepEqual(strip(a), strip(b))
}

// replayed returns the final board and result of rec on its grid.
func replayed(t *testing.T, rec *Record) string {
	start, err := rec.StartPosition(emptyPosition(Grid(rec.Width, rec.Height)))
	if err != nil {
		t.Fatal(err)
	}
	g, err := NewGame(start, mustRules(t, "tromp-taylor"))
	if err != nil {
		t.Fatal(err)
	}
	err = Replay(g, rec, nil)
	return g.Position().String() + g.Result(rec.Komi).String() + errString(err)
}

func errString(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

func TestWriteSGFFromMoveList(t *testing.T) {
	// A move list with a resignation becomes an SGF whose result says so:
	// Black's D4, White's resignation: B+R.
	rec, err := ParseMoveList("D4 resign")
	if err != nil {
		t.Fatal(err)
	}
	rec.Width, rec.Height = 9, 9
	var buf bytes.Buffer
	if err := rec.WriteSGF(&buf); err != nil {
		t.Fatal(err)
	}
	if want := "(;FF[4]GM[1]CA[UTF-8]AP[tedomari]SZ[9]RE[B+R]\n;B[df])\n"; buf.String() != want {
		t.Errorf("WriteSGF = %q, want %q (D4 is column d, row f from the top of 9×9)", buf.String(), want)
	}
	rec.Moves[0].Vertex = "Z1"
	if err := rec.WriteSGF(&buf); err == nil || !strings.Contains(err.Error(), "move 1") {
		t.Errorf("WriteSGF with Z1 = %v, want an error naming move 1", err)
	}
}

func FuzzParseSGF(f *testing.F) {
	files, _ := filepath.Glob("testdata/sgf_*.sgf")
	for _, file := range files {
		text, _ := os.ReadFile(file)
		f.Add(string(text))
	}
	f.Add("(;SZ[3:2]AB[aa:bb];W[cb])")
	f.Add("(;SZ[9];B[ee])(;SZ[9]KM[6.5]RE[W+R];B[dd];W[ff])")
	f.Add("\uFEFF(;AW[aa]AB[bb];AE[aa])")
	f.Fuzz(func(t *testing.T, text string) {
		if recs, err := ParseSGFCollection(text); err == nil && len(recs) == 0 {
			t.Fatalf("ParseSGFCollection(%q) read no game and no error", text)
		}
		rec, err := ParseSGF(text)
		if err != nil {
			var se *SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("ParseSGF error %T %v, want *SyntaxError", err, err)
			}
			return
		}
		// What was read writes and reads back to the same record.
		var buf bytes.Buffer
		if rec.WriteSGF(&buf) != nil {
			return
		}
		back, err := ParseSGF(buf.String())
		if err != nil {
			t.Fatalf("reading back %q: %v", buf.String(), err)
		}
		if rec.Width == 0 {
			rec.Width, rec.Height = 19, 19 // SGF's default size, which WriteSGF writes
		}
		if !sameRecord(rec, back) {
			t.Fatalf("round trip of %q changed the record:\n%+v\n%+v", text, rec, back)
		}
	})
}

func TestWriteSGFSetupOncePerPoint(t *testing.T) {
	// A record made by hand may set a point twice; the SGF written sets it
	// once, with its last colour (as StartPosition applies them), so that
	// it reads back. Before, it wrote AB[aa]AW[aa], which FF[4] forbids.
	rec := &Record{Width: 9, Height: 9, Setup: []RecordStone{{Color: Black, Vertex: "A9"}, {Color: White, Vertex: "A9"}}}
	var buf bytes.Buffer
	if err := rec.WriteSGF(&buf); err != nil {
		t.Fatal(err)
	}
	if want := "(;FF[4]GM[1]CA[UTF-8]AP[tedomari]SZ[9]AW[aa])\n"; buf.String() != want {
		t.Errorf("WriteSGF = %q, want %q", buf.String(), want)
	}
	if _, err := ParseSGF(buf.String()); err != nil {
		t.Errorf("reading it back: %v", err)
	}
}

func TestParseKomi(t *testing.T) {
	// Decimals and fractions as Go players and FORMATS.md write them; no
	// exponents, whose size is unbounded.
	tests := []struct {
		in   string
		want string // RatString, or "" for an error
	}{
		{"6.5", "13/2"}, {" 7 ", "7"}, {"-0.5", "-1/2"}, {"13/2", "13/2"}, {"+0.75", "3/4"}, {"0", "0"},
		{"1e9", ""}, {"six", ""}, {"", ""}, {"1/0", ""}, {"--1", ""}, {"1.2.3", ""}, {"1/2.5", ""},
	}
	for _, tt := range tests {
		k, err := ParseKomi(tt.in)
		got := ""
		if err == nil {
			got = k.RatString()
		}
		if got != tt.want {
			t.Errorf("ParseKomi(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
		}
	}
}
