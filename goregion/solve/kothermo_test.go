package solve

import (
	"math"
	"math/big"
	"math/rand"
	"testing"
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

// TestQ checks the 64-bit rationals of the walls against math/big on random
// operands, and that a result beyond 64 bits panics with ErrRationalOverflow
// instead of wrapping.
func TestQ(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	pick := func() q {
		d := int64(1 + rng.Intn(60))
		return mk(int64(rng.Intn(2001)-1000), d)
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
		} {
			if c.got.rat().Cmp(c.want) != 0 || c.got.d <= 0 || gcd64(c.got.n, c.got.d) != 1 && c.got.n != 0 {
				t.Fatalf("%v %s %v = %v, want %v", ra, c.name, rb, c.got, c.want)
			}
		}
		if b.n != 0 && a.quo(b).rat().Cmp(new(big.Rat).Quo(ra, rb)) != 0 {
			t.Fatalf("%v / %v = %v", ra, rb, a.quo(b))
		}
		if a.cmp(b) != ra.Cmp(rb) {
			t.Fatalf("cmp(%v, %v) = %d", ra, rb, a.cmp(b))
		}
	}
	for _, f := range []func(){
		func() { qi(math.MaxInt64).add(qi(1)) },
		func() { mk(1, math.MaxInt64).add(mk(1, math.MaxInt64-1)) },
		func() { qi(1 << 40).mul(qi(1 << 40)) },
		func() { qi(math.MinInt64).neg() },
	} {
		func() {
			defer func() {
				if r := recover(); r != ErrRationalOverflow {
					t.Errorf("overflow: recovered %v, want ErrRationalOverflow", r)
				}
			}()
			f()
		}()
	}
}
