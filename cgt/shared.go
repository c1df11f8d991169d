package cgt

import (
	"context"
	"strings"
)

// The shared form: a canonical form whose parts repeat, written once each.
//
// The conventional text writes a game's options out in full wherever they
// occur, so a canonical form with n positions can take exponentially many
// characters: S17 of the benchmarks has 1,575 positions and a 59 million
// character text. The shared form names every part that the text would
// write more than once (and that is longer than a name is worth), defines
// it once, and then writes the value with the names:
//
//	a := {2|0}; b := {a,3|a,1}; {b||b|a}
//
// This is CGSuite's language of assignments (a := G; statements separated
// by ";"), and Parse reads it back. Each part is written once and only the
// games the conventional text would write are named, so the text is
// linear in the number of positions of the canonical form.

// minShared is the shortest text of a part that the shared form names: a
// name and its definition cost about ten characters, so shorter parts are
// written where they occur.
const minShared = 16

// SharedString returns g in the shared form: the parts of its
// conventional text that would be written more than once, named a, b, …
// (lower-case letters other than v, then aa, ab, …), each defined once
// with ":=" before the value, as in "a := {2|0}; {a,3|a}". The names are
// defined children first, so each definition uses only earlier names. A
// game without repeated parts is written as by [Game.String]. [Parse]
// reads the text back to g, and its length is linear in the number of
// positions of the canonical form (see [Game.ConventionalLen] for the
// conventional text's).
func (g Game) SharedString() string {
	s, _ := g.SharedStringContext(context.Background())
	return s
}

// SharedStringContext is like [Game.SharedString] but stops when ctx is
// done, returning ctx's error.
func (g Game) SharedStringContext(ctx context.Context) (s string, err error) {
	defer catch(&err)
	pr := &printer{ctx: ctx, names: map[Game]string{}}
	order, refs := expansion(g, pr)
	lc := lenCounter{pr: pr, memo: map[lenKey]lenVal{}}
	var named []Game
	for _, h := range order {
		if h == g || refs[h] < 2 {
			continue
		}
		if n, _ := lc.len(h, true, false); n >= minShared {
			pr.names[h] = sharedName(len(named))
			named = append(named, h)
		}
	}
	var b strings.Builder
	for _, h := range named {
		pr.self = h
		b.WriteString(pr.names[h])
		b.WriteString(" := ")
		writeConventional(&b, h, true, false, pr)
		b.WriteString("; ")
	}
	pr.self = g
	writeConventional(&b, g, true, false, pr)
	return b.String(), nil
}

// sharedName returns the i-th name of the shared form: a, b, …, z without
// v (which reads as down), then aa, ab, ….
func sharedName(i int) string {
	const letters = "abcdefghijklmnopqrstuwxyz"
	var b []byte
	for i++; i > 0; i = (i - 1) / len(letters) {
		b = append(b, letters[(i-1)%len(letters)])
	}
	for l, r := 0, len(b)-1; l < r; l, r = l+1, r-1 {
		b[l], b[r] = b[r], b[l]
	}
	return string(b)
}

// children returns the games the conventional text of g writes inside it.
func children(g Game, pr *printer) []Game {
	sh := shapeOf(g, pr)
	switch sh.kind {
	case shapeSwitch, shapeTiny:
		return []Game{sh.child}
	case shapeBraces:
		return append(append([]Game(nil), sh.left...), sh.right...)
	}
	return nil
}

// expansion returns the games the conventional text of g writes, each
// once, children before parents, and how many times each occurs as a
// child (its references).
func expansion(g Game, pr *printer) (order []Game, refs map[Game]int) {
	refs = map[Game]int{}
	var visit func(h Game)
	visit = func(h Game) {
		pr.check()
		for _, c := range children(h, pr) {
			refs[c]++
			if refs[c] == 1 {
				visit(c)
			}
		}
		order = append(order, h)
	}
	visit(g)
	return order, refs
}

// ConventionalLen returns the length in bytes of g.String() without
// building it (saturating at math.MaxInt), computed once per position of
// the canonical form: a caller can choose the shared form
// ([Game.SharedString]) when the conventional text would be too long to
// print. S17 of the benchmarks, 1,575 positions, has a conventional text
// of about 59 million characters.
func (g Game) ConventionalLen() int {
	lc := lenCounter{memo: map[lenKey]lenVal{}}
	n, _ := lc.len(g, true, false)
	return n
}

type lenKey struct {
	g                Game
	brackets, parens bool
}

type lenVal struct{ n, bars int }

// lenCounter computes the lengths writeConventional would write, once per
// game and flags.
type lenCounter struct {
	pr   *printer
	memo map[lenKey]lenVal
}

// len returns the length of writeConventional(g, brackets, parens) and
// the bars it returns.
func (c *lenCounter) len(g Game, brackets, parens bool) (n, bars int) {
	if name, ok := c.pr.name(g); ok {
		return len(name), 0
	}
	key := lenKey{g, brackets, parens}
	if v, ok := c.memo[key]; ok {
		return v.n, v.bars
	}
	c.pr.check()
	sh := shapeOf(g, c.pr)
	switch sh.kind {
	case shapeText:
		n = len(sh.text)
		if parens && sh.paren {
			n += 2
		}
	case shapeSwitch:
		m, _ := c.len(sh.child, true, true)
		n = satAdd(2, m)
	case shapeTiny:
		m, _ := c.len(sh.child, true, false)
		n = satAdd(len(sh.text)+2, m)
		if parens && sh.paren {
			n = satAdd(n, 2)
		}
	case shapeBraces:
		ln, lbars := c.side(sh.left)
		rn, rbars := c.side(sh.right)
		bars = max(lbars, rbars)
		n = satAdd(satAdd(ln, rn), bars)
		if brackets || bars == maxBars {
			n, bars = satAdd(n, 2), 0
		}
	}
	c.memo[key] = lenVal{n, bars}
	return n, bars
}

// side returns the length of writeSide(opts) and the bars it returns.
func (c *lenCounter) side(opts []Game) (n, bars int) {
	if len(opts) == 1 {
		n, bars = c.len(opts[0], false, false)
		return n, bars + 1
	}
	for i, o := range opts {
		if i > 0 {
			n = satAdd(n, 1)
		}
		m, _ := c.len(o, true, false)
		n = satAdd(n, m)
	}
	return n, 1
}
