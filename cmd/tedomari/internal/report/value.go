package report

import (
	"context"
	"math/big"

	"github.com/tedomari/tedomari/cgt"
)

// Value is the record of a game (FORMATS.md §4, the fields of value): the
// commands cool, chill, warm and region print it too, and Region embeds
// it. Numbers are strings in lowest terms ("3/4").
type Value struct {
	Input       string   `json:"input"`
	Canonical   string   `json:"canonical"`
	Explicit    string   `json:"explicit"`
	Outcome     string   `json:"outcome"` // L, R, P or N
	Number      bool     `json:"number"`
	LeftStop    string   `json:"left_stop"`
	RightStop   string   `json:"right_stop"`
	Mean        string   `json:"mean"`
	Temperature string   `json:"temperature"`
	Birthday    *big.Int `json:"birthday"` // a JSON integer, exact at any size
}

// MaxExplicit is the longest explicit text in a record; longer ones (the
// explicit form of *n has about 2^n characters) are left empty.
const MaxExplicit = 1 << 20

// ExplicitText returns g.Explicit(), or "" when it would be longer than
// MaxExplicit bytes.
func ExplicitText(g cgt.Game) string {
	if g.ExplicitLen() > MaxExplicit {
		return ""
	}
	return g.Explicit()
}

// ValueOf returns the value record of g, which was written as input. It
// never stops: use ValueContext for games that may take long to describe.
func ValueOf(input string, g cgt.Game) Value {
	v, err := ValueContext(context.Background(), input, g)
	if err != nil {
		panic("report: internal error: " + err.Error()) // unreachable: the context is never done
	}
	return v
}

// ValueContext returns the value record of g, which was written as input,
// stopping with the context's error when ctx is done. It writes g as
// DefaultTextPolicy says.
func ValueContext(ctx context.Context, input string, g cgt.Game) (Value, error) {
	return ValueWith(ctx, input, g, DefaultTextPolicy)
}

// ValueWith is like ValueContext but writes g as tp says.
func ValueWith(ctx context.Context, input string, g cgt.Game, tp TextPolicy) (Value, error) {
	canonical, err := tp.Text(ctx, g)
	if err != nil {
		return Value{}, err
	}
	th, err := g.ThermographContext(ctx)
	if err != nil {
		return Value{}, err
	}
	return Value{
		Input:       input,
		Canonical:   canonical,
		Explicit:    ExplicitText(g),
		Outcome:     g.Outcome().String(),
		Number:      g.IsNumber(),
		LeftStop:    g.LeftStop().String(),
		RightStop:   g.RightStop().String(),
		Mean:        th.Mast.String(),
		Temperature: th.Temperature.String(),
		Birthday:    g.Birthday(),
	}, nil
}

// ValueExt is the record of value, cool, chill and warm: the value fields
// of FORMATS.md §4 and two additions (README, "Additions to FORMATS.md"):
// CGSuite's temperature and the undominated incentives. (region prints
// Value without them.)
type ValueExt struct {
	Value
	CGSuiteTemperature string   `json:"cgsuite_temperature"`
	Incentives         []string `json:"incentives"` // null when not computed: see Ops.IncentivesError
	Ops
}

// ValueExtContext returns the extended record of g, which was written as
// input, stopping with the context's error when ctx is done. It writes
// games as DefaultTextPolicy says.
func ValueExtContext(ctx context.Context, input string, g cgt.Game) (ValueExt, error) {
	return ValueExtWith(ctx, input, g, DefaultTextPolicy)
}

// ValueExtWith is like ValueExtContext but writes games, and limits the
// incentives, as tp says.
func ValueExtWith(ctx context.Context, input string, g cgt.Game, tp TextPolicy) (ValueExt, error) {
	v, err := ValueWith(ctx, input, g, tp)
	if err != nil {
		return ValueExt{}, err
	}
	r := ValueExt{Value: v, CGSuiteTemperature: g.CGSuiteTemperature().String()}
	if r.Incentives, r.IncentivesError, err = incentiveTexts(ctx, g, tp); err != nil {
		return ValueExt{}, err
	}
	if r.Ops, err = opsFields(ctx, g, tp, r.Ops); err != nil {
		return ValueExt{}, err
	}
	return r, nil
}

// Compare is the answer of compare (FORMATS.md §4): Relation is "<", ">",
// "=" or "||", read as "A relation B". The inputs are echoed as a and b.
type Compare struct {
	A        string `json:"a"`
	B        string `json:"b"`
	Relation string `json:"relation"`
}

// CompareOf returns the comparison of a and b, written as inputs sa and sb.
func CompareOf(sa, sb string, a, b cgt.Game) Compare {
	return Compare{A: sa, B: sb, Relation: a.Compare(b).String()}
}

// Thermograph is the answer of thermograph (FORMATS.md §4). A wall is a
// list of [t, x] vertices from t = 0 up to the temperature, each number a
// string in lowest terms; both walls end at [temperature, mast], and above
// the temperature the walls are the mast. cgsuite_temperature extends the
// contract (README, "Additions to FORMATS.md").
type Thermograph struct {
	Input              string      `json:"input"`
	LeftWall           [][2]string `json:"left_wall"`
	RightWall          [][2]string `json:"right_wall"`
	Mast               string      `json:"mast"`
	Temperature        string      `json:"temperature"`
	CGSuiteTemperature string      `json:"cgsuite_temperature"`
}

// ThermographOf returns the thermograph record of th, the thermograph of
// g, which was written as input.
func ThermographOf(input string, g cgt.Game, th *cgt.Thermograph) Thermograph {
	wall := func(ps []cgt.Point) [][2]string {
		out := make([][2]string, len(ps))
		for i, p := range ps {
			out[i] = [2]string{p.T.String(), p.X.String()}
		}
		return out
	}
	return Thermograph{
		Input:              input,
		LeftWall:           wall(th.Left),
		RightWall:          wall(th.Right),
		Mast:               th.Mast.String(),
		Temperature:        th.Temperature.String(),
		CGSuiteTemperature: g.CGSuiteTemperature().String(),
	}
}
