package solve

import (
	"math/big"
	"slices"
)

// This file holds the exact rational thermographs of ko analysis: walls that
// are piecewise linear in the temperature t ≥ 0 with rational corners and
// slopes ±1/k (dx/dt = ±k, k the net local moves of a line), which package
// cgt's dyadic thermographs cannot represent.

// KoPoint is a corner of a ko thermograph wall: at temperature T the wall
// stands at X. Both are exact rationals.
type KoPoint struct {
	T, X *big.Rat
}

// KoThermograph is a generalized thermograph (Berlekamp 1996; Müller,
// Berlekamp and Spight 1996): the left wall (Black moves first locally) and
// the right wall (White moves first) as functions of the ambient temperature
// t ≥ 0, and the mast above the temperature. Mast is the count a Go player
// writes for the position, Temperature its miai value (the gain of each net
// local move). Numbers have temperature 0, as in [cgt.Thermograph].
type KoThermograph struct {
	// Left and Right list the corners of each wall from t = 0 up to and
	// including the foot of the mast at t = Temperature.
	Left, Right []KoPoint
	Mast        *big.Rat
	Temperature *big.Rat
}

// LeftWall returns the left wall at temperature t ≥ 0.
func (th *KoThermograph) LeftWall(t *big.Rat) *big.Rat { return wallAt(th.Left, th.Mast, t) }

// RightWall returns the right wall at temperature t ≥ 0.
func (th *KoThermograph) RightWall(t *big.Rat) *big.Rat { return wallAt(th.Right, th.Mast, t) }

func wallAt(ps []KoPoint, mast, t *big.Rat) *big.Rat {
	f := rpl{s: new(big.Rat)}
	for _, p := range ps {
		f.t = append(f.t, p.T)
		f.x = append(f.x, p.X)
	}
	if len(ps) == 0 {
		return new(big.Rat).Set(mast)
	}
	return f.eval(t)
}

// rpl is a piecewise-linear function of t ≥ 0: corners (t[i], x[i]) with
// t[0] = 0 and t increasing, and the slope s = dx/dt after the last corner.
// inf ≠ 0 marks the constant −∞ (inf < 0) or +∞ (inf > 0): the wall of a
// player without a move. Values are never mutated once built.
type rpl struct {
	t, x []*big.Rat
	s    *big.Rat
	inf  int
	// sl, when not nil, holds the slope after each corner but the last
	// (set by simplify and shift, so that slopeAfter need not divide).
	sl []*big.Rat
}

func rat(a, b int64) *big.Rat { return big.NewRat(a, b) }

// linear returns x0 + k·t.
func linear(x0 *big.Rat, k int64) rpl {
	return rpl{t: []*big.Rat{new(big.Rat)}, x: []*big.Rat{x0}, s: rat(k, 1)}
}

func (f rpl) last() int { return len(f.t) - 1 }

// slopeAfter returns the slope of f just after corner i.
func (f rpl) slopeAfter(i int) *big.Rat {
	if i == f.last() {
		return f.s
	}
	if f.sl != nil {
		return f.sl[i]
	}
	dx := new(big.Rat).Sub(f.x[i+1], f.x[i])
	return dx.Quo(dx, new(big.Rat).Sub(f.t[i+1], f.t[i]))
}

// eval returns f(t) for a finite f.
func (f rpl) eval(t *big.Rat) *big.Rat {
	i := 0
	for i < f.last() && f.t[i+1].Cmp(t) <= 0 {
		i++
	}
	v := new(big.Rat).Sub(t, f.t[i])
	v.Mul(v, f.slopeAfter(i))
	return v.Add(v, f.x[i])
}

// evalAll returns f at each of ts, which are sorted: one pass over the
// corners instead of a search per point.
func (f rpl) evalAll(ts []*big.Rat) []*big.Rat {
	out := make([]*big.Rat, len(ts))
	i := 0
	for j, t := range ts {
		for i < f.last() && f.t[i+1].Cmp(t) <= 0 {
			i++
		}
		v := new(big.Rat).Sub(t, f.t[i])
		if v.Sign() != 0 {
			v.Mul(v, f.slopeAfter(i))
		}
		out[j] = v.Add(v, f.x[i])
	}
	return out
}

// shift returns f(t) + c + k·t.
func (f rpl) shift(c *big.Rat, k int64) rpl {
	if f.inf != 0 {
		return f
	}
	g := rpl{s: new(big.Rat).Add(f.s, rat(k, 1)), t: f.t, x: make([]*big.Rat, len(f.t))}
	kk := rat(k, 1)
	for i := range f.t {
		x := new(big.Rat)
		if k != 0 && f.t[i].Sign() != 0 {
			x.Mul(kk, f.t[i])
		}
		x.Add(x, f.x[i])
		g.x[i] = x.Add(x, c)
	}
	if f.sl != nil || len(f.t) == 1 {
		g.sl = make([]*big.Rat, len(f.t)-1)
		for i := range g.sl {
			g.sl[i] = new(big.Rat).Add(f.slopeAfter(i), kk)
		}
	}
	return g
}

// sub returns f − g for finite f and g.
func (f rpl) sub(g rpl) rpl {
	ts := mergeTs(f.t, g.t)
	d := rpl{t: ts, s: new(big.Rat).Sub(f.s, g.s)}
	fv, gv := f.evalAll(ts), g.evalAll(ts)
	for i := range ts {
		d.x = append(d.x, fv[i].Sub(fv[i], gv[i]))
	}
	return d.simplify()
}

func mergeTs(a, b []*big.Rat) []*big.Rat {
	ts := slices.Concat(a, b)
	slices.SortFunc(ts, func(p, q *big.Rat) int { return p.Cmp(q) })
	return slices.CompactFunc(ts, func(p, q *big.Rat) bool { return p.Cmp(q) == 0 })
}

// envelope returns the pointwise maximum (upper) or minimum of f and g.
func envelope(f, g rpl, upper bool) rpl {
	switch {
	case f.inf != 0 && g.inf != 0:
		if (f.inf > g.inf) == upper {
			return f
		}
		return g
	case f.inf != 0:
		if (f.inf > 0) == upper {
			return f
		}
		return g
	case g.inf != 0:
		if (g.inf > 0) == upper {
			return g
		}
		return f
	}
	ts := mergeTs(f.t, g.t)
	// Add the crossings inside each interval and in the tail.
	fv, gv := f.evalAll(ts), g.evalAll(ts)
	ds := make([]*big.Rat, len(ts))
	for i := range ts {
		ds[i] = new(big.Rat).Sub(fv[i], gv[i])
	}
	var cross []*big.Rat
	for i := 0; i+1 < len(ts); i++ {
		da, db := ds[i], ds[i+1]
		if da.Sign()*db.Sign() < 0 {
			// t = a + da·(b−a)/(da−db)
			w := new(big.Rat).Sub(ts[i+1], ts[i])
			w.Mul(w, da)
			w.Quo(w, new(big.Rat).Sub(da, db))
			cross = append(cross, w.Add(w, ts[i]))
		}
	}
	lt := ts[len(ts)-1]
	dl := ds[len(ds)-1]
	dslope := new(big.Rat).Sub(f.s, g.s)
	if dl.Sign()*dslope.Sign() < 0 {
		w := new(big.Rat).Quo(dl, dslope)
		cross = append(cross, w.Sub(lt, w))
	}
	if len(cross) > 0 {
		ts = mergeTs(ts, cross)
		fv, gv = f.evalAll(ts), g.evalAll(ts)
	}
	h := rpl{t: ts}
	for i := range ts {
		a, b := fv[i], gv[i]
		if (a.Cmp(b) >= 0) == upper {
			h.x = append(h.x, a)
		} else {
			h.x = append(h.x, b)
		}
	}
	c := fv[len(fv)-1].Cmp(gv[len(gv)-1])
	switch {
	case c == 0 && (f.s.Cmp(g.s) >= 0) == upper, c != 0 && (c > 0) == upper:
		h.s = f.s
	default:
		h.s = g.s
	}
	return h.simplify()
}

// simplify drops corners where the slope does not change.
func (f rpl) simplify() rpl {
	if f.inf != 0 || len(f.t) < 2 {
		return f
	}
	g := rpl{t: f.t[:1:1], x: f.x[:1:1], s: f.s}
	prev := f.slopeAfter(0)
	for i := 1; i < len(f.t); i++ {
		next := f.slopeAfter(i)
		if prev.Cmp(next) == 0 {
			continue
		}
		g.t = append(g.t, f.t[i])
		g.x = append(g.x, f.x[i])
		g.sl = append(g.sl, prev)
		prev = next
	}
	if g.sl == nil {
		g.sl = []*big.Rat{}
	}
	return g
}

// lastMeet returns the largest t ≥ 0 with l(t) ≥ r(t) and the value there,
// or false when l(t) < r(t) for every t ≥ 0 (a cold position) or when l > r
// for arbitrarily large t (no mast). Where l = r from some temperature on, it
// returns the start of that common tail.
func lastMeet(l, r rpl) (t, x *big.Rat, ok bool) {
	if l.inf != 0 || r.inf != 0 {
		return nil, nil, false
	}
	d := l.sub(r)
	n := d.last()
	if d.s.Sign() == 0 && d.x[n].Sign() == 0 {
		// The walls coincide from some temperature on (forced answers at
		// every temperature): the mast rises where their common tail starts.
		i := n
		for i > 0 && d.x[i-1].Sign() == 0 {
			i--
		}
		return d.t[i], l.eval(d.t[i]), true
	}
	if d.s.Sign() > 0 || (d.s.Sign() == 0 && d.x[n].Sign() > 0) {
		return nil, nil, false
	}
	if d.x[n].Sign() >= 0 {
		w := new(big.Rat).Quo(d.x[n], d.s)
		t = w.Sub(d.t[n], w)
		return t, l.eval(t), true
	}
	for i := n - 1; i >= 0; i-- {
		if d.x[i].Sign() >= 0 {
			w := new(big.Rat).Sub(d.t[i+1], d.t[i])
			w.Mul(w, d.x[i])
			w.Quo(w, new(big.Rat).Sub(d.x[i], d.x[i+1]))
			t = w.Add(w, d.t[i])
			return t, l.eval(t), true
		}
	}
	return nil, nil, false
}

// capAt returns f up to temperature tau and the constant x above it.
func capAt(f rpl, tau, x *big.Rat) rpl {
	g := rpl{s: new(big.Rat)}
	for i := range f.t {
		if f.t[i].Cmp(tau) >= 0 {
			break
		}
		g.t = append(g.t, f.t[i])
		g.x = append(g.x, f.x[i])
	}
	g.t = append(g.t, tau)
	g.x = append(g.x, x)
	if len(g.t) > 1 && g.t[0].Cmp(g.t[1]) == 0 {
		g.t, g.x = g.t[1:], g.x[1:]
	}
	return g.simplify()
}

// simplestBetween returns the simplest number (in Conway's sense: a dyadic,
// an integer of least magnitude when one fits) strictly between l and r,
// where nil means −∞ for l and +∞ for r; l < r.
func simplestBetween(l, r *big.Rat) *big.Rat {
	in := func(x *big.Rat) bool {
		return (l == nil || x.Cmp(l) > 0) && (r == nil || x.Cmp(r) < 0)
	}
	zero := new(big.Rat)
	if in(zero) {
		return zero
	}
	if r != nil && r.Sign() <= 0 {
		// The integer just below r, if above l; else the dyadics.
		c := new(big.Rat).SetInt(floorStrict(r))
		if in(c) {
			return c
		}
	} else if l != nil {
		c := new(big.Rat).SetInt(new(big.Int).Add(floorRat(l), big.NewInt(1)))
		if in(c) {
			return c
		}
	}
	// l and r finite and in one unit interval: the dyadic of least denominator.
	den := big.NewInt(2)
	for {
		scaled := new(big.Rat).Mul(l, new(big.Rat).SetInt(den))
		num := new(big.Int).Add(floorRat(scaled), big.NewInt(1))
		c := new(big.Rat).SetFrac(num, den)
		if in(c) {
			return c
		}
		den.Lsh(den, 1)
	}
}

func floorRat(x *big.Rat) *big.Int {
	q, _ := new(big.Int).DivMod(x.Num(), x.Denom(), new(big.Int))
	return q // DivMod rounds toward −∞ for a positive divisor
}

// floorStrict returns the largest integer strictly below x.
func floorStrict(x *big.Rat) *big.Int {
	f := floorRat(x)
	if new(big.Rat).SetInt(f).Cmp(x) == 0 {
		f.Sub(f, big.NewInt(1))
	}
	return f
}

// corners returns the corners of f from 0 up to tau (inclusive).
func (f rpl) corners(tau *big.Rat) []KoPoint {
	var ps []KoPoint
	for i := range f.t {
		if f.t[i].Cmp(tau) >= 0 {
			break
		}
		ps = append(ps, KoPoint{f.t[i], f.x[i]})
	}
	return append(ps, KoPoint{tau, f.eval(tau)})
}
