package goregion

import (
	"fmt"
	"slices"
	"strings"
)

// Color is the colour of a point: Empty, Black or White.
type Color int8

// The colours of a point. Black is Left, White is Right.
const (
	Empty Color = iota
	Black
	White
)

// String returns "empty", "black" or "white".
func (c Color) String() string {
	switch c {
	case Empty:
		return "empty"
	case Black:
		return "black"
	case White:
		return "white"
	}
	return fmt.Sprintf("Color(%d)", int8(c))
}

// Opponent returns the other player's colour; Empty stays Empty.
func (c Color) Opponent() Color {
	switch c {
	case Black:
		return White
	case White:
		return Black
	}
	return c
}

// Board is an undirected graph of points, compiled for play: points are
// numbered 0 … N-1 and each has a neighbour list. A Board is immutable once
// built and may be shared.
type Board struct {
	names []string  // the name of each point (GTP coordinate or graph label)
	adj   [][]int32 // neighbours of each point, ascending
	index map[string]int
	// Width and Height are the grid size for boards drawn from a grid or a
	// diagram (rows counted from the top of the drawing); 0 for general graphs.
	Width, Height int
	// cell maps a point to its (column, row-from-top) cell; nil for graphs.
	cell [][2]int
}

// NumPoints returns the number of points of b.
func (b *Board) NumPoints() int { return len(b.adj) }

// Neighbors returns the neighbours of point p in ascending order. The slice
// belongs to the board and must not be modified.
func (b *Board) Neighbors(p int) []int32 { return b.adj[p] }

// Name returns the name of point p: its GTP coordinate (A1 is bottom left,
// columns skip I) on grids and diagrams, its label on general graphs.
func (b *Board) Name(p int) string { return b.names[p] }

// Point returns the point called name (case-insensitive on grids), or false.
func (b *Board) Point(name string) (int, bool) {
	p, ok := b.index[name]
	if !ok {
		p, ok = b.index[strings.ToUpper(name)]
	}
	return p, ok
}

// Cell returns the column and the row (counted from the top of the drawing)
// of point p, and false on general graphs.
func (b *Board) Cell(p int) (col, row int, ok bool) {
	if b.cell == nil {
		return 0, 0, false
	}
	return b.cell[p][0], b.cell[p][1], true
}

// Adjacent reports whether points p and q are neighbours.
func (b *Board) Adjacent(p, q int) bool {
	for _, n := range b.adj[p] {
		if int(n) == q {
			return true
		}
	}
	return false
}

// ColumnName returns the GTP letter of column c (0-based): A … H, J … Z,
// then AA, AB, … for very wide diagrams.
func ColumnName(c int) string {
	const letters = "ABCDEFGHJKLMNOPQRSTUVWXYZ" // 25 letters, no I
	if c < len(letters) {
		return letters[c : c+1]
	}
	return ColumnName(c/len(letters)-1) + letters[c%len(letters):c%len(letters)+1]
}

// Grid returns the rectangular grid board of the given size (19×19 is the
// usual Go board). Points are numbered row by row from the top left.
func Grid(width, height int) *Board {
	cells := make([][2]int, 0, width*height)
	for r := 0; r < height; r++ {
		for c := 0; c < width; c++ {
			cells = append(cells, [2]int{c, r})
		}
	}
	return boardFromCells(cells, width, height)
}

// boardFromCells builds a board whose points are the given grid cells
// (column, row from top), adjacent when orthogonal neighbours.
func boardFromCells(cells [][2]int, width, height int) *Board {
	b := &Board{
		names: make([]string, len(cells)),
		adj:   make([][]int32, len(cells)),
		index: make(map[string]int, len(cells)),
		cell:  cells,
		Width: width, Height: height,
	}
	at := make(map[[2]int]int, len(cells))
	for i, c := range cells {
		at[c] = i
	}
	for i, c := range cells {
		b.names[i] = fmt.Sprintf("%s%d", ColumnName(c[0]), height-c[1])
		b.index[b.names[i]] = i
		for _, d := range [4][2]int{{0, -1}, {-1, 0}, {1, 0}, {0, 1}} {
			if j, ok := at[[2]int{c[0] + d[0], c[1] + d[1]}]; ok {
				b.adj[i] = append(b.adj[i], int32(j))
			}
		}
		slices.Sort(b.adj[i])
	}
	return b
}

// Position is a board with a colouring and the set of immortal points: the
// starting point of a local analysis (a region) or of a game.
type Position struct {
	Board    *Board
	Colors   []Color // the colour of each point
	Immortal []bool  // immortal stones are never captured, nor is any group containing one
}

// String draws p as a diagram in the notation of ParseDiagram (general graphs
// list their points instead).
func (p *Position) String() string {
	b := p.Board
	if b.cell == nil {
		var sb strings.Builder
		for i := range b.adj {
			fmt.Fprintf(&sb, "%s:%c ", b.names[i], p.char(i))
		}
		return strings.TrimSpace(sb.String())
	}
	rows := make([][]byte, b.Height)
	for r := range rows {
		rows[r] = []byte(strings.Repeat("#", b.Width))
	}
	for i, c := range b.cell {
		rows[c[1]][c[0]] = p.char(i)
	}
	var sb strings.Builder
	for _, r := range rows {
		line := strings.TrimRight(string(r), "#")
		if line == "" {
			line = "#" // a row without points: a blank line would be dropped when read back
		}
		sb.WriteString(line)
		sb.WriteByte('\n')
	}
	return sb.String()
}

func (p *Position) char(i int) byte {
	switch {
	case p.Colors[i] == Black && p.Immortal[i]:
		return 'X'
	case p.Colors[i] == White && p.Immortal[i]:
		return 'O'
	case p.Colors[i] == Black:
		return 'x'
	case p.Colors[i] == White:
		return 'o'
	}
	return '.'
}

// ParseDiagram reads a region diagram (FORMATS.md §3):
//
//	. empty point   X O immortal Black/White stones   x o ordinary stones
//	# or space: not a point   ; starts a comment to the end of the line
//
// Blank lines before and after the drawing are ignored, as are a UTF-8
// byte-order mark and the '\r' of CRLF line ends. Points are adjacent
// when orthogonal neighbours; coordinates follow GTP relative to the drawing
// (A1 is the bottom-left cell). Errors are *SyntaxError with Format
// "diagram"; columns count characters.
func ParseDiagram(text string) (*Position, error) {
	text = strings.TrimPrefix(text, byteOrderMark)
	lines := strings.Split(text, "\n")
	type row struct {
		line int
		text string
	}
	var rows []row
	for i, l := range lines {
		if k := strings.IndexByte(l, ';'); k >= 0 {
			l = l[:k]
		}
		l = strings.TrimSuffix(l, "\r") // CRLF, or a final lone CR
		l = strings.TrimRight(l, " \t")
		rows = append(rows, row{i + 1, l})
	}
	for len(rows) > 0 && strings.TrimSpace(rows[0].text) == "" {
		rows = rows[1:]
	}
	for len(rows) > 0 && strings.TrimSpace(rows[len(rows)-1].text) == "" {
		rows = rows[:len(rows)-1]
	}
	if len(rows) == 0 {
		return nil, &SyntaxError{Format: formatDiagram, Line: 1, Column: 1, Msg: "empty diagram: expected rows of . X O x o #"}
	}
	var cells [][2]int
	var colors []Color
	var immortal []bool
	width := 0
	for r, rw := range rows {
		c := -1
		for _, ch := range rw.text {
			c++ // the column, in characters
			var col Color
			imm := false
			switch ch {
			case ' ', '#':
				continue
			case '.':
			case 'X':
				col, imm = Black, true
			case 'O':
				col, imm = White, true
			case 'x':
				col = Black
			case 'o':
				col = White
			default:
				return nil, &SyntaxError{Format: formatDiagram, Line: rw.line, Column: c + 1,
					Msg: fmt.Sprintf("unexpected %q: expected one of . X O x o # or space", ch)}
			}
			cells = append(cells, [2]int{c, r})
			colors = append(colors, col)
			immortal = append(immortal, imm)
			width = max(width, c+1)
		}
	}
	if len(cells) == 0 {
		return nil, &SyntaxError{Format: formatDiagram, Line: rows[0].line, Column: 1, Msg: "diagram has no points: expected at least one of . X O x o"}
	}
	b := boardFromCells(cells, width, len(rows))
	return &Position{Board: b, Colors: colors, Immortal: immortal}, nil
}
