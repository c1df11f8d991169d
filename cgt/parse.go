package cgt

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

const (
	// maxMultiple is the largest n of *n, ^n and vn, and the longest run of
	// ^ or v: building *n costs time and memory quadratic in n.
	maxMultiple = 1 << 10
	// maxNesting is the deepest nesting of braces, parentheses, signs, "+-"
	// and Tiny/Miny.
	maxNesting = 10000
)

// SyntaxError is the error returned by [Parse] for text that is not a game
// expression. Offset is the byte offset in Input where the problem was
// found; Error reports it as a column counted in characters from 1.
type SyntaxError struct {
	Input  string // the text given to Parse
	Offset int    // byte offset of the error in Input
	Msg    string // what is wrong, e.g. "missing '}'"
	Err    error  // the error of a function call that failed, such as ErrNotAtomic, or nil
}

// Unwrap returns e.Err: a function call that failed, as in
// "AtomicWeight(1)", wraps the operation's error, so that
// errors.Is(err, ErrNotAtomic) holds.
func (e *SyntaxError) Unwrap() error { return e.Err }

// Error returns the message with the input and the column, as in
// `cgt: parse "{1|*": column 5: missing '}'`. An input longer than 60
// characters is quoted in part: 60 characters around the error, with "…"
// where text is left out.
func (e *SyntaxError) Error() string {
	off := min(max(e.Offset, 0), len(e.Input))
	col := utf8.RuneCountInString(e.Input[:off]) + 1
	return fmt.Sprintf("cgt: parse %s: column %d: %s", quoteAround(e.Input, col-1), col, e.Msg)
}

// maxQuoted is the most characters of an input an error quotes.
const maxQuoted = 60

// quoteAround quotes s, or at most maxQuoted of its characters around the
// character at index at, marking what is left out with "…".
func quoteAround(s string, at int) string {
	r := []rune(s)
	if len(r) <= maxQuoted {
		return strconv.Quote(s)
	}
	lo := max(0, min(at-maxQuoted/3, len(r)-maxQuoted))
	hi := lo + maxQuoted
	q := string(r[lo:hi])
	if lo > 0 {
		q = "…" + q
	}
	if hi < len(r) {
		q += "…"
	}
	return strconv.Quote(q)
}

// Parse returns the game written in s, in the notation of the package
// documentation (see "Notation"), which is the notation of CGSuite: numbers
// ("-5/8", "1.5"), nimbers ("*2"), ups ("^", "v3"), a number, ups and
// nimbers written together ("1/2^*"), "{A, B | C}" with multi-bars
// ("{1||0|-1}"), "+-x", Tiny(x), Miny(x), "+", "-" and parentheses,
// "^<3>" and "^[3]", the ordinal sum "G:H", CGSuite's methods as functions
// ("Heat({2|0}, 1)") and the definitions of the shared form
// ("a := {2|0}; {a|a}"). Parse(g.String()), Parse(g.SharedString()) and
// Parse(g.Explicit()) all return g.
//
// The error, if any, is a *[SyntaxError]. So that no literal is costly to
// build and no input exhausts the stack, n in *n, ^n, vn, ^<n> and ^[n]
// (and a run such as ^^^) may be at most 1024, and braces, parentheses, signs, "+-"
// and Tiny/Miny may nest at most 10000 deep; beyond that Parse returns an
// error. (Sums of large nimbers such as *500 + *499 are valid but slow.)
func Parse(s string) (g Game, err error) {
	return parse(nil, s)
}

// ParseContext is like [Parse] but stops when ctx is done and returns ctx's
// error (context.Canceled or context.DeadlineExceeded) instead of a
// *SyntaxError: reading "^1000" or a sum of forty switches builds games
// whose canonical forms take long to compute.
func ParseContext(ctx context.Context, s string) (Game, error) {
	return parse(ctx, s)
}

func parse(ctx context.Context, s string) (g Game, err error) {
	p := &parser{input: s, ctx: ctx}
	defer p.recover(&err)
	p.next()
	p.definitions()
	if p.tok.kind == tEOF {
		p.errorf("empty expression")
	}
	g = p.expr()
	if p.tok.kind == tIdent && p.tok.count == -1 {
		p.errorf("unknown name %q", p.tok.text)
	}
	if p.tok.kind != tEOF {
		p.unexpected("expected operator")
	}
	return g, nil
}

// definitions = { name ":=" expr ";" }
//
// The shared form of [Game.SharedString] names games before the value
// that uses them, in CGSuite's language: "a := {0|*}; {a|a}". A name is
// known from the end of its definition on; names may not be defined
// twice.
func (p *parser) definitions() {
	for p.tok.kind == tIdent && p.tok.count == 1 {
		name := p.tok
		if _, dup := p.vars[name.text]; dup {
			p.errorf("%s is already defined", name.text)
		}
		p.next()
		if p.tok.kind == tEOF {
			p.unexpected("expected a game")
		}
		g := p.expr()
		if p.tok.kind != tSemi {
			p.unexpected("expected ';' after the definition of " + name.text)
		}
		if p.vars == nil {
			p.vars = map[string]Game{}
		}
		p.vars[name.text] = g
		p.next()
	}
}

// MustParse is like [Parse] but panics if s is not a game expression. It is
// meant for literals in tests and examples.
func MustParse(s string) Game {
	g, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return g
}

type tokenKind int

const (
	tEOF       tokenKind = iota
	tNumber              // 3/4; text holds the literal
	tNimber              // *n; n in count
	tUps                 // ^, vv, ^3, ↑; signed count
	tPlusMinus           // +- or ±
	tPlus                // +
	tMinus               // -
	tLBrace              // {
	tRBrace              // }
	tBars                // a run of |; its length in count
	tComma               // ,
	tLParen              // (
	tRParen              // )
	tName                // Tiny or Miny
	tUptimal             // ^<n>, ^[n], v<n> or v[n]; the game in g
	tFunc                // a function name, such as Heat; text holds it
	tIdent               // a name of the shared form; count is 1 when ":=" follows
	tColon               // : (ordinal sum)
	tSemi                // ;
)

type token struct {
	kind  tokenKind
	pos   int // byte offset in the input
	text  string
	count int
	g     Game // the game of a tUptimal
}

// parser is a recursive-descent parser, one function per grammar rule,
// after text/template/parse. Errors panic with a *SyntaxError that Parse
// recovers.
type parser struct {
	ctx   context.Context // nil: never stop
	input string
	pos   int   // offset of the next character to lex
	tok   token // the current token
	depth int   // current nesting
	vars  map[string]Game
}

func (p *parser) errorAt(pos int, format string, args ...any) {
	panic(&SyntaxError{Input: p.input, Offset: pos, Msg: fmt.Sprintf(format, args...)})
}

func (p *parser) errorf(format string, args ...any) {
	p.errorAt(p.tok.pos, format, args...)
}

// unexpected reports the current token, saying what was expected instead.
func (p *parser) unexpected(expected string) {
	switch p.tok.kind {
	case tEOF:
		p.errorf("%s, found end of input", expected)
	case tRParen:
		p.errorf("unexpected ')'")
	case tRBrace:
		p.errorf("unexpected '}'")
	}
	p.errorf("%s, found %q", expected, p.input[p.tok.pos:p.pos])
}

func (p *parser) recover(err *error) {
	if r := recover(); r != nil {
		switch e := r.(type) {
		case *SyntaxError:
			*err = e
		case canceled:
			*err = e.err
		default:
			panic(r)
		}
	}
}

// The parser builds games through these methods, which stop when p.ctx is
// done (see context.go).

func (p *parser) add(g, h Game) Game {
	return locked(p.ctx, func() Game { return wrap(add(g.node(), h.node())) })
}

func (p *parser) sub(g, h Game) Game {
	return locked(p.ctx, func() Game { return wrap(add(g.node(), neg(h.node()))) })
}

func (p *parser) neg(g Game) Game {
	return locked(p.ctx, func() Game { return wrap(neg(g.node())) })
}

func (p *parser) new(left, right []Game) Game {
	return locked(p.ctx, func() Game { return wrap(canonical(nodesOf(left), nodesOf(right))) })
}

func (p *parser) ups(n int) Game {
	return locked(p.ctx, func() Game { return wrap(upsNode(n)) })
}

// enter counts one level of nesting; leave undoes it.
func (p *parser) enter() {
	p.depth++
	if p.depth > maxNesting {
		p.errorf("nesting deeper than %d", maxNesting)
	}
}

func (p *parser) leave() { p.depth-- }

// punctuation holds the tokens of one character that need no lookahead.
var punctuation = map[rune]tokenKind{
	'{': tLBrace, '}': tRBrace, ',': tComma, '(': tLParen, ')': tRParen,
	'-': tMinus, '±': tPlusMinus, ';': tSemi,
}

// next lexes the next token into p.tok, skipping white space. The tokens
// are punctuation, "+", "+-", ":", ":=", runs of "|", numbers (digits,
// optionally followed by "/" or "." and digits), "*" with an optional
// count, runs of "^" or "v" (or one of them with a count), "^<n>", "^[n]",
// "v<n>", "v[n]", the arrows ↑ ↓ ⇑ ⇓, the names Tiny and Miny, function
// names and the names of the shared form (a letter other than a
// lower-case v, then letters, digits and "_").
func (p *parser) next() {
	for p.pos < len(p.input) {
		r, w := utf8.DecodeRuneInString(p.input[p.pos:])
		if !unicode.IsSpace(r) {
			break
		}
		p.pos += w
	}
	start := p.pos
	p.tok = token{pos: start}
	if p.pos == len(p.input) {
		return
	}
	r, w := utf8.DecodeRuneInString(p.input[p.pos:])
	p.pos += w
	switch {
	case punctuation[r] != tEOF:
		p.tok.kind = punctuation[r]
	case r == '+':
		p.tok.kind = tPlus
		if strings.HasPrefix(p.input[p.pos:], "-") {
			p.tok.kind = tPlusMinus
			p.pos++
		}
	case r == '|':
		p.tok.kind, p.tok.count = tBars, p.run(start, '|')
	case r == ':':
		p.tok.kind = tColon
		if strings.HasPrefix(p.input[p.pos:], "=") {
			p.errorf("':=' must follow a new name at the start of the input")
		}
	case '0' <= r && r <= '9':
		p.pos = start
		p.digits()
		if p.pos < len(p.input) && (p.input[p.pos] == '/' || p.input[p.pos] == '.') {
			p.pos++
			if p.digits() == "" {
				p.errorAt(p.pos, "expected digits after %q", p.input[p.pos-1])
			}
		}
		p.tok.kind, p.tok.text = tNumber, p.input[start:p.pos]
	case r == '*':
		// The n of *n is unsigned, as in CGSuite: "*-1" is * - 1.
		p.tok.kind, p.tok.count = tNimber, p.count()
	case (r == '^' || r == 'v') && p.uptimal(start):
	case r == '^' || r == 'v':
		n := p.run(start, byte(r))
		if n == 1 {
			n = p.count()
		} else if n > maxMultiple {
			p.errorf("more than %d ups", maxMultiple)
		}
		if r == 'v' {
			n = -n
		}
		p.tok.kind, p.tok.count = tUps, n
	case r == '↑' || r == '↓':
		n := p.count()
		if r == '↓' {
			n = -n
		}
		p.tok.kind, p.tok.count = tUps, n
	case r == '⇑' || r == '⇓':
		p.tok.kind, p.tok.count = tUps, 2
		if r == '⇓' {
			p.tok.count = -2
		}
	case r < utf8.RuneSelf && isLetter(byte(r)):
		p.name(start)
	default:
		p.errorf("unexpected %q", r)
	}
}

func isLetter(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }

// word returns the name at start: a letter, then letters, digits and "_".
func (p *parser) word(start int) string {
	end := start + 1
	for end < len(p.input) {
		if c := p.input[end]; !isLetter(c) && !('0' <= c && c <= '9') && c != '_' {
			break
		}
		end++
	}
	return p.input[start:end]
}

// name lexes the name at start: Tiny or Miny, a function, a name defined
// earlier in the input, or a name about to be defined (followed by
// ":="). Any other name is an error, which lists the functions when the
// name is followed by "(".
func (p *parser) name(start int) {
	name := p.word(start)
	p.pos = start + len(name)
	rest := strings.TrimLeftFunc(p.input[p.pos:], unicode.IsSpace)
	switch {
	case name == "Tiny" || name == "Miny":
		p.tok.kind, p.tok.text = tName, name
	case isFunction(name):
		p.tok.kind, p.tok.text = tFunc, name
	case strings.HasPrefix(rest, ":="):
		// The token includes ":=": definitions reads it, any other
		// rule reports it (see variable).
		p.tok.kind, p.tok.text, p.tok.count = tIdent, name, 1
		p.pos = len(p.input) - len(rest) + 2
	case p.defined(name):
		p.tok.kind, p.tok.text = tIdent, name
	case strings.HasPrefix(rest, "("):
		p.errorf("unknown function %q: expected one of %s", name, strings.Join(append(functionNames(), "Tiny", "Miny"), ", "))
	default:
		// An unknown name: reported where a game is read (variable),
		// or as unknown where an operator is expected.
		p.tok.kind, p.tok.text, p.tok.count = tIdent, name, -1
	}
}

// defined reports whether name was defined earlier in the input.
func (p *parser) defined(name string) bool {
	_, ok := p.vars[name]
	return ok
}

// uptimal lexes ^<n>, ^[n], v<n> or v[n] at start, if there is one there,
// and reports whether there was.
func (p *parser) uptimal(start int) bool {
	g, w, ok, err := scanUptimal(p.input[start:])
	if !ok {
		return false
	}
	if err != nil {
		p.errorf("%s", err)
	}
	p.pos = start + w
	p.tok.kind, p.tok.g = tUptimal, g
	return true
}

// run consumes the run of c at start and returns its length.
func (p *parser) run(start int, c byte) int {
	p.pos = start
	for p.pos < len(p.input) && p.input[p.pos] == c {
		p.pos++
	}
	return p.pos - start
}

// digits consumes a run of decimal digits and returns it.
func (p *parser) digits() string {
	start := p.pos
	for p.pos < len(p.input) && '0' <= p.input[p.pos] && p.input[p.pos] <= '9' {
		p.pos++
	}
	return p.input[start:p.pos]
}

// count consumes the optional count after *, ^, v, ↑ or ↓, returning 1
// when there is none.
func (p *parser) count() int {
	s := p.digits()
	if s == "" {
		return 1
	}
	n, err := strconv.Atoi(s)
	if err != nil || n > maxMultiple {
		p.errorf("%s is too large: the limit is %d", p.input[p.tok.pos:p.pos], maxMultiple)
	}
	return n
}

// expr = osum { "+" osum | "-" osum | osum-starting-with-"+-" }
//
// "A +-B" is A plus the switch ±B, since "+-" is one token.
func (p *parser) expr() Game {
	g := p.osum()
	for {
		switch p.tok.kind {
		case tPlus:
			p.next()
			g = p.add(g, p.osum())
		case tMinus:
			p.next()
			g = p.sub(g, p.osum())
		case tPlusMinus:
			g = p.add(g, p.osum())
		default:
			return g
		}
	}
}

// osum = term { ":" term }
//
// The ordinal sum G:H binds tighter than "+" and "-" and less tightly
// than a sign, as in CGSuite's grammar: "1:1 + 1" is (1:1) + 1 and
// "-1:1" is (-1):1. It is associative, so "a:b:c" needs no rule.
func (p *parser) osum() Game {
	g := p.term()
	for p.tok.kind == tColon {
		p.next()
		h := p.term()
		var err error
		if g, err = OrdinalSumContext(p.ctxOrBackground(), g, h); err != nil {
			panic(canceled{err})
		}
	}
	return g
}

func (p *parser) ctxOrBackground() context.Context {
	if p.ctx == nil {
		return context.Background()
	}
	return p.ctx
}

// term = "-" number { part } | "-" term | juxt
//
// A sign written before a number belongs to the number alone, so "-1/2v" is
// -1/2 plus down, as CGSuite writes it.
func (p *parser) term() Game {
	if p.tok.kind != tMinus {
		return p.juxt()
	}
	p.enter()
	defer p.leave()
	p.next()
	if p.tok.kind == tNumber {
		return p.parts(p.neg(p.number()))
	}
	return p.neg(p.term())
}

// juxt = ( number | "{" options "}" | "(" expr ")" | name ) { part } | part { part }
//
// Juxtaposed parts are added: "2^*" is 2 + ^ + *, and "{1|0}*" is
// {1|0} + *.
func (p *parser) juxt() Game {
	switch p.tok.kind {
	case tNumber:
		return p.parts(p.number())
	case tLBrace:
		return p.parts(p.braces())
	case tLParen:
		return p.parts(p.parens())
	case tIdent:
		return p.parts(p.variable())
	}
	if !p.isPart() {
		p.unexpected("expected a game")
	}
	return p.parts(Game{})
}

// parts = { part }
// part  = nimber | ups | uptimal | "+-" atom | ("Tiny" | "Miny") "(" expr ")"
//
//	| function "(" expr { "," expr } ")"
func (p *parser) parts(g Game) Game {
	for p.isPart() {
		g = p.add(g, p.part())
	}
	return g
}

func (p *parser) isPart() bool {
	switch p.tok.kind {
	case tNimber, tUps, tPlusMinus, tName, tUptimal, tFunc:
		return true
	}
	return false
}

func (p *parser) part() Game {
	tok := p.tok
	switch tok.kind {
	case tNimber:
		p.next()
		return Nimber(tok.count)
	case tUps:
		p.next()
		return p.ups(tok.count)
	case tUptimal:
		p.next()
		return tok.g
	case tFunc:
		return p.call()
	case tPlusMinus:
		p.enter()
		defer p.leave()
		p.next()
		x := p.atom()
		return p.new([]Game{x}, []Game{p.neg(x)})
	case tName:
		p.enter()
		defer p.leave()
		p.next()
		if p.tok.kind != tLParen {
			p.unexpected("expected '(' after " + tok.text)
		}
		x := p.parens()
		tiny := p.new([]Game{Zero()}, []Game{p.new([]Game{Zero()}, []Game{p.neg(x)})})
		if tok.text == "Tiny" {
			return tiny
		}
		return p.neg(tiny)
	}
	panic("cgt: internal error: part called on a non-part")
}

// atom = number | part | "{" options "}" | "(" expr ")" | name
//
// The argument of "+-": "+-1*" is ±1 plus *, "+-(1*)" is ±(1*).
func (p *parser) atom() Game {
	switch p.tok.kind {
	case tNumber:
		return p.number()
	case tLBrace:
		return p.braces()
	case tLParen:
		return p.parens()
	case tIdent:
		return p.variable()
	}
	if !p.isPart() {
		p.unexpected("expected a game after '+-'")
	}
	return p.part()
}

// variable returns the game a name of the shared form was defined as.
func (p *parser) variable() Game {
	if p.tok.count == -1 {
		p.errorf("unknown name %q", p.tok.text)
	}
	if p.tok.count == 1 {
		p.errorf("a definition %s := … must come before the expression", p.tok.text)
	}
	g := p.vars[p.tok.text]
	p.next()
	return g
}

// call = function "(" [ expr { "," expr } ] ")"
//
// The function is applied by callFunction (functions.go); an error of the
// operation, such as a game that is not atomic, is reported at the name.
func (p *parser) call() Game {
	name := p.tok
	p.enter()
	defer p.leave()
	p.next()
	if p.tok.kind != tLParen {
		p.unexpected("expected '(' after " + name.text)
	}
	p.next()
	var args []Game
	if p.tok.kind != tRParen {
		for {
			args = append(args, p.expr())
			if p.tok.kind != tComma {
				break
			}
			p.next()
		}
	}
	switch p.tok.kind {
	case tRParen:
	case tEOF:
		p.errorf("missing ')'")
	default:
		p.unexpected("expected ',' or ')'")
	}
	p.next()
	g, _, err := callFunction(p.ctx, name.text, args)
	if err != nil {
		if p.ctx != nil && p.ctx.Err() != nil && errors.Is(err, p.ctx.Err()) {
			panic(canceled{err})
		}
		msg := strings.TrimPrefix(err.Error(), "cgt: ")
		if !strings.HasPrefix(msg, name.text) {
			msg = name.text + ": " + msg
		}
		panic(&SyntaxError{Input: p.input, Offset: name.pos, Msg: msg, Err: err})
	}
	return g
}

// number = digits [ "/" digits | "." digits ]
//
// The value must be a dyadic rational.
func (p *parser) number() Game {
	tok := p.tok
	d, err := ParseDyadic(tok.text)
	if err != nil {
		if _, den, ok := strings.Cut(tok.text, "/"); ok && strings.Trim(den, "0") == "" {
			p.errorf("division by zero in %s", tok.text)
		}
		p.errorf("%s is not a dyadic rational: short games have only numbers m/2^k", tok.text)
	}
	p.next()
	return FromDyadic(d)
}

// parens = "(" expr ")"
func (p *parser) parens() Game {
	p.enter()
	defer p.leave()
	p.next()
	g := p.expr()
	if p.tok.kind != tRParen {
		if p.tok.kind == tEOF {
			p.errorf("missing ')'")
		}
		p.unexpected("expected ')'")
	}
	p.next()
	return g
}

// braces  = "{" options "}"
// options = list { bars list }
// list    = [ expr { "," expr } ]
//
// The longest run of bars is the outermost split; two equally long runs
// at one level are an error.
func (p *parser) braces() Game {
	p.enter()
	defer p.leave()
	p.next()
	var lists [][]Game
	var bars []token
	for {
		lists = append(lists, p.list())
		switch p.tok.kind {
		case tBars:
			bars = append(bars, p.tok)
			p.next()
			continue
		case tRBrace:
		case tEOF:
			p.errorf("missing '}'")
		default:
			p.unexpected("expected ',', '|' or '}'")
		}
		break
	}
	if len(bars) == 0 {
		p.errorf("missing '|' in braces")
	}
	p.next()
	return p.split(lists, bars)
}

// split builds the game of lists separated by bars.
func (p *parser) split(lists [][]Game, bars []token) Game {
	top := 0
	for i, b := range bars {
		if b.count > bars[top].count {
			top = i
		}
	}
	for _, b := range bars[top+1:] {
		if b.count == bars[top].count {
			p.errorAt(b.pos, "ambiguous %q: two splits of the same length at one level", strings.Repeat("|", b.count))
		}
	}
	side := func(lists [][]Game, bars []token) []Game {
		if len(bars) == 0 {
			return lists[0]
		}
		return []Game{p.split(lists, bars)}
	}
	return p.new(side(lists[:top+1], bars[:top]), side(lists[top+1:], bars[top+1:]))
}

// list = [ expr { "," expr } ]
func (p *parser) list() []Game {
	var gs []Game
	switch p.tok.kind {
	case tBars, tRBrace, tEOF:
		return gs
	}
	for {
		gs = append(gs, p.expr())
		if p.tok.kind != tComma {
			return gs
		}
		p.next()
	}
}
