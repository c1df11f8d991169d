package cgt

import (
	"context"
	"encoding"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"
)

var (
	_ encoding.TextMarshaler   = Game{}
	_ encoding.TextUnmarshaler = (*Game)(nil)
)

// maxBars is the most bars a braces form is written with before it is
// bracketed, as in CGSuite: {a||||b} rather than a||||b inside another
// form.
const maxBars = 4

// String returns the conventional notation of g, as CGSuite writes it
// (see "Notation" in the package documentation): numbers ("3/4"), a number
// plus ups plus a nimber ("^", "^^*", "v3", "1*", "-1/2v"), a number plus a
// tiny or miny ("4Tiny(2)", "Miny(1/2)"), switches ("+-1", "+-(1*)"), and
// braces with multi-bars ("{1||0|-1}"). Like CGSuite, it writes "+-" only
// for a game equal to its own negative: {4|2} is "{4|2}", not "3+-1", though
// [Parse] reads both. [Parse] reads the text back to g. The text writes
// repeated parts in full and can be exponentially long ([Game.ConventionalLen]
// tells); [Game.SharedString] writes each part once.
func (g Game) String() string {
	var b strings.Builder
	writeConventional(&b, g, true, false, nil)
	return b.String()
}

// StringContext is like [Game.String] but stops when ctx is done and
// returns ctx's error: the conventional text of a game whose canonical
// form has many positions (a sum of twenty switches of different sizes)
// can run to megabytes.
func (g Game) StringContext(ctx context.Context) (s string, err error) {
	defer catch(&err)
	var b strings.Builder
	writeConventional(&b, g, true, false, &printer{ctx: ctx})
	return b.String(), nil
}

// printer checks a context while a text is written, and holds the names
// of the shared form; nil never stops and names nothing.
type printer struct {
	ctx   context.Context
	n     int
	names map[Game]string // the shared form's names
	self  Game            // the game being defined, written out, not named
}

// name returns the name pr gives g in the shared form.
func (pr *printer) name(g Game) (string, bool) {
	if pr == nil || pr.names == nil || g == pr.self {
		return "", false
	}
	name, ok := pr.names[g]
	return name, ok
}

// add returns g + h, stopping if pr's context is done (see context.go).
func (pr *printer) add(g, h Game) Game {
	return locked(pr.context(), func() Game { return wrap(add(g.node(), h.node())) })
}

// sub returns g - h, stopping if pr's context is done.
func (pr *printer) sub(g, h Game) Game {
	return locked(pr.context(), func() Game { return wrap(add(g.node(), neg(h.node()))) })
}

// ups returns n·↑, stopping if pr's context is done.
func (pr *printer) ups(n int) Game {
	return locked(pr.context(), func() Game { return wrap(upsNode(n)) })
}

func (pr *printer) context() context.Context {
	if pr == nil {
		return nil
	}
	return pr.ctx
}

// check counts a node written and abandons the writing (see context.go)
// if the context is done. It runs without mu or fmtMu held.
func (pr *printer) check() {
	if pr == nil || pr.ctx == nil {
		return
	}
	steps.Add(1)
	if pr.n++; pr.n%64 == 0 {
		if err := pr.ctx.Err(); err != nil {
			panic(canceled{err})
		}
	}
}

// Explicit returns g written with braces, commas, single bars and dyadic
// numbers only: * is "{0|0}" and ^ is "{0|{0|0}}". Options are listed in a
// fixed order (numbers by value, then nimbers, then other sums of a number,
// ups and a nimber, then the rest by their options), so equal games always
// give the same text. The text grows exponentially with the birthday for
// games such as *n, whose options repeat each other.
func (g Game) Explicit() string {
	var b strings.Builder
	writeExplicit(&b, g)
	return b.String()
}

// MarshalText implements encoding.TextMarshaler: it returns g.String().
func (g Game) MarshalText() ([]byte, error) { return []byte(g.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler: it parses text with
// [Parse].
func (g *Game) UnmarshalText(text []byte) error {
	h, err := Parse(string(text))
	if err != nil {
		return err
	}
	*g = h
	return nil
}

func writeExplicit(b *strings.Builder, g Game) {
	if d, ok := g.Number(); ok {
		b.WriteString(d.String())
		return
	}
	left, right := sortedOptions(g)
	b.WriteByte('{')
	for i, o := range left {
		if i > 0 {
			b.WriteByte(',')
		}
		writeExplicit(b, o)
	}
	b.WriteByte('|')
	for i, o := range right {
		if i > 0 {
			b.WriteByte(',')
		}
		writeExplicit(b, o)
	}
	b.WriteByte('}')
}

// shapeKind says how the conventional notation writes a game.
type shapeKind int8

const (
	shapeText   shapeKind = iota // x + n·↑ + *m or an uptimal: text
	shapeSwitch                  // +-child, for a game equal to its negative
	shapeTiny                    // xTiny(child) or xMiny(child)
	shapeBraces                  // {left | right}, perhaps with multi-bars
)

// shape is what writeConventional needs to know about one game.
type shape struct {
	kind        shapeKind
	text        string // shapeText: the text; shapeTiny: x (or "") and Tiny or Miny
	paren       bool   // shapeText, shapeTiny: the text is not one atom of the grammar
	child       Game   // shapeSwitch: the option; shapeTiny: the subscript
	left, right []Game // shapeBraces: the options in the fixed order
}

// shapeOf returns how the conventional notation writes g, following
// CGSuite's CanonicalShortGame.appendTo.
func shapeOf(g Game, pr *printer) shape {
	if u, ok := upStar(g, pr); ok {
		atom := u.n == 0 && u.m == 0 && u.x.Sign() >= 0 || u.x.Sign() == 0 && (u.n == 0 || u.m == 0)
		return shape{kind: shapeText, text: u.String(), paren: !atom}
	}
	if s, ok := formatUptimal(g); ok {
		// "^<3>" is one token, "1^<3>*" three parts.
		last := s[len(s)-1]
		return shape{kind: shapeText, text: s, paren: s[0] != '^' && s[0] != 'v' || last != '>' && last != ']'}
	}
	left, right := sortedOptions(g)
	if len(left) == 1 && len(right) == 1 && g == g.Neg() {
		return shape{kind: shapeSwitch, child: left[0]}
	}
	if name, x, h, ok := tinyMiny(g, left, right); ok {
		text := name
		if x.Sign() != 0 {
			text = x.String() + name
		}
		return shape{kind: shapeTiny, text: text, paren: x.Sign() != 0, child: h}
	}
	return shape{kind: shapeBraces, left: left, right: right}
}

// writeConventional appends the conventional form of g to b, following
// CGSuite's CanonicalShortGame.appendTo. With brackets, a braces form is
// written with its braces; without, it is written bare and the number of
// its bars is returned, so that the caller can write one bar more (the
// multi-bar notation {a||b|c}). With parens, a form that is not a single
// atom of the grammar is put in parentheses (the argument of "+-"). A game
// that pr names (the shared form) is written as its name, unless it is
// the game being defined.
func writeConventional(b *strings.Builder, g Game, brackets, parens bool, pr *printer) int {
	pr.check()
	if name, ok := pr.name(g); ok {
		b.WriteString(name)
		return 0
	}
	sh := shapeOf(g, pr)
	switch sh.kind {
	case shapeText:
		if parens && sh.paren {
			b.WriteString("(" + sh.text + ")")
		} else {
			b.WriteString(sh.text)
		}
		return 0
	case shapeSwitch:
		b.WriteString("+-")
		writeConventional(b, sh.child, true, true, pr)
		return 0
	case shapeTiny:
		parens = parens && sh.paren
		if parens {
			b.WriteByte('(')
		}
		b.WriteString(sh.text)
		b.WriteByte('(')
		writeConventional(b, sh.child, true, false, pr)
		b.WriteByte(')')
		if parens {
			b.WriteByte(')')
		}
		return 0
	}

	var lb, rb strings.Builder
	bars := max(writeSide(&lb, sh.left, pr), writeSide(&rb, sh.right, pr))
	brackets = brackets || bars == maxBars
	if brackets {
		b.WriteByte('{')
	}
	b.WriteString(lb.String())
	b.WriteString(strings.Repeat("|", bars))
	b.WriteString(rb.String())
	if brackets {
		b.WriteByte('}')
		return 0
	}
	return bars
}

// writeSide writes the options of one side of a braces form and returns
// the bars the split needs: one more than those of a single option written
// bare.
func writeSide(b *strings.Builder, opts []Game, pr *printer) int {
	if len(opts) == 1 {
		return writeConventional(b, opts[0], false, false, pr) + 1
	}
	for i, o := range opts {
		if i > 0 {
			b.WriteByte(',')
		}
		writeConventional(b, o, true, false, pr)
	}
	return 1
}

// tinyMiny reports whether g is x + Tiny(h) = {x || x | x-h} or
// x + Miny(h) = {x+h | x || x}, with CGSuite's condition that the mean of h
// is positive, and returns "Tiny" or "Miny", x and h.
func tinyMiny(g Game, left, right []Game) (name string, x Dyadic, h Game, ok bool) {
	if len(left) != 1 || len(right) != 1 {
		return "", Dyadic{}, Game{}, false
	}
	if x, ok := left[0].Number(); ok {
		rl, rr := sortedOptions(right[0])
		if len(rl) == 1 && len(rr) == 1 && rl[0] == left[0] && rr[0].Mean().Less(x) {
			return "Tiny", x, left[0].Sub(rr[0]), true
		}
	}
	if x, ok := right[0].Number(); ok {
		ll, lr := sortedOptions(left[0])
		if len(ll) == 1 && len(lr) == 1 && lr[0] == right[0] && x.Less(ll[0].Mean()) {
			return "Miny", x, ll[0].Sub(right[0]), true
		}
	}
	return "", Dyadic{}, Game{}, false
}

// numberUpStar is the game x + n·↑ + *m.
type numberUpStar struct {
	x Dyadic
	n int // ups; negative for downs
	m int // nimber
}

// String writes u as CGSuite does: "0", "1/2", "^", "vv", "^3*2", "-1v*".
func (u numberUpStar) String() string {
	var b strings.Builder
	if u.x.Sign() != 0 || u.n == 0 && u.m == 0 {
		b.WriteString(u.x.String())
	}
	arrow, n := "^", u.n
	if n < 0 {
		arrow, n = "v", -n
	}
	switch {
	case n == 1:
		b.WriteString(arrow)
	case n == 2:
		b.WriteString(arrow + arrow)
	case n > 2:
		b.WriteString(arrow + strconv.Itoa(n))
	}
	if u.m > 0 {
		b.WriteByte('*')
		if u.m > 1 {
			b.WriteString(strconv.Itoa(u.m))
		}
	}
	return b.String()
}

// compare orders u and v by number, ups and nimber.
func (u numberUpStar) compare(v numberUpStar) int {
	if c := u.x.Cmp(v.x); c != 0 {
		return c
	}
	if u.n != v.n {
		return u.n - v.n
	}
	return u.m - v.m
}

// fmtInfo caches what printing needs to know about a game.
type fmtInfo struct {
	usDone      bool
	us          numberUpStar
	isUS        bool
	nimDone     bool
	nim         int
	isNim       bool
	sorted      bool
	left, right []Game
}

var (
	fmtMu    sync.Mutex                  // guards fmtCache; never held while calling the engine
	fmtCache = newMemo[Game, *fmtInfo]() // bounded like the engine's memos (cache.go)
)

func cachedInfo(g Game) fmtInfo {
	fmtMu.Lock()
	defer fmtMu.Unlock()
	if in, _ := fmtCache.get(g); in != nil {
		return *in
	}
	return fmtInfo{}
}

func updateInfo(g Game, f func(*fmtInfo)) {
	fmtMu.Lock()
	defer fmtMu.Unlock()
	in, _ := fmtCache.get(g)
	if in == nil {
		in = new(fmtInfo)
		fmtCache.put(g, in)
	}
	f(in)
}

// upStar reports whether g is x + n·↑ + *m and returns it. The options of
// such a game are again of this form with the same x, so the options are
// classified first; then g - x - n·↑ is checked to be a nimber for n in a
// short window around the ups of the options.
func upStar(g Game, pr *printer) (numberUpStar, bool) {
	if x, ok := g.Number(); ok {
		return numberUpStar{x: x}, true
	}
	if in := cachedInfo(g); in.usDone {
		return in.us, in.isUS
	}
	u, ok := findUpStar(g, pr)
	updateInfo(g, func(in *fmtInfo) { in.usDone, in.us, in.isUS = true, u, ok })
	return u, ok
}

func findUpStar(g Game, pr *printer) (numberUpStar, bool) {
	x := g.LeftStop()
	if x != g.RightStop() {
		return numberUpStar{}, false
	}
	lo, hi, maxM := 0, 0, 0
	for _, o := range slices.Concat(g.Left(), g.Right()) {
		u, ok := upStar(o, pr)
		if !ok || u.x != x {
			return numberUpStar{}, false
		}
		lo, hi, maxM = min(lo, u.n), max(hi, u.n), max(maxM, u.m)
	}
	h := pr.sub(g, FromDyadic(x))
	if m, ok := nimber(h); ok {
		return numberUpStar{x: x, m: m}, true
	}
	// The options of x + n·↑ + *m other than x + *k have n-1, n or n+1 ups
	// (↑n = {0 | ↑(n-1)*}, ↑n* = {0 | ↑(n-1)}, ↑* = {0, * | 0}; checked
	// for |n| ≤ 14, m ≤ 9 and three values of x), so n is within one of
	// the fewest or the most ups among the options, and m is at most one
	// more than the largest nimber among them (*m has *0 … *(m-1) as
	// options). Each candidate n·↑ + *m is built (the sums are shared
	// with the options' candidates) and compared with h by identity; this
	// is quadratic in n where subtracting n·↑ from h was cubic, and ^1000
	// took minutes. A game this misses is written in braces, which still
	// read back to it.
	for _, n := range []int{lo - 1, lo, lo + 1, hi - 1, hi, hi + 1} {
		if n == 0 || (n > lo+1 && n < hi-1) {
			continue
		}
		up := pr.ups(n)
		for m := 0; m <= maxM+1; m++ {
			if pr.add(up, Nimber(m)) == h {
				return numberUpStar{x: x, n: n, m: m}, true
			}
		}
	}
	return numberUpStar{}, false
}

// nimber reports whether g is a nimber *m and returns m, checking the form
// itself: the options on both sides are exactly *0, …, *(m-1).
func nimber(g Game) (int, bool) {
	if g.IsNumber() {
		return 0, g == Zero()
	}
	if in := cachedInfo(g); in.nimDone {
		return in.nim, in.isNim
	}
	m, ok := findNimber(g)
	updateInfo(g, func(in *fmtInfo) { in.nimDone, in.nim, in.isNim = true, m, ok })
	return m, ok
}

func findNimber(g Game) (int, bool) {
	left, right := g.Left(), g.Right()
	if len(left) != len(right) {
		return 0, false
	}
	inLeft := make([]bool, len(left))
	for _, o := range left {
		m, ok := nimber(o)
		if !ok || m >= len(inLeft) || inLeft[m] {
			return 0, false
		}
		inLeft[m] = true
	}
	for _, o := range right {
		m, ok := nimber(o)
		if !ok || m >= len(inLeft) || !inLeft[m] {
			return 0, false
		}
	}
	return len(left), true
}

// sortedOptions returns the options of g in the fixed order of
// compareGames.
func sortedOptions(g Game) (left, right []Game) {
	if in := cachedInfo(g); in.sorted {
		return in.left, in.right
	}
	left, right = g.Left(), g.Right()
	slices.SortFunc(left, compareGames)
	slices.SortFunc(right, compareGames)
	updateInfo(g, func(in *fmtInfo) { in.sorted, in.left, in.right = true, left, right })
	return left, right
}

// OptionOrder is the fixed order in which String writes options (see
// compareGames): negative when g comes before h, zero when g == h. It
// depends only on the values, so a caller that must pick one of several
// options picks the same one in every run, which the order of Left and
// Right does not promise.
func OptionOrder(g, h Game) int { return compareGames(g, h) }

// compareGames is the fixed order of options, after CGSuite's
// DeterministicOrdering: numbers by value, then nimbers by size, then other
// sums of a number, ups and a nimber by (number, ups, nimber), then the
// rest by their sorted Left options and then their sorted Right options,
// compared lexicographically. It depends only on the values, never on
// memory layout or on the order games were made in.
func compareGames(g, h Game) int {
	if g == h {
		return 0
	}
	rank := func(g Game) (int, numberUpStar) {
		u, ok := upStar(g, nil)
		switch {
		case !ok:
			return 3, u
		case u.n == 0 && u.m == 0:
			return 0, u
		case u.x.Sign() == 0 && u.n == 0:
			return 1, u
		}
		return 2, u
	}
	rg, ug := rank(g)
	rh, uh := rank(h)
	if rg != rh {
		return rg - rh
	}
	if rg < 3 {
		return ug.compare(uh)
	}
	gl, gr := sortedOptions(g)
	hl, hr := sortedOptions(h)
	if c := slices.CompareFunc(gl, hl, compareGames); c != 0 {
		return c
	}
	return slices.CompareFunc(gr, hr, compareGames)
}

// ExplicitLen returns the length in bytes of g.Explicit() without building
// it (saturating at math.MaxInt), so that callers can refuse texts that
// would not fit in memory: the explicit form of *n has about 2^n characters.
func (g Game) ExplicitLen() int {
	memo := map[Game]int{}
	var size func(h Game) int
	size = func(h Game) int {
		if d, ok := h.Number(); ok {
			return len(d.String())
		}
		if n, ok := memo[h]; ok {
			return n
		}
		left, right := h.Left(), h.Right()
		n := 3 // the braces and the bar
		for i, o := range append(left, right...) {
			if i > 0 && i != len(left) {
				n = satAdd(n, 1) // a comma
			}
			n = satAdd(n, size(o))
		}
		memo[h] = n
		return n
	}
	return size(g)
}

func satAdd(a, b int) int {
	if a > math.MaxInt-b {
		return math.MaxInt
	}
	return a + b
}
