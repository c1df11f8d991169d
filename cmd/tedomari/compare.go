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

// compareOptions are the inputs of the compare command.
type compareOptions struct {
	A, B string
	In   io.Reader // standard input, read when A or B is "-"
	Err  io.Writer
	JSON bool
}

func newCompareCmd() *cobra.Command {
	opts := &compareOptions{}
	cmd := &cobra.Command{
		Use:   "compare A B",
		Short: "Compare two games: <, >, = or || (confused)",
		Long: `Compare the games A and B. Games are partially ordered: besides A < B,
A = B and A > B, the two may be confused with each other, A || B, when
the first player wins A - B.

A or B may be "-": each "-" reads the next non-blank line of standard
input. A bad expression is reported with its argument or line number.`,
		Example: `  tedomari compare '^' 0
  tedomari compare --json '*' 0
  tedomari compare -1/2 v
  echo '{1|-1}' | tedomari compare - 0`,
		DisableFlagParsing: true, // expressions may start with "-": see exprArgs
		RunE: func(cmd *cobra.Command, args []string) error {
			exprs, done, err := exprArgs(cmd, args, cobra.ExactArgs(2))
			if done || err != nil {
				return err
			}
			opts.A, opts.B = exprs[0], exprs[1]
			opts.In = cmd.InOrStdin()
			opts.Err = cmd.ErrOrStderr()
			return runCompare(cmd.Context(), opts, cmd.OutOrStdout())
		},
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print the answer as a JSON object")
	return cmd
}

// compareInputs returns A and B with each "-" replaced by the next line of
// standard input.
func compareInputs(opts *compareOptions) ([]exprInput, error) {
	var lines []exprInput
	read := false
	var out []exprInput
	for i, a := range []string{opts.A, opts.B} {
		if a != "-" {
			out = append(out, exprInput{a, fmt.Sprintf("argument %d", i+1)})
			continue
		}
		if !read {
			var err error
			if lines, err = readLines(opts.In); err != nil {
				return nil, err
			}
			read = true
		}
		if len(lines) == 0 {
			return nil, fmt.Errorf("argument %d: \"-\" but no more expressions on standard input", i+1)
		}
		out = append(out, lines[0])
		lines = lines[1:]
	}
	return out, nil
}

func runCompare(ctx context.Context, opts *compareOptions, w io.Writer) error {
	if ctx == nil {
		ctx = context.Background()
	}
	inputs, err := compareInputs(opts)
	if err != nil {
		return err
	}
	errw := opts.Err
	if errw == nil {
		errw = io.Discard
	}
	games, err := evalEach(ctx, inputs, 0, errw, func(ctx context.Context, in exprInput) (cgt.Game, error) {
		return cgt.ParseContext(ctx, in.Text)
	})
	if err != nil {
		return err
	}
	rec := report.CompareOf(inputs[0].Text, inputs[1].Text, games[0], games[1])
	if opts.JSON {
		return writeJSONLines(w, []report.Compare{rec})
	}
	t := tablewriter.NewTable(w)
	t.Header("a", "relation", "b")
	if err := t.Append(rec.A, rec.Relation, rec.B); err != nil {
		return err
	}
	return t.Render()
}
