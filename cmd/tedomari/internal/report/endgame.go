package report

import (
	"math/big"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/goregion"
	"github.com/tedomari/tedomari/goregion/endgame"
	"github.com/tedomari/tedomari/goregion/solve"
)

// Endgame is the record of a whole-board analysis (FORMATS.md §5, endgame
// --json), with the additions README documents: rules, komi_source, moves,
// line_count, best_moves_detail, line_detail and stats, and per region
// settled, assumed, ko_sensitive, nodes, error and the moves in detail.
type Endgame struct {
	ToPlay             string          `json:"to_play"`
	Komi               string          `json:"komi"`
	KomiSource         string          `json:"komi_source"` // "flag", "record" or "default"
	Rules              string          `json:"rules"`       // the rule set of the replay
	Moves              int             `json:"moves"`       // moves of the record played to reach the position
	Prisoners          Prisoners       `json:"prisoners"`
	Resolved           bool            `json:"resolved"`
	Assumptions        []string        `json:"assumptions"`
	Result             *string         `json:"result"`
	ResultIfBlackFirst string          `json:"result_if_black_first"`
	ResultIfWhiteFirst string          `json:"result_if_white_first"`
	BestMoves          []string        `json:"best_moves"`
	BestMovesDetail    []EndgameMove   `json:"best_moves_detail"`
	Line               []string        `json:"line"`
	LineDetail         []EndgameMove   `json:"line_detail"`
	LineCount          string          `json:"line_count"`
	Regions            []EndgameRegion `json:"regions"`
	Safe               []string        `json:"safe"`
	Dead               []string        `json:"dead"`
	Stats              EndgameStats    `json:"stats"`
	// Ko is the ko hypothesis of the analysis: "superko", "black" or
	// "white" (--ko). Addition.
	Ko string `json:"ko"`
	// Banned are the points the ko rule keeps the player to move out of
	// now (the board's history). Addition.
	Banned []string `json:"banned"`
	// Sure are the sure points of each player (open boundaries), counted
	// as territory without search. Addition.
	SureBlack []string `json:"sure_black"`
	SureWhite []string `json:"sure_white"`
}

// EndgameKo is the ko analysis of a region where a ko arises (an
// addition): Spight's kind, the neutral count and miai value, each
// komaster's count, miai value and value, and the board's results with
// this region alone valued under each hypothesis.
type EndgameKo struct {
	Kind                     string            `json:"kind"` // "none", "placid", "active", "hyperactive", or "unresolved" (the analysis exceeded its budget; the other fields empty)
	Count                    string            `json:"count"`
	Temperature              string            `json:"temperature"`
	CountBlackKomaster       string            `json:"count_black_komaster"`
	TemperatureBlackKomaster string            `json:"temperature_black_komaster"`
	CountWhiteKomaster       string            `json:"count_white_komaster"`
	TemperatureWhiteKomaster string            `json:"temperature_white_komaster"`
	ValueBlackKomaster       string            `json:"value_black_komaster"`
	ValueWhiteKomaster       string            `json:"value_white_komaster"`
	Results                  []EndgameKoResult `json:"results"`
}

// EndgameKoResult is the board's result under one ko hypothesis of a
// region.
type EndgameKoResult struct {
	Ko                 string `json:"ko"` // "superko", "black" or "white"
	ResultIfBlackFirst string `json:"result_if_black_first"`
	ResultIfWhiteFirst string `json:"result_if_white_first"`
}

// Prisoners are the stones each player has taken.
type Prisoners struct {
	Black int `json:"black"`
	White int `json:"white"`
}

// EndgameRegion is one region of an Endgame record: the value fields of
// FORMATS.md §4 (absent when the region is unresolved; input is the
// region's diagram) and the region's own fields.
type EndgameRegion struct {
	Name   string   `json:"name"`
	Points []string `json:"points"`
	Empty  int      `json:"empty"`
	*Value
	Chilled     *string       `json:"chilled"`
	Resolved    bool          `json:"resolved"`
	Settled     bool          `json:"settled"`
	Assumed     bool          `json:"assumed"`
	Owner       *string       `json:"owner"` // the owner of a settled territory, else null
	KoSensitive bool          `json:"ko_sensitive"`
	Nodes       int           `json:"nodes"`
	Error       *string       `json:"error"` // why an unresolved region was not solved
	BestBlack   []string      `json:"best_black"`
	BestWhite   []string      `json:"best_white"`
	BlackDetail []EndgameMove `json:"best_black_detail"`
	WhiteDetail []EndgameMove `json:"best_white_detail"`
	// Sure reports a region of sure points (open boundaries), settled by
	// assumption. Addition.
	Sure bool `json:"sure"`
	// Ko is the ko analysis where the solver met a ko, else null.
	// Addition.
	Ko *EndgameKo `json:"ko"`
}

// EndgameMove is a move of the analysis in detail.
type EndgameMove struct {
	Player      string `json:"player"`
	Point       string `json:"point"`
	Region      string `json:"region"`
	Value       string `json:"value"`     // the region's value after the move, prisoners included
	Incentive   string `json:"incentive"` // what the move gains as a game
	Gain        string `json:"gain"`      // the mean of the incentive
	Temperature string `json:"temperature"`
	Kind        string `json:"kind"` // "sente", "reverse sente", "gote", or "" at temperature 0
	Captures    int    `json:"captures"`
}

// EndgameStats are the work counts of an analysis (the times are left out
// so that the record of a position is always the same).
type EndgameStats struct {
	Nodes   int `json:"nodes"`   // positions explored by the solver
	Sums    int `json:"sums"`    // sums of games built for the best moves and the line
	Decided int `json:"decided"` // moves decided without a sum
	// Compared counts the moves decided exactly by one comparison with the
	// rest of the sum instead of building it. Addition.
	Compared int `json:"compared"`
}

// EndgameOf returns the record of a. The caller fills KomiSource, Rules
// and Moves, which the analysis does not know.
func EndgameOf(a *endgame.Analysis) Endgame {
	rec := Endgame{
		ToPlay:             a.ToPlay.String(),
		Komi:               a.Komi.String(),
		Prisoners:          Prisoners{Black: a.Prisoners.Black, White: a.Prisoners.White},
		Resolved:           a.Resolved,
		Assumptions:        append([]string{}, a.Assumptions...),
		ResultIfBlackFirst: a.ResultIfBlackFirst.String(),
		ResultIfWhiteFirst: a.ResultIfWhiteFirst.String(),
		BestMoves:          []string{},
		BestMovesDetail:    movesOf(a.BestMoves),
		Line:               []string{},
		LineDetail:         movesOf(a.Line),
		LineCount:          a.LineCount.String(),
		Regions:            []EndgameRegion{},
		Safe:               names(a.Board, a.Safe),
		Dead:               names(a.Board, a.Dead),
		Stats:              EndgameStats{Nodes: a.Stats.Nodes, Sums: a.Stats.Sums, Decided: a.Stats.Decided, Compared: a.Stats.Compared},
		Ko:                 a.Ko.String(),
		Banned:             names(a.Board, a.Banned),
		SureBlack:          names(a.Board, a.SureBlack),
		SureWhite:          names(a.Board, a.SureWhite),
	}
	if a.Result != nil {
		s := a.Result.String()
		rec.Result = &s
	}
	for _, m := range a.BestMoves {
		rec.BestMoves = append(rec.BestMoves, m.Name)
	}
	if len(rec.BestMoves) == 0 {
		rec.BestMoves = []string{"pass"} // FORMATS.md §5: pass only when no move helps
	}
	for _, m := range a.Line {
		rec.Line = append(rec.Line, m.Name)
	}
	for _, r := range a.Regions {
		er := EndgameRegion{
			Name:        r.Name,
			Points:      names(a.Board, r.Points),
			Empty:       r.Empty,
			Resolved:    r.Resolved,
			Settled:     r.Settled,
			Assumed:     r.Assumed,
			KoSensitive: r.KoSensitive,
			Nodes:       r.Nodes,
			BestBlack:   []string{},
			BestWhite:   []string{},
			BlackDetail: movesOf(r.BestBlack),
			WhiteDetail: movesOf(r.BestWhite),
			Sure:        r.Sure,
			Ko:          koOf(r),
		}
		if r.Resolved {
			v := ValueOf(r.Diagram, r.Value)
			er.Value = &v
			c := r.Chilled.String()
			er.Chilled = &c
		}
		if r.Settled {
			o := r.Owner.String()
			er.Owner = &o
		}
		if r.Err != nil {
			e := r.Err.Error()
			er.Error = &e
		}
		for _, m := range r.BestBlack {
			er.BestBlack = append(er.BestBlack, m.Name)
		}
		for _, m := range r.BestWhite {
			er.BestWhite = append(er.BestWhite, m.Name)
		}
		rec.Regions = append(rec.Regions, er)
	}
	return rec
}

// koOf returns the ko record of r, or nil where no ko analysis ran.
func koOf(r endgame.RegionAnalysis) *EndgameKo {
	switch {
	case r.KoAnalysis != nil:
	case r.KoErr != nil:
		return &EndgameKo{Kind: koUnresolved, Results: []EndgameKoResult{}}
	default:
		return nil
	}
	ka := r.KoAnalysis
	q := func(x *big.Rat) string { return x.RatString() }
	k := &EndgameKo{
		Kind:  ka.Kind.String(),
		Count: q(ka.Neutral.Mast), Temperature: q(ka.Neutral.Temperature),
		CountBlackKomaster: q(ka.Black.Thermograph.Mast), TemperatureBlackKomaster: q(ka.Black.Thermograph.Temperature),
		CountWhiteKomaster: q(ka.White.Thermograph.Mast), TemperatureWhiteKomaster: q(ka.White.Thermograph.Temperature),
		ValueBlackKomaster: ka.Black.Value.String(), ValueWhiteKomaster: ka.White.Value.String(),
	}
	for i, res := range r.KoResults {
		k.Results = append(k.Results, EndgameKoResult{Ko: solve.Komaster(i).String(),
			ResultIfBlackFirst: res[0].String(), ResultIfWhiteFirst: res[1].String()})
	}
	return k
}

func movesOf(ms []endgame.Move) []EndgameMove {
	out := []EndgameMove{}
	for _, m := range ms {
		out = append(out, EndgameMove{
			Player:      m.Player.String(),
			Point:       m.Name,
			Region:      m.Region,
			Value:       gameText(m.Value),
			Incentive:   gameText(m.Incentive),
			Gain:        m.Gain.String(),
			Temperature: m.Temperature.String(),
			Kind:        m.Kind,
			Captures:    m.Captures,
		})
	}
	return out
}

func gameText(g cgt.Game) string { return g.String() }

func names(b *goregion.Board, pts []int) []string {
	out := []string{}
	for _, p := range pts {
		out = append(out, b.Name(p))
	}
	return out
}
