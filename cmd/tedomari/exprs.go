package main

// Reading expressions, evaluating each with a bound on time, and reporting
// progress: the machinery shared by value, compare, cool, chill, warm and
// thermograph.

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/tedomari/tedomari/cgt"
)

// exprInput is one expression to evaluate and where it was given.
type exprInput struct {
	Text  string
	Where string // "argument 2" or "standard input line 3"
}

// expandExprs returns the expressions of args, each "-" replaced by the
// expressions read from in, one per line; blank lines are skipped and
// surrounding space is trimmed. Standard input is read at most once. Each
// expression is numbered by its place among the expression arguments, or
// by its line of standard input.
func expandExprs(args []string, in io.Reader) ([]exprInput, error) {
	var out []exprInput
	read := false
	for i, a := range args {
		if a != "-" {
			out = append(out, exprInput{a, fmt.Sprintf("argument %d", i+1)})
			continue
		}
		if read || in == nil {
			continue
		}
		read = true
		lines, err := readLines(in)
		if err != nil {
			return nil, err
		}
		out = append(out, lines...)
	}
	if len(out) == 0 {
		return nil, errors.New("no expressions given")
	}
	return out, nil
}

// readLines returns the non-blank lines of in, trimmed, with their numbers.
func readLines(in io.Reader) ([]exprInput, error) {
	var out []exprInput
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 64*1024), 16<<20)
	for n := 1; sc.Scan(); n++ {
		if line := strings.TrimSpace(sc.Text()); line != "" {
			out = append(out, exprInput{line, fmt.Sprintf("standard input line %d", n)})
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("reading standard input: %w", err)
	}
	return out, nil
}

// maxExcerpt is the most characters of an input quoted in a message.
const maxExcerpt = 60

// excerpt returns s quoted, shortened to maxExcerpt characters with an
// ellipsis when it is longer.
func excerpt(s string) string {
	if utf8.RuneCountInString(s) <= maxExcerpt {
		return fmt.Sprintf("%q", s)
	}
	r := []rune(s)
	return fmt.Sprintf("%q", string(r[:maxExcerpt])+"…")
}

// workError explains an error of the evaluation of in: a syntax error as
// cgt words it (with a short excerpt of the input), a timeout or an
// interruption in words, anything else as it is.
func workError(in exprInput, timeout time.Duration, err error) error {
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		return fmt.Errorf("%s %s: no answer within --timeout %v: %w", in.Where, excerpt(in.Text), timeout, err)
	case errors.Is(err, context.Canceled):
		return fmt.Errorf("%s %s: interrupted: %w", in.Where, excerpt(in.Text), err)
	}
	return fmt.Errorf("%s: %w", in.Where, err)
}

// evalEach evaluates every input with eval, in order, and returns the
// results of those that succeeded. Each failure is reported on errw with
// where its expression was given; the returned error then says how many
// failed (or is the one failure, when there was only one expression), so
// that the command exits non-zero after printing every good answer.
func evalEach[T any](ctx context.Context, inputs []exprInput, timeout time.Duration, errw io.Writer,
	eval func(ctx context.Context, in exprInput) (T, error)) ([]T, error) {
	var recs []T
	var errs []error
	for _, in := range inputs {
		r, err := eval(ctx, in)
		if err != nil {
			errs = append(errs, workError(in, timeout, err))
			continue
		}
		recs = append(recs, r)
	}
	switch {
	case len(errs) == 0:
		return recs, nil
	case len(inputs) == 1:
		return recs, errs[0]
	}
	for _, err := range errs {
		fmt.Fprintf(errw, "Error: %v\n", err)
	}
	return recs, fmt.Errorf("%d of %d expressions failed", len(errs), len(inputs))
}

// syncWriter serialises writes to w, which the progress line and the
// command share.
type syncWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (s *syncWriter) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.w.Write(p)
}

// progressEvery is how often a long computation reports on standard error.
var progressEvery = time.Second

// startWork returns ctx bounded by timeout (0: no bound) and starts a
// progress line on w (nil: none), written every progressEvery once the
// work has run that long, as region does. stop ends both; call it when the
// work is done.
func startWork(ctx context.Context, timeout time.Duration, w io.Writer) (context.Context, func()) {
	if ctx == nil {
		ctx = context.Background()
	}
	cancel := func() {}
	if timeout > 0 {
		ctx, cancel = context.WithTimeout(ctx, timeout)
	}
	if w == nil {
		return ctx, cancel
	}
	done := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		start := time.Now()
		steps0, forms0 := cgt.Counters()
		tick := time.NewTicker(progressEvery)
		defer tick.Stop()
		for {
			select {
			case <-done:
				return
			case now := <-tick.C:
				steps, forms := cgt.Counters()
				d := now.Sub(start).Seconds()
				fmt.Fprintf(w, "cgt: %d steps, %d new forms in %.1fs (%.0f steps/s)\n",
					steps-steps0, forms-forms0, d, float64(steps-steps0)/d)
			}
		}
	}()
	return ctx, func() {
		close(done)
		<-finished
		cancel()
	}
}

// checkTimeout reports a negative --timeout.
func checkTimeout(d time.Duration) error {
	if d < 0 {
		return fmt.Errorf("invalid argument %v for \"--timeout\" flag: want a duration ≥ 0 (0: no limit)", d)
	}
	return nil
}
