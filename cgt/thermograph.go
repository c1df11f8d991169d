package cgt

import (
	"context"
	"errors"
	"slices"
)

// A Point is a vertex of a thermograph wall: at temperature T the wall
// stands at X.
type Point struct {
	T, X Dyadic
}

// Thermograph is the thermograph of a game: the left wall LS(G_t) and the
// right wall RS(G_t) of the cooled game G_t as functions of the temperature
// t ≥ 0 (Definition 5.7, Theorem 5.8), and the mast above the temperature.
//
// Left and Right list the vertices of the walls from t = 0 up to and
// including t = Temperature, where both walls reach the mast at x = Mast
// (the last vertex of each wall is (Temperature, Mast)); above it they are
// the vertical mast. A number x has the one vertex (0, x) on each side and
// temperature 0 (the thesis's convention; CGSuite gives numbers a negative
// temperature instead, see [Game.CGSuiteTemperature]).
type Thermograph struct {
	Left, Right []Point
	Mast        Dyadic // the mean value m(G)
	Temperature Dyadic // t(G)

	lw, rw pl // the walls as functions on [0, ∞)
}

// LeftWall returns LS(G_t), the left wall at temperature t ≥ 0.
func (th *Thermograph) LeftWall(t Dyadic) Dyadic { return th.lw.eval(t) }

// RightWall returns RS(G_t), the right wall at temperature t ≥ 0.
func (th *Thermograph) RightWall(t Dyadic) Dyadic { return th.rw.eval(t) }

// pl is a continuous piecewise-linear function on [0, ∞) with integer slopes:
// vertices at ts (ts[0] = 0), values xs, and slopes[i] on [ts[i], ts[i+1])
// (the last slope continues to infinity).
type pl struct {
	ts, xs []Dyadic
	slopes []int8
}

func constPL(x Dyadic) pl {
	return pl{ts: []Dyadic{{}}, xs: []Dyadic{x}, slopes: []int8{0}}
}

// times returns s·d for a small integer s.
func times(s int8, d Dyadic) Dyadic {
	switch s {
	case 0:
		return Dyadic{}
	case 1:
		return d
	case -1:
		return d.Neg()
	}
	r := Dyadic{}
	a := d
	if s < 0 {
		a, s = d.Neg(), -s
	}
	for ; s > 0; s-- {
		r = r.Add(a)
	}
	return r
}

// segment returns the index of the piece containing t.
func (f pl) segment(t Dyadic) int {
	i := 0
	for i+1 < len(f.ts) && f.ts[i+1].Cmp(t) <= 0 {
		i++
	}
	return i
}

func (f pl) eval(t Dyadic) Dyadic {
	i := f.segment(t)
	return f.xs[i].Add(times(f.slopes[i], t.Sub(f.ts[i])))
}

// tilt returns f(t) + s·t.
func (f pl) tilt(s int8) pl {
	g := pl{ts: f.ts, xs: make([]Dyadic, len(f.xs)), slopes: make([]int8, len(f.slopes))}
	for i := range f.ts {
		g.xs[i] = f.xs[i].Add(times(s, f.ts[i]))
		g.slopes[i] = f.slopes[i] + s
	}
	return g
}

// crossing returns where a line of value fa and slope sa at t0 meets a line
// of value fb and slope sb, as the distance from t0; ok is false if they do
// not meet after t0.
func crossing(fa Dyadic, sa int8, fb Dyadic, sb int8) (Dyadic, bool) {
	// fa + sa·d = fb + sb·d  ⇒  d = (fb - fa)/(sa - sb)
	den := sa - sb
	num := fb.Sub(fa)
	if den == 0 {
		return Dyadic{}, false
	}
	if den < 0 {
		den, num = -den, num.Neg()
	}
	if num.Sign() <= 0 {
		return Dyadic{}, false
	}
	switch den {
	case 1:
		return num, true
	case 2:
		return num.Half(), true
	case 4:
		return num.Half().Half(), true
	}
	panic("cgt: internal error: thermograph slopes out of range")
}

// envelope returns the pointwise maximum (upper) or minimum of f and g.
func envelope(f, g pl, upper bool) pl {
	better := func(a Dyadic, sa int8, b Dyadic, sb int8) bool {
		c := a.Cmp(b)
		if !upper {
			c = -c
			sa, sb = -sa, -sb
		}
		return c > 0 || (c == 0 && sa >= sb)
	}
	// The union of the breakpoints.
	var bs []Dyadic
	i, j := 0, 0
	for i < len(f.ts) || j < len(g.ts) {
		switch {
		case j >= len(g.ts) || (i < len(f.ts) && f.ts[i].Less(g.ts[j])):
			bs = append(bs, f.ts[i])
			i++
		case i >= len(f.ts) || g.ts[j].Less(f.ts[i]):
			bs = append(bs, g.ts[j])
			j++
		default:
			bs = append(bs, f.ts[i])
			i, j = i+1, j+1
		}
	}
	var out pl
	push := func(t, x Dyadic, s int8) {
		n := len(out.ts)
		if n > 0 && out.slopes[n-1] == s {
			return // collinear with the previous piece
		}
		out.ts = append(out.ts, t)
		out.xs = append(out.xs, x)
		out.slopes = append(out.slopes, s)
	}
	for k, b := range bs {
		fi, gi := f.segment(b), g.segment(b)
		fa, sa := f.eval(b), f.slopes[fi]
		gb, sb := g.eval(b), g.slopes[gi]
		if !better(fa, sa, gb, sb) {
			fa, sa, gb, sb = gb, sb, fa, sa
		}
		push(b, fa, sa)
		// Does the other line overtake before the next breakpoint?
		if d, ok := crossing(fa, sa, gb, sb); ok {
			t := b.Add(d)
			if k+1 == len(bs) || t.Less(bs[k+1]) {
				push(t, gb.Add(times(sb, d)), sb)
			}
		}
	}
	return out
}

// thermograph returns the thermograph of n, cached in the node.
func thermograph(n *node) *Thermograph {
	if n.therm != nil {
		return n.therm
	}
	tick()
	var th *Thermograph
	if n.isNum {
		f := constPL(n.num)
		th = &Thermograph{Left: []Point{{X: n.num}}, Right: []Point{{X: n.num}},
			Mast: n.num, lw: f, rw: f}
	} else {
		var a, b pl
		for i, o := range n.left {
			w := thermograph(o).rw
			if i == 0 {
				a = w
			} else {
				a = envelope(a, w, true)
			}
		}
		for i, o := range n.right {
			w := thermograph(o).lw
			if i == 0 {
				b = w
			} else {
				b = envelope(b, w, false)
			}
		}
		th = freeze(a.tilt(-1), b.tilt(1))
	}
	n.therm = th
	return th
}

// freeze finds where the scaffolds a (left) and b (right) first meet and
// builds the thermograph with the mast from there up.
func freeze(a, b pl) *Thermograph {
	var bs []Dyadic
	bs = append(bs, a.ts...)
	bs = append(bs, b.ts...)
	slices.SortFunc(bs, Dyadic.Cmp)
	tau := Dyadic{}
	found := false
	for k, t := range bs {
		if k > 0 && bs[k-1] == t {
			continue
		}
		fa, fb := a.eval(t), b.eval(t)
		if fa.Cmp(fb) <= 0 {
			tau, found = t, true
			break
		}
		sa, sb := a.slopes[a.segment(t)], b.slopes[b.segment(t)]
		if d, ok := crossing(fa, sa, fb, sb); ok {
			c := t.Add(d)
			next := k + 1
			for next < len(bs) && bs[next] == t {
				next++
			}
			if next == len(bs) || c.Cmp(bs[next]) <= 0 {
				tau, found = c, true
				break
			}
		}
	}
	if !found {
		panic("cgt: internal error: thermograph walls never meet")
	}
	mast := a.eval(tau)
	th := &Thermograph{Mast: mast, Temperature: tau}
	th.lw = truncate(a, tau)
	th.rw = truncate(b, tau)
	th.Left = vertices(th.lw, tau)
	th.Right = vertices(th.rw, tau)
	return th
}

// truncate returns f on [0, tau] continued by the constant f(tau).
func truncate(f pl, tau Dyadic) pl {
	var g pl
	for i, t := range f.ts {
		if t.Cmp(tau) >= 0 {
			break
		}
		g.ts = append(g.ts, t)
		g.xs = append(g.xs, f.xs[i])
		g.slopes = append(g.slopes, f.slopes[i])
	}
	x := f.eval(tau)
	if n := len(g.ts); n == 0 || g.slopes[n-1] != 0 {
		g.ts = append(g.ts, tau)
		g.xs = append(g.xs, x)
		g.slopes = append(g.slopes, 0)
	}
	return g
}

// vertices lists the corners of a wall from t = 0 up to the temperature
// tau, where it joins the mast: a wall whose last piece is already
// vertical gets the vertex (tau, mast) too.
func vertices(f pl, tau Dyadic) []Point {
	ps := make([]Point, len(f.ts), len(f.ts)+1)
	for i := range f.ts {
		ps[i] = Point{f.ts[i], f.xs[i]}
	}
	if last := ps[len(ps)-1]; last.T.Less(tau) {
		ps = append(ps, Point{tau, last.X})
	}
	return ps
}

// stops returns the Left and Right stops of n (Definition 5.1), cached.
func stops(n *node) (ls, rs Dyadic) {
	if n.stopsDone {
		return n.lstop, n.rstop
	}
	return stopsFirst(n)
}

// stopsFirst is stops for a node whose stops are not yet computed, out of
// line so that stops, the look-up leq makes for every pair, inlines. A
// number's stops are the number.
func stopsFirst(n *node) (ls, rs Dyadic) {
	if n.isNum {
		n.lstop, n.rstop = n.num, n.num
	} else {
		for i, o := range n.left {
			_, r := stops(o)
			if i == 0 || n.lstop.Less(r) {
				n.lstop = r
			}
		}
		for i, o := range n.right {
			l, _ := stops(o)
			if i == 0 || l.Less(n.rstop) {
				n.rstop = l
			}
		}
		n.stopsDone = true
	}
	return n.lstop, n.rstop
}

// LeftStop returns LS(G), the best stopping value Left can reach moving first.
func (g Game) LeftStop() Dyadic {
	mu.Lock()
	defer mu.Unlock()
	l, _ := stops(g.node())
	return l
}

// RightStop returns RS(G), the best stopping value Right can reach moving first.
func (g Game) RightStop() Dyadic {
	mu.Lock()
	defer mu.Unlock()
	_, r := stops(g.node())
	return r
}

// Thermograph returns the thermograph of g.
func (g Game) Thermograph() *Thermograph {
	mu.Lock()
	defer mu.Unlock()
	return thermograph(g.node())
}

// Temperature returns t(G) (Definition 5.7); numbers have temperature 0.
func (g Game) Temperature() Dyadic { return g.Thermograph().Temperature }

// CGSuiteTemperature returns the temperature of g in CGSuite's convention
// (Siegel, Combinatorial Game Theory, §II.5): a number m/2^k in lowest
// terms has the negative temperature -1/2^k (-1 for an integer), the
// temperature at which its mast starts when numbers are cooled below 0;
// any other game has the same temperature as in [Game.Temperature].
func (g Game) CGSuiteTemperature() Dyadic {
	d, ok := g.Number()
	if !ok {
		return g.Temperature()
	}
	return NewDyadic(-1, d.Exp())
}

// Mean returns the mean value m(G).
func (g Game) Mean() Dyadic { return g.Thermograph().Mast }

var errNegativeCooling = errors.New("cgt: cooling by a negative temperature")

type coolKey struct {
	id uint32
	t  Dyadic
}

var coolMemo = newMemo[coolKey, *node]() // see cache.go

// cool returns n cooled by t ≥ 0.
func cool(n *node, t Dyadic) *node {
	if n.isNum || t.Sign() == 0 {
		return n
	}
	th := thermograph(n)
	if th.Temperature.Less(t) {
		return numberNode(th.Mast)
	}
	key := coolKey{n.id, t}
	if r, ok := coolMemo.get(key); ok {
		return r
	}
	tick()
	tn, mt := numberNode(t), numberNode(t.Neg())
	left := make([]*node, len(n.left))
	for i, o := range n.left {
		left[i] = add(cool(o, t), mt)
	}
	right := make([]*node, len(n.right))
	for i, o := range n.right {
		right[i] = add(cool(o, t), tn)
	}
	r := canonical(left, right)
	coolMemo.put(key, r)
	return r
}

// Cool returns G_t, g cooled by t (Definition 5.7): every move is taxed t,
// and g freezes to its mean only when cooled past its temperature. It
// panics if t < 0.
func (g Game) Cool(t Dyadic) Game {
	if t.Sign() < 0 {
		panic(errNegativeCooling.Error())
	}
	mu.Lock()
	defer mu.Unlock()
	return wrap(cool(g.node(), t))
}

// Incentives returns the Left incentives G^L - G and the Right incentives
// G - G^R of the canonical form of g (Lessons in Play, §6.3; Winning Ways,
// ch. 6): what a move gains the player who makes it, so that in a sum each
// player moves where the incentive is largest.
func (g Game) Incentives() (left, right []Game) {
	mu.Lock()
	defer mu.Unlock()
	return incentives(g.node())
}

func incentives(n *node) (left, right []Game) {
	l, r := opts(n)
	mn := neg(n)
	for _, o := range l {
		left = append(left, wrap(add(o, mn)))
	}
	for _, o := range r {
		right = append(right, wrap(add(n, neg(o))))
	}
	return left, right
}

// UndominatedIncentives returns the incentives of g, Left's and Right's
// together, without those that another incentive exceeds or equals, each
// once, in the fixed order of [Game.String]'s options: the set CGSuite's
// Incentives returns. The incentives of a number are negative (number
// avoidance), and 0 has none. It stops when ctx is done and returns ctx's
// error.
func (g Game) UndominatedIncentives(ctx context.Context) (inc []Game, err error) {
	defer catch(&err)
	inc = locked(ctx, func() []Game {
		left, right := incentives(g.node())
		defer optRelease(len(optStack))
		all := nodesOf(append(left, right...))
		return gamesOf(maximal(all))
	})
	slices.SortFunc(inc, compareGames)
	return inc, nil
}
