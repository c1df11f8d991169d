package main

import (
	"errors"
	"fmt"
	"math/big"
	"strings"

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
		Use:   "gtp [--rules NAME] [--size N] [--komi K] [--counting territory|area]",
		Short: "Speak the Go Text Protocol (version 2) on standard input and output",
		Long: `Run a GTP version 2 engine on standard input and output, for GoGui,
Sabaki, GNU Go's twogtp or any GTP controller.

Commands: the required ones (protocol_version name version known_command
list_commands quit boardsize clear_board komi play genmove), undo,
showboard, loadsgf FILE [N] (as GNU Go: the position before move N, the
player of move N to move), final_score, final_status_list
alive|dead|seki, reg_genmove, is_legal, list_stones, captures, get_komi,
fixed_handicap, place_free_handicap, set_free_handicap, time_settings and
time_left (ignored), tedomari-dead_stones, gogui-analyze_commands and
gogui-interrupt (the line "# interrupt" cancels the running command).

genmove and reg_genmove answer a GTP error ("? cannot decide a move
exactly: …") when tedomari cannot decide the move exactly; they never
guess. This version has no whole-board endgame analysis yet, so they
always answer that error. final_score counts the position as it stands
with every stone alive, except the stones marked with
tedomari-dead_stones, under territory (Japanese: territory + prisoners,
the default) or area counting; komi is added to White.

Rule sets (--rules; those with free passes, as GTP ends games by passes):
` + strings.Join(names, "\n") + `

Every rule set forbids positional superko (GNU Go's --positional-superko).`,
		Example: `  tedomari gtp
  tedomari gtp --size 9 --komi 6.5
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
	return cmd
}
