package cgt_test

import (
	"errors"
	"fmt"
	"strings"

	"github.com/tedomari/tedomari/cgt"
)

func ExampleParse() {
	for _, s := range []string{"^+^+*", "{0,*|0,*}", "{1|0}+{1|0}+{1|0}", "{0|{0|-2}}", "{1|*"} {
		g, err := cgt.Parse(s)
		if err != nil {
			var se *cgt.SyntaxError
			if errors.As(err, &se) {
				fmt.Printf("%s: error at offset %d: %s\n", s, se.Offset, se.Msg)
			}
			continue
		}
		fmt.Printf("%s = %v = %s\n", s, g, g.Explicit())
	}
	// Output:
	// ^+^+* = ^^* = {0|{0|{0|0}}}
	// {0,*|0,*} = *2 = {0,{0|0}|0,{0|0}}
	// {1|0}+{1|0}+{1|0} = {2|1} = {2|1}
	// {0|{0|-2}} = Tiny(2) = {0|{0|-2}}
	// {1|*: error at offset 4: missing '}'
}

func ExampleGame_String() {
	two := cgt.FromInt(2)
	fmt.Println(cgt.Ups(3).Add(cgt.Nimber(2)))
	fmt.Println(cgt.FromInt(4).Add(cgt.Tiny(two)))
	fmt.Println(cgt.Switch(cgt.MustParse("1*")))
	fmt.Println(cgt.New([]cgt.Game{cgt.FromInt(4)}, []cgt.Game{two}))
	fmt.Println(cgt.MustParse("{1|{0|-1}}"))
	// Output:
	// ^3*2
	// 4Tiny(2)
	// +-(1*)
	// {4|2}
	// {1||0|-1}
}

// The notation of CGSuite's operations: up-nth and up-to-the-n, the
// ordinal sum, and CGSuite's methods as functions (Winning Ways: 1:-1 =
// 1/2, *:1 = ^*; heating {2|0} by 1 gives {3|-1}; CGSuite: AW({^^^|vv}) =
// {1|0} and {3||2*|1*} reduces to {3||2|1}).
func ExampleParse_operations() {
	for _, s := range []string{"^<3>", "^ + ^<2>", "1:-1", "*:1", "Heat({2|0}, 1)",
		"AtomicWeight({^^^|vv})", "RCF({3||2*|1*})", "AtomicWeight(1)"} {
		g, err := cgt.Parse(s)
		if err != nil {
			fmt.Printf("%s: %v (not atomic: %v)\n", s, err, errors.Is(err, cgt.ErrNotAtomic))
			continue
		}
		fmt.Printf("%s = %v\n", s, g)
	}
	// Output:
	// ^<3> = ^<3>
	// ^ + ^<2> = ^[2]
	// 1:-1 = 1/2
	// *:1 = ^*
	// Heat({2|0}, 1) = {3|-1}
	// AtomicWeight({^^^|vv}) = {1|0}
	// RCF({3||2*|1*}) = {3||2|1}
	// AtomicWeight(1): cgt: parse "AtomicWeight(1)": column 1: AtomicWeight: not atomic (not atomic: true)
}

// The shared form names the parts that the conventional text repeats; it
// reads back to the same game.
func ExampleGame_SharedString() {
	g := cgt.MustParse("{5|-2} + {4|{4|2}} + {2||1|0} + {1|*}")
	s := g.SharedString()
	fmt.Println(g.ConventionalLen(), len(s))
	fmt.Println(s[:strings.Index(s, ";")])
	h, err := cgt.Parse(s)
	fmt.Println(h == g, err)
	// Output:
	// 589 345
	// a := {{11|10},{11|10*}|{10|9*},{10*|9*}}
	// true <nil>
}
