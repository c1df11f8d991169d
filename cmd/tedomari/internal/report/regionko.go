package report

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/tedomari/tedomari/goregion"
	"github.com/tedomari/tedomari/goregion/solve"
)

// This file holds region's ko fields (FORMATS.md §6) and its --ko flag.

// RegionKo holds the ko fields of region --json: those of FORMATS.md §6
// and the additions documented in README.md. Counts and temperatures are
// exact rationals written as numbers are ("-1/3", "7/5", "2").
type RegionKo struct {
	// Ko is the hypothesis the value fields, the first moves and the
	// chilled value assume: "superko" (the thesis's rules, the default),
	// "black" or "white" (that player is komaster). Addition.
	Ko                       string `json:"ko"`
	KoKind                   string `json:"ko_kind"`
	KoCount                  string `json:"ko_count"`
	KoTemperature            string `json:"ko_temperature"`
	CountBlackKomaster       string `json:"count_black_komaster"`
	TemperatureBlackKomaster string `json:"temperature_black_komaster"`
	CountWhiteKomaster       string `json:"count_white_komaster"`
	TemperatureWhiteKomaster string `json:"temperature_white_komaster"`
	// ValueBlackKomaster and ValueWhiteKomaster are the short games of the
	// two hypotheses (solve.KomasterResult.Value: the koloser's ko moves are
	// not options, the komaster's fill of a ko she has won takes no tempo),
	// where a ko arises. Additions.
	ValueBlackKomaster string `json:"value_black_komaster,omitempty"`
	ValueWhiteKomaster string `json:"value_white_komaster,omitempty"`
	// KoAssumptions says in plain words what each hypothesis assumes, where a
	// ko arises. Addition.
	KoAssumptions []string `json:"ko_assumptions,omitempty"`
}

// koNodeBudget bounds the positions the ko analysis explores under each
// komaster (the search keeps the history of the line and slows down on
// regions where many boards can recur).
const koNodeBudget = 20_000

// koUnresolved is the ko_kind of a region whose ko analysis exceeded its
// budget (an addition to FORMATS.md §6): its counts are empty.
const koUnresolved = "unresolved"

// koAssumptions are the plain words of the three hypotheses.
var koAssumptions = []string{
	"superko (the default): no board of the local line may recur, for either player; a point a ban keeps a player out of counts as the other's",
	"black: Black may retake any ko at once and White never wins one back; the value counts Black's fill of a ko he has won without a tempo; the count lets White play elsewhere, and Black must answer locally",
	"white: White may retake any ko at once and Black never wins one back; the value counts White's fill of a ko she has won without a tempo; the count lets Black play elsewhere, and White must answer locally",
}

// koRecord runs the ko analysis of a solved region and returns its ko
// fields, and the solution under the hypothesis k that the rest of the
// output uses (sol itself for superko or when no ko arises). The analysis
// runs only where the solver reported a ko (sol.KoSensitive): elsewhere no
// ko arises, and every count is the mean and every temperature the
// temperature of the value.
func koRecord(ctx context.Context, pos *goregion.Position, sol *solve.Solution, k solve.Komaster, maxNodes int) (RegionKo, *solve.Solution, error) {
	rec := RegionKo{Ko: k.String(), KoKind: solve.KoNone.String()}
	if !sol.KoSensitive {
		th := sol.Value.Thermograph()
		m, t := th.Mast.String(), th.Temperature.String()
		rec.KoCount, rec.KoTemperature = m, t
		rec.CountBlackKomaster, rec.TemperatureBlackKomaster = m, t
		rec.CountWhiteKomaster, rec.TemperatureWhiteKomaster = m, t
		return rec, sol, nil
	}
	budget := koNodeBudget
	if maxNodes > 0 && maxNodes < budget {
		budget = maxNodes
	}
	a, err := solve.AnalyzeKo(ctx, pos, solve.Options{MaxNodes: budget})
	switch {
	case errors.Is(err, solve.ErrNodeLimit), errors.Is(err, solve.ErrTooLarge):
		rec.KoKind = koUnresolved
		if k != solve.Superko {
			return rec, nil, fmt.Errorf("ko analysis under --ko %v: %w (the ko analysis explores at most %d positions per komaster)", k, err, budget)
		}
		return rec, sol, nil
	case err != nil:
		return rec, nil, fmt.Errorf("ko analysis: %w", err)
	}
	q := func(r *big.Rat) string { return r.RatString() }
	rec.KoKind = a.Kind.String()
	rec.KoCount, rec.KoTemperature = q(a.Neutral.Mast), q(a.Neutral.Temperature)
	rec.CountBlackKomaster, rec.TemperatureBlackKomaster = q(a.Black.Thermograph.Mast), q(a.Black.Thermograph.Temperature)
	rec.CountWhiteKomaster, rec.TemperatureWhiteKomaster = q(a.White.Thermograph.Mast), q(a.White.Thermograph.Temperature)
	if a.Kind != solve.KoNone {
		rec.ValueBlackKomaster, rec.ValueWhiteKomaster = a.Black.Value.String(), a.White.Value.String()
		rec.KoAssumptions = koAssumptions
	}
	if k == solve.Superko {
		return rec, sol, nil
	}
	r := a.Result(k)
	ks := &solve.Solution{Value: r.Value, Nodes: sol.Nodes + a.Black.Nodes + a.White.Nodes, KoSensitive: sol.KoSensitive,
		Parity: sol.Parity, LeftMoves: r.LeftMoves, RightMoves: r.RightMoves}
	return rec, ks, nil
}

// kindWords says what each kind of ko means (Spight).
var kindWords = map[string]string{
	"placid":      "the komaster changes neither count nor miai value",
	"active":      "the komaster changes the miai value, not the count",
	"hyperactive": "the komaster changes the count",
}

// KoRows returns the table rows of the ko fields.
func (k RegionKo) KoRows() [][]string {
	if k.KoKind == koUnresolved {
		return [][]string{{"ko", fmt.Sprintf("unresolved: the ko analysis needs more than %d positions per komaster", koNodeBudget)}}
	}
	if k.KoKind == solve.KoNone.String() {
		return [][]string{{"ko", "none arises: count = mean, miai value = temperature"}}
	}
	rows := [][]string{
		{"ko", k.KoKind + " (" + kindWords[k.KoKind] + ")"},
		{"ko count, miai value", k.KoCount + ", " + k.KoTemperature + " (each side wins the ko it starts)"},
		{"Black komaster", "count " + k.CountBlackKomaster + ", miai value " + k.TemperatureBlackKomaster + ", value " + k.ValueBlackKomaster},
		{"White komaster", "count " + k.CountWhiteKomaster + ", miai value " + k.TemperatureWhiteKomaster + ", value " + k.ValueWhiteKomaster},
		{"values above assume", "--ko " + k.Ko},
	}
	for i, s := range k.KoAssumptions {
		name := ""
		if i == 0 {
			name = "hypotheses"
		}
		rows = append(rows, []string{name, s})
	}
	return rows
}

// RegionWithKo returns the record of sol, the solution of the region pos,
// with its ko fields (FORMATS.md §6); the value fields, first moves and
// chilled value are those of the hypothesis k (the thesis's superko
// unless a komaster is named).
func RegionWithKo(ctx context.Context, pos *goregion.Position, sol *solve.Solution, k solve.Komaster, maxNodes int) (Region, error) {
	ko, ksol, err := koRecord(ctx, pos, sol, k, maxNodes)
	if err != nil {
		return Region{}, err
	}
	rec := RegionOf(pos, ksol)
	rec.RegionKo = ko
	return rec, nil
}
