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
