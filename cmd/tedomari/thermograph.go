package main

import (
	"context"
	"fmt"
	"io"

	"github.com/olekukonko/tablewriter"
	"github.com/spf13/cobra"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/cmd/tedomari/internal/report"
)

// thermographOptions are the inputs of the thermograph command.
type thermographOptions struct {
	valueOptions
	Plot string // file to draw the thermograph in (.svg or .png), or ""
}

func newThermographCmd() *cobra.Command {
	opts := &thermographOptions{}
	cmd := &cobra.Command{
		Use:   "thermograph EXPR...",
		Short: "Print (and optionally draw) the thermograph of a game",
		Long: `Print the thermograph of each game: the vertices (t, x) of its left and
right walls from temperature t = 0 up to its temperature, where both
walls end at the mast at x = the mean, and the mast above.

Temperatures follow the thesis (numbers have temperature 0); CGSuite's
view is shown too: a number m/2^k has CGSuite temperature -1/2^k (-1 for
an integer), and its mast goes down to there, below t = 0 (the table's
"mast (CGSuite)" row, the JSON field cgsuite_temperature, the plot).
Other games have the same temperature in both views.

With --plot FILE.svg or FILE.png the thermograph is also drawn in FILE
(one expression only), temperature upward and the value axis reversed
as in the literature (larger values, Left's side, on the left), with
ticks at the stops, the mean and the temperature.

An argument "-" reads expressions from standard input, one per line. A
bad expression is reported on standard error with its argument or line
number and the others are still answered (exit status 1). A progress
line is written to standard error every second after the first;
--timeout bounds the whole command.`,
		Example: `  tedomari thermograph '{3||2*|1*}'
  tedomari thermograph --json '{10|{5|0}}' --plot t.svg
  echo 3/4 | tedomari thermograph -`,
		DisableFlagParsing: true, // expressions may start with "-": see exprArgs
		RunE: func(cmd *cobra.Command, args []string) error {
			exprs, done, err := exprArgs(cmd, args, cobra.MinimumNArgs(1))
			if done || err != nil {
				return err
			}
			if err := checkTimeout(opts.Timeout); err != nil {
				return err
			}
			opts.Exprs = exprs
			opts.In = cmd.InOrStdin()
			opts.Err = cmd.ErrOrStderr()
			return runThermograph(cmd.Context(), opts, cmd.OutOrStdout())
		},
	}
	cmd.Flags().StringVar(&opts.Plot, "plot", "", "also draw the thermograph in `FILE` (.svg or .png)")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print one JSON object per line")
	addTimeoutFlag(cmd, &opts.Timeout)
	return cmd
}

// thermographResult is one answer: the record, and what --plot draws.
type thermographResult struct {
	rec   report.Thermograph
	g     cgt.Game
	th    *cgt.Thermograph
	title string
}

func runThermograph(ctx context.Context, opts *thermographOptions, w io.Writer) error {
	if opts.Plot != "" {
		if _, err := plotFormat(opts.Plot); err != nil {
			return err
		}
	}
	inputs, err := expandExprs(opts.Exprs, opts.In)
	if err != nil {
		return err
	}
	if opts.Plot != "" && len(inputs) > 1 {
		return fmt.Errorf("--plot %s: draws one thermograph, but %d expressions were given", opts.Plot, len(inputs))
	}
	errw := &syncWriter{w: opts.Err}
	ctx, stop := startWork(ctx, opts.Timeout, errw)
	res, evalErr := evalEach(ctx, inputs, opts.Timeout, errw, func(ctx context.Context, in exprInput) (thermographResult, error) {
		g, err := cgt.ParseContext(ctx, in.Text)
		if err != nil {
			return thermographResult{}, err
		}
		th, err := g.ThermographContext(ctx)
		if err != nil {
			return thermographResult{}, err
		}
		title, err := g.StringContext(ctx)
		if err != nil {
			return thermographResult{}, err
		}
		return thermographResult{report.ThermographOf(in.Text, g, th), g, th, title}, nil
	})
	stop()
	if opts.Plot != "" && len(res) == 1 {
		r := res[0]
		if err := plotThermograph(r.th, r.g.CGSuiteTemperature(), r.title, opts.Plot); err != nil {
			return err
		}
	}
	for i, r := range res {
		if opts.JSON {
			err = writeJSONLines(w, []report.Thermograph{r.rec})
		} else {
			if i > 0 {
				if _, err := io.WriteString(w, "\n"); err != nil {
					return err
				}
			}
			err = writeThermographTable(w, r.rec, len(inputs) > 1)
		}
		if err != nil {
			return err
		}
	}
	return evalErr
}

// writeThermographTable writes one row per wall vertex, then the mast,
// which stands at x = mean from the temperature up, and for a number the
// mast of CGSuite's view, from its negative temperature up to 0. With
// titled, a first line names the expression.
func writeThermographTable(w io.Writer, rec report.Thermograph, titled bool) error {
	if titled {
		if _, err := fmt.Fprintf(w, "%s\n", rec.Input); err != nil {
			return err
		}
	}
	t := tablewriter.NewTable(w)
	t.Header("wall", "t", "x")
	for _, side := range []struct {
		name string
		ps   [][2]string
	}{{"left", rec.LeftWall}, {"right", rec.RightWall}} {
		for _, p := range side.ps {
			if err := t.Append(side.name, p[0], p[1]); err != nil {
				return err
			}
		}
	}
	if err := t.Append("mast", "≥ "+rec.Temperature, rec.Mast); err != nil {
		return err
	}
	if rec.CGSuiteTemperature != rec.Temperature {
		if err := t.Append("mast (CGSuite)", rec.CGSuiteTemperature+" to "+rec.Temperature, rec.Mast); err != nil {
			return err
		}
	}
	return t.Render()
}
