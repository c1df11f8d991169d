package endgame

import (
	"sync"

	"github.com/tedomari/tedomari/goregion"
)

// This file holds the 3×3 patterns of the heavier playouts (playout.go):
// shapes around an empty point that make a move there worth playing in a
// playout, looked at only next to the opponent's last move.
//
// # Source
//
// The patterns are those of MoGo: S. Gelly, Y. Wang, R. Munos, O.
// Teytaud, "Modification of UCT with patterns in Monte-Carlo Go", INRIA
// research report RR-6062 (2006), figures of the hane, cut and edge
// patterns; Fuego's GoUctPatterns.h documents the same set in the same
// notation, which this file follows (it is written here from the pictures,
// not from either program's code). Fuego matches the centre patterns only
// at points off the first line and the edge patterns only at points of the
// first line that are not corners; so do we.
//
// # Notation
//
// Three rows of three cells, the top row first; the move is the middle
// cell. X and O are stones of the two colours (either way round: every
// pattern is matched with X Black and with X White), '.' an empty point,
// 'x' X or empty, 'o' O or empty, '?' anything on the board, '#' no point
// (off the board); only '#' admits a cell off the board. An edge pattern's bottom row is "###": the move is
// on the first line, the row above is the second line. toPlay says who may
// play the move: 'X' the player of X's colour only, 'O' of O's colour only,
// ' ' either. A pattern matches in any of the eight rotations and
// reflections of the square. unless lists patterns that, matched in the
// same rotation and colours, cancel the match (MoGo's first cut pattern:
// X O / O . is a cut unless the cut point is already answered).
type pattern3 struct {
	name   string
	rows   [3]string
	toPlay byte
	unless [][3]string
}

// pattern3Set is MoGo's set (see Source above).
var pattern3Set = []pattern3{
	// Hane: a move that bends around the opponent's stone, or answers one.
	{name: "hane 1", rows: [3]string{"XOX", "...", "???"}},
	{name: "hane 2", rows: [3]string{"XO.", "...", "?.?"}},
	{name: "hane 3", rows: [3]string{"XO?", "X..", "?.?"}},
	{name: "hane 4", rows: [3]string{"XOO", "...", "?.?"}, toPlay: 'X'},
	// Cut: the move cuts X from X diagonally, unless the cut is answered.
	{name: "cut 1", rows: [3]string{"XO?", "O.?", "???"},
		unless: [][3]string{{"XO?", "O.O", "?.?"}, {"XO?", "O..", "?O?"}}},
	{name: "cut 2", rows: [3]string{"?X?", "O.O", "xxx"}},
	// Edge: moves on the first line.
	{name: "edge 1", rows: [3]string{"X.?", "O.?", "###"}},
	{name: "edge 2", rows: [3]string{"?X?", "o.O", "###"}},
	{name: "edge 3", rows: [3]string{"?XO", "?.?", "###"}, toPlay: 'X'},
	{name: "edge 4", rows: [3]string{"?XO", "?.o", "###"}, toPlay: 'O'},
	{name: "edge 5", rows: [3]string{"?XO", "O.X", "###"}, toPlay: 'O'},
}

// pattern3Offsets are the eight cells around a point (column, row
// offsets, rows counted downwards), in the order of a pattern code's
// digits: NW, N, NE, W, E, SW, S, SE.
var pattern3Offsets = [8][2]int{{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}}

// Cell values of a pattern code (base 4, digit k for cell k).
const (
	cellEmpty = 0
	cellBlack = 1
	cellWhite = 2
	cellOff   = 3
)

// pattern3Tables[c][code] reports whether a move of c (0 Black, 1 White)
// at an empty point whose eight cells have code matches a pattern.
var (
	pattern3Once   sync.Once
	pattern3Tables *[2][1 << 16]bool
)

func pattern3Table() *[2][1 << 16]bool {
	pattern3Once.Do(func() { pattern3Tables = buildPattern3Tables(pattern3Set) })
	return pattern3Tables
}

// pattern3Transform maps a cell of the 3×3 square (row·3 + column) through
// symmetry s (0-7: four rotations, each with or without a reflection).
func pattern3Transform(s, cell int) int {
	r, c := cell/3-1, cell%3-1
	for range s & 3 {
		r, c = c, -r // a quarter turn
	}
	if s&4 != 0 {
		c = -c
	}
	return (r+1)*3 + c + 1
}

// pattern3Allows reports whether pattern character ch admits cell value v
// when X is the colour x (cellBlack or cellWhite).
func pattern3Allows(ch byte, v, x int) bool {
	o := cellBlack + cellWhite - x
	switch ch {
	case '?':
		return v != cellOff
	case '#':
		return v == cellOff
	case '.':
		return v == cellEmpty
	case 'X':
		return v == x
	case 'O':
		return v == o
	case 'x':
		return v == x || v == cellEmpty
	case 'o':
		return v == o || v == cellEmpty
	}
	panic("pattern3: bad cell " + string(ch))
}

// pattern3Matches reports whether rows matches code in symmetry s with X
// of colour x. The middle cell (the move) is not part of the code.
func pattern3Matches(rows [3]string, code, s, x int) bool {
	k := 0
	for cell := range 9 {
		if cell == 4 {
			continue
		}
		v := code >> (2 * k) & 3
		k++
		t := pattern3Transform(s, cell)
		if !pattern3Allows(rows[t/3][t%3], v, x) {
			return false
		}
	}
	return true
}

// buildPattern3Tables builds the tables of set: for each pattern,
// symmetry and colour of X, every code its cells admit is enumerated and
// kept when no "unless" pattern matches it the same way.
//
// Claim P3 (the tables say exactly what the notation says), steps:
//  1. A code is a digit per surrounding cell; the pattern cell seen by the
//     code's cell k in symmetry s is pattern3Transform(s, cell k), so
//     pattern3Matches(rows, code, s, x) is the notation's "matches in
//     symmetry s with X of colour x".
//  2. The enumeration visits every code each cell admits (the product of
//     the admitted digits, cell by cell), so every matching code is
//     visited, and only those.
//  3. Only '#' admits a cell off the board, so a centre pattern (no '#')
//     matches only where all eight cells are on the board (a point off
//     the first line) and an edge pattern (its "###" row) only where the
//     three cells of one side are off the board and the five others on
//     it (a first-line point that is not a corner), as Fuego restricts
//     them.
//  4. The player allowed is X's colour for toPlay 'X', the other for 'O',
//     both for ' '.
//
// TestPattern3 checks the tables against a direct match on every code.
func buildPattern3Tables(set []pattern3) *[2][1 << 16]bool {
	t := new([2][1 << 16]bool)
	for _, p := range set {
		for s := range 8 {
			for _, x := range []int{cellBlack, cellWhite} {
				var allowed [8][]int
				k := 0
				for cell := range 9 {
					if cell == 4 {
						continue
					}
					tc := pattern3Transform(s, cell)
					for v := range 4 {
						if pattern3Allows(p.rows[tc/3][tc%3], v, x) {
							allowed[k] = append(allowed[k], v)
						}
					}
					k++
				}
				var players []int
				switch p.toPlay {
				case 'X':
					players = []int{x - 1}
				case 'O':
					players = []int{2 - x}
				default:
					players = []int{0, 1}
				}
				var walk func(k, code int)
				walk = func(k, code int) {
					if k == 8 {
						for _, u := range p.unless {
							if pattern3Matches(u, code, s, x) {
								return
							}
						}
						for _, pl := range players {
							t[pl][code] = true
						}
						return
					}
					for _, v := range allowed[k] {
						walk(k+1, code|v<<(2*k))
					}
				}
				walk(0, 0)
			}
		}
	}
	return t
}

// pattern3Code returns the code of the eight cells around p.
func (b *pboard) pattern3Code(p int32) int {
	code := 0
	for k, q := range b.g.around[p] {
		v := cellOff
		if q >= 0 {
			switch b.col[q] {
			case goregion.Empty:
				v = cellEmpty
			case goregion.Black:
				v = cellBlack
			default:
				v = cellWhite
			}
		}
		code |= v << (2 * k)
	}
	return code
}

// matchesPattern3 reports whether c's move at the empty point p matches a
// pattern of pattern3Set.
func (b *pboard) matchesPattern3(p int32, c goregion.Color) bool {
	if b.g.around == nil {
		return false
	}
	pl := 0
	if c == goregion.White {
		pl = 1
	}
	return pattern3Table()[pl][b.pattern3Code(p)]
}
