package endgame

import (
	"fmt"
	"slices"
	"strings"

	"gonum.org/v1/gonum/graph/simple"
	"gonum.org/v1/gonum/graph/topo"

	"github.com/tedomari/tedomari/goregion"
)

// This file splits a whole board into regions: the connected sets of points
// that are not safe stones, each framed by the safe stones that border it.

// Safety is the judgement of which stones are safe and which are dead: an
// input of the analysis, filled by the caller (from Benson's algorithm, a
// life-and-death search, or the user's --alive and --dead).
//
// Safe stones are immortal: they never leave the board, so they cut the
// board into independent regions. Only chains that cannot be captured
// whatever the opponent does (Benson's pass-alive chains) may be marked safe
// without changing the count; a chain that lives only with correct defence
// should stay unmarked, so that its region's value counts the moves its
// defence costs. Dead stones stay on the board as ordinary stones of their
// region, where the solver captures them and counts them as the local rules
// say; marking them dead changes no value and is reported in the
// assumptions. Stones marked neither way are ordinary stones of their region.
//
// The zero value marks nothing: every stone is an ordinary stone, and only
// the position's own immortal stones (goregion.Position.Immortal) are safe.
type Safety struct {
	// Safe holds points of the safe chains: one point of a chain marks the
	// whole chain (the maximal connected set of stones of its colour).
	Safe []int
	// Dead holds points of the dead chains, one point a chain as for Safe.
	Dead []int
	// Territory holds points of regions judged settled territory although
	// the test of Decompose cannot prove it (a large territory with
	// interior points, SGF TB/TW): each such region must be framed by the
	// safe stones of one player only and hold no stone of that player's; it
	// is counted n + 2m without search, and the assumptions say so.
	Territory []int
	// SureBlack and SureWhite hold the sure points of each player (Assess;
	// sure.go): empty points deep in the player's area, counted as its
	// territory without search. In the local positions of the other
	// regions they are immortal stones of the player, so that a region
	// costs what its contested part costs. Each must be empty and next to
	// no stone that is not safe.
	SureBlack, SureWhite []int
}

// AllStonesSafe returns the Safety that marks every stone of pos safe: the
// board of an endgame in which every group is settled alive.
func AllStonesSafe(pos *goregion.Position) Safety {
	var s Safety
	for p, c := range pos.Colors {
		if c != goregion.Empty {
			s.Safe = append(s.Safe, p)
		}
	}
	return s
}

// Region is one region of a decomposed board: a connected set of points
// that are not safe stones, with the safe stones around it as its frame.
type Region struct {
	// Name is the region's letter: A, B, …, Z, then AA, AB, … in the order of
	// the regions' first points.
	Name string
	// Points are the points of the region on the whole board, ascending:
	// its empty points and its ordinary (dead or unsettled) stones.
	Points []int
	// Frame holds the safe stones that border the region, ascending, and
	// the sure points that border it (empty on the board, immortal stones
	// of their owner in Position).
	Frame []int
	// Empty is the number of empty points of the region.
	Empty int
	// Owner is the player whose safe stones alone frame a settled territory,
	// and Empty otherwise.
	Owner goregion.Color
	// Settled reports whether the region is settled territory (see
	// Decompose): its value is n + 2m without search.
	Settled bool
	// Assumed reports whether the region is settled territory only because
	// Safety.Territory marks it, or because it is a sure area, not by the
	// proven test.
	Assumed bool
	// Sure reports whether the region is a component of a player's sure
	// points (Safety.SureBlack, SureWhite): settled territory by
	// assumption, worth its number of points.
	Sure bool
	// Position is the region as a local position for the solver: its points
	// and its frame (immortal) on a board whose points carry the names of the
	// whole board's points (GTP coordinates on a grid), in the order of
	// Points followed by Frame.
	Position *goregion.Position
	// Diagram draws the region as a region diagram of FORMATS.md §3: the
	// smallest rectangle of the whole board holding the region and its
	// frame, other points as '#'; "" on boards that are not grids.
	Diagram string

	board []int // region position point → whole-board point
}

// BoardPoint returns the whole-board point of point p of r.Position.
func (r *Region) BoardPoint(p int) int { return r.board[p] }

// Decomposition is a whole board split into regions.
type Decomposition struct {
	Safe    []int    // every safe stone, ascending
	Dead    []int    // every stone of a dead chain, ascending
	Regions []Region // in the order of their first points
}

// Decompose splits pos into regions under the safety judgement s. The
// points that are not safe stones fall into connected components (gonum's
// topo.ConnectedComponents on the board graph with the safe stones taken
// out); each component, with the safe stones bordering it as an immortal
// frame and its stones as ordinary stones, becomes a region diagram of
// FORMATS.md §3, so the local rules of the thesis apply to it unchanged.
//
// # Settled territory
//
// A region is settled territory of player c when every point of it is next
// to a safe stone of c, none is next to a safe stone of the opponent, and
// every group of the opponent in it has a liberty (a legal position has).
// Then any stone c plays there joins a safe chain at once and can never be
// captured, no stone of c's is in it (it would belong to a safe chain), and
// the opponent can neither live, capture nor make a ko; the value is
// n + 2m for n empty points and m opponent stones (Blom, Theorem 3.1), with
// c's sign. This is the solver's own settled-territory test, whose proof
// in our rules is in goregion/solve (search.go, settled): β = (empty points)
// + 2·(opponent stones) + (c's prisoners taken) − (lost) falls by exactly one
// with each of c's moves and rises by one with each of the opponent's, and
// c can always move while β > 0. The criterion is conservative: a larger
// territory with interior points goes to the solver.
//
// A region that holds a point of s.Territory is settled territory by
// assumption (Region.Assumed) when its frame is of one colour only and it
// holds no stone of that colour.
//
// Errors: a marked point that holds no stone, a chain marked both safe and
// dead, or a territory mark on a region that cannot be territory.
func Decompose(pos *goregion.Position, s Safety) (*Decomposition, error) {
	b := pos.Board
	n := b.NumPoints()
	if len(pos.Colors) != n || len(pos.Immortal) != n {
		return nil, fmt.Errorf("endgame: position has %d colours and %d immortal flags for %d points", len(pos.Colors), len(pos.Immortal), n)
	}
	safe := make([]bool, n)
	dead := make([]bool, n)
	mark := func(pts []int, to []bool, what string) error {
		for _, p := range pts {
			if p < 0 || p >= n {
				return fmt.Errorf("endgame: %s point %d is not on the board", what, p)
			}
			if pos.Colors[p] == goregion.Empty {
				return fmt.Errorf("endgame: %s point %s holds no stone", what, b.Name(p))
			}
			for _, q := range decompChain(pos, p) {
				to[q] = true
			}
		}
		return nil
	}
	for p, imm := range pos.Immortal {
		if imm {
			for _, q := range decompChain(pos, p) {
				safe[q] = true
			}
		}
	}
	if err := mark(s.Safe, safe, "safe"); err != nil {
		return nil, err
	}
	if err := mark(s.Dead, dead, "dead"); err != nil {
		return nil, err
	}
	d := &Decomposition{}
	for p := range n {
		if safe[p] && dead[p] {
			return nil, fmt.Errorf("endgame: the chain at %s is marked both safe and dead", b.Name(p))
		}
		if safe[p] {
			d.Safe = append(d.Safe, p)
		}
		if dead[p] {
			d.Dead = append(d.Dead, p)
		}
	}
	terr := map[int]bool{}
	for _, p := range s.Territory {
		if p < 0 || p >= n {
			return nil, fmt.Errorf("endgame: territory point %d is not on the board", p)
		}
		if safe[p] {
			return nil, fmt.Errorf("endgame: territory point %s is a safe stone", b.Name(p))
		}
		terr[p] = true
	}
	// The sure points: the model position posM has them as stones of
	// their owner, and safeM counts them with the safe stones.
	posM, safeM := pos, safe
	sure := make([]goregion.Color, n)
	if len(s.SureBlack)+len(s.SureWhite) > 0 {
		posM = &goregion.Position{Board: b, Colors: slices.Clone(pos.Colors), Immortal: pos.Immortal}
		safeM = slices.Clone(safe)
		for _, x := range []struct {
			c   goregion.Color
			pts []int
		}{{goregion.Black, s.SureBlack}, {goregion.White, s.SureWhite}} {
			for _, p := range x.pts {
				if p < 0 || p >= n {
					return nil, fmt.Errorf("endgame: sure point %d is not on the board", p)
				}
				if pos.Colors[p] != goregion.Empty || sure[p] != goregion.Empty {
					return nil, fmt.Errorf("endgame: sure point %s is not empty or named twice", b.Name(p))
				}
				for _, q := range b.Neighbors(p) {
					if pos.Colors[q] != goregion.Empty && !safe[q] {
						return nil, fmt.Errorf("endgame: sure point %s is next to %s, a stone that is not safe", b.Name(p), b.Name(int(q)))
					}
				}
				sure[p], posM.Colors[p], safeM[p] = x.c, x.c, true
			}
		}
	}
	for _, pts := range decompComponents(b, safeM) {
		r := Region{Points: pts}
		inFrame := map[int]bool{}
		for _, p := range pts {
			if pos.Colors[p] == goregion.Empty {
				r.Empty++
			}
			for _, q := range b.Neighbors(p) {
				if safeM[q] && !inFrame[int(q)] {
					inFrame[int(q)] = true
					r.Frame = append(r.Frame, int(q))
				}
			}
		}
		slices.Sort(r.Frame)
		r.Owner, r.Settled = decompSettled(posM, pts, safeM)
		d.Regions = append(d.Regions, r)
	}
	// Each component of one player's sure points is settled territory by
	// assumption, framed by the safe stones next to it.
	for _, pts := range [][]int{s.SureBlack, s.SureWhite} {
		for _, comp := range decompSubComponents(b, pts) {
			r := Region{Points: comp, Empty: len(comp), Owner: sure[comp[0]], Settled: true, Assumed: true, Sure: true}
			inFrame := map[int]bool{}
			for _, p := range comp {
				for _, q := range b.Neighbors(p) {
					if safe[q] && !inFrame[int(q)] {
						inFrame[int(q)] = true
						r.Frame = append(r.Frame, int(q))
					}
				}
			}
			slices.Sort(r.Frame)
			d.Regions = append(d.Regions, r)
		}
	}
	slices.SortFunc(d.Regions, func(x, y Region) int { return x.Points[0] - y.Points[0] })
	for i := range d.Regions {
		r := &d.Regions[i]
		r.Name = RegionName(i)
		if !r.Settled && slices.ContainsFunc(r.Points, func(p int) bool { return terr[p] }) {
			if err := decompAssume(posM, r); err != nil {
				return nil, err
			}
		}
		src := posM
		if r.Sure {
			src = pos
		}
		lp, err := decompPosition(src, r)
		if err != nil {
			return nil, err
		}
		r.Position = lp
		r.Diagram = decompDiagram(b, lp, r)
	}
	return d, nil
}

// decompSubComponents returns the connected components of pts (a set of
// points of b), each ascending.
func decompSubComponents(b *goregion.Board, pts []int) [][]int {
	in := map[int]bool{}
	for _, p := range pts {
		in[p] = true
	}
	seen := map[int]bool{}
	var out [][]int
	for _, p := range pts {
		if seen[p] {
			continue
		}
		seen[p] = true
		comp := []int{p}
		for i := 0; i < len(comp); i++ {
			for _, q := range b.Neighbors(comp[i]) {
				if in[int(q)] && !seen[int(q)] {
					seen[int(q)] = true
					comp = append(comp, int(q))
				}
			}
		}
		slices.Sort(comp)
		out = append(out, comp)
	}
	return out
}

// RegionName returns the name of the i-th region (from 0): A … Z, AA, AB, ….
func RegionName(i int) string {
	s := ""
	for i++; i > 0; i = (i - 1) / 26 {
		s = string(rune('A'+(i-1)%26)) + s
	}
	return s
}

// decompChain returns the chain of the stone at p: the maximal connected
// set of stones of its colour.
func decompChain(pos *goregion.Position, p int) []int {
	c := pos.Colors[p]
	if c == goregion.Empty {
		return nil
	}
	seen := map[int]bool{p: true}
	chain := []int{p}
	for i := 0; i < len(chain); i++ {
		for _, q := range pos.Board.Neighbors(chain[i]) {
			if !seen[int(q)] && pos.Colors[q] == c {
				seen[int(q)] = true
				chain = append(chain, int(q))
			}
		}
	}
	slices.Sort(chain)
	return chain
}

// decompComponents returns the connected components of the points that are
// not safe, each ascending, ordered by their first point.
func decompComponents(b *goregion.Board, safe []bool) [][]int {
	g := simple.NewUndirectedGraph()
	for p := range b.NumPoints() {
		if safe[p] {
			continue
		}
		g.AddNode(simple.Node(p))
		for _, q := range b.Neighbors(p) {
			if int(q) < p && !safe[q] {
				g.SetEdge(simple.Edge{F: simple.Node(p), T: simple.Node(q)})
			}
		}
	}
	var out [][]int
	for _, c := range topo.ConnectedComponents(g) {
		pts := make([]int, len(c))
		for i, nd := range c {
			pts[i] = int(nd.ID())
		}
		slices.Sort(pts)
		out = append(out, pts)
	}
	slices.SortFunc(out, func(a, b []int) int { return a[0] - b[0] })
	return out
}

// decompSettled reports whether the region pts is settled territory (see
// Decompose) and whose.
func decompSettled(pos *goregion.Position, pts []int, safe []bool) (goregion.Color, bool) {
	b := pos.Board
	for _, c := range []goregion.Color{goregion.Black, goregion.White} {
		ok := true
		for _, p := range pts {
			near, nearOpp := false, false
			for _, q := range b.Neighbors(p) {
				if safe[q] {
					near = near || pos.Colors[q] == c
					nearOpp = nearOpp || pos.Colors[q] != c
				}
			}
			if !near || nearOpp || pos.Colors[p] == c {
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		// Every opponent group needs a liberty (its points are all in pts).
		seen := map[int]bool{}
		for _, p := range pts {
			if pos.Colors[p] == goregion.Empty || seen[p] {
				continue
			}
			lib := false
			for _, q := range decompChain(pos, p) {
				seen[q] = true
				for _, r := range b.Neighbors(q) {
					lib = lib || pos.Colors[r] == goregion.Empty
				}
			}
			if !lib {
				ok = false
				break
			}
		}
		if ok {
			return c, true
		}
	}
	return goregion.Empty, false
}

// decompAssume makes r settled territory by assumption, or says why it
// cannot be.
func decompAssume(pos *goregion.Position, r *Region) error {
	b := pos.Board
	if len(r.Frame) == 0 {
		return fmt.Errorf("endgame: region %s (%s) is marked territory but has no frame", r.Name, b.Name(r.Points[0]))
	}
	owner := pos.Colors[r.Frame[0]]
	for _, q := range r.Frame {
		if pos.Colors[q] != owner {
			return fmt.Errorf("endgame: region %s (%s) is marked territory but touches safe stones of both colours", r.Name, b.Name(r.Points[0]))
		}
	}
	for _, p := range r.Points {
		if pos.Colors[p] == owner {
			return fmt.Errorf("endgame: region %s is marked %v territory but holds the %v stone %s that is not safe", r.Name, owner, owner, b.Name(p))
		}
	}
	r.Owner, r.Settled, r.Assumed = owner, true, true
	return nil
}

// decompPosition builds r's local position: the region's points and its
// frame on a graph board with the whole board's names and induced edges.
func decompPosition(pos *goregion.Position, r *Region) (*goregion.Position, error) {
	b := pos.Board
	r.board = append(append([]int(nil), r.Points...), r.Frame...)
	local := make(map[int]int, len(r.board))
	names := make([]string, len(r.board))
	for i, p := range r.board {
		local[p] = i
		names[i] = b.Name(p)
	}
	var edges [][2]int
	for i, p := range r.board {
		for _, q := range b.Neighbors(p) {
			if j, ok := local[int(q)]; ok && j > i {
				edges = append(edges, [2]int{i, j})
			}
		}
	}
	rb, err := goregion.NewGraphBoard(names, edges)
	if err != nil {
		return nil, fmt.Errorf("endgame: region %s: %w", r.Name, err)
	}
	lp := &goregion.Position{Board: rb, Colors: make([]goregion.Color, len(r.board)), Immortal: make([]bool, len(r.board))}
	for i, p := range r.board {
		lp.Colors[i] = pos.Colors[p]
		lp.Immortal[i] = i >= len(r.Points)
	}
	return lp, nil
}

// decompDiagram draws r as a region diagram (FORMATS.md §3) cropped from a
// grid board; "" when b is not a grid.
func decompDiagram(b *goregion.Board, lp *goregion.Position, r *Region) string {
	if b.Width == 0 {
		return ""
	}
	minC, minR, maxC, maxR := b.Width, b.Height, -1, -1
	cells := map[[2]int]byte{}
	for i, p := range r.board {
		col, row, ok := b.Cell(p)
		if !ok {
			return ""
		}
		minC, maxC = min(minC, col), max(maxC, col)
		minR, maxR = min(minR, row), max(maxR, row)
		ch := byte('.')
		switch {
		case lp.Colors[i] == goregion.Black && lp.Immortal[i]:
			ch = 'X'
		case lp.Colors[i] == goregion.White && lp.Immortal[i]:
			ch = 'O'
		case lp.Colors[i] == goregion.Black:
			ch = 'x'
		case lp.Colors[i] == goregion.White:
			ch = 'o'
		}
		cells[[2]int{col, row}] = ch
	}
	var sb strings.Builder
	for row := minR; row <= maxR; row++ {
		line := make([]byte, 0, maxC-minC+1)
		for col := minC; col <= maxC; col++ {
			ch, ok := cells[[2]int{col, row}]
			if !ok {
				ch = '#'
			}
			line = append(line, ch)
		}
		sb.WriteString(strings.TrimRight(string(line), "#"))
		sb.WriteByte('\n')
	}
	return sb.String()
}
