//go:build !unix

package goregion

// peakRSSMiB is not measured on this system.
func peakRSSMiB() float64 { return 0 }
