package goregion

import (
	"slices"

	"gonum.org/v1/gonum/graph/simple"
	"gonum.org/v1/gonum/graph/topo"
)

// Parts returns the parts of pos: the connected sets of its points that are
// not immortal stones (gonum's topo.ConnectedComponents on the graph of
// those points), each ascending, ordered by their first point. Immortal
// stones separate the parts: a move in one never changes another, so each is
// a game of its own (FORMATS.md §3).
func Parts(pos *Position) [][]int {
	g := simple.NewUndirectedGraph()
	for p, imm := range pos.Immortal {
		if !imm {
			g.AddNode(simple.Node(p))
		}
	}
	for p, ns := range pos.Board.adj {
		for _, q := range ns {
			if int(q) > p && !pos.Immortal[p] && !pos.Immortal[q] {
				g.SetEdge(simple.Edge{F: simple.Node(p), T: simple.Node(q)})
			}
		}
	}
	var parts [][]int
	for _, c := range topo.ConnectedComponents(g) {
		part := make([]int, len(c))
		for i, n := range c {
			part[i] = int(n.ID())
		}
		slices.Sort(part)
		parts = append(parts, part)
	}
	slices.SortFunc(parts, func(a, b []int) int { return a[0] - b[0] })
	return parts
}
