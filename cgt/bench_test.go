package cgt

import "testing"

// resetTables empties the intern, comparison, sum, cooling and printing
// tables, so that a benchmark iteration does all its work afresh (and
// context_test.go can compare with a fresh computation). Games made before
// it must not be used after it.
func resetTables() {
	mu.Lock()
	defer mu.Unlock()
	numbers = newInternTable[Dyadic]()
	forms = newInternTable[string]()
	releaseMemos()
	nimbers = nil
	zeroNode.neg, zeroNode.therm, zeroNode.bdayDone = nil, nil, false
	fmtMu.Lock()
	fmtCache.release()
	fmtMu.Unlock()
}

// reportPeak reports the peak resident memory of the process; run one
// benchmark at a time for its own figure:
//
//	go test -run '^$' -bench 'BigSum$' -benchmem ./cgt/
func reportPeak(b *testing.B) {
	b.ReportMetric(peakRSSMiB(), "peakRSS-MiB")
}

func BenchmarkBornBy3(b *testing.B) {
	for b.Loop() {
		resetTables()
		gs, err := BornBy(3)
		if err != nil || len(gs) != 1474 {
			b.Fatalf("BornBy(3) = %d games, %v; want 1474", len(gs), err)
		}
	}
	reportPeak(b)
}

// bigSum returns the components of the sum of issue 2's benchmark:
// {2|0}+{3|1}+{10|{5|0}}+{1|{0|-1}}+{5|-2}+{4|{4|2}}+{2||1|0}+{1/2|-1/2}
// +{3/4|1/4}+{{2|0}|-1}+{1|*}+{0|{0|-2}}+{7|{3|-3}}+{6||4|2}.
func bigSum() []Game {
	n := func(i int64) Game { return FromInt(i) }
	q := func(i int64, e uint) Game { return FromDyadic(NewDyadic(i, e)) }
	sw := func(l, r Game) Game { return New([]Game{l}, []Game{r}) }
	return []Game{
		sw(n(2), n(0)), sw(n(3), n(1)), sw(n(10), sw(n(5), n(0))), sw(n(1), sw(n(0), n(-1))),
		sw(n(5), n(-2)), sw(n(4), sw(n(4), n(2))), sw(n(2), sw(n(1), n(0))), sw(q(1, 1), q(-1, 1)),
		sw(q(3, 2), q(1, 2)), sw(sw(n(2), n(0)), n(-1)), sw(n(1), Star()), sw(n(0), sw(n(0), n(-2))),
		sw(n(7), sw(n(3), n(-3))), sw(n(6), sw(n(4), n(2))),
	}
}

func TestBigSum(t *testing.T) {
	s := Sum(bigSum()...)
	// The figures of issue 2 (CGSuite 1.1 agrees): mean 101/4, temperature 15/4.
	if got, want := s.Mean(), NewDyadic(101, 2); got != want {
		t.Errorf("mean of the sum = %v, want %v", got, want)
	}
	if got, want := s.Temperature(), NewDyadic(15, 2); got != want {
		t.Errorf("temperature of the sum = %v, want %v", got, want)
	}
	// The mean is additive: the sum of the components' means.
	var m Dyadic
	for _, g := range bigSum() {
		m = m.Add(g.Mean())
	}
	if m != s.Mean() {
		t.Errorf("sum of means %v != mean of the sum %v", m, s.Mean())
	}
}

func BenchmarkBigSum(b *testing.B) {
	var nodes int
	for b.Loop() {
		resetTables()
		s := Sum(bigSum()...)
		if s.Mean() != NewDyadic(101, 2) || s.Temperature() != NewDyadic(15, 2) {
			b.Fatal("wrong mean or temperature")
		}
		nodes = len(forms.young) + len(forms.old)
	}
	b.ReportMetric(float64(nodes), "nodes")
	reportPeak(b)
}
