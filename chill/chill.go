package chill

import (
	"context"
	"fmt"
	"sync"

	"github.com/tedomari/tedomari/cgt"
)

var (
	one      = cgt.FromInt(1)
	minusOne = cgt.FromInt(-1)
)

// memo caches Chill and Warm on canonical forms; cgt.Game is comparable and
// interned, so the game itself is the key. Its entries hold their games,
// and so keep their canonical forms in cgt's intern table, which keeps
// only the forms something reaches: so that a long-running program does
// not grow without end, a memo is bounded like cgt's caches, by two
// generations of at most memoGeneration entries (new entries go into the
// current one, a hit in the old one is copied into the current one, and
// when the current one is full the old one is dropped), and ReleaseCaches
// empties it.
type memo struct {
	mu       sync.Mutex
	cur, old map[cgt.Game]cgt.Game
	limit    int // the most entries of one generation; memoGeneration when 0
}

// memoGeneration is the most entries of one generation of a memo.
const memoGeneration = 1 << 16

func (c *memo) get(g cgt.Game) (cgt.Game, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if r, ok := c.cur[g]; ok {
		return r, true
	}
	r, ok := c.old[g]
	if ok {
		c.putLocked(g, r)
	}
	return r, ok
}

func (c *memo) put(g, r cgt.Game) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.putLocked(g, r)
}

func (c *memo) putLocked(g, r cgt.Game) {
	limit := c.limit
	if limit == 0 {
		limit = memoGeneration
	}
	if c.cur == nil {
		c.cur = make(map[cgt.Game]cgt.Game)
	} else if len(c.cur) >= limit {
		c.old, c.cur = c.cur, make(map[cgt.Game]cgt.Game, limit/4)
	}
	c.cur[g] = r
}

// len returns the number of entries.
func (c *memo) len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.cur) + len(c.old)
}

// release empties c.
func (c *memo) release() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.cur, c.old = nil, nil
}

var chillMemo, warmMemo memo

// ReleaseCaches empties the caches of Chill and Warm, so that the games
// they hold, and their canonical forms in package cgt's intern table, can
// be collected; the values are unaffected, later calls may only be slower.
// A long-running program calls it with cgt.ReleaseCaches between
// independent computations. The caches are bounded in any case.
func ReleaseCaches() {
	chillMemo.release()
	warmMemo.release()
}

// integer returns the integer n and true if g is an integer.
func integer(g cgt.Game) (cgt.Dyadic, bool) {
	d, ok := g.Number()
	return d, ok && d.IsInteger()
}

// integerStar returns n and true if g = n + * for an integer n, whose
// canonical form is {n | n}.
func integerStar(g cgt.Game) (cgt.Game, bool) {
	if g.IsNumber() {
		return cgt.Game{}, false
	}
	l, r := g.Left(), g.Right()
	if len(l) != 1 || len(r) != 1 || l[0] != r[0] {
		return cgt.Game{}, false
	}
	if _, ok := integer(l[0]); !ok {
		return cgt.Game{}, false
	}
	return l[0], true
}

// Chill returns f(g), the thesis's chilling operator (Blom §6.4), applied to
// the canonical form of g:
//
//	f(G) = n                        if G = n or G = n* for an integer n
//	f(G) = {f(G^L) − 1 | f(G^R) + 1}  otherwise.
//
// On elementary Go positions f(G) is G cooled by 1 (Lemma 6.11). Off the Go
// domain it is not: a number that is not an integer chills to an integer
// (f(1/2) = 0, while 1/2 cooled by 1 is 1/2), and f is not linear there
// (f(1/2) + f(1/2) = 0, but f(1) = 1). Chill is defined for every game.
func Chill(g cgt.Game) cgt.Game {
	r, _ := ChillContext(context.Background(), g)
	return r
}

// ChillContext is like [Chill] but stops when ctx is done and returns ctx's
// error: chilling simplifies a new game at every position of g's canonical
// form, which can take long for games with many positions.
func ChillContext(ctx context.Context, g cgt.Game) (cgt.Game, error) {
	if _, ok := integer(g); ok {
		return g, nil
	}
	if n, ok := integerStar(g); ok {
		return n, nil
	}
	if r, ok := chillMemo.get(g); ok {
		return r, nil
	}
	if err := ctx.Err(); err != nil {
		return cgt.Game{}, err
	}
	left, right, err := mapOptions(ctx, g, ChillContext, minusOne, one)
	if err != nil {
		return cgt.Game{}, err
	}
	r, err := cgt.NewContext(ctx, left, right)
	if err != nil {
		return cgt.Game{}, err
	}
	chillMemo.put(g, r)
	return r, nil
}

// mapOptions returns op(G^L) + dl for the Left options of g and
// op(G^R) + dr for its Right options.
func mapOptions(ctx context.Context, g cgt.Game, op func(context.Context, cgt.Game) (cgt.Game, error), dl, dr cgt.Game) (left, right []cgt.Game, err error) {
	side := func(opts []cgt.Game, d cgt.Game) ([]cgt.Game, error) {
		out := make([]cgt.Game, len(opts))
		for i, o := range opts {
			r, err := op(ctx, o)
			if err != nil {
				return nil, err
			}
			if out[i], err = cgt.SumContext(ctx, r, d); err != nil {
				return nil, err
			}
		}
		return out, nil
	}
	if left, err = side(g.Left(), dl); err != nil {
		return nil, nil, err
	}
	if right, err = side(g.Right(), dr); err != nil {
		return nil, nil, err
	}
	return left, right, nil
}

// Warm returns ∫g, the thesis's warming operator (Definition 6.7), applied to
// the canonical form of g:
//
//	∫G = G                       if G is an even integer
//	∫G = G*                      if G is an odd integer
//	∫G = {1 + ∫G^L | −1 + ∫G^R}    otherwise.
//
// Warming undoes chilling on Go values up to a star: ∫f(G) is G or G + *
// for every elementary Go position G (Theorem 6.12).
func Warm(g cgt.Game) cgt.Game {
	r, _ := WarmContext(context.Background(), g)
	return r
}

// WarmContext is like [Warm] but stops when ctx is done and returns ctx's
// error.
func WarmContext(ctx context.Context, g cgt.Game) (cgt.Game, error) {
	if d, ok := integer(g); ok {
		if d.Num().Bit(0) == 0 {
			return g, nil
		}
		return g.Add(cgt.Star()), nil
	}
	if r, ok := warmMemo.get(g); ok {
		return r, nil
	}
	if err := ctx.Err(); err != nil {
		return cgt.Game{}, err
	}
	left, right, err := mapOptions(ctx, g, WarmContext, one, minusOne)
	if err != nil {
		return cgt.Game{}, err
	}
	r, err := cgt.NewContext(ctx, left, right)
	if err != nil {
		return cgt.Game{}, err
	}
	warmMemo.put(g, r)
	return r, nil
}

// ValueParity returns the parity that the value g of an elementary Go
// position implies, and true; it returns false when g cannot be the value of
// one (∫f(g) is neither g nor g + *).
//
// The parity is even when ∫f(g) = g and odd when ∫f(g) = g + *. For a
// position of temperature 0 this is Proposition 6.6 (an even position
// equals n with n even or n* with n odd); for a hot position it is
// Theorem 6.12 and the remark that adding a dame point changes the parity
// but not the chilled value.
func ValueParity(g cgt.Game) (Parity, bool) {
	w := Warm(Chill(g))
	switch w {
	case g:
		return Even, true
	case g.Add(cgt.Star()):
		return Odd, true
	}
	return Even, false
}

// TheoremError reports a game that breaks one of the results of Blom §6.4
// that hold for every elementary Go position; Check returns it.
type TheoremError struct {
	Game   cgt.Game
	Result string // "Definition 3.2", "Proposition 6.6", "Lemma 6.11" or "Theorem 6.12"
	Detail string
}

// Error returns the message: the game, the result that fails and why.
func (e *TheoremError) Error() string {
	return fmt.Sprintf("chill: %v is not the value of an elementary Go position: %s fails: %s",
		e.Game, e.Result, e.Detail)
}

// Check reports whether g behaves as the value of an elementary Go
// position must: it returns nil, or a *TheoremError naming the first result
// that fails among
//
//   - integer stops (an elementary position stops on whole points),
//   - Proposition 6.6: temperature 0 implies g = n or g = n* for an integer n,
//   - Lemma 6.11: f(g) = g cooled by 1,
//   - Theorem 6.12: ∫f(g) = g or ∫f(g) = g + *.
//
// The checks are made on g and, recursively, on every position of its
// canonical form. Go positions that are not elementary (seki, or a group
// that could live but must fill its own eyes) may fail.
func Check(g cgt.Game) error {
	seen := map[cgt.Game]bool{}
	var walk func(h cgt.Game) error
	walk = func(h cgt.Game) error {
		if seen[h] {
			return nil
		}
		seen[h] = true
		if err := checkOne(h); err != nil {
			if h != g {
				err.Detail += fmt.Sprintf(" (at the subposition %v)", h)
				err.Game = g
			}
			return err
		}
		for _, o := range h.Left() {
			if err := walk(o); err != nil {
				return err
			}
		}
		for _, o := range h.Right() {
			if err := walk(o); err != nil {
				return err
			}
		}
		return nil
	}
	if err := walk(g); err != nil {
		return err
	}
	return nil
}

func checkOne(g cgt.Game) *TheoremError {
	if _, ok := integer(g); ok {
		return nil
	}
	fail := func(result, format string, args ...any) *TheoremError {
		return &TheoremError{Game: g, Result: result, Detail: fmt.Sprintf(format, args...)}
	}
	ls, rs := g.LeftStop(), g.RightStop()
	if !ls.IsInteger() || !rs.IsInteger() {
		return fail("Definition 3.2", "the stops %v and %v are not both integers", ls, rs)
	}
	if g.Temperature().Sign() == 0 {
		if _, ok := integerStar(g); !ok {
			return fail("Proposition 6.6", "temperature 0 but not of the form n or n*")
		}
	}
	f, c := Chill(g), g.Cool(cgt.DyadicFromInt(1))
	if f != c {
		return fail("Lemma 6.11", "f(G) = %v but G cooled by 1 is %v", f, c)
	}
	if w := Warm(f); w != g && w != g.Add(cgt.Star()) {
		return fail("Theorem 6.12", "∫f(G) = %v is neither G nor G + *", w)
	}
	return nil
}
