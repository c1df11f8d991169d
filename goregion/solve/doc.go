// Package solve is the region solver: it turns a local Go position, a
// [goregion.Position] (a region diagram or a general graph), into its exact
// combinatorial game value under the no-pass prisoner principles of Blom's
// thesis, chapter 3, as FORMATS.md §3 states them. Black is Left and White
// is Right.
//
//	pos, _ := goregion.ParseDiagram("XXXX\nX..O\nXXXX")
//	sol, err := solve.Solve(ctx, pos, solve.Options{MaxNodes: 1_000_000})
//	// sol.Value is {1|*} (Blom §4.1)
//
// # The local rules
//
// A move places a stone on an empty point of the region; then the
// opponent's groups without liberties are removed, then the mover's own
// (Tromp–Taylor order). The immortal stones of the frame never leave the
// board, and neither does any group that holds one. A move is illegal if it
// recreates a board of the local line of play, the start included
// (positional superko), or if it is the suicide of a single stone; the
// suicide of a larger group is legal. There is no passing: a player without
// a legal move has lost the local game. Each removed stone is a prisoner and
// counts one point for the other player: the value of a move is the value
// of the position after it plus the prisoners it took (Black's positive).
// The rules are goregion's ([goregion.Clear] is their reference); this
// package plays them on bitboards.
//
// # Two readings of superko
//
// Stones that can never be captured (immortal ones, and ordinary ones joined
// to them: permanent stones) cut a region into pieces that are independent
// games. By default [Solve] values a region as the sum of its pieces, each
// with positional superko over its own moves (Conway's sum of games): the
// parts that immortal stones separate ([Solution.Parts]) are solved on
// their own, and so are the pieces that permanent stones cut off during the
// search. With [Options.WholeLine] superko applies literally, to the boards
// of the whole region along the whole line of play, so that a move in one
// piece can lift a ban in another, as a ko threat does; the region is then
// one game. The two readings differ only where a ko arises: on the graph
// "points B W a b c d e / edges B-a-b-W B-c-d-e-W c-e / black B / white W /
// immortal B W" the default gives * and the whole line {*, {1|*} | *,
// {*|-1}}. [Solution.KoSensitive] reports that superko refused a move other
// than a suicide: the value then depends on the local history.
//
// # The search
//
// Each part (at most 64 points that are not immortal stones, one bit each)
// is searched depth first: the value of a position is {left options |
// right options}, each option the value after the move plus its prisoners,
// made canonical by package cgt. The line of play is kept with, for each
// board, its permanent stones and where its run starts: the boards since the
// permanent stones last changed, the only ones that can recur.
//
// # Speed-ups
//
// Each is proved where it is written.
//
//  1. A transposition table (table.go), keyed by the board and the boards of
//     the history that can still recur; in most positions no board can, and
//     the key is the board alone (Claims 1 and 2 in table.go). Three tests
//     show a board cannot recur; the third follows the stones that must be
//     captured on the way to it, and the stones that capture them (Claim 2a).
//  2. Pieces (search.go, splitSolve): once permanent stones cut a piece into
//     smaller ones, and no board of the history can recur, the value is the
//     sum of the pieces', each solved on its own (not with WholeLine). Such
//     a position is neither stored under its own key nor counted among the
//     positions explored: the pieces are (splitFirst).
//  3. Settled territory (search.go, settled): a piece where every stone of
//     one player would be permanent at once and none of the other's could
//     be, with every group alive, is worth n + 2m without search (Blom,
//     Theorem 3.1).
//  4. Guesses proved (proof.go): where boards of the history may recur, the
//     value is guessed (the same board's value with another history, or
//     settled territory's) and proved by a search for a winning strategy on
//     the difference, G − v = 0, made at the guessed position itself from
//     its options (Claim 7 in rootproof.go: with v canonical, G = v iff no
//     G^R ≤ v, no G^L ≥ v, and each v^L has a G^L ≥ v^L and each v^R a
//     G^R ≤ v^R, so the moves in −v need no search and the position is
//     expanded once); the proof is kept as a certificate that
//     serves the same board with other histories (Claim 3 in proof.go);
//     a value a certificate gives is not stored in the table, since the
//     certificate gives it again whenever the key comes back.
//     Proofs value a position that splits into pieces without a search
//     when each piece is settled territory or in the table (splitKnown).
//     A proof has a budget of positions: one that runs out of it proves
//     nothing, and the position is searched in full (guessBudget); its
//     moves are tried in the order the guessed values suggest
//     (orderByGuess), the answers in the other game that the guess says
//     win first of all (replyFirst: the mirror strategy of G − v). The guesses are the board's value without history,
//     then its values with the histories most like this one (histTable.similar);
//     a guess that failed proofs of the same position exclude is skipped
//     (facts). Before any guess, a position whose options are all known
//     (settled, in the table, certified, or without recurrable boards) is
//     valued directly, as the full search would, with a certificate of its
//     own (direct, Claim 6 in proof.go): a proof would cost more.
//     A proof's certificate records only the boards the proof needs: the
//     refused ones where the mover loses and the winner's moves, not the
//     loser's legal moves (a loser with fewer moves under another history
//     loses all the same) nor the winner's refused ones (a winner with
//     more moves wins all the same; Claim 3, steps 1 and 4b-4e). Its
//     leaves' sets are the boards of the history that may recur from the
//     leaf under all three tests of the key, reachability included (Claim
//     3, step 8): a board that cannot recur does not make it fail.
//     A certificate keeps its conditions by the half of the proof that
//     needs them, G ≥ v or G ≤ v (Claim 3, steps 13 and 14): a leaf of a
//     proof is compared one way only, so it needs one half of the
//     certificate that valued it, and a certificate whose half holds may
//     value it where none holds whole.
//     A sealed certificate keeps a Bloom filter of its whole tested set
//     (unionFilter in proof.go, argued there): when no board of the history
//     passes it, the certificate holds without a walk of the sets it shares.
//  5. Options proved dominated (prune.go): in a corridor-like piece, an
//     option whose move adds no permanent stone is first compared with a
//     valued option of the same player by a bounded search for a winning
//     strategy on the difference, which expands fresh positions instead of
//     solving them, and follows one piece where permanent stones cut the
//     piece (Claims 4 and 5); a dominated option needs no value.
//
// A solve may keep its tables ([Options.KeepTables]) for the next
// positions of the same region: [Solution.Again] values them with what the
// earlier solves found (again.go; the line of play of package endgame
// plays a region move by move this way).
//
// The parts of a region are solved at the same time, one search each,
// when GOMAXPROCS allows (Solve): the answer is the one the parts give
// one after the other, positions explored included (TestSolvePartsParallel).
//
// The search stops with [ErrNodeLimit] after [Options.MaxNodes] positions,
// with [ErrMemoryLimit] when the memory in use exceeds [Options.MaxMemory],
// and with the context's error when the context is done; [ErrTooLarge]
// reports a part of more than 64 points. The caches of package cgt that a
// solve fills are bounded; a long-running program may empty them between
// solves with cgt.ReleaseCaches (and chill.ReleaseCaches), after which the
// garbage collector also takes the canonical forms of cgt's intern table
// that no Game still held reaches (BenchmarkSolveRegions reports those
// left, forms-after). While solves run, the garbage collector's
// target percentage is 100 (or the program's, if lower), 50 once the live
// heap passes 64 MB and 15 once it passes 192 MB, so that the heap does
// not grow to twice a large solve's tables before each collection; the
// percentage found is restored after the last solve. A program that sets
// GOGC, or a percentage below 50, keeps its own.
//
// # Ko
//
// [AnalyzeKo] gives what a Go player means by a ko: the values, counts and
// miai values (exact rationals, [KoThermograph]) with Black and with White
// as komaster, the neutral count and Spight's kind of ko; komaster.go
// states the hypotheses and the generalized thermography with their
// sources. The value under komaster X (koloser Y), in short:
//
//  1. Y may not recreate a board of the local line; X neither, except by
//     retaking at once a one-stone take of Y.
//  2. Y's ko moves are not options: a move step 1 refuses (not a suicide),
//     and a take X may retake at once (the pair changes nothing).
//  3. A point where such a move of Y captures one stone is a ko X has won;
//     X's move there losing no stone is a fill.
//  4. Where X has fills, the fill of a won ko takes no tempo: the value is
//     the position without the fills if it is at least as good for X as
//     each fill, else X's best fill.
//  5. Elsewhere, {Black's options | White's options} with prisoners.
//
// The minimal ko #XO#/X.xO/#XO# is 0 with Black komaster and {0|-1} with
// White komaster; its count is -1/3 and its miai value 1/3 under both.
//
// # Files
//
//	solve.go     Solve, Options, Solution, Part, Option, the errors
//	again.go     Solution.Again: the next positions with the kept tables
//	parts.go     the split into parts; the marks of the first moves (Blom §4.1)
//	engine.go    the bitboard move generator of one part
//	search.go    the search, the pieces, settled territory, the limits
//	table.go     the transposition key and its proof
//	fresh.go     the compact table of fresh positions
//	proof.go     guesses, proofs and certificates, and their proof
//	rootproof.go a guess proved from the options of its position (Claim 7)
//	prune.go     options proved dominated without their values, and its proof
//	komaster.go  AnalyzeKo: the komaster hypotheses and their thermographs
//	komaster_guess.go  guesses in the ko search: what a proof must show, the
//	             cap's lemmas, why the walls are out of its reach
//	kothermo.go  KoThermograph: walls with rational corners and slopes
//	korat.go     the walls' exact rationals: 64 bits, math/big beyond
//
// The tests check the solver against a brute force (brute_test.go) written
// from the rules with goregion.Clear, in both readings of superko; the long
// cross-checks run with
//
//	go test ./goregion/solve/ -long
package solve
