// Command sumregions solves a few Go regions, chills them, and adds them up:
// the chilled value of the whole board is the sum of the chilled values of
// its regions (chilling is cooling by 1 on Go values, Lemma 6.11, and
// cooling is linear, Theorem 5.12), and warming the sum recovers the board
// up to a star (Theorem 6.12).
//
//	go run ./examples/sumregions
package main

import (
	"context"
	"fmt"
	"log"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/chill"
	"github.com/tedomari/tedomari/goregion"
	"github.com/tedomari/tedomari/goregion/solve"
)

// regions are three small endgame regions of one board (Blom §6.1–6.3).
var regions = []struct{ name, diagram string }{
	{"corridor of length 2 (eq. 6.2)", "XXXO\nX..O\nXXXO\n"},
	{"short corridor (eq. 6.1)", "XXXO\nXo.O\nXXXO\n"},
	{"gold corridor (§6.3)", "XXXXO\nXo..O\nXXXXO\n"},
	{"dame (§6.1)", "XXO\nX.O\nXOO\n"},
}

func main() {
	ctx := context.Background()
	var values, chilled []cgt.Game
	for _, r := range regions {
		pos, err := goregion.ParseDiagram(r.diagram)
		if err != nil {
			log.Fatal(err)
		}
		sol, err := solve.Solve(ctx, pos, solve.Options{MaxNodes: 1_000_000})
		if err != nil {
			log.Fatal(err)
		}
		f := chill.Chill(sol.Value)
		fmt.Printf("%-32s value %-10v chilled %v\n", r.name, sol.Value, f)
		values = append(values, sol.Value)
		chilled = append(chilled, f)
	}
	sum, sumChilled := cgt.Sum(values...), cgt.Sum(chilled...)
	fmt.Printf("%-32s value %-10v chilled %v\n", "the whole board", sum, chill.Chill(sum))
	fmt.Printf("sum of the chilled values: %v (equal: %v)\n", sumChilled, sumChilled == chill.Chill(sum))
	fmt.Printf("warmed back: %v (the board, or the board + *: %v)\n",
		chill.Warm(sumChilled), chill.Warm(sumChilled) == sum || chill.Warm(sumChilled) == sum.Add(cgt.Star()))
	fmt.Printf("outcome %v, mean %v, temperature %v\n", sum.Outcome(), sum.Mean(), sum.Temperature())
}
