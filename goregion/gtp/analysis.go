package gtp

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strings"
	"time"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/goregion"
	"github.com/tedomari/tedomari/goregion/endgame"
)

// EndgameOptions are the settings of the endgame analysis behind the
// engine's genmove, final_status_list and analyze commands.
type EndgameOptions struct {
	// MaxNodes bounds the positions the solver explores in each region
	// (0: no bound); a region that needs more is unresolved.
	MaxNodes int
	// Timeout bounds the time spent on each region (0: no bound).
	Timeout time.Duration
	// Exact judges safety by Benson's algorithm only (pass-alive chains),
	// without the life-and-death search, so no chain is assumed alive or
	// dead but those the user marks.
	Exact bool
	// Search bounds the life-and-death search (ignored when Exact). Its
	// zero MaxDepth means 12 moves here (endgame.Judge's own default is
	// 8): at the end of a game a lone stone inside a 3×3 eye space needs
	// 10 to be proved dead (testdata/dead9.sgf), and final_status_list
	// should see it.
	Search endgame.JudgeOptions
	// SuggestMaxNodes bounds the positions the solver explores in each
	// region for reg_genmove (0: DefaultSuggestMaxNodes; MaxNodes when
	// that is set and smaller): reg_genmove must answer in a few seconds,
	// and a region beyond the bound is estimated instead
	// (EndgameOptions.Suggester).
	SuggestMaxNodes int
	// Estimate bounds the estimate of reg_genmove's unresolved regions
	// (endgame.EstimateOptions; the zero value takes its defaults).
	Estimate endgame.EstimateOptions
}

// DefaultSuggestMaxNodes is the default of EndgameOptions.SuggestMaxNodes:
// on the GNU Go self-play records of package endgame's tests, every board
// the analysis resolved with 200,000 positions per region was resolved
// with 50,000, and the slowest reg_genmove on 19×19 took about a second.
const DefaultSuggestMaxNodes = 50_000

// DefaultSearchDepth is the depth of the life-and-death search that
// UseEndgame uses when EndgameOptions.Search.MaxDepth is 0.
const DefaultSearchDepth = 12

// UseEndgame attaches the whole-board endgame analysis (package endgame)
// to e: it becomes e's Analyzer (genmove, reg_genmove) and Judge
// (final_status_list, final_score), and e gets the analyze commands
// tedomari-regions, tedomari-region_values, tedomari-move_values,
// tedomari-best_moves and tedomari-safety, advertised to GoGui with the
// editable lists tedomari-dead_stones and tedomari-alive_stones. Calling
// it again replaces the options.
func (e *Engine) UseEndgame(opts EndgameOptions) {
	if opts.Search.MaxDepth == 0 {
		opts.Search.MaxDepth = DefaultSearchDepth
	}
	e.Analyzer = opts.Analyzer()
	e.Suggester = opts.Suggester()
	e.Judge = opts.Judge()
	for _, c := range endgameCommands {
		e.Register(c.name, c.run(opts))
	}
	for _, line := range endgameAnalyze {
		if !slices.Contains(e.analyze, line) {
			e.analyze = append(e.analyze, line)
		}
	}
}

// Analyze runs the endgame analysis of the game q asks about: the safety
// judgement (endgame.Assess: Benson, then the life-and-death search unless
// Exact, then the user's marks q.Dead and q.Alive), then endgame.Analyze
// with q.ToPlay to move, the prisoners taken so far and q.Komi. A komi
// that is not a dyadic rational (6.5 is; 6.3 is not) is an error.
func (o EndgameOptions) Analyze(ctx context.Context, q Query) (*endgame.Analysis, error) {
	komi, err := dyadicOf(q.Komi)
	if err != nil {
		return nil, err
	}
	pos := q.Game.Position()
	safety, assumptions, err := endgame.Assess(pos, q.Game.Rules(), endgame.Marks{Dead: q.Dead, Alive: q.Alive}, o.Exact, o.Search)
	if err != nil {
		return nil, err
	}
	prisoners := endgame.Prisoners{Black: q.Game.Captures(goregion.Black), White: q.Game.Captures(goregion.White)}
	a, err := endgame.Analyze(ctx, pos, q.ToPlay, prisoners, komi, safety,
		endgame.Options{MaxNodes: o.MaxNodes, Timeout: o.Timeout, Banned: koBans(q), NoKoAnalysis: true})
	if err != nil {
		return nil, err
	}
	// Assess says why each chain is safe or dead (search, marks); the
	// analysis lists them all. Keep Assess's sentences first.
	a.Assumptions = append(assumptions, a.Assumptions...)
	return a, nil
}

// Analyzer returns the Analyzer that decides genmove by the endgame
// analysis. It plays only when the move is exact under the analysis's
// stated assumptions, that is when
//
//   - the engine counts territory (Japanese-style): the analysis's values
//     and stops are those of territory counting, and under area counting
//     the best move can differ (dame, moves inside one's own area);
//   - the analysis is resolved: every region was valued exactly within
//     the limits (settled territory, or solved), so the best moves are
//     those that keep the exact optimal result of the sum.
//
// The stated assumptions are those of the analysis: the chains judged
// alive (or marked alive) live without further defence and are immortal,
// the chains judged or marked dead are ordinary stones of their regions,
// and each region is played out under the local rules of FORMATS.md §3
// (ko regions under their own superko, no ko threats from elsewhere).
// With Exact, only pass-alive chains are safe and the first assumption
// disappears.
//
// A point banned by the ko rule for the player to move now (the stone
// just captured in a ko) is no candidate: the analysis chooses among the
// other moves (endgame.Options.Banned), and its regions' values hold once
// the ban has lifted, after one move.
//
// The move is then the first best move (the hottest region, then the
// largest gain), or a pass when no move keeps the optimal result better
// than passing: the best moves are empty when every region is a number or
// every move loses. When it cannot decide, the error says why (the
// unresolved regions with their sizes and reasons).
func (o EndgameOptions) Analyzer() Analyzer {
	return func(ctx context.Context, q Query) (goregion.Move, error) {
		if q.Counting != TerritoryCounting {
			return 0, errors.New("the analysis counts territory (Japanese-style) and this engine counts area")
		}
		a, err := o.Analyze(ctx, q)
		if err != nil {
			return 0, err
		}
		if !a.Resolved {
			return 0, unresolvedError(a)
		}
		if len(a.BestMoves) == 0 {
			return goregion.Pass, nil
		}
		return goregion.Move(a.BestMoves[0].Point), nil
	}
}

// Suggester returns the Analyzer of reg_genmove: the exact best move when
// the analysis is resolved, as Analyzer decides it, and otherwise a move
// suggested by the estimate of package endgame (Analysis.Suggest: each
// unresolved region valued by a bounded local search whose leaves are
// static territory scores, and the best local move of the hottest
// region, exact or estimated). The estimated move is a guess of a good
// move, never exact, and never random; the exact analysis runs with at
// most SuggestMaxNodes positions per region, so that reg_genmove answers
// in a few seconds.
//
// It refuses, as Analyzer does, under area counting. A komi that is not a
// dyadic number (Analyzer refuses it) is taken as 0: komi is a number
// added to every result and changes no best move.
func (o EndgameOptions) Suggester() Analyzer {
	return func(ctx context.Context, q Query) (goregion.Move, error) {
		m, _, _, err := o.suggest(ctx, q)
		return m, err
	}
}

// suggest returns reg_genmove's move with the analysis it comes from and,
// when that is unresolved, the estimate (nil when the move is exact).
func (o EndgameOptions) suggest(ctx context.Context, q Query) (goregion.Move, *endgame.Analysis, *endgame.Suggestion, error) {
	if q.Counting != TerritoryCounting {
		return 0, nil, nil, errors.New("the analysis counts territory (Japanese-style) and this engine counts area")
	}
	if _, err := dyadicOf(q.Komi); err != nil {
		// Komi is a number added to every result: it changes no best
		// move, so the move is decided with komi 0 (the result lines of
		// tedomari-suggest are then without komi).
		q.Komi = new(big.Rat)
	}
	so := o
	so.MaxNodes = o.SuggestMaxNodes
	if so.MaxNodes == 0 {
		so.MaxNodes = DefaultSuggestMaxNodes
	}
	if o.MaxNodes > 0 && o.MaxNodes < so.MaxNodes {
		so.MaxNodes = o.MaxNodes
	}
	a, err := so.Analyze(ctx, q)
	if err != nil {
		return 0, nil, nil, err
	}
	if a.Resolved {
		if len(a.BestMoves) == 0 {
			return goregion.Pass, a, nil, nil
		}
		return goregion.Move(a.BestMoves[0].Point), a, nil, nil
	}
	s, err := a.Suggest(ctx, o.Estimate)
	if err != nil {
		return 0, nil, nil, err
	}
	// The first suggested move that is legal on the board (the local
	// search does not see the board's history).
	for _, m := range s.Moves {
		if q.Game.Legal(goregion.Move(m.Point)) == nil {
			return goregion.Move(m.Point), a, s, nil
		}
	}
	return goregion.Pass, a, s, nil
}

// unresolvedError says which regions of a are unresolved: "N regions
// unresolved (A: 14 empty points, node limit …; …)".
func unresolvedError(a *endgame.Analysis) error {
	var parts []string
	for _, r := range a.Regions {
		if !r.Resolved {
			parts = append(parts, fmt.Sprintf("%s: %d empty points, %v", r.Name, r.Empty, r.Err))
		}
	}
	noun := "regions"
	if len(parts) == 1 {
		noun = "region"
	}
	return fmt.Errorf("%d %s unresolved (%s)", len(parts), noun, strings.Join(parts, "; "))
}

// koBans returns the empty points that positional superko forbids to
// q.ToPlay now (the stone just captured in a ko): the analysis chooses the
// first move among the others (endgame.Options.Banned). When q.ToPlay is
// not the game's player to move, the game cannot say, and none is
// returned.
func koBans(q Query) []int {
	if q.Game.ToMove() != q.ToPlay {
		return nil
	}
	var out []int
	for p := 0; p < q.Game.Board().NumPoints(); p++ {
		if q.Game.Color(p) != goregion.Empty {
			continue
		}
		if err := q.Game.Legal(goregion.Move(p)); errors.Is(err, goregion.ErrSuperko) {
			out = append(out, p)
		}
	}
	return out
}

// Judge returns the Judge that judges stones for final_status_list and
// final_score by the endgame's safety judgement (endgame.Assess, with the
// user's marks): a chain judged dead is Dead, every other chain Alive.
// Seki is never reported: the judgement proves life and death, not seki,
// and a chain that neither lives nor dies by its proofs is counted alive
// as it stands (its empty points then count as territory only when one
// colour surrounds them).
func (o EndgameOptions) Judge() Judge {
	return func(_ context.Context, q Query) ([]Status, error) {
		pos := q.Game.Position()
		safety, _, err := endgame.Assess(pos, q.Game.Rules(), endgame.Marks{Dead: q.Dead, Alive: q.Alive}, o.Exact, o.Search)
		if err != nil {
			return nil, err
		}
		st := make([]Status, pos.Board.NumPoints())
		for _, p := range safety.Dead {
			for _, s := range chainAt(pos, p) {
				st[s] = Dead
			}
		}
		return st, nil
	}
}

// chainAt returns the chain of stones through p, in no particular order.
func chainAt(pos *goregion.Position, p int) []int {
	c := pos.Colors[p]
	seen := map[int]bool{p: true}
	stack, out := []int{p}, []int{p}
	for len(stack) > 0 {
		u := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, w := range pos.Board.Neighbors(u) {
			if q := int(w); !seen[q] && pos.Colors[q] == c {
				seen[q] = true
				stack, out = append(stack, q), append(out, q)
			}
		}
	}
	return out
}

// dyadicOf returns r as a dyadic rational, or an error when its
// denominator is not a power of two or it does not fit.
func dyadicOf(r *big.Rat) (cgt.Dyadic, error) {
	den := r.Denom()
	if den.BitLen() > 62 || den.Uint64()&(den.Uint64()-1) != 0 || !r.Num().IsInt64() {
		return cgt.Dyadic{}, fmt.Errorf("komi %s is not a dyadic number (such as 6.5 or 0.25): the analysis is exact only for those", formatRat(r))
	}
	return cgt.NewDyadic(r.Num().Int64(), uint(den.BitLen()-1)), nil
}
