package cgt

import (
	"context"
	"math/big"
	"slices"
)

// Properties of a canonical form that CGSuite reports beside its value:
// stops and the confusion interval, incentives by side, stop count, even
// and odd, even- and odd-tempered, followers, infinitesimal and all-small.
// Each follows CGSuite's definition in aaron-siegel/cgsuite
// lib/core/src/main/scala/org/cgsuite/core/CanonicalShortGameOps.java and
// CanonicalShortGame.scala (HEAD e909ab8b), which its doc comment names.

// nusInfo describes x + n·↑ + *m (CGSuite's "number-up-star").
type nusInfo struct {
	x    Dyadic
	ups  int
	nim  int
	ok   bool
	done bool
}

var nusMemo = newMemo[*node, nusInfo]() // see cache.go

// nus reports whether n is x + ups·↑ + *nim and returns the parts. It must
// be called with mu held. The options of such a game are again of this
// form with the same x and a number of ups within one of its own (see
// format.go's findUpStar, which does the same outside the lock), so the
// candidates are few and each is checked by identity.
func nus(n *node) nusInfo {
	if n.isNum {
		return nusInfo{x: n.num, ok: true, done: true}
	}
	if in, ok := nusMemo.get(n); ok {
		return in
	}
	in := findNus(n)
	in.done = true
	nusMemo.put(n, in)
	return in
}

func findNus(n *node) nusInfo {
	ls, rs := stops(n)
	if ls != rs {
		return nusInfo{}
	}
	x := ls
	lo, hi, maxM := 0, 0, 0
	for _, o := range slices.Concat(n.left, n.right) {
		in := nus(o)
		if !in.ok || in.x != x {
			return nusInfo{}
		}
		lo, hi, maxM = min(lo, in.ups), max(hi, in.ups), max(maxM, in.nim)
	}
	h := add(n, numberNode(x.Neg()))
	if m := nimberOf(h); m >= 0 {
		return nusInfo{x: x, nim: m, ok: true}
	}
	for _, k := range []int{lo - 1, lo, lo + 1, hi - 1, hi, hi + 1} {
		if k == 0 || (k > lo+1 && k < hi-1) {
			continue
		}
		up := upsNode(k)
		for m := 0; m <= maxM+1; m++ {
			if add(up, nimberNode(m)) == h {
				return nusInfo{x: x, ups: k, nim: m, ok: true}
			}
		}
	}
	return nusInfo{}
}

// ConfusionInterval returns the confusion interval [RS(G), LS(G)] of g:
// the numbers x with which g is confused or equal lie between its stops
// (Lessons in Play, §5.3 "Stops"; Siegel, Combinatorial Game Theory,
// §II.2). For a game with RS(G) < LS(G) every x strictly between the stops
// is confused with g. The strong stops of CGSuite (CanonicalStopper's
// StrongStop) differ from the stops only for loopy games; for short games
// they are [Game.LeftStop] and [Game.RightStop].
func (g Game) ConfusionInterval() (lo, hi Dyadic) {
	mu.Lock()
	defer mu.Unlock()
	l, r := stops(g.node())
	return r, l
}

// IsInfinitesimal reports whether g is infinitesimal: both its stops are 0
// (CGSuite's IsInfinitesimal; Lessons in Play, §5.3).
func (g Game) IsInfinitesimal() bool {
	l, r := g.ConfusionInterval()
	return l.Sign() == 0 && r.Sign() == 0
}

// IsAllSmall reports whether g is all-small (dicotic): every follower of
// its canonical form other than 0 has options for both players (Lessons in
// Play, §9.1; CGSuite's IsAllSmall, which checks the canonical form).
func (g Game) IsAllSmall() bool {
	mu.Lock()
	defer mu.Unlock()
	return allSmall(g.node(), map[*node]bool{})
}

func allSmall(n *node, seen map[*node]bool) bool {
	if n.isNum {
		return n == zeroNode
	}
	if r, ok := seen[n]; ok {
		return r
	}
	r := len(n.left) > 0 && len(n.right) > 0
	for _, o := range slices.Concat(n.left, n.right) {
		if !r {
			break
		}
		r = allSmall(o, seen)
	}
	seen[n] = r
	return r
}

// LeftIncentives returns the undominated Left incentives G^L − G of g,
// each once, in the order of [Game.String]'s options: CGSuite's
// LeftIncentives (its incentives(Left) removes duplicates and dominated
// incentives). [Game.Incentives] returns all of them, and
// [Game.UndominatedIncentives] the undominated ones of both sides together
// (CGSuite's Incentives).
func (g Game) LeftIncentives() []Game {
	left, _ := g.Incentives()
	return undominatedSorted(left)
}

// RightIncentives returns the undominated Right incentives G − G^R of g,
// each once: CGSuite's RightIncentives.
func (g Game) RightIncentives() []Game {
	_, right := g.Incentives()
	return undominatedSorted(right)
}

func undominatedSorted(gs []Game) []Game {
	mu.Lock()
	mark := len(optStack)
	out := gamesOf(maximal(nodesOf(gs)))
	optRelease(mark)
	mu.Unlock()
	slices.SortFunc(out, compareGames)
	return out
}

// StopCount returns the number of leaves of the game tree of g's
// canonical form when play stops at numbers: 1 for a number, otherwise the
// sum of the stop counts of the options (CGSuite's StopCount, whose test
// cases give 4374 for *8 and 3 for ^). It grows exponentially with the
// birthday, hence the big integer.
func (g Game) StopCount() *big.Int {
	mu.Lock()
	defer mu.Unlock()
	return new(big.Int).Set(stopCount(g.node(), map[*node]*big.Int{}))
}

func stopCount(n *node, memo map[*node]*big.Int) *big.Int {
	if n.isNum {
		return big.NewInt(1)
	}
	if c, ok := memo[n]; ok {
		return c
	}
	c := new(big.Int)
	for _, o := range slices.Concat(n.left, n.right) {
		c.Add(c, stopCount(o, memo))
	}
	memo[n] = c
	return c
}

// IsEvenTempered reports whether g is even-tempered: a number, or a game
// all of whose options are odd-tempered (Lessons in Play, "even- and
// odd-tempered"; CGSuite's IsEvenTempered, on the canonical form). IsOddTempered: a game all of
// whose options are even-tempered and that is not a number. x* is
// odd-tempered; ^ and *2 are neither.
func (g Game) IsEvenTempered() bool {
	mu.Lock()
	defer mu.Unlock()
	return tempered(g.node(), true, map[temperKey]bool{})
}

// IsOddTempered reports whether g is odd-tempered: not a number, and all
// its options are even-tempered (see [Game.IsEvenTempered]).
func (g Game) IsOddTempered() bool {
	mu.Lock()
	defer mu.Unlock()
	return tempered(g.node(), false, map[temperKey]bool{})
}

type temperKey struct {
	n    *node
	even bool
}

func tempered(n *node, even bool, memo map[temperKey]bool) bool {
	if n.isNum {
		return even
	}
	k := temperKey{n, even}
	if r, ok := memo[k]; ok {
		return r
	}
	r := true
	for _, o := range slices.Concat(n.left, n.right) {
		if !tempered(o, !even, memo) {
			r = false
			break
		}
	}
	memo[k] = r
	return r
}

// IsEven reports whether g is even in CGSuite's sense (its IsEven, after
// Conway's even and odd games in On Numbers and Games): an integer n or n* with n + (0 or 1)
// even, or a game that is not such a value and all of whose options are
// odd. IsOdd is the same with the parities swapped. A number that is not
// an integer, and x + n·↑ + *m with n ≠ 0 or m > 1, are neither.
func (g Game) IsEven() bool {
	mu.Lock()
	defer mu.Unlock()
	return parity(g.node(), true, map[temperKey]bool{})
}

// IsOdd reports whether g is odd in CGSuite's sense (see [Game.IsEven]).
func (g Game) IsOdd() bool {
	mu.Lock()
	defer mu.Unlock()
	return parity(g.node(), false, map[temperKey]bool{})
}

func parity(n *node, even bool, memo map[temperKey]bool) bool {
	if in := nus(n); in.ok {
		if in.ups != 0 || in.nim > 1 || !in.x.IsInteger() {
			return false
		}
		odd := in.x.Num().Bit(0) != 0 // the low bit of |x|: parity of x
		if in.nim == 1 {
			odd = !odd
		}
		return odd != even
	}
	k := temperKey{n, even}
	if r, ok := memo[k]; ok {
		return r
	}
	r := true
	for _, o := range slices.Concat(n.left, n.right) {
		if !parity(o, !even, memo) {
			r = false
			break
		}
	}
	memo[k] = r
	return r
}

// Followers returns every follower of g's canonical form, g included, each
// once: the positions reachable by any sequence of moves, the options of
// numbers being their canonical options (CGSuite's Followers; its test
// cases: 5 has the 6 followers 0, 1, …, 5, and *8 has 9). The order is
// that of a depth-first walk, Left options before Right ones. It stops
// when ctx is done, returning ctx's error: an integer n has n + 1
// followers.
func (g Game) Followers(ctx context.Context) (fs []Game, err error) {
	defer catch(&err)
	return locked(ctx, func() []Game {
		// A depth-first walk with a stack of its own, not a recursion:
		// the integer 10^8 is a chain of 10^8 followers, which would
		// overflow the goroutine's stack.
		seen := map[*node]bool{}
		var out []*node
		stack := []*node{g.node()}
		for len(stack) > 0 {
			n := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if seen[n] {
				continue
			}
			tick()
			seen[n] = true
			out = append(out, n)
			l, r := opts(n)
			kids := slices.Concat(l, r)
			for i := len(kids) - 1; i >= 0; i-- {
				stack = append(stack, kids[i])
			}
		}
		return gamesOf(out)
	}), nil
}

// Tempering says whether a game is even-tempered, odd-tempered or neither
// (see [Game.IsEvenTempered]); no game is both.
type Tempering int8

// The three temperings.
const (
	NeitherTempered Tempering = iota
	EvenTempered
	OddTempered
)

// String returns "even", "odd" or "neither", the words of value --json's
// "tempered" field.
func (t Tempering) String() string {
	return [...]string{"neither", "even", "odd"}[t]
}

// Tempering returns whether g is even-tempered, odd-tempered or neither.
func (g Game) Tempering() Tempering {
	switch {
	case g.IsEvenTempered():
		return EvenTempered
	case g.IsOddTempered():
		return OddTempered
	}
	return NeitherTempered
}
