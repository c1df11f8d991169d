package solve

import (
	"math/rand"
	"testing"
)

// The lemmas of komaster_guess.go on the cap at the mast (setMastOf:
// lastMeetQ, capAtQ; simplestBetweenQ for cold positions), checked on
// random walls. They say which bounds on a position's raw walls pass to
// its capped walls, and so what a proof of a guessed node could and could
// not show.

// randWall returns a random finite wall: 1 to 4 corners at multiples of
// 1/2 in [0, 4], values in halves in [-6, 6], the last slope from slopes.
func randWall(rng *rand.Rand, slopes []q) rpl {
	n := 1 + rng.Intn(4)
	f := rpl{s: slopes[rng.Intn(len(slopes))]}
	tk := int64(0)
	for i := range n {
		if i > 0 {
			tk += 1 + rng.Int63n(3)
		}
		f.t = append(f.t, mk(tk, 2))
		f.x = append(f.x, mk(rng.Int63n(25)-12, 2))
	}
	return f
}

// randBump returns a random wall ≥ 0 with a last slope ≥ 0 (and, if
// flat, one that is 0 from t = 0 on in one case of four).
func randBump(rng *rand.Rand) rpl {
	if rng.Intn(4) == 0 {
		return rpl{t: []q{qi(0)}, x: []q{qi(0)}, s: qi(0)}
	}
	f := randWall(rng, []q{qi(0), mk(1, 2), qi(1)})
	for i := range f.x {
		if f.x[i].sign() < 0 {
			f.x[i] = f.x[i].neg()
		}
	}
	return f
}

// negWall returns −f.
func negWall(f rpl) rpl {
	g := rpl{t: f.t, s: f.s.neg()}
	for _, x := range f.x {
		g.x = append(g.x, x.neg())
	}
	return g
}

// meets reports that the pair has a last meet with d = l − r < 0 after it
// (lastMeetQ's first case, a common tail, and its third, no mast, left
// out) and returns it.
func meets(l, r rpl) (tq, xq q, ok bool) {
	d := l.sub(r)
	n := d.last()
	if d.s.sign() > 0 || d.s.sign() == 0 && d.x[n].sign() >= 0 {
		return q{}, q{}, false
	}
	return lastMeetQ(l, r)
}

// leansOn reports whether f rises (up) or falls (!up) somewhere in the
// open interval (a, b).
func leansOn(f rpl, a, b q, up bool) bool {
	for i := 0; i <= f.last(); i++ {
		end := b
		if i < f.last() && f.t[i+1].cmp(b) < 0 {
			end = f.t[i+1]
		}
		start := f.t[i]
		if start.cmp(a) < 0 {
			start = a
		}
		if start.cmp(end) >= 0 {
			continue
		}
		if s := f.slopeAfter(i).sign(); up && s > 0 || !up && s < 0 {
			return true
		}
	}
	return false
}

// nonLeaning reports that l does not rise and r does not fall on (a, b).
func nonLeaning(l, r rpl, a, b q) bool {
	return !leansOn(l, a, b, true) && !leansOn(r, a, b, false)
}

// capLeq reports whether f ≤ g at every corner of either, at the points
// in extra, between them and beyond (both are piecewise linear, so the
// corners and one point past the last decide).
func capLeq(f, g rpl, extra ...q) bool {
	ts := mergeTs(f.t, g.t)
	ts = mergeTs(ts, extra)
	pts := append([]q{}, ts...)
	for i := 1; i < len(ts); i++ {
		pts = append(pts, ts[i-1].add(ts[i]).quo(qi(2)))
	}
	pts = append(pts, ts[len(ts)-1].add(qi(1)))
	for _, t := range pts {
		if f.at(t).cmp(g.at(t)) > 0 {
			return false
		}
	}
	return true
}

// TestCapMonotone checks Lemma M of komaster_guess.go: for pairs of raw
// walls (l, r) ≤ (l', r') that both meet, with last meets T and T' and
// capped walls L, R, L', R' (capAtQ at the mast), L ≤ L' where the larger
// pair does not lean on [min(T,T'), max(T,T')], and R ≤ R' where the
// smaller pair does not. It also counts the pairs where the other pair's
// hypothesis holds and the conclusion fails: there must be some, or the
// lemma's side would not matter (and the guess proofs of komaster_guess.go
// would not be blocked).
func TestCapMonotone(t *testing.T) {
	rng := rand.New(rand.NewSource(14))
	lSlopes := []q{mk(-2, 1), qi(-1), mk(-1, 2), qi(0), mk(1, 2)}
	rSlopes := []q{mk(-1, 2), qi(0), mk(1, 2), qi(1), qi(2)}
	var checkedL, checkedR, nontrivial, wrongSideL, wrongSideR int
	for range 60000 {
		l, r := randWall(rng, lSlopes), randWall(rng, rSlopes)
		l2, r2 := l.sub(negWall(randBump(rng))), r.sub(negWall(randBump(rng)))
		tA, xA, ok := meets(l, r)
		if !ok {
			continue
		}
		tB, xB, ok := meets(l2, r2)
		if !ok {
			continue
		}
		lo, hi := tA, tB
		if lo.cmp(hi) > 0 {
			lo, hi = hi, lo
		}
		if lo.cmp(hi) != 0 {
			nontrivial++
		}
		L, R := capAtQ(l, tA, xA), capAtQ(r, tA, xA)
		L2, R2 := capAtQ(l2, tB, xB), capAtQ(r2, tB, xB)
		okL, okR := capLeq(L, L2, tA, tB), capLeq(R, R2, tA, tB)
		if nonLeaning(l2, r2, lo, hi) {
			checkedL++
			if !okL {
				t.Fatalf("Lemma M(a) fails: l=%v r=%v (T %v), l'=%v r'=%v (T' %v): L=%v L'=%v", l, r, tA, l2, r2, tB, L, L2)
			}
		} else if nonLeaning(l, r, lo, hi) && !okL {
			wrongSideL++
		}
		if nonLeaning(l, r, lo, hi) {
			checkedR++
			if !okR {
				t.Fatalf("Lemma M(b) fails: l=%v r=%v (T %v), l'=%v r'=%v (T' %v): R=%v R'=%v", l, r, tA, l2, r2, tB, R, R2)
			}
		} else if nonLeaning(l2, r2, lo, hi) && !okR {
			wrongSideR++
		}
	}
	t.Logf("Lemma M: %d pairs checked for L, %d for R (%d with T ≠ T'); the hypothesis on the other pair: %d failures of L ≤ L', %d of R ≤ R'",
		checkedL, checkedR, nontrivial, wrongSideL, wrongSideR)
	if checkedL < 1000 || checkedR < 1000 || nontrivial < 1000 {
		t.Fatalf("too few cases: %d, %d, %d", checkedL, checkedR, nontrivial)
	}
	if wrongSideL == 0 || wrongSideR == 0 {
		t.Fatalf("the hypothesis on the other pair never failed (%d, %d): the test does not tell the sides apart", wrongSideL, wrongSideR)
	}
}

// TestCapLeaning checks the examples of komaster_guess.go where a raw wall
// leans and the capped wall moves against the raw ones.
func TestCapLeaning(t *testing.T) {
	w := func(x0, s q) rpl { return rpl{t: []q{qi(0)}, x: []q{x0}, s: s} }
	tests := []struct {
		name          string
		l, r, l2, r2  rpl
		at            q
		wantL, wantL2 q // L(at) and L'(at)
		wantR, wantR2 q // R(at) and R'(at)
	}{
		// l = 5 − 2t, r = 4 − t: T = 1, mast 3; l' = 6 − 2t: T' = 2, mast
		// 2. The larger pair's r' falls (leans): L(3) = 3 > L'(3) = 2.
		{name: "black wall", l: w(qi(5), qi(-2)), r: w(qi(4), qi(-1)), l2: w(qi(6), qi(-2)), r2: w(qi(4), qi(-1)), at: qi(3),
			wantL: qi(3), wantL2: qi(2), wantR: qi(3), wantR2: qi(2)},
		// The mirror (l, r) ↦ (−r, −l): l = t − 4, r = 2t − 6 is the
		// smaller pair, its l rises (leans): R(3) = −2 > R'(3) = −3.
		{name: "white wall", l: w(qi(-4), qi(1)), r: w(qi(-6), qi(2)), l2: w(qi(-4), qi(1)), r2: w(qi(-5), qi(2)), at: qi(3),
			wantL: qi(-2), wantL2: qi(-3), wantR: qi(-2), wantR2: qi(-3)},
	}
	for _, tc := range tests {
		tA, xA, ok := meets(tc.l, tc.r)
		tB, xB, ok2 := meets(tc.l2, tc.r2)
		if !ok || !ok2 {
			t.Fatalf("%s: the pairs do not meet", tc.name)
		}
		L, R := capAtQ(tc.l, tA, xA), capAtQ(tc.r, tA, xA)
		L2, R2 := capAtQ(tc.l2, tB, xB), capAtQ(tc.r2, tB, xB)
		for _, c := range []struct {
			name      string
			got, want q
		}{{"L", L.at(tc.at), tc.wantL}, {"L'", L2.at(tc.at), tc.wantL2}, {"R", R.at(tc.at), tc.wantR}, {"R'", R2.at(tc.at), tc.wantR2}} {
			if c.got.cmp(c.want) != 0 {
				t.Errorf("%s: %s(%v) = %v, want %v", tc.name, c.name, tc.at, c.got, c.want)
			}
		}
	}
}

// TestSimplestMonotone checks Lemma N of komaster_guess.go: the simplest
// number strictly between lo and hi does not fall when lo and hi rise.
func TestSimplestMonotone(t *testing.T) {
	rng := rand.New(rand.NewSource(15))
	r := func() q { return mk(rng.Int63n(161)-80, 1+rng.Int63n(16)) }
	checked := 0
	for range 50000 {
		lo, hi, lo2, hi2 := r(), r(), r(), r()
		hasL, hasR := rng.Intn(6) > 0, rng.Intn(6) > 0
		hasL2, hasR2 := hasL || rng.Intn(2) == 0, hasR && rng.Intn(6) > 0
		// lo ≤ lo2 (−∞ ≤ anything), hi ≤ hi2 (anything ≤ +∞), lo < hi, lo2 < hi2
		if hasL && hasL2 && lo.cmp(lo2) > 0 || hasL && !hasL2 || !hasR && hasR2 || hasR && hasR2 && hi.cmp(hi2) > 0 {
			continue
		}
		if hasL && hasR && lo.cmp(hi) >= 0 || hasL2 && hasR2 && lo2.cmp(hi2) >= 0 {
			continue
		}
		a, b := simplestBetweenQ(lo, hi, hasL, hasR), simplestBetweenQ(lo2, hi2, hasL2, hasR2)
		checked++
		if a.cmp(b) > 0 {
			t.Fatalf("simplest(%v, %v) = %v > simplest(%v, %v) = %v", lo, hi, a, lo2, hi2, b)
		}
	}
	if checked < 10000 {
		t.Fatalf("only %d cases", checked)
	}
}
