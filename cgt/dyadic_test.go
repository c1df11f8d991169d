package cgt

import (
	"math"
	"math/big"
	"math/rand/v2"
	"testing"
)

func ratOf(d Dyadic) *big.Rat {
	den := new(big.Int).Lsh(big.NewInt(1), d.Exp())
	return new(big.Rat).SetFrac(d.Num(), den)
}

// randomDyadic draws values near zero, near the int64 limits and with large
// exponents, so that both the fast path and the big fallback are exercised.
func randomDyadic(rng *rand.Rand) Dyadic {
	var num int64
	switch rng.IntN(3) {
	case 0:
		num = int64(rng.IntN(41) - 20)
	case 1:
		num = math.MaxInt64 - int64(rng.IntN(4))
	default:
		num = math.MinInt64 + int64(rng.IntN(4))
	}
	return NewDyadic(num, uint(rng.IntN(70)))
}

// Arithmetic agrees with math/big's exact rationals, including where int64
// would overflow.
func TestDyadicArithmeticAgreesWithBigRat(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	for range 3000 {
		a, b := randomDyadic(rng), randomDyadic(rng)
		ra, rb := ratOf(a), ratOf(b)
		if got, want := ratOf(a.Add(b)), new(big.Rat).Add(ra, rb); got.Cmp(want) != 0 {
			t.Fatalf("%v.Add(%v) = %v, want %v", a, b, got, want)
		}
		if got, want := ratOf(a.Sub(b)), new(big.Rat).Sub(ra, rb); got.Cmp(want) != 0 {
			t.Fatalf("%v.Sub(%v) = %v, want %v", a, b, got, want)
		}
		if got, want := a.Cmp(b), ra.Cmp(rb); got != want {
			t.Fatalf("%v.Cmp(%v) = %v, want %v", a, b, got, want)
		}
		if got, want := ratOf(a.Half()), new(big.Rat).Quo(ra, big.NewRat(2, 1)); got.Cmp(want) != 0 {
			t.Fatalf("%v.Half() = %v, want %v", a, got, want)
		}
		// One representation per value: a round trip through big is ==.
		if back := a.Add(b).Sub(b); back != a {
			t.Fatalf("%v + %v - %v = %v, not == %v", a, b, b, back, a)
		}
		if p, err := ParseDyadic(a.String()); err != nil || p != a {
			t.Fatalf("ParseDyadic(%q) = %v, %v", a.String(), p, err)
		}
		f := ratOf(a.Floor())
		if !f.IsInt() || f.Cmp(ra) > 0 || new(big.Rat).Add(f, big.NewRat(1, 1)).Cmp(ra) <= 0 {
			t.Fatalf("%v.Floor() = %v", a, a.Floor())
		}
	}
}

func TestParseDyadic(t *testing.T) {
	tests := []struct {
		in   string
		want Dyadic
	}{
		{"0", Dyadic{}},
		{"-3", DyadicFromInt(-3)},
		{"3/4", NewDyadic(3, 2)},
		{"-5/8", NewDyadic(-5, 3)},
		{"6/8", NewDyadic(3, 2)},
		{"1.5", NewDyadic(3, 1)},
		{"-0.125", NewDyadic(-1, 3)},
		{"4/1", DyadicFromInt(4)},
	}
	for _, tt := range tests {
		if got, err := ParseDyadic(tt.in); err != nil || got != tt.want {
			t.Errorf("ParseDyadic(%q) = %v, %v, want %v", tt.in, got, err, tt.want)
		}
	}
	for _, bad := range []string{"", "1/3", "0.1", "1/0", "x", "1/-2", "+1", "1.", ".5", "--1", "1/2/4"} {
		if got, err := ParseDyadic(bad); err == nil {
			t.Errorf("ParseDyadic(%q) = %v, want an error", bad, got)
		}
	}
}

func TestSimplestBetween(t *testing.T) {
	d := func(s string) Dyadic { v, _ := ParseDyadic(s); return v }
	tests := []struct{ lo, hi, want string }{
		{"-1", "1", "0"},
		{"0", "1", "1/2"},
		{"1", "2", "3/2"},
		{"0", "1/2", "1/4"},
		{"5/8", "7/8", "3/4"},
		{"3/2", "100", "2"},
		{"-100", "-3/2", "-2"},
		{"1/1024", "3/1024", "1/512"},
		{"0", "1/1180591620717411303424", "1/2361183241434822606848"}, // 2^-70 and 2^-71
	}
	for _, tt := range tests {
		if got := SimplestBetween(d(tt.lo), d(tt.hi)); got != d(tt.want) {
			t.Errorf("SimplestBetween(%s, %s) = %v, want %s", tt.lo, tt.hi, got, tt.want)
		}
	}
}

// Birthdays of numbers: n is born on day |n|; 1/2 on day 2, 3/4 and 3/2 on
// day 3 (Blom §2.1, Figure 2.1). Beyond int64 the same rules, with the sums
// done by hand: 2^63 is born on day 2^63, and 2^63 + 1/2 on day
// 2^63 + 1 + 1; 2^-64 on day 0 + 1 + 64.
func TestDyadicBirthday(t *testing.T) {
	for s, want := range map[string]string{"0": "0", "3": "3", "-2": "2", "1/2": "2", "3/4": "3", "3/2": "3", "-5/8": "4",
		"9223372036854775808":    "9223372036854775808",
		"-9223372036854775809":   "9223372036854775809",
		"18446744073709551617/2": "9223372036854775810",
		"1/18446744073709551616": "65",
		"99999999999999999999":   "99999999999999999999",
	} {
		d, err := ParseDyadic(s)
		if err != nil {
			t.Fatal(err)
		}
		if got := d.Birthday().String(); got != want {
			t.Errorf("%s.Birthday() = %s, want %s", s, got, want)
		}
		// The node-based birthday agrees.
		if got := FromDyadic(d).Birthday().String(); got != want {
			t.Errorf("FromDyadic(%s).Birthday() = %s, want %s", s, got, want)
		}
	}
}

// TestDyadicLessAgreesWithBigRat checks Less, whose inlined fast path
// compares numerators over the same denominator, on pairs that share
// their exponent (small, near the int64 limits, and big numerators from
// sums), and on unrelated pairs.
func TestDyadicLessAgreesWithBigRat(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 8))
	var pool []Dyadic
	for range 400 {
		a, b := randomDyadic(rng), randomDyadic(rng)
		pool = append(pool, a, a.Add(b), a.Add(a), a.Neg())
	}
	sameExp, bigSame := 0, 0
	for i := range 20000 {
		a, b := pool[rng.IntN(len(pool))], pool[rng.IntN(len(pool))]
		if i%2 == 0 { // b with a's exponent: an odd numerator over 2^exp(a)
			num := int64(2*rng.IntN(41) - 41)
			if a.Exp() == 0 {
				num = int64(rng.IntN(41) - 20)
			}
			b = NewDyadic(num, a.Exp())
			if rng.IntN(3) == 0 {
				b = a
			}
		}
		if a.Exp() == b.Exp() {
			sameExp++
			if a.isBig() && b.isBig() {
				bigSame++
			}
		}
		if got, want := a.Less(b), ratOf(a).Cmp(ratOf(b)) < 0; got != want {
			t.Fatalf("%v.Less(%v) = %v, want %v", a, b, got, want)
		}
	}
	if sameExp < 5000 || bigSame < 100 {
		t.Fatalf("only %d pairs with one exponent (%d both big): the fast path is barely tested", sameExp, bigSame)
	}
}
