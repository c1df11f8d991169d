// Package solve is the region solver: it turns a local Go position (a
// [goregion.Position]) into its exact combinatorial game value under the
// no-pass prisoner principles of Blom's thesis, chapter 3 (FORMATS.md §3).
package solve
