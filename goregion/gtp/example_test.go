package gtp_test

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/tedomari/tedomari/goregion"
	"github.com/tedomari/tedomari/goregion/gtp"
)

// A controller's session: a capture, a refused suicide, and genmove's
// answer when no exact analysis is plugged in.
func ExampleEngine_Run() {
	rules, _ := goregion.RulesByName("no-suicide")
	e, _ := gtp.New(rules, gtp.TerritoryCounting, 5)
	session := `1 play b c4
2 play w c3
3 play b b3
4 play b d3
5 play b c2     # captures C3
6 play w c3     # suicide: refused
7 genmove w
8 final_score
`
	var out strings.Builder
	e.Run(context.Background(), strings.NewReader(session), &out)
	printTrimmed(out.String())
	// Output:
	// =1
	//
	// =2
	//
	// =3
	//
	// =4
	//
	// =5
	//
	// ?6 illegal move: suicide is forbidden
	//
	// ?7 cannot decide a move exactly: this engine has no endgame analysis yet
	//
	// =8 B+22
}

// The endgame analysis plugs in as an Analyzer: genmove plays what it
// decides, and its errors become GTP errors, never a guess.
func ExampleAnalyzer() {
	rules, _ := goregion.RulesByName("no-suicide")
	e, _ := gtp.New(rules, gtp.TerritoryCounting, 9)
	e.Analyzer = func(ctx context.Context, q gtp.Query) (goregion.Move, error) {
		if q.Game.MovesPlayed() == 0 {
			return 0, errors.New("the board is not resolved into regions")
		}
		return goregion.Pass, nil
	}
	var out strings.Builder
	e.Run(context.Background(), strings.NewReader("genmove b\nplay b e5\ngenmove w\n"), &out)
	printTrimmed(out.String())
	// Output:
	// ? cannot decide a move exactly: the board is not resolved into regions
	//
	// =
	//
	// = pass
}

// printTrimmed prints s without the space that ends an empty success
// response ("= "), which an example's output cannot show.
func printTrimmed(s string) {
	for _, line := range strings.Split(strings.TrimRight(s, "\n"), "\n") {
		fmt.Println(strings.TrimRight(line, " "))
	}
}
