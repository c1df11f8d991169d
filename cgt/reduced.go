package cgt

import "context"

var starProjMemo = newMemo[*node, *node]() // see cache.go

// starProjection replaces every follower x* (x a number) of n by x, from
// the leaves up (CGSuite's starProjection).
func starProjection(n *node) *node {
	if n.isNum {
		return n
	}
	if in := nus(n); in.ok && in.ups == 0 && in.nim == 1 {
		return numberNode(in.x)
	}
	if r, ok := starProjMemo.get(n); ok {
		return r
	}
	tick()
	left := make([]*node, len(n.left))
	for i, o := range n.left {
		left[i] = starProjection(o)
	}
	right := make([]*node, len(n.right))
	for i, o := range n.right {
		right[i] = starProjection(o)
	}
	r := canonical(left, right)
	starProjMemo.put(n, r)
	return r
}

// rcf returns the reduced canonical form of n.
func rcf(n *node) *node {
	if in := nus(n); in.ok {
		return numberNode(in.x)
	}
	return starProjection(heat(n, nimberNode(1)))
}

// ReducedCanonicalForm returns the reduced canonical form of g (Calistrate,
// "The reduced canonical form of a game", Games of No Chance, 1996;
// Grossman and Siegel, "Reductions of partizan games", Games of No Chance 3,
// 2009; Siegel, Combinatorial Game Theory, §II.6; CGSuite's
// G.ReducedCanonicalForm): the simplest game that differs from g by an
// infinitesimal. g − RCF(g) is infinitesimal, RCF(RCF(g)) = RCF(g), and two
// games have the same reduced canonical form exactly when they differ by
// an infinitesimal.
//
// It is computed as CGSuite does: x + n·↑ + *m reduces to x; any other
// game is heated by * and then every follower x* (x a number) is replaced
// by x. CGSuite's test cases: {3||2*|1*} reduces to {3||2|1}, 9/8* to 9/8,
// and cgt-tools' {{2|0},1*|*} to {1|0}.
func (g Game) ReducedCanonicalForm() Game {
	r, _ := g.ReducedCanonicalFormContext(context.Background())
	return r
}

// ReducedCanonicalFormContext is like [Game.ReducedCanonicalForm] but stops
// when ctx is done, returning ctx's error.
func (g Game) ReducedCanonicalFormContext(ctx context.Context) (r Game, err error) {
	defer catch(&err)
	return locked(ctx, func() Game { return wrap(rcf(g.node())) }), nil
}
