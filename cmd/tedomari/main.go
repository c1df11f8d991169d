// Command tedomari evaluates combinatorial games and Go endgame positions
// exactly. See README.md for a tour and ../../FORMATS.md (shared) for the
// notation and the command-line contract.
package main

import (
	"context"
	"os"
	"os/signal"
	"runtime/debug"
)

// version is set with -ldflags "-X main.version=v0.1.0".
var version string

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if err := newRootCmd(buildVersion()).ExecuteContext(ctx); err != nil {
		os.Exit(1)
	}
}

// buildVersion returns the version set at link time, or the module version
// recorded in the binary.
func buildVersion() string {
	if version != "" {
		return version
	}
	if info, ok := debug.ReadBuildInfo(); ok && info.Main.Version != "" {
		return info.Main.Version
	}
	return "(devel)"
}
