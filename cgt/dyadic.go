package cgt

import (
	"fmt"
	"math"
	"math/big"
	"math/bits"
	"strings"
	"unique"
)

// Dyadic is an exact dyadic rational m/2^k, the numbers of short games.
// The zero value is 0. Dyadic values are comparable with == and usable as map
// keys: a value has exactly one representation. Arithmetic never overflows:
// values that do not fit 64 bits are held as interned big integers. (They
// are interned with package unique, whose table holds them weakly: a
// numerator that no Dyadic holds any more is collected, as the intern
// tables of games let go of unreachable forms; intern.go.)
type Dyadic struct {
	num int64                 // numerator (odd unless exp == 0); unused when big is set
	exp uint32                // the denominator is 2^exp
	big unique.Handle[string] // numerator in base 16 when it does not fit int64
}

// bigNum returns the numerator of d as a big.Int.
func (d Dyadic) bigNum() *big.Int {
	if d.big == (unique.Handle[string]{}) {
		return big.NewInt(d.num)
	}
	z, _ := new(big.Int).SetString(d.big.Value(), 16)
	return z
}

func (d Dyadic) isBig() bool { return d.big != (unique.Handle[string]{}) }

// makeDyadic normalises num/2^exp.
func makeDyadic(num int64, exp uint32) Dyadic {
	if num == 0 {
		return Dyadic{}
	}
	if exp > 0 {
		tz := uint32(bits.TrailingZeros64(uint64(num)))
		tz = min(tz, exp)
		num >>= tz
		exp -= tz
	}
	return Dyadic{num: num, exp: exp}
}

// makeBigDyadic normalises num/2^exp for a big numerator (num is not kept).
func makeBigDyadic(num *big.Int, exp uint32) Dyadic {
	if num.Sign() == 0 {
		return Dyadic{}
	}
	if exp > 0 {
		tz := uint32(num.TrailingZeroBits())
		tz = min(tz, exp)
		num = new(big.Int).Rsh(num, uint(tz))
		exp -= tz
	}
	if num.IsInt64() {
		return Dyadic{num: num.Int64(), exp: exp}
	}
	return Dyadic{exp: exp, big: unique.Make(num.Text(16))}
}

// DyadicFromInt returns the integer n as a Dyadic.
func DyadicFromInt(n int64) Dyadic { return Dyadic{num: n} }

// NewDyadic returns num/2^exp.
func NewDyadic(num int64, exp uint) Dyadic {
	if exp > math.MaxUint32 {
		panic("cgt: NewDyadic exponent too large")
	}
	return makeDyadic(num, uint32(exp))
}

// Num returns the numerator of d in lowest terms.
func (d Dyadic) Num() *big.Int { return d.bigNum() }

// Exp returns k where the denominator of d in lowest terms is 2^k.
func (d Dyadic) Exp() uint { return uint(d.exp) }

// Sign returns -1, 0 or +1.
func (d Dyadic) Sign() int {
	if d.isBig() {
		return d.bigNum().Sign()
	}
	switch {
	case d.num < 0:
		return -1
	case d.num > 0:
		return 1
	}
	return 0
}

// IsInteger reports whether d is an integer.
func (d Dyadic) IsInteger() bool { return d.exp == 0 }

// Int64 returns d as an int64 and whether it is an integer that fits.
func (d Dyadic) Int64() (int64, bool) {
	if d.exp != 0 || d.isBig() {
		return 0, false
	}
	return d.num, true
}

// Neg returns -d.
func (d Dyadic) Neg() Dyadic {
	if !d.isBig() && d.num != math.MinInt64 {
		return Dyadic{num: -d.num, exp: d.exp}
	}
	return makeBigDyadic(new(big.Int).Neg(d.bigNum()), d.exp)
}

// shifted returns num << s and whether it did not overflow.
func shifted(num int64, s uint32) (int64, bool) {
	if s >= 63 {
		return 0, num == 0
	}
	r := num << s
	if r>>s != num {
		return 0, false
	}
	return r, true
}

// Add returns d + e.
func (d Dyadic) Add(e Dyadic) Dyadic {
	if !d.isBig() && !e.isBig() {
		exp := max(d.exp, e.exp)
		a, ok1 := shifted(d.num, exp-d.exp)
		b, ok2 := shifted(e.num, exp-e.exp)
		if ok1 && ok2 {
			s := a + b
			// Overflow iff a and b have the same sign and s differs.
			if (a >= 0) != (b >= 0) || (s >= 0) == (a >= 0) {
				return makeDyadic(s, exp)
			}
		}
	}
	exp := max(d.exp, e.exp)
	a := new(big.Int).Lsh(d.bigNum(), uint(exp-d.exp))
	b := new(big.Int).Lsh(e.bigNum(), uint(exp-e.exp))
	return makeBigDyadic(a.Add(a, b), exp)
}

// Sub returns d - e.
func (d Dyadic) Sub(e Dyadic) Dyadic { return d.Add(e.Neg()) }

// Half returns d/2.
func (d Dyadic) Half() Dyadic {
	if d.exp == math.MaxUint32 {
		panic("cgt: Dyadic exponent overflow")
	}
	if d.isBig() {
		return makeBigDyadic(d.bigNum(), d.exp+1)
	}
	return makeDyadic(d.num, d.exp+1)
}

// Cmp returns -1, 0 or +1 as d < e, d == e or d > e.
func (d Dyadic) Cmp(e Dyadic) int {
	if d == e {
		return 0
	}
	if !d.isBig() && !e.isBig() {
		exp := max(d.exp, e.exp)
		a, ok1 := shifted(d.num, exp-d.exp)
		b, ok2 := shifted(e.num, exp-e.exp)
		if ok1 && ok2 {
			switch {
			case a < b:
				return -1
			case a > b:
				return 1
			}
			return 0
		}
	}
	return d.Sub(e).Sign()
}

// Less reports whether d < e.
func (d Dyadic) Less(e Dyadic) bool {
	// Small enough to inline; the rest goes to Cmp. The fast path gives
	// Cmp's answer:
	//  1. Same exp and no big handle on either: d = d.num/2^exp and
	//     e = e.num/2^exp, so d < e iff d.num < e.num.
	//  2. Same exp and the same big handle: the numerators are the same
	//     interned string, so d == e and the answer is false; both num
	//     fields are 0 (makeBigDyadic sets none), so d.num < e.num is
	//     false too.
	//  3. Same exp with one handle set and the other not: the handles
	//     differ, so the fast path is not taken.
	// TestDyadicLessAgreesWithBigRat fails when the handle test is dropped
	// or < becomes <=.
	if d.exp == e.exp && d.big == e.big {
		return d.num < e.num
	}
	return cmpLess(d, e)
}

// cmpLess is Less's general case, kept out of line (go:noinline) so that
// Less stays within the inliner's budget.
//
//go:noinline
func cmpLess(d, e Dyadic) bool { return d.Cmp(e) < 0 }

// Equal reports whether d == e.
func (d Dyadic) Equal(e Dyadic) bool { return d == e }

// Floor returns the greatest integer ≤ d.
func (d Dyadic) Floor() Dyadic {
	if d.exp == 0 {
		return d
	}
	if !d.isBig() {
		return makeDyadic(d.num>>d.exp, 0) // arithmetic shift floors
	}
	return makeBigDyadic(new(big.Int).Rsh(d.bigNum(), uint(d.exp)), 0)
}

// Ceil returns the least integer ≥ d.
func (d Dyadic) Ceil() Dyadic { return d.Neg().Floor().Neg() }

// Abs returns |d|.
func (d Dyadic) Abs() Dyadic {
	if d.Sign() < 0 {
		return d.Neg()
	}
	return d
}

var dyadicOne = Dyadic{num: 1}

// SimplestBetween returns the simplest number strictly between lo and hi
// (the number born earliest, Theorem 2.4 of the thesis). It panics unless
// lo < hi.
func SimplestBetween(lo, hi Dyadic) Dyadic {
	if lo.Cmp(hi) >= 0 {
		panic("cgt: SimplestBetween needs lo < hi")
	}
	// An integer strictly between: the one nearest zero.
	switch {
	case lo.Sign() < 0 && hi.Sign() > 0:
		return Dyadic{}
	case lo.Sign() >= 0:
		if n := lo.Floor().Add(dyadicOne); n.Less(hi) {
			return n
		}
	default:
		if n := hi.Ceil().Sub(dyadicOne); lo.Less(n) {
			return n
		}
	}
	// Otherwise the fraction with the smallest denominator.
	for k := uint32(1); ; k++ {
		// Multiples of 2^-k: the least one above lo.
		m := lo.scaleFloor(k).Add(dyadicOne)
		c := m.scaleDown(k)
		if c.Less(hi) {
			return c
		}
	}
}

// scaleFloor returns floor(d * 2^k) as an integer Dyadic.
func (d Dyadic) scaleFloor(k uint32) Dyadic {
	if k >= d.exp {
		if !d.isBig() {
			if n, ok := shifted(d.num, k-d.exp); ok {
				return Dyadic{num: n}
			}
		}
		return makeBigDyadic(new(big.Int).Lsh(d.bigNum(), uint(k-d.exp)), 0)
	}
	if !d.isBig() {
		return makeDyadic(d.num>>(d.exp-k), 0)
	}
	return makeBigDyadic(new(big.Int).Rsh(d.bigNum(), uint(d.exp-k)), 0)
}

// scaleDown returns d / 2^k.
func (d Dyadic) scaleDown(k uint32) Dyadic {
	if d.isBig() {
		return makeBigDyadic(d.bigNum(), d.exp+k)
	}
	return makeDyadic(d.num, d.exp+k)
}

// Birthday returns the day on which d is born: |n| for an integer n, and
// floor(|d|) + 1 + k for a fraction with denominator 2^k. It is a big
// integer because it need not fit an int (10^30 is born on day 10^30).
func (d Dyadic) Birthday() *big.Int { return d.birthday().Num() }

// birthday returns the birthday of d as an integer Dyadic.
func (d Dyadic) birthday() Dyadic {
	b := d.Abs().Floor()
	if d.exp == 0 {
		return b
	}
	return b.Add(DyadicFromInt(1 + int64(d.exp)))
}

// String returns d in lowest terms: "3", "-5/8".
func (d Dyadic) String() string {
	var num string
	if d.isBig() {
		num = d.bigNum().String()
	} else {
		num = fmt.Sprint(d.num)
	}
	if d.exp == 0 {
		return num
	}
	if d.exp < 63 {
		return fmt.Sprintf("%s/%d", num, uint64(1)<<d.exp)
	}
	return num + "/" + new(big.Int).Lsh(big.NewInt(1), uint(d.exp)).String()
}

// ParseDyadic reads an integer ("-3"), a fraction with a power-of-two
// denominator ("3/4") or a terminating binary decimal ("1.5", "-0.125").
func ParseDyadic(s string) (Dyadic, error) {
	if s == "" {
		return Dyadic{}, fmt.Errorf("cgt: empty number")
	}
	if i := strings.IndexByte(s, '/'); i >= 0 {
		num, ok := new(big.Int).SetString(s[:i], 10)
		if !ok || strings.HasPrefix(s[:i], "+") {
			return Dyadic{}, fmt.Errorf("cgt: bad numerator %q", s[:i])
		}
		den, ok := new(big.Int).SetString(s[i+1:], 10)
		if !ok || den.Sign() <= 0 || strings.ContainsAny(s[i+1:], "+-") {
			return Dyadic{}, fmt.Errorf("cgt: bad denominator %q", s[i+1:])
		}
		k := den.BitLen() - 1
		if den.TrailingZeroBits() != uint(k) {
			return Dyadic{}, fmt.Errorf("cgt: %s is not a dyadic rational (the denominator must be a power of two)", s)
		}
		return makeBigDyadic(num, uint32(k)), nil
	}
	if i := strings.IndexByte(s, '.'); i >= 0 {
		intPart, frac := s[:i], s[i+1:]
		if frac == "" || strings.ContainsAny(frac, "+-") {
			return Dyadic{}, fmt.Errorf("cgt: bad decimal %q", s)
		}
		r, ok := new(big.Rat).SetString(s)
		if !ok || (intPart == "" || intPart == "-") {
			return Dyadic{}, fmt.Errorf("cgt: bad decimal %q", s)
		}
		den := r.Denom()
		k := den.BitLen() - 1
		if den.TrailingZeroBits() != uint(k) {
			return Dyadic{}, fmt.Errorf("cgt: %s is not a dyadic rational", s)
		}
		return makeBigDyadic(new(big.Int).Set(r.Num()), uint32(k)), nil
	}
	n, ok := new(big.Int).SetString(s, 10)
	if !ok || strings.HasPrefix(s, "+") {
		return Dyadic{}, fmt.Errorf("cgt: bad number %q", s)
	}
	return makeBigDyadic(n, 0), nil
}

// MarshalText implements encoding.TextMarshaler.
func (d Dyadic) MarshalText() ([]byte, error) { return []byte(d.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler.
func (d *Dyadic) UnmarshalText(b []byte) error {
	v, err := ParseDyadic(string(b))
	if err != nil {
		return err
	}
	*d = v
	return nil
}
