package main

import (
	"github.com/spf13/cobra"
)

// newRootCmd returns the tedomari command with every subcommand attached.
func newRootCmd(version string) *cobra.Command {
	root := &cobra.Command{
		Use:   "tedomari",
		Short: "Exact combinatorial game theory for Go endgames",
		Long: `tedomari computes exact values of short partizan games and of local
Go positions: canonical forms, stops, mean, temperature, cooling,
thermographs, chilling and warming, corridor formulas and region values.`,
		Version:       version,
		SilenceUsage:  true,
		SilenceErrors: false,
	}
	root.SetVersionTemplate("tedomari {{.Version}}\n")
	// The commands, one file each beside this one, in the order of --help.
	root.AddCommand(
		newValueCmd(), newCompareCmd(), newCoolCmd(), newThermographCmd(),
		newChillCmd(), newWarmCmd(), newCorridorCmd(),
		newRegionCmd(), newExamplesCmd(), newServeCmd(),
		newGameCmd(), newGTPCmd(), newEndgameCmd(),
		newGraphFormatTopic(),
	)
	return root
}
