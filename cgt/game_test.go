package cgt

import (
	"math/rand/v2"
	"testing"
)

// raw is a game form kept exactly as built: no canonicalisation. It is the
// slow reference the engine is checked against.
type raw struct{ l, r []*raw }

// rawLeq is Conway's definition, unmemoised: G ≤ H iff no G^L ≥ H and no
// H^R ≤ G (Blom, footnote 3 of §1.2).
func rawLeq(g, h *raw) bool {
	for _, x := range g.l {
		if rawLeq(h, x) {
			return false
		}
	}
	for _, x := range h.r {
		if rawLeq(x, g) {
			return false
		}
	}
	return true
}

// rawSum is Definition 1.5, unsimplified.
func rawSum(g, h *raw) *raw {
	s := &raw{}
	for _, x := range g.l {
		s.l = append(s.l, rawSum(x, h))
	}
	for _, x := range h.l {
		s.l = append(s.l, rawSum(g, x))
	}
	for _, x := range g.r {
		s.r = append(s.r, rawSum(x, h))
	}
	for _, x := range h.r {
		s.r = append(s.r, rawSum(g, x))
	}
	return s
}

func rawNeg(g *raw) *raw {
	n := &raw{}
	for _, x := range g.r {
		n.l = append(n.l, rawNeg(x))
	}
	for _, x := range g.l {
		n.r = append(n.r, rawNeg(x))
	}
	return n
}

// toGame canonicalises a raw form through the engine.
func (g *raw) game() Game {
	var l, r []Game
	for _, x := range g.l {
		l = append(l, x.game())
	}
	for _, x := range g.r {
		r = append(r, x.game())
	}
	return New(l, r)
}

// rawOf returns the canonical form of g as a raw form.
func rawOf(g Game) *raw {
	f := &raw{}
	for _, x := range g.Left() {
		f.l = append(f.l, rawOf(x))
	}
	for _, x := range g.Right() {
		f.r = append(f.r, rawOf(x))
	}
	return f
}

// randomRaw builds a random form of the given depth with up to width
// options a side.
func randomRaw(rng *rand.Rand, depth, width int) *raw {
	g := &raw{}
	if depth <= 0 {
		return g
	}
	for range rng.IntN(width + 1) {
		g.l = append(g.l, randomRaw(rng, depth-1-rng.IntN(2), width))
	}
	for range rng.IntN(width + 1) {
		g.r = append(g.r, randomRaw(rng, depth-1-rng.IntN(2), width))
	}
	return g
}

func randomRaws(seed uint64, n, depth, width int) []*raw {
	rng := rand.New(rand.NewPCG(seed, 1))
	out := make([]*raw, n)
	for i := range out {
		out[i] = randomRaw(rng, depth, width)
	}
	return out
}

// randomGames returns random canonical games: options drawn from the games
// born by day 3 and from earlier random games, so that the sample reaches
// well past day 3.
func randomGames(t testing.TB, seed uint64, n int) []Game {
	pool, err := BornBy(3)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 2))
	pick := func() Game {
		g := pool[rng.IntN(len(pool))]
		if rng.IntN(4) == 0 {
			g = g.Add(FromDyadic(NewDyadic(int64(rng.IntN(9)-4), uint(rng.IntN(3)))))
		}
		return g
	}
	out := make([]Game, n)
	for i := range out {
		var l, r []Game
		for range 1 + rng.IntN(3) {
			l = append(l, pick())
		}
		for range 1 + rng.IntN(3) {
			r = append(r, pick())
		}
		out[i] = New(l, r)
		pool = append(pool, out[i])
	}
	return out
}

func TestLeqAgreesWithReference(t *testing.T) {
	forms := randomRaws(1, 120, 4, 2)
	for i, g := range forms {
		for j, h := range forms {
			if (i*7+j)%3 != 0 {
				continue // a third of the pairs keeps the test quick
			}
			want := rawLeq(g, h)
			if got := g.game().LessEq(h.game()); got != want {
				t.Fatalf("LessEq of forms %d, %d = %v, reference says %v", i, j, got, want)
			}
			wantEq := want && rawLeq(h, g)
			if got := g.game() == h.game(); got != wantEq {
				t.Fatalf("equality of forms %d, %d = %v, reference says %v", i, j, got, wantEq)
			}
		}
	}
}

func TestCanonicalFormIsEqualAndSimplest(t *testing.T) {
	for i, f := range randomRaws(2, 300, 4, 3) {
		g := f.game()
		c := rawOf(g)
		// The canonical form has the value of the form it came from.
		if !rawLeq(c, f) || !rawLeq(f, c) {
			t.Fatalf("form %d: canonical form %v is not equal to the form", i, g)
		}
		checkCanonical(t, c)
	}
}

// checkCanonical checks with the reference comparison that c has no
// dominated and no reversible options, at every level (Theorem 4.3).
func checkCanonical(t *testing.T, c *raw) {
	t.Helper()
	for i, x := range c.l {
		for j, y := range c.l {
			if i != j && rawLeq(x, y) {
				t.Fatalf("canonical form has a dominated Left option")
			}
		}
		for _, xr := range x.r {
			if rawLeq(xr, c) {
				t.Fatalf("canonical form has a reversible Left option")
			}
		}
		checkCanonical(t, x)
	}
	for i, x := range c.r {
		for j, y := range c.r {
			if i != j && rawLeq(y, x) {
				t.Fatalf("canonical form has a dominated Right option")
			}
		}
		for _, xl := range x.l {
			if rawLeq(c, xl) {
				t.Fatalf("canonical form has a reversible Right option")
			}
		}
		checkCanonical(t, x)
	}
}

func TestSumAgreesWithReference(t *testing.T) {
	forms := randomRaws(3, 60, 3, 2)
	for i := 0; i+1 < len(forms); i += 2 {
		g, h := forms[i], forms[i+1]
		want := rawSum(g, h).game()
		if got := g.game().Add(h.game()); got != want {
			t.Errorf("%v.Add(%v) = %v, reference sum gives %v", g.game(), h.game(), got, want)
		}
		if got, want := g.game().Neg(), rawNeg(g).game(); got != want {
			t.Errorf("%v.Neg() = %v, reference gives %v", g.game(), got, want)
		}
	}
}

func TestGroupLaws(t *testing.T) {
	gs := randomGames(t, 4, 150)
	for i, g := range gs {
		h := gs[(i*31+7)%len(gs)]
		k := gs[(i*17+3)%len(gs)]
		if d := g.Sub(g); d != Zero() {
			t.Errorf("%v - itself = %v, want 0", g, d)
		}
		if g.Neg().Neg() != g {
			t.Errorf("-(-%v) != itself", g)
		}
		if a, b := g.Add(h), h.Add(g); a != b {
			t.Errorf("%v + %v = %v but %v + %v = %v", g, h, a, h, g, b)
		}
		if a, b := g.Add(h).Add(k), g.Add(h.Add(k)); a != b {
			t.Errorf("(%v + %v) + %v = %v, but grouped right %v", g, h, k, a, b)
		}
		if s := g.Add(h).Sub(h); s != g {
			t.Errorf("%v + %v - %v = %v", g, h, h, s)
		}
		le, ge := g.LessEq(h), h.LessEq(g)
		if (le && ge) != (g == h) {
			t.Errorf("%v ≤ %v is %v and ≥ is %v, but == is %v", g, h, le, ge, g == h)
		}
		// Order is compatible with sums (Proposition 1.15).
		if le && !g.Add(k).LessEq(h.Add(k)) {
			t.Errorf("%v ≤ %v but not after adding %v", g, h, k)
		}
		// Compare agrees with LessEq, and with the sign of the difference.
		var want Ordering
		switch {
		case le && ge:
			want = Equal
		case le:
			want = Less
		case ge:
			want = Greater
		default:
			want = Fuzzy
		}
		if got := g.Compare(h); got != want {
			t.Errorf("%v.Compare(%v) = %v, want %v", g, h, got, want)
		}
		if got := g.Sub(h).Compare(Zero()); got != want {
			t.Errorf("(%v - %v).Compare(0) = %v, want %v", g, h, got, want)
		}
	}
}

func TestOutcome(t *testing.T) {
	half := FromDyadic(NewDyadic(1, 1))
	tests := []struct {
		g    Game
		want Outcome
	}{
		{Zero(), PreviousWins},
		{FromInt(1), LeftWins},
		{FromInt(-1), RightWins},
		{Star(), NextWins},
		{Up(), LeftWins},
		{Up().Add(Star()), NextWins}, // ↑* is confused with 0 (Lessons in Play, §5.1)
		{Ups(2).Add(Star()), LeftWins},
		{half.Neg(), RightWins},
		{New([]Game{Star()}, nil), PreviousWins}, // {*|} = 0 (Blom §1.2)
	}
	for _, tt := range tests {
		if got := tt.g.Outcome(); got != tt.want {
			t.Errorf("%v.Outcome() = %v, want %v", tt.g, got, tt.want)
		}
	}
}

func TestNumbersBySimplicity(t *testing.T) {
	d := func(n int64, e uint) Game { return FromDyadic(NewDyadic(n, e)) }
	tests := []struct {
		l, r []Game
		want Game
	}{
		// Blom §2.1: the second day.
		{[]Game{FromInt(1)}, nil, FromInt(2)},
		{[]Game{FromInt(0)}, []Game{FromInt(1)}, d(1, 1)},
		{[]Game{FromInt(-1)}, []Game{FromInt(1)}, Zero()},
		{[]Game{FromInt(-1)}, []Game{FromInt(0)}, d(-1, 1)},
		// Conway's quotation in §2.1: {0|1/2} = 1/4, {1|2} = 3/2.
		{[]Game{Zero()}, []Game{d(1, 1)}, d(1, 2)},
		{[]Game{FromInt(1)}, []Game{FromInt(2)}, d(3, 1)},
		// §2.1: 1 + 1 + 1 = {2|} = 3.
		{[]Game{FromInt(2)}, nil, FromInt(3)},
		// §2.2: 1/2 + 1/2 = {1/2 | 3/2} = 1.
		{[]Game{d(1, 1)}, []Game{d(3, 2).Add(d(3, 2))}, FromInt(1)},
		// §5.1: {0, {2|1/2} | 1} = 1/2.
		{[]Game{Zero(), New([]Game{FromInt(2)}, []Game{d(1, 1)})}, []Game{FromInt(1)}, d(1, 1)},
		// A number's options may be far from it: {-5 | 100} = 0.
		{[]Game{FromInt(-5)}, []Game{FromInt(100)}, Zero()},
		{[]Game{d(5, 3)}, []Game{d(7, 3)}, d(3, 2)},
	}
	for _, tt := range tests {
		if got := New(tt.l, tt.r); got != tt.want {
			t.Errorf("New(%v, %v) = %v, want %v", tt.l, tt.r, got, tt.want)
		}
		// The sum of the two halves is consistent with dyadic arithmetic.
		if g := New(tt.l, tt.r); !g.IsNumber() {
			t.Errorf("New(%v, %v) is not a number", tt.l, tt.r)
		}
	}
}

// Nim addition takes a shortcut in add; the reference sum of the raw forms
// checks it (*a + *b = *(a XOR b), Winning Ways ch. 3).
func TestNimberSums(t *testing.T) {
	for a := range 5 {
		for b := range 5 {
			want := rawSum(rawOf(Nimber(a)), rawOf(Nimber(b))).game()
			if got := Nimber(a).Add(Nimber(b)); got != want || got != Nimber(a^b) {
				t.Errorf("*%d + *%d = %v, reference %v", a, b, got, want)
			}
		}
	}
	// A nimber reached through New, not Nimber, is recognised too.
	star2 := MustParse("{0,*|0,*}")
	if got := star2.Add(Star()); got != Nimber(3) {
		t.Errorf("{0,*|0,*} + * = %v, want *3", got)
	}
}
