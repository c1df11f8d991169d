package cgt

var sumMemo = newMemo[uint64, *node]() // see cache.go

// add returns the canonical form of g + h (Definition 1.5).
func add(g, h *node) *node {
	if g == zeroNode {
		return h
	}
	if h == zeroNode {
		return g
	}
	if g.isNum && h.isNum {
		return numberNode(g.num.Add(h.num))
	}
	if g.id > h.id {
		g, h = h, g
	}
	key := uint64(g.id)<<32 | uint64(h.id)
	if r, ok := sumMemo.get(key); ok {
		return r
	}
	tick()
	var r *node
	if a, b := nimberOf(g), nimberOf(h); a >= 0 && b >= 0 {
		// Nim addition: *a + *b = *(a XOR b) (Winning Ways, ch. 3).
		r = nimberNode(a ^ b)
		sumMemo.put(key, r)
		return r
	}
	switch {
	case g.isNum || h.isNum:
		// Number translation (Theorem 2.8): G + x = {G^L + x | G^R + x},
		// and this form is canonical when G is (a number Left option z of
		// a canonical G has z ≥ RS(G), so z + x cannot become reversible).
		x, k := g, h
		if k.isNum {
			x, k = k, x
		}
		defer optRelease(len(optStack))
		left := optScratch(len(k.left))
		for _, o := range k.left {
			left = append(left, add(o, x))
		}
		right := optScratch(len(k.right))
		for _, o := range k.right {
			right = append(right, add(o, x))
		}
		r = internForm(left, right)
	default:
		defer optRelease(len(optStack))
		left := optScratch(len(g.left) + len(h.left))
		for _, o := range g.left {
			left = append(left, add(o, h))
		}
		for _, o := range h.left {
			left = append(left, add(g, o))
		}
		right := optScratch(len(g.right) + len(h.right))
		for _, o := range g.right {
			right = append(right, add(o, h))
		}
		for _, o := range h.right {
			right = append(right, add(g, o))
		}
		r = canonical(left, right)
	}
	sumMemo.put(key, r)
	return r
}

// neg returns the canonical form of -g (Definition 1.6).
func neg(g *node) *node {
	if g.neg != nil {
		return g.neg
	}
	tick()
	var r *node
	if g.isNum {
		r = numberNode(g.num.Neg())
	} else {
		defer optRelease(len(optStack))
		left := optScratch(len(g.right))
		for _, o := range g.right {
			left = append(left, neg(o))
		}
		right := optScratch(len(g.left))
		for _, o := range g.left {
			right = append(right, neg(o))
		}
		r = internForm(left, right)
	}
	g.neg, r.neg = r, g
	return r
}

// Add returns g + h.
func (g Game) Add(h Game) Game {
	mu.Lock()
	defer mu.Unlock()
	return wrap(add(g.node(), h.node()))
}

// Sub returns g - h.
func (g Game) Sub(h Game) Game {
	mu.Lock()
	defer mu.Unlock()
	return wrap(add(g.node(), neg(h.node())))
}

// Neg returns -g.
func (g Game) Neg() Game {
	mu.Lock()
	defer mu.Unlock()
	return wrap(neg(g.node()))
}

// Sum returns the sum of the games, 0 for none.
func Sum(games ...Game) Game {
	mu.Lock()
	defer mu.Unlock()
	r := zeroNode
	for _, g := range games {
		r = add(r, g.node())
	}
	return wrap(r)
}
