package cgt_test

import (
	"errors"
	"fmt"

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
