package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"time"

	"github.com/olekukonko/tablewriter"
	"github.com/spf13/cobra"

	"github.com/tedomari/tedomari/cmd/tedomari/internal/report"
	"github.com/tedomari/tedomari/goregion/solve"
)

// corridorOptions are the inputs of the corridor command.
type corridorOptions struct {
	Length     int  // rows d = 0…Length
	Gold       int  // stones of gold; 0 is the empty corridor
	Board      bool // also solve the Go diagram of each row
	BoardMax   int  // largest d solved on the board; < 0: no bound but BoardNodes
	BoardNodes int  // node limit of each board solve
	JSON       bool
	Timeout    time.Duration // for the whole command; 0: none
	Err        io.Writer     // progress lines
}

func newCorridorCmd() *cobra.Command {
	opts := &corridorOptions{}
	cmd := &cobra.Command{
		Use:   "corridor --length N [--gold S] [--board]",
		Short: "Tabulate corridors and check the chilled values against Theorems 6.1 and 6.3",
		Long: `Print one row for each length or depth d = 0…N of a corridor (Blom §6.2,
§6.3): its canonical value, its chilled value, the closed form of the
thesis, and whether the two agree.

Without --gold the corridor is the empty corridor of length d,
Corr(0) = 0, Corr(d+1) = {d | Corr(d)}, and the formula is Theorem 6.1,
d - 2 + (1/2)^(d-1). With --gold S it holds S White stones of gold at
depth d, Corr_S(0) = 0, Corr_S(d+1) = {d + 2S | Corr_S(d)}, and the
formula is Theorem 6.3, d + 2(S-1) + (0^d | -2(S-1)).

With --board each row's Go diagram (X, then S gold stones o, then d empty
points, then O, between walls of X) is also solved by the region solver,
and board_agrees says whether its value is the canonical value. Solving
grows fast with the number of points: each solve may explore at most
--board-nodes positions (about a second at the default), rows beyond
--board-max are not solved, and once one row exceeds the node limit the
longer rows are not tried; such rows show "-" (null in JSON). At the
default limit the solver reaches d = 13 for S = 0…4 in about two seconds
in all.

A progress line is written to standard error every second after the
first; --timeout bounds the whole command.`,
		Example: `  tedomari corridor --length 10
  tedomari corridor --length 40 --gold 3
  tedomari corridor --length 8 --gold 1 --board --json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if opts.Length < 0 {
				return fmt.Errorf("invalid argument %d for \"--length\" flag: want N ≥ 0", opts.Length)
			}
			if opts.Gold < 0 {
				return fmt.Errorf("invalid argument %d for \"--gold\" flag: want S ≥ 0", opts.Gold)
			}
			if opts.BoardNodes < 0 {
				return fmt.Errorf("invalid argument %d for \"--board-nodes\" flag: want K ≥ 0 (0: no limit)", opts.BoardNodes)
			}
			if err := checkTimeout(opts.Timeout); err != nil {
				return err
			}
			opts.Err = cmd.ErrOrStderr()
			return runCorridor(cmd.Context(), opts, cmd.OutOrStdout())
		},
	}
	cmd.Flags().IntVar(&opts.Length, "length", 0, "the largest length or depth `N` (required)")
	cmd.Flags().IntVar(&opts.Gold, "gold", 0, "the number `S` of gold stones (0: the empty corridor)")
	cmd.Flags().BoolVar(&opts.Board, "board", false, "also solve each corridor's Go diagram with the region solver")
	cmd.Flags().IntVar(&opts.BoardMax, "board-max", -1, "with --board, solve only rows d ≤ `D` (-1: as far as --board-nodes allows)")
	cmd.Flags().IntVar(&opts.BoardNodes, "board-nodes", 200000, "with --board, the node limit `K` of each solve")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print one JSON object per line")
	addTimeoutFlag(cmd, &opts.Timeout)
	_ = cmd.MarkFlagRequired("length")
	return cmd
}

func runCorridor(ctx context.Context, opts *corridorOptions, w io.Writer) error {
	var errw io.Writer
	if opts.Err != nil {
		errw = &syncWriter{w: opts.Err}
	}
	ctx, stop := startWork(ctx, opts.Timeout, errw)
	defer stop()
	boardOn := opts.Board
	var recs []report.Corridor
	for d := 0; d <= opts.Length; d++ {
		r, g, err := report.CorridorRow(ctx, opts.Gold, d)
		if err != nil {
			return corridorError(d, opts.Timeout, err)
		}
		if boardOn && (opts.BoardMax < 0 || d <= opts.BoardMax) {
			v, err := report.SolveCorridor(ctx, opts.Gold, d, opts.BoardNodes)
			switch {
			case errors.Is(err, solve.ErrNodeLimit):
				boardOn = false // longer corridors are larger still
			case err != nil:
				return corridorError(d, opts.Timeout, err)
			default:
				ok := v == g
				r.BoardAgrees = &ok
			}
		}
		recs = append(recs, r)
	}
	if opts.JSON {
		return writeJSONLines(w, recs)
	}
	t := tablewriter.NewTable(w)
	t.Header("d", "gold", "canonical", "chilled", "formula", "agrees", "board")
	for _, r := range recs {
		board := "-"
		if r.BoardAgrees != nil {
			board = strconv.FormatBool(*r.BoardAgrees)
		}
		if err := t.Append(strconv.Itoa(r.D), strconv.Itoa(r.Gold), r.Canonical, r.Chilled,
			r.Formula, strconv.FormatBool(r.Agrees), board); err != nil {
			return err
		}
	}
	return t.Render()
}

// corridorError explains why the row d could not be computed.
func corridorError(d int, timeout time.Duration, err error) error {
	if errors.Is(err, context.DeadlineExceeded) {
		return fmt.Errorf("corridor d=%d: no answer within --timeout %v: %w", d, timeout, err)
	}
	return fmt.Errorf("corridor d=%d: %w", d, err)
}
