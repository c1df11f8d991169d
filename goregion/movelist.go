package goregion

import (
	"fmt"
	"math/big"
	"strings"
	"unicode/utf8"
)

// Record is a game record, read from SGF (ParseSGF) or from a plain move
// list (ParseMoveList): the setup and the moves, with the points named as on
// the board (GTP coordinates on grids, labels on general graphs).
type Record struct {
	Width, Height int      // the board size (SGF SZ); 0 when the record does not say
	Komi          *big.Rat // SGF KM; nil when absent
	Result        string   // SGF RE as written, "" when absent
	FirstPlayer   Color    // SGF PL; Empty when the record does not say
	Setup         []RecordStone
	Moves         []RecordMove
	Format        string // the format it was read from: "sgf" or "move list" (for errors)
	// Marks is the scoring markup of an SGF main line (MA, TB, TW), in the
	// order read; nil for move lists.
	Marks []RecordMark
}

// RecordStone is a setup stone of a record (SGF AB, AW, AE): Color Empty
// empties the point.
type RecordStone struct {
	Color        Color
	Vertex       string
	Line, Column int // where the record names it (1-based)
}

// RecordMove is a move of a record.
type RecordMove struct {
	Color        Color  // who plays it; Empty when the record does not say (players alternate)
	Vertex       string // a point's name, "pass" or "resign"
	Line, Column int    // where the record writes it (1-based)
	// FromResult marks the resignation that an SGF result such as RE[W+R]
	// implies: it ends the game but is not a move written in the record.
	FromResult bool
}

// ParseMoveList reads a plain move list: moves separated by spaces,
// commas or new lines, each a point's name (D4, or a graph label), "pass" or
// "resign", players alternating from Black; ';' starts a comment to the end
// of the line. A UTF-8 byte-order mark is skipped. Input without a move is
// an error. Whether the points exist depends on the board: [Record.CheckPoints]
// checks it. Errors are *SyntaxError with Format "move list".
func ParseMoveList(text string) (*Record, error) {
	text = strings.TrimPrefix(text, byteOrderMark)
	rec := &Record{Format: formatMoveList}
	for ln, line := range strings.Split(text, "\n") {
		if k := strings.IndexByte(line, ';'); k >= 0 {
			line = line[:k]
		}
		col := 0
		for col < len(line) {
			if c := line[col]; c == ' ' || c == '\t' || c == '\r' || c == ',' {
				col++
				continue
			}
			end := col
			for end < len(line) && !strings.ContainsRune(" \t\r,", rune(line[end])) {
				end++
			}
			tok := line[col:end]
			if !strings.EqualFold(tok, "pass") && !strings.EqualFold(tok, "resign") && !validLabel(tok) {
				return nil, &SyntaxError{Format: formatMoveList, Line: ln + 1, Column: utf8.RuneCountInString(line[:col]) + 1,
					Msg: fmt.Sprintf("move %d: unexpected %q: expected a point like D4, pass or resign", len(rec.Moves)+1, tok)}
			}
			if strings.EqualFold(tok, "pass") || strings.EqualFold(tok, "resign") {
				tok = strings.ToLower(tok)
			}
			rec.Moves = append(rec.Moves, RecordMove{Vertex: tok, Line: ln + 1, Column: utf8.RuneCountInString(line[:col]) + 1})
			col = end
		}
	}
	if len(rec.Moves) == 0 {
		return nil, &SyntaxError{Format: formatMoveList, Line: 1, Column: 1,
			Msg: "no move: expected an SGF game tree \"(;…)\" or a move list like \"D4 Q16 pass\""}
	}
	return rec, nil
}

// FormatMoveList writes the moves of rec as a move list, ten to a line.
func FormatMoveList(rec *Record) string {
	var sb strings.Builder
	for i, m := range rec.Moves {
		switch {
		case i > 0 && i%10 == 0:
			sb.WriteByte('\n')
		case i > 0:
			sb.WriteByte(' ')
		}
		sb.WriteString(m.Vertex)
	}
	sb.WriteByte('\n')
	return sb.String()
}

// CheckPoints returns a *SyntaxError for the first setup stone or move of
// rec that names no point of b ("pass" and "resign" are moves), with the
// position in the record and what was expected, or nil when every name is a
// point of b.
func (rec *Record) CheckPoints(b *Board) error {
	if err := rec.checkSetup(b); err != nil {
		return err
	}
	format := rec.format()
	for i, m := range rec.Moves {
		if _, err := ParseMove(b, m.Vertex); err != nil {
			return &SyntaxError{Format: format, Line: m.Line, Column: m.Column,
				Msg: fmt.Sprintf("move %d: %s", i+1, notAPoint(b, m.Vertex, ", pass or resign"))}
		}
	}
	return nil
}

// notAPoint says that name is not a point of b and what a point's name
// looks like there (then more, such as ", pass or resign"), with a hint for
// the usual slips: the column I, which GTP skips, and a colour written
// before each move.
func notAPoint(b *Board, name, more string) string {
	var where, expect string
	switch {
	case b.cell == nil:
		where = "the graph"
		labels := b.names[:min(3, len(b.names))]
		expect = "a point label such as " + strings.Join(labels, ", ")
	case len(b.cell) == b.Width*b.Height:
		where = fmt.Sprintf("the %d×%d board", b.Width, b.Height)
		expect = fmt.Sprintf("a point A1 … %s%d", ColumnName(b.Width-1), b.Height)
	default:
		where = "the diagram"
		expect = "a point such as " + b.names[0]
	}
	return fmt.Sprintf("%q is not a point of %s: expected %s%s%s", name, where, expect, more, pointHint(b, name))
}

// pointHint returns a parenthesised hint for a name that is not a point of
// b, or "".
func pointHint(b *Board, name string) string {
	letters := strings.TrimRightFunc(name, func(r rune) bool { return r >= '0' && r <= '9' })
	switch {
	case b.cell != nil && strings.EqualFold(letters, "I") && len(letters) < len(name):
		return " (GTP coordinates skip the letter I: the column after H is J)"
	case strings.EqualFold(name, "B") || strings.EqualFold(name, "W"):
		return " (a move list gives points only, players alternating from Black: write D4 Q16, not B D4 W Q16)"
	}
	return ""
}

// format returns the format rec was read from, for errors.
func (rec *Record) format() string {
	if rec.Format == "" {
		return "record"
	}
	return rec.Format
}

// checkSetup returns a *SyntaxError for the first setup stone of rec that
// names no point of b.
func (rec *Record) checkSetup(b *Board) error {
	for _, st := range rec.Setup {
		if _, ok := b.Point(st.Vertex); !ok {
			return &SyntaxError{Format: rec.format(), Line: st.Line, Column: st.Column,
				Msg: "setup: " + notAPoint(b, st.Vertex, "")}
		}
	}
	return nil
}
