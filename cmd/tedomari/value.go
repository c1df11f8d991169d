package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/olekukonko/tablewriter"
	"github.com/spf13/cobra"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/cmd/tedomari/internal/report"
)

// valueOptions are the inputs of the value command.
type valueOptions struct {
	Exprs   []string  // the expression arguments, "-" included
	In      io.Reader // standard input, read when an argument is "-"
	Err     io.Writer // standard error: failures and progress
	Timeout time.Duration
	JSON    bool
	Text    report.TextPolicy // --form, --max-text, --incentives-max-positions (issue 16)
}

func newValueCmd() *cobra.Command {
	opts := &valueOptions{}
	cmd := &cobra.Command{
		Use:   "value EXPR...",
		Short: "Print the canonical form, outcome, stops, mean and temperature of games",
		Long: `Print, for each game expression, its canonical form in conventional and
explicit notation, its outcome class (L, R, P or N), whether it is a
number, its Left and Right stops, mean, temperature (the thesis's: 0 for
numbers) and CGSuite's temperature (-1/2^k for a number m/2^k, -1 for an
integer; the same as the thesis's for other games), birthday, and
incentives: the Left incentives G^L - G and Right incentives G - G^R
that no other incentive exceeds or equals, as CGSuite's Incentives
lists them (not computed for canonical forms of more than
--incentives-max-positions positions: their cost grows with its
square), the atomic weight (or why there is none), the reduced
canonical form, the confusion interval [RS, LS], the stop count and
whether the game is even- or odd-tempered.

Expressions use the notation of CGSuite, with its methods as functions
(Heat(G, t), Overheat(G, s, t), Norton(G, U), AtomicWeight(G), RCF(G),
Cool(G, t), Freeze(G), Chill(G), Warm(G), Pow, PowTo, OrdinalSum),
^<n> and ^[n], and the ordinal sum G:H.

A value whose conventional text would be longer than --max-text (1MiB)
is written in the shared form, "a := {…}; b := {a|…}; {b|a}": each
repeated part named and written once, so that the text stays linear in
the size of the canonical form; the text reads back as input.
--form shared always writes it, --form conventional never.

An argument "-" reads further expressions from standard input, one per
line (blank lines are skipped). Each expression gets its own answer; a
bad one is reported on standard error with its argument or line number,
the others are still answered, and the exit status is then 1. The
explicit notation is left empty when it would be longer than 1 MiB (that
of *n has about 2^n characters).

Some games take long: the canonical form of a sum of n switches of
different sizes has about 2^n positions. After a second, a progress line
is written to standard error every second; --timeout bounds the whole
command.`,
		Example: `  tedomari value '{2|0}' '^*' -5/8
  tedomari value --json '{3||2*|1*}'
  echo '{1|-1}' | tedomari value -
  tedomari value --timeout 10s '^1000'
  tedomari value 'Heat({2|0}, 1)' 'AtomicWeight(^^*)' '^<3>' '1:-1'
  tedomari value --form shared '{5|-2}+{4|{4|2}}+{2||1|0}+{1|*}'`,
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
			return runValue(cmd.Context(), opts, cmd.OutOrStdout())
		},
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print one JSON object per line")
	addTimeoutFlag(cmd, &opts.Timeout)
	addTextFlags(cmd, &opts.Text)
	return cmd
}

// addTimeoutFlag adds --timeout to cmd.
func addTimeoutFlag(cmd *cobra.Command, d *time.Duration) {
	cmd.Flags().DurationVar(d, "timeout", 0, "stop after this long for the whole command, e.g. 30s (0: no limit)")
}

func runValue(ctx context.Context, opts *valueOptions, w io.Writer) error {
	return runMapped(ctx, opts, w, nil)
}

// runMapped answers value, cool, chill and warm: each expression is
// parsed, mapped by op (nil: kept as it is) and described by the value
// fields.
func runMapped(ctx context.Context, opts *valueOptions, w io.Writer, op func(context.Context, cgt.Game) (cgt.Game, error)) error {
	inputs, err := expandExprs(opts.Exprs, opts.In)
	if err != nil {
		return err
	}
	errw := &syncWriter{w: opts.Err}
	ctx, stop := startWork(ctx, opts.Timeout, errw)
	recs, evalErr := evalEach(ctx, inputs, opts.Timeout, errw, func(ctx context.Context, in exprInput) (report.ValueExt, error) {
		g, err := cgt.ParseContext(ctx, in.Text)
		if err != nil {
			return report.ValueExt{}, err
		}
		if op != nil {
			if g, err = op(ctx, g); err != nil {
				return report.ValueExt{}, err
			}
		}
		return report.ValueExtWith(ctx, in.Text, g, opts.Text)
	})
	stop()
	if opts.JSON {
		err = writeJSONLines(w, recs)
	} else {
		err = writeValueTable(w, recs)
	}
	if err != nil {
		return err
	}
	return evalErr
}

// outcomeNames explains the outcome classes in tables.
var outcomeNames = map[string]string{
	"L": "L (Left wins)",
	"R": "R (Right wins)",
	"P": "P (second player wins)",
	"N": "N (first player wins)",
}

// valueRows returns the table form of v: one row per field, named as in JSON.
func valueRows(v report.Value) [][]string {
	outcome := v.Outcome
	if name, ok := outcomeNames[outcome]; ok {
		outcome = name
	}
	return [][]string{
		{"input", v.Input},
		{"canonical", v.Canonical},
		{"explicit", orOmitted(v.Explicit)},
		{"outcome", outcome},
		{"number", strconv.FormatBool(v.Number)},
		{"left stop", v.LeftStop},
		{"right stop", v.RightStop},
		{"mean", v.Mean},
		{"temperature", v.Temperature},
		{"birthday", v.Birthday.String()},
	}
}

// valueExtRows returns the table form of v: the value rows, with CGSuite's
// temperature after the thesis's, and the incentives.
func valueExtRows(v report.ValueExt) [][]string {
	rows := valueRows(v.Value)
	out := make([][]string, 0, len(rows)+2)
	for _, r := range rows {
		out = append(out, r)
		if r[0] == "temperature" {
			out = append(out, []string{"temperature (CGSuite)", v.CGSuiteTemperature})
		}
	}
	inc := strings.Join(v.Incentives, ", ")
	switch {
	case v.IncentivesError != nil:
		inc = "(" + *v.IncentivesError + ")"
	case inc == "":
		inc = "(none)"
	}
	return append(append(out, []string{"incentives", inc}), opsRows(v.Ops)...)
}

// writeValueTable writes value records as tables, one per game with one
// row per field, separated by blank lines.
func writeValueTable(w io.Writer, recs []report.ValueExt) error {
	for i, r := range recs {
		if i > 0 {
			if _, err := io.WriteString(w, "\n"); err != nil {
				return err
			}
		}
		t := tablewriter.NewTable(w)
		if err := t.Bulk(valueExtRows(r)); err != nil {
			return err
		}
		if err := t.Render(); err != nil {
			return err
		}
	}
	return nil
}

// writeJSONLines writes each element of vs as one line of JSON, without
// escaping <, > and & (so a relation prints as "<", not "\u003c").
func writeJSONLines[T any](w io.Writer, vs []T) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for _, v := range vs {
		if err := enc.Encode(v); err != nil {
			return err
		}
	}
	return nil
}

// exprArgs parses the flags of cmd, a command with DisableFlagParsing set
// so that expressions may start with "-" ("-5/8", "-{1|0}", "-^"), and
// returns the expressions, checked by valid. An argument that starts with
// "--" is a long flag (a flag that takes a value and is written without "="
// takes the next argument, so "--by -1" works), "-h" asks for help, and
// "--" ends the flags; every other argument is an expression, "-" (standard
// input) included. done reports that help was printed instead.
func exprArgs(cmd *cobra.Command, args []string, valid cobra.PositionalArgs) (exprs []string, done bool, err error) {
	var flags []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--":
			exprs = append(exprs, args[i+1:]...)
			i = len(args)
		case a == "-h":
			flags = append(flags, a)
		case strings.HasPrefix(a, "--"):
			flags = append(flags, a)
			if name := a[2:]; !strings.Contains(name, "=") {
				if f := cmd.Flags().Lookup(name); f != nil && f.NoOptDefVal == "" && i+1 < len(args) {
					i++
					flags = append(flags, args[i])
				}
			}
		default:
			exprs = append(exprs, a)
		}
	}
	if err := cmd.Flags().Parse(flags); err != nil {
		return nil, false, err
	}
	if help, _ := cmd.Flags().GetBool("help"); help {
		return nil, true, cmd.Help()
	}
	if err := valid(cmd, exprs); err != nil {
		return nil, false, err
	}
	return exprs, false, nil
}

// orOmitted returns s, or a note that an explicit text was too long.
func orOmitted(s string) string {
	if s == "" {
		return "(omitted: longer than 1 MiB)"
	}
	return s
}

// Issue 16: the flags --form, --max-text and --incentives-max-positions,
// and the table rows of report.Ops.

// addTextFlags adds --form, --max-text and --incentives-max-positions to
// cmd.
func addTextFlags(cmd *cobra.Command, tp *report.TextPolicy) {
	*tp = report.DefaultTextPolicy
	cmd.Flags().Var(formFlag{&tp.Form}, "form", "how to write values: auto (conventional unless longer than --max-text, then shared), conventional or shared (named shared parts: a := {…}; {a|…})")
	cmd.Flags().Var((*byteSize)(&tp.MaxText), "max-text", "with --form auto, the longest conventional text written, e.g. 1MiB, 500kB or 20000 (bytes)")
	cmd.Flags().IntVar(&tp.MaxPositions, "incentives-max-positions", tp.MaxPositions, "compute incentives only for canonical forms of at most this many positions (their cost grows with its square; 0: no limit)")
}

// formFlag is the value of --form.
type formFlag struct{ s *string }

func (f formFlag) String() string {
	if f.s == nil {
		return ""
	}
	return *f.s
}

func (f formFlag) Set(s string) error {
	switch s {
	case "auto", "conventional", "shared":
		*f.s = s
		return nil
	}
	return fmt.Errorf("want auto, conventional or shared")
}

func (f formFlag) Type() string { return "FORM" }

// opsRows returns the table rows of the fields of issue 16.
func opsRows(v report.Ops) [][]string {
	aw := "(none: " + deref(v.AtomicWeightError) + ")"
	if v.AtomicWeight != nil {
		aw = *v.AtomicWeight
	}
	return [][]string{
		{"atomic weight", aw},
		{"reduced canonical form", v.RCF},
		{"confusion interval", "[" + v.ConfusionInterval[0] + ", " + v.ConfusionInterval[1] + "]"},
		{"stop count", v.StopCount.String()},
		{"tempered", v.Tempered},
	}
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}
