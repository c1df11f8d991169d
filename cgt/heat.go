package cgt

import (
	"context"
	"errors"
	"slices"
)

// Heating, overheating, Norton multiplication, ordinal sums and freezing.
//
// Each operation is defined on the canonical form of its arguments, as in
// CGSuite (aaron-siegel/cgsuite, lib/core/src/main/scala/org/cgsuite/core/
// CanonicalShortGameOps.java: heat, overheat, nortonProduct, ordinalSum),
// and memoised on the identities of the canonical nodes. The memo tables
// follow the rule of context.go: an entry is stored only once complete.

type pairKey struct{ a, b uint32 }

type tripleKey struct{ a, b, c uint32 }

var (
	heatMemo     = newMemo[pairKey, *node]() // see cache.go
	overheatMemo = newMemo[tripleKey, *node]()
	nortonMemo   = newMemo[pairKey, *node]()
	ordinalMemo  = newMemo[pairKey, *node]()
)

// ErrNotPositive is returned by [Game.NortonProductContext] when the unit is
// not positive: the Norton product G.U depends only on the value of G when
// U > 0 (Winning Ways, "Norton multiplication").
var ErrNotPositive = errors.New("cgt: Norton product by a unit that is not positive")

// heat returns ∫^t n: numbers unchanged, otherwise {∫G^L + t | ∫G^R − t}.
func heat(n, t *node) *node {
	if n.isNum {
		return n
	}
	key := pairKey{n.id, t.id}
	if r, ok := heatMemo.get(key); ok {
		return r
	}
	tick()
	mt := neg(t)
	left := make([]*node, len(n.left))
	for i, o := range n.left {
		left[i] = add(heat(o, t), t)
	}
	right := make([]*node, len(n.right))
	for i, o := range n.right {
		right[i] = add(heat(o, t), mt)
	}
	r := canonical(left, right)
	heatMemo.put(key, r)
	return r
}

// Heat returns g heated by t, ∫^t G (Winning Ways, ch. 6 "The Heat of Battle";
// Siegel, Combinatorial Game Theory; CGSuite's G.Heat(t)):
//
//	∫^t x = x                            for a number x
//	∫^t G = {∫^t G^L + t | ∫^t G^R − t}   otherwise,
//
// on the canonical form of g. t may be any game, not only a number: CGSuite's
// test case {3||2*|1*}.Heat(*) = {3*||2|1}. Cooling by t ≥ 0 undoes
// heating by t for the games of heat_test.go: g.Heat(t).Cool(t) = g.
func (g Game) Heat(t Game) Game {
	r, _ := g.HeatContext(context.Background(), t)
	return r
}

// HeatContext is like [Game.Heat] but stops when ctx is done, returning
// ctx's error.
func (g Game) HeatContext(ctx context.Context, t Game) (r Game, err error) {
	defer catch(&err)
	return locked(ctx, func() Game { return wrap(heat(g.node(), t.node())) }), nil
}

// overheat returns ∫_s^t n.
func overheat(n, s, t *node) *node {
	if n.isNum && n.num.IsInteger() {
		return norton(n, s)
	}
	key := tripleKey{n.id, s.id, t.id}
	if r, ok := overheatMemo.get(key); ok {
		return r
	}
	tick()
	mt := neg(t)
	l, rr := opts(n)
	left := make([]*node, len(l))
	for i, o := range l {
		left[i] = add(overheat(o, s, t), t)
	}
	right := make([]*node, len(rr))
	for i, o := range rr {
		right[i] = add(overheat(o, s, t), mt)
	}
	r := canonical(left, right)
	overheatMemo.put(key, r)
	return r
}

// Overheat returns g overheated from s to t, ∫_s^t G (Berlekamp's
// overheating, from his analysis of Blockbusting, "Blockbusting and
// Domineering", 1988; CGSuite's G.Overheat(s, t)):
//
//	∫_s^t n = n.s (n copies of s)                for an integer n
//	∫_s^t G = {∫_s^t G^L + t | ∫_s^t G^R − t}    otherwise,
//
// on the canonical form of g; a number that is not an integer is overheated
// through its canonical options (7/16 = {3/8 | 1/2}), as in CGSuite, whose
// test case is (7/16).Overheat(0, 0) = ^[3].
//
// Winning Ways (2nd ed.) also overheats from 0 to t by a game X with
// {∫G^L + X | ∫G^R − X} at every position, numbers included; that operator
// is not this one (an integer n here becomes n.s, there it is expanded
// through its options).
//
// Berlekamp and Wolfe's warming (Mathematical Go; the thesis's ∫,
// Definition 6.7, chill.Warm) is exactly Overheat(1*, 1): n·(1*) is n for
// an even integer and n* for an odd one.
func (g Game) Overheat(s, t Game) Game {
	r, _ := g.OverheatContext(context.Background(), s, t)
	return r
}

// OverheatContext is like [Game.Overheat] but stops when ctx is done,
// returning ctx's error.
func (g Game) OverheatContext(ctx context.Context, s, t Game) (r Game, err error) {
	defer catch(&err)
	return locked(ctx, func() Game { return wrap(overheat(g.node(), s.node(), t.node())) }), nil
}

// norton returns n.u, Norton's product, for any u (the caller checks u > 0
// where it matters).
func norton(n, u *node) *node {
	if n.isNum && n.num.IsInteger() {
		// n copies of u, by binary addition.
		k := n.num.Num()
		base := u
		if k.Sign() < 0 {
			base = neg(u)
			k.Neg(k)
		}
		r := zeroNode
		for i := 0; i < k.BitLen(); i++ {
			if i > 0 {
				base = add(base, base)
			}
			if k.Bit(i) != 0 {
				r = add(r, base)
			}
		}
		return r
	}
	key := pairKey{n.id, u.id}
	if r, ok := nortonMemo.get(key); ok {
		return r
	}
	tick()
	// U plus each undominated incentive of U (CGSuite's incentives(u, true,
	// true): duplicates and dominated incentives removed).
	defer optRelease(len(optStack)) // maximal's scratch
	var inc []*node
	ul, ur := opts(u)
	mu := neg(u)
	for _, o := range ul {
		inc = append(inc, add(o, mu))
	}
	for _, o := range ur {
		inc = append(inc, add(u, neg(o)))
	}
	inc = maximal(inc)
	for i, d := range inc {
		inc[i] = add(u, d)
	}
	l, rr := opts(n)
	left := make([]*node, 0, len(l)*len(inc))
	for _, o := range l {
		p := norton(o, u)
		for _, d := range inc {
			left = append(left, add(p, d))
		}
	}
	right := make([]*node, 0, len(rr)*len(inc))
	for _, o := range rr {
		p := norton(o, u)
		for _, d := range inc {
			right = append(right, add(p, neg(d)))
		}
	}
	r := canonical(left, right)
	nortonMemo.put(key, r)
	return r
}

// NortonProduct returns G.U, Norton's product of g by the unit u > 0
// (Winning Ways, "Norton multiplication"; Siegel, Combinatorial Game
// Theory; CGSuite's G.NortonProduct(U)):
//
//	n.U = U + U + … + U (n copies; −n copies of −U)   for an integer n
//	G.U = {G^L.U + U + I | G^R.U − (U + I)}            otherwise,
//
// where I ranges over the undominated incentives of U (U^L − U and
// U − U^R), on the canonical forms of g and u. For u > 0 the product
// depends only on the value of g; CGSuite's test cases include 6.^ = ^6 and
// (1/2).^ = {^^*|v*}. It panics unless u > 0; [Game.NortonProductContext]
// returns [ErrNotPositive] instead.
func (g Game) NortonProduct(u Game) Game {
	r, err := g.NortonProductContext(context.Background(), u)
	if err != nil {
		panic(err.Error())
	}
	return r
}

// NortonProductContext is like [Game.NortonProduct] but returns
// [ErrNotPositive] unless u > 0, and stops when ctx is done, returning
// ctx's error.
func (g Game) NortonProductContext(ctx context.Context, u Game) (r Game, err error) {
	if u.Compare(Zero()) != Greater {
		return Game{}, ErrNotPositive
	}
	defer catch(&err)
	return locked(ctx, func() Game { return wrap(norton(g.node(), u.node())) }), nil
}

// ordinalSum returns g:h.
func ordinalSum(g, h *node) *node {
	if h == zeroNode {
		return g
	}
	key := pairKey{g.id, h.id}
	if r, ok := ordinalMemo.get(key); ok {
		return r
	}
	tick()
	gl, gr := opts(g)
	if h.isNum && h.num.IsInteger() {
		// An integer n is {n-1 | } (or { | n+1}), so G:n is G:(n-1)
		// with one more Left option: a loop, not a recursion |n| deep,
		// which would overflow the stack for n = 10^8.
		r, step := g, dyadicOne
		if h.num.Sign() < 0 {
			step = step.Neg()
		}
		for i := step; ; i = i.Add(step) {
			tick()
			if step.Sign() > 0 {
				r = canonical(append(slices.Clip(gl), r), gr)
			} else {
				r = canonical(gl, append(slices.Clip(gr), r))
			}
			if i == h.num {
				break
			}
		}
		ordinalMemo.put(key, r)
		return r
	}
	hl, hr := opts(h)
	left := make([]*node, 0, len(gl)+len(hl))
	left = append(left, gl...)
	for _, o := range hl {
		left = append(left, ordinalSum(g, o))
	}
	right := make([]*node, 0, len(gr)+len(hr))
	right = append(right, gr...)
	for _, o := range hr {
		right = append(right, ordinalSum(g, o))
	}
	r := canonical(left, right)
	ordinalMemo.put(key, r)
	return r
}

// OrdinalSum returns the ordinal sum G:H (Winning Ways,
// "ordinal sums"; CGSuite's G:H), in which
// a move in G annihilates H but a move in H leaves G untouched:
//
//	G:H = {G^L, G:H^L | G^R, G:H^R}
//
// on the canonical forms of g and h. The ordinal sum of forms depends on
// the form of G, not only on its value (Winning Ways); like CGSuite,
// OrdinalSum uses the canonical form of g, so it is a function of the
// values of g and h. Examples: 1:1 = 2, 1:-1 = 1/2, *:1 = ^*.
func OrdinalSum(g, h Game) Game {
	r, _ := OrdinalSumContext(context.Background(), g, h)
	return r
}

// OrdinalSumContext is like [OrdinalSum] but stops when ctx is done,
// returning ctx's error.
func OrdinalSumContext(ctx context.Context, g, h Game) (r Game, err error) {
	defer catch(&err)
	return locked(ctx, func() Game { return wrap(ordinalSum(g.node(), h.node())) }), nil
}

// Freeze returns g frozen: g cooled by its own temperature, G_t(G)
// (Winning Ways, ch. 6; Berlekamp's "frozen count"; CGSuite's G.Freeze =
// G.Cool(G.Temperature)). Cooling at exactly the temperature keeps the
// last infinitesimal: {3||2*|1*} freezes to 9/4* (CGSuite's test case) and
// ±1 to *.
//
// A number is its own freeze, as in CGSuite (its test cases: 25/16 and
// -1/2 freeze to themselves), although CGSuite's Cool by a number's
// negative temperature would give (1/4).Cool(-1/4) = 1/4*.
func (g Game) Freeze() Game {
	if g.IsNumber() {
		return g
	}
	return g.Cool(g.Temperature())
}

// FreezeContext is like [Game.Freeze] but stops when ctx is done, returning
// ctx's error.
func (g Game) FreezeContext(ctx context.Context) (Game, error) {
	if g.IsNumber() {
		return g, nil
	}
	th, err := g.ThermographContext(ctx)
	if err != nil {
		return Game{}, err
	}
	return g.CoolContext(ctx, th.Temperature)
}
