package solve

import (
	"cmp"
	"math"
	"math/big"
	"math/bits"
	"sync"
)

// This file holds q, the exact rational of the ko thermographs' walls: in
// 64 bits while numerator and denominator fit (the wall arithmetic is most
// of AnalyzeKo's time, and math/big allocates at every step), in a big.Rat
// beyond. An operation whose exact result does not fit in 64 bits is redone
// with math/big and the result kept as a big.Rat (and brought back to 64
// bits when it fits again): a corner is always exact, whatever its size.

// qLimit is the largest magnitude of a numerator or denominator q keeps in
// 64 bits; beyond it q holds a big.Rat. It is math.MaxInt64 except in tests,
// which lower it to make the big.Rat path do the work (TestQBigFallback).
var qLimit int64 = math.MaxInt64

// q is the rational n/d, with d > 0 and n/d in lowest terms, or, where d is
// −1, the big.Rat bigs.r[n]. q holds no pointer, so that the walls' slices
// of q cost the garbage collector nothing (a pointer in q made AnalyzeKo
// about 20% slower). A big.Rat in bigs is never modified; the table is
// emptied when no AnalyzeKo is running (q values never leave it).
type q struct{ n, d int64 }

// bigs holds the big.Rat values of the q that do not fit in 64 bits.
var bigs struct {
	sync.Mutex
	r      []*big.Rat
	active int // AnalyzeKo calls under way
}

// qAcquire and qRelease bracket an AnalyzeKo call: the last to end empties
// the table of big values.
func qAcquire() {
	bigs.Lock()
	bigs.active++
	bigs.Unlock()
}

func qRelease() {
	bigs.Lock()
	if bigs.active--; bigs.active == 0 {
		bigs.r = nil
	}
	bigs.Unlock()
}

// fits reports whether x is within qLimit in magnitude (math.MinInt64
// never is).
func fits(x int64) bool { return x != math.MinInt64 && x <= qLimit && -x <= qLimit }

func qi(n int64) q {
	if !fits(n) {
		return qBig(new(big.Rat).SetInt64(n))
	}
	return q{n: n, d: 1}
}

// qBig returns r as a q, in 64 bits if it fits (r is kept, not copied).
func qBig(r *big.Rat) q {
	if r.Num().IsInt64() && r.Denom().IsInt64() {
		if n, d := r.Num().Int64(), r.Denom().Int64(); fits(n) && fits(d) {
			return q{n: n, d: d}
		}
	}
	bigs.Lock()
	bigs.r = append(bigs.r, r)
	i := len(bigs.r) - 1
	bigs.Unlock()
	return q{n: int64(i), d: -1}
}

// isBig reports whether a is held as a big.Rat.
func (a q) isBig() bool { return a.d < 0 }

// big returns a's big.Rat (a.isBig()), not to be modified.
func (a q) big() *big.Rat {
	bigs.Lock()
	r := bigs.r[a.n]
	bigs.Unlock()
	return r
}

// gcd64 returns the greatest common divisor of |a| and |b| (binary, Stein's
// algorithm: no division).
func gcd64(a, b int64) int64 {
	x, y := uint64(a), uint64(b)
	if a < 0 {
		x = -x
	}
	if b < 0 {
		y = -y
	}
	if x == 0 {
		return int64(y)
	}
	if y == 0 {
		return int64(x)
	}
	// A power of 2 (most denominators are 1, 2, 4, …): the common
	// factors of 2.
	if x&(x-1) == 0 || y&(y-1) == 0 {
		return int64(1) << min(bits.TrailingZeros64(x), bits.TrailingZeros64(y))
	}
	k := bits.TrailingZeros64(x | y)
	x >>= bits.TrailingZeros64(x)
	for y != 0 {
		y >>= bits.TrailingZeros64(y)
		if x > y {
			x, y = y, x
		}
		y -= x
	}
	return int64(x << k)
}

// mul64 returns a·b and whether it is exact and within qLimit.
func mul64(a, b int64) (int64, bool) {
	if a == 0 || b == 0 {
		return 0, true
	}
	if uint64(a+1<<31) < 1<<32 && uint64(b+1<<31) < 1<<32 {
		// |a|, |b| ≤ 2^31: |a·b| ≤ 2^62 is exact, no division needed
		c := a * b
		return c, fits(c)
	}
	c := a * b
	if a == math.MinInt64 || b == math.MinInt64 || c/b != a {
		return 0, false
	}
	return c, fits(c)
}

// add64 returns a+b and whether it is exact and within qLimit.
func add64(a, b int64) (int64, bool) {
	c := a + b
	if (c > a) != (b > 0) {
		return 0, false
	}
	return c, fits(c)
}

// mk returns n/d in lowest terms (d ≠ 0).
func mk(n, d int64) q {
	if d < 0 {
		if n == math.MinInt64 || d == math.MinInt64 {
			return qBig(big.NewRat(n, d))
		}
		n, d = -n, -d
	}
	if d != 1 {
		if g := gcd64(n, d); g > 1 {
			n, d = n/g, d/g
		}
	}
	if !fits(n) || !fits(d) {
		return qBig(big.NewRat(n, d))
	}
	return q{n: n, d: d}
}

func (a q) add(b q) q {
	switch {
	case b.n == 0 && b.d == 1: // + 0 (most gains of the walls' shifts)
		return a
	case a.n == 0 && a.d == 1:
		return b
	}
	if !a.isBig() && !b.isBig() {
		if a.d == 1 && b.d == 1 {
			if c, ok := add64(a.n, b.n); ok {
				return q{n: c, d: 1}
			}
		} else if a.d == b.d {
			if c, ok := add64(a.n, b.n); ok {
				return mk(c, a.d)
			}
		} else {
			g := gcd64(a.d, b.d)
			x, ok1 := mul64(a.n, b.d/g)
			y, ok2 := mul64(b.n, a.d/g)
			s, ok3 := add64(x, y)
			d, ok4 := mul64(a.d/g, b.d)
			if ok1 && ok2 && ok3 && ok4 {
				return mk(s, d)
			}
		}
	}
	return qBig(new(big.Rat).Add(a.rat(), b.rat()))
}

func (a q) neg() q {
	if a.isBig() || a.n == math.MinInt64 {
		return qBig(new(big.Rat).Neg(a.rat()))
	}
	return q{n: -a.n, d: a.d}
}

func (a q) sub(b q) q { return a.add(b.neg()) }

func (a q) mul(b q) q {
	if a.sign() == 0 || b.sign() == 0 {
		return q{n: 0, d: 1}
	}
	if !a.isBig() && !b.isBig() {
		if a.d == 1 && b.d == 1 {
			if n, ok := mul64(a.n, b.n); ok {
				return q{n: n, d: 1} // what mk(n, 1) gives
			}
		}
		// a and b are in lowest terms: after the cross cancellation, so is
		// the product (gcd(a.n/g1, a.d/g2) = gcd(b.n/g2, b.d/g1) = 1, and
		// g1, g2 took the cross factors), with d > 0.
		g1, g2 := gcd64(a.n, b.d), gcd64(b.n, a.d)
		n, ok1 := mul64(a.n/g1, b.n/g2)
		d, ok2 := mul64(a.d/g2, b.d/g1)
		if ok1 && ok2 {
			return q{n: n, d: d} // mul64 checked fits
		}
	}
	return qBig(new(big.Rat).Mul(a.rat(), b.rat()))
}

func (a q) quo(b q) q {
	if b.sign() == 0 {
		panic("solve: q: division by zero")
	}
	if !b.isBig() {
		return a.mul(mk(b.d, b.n))
	}
	return qBig(new(big.Rat).Quo(a.rat(), b.big()))
}

func (a q) sign() int {
	switch {
	case a.isBig():
		return a.big().Sign()
	case a.n > 0:
		return 1
	case a.n < 0:
		return -1
	}
	return 0
}

func (a q) cmp(b q) int {
	if a.isBig() || b.isBig() {
		return a.rat().Cmp(b.rat())
	}
	if a.d == b.d {
		switch {
		case a.n < b.n:
			return -1
		case a.n > b.n:
			return 1
		}
		return 0
	}
	// d > 0: compare a.n·b.d with b.n·a.d, in 128 bits.
	sa, sb := a.sign(), b.sign()
	if sa != sb {
		return cmp.Compare(sa, sb)
	}
	if sa == 0 {
		return 0
	}
	an, bn := uint64(a.n), uint64(b.n)
	if sa < 0 {
		an, bn = -an, -bn
	}
	h1, l1 := bits.Mul64(an, uint64(b.d))
	h2, l2 := bits.Mul64(bn, uint64(a.d))
	c := cmp.Compare(h1, h2)
	if c == 0 {
		c = cmp.Compare(l1, l2)
	}
	return c * sa
}

// rat returns a as a new big.Rat.
func (a q) rat() *big.Rat {
	if a.isBig() {
		return new(big.Rat).Set(a.big())
	}
	return big.NewRat(a.n, a.d)
}

// qOf returns r as a q (r is copied if it is kept).
func qOf(r *big.Rat) q {
	if r.Num().IsInt64() && r.Denom().IsInt64() {
		if n, d := r.Num().Int64(), r.Denom().Int64(); fits(n) && fits(d) {
			return q{n: n, d: d}
		}
	}
	return qBig(new(big.Rat).Set(r))
}
