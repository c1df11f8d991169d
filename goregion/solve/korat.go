package solve

import (
	"errors"
	"math"
	"math/big"
)

// This file holds q, the exact rational of the ko thermographs' walls in 64
// bits: the wall arithmetic of AnalyzeKo is most of its time, and math/big
// allocates at every step. An operation whose exact result does not fit
// panics with ErrRationalOverflow, which AnalyzeKo returns as an error: a value
// is exact or not given.

// ErrRationalOverflow is AnalyzeKo's error for a thermograph corner whose
// numerator or denominator does not fit in 64 bits (none has been met).
var ErrRationalOverflow = errors.New("solve: ko analysis: a thermograph corner needs more than 64 bits")

// q is the rational n/d, with d > 0 and n/d in lowest terms.
type q struct{ n, d int64 }

func qi(n int64) q { return q{n, 1} }

func gcd64(a, b int64) int64 {
	if a < 0 {
		a = -a
	}
	for b != 0 {
		a, b = b, a%b
	}
	if a < 0 {
		a = -a
	}
	return a
}

func mul64(a, b int64) int64 {
	if a == 0 || b == 0 {
		return 0
	}
	c := a * b
	if a == math.MinInt64 || b == math.MinInt64 || c/b != a {
		panic(ErrRationalOverflow)
	}
	return c
}

func add64(a, b int64) int64 {
	c := a + b
	if (c > a) != (b > 0) {
		panic(ErrRationalOverflow)
	}
	return c
}

// mk returns n/d in lowest terms (d ≠ 0).
func mk(n, d int64) q {
	if d < 0 {
		if n == math.MinInt64 || d == math.MinInt64 {
			panic(ErrRationalOverflow)
		}
		n, d = -n, -d
	}
	if d == 1 {
		return q{n, 1}
	}
	if g := gcd64(n, d); g > 1 {
		n, d = n/g, d/g
	}
	return q{n, d}
}

func (a q) add(b q) q {
	if a.d == 1 && b.d == 1 {
		return q{add64(a.n, b.n), 1}
	}
	g := gcd64(a.d, b.d)
	return mk(add64(mul64(a.n, b.d/g), mul64(b.n, a.d/g)), mul64(a.d/g, b.d))
}

func (a q) neg() q {
	if a.n == math.MinInt64 {
		panic(ErrRationalOverflow)
	}
	return q{-a.n, a.d}
}

func (a q) sub(b q) q { return a.add(b.neg()) }

func (a q) mul(b q) q {
	if a.n == 0 || b.n == 0 {
		return q{0, 1}
	}
	g1, g2 := gcd64(a.n, b.d), gcd64(b.n, a.d)
	return mk(mul64(a.n/g1, b.n/g2), mul64(a.d/g2, b.d/g1))
}

func (a q) quo(b q) q {
	if b.n == 0 {
		panic("solve: q: division by zero")
	}
	return a.mul(mk(b.d, b.n))
}

func (a q) sign() int {
	switch {
	case a.n > 0:
		return 1
	case a.n < 0:
		return -1
	}
	return 0
}

func (a q) cmp(b q) int {
	if a.d == b.d {
		switch {
		case a.n < b.n:
			return -1
		case a.n > b.n:
			return 1
		}
		return 0
	}
	return a.sub(b).sign()
}

// rat returns a as a big.Rat.
func (a q) rat() *big.Rat { return big.NewRat(a.n, a.d) }

// qOf returns r as a q; it panics with ErrRationalOverflow if r does not fit.
func qOf(r *big.Rat) q {
	if !r.Num().IsInt64() || !r.Denom().IsInt64() {
		panic(ErrRationalOverflow)
	}
	return q{r.Num().Int64(), r.Denom().Int64()}
}
