package cgt

import (
	"context"
	"errors"
	"strings"
	"testing"
)

func TestCallFunction(t *testing.T) {
	g := MustParse("{3||2*|1*}")
	tests := []struct {
		src  string
		name string
		args []Game
		want Game
	}{
		{cgsuiteGameTest + ":218", "Heat", []Game{g, FromInt(1)}, MustParse("{4|||3|1||0|-2}")},
		{cgsuiteGameTest + ":231", "Overheat", []Game{g, Star(), MustParse("1*")}, MustParse("{1||+-(1*)|-1,{-1|-3}}")},
		{cgsuiteGameTest + ":226", "Norton", []Game{FromInt(6), Up()}, Ups(6)},
		{cgsuiteGameTest + ":226", "NortonProduct", []Game{FromInt(6), Up()}, Ups(6)},
		{"issue 16: 1:-1 = 1/2", "OrdinalSum", []Game{FromInt(1), FromInt(-1)}, MustParse("1/2")},
		{cgsuiteCases, "AtomicWeight", []Game{MustParse("{^^^|vv}")}, MustParse("{1|0}")},
		{cgsuiteCases, "RCF", []Game{g}, MustParse("{3||2|1}")},
		{cgsuiteCases, "ReducedCanonicalForm", []Game{g}, MustParse("{3||2|1}")},
		{cgsuiteCases, "Freeze", []Game{g}, MustParse("9/4*")},
		{"CGSuite GameTest.scala (G.Cool(1/2))", "Cool", []Game{g, MustParse("1/2")}, MustParse("{5/2|2*}")},
		{"chill_test.go: ∫{0|1} = {1|*} (thesis eq. 6.2)", "Warm", []Game{MustParse("1/2")}, MustParse("{1|*}")},
		{cgsuiteGameTest + ":237", "Pow", []Game{Up(), FromInt(3)}, UpPow(3)},
		{cgsuiteGameTest + ":248", "PowTo", []Game{Up(), FromInt(3)}, UpPowTo(3)},
	}
	for _, tt := range tests {
		got, ok, err := callFunction(context.Background(), tt.name, tt.args)
		if !ok || err != nil || got != tt.want {
			t.Errorf("%s: %s(%v) = %v, %v, %v; want %v", tt.src, tt.name, tt.args, got, ok, err, tt.want)
		}
	}
	bad := []struct {
		name string
		args []Game
		want string
	}{
		{"Heat", []Game{g}, "Heat takes 2 arguments, not 1"},
		{"RCF", []Game{g, g}, "RCF takes 1 argument, not 2"},
		{"Norton", []Game{g, Star()}, "not positive"},
		{"AtomicWeight", []Game{g}, "not atomic"},
		{"Cool", []Game{g, Star()}, "not a number"},
		{"Cool", []Game{g, FromInt(-1)}, "negative"},
		{"Pow", []Game{MustParse("+-1"), FromInt(3)}, "{0|H}"},
		{"PowTo", []Game{Up(), MustParse("1/2")}, "not an integer"},
	}
	for _, tt := range bad {
		_, ok, err := callFunction(context.Background(), tt.name, tt.args)
		if !ok || err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s(%v): ok %v, error %v; want one containing %q", tt.name, tt.args, ok, err, tt.want)
		}
	}
	if _, ok, _ := callFunction(context.Background(), "Chill", []Game{g}); ok {
		t.Error(`callFunction("Chill") ok; cgt has no Chill`)
	}
	_, _, err := callFunction(context.Background(), "AtomicWeight", []Game{g})
	if !errors.Is(err, ErrNotAtomic) {
		t.Errorf("AtomicWeight({3||2*|1*}) error %v, want ErrNotAtomic", err)
	}
	if names := functionNames(); len(names) != len(functions) || names[0] != "AtomicWeight" {
		t.Errorf("functionNames() = %v", names)
	}
}

func TestTempering(t *testing.T) {
	tests := []struct {
		src, g string
		want   Tempering
	}{
		{cgsuiteCases, "5", EvenTempered},
		{cgsuiteCases, "9/8*", OddTempered},
		{cgsuiteCases, "{3||2*|1*}", OddTempered},
		{cgsuiteCases, "^", NeitherTempered},
		{cgsuiteCases, "*8", NeitherTempered},
		{"Lessons in Play: {1|0} (options even) is odd-tempered", "{1|0}", OddTempered},
		{"Lessons in Play: {1*|*} (options odd) is even-tempered", "{1*|*}", EvenTempered},
	}
	for _, tt := range tests {
		if got := MustParse(tt.g).Tempering(); got != tt.want {
			t.Errorf("%s: %s.Tempering() = %v, want %v", tt.src, tt.g, got, tt.want)
		}
	}
}

// RegisterFunction adds a function to the notation and refuses names
// that are taken or that the lexer could not read back.
func TestRegisterFunction(t *testing.T) {
	RegisterFunction("TestTwice", 1, func(ctx context.Context, a []Game) (Game, error) { return a[0].Add(a[0]), nil })
	t.Cleanup(func() {
		funcMu.Lock()
		delete(functions, "TestTwice")
		funcMu.Unlock()
	})
	if g, err := Parse("TestTwice(^) + v"); err != nil || g != Up() {
		t.Errorf("Parse(TestTwice(^) + v) = %v, %v; want ^", g, err)
	}
	for _, name := range []string{"TestTwice", "Heat", "Tiny", "lower", "A-B", ""} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("RegisterFunction(%q) did not panic", name)
				}
			}()
			RegisterFunction(name, 1, func(ctx context.Context, a []Game) (Game, error) { return a[0], nil })
		}()
	}
}
