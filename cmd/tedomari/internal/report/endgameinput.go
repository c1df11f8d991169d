package report

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/goregion"
	"github.com/tedomari/tedomari/goregion/endgame"
)

// The komi sources of the JSON field komi_source.
const (
	KomiFromFlag    = "flag"    // the --komi flag, or the komi parameter
	KomiFromRecord  = "record"  // the SGF's KM
	KomiFromDefault = "default" // neither: 0
)

// DefaultEndgameRules is the rule set of the replay under the rules
// "japanese": the one of game's rule sets that forbids suicide, as
// Japanese rules do.
const DefaultEndgameRules = "no-suicide"

// EndgameRequest is what a whole-board analysis reads: the text of an SGF
// record, a move list or a whole-board diagram, and the options of
// `tedomari endgame` (its flags, or the parameters of the endgame call).
type EndgameRequest struct {
	Name        string   // how errors name the input: a file name, "standard input", "the body"
	Text        string   // the record, move list or diagram
	Move        int      // the position before move Move (0: after the last move)
	ToPlay      string   // "", black or white (b, w, B, W)
	Komi        string   // komi added to White, used when KomiSet
	KomiSet     bool     // whether Komi was given (else the SGF's KM, else 0)
	Rules       string   // "japanese" or a rule set of tedomari game with free passes
	Size        int      // the board size of a move list (0: 19)
	Dead, Alive []string // one point of each chain marked dead or alive
	// Params names the inputs as the parameters of the API call (komi,
	// to_play) in error messages; false names them as flags (--komi,
	// --to-play).
	Params bool
}

// EndgameInput is a position to analyse, read by [ReadEndgame].
type EndgameInput struct {
	Pos        *goregion.Position
	ToPlay     goregion.Color
	Prisoners  endgame.Prisoners
	Moves      int // moves of the record played to reach the position
	Marks      endgame.Marks
	Komi       cgt.Dyadic
	KomiSource string // KomiFromFlag, KomiFromRecord or KomiFromDefault
	Rules      goregion.Rules
	// Banned are the points the record's ko ban keeps the player to move
	// out of now (endgame.RecordPosition.Banned); none when the player to
	// move is overridden.
	Banned []int
}

// arg returns how errors name the flag (such as "--to-play") of req.
func (req *EndgameRequest) arg(flag string) string {
	if req.Params {
		return strings.ReplaceAll(strings.TrimPrefix(flag, "--"), "-", "_")
	}
	return flag
}

// EndgameRules returns the rule set named name for the replay of
// `tedomari endgame`: "japanese" or a rule set with free passes.
func EndgameRules(name string) (goregion.Rules, error) {
	if name == "japanese" || name == "" {
		name = DefaultEndgameRules
	}
	r, err := goregion.RulesByName(name)
	if err != nil {
		return r, fmt.Errorf("endgame: --rules %q: expected japanese or a rule set of \"tedomari game\"", name)
	}
	if r.Pass != goregion.PassFree {
		return r, fmt.Errorf("endgame: --rules %q: the endgame needs a rule set with free passes", name)
	}
	return r, nil
}

// IsDiagram reports whether text is a board diagram: every line, comments
// (';') cut, holds only the characters of a region diagram.
func IsDiagram(text string) bool {
	seen := false
	for _, line := range strings.Split(text, "\n") {
		if k := strings.IndexByte(line, ';'); k >= 0 {
			line = line[:k]
		}
		line = strings.TrimRight(line, " \t\r")
		if line == "" {
			continue
		}
		seen = true
		if strings.Trim(line, ".xoXO# ") != "" {
			return false
		}
	}
	return seen
}

// endgameInputError returns err from reading the input named name: a
// *goregion.SyntaxError gets the name, other errors have it written before
// them.
func endgameInputError(name string, err error) error {
	var se *goregion.SyntaxError
	if errors.As(err, &se) {
		se.File = name
		return fmt.Errorf("endgame: %w", err)
	}
	var me *goregion.MoveError
	if errors.As(err, &me) {
		return fmt.Errorf("endgame: %s: the replay stops at an illegal move: %w", name, err)
	}
	return fmt.Errorf("endgame: %s: %s", name, strings.TrimPrefix(err.Error(), "endgame: "))
}

// ReadEndgame reads the position of req as `tedomari endgame` does: a
// diagram (Black to move unless req.ToPlay says), or an SGF record or a
// move list replayed under req.Rules up to req.Move, with the marks of
// the SGF and of req.Dead and req.Alive. Errors name the input (file,
// line and column) or the flag.
func ReadEndgame(req EndgameRequest) (*EndgameInput, error) {
	rules, err := EndgameRules(req.Rules)
	if err != nil {
		return nil, err
	}
	komiText := req.Komi
	if !req.KomiSet {
		komiText = "0"
	}
	flagKomi, err := goregion.ParseKomi(komiText)
	if err != nil {
		return nil, fmt.Errorf("endgame: %s %q: expected a number like 6.5 or 13/2", req.arg("--komi"), req.Komi)
	}
	if req.Move < 0 {
		return nil, fmt.Errorf("endgame: %s %d: expected a move number ≥ 1", req.arg("--move"), req.Move)
	}
	if req.Size < 0 || req.Size > 52 {
		return nil, fmt.Errorf("endgame: %s %d: expected 1 to 52", req.arg("--size"), req.Size)
	}
	text := strings.TrimPrefix(req.Text, "\uFEFF")
	in := &EndgameInput{Rules: rules, KomiSource: KomiFromDefault}
	komi := flagKomi
	switch {
	case IsDiagram(text):
		if req.Move != 0 {
			return nil, fmt.Errorf("endgame: %s: %s is a diagram, not a game record", req.arg("--move"), req.Name)
		}
		pos, err := goregion.ParseDiagram(text)
		if err != nil {
			return nil, endgameInputError(req.Name, err)
		}
		in.Pos, in.ToPlay = pos, goregion.Black
	default:
		var rec *goregion.Record
		if strings.HasPrefix(strings.TrimSpace(text), "(") {
			rec, err = goregion.ParseSGF(text)
		} else {
			rec, err = goregion.ParseMoveList(text)
		}
		if err != nil {
			return nil, endgameInputError(req.Name, err)
		}
		var start *goregion.Position
		if rec.Width == 0 && req.Size > 0 {
			b := goregion.Grid(req.Size, req.Size)
			n := b.NumPoints()
			start = &goregion.Position{Board: b, Colors: make([]goregion.Color, n), Immortal: make([]bool, n)}
		} else if req.Size > 0 && req.Size != rec.Width {
			return nil, fmt.Errorf("endgame: the record is %d×%d but %s is %d", rec.Width, rec.Height, req.arg("--size"), req.Size)
		}
		rp, err := endgame.PositionFromRecord(rec, start, rules, req.Move)
		if err != nil {
			return nil, endgameInputError(req.Name, err)
		}
		in.Pos, in.ToPlay, in.Prisoners, in.Moves, in.Marks = rp.Position, rp.ToPlay, rp.Prisoners, rp.Moves, rp.Marks
		in.Banned = rp.Banned
		if !req.KomiSet && rec.Komi != nil {
			komi, in.KomiSource = rec.Komi, KomiFromRecord
		}
	}
	if req.KomiSet {
		in.KomiSource = KomiFromFlag
	}
	in.Komi, err = cgt.ParseDyadic(komi.RatString())
	if err != nil {
		return nil, fmt.Errorf("endgame: komi %s: expected a number with a power of two as denominator, such as 6.5 or 1/4", komi.RatString())
	}
	recordPlayer := in.ToPlay
	switch req.ToPlay {
	case "":
	case "black", "b", "B":
		in.ToPlay = goregion.Black
	case "white", "w", "W":
		in.ToPlay = goregion.White
	default:
		return nil, fmt.Errorf("endgame: %s %q: expected black or white", req.arg("--to-play"), req.ToPlay)
	}
	if in.ToPlay != recordPlayer {
		in.Banned = nil // the ban is the record's player's
	}
	for _, list := range []struct {
		flag  string
		names []string
		to    *[]int
	}{{req.arg("--dead"), req.Dead, &in.Marks.Dead}, {req.arg("--alive"), req.Alive, &in.Marks.Alive}} {
		for _, name := range list.names {
			name = strings.TrimSpace(name)
			p, ok := in.Pos.Board.Point(name)
			if !ok {
				p, ok = in.Pos.Board.Point(strings.ToUpper(name))
			}
			if !ok {
				return nil, fmt.Errorf("endgame: %s %q: expected a point of the board such as C3", list.flag, name)
			}
			if in.Pos.Colors[p] == goregion.Empty {
				return nil, fmt.Errorf("endgame: %s %s: the point is empty: name a stone of the chain", list.flag, name)
			}
			*list.to = append(*list.to, p)
		}
	}
	return in, nil
}

// AnalyzeEndgame analyses in as `tedomari endgame` does: which stones are
// safe ([endgame.Assess], with only Benson's pass-alive chains when exact),
// the territory marks the decomposition can use (the others dropped with
// an assumption saying so), then [endgame.Analyze] within opts. The
// analysis's assumptions start with Assess's.
func AnalyzeEndgame(ctx context.Context, in *EndgameInput, exact bool, opts endgame.Options) (*endgame.Analysis, error) {
	safety, assumptions, err := endgame.Assess(in.Pos, in.Rules, in.Marks, exact, endgame.JudgeOptions{})
	if err != nil {
		return nil, fmt.Errorf("endgame: %s", strings.TrimPrefix(err.Error(), "endgame: "))
	}
	// Territory marks the decomposition cannot use are dropped, and said so.
	safety.Territory = nil
	for _, p := range in.Marks.Territory {
		try := safety
		try.Territory = append(append([]int{}, safety.Territory...), p)
		if _, err := endgame.Decompose(in.Pos, try); err != nil {
			assumptions = append(assumptions, fmt.Sprintf("the territory mark at %s is not used: %s", in.Pos.Board.Name(p), strings.TrimPrefix(err.Error(), "endgame: ")))
			continue
		}
		safety.Territory = try.Territory
	}
	if opts.Banned == nil {
		opts.Banned = in.Banned
	}
	a, err := endgame.Analyze(ctx, in.Pos, in.ToPlay, in.Prisoners, in.Komi, safety, opts)
	if err != nil {
		if errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled) {
			return nil, fmt.Errorf("endgame: %w", err) // the bound, for the API's 422
		}
		return nil, fmt.Errorf("endgame: %s", strings.TrimPrefix(err.Error(), "endgame: "))
	}
	// Assess names the chains that need an assumption, with the reason.
	a.Assumptions = append(assumptions, a.Assumptions...)
	return a, nil
}

// EndgameRecord returns the record of a, the analysis of in, as
// `tedomari endgame --json` prints it.
func EndgameRecord(in *EndgameInput, a *endgame.Analysis) Endgame {
	rec := EndgameOf(a)
	rec.KomiSource, rec.Rules, rec.Moves = in.KomiSource, in.Rules.Name, in.Moves
	return rec
}
