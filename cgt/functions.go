package cgt

import (
	"context"
	"fmt"
	"sort"
	"sync"
)

// The operations of the notation's function calls, named as CGSuite's
// methods: Heat(G, t) is CGSuite's G.Heat(t). The parser of parse.go calls
// callFunction when it reads one of these names; "Tiny" and "Miny" stay
// the parser's own. Packages that cgt cannot import add theirs with
// RegisterFunction (chill registers Chill).

// function is one callable operation: its arity and its body.
type function struct {
	args int
	call func(ctx context.Context, a []Game) (Game, error)
}

var (
	funcMu    sync.RWMutex // guards functions
	functions = map[string]function{
		"Heat": {2, func(ctx context.Context, a []Game) (Game, error) { return a[0].HeatContext(ctx, a[1]) }},
		"Overheat": {3, func(ctx context.Context, a []Game) (Game, error) {
			return a[0].OverheatContext(ctx, a[1], a[2])
		}},
		"Norton":        {2, func(ctx context.Context, a []Game) (Game, error) { return a[0].NortonProductContext(ctx, a[1]) }},
		"NortonProduct": {2, func(ctx context.Context, a []Game) (Game, error) { return a[0].NortonProductContext(ctx, a[1]) }},
		"OrdinalSum":    {2, func(ctx context.Context, a []Game) (Game, error) { return OrdinalSumContext(ctx, a[0], a[1]) }},
		"AtomicWeight":  {1, func(ctx context.Context, a []Game) (Game, error) { return a[0].AtomicWeightContext(ctx) }},
		"RCF":           {1, func(ctx context.Context, a []Game) (Game, error) { return a[0].ReducedCanonicalFormContext(ctx) }},
		"ReducedCanonicalForm": {1, func(ctx context.Context, a []Game) (Game, error) {
			return a[0].ReducedCanonicalFormContext(ctx)
		}},
		"Freeze": {1, func(ctx context.Context, a []Game) (Game, error) { return a[0].FreezeContext(ctx) }},
		"Cool": {2, func(ctx context.Context, a []Game) (Game, error) {
			t, ok := a[1].Number()
			if !ok {
				return Game{}, fmt.Errorf("cgt: Cool: the temperature %v is not a number", a[1])
			}
			return a[0].CoolContext(ctx, t)
		}},
		// Warm is Berlekamp's warming, ∫G = G.Overheat(1*, 1) (heat.go; the
		// same operator as chill.Warm, which a test checks). Chill needs the
		// chill package, which cgt does not import: the caller adds it.
		"Warm": {1, func(ctx context.Context, a []Game) (Game, error) {
			return a[0].OverheatContext(ctx, FromInt(1).Add(Star()), FromInt(1))
		}},
		"Pow": {2, func(ctx context.Context, a []Game) (Game, error) {
			n, err := smallInt("Pow", a[1])
			if err != nil {
				return Game{}, err
			}
			return a[0].Pow(n)
		}},
		"PowTo": {2, func(ctx context.Context, a []Game) (Game, error) {
			n, err := smallInt("PowTo", a[1])
			if err != nil {
				return Game{}, err
			}
			return a[0].PowTo(n)
		}},
	}
)

// RegisterFunction adds the function name, taking args games, to the
// notation that [Parse] reads: "name(A, B)" is f(ctx, [A, B]). It is
// meant for packages that cgt cannot import, as image/png registers its
// format with image.RegisterFormat: package chill registers "Chill" in
// its init function, so every program that imports chill can write
// Chill(G). f must stop when ctx is done and return ctx's error; any
// other error it returns is reported by Parse as a *[SyntaxError] that
// wraps it.
//
// RegisterFunction panics if name is not an upper-case ASCII letter
// followed by letters and digits, if it is
// taken (Tiny, Miny and cgt's own functions included), if args < 1 or if
// f is nil: these are programming errors.
func RegisterFunction(name string, args int, f func(ctx context.Context, args []Game) (Game, error)) {
	if !validFunctionName(name) {
		panic("cgt: RegisterFunction: invalid name " + name)
	}
	if args < 1 || f == nil {
		panic("cgt: RegisterFunction: " + name + " needs at least one argument and a function")
	}
	funcMu.Lock()
	defer funcMu.Unlock()
	if _, dup := functions[name]; dup || name == "Tiny" || name == "Miny" {
		panic("cgt: RegisterFunction: " + name + " is already defined")
	}
	functions[name] = function{args, f}
}

// validFunctionName reports whether name can be a function of the
// notation: an upper-case ASCII letter, then letters and digits (names
// of the shared form start with a lower-case letter, so the two never
// meet).
func validFunctionName(name string) bool {
	if name == "" || name[0] < 'A' || name[0] > 'Z' {
		return false
	}
	for i := 1; i < len(name); i++ {
		if c := name[i]; !isLetter(c) && !('0' <= c && c <= '9') {
			return false
		}
	}
	return true
}

// isFunction reports whether name is a function callFunction knows.
func isFunction(name string) bool {
	funcMu.RLock()
	defer funcMu.RUnlock()
	_, ok := functions[name]
	return ok
}

// smallInt returns g as an exponent from 0 to maxUptimalExponent.
func smallInt(name string, g Game) (int, error) {
	d, ok := g.Number()
	n, fits := d.Int64()
	if !ok || !fits || n < 0 || n > maxUptimalExponent {
		return 0, fmt.Errorf("cgt: %s: the exponent %v is not an integer from 0 to %d", name, g, maxUptimalExponent)
	}
	return int(n), nil
}

// functionNames returns the names callFunction knows, sorted, for error
// messages ("expected one of …").
func functionNames() []string {
	funcMu.RLock()
	defer funcMu.RUnlock()
	names := make([]string, 0, len(functions))
	for name := range functions {
		names = append(names, name)
	}
	sort.Strings(names)
	return names
}

// callFunction applies the operation name to args. ok is false if there is
// no such function (the parser then reports the name); err is an error
// for a wrong number of arguments, an argument the operation refuses (a
// unit that is not positive, a game that is not atomic: ErrNotAtomic), or
// ctx's error.
func callFunction(ctx context.Context, name string, args []Game) (g Game, ok bool, err error) {
	funcMu.RLock()
	f, ok := functions[name]
	funcMu.RUnlock()
	if !ok {
		return Game{}, false, nil
	}
	if len(args) != f.args {
		s := "s"
		if f.args == 1 {
			s = ""
		}
		return Game{}, true, fmt.Errorf("cgt: %s takes %d argument%s, not %d", name, f.args, s, len(args))
	}
	if ctx == nil {
		ctx = context.Background()
	}
	g, err = f.call(ctx, args)
	return g, true, err
}
