// Package goregion models the Go board as a graph and plays Go on it: the
// rule sets of the seed documents (Tromp–Taylor, the prisoner-counting
// logical rules, General Graph Go and its no-pass variants), the boards of
// local positions (regions) and the game records. The region solver, which
// turns a local position into an exact combinatorial game value under the
// no-pass prisoner principles of Blom's thesis (chapter 3), is the
// subpackage solve.
//
// Black is Left and White is Right throughout.
//
// # Rule sets
//
// The definitions of seed 000 (the Tromp–Taylor rules stated
// mathematically) are functions of the same names: [Reaches], [Clear],
// [MoveSituation] (the partial function move), [Score] and [Winner]. They
// are short and slow, and are the reference that [Game], the fast engine,
// is tested against move by move. A [Game] keeps every board of the game
// (Zobrist hashes, confirmed on the packed boards) and refuses any move
// that recreates one: positional superko, the start included. A pass hands
// the turn to the other player (seed 000's (b, p, n+1) is a slip); any
// player may resign at any time, and loses.
//
// [RulesByName] selects a rule set:
//
//	tromp-taylor       seed 000: suicide of any size legal; two passes end the game; area scoring
//	logical            seed 001: as tromp-taylor, score = stones + captured opponent stones (N_opp) + territory
//	no-suicide         seed 002 ("most rule sets forbid suicide"): as tromp-taylor, suicide illegal
//	ggg                seed 004, General Graph Go: any graph; score = stones + empty groups with no opponent neighbour
//	ggg-no-pass        seed 004, Conway Go without replacement: no pass; the player unable to move loses
//	ggg-prisoner-pass  seed 004: a pass gives back one prisoner and needs one; the player who can neither move nor pass loses
//
// Under Tromp–Taylor a one-stone suicide always recreates the board before
// it, so superko refuses it; larger suicides are legal. Every stone removed
// from the board, by capture or by suicide, is a prisoner of the other
// player ([Game.Captures], seed 001's N_black and N_white).
//
// # The region solver
//
// The region solver, which turns a local position into its exact value
// under the local rules of FORMATS.md §3, is the subpackage
// [github.com/tedomari/tedomari/goregion/solve]: it reads a [Position] and
// plays with the same rules through the board API of this package. [Parts]
// splits a region into the parts that immortal stones separate (gonum's
// connected components), the independent games the solver sums.
//
// # Graph format
//
// [ParseGraph] reads a board for General Graph Go (seed 004) with its
// starting colouring, one statement a line; ';' starts a comment:
//
//	; a triangle with a tail; Black stone on a, immortal White on d
//	points a b c d      ; declare the points, in order (labels: letters, digits, _ and .)
//	edges a-b-c-a c-d   ; paths: each '-' is an edge (an unordered pair, given once)
//	black a             ; ordinary (mortal) stones
//	white d
//	immortal d          ; immortal stones: never captured, nor their groups
//
// Edges must join declared, distinct points (the adjacency is symmetric and
// irreflexive, seed 001 rule 0) and may not repeat; "pass" and "resign" are
// not labels. The board has no grid cells and its points are named by
// their labels, so a graph is also a region for the solver. [FormatGraph]
// writes a position back in this format. Examples: testdata/graph_*.txt,
// and testdata/moves_graph_hexagon.txt, a game on graph_hexagon.txt. Users
// of the binary read the same description in "tedomari help graph-format".
//
// Boards are graphs for gonum too: [NewGraphBoard] builds its adjacency
// with gonum's simple.UndirectedGraph, which finds repeated edges, and
// [Components] (gonum's topo.ConnectedComponents) gives the connected parts
// of a board, or of the points a predicate keeps: scoring counts the
// territory of a [Game] on the components of its empty points.
//
// # Game records
//
// [ParseSGF] reads the main line of an SGF FF[4] record (SZ, KM, PL, RE,
// AB/AW/AE setup, B/W moves with "" or "tt" as pass) and
// [ParseSGFCollection] every game of a collection; [ParseMoveList] reads
// "D4 Q16 pass …"; [Record.WriteSGF] writes SGF. [Record.CheckPoints]
// checks the names of a record against a board. [Replay] and [ReplayWith]
// play a record and stop at the first illegal move with its number and
// reason; a lenient replay inserts the passes old records omit.
//
// # Errors
//
// Every reader ([ParseDiagram], [ParseGraph], [ParseSGF], [ParseMoveList],
// [Record.CheckPoints]) returns a *[SyntaxError] with the format, the line,
// the column (in characters) and what was expected, so one errors.As serves
// them all; a UTF-8 byte-order mark is skipped. An illegal move is a
// *[MoveError] wrapping one of the Err… reasons.
package goregion
