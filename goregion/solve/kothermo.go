package solve

import (
	"math"
	"math/big"
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
	if len(ps) == 0 {
		return new(big.Rat).Set(mast)
	}
	// The segment of t (the last one extends with its slope, as rpl's do).
	i := 0
	for i < len(ps)-1 && ps[i+1].T.Cmp(t) <= 0 {
		i++
	}
	v := new(big.Rat).Set(ps[i].X)
	if i == len(ps)-1 {
		return v // above the last corner a wall is the mast, constant
	}
	slope := new(big.Rat).Sub(ps[i+1].X, ps[i].X)
	slope.Quo(slope, new(big.Rat).Sub(ps[i+1].T, ps[i].T))
	d := new(big.Rat).Sub(t, ps[i].T)
	return v.Add(v, d.Mul(d, slope))
}

// rpl is a piecewise-linear function of t ≥ 0: corners (t[i], x[i]) with
// t[0] = 0 and t increasing, and the slope s = dx/dt after the last corner.
// inf ≠ 0 marks the constant −∞ (inf < 0) or +∞ (inf > 0): the wall of a
// player without a move. The numbers are q's (korat.go). Values are never
// mutated once built.
type rpl struct {
	t, x []q
	s    q
	inf  int
	// sl, when not nil, holds the slope after each corner but the last
	// (set by simplify and shift, so that slopeAfter need not divide).
	sl []q
}

// rat returns a/b as a big.Rat.
func rat(a, b int64) *big.Rat { return big.NewRat(a, b) }

// linear returns x0 + k·t.
func linear(x0 *big.Rat, k int64) rpl {
	return rpl{t: []q{qi(0)}, x: []q{qOf(x0)}, s: qi(k), sl: []q{}}
}

func (f rpl) last() int { return len(f.t) - 1 }

// slopeAfter returns the slope of f just after corner i.
func (f rpl) slopeAfter(i int) q {
	if i == f.last() {
		return f.s
	}
	if f.sl != nil {
		return f.sl[i]
	}
	return f.x[i+1].sub(f.x[i]).quo(f.t[i+1].sub(f.t[i]))
}

// at returns f(t) for a finite f.
func (f rpl) at(t q) q {
	i := 0
	for i < f.last() && f.t[i+1].cmp(t) <= 0 {
		i++
	}
	return f.x[i].add(t.sub(f.t[i]).mul(f.slopeAfter(i)))
}

// eval returns f(t) for a finite f.
func (f rpl) eval(t *big.Rat) *big.Rat { return f.at(qOf(t)).rat() }

// evalAll returns f at each of ts, which are sorted: one pass over the
// corners instead of a search per point.
func (f rpl) evalAll(ts []q) []q { return f.evalInto(make([]q, 0, len(ts)), ts) }

// evalInto appends f at each of ts, which are sorted, to out and returns it.
func (f rpl) evalInto(out, ts []q) []q {
	i := 0
	for _, t := range ts {
		for i < f.last() && f.t[i+1].cmp(t) <= 0 {
			i++
		}
		if t == f.t[i] { // at the corner (a q in 64 bits is in lowest terms)
			out = append(out, f.x[i])
		} else if d := t.sub(f.t[i]); d.sign() != 0 {
			out = append(out, f.x[i].add(d.mul(f.slopeAfter(i))))
		} else {
			out = append(out, f.x[i])
		}
	}
	return out
}

// shift returns f(t) + c + k·t.
func (f rpl) shift(c *big.Rat, k int64) rpl { return f.shiftQ(qOf(c), k) }

// shiftQ is shift with c a q.
func (f rpl) shiftQ(cq q, k int64) rpl { return f.shiftIn(cq, k, nil) }

// shiftIn is shiftQ with the new lists taken from a (nil: allocated): the
// result shares a's memory, and must not outlive its next reset.
func (f rpl) shiftIn(cq q, k int64, a *qArena) rpl {
	if f.inf != 0 {
		return f
	}
	kq := qi(k)
	n := len(f.t)
	var buf []q // x and sl, one allocation
	if a != nil {
		buf = a.get(2*n - 1)
	} else {
		buf = make([]q, 2*n-1)
	}
	g := rpl{s: f.s.add(kq), t: f.t, x: buf[:n:n]}
	for i := range f.t {
		x := f.x[i].add(cq)
		if k != 0 && f.t[i].sign() != 0 {
			switch k {
			case 1:
				x = x.add(f.t[i])
			case -1:
				x = x.sub(f.t[i])
			default:
				x = x.add(kq.mul(f.t[i]))
			}
		}
		g.x[i] = x
	}
	g.sl = buf[n:]
	for i := range g.sl {
		g.sl[i] = f.slopeAfter(i).add(kq)
	}
	return g
}

// qArena hands out lists of q from one large block, for walls that live
// only while one position's walls are computed (kmSearch.solve): reset
// makes them all free again.
type qArena struct{ buf []q }

// get returns a list of n q (not zeroed), of capacity n.
func (a *qArena) get(n int) []q {
	if cap(a.buf)-len(a.buf) < n {
		a.buf = make([]q, 0, max(4096, n))
	}
	l := len(a.buf)
	a.buf = a.buf[:l+n]
	return a.buf[l : l+n : l+n]
}

// reset frees every list a has handed out.
func (a *qArena) reset() { a.buf = a.buf[:0] }

// owned returns f with lists of its own (a copy of f's, which may be in a
// qArena).
func (f rpl) owned() rpl {
	if f.inf != 0 {
		return f
	}
	n := len(f.t)
	buf := make([]q, 2*n+len(f.sl))
	g := rpl{t: buf[:n:n], x: buf[n : 2*n : 2*n], s: f.s}
	copy(g.t, f.t)
	copy(g.x, f.x)
	if f.sl != nil {
		g.sl = buf[2*n:]
		copy(g.sl, f.sl)
	}
	return g
}

// sub returns f − g for finite f and g.
func (f rpl) sub(g rpl) rpl { return f.subIn(g, nil) }

// subIn is sub with the result's lists taken from a (nil: allocated).
func (f rpl) subIn(g rpl, a *qArena) rpl {
	var tb, fb, gb [envBuf]q // scratch: only the simplified result is kept
	ts := mergeInto(tb[:0], f.t, g.t)
	fv, gv := f.evalInto(fb[:0], ts), g.evalInto(gb[:0], ts)
	for i := range ts {
		fv[i] = fv[i].sub(gv[i])
	}
	return rpl{t: ts, s: f.s.sub(g.s), x: fv}.simplifiedIn(a)
}

// mergeTs returns the union of two increasing lists, increasing.
func mergeTs(a, b []q) []q { return mergeInto(make([]q, 0, len(a)+len(b)), a, b) }

// mergeInto appends the union of two increasing lists, increasing, to out
// and returns it.
func mergeInto(out, a, b []q) []q {
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		switch {
		case j == len(b) || i < len(a) && a[i].cmp(b[j]) < 0:
			out = append(out, a[i])
			i++
		case i == len(a) || b[j].cmp(a[i]) < 0:
			out = append(out, b[j])
			j++
		default:
			out = append(out, a[i])
			i++
			j++
		}
	}
	return out
}

// envelope returns the pointwise maximum (upper) or minimum of f and g.
func envelope(f, g rpl, upper bool) rpl { return envelopeIn(f, g, upper, nil) }

// envelopeIn is envelope with the new lists of the result taken from a
// (nil: allocated). The result may also be f or g as they are.
func envelopeIn(f, g rpl, upper bool, a *qArena) rpl {
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
	// The lists below are scratch on the stack (up to envBuf corners):
	// only the simplified result is kept.
	var tb, fb, gb, db, cb [envBuf]q
	ts := mergeInto(tb[:0], f.t, g.t)
	// Add the crossings inside each interval and in the tail.
	fv, gv := f.evalInto(fb[:0], ts), g.evalInto(gb[:0], ts)
	ds := db[:0]
	for i := range ts {
		ds = append(ds, fv[i].sub(gv[i]))
	}
	// Where one wall is above the other everywhere (its tail too), the
	// envelope is that wall as it is (walls are kept simplified, so it is
	// the same list of corners the general case would give).
	dslope := f.s.sub(g.s)
	fAbove, gAbove := dslope.sign() >= 0, dslope.sign() <= 0
	for _, d := range ds {
		fAbove = fAbove && d.sign() >= 0
		gAbove = gAbove && d.sign() <= 0
	}
	switch {
	case fAbove && gAbove: // the same wall
		return f
	case fAbove == upper && (fAbove || gAbove):
		return f
	case gAbove == upper && (fAbove || gAbove):
		return g
	}
	cross := cb[:0]
	for i := 0; i+1 < len(ts); i++ {
		da, db := ds[i], ds[i+1]
		if da.sign()*db.sign() < 0 {
			// t = a + da·(b−a)/(da−db)
			cross = append(cross, ts[i].add(ts[i+1].sub(ts[i]).mul(da).quo(da.sub(db))))
		}
	}
	lt := ts[len(ts)-1]
	dl := ds[len(ds)-1]
	if dl.sign()*dslope.sign() < 0 {
		cross = append(cross, lt.sub(dl.quo(dslope)))
	}
	if len(cross) > 0 {
		ts = mergeInto(make([]q, 0, len(ts)+len(cross)), ts, cross)
		fv, gv = f.evalInto(fv[:0], ts), g.evalInto(gv[:0], ts)
	}
	c := fv[len(fv)-1].cmp(gv[len(gv)-1])
	// h's corners are the larger (upper) or smaller of fv and gv, kept in
	// fv.
	for i := range ts {
		if (fv[i].cmp(gv[i]) >= 0) != upper {
			fv[i] = gv[i]
		}
	}
	h := rpl{t: ts, x: fv}
	switch {
	case c == 0 && (f.s.cmp(g.s) >= 0) == upper, c != 0 && (c > 0) == upper:
		h.s = f.s
	default:
		h.s = g.s
	}
	return h.simplifiedIn(a)
}

// envBuf is the number of corners envelope keeps on the stack.
const envBuf = 16

// simplified is simplify, into new lists always (f's may be scratch).
func (f rpl) simplified() rpl { return f.simplifiedIn(nil) }

// simplifiedIn is simplified with the new lists taken from a (nil:
// allocated).
func (f rpl) simplifiedIn(a *qArena) rpl {
	if len(f.t) < 2 {
		if a != nil {
			buf := a.get(2)
			buf[0], buf[1] = f.t[0], f.x[0]
			return rpl{t: buf[0:1:1], x: buf[1:2:2], s: f.s, sl: buf[2:2:2]}
		}
		return rpl{t: []q{f.t[0]}, x: []q{f.x[0]}, s: f.s, sl: []q{}}
	}
	n := 1
	prev := f.slopeAfter(0)
	for i := 1; i < len(f.t); i++ {
		if next := f.slopeAfter(i); prev.cmp(next) != 0 {
			n++
			prev = next
		}
	}
	var buf []q // t, x and sl, one allocation
	if a != nil {
		buf = a.get(3*n - 1)
	} else {
		buf = make([]q, 3*n-1)
	}
	g := rpl{t: buf[0:1:n], x: buf[n : n+1 : 2*n], s: f.s, sl: buf[2*n : 2*n : 3*n-1]}
	g.t[0], g.x[0] = f.t[0], f.x[0]
	prev = f.slopeAfter(0)
	for i := 1; i < len(f.t); i++ {
		next := f.slopeAfter(i)
		if prev.cmp(next) == 0 {
			continue
		}
		g.t = append(g.t, f.t[i])
		g.x = append(g.x, f.x[i])
		g.sl = append(g.sl, prev)
		prev = next
	}
	return g
}

// simplify drops corners where the slope does not change.
func (f rpl) simplify() rpl {
	if f.inf != 0 || len(f.t) < 2 {
		return f
	}
	return f.simplified()
}

// lastMeet returns the largest t ≥ 0 with l(t) ≥ r(t) and the value there,
// or false when l(t) < r(t) for every t ≥ 0 (a cold position) or when l > r
// for arbitrarily large t (no mast). Where l = r from some temperature on, it
// returns the start of that common tail.
func lastMeet(l, r rpl) (t, x *big.Rat, ok bool) {
	tq, xq, ok := lastMeetQ(l, r)
	if !ok {
		return nil, nil, false
	}
	return tq.rat(), xq.rat(), true
}

// lastMeetQ is lastMeet with q's.
func lastMeetQ(l, r rpl) (t, x q, ok bool) { return lastMeetIn(l, r, nil) }

// lastMeetIn is lastMeetQ with the scratch lists taken from a (nil:
// allocated).
func lastMeetIn(l, r rpl, a *qArena) (t, x q, ok bool) {
	if l.inf != 0 || r.inf != 0 {
		return q{}, q{}, false
	}
	d := l.subIn(r, a)
	n := d.last()
	if d.s.sign() == 0 && d.x[n].sign() == 0 {
		// The walls coincide from some temperature on (forced answers at
		// every temperature): the mast rises where their common tail starts.
		i := n
		for i > 0 && d.x[i-1].sign() == 0 {
			i--
		}
		return d.t[i], l.at(d.t[i]), true
	}
	if d.s.sign() > 0 || (d.s.sign() == 0 && d.x[n].sign() > 0) {
		return q{}, q{}, false
	}
	if d.x[n].sign() >= 0 {
		tq := d.t[n].sub(d.x[n].quo(d.s))
		return tq, l.at(tq), true
	}
	for i := n - 1; i >= 0; i-- {
		if d.x[i].sign() >= 0 {
			tq := d.t[i].add(d.t[i+1].sub(d.t[i]).mul(d.x[i]).quo(d.x[i].sub(d.x[i+1])))
			return tq, l.at(tq), true
		}
	}
	return q{}, q{}, false
}

// capAt returns f up to temperature tau and the constant x above it.
func capAt(f rpl, tau, x *big.Rat) rpl { return capAtQ(f, qOf(tau), qOf(x)) }

// capAtQ is capAt with q's.
func capAtQ(f rpl, tq, xq q) rpl {
	var tb, xb [envBuf]q // scratch: simplify copies
	g := rpl{s: qi(0), t: tb[:0], x: xb[:0]}
	for i := range f.t {
		if f.t[i].cmp(tq) >= 0 {
			break
		}
		g.t = append(g.t, f.t[i])
		g.x = append(g.x, f.x[i])
	}
	g.t = append(g.t, tq)
	g.x = append(g.x, xq)
	if len(g.t) > 1 && g.t[0].cmp(g.t[1]) == 0 {
		g.t, g.x = g.t[1:], g.x[1:]
	}
	return g.simplified()
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

// simplestBetweenQ is simplestBetween with q's: l is −∞ unless hasL, r
// +∞ unless hasR. It computes in 64 bits where it can, and otherwise
// with simplestBetween.
func simplestBetweenQ(l, r q, hasL, hasR bool) q {
	slow := func() q {
		var lo, hi *big.Rat
		if hasL {
			lo = l.rat()
		}
		if hasR {
			hi = r.rat()
		}
		return qOf(simplestBetween(lo, hi))
	}
	if hasL && l.isBig() || hasR && r.isBig() {
		return slow()
	}
	in := func(x q) bool { return (!hasL || x.cmp(l) > 0) && (!hasR || x.cmp(r) < 0) }
	if in(qi(0)) {
		return qi(0)
	}
	// floor of n/d, d > 0
	floor := func(n, d int64) int64 {
		f := n / d
		if n%d != 0 && n < 0 {
			f--
		}
		return f
	}
	if hasR && r.sign() <= 0 {
		c := floor(r.n, r.d)
		if c*r.d == r.n {
			c-- // strictly below r
		}
		if fits(c) && in(qi(c)) {
			return qi(c)
		}
	} else if hasL {
		c := floor(l.n, l.d) + 1
		if fits(c) && in(qi(c)) {
			return qi(c)
		}
	}
	if !hasL || !hasR {
		return slow()
	}
	// l and r in one unit interval: the dyadic of least denominator.
	for den := int64(2); den < 1<<40; den <<= 1 {
		ln, ok := mul64(l.n, den)
		if !ok {
			break
		}
		f := floor(ln, l.d)
		if f == math.MaxInt64 {
			break
		}
		c := mk(f+1, den)
		if c.isBig() {
			break
		}
		if in(c) {
			return c
		}
	}
	return slow()
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
	tq := qOf(tau)
	var ps []KoPoint
	for i := range f.t {
		if f.t[i].cmp(tq) >= 0 {
			break
		}
		ps = append(ps, KoPoint{f.t[i].rat(), f.x[i].rat()})
	}
	return append(ps, KoPoint{tau, f.at(tq).rat()})
}
