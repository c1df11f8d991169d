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
	// Subcommands: one file each beside this one.
	for _, add := range subcommands {
		root.AddCommand(add())
	}
	return root
}

// subcommands lists the constructors of the subcommands; each command's file
// appends its constructor in an init function, so that files can be added
// without editing this one.
var subcommands []func() *cobra.Command
