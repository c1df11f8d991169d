// Command tedomari evaluates combinatorial games and Go endgame positions
// exactly. See README.md for a tour and ../../FORMATS.md (shared) for the
// notation and the command-line contract.
package main

import (
	"context"
	"errors"
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
		os.Exit(exitCode(err))
	}
}

// exitError is an error that sets the exit status: game exits 3 when a
// replay stops at an illegal move. Every other error exits 1.
type exitError struct {
	code int
	err  error
}

// Error returns the message of the wrapped error.
func (e *exitError) Error() string { return e.err.Error() }

// Unwrap returns the wrapped error.
func (e *exitError) Unwrap() error { return e.err }

// exitCode returns the exit status for the error a command returned: 0 for
// nil, the code of an *exitError, else 1.
func exitCode(err error) int {
	var ee *exitError
	switch {
	case err == nil:
		return 0
	case errors.As(err, &ee):
		return ee.code
	}
	return 1
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
