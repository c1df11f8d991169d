package cgt

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"
)

// cgsuiteCases names CGSuite's table of per-game properties:
// aaron-siegel/cgsuite lib/core/src/test/scala/org/cgsuite/lang/
// CanonicalShortGameTestCase.scala (HEAD e909ab8b). Every expected value of
// TestCGSuiteProperties is copied from it; values CGSuite writes with ^<n> or
// ^[n] are written here in braces (the same games; uptimal_test.go checks
// the notation).
const cgsuiteCases = "CGSuite CanonicalShortGameTestCase.scala"

// gameSet formats games as CGSuite prints a set: "{a,b}" in the fixed order
// of compareGames.
func gameSet(gs []Game) string {
	s := make([]string, len(gs))
	for i, g := range gs {
		s[i] = g.String()
	}
	return "{" + strings.Join(s, ",") + "}"
}

func TestCGSuiteProperties(t *testing.T) {
	tests := []struct {
		g                     string
		followers             int
		stopCount             string
		even, odd, eT, oT     bool
		infinitesimal, aSmall bool
		left, right           []string // undominated incentives, as games
	}{
		{"0", 1, "1", true, false, true, false, true, true, nil, nil},
		{"5", 6, "1", false, true, true, false, false, false, []string{"-1"}, nil},
		{"-1/2", 3, "1", false, false, true, false, false, false, []string{"-1/2"}, []string{"-1/2"}},
		{"25/16", 7, "1", false, false, true, false, false, false, []string{"-1/16"}, []string{"-1/16"}},
		{"*8", 9, "4374", false, false, false, false, true, true,
			[]string{"*8", "*9", "*10", "*11", "*12", "*13", "*14", "*15"}, []string{"*8", "*9", "*10", "*11", "*12", "*13", "*14", "*15"}},
		{"9/8+*", 7, "2", false, false, false, true, false, false, []string{"*"}, []string{"*"}},
		{"^", 3, "3", false, false, false, false, true, true, []string{"v"}, []string{"^*"}},
		{"v*", 3, "4", false, false, false, false, true, true, []string{"^*"}, []string{"v", "v*"}},
		{"6+^*", 9, "4", false, false, false, false, false, false, []string{"v", "v*"}, []string{"^*"}},
		{"^*6", 9, "1459", false, false, false, false, true, true, []string{"v*6"}, []string{"^*"}},
		{"73/16+v9*8", 28, "13131", false, false, false, false, false, false, []string{"^*"}, []string{"v9*8"}},
		{"{0|*||*|||*||||*}", 6, "9", false, false, false, false, true, true, nil, nil},
		{"{0||0|v*}", 5, "6", false, false, false, false, true, true, nil, nil},
		{"{0||0|vvv}", 7, "7", false, false, false, false, true, true, []string{"{^3|0||0}"}, []string{"{^3,{^3|0}|0}"}},
		{"{^^^|vv}", 8, "10", false, false, false, false, true, true, []string{"{^5|0}"}, []string{"{^5|0}"}},
		{"{0||0|-3/2}", 6, "3", false, false, false, false, true, false, []string{"Miny(3/2)"}, []string{"{3/2,{3/2|0}|0}"}},
		{"{0|||0||-1|-3}", 7, "4", false, false, false, false, true, false, []string{"Miny({3|1})"},
			[]string{"{3Tiny({3|1})|1Tiny({3|1}),{2,{3|1}|0}||0}"}},
		{"{5||3|1|||0||||0}", 10, "5", false, false, false, false, true, false,
			[]string{"{5Tiny({5||3|1})|{3,{3|1}|||3|1||0|-2,{-2|-4}},{{4|2},{5||3|1}|0}||0}"}, []string{"Miny({5||3|1})"}},
		{"{1|^^||^}", 8, "9", false, false, false, false, true, false,
			[]string{"{{1v|^},{1v||1vv|0}|0,{^|0,{0|-1^^}}}"}, []string{"{1v|^||0}"}},
		{"{1|^^^||^}", 8, "9", false, false, false, false, true, false,
			[]string{"{{1v|^^},{1v||1v3|0}|0,{^^|0,{0|-1^3}}}"}, []string{"{1v|^^||0}"}},
		{"{3||2+*|1+*}", 8, "5", false, false, false, true, false, false, []string{"{2*|1*||0}"}, []string{"{2*|1*||0}"}},
		{"{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}", 17, "11", false, false, false, false, false, false,
			[]string{"{{4*|3||{5/2|3/2*},{5/2|2*||3/2*|1}},{9/2*|7/2||3/2*|1/2}|0}"},
			[]string{"{4*|3||{5/2|3/2*},{5/2|2*||3/2*|1}|||0,{5/2|1*,{1*|1/2}||-1/2|-2*,{-2*|-5/2}}}",
				"{{9/2*|7/2||{3|0},{2*,{5/2|2*}|1/2}},{9/2*|7/2||3/2*|1/2}|0,{3/2*|1/2||{0|-3},{-1*,{-1/2|-1*}|-5/2}}}"}},
	}
	for _, tt := range tests {
		g := MustParse(tt.g)
		name := fmt.Sprintf("%s: %s", cgsuiteCases, tt.g)
		fs, err := g.Followers(context.Background())
		if err != nil || len(fs) != tt.followers {
			t.Errorf("%s: len(Followers) = %d, %v; want %d", name, len(fs), err, tt.followers)
		}
		if got := g.StopCount().String(); got != tt.stopCount {
			t.Errorf("%s: StopCount = %s, want %s", name, got, tt.stopCount)
		}
		if got := [4]bool{g.IsEven(), g.IsOdd(), g.IsEvenTempered(), g.IsOddTempered()}; got != [4]bool{tt.even, tt.odd, tt.eT, tt.oT} {
			t.Errorf("%s: even, odd, even-tempered, odd-tempered = %v, want %v", name, got, [4]bool{tt.even, tt.odd, tt.eT, tt.oT})
		}
		if got := g.IsInfinitesimal(); got != tt.infinitesimal {
			t.Errorf("%s: IsInfinitesimal = %v, want %v", name, got, tt.infinitesimal)
		}
		if got := g.IsAllSmall(); got != tt.aSmall {
			t.Errorf("%s: IsAllSmall = %v, want %v", name, got, tt.aSmall)
		}
		if tt.left != nil || tt.right != nil || g.IsNumber() {
			for side, want := range map[string][]string{"Left": tt.left, "Right": tt.right} {
				got := g.LeftIncentives()
				if side == "Right" {
					got = g.RightIncentives()
				}
				ws := make([]Game, len(want))
				for i, w := range want {
					ws[i] = MustParse(w)
				}
				if !sameSet(got, ws) {
					t.Errorf("%s: %sIncentives = %s, want %s", name, side, gameSet(got), gameSet(ws))
				}
			}
		}
	}
}

func sameSet(a, b []Game) bool {
	if len(a) != len(b) {
		return false
	}
	in := map[Game]bool{}
	for _, g := range a {
		in[g] = true
	}
	for _, g := range b {
		if !in[g] {
			return false
		}
	}
	return true
}

func TestConfusionInterval(t *testing.T) {
	tests := []struct{ src, g, lo, hi string }{
		{cgsuiteCases + " (stops 3, 2)", "{3||2*|1*}", "2", "3"},
		{cgsuiteCases + " (stops 1/2, -1)", "{3/2*|1/2||{0|-3},{-1*,{-1/2|-1*}|-5/2}}", "-1", "1/2"},
		{"definition: {2|-1} is confused with the numbers between -1 and 2", "{2|-1}", "-1", "2"},
		{"a number's interval is the number", "3/4", "3/4", "3/4"},
	}
	for _, tt := range tests {
		lo, hi := MustParse(tt.g).ConfusionInterval()
		if lo != dy(tt.lo) || hi != dy(tt.hi) {
			t.Errorf("%s: %s.ConfusionInterval() = [%v, %v], want [%s, %s]", tt.src, tt.g, lo, hi, tt.lo, tt.hi)
		}
	}
	// Every number strictly inside the interval is confused with the game
	// (the definition), checked on a hot game.
	g := MustParse("{2|-1}")
	for _, x := range []string{"-1/2", "0", "1", "3/2"} {
		if c := g.Compare(MustParse(x)); c != Fuzzy {
			t.Errorf("{2|-1} vs %s: %v, want ||", x, c)
		}
	}
}

func TestFollowersCanceled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := FromInt(1 << 40).Followers(ctx); err == nil {
		t.Error("Followers(2^40) with a canceled context: no error")
	}
}

// Followers walks with its own stack: the integer 10^8, a chain of 10^8
// followers, stops at the deadline instead of overflowing the goroutine's
// stack (as the recursive walk did).
func TestFollowersLongChain(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	if _, err := FromInt(100_000_000).Followers(ctx); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("Followers(10^8) error = %v, want context.DeadlineExceeded", err)
	}
}
