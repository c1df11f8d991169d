package chill

import (
	"context"
	"errors"
	"testing"

	"github.com/tedomari/tedomari/cgt"
)

// Short names for building values; the sources of the values are given at
// each test case.
var (
	zero = cgt.Zero()
	star = cgt.Star()
)

func n(i int64) cgt.Game             { return cgt.FromInt(i) }
func q(num int64, exp uint) cgt.Game { return cgt.FromDyadic(cgt.NewDyadic(num, exp)) }
func g(l, r []cgt.Game) cgt.Game     { return cgt.New(l, r) }
func sw(l, r cgt.Game) cgt.Game      { return cgt.New([]cgt.Game{l}, []cgt.Game{r}) }

var one1 = cgt.DyadicFromInt(1)

// TestThesisChilledExamples checks the chilled values that Blom works out
// in chapter 6, each against the value the thesis prints and against
// cooling by 1 (Lemma 6.11), which cgt computes by a different route.
func TestThesisChilledExamples(t *testing.T) {
	tests := []struct {
		name   string
		g      cgt.Game
		want   cgt.Game
		source string
	}{
		{"dame", star, zero, "§6.1: the dame * chills to 0"},
		{"short corridor", sw(n(2), zero), n(1).Add(star), "§6.1 eq. 6.1: {2|0} chills to {1|1} = 1*"},
		{"corridor of length 2", sw(n(1), star), q(1, 1), "§6.1 eq. 6.2: {1|*} chills to {0|1} = 1/2"},
		{"gold corridor", sw(n(3), sw(n(2), zero)), n(2).Add(cgt.Up()),
			"§6.3: the gold corridor chills to {2|2*} = 2^; its value {3|{2|0}} is Corr_1(2)"},
		{"gold corridor, chilled options", sw(n(3), sw(n(2), zero)), sw(n(2), n(2).Add(star)),
			"§6.3: {f(G^L) − 1 | f(G^R) + 1} = {2 | 2*}"},
		{"corner with gold two deep", sw(n(5), sw(n(4), zero)), n(4).Add(cgt.Tiny(n(2))),
			"§6.3: {5|{4|0}} chills to {4|{4|2}} = 4 + tiny-2"},
		{"corner, half chilled", sw(n(5), sw(n(4), zero)), sw(n(4), sw(n(3), n(1)).Add(n(1))),
			"§6.3: the thesis writes {4 | {3|1} + 1}"},
		{"corner, {4|{4|2}}", sw(n(5), sw(n(4), zero)), sw(n(4), sw(n(4), n(2))),
			"§6.3: = {4|{4|2}}"},
	}
	for _, tt := range tests {
		if got := Chill(tt.g); got != tt.want {
			t.Errorf("%s: Chill(%v) = %v, want %v (%s)", tt.name, tt.g, got, tt.want, tt.source)
		}
		if got := tt.g.Cool(one1); got != tt.want {
			t.Errorf("%s: %v.Cool(1) = %v, want %v (Lemma 6.11; %s)", tt.name, tt.g, got, tt.want, tt.source)
		}
		if err := Check(tt.g); err != nil {
			t.Errorf("%s: Check: %v", tt.name, err)
		}
	}
}

// TestOffTheGoDomain checks the documented differences between chilling
// and cooling by 1 on games that are not Go values.
func TestOffTheGoDomain(t *testing.T) {
	half := q(1, 1)
	// f(1/2) = f({0|1}) = {0−1 | 1+1} = {−1|2} = 0 by the simplicity rule.
	if got := Chill(half); got != zero {
		t.Errorf("Chill(1/2) = %v, want 0 ({-1|2} by §6.4)", got)
	}
	if got := half.Cool(one1); got != half {
		t.Errorf("(1/2).Cool(1) = %v, want 1/2 (numbers do not cool, Definition 5.7)", got)
	}
	// Not linear: f(1/2)+f(1/2) = 0, f(1) = 1.
	if sum, f1 := Chill(half).Add(Chill(half)), Chill(half.Add(half)); sum == f1 {
		t.Errorf("Chill(1/2)+Chill(1/2) = %v = Chill(1): chilling should not be linear on numbers", sum)
	}
	if err := Check(half); err == nil {
		t.Errorf("Check(1/2) = nil, want an error (its stops are not integers)")
	}
	// Chilling any number gives an integer; check against cooling on the
	// integers, and against the direct recursion for 3/4 = {1/2 | 1}:
	// {f(1/2) − 1 | f(1) + 1} = {−1 | 2} = 0.
	if got := Chill(q(3, 2)); got != zero {
		t.Errorf("Chill(3/4) = %v, want 0", got)
	}
	// 3/2 = {1|2}: {0 | 3} = 1; −3/2 chills to −1 by symmetry.
	if got := Chill(q(3, 1)); got != n(1) {
		t.Errorf("Chill(3/2) = %v, want 1", got)
	}
	if got := Chill(q(-3, 1)); got != n(-1) {
		t.Errorf("Chill(-3/2) = %v, want -1", got)
	}
	for i := int64(-5); i <= 5; i++ {
		if got := Chill(n(i)); got != n(i) || got != n(i).Cool(one1) {
			t.Errorf("Chill(%d) = %v, want %d", i, got, i)
		}
		if got := Chill(n(i).Add(star)); got != n(i) {
			t.Errorf("Chill(%d*) = %v, want %d", i, got, i)
		}
	}
}

// TestFootnoteCounterexample checks that the footnote to Theorem 6.12,
// G + * = {G^L + * | G^R + *} for hot G, fails for G = {0,* | −1,−1*}.
func TestFootnoteCounterexample(t *testing.T) {
	m1 := n(-1)
	G := g([]cgt.Game{zero, star}, []cgt.Game{m1, m1.Add(star)})
	if G.Temperature().Sign() <= 0 {
		t.Fatalf("%v has temperature %v, want hot", G, G.Temperature())
	}
	var l, r []cgt.Game
	for _, o := range G.Left() {
		l = append(l, o.Add(star))
	}
	for _, o := range G.Right() {
		r = append(r, o.Add(star))
	}
	if footnote, plus := cgt.New(l, r), G.Add(star); footnote == plus {
		t.Errorf("{G^L+* | G^R+*} = G+* = %v for G = %v; want them to differ", plus, G)
	} else if footnote != G {
		t.Errorf("{G^L+* | G^R+*} = %v, want G = %v", footnote, G)
	}
}

// TestWarm checks warming against Definition 6.7 on small cases, and as
// the inverse of chilling on the thesis's values.
func TestWarm(t *testing.T) {
	tests := []struct {
		g, want cgt.Game
		source  string
	}{
		{n(2), n(2), "Def. 6.7: even integers stay"},
		{n(-3), n(-3).Add(star), "Def. 6.7: odd integers gain a star"},
		{zero, zero, "Def. 6.7"},
		{q(1, 1), sw(n(1), star), "Def. 6.7: ∫{0|1} = {1+0 | −1+1*} = {1|*}, the corridor of length 2 (eq. 6.2)"},
		{n(1).Add(star), sw(n(2).Add(star), star), "Def. 6.7: ∫{1|1} = {1 + ∫1 | −1 + ∫1} = {2* | *}"},
		{n(1).Add(star), sw(n(2), zero).Add(star),
			"Theorem 6.12: {2|0} (eq. 6.1) is odd, one empty point, so ∫f({2|0}) = {2|0} + *"},
	}
	for _, tt := range tests {
		if got := Warm(tt.g); got != tt.want {
			t.Errorf("Warm(%v) = %v, want %v (%s)", tt.g, got, tt.want, tt.source)
		}
	}
}

// TestParity checks ValueParity against Definition 6.4 on corridors: an
// empty corridor of length n has n empty points and no prisoners; a gold
// corridor Corr_s(d) has d empty points.
func TestParity(t *testing.T) {
	for s := 0; s <= 3; s++ {
		for d := 0; d <= 12; d++ {
			want := ParityOf(d, 0)
			got, ok := ValueParity(GoldCorridor(s, d))
			if !ok || got != want {
				t.Errorf("ValueParity(Corr_%d(%d)) = %v, %v; want %v", s, d, got, ok, want)
			}
		}
	}
	// A dame point is odd (one empty point) and 0 is even: their values * and
	// 0 tell them apart.
	if p, ok := ValueParity(star); !ok || p != Odd {
		t.Errorf("ValueParity(*) = %v, %v; want odd", p, ok)
	}
	if _, ok := ValueParity(q(1, 1)); ok {
		t.Errorf("ValueParity(1/2) ok, want false: 1/2 is no Go value")
	}
}

func TestCheckError(t *testing.T) {
	err := Check(q(1, 2))
	var te *TheoremError
	if !errors.As(err, &te) || te.Result != "Definition 3.2" {
		t.Errorf("Check(1/4) = %v, want a *TheoremError for Definition 3.2", err)
	}
	// ↑ has temperature 0 but is not n or n*: Proposition 6.6.
	err = Check(cgt.Up())
	if !errors.As(err, &te) || te.Result != "Proposition 6.6" {
		t.Errorf("Check(^) = %v, want a *TheoremError for Proposition 6.6", err)
	}
}

// ChillContext and WarmContext stop when the context is done (before any
// work here, as the context is cancelled beforehand; the games are ones no
// other test chills, so the memo does not answer), and otherwise give what
// Chill and Warm give.
func TestChillWarmContext(t *testing.T) {
	done, cancel := context.WithCancel(context.Background())
	cancel()
	for _, s := range []string{"{1234|{17|-5}}", "{99||98|0}", "{55||54|0} + {77|{33|-33}}"} {
		g := cgt.MustParse(s)
		if _, err := ChillContext(done, g); !errors.Is(err, context.Canceled) {
			t.Errorf("ChillContext(cancelled, %s) error = %v, want context.Canceled", s, err)
		}
		if _, err := WarmContext(done, g.Add(cgt.FromInt(5))); !errors.Is(err, context.Canceled) {
			t.Errorf("WarmContext(cancelled, %s + 5) error = %v, want context.Canceled", s, err)
		}
		if got, err := ChillContext(context.Background(), g); err != nil || got != Chill(g) {
			t.Errorf("ChillContext(%s) = %v, %v; want %v", s, got, err, Chill(g))
		}
		if got, err := WarmContext(context.Background(), g); err != nil || got != Warm(g) {
			t.Errorf("WarmContext(%s) = %v, %v; want %v", s, got, err, Warm(g))
		}
	}
}

// The memos of Chill and Warm are bounded: at most two generations of
// limit entries, the entry read after each put kept; ReleaseCaches
// empties them, and Chill gives the same game after it (f(±3) = {2|-2},
// Blom §6.4: f(G) = {f(G^L) − 1 | f(G^R) + 1}).
func TestMemoBounded(t *testing.T) {
	m := memo{limit: 4}
	keep := cgt.FromInt(1000)
	m.put(keep, keep)
	for k := range 20 {
		g := cgt.FromInt(int64(k))
		m.put(g, g)
		if _, ok := m.get(keep); !ok {
			t.Fatalf("after putting %d: the entry read after each put was dropped", k)
		}
		if n := m.len(); n > 2*m.limit {
			t.Fatalf("after putting %d: %d entries, want at most %d", k, n, 2*m.limit)
		}
	}
	if _, ok := m.get(cgt.FromInt(0)); ok {
		t.Errorf("the entry of 0, never read again, was kept")
	}
	m.release()
	if n := m.len(); n != 0 {
		t.Errorf("%d entries after release, want 0", n)
	}
	g := cgt.MustParse("{3|-3}")
	want := cgt.MustParse("{2|-2}")
	if got := Chill(g); got != want || chillMemo.len() == 0 {
		t.Fatalf("Chill(±3) = %v (want %v), %d memo entries (want some)", got, want, chillMemo.len())
	}
	_ = Warm(want)
	ReleaseCaches()
	if n := chillMemo.len() + warmMemo.len(); n != 0 {
		t.Errorf("%d memo entries after ReleaseCaches, want 0", n)
	}
	if got := Chill(g); got != want {
		t.Errorf("Chill(±3) after ReleaseCaches = %v, want %v", got, want)
	}
}
