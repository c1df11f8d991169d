package cgt

import (
	"math/big"
	"slices"
	"sync"
)

// Game is a short partizan game, held as its canonical form. Games are
// immutable values: every operation returns a new Game. Canonical forms are
// interned, so two Games are equal in value exactly when they are == (and
// Equal reports the same). The zero value is the game 0 = { | }.
//
// Games are safe for concurrent use; the shared tables behind them are
// guarded by one lock.
type Game struct {
	n *node // nil is 0
}

// node is an interned canonical form. Numbers keep their value and build
// their options only on demand, so that 2^-100 or 10^30 cost one node.
//
// The fields are in an order without padding: 176 bytes (it was 200, in
// the allocator's class of 208; a large solve interns hundreds of
// thousands of nodes).
type node struct {
	id          uint32
	nim         int32   // 0 unknown, -1 not a nimber, k+1 for the nimber *k
	left, right []*node // canonical options, sorted by id; numbers: see opts
	num         Dyadic
	isNum       bool
	optsReady   bool // numbers: left and right have been built
	bdayDone    bool
	stopsDone   bool

	neg      *node
	birthday Dyadic // an integer; valid when bdayDone
	lstop    Dyadic
	rstop    Dyadic
	therm    *Thermograph
}

var (
	mu       sync.Mutex // guards everything below and the node caches
	zeroNode = &node{id: 0, isNum: true, optsReady: true}
	numbers  = newInternTable[Dyadic]() // the numbers other than 0 (intern.go)
	forms    = newInternTable[string]() // the other forms by their options' ids (internForm)
)

func wrap(n *node) Game {
	if n == zeroNode {
		return Game{}
	}
	return Game{n}
}

func (g Game) node() *node {
	if g.n == nil {
		return zeroNode
	}
	return g.n
}

func nodesOf(gs []Game) []*node {
	ns := make([]*node, len(gs))
	for i, g := range gs {
		ns[i] = g.node()
	}
	return ns
}

func gamesOf(ns []*node) []Game {
	gs := make([]Game, len(ns))
	for i, n := range ns {
		gs[i] = wrap(n)
	}
	return gs
}

// numberNode returns the interned node of the number d.
func numberNode(d Dyadic) *node {
	if d == (Dyadic{}) {
		return zeroNode // a package variable: never collected, never in a weak table
	}
	if n := numbers.get(d); n != nil {
		return n
	}
	n := &node{id: newID(), isNum: true, num: d}
	numbers.put(d, n)
	return n
}

// opts returns the canonical options of n, building them for numbers.
func opts(n *node) (left, right []*node) {
	if !n.optsReady {
		d := n.num
		switch {
		case d.exp > 0:
			unit := Dyadic{num: 1, exp: d.exp}
			n.left = []*node{numberNode(d.Sub(unit))}
			n.right = []*node{numberNode(d.Add(unit))}
		case d.Sign() > 0:
			n.left = []*node{numberNode(d.Sub(dyadicOne))}
		case d.Sign() < 0:
			n.right = []*node{numberNode(d.Add(dyadicOne))}
		}
		n.optsReady = true
	}
	return n.left, n.right
}

// Zero returns the game 0 = { | }.
func Zero() Game { return Game{} }

// FromInt returns the integer n.
func FromInt(n int64) Game { return FromDyadic(DyadicFromInt(n)) }

// FromDyadic returns the number d.
func FromDyadic(d Dyadic) Game {
	mu.Lock()
	defer mu.Unlock()
	return wrap(numberNode(d))
}

// New returns the canonical form of the game { left | right }.
func New(left, right []Game) Game {
	mu.Lock()
	defer mu.Unlock()
	defer optRelease(len(optStack))
	return wrap(canonical(scratchNodes(left), scratchNodes(right)))
}

// scratchNodes is nodesOf into a scratch slice (optScratch).
func scratchNodes(gs []Game) []*node {
	ns := optScratch(len(gs))
	for _, g := range gs {
		ns = append(ns, g.node())
	}
	return ns
}

// Star returns * = {0|0}.
func Star() Game { return Nimber(1) }

// Nimber returns the nimber *n = {0, *, …, *(n-1) | 0, *, …, *(n-1)}.
// It panics if n < 0.
func Nimber(n int) Game {
	if n < 0 {
		panic("cgt: negative nimber")
	}
	mu.Lock()
	defer mu.Unlock()
	return wrap(nimberNode(n))
}

// nimbers remembers *1, *2, … as they are built, weakly (intern.go): a
// program that once asked for *5000 does not keep *1 … *5000 and their 25
// million options.
var nimbers weakList

func nimberNode(n int) *node {
	if n == 0 {
		return zeroNode
	}
	if s := nimbers.at(n); s != nil {
		return s
	}
	// *k has *0 … *(k-1) on both sides; a live *k holds them all, so the
	// live nimbers below n are found and the dead ones made again (found
	// again in forms if still reachable from elsewhere).
	opts := make([]*node, n+1)
	opts[0] = zeroNode
	for k := 1; k <= n; k++ {
		s := nimbers.at(k)
		if s == nil {
			s = internForm(slices.Clone(opts[:k]), slices.Clone(opts[:k]))
			nimbers.set(k, s)
		}
		opts[k] = s
	}
	return opts[n]
}

// nimberOf returns k if n is the nimber *k, or -1. The answer is cached.
func nimberOf(n *node) int {
	if n.nim != 0 {
		return int(n.nim) - 1
	}
	k := -1
	switch {
	case n == zeroNode:
		k = 0
	case n.isNum || len(n.left) != len(n.right):
	default:
		// *k has exactly *0 … *(k-1) on both sides.
		seen := make([]bool, len(n.left))
		ok := true
		for i, o := range n.left {
			j := nimberOf(o)
			if o != n.right[i] || j < 0 || j >= len(seen) || seen[j] {
				ok = false
				break
			}
			seen[j] = true
		}
		if ok {
			k = len(n.left)
		}
	}
	n.nim = int32(k) + 1
	return k
}

// Up returns ↑ = {0|*}.
func Up() Game { return Ups(1) }

// Ups returns n·↑ (↓ multiples for negative n).
func Ups(n int) Game {
	mu.Lock()
	defer mu.Unlock()
	return wrap(upsNode(n))
}

func upsNode(n int) *node {
	up := internForm([]*node{zeroNode}, []*node{nimberNode(1)})
	if n < 0 {
		up = neg(up)
		n = -n
	}
	r := zeroNode
	for i := 0; i < n; i++ {
		r = add(r, up)
	}
	return r
}

// Switch returns ±g = {g | -g}.
func Switch(g Game) Game { return New([]Game{g}, []Game{g.Neg()}) }

// Tiny returns tiny-g = {0 || 0 | -g}.
func Tiny(g Game) Game {
	return New([]Game{Zero()}, []Game{New([]Game{Zero()}, []Game{g.Neg()})})
}

// Miny returns miny-g = {g | 0 || 0}, the negative of tiny-g.
func Miny(g Game) Game { return Tiny(g).Neg() }

// Left returns the Left options of the canonical form of g, in the order
// their forms were made (which may differ between runs; sort them with
// OptionOrder for a fixed order).
func (g Game) Left() []Game {
	mu.Lock()
	defer mu.Unlock()
	l, _ := opts(g.node())
	return gamesOf(l)
}

// Right returns the Right options of the canonical form of g, in the
// order their forms were made (see Left).
func (g Game) Right() []Game {
	mu.Lock()
	defer mu.Unlock()
	_, r := opts(g.node())
	return gamesOf(r)
}

// IsNumber reports whether g is a number.
func (g Game) IsNumber() bool { return g.node().isNum }

// Number returns the value of g and true if g is a number.
func (g Game) Number() (Dyadic, bool) {
	n := g.node()
	return n.num, n.isNum
}

// Equal reports whether g and h are equal games. It is the same as g == h.
func (g Game) Equal(h Game) bool { return g == h }

// Birthday returns the birthday of g: the day its canonical form is born,
// one more than the latest birthday of its options (0 for { | }),
// and |n| for an integer n, so that 10^30 is born on day 10^30. It is a
// big integer because it need not fit an int.
func (g Game) Birthday() *big.Int {
	mu.Lock()
	defer mu.Unlock()
	return birthday(g.node()).Num()
}

// birthday returns the birthday of n as an integer Dyadic, which never
// overflows, cached in the node.
func birthday(n *node) Dyadic {
	if n.bdayDone {
		return n.birthday
	}
	var b Dyadic
	if n.isNum {
		b = n.num.birthday()
	} else {
		for _, o := range n.left {
			if c := birthday(o).Add(dyadicOne); b.Less(c) {
				b = c
			}
		}
		for _, o := range n.right {
			if c := birthday(o).Add(dyadicOne); b.Less(c) {
				b = c
			}
		}
	}
	n.birthday, n.bdayDone = b, true
	return b
}
