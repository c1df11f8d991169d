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

func init() { subcommands = append(subcommands, newGameCmd) }

// gameOptions are the inputs of the game command.
type gameOptions struct {
	Rules   string
	Size    int  // board size; 0: the record's SZ, else 19
	SizeSet bool // whether --size was given
	Board   string
	Graph   string
	Komi    string
	JSON    bool
	Explain bool
	New     bool
	Record  string    // the record file, "-" for standard input
	In      io.Reader // standard input
}

func newGameCmd() *cobra.Command {
	opts := &gameOptions{}
	var names []string
	for _, r := range goregion.RuleSets() {
		names = append(names, fmt.Sprintf("  %-18s %s", r.Name, r.Summary))
	}
	cmd := &cobra.Command{
		Use:   "game [--rules NAME] [--size N | --board FILE | --graph FILE] [--komi K] RECORD",
		Short: "Replay a whole game under the seeds' rule sets and score it",
		Long: `Replay a game record (SGF, or a plain move list such as "D4 Q16 pass"),
stopping at the first illegal move with its number and reason, and print
the final board, the captures, each player's score, the winner and whether
the game has ended. RECORD is a file, or "-" for standard input.

The board is a 19×19 grid unless --size N (or the SGF's SZ) says
otherwise, a region diagram (--board FILE, FORMATS.md §3) or a general
graph (--graph FILE, the graph format of the goregion package docs).

Rule sets (--rules):
` + strings.Join(names, "\n") + `

Every rule set forbids positional superko and allows resignation; a pass
hands the turn to the other player. Komi (default 0; the SGF's KM is not
applied) is added to White's score; --komi accepts 6.5 or 13/2. With
--json, numbers are strings in lowest terms ("13/2"), and white_score
includes the komi.

--explain prints what each move captured or removed by suicide and the
refusal of an illegal move, move by move. --new starts an empty board and
reads moves from standard input, one or more per line, printing the board
after each: illegal moves are refused with their reason and the game goes
on, for demonstrating capture, suicide, ko and superko.`,
		Example: `  tedomari game game.sgf
  tedomari game --size 9 --komi 7.5 --explain moves.txt
  tedomari game --rules ggg --graph board.txt --json moves.txt
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
			opts.In = cmd.InOrStdin()
			return runGame(opts, cmd.OutOrStdout())
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.Rules, "rules", "tromp-taylor", "rule set: tromp-taylor, logical, no-suicide, ggg, ggg-no-pass, ggg-prisoner-pass")
	f.IntVar(&opts.Size, "size", 19, "play on an N×N grid")
	f.StringVar(&opts.Board, "board", "", "play on a region diagram `FILE` (FORMATS.md §3)")
	f.StringVar(&opts.Graph, "graph", "", "play on a general graph `FILE` (General Graph Go)")
	f.StringVar(&opts.Komi, "komi", "0", "komi added to White's score, e.g. 6.5 or 13/2")
	f.BoolVar(&opts.JSON, "json", false, "print one JSON object per line")
	f.BoolVar(&opts.Explain, "explain", false, "print what each move did, for teaching")
	f.BoolVar(&opts.New, "new", false, "start an empty board and read moves from standard input")
	return cmd
}

// gameJSON is the --json answer (FORMATS.md §4).
type gameJSON struct {
	Rules         string       `json:"rules"`
	Komi          string       `json:"komi"`
	Moves         int          `json:"moves"`
	Ended         bool         `json:"ended"`
	Illegal       *illegalJSON `json:"illegal"`
	BlackScore    string       `json:"black_score"`
	WhiteScore    string       `json:"white_score"`
	Winner        *string      `json:"winner"`
	BlackCaptures int          `json:"black_captures"`
	WhiteCaptures int          `json:"white_captures"`
	Board         []string     `json:"board"`
}

type illegalJSON struct {
	Move   int    `json:"move"`
	Reason string `json:"reason"`
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

// startPosition returns the empty board (or the drawn one) the game is
// played on.
func startPosition(opts *gameOptions, rec *goregion.Record) (*goregion.Position, error) {
	set := 0
	for _, b := range []bool{opts.SizeSet, opts.Board != "", opts.Graph != ""} {
		if b {
			set++
		}
	}
	if set > 1 {
		return nil, errors.New("game: give at most one of --size, --board and --graph")
	}
	switch {
	case opts.Board != "":
		text, err := readInput(opts.Board, opts.In)
		if err != nil {
			return nil, err
		}
		pos, err := goregion.ParseDiagram(text)
		if err != nil {
			return nil, fmt.Errorf("game: %s: %w", opts.Board, err)
		}
		return pos, nil
	case opts.Graph != "":
		text, err := readInput(opts.Graph, opts.In)
		if err != nil {
			return nil, err
		}
		pos, err := goregion.ParseGraph(text)
		if err != nil {
			return nil, fmt.Errorf("game: %s: %w", opts.Graph, err)
		}
		return pos, nil
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

func runGame(opts *gameOptions, w io.Writer) error {
	rules, err := goregion.RulesByName(opts.Rules)
	if err != nil {
		return fmt.Errorf("game: --rules: %w", err)
	}
	komi, ok := new(big.Rat).SetString(opts.Komi)
	if !ok {
		return fmt.Errorf("game: --komi %q: expected a number like 6.5 or 13/2", opts.Komi)
	}
	var rec *goregion.Record
	if !opts.New {
		text, err := readInput(opts.Record, opts.In)
		if err != nil {
			return err
		}
		if strings.HasPrefix(strings.TrimSpace(text), "(") {
			rec, err = goregion.ParseSGF(text)
		} else {
			rec, err = goregion.ParseMoveList(text)
		}
		if err != nil {
			return fmt.Errorf("game: %s: %w", opts.Record, err)
		}
	}
	pos, err := startPosition(opts, rec)
	if err != nil {
		return err
	}
	if rec != nil {
		if pos, err = rec.StartPosition(pos); err != nil {
			return fmt.Errorf("game: %s: %w", opts.Record, err)
		}
	}
	g, err := goregion.NewGame(pos, rules)
	if err != nil {
		return fmt.Errorf("game: %w", err)
	}
	if opts.New {
		return runInteractive(opts, g, komi, w)
	}
	var explain []string
	err = goregion.Replay(g, rec, func(s goregion.ReplayStep) {
		explain = append(explain, explainStep(s))
	})
	var illegal *goregion.MoveError
	if err != nil && !errors.As(err, &illegal) {
		return fmt.Errorf("game: %s: %w", opts.Record, err)
	}
	if illegal != nil {
		explain = append(explain, fmt.Sprintf("%d. %v %s refused: %s", illegal.Number, illegal.Player, illegal.Move, illegal.Reason()))
	}
	if opts.JSON {
		return writeGameJSON(w, g, komi, illegal)
	}
	if opts.Explain {
		for _, line := range explain {
			fmt.Fprintln(w, line)
		}
		fmt.Fprintln(w)
	}
	writeGameText(w, g, komi, illegal)
	return nil
}

// explainStep says what a move did, for --explain.
func explainStep(s goregion.ReplayStep) string {
	line := fmt.Sprintf("%d. %v %s", s.Number, s.Player, s.Move)
	switch {
	case s.Suicide:
		line += fmt.Sprintf(": suicide, removes its own %s", plural(len(s.Removed), "stone"))
		line += " " + strings.Join(s.Removed, " ")
	case len(s.Removed) > 0:
		line += fmt.Sprintf(": captures %s %s", plural(len(s.Removed), "stone"), strings.Join(s.Removed, " "))
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

func writeGameJSON(w io.Writer, g *goregion.Game, komi *big.Rat, illegal *goregion.MoveError) error {
	out := gameJSON{
		Rules:         g.Rules().Name,
		Komi:          komi.RatString(),
		Moves:         g.MovesPlayed(),
		Ended:         g.Ended(),
		BlackScore:    big.NewRat(int64(g.Score(goregion.Black)), 1).RatString(),
		WhiteScore:    whiteTotal(g, komi).RatString(),
		Winner:        winner(g, komi),
		BlackCaptures: g.Captures(goregion.Black),
		WhiteCaptures: g.Captures(goregion.White),
		Board:         boardRows(g),
	}
	if illegal != nil {
		out.Illegal = &illegalJSON{Move: illegal.Number, Reason: illegal.Reason()}
	}
	return json.NewEncoder(w).Encode(out)
}

// writeGameText prints the board with coordinates and the summary.
func writeGameText(w io.Writer, g *goregion.Game, komi *big.Rat, illegal *goregion.MoveError) {
	writeBoard(w, g)
	fmt.Fprintf(w, "rules: %s\n", g.Rules().Name)
	fmt.Fprintf(w, "moves: %d\n", g.MovesPlayed())
	if illegal != nil {
		fmt.Fprintf(w, "illegal: move %d (%v %s): %s\n", illegal.Number, illegal.Player, illegal.Move, illegal.Reason())
	}
	if g.Ended() {
		fmt.Fprintf(w, "ended: yes (%s)\n", g.EndReason())
	} else {
		fmt.Fprintf(w, "ended: no (%v to move)\n", g.ToMove())
	}
	fmt.Fprintf(w, "captures: black %d, white %d\n", g.Captures(goregion.Black), g.Captures(goregion.White))
	fmt.Fprintf(w, "score: black %d, white %d + komi %s = %s\n", g.Score(goregion.Black),
		g.Score(goregion.White), komi.RatString(), whiteTotal(g, komi).RatString())
	if o := winner(g, komi); o != nil {
		fmt.Fprintf(w, "winner: %s\n", *o)
	} else {
		fmt.Fprintln(w, "winner: none yet")
	}
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

// runInteractive reads moves from standard input and shows each one.
func runInteractive(opts *gameOptions, g *goregion.Game, komi *big.Rat, w io.Writer) error {
	sc := bufio.NewScanner(opts.In)
	writeBoard(w, g)
	line := 0
	for sc.Scan() && !g.Ended() {
		line++
		rec, err := goregion.ParseMoveList(sc.Text())
		if err != nil {
			fmt.Fprintf(w, "line %d: %v\n", line, err)
			continue
		}
		for _, rm := range rec.Moves {
			if g.Ended() {
				break
			}
			m, err := goregion.ParseMove(g.Board(), rm.Vertex)
			if err != nil {
				fmt.Fprintf(w, "%d. %v %s refused: not a point of the board\n", g.MovesPlayed()+1, g.ToMove(), rm.Vertex)
				continue
			}
			p := g.ToMove()
			if err := g.Play(m); err != nil {
				var me *goregion.MoveError
				if errors.As(err, &me) {
					fmt.Fprintf(w, "%d. %v %s refused: %s\n", me.Number, me.Player, me.Move, me.Reason())
					continue
				}
				return err
			}
			step := goregion.ReplayStep{Number: g.MovesPlayed(), Player: p, Move: rm.Vertex, Suicide: g.LastSuicide()}
			for _, v := range g.LastRemoved() {
				step.Removed = append(step.Removed, g.Board().Name(int(v)))
			}
			fmt.Fprintln(w, explainStep(step))
			writeBoard(w, g)
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("game: reading moves: %w", err)
	}
	fmt.Fprintln(w)
	if opts.JSON {
		return writeGameJSON(w, g, komi, nil)
	}
	writeGameText(w, g, komi, nil)
	return nil
}
