package chill_test

import (
	"fmt"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/chill"
)

// Chilling the values of Blom §6.1: the dame, the short corridor and the
// corridor of length two.
func ExampleChill() {
	for _, s := range []string{"*", "{2|0}", "{1|*}", "{5||4|0}"} {
		g := cgt.MustParse(s)
		fmt.Printf("f(%v) = %v\n", g, chill.Chill(g))
	}
	// Output:
	// f(*) = 0
	// f({2|0}) = 1*
	// f({1|*}) = 1/2
	// f({5||4|0}) = 4Tiny(2)
}

// Warming undoes chilling up to a star (Theorem 6.12): the corridor {1|*} is
// even (two empty points) and comes back; {2|0} is odd and comes back with a
// star added.
func ExampleWarm() {
	for _, s := range []string{"{1|*}", "{2|0}"} {
		g := cgt.MustParse(s)
		w := chill.Warm(chill.Chill(g))
		fmt.Printf("∫f(%v) = %v, G+*: %v\n", g, w, w == g.Add(cgt.Star()))
	}
	// Output:
	// ∫f({1|*}) = {1|*}, G+*: false
	// ∫f({2|0}) = {2*|*}, G+*: true
}

// Off the Go domain chilling is not cooling by 1, and not linear.
func ExampleChill_numbers() {
	half := cgt.MustParse("1/2")
	fmt.Println(chill.Chill(half), half.Cool(cgt.DyadicFromInt(1)))
	fmt.Println(chill.Chill(half).Add(chill.Chill(half)), chill.Chill(half.Add(half)))
	// Output:
	// 0 1/2
	// 0 1
}

// Theorem 6.3 for one gold stone: the chilled corridors are d + (0^d|0).
func ExampleGoldCorridorFormula() {
	for d := 0; d <= 4; d++ {
		g := chill.GoldCorridor(1, d)
		fmt.Printf("Corr_1(%d) = %v chills to %v; formula %v\n", d, g, chill.Chill(g), chill.GoldCorridorFormula(1, d))
	}
	// Output:
	// Corr_1(0) = 0 chills to 0; formula 0
	// Corr_1(1) = {2|0} chills to 1*; formula 1*
	// Corr_1(2) = {3||2|0} chills to 2^; formula 2^
	// Corr_1(3) = {4|||3||2|0} chills to 3^^*; formula 3^^*
	// Corr_1(4) = {5||||4|||3||2|0} chills to 4^3; formula 4^3
}

// Theorem 6.1 is exact at any length: f(Corr(70)) = 68 + 2^-69.
func ExampleCorridorFormula() {
	fmt.Println(chill.CorridorFormula(3), chill.Chill(chill.Corridor(3)))
	fmt.Println(chill.CorridorFormula(70))
	// Output:
	// 5/4 5/4
	// 40140115104391984316417/590295810358705651712
}

func ExampleGoldCorridorDiagram() {
	fmt.Print(chill.GoldCorridorDiagram(2, 3))
	// Output:
	// XXXXXXO
	// Xoo...O
	// XXXXXXO
}
