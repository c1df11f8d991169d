package report

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/chill"
	"github.com/tedomari/tedomari/examples"
	"github.com/tedomari/tedomari/goregion"
	"github.com/tedomari/tedomari/goregion/endgame"
	"github.com/tedomari/tedomari/goregion/solve"
)

// Limits bound every call of [Call]: the web server sets them from its
// flags, the WebAssembly engine uses [DefaultLimits].
type Limits struct {
	MaxNodes      int           // positions a region solve may explore (0: no limit)
	Timeout       time.Duration // the whole call (0: no limit)
	MaxInput      int           // bytes of the inputs: expressions, diagram, moves (0: no limit)
	MaxExprs      int           // expressions in one call (0: no limit)
	MaxLength     int           // largest corridor length (0: no limit)
	MaxBoardNodes int           // node limit of each corridor board solve
}

// DefaultLimits returns the limits of tedomari serve without flags.
func DefaultLimits() Limits {
	return Limits{MaxNodes: 2_000_000, Timeout: 10 * time.Second, MaxInput: 16 << 10, MaxExprs: 32, MaxLength: 64, MaxBoardNodes: 200_000}
}

// Error is the error of a call: an HTTP status (400 for bad input, 404 for
// an unknown call, 413 for an input over the limits, 422 for a computation
// that exceeded its bound) and a message that says what was wrong.
type Error struct {
	Status  int    `json:"status"`
	Message string `json:"error"`
}

// Error returns the message.
func (e *Error) Error() string { return e.Message }

func badInput(format string, args ...any) *Error {
	return &Error{Status: 400, Message: fmt.Sprintf(format, args...)}
}

// Calls lists the names that [Call] answers, in the order of the README.
var Calls = []string{"value", "compare", "cool", "chill", "warm", "thermograph", "region", "play", "corridor", "derivation", "examples", "thesis", "game", "endgame", "position"}

// Call answers the API call name (the path after /api/) with the query
// parameters params and the body (the diagram of a region, or "") under
// lim. The answer is a record of this package, or a list of them; the
// error is always an *Error. The web server and the WebAssembly engine
// both answer through Call, so their fields are the same.
func Call(ctx context.Context, name string, params url.Values, body string, lim Limits) (answer any, err error) {
	if lim.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, lim.Timeout)
		defer cancel()
	}
	size := len(body)
	for _, vs := range params {
		for _, v := range vs {
			size += len(v)
		}
	}
	if lim.MaxInput > 0 && size > lim.MaxInput {
		return nil, &Error{Status: 413, Message: fmt.Sprintf("input of %d bytes: the limit is %d", size, lim.MaxInput)}
	}
	c := &call{ctx: ctx, params: params, body: body, lim: lim}
	switch name {
	case "value":
		answer, err = c.mapped(nil)
	case "cool":
		by, e := c.temperature()
		if e != nil {
			return nil, e
		}
		answer, err = c.mapped(func(ctx context.Context, g cgt.Game) (cgt.Game, error) { return g.CoolContext(ctx, by) })
	case "chill":
		answer, err = c.mapped(chill.ChillContext)
	case "warm":
		answer, err = c.mapped(chill.WarmContext)
	case "compare":
		answer, err = c.compare()
	case "thermograph":
		answer, err = c.thermograph()
	case "region":
		answer, err = c.region()
	case "play":
		answer, err = c.play()
	case "corridor":
		answer, err = c.corridor()
	case "derivation":
		answer, err = c.derivation()
	case "examples":
		answer, err = c.examples()
	case "thesis":
		answer, err = Thesis()
	case "game":
		answer, err = c.game()
	case "endgame":
		answer, err = c.endgame()
	case "position":
		answer, err = c.position0()
	default:
		return nil, &Error{Status: 404, Message: fmt.Sprintf("no API call %q: want one of %s", name, strings.Join(Calls, ", "))}
	}
	if err != nil {
		return nil, c.explain(err)
	}
	return answer, nil
}

// call is one call of Call: its inputs, passed from step to step.
type call struct {
	ctx    context.Context
	params url.Values
	body   string
	lim    Limits
}

// explain turns err into an *Error: bounds exceeded are 422, everything
// else that is not already an *Error is bad input (400).
func (c *call) explain(err error) *Error {
	var e *Error
	switch {
	case errors.As(err, &e):
		return e
	case errors.Is(err, context.DeadlineExceeded):
		return &Error{Status: 422, Message: fmt.Sprintf("no answer within the time limit of %v", c.lim.Timeout)}
	case errors.Is(err, context.Canceled):
		return &Error{Status: 422, Message: "the request was cancelled"}
	case errors.Is(err, solve.ErrNodeLimit):
		return &Error{Status: 422, Message: fmt.Sprintf("the region needs more than %d positions (the server's node limit)", c.lim.MaxNodes)}
	case errors.Is(err, solve.ErrTooLarge):
		return &Error{Status: 422, Message: err.Error() + ": a part may have at most 64 points that are not immortal stones"}
	}
	return badInput("%v", err)
}

// exprs returns the parameters named key, at least one.
func (c *call) exprs(key string) ([]string, error) {
	es := c.params[key]
	if len(es) == 0 {
		return nil, badInput("missing parameter %q: give a game expression such as {2|0}", key)
	}
	if c.lim.MaxExprs > 0 && len(es) > c.lim.MaxExprs {
		return nil, &Error{Status: 413, Message: fmt.Sprintf("%d expressions: the limit is %d", len(es), c.lim.MaxExprs)}
	}
	return es, nil
}

// parse reads the k-th expression (from 1) of parameter key.
func (c *call) parse(key string, k int, s string) (cgt.Game, error) {
	g, err := cgt.ParseContext(c.ctx, s)
	if err != nil {
		if errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled) {
			return cgt.Game{}, err
		}
		return cgt.Game{}, badInput("%s %d: %v", key, k, err)
	}
	return g, nil
}

// one returns the only element of list as it is, or the list when there
// are several: "one object, or a list for several expr" (FORMATS.md §7).
func one[T any](list []T) any {
	if len(list) == 1 {
		return list[0]
	}
	return list
}

func (c *call) mapped(op func(context.Context, cgt.Game) (cgt.Game, error)) (any, error) {
	es, err := c.exprs("expr")
	if err != nil {
		return nil, err
	}
	var out []ValueExt
	for i, s := range es {
		g, err := c.parse("expr", i+1, s)
		if err != nil {
			return nil, err
		}
		if op != nil {
			if g, err = op(c.ctx, g); err != nil {
				return nil, err
			}
		}
		v, err := ValueExtContext(c.ctx, s, g)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return one(out), nil
}

func (c *call) temperature() (cgt.Dyadic, error) {
	s := c.params.Get("by")
	if s == "" {
		return cgt.Dyadic{}, badInput("missing parameter \"by\": the temperature to cool by, a dyadic rational ≥ 0 such as 1 or 3/4")
	}
	t, err := cgt.ParseDyadic(s)
	if err != nil {
		return cgt.Dyadic{}, badInput("by %q: want a dyadic rational ≥ 0 such as 1, 3/4 or 0.5: %v", s, err)
	}
	if t.Sign() < 0 {
		return cgt.Dyadic{}, badInput("by %q: a temperature must be ≥ 0", s)
	}
	return t, nil
}

func (c *call) compare() (any, error) {
	var gs [2]cgt.Game
	for i, key := range []string{"a", "b"} {
		s := c.params.Get(key)
		if s == "" {
			return nil, badInput("missing parameter %q: compare takes two expressions a and b", key)
		}
		g, err := c.parse(key, 1, s)
		if err != nil {
			return nil, err
		}
		gs[i] = g
	}
	return CompareOf(c.params.Get("a"), c.params.Get("b"), gs[0], gs[1]), nil
}

func (c *call) thermograph() (any, error) {
	es, err := c.exprs("expr")
	if err != nil {
		return nil, err
	}
	var out []Thermograph
	for i, s := range es {
		g, err := c.parse("expr", i+1, s)
		if err != nil {
			return nil, err
		}
		th, err := g.ThermographContext(c.ctx)
		if err != nil {
			return nil, err
		}
		out = append(out, ThermographOf(s, g, th))
	}
	return one(out), nil
}

// diagram returns the region of the call: the body, or the parameter
// diagram with rows joined by '/' (FORMATS.md §7).
func (c *call) diagram() (string, error) {
	text := c.body
	if strings.TrimSpace(text) == "" {
		text = strings.ReplaceAll(c.params.Get("diagram"), "/", "\n")
	}
	if strings.TrimSpace(text) == "" {
		return "", badInput("no region: send a diagram (FORMATS.md §3) as the body, or as ?diagram=ROWS with rows joined by /")
	}
	return text, nil
}

// position parses the region of the call.
func (c *call) position() (*goregion.Position, error) {
	text, err := c.diagram()
	if err != nil {
		return nil, err
	}
	pos, err := ParseRegion(text)
	if err != nil {
		return nil, badInput("%v", err)
	}
	return pos, nil
}

func (c *call) region() (any, error) {
	pos, err := c.position()
	if err != nil {
		return nil, err
	}
	sol, err := solve.Solve(c.ctx, pos, solve.Options{MaxNodes: c.lim.MaxNodes, WholeLine: c.flag("whole_line")})
	if err != nil {
		return nil, err
	}
	return RegionWithKo(c.ctx, pos, sol, solve.Superko, c.lim.MaxNodes)
}

// flag reads a boolean parameter: "1", "true" or "on".
func (c *call) flag(key string) bool {
	switch strings.ToLower(c.params.Get(key)) {
	case "1", "true", "on", "yes":
		return true
	}
	return false
}

// intParam reads an integer parameter in [lo, hi] (hi < 0: no upper
// bound), def when it is absent.
func (c *call) intParam(key string, def, lo, hi int) (int, error) {
	s := c.params.Get(key)
	if s == "" {
		return def, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < lo || (hi >= 0 && n > hi) {
		if hi >= 0 {
			return 0, badInput("%s %q: want an integer from %d to %d", key, s, lo, hi)
		}
		return 0, badInput("%s %q: want an integer ≥ %d", key, s, lo)
	}
	return n, nil
}

// lengthGold reads the parameters of the corridor calls: the largest
// length or depth N (required, at most the limit) and the gold stones S.
func (c *call) lengthGold() (n, gold int, err error) {
	maxLen := c.lim.MaxLength
	if maxLen <= 0 {
		maxLen = -1
	}
	if n, err = c.intParam("length", -1, 0, maxLen); err != nil {
		return 0, 0, err
	}
	if n < 0 {
		return 0, 0, badInput("missing parameter \"length\": the largest length or depth N ≥ 0")
	}
	if gold, err = c.intParam("gold", 0, 0, 64); err != nil {
		return 0, 0, err
	}
	return n, gold, nil
}

func (c *call) corridor() (any, error) {
	n, gold, err := c.lengthGold()
	if err != nil {
		return nil, err
	}
	boardOn := c.flag("board")
	out := []Corridor{}
	for d := 0; d <= n; d++ {
		r, g, err := CorridorRow(c.ctx, gold, d)
		if err != nil {
			return nil, err
		}
		if boardOn {
			v, err := SolveCorridor(c.ctx, gold, d, c.lim.MaxBoardNodes)
			switch {
			case errors.Is(err, solve.ErrNodeLimit):
				boardOn = false // longer corridors are larger still
			case err != nil:
				return nil, err
			default:
				ok := v == g
				r.BoardAgrees = &ok
			}
		}
		out = append(out, r)
	}
	return out, nil
}

func (c *call) examples() (any, error) {
	all, err := examples.Load()
	if err != nil {
		return nil, err
	}
	names := c.params["name"]
	out := []Example{}
	for _, e := range all {
		if len(names) > 0 && !slices.Contains(names, e.Name) || len(names) == 0 && e.Slow {
			continue
		}
		r := RunExample(c.ctx, e, c.lim.MaxNodes)
		if err := c.ctx.Err(); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	for _, name := range names {
		if !slices.ContainsFunc(all, func(e examples.Example) bool { return e.Name == name }) {
			return nil, badInput("no example named %q", name)
		}
	}
	return out, nil
}

// ThesisExample is a worked example of the thesis as the thesis page
// shows it: its header and its diagram without the comments.
type ThesisExample struct {
	Name    string `json:"name"`
	File    string `json:"file"`
	Section string `json:"section"`
	Value   string `json:"value"`   // as the thesis writes it
	Chilled string `json:"chilled"` // as the thesis writes it
	Story   string `json:"story"`
	Diagram string `json:"diagram"` // rows joined by '\n', comments removed
	Slow    bool   `json:"slow"`
}

// Thesis returns the worked examples of the thesis (package examples)
// without solving them.
func Thesis() ([]ThesisExample, error) {
	all, err := examples.Load()
	if err != nil {
		return nil, err
	}
	out := make([]ThesisExample, 0, len(all))
	for _, e := range all {
		var rows []string
		for _, line := range strings.Split(e.Diagram, "\n") {
			if strings.HasPrefix(strings.TrimSpace(line), ";") || strings.TrimSpace(line) == "" {
				continue
			}
			rows = append(rows, strings.TrimRight(line, "\r"))
		}
		out = append(out, ThesisExample{Name: e.Name, File: e.File, Section: e.Section, Value: e.Value,
			Chilled: e.Chilled, Story: e.Story, Diagram: strings.Join(rows, "\n"), Slow: e.Slow})
	}
	return out, nil
}

// endgameInput reads the body and the parameters of the endgame and
// position calls as `tedomari endgame FILE` reads its file and flags
// (move, to_play, komi, dead, alive, size; dead and alive repeated or
// comma-separated), with move replaced by move when move ≥ 0.
func (c *call) endgameInput(move int) (*EndgameInput, error) {
	if strings.TrimSpace(c.body) == "" {
		return nil, badInput("no position: send an SGF record, a move list or a whole-board diagram as the body")
	}
	if move < 0 {
		var err error
		if move, err = c.intParam("move", 0, 1, -1); err != nil {
			return nil, err
		}
	}
	size, err := c.intParam("size", 0, 1, 52)
	if err != nil {
		return nil, err
	}
	var lists [2][]string
	for i, key := range []string{"dead", "alive"} {
		for _, v := range c.params[key] {
			for _, p := range strings.Split(v, ",") {
				if strings.TrimSpace(p) != "" {
					lists[i] = append(lists[i], p)
				}
			}
		}
	}
	_, komiSet := c.params["komi"]
	return ReadEndgame(EndgameRequest{
		Name: "the body", Text: c.body, Move: move, ToPlay: c.params.Get("to_play"),
		Komi: c.params.Get("komi"), KomiSet: komiSet, Rules: "japanese", Size: size,
		Dead: lists[0], Alive: lists[1], Params: true,
	})
}

// endgame answers the endgame call: the body is an SGF record, a move list
// or a whole-board diagram, read as `tedomari endgame FILE` reads it; the
// parameters are its flags (move, to_play, komi, dead, alive, exact,
// size). Each region is solved within the node limit, the whole analysis
// within the time limit; the answer is the record of endgame --json.
func (c *call) endgame() (any, error) {
	in, err := c.endgameInput(-1)
	if err != nil {
		return nil, err
	}
	a, err := AnalyzeEndgame(c.ctx, in, c.flag("exact"), endgame.Options{MaxNodes: c.lim.MaxNodes})
	if err != nil {
		return nil, err
	}
	return EndgameRecord(in, a), nil
}

// EndgamePosition is the answer of the position call: the position that
// the endgame call with the same body and parameters analyses, read but
// not analysed, for a page to draw the board and a move slider.
type EndgamePosition struct {
	Diagram    string    `json:"diagram"` // the whole board as a diagram (FORMATS.md §3), rows joined by '\n'
	ToPlay     string    `json:"to_play"`
	Komi       string    `json:"komi"`
	KomiSource string    `json:"komi_source"`
	Moves      int       `json:"moves"`       // moves of the record played to reach the position
	TotalMoves int       `json:"total_moves"` // moves of the record (0 for a diagram)
	Prisoners  Prisoners `json:"prisoners"`
}

// position0 answers the position call (position is the region's parser).
func (c *call) position0() (any, error) {
	in, err := c.endgameInput(-1)
	if err != nil {
		return nil, err
	}
	all, err := c.endgameInput(0)
	if err != nil {
		return nil, err
	}
	return EndgamePosition{Diagram: in.Pos.String(), ToPlay: in.ToPlay.String(), Komi: in.Komi.String(),
		KomiSource: in.KomiSource, Moves: in.Moves, TotalMoves: all.Moves,
		Prisoners: Prisoners{Black: in.Prisoners.Black, White: in.Prisoners.White}}, nil
}
