package main

import (
	"io"

	"github.com/olekukonko/tablewriter"
	"github.com/spf13/cobra"

	"github.com/tedomari/tedomari/cgt"
)

func init() { subcommands = append(subcommands, newThermographCmd) }

// thermographOptions are the inputs of the thermograph command.
type thermographOptions struct {
	Expr string
	Plot string // file to draw the thermograph in (.svg or .png), or ""
	JSON bool
}

func newThermographCmd() *cobra.Command {
	opts := &thermographOptions{}
	cmd := &cobra.Command{
		Use:   "thermograph EXPR",
		Short: "Print (and optionally draw) the thermograph of a game",
		Long: `Print the thermograph of a game: the vertices (t, x) of its left and right
walls from temperature t = 0 up to its temperature, where both walls
join the mast at x = the mean.

With --plot FILE.svg or FILE.png the thermograph is also drawn in FILE,
temperature upward and the value axis reversed as in the literature
(larger values, Left's side, on the left).`,
		Example: `  tedomari thermograph '{3||2*|1*}'
  tedomari thermograph --json '{10|{5|0}}' --plot t.svg`,
		DisableFlagParsing: true, // expressions may start with "-": see exprArgs
		RunE: func(cmd *cobra.Command, args []string) error {
			exprs, done, err := exprArgs(cmd, args, cobra.ExactArgs(1))
			if done || err != nil {
				return err
			}
			opts.Expr = exprs[0]
			return runThermograph(opts, cmd.OutOrStdout())
		},
	}
	cmd.Flags().StringVar(&opts.Plot, "plot", "", "also draw the thermograph in `FILE` (.svg or .png)")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print the answer as a JSON object")
	return cmd
}

// thermographJSON is the answer of thermograph (FORMATS.md §4). A wall is a
// list of [t, x] vertices from t = 0 up to the temperature, each number a
// string in lowest terms; above the temperature the walls are the mast.
type thermographJSON struct {
	Input       string      `json:"input"`
	LeftWall    [][2]string `json:"left_wall"`
	RightWall   [][2]string `json:"right_wall"`
	Mast        string      `json:"mast"`
	Temperature string      `json:"temperature"`
}

// thermographFields returns the thermograph record of th, the thermograph
// of the game written as input.
func thermographFields(input string, th *cgt.Thermograph) thermographJSON {
	wall := func(ps []cgt.Point) [][2]string {
		out := make([][2]string, len(ps))
		for i, p := range ps {
			out[i] = [2]string{p.T.String(), p.X.String()}
		}
		return out
	}
	return thermographJSON{
		Input:       input,
		LeftWall:    wall(th.Left),
		RightWall:   wall(th.Right),
		Mast:        th.Mast.String(),
		Temperature: th.Temperature.String(),
	}
}

func runThermograph(opts *thermographOptions, w io.Writer) error {
	if opts.Plot != "" {
		if _, err := plotFormat(opts.Plot); err != nil {
			return err
		}
	}
	g, err := parseExpr(opts.Expr)
	if err != nil {
		return err
	}
	th := g.Thermograph()
	if opts.Plot != "" {
		if err := plotThermograph(th, g.String(), opts.Plot); err != nil {
			return err
		}
	}
	rec := thermographFields(opts.Expr, th)
	if opts.JSON {
		return writeJSONLines(w, []thermographJSON{rec})
	}
	// One row per wall vertex, then the mast, which stands at x = mean from
	// the temperature up.
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
	return t.Render()
}
