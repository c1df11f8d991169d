package main

import (
	"errors"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/tedomari/tedomari/goregion"
	"github.com/tedomari/tedomari/goregion/gtp"
)

// gtpOptions are the inputs of the gtp command.
type gtpOptions struct {
	Rules    string
	Size     int
	Komi     string
	Counting string
	MaxNodes int
	Timeout  time.Duration
	Exact    bool
}

func newGTPCmd() *cobra.Command {
	opts := &gtpOptions{}
	var names []string
	for _, r := range goregion.RuleSets() {
		if r.Pass == goregion.PassFree {
			names = append(names, fmt.Sprintf("  %-18s %s", r.Name, r.Summary))
		}
	}
	cmd := &cobra.Command{
		Use:   "gtp [--rules NAME] [--size N] [--komi K] [--counting territory|area] [--max-nodes N] [--timeout D] [--exact]",
		Short: "Speak the Go Text Protocol (version 2) on standard input and output",
		Long: `Run a GTP version 2 engine on standard input and output, for GoGui,
Sabaki, GNU Go's twogtp or any GTP controller.

Commands: the required ones (protocol_version name version known_command
list_commands quit boardsize clear_board komi play genmove), undo,
showboard, loadsgf FILE [N|VERTEX] (as GNU Go: the position before move N,
or before the first move at VERTEX, its player to move), final_score, final_status_list
alive|dead|seki, reg_genmove, is_legal, list_stones, captures, get_komi,
fixed_handicap, place_free_handicap, set_free_handicap, time_settings and
time_left (ignored), tedomari-dead_stones, tedomari-alive_stones, the
analyze commands below, gogui-analyze_commands and
gogui-interrupt (the line "# interrupt" cancels the running command).

genmove plays the exact best move of the whole-board endgame analysis
(the one of "tedomari endgame"): the board is split into regions between
safe stones (pass-alive by Benson's algorithm, or proved alive by a
bounded life-and-death search unless --exact, or marked with
tedomari-alive_stones), each region is valued exactly, and the move is the
first best move of the sum (the hottest region, then the largest gain),
or pass when no move helps. It answers a GTP error ("? cannot decide a
move exactly: …"), never a guess, when a region is unresolved within
--max-nodes and --timeout (the error lists them), or under area counting
(the analysis counts territory). A point banned by ko is left out of the
first moves.

reg_genmove answers the same exact move when the analysis is resolved
with at most 50,000 positions per region (or --max-nodes if smaller), so
that it answers in a few seconds. Otherwise it answers an estimated move,
not exact and never random: each unresolved region is valued by a
bounded local search (up to 6 plies, 6 candidate moves a player, static
territory estimates at the leaves), and the move is the best local move
of the hottest region, exact or estimated (go doc
github.com/tedomari/tedomari/goregion/endgame Analysis.Suggest).

final_status_list and final_score judge stones by the same safety
judgement: chains proved dead are dead, the others alive (seki is never
reported), then the stones marked with tedomari-dead_stones and
tedomari-alive_stones. final_score counts territory (Japanese: territory +
prisoners, the default) or area; komi is added to White.

Analyze commands for GoGui (gogui-analyze_commands): tedomari-regions
(gfx: the region map), tedomari-region_values (the table of region values,
the result and the assumptions), tedomari-move_values (gfx: the gain of
each legal move), tedomari-best_moves (gfx: the best moves), tedomari-safety
(gfx: safe and dead stones), tedomari-suggest (reg_genmove's move and
whether it is exact or an estimate), each with an optional COLOR to move.

Rule sets (--rules; those with free passes, as GTP ends games by passes):
` + strings.Join(names, "\n") + `

Every rule set forbids positional superko (GNU Go's --positional-superko).`,
		Example: `  tedomari gtp
  tedomari gtp --size 9 --komi 6.5
  tedomari gtp --exact --max-nodes 200000 --timeout 5s
  gogui -program "tedomari gtp"`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			rules, err := goregion.RulesByName(opts.Rules)
			if err != nil {
				return fmt.Errorf("gtp: --rules: %w", err)
			}
			counting, err := gtp.ParseCounting(opts.Counting)
			if err != nil {
				return fmt.Errorf("gtp: --counting: %w", err)
			}
			komi, ok := new(big.Rat).SetString(opts.Komi)
			if !ok {
				return fmt.Errorf("gtp: --komi %q: expected a number like 6.5 or 13/2", opts.Komi)
			}
			e, err := gtp.New(rules, counting, opts.Size)
			if err != nil {
				return err
			}
			e.SetKomi(komi)
			if opts.MaxNodes < 0 {
				return fmt.Errorf("gtp: --max-nodes %d: expected 0 (no bound) or more", opts.MaxNodes)
			}
			if opts.Timeout < 0 {
				return fmt.Errorf("gtp: --timeout %v: expected 0 (no bound) or more", opts.Timeout)
			}
			e.UseEndgame(gtp.EndgameOptions{MaxNodes: opts.MaxNodes, Timeout: opts.Timeout, Exact: opts.Exact})
			e.Version = cmd.Root().Version
			if e.Version == "" {
				e.Version = "(devel)"
			}
			ctx := cmd.Context()
			err = e.Run(ctx, cmd.InOrStdin(), cmd.OutOrStdout())
			if err != nil && ctx.Err() != nil && errors.Is(err, ctx.Err()) {
				return nil // interrupted: end quietly, as after quit
			}
			return err
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.Rules, "rules", "no-suicide", "rule set (no-suicide forbids suicide, as GNU Go does)")
	f.IntVar(&opts.Size, "size", 19, "board size, 1 to 25")
	f.StringVar(&opts.Komi, "komi", "0", "komi added to White's score, e.g. 6.5 or 13/2")
	f.StringVar(&opts.Counting, "counting", "territory", "final_score counting: territory (Japanese) or area")
	f.IntVar(&opts.MaxNodes, "max-nodes", 0, "positions the solver may explore in each region (0: no bound); a region needing more is unresolved")
	f.DurationVar(&opts.Timeout, "timeout", 10*time.Second, "time the solver may spend on each region (0: no bound), e.g. 30s")
	f.BoolVar(&opts.Exact, "exact", false, "judge safety by Benson's algorithm only (pass-alive chains), without the life-and-death search")
	return cmd
}
