package cgt

import (
	"context"
	"errors"
	"testing"
)

// resetOpsTables empties the tables (resetTables, which also empties the
// operations' memos) and rebuilds the uptimal tables, so that each benchmark
// iteration does all its work afresh.
func resetOpsTables() {
	resetTables()
	mu.Lock()
	defer mu.Unlock()
	checkUpTables()
}

// smallSum returns twelve all-small games: ten all-small games born on day
// 3 with at least four options (from BornBy(3)), {^^^|vv} (CGSuite's test
// cases) and ^<3>.
func smallSum() []Game {
	var gs []Game
	for _, s := range []string{
		"{0,*|0,*,*2}", "{0,*|0,v*}", "{0,*|0,^*}", "{0,*|0,*2}", "{0,*|*,v}",
		"{0,*|v,v*}", "{0,*,*2|0,*}", "{0,*,*2|0,v*}", "{0,*,*2|*,v}", "{0,*,*2|v,v*}",
		"{^^^|vv}",
	} {
		gs = append(gs, MustParse(s))
	}
	return append(gs, UpPow(3))
}

// The atomic weight of the twelve games' sum is the sum of their atomic
// weights (additivity on all-small games, Lessons in Play ch. 9).
func TestAtomicWeightSmallSum(t *testing.T) {
	want := Zero()
	for _, g := range smallSum() {
		aw, err := g.AtomicWeight()
		if err != nil {
			t.Fatalf("AtomicWeight(%v): %v", g, err)
		}
		want = want.Add(aw)
	}
	got, err := Sum(smallSum()...).AtomicWeight()
	if err != nil || got != want {
		t.Errorf("AW(sum of twelve) = %v, %v; want %v", got, err, want)
	}
	if got, err := AtomicWeightOfSum(context.Background(), smallSum()...); err != nil || got != want {
		t.Errorf("AtomicWeightOfSum(twelve) = %v, %v; want %v", got, err, want)
	}
	// With a summand that is not all-small the sum is built: {1|^^||^}
	// (AW 2) and Tiny(2) (AW 0), CGSuite's test cases; {1|^^^||^} has none.
	for _, tt := range []struct {
		gs   []string
		want string
	}{
		{[]string{"{1|^^||^}", "Tiny(2)", "^"}, "3"},
		{[]string{"{1|^^^||^}", "^"}, ""},
		{[]string{"1", "^"}, ""},
	} {
		var gs []Game
		for _, s := range tt.gs {
			gs = append(gs, MustParse(s))
		}
		got, err := AtomicWeightOfSum(context.Background(), gs...)
		sumAW, sumErr := Sum(gs...).AtomicWeight()
		if got != sumAW || (err == nil) != (sumErr == nil) {
			t.Errorf("AtomicWeightOfSum(%v) = %v, %v; AW of the sum = %v, %v", tt.gs, got, err, sumAW, sumErr)
		}
		if tt.want == "" && !errors.Is(err, ErrNotAtomic) || tt.want != "" && (err != nil || got != MustParse(tt.want)) {
			t.Errorf("AtomicWeightOfSum(%v) = %v, %v; want %q", tt.gs, got, err, tt.want)
		}
	}
}

// BenchmarkAtomicWeightOfSum: the atomic weight of the sum of the twelve
// all-small games by additivity, from empty tables (the games are parsed
// inside the timing).
func BenchmarkAtomicWeightOfSum(b *testing.B) {
	for b.Loop() {
		resetOpsTables()
		if _, err := AtomicWeightOfSum(context.Background(), smallSum()...); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkAtomicWeightSmallSum: the atomic weight of the sum of twelve
// all-small games (issue 16: under 0.2 s), from tables emptied and then
// holding only the sum, which is built outside the timing
// (BenchmarkSmallSum times it).
//
//	go test -run '^$' -bench 'SmallSum$' -benchtime 5x ./cgt/
func BenchmarkAtomicWeightSmallSum(b *testing.B) {
	for b.Loop() {
		b.StopTimer()
		resetOpsTables()
		s := Sum(smallSum()...)
		b.StartTimer()
		if _, err := s.AtomicWeight(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSmallSum: the sum of the twelve games of
// BenchmarkAtomicWeightSmallSum, from empty tables.
func BenchmarkSmallSum(b *testing.B) {
	for b.Loop() {
		resetOpsTables()
		Sum(smallSum()...)
	}
}

// BenchmarkRCFBigSum: the reduced canonical form of the sum S14 of
// BenchmarkBigSum (issue 16: under 0.2 s; CGSuite 1.1: 1.7 s), from tables
// emptied and then holding only the sum, which is built outside the
// timing; BenchmarkSumRCFBigSum times both.
//
//	go test -run '^$' -bench 'RCFBigSum$' -benchtime 5x ./cgt/
func BenchmarkRCFBigSum(b *testing.B) {
	for b.Loop() {
		b.StopTimer()
		resetOpsTables()
		s := Sum(bigSum()...)
		b.StartTimer()
		s.ReducedCanonicalForm()
	}
}

// BenchmarkSumRCFBigSum: S14 and its reduced canonical form, from empty
// tables.
func BenchmarkSumRCFBigSum(b *testing.B) {
	for b.Loop() {
		resetOpsTables()
		Sum(bigSum()...).ReducedCanonicalForm()
	}
}

// TestRCFBigSum checks the reduced canonical form of S14 against its
// definition: S14 − RCF(S14) is infinitesimal and RCF is idempotent; and
// RCF keeps the mean and temperature (101/4 and 15/4, TestBigSum), as an
// infinitesimal changes neither.
func TestRCFBigSum(t *testing.T) {
	s := Sum(bigSum()...)
	r := s.ReducedCanonicalForm()
	if !s.Sub(r).IsInfinitesimal() || r.ReducedCanonicalForm() != r {
		t.Errorf("RCF(S14) = %v: S14 - RCF not infinitesimal or RCF not idempotent", r)
	}
	if r.Mean() != NewDyadic(101, 2) || r.Temperature() != NewDyadic(15, 2) {
		t.Errorf("RCF(S14): mean %v, temperature %v; want 101/4, 15/4", r.Mean(), r.Temperature())
	}
}
