package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"sync/atomic"
	"time"

	"github.com/spf13/cobra"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/cmd/tedomari/internal/report"
	"github.com/tedomari/tedomari/goregion"
	"github.com/tedomari/tedomari/goregion/endgame"
	"github.com/tedomari/tedomari/goregion/solve"
)

// endgameOptions are the inputs of the endgame command.
type endgameOptions struct {
	File     string
	Move     int
	ToPlay   string
	Komi     string
	KomiSet  bool
	Rules    string
	Size     int
	Dead     []string
	Alive    []string
	Exact    bool
	Ko       string
	MaxNodes int
	Timeout  time.Duration
	JSON     bool
	SGF      string
	In       io.Reader
	Err      io.Writer
	ctx      context.Context
}

func newEndgameCmd() *cobra.Command {
	opts := &endgameOptions{}
	cmd := &cobra.Command{
		Use:   "endgame FILE [--move N] [--to-play black|white] [--komi K] [--dead POINT…] [--alive POINT…] [--exact] [--json] [--sgf OUT]",
		Short: "Analyse a whole board in the endgame: regions, values, the exact count, the best moves",
		Long: `Analyse a whole Go board in the endgame with combinatorial game theory:
split it into independent regions, value each region exactly, sum the
values and give the exact count under Japanese-style counting (territory
plus prisoners, komi added to White), the best moves of the player to
move and the line of play (FORMATS.md §5).

FILE ("-": standard input) is an SGF record, a plain move list as game
reads it ("D4 Q16 pass …", on a 19×19 board unless --size N), or a
whole-board diagram in the alphabet of region diagrams (x and o for the
board's stones, '.' for empty points; X and O are immortal stones).
--move N takes the position before move N of the record (as GNU Go's
"loadsgf FILE N": the player of move N is to move); without it, the
position after the last move. --to-play overrides the player to move
(a diagram has Black to move unless it says). The prisoners are the
stones each player captured in the replay (0 for a diagram); komi is
--komi K, else the SGF's KM, else 0.

--rules japanese (the default) replays the record under the rule set
"no-suicide" (suicide illegal, positional superko); another rule set of
"tedomari game" with free passes may be named. Counting is Japanese-style
whatever the replay rules.

Which stones are safe: Benson's pass-alive chains, then (unless --exact)
the chains a bounded life-and-death search proves alive or dead, then the
user's word, which wins: --dead POINT and --alive POINT (one point of each
chain; repeat the flag or separate points by commas), and the SGF markup
of the analysed position (the node after the last move played): MA on a
stone marks its chain dead; TB (TW) on a White (Black) stone marks it dead
as scoring tools do; TB or TW on an empty point marks its region as
territory, counted without search when its frame is one player's safe
stones. Unless --exact, sure areas (open boundaries): empty points at
least 4 steps from every opponent stone and nearer to the owner's count
as territory without search and frame the contested part of their
region; chains that no proof decides are judged dead or alive by the same
distances, and then by the search again with the chains judged alive and
the sure areas as an immortal frame (a chain whose only defence is to
capture a stone thrown into its eye counts as alive). The output states
every assumption in plain words.

A point the record's ko rule bans for the player to move now (the stone
just captured in a ko) is no candidate for the first move.

Each region is solved within --max-nodes positions and --timeout; a region
that needs more is listed as unresolved, and the result is then given for
the resolved part only ("not resolved"), never as if it were exact.
Progress goes to standard error after a second.

Where a ko arises in a region, the ko analysis (as region's) gives its
kind, count and miai value under each komaster; --ko black|white|superko
chooses the hypothesis the values, the result and the moves assume
(default superko, the thesis's local rules), and the assumptions say what
the board's result would be under the others.

--json prints one object (FORMATS.md §5 and README's additions). --sgf OUT
writes the position with the analysis as SGF markup: LB labels (region
letters; the gain of each best local move of the player to move), TR on
the best moves, TB/TW on settled territory, MA on dead stones, C with the
table, and the line of play as a variation.

Exit status: 0 for an analysis (resolved or not), 1 for bad input (with
the file, line and column) or a bad flag.`,
		Example: `  tedomari endgame game.sgf
  tedomari endgame game.sgf --move 180 --komi 6.5 --json
  tedomari endgame board.txt --to-play white --dead C3,Q16 --sgf analysed.sgf`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.File = args[0]
			opts.KomiSet = cmd.Flags().Changed("komi")
			opts.In = cmd.InOrStdin()
			opts.Err = cmd.ErrOrStderr()
			opts.ctx = cmd.Context()
			return runEndgame(opts, cmd.OutOrStdout())
		},
	}
	f := cmd.Flags()
	f.IntVar(&opts.Move, "move", 0, "analyse the position before move N of the record (the player of move N to move)")
	f.StringVar(&opts.ToPlay, "to-play", "", "the player to move: black or white (default: the record's next player; Black for a diagram)")
	f.StringVar(&opts.Komi, "komi", "0", "komi added to White, e.g. 6.5 (default: the SGF's KM, else 0)")
	f.StringVar(&opts.Rules, "rules", "japanese", "rule set of the replay: japanese (= "+report.DefaultEndgameRules+") or a rule set of \"tedomari game\" with free passes")
	f.IntVar(&opts.Size, "size", 0, "board size for a move list (default 19)")
	f.StringSliceVar(&opts.Dead, "dead", nil, "mark the chain at POINT dead (repeatable, or comma-separated)")
	f.StringSliceVar(&opts.Alive, "alive", nil, "mark the chain at POINT alive (repeatable, or comma-separated)")
	f.StringVar(&opts.Ko, "ko", "superko", "ko hypothesis of the regions where a ko arises: superko (the thesis's local rules), black or white (that player is komaster)")
	f.BoolVar(&opts.Exact, "exact", false, "take only Benson's pass-alive chains as safe (no life-and-death search)")
	f.IntVar(&opts.MaxNodes, "max-nodes", 1_000_000, "positions the solver may explore in each region (0: no limit)")
	f.DurationVar(&opts.Timeout, "timeout", 0, "time the solver may spend on each region, e.g. 10s (0: no limit)")
	f.BoolVar(&opts.JSON, "json", false, "print one JSON object")
	f.StringVar(&opts.SGF, "sgf", "", "write the position with the analysis as SGF markup to this file")
	return cmd
}

// endgameInput is the position to analyse, read from a file.
type endgameInput struct {
	pos        *goregion.Position
	toPlay     goregion.Color
	prisoners  endgame.Prisoners
	moves      int
	marks      endgame.Marks
	komi       cgt.Dyadic
	komiSource string
	rules      goregion.Rules
	shared     *report.EndgameInput // the same, as the API reads it
}

// readEndgameInput reads the file of opts through report.ReadEndgame,
// which the API's endgame call shares.
func readEndgameInput(opts *endgameOptions) (*endgameInput, error) {
	// The flags are checked before the file is read, as they always were.
	if _, err := report.EndgameRules(opts.Rules); err != nil {
		return nil, err
	}
	if _, err := goregion.ParseKomi(opts.Komi); err != nil {
		return nil, fmt.Errorf("endgame: --komi %q: expected a number like 6.5 or 13/2", opts.Komi)
	}
	if opts.Move < 0 {
		return nil, fmt.Errorf("endgame: --move %d: expected a move number ≥ 1", opts.Move)
	}
	if opts.Size < 0 || opts.Size > 52 {
		return nil, fmt.Errorf("endgame: --size %d: expected 1 to 52", opts.Size)
	}
	var data []byte
	var err error
	if opts.File == "-" {
		data, err = io.ReadAll(opts.In)
	} else {
		data, err = os.ReadFile(opts.File)
	}
	if err != nil {
		return nil, fmt.Errorf("endgame: %w", err)
	}
	r, err := report.ReadEndgame(report.EndgameRequest{
		Name: displayName(opts.File), Text: string(data), Move: opts.Move, ToPlay: opts.ToPlay,
		Komi: opts.Komi, KomiSet: opts.KomiSet, Rules: opts.Rules, Size: opts.Size,
		Dead: opts.Dead, Alive: opts.Alive,
	})
	if err != nil {
		return nil, err
	}
	return &endgameInput{pos: r.Pos, toPlay: r.ToPlay, prisoners: r.Prisoners, moves: r.Moves, marks: r.Marks,
		komi: r.Komi, komiSource: r.KomiSource, rules: r.Rules, shared: r}, nil
}

func runEndgame(opts *endgameOptions, w io.Writer) error {
	if opts.MaxNodes < 0 {
		return fmt.Errorf("invalid argument \"%d\" for \"--max-nodes\" flag: a number of positions must be ≥ 0 (0: no limit)", opts.MaxNodes)
	}
	if err := checkTimeout(opts.Timeout); err != nil {
		return err
	}
	km, err := solve.ParseKomaster(opts.Ko)
	if err != nil {
		return fmt.Errorf("invalid argument %q for \"--ko\" flag: expected black, white or superko", opts.Ko)
	}
	in, err := readEndgameInput(opts)
	if err != nil {
		return err
	}
	ctx := opts.ctx
	if ctx == nil {
		ctx = context.Background()
	}
	var done, total atomic.Int64
	stop := startEndgameProgress(opts.Err, &done, &total)
	a, err := report.AnalyzeEndgame(ctx, in.shared, opts.Exact, endgame.Options{
		MaxNodes: opts.MaxNodes,
		Timeout:  opts.Timeout,
		Ko:       km,
		Progress: func(d, t int) { done.Store(int64(d)); total.Store(int64(t)) },
	})
	stop()
	if err != nil {
		return err
	}
	if opts.SGF != "" {
		if err := writeEndgameSGFFile(opts.SGF, in, a); err != nil {
			return err
		}
	}
	if opts.JSON {
		rec := report.EndgameRecord(in.shared, a)
		enc := json.NewEncoder(w)
		return enc.Encode(rec)
	}
	writeEndgameText(w, in, a)
	return nil
}

// startEndgameProgress writes the regions valued so far on w every
// progressEvery, once the analysis has run that long; the function it
// returns stops it.
func startEndgameProgress(w io.Writer, done, total *atomic.Int64) func() {
	if w == nil {
		return func() {}
	}
	quit := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		start := time.Now()
		tick := time.NewTicker(progressEvery)
		defer tick.Stop()
		for {
			select {
			case <-quit:
				return
			case now := <-tick.C:
				if t := total.Load(); t > 0 {
					fmt.Fprintf(w, "endgame: %d of %d regions valued in %.1fs\n", done.Load(), t, now.Sub(start).Seconds())
				} else {
					fmt.Fprintf(w, "endgame: analysing for %.1fs\n", now.Sub(start).Seconds())
				}
			}
		}
	}()
	return func() { close(quit); <-finished }
}
