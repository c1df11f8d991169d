package goregion

import (
	"fmt"
	"math/big"
	"strings"
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
}

// MoveListError reports a malformed move list: where and what.
type MoveListError struct {
	Line, Column int // 1-based
	Msg          string
}

func (e *MoveListError) Error() string {
	return fmt.Sprintf("goregion: move list line %d, column %d: %s", e.Line, e.Column, e.Msg)
}

// ParseMoveList reads a plain move list: moves separated by spaces,
// commas or new lines, each a point's name (D4, or a graph label), "pass" or
// "resign", players alternating from Black; ';' starts a comment to the end
// of the line. Whether the points exist is checked when the moves are
// played, since it depends on the board.
func ParseMoveList(text string) (*Record, error) {
	rec := &Record{}
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
				return nil, &MoveListError{Line: ln + 1, Column: col + 1,
					Msg: fmt.Sprintf("move %d: unexpected %q: expected a point like D4, pass or resign", len(rec.Moves)+1, tok)}
			}
			if strings.EqualFold(tok, "pass") || strings.EqualFold(tok, "resign") {
				tok = strings.ToLower(tok)
			}
			rec.Moves = append(rec.Moves, RecordMove{Vertex: tok, Line: ln + 1, Column: col + 1})
			col = end
		}
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

// RecordOf returns the record of moves played on board b from the first
// player on, players alternating, with b's size when it is a grid.
func RecordOf(b *Board, first Color, moves []Move) *Record {
	rec := &Record{}
	if b.cell != nil {
		rec.Width, rec.Height = b.Width, b.Height
	}
	if first == White {
		rec.FirstPlayer = White
	}
	c := first
	for _, m := range moves {
		rec.Moves = append(rec.Moves, RecordMove{Color: c, Vertex: moveName(b, m)})
		c = c.Opponent()
	}
	return rec
}
