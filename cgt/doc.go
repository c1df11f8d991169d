// Package cgt is an exact engine for short partizan games: canonical forms,
// sums, negatives, comparison, numbers (exact dyadic rationals),
// infinitesimals (*n, ↑, tinies), stops, temperature, mean, cooling and
// thermographs, and the operations of CGSuite, Winning Ways and Lessons in
// Play listed under "Operations".
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
// # Memory
//
// The intern table keeps a canonical form only while something reaches it
// (a Game the program keeps, a larger form it is an option of, a cache
// entry), and the forms made recently (at most 65536). The caches are
// bounded, and [ReleaseCaches] empties them, so after a long computation,
// once the program drops its Games and calls ReleaseCaches, the next
// garbage collection brings the table back to the forms of the Games
// still held ([Caches] reports its size). == stays equality for every
// Game the program can hold: a form is made again only when no node of
// it is reachable any more.
//
// # Long computations
//
// Some work is exponential in the size of the games: the canonical form of
// a sum of n switches of different sizes has about 2^n positions. The
// functions that take a context.Context ([ParseContext], [SumContext],
// [NewContext], [Game.CoolContext], [Game.ThermographContext],
// [Game.StringContext]) return the context's error when it is done, and
// [Counters] reports the work done so far, for progress lines. An
// abandoned computation leaves the shared tables consistent: only complete
// results are ever stored (context.go says why).
//
// # Operations
//
// Besides sums, comparison, stops, temperature, cooling and thermographs,
// a Game has the operations a CGSuite user types, with CGSuite's
// semantics (each method's documentation cites its source and says where
// it differs): [Game.AtomicWeight] (with the atomicity check,
// [ErrNotAtomic]) and [AtomicWeightOfSum], [Game.ReducedCanonicalForm],
// [Game.Heat] (by any game), [Game.Overheat], [Game.NortonProduct]
// ([ErrNotPositive]), the ordinal sum [OrdinalSum] (G:H), [Game.Freeze],
// [Game.Pow] and [Game.PowTo] with [UpPow] (↑^n, ^<n>) and [UpPowTo]
// (↑^→n, ^[n]), [Game.UptimalExpansion], the incentives
// ([Game.Incentives], [Game.LeftIncentives], [Game.RightIncentives],
// [Game.UndominatedIncentives]), [Game.ConfusionInterval],
// [Game.StopCount], [Game.IsEvenTempered], [Game.IsOddTempered] and
// [Game.Tempering], [Game.IsEven] and [Game.IsOdd], [Game.IsAllSmall],
// [Game.IsInfinitesimal], [Game.Followers] and [Game.CGSuiteTemperature].
// Each has a Context form that stops when its context is done. The
// notation calls them as functions (below); [RegisterFunction] adds
// functions from packages that cgt cannot import (chill adds Chill).
//
// # Notation
//
// [Parse] reads, and [Game.String] writes, the notation of CGSuite and of
// Lessons in Play:
//
//	0  -3  3/4  -5/8  1.5      numbers (dyadic only: 1/3 is an error)
//	*  *2  ^  v  ^^  v3  ↑ ⇓   nimbers, ups and downs
//	^*  1/2*  2^*  -1/2v       a number, ups and nimbers written together are added
//	{A, B | C, D}  {|}  {0|}   options; {|} is 0 and {0|} is 1
//	{a || b | c}               multi-bar: {a | {b | c}}; {a | b || c} is {{a | b} | c}
//	+-x  +-(1*)  3+-1          the switch {x | -x}; "+-" takes the next atom
//	Tiny(x)  Miny(x)  4Tiny(2) {0 || 0 | -x}, {x | 0 || 0}, 4 + Tiny(2)
//	A + B   A - B   -A   ( )   sums, differences, negatives, grouping
//	^<3>  v<2>  ^[3]  1^[2]*   ↑^3 (up-nth), ↓^2, ↑^→3 (up to the 3rd): CGSuite's ^.Pow(3), ^.PowTo(3)
//	G:H   1:-1   *:1           the ordinal sum (Winning Ways): 1:-1 is 1/2, *:1 is ^*
//	Heat(G, t)  RCF(G)         functions, named as CGSuite's methods (list below)
//	a := {2|0}; {a, 3 | a}     the shared form: names defined before the value
//
// The ordinal sum binds tighter than + and - and less tightly than a sign,
// as in CGSuite's grammar: "1:-1 + 1" is (1:-1) + 1 and "-1:1" is
// (-1):1. The functions are Heat(G, t), Overheat(G, s, t), Norton(G, U)
// (also NortonProduct), OrdinalSum(G, H), AtomicWeight(G), RCF(G) (also
// ReducedCanonicalForm), Freeze(G), Cool(G, t) (t a number),
// Warm(G) (= Overheat(G, 1*, 1), the warming of chill.Warm), Pow(G, n),
// PowTo(G, n), and those added by [RegisterFunction] (Chill(G) when
// package chill is linked in); a call is a part, like Tiny(x), so
// "+-Heat(1, 2)" is ±1. A function that refuses its arguments (a game that
// is not atomic, a unit that is not positive) is a *[SyntaxError] at the
// name that wraps the operation's error. A name of the shared form is a
// letter other than a lower-case v, then letters, digits and "_"; it is
// defined once, with "name := G;", before the expression, and known from
// there on.
//
// The longest run of bars splits a braces form; two equal longest runs at
// one level are an error, so {1|0|-1} must be written {1||0|-1} or
// {1|0||-1}. A sign before a number belongs to the number alone (-1/2v is
// -1/2 + v), "+-1*" is ±1 plus *, and the n of *n is unsigned, so "*-1" is
// * - 1, as in CGSuite. Parts written after braces or parentheses are added
// too: "{1|0}*" is {1|0} + *. Errors are
// *[SyntaxError] values that name the column.
//
// String writes the canonical form the way CGSuite does: x + n·↑ + *m as
// "1/2^^*3", x + tiny-y as "xTiny(y)", a game equal to its negative as
// "+-G", and other forms in braces, a side with a single option in braces
// being inlined with one more bar ({1||0|-1}). Options are listed in a
// fixed order, numbers first. Switches around a number other than 0 stay
// in braces, as in CGSuite: {4|2} is "{4|2}" (Parse also reads "3+-1").
// Uptimal units and unit sums are written as CGSuite writes them: ↑^3 as
// "^<3>", ↑ + ↑^2 + ↑^3 + * as "^[3]*". [Game.Explicit] writes braces
// and numbers only ("{0|{0|0}}" for ^). [Game.SharedString] writes the
// shared form, whose length is linear in the number of positions where
// the conventional text can be exponential ([Game.ConventionalLen] gives
// that text's length without building it). All three read back with Parse
// to the same game.
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
