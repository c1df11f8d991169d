package endgame

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/chill"
	"github.com/tedomari/tedomari/goregion"
	"github.com/tedomari/tedomari/goregion/solve"
)

// Options are the limits of an analysis. The zero value has no limits.
type Options struct {
	// MaxNodes bounds the positions the solver explores in each region (0:
	// no bound); a region that needs more is unresolved.
	MaxNodes int
	// Timeout bounds the time spent on each region (0: no bound); a region
	// that needs more is unresolved.
	Timeout time.Duration
	// MaxLine bounds the moves of the line of play (0: four times the empty
	// points of the board, plus ten).
	MaxLine int
	// Ko is the ko hypothesis of the regions where a ko arises: Superko
	// (the thesis's local rules, the zero value), BlackKomaster or
	// WhiteKomaster (that player may retake any ko at once; solve.AnalyzeKo).
	// Under a komaster the region's value and moves are that hypothesis's.
	Ko solve.Komaster
	// NoKoAnalysis skips the ko analysis of the regions under superko (a
	// caller that needs only the superko values, as GTP's genmove; it is
	// the costliest part of some analyses). Ignored under a komaster.
	NoKoAnalysis bool
	// Banned holds the points (of the whole board) the player to move may
	// not play now: the rules' ko ban, from the board's history (the
	// stone just captured in a ko). The first move of the best moves and
	// of the line is chosen among the others, and the result with that
	// player to move is the best stop it can reach without them; after
	// any move the ban is lifted (the boards differ), as the region values
	// assume.
	Banned []int
	// Progress, if not nil, is called once the board is decomposed (with
	// done = 0) and after each region is valued, with the number of regions
	// valued so far and the number of regions (from several goroutines, never
	// two calls at once).
	Progress func(done, total int)

	freshLine bool // tests: the line of play solves the regions afresh, without the tables of their first solves
}

// Prisoners are the stones each player has taken before the position.
type Prisoners struct {
	Black, White int
}

// RegionAnalysis is one region of an analysed board with its value.
type RegionAnalysis struct {
	Region
	// Resolved reports whether the region's value is exact: settled
	// territory, or solved within the limits.
	Resolved bool
	// Err says why an unresolved region was not solved (a node limit, a
	// timeout, a region too large for the solver); nil when resolved.
	Err error
	// KoSensitive reports whether superko refused a recapture in the
	// solver's search: the value then holds under the local rules of
	// FORMATS.md §3 and may differ from what a whole-board game gives.
	KoSensitive bool
	Value       cgt.Game   // exact value, prisoners taken inside counted; 0 when unresolved
	Chilled     cgt.Game   // the value chilled (chill.Chill)
	Mean        cgt.Dyadic // m(Value)
	Temperature cgt.Dyadic // t(Value)
	Nodes       int        // positions the solver explored
	// KoAnalysis is the ko analysis of a KoSensitive region (solve.AnalyzeKo,
	// at most KoNodeBudget positions per komaster); nil elsewhere, or when
	// it failed (KoErr says why).
	KoAnalysis *solve.KoAnalysis
	KoErr      error
	// KoResults are, for a region with a KoAnalysis, the board's results
	// (prisoners and komi included) with Black and with White to move if
	// this region alone were valued under each hypothesis (indexed by
	// solve.Komaster: superko, Black komaster, White komaster), the others
	// as the analysis values them.
	KoResults [3][2]cgt.Dyadic
	// BestBlack and BestWhite are the best local moves: the moves of each
	// player whose option has the best stop in the region alone (right
	// stop for Black, left stop for White).
	BestBlack, BestWhite []Move

	sol  *solve.Solution
	kept *solve.Solution // the last superko solution that keeps its tables, for the line of play (nil when none does)
}

// Move is a move of the analysis: a point of the whole board, with what
// the move does to its region.
type Move struct {
	Player goregion.Color
	Point  int    // the point on the whole board
	Name   string // its name (GTP coordinates on a grid)
	Region string // the name of its region
	// Value is the region's value after the move plus the prisoners it takes.
	Value cgt.Game
	// Incentive is what the move gains as a game: Value − G for Black,
	// G − Value for White (G the region's value before the move).
	Incentive cgt.Game
	// Gain is the mean of the incentive: how much the move changes the
	// region's mean value in the mover's favour.
	Gain cgt.Dyadic
	// Temperature is the temperature of the region before the move.
	Temperature cgt.Dyadic
	// Kind is "sente", "reverse sente" or "gote" as the region's
	// thermograph says (a vertical wall on the mover's side below the
	// temperature is sente, on the other side reverse sente, neither gote),
	// and "" in a region of temperature 0.
	Kind string
	// Captures is the number of stones the move takes (set for the moves
	// of the line of play).
	Captures int
}

// Stats tells where the time of an analysis went.
type Stats struct {
	Decompose time.Duration // splitting the board into regions
	Regions   time.Duration // solving the regions (wall clock: they are solved in parallel)
	Sum       time.Duration // summing the values and the stops
	Best      time.Duration // the best moves
	Line      time.Duration // the line of play (with the regions it solves again)
	Nodes     int           // positions explored by the solver in all
	Sums      int           // sums and differences of games built for the best moves and the line
	Decided   int           // moves decided without a sum: by stop inequalities or by comparison within a region
	Compared  int           // moves decided exactly by one comparison with the rest of the sum instead of building it (keepsStop)

	again int // tests: the regions the line of play solved again with the tables of an earlier solve
}

// Analysis is the analysis of a whole board. Field names follow
// FORMATS.md §5.
type Analysis struct {
	Board     *goregion.Board
	ToPlay    goregion.Color
	Komi      cgt.Dyadic
	Prisoners Prisoners
	Safe      []int // one point of each safe chain (its first point)
	Dead      []int // one point of each dead chain
	// SureBlack and SureWhite are the sure points of each player
	// (Safety.SureBlack, SureWhite), ascending.
	SureBlack, SureWhite []int
	Regions              []RegionAnalysis
	// Resolved reports whether every region was valued exactly: then
	// Result is the exact result under the stated assumptions.
	Resolved bool
	// Sum is the sum of the values of the resolved regions.
	Sum cgt.Game
	// Result is the score with optimal play from here, Black minus White,
	// komi included; nil unless Resolved.
	Result *cgt.Dyadic
	// ResultIfBlackFirst and ResultIfWhiteFirst are the scores with Black
	// and with White to move: LS(Sum) and RS(Sum), plus prisoners, less
	// komi. When not Resolved they are for the resolved part only.
	ResultIfBlackFirst, ResultIfWhiteFirst cgt.Dyadic
	// BestMoves are all the moves of the player to move that keep the
	// optimal result, ranked by temperature, then gain, then point; empty
	// when no move helps (a pass).
	BestMoves []Move
	// Line is the principal variation: the players alternate, each playing
	// the first of its best moves, until every region is a number or no
	// move keeps the result.
	Line []Move
	// LineCount is the score after the line, Black minus White, komi
	// included: the stop of what remains plus the prisoners. It equals the
	// result (for the resolved part).
	LineCount cgt.Dyadic
	// Ko is the ko hypothesis of the analysis (Options.Ko).
	Ko solve.Komaster
	// Banned are the points the player to move may not play now
	// (Options.Banned).
	Banned []int
	// Assumptions are plain sentences: the stones assumed safe and dead,
	// the ko hypothesis, what is unresolved.
	Assumptions []string
	Stats       Stats

	colors   []goregion.Color // the colours of the board's points
	immortal []bool           // the position's immortal stones (nil: none)
}

// Analyze analyses pos with toPlay to move: decomposition under the safety
// judgement s (Decompose), the value of every region (settled territory
// without search, the others with solve.Solve under opts' limits), the
// result, the best moves and the line of play. The prisoners are the stones
// each player took before the position; komi is added to White.
//
// Analyze returns an error for a malformed safety judgement, a player to
// move that is neither Black nor White, or when ctx is done; a region that
// cannot be solved is not an error but an unresolved region.
func Analyze(ctx context.Context, pos *goregion.Position, toPlay goregion.Color, prisoners Prisoners, komi cgt.Dyadic, s Safety, opts Options) (*Analysis, error) {
	if toPlay != goregion.Black && toPlay != goregion.White {
		return nil, fmt.Errorf("endgame: the player to move must be black or white, not %v", toPlay)
	}
	t0 := time.Now()
	d, err := Decompose(pos, s)
	if err != nil {
		return nil, err
	}
	a := &Analysis{Board: pos.Board, ToPlay: toPlay, Komi: komi, Prisoners: prisoners, Resolved: true,
		colors: slices.Clone(pos.Colors), immortal: slices.Clone(pos.Immortal)}
	a.Safe, a.Dead = a.chains(d.Safe), a.chains(d.Dead)
	a.SureBlack, a.SureWhite = slices.Sorted(slices.Values(s.SureBlack)), slices.Sorted(slices.Values(s.SureWhite))
	a.Stats.Decompose = time.Since(t0)

	// The regions are independent: they are solved in parallel, as many at
	// a time as there are processors.
	t0 = time.Now()
	a.Regions = make([]RegionAnalysis, len(d.Regions))
	superko := make([]cgt.Game, len(d.Regions)) // the values under superko, before any komaster's
	errs := make([]error, len(d.Regions))
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	var keptNodes atomic.Int64
	var wg sync.WaitGroup
	var progressMu sync.Mutex
	solved := 0
	if opts.Progress != nil {
		opts.Progress(0, len(d.Regions))
	}
	for i, r := range d.Regions {
		a.Regions[i] = RegionAnalysis{Region: r}
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			errs[i] = a.Regions[i].solve(ctx, r.Position, opts)
			if k := a.Regions[i].kept; k != nil && keptNodes.Add(int64(k.Nodes)) > keepNodes {
				k.Release()
				a.Regions[i].kept = nil
			}
			if errs[i] == nil {
				superko[i] = a.Regions[i].Value
				errs[i] = a.Regions[i].koAnalyze(ctx, opts)
			}
			if opts.Progress != nil {
				progressMu.Lock()
				solved++
				opts.Progress(solved, len(d.Regions))
				progressMu.Unlock()
			}
		}()
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	a.Ko = opts.Ko
	for _, ra := range a.Regions {
		a.Stats.Nodes += ra.Nodes
		a.Resolved = a.Resolved && ra.Resolved
	}
	a.Stats.Regions = time.Since(t0)

	t0 = time.Now()
	values := make([]cgt.Game, len(a.Regions))
	for i, r := range a.Regions {
		values[i] = r.Value
	}
	st := newSumState(a.Regions, values)
	a.Sum = st.total()
	base := cgt.DyadicFromInt(int64(prisoners.Black - prisoners.White)).Sub(komi)
	ls, rs := st.stops()
	a.ResultIfBlackFirst = ls.Add(base)
	a.ResultIfWhiteFirst = rs.Add(base)
	if a.Resolved {
		r := a.ResultIfBlackFirst
		if toPlay == goregion.White {
			r = a.ResultIfWhiteFirst
		}
		a.Result = &r
	}
	// What each ko region's hypothesis changes: the stops of the sum with
	// that region alone valued under each hypothesis.
	for i := range a.Regions {
		r := &a.Regions[i]
		if r.KoAnalysis == nil {
			continue
		}
		for k, v := range []cgt.Game{superko[i], r.KoAnalysis.Black.Value, r.KoAnalysis.White.Value} {
			if v == r.Value {
				r.KoResults[k] = [2]cgt.Dyadic{a.ResultIfBlackFirst, a.ResultIfWhiteFirst}
				continue
			}
			ls, rs := st.stopsWith(i, v)
			r.KoResults[k] = [2]cgt.Dyadic{ls.Add(base), rs.Add(base)}
		}
	}
	a.Stats.Sum = time.Since(t0)

	t0 = time.Now()
	for i := range a.Regions {
		a.Regions[i].localBest()
	}
	a.Banned = slices.Clone(opts.Banned)
	st.banned = map[int]bool{}
	for _, p := range opts.Banned {
		st.banned[p] = true
	}
	a.BestMoves = st.best(toPlay, true, &a.Stats)
	if len(a.BestMoves) == 0 && len(st.banned) > 0 {
		// Every move that keeps the stop is banned: the result with
		// toPlay to move is the best stop of the moves allowed, each sum
		// built.
		if best, stop, ok := st.bestAllowed(toPlay, &a.Stats); ok {
			a.BestMoves = best
			if toPlay == goregion.Black {
				a.ResultIfBlackFirst = stop.Add(base)
			} else {
				a.ResultIfWhiteFirst = stop.Add(base)
			}
			if a.Result != nil {
				r := stop.Add(base)
				a.Result = &r
			}
		}
	}
	a.Stats.Best = time.Since(t0)

	t0 = time.Now()
	err = a.line(ctx, st, opts, base)
	// The tables the solves kept were for the line of play alone.
	for i := range a.Regions {
		if r := &a.Regions[i]; r.kept != nil {
			r.kept.Release()
			r.kept = nil
		}
	}
	if err != nil {
		return nil, err
	}
	a.Stats.Line = time.Since(t0)
	a.assume()
	return a, nil
}

// solve values the region: n + 2m for settled territory, the solver's
// value otherwise. Only the caller's context ending is an error.
func (r *RegionAnalysis) solve(ctx context.Context, lp *goregion.Position, opts Options) error {
	return r.solveAfter(ctx, lp, opts, nil, true)
}

// solveAfter is solve, with the tables that prev (a solution of another
// position of the region) kept, if not nil: the same value and moves
// (solve.Solution.Again), found without exploring again what prev's
// solves explored. If keep, the solution keeps its tables, in r.kept (for
// the line of play).
func (r *RegionAnalysis) solveAfter(ctx context.Context, lp *goregion.Position, opts Options, prev *solve.Solution, keep bool) error {
	if r.Settled {
		m := 0
		for _, c := range lp.Colors[:len(r.Points)] {
			if c != goregion.Empty {
				m++
			}
		}
		v := cgt.FromInt(int64(r.Empty + 2*m))
		if r.Owner == goregion.White {
			v = v.Neg()
		}
		r.setValue(v)
		r.Resolved = true
		return nil
	}
	r.kept = nil
	sol, err := endgameSolveAfter(ctx, lp, opts, prev, keep)
	if err != nil {
		if ctx.Err() != nil {
			return fmt.Errorf("endgame: region %s: %w", r.Name, ctx.Err())
		}
		r.Err = err
		return nil
	}
	r.sol = sol
	if sol.KeepsTables() {
		r.kept = sol
	}
	r.Nodes = sol.Nodes
	r.KoSensitive = sol.KoSensitive
	r.Resolved = true
	r.setValue(sol.Value)
	return nil
}

// KoNodeBudget bounds the positions the ko analysis of a region explores
// under each komaster: a whole board may hold a dozen regions where a
// ko arises, most of them beyond any budget the ko analysis can afford.
const KoNodeBudget = 5_000

// keepNodes bounds the positions whose tables the solves of one analysis
// keep for the line of play (Options.KeepTables), about 150 bytes each on
// BenchmarkAnalyze19: the regions solved past it are solved afresh in the
// line, as they would be without tables (the same values and moves).
const keepNodes = 2_000_000

// koAnalyze runs the ko analysis of a KoSensitive region, and under a
// komaster hypothesis takes that hypothesis's value and moves. A failed
// analysis (budget, size) leaves the region under superko, with KoErr;
// under a komaster the region is then unresolved. Only the caller's
// context ending is an error.
func (r *RegionAnalysis) koAnalyze(ctx context.Context, opts Options) error {
	if !r.KoSensitive || r.sol == nil || opts.NoKoAnalysis && opts.Ko == solve.Superko {
		return nil
	}
	kctx := ctx
	if opts.Timeout > 0 {
		var cancel context.CancelFunc
		kctx, cancel = context.WithTimeout(ctx, opts.Timeout)
		defer cancel()
	}
	budget := KoNodeBudget
	if opts.MaxNodes > 0 && opts.MaxNodes < budget {
		budget = opts.MaxNodes
	}
	// Under superko the ko analysis only adds information, and it is not
	// tried where it cannot finish: on the generated 19×19 late endgames
	// (seeds 1-5, 47 ko regions) every analysis that finished within
	// KoNodeBudget came from a region the solver valued in at most 1,901
	// positions, and every region above 2,233 failed, each failure
	// spending the whole budget twice. Skipping is the same outcome as a
	// failure (KoErr, the value stays superko's), so nothing exact
	// changes. Under a komaster the analysis is the value: always tried.
	if opts.Ko == solve.Superko && r.sol.Nodes > budget/2 {
		r.KoErr = fmt.Errorf("not tried: the solver needed %d positions, and ko analyses of regions beyond %d exceed the budget of %d positions per komaster", r.sol.Nodes, budget/2, budget)
		return nil
	}
	ka, err := solve.AnalyzeKo(kctx, r.Position, solve.Options{MaxNodes: budget})
	if err != nil {
		if ctx.Err() != nil {
			return fmt.Errorf("endgame: region %s: %w", r.Name, ctx.Err())
		}
		r.KoErr = err
		if opts.Ko != solve.Superko {
			r.Resolved, r.Err, r.sol = false, fmt.Errorf("ko analysis under %v komaster: %w", opts.Ko, err), nil
			r.setValue(cgt.Zero())
		}
		return nil
	}
	r.KoAnalysis = ka
	r.Nodes += ka.Black.Nodes + ka.White.Nodes
	if opts.Ko != solve.Superko {
		kr := ka.Result(opts.Ko)
		r.sol = &solve.Solution{Value: kr.Value, Nodes: r.sol.Nodes, KoSensitive: true, Parity: r.sol.Parity,
			LeftMoves: kr.LeftMoves, RightMoves: kr.RightMoves}
		r.setValue(kr.Value)
	}
	return nil
}

// endgameSolve solves the region lp under opts' limits.
func endgameSolve(ctx context.Context, lp *goregion.Position, opts Options) (*solve.Solution, error) {
	return endgameSolveAfter(ctx, lp, opts, nil, false)
}

// endgameSolveAfter is endgameSolve with prev's tables if not nil
// (solve.Solution.Again); the solution keeps its tables if keep.
func endgameSolveAfter(ctx context.Context, lp *goregion.Position, opts Options, prev *solve.Solution, keep bool) (*solve.Solution, error) {
	if opts.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, opts.Timeout)
		defer cancel()
	}
	so := solve.Options{MaxNodes: opts.MaxNodes, KeepTables: keep}
	if prev != nil {
		return prev.Again(ctx, lp, so)
	}
	return solve.Solve(ctx, lp, so)
}

func (r *RegionAnalysis) setValue(v cgt.Game) {
	r.Value = v
	r.Chilled = chill.Chill(v)
	r.Mean = v.Mean()
	r.Temperature = v.Temperature()
}

// moveKind returns "sente", "reverse sente", "gote" or "" for a move of
// player c in a region of value g (see Move.Kind).
func moveKind(g cgt.Game, c goregion.Color) string {
	th := g.Thermograph()
	if th.Temperature.Sign() <= 0 {
		return ""
	}
	zero := cgt.Dyadic{}
	leftV := th.LeftWall(zero) == th.Mast
	rightV := th.RightWall(zero) == th.Mast
	mine, theirs := leftV, rightV
	if c == goregion.White {
		mine, theirs = rightV, leftV
	}
	switch {
	case mine:
		return "sente"
	case theirs:
		return "reverse sente"
	}
	return "gote"
}

// newMove describes the move o of player c in region r.
func (r *RegionAnalysis) newMove(o solve.Option, kind string) Move {
	inc := o.Value.Sub(r.Value)
	if o.Player == goregion.White {
		inc = inc.Neg()
	}
	return Move{Player: o.Player, Point: r.BoardPoint(o.Point), Name: o.Name, Region: r.Name,
		Value: o.Value, Incentive: inc, Gain: inc.Mean(), Temperature: r.Temperature, Kind: kind}
}

// localBest fills BestBlack and BestWhite.
func (r *RegionAnalysis) localBest() {
	r.BestBlack, r.BestWhite = nil, nil
	if r.sol == nil {
		return
	}
	for _, c := range []goregion.Color{goregion.Black, goregion.White} {
		os, kind := r.sol.LeftMoves, moveKind(r.Value, c)
		if c == goregion.White {
			os = r.sol.RightMoves
		}
		var best []Move
		var bestStop cgt.Dyadic
		for _, o := range os {
			stop := o.Value.RightStop()
			if c == goregion.White {
				stop = o.Value.LeftStop().Neg()
			}
			switch {
			case len(best) == 0 || bestStop.Less(stop):
				best, bestStop = []Move{r.newMove(o, kind)}, stop
			case stop == bestStop:
				best = append(best, r.newMove(o, kind))
			}
		}
		if c == goregion.Black {
			r.BestBlack = best
		} else {
			r.BestWhite = best
		}
	}
}

// sumState is a sum of region values with what the best-move search needs.
//
// Claim (cold parts): a region whose stops are equal, LS(G) = RS(G) = x, is
// x plus an infinitesimal ε, and ε changes no stop of any sum: LS(H + ε) =
// LS(H) and RS(H + ε) = RS(H) for every H. [LS(H) + RS(ε) ≤ LS(H + ε) ≤
// LS(H) + LS(ε) (stop inequalities), LS(ε) = RS(ε) = 0; the same for RS.]
// So the stops of S = Σ G_j are those of the sum of the hot regions (LS ≠
// RS) plus the numbers x of the cold ones, and the sums built to find the
// best moves leave out the cold regions (the dame, the stars and ups of a
// late endgame) altogether.
type sumState struct {
	regs   []*RegionAnalysis
	values []cgt.Game
	cold   []bool       // LS = RS
	hot    cgt.Game     // Σ of the hot values
	x      cgt.Dyadic   // Σ of the stops of the cold values
	banned map[int]bool // points the player to move may not play now (best leaves them out)
	order  []int        // the regions by their first temperature, coolest first: the order of the terms of hot
}

func newSumState(rs []RegionAnalysis, values []cgt.Game) *sumState {
	st := &sumState{values: slices.Clone(values), cold: make([]bool, len(values))}
	for i, g := range values {
		st.regs = append(st.regs, &rs[i])
		st.order = append(st.order, i)
		if g.LeftStop() == g.RightStop() {
			st.cold[i] = true
			st.x = st.x.Add(g.LeftStop())
		}
	}
	// The sum is the same in any order (addition of games is commutative
	// and associative, the canonical form unique), but its cost is not:
	// adding the hottest last was 1.4 to 40 times faster than the board's
	// order on the generated 19×19 late endgames (seeds 1-7; for seed 1,
	// 43 ms instead of 254 ms).
	slices.SortStableFunc(st.order, func(x, y int) int { return values[x].Temperature().Cmp(values[y].Temperature()) })
	st.hot = st.hotSum(-1, cgt.Game{})
	return st
}

// hotSum returns the sum of the hot values, with v in place of region i's
// value if i ≥ 0, its terms always in the order of st.order. [cgt keeps
// the sums it built (by the pair of games), so the partial sums before the
// first term that changed are found, not built: the line of play, which
// plays in the hottest regions first, the last terms, changes few partial
// sums. On the 19×19 late endgame of BenchmarkAnalyze19 the line's sums
// took 16-25 ms instead of 130-230 ms adding the difference v − G_i to the
// last sum.]
func (st *sumState) hotSum(i int, v cgt.Game) cgt.Game {
	var hot []cgt.Game
	for _, j := range st.order {
		g, cold := st.values[j], st.cold[j]
		if j == i {
			g, cold = v, v.LeftStop() == v.RightStop()
		}
		if !cold {
			hot = append(hot, g)
		}
	}
	return cgt.Sum(hot...)
}

// total returns the exact sum S of the values.
func (st *sumState) total() cgt.Game {
	var cold []cgt.Game
	for i, g := range st.values {
		if st.cold[i] {
			cold = append(cold, g)
		}
	}
	return cgt.Sum(cold...).Add(st.hot)
}

// stops returns LS(S) and RS(S).
func (st *sumState) stops() (cgt.Dyadic, cgt.Dyadic) {
	return st.hot.LeftStop().Add(st.x), st.hot.RightStop().Add(st.x)
}

// stopsWith returns the stops of the sum with v in place of region i's
// value, building only the sum of its hot terms (the Claim above).
func (st *sumState) stopsWith(i int, v cgt.Game) (cgt.Dyadic, cgt.Dyadic) {
	g, hot, x := st.values[i], st.hot, st.x
	vCold := v.LeftStop() == v.RightStop()
	// S − G_i + v, not S + (v − G_i): S − G_i is the sum of the other
	// regions (a canonical form as small as theirs), v − G_i may be as
	// large as the product of v and G_i (on BenchmarkAnalyze19's ko
	// regions, 130 ms instead of 300 ms).
	if !st.cold[i] {
		hot = hot.Sub(g)
	}
	if !vCold {
		hot = hot.Add(v)
	}
	if st.cold[i] {
		x = x.Sub(g.LeftStop())
	}
	if vCold {
		x = x.Add(v.LeftStop())
	}
	return hot.LeftStop().Add(x), hot.RightStop().Add(x)
}

// set replaces the value of region i by v.
func (st *sumState) set(i int, v cgt.Game, stats *Stats) {
	st.hot = st.hotSum(i, v)
	stats.Sums++
	g := st.values[i]
	vCold := v.LeftStop() == v.RightStop()
	if st.cold[i] {
		st.x = st.x.Sub(g.LeftStop())
	}
	if vCold {
		st.x = st.x.Add(v.LeftStop())
	}
	st.values[i], st.cold[i] = v, vCold
}

// best returns the moves of player c that keep the optimal result of the
// sum: every one when all is set, else the first found in rank order.
//
// Claim: a Black option A = G_i^L is discarded only when RS(A + R) <
// LS(S), R = Σ_{j≠i} G_j. [RS(A + R) ≤ RS(A) + LS(R) (stop inequality);
// LS(R) ≤ Σ_{j≠i} LS(G_j) (the same, iterated); LS(R) ≤ m(R) + t(R) (the
// left wall of a thermograph leans toward the mast with slope at most 1),
// m(R) = Σ m(G_j), t(R) ≤ max t(G_j) (cooling is linear; past every
// temperature each G_j is a number and so is R).] The mirror holds for White
// with LS(A + R) ≥ LS(A) + RS(R) ≥ LS(A) + m(R) − t(R).
func (st *sumState) best(c goregion.Color, all bool, stats *Stats) []Move {
	black := c == goregion.Black
	target, rs := st.stops()
	if !black {
		target = rs
	}
	var sumLS, sumRS, sumMean cgt.Dyadic
	t1, t2 := cgt.Dyadic{}, cgt.Dyadic{} // the two highest temperatures
	for i, r := range st.regs {
		g := st.values[i]
		sumLS, sumRS, sumMean = sumLS.Add(g.LeftStop()), sumRS.Add(g.RightStop()), sumMean.Add(r.Mean)
		switch t := r.Temperature; {
		case t1.Less(t):
			t1, t2 = t, t1
		case t2.Less(t):
			t2 = t
		}
	}
	type cand struct {
		reg int
		o   solve.Option
		m   Move
	}
	var cands []cand
	for i, r := range st.regs {
		if r.sol == nil {
			continue
		}
		g := st.values[i]
		tOther := t1
		if r.Temperature == t1 {
			tOther = t2
		}
		os := r.sol.LeftMoves
		if !black {
			os = r.sol.RightMoves
		}
		kind := moveKind(g, c)
		for _, o := range os {
			if st.banned[r.BoardPoint(o.Point)] {
				continue
			}
			if black {
				restLS := sumLS.Sub(g.LeftStop())
				if b := sumMean.Sub(r.Mean).Add(tOther); b.Less(restLS) {
					restLS = b
				}
				if o.Value.RightStop().Add(restLS).Less(target) {
					continue
				}
			} else {
				restRS := sumRS.Sub(g.RightStop())
				if b := sumMean.Sub(r.Mean).Sub(tOther); restRS.Less(b) {
					restRS = b
				}
				if target.Less(o.Value.LeftStop().Add(restRS)) {
					continue
				}
			}
			cands = append(cands, cand{i, o, r.newMove(o, kind)})
		}
	}
	slices.SortStableFunc(cands, func(x, y cand) int { return moveRank(x.m, y.m) })
	var out []Move
	// Moves compared by their incentives: Black's move to A in region i
	// leads to A + R_i = S + Δ_A with Δ_A = A − G_i, so Δ_A ≥ Δ_B implies
	// RS(A + R_i) ≥ RS(B + R_j) (stops are monotone). A move whose incentive
	// is at least that of an optimal move is optimal; one whose incentive is
	// at most that of a losing move loses. The same for White with Δ = G − A
	// and left stops. Incentives are small games, so these comparisons cost
	// little next to a sum.
	type judged struct {
		inc cgt.Game
		ok  bool
	}
	var seen []judged
	hotLS, hotRS := st.hot.LeftStop(), st.hot.RightStop()
	for _, cd := range cands {
		// The board after the move is S + Δ, Δ = A − G_i (Black's
		// incentive; minus White's), and up to an infinitesimal (the cold
		// regions' parts) hot + Δ + x. With the stops of hot and Δ,
		// RS(hot) + RS(Δ) ≤ RS(hot + Δ) ≤ min(RS(hot) + LS(Δ), LS(hot) +
		// RS(Δ)), and RS(hot + Δ) + x ≤ LS(S) for every Black option of S:
		// many candidates are decided by these bounds, the others by
		// keepsStop, and no sum is built (the mirror for White).
		delta := cd.m.Incentive
		if !black {
			delta = delta.Neg()
		}
		dLS, dRS := delta.LeftStop(), delta.RightStop()
		var lo, hi cgt.Dyadic
		if black {
			lo = hotRS.Add(dRS)
			hi = minDyadic(hotRS.Add(dLS), hotLS.Add(dRS))
		} else {
			// For White: max(LS(hot) + RS(Δ), RS(hot) + LS(Δ)) ≤
			// LS(hot + Δ) ≤ LS(hot) + LS(Δ), and LS(hot + Δ) + x ≥ RS(S).
			lo = maxDyadic(hotLS.Add(dRS), hotRS.Add(dLS))
			hi = hotLS.Add(dLS)
		}
		lo, hi = lo.Add(st.x), hi.Add(st.x)
		var ok, known bool
		for _, j := range seen {
			if j.ok && j.inc.LessEq(cd.m.Incentive) || !j.ok && cd.m.Incentive.LessEq(j.inc) {
				ok, known = j.ok, true
				break
			}
		}
		switch {
		case known:
			stats.Decided++
		case black && !lo.Less(target), !black && !target.Less(hi):
			ok = true
			stats.Decided++
			seen = append(seen, judged{cd.m.Incentive, ok})
		case black && hi.Less(target), !black && target.Less(lo):
			ok = false
			stats.Decided++
			seen = append(seen, judged{cd.m.Incentive, ok})
		default:
			ok = keepsStop(delta, st.hot, target.Sub(st.x), black, stats)
			seen = append(seen, judged{cd.m.Incentive, ok})
		}
		if ok {
			out = append(out, cd.m)
			if !all {
				break
			}
		}
	}
	return out
}

// bestAllowed returns the moves of c not banned whose stop is the best
// among them, with that stop (the right stop of the sum after a move of
// Black, the left stop after a move of White), building each sum; false
// when c has no allowed move.
func (st *sumState) bestAllowed(c goregion.Color, stats *Stats) ([]Move, cgt.Dyadic, bool) {
	var out []Move
	var best cgt.Dyadic
	for i, r := range st.regs {
		if r.sol == nil {
			continue
		}
		os, kind := r.sol.LeftMoves, moveKind(st.values[i], c)
		if c == goregion.White {
			os = r.sol.RightMoves
		}
		for _, o := range os {
			if st.banned[r.BoardPoint(o.Point)] {
				continue
			}
			// S after the move is hot + (A − G_i) + x up to an
			// infinitesimal (see best).
			after := st.hot.Add(o.Value.Sub(st.values[i]))
			stats.Sums++
			stop := after.RightStop().Add(st.x)
			if c == goregion.White {
				stop = after.LeftStop().Add(st.x).Neg()
			}
			switch {
			case len(out) == 0 || best.Less(stop):
				out, best = []Move{r.newMove(o, kind)}, stop
			case stop == best:
				out = append(out, r.newMove(o, kind))
			}
		}
	}
	if len(out) == 0 {
		return nil, cgt.Dyadic{}, false
	}
	slices.SortStableFunc(out, moveRank)
	if c == goregion.White {
		best = best.Neg()
	}
	return out, best, true
}

// keepsStop reports whether RS(A + R) ≥ t (Black: black set) or
// LS(A + R) ≤ t (White), deciding it by one comparison of R with a small
// game instead of building the sum A + R.
//
// Claim: with δ = 2^−(E+1), E at least the exponent of every number in A,
// R and t, RS(A + R) ≥ t ⟺ R > (t − δ) − A, and LS(A + R) ≤ t ⟺ R <
// (t + δ) − A. [Black. If RS(A + R) ≥ t, then RS(A + R + δ − t) =
// RS(A + R) + δ − t > 0 (number translation), so A + R + δ − t > 0 (a game
// whose right stop is positive is positive). If RS(A + R) < t, the stop is
// a number whose exponent is at most E (a sum of two numbers occurring in
// A and R), so RS(A + R) ≤ t − 2^−E and RS(A + R + δ − t) < 0, so A + R +
// δ − t is not ≥ 0 (a game ≥ 0 has a right stop ≥ 0). Adding −A + t − δ
// to both sides preserves the order. White is the mirror.] The exponent of
// a number is less than its birthday, and the numbers in a game are born
// before it, so E = max(birthday(A), birthday(R), exp(t)) will do. When a
// birthday does not fit a machine word, the sum is built instead.
func keepsStop(a, r cgt.Game, t cgt.Dyadic, black bool, stats *Stats) bool {
	ba, br := a.Birthday(), r.Birthday()
	if !ba.IsUint64() || !br.IsUint64() || ba.Uint64() > 1<<20 || br.Uint64() > 1<<20 {
		after := a.Add(r)
		stats.Sums++
		if black {
			return !after.RightStop().Less(t)
		}
		return !t.Less(after.LeftStop())
	}
	e := max(uint(ba.Uint64()), uint(br.Uint64()), t.Exp())
	delta := cgt.NewDyadic(1, e+1)
	stats.Compared++
	if black {
		return cgt.FromDyadic(t.Sub(delta)).Sub(a).Compare(r) == cgt.Less
	}
	return r.Compare(cgt.FromDyadic(t.Add(delta)).Sub(a)) == cgt.Less
}

func minDyadic(x, y cgt.Dyadic) cgt.Dyadic {
	if y.Less(x) {
		return y
	}
	return x
}

func maxDyadic(x, y cgt.Dyadic) cgt.Dyadic {
	if x.Less(y) {
		return y
	}
	return x
}

// moveRank orders moves: hotter region first, then larger gain, then the
// point.
func moveRank(x, y Move) int {
	if c := y.Temperature.Cmp(x.Temperature); c != 0 {
		return c
	}
	if c := y.Gain.Cmp(x.Gain); c != 0 {
		return c
	}
	return x.Point - y.Point
}

// line plays the principal variation from the analysed position.
func (a *Analysis) line(ctx context.Context, st *sumState, opts Options, base cgt.Dyadic) error {
	maxLine := opts.MaxLine
	if maxLine == 0 {
		maxLine = 10
		for _, c := range a.Regions {
			maxLine += 4 * c.Empty
		}
	}
	// The line works on copies of the regions, which it solves again with
	// the tables of their first solves.
	regs := make([]RegionAnalysis, len(a.Regions))
	copy(regs, a.Regions)
	for i := range regs {
		st.regs[i] = &regs[i]
	}
	pos := make([]*goregion.Position, len(regs))
	for i := range regs {
		pos[i] = regs[i].Position
	}
	rules, err := goregion.RulesByName("tromp-taylor")
	if err != nil {
		return err
	}
	c, caps := a.ToPlay, 0
	for len(a.Line) < maxLine && slices.ContainsFunc(regs, func(r RegionAnalysis) bool { return !r.Value.IsNumber() }) {
		ms := st.best(c, false, &a.Stats)
		if len(ms) == 0 && len(st.banned) > 0 {
			ms, _, _ = st.bestAllowed(c, &a.Stats)
		}
		if len(ms) == 0 {
			break
		}
		m := ms[0]
		i := slices.IndexFunc(regs, func(r RegionAnalysis) bool { return r.Name == m.Region })
		r := &regs[i]
		g, err := goregion.NewGame(pos[i], rules)
		if err == nil {
			err = g.SetToMove(c)
		}
		local := slices.Index(r.board, m.Point)
		if err == nil {
			err = g.Play(goregion.Move(local))
		}
		if err != nil {
			return fmt.Errorf("endgame: internal error: line move %s: %w", m.Name, err)
		}
		m.Captures = g.Captures(c)
		pos[i] = g.Position()
		gain := int64(m.Captures)
		if c == goregion.White {
			gain = -gain
		}
		a.Line = append(a.Line, m)
		// A region whose value after the move is a number needs no moves
		// any more: a best move always lies among the regions that are not
		// numbers while their sum is not one (number avoidance), and the
		// line ends when every region is a number. Others are solved again
		// for their moves.
		prev := r.kept
		r.sol, r.Err = nil, nil
		if v := m.Value.Sub(cgt.FromInt(gain)); v.IsNumber() {
			r.setValue(v)
		} else {
			if opts.freshLine && prev != nil {
				prev.Release()
			}
			keep := prev != nil && prev.KeepsTables()
			if keep {
				a.Stats.again++
			}
			if err := r.solveAfter(ctx, pos[i], opts, prev, keep); err != nil {
				return err
			}
			if !r.Resolved {
				a.Assumptions = append(a.Assumptions, fmt.Sprintf("the line of play stops after %s: region %s could not be solved again (%v)", m.Name, r.Name, r.Err))
				break
			}
			if v := r.Value.Add(cgt.FromInt(gain)); v != m.Value {
				r.KoSensitive = true
				a.Assumptions = append(a.Assumptions, fmt.Sprintf("after %s region %s is worth %v solved afresh, not %v as its history gave (a ko): the line may leave the optimal result", m.Name, r.Name, v, m.Value))
			}
		}
		caps += int(gain)
		st.banned = nil // the ban lasts one move
		st.set(i, r.Value, &a.Stats)
		c = c.Opponent()
	}
	stop, rs := st.stops()
	if c == goregion.White {
		stop = rs
	}
	a.LineCount = stop.Add(cgt.DyadicFromInt(int64(caps))).Add(base)
	return nil
}

// assume writes the assumptions.
func (a *Analysis) assume() {
	// The safe and dead chains are the caller's judgement (Assess states
	// what it assumes of them); Analysis.Safe and Analysis.Dead list them.
	var pre []string
	var ko []string
	for _, r := range a.Regions {
		if r.KoSensitive {
			ko = append(ko, r.Name)
		}
		if r.Assumed && !r.Sure {
			pre = append(pre, fmt.Sprintf("region %s (%d points, %d empty) is assumed %v territory as marked: %v cannot live there; counted n + 2m = %v without search",
				r.Name, len(r.Points), r.Empty, r.Owner, r.Owner.Opponent(), r.Value))
		}
		if !r.Resolved {
			pre = append(pre, fmt.Sprintf("region %s (%d points, %d empty) is unresolved (%v): the result and the moves are for the resolved part only", r.Name, len(r.Points), r.Empty, r.Err))
		}
	}
	if len(ko) > 0 {
		pre = append(pre, "regions "+strings.Join(ko, " ")+" hold a ko: their values assume the local rules of FORMATS.md §3 (superko over each region's own line of play, no ko threats from elsewhere)")
	}
	names := []string{"superko", "Black komaster", "White komaster"}
	if a.Ko != solve.Superko && slices.ContainsFunc(a.Regions, func(r RegionAnalysis) bool { return r.KoAnalysis != nil }) {
		pre = append(pre, fmt.Sprintf("ko regions are valued with %s (--ko %v); the line of play solves the regions it plays in again under superko", names[a.Ko], a.Ko))
	}
	for _, r := range a.Regions {
		switch {
		case r.KoAnalysis != nil && r.KoAnalysis.Kind != solve.KoNone:
			var alt []string
			for k, res := range r.KoResults {
				if solve.Komaster(k) == a.Ko {
					continue
				}
				alt = append(alt, fmt.Sprintf("under %s %v with Black to move, %v with White", names[k], res[0], res[1]))
			}
			pre = append(pre, fmt.Sprintf("region %s holds a %v ko (ko count %s, miai value %s): its value assumes %s; the board's result would be %s",
				r.Name, r.KoAnalysis.Kind, r.KoAnalysis.Neutral.Mast.RatString(), r.KoAnalysis.Neutral.Temperature.RatString(), names[a.Ko], strings.Join(alt, "; ")))
		case r.KoErr != nil && a.Ko == solve.Superko:
			pre = append(pre, fmt.Sprintf("region %s: the ko analysis did not finish (%v): its value assumes superko", r.Name, r.KoErr))
		}
	}
	if len(a.Banned) > 0 {
		pre = append(pre, fmt.Sprintf("%s banned for %v now by the ko rule (the board's history): the result with %v to move and the first move are the best without it; the ban lifts after one move",
			strings.Join(a.names(a.Banned), " "), a.ToPlay, a.ToPlay))
	}
	pre = append(pre, "Japanese-style counting: territory plus prisoners, komi added to White; every region is played out under the local rules of Blom's thesis, chapter 3 (no passing inside a region)")
	a.Assumptions = append(pre, a.Assumptions...)
}

// names returns the names of the points pts.
func (a *Analysis) names(pts []int) []string {
	out := make([]string, len(pts))
	for i, p := range pts {
		out[i] = a.Board.Name(p)
	}
	return out
}

// chains returns the first point of each chain among the stones pts
// (ascending).
func (a *Analysis) chains(pts []int) []int {
	in := map[int]bool{}
	for _, p := range pts {
		in[p] = true
	}
	seen := map[int]bool{}
	var out []int
	for _, p := range pts {
		if seen[p] {
			continue
		}
		seen[p] = true
		out = append(out, p)
		stack := []int{p}
		for len(stack) > 0 {
			q := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, r := range a.Board.Neighbors(q) {
				if in[int(r)] && !seen[int(r)] && a.colors[r] == a.colors[q] {
					seen[int(r)] = true
					stack = append(stack, int(r))
				}
			}
		}
	}
	return out
}
