package main

import (
	"context"

	"github.com/spf13/cobra"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/chill"
)

func newChillCmd() *cobra.Command {
	return newMapCmd(chill.ChillContext, &cobra.Command{
		Use:   "chill EXPR...",
		Short: "Chill games (the thesis's f) and print the values of the results",
		Long: `Chill each game and print the value fields of the chilled game, as the
value command does; input is the expression as given.

Chilling is the operator f of Blom §6.4, on the canonical form: an integer
n and n* chill to n, and any other game G to {f(G^L) - 1 | f(G^R) + 1}.
On values of Go positions (no ko, no seki) it is cooling by 1 (Lemma 6.11),
so {2|0} chills to 1* and the dame * to 0. Elsewhere it is not: f(1/2) = 0,
while 1/2 cooled by 1 is 1/2.

An argument "-" reads further expressions from standard input, one per
line. A bad expression is reported on standard error with its argument
or line number and the others are still answered (exit status 1). A
progress line is written to standard error every second after the first;
--timeout bounds the whole command.`,
		Example: `  tedomari chill '{2|0}' '{1|*}' '{3||2|0}'
  tedomari chill --json '{5||4|0}'`,
	})
}

func newWarmCmd() *cobra.Command {
	return newMapCmd(chill.WarmContext, &cobra.Command{
		Use:   "warm EXPR...",
		Short: "Warm games (the thesis's ∫) and print the values of the results",
		Long: `Warm each game and print the value fields of the warmed game, as the
value command does; input is the expression as given.

Warming is the operator ∫ of Blom Definition 6.7, on the canonical form:
an even integer stays, an odd integer n becomes n*, and any other game G
becomes {1 + ∫G^L | -1 + ∫G^R}. It undoes chilling on Go values up to a
star (Theorem 6.12): 1/2 warms to {1|*}, 1* to {2|0}+*.

An argument "-" reads further expressions from standard input, one per
line. A bad expression is reported on standard error with its argument
or line number and the others are still answered (exit status 1). A
progress line is written to standard error every second after the first;
--timeout bounds the whole command.`,
		Example: `  tedomari warm 1/2 '2^'
  tedomari chill '{3||2|0}' | tedomari warm 2^`,
	})
}

// newMapCmd completes cmd into a command that maps each expression by op.
func newMapCmd(op func(context.Context, cgt.Game) (cgt.Game, error), cmd *cobra.Command) *cobra.Command {
	opts := &valueOptions{}
	cmd.Args = cobra.MinimumNArgs(1)
	cmd.RunE = func(cmd *cobra.Command, args []string) error {
		if err := checkTimeout(opts.Timeout); err != nil {
			return err
		}
		opts.Exprs = args
		opts.In = cmd.InOrStdin()
		opts.Err = cmd.ErrOrStderr()
		return runMapped(cmd.Context(), opts, cmd.OutOrStdout(), op)
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print one JSON object per line")
	addTimeoutFlag(cmd, &opts.Timeout)
	addTextFlags(cmd, &opts.Text)
	return cmd
}
