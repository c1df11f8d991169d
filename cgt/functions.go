package cgt

import (
	"context"
	"fmt"
	"sort"
)

// The operations of the notation's function calls, named as CGSuite's
// methods: Heat(G, t) is CGSuite's G.Heat(t). The parser of parse.go is to
// call callFunction when it reads a name followed by "(" (it is not wired
// in yet); "Tiny" and "Miny" stay the parser's own.

// function is one callable operation: its arity and its body.
type function struct {
	args int
	call func(ctx context.Context, a []Game) (Game, error)
}

var functions = map[string]function{
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
	f, ok := functions[name]
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
