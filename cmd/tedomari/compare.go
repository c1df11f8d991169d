package main

import (
	"io"

	"github.com/olekukonko/tablewriter"
	"github.com/spf13/cobra"
)

func init() { subcommands = append(subcommands, newCompareCmd) }

// compareOptions are the inputs of the compare command.
type compareOptions struct {
	A, B string
	JSON bool
}

func newCompareCmd() *cobra.Command {
	opts := &compareOptions{}
	cmd := &cobra.Command{
		Use:   "compare A B",
		Short: "Compare two games: <, >, = or || (confused)",
		Long: `Compare the games A and B. Games are partially ordered: besides A < B,
A = B and A > B, the two may be confused with each other, A || B, when
the first player wins A - B.`,
		Example: `  tedomari compare '^' 0
  tedomari compare --json '*' 0
  tedomari compare -1/2 v`,
		DisableFlagParsing: true, // expressions may start with "-": see exprArgs
		RunE: func(cmd *cobra.Command, args []string) error {
			exprs, done, err := exprArgs(cmd, args, cobra.ExactArgs(2))
			if done || err != nil {
				return err
			}
			opts.A, opts.B = exprs[0], exprs[1]
			return runCompare(opts, cmd.OutOrStdout())
		},
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print the answer as a JSON object")
	return cmd
}

// compareJSON is the answer of compare (FORMATS.md §4): relation is "<",
// ">", "=" or "||", read as "a relation b". The inputs are echoed as a and b.
type compareJSON struct {
	A        string `json:"a"`
	B        string `json:"b"`
	Relation string `json:"relation"`
}

func runCompare(opts *compareOptions, w io.Writer) error {
	a, err := parseExpr(opts.A)
	if err != nil {
		return err
	}
	b, err := parseExpr(opts.B)
	if err != nil {
		return err
	}
	rec := compareJSON{A: opts.A, B: opts.B, Relation: a.Compare(b).String()}
	if opts.JSON {
		return writeJSONLines(w, []compareJSON{rec})
	}
	t := tablewriter.NewTable(w)
	t.Header("a", "relation", "b")
	if err := t.Append(rec.A, rec.Relation, rec.B); err != nil {
		return err
	}
	return t.Render()
}
