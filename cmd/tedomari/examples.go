package main

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/olekukonko/tablewriter"
	"github.com/spf13/cobra"

	"github.com/tedomari/tedomari/cmd/tedomari/internal/report"
	"github.com/tedomari/tedomari/examples"
)

// examplesOptions are the inputs of the examples command.
type examplesOptions struct {
	Names    []string // the examples to run; all when empty
	MaxNodes int      // node limit of each solve (0: none)
	All      bool     // also run the examples marked slow
	JSON     bool
}

func newExamplesCmd() *cobra.Command {
	opts := &examplesOptions{}
	cmd := &cobra.Command{
		Use:   "examples [NAME...]",
		Short: "Solve every worked Go example of the thesis and compare with its published values",
		Long: `Solve the region diagram of each worked Go example of Blom's thesis,
chapters 3 to 6, chill the value, and compare both with the values the
thesis gives (the diagrams and their stories are in examples/thesis/ of
the source, embedded in the command). One row per example: its name, the
section, the expected and computed values and chilled values, and whether
both agree. The command fails if any example disagrees or cannot be
solved within --max-nodes positions.

Names select examples; without names all are run except those whose
header says "; solve: slow" (none at present), which need --all or their
name.`,
		Example: `  tedomari examples
  tedomari examples dame gold-corner --json`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if opts.MaxNodes < 0 {
				return fmt.Errorf("invalid argument %d for \"--max-nodes\" flag: want K ≥ 0 (0: no limit)", opts.MaxNodes)
			}
			opts.Names = args
			return runExamples(cmd.Context(), opts, cmd.OutOrStdout())
		},
	}
	cmd.Flags().BoolVar(&opts.All, "all", false, "also run the examples marked slow")
	cmd.Flags().IntVar(&opts.MaxNodes, "max-nodes", 0, "the node limit `K` of each solve (0: none)")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print one JSON object per line")
	return cmd
}

func runExamples(ctx context.Context, opts *examplesOptions, w io.Writer) error {
	if ctx == nil {
		ctx = context.Background()
	}
	all, err := examples.Load()
	if err != nil {
		return err
	}
	var exs []examples.Example
	skipped := map[string]bool{}
	for _, e := range all {
		switch {
		case slices.Contains(opts.Names, e.Name):
			exs = append(exs, e)
		case len(opts.Names) == 0 && e.Slow && !opts.All:
			exs = append(exs, e)
			skipped[e.Name] = true
		case len(opts.Names) == 0:
			exs = append(exs, e)
		}
	}
	for _, name := range opts.Names {
		if !slices.ContainsFunc(all, func(e examples.Example) bool { return e.Name == name }) {
			return fmt.Errorf("no example named %q", name)
		}
	}
	var recs, solved []report.Example
	bad := 0
	for _, e := range exs {
		if skipped[e.Name] {
			recs = append(recs, report.Example{Name: e.Name, Section: e.Section,
				Expected: e.Value, ExpectedChilled: e.Chilled, Skipped: true})
			continue
		}
		r := report.RunExample(ctx, e, opts.MaxNodes)
		if !r.Agrees {
			bad++
		}
		recs = append(recs, r)
		solved = append(solved, r)
	}
	if opts.JSON {
		err = writeJSONLines(w, solved)
	} else {
		err = writeExamplesTable(w, recs)
	}
	if err != nil {
		return err
	}
	if bad > 0 {
		return fmt.Errorf("%d of %d examples disagree with the thesis or could not be solved", bad, len(recs))
	}
	return nil
}

func writeExamplesTable(w io.Writer, recs []report.Example) error {
	t := tablewriter.NewTable(w)
	t.Header("name", "section", "expected", "computed", "expected chilled", "chilled", "agrees")
	for _, r := range recs {
		agrees := "yes"
		switch {
		case r.Skipped:
			agrees = "skipped: slow (--all)"
		case !r.Agrees:
			agrees = "NO"
			if r.Error != "" {
				agrees = "NO: " + strings.TrimPrefix(r.Error, "goregion: ")
			}
		}
		if err := t.Append(r.Name, r.Section, r.Expected, r.Computed, r.ExpectedChilled, r.Chilled, agrees); err != nil {
			return err
		}
	}
	return t.Render()
}
