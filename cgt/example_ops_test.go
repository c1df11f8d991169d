package cgt_test

import (
	"fmt"

	"github.com/tedomari/tedomari/cgt"
)

func ExampleGame_AtomicWeight() {
	for _, s := range []string{"^^*", "{^^^|vv}", "{1|^^^||^}"} {
		aw, err := cgt.MustParse(s).AtomicWeight()
		fmt.Println(s, aw, err)
	}
	// Output:
	// ^^* 2 <nil>
	// {^^^|vv} {1|0} <nil>
	// {1|^^^||^} 0 cgt: not atomic
}

// The reduced canonical form forgets infinitesimals (CGSuite's test case).
func ExampleGame_ReducedCanonicalForm() {
	g := cgt.MustParse("{3||2*|1*}")
	fmt.Println(g.ReducedCanonicalForm())
	// Output: {3||2|1}
}

// Heating {3||2*|1*} by 1 and by * (CGSuite's GameTest.scala).
func ExampleGame_Heat() {
	g := cgt.MustParse("{3||2*|1*}")
	fmt.Println(g.Heat(cgt.FromInt(1)))
	fmt.Println(g.Heat(cgt.Star()))
	// Output:
	// {4|||3|1||0|-2}
	// {3*||2|1}
}

// Norton multiplication by ^ (CGSuite's GameTest.scala).
func ExampleGame_NortonProduct() {
	fmt.Println(cgt.FromInt(6).NortonProduct(cgt.Up()))
	fmt.Println(cgt.MustParse("1/2").NortonProduct(cgt.Up()))
	// Output:
	// ^6
	// {^^*|v*}
}

// Ordinal sums: in Hackenbush, an edge on top of another.
func ExampleOrdinalSum() {
	fmt.Println(cgt.OrdinalSum(cgt.FromInt(1), cgt.FromInt(1)))
	fmt.Println(cgt.OrdinalSum(cgt.FromInt(1), cgt.FromInt(-1)))
	fmt.Println(cgt.OrdinalSum(cgt.Star(), cgt.FromInt(1)))
	// Output:
	// 2
	// 1/2
	// ^*
}

// Overheating from 1* to 1 is warming: * warms to the switch ±1.
func ExampleGame_Overheat() {
	oneStar := cgt.MustParse("1*")
	fmt.Println(cgt.Star().Overheat(oneStar, cgt.FromInt(1)))
	// Output: +-1
}

// Up-nth and up-to-the-n, and the uptimal expansion of ^[4] (CGSuite's
// test cases).
func ExampleGame_UptimalExpansion() {
	u, ok := cgt.UpPowTo(4).UptimalExpansion()
	fmt.Println(u, ok)
	fmt.Println(cgt.UpPow(2) == cgt.MustParse("{0|v*}"))
	// Output:
	// 0.1111 true
	// true
}
