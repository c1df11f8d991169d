package cgt

import (
	"errors"
	"os"
	"strings"
	"testing"
)

// readGolden reads a txtar-like file: a header, then sections that start
// with a line "-- name --". It returns the section bodies by name, without
// the final newline, and the names in file order.
func readGolden(t testing.TB, path string) (map[string]string, []string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	sections := map[string]string{}
	var names []string
	var name string
	var body []string
	flush := func() {
		if name != "" {
			sections[name] = strings.Join(body, "\n")
			names = append(names, name)
		}
	}
	for _, line := range strings.Split(strings.TrimSuffix(string(data), "\n"), "\n") {
		if strings.HasPrefix(line, "-- ") && strings.HasSuffix(line, " --") && len(line) > 6 {
			flush()
			name, body = line[3:len(line)-3], nil
			continue
		}
		body = append(body, line)
	}
	flush()
	return sections, names
}

// goldenCase is one case of testdata/parse.txt.
type goldenCase struct {
	name, in, want, err, equals string
}

func goldenCases(t testing.TB) []goldenCase {
	sections, names := readGolden(t, "testdata/parse.txt")
	var cases []goldenCase
	for _, n := range names {
		base, ok := strings.CutSuffix(n, ".in")
		if !ok {
			continue
		}
		c := goldenCase{name: base, in: sections[n], want: sections[base+".want"],
			err: sections[base+".err"], equals: sections[base+".equals"]}
		if (c.want == "") == (c.err == "") {
			t.Fatalf("testdata/parse.txt: case %s needs exactly one of .want and .err", base)
		}
		cases = append(cases, c)
	}
	return cases
}

func TestParseGolden(t *testing.T) {
	for _, c := range goldenCases(t) {
		g, err := Parse(c.in)
		if c.err != "" {
			if err == nil || err.Error() != c.err {
				t.Errorf("%s: Parse(%q) error = %v, want %s", c.name, c.in, err, c.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: Parse(%q) error: %v", c.name, c.in, err)
			continue
		}
		if got := g.String(); got != c.want {
			t.Errorf("%s: Parse(%q) = %v, want %v", c.name, c.in, got, c.want)
		}
		if c.equals != "" {
			if h, err := Parse(c.equals); err != nil || h != g {
				t.Errorf("%s: Parse(%q) = %v, want %v = Parse(%q) (err %v)", c.name, c.in, g, h, c.equals, err)
			}
		}
		checkRoundTrip(t, g)
	}
}

// checkRoundTrip checks that g reads back from both of its notations.
func checkRoundTrip(t *testing.T, g Game) {
	t.Helper()
	for _, s := range []string{g.String(), g.Explicit()} {
		if h, err := Parse(s); err != nil || h != g {
			t.Errorf("Parse(%q) = %v, %v, want %v (explicit %s)", s, h, err, g, g.Explicit())
		}
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		in     string
		offset int
		msg    string
	}{
		{"{1|*", 4, "missing '}'"},
		{"1/3", 0, "1/3 is not a dyadic rational: short games have only numbers m/2^k"},
		{"{1|0|-1}", 4, `ambiguous "|": two splits of the same length at one level`},
		{"{1||0||-1}", 5, `ambiguous "||": two splits of the same length at one level`},
		{"{a|b}", 1, `unknown name "a"`},
		{"{", 1, "missing '}'"},
		{")", 0, "unexpected ')'"},
		{"1 2", 2, `expected operator, found "2"`},
		{"1^ 2", 3, `expected operator, found "2"`},
		{"^^3", 2, `expected operator, found "3"`},
		{"{1|0}{1|0}", 5, `expected operator, found "{"`},
		{"2(1)", 1, `expected operator, found "("`},
		{"", 0, "empty expression"},
		{"   ", 3, "empty expression"},
		{"1 +", 3, "expected a game, found end of input"},
		{"+--1", 2, `expected a game after '+-', found "-"`},
		{"1.", 2, `expected digits after '.'`},
		{"1/", 2, `expected digits after '/'`},
		{".5", 0, `unexpected '.'`},
		{"^2000", 0, "^2000 is too large: the limit is 1024"},
		{"v1025", 0, "v1025 is too large: the limit is 1024"},
		{strings.Repeat("^", 1025), 0, "more than 1024 ups"},
		{"*1e3", 2, `unknown name "e3"`},
		{"Heat({2|0}, 1) + Heat(1)", 17, "Heat takes 2 arguments, not 1"},
		{"{1|Foo(1)}", 3, `unknown function "Foo": expected one of AtomicWeight, Cool, Freeze, Heat, Norton, NortonProduct, OrdinalSum, Overheat, Pow, PowTo, RCF, ReducedCanonicalForm, Warm, Tiny, Miny`},
		{"1 + ^<2", 4, "missing '>'"},
		{"a := ^; {a|b}", 11, `unknown name "b"`},
		{"Tiny(1", 6, "missing ')'"},
		{"{1|2]", 4, `unexpected ']'`},
		{"{1|0}}", 5, "unexpected '}'"},
	}
	for _, tt := range tests {
		_, err := Parse(tt.in)
		var se *SyntaxError
		if !errors.As(err, &se) {
			t.Errorf("Parse(%q) error = %v, want a *SyntaxError", tt.in, err)
			continue
		}
		if se.Input != tt.in || se.Offset != tt.offset || se.Msg != tt.msg {
			t.Errorf("Parse(%q) error = %+v, want offset %d, message %q", tt.in, *se, tt.offset, tt.msg)
		}
	}
}

// A function call that fails reports the operation's error at the
// function's name and wraps it, so that callers can test for
// ErrNotAtomic (CGSuite: {3||2*|1*} is not atomic).
func TestParseFunctionErrorWraps(t *testing.T) {
	_, err := Parse("1 + AtomicWeight({3||2*|1*})")
	var se *SyntaxError
	if !errors.Is(err, ErrNotAtomic) || !errors.As(err, &se) || se.Offset != 4 {
		t.Errorf("Parse(AtomicWeight({3||2*|1*})) error = %#v, want a *SyntaxError at offset 4 wrapping ErrNotAtomic", err)
	}
	_, err = Parse("Norton(1, v)")
	if !errors.Is(err, ErrNotPositive) {
		t.Errorf("Parse(Norton(1, v)) error = %v, want one wrapping ErrNotPositive", err)
	}
}

func TestParseNesting(t *testing.T) {
	deep := func(n int, open, mid, close string) string {
		return strings.Repeat(open, n) + mid + strings.Repeat(close, n)
	}
	ok := []string{
		deep(maxNesting, "(", "1", ")"),
		deep(maxNesting-1, "{", "|", "|}"),
		strings.Repeat("-", maxNesting) + "1",
		strings.Repeat("+-", 200) + "1",
	}
	for _, s := range ok {
		if _, err := Parse(s); err != nil {
			t.Errorf("Parse(%.20q…) error: %v", s, err)
		}
	}
	bad := []string{
		deep(maxNesting+1, "(", "1", ")"),
		deep(maxNesting+1, "{", "|", "|}"),
		deep(1_000_000, "{", "", ""),
		strings.Repeat("-", maxNesting+1) + "1",
		strings.Repeat("+-", maxNesting+1) + "1",
		deep(maxNesting+1, "Tiny(", "1", ")"),
	}
	for _, s := range bad {
		_, err := Parse(s)
		var se *SyntaxError
		if !errors.As(err, &se) || !strings.Contains(se.Msg, "nesting deeper than 10000") {
			t.Errorf("Parse(%.20q…) error = %.100v, want nesting deeper than 10000", s, err)
		}
	}
}

// TestParseSyntax checks readings the golden cases do not show, by value.
func TestParseSyntax(t *testing.T) {
	tests := []struct{ in, equals string }{
		{"3+-1", "3 + +-1"},
		{"3 +-1", "{4|2}"},
		{"3 + -1", "2"},
		{"3-1", "2"},
		{"-1^", "-1 + ^"},
		{"-(1^)", "-1 + v"},
		{"--1", "1"},
		{"-^*", "v*"},
		{"±1", "+-1"},
		{"+-+-1", "{+-1|+-1}"},
		{"+-^*", "+-^ + *"},
		{"^ *", "^*"},
		{"*^", "^*"},
		{"^0", "0"},
		{"*0", "0"},
		{"↑3", "^^^"},
		{"↓2", "vv"},
		{"1.25", "5/4"},
		{"-0.5", "-1/2"},
		{"002/4", "1/2"},
		{"1/2^", "1/2 + ^"},
		{"1*2", "1 + *2"},
		{"{ 0 , * | 0 , * }", "*2"},
		{"{||}", "0"},
		{"{ | || }", "1"},
		{"{1 || 0 | -1}", "{1 | {0 | -1}}"},
		{"{1 | 0 || -1}", "{{1 | 0} | -1}"},
		{"{4 ||| 3 || 2 | 1}", "{4 | {3 | {2 | 1}}}"},
		{"{4 | 3 ||| 2 || 1}", "{{4 | 3} | {2 | 1}}"},
		{"{4, 5 || 3 | 2, 1}", "{4, 5 | {3 | 2, 1}}"},
		{"Tiny(1+1)", "Tiny(2)"},
		{"Miny({2|1})", "-Tiny({2|1})"},
		{"1Miny(2)", "1 + Miny(2)"},
		{"+-1Tiny(2)", "+-1 + Tiny(2)"},
		{"{1|0} +-1", "{1|0} + +-1"},
	}
	for _, tt := range tests {
		g, err := Parse(tt.in)
		h, err2 := Parse(tt.equals)
		if err != nil || err2 != nil || g != h {
			t.Errorf("Parse(%q) = %v, %v, want %v = Parse(%q), %v", tt.in, g, err, h, tt.equals, err2)
		}
	}
}

func TestMustParse(t *testing.T) {
	if got, want := MustParse("^*"), Up().Add(Star()); got != want {
		t.Errorf("MustParse(%q) = %v, want %v", "^*", got, want)
	}
	defer func() {
		if r := recover(); r == nil {
			t.Errorf("MustParse(%q) did not panic", "{")
		}
	}()
	MustParse("{")
}

// TestRoundTripBornBy3 reads back every game born by day 3 (1474 games)
// from both notations.
func TestRoundTripBornBy3(t *testing.T) {
	games, err := BornBy(3)
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range games {
		checkRoundTrip(t, g)
	}
}

func TestRoundTripRandom(t *testing.T) {
	r := newRand(1)
	for i := 0; i < 300; i++ {
		g := randomGame(r, 4)
		checkRoundTrip(t, g)
	}
}

// An error in a long input quotes 60 characters around the error, with
// "…" for what is left out, and still names the column in the whole input.
func TestSyntaxErrorExcerpt(t *testing.T) {
	// The error at character 81 of 81: the last 60 characters.
	end := strings.Repeat("*+", 40) + "%"
	// The error at character 1: the first 60.
	start := "%" + strings.Repeat("+*", 40)
	// The error at character 201 of 401: 20 characters before it, 39 after.
	mid := strings.Repeat("1+", 100) + "%" + strings.Repeat("+1", 100)
	tests := []struct{ in, want string }{
		{end, `cgt: parse "…` + strings.Repeat("+*", 29) + `+%": column 81: unexpected '%'`},
		{start, `cgt: parse "%` + strings.Repeat("+*", 29) + `+…": column 1: unexpected '%'`},
		{mid, `cgt: parse "…` + strings.Repeat("1+", 10) + "%" + strings.Repeat("+1", 19) + `+…": column 201: unexpected '%'`},
	}
	for _, tt := range tests {
		_, err := Parse(tt.in)
		if err == nil || err.Error() != tt.want {
			t.Errorf("Parse(%d characters) error = %v, want %s", len(tt.in), err, tt.want)
		}
	}
}
