//go:build !unix

package cgt

// peakRSSMiB is not measured on this system.
func peakRSSMiB() float64 { return 0 }
