package report

import (
	"errors"
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/chill"
	"github.com/tedomari/tedomari/goregion"
)

// Played is the answer of play: a region after a line of local moves,
// played under the local rules of FORMATS.md §3 by goregion's engine with
// the tromp-taylor rule set (suicide of a group legal; a single stone's
// suicide recreates the board before it, so positional superko refuses it,
// as the local rules do; superko over the whole line from the start).
type Played struct {
	Start   string       `json:"start"`   // the region before the moves, as a diagram
	Diagram string       `json:"diagram"` // the region after them
	Moves   []PlayedMove `json:"moves"`
	// BlackPrisoners and WhitePrisoners are the stones each player took
	// along the line; Prisoners is their difference, Black's positive: the
	// points a move's value adds to the value of the new region.
	BlackPrisoners int    `json:"black_prisoners"`
	WhitePrisoners int    `json:"white_prisoners"`
	Prisoners      string `json:"prisoners"`
}

// PlayedMove is one move of a line: who played where, and what it removed.
type PlayedMove struct {
	Player  string   `json:"player"` // "black" or "white"
	Point   string   `json:"point"`
	Removed []string `json:"removed"` // captured stones, or the mover's own after a suicide
	Suicide bool     `json:"suicide"`
}

// parseColorMove reads "B:C2" or "W:C2" (also "b:c2", "black:C2").
func parseColorMove(tok string) (goregion.Color, string, bool) {
	who, point, ok := strings.Cut(tok, ":")
	if !ok || point == "" {
		return goregion.Empty, "", false
	}
	switch strings.ToLower(who) {
	case "b", "black":
		return goregion.Black, point, true
	case "w", "white":
		return goregion.White, point, true
	}
	return goregion.Empty, "", false
}

// Play plays moves on the region pos: each move "B:POINT" or "W:POINT"
// (either player may move twice in a row, as in a local game tree). An
// illegal move, or one that names no point, is an error that gives its
// number and why.
func Play(pos *goregion.Position, moves []string) (*Played, error) {
	rules, err := goregion.RulesByName("tromp-taylor")
	if err != nil {
		return nil, err
	}
	g, err := goregion.NewGame(pos, rules)
	if err != nil {
		return nil, err
	}
	out := &Played{Start: strings.TrimRight(pos.String(), "\n"), Moves: []PlayedMove{}}
	for i, tok := range moves {
		c, name, ok := parseColorMove(tok)
		if !ok {
			return nil, fmt.Errorf("move %d %q: want B:POINT or W:POINT, such as B:C2", i+1, tok)
		}
		m, err := goregion.ParseMove(g.Board(), name)
		if err != nil || m < 0 {
			return nil, fmt.Errorf("move %d %q: no point %q in the region", i+1, tok, name)
		}
		if err := g.SetNextPlayer(c); err != nil {
			return nil, fmt.Errorf("move %d %q: %v", i+1, tok, err)
		}
		if err := g.Play(m); err != nil {
			var me *goregion.MoveError
			if errors.As(err, &me) {
				return nil, fmt.Errorf("move %d (%s %s): illegal: %s", i+1, c, g.Board().Name(int(m)), me.Reason())
			}
			return nil, fmt.Errorf("move %d %q: %v", i+1, tok, err)
		}
		pm := PlayedMove{Player: c.String(), Point: g.Board().Name(int(m)), Removed: []string{}, Suicide: g.LastSuicide()}
		for _, p := range g.LastRemoved() {
			pm.Removed = append(pm.Removed, g.Board().Name(int(p)))
		}
		out.Moves = append(out.Moves, pm)
	}
	out.Diagram = strings.TrimRight(g.Position().String(), "\n")
	out.BlackPrisoners, out.WhitePrisoners = g.Captures(goregion.Black), g.Captures(goregion.White)
	out.Prisoners = strconv.Itoa(out.BlackPrisoners - out.WhitePrisoners)
	return out, nil
}

func (c *call) play() (any, error) {
	pos, err := c.position()
	if err != nil {
		return nil, err
	}
	p, err := Play(pos, strings.FieldsFunc(c.params.Get("moves"), func(r rune) bool { return r == ' ' || r == ',' }))
	if err != nil {
		return nil, badInput("%v", err)
	}
	return p, nil
}

// DerivationStep is one step of the derivation of a corridor's chilled
// value (Blom, Theorems 6.1 and 6.3): Corr_S(d) = {d − 1 + 2S | Corr_S(d−1)},
// so f(Corr_S(d)) = {Left | Right} with Left = d − 2 + 2S (the Left
// option, an integer, chilled to itself and taxed a point) and Right =
// f(Corr_S(d−1)) + 1.
type DerivationStep struct {
	D       int    `json:"d"`
	Gold    int    `json:"gold"`
	Diagram string `json:"diagram"` // the Go region of Corr_S(d)
	Left    string `json:"left"`    // f(Corr^L) − 1
	Right   string `json:"right"`   // f(Corr^R) + 1
	Value   string `json:"value"`   // {left | right} in canonical form
	Rule    string `json:"rule"`    // why {left | right} is that value, in words
	Chilled string `json:"chilled"`
	Formula string `json:"formula"`
	Agrees  bool   `json:"agrees"` // value = chilled = formula
}

func (c *call) derivation() (any, error) {
	maxLen := c.lim.MaxLength
	if maxLen <= 0 {
		maxLen = -1
	}
	n, err := c.intParam("length", -1, 0, maxLen)
	if err != nil {
		return nil, err
	}
	if n < 0 {
		return nil, badInput("missing parameter \"length\": the largest length or depth N ≥ 0")
	}
	gold, err := c.intParam("gold", 0, 0, 64)
	if err != nil {
		return nil, err
	}
	return Derivation(gold, n)
}

// Derivation returns the steps d = 1 … n of the derivation of
// f(Corr_gold(d)) from f(Corr_gold(d−1)), each checked against Chill and
// the closed formula.
func Derivation(gold, n int) ([]DerivationStep, error) {
	out := []DerivationStep{}
	prev := chill.Chill(chill.GoldCorridor(gold, 0))
	for d := 1; d <= n; d++ {
		left := cgt.FromInt(int64(d - 2 + 2*gold))
		right := prev.Add(cgt.FromInt(1))
		v := cgt.New([]cgt.Game{left}, []cgt.Game{right})
		f := chill.Chill(chill.GoldCorridor(gold, d))
		formula := chill.GoldCorridorFormula(gold, d)
		if gold == 0 {
			formula = chill.CorridorFormula(d)
		}
		out = append(out, DerivationStep{D: d, Gold: gold, Diagram: strings.TrimSpace(chill.GoldCorridorDiagram(gold, d)), Left: left.String(), Right: right.String(),
			Value: v.String(), Rule: rule(left, right, v), Chilled: f.String(), Formula: formula.String(),
			Agrees: v == f && f == formula})
		prev = f
	}
	return out, nil
}

// rule explains why {l | r} is v.
func rule(l, r, v cgt.Game) string {
	if l.IsNumber() && r.IsNumber() {
		if l.Compare(r) == cgt.Less {
			return fmt.Sprintf("the simplest number between %s and %s", l, r)
		}
		return fmt.Sprintf("%s ≥ %s: no number lies between, so a hot game (mean %s, temperature %s)", l, r, v.Mean(), v.Temperature())
	}
	return "the canonical form of {" + l.String() + " | " + r.String() + "}"
}

// GameDemo is the answer of game: a game stepped move by move under one of
// the seeds' rule sets, for the rules page.
type GameDemo struct {
	Rules      string     `json:"rules"`
	Komi       string     `json:"komi"`
	Start      string     `json:"start"` // the board before the first move, as a diagram
	Steps      []GameStep `json:"steps"`
	Ended      bool       `json:"ended"`
	BlackScore string     `json:"black_score"`
	WhiteScore string     `json:"white_score"` // komi included
	Winner     *string    `json:"winner"`      // black, white, draw, or null before the end
}

// GameStep is one move of a demonstration. A refused move has Illegal set
// and changes nothing; play goes on with the next move.
type GameStep struct {
	Number        int      `json:"number"`
	Player        string   `json:"player"`
	Move          string   `json:"move"`
	Illegal       string   `json:"illegal,omitempty"`
	Board         string   `json:"board"` // after the move, as a diagram
	Removed       []string `json:"removed"`
	Suicide       bool     `json:"suicide"`
	BlackCaptures int      `json:"black_captures"`
	WhiteCaptures int      `json:"white_captures"`
}

// Demo plays moves (a point, "pass", or "B:POINT"/"W:POINT" to choose the
// player) on start under rules, with komi added to White's score.
func Demo(start *goregion.Position, rules goregion.Rules, komi *big.Rat, moves []string) (*GameDemo, error) {
	g, err := goregion.NewGame(start, rules)
	if err != nil {
		return nil, err
	}
	out := &GameDemo{Rules: rules.Name, Komi: komi.RatString(), Start: strings.TrimRight(start.String(), "\n"), Steps: []GameStep{}}
	for i, tok := range moves {
		name := tok
		if c, p, ok := parseColorMove(tok); ok {
			name = p
			if err := g.SetNextPlayer(c); err != nil {
				return nil, fmt.Errorf("move %d %q: %v", i+1, tok, err)
			}
		}
		if g.Ended() {
			return nil, fmt.Errorf("move %d %q: the game has ended (%s)", i+1, tok, g.EndReason())
		}
		m, err := goregion.ParseMove(g.Board(), name)
		if err != nil {
			return nil, fmt.Errorf("move %d: %v", i+1, err)
		}
		st := GameStep{Number: i + 1, Player: g.ToMove().String(), Move: strings.ToUpper(name), Removed: []string{}}
		if err := g.Play(m); err != nil {
			var me *goregion.MoveError
			if !errors.As(err, &me) {
				return nil, fmt.Errorf("move %d: %v", i+1, err)
			}
			st.Illegal = me.Reason()
		} else {
			st.Suicide = g.LastSuicide()
			for _, p := range g.LastRemoved() {
				st.Removed = append(st.Removed, g.Board().Name(int(p)))
			}
		}
		st.Board = strings.TrimRight(g.Position().String(), "\n")
		st.BlackCaptures, st.WhiteCaptures = g.Captures(goregion.Black), g.Captures(goregion.White)
		out.Steps = append(out.Steps, st)
	}
	out.Ended = g.Ended()
	b, w := big.NewRat(int64(g.Score(goregion.Black)), 1), big.NewRat(int64(g.Score(goregion.White)), 1)
	w.Add(w, komi)
	out.BlackScore, out.WhiteScore = b.RatString(), w.RatString()
	if res := g.Result(komi); res != goregion.NoOutcome {
		s := res.String()
		out.Winner = &s
	}
	return out, nil
}

func (c *call) game() (any, error) {
	name := c.params.Get("rules")
	if name == "" {
		name = "tromp-taylor"
	}
	rules, err := goregion.RulesByName(name)
	if err != nil {
		return nil, badInput("rules %q: %v", name, err)
	}
	komi := new(big.Rat)
	if s := c.params.Get("komi"); s != "" {
		if komi, err = goregion.ParseKomi(s); err != nil {
			return nil, badInput("komi %q: %v", s, err)
		}
	}
	var start *goregion.Position
	if c.body != "" || c.params.Get("diagram") != "" {
		if start, err = c.position(); err != nil {
			return nil, err
		}
	} else {
		n, err := c.intParam("size", 5, 1, 19)
		if err != nil {
			return nil, err
		}
		b := goregion.Grid(n, n)
		start = &goregion.Position{Board: b, Colors: make([]goregion.Color, b.NumPoints()), Immortal: make([]bool, b.NumPoints())}
	}
	d, err := Demo(start, rules, komi, strings.FieldsFunc(c.params.Get("moves"), func(r rune) bool { return r == ' ' || r == ',' }))
	if err != nil {
		return nil, badInput("%v", err)
	}
	return d, nil
}
