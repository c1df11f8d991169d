package cgt

import (
	"context"
	"sync/atomic"
)

// Cancellation and progress.
//
// Sums, comparisons and simplifications can take time exponential in the
// size of the games: the canonical form of a sum of n switches of different
// sizes has about 2^n positions, and ^1000 is built from 1000 ever larger
// sums. The functions that take a context.Context ([ParseContext],
// [SumContext], [NewContext], [Game.CoolContext],
// [Game.ThermographContext], [Game.StringContext]) stop such work when the
// context is done and return its error (context.Canceled or
// context.DeadlineExceeded). [Counters] reports the work done so far, for
// progress lines.
//
// How a computation is abandoned: every computation holds mu, so at most
// one runs at a time and the context of the running one is kept in cur
// (guarded by mu). The recursive steps call tick, which every
// tickInterval steps checks cur and, if it is done, panics with a
// canceled value; the entry point recovers it (catch) and returns the
// error, and mu is released by the deferred Unlock on the way out.
//
// Why the tables stay consistent: a result is stored in a table (forms,
// numbers, sumMemo, leqMemo, coolMemo, and a node's neg, birthday, stops,
// therm and nim caches) only once it is complete, by a single assignment
// after the work that computes it; the work in progress lives in local
// variables, which the panic discards. No tick runs between two
// assignments that belong together (internForm and numberNode do not tick,
// neg sets both of its links after computing the result, and opts builds a
// number's options without ticking). So an abandoned computation leaves
// only complete, correct entries behind, and a later call recomputes
// whatever was not stored. (Node ids taken by abandoned work are never
// reused; ids need only be distinct.) The cleanup that sweeps the intern
// tables after a collection (intern.go) takes mu only with TryLock, so it
// never waits for a computation, and it deletes only entries whose node
// is gone.

// tickInterval is how many steps pass between two checks of the context:
// a step takes about a microsecond, so a cancellation is noticed within a
// millisecond or so.
const tickInterval = 1 << 10

var (
	cur   context.Context // the running computation's context, or nil; guarded by mu
	steps atomic.Uint64   // elementary steps since the program started
	made  atomic.Uint64   // nodes ever made (canonical forms and numbers)
)

// canceled is the panic value that abandons a computation.
type canceled struct{ err error }

// tick counts one elementary step and abandons the computation if its
// context is done. It must be called with mu held.
func tick() {
	if steps.Add(1)%tickInterval == 0 && cur != nil {
		if err := cur.Err(); err != nil {
			panic(canceled{err})
		}
	}
}

// newID returns the id of a new node.
func newID() uint32 {
	return uint32(made.Add(1))
}

// locked runs f holding mu, with ctx (nil for none) as the context of the
// computation. A cancellation panics out of f with a canceled value, which
// the caller's catch turns into an error.
func locked[T any](ctx context.Context, f func() T) T {
	mu.Lock()
	defer mu.Unlock()
	if ctx != nil {
		if err := ctx.Err(); err != nil {
			panic(canceled{err})
		}
	}
	cur = ctx
	defer func() { cur = nil }()
	return f()
}

// catch recovers a cancellation into *err; it re-panics anything else.
// Use it deferred in every function that passes a context to locked.
func catch(err *error) {
	if r := recover(); r != nil {
		c, ok := r.(canceled)
		if !ok {
			panic(r)
		}
		*err = c.err
	}
}

// Counters reports the work the engine has done since the program started:
// steps counts elementary steps (a sum, comparison, negation, cooling or
// thermograph of a node not found in a table, a simplification round, a
// node written by StringContext), and forms counts the canonical forms
// made (numbers included). Both only grow. Counters is safe to call from any goroutine while
// another computes, so that a progress line can watch a long computation.
func Counters() (steps, forms uint64) {
	return stepsDone(), made.Load()
}

func stepsDone() uint64 { return steps.Load() }

// SumContext is like [Sum] but stops when ctx is done, returning ctx's
// error.
func SumContext(ctx context.Context, games ...Game) (g Game, err error) {
	defer catch(&err)
	return locked(ctx, func() Game {
		r := zeroNode
		for _, h := range games {
			r = add(r, h.node())
		}
		return wrap(r)
	}), nil
}

// NewContext is like [New] but stops when ctx is done, returning ctx's
// error.
func NewContext(ctx context.Context, left, right []Game) (g Game, err error) {
	defer catch(&err)
	return locked(ctx, func() Game { return wrap(canonical(nodesOf(left), nodesOf(right))) }), nil
}

// CoolContext is like [Game.Cool] but stops when ctx is done, returning
// ctx's error. It returns an error, not a panic, for t < 0.
func (g Game) CoolContext(ctx context.Context, t Dyadic) (c Game, err error) {
	if t.Sign() < 0 {
		return Game{}, errNegativeCooling
	}
	defer catch(&err)
	return locked(ctx, func() Game { return wrap(cool(g.node(), t)) }), nil
}

// ThermographContext is like [Game.Thermograph] but stops when ctx is
// done, returning ctx's error.
func (g Game) ThermographContext(ctx context.Context) (th *Thermograph, err error) {
	defer catch(&err)
	return locked(ctx, func() *Thermograph { return thermograph(g.node()) }), nil
}
