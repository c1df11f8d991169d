//go:build !unix

package solve

// peakRSSMiB is not measured on this system.
func peakRSSMiB() float64 { return 0 }

// userSeconds is not measured on this system.
func userSeconds() float64 { return 0 }
