package main

import (
	"context"
	"errors"
	"fmt"
	"image/color"
	"io"
	"os"
	"runtime/debug"
	"strconv"
	"strings"
	"time"

	"github.com/olekukonko/tablewriter"
	"github.com/spf13/cobra"

	"github.com/tedomari/tedomari/cmd/tedomari/internal/report"
	"github.com/tedomari/tedomari/goregion"
	"github.com/tedomari/tedomari/goregion/solve"
)

// regionOptions are the inputs of the region command.
type regionOptions struct {
	File     string    // the diagram file, "-" for standard input
	In       io.Reader // standard input
	Err      io.Writer // progress lines go here
	JSON     bool
	MaxNodes int
	Timeout  time.Duration
	// MaxMemory bounds the memory of the solve in bytes (0: no bound).
	MaxMemory byteSize
	// WholeLine applies superko to the boards of the whole region along the
	// whole local line of play, across parts and pieces (FORMATS.md §3).
	WholeLine bool
	Ko        string // --ko: black, white or superko (report.RegionWithKo)
	// Plot is the file to draw the region's thermograph in (.svg or .png),
	// or "": where a ko arises, the generalized thermographs under each
	// komaster (plotko.go).
	Plot string
	ctx  context.Context
}

func newRegionCmd() *cobra.Command {
	opts := &regionOptions{}
	cmd := &cobra.Command{
		Use:   "region FILE|-",
		Short: "Solve a Go region: its exact value, first moves and parts",
		Long: `Solve a local Go position (a region diagram, FORMATS.md §3, or a general
graph) under the no-pass prisoner rules of Blom's thesis, chapter 3: Black is
Left; the frame's stones are immortal; positional superko over the local line
of play; no passing; single-stone suicide illegal; each removed stone is a
point for the other side.

Prints the diagram, the value (conventional and explicit), its outcome,
stops, mean, temperature, the chilled value, the parity of the position, and
every legal first move of each player with the value it leads to and whether
it is dominated or reversible.

Superko and independent pieces. Stones that can never be captured (immortal
ones, and ordinary ones joined to them) cut a region into pieces that are
independent games. By default region values the position as the sum of its
pieces, each piece with positional superko over its own moves (Conway's sum
of games): the parts that immortal stones separate are solved on their own
and listed when there is more than one, and the pieces that permanent stones
cut off during play are split off in the same way. --whole-line applies the
rule literally: superko over the boards of the whole region along the whole
local line, across pieces and across the parts that immortal stones
separate, so that a move in one piece can lift a ban in another, as a ko
threat does; the region is then one game (at most 64 points that are not
immortal stones) and no parts are listed. The two readings differ only where
a ko arises, and --whole-line is much slower.

ko_sensitive means superko refused a move other than a suicide somewhere in
the search: the value then depends on the local history and may differ from
what the position is worth in a whole-board game. Where the history may
recur, the solver proves guessed values without visiting every line, and
reports the refusals on the lines it visited: "no" may miss a refusal that
only a full search meets (a known limitation).

Ko (FORMATS.md §6). Where the solver reports a ko, region also says what a
Go player means by it: Spight's kind of ko (placid, active or hyperactive),
the count and miai value (exact rationals such as -1/3) with Black and with
White as komaster and neutral (each side wins the ko it starts), and each
komaster's value; the komaster may retake any ko at once, the other never
wins one back, and the komaster's fill of a ko she has won takes no tempo
(the minimal ko is 0 with Black komaster, {0|-1} with White komaster, count
-1/3 under both; go doc ./goregion/solve). --ko black|white makes the value,
first moves and chilled value assume that komaster; the default, superko,
keeps the thesis's values. The ko analysis explores at most 20000 positions
per komaster; beyond, ko_kind is "unresolved".

With --plot FILE.svg or FILE.png the thermograph is also drawn in FILE: where
a ko arises, the generalized thermographs under Black and under White
komaster (walls of slopes ±1/k from their exact corners, each mast at its
count, labelled exactly); elsewhere the value's, as thermograph --plot draws
it.`,
		Example: `  tedomari region corridor.txt
  printf 'XXXX\nX..O\nXXXX\n' | tedomari region --json -
  tedomari region examples/ko/05-three-step-ko.txt --plot ko.svg`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.File = args[0]
			opts.In = cmd.InOrStdin()
			opts.Err = cmd.ErrOrStderr()
			opts.ctx = cmd.Context()
			return runRegion(opts, cmd.OutOrStdout())
		},
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print one JSON object per line")
	cmd.Flags().IntVar(&opts.MaxNodes, "max-nodes", 5_000_000, "stop after exploring this many positions (0: no limit)")
	cmd.Flags().DurationVar(&opts.Timeout, "timeout", 0, "stop after this long, e.g. 30s (0: no limit)")
	cmd.Flags().Var(&opts.MaxMemory, "max-memory", "stop when the solve's live memory exceeds this, e.g. 2GB or 512MiB, collecting garbage more often near it (0: no limit)")
	cmd.Flags().BoolVar(&opts.WholeLine, "whole-line", false, "superko over the whole region along the whole local line, across parts and pieces (slower)")
	cmd.Flags().StringVar(&opts.Plot, "plot", "", "also draw the thermograph in `FILE` (.svg or .png): where a ko arises, the generalized thermographs under each komaster")
	cmd.Flags().StringVar(&opts.Ko, "ko", "superko", "the ko hypothesis of the value, first moves and chilled value: superko (the thesis's rules), black or white (that player is komaster)")
	return cmd
}

func runRegion(opts *regionOptions, w io.Writer) error {
	if opts.MaxNodes < 0 {
		return fmt.Errorf("invalid argument \"%d\" for \"--max-nodes\" flag: a number of positions must be ≥ 0 (0: no limit)", opts.MaxNodes)
	}
	maxMemory := int64(opts.MaxMemory)
	if opts.Plot != "" {
		if _, err := plotFormat(opts.Plot); err != nil {
			return err
		}
	}
	text, err := readRegion(opts)
	if err != nil {
		return err
	}
	pos, err := report.ParseRegion(text)
	if err != nil {
		return err
	}
	ctx := opts.ctx
	if ctx == nil {
		ctx = context.Background()
	}
	if opts.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, opts.Timeout)
		defer cancel()
	}
	if maxMemory > 0 {
		// The bound is also the runtime's soft memory limit while the solve
		// runs: the garbage is collected more often near it, so that the
		// resident memory stays near the live heap that the solver checks
		// (by default it may reach twice that).
		defer debug.SetMemoryLimit(debug.SetMemoryLimit(maxMemory))
	}
	sol, err := solve.Solve(ctx, pos, solve.Options{MaxNodes: opts.MaxNodes, MaxMemory: maxMemory, Progress: opts.Err, WholeLine: opts.WholeLine})
	switch {
	case errors.Is(err, solve.ErrNodeLimit):
		return fmt.Errorf("region %s: %w (raise --max-nodes, 0 for no limit)", opts.File, err)
	case errors.Is(err, solve.ErrMemoryLimit):
		return fmt.Errorf("region %s: %w (raise --max-memory, 0 for no limit)", opts.File, err)
	case errors.Is(err, context.DeadlineExceeded):
		return fmt.Errorf("region %s: no answer within --timeout %v: %w", opts.File, opts.Timeout, err)
	case err != nil:
		return fmt.Errorf("region %s: %w", opts.File, err)
	}
	// The ko fields (FORMATS.md §6), and the value under --ko.
	km, err := solve.ParseKomaster(opts.Ko)
	if err != nil {
		return fmt.Errorf("invalid argument %q for \"--ko\" flag: want black, white or superko", opts.Ko)
	}
	rec, err := report.RegionWithKo(ctx, pos, sol, km, opts.MaxNodes)
	if err != nil {
		return fmt.Errorf("region %s: %w", opts.File, err)
	}
	if opts.Plot != "" {
		if err := plotRegion(ctx, pos, sol, rec, opts); err != nil {
			return fmt.Errorf("region %s: --plot %s: %w", opts.File, opts.Plot, err)
		}
	}
	if opts.JSON {
		return writeJSONLines(w, []report.Region{rec})
	}
	return writeRegionTable(w, pos, rec)
}

// plotRegion draws the thermograph of the region in opts.Plot: where a ko
// arises (ko_kind placid, active or hyperactive) the generalized
// thermographs under Black and under White komaster, from their exact
// corners; elsewhere (and where the ko analysis is unresolved) Conway's
// thermograph of the value, as thermograph --plot draws it.
func plotRegion(ctx context.Context, pos *goregion.Position, sol *solve.Solution, rec report.Region, opts *regionOptions) error {
	switch rec.KoKind {
	case solve.KoPlacid.String(), solve.KoActive.String(), solve.KoHyperactive.String():
		budget := regionKoPlotBudget
		if opts.MaxNodes > 0 && opts.MaxNodes < budget {
			budget = opts.MaxNodes
		}
		a, err := solve.AnalyzeKo(ctx, pos, solve.Options{MaxNodes: budget})
		if err != nil {
			return err
		}
		return plotKoThermographs([]koCurve{
			{name: "Black komaster", th: a.Black.Thermograph, c: color.RGBA{R: 0x1f, G: 0x4e, B: 0xb4, A: 0xff}},
			{name: "White komaster", th: a.White.Thermograph, c: color.RGBA{R: 0xc0, G: 0x28, B: 0x28, A: 0xff}, dash: true},
		}, fmt.Sprintf("%s ko: generalized thermographs", a.Kind), opts.Plot)
	}
	return plotThermograph(sol.Value.Thermograph(), sol.Value.CGSuiteTemperature(), sol.Value.String(), opts.Plot)
}

// regionKoPlotBudget bounds the positions of each komaster's analysis for
// --plot, as report's ko fields do (20000).
const regionKoPlotBudget = 20_000

func readRegion(opts *regionOptions) (string, error) {
	var data []byte
	var err error
	if opts.File == "-" {
		data, err = io.ReadAll(opts.In)
	} else {
		data, err = os.ReadFile(opts.File)
	}
	if err != nil {
		return "", fmt.Errorf("region: %w", err)
	}
	return string(data), nil
}

// writeRegionTable writes the diagram, a table of the value fields, the
// parts when there are several, and the first moves.
func writeRegionTable(w io.Writer, pos *goregion.Position, rec report.Region) error {
	if _, err := io.WriteString(w, pos.String()+"\n"); err != nil {
		return err
	}
	rows := valueRows(rec.Value)[1:] // the diagram is already drawn
	rows = append(rows,
		[]string{"chilled", rec.Chilled},
		[]string{"chilled explicit", orOmitted(rec.ChilledExplicit)},
		[]string{"parity", rec.Parity},
		[]string{"ko sensitive", koNote(rec.KoSensitive)},
		[]string{"positions explored", strconv.Itoa(rec.Nodes)},
	)
	rows = append(rows, rec.KoRows()...)
	t := tablewriter.NewTable(w)
	if err := t.Bulk(rows); err != nil {
		return err
	}
	if err := t.Render(); err != nil {
		return err
	}
	if len(rec.Parts) > 0 {
		if _, err := io.WriteString(w, "\nindependent parts (the value is their sum)\n"); err != nil {
			return err
		}
		t := tablewriter.NewTable(w)
		t.Header("points", "value", "mean", "temperature")
		for _, p := range rec.Parts {
			if err := t.Append(strings.Join(p.Points, " "), p.Canonical, p.Mean, p.Temperature); err != nil {
				return err
			}
		}
		if err := t.Render(); err != nil {
			return err
		}
	}
	if _, err := io.WriteString(w, "\nfirst moves\n"); err != nil {
		return err
	}
	t = tablewriter.NewTable(w)
	t.Header("player", "point", "value", "note")
	for _, side := range []struct {
		player string
		moves  []report.RegionMove
	}{{"Black", rec.LeftMoves}, {"White", rec.RightMoves}} {
		if len(side.moves) == 0 {
			note := "no legal move"
			if rec.Ko != "" && rec.Ko != "superko" && rec.KoKind != "none" && rec.KoKind != "unresolved" {
				// Under a komaster the koloser's ko moves are not options
				// (solve.KomasterResult.Value).
				note = "no legal move, or only ko moves, which gain nothing under --ko " + rec.Ko
			}
			if err := t.Append(side.player, "-", "", note); err != nil {
				return err
			}
		}
		for _, m := range side.moves {
			if err := t.Append(side.player, m.Point, m.Value, moveNote(m)); err != nil {
				return err
			}
		}
	}
	return t.Render()
}

func koNote(ko bool) string {
	if ko {
		return "yes: superko refused a move that is not a suicide; the value depends on the local history"
	}
	return "no"
}

func moveNote(m report.RegionMove) string {
	var notes []string
	if m.Dominated {
		notes = append(notes, "dominated")
	}
	if m.Reversible {
		notes = append(notes, "reversible through "+m.Through)
	}
	return strings.Join(notes, ", ")
}
