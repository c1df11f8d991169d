package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"strconv"
	"strings"

	"github.com/olekukonko/tablewriter"
	"github.com/spf13/cobra"

	"github.com/tedomari/tedomari/cgt"
)

func init() { subcommands = append(subcommands, newValueCmd) }

// valueOptions are the inputs of the value command.
type valueOptions struct {
	Exprs []string  // the expressions, in order ("-" already expanded)
	In    io.Reader // standard input, read when an argument is "-"
	JSON  bool
}

func newValueCmd() *cobra.Command {
	opts := &valueOptions{}
	cmd := &cobra.Command{
		Use:   "value EXPR...",
		Short: "Print the canonical form, outcome, stops, mean and temperature of games",
		Long: `Print, for each game expression, its canonical form in conventional and
explicit notation, its outcome class (L, R, P or N), whether it is a
number, its Left and Right stops, mean, temperature and birthday.

An argument "-" reads further expressions from standard input, one per
line (blank lines are skipped). The explicit notation is left empty when
it would be longer than 1 MiB (that of *n has about 2^n characters).`,
		Example: `  tedomari value '{2|0}' '^*' -5/8
  tedomari value --json '{3||2*|1*}'
  echo '{1|-1}' | tedomari value -`,
		DisableFlagParsing: true, // expressions may start with "-": see exprArgs
		RunE: func(cmd *cobra.Command, args []string) error {
			exprs, done, err := exprArgs(cmd, args, cobra.MinimumNArgs(1))
			if done || err != nil {
				return err
			}
			opts.Exprs = exprs
			opts.In = cmd.InOrStdin()
			return runValue(opts, cmd.OutOrStdout())
		},
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print one JSON object per line")
	return cmd
}

func runValue(opts *valueOptions, w io.Writer) error {
	inputs, games, err := parseExprs(opts.Exprs, opts.In)
	if err != nil {
		return err
	}
	recs := make([]valueJSON, len(games))
	for i, g := range games {
		recs[i] = valueFields(inputs[i], g)
	}
	if opts.JSON {
		return writeJSONLines(w, recs)
	}
	return writeValueTable(w, recs)
}

// valueJSON is the record that value prints for a game (FORMATS.md §4). The
// commands cool, chill, warm and region print it too; region embeds it and
// adds fields. Numbers are strings in lowest terms ("3/4").
type valueJSON struct {
	Input       string   `json:"input"`
	Canonical   string   `json:"canonical"`
	Explicit    string   `json:"explicit"`
	Outcome     string   `json:"outcome"` // L, R, P or N
	Number      bool     `json:"number"`
	LeftStop    string   `json:"left_stop"`
	RightStop   string   `json:"right_stop"`
	Mean        string   `json:"mean"`
	Temperature string   `json:"temperature"`
	Birthday    *big.Int `json:"birthday"` // a JSON integer, exact at any size
}

// valueFields returns the value record of g, which was written as input.
// maxExplicit is the longest explicit text printed; longer ones (the
// explicit form of *n has about 2^n characters) are left empty.
const maxExplicit = 1 << 20

// explicitText returns g.Explicit(), or "" when it would be longer than
// maxExplicit bytes.
func explicitText(g cgt.Game) string {
	if g.ExplicitLen() > maxExplicit {
		return ""
	}
	return g.Explicit()
}

func valueFields(input string, g cgt.Game) valueJSON {
	return valueJSON{
		Input:       input,
		Canonical:   g.String(),
		Explicit:    explicitText(g),
		Outcome:     g.Outcome().String(),
		Number:      g.IsNumber(),
		LeftStop:    g.LeftStop().String(),
		RightStop:   g.RightStop().String(),
		Mean:        g.Mean().String(),
		Temperature: g.Temperature().String(),
		Birthday:    g.Birthday(),
	}
}

// outcomeNames explains the outcome classes in tables.
var outcomeNames = map[string]string{
	"L": "L (Left wins)",
	"R": "R (Right wins)",
	"P": "P (second player wins)",
	"N": "N (first player wins)",
}

// rows returns the table form of v: one row per field, named as in JSON.
func (v valueJSON) rows() [][]string {
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

// writeValueTable writes value records as tables, one per game with one
// row per field, separated by blank lines.
func writeValueTable(w io.Writer, recs []valueJSON) error {
	for i, r := range recs {
		if i > 0 {
			if _, err := io.WriteString(w, "\n"); err != nil {
				return err
			}
		}
		t := tablewriter.NewTable(w)
		if err := t.Bulk(r.rows()); err != nil {
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

// expandExprs returns args with each "-" replaced by the expressions read
// from in, one per line; blank lines are skipped and surrounding space is
// trimmed. Standard input is read at most once.
func expandExprs(args []string, in io.Reader) ([]string, error) {
	var out []string
	read := false
	for _, a := range args {
		if a != "-" {
			out = append(out, a)
			continue
		}
		if read || in == nil {
			continue
		}
		read = true
		sc := bufio.NewScanner(in)
		sc.Buffer(make([]byte, 64*1024), 16<<20)
		for sc.Scan() {
			if line := strings.TrimSpace(sc.Text()); line != "" {
				out = append(out, line)
			}
		}
		if err := sc.Err(); err != nil {
			return nil, fmt.Errorf("reading standard input: %w", err)
		}
	}
	if len(out) == 0 {
		return nil, errors.New("no expressions given")
	}
	return out, nil
}

// parseExpr parses one game expression. Its error names the expression, the
// column and what was expected.
func parseExpr(s string) (cgt.Game, error) {
	g, err := cgt.Parse(s)
	if err != nil {
		var se *cgt.SyntaxError
		if errors.As(err, &se) {
			return cgt.Game{}, err // the message already names the input and column
		}
		return cgt.Game{}, fmt.Errorf("expression %q: %w", s, err)
	}
	return g, nil
}

// parseExprs expands "-" arguments (see expandExprs) and parses every
// expression, before anything is printed: a bad expression fails the whole
// command.
func parseExprs(args []string, in io.Reader) ([]string, []cgt.Game, error) {
	inputs, err := expandExprs(args, in)
	if err != nil {
		return nil, nil, err
	}
	games := make([]cgt.Game, len(inputs))
	for i, s := range inputs {
		if games[i], err = parseExpr(s); err != nil {
			return nil, nil, err
		}
	}
	return inputs, games, nil
}

// orOmitted returns s, or a note that an explicit text was too long.
func orOmitted(s string) string {
	if s == "" {
		return "(omitted: longer than 1 MiB)"
	}
	return s
}
