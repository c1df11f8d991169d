package endgame

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/goregion"
	"github.com/tedomari/tedomari/goregion/solve"
)

// lineDiff reports how the analysis got (the line of play with the tables
// of the first solves) differs from want (the line solving each region
// afresh after each move, Options.freshLine): "" when the best moves, the
// results, the line with every field of its moves, the count after it and
// the assumptions are the same.
func lineDiff(got, want *Analysis) string {
	switch {
	case !slices.Equal(got.BestMoves, want.BestMoves):
		return fmt.Sprintf("best moves %v, afresh %v", egMoveNames(got.BestMoves), egMoveNames(want.BestMoves))
	case got.ResultIfBlackFirst != want.ResultIfBlackFirst || got.ResultIfWhiteFirst != want.ResultIfWhiteFirst:
		return fmt.Sprintf("results %v %v, afresh %v %v", got.ResultIfBlackFirst, got.ResultIfWhiteFirst, want.ResultIfBlackFirst, want.ResultIfWhiteFirst)
	case !slices.Equal(got.Line, want.Line):
		return fmt.Sprintf("line %v, afresh %v", egMoveNames(got.Line), egMoveNames(want.Line))
	case got.LineCount != want.LineCount:
		return fmt.Sprintf("count after the line %v, afresh %v", got.LineCount, want.LineCount)
	case !slices.Equal(got.Assumptions, want.Assumptions):
		return fmt.Sprintf("assumptions %q, afresh %q", got.Assumptions, want.Assumptions)
	}
	return ""
}

// TestLineAgain checks that the line of play found with the tables of the
// first solves (solve.Solution.Again) is the one found by solving each
// region afresh after each move, as the line was first written: on random
// small boards (walls of immortal stones, kos among them), on open
// corridors judged by Assess, on positions just after a capture with the
// recapture banned, and on the generated 19×19 late endgames; both players
// to move, with and without the ko analysis, under superko and under each
// komaster (the line solves under superko). It also checks that the tables
// were used.
func TestLineAgain(t *testing.T) {
	nRand, maxK, nBan, nOpen, seeds := 150, 8, 50, 80, []uint64{2}
	if *refLong {
		nRand, maxK, nBan, nOpen, seeds = 1000, 10, 600, 600, []uint64{1, 2, 3, 4, 5}
	}
	if testing.Short() {
		nRand, nBan, nOpen, seeds = 30, 20, 20, nil
	}
	rules, err := goregion.RulesByName("tromp-taylor")
	if err != nil {
		t.Fatal(err)
	}
	type board struct {
		name   string
		pos    *goregion.Position
		s      Safety
		banned []int
		toPlay goregion.Color // the player the ban is for
	}
	var boards []board
	rng := rand.New(rand.NewPCG(21, 2026))
	for i := range nRand {
		pos := refPosition(rng, 5+rng.IntN(3), 5+rng.IntN(3), 1+rng.IntN(maxK))
		boards = append(boards, board{name: fmt.Sprintf("random %d", i), pos: pos})
	}
	// Positions just after a capture of one stone (random moves from random
	// boards, as TestReferenceKoBan makes them), with the recapture banned.
	for i := 0; i < 20*nBan && len(boards) < nRand+nBan; i++ {
		pos := refPosition(rng, 5+rng.IntN(3), 5+rng.IntN(3), 3+rng.IntN(6))
		_, after, toPlay, banned := refKoBan(rng, pos)
		if len(banned) > 0 {
			boards = append(boards, board{name: fmt.Sprintf("ban %d", i), pos: &goregion.Position{Board: pos.Board, Colors: after, Immortal: pos.Immortal},
				banned: banned, toPlay: toPlay})
		}
	}
	for i := range nOpen {
		pos := refOpenPosition(rng)
		s, _, err := Assess(pos, rules, Marks{}, false, JudgeOptions{})
		if err != nil {
			t.Fatalf("open %d: %v", i, err)
		}
		boards = append(boards, board{name: fmt.Sprintf("open %d", i), pos: pos, s: s})
	}
	for _, seed := range seeds {
		pos := egLateEndgame19(seed)
		boards = append(boards, board{name: fmt.Sprintf("19×19 seed %d", seed), pos: pos, s: AllStonesSafe(pos)})
	}
	compared, moves, again, ko, banned := 0, 0, 0, 0, 0
	for bi, b := range boards {
		for _, c := range []goregion.Color{goregion.Black, goregion.White} {
			if len(b.banned) > 0 && c != b.toPlay {
				continue
			}
			opts := Options{Banned: b.banned, NoKoAnalysis: bi%2 == 1, Ko: []solve.Komaster{solve.Superko, solve.Superko, solve.BlackKomaster, solve.WhiteKomaster}[bi%4]}
			got, err := Analyze(context.Background(), b.pos, c, Prisoners{1, 2}, cgt.NewDyadic(1, 1), b.s, opts)
			if err != nil {
				t.Fatalf("%s: %v", b.name, err)
			}
			opts.freshLine = true
			want, err := Analyze(context.Background(), b.pos, c, Prisoners{1, 2}, cgt.NewDyadic(1, 1), b.s, opts)
			if err != nil {
				t.Fatalf("%s: %v", b.name, err)
			}
			if d := lineDiff(got, want); d != "" {
				t.Errorf("%s, %v to play: %s\n%v", b.name, c, d, b.pos)
			}
			if want.Stats.again != 0 {
				t.Fatalf("%s: the line afresh used tables %d times", b.name, want.Stats.again)
			}
			compared++
			moves += len(got.Line)
			again += got.Stats.again
			if slices.ContainsFunc(got.Regions, func(r RegionAnalysis) bool { return r.KoSensitive }) {
				ko++
			}
			if len(b.banned) > 0 {
				banned++
			}
		}
	}
	// The count of solves with tables shows the test is not empty: a
	// region solved again afresh would leave it at 0.
	if again < compared {
		t.Errorf("%d analyses compared, only %d line solves used the tables", compared, again)
	}
	t.Logf("%d analyses (%d with a ko region, %d with a ban), %d line moves, %d solves with the tables", compared, ko, banned, moves, again)
}
