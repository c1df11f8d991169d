// Package cgt is an exact engine for short partizan games: canonical forms,
// sums, negatives, comparison, numbers (exact dyadic rationals),
// infinitesimals (*n, ↑, tinies), stops, temperature, mean, cooling and
// thermographs.
//
// # The model
//
// A [Game] is an immutable value holding a canonical form (Blom, chapter 4:
// no dominated and no reversible options). Canonical forms are interned, so
// equal games share one node and == is equality of value. The zero value of
// Game is the game 0 = { | }. [New] builds a game from option lists and
// simplifies it; [FromInt], [FromDyadic], [Nimber], [Ups], [Tiny], [Miny]
// and [Switch] build named values.
//
// Numbers are [Dyadic] rationals m/2^k, exact at any size: they never wrap
// and never round. Number nodes keep their value and build their options
// only when asked, so 2^-100 costs one node.
//
// # Conventions
//
// Black is Left and White is Right when games come from Go. Temperature
// follows the thesis (Definition 5.7): numbers have temperature 0, and a game
// freezes to its mean only when cooled past its temperature, so {2|0} cooled
// by 1 is 1*.
//
// # How it is fast
//
// Canonical nodes are interned (a map from sorted option identities), sums
// and comparisons are memoised on pairs of node identities, stops are cached
// in the node and prune comparisons (G ≤ H implies LS(G) ≤ LS(H) and
// RS(G) ≤ RS(H)), and numbers are handled by number avoidance and number
// translation (Theorems 2.5 and 2.8) without building their options.
//
// # References
//
//   - A. Blom, Combinatorial Game Theory: An Introduction Guided by the Game
//     of Go, bachelor thesis, Radboud University, 2021 (the seeds' 003).
//   - J. H. Conway, On Numbers and Games, 1976.
//   - E. Berlekamp and D. Wolfe, Mathematical Go: Chilling Gets the Last
//     Point, 1994.
//   - M. Albert, R. Nowakowski and D. Wolfe, Lessons in Play, 2007.
//   - A. N. Siegel, Combinatorial Game Theory, 2013.
package cgt
