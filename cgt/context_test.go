package cgt

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"
)

// switches returns the sum of the switches {k | -k} for k = n … 1 and,
// when varied is set, {k | -(k mod 7)} instead: the canonical form of
// either has about 2^n positions.
func switches(n int, varied bool) string {
	var parts []string
	for k := n; k > 0; k-- {
		r := k
		if varied {
			r = k % 7
		}
		parts = append(parts, fmt.Sprintf("{%d|-%d}", k, r))
	}
	return strings.Join(parts, "+")
}

// Work that explodes stops promptly when its context is done: a context
// cancelled beforehand and a deadline of 50ms each stop reading a sum of
// forty switches and writing the conventional text of S17 (the fourteen
// games of BenchmarkBigSum and three more hot ones: building it takes
// milliseconds, but its text repeats every shared part and runs to about
// 59 million characters), within a second of the deadline.
func TestContextStops(t *testing.T) {
	s17 := Sum(append(bigSum(), MustParse("{8|{4|0}}"), MustParse("{3||2|0}"), MustParse("{3|{2|{1|*}}}"))...)
	tests := []struct {
		name string
		f    func(ctx context.Context) error
	}{
		{"ParseContext(40 switches)", func(ctx context.Context) error {
			_, err := ParseContext(ctx, switches(40, false))
			return err
		}},
		{"ParseContext(40 varied switches)", func(ctx context.Context) error {
			_, err := ParseContext(ctx, switches(40, true))
			return err
		}},
		{"StringContext(S17)", func(ctx context.Context) error {
			_, err := s17.StringContext(ctx)
			return err
		}},
	}
	for _, tt := range tests {
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		if err := tt.f(ctx); !errors.Is(err, context.Canceled) {
			t.Errorf("%s, cancelled: error = %v, want context.Canceled", tt.name, err)
		}
		ctx, cancel = context.WithTimeout(context.Background(), 50*time.Millisecond)
		start := time.Now()
		err := tt.f(ctx)
		cancel()
		if !errors.Is(err, context.DeadlineExceeded) {
			t.Errorf("%s, 50ms: error = %v, want context.DeadlineExceeded", tt.name, err)
		}
		if d := time.Since(start); d > time.Second {
			t.Errorf("%s, 50ms: took %v", tt.name, d)
		}
	}
}

// Results computed after abandoned work agree with the same results
// computed in fresh tables: an abandoned computation leaves only complete
// entries behind (see context.go). The work is abandoned at several
// moments, then the values are computed in the tables it left, printed,
// computed again after resetTables, and compared as text. Independently,
// n·↑ = {0 | (n−1)·↑*} and n·↑* = {0 | (n−1)·↑} for n ≥ 2 (Lessons in Play,
// §5.5) checks the ups built in the left-over tables.
func TestTablesAfterCancellation(t *testing.T) {
	exprs := []string{"^25", "^24*", switches(12, false), switches(12, true),
		"{3||2*|1*} + ^7 + Tiny(2)", "+-(^5*) + {1|*} - v3"}
	values := func() []string {
		var out []string
		for _, s := range exprs {
			g := MustParse(s)
			th := g.Thermograph()
			c := g.Cool(NewDyadic(1, 1))
			out = append(out, fmt.Sprintf("%s: %v %v %v %v %v | cooled %v", s, g, g.Explicit(), th.Temperature, th.Mast, g.Birthday(), c))
		}
		return out
	}
	for _, d := range []time.Duration{time.Millisecond, 5 * time.Millisecond, 20 * time.Millisecond} {
		resetTables()
		for _, s := range []string{"^300", switches(30, false), switches(30, true)} {
			ctx, cancel := context.WithTimeout(context.Background(), d)
			if g, err := ParseContext(ctx, s); err == nil {
				_, _ = g.StringContext(ctx)
				_, _ = g.CoolContext(ctx, DyadicFromInt(1))
			}
			cancel()
			// A cancellation gives back the scratch slices of the
			// computations it stopped (canonical.go, optScratch).
			mu.Lock()
			left := len(optStack)
			mu.Unlock()
			if left != 0 {
				t.Errorf("after a cancellation at %v of %.20s…: %d scratch options not given back", d, s, left)
			}
		}
		for n := 2; n <= 25; n++ {
			up, upStar := Ups(n), Ups(n).Add(Star())
			if want := New([]Game{Zero()}, []Game{Ups(n - 1).Add(Star())}); up != want {
				t.Errorf("after a cancellation at %v: ^%d = %v, want {0|^%d*}", d, n, up, n-1)
			}
			if want := New([]Game{Zero()}, []Game{Ups(n - 1)}); upStar != want {
				t.Errorf("after a cancellation at %v: ^%d* = %v, want {0|^%d}", d, n, upStar, n-1)
			}
		}
		got := values()
		resetTables()
		want := values()
		for i := range got {
			if got[i] != want[i] {
				t.Errorf("after a cancellation at %v:\n got %s\nwant %s", d, got[i], want[i])
			}
		}
	}
}

// The other context entry points stop too, and work as the plain ones
// when the context is not done.
func TestContextEntryPoints(t *testing.T) {
	done, cancel := context.WithCancel(context.Background())
	cancel()
	bg := context.Background()
	g := MustParse("{3||2*|1*}")
	if _, err := SumContext(done, g, g); !errors.Is(err, context.Canceled) {
		t.Errorf("SumContext(cancelled) error = %v", err)
	}
	if s, err := SumContext(bg, g, g, Star()); err != nil || s != Sum(g, g, Star()) {
		t.Errorf("SumContext = %v, %v; want %v", s, err, Sum(g, g, Star()))
	}
	if _, err := NewContext(done, []Game{g}, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("NewContext(cancelled) error = %v", err)
	}
	if s, err := NewContext(bg, []Game{g}, []Game{Zero()}); err != nil || s != New([]Game{g}, []Game{Zero()}) {
		t.Errorf("NewContext = %v, %v", s, err)
	}
	if _, err := g.CoolContext(done, DyadicFromInt(1)); !errors.Is(err, context.Canceled) {
		t.Errorf("CoolContext(cancelled) error = %v", err)
	}
	if _, err := g.CoolContext(bg, DyadicFromInt(-1)); err == nil {
		t.Error("CoolContext(-1) succeeded, want an error")
	}
	if c, err := g.CoolContext(bg, NewDyadic(1, 1)); err != nil || c != g.Cool(NewDyadic(1, 1)) {
		t.Errorf("CoolContext = %v, %v", c, err)
	}
	if _, err := Star().Add(Up()).ThermographContext(done); !errors.Is(err, context.Canceled) {
		t.Errorf("ThermographContext(cancelled) error = %v", err)
	}
	if th, err := g.ThermographContext(bg); err != nil || th != g.Thermograph() {
		t.Errorf("ThermographContext = %v, %v", th, err)
	}
	if s, err := g.StringContext(bg); err != nil || s != g.String() {
		t.Errorf("StringContext = %q, %v", s, err)
	}
	big := MustParse(switches(14, false))
	if _, err := big.StringContext(done); !errors.Is(err, context.Canceled) {
		t.Errorf("StringContext(cancelled) error = %v", err)
	}
	if s, err := ParseContext(bg, "{1|0}*-1"); err != nil || s != MustParse("{1|0}*-1") {
		t.Errorf("ParseContext = %v, %v", s, err)
	}
	if _, err := ParseContext(bg, "{1|"); err == nil {
		t.Error("ParseContext({1|) succeeded")
	}
	s0, f0 := Counters()
	_ = MustParse(switches(10, true))
	if s1, f1 := Counters(); s1 <= s0 || f1 <= f0 {
		t.Errorf("Counters did not grow: %d, %d then %d, %d", s0, f0, s1, f1)
	}
}

// The engine is safe for concurrent use: goroutines computing, cancelling
// and reading the counters at once (run with -race) get the values a
// single goroutine gets.
func TestConcurrentUse(t *testing.T) {
	want := MustParse(switches(10, true)).String()
	var wg sync.WaitGroup
	errs := make(chan string, 8)
	for i := range 4 {
		wg.Add(2)
		go func() {
			defer wg.Done()
			ctx, cancel := context.WithTimeout(context.Background(), time.Duration(i)*time.Millisecond)
			defer cancel()
			_, _ = ParseContext(ctx, switches(30, i%2 == 0))
			if got := MustParse(switches(10, true)).String(); got != want {
				errs <- got
			}
		}()
		go func() {
			defer wg.Done()
			for range 100 {
				Counters()
			}
		}()
	}
	wg.Wait()
	close(errs)
	for got := range errs {
		t.Errorf("concurrent %s = %s, want %s", switches(10, true), got, want)
	}
}
