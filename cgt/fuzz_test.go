package cgt

import (
	"context"
	"errors"
	"regexp"
	"testing"
	"time"
)

// slowInput matches inputs that build large nimbers, up multiples or
// uptimals, or call a function with a large integer (Norton(99, ^),
// PowTo(^, 50)) or take an ordinal sum by a large integer (G:n takes |n|
// steps, and ^:n = ^[n+1] has n positions; "^:2+-22220" is ^:{22222|-22218}),
// whose sums take the engine seconds: they are valid but make fuzzing
// crawl.
var slowInput = regexp.MustCompile(`[*^v↑↓<\[]\d\d|[\^v]{6}|[(,:]\s*-?\d\d|:.*\d\d\d`)

// FuzzParse checks that Parse never panics and that every game it accepts
// reads back from its conventional, shared and explicit notations.
func FuzzParse(f *testing.F) {
	for _, c := range goldenCases(f) {
		f.Add(c.in)
		if c.equals != "" {
			f.Add(c.equals)
		}
	}
	for _, s := range []string{"{a||b|c}", "+-+-1", "-1/2v*", "{1|{0|-1}}+^*", "Miny({2|1})+3", "((1)", "{||||}", "1.5.5",
		"^<3>*", "v[2]", "1:1:-1", "-1:1+*", "Heat({2|0},1)", "Overheat(7/16,0,0)", "Norton(1/2,^)",
		"AtomicWeight({^^^|vv})", "RCF(1*)", "Cool(+-1,1/2)", "a:=^;b:={a|a};{b|a}", "Foo(1)", "a:=1;a"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 64 || slowInput.MatchString(s) {
			t.Skip()
		}
		// Inputs that slowInput misses but that build large games
		// (^*:**9**7 is ^*:*14, whose positions double with the nimber)
		// are given up after two seconds: they are valid, only slow.
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		parse := func(s string) (Game, error) {
			g, err := ParseContext(ctx, s)
			if errors.Is(err, context.DeadlineExceeded) {
				t.Skip()
			}
			return g, err
		}
		g, err := parse(s)
		if err != nil {
			if _, ok := err.(*SyntaxError); !ok {
				t.Fatalf("Parse(%q) error %v is a %T, want *SyntaxError", s, err, err)
			}
			return
		}
		str, err := g.StringContext(ctx)
		if err != nil {
			t.Skip()
		}
		if h, err := parse(str); err != nil || h != g {
			t.Fatalf("Parse(%q) = %v; Parse(%q) = %v, %v", s, g, str, h, err)
		}
		sh, err := g.SharedStringContext(ctx)
		if err != nil {
			t.Skip()
		}
		if h, err := parse(sh); err != nil || h != g {
			t.Fatalf("Parse(%q) = %v; Parse(%q) = %v, %v", s, g, sh, h, err)
		}
		if g.ExplicitLen() > 1e5 {
			return
		}
		ex := g.Explicit()
		if h, err := parse(ex); err != nil || h != g {
			t.Fatalf("Parse(%q) = %v; Parse(%q) = %v, %v", s, g, ex, h, err)
		}
	})
}
