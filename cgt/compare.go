package cgt

// Ordering is the result of comparing two games, which are only partially
// ordered: besides less, equal and greater they may be confused (Fuzzy).
type Ordering int8

// The four relations between two games.
const (
	Less Ordering = iota - 1
	Equal
	Greater
	Fuzzy
)

// String returns "<", "=", ">" or "||".
func (o Ordering) String() string {
	switch o {
	case Less:
		return "<"
	case Equal:
		return "="
	case Greater:
		return ">"
	case Fuzzy:
		return "||"
	}
	return "?"
}

// Outcome is the outcome class of a game: who wins when each player starts.
type Outcome int8

// The four outcome classes.
const (
	LeftWins     Outcome = iota // G > 0: Left wins whoever starts
	RightWins                   // G < 0: Right wins whoever starts
	PreviousWins                // G = 0: the second player wins
	NextWins                    // G || 0: the first player wins
)

// String returns "L", "R", "P" or "N".
func (o Outcome) String() string {
	return [...]string{"L", "R", "P", "N"}[o]
}

var leqMemo leqCache // see cache.go and leqcache.go

// leq reports whether g ≤ h for canonical nodes, memoised on the pair.
func leq(g, h *node) bool {
	if g == h {
		return true
	}
	if g.isNum && h.isNum {
		return g.num.Cmp(h.num) <= 0
	}
	// Stops are monotone: g ≤ h implies LS(g) ≤ LS(h) and RS(g) ≤ RS(h).
	gl, gr := stops(g)
	hl, hr := stops(h)
	if hl.Less(gl) || hr.Less(gr) {
		return false
	}
	key := uint64(g.id)<<32 | uint64(h.id)
	if r, ok := leqMemo.get(key); ok {
		return r
	}
	tick()
	r := true
	switch {
	case g.isNum:
		// x ≤ H iff no H^R ≤ x, by number avoidance (Theorem 2.5).
		for _, x := range h.right {
			if leq(x, g) {
				r = false
				break
			}
		}
	case h.isNum:
		// G ≤ x iff no G^L ≥ x.
		for _, x := range g.left {
			if leq(h, x) {
				r = false
				break
			}
		}
	default:
		// G ≤ H iff no G^L ≥ H and no H^R ≤ G.
		for _, x := range g.left {
			if leq(h, x) {
				r = false
				break
			}
		}
		if r {
			for _, x := range h.right {
				if leq(x, g) {
					r = false
					break
				}
			}
		}
	}
	leqMemo.put(key, r)
	return r
}

// form is a game given by canonical options but not itself canonical: the
// game being simplified.
type form struct{ left, right []*node }

// leqNodeForm reports whether x ≤ g.
func leqNodeForm(x *node, g form) bool {
	xl, _ := opts(x)
	for _, y := range xl {
		if leqFormNode(g, y) {
			return false
		}
	}
	for _, y := range g.right {
		if leq(y, x) {
			return false
		}
	}
	return true
}

// leqFormNode reports whether g ≤ x.
func leqFormNode(g form, x *node) bool {
	for _, y := range g.left {
		if leq(x, y) {
			return false
		}
	}
	_, xr := opts(x)
	for _, y := range xr {
		if leqNodeForm(y, g) {
			return false
		}
	}
	return true
}

// LessEq reports whether g ≤ h.
func (g Game) LessEq(h Game) bool {
	mu.Lock()
	defer mu.Unlock()
	return leq(g.node(), h.node())
}

// Compare returns the order relation of g to h: Less, Equal, Greater or
// Fuzzy (confused).
func (g Game) Compare(h Game) Ordering {
	if g == h {
		return Equal
	}
	mu.Lock()
	defer mu.Unlock()
	le := leq(g.node(), h.node())
	ge := leq(h.node(), g.node())
	switch {
	case le && ge:
		return Equal // unreachable for interned canonical forms
	case le:
		return Less
	case ge:
		return Greater
	}
	return Fuzzy
}

// Outcome returns the outcome class of g.
func (g Game) Outcome() Outcome {
	switch g.Compare(Zero()) {
	case Greater:
		return LeftWins
	case Less:
		return RightWins
	case Equal:
		return PreviousWins
	}
	return NextWins
}
