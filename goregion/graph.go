package goregion

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"unicode"

	"gonum.org/v1/gonum/graph/simple"
	"gonum.org/v1/gonum/graph/topo"
)

// This file reads and writes the graph format of General Graph Go (seed 004)
// and checks and analyses boards with gonum's graph package. The format is
// documented in doc.go ("Graph format").

// MaxGraphPoints is the largest number of points ParseGraph accepts.
const MaxGraphPoints = 1 << 16

// NewGraphBoard returns the board with the named points and the given
// edges (pairs of point indices). Edges are unordered pairs (seed 004): an
// edge from a point to itself, a repeated edge or an index out of range is an
// error. The board has no grid cells; points are named by their labels.
//
// The edges go through a gonum undirected graph, which finds the repeated
// ones and gives each point its neighbours.
func NewGraphBoard(names []string, edges [][2]int) (*Board, error) {
	n := len(names)
	b := &Board{names: append([]string(nil), names...), adj: make([][]int32, n), index: make(map[string]int, n)}
	for i, s := range names {
		if _, dup := b.index[s]; dup {
			return nil, fmt.Errorf("goregion: point %q named twice", s)
		}
		b.index[s] = i
	}
	g := simple.NewUndirectedGraph()
	for p := range n {
		g.AddNode(simple.Node(p))
	}
	for _, e := range edges {
		u, v := e[0], e[1]
		switch {
		case u < 0 || u >= n || v < 0 || v >= n:
			return nil, fmt.Errorf("goregion: edge %d-%d: point out of range 0…%d", u, v, n-1)
		case u == v:
			return nil, fmt.Errorf("goregion: edge %s-%s joins a point to itself", names[u], names[v])
		case g.HasEdgeBetween(int64(u), int64(v)):
			return nil, fmt.Errorf("goregion: edge %s-%s given twice", names[u], names[v])
		}
		g.SetEdge(simple.Edge{F: simple.Node(u), T: simple.Node(v)})
	}
	for p := range n {
		for it := g.From(int64(p)); it.Next(); {
			b.adj[p] = append(b.adj[p], int32(it.Node().ID()))
		}
		slices.Sort(b.adj[p])
	}
	return b, nil
}

// gonumGraph returns the subgraph of b induced by the points that keep
// accepts (every point when keep is nil) as a gonum undirected graph; node
// IDs are point indices.
func gonumGraph(b *Board, keep func(p int) bool) *simple.UndirectedGraph {
	in := func(p int) bool { return keep == nil || keep(p) }
	g := simple.NewUndirectedGraph()
	for p := range b.adj {
		if in(p) {
			g.AddNode(simple.Node(p))
		}
	}
	for p, ns := range b.adj {
		for _, q := range ns {
			if int(q) > p && in(p) && in(int(q)) {
				g.SetEdge(simple.Edge{F: simple.Node(p), T: simple.Node(q)})
			}
		}
	}
	return g
}

// Components returns the connected components of the subgraph of b induced
// by the points that keep accepts (all points when keep is nil), with
// gonum's topo.ConnectedComponents: each as ascending point indices,
// ordered by their smallest point. The empty regions that scoring counts
// are Components(b, empty).
func Components(b *Board, keep func(p int) bool) [][]int {
	cc := topo.ConnectedComponents(gonumGraph(b, keep))
	out := make([][]int, len(cc))
	for i, c := range cc {
		for _, n := range c {
			out[i] = append(out[i], int(n.ID()))
		}
		sort.Ints(out[i])
	}
	sort.Slice(out, func(i, j int) bool { return out[i][0] < out[j][0] })
	return out
}

// NumEdges returns the number of edges of b.
func NumEdges(b *Board) int {
	n := 0
	for _, ns := range b.adj {
		n += len(ns)
	}
	return n / 2
}

// validLabel reports whether s may name a point of a graph: letters,
// digits, '_' and '.', and not a move word.
func validLabel(s string) bool {
	if s == "" || strings.EqualFold(s, "pass") || strings.EqualFold(s, "resign") {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_' || r == '.') {
			return false
		}
	}
	return true
}

// ParseGraph reads a general graph with its colouring (doc.go, "Graph
// format"): lines "points L…", "edges A-B-C …", "black L…", "white L…",
// "immortal L…", and ';' comments. Errors are *SyntaxError with Format
// "graph", the line and the column of the word at fault.
func ParseGraph(text string) (*Position, error) {
	text = strings.TrimPrefix(text, byteOrderMark)
	var (
		names    []string
		index    = map[string]int{}
		edges    [][2]int
		edgeLine = map[[2]int]int{}
		colors   = map[int]Color{}
		immortal = map[int][2]int{} // point -> line and column of its immortal mark
	)
	lines := strings.Split(text, "\n")
	for ln, line := range lines {
		lineNo := ln + 1
		if k := strings.IndexByte(line, ';'); k >= 0 {
			line = line[:k]
		}
		fields, cols := fieldsColumns(line)
		if len(fields) == 0 {
			continue
		}
		at := 0 // the field the next error points at
		fail := func(format string, args ...any) (*Position, error) {
			return nil, &SyntaxError{Format: formatGraph, Line: lineNo, Column: cols[at], Msg: fmt.Sprintf(format, args...)}
		}
		lookup := func(s string) (int, bool) {
			p, ok := index[s]
			return p, ok
		}
		kw, args := strings.ToLower(fields[0]), fields[1:]
		switch kw {
		case "points":
			for i, s := range args {
				at = i + 1
				if !validLabel(s) {
					return fail("bad point label %q: expected letters, digits, '_' or '.', not pass or resign", s)
				}
				if _, dup := index[s]; dup {
					return fail("point %q declared twice", s)
				}
				if len(names) == MaxGraphPoints {
					return fail("more than %d points", MaxGraphPoints)
				}
				index[s] = len(names)
				names = append(names, s)
			}
		case "edges":
			for i, path := range args {
				at = i + 1
				ends := strings.Split(path, "-")
				if len(ends) < 2 {
					return fail("bad edge %q: expected two or more labels joined by '-', like a-b or a-b-c", path)
				}
				for i, s := range ends {
					q, ok := lookup(s)
					if !ok {
						return fail("edge %q names %q, which is not a declared point", path, s)
					}
					if i == 0 {
						continue
					}
					p, _ := lookup(ends[i-1])
					e := [2]int{min(p, q), max(p, q)}
					switch {
					case p == q:
						return fail("edge %s-%s joins a point to itself (the adjacency must be irreflexive)", s, s)
					case edgeLine[e] > 0:
						return fail("edge %s-%s already given on line %d", ends[i-1], s, edgeLine[e])
					}
					edgeLine[e] = lineNo
					edges = append(edges, e)
				}
			}
		case "black", "white", "immortal":
			for i, s := range args {
				at = i + 1
				p, ok := lookup(s)
				if !ok {
					return fail("%q is not a declared point", s)
				}
				if kw == "immortal" {
					immortal[p] = [2]int{lineNo, cols[at]}
					continue
				}
				if _, dup := colors[p]; dup {
					return fail("point %q coloured twice", s)
				}
				colors[p] = map[string]Color{"black": Black, "white": White}[kw]
			}
		default:
			return fail("unknown statement %q: expected points, edges, black, white or immortal", fields[0])
		}
	}
	if len(names) == 0 {
		return nil, &SyntaxError{Format: formatGraph, Line: len(lines), Column: 1, Msg: "graph has no points: expected a line \"points a b c\""}
	}
	b, err := NewGraphBoard(names, edges)
	if err != nil {
		// ParseGraph checks every edge with its line first.
		panic("goregion: internal error: " + err.Error())
	}
	pos := &Position{Board: b, Colors: make([]Color, len(names)), Immortal: make([]bool, len(names))}
	for p, c := range colors {
		pos.Colors[p] = c
	}
	for p := range names { // in point order, so that the error is the same each time
		at, ok := immortal[p]
		if !ok {
			continue
		}
		if pos.Colors[p] == Empty {
			return nil, &SyntaxError{Format: formatGraph, Line: at[0], Column: at[1], Msg: fmt.Sprintf("point %q is immortal but has no stone: colour it black or white", names[p])}
		}
		pos.Immortal[p] = true
	}
	return pos, nil
}

// fieldsColumns splits line at white space as strings.Fields does, and
// returns each field's column (1-based, in characters).
func fieldsColumns(line string) (fields []string, cols []int) {
	col, start, startCol := 0, -1, 0
	for i, r := range line {
		col++
		if unicode.IsSpace(r) {
			if start >= 0 {
				fields, cols = append(fields, line[start:i]), append(cols, startCol)
				start = -1
			}
			continue
		}
		if start < 0 {
			start, startCol = i, col
		}
	}
	if start >= 0 {
		fields, cols = append(fields, line[start:]), append(cols, startCol)
	}
	return fields, cols
}

// FormatGraph writes pos in the graph format that ParseGraph reads: its
// points, edges, stones and immortal marks. Point labels must be valid graph
// labels (a grid's GTP names are).
func FormatGraph(pos *Position) string {
	b := pos.Board
	var sb strings.Builder
	sb.WriteString("points")
	for _, s := range b.names {
		sb.WriteString(" " + s)
	}
	sb.WriteString("\n")
	var edges []string
	for p, ns := range b.adj {
		for _, q := range ns {
			if int(q) > p {
				edges = append(edges, b.names[p]+"-"+b.names[q])
			}
		}
	}
	if len(edges) > 0 {
		sb.WriteString("edges " + strings.Join(edges, " ") + "\n")
	}
	for _, c := range []Color{Black, White} {
		var pts []string
		for p, pc := range pos.Colors {
			if pc == c {
				pts = append(pts, b.names[p])
			}
		}
		if len(pts) > 0 {
			sb.WriteString(c.String() + " " + strings.Join(pts, " ") + "\n")
		}
	}
	var imm []string
	for p, ok := range pos.Immortal {
		if ok {
			imm = append(imm, b.names[p])
		}
	}
	if len(imm) > 0 {
		sb.WriteString("immortal " + strings.Join(imm, " ") + "\n")
	}
	return sb.String()
}
