// Package report builds the JSON records of tedomari's answers (FORMATS.md
// §4 and README's "Additions to FORMATS.md") from the library: the value
// fields of a game, a region's record with its first moves and parts,
// a thermograph's walls, a comparison, a corridor row and a thesis example.
//
// The command line prints these records with --json, the web server
// (package web) answers them under /api/, and the WebAssembly engine
// (cmd/tedomari/wasm) returns them to the browser, so the three give the
// same fields with the same values. Field names are a contract: extend,
// never rename.
//
// Numbers are strings in lowest terms ("3/4"), games are written in
// conventional notation (package cgt's String) unless a field says
// explicit.
//
// Besides the records, [Play] replays moves on a region under the local
// rules (FORMATS.md §3) with goregion's engine, so that a teacher can walk a
// region's game tree, and [Demo] steps through a game under one of the seed
// rule sets.
package report
