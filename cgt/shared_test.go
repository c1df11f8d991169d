package cgt

import (
	"context"
	"errors"
	"strings"
	"testing"
)

// s17 returns S17 of issue 16: the fourteen games of BenchmarkBigSum and
// {8|{4|0}}, {3||2|0} and {3|{2|{1|*}}}.
func s17() Game {
	return Sum(append(bigSum(), MustParse("{8|{4|0}}"), MustParse("{3||2|0}"), MustParse("{3|{2|{1|*}}}"))...)
}

// ConventionalLen is the length of String, computed another way: by
// writing the text. The games: every game born by day 3, the golden
// cases of testdata/parse.txt (all the shapes of the printer: ups,
// uptimals, switches, tinies, multi-bars up to the bracketed ||||) and
// the sum of BenchmarkBigSum, whose text has about 2 million characters.
func TestConventionalLen(t *testing.T) {
	games := printerGames(t)
	games = append(games, MustParse("{{{{{1|0}|0}|0}|0}|0}"), MustParse("+-(1*)"), Sum(bigSum()...))
	for _, g := range games {
		if got, want := g.ConventionalLen(), len(g.String()); got != want {
			t.Errorf("%v.ConventionalLen() = %d, want len(String()) = %d", g, got, want)
		}
	}
}

// The shared form reads back to the game (Parse builds it from the
// definitions, independently of the printer), is the conventional text
// when no part repeats, and is short where the conventional text is not:
// S17's is about 59 million characters (issue 16), its shared form tens
// of thousands.
func TestSharedString(t *testing.T) {
	games := printerGames(t)
	for _, g := range games {
		if s := g.SharedString(); s != g.String() && g.ConventionalLen() < 2*minShared {
			t.Errorf("%v.SharedString() = %q, want the conventional text (nothing long repeats)", g, s)
		}
	}
	big := []Game{Sum(bigSum()...), s17(), MustParse("{8|{4|0}} + {3||2|0} + {3|{2|{1|*}}} + {2|0} + {3|1}")}
	games = append(games, big...)
	for _, g := range games {
		s := g.SharedString()
		if h, err := Parse(s); err != nil || h != g {
			t.Errorf("Parse(%.80q) = %.80v, %v; want %.80v", s, h, err, g)
		}
	}
	s := big[1].SharedString()
	if n := big[1].ConventionalLen(); n < 50_000_000 || len(s) > 100_000 {
		t.Errorf("S17: conventional text %d, shared text %d characters; want about 59 million and under 100,000", n, len(s))
	}
	if !strings.Contains(s, "a := {") || strings.Contains(s, "v := ") {
		t.Errorf("S17's shared form %.100q… does not start with a definition of a, or defines v", s)
	}
}

// The names are a, b, …, z without v (which reads as down), then aa.
func TestSharedName(t *testing.T) {
	tests := []struct {
		i    int
		want string
	}{{0, "a"}, {20, "u"}, {21, "w"}, {24, "z"}, {25, "aa"}, {26, "ab"}, {25 + 25*25, "aaa"}}
	for _, tt := range tests {
		if got := sharedName(tt.i); got != tt.want {
			t.Errorf("sharedName(%d) = %q, want %q", tt.i, got, tt.want)
		}
	}
	seen := map[string]bool{}
	for i := range 2000 {
		n := sharedName(i)
		if seen[n] || strings.HasPrefix(n, "v") {
			t.Fatalf("sharedName(%d) = %q: repeated or starts with v", i, n)
		}
		seen[n] = true
	}
}

func TestSharedStringContext(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := s17().SharedStringContext(ctx); !errors.Is(err, context.Canceled) {
		t.Errorf("SharedStringContext(cancelled) error = %v, want context.Canceled", err)
	}
}

// BenchmarkSharedS17 writes S17 in the shared form and reads it back
// (issue 16: value --json of S17 in under a second; its conventional
// text took minutes).
func BenchmarkSharedS17(b *testing.B) {
	g := s17()
	var n int
	for b.Loop() {
		s := g.SharedString()
		if h, err := Parse(s); err != nil || h != g {
			b.Fatalf("Parse(SharedString(S17)) = %v", err)
		}
		n = len(s)
	}
	b.ReportMetric(float64(n), "chars")
}

// s17Text is S17 as a user types it.
const s17Text = "{2|0}+{3|1}+{10|{5|0}}+{1|{0|-1}}+{5|-2}+{4|{4|2}}+{2||1|0}+{1/2|-1/2}+{3/4|1/4}+{{2|0}|-1}+{1|*}+{0|{0|-2}}+{7|{3|-3}}+{6||4|2}+{8|{4|0}}+{3||2|0}+{3|{2|{1|*}}}"

// BenchmarkValueS17 does, in fresh tables, the work of tedomari value
// --json for S17 (issue 16: under a second; the conventional text took
// minutes) except the incentives, which value skips for games of more than
// 500 positions: reading it, the length of the conventional and explicit
// texts, the shared form, the thermograph, the atomic weight (none), the
// reduced canonical form with its text, the stop count, the birthday and
// the tempering.
//
//	go test -run '^$' -bench 'ValueS17$' -benchmem ./cgt/
func BenchmarkValueS17(b *testing.B) {
	for b.Loop() {
		resetTables()
		g := MustParse(s17Text)
		if g.ConventionalLen() < 50_000_000 || g.ExplicitLen() < 1<<20 {
			b.Fatal("S17's texts are shorter than they were")
		}
		_ = g.SharedString()
		if th := g.Thermograph(); th.Temperature != NewDyadic(15, 2) {
			b.Fatalf("temperature of S17 = %v, want 15/4", th.Temperature)
		}
		if _, err := g.AtomicWeight(); err != ErrNotAtomic {
			b.Fatalf("AW(S17) error %v, want ErrNotAtomic", err)
		}
		r := g.ReducedCanonicalForm()
		if r.ConventionalLen() < 1<<20 {
			_ = r.String()
		} else {
			_ = r.SharedString()
		}
		if lo, hi := g.ConfusionInterval(); lo != NewDyadic(129, 2) || hi != NewDyadic(145, 2) {
			b.Fatalf("confusion interval of S17 = [%v, %v], want [129/4, 145/4] (its stops)", lo, hi)
		}
		_, _, _ = g.StopCount(), g.Birthday(), g.Tempering()
	}
	reportPeak(b)
}

// printerGames returns every game born by day 3 and the games of the golden
// cases of testdata/parse.txt: all the shapes the printer writes.
func printerGames(t *testing.T) []Game {
	t.Helper()
	games, err := BornBy(3)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range goldenCases(t) {
		if c.want != "" {
			games = append(games, MustParse(c.in))
		}
	}
	return games
}
