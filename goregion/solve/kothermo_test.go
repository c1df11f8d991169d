package solve

import (
	"math/big"
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
