package main

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/tedomari/tedomari/cgt"
)

// coolOptions are the inputs of the cool command.
type coolOptions struct {
	valueOptions
	By cgt.Dyadic // the temperature t ≥ 0
}

func newCoolCmd() *cobra.Command {
	opts := &coolOptions{}
	var by string
	cmd := &cobra.Command{
		Use:   "cool --by T EXPR...",
		Short: "Cool games by a temperature T and print the values of the results",
		Long: `Cool each game by the temperature T (a dyadic rational ≥ 0, such as 1,
3/4 or 0.5) and print the value fields of the cooled game, as the value
command does; input is the expression as given. Cooling follows the
thesis (Definition 5.7): a game cooled by its temperature or more is its
mean plus an infinitesimal, so {2|0} cooled by 1 is 1*.

An argument "-" reads further expressions from standard input, one per
line. A bad expression is reported on standard error with its argument
or line number and the others are still answered (exit status 1). A
progress line is written to standard error every second after the first;
--timeout bounds the whole command.`,
		Example: `  tedomari cool --by 1 '{10|{5|0}}' -3/2
  tedomari cool --by 3/4 --json '{3||2*|1*}'`,
		DisableFlagParsing: true, // expressions may start with "-": see exprArgs
		RunE: func(cmd *cobra.Command, args []string) error {
			exprs, done, err := exprArgs(cmd, args, cobra.MinimumNArgs(1))
			if done || err != nil {
				return err
			}
			if !cmd.Flags().Changed("by") {
				return errors.New(`required flag "--by" not set`)
			}
			t, err := parseTemperature(by)
			if err != nil {
				return fmt.Errorf("invalid argument %q for \"--by\" flag: %w", by, err)
			}
			if err := checkTimeout(opts.Timeout); err != nil {
				return err
			}
			opts.By = t
			opts.Exprs = exprs
			opts.In = cmd.InOrStdin()
			opts.Err = cmd.ErrOrStderr()
			return runCool(cmd.Context(), opts, cmd.OutOrStdout())
		},
	}
	cmd.Flags().StringVar(&by, "by", "", "the temperature `T` to cool by: a dyadic rational ≥ 0 (required)")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print one JSON object per line")
	addTimeoutFlag(cmd, &opts.Timeout)
	addTextFlags(cmd, &opts.Text)
	return cmd
}

// parseTemperature reads a temperature: a dyadic rational ≥ 0.
func parseTemperature(s string) (cgt.Dyadic, error) {
	t, err := cgt.ParseDyadic(s)
	if err != nil {
		return cgt.Dyadic{}, fmt.Errorf("want a dyadic rational ≥ 0 such as 1, 3/4 or 0.5: %w", err)
	}
	if t.Sign() < 0 {
		return cgt.Dyadic{}, fmt.Errorf("a temperature must be ≥ 0")
	}
	return t, nil
}

func runCool(ctx context.Context, opts *coolOptions, w io.Writer) error {
	return runMapped(ctx, &opts.valueOptions, w, func(ctx context.Context, g cgt.Game) (cgt.Game, error) {
		return g.CoolContext(ctx, opts.By)
	})
}
