package solve_test

import (
	"context"
	"fmt"

	"github.com/tedomari/tedomari/goregion"
	"github.com/tedomari/tedomari/goregion/solve"
)

// The two-point region of Blom §4.1: G = {1|*}; Black's move next to its own
// wall is dominated, White's there is reversible through 2.
func ExampleSolve() {
	pos, err := goregion.ParseDiagram("XXXX\nX..O\nXXXX")
	if err != nil {
		panic(err)
	}
	sol, err := solve.Solve(context.Background(), pos, solve.Options{})
	if err != nil {
		panic(err)
	}
	fmt.Println(sol.Value, sol.Parity)
	for _, o := range sol.RightMoves {
		fmt.Println("White", o.Name, o.Value, "dominated:", o.Dominated, "reversible:", o.Reversible)
	}
	// Output:
	// {1|*} even
	// White B2 {2|0} dominated: true reversible: true
	// White C2 * dominated: false reversible: false
}

// The graph of issue 11, whose two parts make a ko together: the two
// readings of superko (FORMATS.md §3) give different values.
func ExampleOptions_wholeLine() {
	pos, err := goregion.ParseGraph("points B W a b c d e\nedges B-a-b-W B-c-d-e-W c-e\nblack B\nwhite W\nimmortal B W")
	if err != nil {
		panic(err)
	}
	for _, wholeLine := range []bool{false, true} {
		sol, err := solve.Solve(context.Background(), pos, solve.Options{WholeLine: wholeLine})
		if err != nil {
			panic(err)
		}
		fmt.Printf("whole line %v: %v, %d part(s)\n", wholeLine, sol.Value, len(sol.Parts))
	}
	// Output:
	// whole line false: *, 2 part(s)
	// whole line true: {*,{1|*}|*,{*|-1}}, 1 part(s)
}
