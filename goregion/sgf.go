package goregion

import (
	"fmt"
	"io"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"
)

// This file reads and writes game records in SGF (FF[4], GM[1]): the main
// line of each game tree of a collection, with SZ, KM, PL, RE, AB/AW/AE
// setup in the nodes before the first move, B/W moves (an empty value, or "tt" on
// boards up to 19×19, is a pass) and the scoring markup MA, TB and TW
// (Record.Marks). Other properties are read and skipped.

// sgfScanner walks the text keeping the line and column.
type sgfScanner struct {
	text      string
	off       int
	line, col int
}

func (s *sgfScanner) errorf(format string, args ...any) error {
	return &SyntaxError{Format: formatSGF, Line: s.line, Column: s.col, Msg: fmt.Sprintf(format, args...)}
}

func (s *sgfScanner) peek() byte {
	if s.off < len(s.text) {
		return s.text[s.off]
	}
	return 0
}

func (s *sgfScanner) advance() byte {
	c := s.text[s.off]
	s.off++
	switch {
	case c == '\n':
		s.line, s.col = s.line+1, 1
	case c&0xC0 != 0x80: // not a UTF-8 continuation byte: columns count characters
		s.col++
	}
	return c
}

func (s *sgfScanner) skipSpace() {
	for s.off < len(s.text) && strings.IndexByte(" \t\r\n", s.text[s.off]) >= 0 {
		s.advance()
	}
}

// sgfProp is one property of a node with its values.
type sgfProp struct {
	id           string
	values       []string
	line, column int
	valuePos     [][2]int // line and column of each value
}

// value reads PropValue = "[" text "]" with '\' escaping the next character.
func (s *sgfScanner) value() (string, error) {
	s.advance() // '['
	var sb strings.Builder
	for {
		if s.off >= len(s.text) {
			return "", s.errorf("unterminated property value: expected ']'")
		}
		c := s.advance()
		switch c {
		case ']':
			return sb.String(), nil
		case '\\':
			if s.off >= len(s.text) {
				return "", s.errorf("unterminated property value: expected ']'")
			}
			c = s.advance()
			if c == '\n' { // a soft line break
				continue
			}
		}
		sb.WriteByte(c)
	}
}

// node reads Node = ";" { PropIdent PropValue { PropValue } }.
func (s *sgfScanner) node() ([]sgfProp, error) {
	s.advance() // ';'
	var props []sgfProp
	for {
		s.skipSpace()
		c := s.peek()
		if !(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z') {
			return props, nil
		}
		p := sgfProp{line: s.line, column: s.col}
		start := s.off
		for c := s.peek(); c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z'; c = s.peek() {
			s.advance()
		}
		// FF[3] allowed lower-case letters in identifiers (AddBlack); keep
		// the capitals. An identifier without one is no property at all.
		for _, r := range s.text[start:s.off] {
			if r >= 'A' && r <= 'Z' {
				p.id += string(r)
			}
		}
		if p.id == "" {
			return nil, &SyntaxError{Format: formatSGF, Line: p.line, Column: p.column,
				Msg: fmt.Sprintf("unexpected %q: expected a property in capitals, such as B, W, AB or SZ", s.text[start:s.off])}
		}
		s.skipSpace()
		if s.peek() != '[' {
			return nil, s.errorf("property %s has no value: expected '['", s.text[start:s.off])
		}
		for s.skipSpace(); s.peek() == '['; s.skipSpace() {
			p.valuePos = append(p.valuePos, [2]int{s.line, s.col})
			v, err := s.value()
			if err != nil {
				return nil, err
			}
			p.values = append(p.values, v)
		}
		props = append(props, p)
	}
}

// ParseSGF reads the main line of the first game of an SGF collection; the
// rest of the text must be well formed too. A UTF-8 byte-order mark is
// skipped. Errors are *SyntaxError with Format "sgf", the line and column.
func ParseSGF(text string) (*Record, error) {
	recs, err := ParseSGFCollection(text)
	if err != nil {
		return nil, err
	}
	return recs[0], nil
}

// ParseSGFCollection reads the main line of every game of an SGF
// collection, in order: Collection = GameTree { GameTree }, where
// GameTree = "(" Sequence { GameTree } ")" and the main line follows the
// first variation of each branch. Text after the last game tree is ignored,
// as SGF readers do. A UTF-8 byte-order mark is skipped. Errors are
// *SyntaxError with Format "sgf", the line and column.
func ParseSGFCollection(text string) ([]*Record, error) {
	s := &sgfScanner{text: strings.TrimPrefix(text, byteOrderMark), line: 1, col: 1}
	s.skipSpace()
	if s.peek() != '(' {
		return nil, s.errorf("expected '(' to start an SGF game tree")
	}
	var recs []*Record
	for s.skipSpace(); s.peek() == '('; s.skipSpace() {
		rec, err := s.gameTree()
		if err != nil {
			return nil, err
		}
		recs = append(recs, rec)
	}
	if s.peek() == ')' {
		return nil, s.errorf("unexpected ')': no game tree is open")
	}
	return recs, nil
}

// gameTree reads one game tree, from its '(' to the matching ')', and
// returns the record of its main line.
func (s *sgfScanner) gameTree() (*Record, error) {
	openLine, openCol := s.line, s.col
	var nodes [][]sgfProp
	depth := 0
	mainDepth := 0 // the depth of the main line's innermost open variation
	mainDone := false
	for {
		s.skipSpace()
		if s.off >= len(s.text) {
			return nil, s.errorf("unexpected end of input: expected ')' to close %d game tree(s)", depth)
		}
		switch c := s.peek(); c {
		case '(':
			s.advance()
			depth++
			if !mainDone && depth == mainDepth+1 {
				mainDepth = depth
			}
		case ')':
			s.advance()
			if depth == mainDepth {
				mainDone = true
			}
			depth--
		case ';':
			props, err := s.node()
			if err != nil {
				return nil, err
			}
			if !mainDone && depth == mainDepth {
				nodes = append(nodes, props)
			}
		default:
			return nil, s.errorf("unexpected %q: expected ';', '(' or ')'", s.nextRune())
		}
		if depth == 0 {
			break
		}
	}
	if len(nodes) == 0 {
		return nil, &SyntaxError{Format: formatSGF, Line: openLine, Column: openCol, Msg: "game tree has no node: expected ';'"}
	}
	rec, err := recordFromNodes(nodes)
	if err != nil {
		return nil, err
	}
	// A result by resignation ends the record with the loser's resignation.
	if w, how, ok := strings.Cut(strings.ToUpper(strings.TrimSpace(rec.Result)), "+"); ok && (how == "R" || how == "RESIGN") {
		if c, ok := sgfColor(w); ok {
			rec.Moves = append(rec.Moves, RecordMove{Color: c.Opponent(), Vertex: "resign", FromResult: true})
		}
	}
	return rec, nil
}

// nextRune returns the character at the scanner's position.
func (s *sgfScanner) nextRune() rune {
	r, _ := utf8.DecodeRuneInString(s.text[s.off:])
	return r
}

// RecordMark is a point of the scoring markup of an SGF record, as scoring
// tools write it: MA (a mark, on a dead stone), TB (Black's territory) or
// TW (White's territory). SGF compressed point lists ("aa:cc") give one
// RecordMark per point.
type RecordMark struct {
	Prop   string // "MA", "TB" or "TW"
	Vertex string // the point's GTP name
	// Moves is the number of moves of the main line played before the
	// mark's node ends: the mark describes the position after them.
	Moves        int
	Line, Column int // where the record names it (1-based)
}

// recordFromNodes interprets the main line's properties.
func recordFromNodes(nodes [][]sgfProp) (*Record, error) {
	rec := &Record{Format: formatSGF}
	width, height := 19, 19
	setupAt := map[string]int{} // a setup point's index in rec.Setup
	for i, props := range nodes {
		setBy := map[string]string{} // the setup property of each point in this node
		marksFrom := len(rec.Marks)  // this node's marks get the moves played when it ends
		for _, p := range props {
			fail := func(k int, format string, args ...any) error {
				line, col := p.line, p.column
				if k < len(p.valuePos) {
					line, col = p.valuePos[k][0], p.valuePos[k][1]
				}
				return &SyntaxError{Format: formatSGF, Line: line, Column: col, Msg: fmt.Sprintf("%s: ", p.id) + fmt.Sprintf(format, args...)}
			}
			switch p.id {
			case "GM":
				if strings.TrimSpace(p.values[0]) != "1" {
					return nil, fail(0, "game %q is not Go: expected GM[1]", p.values[0])
				}
			case "SZ":
				if i > 0 {
					return nil, fail(0, "board size outside the root node")
				}
				w, h, ok := strings.Cut(p.values[0], ":")
				if !ok {
					h = w
				}
				var err1, err2 error
				width, err1 = strconv.Atoi(strings.TrimSpace(w))
				height, err2 = strconv.Atoi(strings.TrimSpace(h))
				if err1 != nil || err2 != nil || width < 1 || height < 1 || width > 52 || height > 52 {
					return nil, fail(0, "bad board size %q: expected a number 1…52 or columns:rows", p.values[0])
				}
				rec.Width, rec.Height = width, height
			case "KM":
				k, err := ParseKomi(p.values[0])
				if err != nil {
					return nil, fail(0, "bad komi %q: expected a number like 6.5", p.values[0])
				}
				rec.Komi = k
			case "RE":
				rec.Result = p.values[0]
			case "PL":
				c, ok := sgfColor(p.values[0])
				if !ok {
					return nil, fail(0, "bad player %q: expected B or W", p.values[0])
				}
				rec.FirstPlayer = c
			case "AB", "AW", "AE":
				if len(rec.Moves) > 0 {
					return nil, fail(0, "setup stones after move %d are not supported", len(rec.Moves))
				}
				c := map[string]Color{"AB": Black, "AW": White, "AE": Empty}[p.id]
				for k, v := range p.values {
					pts, err := sgfPoints(v, width, height)
					if err != nil {
						return nil, fail(k, "%v", err)
					}
					for _, name := range pts {
						if by, dup := setBy[name]; dup {
							return nil, fail(k, "point %s is already set by %s in this node: FF[4] allows one setup of a point per node", name, by)
						}
						setBy[name] = p.id
						st := RecordStone{Color: c, Vertex: name, Line: p.valuePos[k][0], Column: p.valuePos[k][1]}
						// A later node's setup replaces an earlier one's.
						if j, ok := setupAt[name]; ok {
							rec.Setup[j] = st
							continue
						}
						setupAt[name] = len(rec.Setup)
						rec.Setup = append(rec.Setup, st)
					}
				}
			case "MA", "TB", "TW":
				for k, v := range p.values {
					pts, err := sgfPoints(v, width, height)
					if err != nil {
						return nil, fail(k, "%v", err)
					}
					for _, name := range pts {
						rec.Marks = append(rec.Marks, RecordMark{Prop: p.id, Vertex: name, Line: p.valuePos[k][0], Column: p.valuePos[k][1]})
					}
				}
			case "B", "W":
				if len(p.values) != 1 {
					return nil, fail(1, "a move has one value")
				}
				c := Black
				if p.id == "W" {
					c = White
				}
				name, err := sgfMove(p.values[0], width, height)
				if err != nil {
					return nil, fail(0, "move %d: %v", len(rec.Moves)+1, err)
				}
				rec.Moves = append(rec.Moves, RecordMove{Color: c, Vertex: name, Line: p.valuePos[0][0], Column: p.valuePos[0][1]})
			}
		}
		for k := marksFrom; k < len(rec.Marks); k++ {
			rec.Marks[k].Moves = len(rec.Moves)
		}
	}
	return rec, nil
}

func sgfColor(s string) (Color, bool) {
	switch strings.ToUpper(strings.TrimSpace(s)) {
	case "B":
		return Black, true
	case "W":
		return White, true
	}
	return Empty, false
}

// sgfCoord returns the index of an SGF coordinate letter: a…z are 0…25,
// A…Z are 26…51.
func sgfCoord(c byte) (int, bool) {
	switch {
	case c >= 'a' && c <= 'z':
		return int(c - 'a'), true
	case c >= 'A' && c <= 'Z':
		return int(c-'A') + 26, true
	}
	return 0, false
}

func sgfLetter(i int) byte {
	if i < 26 {
		return byte('a' + i)
	}
	return byte('A' + i - 26)
}

// sgfCell returns the column and row (from the top) of an SGF point.
func sgfCell(v string, width, height int) (col, row int, err error) {
	v = strings.TrimSpace(v)
	if len(v) != 2 {
		return 0, 0, fmt.Errorf("bad point %q: expected two letters like dd", v)
	}
	col, ok1 := sgfCoord(v[0])
	row, ok2 := sgfCoord(v[1])
	if !ok1 || !ok2 {
		return 0, 0, fmt.Errorf("bad point %q: expected two letters like dd", v)
	}
	if col >= width || row >= height {
		return 0, 0, fmt.Errorf("point %q is off the %d×%d board", v, width, height)
	}
	return col, row, nil
}

// gtpName returns the GTP name of a cell (column, row from the top).
func gtpName(col, row, height int) string {
	return ColumnName(col) + strconv.Itoa(height-row)
}

// sgfMove returns the GTP name of an SGF move, or "pass".
func sgfMove(v string, width, height int) (string, error) {
	if v == "" || v == "tt" && width <= 19 && height <= 19 {
		return "pass", nil
	}
	col, row, err := sgfCell(v, width, height)
	if err != nil {
		return "", err
	}
	return gtpName(col, row, height), nil
}

// sgfPoints returns the GTP names of an SGF point or rectangle "aa:cc".
func sgfPoints(v string, width, height int) ([]string, error) {
	a, b, rect := strings.Cut(v, ":")
	c1, r1, err := sgfCell(a, width, height)
	if err != nil {
		return nil, err
	}
	c2, r2 := c1, r1
	if rect {
		if c2, r2, err = sgfCell(b, width, height); err != nil {
			return nil, err
		}
	}
	var names []string
	for r := min(r1, r2); r <= max(r1, r2); r++ {
		for c := min(c1, c2); c <= max(c1, c2); c++ {
			names = append(names, gtpName(c, r, height))
		}
	}
	return names, nil
}

// gtpCell returns the column and row (from the top) of a GTP name on a
// board of the given size.
func gtpCell(name string, width, height int) (col, row int, ok bool) {
	name = strings.ToUpper(name)
	i := 0
	for i < len(name) && name[i] >= 'A' && name[i] <= 'Z' {
		i++
	}
	if i == 0 || i == len(name) {
		return 0, 0, false
	}
	n, err := strconv.Atoi(name[i:])
	if err != nil || n < 1 || n > height {
		return 0, 0, false
	}
	for c := 0; c < width; c++ {
		if ColumnName(c) == name[:i] {
			return c, height - n, true
		}
	}
	return 0, 0, false
}

// WriteSGF writes rec as an FF[4] SGF game: SZ, KM, PL, RE, the setup in
// the root node and one node per move. The record must give its board size
// and name points by GTP coordinates.
func (rec *Record) WriteSGF(w io.Writer) error {
	width, height := rec.Width, rec.Height
	if width == 0 || height == 0 {
		width, height = 19, 19
	}
	point := func(name string) (string, error) {
		c, r, ok := gtpCell(name, width, height)
		if !ok {
			return "", fmt.Errorf("goregion: sgf: %q is not a point of the %d×%d board", name, width, height)
		}
		return string([]byte{sgfLetter(c), sgfLetter(r)}), nil
	}
	var sb strings.Builder
	sb.WriteString("(;FF[4]GM[1]CA[UTF-8]AP[tedomari]")
	if width == height {
		fmt.Fprintf(&sb, "SZ[%d]", width)
	} else {
		fmt.Fprintf(&sb, "SZ[%d:%d]", width, height)
	}
	if rec.Komi != nil {
		fmt.Fprintf(&sb, "KM[%s]", KomiString(rec.Komi))
	}
	if rec.FirstPlayer == Black || rec.FirstPlayer == White {
		fmt.Fprintf(&sb, "PL[%s]", map[Color]string{Black: "B", White: "W"}[rec.FirstPlayer])
	}
	if result := rec.resignResult(); result != "" {
		fmt.Fprintf(&sb, "RE[%s]", sgfEscape(result))
	}
	// One setup property per point (FF[4]): a later stone on a point
	// replaces an earlier one, as StartPosition applies them.
	last := map[string]int{}
	for i, st := range rec.Setup {
		last[strings.ToUpper(st.Vertex)] = i
	}
	for _, id := range []struct {
		c  Color
		id string
	}{{Black, "AB"}, {White, "AW"}, {Empty, "AE"}} {
		first := true
		for i, st := range rec.Setup {
			if st.Color != id.c || last[strings.ToUpper(st.Vertex)] != i {
				continue
			}
			p, err := point(st.Vertex)
			if err != nil {
				return err
			}
			if first {
				sb.WriteString(id.id)
				first = false
			}
			sb.WriteString("[" + p + "]")
		}
	}
	// The scoring marks (MA, TB, TW) go in the node after which they hold:
	// the root for a mark before any move, else the node of its last move.
	marksAfter := map[int][]RecordMark{}
	for _, mk := range rec.Marks {
		marksAfter[mk.Moves] = append(marksAfter[mk.Moves], mk)
	}
	writeMarks := func(k int) error {
		for _, prop := range []string{"MA", "TB", "TW"} {
			first := true
			for _, mk := range marksAfter[k] {
				if mk.Prop != prop {
					continue
				}
				p, err := point(mk.Vertex)
				if err != nil {
					return err
				}
				if first {
					sb.WriteString(prop)
					first = false
				}
				sb.WriteString("[" + p + "]")
			}
		}
		return nil
	}
	if err := writeMarks(0); err != nil {
		return err
	}
	c := rec.FirstPlayer
	if c != White {
		c = Black
	}
	for i, m := range rec.Moves {
		if m.Color == Black || m.Color == White {
			c = m.Color
		}
		if i%10 == 0 {
			sb.WriteString("\n")
		}
		id := map[Color]string{Black: "B", White: "W"}[c]
		switch strings.ToLower(m.Vertex) {
		case "pass":
			fmt.Fprintf(&sb, ";%s[]", id)
		case "resign":
			// SGF has no resignation move: it is the result (RE[W+R]).
		default:
			p, err := point(m.Vertex)
			if err != nil {
				return fmt.Errorf("%w (move %d)", err, i+1)
			}
			fmt.Fprintf(&sb, ";%s[%s]", id, p)
		}
		if strings.ToLower(m.Vertex) != "resign" {
			if err := writeMarks(i + 1); err != nil {
				return err
			}
		}
		c = c.Opponent()
	}
	sb.WriteString(")\n")
	_, err := io.WriteString(w, sb.String())
	return err
}

// resignResult returns rec.Result, or "W+R" / "B+R" when it is empty and
// the last move is a resignation.
func (rec *Record) resignResult() string {
	if rec.Result != "" || len(rec.Moves) == 0 || !strings.EqualFold(rec.Moves[len(rec.Moves)-1].Vertex, "resign") {
		return rec.Result
	}
	c := rec.FirstPlayer
	if c != White {
		c = Black
	}
	for _, m := range rec.Moves {
		if m.Color == Black || m.Color == White {
			c = m.Color
		}
		c = c.Opponent()
	}
	// c is now the player after the resigning one: the winner.
	return map[Color]string{Black: "B+R", White: "W+R"}[c]
}

// ParseKomi reads a komi as SGF's KM and the CLI's --komi write it: a
// decimal such as 6.5, -0.5 or 7, or a fraction such as 13/2, with an
// optional sign and surrounding spaces. Exponents (1e9) are refused: the
// size of the number they write has no bound.
func ParseKomi(s string) (*big.Rat, error) {
	t := strings.TrimSpace(s)
	body := strings.TrimLeft(t, "+-")
	ok := len(t)-len(body) <= 1 && body != ""
	for _, c := range body {
		ok = ok && (c >= '0' && c <= '9' || c == '.' || c == '/')
	}
	if ok && strings.Count(body, ".")+strings.Count(body, "/") <= 1 {
		if k, good := new(big.Rat).SetString(t); good {
			return k, nil
		}
	}
	return nil, fmt.Errorf("goregion: bad komi %q: expected a number like 6.5 or 13/2", s)
}

// sgfEscape escapes ']' and '\' in an SGF text value.
func sgfEscape(s string) string {
	return strings.NewReplacer(`\`, `\\`, `]`, `\]`).Replace(s)
}

// KomiString writes r as Go players write komi, and as SGF's KM and
// [ParseKomi] read it: a decimal when it has an exact one (6.5), else a
// fraction (1/3). A denominator 2^a·5^b needs max(a, b) digits, at most its
// bit length.
func KomiString(r *big.Rat) string {
	for prec := 0; prec <= r.Denom().BitLen(); prec++ {
		s := r.FloatString(prec)
		if x, ok := new(big.Rat).SetString(s); ok && x.Cmp(r) == 0 {
			return s
		}
	}
	return r.RatString()
}
