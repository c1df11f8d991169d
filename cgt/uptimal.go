package cgt

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Uptimals: ↑^n (CGSuite's ^<n>, "up-nth"), ↑^→n (^[n], "up to the n")
// and uptimal expansions x*m.d1d2…dk = x + *m + d1·↑ + d2·↑^2 + … + dk·↑^k
// (Winning Ways, 2nd ed., "uptimals"; Siegel, Combinatorial Game
// Theory; CGSuite's Pow, PowTo, UptimalExpansion in aaron-siegel/cgsuite
// lib/core/src/main/scala/org/cgsuite/core/{CanonicalShortGame.scala,
// CanonicalShortGameOps.java, Uptimal.scala, UptimalExpansion.java}).

var (
	errPowBase     = errors.New("cgt: Pow needs a base of the form {0|H}")
	errPowExponent = errors.New("cgt: invalid exponent")
)

// PowTo returns G^→n, CGSuite's G.PowTo(n) for an integer n ≥ 0: 0 for
// n = 0, and the ordinal sum G : (n−1) otherwise, which for a base
// G = {0|H} is {G^→(n−1) | H}. ^.PowTo(n) is ^[n] = ↑^→n = ↑ + ↑^2 + … +
// ↑^n. CGSuite's test cases: ^.PowTo(3) = ^[3] and (+-1).PowTo(3) =
// {1,{1,+-1|-1}|-1} (GameTest.scala). It returns an error for n < 0.
// (CGSuite also takes exponents that are other numbers, such as 7/4, and
// loopy ones; those are not supported here.)
func (g Game) PowTo(n int) (Game, error) {
	if n < 0 {
		return Game{}, errPowExponent
	}
	if n == 0 {
		return Game{}, nil
	}
	return OrdinalSum(g, FromInt(int64(n-1))), nil
}

// Pow returns G^n for a base G = {0|H}, CGSuite's G.Pow(n) for an integer
// n ≥ 1: {0 | H − G^→(n−1)}. ^.Pow(n) is ^<n> = ↑^n, so ↑^1 = ↑ and
// ↑^2 = {0|v*}. CGSuite's test cases: ^.Pow(3) = ^<3> and {0||0|-2}.Pow(3)
// = {0||0|-2,{0|-2,{0|-2}}} (GameTest.scala). It returns an error for
// n < 1 or a base not of the form {0|H}.
func (g Game) Pow(n int) (Game, error) {
	l, r := g.Left(), g.Right()
	if len(l) != 1 || l[0] != Zero() || len(r) != 1 || g.IsNumber() {
		return Game{}, errPowBase
	}
	if n < 1 {
		return Game{}, errPowExponent
	}
	p, _ := g.PowTo(n - 1)
	return New([]Game{Zero()}, []Game{r[0].Sub(p)}), nil
}

// UpPow returns ↑^n, "up-nth", CGSuite's ^.Pow(n), written ^<n>: ↑^1 = ↑
// and ↑^(n+1) = {0 | ↓^→n *} (for n ≥ 1). It panics if n < 1.
func UpPow(n int) Game {
	g, err := Up().Pow(n)
	if err != nil {
		panic(err.Error())
	}
	return g
}

// UpPowTo returns ↑^→n, "up to the n", CGSuite's ^.PowTo(n), written
// ^[n]: ↑^→0 = 0, ↑^→1 = ↑ and ↑^→(n+1) = {↑^→n | *}; it equals
// ↑ + ↑^2 + … + ↑^n. It panics if n < 0.
func UpPowTo(n int) Game {
	g, err := Up().PowTo(n)
	if err != nil {
		panic(err.Error())
	}
	return g
}

// Uptimal is an uptimal expansion x*m.d1d2…dk, the game
// x + *m + d1·↑ + d2·↑^2 + … + dk·↑^k (↑^i is [UpPow](i)). The zero value
// is 0 (x = 0, no nimber, no digits). Digits holds d1, …, dk with dk ≠ 0.
type Uptimal struct {
	Number Dyadic
	Nimber int
	Digits []int
}

// String writes u as CGSuite does: the number (omitted when 0 and there is
// a nimber), "*m" for the nimber, ".", then the digits, "0" for none; a
// digit from 10 to 35 is a letter A–Z, a larger one is written in
// parentheses, and a negative digit is followed by "-" (CGSuite writes a
// superscript dash): "0.1111" for ^[4], "*.1-" for v*, "73/16*8.9-" for
// 73/16v9*8.
func (u Uptimal) String() string {
	var b strings.Builder
	if u.Nimber == 0 || u.Number.Sign() != 0 {
		b.WriteString(u.Number.String())
	}
	if u.Nimber != 0 {
		b.WriteByte('*')
		if u.Nimber > 1 {
			b.WriteString(strconv.Itoa(u.Nimber))
		}
	}
	b.WriteByte('.')
	if len(u.Digits) == 0 {
		b.WriteByte('0')
	}
	for _, d := range u.Digits {
		a := d
		if a < 0 {
			a = -a
		}
		switch {
		case a < 10:
			b.WriteByte(byte('0' + a))
		case a < 36:
			b.WriteByte(byte('A' + a - 10))
		default:
			fmt.Fprintf(&b, "(%d)", a)
		}
		if d < 0 {
			b.WriteByte('-')
		}
	}
	return b.String()
}

// Game returns the game u stands for.
func (u Uptimal) Game() Game {
	mu.Lock()
	defer mu.Unlock()
	return wrap(u.node())
}

// node builds u; mu must be held.
func (u Uptimal) node() *node {
	r := add(numberNode(u.Number), nimberNode(u.Nimber))
	for i, d := range u.Digits {
		if d == 0 {
			continue
		}
		p := upPowNode(i + 1)
		if d < 0 {
			p, d = neg(p), -d
		}
		for ; d > 0; d-- {
			r = add(r, p)
		}
	}
	return r
}

var (
	// upPows[n] = ↑^n and upPowTos[n] = ↑^→n (n ≥ 1), built on demand and
	// held weakly (intern.go); mu guards them.
	upPows, upPowTos weakList
	upStar1          *node // the * the two lists were built with
)

// checkUpTables empties upPows and upPowTos if the intern tables have been
// emptied since they were built (the tests' resetTables does so; then *
// is a new node), so that no node of the old tables is handed out.
func checkUpTables() {
	if s := nimberNode(1); s != upStar1 {
		upPows, upPowTos, upStar1 = nil, nil, s
	}
}

// upPowToNode returns ↑^→n = {↑^→(n−1) | *} (n ≥ 0; CGSuite's
// CanonicalShortGameOps.powTo); mu must be held.
func upPowToNode(n int) *node {
	checkUpTables()
	if n == 0 {
		return zeroNode
	}
	if p := upPowTos.at(n); p != nil {
		return p
	}
	prev := zeroNode
	for k := 1; k <= n; k++ {
		p := upPowTos.at(k)
		if p == nil {
			p = canonical([]*node{prev}, []*node{nimberNode(1)})
			upPowTos.set(k, p)
		}
		prev = p
	}
	return prev
}

// upPowNode returns ↑^n = {0 | * − ↑^→(n−1)} (n ≥ 1; CGSuite's
// CanonicalShortGameOps.pow); mu must be held.
func upPowNode(n int) *node {
	checkUpTables()
	if p := upPows.at(n); p != nil {
		return p
	}
	p := canonical([]*node{zeroNode}, []*node{add(nimberNode(1), neg(upPowToNode(n-1)))})
	upPows.set(n, p)
	return p
}

func (u Uptimal) clone() Uptimal {
	u.Digits = append([]int(nil), u.Digits...)
	return u
}

func (u Uptimal) trim() Uptimal {
	for len(u.Digits) > 0 && u.Digits[len(u.Digits)-1] == 0 {
		u.Digits = u.Digits[:len(u.Digits)-1]
	}
	return u
}

func (u Uptimal) neg() Uptimal {
	v := u.clone()
	v.Number = u.Number.Neg()
	for i := range v.Digits {
		v.Digits[i] = -v.Digits[i]
	}
	return v
}

// increment is UptimalExpansion.increment(withStar = true, toLength): one
// more in each of the first toLength digits, and a star more.
func (u Uptimal) increment(toLength int) Uptimal {
	v := Uptimal{Number: u.Number, Nimber: u.Nimber ^ 1, Digits: make([]int, max(toLength, len(u.Digits)))}
	for i := range v.Digits {
		if i < len(u.Digits) {
			v.Digits[i] = u.Digits[i]
			if i < toLength {
				v.Digits[i]++
			}
		} else {
			v.Digits[i] = 1
		}
	}
	return v.trim()
}

type uptimalInfo struct {
	u  Uptimal
	ok bool
}

var uptimalMemo = newMemo[*node, uptimalInfo]() // see cache.go

// uptimalOf returns the uptimal expansion of n, if it has one; mu must be
// held. Like CGSuite's uptimalExpansion it reads the candidates off the
// expansions of the options (an uptimal has one Right option, or is the
// negative of one that has), but it accepts a candidate only if building
// it gives n back, so an expansion it returns is always right.
func uptimalOf(n *node) (Uptimal, bool) {
	if in := nus(n); in.ok {
		u := Uptimal{Number: in.x, Nimber: in.nim}
		if in.ups != 0 {
			u.Digits = []int{in.ups}
		}
		return u, true
	}
	if r, ok := uptimalMemo.get(n); ok {
		return r.u, r.ok
	}
	if len(n.left) != 1 && len(n.right) != 1 {
		// uptimal2 needs one Right option, of n or of its negative: no
		// need to build the negative of a large game to learn that.
		return Uptimal{}, false
	}
	tick()
	u, ok := uptimal2(n)
	if !ok {
		if v, ok2 := uptimal2(neg(n)); ok2 {
			u, ok = v.neg(), true
		}
	}
	uptimalMemo.put(n, uptimalInfo{u, ok})
	return u, ok
}

func uptimal2(n *node) (Uptimal, bool) {
	if n.isNum || len(n.right) != 1 {
		return Uptimal{}, false
	}
	r, ok := uptimalOf(n.right[0])
	if !ok {
		return Uptimal{}, false
	}
	maxL := 0
	for _, o := range n.left {
		l, ok := uptimalOf(o)
		if !ok || l.Number != r.Number {
			return Uptimal{}, false
		}
		maxL = max(maxL, len(l.Digits))
	}
	var cands []Uptimal
	if k := len(r.Digits); k > 0 && r.Digits[k-1] > 0 {
		cands = append(cands, r.increment(k))
	}
	cands = append(cands, r.increment(max(len(r.Digits), maxL)+1))
	for _, c := range cands {
		if c.node() == n {
			return c, true
		}
	}
	return Uptimal{}, false
}

// UptimalExpansion returns the uptimal expansion of g and true, or false
// if g is not an uptimal (CGSuite's G.UptimalExpansion; its test cases: ^
// is 0.1, v* is *.1-, ^[4] is 0.1111, {0||0|v*} is *.12, and {0||0|v3}
// has none). The expansions are found as CGSuite finds them and each is
// checked by building its game.
func (g Game) UptimalExpansion() (Uptimal, bool) {
	mu.Lock()
	defer mu.Unlock()
	u, ok := uptimalOf(g.node())
	return u.clone(), ok
}

// formatUptimal writes g as CGSuite's printer writes an uptimal that is
// not x + n·↑ + *m: "x^<n>*m" when one digit is ±1 and the others are 0
// (a unit, ±↑^n), "x^[n]*m" when the digits are n ones or n minus ones
// (±↑^→n), with v for the negative ones, the number omitted when 0 and the
// nimber when 0. It returns false for any other game, which the printer
// writes as before. The printer of format.go is to call it before
// writing braces (it is not wired in yet).
func formatUptimal(g Game) (string, bool) {
	u, ok := g.UptimalExpansion()
	if !ok || len(u.Digits) <= 1 {
		return "", false
	}
	unit, sum := true, true
	found := false
	for _, d := range u.Digits {
		if d != 0 {
			if found || d > 1 || d < -1 {
				unit = false
			}
			found = true
		}
		if d != u.Digits[0] || (d != 1 && d != -1) {
			sum = false
		}
	}
	if !unit && !sum {
		return "", false
	}
	var b strings.Builder
	if u.Number.Sign() != 0 {
		b.WriteString(u.Number.String())
	}
	arrow := "^"
	if u.Digits[len(u.Digits)-1] < 0 {
		arrow = "v"
	}
	open, close := "<", ">"
	if !unit {
		open, close = "[", "]"
	}
	fmt.Fprintf(&b, "%s%s%d%s", arrow, open, len(u.Digits), close)
	if u.Nimber != 0 {
		b.WriteByte('*')
		if u.Nimber > 1 {
			b.WriteString(strconv.Itoa(u.Nimber))
		}
	}
	return b.String(), true
}

// maxUptimalExponent bounds n in ^<n> and ^[n] as parse.go bounds ^n.
const maxUptimalExponent = 1024

// scanUptimal reads ^<n>, ^[n], v<n> or v[n] at the start of s and
// returns the game (↑^n, ↑^→n or their negatives) and the number of bytes
// read; ok is false if s does not start with one (then the parser reads
// its other tokens). n is a decimal integer from 1 to 1024 (for ^<n>) or
// from 0 to 1024 (for ^[n]); a bad n is an error. The parser of parse.go is
// to call it where it reads "^" or "v" (it is not wired in yet); a number
// before it and a nimber after it ("1^<3>*") are added, as for "1^*".
func scanUptimal(s string) (g Game, width int, ok bool, err error) {
	if len(s) < 2 || (s[0] != '^' && s[0] != 'v') || (s[1] != '<' && s[1] != '[') {
		return Game{}, 0, false, nil
	}
	closer := byte('>')
	if s[1] == '[' {
		closer = ']'
	}
	end := strings.IndexByte(s[2:], closer)
	if end < 0 {
		return Game{}, 0, true, fmt.Errorf("missing '%c'", closer)
	}
	digits := s[2 : 2+end]
	n, perr := strconv.Atoi(digits)
	if perr != nil || digits == "" || digits[0] == '+' || digits[0] == '-' {
		return Game{}, 0, true, fmt.Errorf("expected a number of ups, found %q", digits)
	}
	if n > maxUptimalExponent || (closer == '>' && n < 1) {
		return Game{}, 0, true, fmt.Errorf("exponent %d out of range (1 to %d)", n, maxUptimalExponent)
	}
	if closer == '>' {
		g = UpPow(n)
	} else {
		g = UpPowTo(n)
	}
	if s[0] == 'v' {
		g = g.Neg()
	}
	return g, 2 + end + 1, true, nil
}
