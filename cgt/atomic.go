package cgt

import (
	"context"
	"errors"
)

// ErrNotAtomic is returned by [Game.AtomicWeight] for a game that has no
// atomic weight: one that is not infinitesimal, or one that the atomic
// weight calculus does not reach (CGSuite: "That game is not atomic").
var ErrNotAtomic = errors.New("cgt: not atomic")

var (
	awMemo  = newMemo[*node, *node]() // see cache.go
	farMemo = newMemo[*node, int]()
)

// farStar returns the least k ≥ 1 such that *k is not a follower-nimber of
// n: one more than the largest nimber among n's followers (CGSuite's
// farStar). The remote star *farStar(G) is confused with no follower of G
// in the way the atomic weight calculus needs (Lessons in Play, §9.5).
func farStar(n *node) int {
	if m := nimberOf(n); m >= 0 {
		return m + 1
	}
	if f, ok := farMemo.get(n); ok {
		return f
	}
	f := 1
	l, r := opts(n)
	for _, o := range l {
		f = max(f, farStar(o))
	}
	for _, o := range r {
		f = max(f, farStar(o))
	}
	farMemo.put(n, f)
	return f
}

// naiveAW returns CGSuite's naiveAtomicWeight of n: the integer n for
// x + n·↑ + *m, and otherwise G0 = {AW(G^L) − 2 | AW(G^R) + 2}, except
// that when G0 is an integer and G is not confused with its remote star,
// the eccentric case of the calculus applies (Winning Ways, ch. 8; Lessons
// in Play, ch. 9): then AW is the least integer n that is not ≤ any
// AW(G^L) − 2 when G < *far, the greatest integer that is not ≥ any
// AW(G^R) + 2 when G > *far.
func naiveAW(n *node) *node {
	if in := nus(n); in.ok {
		return numberNode(DyadicFromInt(int64(in.ups)))
	}
	if r, ok := awMemo.get(n); ok {
		return r
	}
	tick()
	two, mtwo := numberNode(DyadicFromInt(2)), numberNode(DyadicFromInt(-2))
	left := make([]*node, len(n.left))
	for i, o := range n.left {
		left[i] = add(naiveAW(o), mtwo)
	}
	right := make([]*node, len(n.right))
	for i, o := range n.right {
		right[i] = add(naiveAW(o), two)
	}
	g0 := canonical(append([]*node(nil), left...), append([]*node(nil), right...))
	r := g0
	if g0.isNum && g0.num.IsInteger() {
		fs := nimberNode(farStar(n))
		le, ge := leq(n, fs), leq(fs, n)
		switch {
		case le && !ge: // G < *far
			if len(left) == 0 {
				r = zeroNode
				break
			}
			var best Dyadic
			for i, o := range left {
				_, rs := stops(o)
				k := rs.Ceil()
				if leq(numberNode(k), o) {
					k = k.Add(dyadicOne)
				}
				if i == 0 || best.Less(k) {
					best = k
				}
			}
			r = numberNode(best)
		case ge && !le: // G > *far
			if len(right) == 0 {
				r = zeroNode
				break
			}
			var best Dyadic
			for i, o := range right {
				ls, _ := stops(o)
				k := ls.Floor()
				if leq(o, numberNode(k)) {
					k = k.Sub(dyadicOne)
				}
				if i == 0 || k.Less(best) {
					best = k
				}
			}
			r = numberNode(best)
		}
	}
	awMemo.put(n, r)
	return r
}

// atomicWeight returns the atomic weight of n, or nil if n is not atomic.
func atomicWeight(n *node) *node {
	if ls, rs := stops(n); ls.Sign() != 0 || rs.Sign() != 0 {
		return nil
	}
	aw := naiveAW(n)
	if allSmall(n, map[*node]bool{}) {
		return aw
	}
	// G is atomic when G − AW(G).↑ lies within the ε of CGSuite's check:
	// −ε ≤ G − AW.↑ ≤ ε with ε = ↑* + (*N : −1), N the least power of two
	// ≥ 2 and ≥ farStar(G) (CanonicalShortGame.scala, atomicWeightOpt).
	diff := add(n, neg(norton(aw, upsNode(1))))
	f := farStar(n)
	p := 2
	for p < f {
		p <<= 1
	}
	redKite := ordinalSum(nimberNode(p), numberNode(DyadicFromInt(-1)))
	upStar := add(upsNode(1), nimberNode(1))
	eps := add(upStar, redKite)
	if leq(diff, eps) && leq(neg(eps), diff) {
		return aw
	}
	return nil
}

// AtomicWeight returns the atomic weight AW(G) of g (Winning Ways, ch. 8
// "Atomic weights"; Lessons in Play, ch. 9; Siegel, Combinatorial Game
// Theory; CGSuite's G.AtomicWeight), or [ErrNotAtomic].
//
// In CGSuite's words, the atomic weight of G is the unique W with G ~ W.↑
// (Norton multiplication by ↑), where G ~ H if and only if o(G + X + *m) =
// o(H + X + *m) for all games X and all sufficiently large m. It exists
// for every all-small game and for some other infinitesimals. It is
// computed by the atomic weight calculus: AW(x + n·↑ + *m) = n, and
// otherwise AW(G) = {AW(G^L) − 2 | AW(G^R) + 2}, unless that is an integer
// and G is not confused with its remote star *far (the eccentric case),
// where it is the least integer not ≤ any AW(G^L) − 2 (when G < *far) or
// the greatest integer not ≥ any AW(G^R) + 2 (when G > *far). By the
// two-ahead rule, a sum of all-small games with atomic weight ≥ 2 is a
// win for Left.
//
// As in CGSuite, a game that is not infinitesimal has no atomic weight,
// and an infinitesimal game that is not all-small has one only when
// G − AW(G).↑ lies between −ε and ε, ε = ↑* + (*N : −1) for N the least
// power of two ≥ 2 and ≥ the far star of G; otherwise the result is
// ErrNotAtomic. CGSuite's test cases: AW(^) = 1, AW({^^^|vv}) = {1|0},
// AW({1|^^||^}) = 2; {1|^^^||^} and {3||2*|1*} are not atomic.
func (g Game) AtomicWeight() (Game, error) {
	return g.AtomicWeightContext(context.Background())
}

// AtomicWeightContext is like [Game.AtomicWeight] but stops when ctx is
// done, returning ctx's error.
func (g Game) AtomicWeightContext(ctx context.Context) (aw Game, err error) {
	defer catch(&err)
	n := locked(ctx, func() *node { return atomicWeight(g.node()) })
	if n == nil {
		return Game{}, ErrNotAtomic
	}
	return wrap(n), nil
}

// IsAtomic reports whether g has an atomic weight (CGSuite's IsAtomic).
func (g Game) IsAtomic() bool {
	_, err := g.AtomicWeight()
	return err == nil
}

// AtomicWeightOfSum returns the atomic weight of the sum of games without
// building the sum's canonical form when every game is all-small: the
// atomic weight is additive (Lessons in Play, ch. 9: G ~ A.↑ and H ~ B.↑
// give G + H ~ (A + B).↑, Norton multiplication by ↑ being linear in its
// multiplier), so it is the sum of the games' atomic weights. Otherwise it
// is the atomic weight of the sum, computed as [Game.AtomicWeight] does,
// so the result is ErrNotAtomic exactly when the sum has none. It stops
// when ctx is done, returning ctx's error.
func AtomicWeightOfSum(ctx context.Context, games ...Game) (aw Game, err error) {
	allSmallGames := true
	for _, g := range games {
		if !g.IsAllSmall() {
			allSmallGames = false
			break
		}
	}
	if !allSmallGames {
		s, err := SumContext(ctx, games...)
		if err != nil {
			return Game{}, err
		}
		return s.AtomicWeightContext(ctx)
	}
	defer catch(&err)
	n := locked(ctx, func() *node {
		r := zeroNode
		for _, g := range games {
			r = add(r, atomicWeight(g.node()))
		}
		return r
	})
	return wrap(n), nil
}
