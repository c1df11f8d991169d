package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/tedomari/tedomari/goregion"
)

// gameOptions are the inputs of the game command.
type gameOptions struct {
	Rules   string
	Size    int  // board size; 0: the record's SZ, else 19
	SizeSet bool // whether --size was given
	Board   string
	Graph   string
	Komi    string
	KomiSet bool // whether --komi was given; else the record's KM applies
	JSON    bool
	Explain bool
	New     bool
	Lenient bool
	Record  string    // the record file, "-" for standard input
	In      io.Reader // standard input
}

// exitIllegal is the exit status of a replay that stops at an illegal move.
const exitIllegal = 3

func newGameCmd() *cobra.Command {
	opts := &gameOptions{}
	var names, ruleNames []string
	for _, r := range goregion.RuleSets() {
		names = append(names, fmt.Sprintf("  %-18s %s", r.Name, r.Summary))
		ruleNames = append(ruleNames, r.Name)
	}
	cmd := &cobra.Command{
		Use:   "game [--rules NAME] [--size N | --board FILE | --graph FILE] [--komi K] RECORD",
		Short: "Replay a whole game under the seeds' rule sets and score it",
		Long: `Replay a game record (SGF, or a plain move list such as "D4 Q16 pass"),
stopping at the first illegal move with its number and reason, and print
the final board, the captures, each player's score, the winner and whether
the game has ended. RECORD is a file, or "-" for standard input. An SGF
collection of several games replays each one (text: one block each;
--json: one line each, with its number in "game").

The board is a 19×19 grid unless --size N (or the SGF's SZ) says
otherwise, a region diagram (--board FILE, FORMATS.md §3) or a general
graph (--graph FILE: see "tedomari help graph-format").

Rule sets (--rules):
` + strings.Join(names, "\n") + `

Every rule set forbids positional superko and allows resignation; a pass
hands the turn to the other player. Under ggg-prisoner-pass a pass gives
one prisoner back to the opponent and needs one. Komi is added to White's
score: --komi K if given (6.5 or 13/2), else the SGF's KM, else 0; the
output says which. With --json, numbers are strings in lowest terms
("13/2"), and white_score includes the komi. Beside the fields of
FORMATS.md §4, --json gives game (its number in the file, from 1),
komi_source ("flag", "record" or "default"), end ("two-passes",
"resignation", "no-legal-move", "illegal-move", or null while the game
goes on) and black_prisoners_returned, white_prisoners_returned (the
prisoners each player gave back by passing, ggg-prisoner-pass).

A move list names points only, players alternating from Black; GTP
coordinates skip the letter I. An SGF result by resignation (RE[W+R])
ends the game with that resignation, which is not counted in "moves".
Moves after the end of the game (two passes, a resignation) are illegal.
--lenient inserts the pass that old records omit when one player moves
twice in a row, and says so on standard error, one line per pass.

--explain prints what each move captured or removed by suicide, the
prisoners given back by passes and the refusal of an illegal move, move
by move. --new starts an empty board and reads moves from standard
input, one or more per line, printing the board after each: illegal
moves are refused with their reason and the game goes on, for
demonstrating capture, suicide, ko and superko (with --json: only the
final JSON on standard output, refusals on standard error).

Exit status: 0 when every game replays to the end of its record (finished
or not); 1 for bad input (a file that is not a game record, a point that
is not on the board, a bad flag), with the file, line and column; 3 when
a replay stops at an illegal move (the output still shows the game up to
that move, and names the move).`,
		Example: `  tedomari game game.sgf
  tedomari game --size 9 --komi 7.5 --explain moves.txt
  tedomari game --rules ggg --graph goregion/testdata/graph_hexagon.txt --json goregion/testdata/moves_graph_hexagon.txt
  echo "C3 D3 pass" | tedomari game --new --size 5 --rules no-suicide`,
		RunE: func(cmd *cobra.Command, args []string) error {
			switch {
			case opts.New && len(args) > 0:
				return errors.New("game: --new reads moves from standard input and takes no RECORD")
			case !opts.New && len(args) != 1:
				return errors.New("game: expected one RECORD (a file, or - for standard input)")
			case !opts.New:
				opts.Record = args[0]
			}
			opts.SizeSet = cmd.Flags().Changed("size")
			opts.KomiSet = cmd.Flags().Changed("komi")
			opts.In = cmd.InOrStdin()
			return runGame(opts, cmd.OutOrStdout(), cmd.ErrOrStderr())
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.Rules, "rules", "tromp-taylor", "rule set: "+strings.Join(ruleNames, ", "))
	f.IntVar(&opts.Size, "size", 19, "play on an N×N grid")
	f.StringVar(&opts.Board, "board", "", "play on a region diagram `FILE` (FORMATS.md §3)")
	f.StringVar(&opts.Graph, "graph", "", "play on a general graph `FILE` (tedomari help graph-format)")
	f.StringVar(&opts.Komi, "komi", "0", "komi added to White's score, e.g. 6.5 or 13/2 (default: the record's KM, else 0)")
	f.BoolVar(&opts.JSON, "json", false, "print one JSON object per line (per game)")
	f.BoolVar(&opts.Explain, "explain", false, "print what each move did, for teaching")
	f.BoolVar(&opts.New, "new", false, "start an empty board and read moves from standard input")
	f.BoolVar(&opts.Lenient, "lenient", false, "insert the pass a record omits when a player moves twice in a row")
	cmd.RegisterFlagCompletionFunc("rules", func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
		var out []string
		for _, r := range goregion.RuleSets() {
			out = append(out, r.Name+"\t"+r.Summary)
		}
		return out, cobra.ShellCompDirectiveNoFileComp
	})
	return cmd
}

// gameJSON is the --json answer (FORMATS.md §4, and README's additions:
// game, komi_source, end, the prisoners returned).
type gameJSON struct {
	Game                   int          `json:"game"`
	Rules                  string       `json:"rules"`
	Komi                   string       `json:"komi"`
	KomiSource             string       `json:"komi_source"`
	Moves                  int          `json:"moves"`
	Ended                  bool         `json:"ended"`
	End                    *string      `json:"end"`
	Illegal                *illegalJSON `json:"illegal"`
	BlackScore             string       `json:"black_score"`
	WhiteScore             string       `json:"white_score"`
	Winner                 *string      `json:"winner"`
	BlackCaptures          int          `json:"black_captures"`
	WhiteCaptures          int          `json:"white_captures"`
	BlackPrisonersReturned int          `json:"black_prisoners_returned"`
	WhitePrisonersReturned int          `json:"white_prisoners_returned"`
	Board                  []string     `json:"board"`
}

type illegalJSON struct {
	Move   int    `json:"move"`
	Reason string `json:"reason"`
}

// The komi sources of the JSON field komi_source.
const (
	komiFromFlag    = "flag"
	komiFromRecord  = "record"
	komiFromDefault = "default"
)

// displayName returns how errors name the input name.
func displayName(name string) string {
	if name == "-" {
		return "standard input"
	}
	return name
}

func readInput(name string, in io.Reader) (string, error) {
	var data []byte
	var err error
	if name == "-" {
		data, err = io.ReadAll(in)
	} else {
		data, err = os.ReadFile(name)
	}
	if err != nil {
		return "", fmt.Errorf("game: %w", err)
	}
	return string(data), nil
}

// inputError returns err from reading the file name, prefixed by the
// command: a *goregion.SyntaxError gets the file name, other errors have it
// written before them.
func inputError(name string, err error) error {
	var se *goregion.SyntaxError
	if errors.As(err, &se) {
		se.File = displayName(name)
		return fmt.Errorf("game: %w", err)
	}
	return fmt.Errorf("game: %s: %w", displayName(name), err)
}

// readBoard reads the --board or --graph file, or returns nil for a grid.
func readBoard(opts *gameOptions) (*goregion.Position, error) {
	set := 0
	for _, b := range []bool{opts.SizeSet, opts.Board != "", opts.Graph != ""} {
		if b {
			set++
		}
	}
	if set > 1 {
		return nil, errors.New("game: give at most one of --size, --board and --graph")
	}
	name, parse := opts.Board, goregion.ParseDiagram
	if opts.Graph != "" {
		name, parse = opts.Graph, goregion.ParseGraph
	}
	if name == "" {
		return nil, nil
	}
	if name == "-" && (opts.New || opts.Record == "-") {
		return nil, errors.New("game: standard input cannot hold both the board and the moves")
	}
	text, err := readInput(name, opts.In)
	if err != nil {
		return nil, err
	}
	pos, err := parse(text)
	if err != nil {
		return nil, inputError(name, err)
	}
	return pos, nil
}

// startPosition returns the board the game is played on: the drawn one, or
// an empty grid of the record's size or --size.
func startPosition(opts *gameOptions, drawn *goregion.Position, rec *goregion.Record) (*goregion.Position, error) {
	if drawn != nil {
		return drawn, nil
	}
	w, h := opts.Size, opts.Size
	if rec != nil && rec.Width > 0 {
		if opts.SizeSet && (rec.Width != w || rec.Height != h) {
			return nil, fmt.Errorf("game: the record is %d×%d but --size is %d", rec.Width, rec.Height, opts.Size)
		}
		w, h = rec.Width, rec.Height
	}
	if w < 1 || h < 1 || w > 52 || h > 52 {
		return nil, fmt.Errorf("game: --size %d: expected 1 to 52", opts.Size)
	}
	b := goregion.Grid(w, h)
	n := b.NumPoints()
	return &goregion.Position{Board: b, Colors: make([]goregion.Color, n), Immortal: make([]bool, n)}, nil
}

// readRecords reads the SGF collection or the move list of opts.Record.
func readRecords(opts *gameOptions) ([]*goregion.Record, error) {
	text, err := readInput(opts.Record, opts.In)
	if err != nil {
		return nil, err
	}
	var recs []*goregion.Record
	if strings.HasPrefix(strings.TrimSpace(strings.TrimPrefix(text, "\uFEFF")), "(") {
		recs, err = goregion.ParseSGFCollection(text)
	} else {
		var rec *goregion.Record
		rec, err = goregion.ParseMoveList(text)
		recs = []*goregion.Record{rec}
	}
	if err != nil {
		return nil, inputError(opts.Record, err)
	}
	return recs, nil
}

// gameResult is a replayed game, ready to print.
type gameResult struct {
	number     int // the game's number in the file, from 1
	g          *goregion.Game
	komi       *big.Rat
	komiSource string
	moves      int // moves of the record played (inserted passes included, the resignation implied by RE not)
	illegal    *goregion.MoveError
	explain    []string
}

func runGame(opts *gameOptions, w, errw io.Writer) error {
	rules, err := goregion.RulesByName(opts.Rules)
	if err != nil {
		return fmt.Errorf("game: --rules: %w", err)
	}
	flagKomi, err := goregion.ParseKomi(opts.Komi)
	if err != nil {
		return fmt.Errorf("game: --komi %q: expected a number like 6.5 or 13/2", opts.Komi)
	}
	drawn, err := readBoard(opts)
	if err != nil {
		return err
	}
	if opts.New {
		pos, err := startPosition(opts, drawn, nil)
		if err != nil {
			return err
		}
		g, err := goregion.NewGame(pos, rules)
		if err != nil {
			return fmt.Errorf("game: %w", err)
		}
		komi, source := flagKomi, komiFromFlag
		if !opts.KomiSet {
			source = komiFromDefault
		}
		return runInteractive(opts, g, komi, source, w, errw)
	}
	recs, err := readRecords(opts)
	if err != nil {
		return err
	}
	var firstIllegal error
	for i, rec := range recs {
		res, err := replayRecord(opts, rules, drawn, rec, flagKomi, errw, i+1, len(recs) > 1)
		if err != nil {
			if len(recs) > 1 {
				return fmt.Errorf("game %d of %d: %w", i+1, len(recs), err)
			}
			return err
		}
		if res.illegal != nil && firstIllegal == nil {
			where := ""
			if len(recs) > 1 {
				where = fmt.Sprintf(" (game %d of %d)", i+1, len(recs))
			}
			firstIllegal = fmt.Errorf("game: %s%s: the replay stops at an illegal move: %w", displayName(opts.Record), where, res.illegal)
		}
		if opts.JSON {
			if err := writeGameJSON(w, res); err != nil {
				return err
			}
			continue
		}
		if len(recs) > 1 {
			if i > 0 {
				fmt.Fprintln(w)
			}
			fmt.Fprintf(w, "game %d of %d\n", i+1, len(recs))
		}
		if opts.Explain {
			for _, line := range res.explain {
				fmt.Fprintln(w, line)
			}
			fmt.Fprintln(w)
		}
		writeGameText(w, res)
	}
	if firstIllegal != nil {
		return &exitError{code: exitIllegal, err: firstIllegal}
	}
	return nil
}

// replayRecord replays one record: bad input is an error; an illegal move
// is in the result.
func replayRecord(opts *gameOptions, rules goregion.Rules, drawn *goregion.Position, rec *goregion.Record, flagKomi *big.Rat, errw io.Writer, number int, several bool) (*gameResult, error) {
	pos, err := startPosition(opts, drawn, rec)
	if err != nil {
		return nil, err
	}
	if err := rec.CheckPoints(pos.Board); err != nil {
		return nil, inputError(opts.Record, err)
	}
	if pos, err = rec.StartPosition(pos); err != nil {
		return nil, inputError(opts.Record, err)
	}
	g, err := goregion.NewGame(pos, rules)
	if err != nil {
		return nil, fmt.Errorf("game: %s: %w", displayName(opts.Record), err)
	}
	res := &gameResult{number: number, g: g, komi: flagKomi, komiSource: komiFromFlag}
	switch {
	case opts.KomiSet:
	case rec.Komi != nil:
		res.komi, res.komiSource = rec.Komi, komiFromRecord
	default:
		res.komiSource = komiFromDefault
	}
	err = goregion.ReplayWith(g, rec, goregion.ReplayOptions{Lenient: opts.Lenient, Step: func(s goregion.ReplayStep) {
		if !s.FromResult {
			res.moves++
		}
		if s.Inserted {
			prefix := "game: "
			if several {
				prefix = fmt.Sprintf("game %d: ", res.number)
			}
			fmt.Fprintf(errw, "%smove %d: inserted a pass for %v (the record gives %v two moves in a row)\n",
				prefix, s.Number, s.Player, s.Player.Opponent())
		}
		res.explain = append(res.explain, explainStep(s, g.Rules()))
	}})
	if err != nil && !errors.As(err, &res.illegal) {
		return nil, fmt.Errorf("game: %s: %w", displayName(opts.Record), err)
	}
	if res.illegal != nil {
		res.explain = append(res.explain, fmt.Sprintf("%d. %v %s refused: %s", res.illegal.Number, res.illegal.Player, res.illegal.Move, res.illegal.Reason()))
	}
	return res, nil
}

// explainStep says what a move did, for --explain.
func explainStep(s goregion.ReplayStep, rules goregion.Rules) string {
	line := fmt.Sprintf("%d. %v %s", s.Number, s.Player, s.Move)
	switch {
	case s.Suicide:
		line += fmt.Sprintf(": suicide, removes its own %s", plural(len(s.Removed), "stone"))
		line += " " + strings.Join(s.Removed, " ")
	case len(s.Removed) > 0:
		line += fmt.Sprintf(": captures %s %s", plural(len(s.Removed), "stone"), strings.Join(s.Removed, " "))
	case s.Move == "pass" && rules.Pass == goregion.PassPrisoner:
		line += fmt.Sprintf(": gives back 1 prisoner (a %v stone) to %v", s.Player.Opponent(), s.Player.Opponent())
	}
	if s.Inserted {
		line += " (inserted: missing from the record)"
	}
	if s.FromResult {
		line += " (the record's result)"
	}
	return line
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// boardRows returns the rows of the board in diagram notation (x and o for
// stones, X and O for immortal ones, '.' empty, '#' not a point); a general
// graph gives one row "label:c" per point.
func boardRows(g *goregion.Game) []string {
	pos := g.Position()
	b := g.Board()
	if _, _, ok := b.Cell(0); !ok {
		s := strings.Fields(pos.String())
		return s
	}
	return strings.Split(strings.TrimSuffix(pos.String(), "\n"), "\n")
}

func winner(g *goregion.Game, komi *big.Rat) *string {
	o := g.Result(komi)
	if o == goregion.NoOutcome {
		return nil
	}
	s := o.String()
	return &s
}

func whiteTotal(g *goregion.Game, komi *big.Rat) *big.Rat {
	return new(big.Rat).Add(big.NewRat(int64(g.Score(goregion.White)), 1), komi)
}

// returned returns the prisoners player c gave back by passing.
func returned(g *goregion.Game, c goregion.Color) int {
	return g.Captures(c) - g.Prisoners(c)
}

// endWord returns the JSON field end: how the game ended, "illegal-move"
// for a replay stopped at an illegal move, or nil while it goes on.
func endWord(res *gameResult) *string {
	s := res.g.End().String()
	if res.illegal != nil {
		s = "illegal-move"
	}
	if s == "" {
		return nil
	}
	return &s
}

func writeGameJSON(w io.Writer, res *gameResult) error {
	g, komi := res.g, res.komi
	out := gameJSON{
		Game:                   res.number,
		Rules:                  g.Rules().Name,
		Komi:                   komi.RatString(),
		KomiSource:             res.komiSource,
		Moves:                  res.moves,
		Ended:                  g.Ended(),
		End:                    endWord(res),
		BlackScore:             big.NewRat(int64(g.Score(goregion.Black)), 1).RatString(),
		WhiteScore:             whiteTotal(g, komi).RatString(),
		Winner:                 winner(g, komi),
		BlackCaptures:          g.Captures(goregion.Black),
		WhiteCaptures:          g.Captures(goregion.White),
		BlackPrisonersReturned: returned(g, goregion.Black),
		WhitePrisonersReturned: returned(g, goregion.White),
		Board:                  boardRows(g),
	}
	if res.illegal != nil {
		out.Illegal = &illegalJSON{Move: res.illegal.Number, Reason: res.illegal.Reason()}
	}
	return json.NewEncoder(w).Encode(out)
}

// komiSourceText is the text output's note on where the komi comes from.
var komiSourceText = map[string]string{
	komiFromFlag:    "from --komi",
	komiFromRecord:  "from the record's KM",
	komiFromDefault: "no --komi and no KM in the record",
}

// writeGameText prints the board with coordinates and the summary.
func writeGameText(w io.Writer, res *gameResult) {
	g, komi := res.g, res.komi
	writeBoard(w, g)
	fmt.Fprintf(w, "rules: %s\n", g.Rules().Name)
	fmt.Fprintf(w, "komi: %s (%s)\n", goregion.KomiString(komi), komiSourceText[res.komiSource])
	fmt.Fprintf(w, "moves: %d\n", res.moves)
	if res.illegal != nil {
		fmt.Fprintf(w, "illegal: move %d (%v %s): %s\n", res.illegal.Number, res.illegal.Player, res.illegal.Move, res.illegal.Reason())
	}
	if g.Ended() {
		fmt.Fprintf(w, "ended: yes (%s)\n", g.EndReason())
	} else {
		fmt.Fprintf(w, "ended: no (%v to move)\n", g.ToMove())
	}
	fmt.Fprintf(w, "captures: black %s, white %s\n", capturesText(g, goregion.Black), capturesText(g, goregion.White))
	fmt.Fprintf(w, "score: black %d, white %d + komi %s = %s\n", g.Score(goregion.Black),
		g.Score(goregion.White), goregion.KomiString(komi), goregion.KomiString(whiteTotal(g, komi)))
	if o := winner(g, komi); o != nil {
		fmt.Fprintf(w, "winner: %s\n", *o)
	} else {
		fmt.Fprintln(w, "winner: none yet")
	}
}

// capturesText returns the stones c has taken, with the prisoners c gave
// back by passing (ggg-prisoner-pass).
func capturesText(g *goregion.Game, c goregion.Color) string {
	s := fmt.Sprint(g.Captures(c))
	if n := returned(g, c); n > 0 {
		s += fmt.Sprintf(" (%s given back by passing)", plural(n, "prisoner"))
	}
	return s
}

// writeBoard draws the board: a grid with GTP coordinates, or a graph's
// points with their colours.
func writeBoard(w io.Writer, g *goregion.Game) {
	rows := boardRows(g)
	b := g.Board()
	if _, _, ok := b.Cell(0); !ok {
		fmt.Fprintln(w, strings.Join(rows, " "))
		return
	}
	var cols strings.Builder
	for c := 0; c < b.Width; c++ {
		cols.WriteString(" " + goregion.ColumnName(c))
	}
	fmt.Fprintf(w, "   %s\n", cols.String())
	for r, row := range rows {
		cells := []byte(row + strings.Repeat("#", b.Width-len(row)))
		var sb strings.Builder
		for _, c := range cells {
			sb.WriteString(" " + string(c))
		}
		fmt.Fprintf(w, "%2d %s\n", b.Height-r, sb.String())
	}
}

// runInteractive reads moves from standard input and shows each one. With
// --json, standard output holds only the final JSON object; the refusals
// go to standard error.
func runInteractive(opts *gameOptions, g *goregion.Game, komi *big.Rat, komiSource string, w, errw io.Writer) error {
	show, refusals := w, w
	if opts.JSON {
		show, refusals = io.Discard, errw
	}
	sc := bufio.NewScanner(opts.In)
	writeBoard(show, g)
	line := 0
	for sc.Scan() {
		line++
		text := sc.Text()
		if k := strings.IndexByte(text, ';'); k >= 0 {
			text = text[:k]
		}
		if strings.TrimSpace(text) == "" {
			continue
		}
		rec, err := goregion.ParseMoveList(text)
		if err != nil {
			fmt.Fprintf(refusals, "line %d: %v\n", line, err)
			continue
		}
		for _, rm := range rec.Moves {
			p := g.ToMove()
			m, err := goregion.ParseMove(g.Board(), rm.Vertex)
			if err != nil {
				fmt.Fprintf(refusals, "%d. %v %s refused: %v\n", g.MovesPlayed()+1, p, rm.Vertex, errors.Unwrap(err))
				continue
			}
			if err := g.Play(m); err != nil {
				var me *goregion.MoveError
				if errors.As(err, &me) {
					// Moves after the end are refused too, never dropped.
					reason := me.Reason()
					if errors.Is(err, goregion.ErrGameOver) {
						reason += ": " + g.EndReason()
					}
					fmt.Fprintf(refusals, "%d. %v %s refused: %s\n", me.Number, me.Player, me.Move, reason)
					continue
				}
				return err
			}
			step := goregion.ReplayStep{Number: g.MovesPlayed(), Player: p, Move: rm.Vertex, Suicide: g.LastSuicide()}
			for _, v := range g.LastRemoved() {
				step.Removed = append(step.Removed, g.Board().Name(int(v)))
			}
			fmt.Fprintln(show, explainStep(step, g.Rules()))
			writeBoard(show, g)
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("game: reading moves: %w", err)
	}
	res := &gameResult{number: 1, g: g, komi: komi, komiSource: komiSource, moves: g.MovesPlayed()}
	if opts.JSON {
		return writeGameJSON(w, res)
	}
	fmt.Fprintln(w)
	writeGameText(w, res)
	return nil
}
