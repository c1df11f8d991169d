package endgame

import (
	"fmt"
	"slices"

	"github.com/tedomari/tedomari/goregion"
)

// Unconditional is what Benson's algorithm proves about a position: for each
// colour, its pass-alive chains and the regions they enclose. It is
// immutable once built by [Benson].
type Unconditional struct {
	pos       *goregion.Position
	suicide   bool                // whether the rules let a move remove the mover's own stones
	safe      []goregion.Color    // colour of the pass-alive chain at each point, or Empty
	territory []goregion.Color    // owner of the pass-alive territory at each point, or Empty
	chains    [3][][]int          // pass-alive chains of each colour, as sorted points
	regions   [3][]EnclosedRegion // the regions of each colour's final Benson set
}

// EnclosedRegion is an X-enclosed region that Benson's algorithm keeps: a
// connected component of the points that are not X stones (so it may hold
// empty points and stones of the opponent, never an X stone), every X chain
// next to which is pass-alive.
type EnclosedRegion struct {
	Owner  goregion.Color // X, the colour whose chains enclose it
	Points []int          // its points, ascending
	Empty  int            // how many of its points are empty
	// Vital reports whether the region is vital (Benson's "healthy") to at
	// least one of the pass-alive chains around it: it holds an empty point
	// and every empty point in it is a liberty of that chain (every point,
	// under rules that allow suicide).
	Vital bool
	// Territory reports whether the region is pass-alive territory of
	// Owner: every point of it, empty or not, is next to an Owner stone
	// (all of which are pass-alive). The opponent can then never have a
	// pass-alive chain in it, whatever it plays, as long as Owner plays
	// no stone in it nor in the vital regions of its pass-alive chains;
	// see the package documentation for the proof.
	Territory bool
}

// Benson runs Benson's algorithm for unconditional life on pos, for both
// colours, on any board graph, and returns the pass-alive chains and the
// regions they enclose under rules: only whether they allow suicide
// matters (see the package documentation: with suicide allowed, a region is
// vital to a chain only if every point of it, not just every empty point,
// is next to the chain). A chain that holds an immortal stone (FORMATS.md
// §3) is treated as pass-alive from the start; it needs no vital region.
//
// The position should be legal: every chain without an immortal stone has
// a liberty (Benson does not check it). The result keeps pos, which must
// not change afterwards.
func Benson(pos *goregion.Position, rules goregion.Rules) *Unconditional {
	s := newUnconditional(pos, rules)
	for _, x := range []goregion.Color{goregion.Black, goregion.White} {
		bensonColor(s, x)
	}
	return s
}

// bensonOf runs Benson's algorithm for colour x alone: its Safe is
// Benson(pos, rules).Safe at every stone of x (and Empty at every other
// point), at half the cost. This holds because (1) Benson runs
// bensonColor once per colour on a fresh Unconditional, (2) bensonColor
// for x reads only pos and the rules' suicide flag, never what the run
// for the other colour wrote, and (3) it writes safe only at the points
// of x's chains. (TestBensonOfAgrees.)
func bensonOf(pos *goregion.Position, rules goregion.Rules, x goregion.Color) *Unconditional {
	s := newUnconditional(pos, rules)
	bensonColor(s, x)
	return s
}

// newUnconditional returns the empty result of a Benson run on pos: no
// chain safe, no point territory.
func newUnconditional(pos *goregion.Position, rules goregion.Rules) *Unconditional {
	n := pos.Board.NumPoints()
	return &Unconditional{
		pos:       pos,
		suicide:   rules.Suicide,
		safe:      make([]goregion.Color, n),
		territory: make([]goregion.Color, n),
	}
}

// region is the working record of one X-enclosed region.
type region struct {
	points []int
	empty  int
	// around lists the X chains next to the region; nearEmpty[i] counts
	// the region's empty points that are liberties of around[i], nearAll[i]
	// all its points next to around[i].
	around    []int
	nearEmpty []int
	nearAll   []int
	// oppImmortal reports whether the region holds an immortal stone of
	// the opponent: then it is vital to nothing (see vitalTo).
	oppImmortal bool
}

// vitalTo reports whether r is vital to its i-th chain around: it holds an
// empty point, and every empty point of it (every point, if suicide is
// allowed) is next to the chain.
//
// Pitfall (an immortal opponent stone in the region): the opponent's
// stones joined to it never lose their liberties, so the opponent can
// fill the region point by point, the last one included, without a
// suicide; the proof that a vital region keeps a liberty (the last
// opponent stone in it would have none) fails, and such a region is vital
// to nothing. (Found by TestFrameCaptureDefence: a chain next to a
// region holding White's immortal stones was called pass-alive and was
// not.)
func (r *region) vitalTo(i int, suicide bool) bool {
	if r.oppImmortal {
		return false
	}
	if suicide {
		return r.empty > 0 && r.nearAll[i] == len(r.points)
	}
	return r.empty > 0 && r.nearEmpty[i] == r.empty
}

// bensonColor runs the algorithm for colour x and records its result in s.
//
// Chains: the blocks (maximal connected sets) of x stones. Regions: the
// connected components of the points that are not x stones. Then, as Benson
// (1976) and Müller (1997) state it, starting from all chains and all
// regions, repeat until nothing changes:
//
//  1. remove every chain that has fewer than two vital regions among the
//     remaining regions (a region is vital to a chain when it holds an
//     empty point and every empty point of it is a liberty of the chain;
//     with suicide allowed, every point of it is next to the chain);
//  2. remove every region next to a removed chain.
//
// The chains that remain are pass-alive. The iteration computes the
// greatest set of chains and regions closed under both conditions, so the
// order of removal does not matter.
func bensonColor(s *Unconditional, x goregion.Color) {
	pos, b := s.pos, s.pos.Board
	n := b.NumPoints()

	// Chains of x: chainOf[p] is the chain of the x stone at p, or -1.
	chainOf := make([]int, n)
	for p := range chainOf {
		chainOf[p] = -1
	}
	var chains [][]int
	var immortal []bool
	var stack []int
	for p := 0; p < n; p++ {
		if pos.Colors[p] != x || chainOf[p] >= 0 {
			continue
		}
		id := len(chains)
		chainOf[p] = id
		pts, imm := []int{}, false
		stack = append(stack[:0], p)
		for len(stack) > 0 {
			u := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			pts = append(pts, u)
			imm = imm || pos.Immortal[u]
			for _, w := range b.Neighbors(u) {
				if pos.Colors[w] == x && chainOf[w] < 0 {
					chainOf[w] = id
					stack = append(stack, int(w))
				}
			}
		}
		slices.Sort(pts)
		chains = append(chains, pts)
		immortal = append(immortal, imm)
	}

	// Regions of x: components of the points that are not x stones.
	// Pitfall (regions touching chains of both colours): a region is not
	// a set of empty points bordered by one colour; it holds the
	// opponent's stones too, dead or alive, and an empty area between
	// Black and White is part of a region of each. Only its empty points
	// (all its points, with suicide) decide whether it is vital.
	regionOf := make([]int, n)
	for p := range regionOf {
		regionOf[p] = -1
	}
	var regions []region
	stamp := make([]int, len(chains)) // last point counted for each chain, +1
	// at[c] is chain c's index in the current region's around list, valid
	// when in[c] is the current region's id + 1.
	at, in := make([]int, len(chains)), make([]int, len(chains))
	for p := 0; p < n; p++ {
		if pos.Colors[p] == x || regionOf[p] >= 0 {
			continue
		}
		id := len(regions)
		r := region{}
		regionOf[p] = id
		stack = append(stack[:0], p)
		for len(stack) > 0 {
			u := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			r.points = append(r.points, u)
			isEmpty := pos.Colors[u] == goregion.Empty
			if isEmpty {
				r.empty++
			} else if pos.Immortal[u] {
				r.oppImmortal = true
			}
			for _, w := range b.Neighbors(u) {
				if pos.Colors[w] == x {
					c := chainOf[w]
					i := at[c]
					if in[c] != id+1 {
						i = len(r.around)
						at[c], in[c] = i, id+1
						r.around = append(r.around, c)
						r.nearEmpty = append(r.nearEmpty, 0)
						r.nearAll = append(r.nearAll, 0)
					}
					// Count each point once per chain, however many of
					// its neighbours the chain holds.
					if stamp[c] != u+1 {
						stamp[c] = u + 1
						r.nearAll[i]++
						if isEmpty {
							r.nearEmpty[i]++
						}
					}
				} else if regionOf[w] < 0 {
					regionOf[w] = id
					stack = append(stack, int(w))
				}
			}
		}
		slices.Sort(r.points)
		regions = append(regions, r)
	}

	// vital[c] lists the regions vital to chain c. Pitfall (the "small"
	// condition): a region next to c is not vital to it merely because c
	// encloses it; every empty point of it must be a liberty of c, or the
	// opponent could fill the points c does not touch and live, or fill
	// them last without capturing. Pitfall (suicide): where the rules allow
	// it, the opponent can fill a region and remove its own stones, so the
	// points its stones hold count as empty: every point must touch c.
	// Pitfall (a region with no empty point, e.g. one that holds only an
	// immortal opponent chain): it gives no liberty, so it is vital to
	// nothing.
	vital := make([][]int, len(chains))
	for ri := range regions {
		r := &regions[ri]
		for i, c := range r.around {
			if r.vitalTo(i, s.suicide) {
				vital[c] = append(vital[c], ri)
			}
		}
	}

	alive := make([]bool, len(chains))
	for c := range alive {
		alive[c] = true
	}
	kept := make([]bool, len(regions))
	for ri := range kept {
		kept[ri] = true
	}
	for changed := true; changed; {
		changed = false
		for c := range chains {
			if !alive[c] || immortal[c] {
				continue
			}
			k := 0
			for _, ri := range vital[c] {
				if kept[ri] {
					k++
				}
			}
			if k < 2 {
				alive[c] = false
				changed = true
			}
		}
		// Pitfall (regions touching chains that die): a region stays only
		// if every x chain around it stays; a vital region shared with a
		// chain that cannot live is no eye for anyone.
		for ri, r := range regions {
			if !kept[ri] {
				continue
			}
			for _, c := range r.around {
				if !alive[c] {
					kept[ri] = false
					changed = true
					break
				}
			}
		}
	}

	for c, pts := range chains {
		if !alive[c] {
			continue
		}
		s.chains[x] = append(s.chains[x], pts)
		for _, p := range pts {
			s.safe[p] = x
		}
	}
	for ri, r := range regions {
		// A region with no chain around it (x has no stone on its
		// component of the board) is kept vacuously; it proves nothing.
		if !kept[ri] || len(r.around) == 0 {
			continue
		}
		out := EnclosedRegion{Owner: x, Points: r.points, Empty: r.empty}
		for i, c := range r.around {
			if r.vitalTo(i, s.suicide) && alive[c] {
				out.Vital = true
			}
		}
		out.Territory = true
		for _, p := range r.points {
			if !touches(pos, p, x) {
				out.Territory = false
				break
			}
		}
		if out.Territory {
			for _, p := range r.points {
				s.territory[p] = x
			}
		}
		s.regions[x] = append(s.regions[x], out)
	}
}

// touches reports whether point p has a neighbour holding an x stone.
func touches(pos *goregion.Position, p int, x goregion.Color) bool {
	for _, w := range pos.Board.Neighbors(p) {
		if pos.Colors[w] == x {
			return true
		}
	}
	return false
}

// Chains returns the pass-alive chains of colour c, each as its points in
// ascending order, ordered by their first point. The slices belong to s.
func (s *Unconditional) Chains(c goregion.Color) [][]int { return s.chains[c] }

// Regions returns the regions that Benson's algorithm keeps for colour c:
// the c-enclosed regions every c chain around which is pass-alive, ordered
// by their first point. The slice belongs to s.
func (s *Unconditional) Regions(c goregion.Color) []EnclosedRegion { return s.regions[c] }

// Safe returns the colour of the pass-alive stone at point p, or Empty if
// p holds no pass-alive stone.
func (s *Unconditional) Safe(p int) goregion.Color { return s.safe[p] }

// Territory returns the colour whose pass-alive territory holds point p
// (a region with Territory set), or Empty.
func (s *Unconditional) Territory(p int) goregion.Color { return s.territory[p] }

// Position returns a copy of the analysed position in which every
// pass-alive stone is marked immortal: the frame that a region diagram
// (FORMATS.md §3) draws as X and O. Only pass-alive chains may be made
// immortal without changing what the position is worth.
func (s *Unconditional) Position() *goregion.Position {
	out := &goregion.Position{
		Board:    s.pos.Board,
		Colors:   slices.Clone(s.pos.Colors),
		Immortal: slices.Clone(s.pos.Immortal),
	}
	for p, c := range s.safe {
		if c != goregion.Empty {
			out.Immortal[p] = true
		}
	}
	return out
}

// String draws the position with the pass-alive stones as X and O, the
// other stones as x and o, and the pass-alive territory of Black and White
// as '+' and '-' on its empty points (general graphs list their points).
func (s *Unconditional) String() string {
	b := s.pos.Board
	ch := func(p int) byte {
		switch c := s.pos.Colors[p]; {
		case c == goregion.Black && s.safe[p] == c:
			return 'X'
		case c == goregion.White && s.safe[p] == c:
			return 'O'
		case c == goregion.Black:
			return 'x'
		case c == goregion.White:
			return 'o'
		case s.territory[p] == goregion.Black:
			return '+'
		case s.territory[p] == goregion.White:
			return '-'
		}
		return '.'
	}
	if b.Width == 0 {
		out := ""
		for p := 0; p < b.NumPoints(); p++ {
			if p > 0 {
				out += " "
			}
			out += fmt.Sprintf("%s:%c", b.Name(p), ch(p))
		}
		return out
	}
	rows := make([][]byte, b.Height)
	for r := range rows {
		rows[r] = make([]byte, b.Width)
		for c := range rows[r] {
			rows[r][c] = '#'
		}
	}
	for p := 0; p < b.NumPoints(); p++ {
		c, r, _ := b.Cell(p)
		rows[r][c] = ch(p)
	}
	out := ""
	for _, r := range rows {
		out += string(r) + "\n"
	}
	return out
}
