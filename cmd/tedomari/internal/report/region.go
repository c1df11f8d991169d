package report

import (
	"strings"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/chill"
	"github.com/tedomari/tedomari/goregion"
	"github.com/tedomari/tedomari/goregion/solve"
)

// Region is the record of a solved region (FORMATS.md §4, region --json):
// the value fields of the whole region and its own fields.
type Region struct {
	Value
	Chilled         string       `json:"chilled"`
	ChilledExplicit string       `json:"chilled_explicit"`
	Parity          string       `json:"parity"`
	KoSensitive     bool         `json:"ko_sensitive"`
	Nodes           int          `json:"nodes"`
	LeftMoves       []RegionMove `json:"left_moves"`
	RightMoves      []RegionMove `json:"right_moves"`
	Parts           []RegionPart `json:"parts,omitempty"`
	RegionKo                     // FORMATS.md §6 (regionko.go)
}

// RegionMove is a first move: the point played and the value it leads to,
// with the marks of Blom §4.1.
type RegionMove struct {
	Point      string `json:"point"`
	Value      string `json:"value"`
	Dominated  bool   `json:"dominated"`
	Reversible bool   `json:"reversible"`
	Through    string `json:"through,omitempty"` // the reversing reply
}

// RegionPart is an independent part of a region.
type RegionPart struct {
	Value
	Points      []string `json:"points"`
	Nodes       int      `json:"nodes"`
	KoSensitive bool     `json:"ko_sensitive"`
}

// ParseRegion reads a general graph when the first line that is not a
// comment starts with "points", a diagram (FORMATS.md §3) otherwise.
func ParseRegion(text string) (*goregion.Position, error) {
	for _, line := range strings.Split(text, "\n") {
		if k := strings.IndexByte(line, ';'); k >= 0 {
			line = line[:k]
		}
		if f := strings.Fields(line); len(f) > 0 {
			if f[0] == "points" {
				return goregion.ParseGraph(text)
			}
			break
		}
	}
	return goregion.ParseDiagram(text)
}

// Chilled returns the chilled value f(g) of Blom §6.4 in the two
// notations: the one place where a region's chilled value is computed.
func Chilled(g cgt.Game) (conventional, explicit string) {
	f := chill.Chill(g)
	return f.String(), ExplicitText(f)
}

// RegionOf returns the record of sol, the solution of the region pos.
func RegionOf(pos *goregion.Position, sol *solve.Solution) Region {
	rec := Region{
		Value:       ValueOf(strings.TrimRight(pos.String(), "\n"), sol.Value),
		Parity:      sol.Parity.String(),
		KoSensitive: sol.KoSensitive,
		Nodes:       sol.Nodes,
		LeftMoves:   []RegionMove{},
		RightMoves:  []RegionMove{},
	}
	rec.Chilled, rec.ChilledExplicit = Chilled(sol.Value)
	for _, o := range sol.LeftMoves {
		rec.LeftMoves = append(rec.LeftMoves, moveOf(o))
	}
	for _, o := range sol.RightMoves {
		rec.RightMoves = append(rec.RightMoves, moveOf(o))
	}
	if len(sol.Parts) > 1 {
		for _, p := range sol.Parts {
			names := make([]string, len(p.Points))
			for i, q := range p.Points {
				names[i] = pos.Board.Name(q)
			}
			rec.Parts = append(rec.Parts, RegionPart{
				Value:       ValueOf(strings.Join(names, " "), p.Value),
				Points:      names,
				Nodes:       p.Nodes,
				KoSensitive: p.KoSensitive,
			})
		}
	}
	return rec
}

// moveOf returns the record of a first move.
func moveOf(o solve.Option) RegionMove {
	m := RegionMove{Point: o.Name, Value: o.Value.String(), Dominated: o.Dominated, Reversible: o.Reversible}
	if o.Reversible {
		m.Through = o.Through.String()
	}
	return m
}
