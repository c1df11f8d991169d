package cgt_test

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/tedomari/tedomari/cgt"
)

// Three gote points of one point each: the first player takes two of them
// (Winning Ways ch. 1; the sum is {2|1}).
func ExampleGame_Add() {
	g := cgt.MustParse("{1|0}")
	fmt.Println(g.Add(g).Add(g))
	fmt.Println(cgt.MustParse("^").Add(cgt.MustParse("^*")))
	// Output:
	// {2|1}
	// ^^*
}

func ExampleGame_Compare() {
	fmt.Println(cgt.Up().Compare(cgt.Zero()), cgt.Star().Compare(cgt.Zero()), cgt.Tiny(cgt.FromInt(2)).Compare(cgt.Up()))
	// Output: > || <
}

// Cooling {10|{5|0}} by one point (Berlekamp–Wolfe): both players pay a
// point to move; the game is still hot.
func ExampleGame_Cool() {
	g := cgt.MustParse("{10|{5|0}}")
	fmt.Println(g.Cool(cgt.DyadicFromInt(1)))
	fmt.Println(g.Mean(), g.Temperature())
	// Output:
	// {9||5|2}
	// 25/4 15/4
}

// The thermograph of {3||2*|1*} (issue 2's example): the left wall falls
// from 3, the right wall stands at 2 until 1/2 and both meet the mast 9/4
// at temperature 3/4.
func Example_thermograph() {
	th := cgt.MustParse("{3||2*|1*}").Thermograph()
	fmt.Println("left:", th.Left)
	fmt.Println("right:", th.Right)
	fmt.Println("mast:", th.Mast, "temperature:", th.Temperature)
	// Output:
	// left: [{0 3} {3/4 9/4}]
	// right: [{0 2} {1/2 2} {3/4 9/4}]
	// mast: 9/4 temperature: 3/4
}

func ExampleBornBy() {
	for day := range 4 {
		gs, _ := cgt.BornBy(day)
		fmt.Println(day, len(gs))
	}
	// Output:
	// 0 1
	// 1 4
	// 2 22
	// 3 1474
}

// A sum of forty switches of different sizes has a canonical form of about
// 2^40 positions: a deadline stops the work, and the engine's tables stay
// usable afterwards. (±3 ± 2 = ±{5|1}: either player moves in the larger
// switch first, leaving 3 ± 2 = {5|1} or its negative.)
func ExampleParseContext() {
	var sum []string
	for k := 40; k > 0; k-- {
		sum = append(sum, fmt.Sprintf("{%d|-%d}", k, k))
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Millisecond)
	defer cancel()
	_, err := cgt.ParseContext(ctx, strings.Join(sum, "+"))
	fmt.Println(err)
	fmt.Println(cgt.MustParse("{3|-3} + {2|-2}"))
	// Output:
	// context deadline exceeded
	// +-{5|1}
}
