package solve

import (
	"context"
	"math"
	"math/big"
	"math/rand"
	"os"
	"path/filepath"
	"testing"

	"github.com/tedomari/tedomari/cgt"
)

// TestSimplestBetween checks the simplest number strictly between two
// rationals (Conway's simplicity rule, ONAG ch. 0; nil is ±∞).
func TestSimplestBetween(t *testing.T) {
	r := func(s string) *big.Rat {
		if s == "" {
			return nil
		}
		return mustRat(t, s)
	}
	for _, tc := range []struct{ lo, hi, want string }{
		{"", "", "0"},   // {|} = 0
		{"0", "", "1"},  // {0|} = 1
		{"", "0", "-1"}, // {|0} = -1
		{"1/3", "2/3", "1/2"},
		{"1/3", "1/2", "3/8"},
		{"-7/3", "-2", "-9/4"},
		{"2", "5", "3"},
		{"-1", "1", "0"},
		{"5/4", "", "2"},
		{"", "-5/4", "-2"},
	} {
		if got := simplestBetween(r(tc.lo), r(tc.hi)); got.Cmp(mustRat(t, tc.want)) != 0 {
			t.Errorf("simplestBetween(%q, %q) = %s, want %s", tc.lo, tc.hi, got.RatString(), tc.want)
		}
	}
}

// TestSimplestBetweenQ checks simplestBetweenQ, the 64-bit path of the
// cold mast (setMastOf), against simplestBetween (math/big, checked by
// TestSimplestBetween) on the table's pairs and on random pairs of
// rationals with denominators up to 40, either end infinite or not,
// and on ends near the 64-bit limit.
func TestSimplestBetweenQ(t *testing.T) {
	type pair struct {
		l, r       *big.Rat
		hasL, hasR bool
	}
	var ps []pair
	rng := rand.New(rand.NewSource(7))
	for range 20000 {
		a := big.NewRat(rng.Int63n(401)-200, rng.Int63n(40)+1)
		b := big.NewRat(rng.Int63n(401)-200, rng.Int63n(40)+1)
		if a.Cmp(b) == 0 {
			continue
		}
		if a.Cmp(b) > 0 {
			a, b = b, a
		}
		ps = append(ps, pair{a, b, rng.Intn(5) > 0, rng.Intn(5) > 0})
	}
	big1 := new(big.Rat).SetFrac(big.NewInt(math.MaxInt64-1), big.NewInt(3))
	big2 := new(big.Rat).SetFrac(big.NewInt(math.MaxInt64), big.NewInt(3))
	ps = append(ps, pair{big1, big2, true, true}, pair{new(big.Rat).Neg(big2), new(big.Rat).Neg(big1), true, true},
		pair{big.NewRat(1, math.MaxInt64), big.NewRat(2, math.MaxInt64), true, true},
		pair{big.NewRat(math.MaxInt64-1, 1), big.NewRat(math.MaxInt64, 1), true, true})
	for _, p := range ps {
		var lo, hi *big.Rat
		var lq, rq q
		if p.hasL {
			lo, lq = p.l, qOf(p.l)
		}
		if p.hasR {
			hi, rq = p.r, qOf(p.r)
		}
		want := simplestBetween(lo, hi)
		if got := simplestBetweenQ(lq, rq, p.hasL, p.hasR).rat(); got.Cmp(want) != 0 {
			t.Errorf("simplestBetweenQ(%v, %v) = %s, want %s", lo, hi, got.RatString(), want.RatString())
		}
	}
}

// TestWallAlgebra checks envelope and lastMeet on the walls of the minimal
// ko with White komaster (komaster.go): L = -t, R = -1 + 2t meet at
// t = 1/3, x = -1/3; and with Black komaster, where the walls coincide on
// [0, 1/3] and part above, the mast rises from t = 1/3.
func TestWallAlgebra(t *testing.T) {
	l := linear(rat(0, 1), -1)
	r := linear(rat(-1, 1), 2)
	tt, x, ok := lastMeet(l, r)
	if !ok || tt.Cmp(rat(1, 3)) != 0 || x.Cmp(rat(-1, 3)) != 0 {
		t.Errorf("lastMeet(-t, -1+2t) = %v, %v, %v; want 1/3, -1/3", tt, x, ok)
	}
	// max(-t, t - 2/3) is -t up to 1/3, then t - 2/3.
	up := envelope(l, linear(rat(-2, 3), 1), true)
	for _, c := range []struct{ at, want *big.Rat }{{rat(0, 1), rat(0, 1)}, {rat(1, 3), rat(-1, 3)}, {rat(1, 1), rat(1, 3)}} {
		if got := up.eval(c.at); got.Cmp(c.want) != 0 {
			t.Errorf("max(-t, t-2/3) at %s = %s, want %s", c.at.RatString(), got.RatString(), c.want.RatString())
		}
	}
	// min(-t, ...) then lastMeet of -t against that envelope: equal on
	// [0, 1/3], apart above.
	tt, x, ok = lastMeet(l, up)
	if !ok || tt.Cmp(rat(1, 3)) != 0 || x.Cmp(rat(-1, 3)) != 0 {
		t.Errorf("lastMeet(-t, max(-t, t-2/3)) = %v, %v, %v; want 1/3, -1/3", tt, x, ok)
	}
	// Walls that coincide for ever: the mast rises where the common tail starts.
	tt, x, ok = lastMeet(linear(rat(1, 1), -1), linear(rat(1, 1), -1))
	if !ok || tt.Sign() != 0 || x.Cmp(rat(1, 1)) != 0 {
		t.Errorf("lastMeet(1-t, 1-t) = %v, %v, %v; want 0, 1", tt, x, ok)
	}
	// A cold pair never meets.
	if _, _, ok := lastMeet(linear(rat(0, 1), -1), linear(rat(1, 1), 1)); ok {
		t.Errorf("lastMeet(-t, 1+t) met")
	}
}

// TestQ checks the rationals of the walls against math/big on random
// operands, small ones (64 bits) and ones beyond 64 bits (big.Rat), and that
// a result beyond 64 bits is exact instead of wrapping or failing.
func TestQ(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	pick := func() q {
		d := int64(1 + rng.Intn(60))
		n := int64(rng.Intn(2001) - 1000)
		switch rng.Intn(4) {
		case 0: // near the 64-bit edge: the sums and products overflow
			return mk(n*(math.MaxInt64/1000), d)
		case 1: // a big.Rat from the start
			r := new(big.Rat).SetFrac(new(big.Int).Lsh(big.NewInt(n), 70), big.NewInt(d))
			return qOf(r)
		}
		return mk(n, d)
	}
	for i := 0; i < 5000; i++ {
		a, b := pick(), pick()
		ra, rb := a.rat(), b.rat()
		for _, c := range []struct {
			name string
			got  q
			want *big.Rat
		}{
			{"+", a.add(b), new(big.Rat).Add(ra, rb)},
			{"-", a.sub(b), new(big.Rat).Sub(ra, rb)},
			{"*", a.mul(b), new(big.Rat).Mul(ra, rb)},
			{"neg", a.neg(), new(big.Rat).Neg(ra)},
		} {
			if c.got.rat().Cmp(c.want) != 0 {
				t.Fatalf("%v %s %v = %v, want %v", ra, c.name, rb, c.got.rat(), c.want)
			}
			// In 64 bits exactly when the result fits: lowest terms, d > 0.
			fit := c.want.Num().IsInt64() && c.want.Denom().IsInt64()
			if fit != !c.got.isBig() || !c.got.isBig() && (c.got.d <= 0 || gcd64(c.got.n, c.got.d) != 1 && c.got.n != 0) {
				t.Fatalf("%v %s %v: representation %+v", ra, c.name, rb, c.got)
			}
		}
		if b.sign() != 0 && a.quo(b).rat().Cmp(new(big.Rat).Quo(ra, rb)) != 0 {
			t.Fatalf("%v / %v = %v", ra, rb, a.quo(b).rat())
		}
		if a.cmp(b) != ra.Cmp(rb) || a.sign() != ra.Sign() {
			t.Fatalf("cmp(%v, %v) = %d", ra, rb, a.cmp(b))
		}
	}
	// The cases that used to overflow, with their exact results.
	two63 := new(big.Int).Lsh(big.NewInt(1), 63)
	for _, c := range []struct {
		got  q
		want *big.Rat
	}{
		{qi(math.MaxInt64).add(qi(1)), new(big.Rat).SetInt(two63)},
		{mk(1, math.MaxInt64).add(mk(1, math.MaxInt64-1)), new(big.Rat).Add(big.NewRat(1, math.MaxInt64), big.NewRat(1, math.MaxInt64-1))},
		{qi(1 << 40).mul(qi(1 << 40)), new(big.Rat).SetInt(new(big.Int).Lsh(big.NewInt(1), 80))},
		{qi(math.MinInt64).neg(), new(big.Rat).SetInt(two63)},
		{mk(3, math.MinInt64), new(big.Rat).SetFrac(big.NewInt(-3), two63)},
	} {
		if c.got.rat().Cmp(c.want) != 0 {
			t.Errorf("got %v, want %v", c.got.rat(), c.want)
		}
	}
	// Back to 64 bits when the result fits again.
	if r := qi(math.MaxInt64).add(qi(1)).sub(qi(1)); r.isBig() || r.n != math.MaxInt64 {
		t.Errorf("2^63 - 1 kept as %+v, want 64 bits", r)
	}
}

// TestGCD64 checks gcd64 against math/big on random pairs, small ones,
// powers of 2 and their multiples, negative ones and zeros.
func TestGCD64(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	pick := func() int64 {
		switch rng.Intn(5) {
		case 0:
			return int64(1) << rng.Intn(62)
		case 1:
			return int64(rng.Intn(7)-3) << rng.Intn(40)
		case 2:
			return rng.Int63() >> rng.Intn(63)
		case 3:
			return -(rng.Int63() >> rng.Intn(63))
		}
		return int64(rng.Intn(100) - 50)
	}
	for range 100000 {
		a, b := pick(), pick()
		want := new(big.Int).GCD(nil, nil, new(big.Int).Abs(big.NewInt(a)), new(big.Int).Abs(big.NewInt(b)))
		if got := gcd64(a, b); got != want.Int64() {
			t.Fatalf("gcd64(%d, %d) = %d, want %v", a, b, got, want)
		}
	}
}

// TestQBigFallback lowers qLimit so that every numerator or denominator
// beyond 8 goes through math/big (korat.go's fallback) and checks that
// AnalyzeKo gives the same counts, miai values and thermograph corners,
// exactly, as with 64-bit arithmetic, on the kos of examples/ko/ (40/27 and
// 41/27 among them) and on random ko regions. It also checks that the
// fallback did work on them: some corner has a part beyond 8.
func TestQBigFallback(t *testing.T) {
	files, err := filepath.Glob("../../examples/ko/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no ko examples: %v", err)
	}
	var regions []string
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		regions = append(regions, string(data))
	}
	regions = append(regions, koRegions(rand.New(rand.NewSource(41)), 40, 6)...)
	corners := func(a *KoAnalysis) []*big.Rat {
		var out []*big.Rat
		for _, th := range []*KoThermograph{a.Black.Thermograph, a.White.Thermograph, a.Neutral} {
			out = append(out, th.Mast, th.Temperature)
			for _, p := range append(append([]KoPoint{}, th.Left...), th.Right...) {
				out = append(out, p.T, p.X)
			}
		}
		return out
	}
	analyze := func(d string) []*big.Rat {
		a, err := AnalyzeKo(context.Background(), mustDiagram(t, d), Options{MaxNodes: 200000})
		if err != nil {
			t.Fatalf("%s: %v", d, err)
		}
		return corners(a)
	}
	var want [][]*big.Rat
	for _, d := range regions {
		want = append(want, analyze(d))
	}
	old := qLimit
	qLimit = 8
	t.Cleanup(func() { qLimit = old })
	beyond := 0
	for i, d := range regions {
		got := analyze(d)
		if len(got) != len(want[i]) {
			t.Fatalf("%s: %d corners with math/big, %d in 64 bits", d, len(got), len(want[i]))
		}
		for j := range got {
			if got[j].Cmp(want[i][j]) != 0 {
				t.Errorf("%s: corner %d: %s with math/big, %s in 64 bits", d, j, got[j].RatString(), want[i][j].RatString())
			}
			if !got[j].Num().IsInt64() || got[j].Num().Int64() > 8 || got[j].Num().Int64() < -8 || got[j].Denom().Int64() > 8 {
				beyond++
			}
		}
	}
	if beyond == 0 {
		t.Errorf("no corner beyond 8: the math/big path was not exercised")
	}
	// The last AnalyzeKo to end empties the table of big values.
	if bigs.Lock(); len(bigs.r) != 0 || bigs.active != 0 {
		t.Errorf("after AnalyzeKo: %d big values kept, %d analyses under way", len(bigs.r), bigs.active)
	}
	bigs.Unlock()
	t.Logf("%d regions, %d corners with a part beyond qLimit = 8", len(regions), beyond)
}

// TestGameCache checks gameCache.new against cgt.New on random option
// lists (0 to 9 a side, beyond maxCachedOpts too) drawn from a few games,
// so that lists repeat, collide in the table and outlive its growth; a
// cached game must be the very game cgt.New gives (games are interned).
func TestGameCache(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	pool := []cgt.Game{cgt.FromInt(0), cgt.FromInt(1), cgt.FromInt(-2), cgt.Star(),
		cgt.New([]cgt.Game{cgt.FromInt(1)}, []cgt.Game{cgt.FromInt(-1)})}
	pick := func() []cgt.Game {
		var gs []cgt.Game
		for n := rng.Intn(10); n > 0; n-- {
			gs = append(gs, pool[rng.Intn(len(pool))])
		}
		return gs
	}
	var c gameCache
	for i := 0; i < 20000; i++ {
		l, r := pick(), pick()
		if got, want := c.new(l, r), cgt.New(l, r); got != want {
			t.Fatalf("call %d: new(%v, %v) = %v, want %v", i, l, r, got, want)
		}
		if i%100 == 0 && len(pool) < 40 { // new games, which later lists use
			pool = append(pool, cgt.New(pick(), pick()))
		}
	}
	if len(c.slots) <= minGameCache {
		t.Errorf("the table never grew: %d slots", len(c.slots))
	}
	var nilCache *gameCache
	if got := nilCache.new(pool[:2], pool[2:3]); got != cgt.New(pool[:2], pool[2:3]) {
		t.Errorf("nil cache: %v", got)
	}
}

// TestKmNodeDiffWalls checks kmNodeDiff's walls: nodes alike but for their
// walls, mast or temperature differ, and nodes holding one kmWalls (where
// the walls are not compared) or equal walls do not.
func TestKmNodeDiffWalls(t *testing.T) {
	g := cgt.Zero()
	w := func(l, r, mast int64) *kmWalls {
		return &kmWalls{l: linear(rat(l, 1), -1), r: linear(rat(r, 1), 1), mast: qi(mast), temp: qi(0)}
	}
	node := func(kw *kmWalls) *kmNode {
		return &kmNode{value: g, tvalue: g, hasMast: true, kmWalls: kw}
	}
	one := w(0, 0, 0)
	for _, c := range []struct {
		a, b *kmNode
		want string
	}{
		{node(one), node(one), ""},
		{node(w(0, 0, 0)), node(w(0, 0, 0)), ""},
		{node(w(0, 0, 0)), node(w(1, 0, 0)), "walls"},
		{node(w(0, 0, 0)), node(w(0, -1, 0)), "walls"},
		{node(w(0, 0, 0)), node(w(0, 0, 1)), "mast"},
	} {
		if got := kmNodeDiff(c.a, c.b); got != c.want {
			t.Errorf("kmNodeDiff of %+v and %+v: %q, want %q", *c.a.kmWalls, *c.b.kmWalls, got, c.want)
		}
	}
}
