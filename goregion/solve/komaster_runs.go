package solve

import (
	"encoding/binary"
	"fmt"
	"math/bits"
	"slices"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/goregion"
)

// # The boards of a run, valued for every history at once
//
// Where a run (the boards with one set of permanent stones) is small but
// its boards are cycled through in many orders, the histories are too many
// for the keys and certificates (region 14 of TestKoTimes: 765 k positions
// on the 36 boards of one run, and not done at 12 M), though the results
// are few (75 distinct nodes there). Then the search values the run's
// boards for every history at once, by statements it checks.
//
// Let S be the boards reachable from a board of the run by moves that add
// no permanent stone (the run's moves; every other move makes a board with
// more permanent stones, an exit, whose node does not depend on the
// boards of S: no board of S can recur below it, table.go's Lemma). For a
// set H ⊆ S (the boards of S on the line, the current one apart) let
// v(C, t, H) be the node solve makes at C with H on the line, t being the
// retake's target where the koloser's last move may be retaken (key), or
// none. It is defined by the recursion solve follows, for any set H, a
// line or not: the moves to boards of H are refused (but the retake of
// t), each other move's node is v(C', t', H ∪ {C}) or an exit's, and the
// node is made of them as solve makes it (combine). The recursion ends:
// each move but a retake makes a board not in H, which joins H.
//
// A statement (C, t, T, R) claims v(C, t, H) = R(T(H)) for every H ⊆ S:
// T is a decision tree over boards of S (each inner node tests whether
// one board is in H; each leaf ℓ has its path P(ℓ), the boards tested on
// the way with the answers), T(H) the leaf H reaches, and R a node for
// each leaf. Every H reaches exactly one leaf: the leaves' paths split the
// subsets of S. E(C, t) is the set of boards T tests. (Before round 6, T
// tested every board of E on every path: R was a table over the 2^|E|
// subsets of E, which bounded E at 16 boards; a tree grows only the leaves
// where the rows differ.)
//
// Claim U. If every statement of S (one for each C and each t a move of
// the run can give C) is locally consistent, that is, for every H ⊆ S,
// combine(C, t, H) with each child's node taken from its statement is
// R(C, t)(T(C, t)(H)), then every statement holds.
//
// Proof, by induction on the length of the longest line from C under H
// (finite: the recursion ends).
//
//  1. v(C, t, H) is combine(C, t, H) with the children's nodes v(C', t',
//     H ∪ {C}) and the exits' nodes                       [solve, combine]
//  2. each child's longest line is shorter, so its node is its
//     statement's R(C', t')(T(C', t')(H ∪ {C}))          [induction]
//  3. so v(C, t, H) is combine(C, t, H) with the children's nodes from
//     their statements, which is R(C, t)(T(C, t)(H))   [1, 2; local consistency] ∎
//
// The proof uses R only as a function of H: a table over E's subsets
// (the tree testing every board of E on every path) and a tree are both
// such functions, and nothing else changed.
//
// The check, leaf by leaf:
//
//  4. the sets H reaching a leaf ℓ of T(C, t) are those that agree with
//     P(ℓ): on(ℓ) ∪ F (on(ℓ) the boards P(ℓ) answers yes), F any set of
//     the boards outside P(ℓ), C and t                    [T a decision tree]
//  5. combine depends on H only through which moves are refused (the
//     boards of C's moves in H) and each child's node R(C', t')(T(C',
//     t')(H ∪ {C}))                                             [combine]
//  6. a test of T(C', t') whose two subtrees are the same (the same tests,
//     the same nodes at the leaves) gives the same node either way, so
//     that node is a function of the boards tested at the other inner
//     nodes (the child's read boards)            [induction on the tree]
//  7. so local consistency at ℓ is: combine is R(ℓ) for every F ⊆ the
//     boards of C's moves and the children's read boards outside P(ℓ), C
//     and t (the free boards); the other boards of S change nothing [4-6]
//  8. where some F gives another node, the tree grows at ℓ: ℓ becomes a
//     test of one board of F (each new leaf with R(ℓ) until the
//     iteration recomputes it), the other leaves stay; the new leaves'
//     paths are P(ℓ) and that board's answer, and 4-7 hold for them (the
//     next check splits them further where they still fail).
//  9. the check at a leaf ℓ (7) reads ℓ's node and, of each child's
//     statement, only the leaves that some line through ℓ reaches (its
//     tree walked with P(ℓ), C and t fixed, both ways at every other
//     test) and their nodes. A split replaces a leaf by a tree and
//     changes no inner node, so a line that reaches a leaf that was not
//     split reaches it still: where none of those leaves was split or
//     changed its node since ℓ passed, and ℓ's node is the same, the
//     lines through ℓ give the same signatures and combines as then,
//     and ℓ passes again without being read (stamp, leafPassed; round 7).
// 10. the check's settings of the shared boards (below) are gone over
//     depth first, one board at a time. With some set and the others
//     (pending) not, each child's entry is a function of the pending
//     and private boards given by its tree restricted to the line (the
//     tests of boards set follow the line; those of pending and free
//     boards stay): where two partial settings give every child the same
//     restricted tree (and the same refusal), every completion of one
//     gives the entries the same completion of the other gives, so the
//     second is not gone over (frontierKey); and a full setting whose
//     children's sets of entries are those of a setting before gives
//     the same signatures, already read. The signatures read are those
//     of 7 (koFullCheck compares them with every subset).
//
// So the check of local consistency at (C, t) goes over its leaves and,
// for each, the subsets of its free boards, not over S.
// combine is solve's own code: solve at C on a line of H's boards (after
// a board out of the run, so that C is not a root), its children taken
// from the statements by kmSearch.hook, without tables (noCert, its own
// memo cleared before each), so that it reads nothing but the line, the
// children's nodes and the exits'. Its result depends on the children's
// nodes only through what kmNodeDiff compares, so combines are
// remembered by the statement, the refused moves and the children's
// nodes, each interned up to kmNodeDiff.
//
// The statements are found by iteration: T starts as one leaf (E empty),
// R from combine with every board of S on the line (every move of the run
// refused but a retake), and R is recomputed (each leaf with the boards
// its path answers yes on the line, no other) from the children's rows
// until nothing changes; then every statement is checked over all its
// leaves and subsets, and where a leaf's combine differs the tree grows
// there (step 8). Only the check makes the result: a system whose check passes
// everywhere is used (Claim U), any other is dropped (too many boards to
// enumerate, no fixpoint, or a bound on the work reached) and the search
// goes on as without it.
//
// The check reads no more than it must. (a) A child's entry in the
// signature (refused, or the node of the leaf its tree reaches) reads the
// line only through its board and its read boards (step 6): its node is
// the same whatever the others. (b) Of the boards outside C, t and the
// leaf's path that the entries read (free), those that one child alone reads (its private
// boards) can be set independently of every other entry; so, for each
// setting of the others (shared), the signatures that lines give are
// exactly the product of the entries each child gives over its private
// boards, and the check goes over those settings and that product, each
// signature once, not over every subset of the free boards. Where a
// combine differs, the leaf's tree grows on one of the free boards of the
// line that made it differ (step 8). The iteration recomputes only the statements one of whose
// children's rows changed in the last pass (the others' combines would be
// the same). Options.koFullCheck makes each check that finds no
// difference go over every subset of the children's boards and the boards
// their trees test too and compare the signatures (TestKoRunsAgree).
//
// The search uses a statement at C (the board of the line, in S, not the
// root) with the line's boards of the run: a node equal (kmNodeDiff) to
// the one its search would make, by Claim U, which it takes over as a
// node found in a table (absorb; the flags of its subtree with it, so
// that Ko, KeptChoice and Interlocked are those of the full search). Its
// dep is the boards of the path of the leaf the line reaches (a subset of
// E(C, t)): the node holds for every line whose boards of the run among
// them are the same (they reach the same leaf), which is what Claim K asks of a child's dep (the
// other boards of S on the line, or off it, give the same node; the
// boards of other runs are never made below C). The target is the one
// key keeps (retakeTarget): where solve's own test would allow a retake
// key's does too, and otherwise no move is a retake either way (key).
// Each combine counts as a position (KomasterResult.Nodes), whether the
// system is used or dropped. Options.noKoRuns turns this off;
// TestKoRunsAgree builds the statements of every run (koRunsAt 1) on
// random regions and compares every reported field, and searches the
// nodes taken from statements again without certificates nor statements
// (checkCert); TestKoShortcutsAgree compares them too.
//
// Measured (TestKoTimes's regions, 1,000,000 positions a hypothesis):
// region 14's two largest runs (36 boards each, 765 k and 210 k of its
// first 1 M positions) are checked with 2,056 and 2,079 combines, 75
// distinct nodes, E of at most 12 boards (4.6 on average); region 14 still
// does not finish (other runs of 83 and 120 boards fail the bounds). Where
// the statements are built after runsAt positions of the run: 41 239 k ->
// 178 k positions, 57 592 k -> 259 k, 121 231 k -> 149 k, the other
// finished regions unchanged; TestKoDump's analyses (200,000 positions a
// hypothesis) report the same fields everywhere, and two more finish. Built
// after 20,000 positions, 57 takes 199 k, 121 89 k and region 86 finishes
// (1.53 M positions; not within 1 M with 50,000), but region 18 takes 874 k
// (662 k): its twelve runs of 75 boards all fail the bounds, each after up
// to 20 k combines. Runs of more boards than maxRunBoards are not tried
// (region 78: one of 104 boards, which failed at 12 k combines).
//
// With the check reading each signature once (above): the failed systems
// cost much less CPU (region 14's first 1 M positions 13.0 -> 7.5 s, 109
// 19 -> 8.5 s, 74 8.4 -> 6.5 s), 41 1.2 -> 0.85 s, the positions all but
// the same. Built after 40,000 positions (not 50,000): 41 178 k -> 158 k,
// 57 260 k -> 240 k, 121 149 k -> 129 k, every other region of
// TestKoTimes the same positions (18's runs stay under 40,000). Not kept:
// building after 20,000 with two rules that drop a system early (its rows
// still oscillate after the first round; the next round's combines,
// extrapolated from the last two rounds' growth, pass the bound) gives 41
// 118 k, 57 200 k, 121 89 k, but 18 693 k (662 k) and, in TestKoDump,
// two analyses 28-33 % more positions (small 88: 237 k -> 314 k, small
// 481: 62 k -> 79 k; with 30,000, small 88 no longer finishes within
// 200,000 a hypothesis). Larger runs (maxRunBoards 1024): region 86's of
// 105 boards passes (2,185 combines) but one of 256 fails at 50 k, 78
// takes 209 k (196 k), 91's of 168 boards fails; the approach graph of
// examples/ko/README.md's run of 118 boards fails after 50 k and 402 k
// combines (2,762 distinct nodes, E of 13 boards).
//
// Decision trees (round 6; before, a table over E's subsets, |E| <= 16):
// TestKoDump's fields all the same (6 positions lines differ); TestKoTimes
// (1 M positions a hypothesis): region 109 finishes, 1,076,529 positions
// (14 s of CPU), its runs of 44 and 35 boards checked with trees testing
// 17 and 18 boards (at most 123 leaves, 19 k combines); 57 239,600 ->
// 240,644, every other region the same positions. That needs the bound on
// signatures runSigsPer 1000 (was 200): with 200 the trees change no
// region (109's systems stop on signatures); 500: 109 takes 1.65 M; 2000:
// 1.08 M, more CPU on 14 and 74. The failed systems of 14 and 74 cost
// more: 7.2 -> 14.6 s and 9.7 -> 15.7 s of CPU to the bound; the whole 150
// 59 -> 79 s. Not kept: a child's entries over its private boards found by
// walking its tree (no bound on private boards): 109 takes 1.65 M (the
// walk reads more signatures). Splitting a failing leaf on one culprit
// board, not all those of the line that made it fail: 109 1,071,738
// positions, 57 240,574, TestKoDump's total 2,815,689 -> 2,815,558, no
// analysis more. The approach graph's run (118 boards, with
// maxRunBoards 256) still fails: trees of 36,735 leaves testing 28
// boards, a child with more than 22 private boards; with the walk, 25
// shared boards.
//
// Reading less in the check (round 7: steps 9 and 10, privateEntries):
// the trees, culprits and rows found are those of round 6 (the same
// signatures are read, in the same order, each once), but a system stops
// on its bound on signatures later. Measured with TestKoTimes
// (1 M positions a hypothesis, user CPU on a loaded machine): the systems
// that failed on the bound on signatures now pass. Region 109's runs of 44
// boards pass the first time (were built again after 320 k positions):
// 1,071,738 -> 478,368 positions, 14.2 -> 3.4-3.6 s; region 74's run of 58
// boards too (22,308 combines), 15.3 -> 7.7-8.2 s to its bound (its largest
// run has more than 96 boards); region 14 13.7 -> 8.3-9.1 s to its bound
// (its run of 83 boards fails as before: on the combines, then on 23
// shared boards after 263 k combines, its distinct nodes growing from
// 511 to 1,180; the iteration always reaches a fixpoint, the rows do not
// oscillate: the trees grow a level each round). Every other region the
// same positions; TestKoDump's file is the same. The work of the failed
// systems is now almost all combines (region 14: 574 of 263 k in the
// iteration, the rest in the check), each a position. The whole 150
// (user CPU of the test process, -kotimeout 60s, same load): 80.0 ->
// 59.3 s; 141 under 1 s; unfinished 5 -> 4 (before, 109 did not finish
// within 60 s of wall time on the loaded machine). Round 7 with the
// entries over private boards enumerated (not walked): 14 and 74 about
// 10 % more CPU, the same positions. Not kept: 30 shared boards allowed
// (maxRunFree 22 bounds them): region 14's system fails later, more CPU
// (9.97 s).
//
// Small runs built early (round 8: runsEarly, maxEarlyBoards). Traced on
// TestKoTimes's slow regions (1 M positions a hypothesis): in a system
// that passes, most combines are those of its last check (region 57's
// 21-board run: 10,620 of 12,885 combines are needed again by one check
// of the final trees from scratch), so reading less cannot spare much;
// what the systems cost is when they are built. The runs whose systems
// pass have 21 to 76 boards (14: 36, 36, 51, 76; 57: 21; 74: 28 to 58;
// 86: 27 to 57, and one of 105 with maxRunBoards 128; 109: 33 to 44);
// most that fail have more (74: 63; 18: 75, each needing more than 150 k
// combines; 14: 83; 78: 104; 130 to 256 with maxRunBoards 256), but
// TestKoDump's small 88's three of 36 boards need more than 200 k. Building the systems of runs of at most 64 boards
// after 20,000 positions (not 40,000) and the others at 40,000 as before
// (an early system that fails is tried again at 40,000): TestKoTimes
// 2,889,362 -> 2,627,064 positions on the 146 regions finished in both,
// fewer on 7 regions (41 158,331 -> 118,331; 57 240,574 -> 200,574; 109
// 478,368 -> 355,883; 121 129,253 -> 89,253; 23, 48, 146), more on none;
// TestKoDump's fields all the same, its positions 2,815,558 ->
// 2,739,609, fewer on 9 analyses and more on one (small 88: 236,607 ->
// 356,637: its three 36-board runs reach 37 k positions, so each early
// system fails after 20 k combines where none was built before). With no
// early system for a shape whose early system failed (buildRun): small
// 88 276,610, TestKoDump's total 2,659,582, TestKoTimes the same. Not
// kept: at most 48 boards (41 unchanged); at most 32 boards after 10,000
// (57 340,628: its systems need 12.9 k and 16 k combines, more than the
// 10 k allowed; that try still had a failed early system tried again at
// 80,000, not at 40,000). Measured and not
// pursued: a failed system resumed at its retry instead of rebuilt (of
// the 150 regions only region 14 tries a run again, its 83-board run at
// 320,000, so it could spare at most the first try's 40 k combines); the
// statements of a failed system that passed and whose children did too
// (a set closed under children, valid by Claim U's induction): none in
// region 14's failed systems (15 and 29 of 83 statements passed, but
// the runs' cycles leave no closed set), 6 of 63 in region 74's.
//
// Failed systems resumed (round 10: resume, Claim V). Traced on main
// (TestKoTimes, 1 M positions a hypothesis): a failed system was built
// afresh at its next try, so its first try's combines were paid again
// (region 14: its 83-board run's 40 k, then 263 k at 320,000; region 74:
// two systems failing after 20 k then passing or failing at 40 k; in
// TestKoDump 160 k combines of repeated tries). Resumed, a failing try
// costs only what the larger bound adds, so small runs are tried after
// 5,000 positions (runsEarly) with up to 20,000 combines (workOf: four
// times the run's positions, up to runsWorkCap) and again at twice the
// positions (runsRetry 2). TestKoTimes: the 147
// regions that finish 4,140,973 -> 3,509,914 positions; fewer on 9 (86
// 1,503,895 -> 1,090,311; 109 355,883 -> 229,166; 57 200,574 ->
// 170,574; 41 118,331 -> 88,331; 121 89,253 -> 59,253; 23, 48, 146),
// more on one (18 662,517 -> 706,951: a 28-board run's system fails
// after 20 k combines in each search and its run does not come back);
// 14, 74, 91 still do not finish. TestKoDump: the fields the same, and
// two more analyses finish within 200,000 positions a hypothesis (small
// 66, times 109; both report what main reports with 3,000,000); the
// positions of those that finish in both 2,669,596 -> 2,457,358, more on
// small 88 only (+10). Not kept (runsEarly 5,000 unless said): a bound of
// 4 × made combines, not the floor (TestKoTimes the same, small 88
// +120 k: a failing run then costs four times its own positions; 3 ×:
// +80 k); a floor of 15,000 (57 185,574, 109 259,166); runsEarly 2,500
// with 2 × made (57 191,391; 49, 78 and 147 more); runsEarly 10,000 with
// the old floor of 2,000 (86 1,280,311, 109 298,752, 57 the same).
// The larger runs stay as they were: with maxRunBoards 256 and four times
// the bound (built afresh, before resume), 74's 130-board and 91's
// 168-board systems fail (74 on the combines, 160 k, with 708 distinct
// nodes; 91 on the combines, then with maxRunFree 26 on the shared boards
// after 267 k), and without a system after its first failure region
// 74's run passes 3.5 M positions, region 14's 83-board run 3.7 M. The
// shapes of failed early systems shared by the two
// searches (AnalyzeKo): region 18 706,951 -> 686,950 (its 28-board system
// fails under both komasters), TestKoDump's small 88 276,620 -> 256,619,
// every other analysis of both the same positions.
//
// Cheaper combines and checks (round 12: solve's combining, combineWalls,
// frontierParts; the same combines, signatures and positions, TestKoDump's
// file byte-identical). Traced on main (TestKoTimes, 1 M positions a
// hypothesis): a combine cost 4.4-6.7 µs, over half of it the walls (the
// envelopes of the options' walls and finish), and the check's own work
// (frontier keys, their maps) as much again. A combine's search now skips
// the key, the tables, dep and store; each side's envelope is remembered
// by its options' walls and gains (found 94 % of the time in region 14,
// 87 % in 57, 73 % in 109), finish's result by the envelopes (63 %, 59 %,
// 23 %); a frontier key is made of numbered per-child parts. CPU in the
// systems (runNode, pprof, one run each, load 2-4; the region's total in
// brackets): 109 0.86 -> 0.68 s (1.82 -> 1.75), of which combines 0.43 ->
// 0.24; 57 0.32 -> 0.23 (1.19 -> 1.06), combines 0.18 -> 0.07; 14 to its
// bound 3.31 -> 2.28 (8.35 -> 7.33), combines 1.95 -> 0.77. With them the
// big runs' larger resumed budget of round 11 (bounds) spares CPU on
// region 86 (1,090,311 -> 969,950 positions, 5.1 -> 4.4 s), which it did
// not before. No region crosses 1 s: the searches themselves are 70-95 %
// of the slow regions' CPU.

// runsAt is the positions made in one run after which the search builds
// its statements (Options.koRunsAt overrides it); runsEarly the positions
// after which it builds them where the run has at most maxEarlyBoards
// boards (Options.koRunsEarly, koEarlyBoards): the systems of small runs
// pass more often than those of large ones (measured above, round 8); a
// larger run is left to runsAt, its boards enumerated again then. Since
// round 10 a failed system is resumed, not built again (resume), so an
// early try that fails is not lost where the run goes on: runsEarly went
// from 20,000 to 5,000, with up to 20,000 combines for each system then
// (workOf).
//
// runsKnown (round 16) is the positions after which a run gets its
// system where a system of its shape passed before, in either search
// (knownShapes, Options.koRunsKnown; noKoKnown: never), with at least
// knownWorkPer times the combines that system took (buildRun). The two
// searches meet the same fights beside the same stones: traced on
// TestKoTimes's region 86 (1 M positions a hypothesis), the White search
// built again every one of the 21 systems the Black search had built,
// shapes included (19 of 21 at 5,000 positions of their runs, each
// passing with 229 to 9,418 combines; its 105- and 256-board runs at
// 40,000, the latter failing and passing when resumed at 80,000), and
// the Black search built three shapes twice. TestKoTimes (1 M positions a hypothesis): the 147 regions
// that finish 3,289,552 -> 3,006,932 positions, fewer on 8 (86 889,950 ->
// 661,613; 109 229,166 -> 199,383; 18 686,950 -> 682,050; 57 170,574 ->
// 165,674; 23, 41 and 121 4,900 fewer each, all in the White search but
// 86's and 109's), more on none; 14, 74 and 91 still do not finish.
// TestKoDump: every field the same; positions 2,912,676 -> 2,753,991,
// fewer on 8 (small 66 246,153 -> 151,551), more on none. Measured and
// not kept: the shapes of early systems only, with runsKnown 100, 250 or
// 500 (86 782,150, 785,450 and 790,950; 109 199,383, 200,583 and
// 202,215; the others 150 or 400 positions more a system with 250 or
// 500); the shapes of all systems with twice the known combines (86
// 741,513: the White search's 256-board system, which took 55,500
// combines in the Black search, needs 165,941, and fails on twice as
// many; 8 times gives 4's 661,613). Which runs get a system, and when,
// changes the positions only (runNode, steps 1-3).
//
// The known shapes are kept per AnalyzeKo call. Kept across calls (round
// 18 measured, not built), they would serve no caller: package gtp turns
// the ko analysis off (NoKoAnalysis under superko), the CLI's endgame
// analyses each region once per process, and the endgame's budget
// (endgame.KoNodeBudget, 5,000 positions a hypothesis) is the whole of
// runsEarly: a run's first system is built only once the run has made
// 5,000 positions (or after runsKnown, where a shape already passed),
// and its combines count against the budget (over), so no system there
// has room to pass and no shape becomes known. Only the tests repeat
// regions: of the 544
// AnalyzeKo calls of go test ./goregion/endgame/, 346 analyse a region
// analysed before in the process (355,924 of the 497,262 positions).
const (
	runsAt         = 40_000
	runsEarly      = 5_000
	maxEarlyBoards = 64
	runsKnown      = 100
	knownWorkPer   = 4
)

// errRunLarge is what buildRun returns where the run has more boards than
// its limit, below maxRunBoards: no system, and no failure either.
var errRunLarge = &runSystem{}

// errRunUnknown is what buildRun returns, asked for a known shape only
// (runNode), where the run's shape is not one whose system passed.
var errRunUnknown = &runSystem{}

// Bounds on the work of one system: the boards of S, the boards one check
// enumerates the subsets of, the leaves of one tree, the signatures read (per
// position the run has made), the combines where the run has made fewer
// positions than minRunWork (the bound is the positions the run has made),
// the growth of the run before it is tried again after a failure, the
// rounds of iteration and check, and the passes of one iteration (then
// the check, which grows the trees where they do not settle). A run of
// more than bigRunBoards boards gets an eighth of the combines and
// signatures (bigRunShare): its system mostly fails, and then costs less
// (round 8: maxRunBoards 96 -> 128 with that share, region 86 of
// TestKoTimes finishes, 1,503,895 positions, its 105-board run's system
// passing with 2,185 combines; region 78 195,808 -> 205,822, its 104-board
// runs' systems failing after 5,000 combines each; TestKoDump's fields all
// the same, positions 2,659,582 -> 2,669,596, only 78's changed). Round
// 10: a system may make runsWorkPer times as many combines as its run has
// made positions, up to runsWorkCap (workOf; a system built after
// runsEarly, 5,000, positions may make 20,000 combines: region 57's
// systems need 12.9 k and 16 k), and runsRetry 8 -> 2 (a failed system is
// resumed, so each try costs only the combines its larger bound adds;
// measured at resume). Round 11: maxRunBoards 128 -> 256, and a resumed
// system of a big run may make bigRunResume times the positions its run
// has made (bounds; a failed try is not lost, so a large budget costs
// only where the run comes back): region 86 of TestKoTimes 1,090,311 ->
// 969,950 positions (Black 578,945 -> 423,562: its 256-board run's system
// fails at 40,000 with 5,000 combines and passes when resumed at 80,000,
// with 55,500; White 511,366 -> 546,388: its system fails at 80,000 with
// 160,000 and passes at 160,000 with 165,941, late in its run), every
// other region of TestKoTimes and every line of TestKoDump the same; but
// no CPU is spared (region 86 6.21 -> 6.17 s, the mean of four runs each,
// alternated): a combine and its check cost about one and a half search
// positions. Round 12 took it (ko11's patch), once combines were cheaper
// (solve's combining, combineWalls): region 86 5.09-5.11 -> 4.42-4.45 s
// (two runs each, alternated, load 3), where the same patch on the round
// 11 code gave 5.11-5.17 against 5.12-5.16 s. Round 13: bigRunResume 2 ->
// 3: region 86 969,950 -> 889,950 positions (White 546,388 -> 466,388:
// its 256-board system, resumed at 80,000, passes with 160,927 combines
// instead of failing there and passing at 160,000; 4 gives the same
// 889,950, so 3 is not a knife edge for this run), 5.34 and 5.39
// -> 4.91 and 4.78 s of CPU (whole TestKoTimes, base, new, new, base,
// load 3-5); every other region of TestKoTimes (all 150 logged) and every
// line of TestKoDump the same. Not kept in round 13 (positions against
// the 3,369,552 of the 147 finished regions): runsRetry 3 (the same; with
// bigRunResume 3 it undoes 86's gain), runsEarly 4,000 (109 229,166 ->
// 257,166) or 4,500 (with bigRunResume 3: fewer positions on 9 regions,
// 86 889,950 -> 870,950, 109 -2.6 %, 18 686,950 -> 683,961, more on none,
// CPU within noise, but TestKoDump's small 88 139,576 -> 155,565), early
// systems for runs up to 80 or 96 boards (18 686,950 -> 747,548),
// maxRunBoards 512 (the same), a first share of big runs of a 4th or 2nd
// (78 205,822 -> 215,996, 235,829). Round 17 measured (nothing changed)
// which bound stops the big systems of TestKoTimes's unfinished regions
// (-kolimit 4000000, a throwaway print at each failure exit of solveAll,
// rounds and check). Region 14's 83-board system fails on the combines at
// 40,000, 80,000 and 160,000; resumed at 320,000 it stops on maxRunFree:
// 23 shared boards at statement 10's first leaf (of 148, 5 children),
// after 262,866 combines, with 4,442 leaves and 1,179 distinct nodes;
// every later resume stops at the same leaf without a combine (about 6,700
// signatures each). Region 91's 168-board system fails on the combines at
// 40,000 (5,006), then at 80,000 on 25 shared boards (statement 61's first
// leaf of 20, 7 children) after 128,360 combines, and every later resume
// the same. Bound lifted to 62 (shared and private boards; the settings
// are still bounded by the signatures): 14 then stops on 23 private boards
// at 317,187 combines (bound 30), or (62) on the combines at 320,000,
// 640,000 and 1,280,000, its trees still growing (6,582 -> 15,222 ->
// 40,923 leaves, 1,403 -> 2,123 -> 3,210 distinct nodes; 1.1 G signatures
// at 1,280,000: on the base code, up to its stop at 320,000, each round
// splits every failing leaf one level deeper, the deepest leaf's path
// having as many boards as rounds so far, 73, 105, ... 1,437 splits in
// rounds 0 to 8, on 80 of the 83 statements and with 70 of the 83 boards
// as culprits); 91 fails on the combines at 80,000 (240,000), then on the
// signatures at 160,000 (480 M, 314,296 combines) and reaches 2.8 GB.
// Neither finishes, so the bound stays: on these two runs, lifting it only
// moves the failure to the budget, later. Region 74's 63-board system
// fails on the combines at 5,000 and 40,000 (its resumes at 10,000 and
// 20,000 have the same 20,000 budget: no combine). As any bound, each of
// these changes which systems are used, so the positions only (runNode,
// steps 1-3).
//
// Round 18 measured where region 18 of TestKoTimes (the slowest that
// finishes: 682,050 positions, about 5.2 s) spends its positions (a
// throwaway trace of runCount, the systems and the boards made; nothing
// changed). Black komaster: 403,398 = 370,760 positions made + 32,638
// combines (a 52-board system passing with 12,633; a 28-board one failing
// on its 20,000, its run making 8,963 positions in all). White: 278,652 =
// 272,374 + 6,278 (the 52-board shape, known). Six runs of 75 boards hold
// 152,887 (Black) and 176,815 (White) of the positions, 20,665 to 36,945
// each, about 120 per board, and none reaches runsAt, so none gets a
// system; the rest are 217,873 (Black) positions on 158,704 boards, 146,232
// of them made once, in 52,667 small runs, and 95,559 (White) on 56,254
// (the White search takes the other boards' sym nodes from the Black one).
// The 75-board systems do not pay at any budget: built after 10,000
// positions with a floor of 200,000 combines (throwaway knobs), 9 of 12
// fail on the combines, one passes with 155,771 (Black) and the White
// search's two known-shape ones with 500,935 and 418,657, against the
// 20-37 k positions a run makes (the region then takes 3.6 M positions);
// with today's budgets after 10,000, all 12 fail and the region takes
// 922,429. The 28-board system would pass with 20,990 combines (Black), but
// White's needs 145,654 for a run of 5,314 positions: that its shape
// fails early and is then not tried again (earlyFailed) is what keeps
// White from it. The CPU is spread: in pprof no function over 8% flat;
// the systems 14% (runNode), cgt.New through gameCache 14%, certified 10%,
// cgt.leq 9%, addCert 8%, key 5%. Region 78's 104-board run (157 k of
// its 205,822 positions) is of the same kind: its system fails on 22
// shared boards after 146,585 combines (Black) and on 250,000 combines
// (White) when allowed 250,000.
const (
	maxRunBoards = 256
	bigRunBoards = 96
	bigRunShare  = 8
	bigRunResume = 3
	maxRunFree   = 22
	maxRunLeaves = 1 << 16
	runSigsPer   = 1000
	minRunWork   = 2_000
	runsWorkPer  = 4
	runsWorkCap  = 20_000
	runsRetry    = 2
	maxRunRounds = 50
	maxRunIter   = 30
)

// runKid is a move of the run from a statement's board.
type runKid struct {
	st     int  // the statement of the board it makes
	board  int  // that board's index in S
	retake bool // the komaster's retake of the statement's target: allowed though the target is on the line
}

// runStmt is a statement (C, t, E, R).
type runStmt struct {
	c, t  stones
	hasT  bool
	board int   // C's index in S
	tb    int   // t's index in S, if hasT
	e     []int // E: the boards the tree tests, indices in S
	tree  []runTreeNode
	row   []*kmNode   // R, by leaf of the tree
	paths [][]runStep // each leaf's path: the boards tested on the way and whether each is on the line
	kids  []runKid
	out   map[int]*kmNode // the nodes given to the search, with their dep
	// lver[m] counts the changes of leaf m (its node, or a split that
	// made its path longer); okAt[m] is, where leaf m passed its last
	// check, its node and the leaves of its children that lines through it
	// can reach, with their lver then (nil: not passed, or changed since;
	// step 9)
	lver []uint32
	okAt [][]uint32
}

// runTreeNode is a node of a statement's decision tree: a test of board
// b (an index in S) with the subtrees lo (b off the line) and hi (on), or
// a leaf (b < 0), leaf lo.
type runTreeNode struct {
	b, lo, hi int32
}

// runWalkAt is a node of a tree privateEntries walks and the setting of
// the private boards on its way.
type runWalkAt struct {
	x  int32
	pm int
}

// runStep is a test on a leaf's path.
type runStep struct {
	b  int
	on bool
}

type runKey struct {
	c, t stones
	hasT bool
}

// runSystem holds the statements of one run.
type runSystem struct {
	shape string
	s     *kmSearch // the search (its exits are solved there)
	f     *kmSearch // combine's search
	perm  stones
	S     []stones
	index map[stones]int
	stmts []runStmt
	byKey map[runKey]int
	exits map[stones]*kmNode
	// the combine under way: its statement and line (a set over S)
	cst   int
	line  []uint64
	canon map[runCanonKey][]*kmNode
	ids   map[*kmNode]uint32
	memo  map[string]*kmNode
	sigs  int
	work  int // combines, over every try of the system (resume)
	// work0: work when the try under way began; round: the rounds of
	// iteration and check so far, over every try
	work0, round int
	// the bounds on work and sigs: as many combines as the positions the
	// run has made, runSigsPer times as many signatures
	maxWork, maxSigs int
	// passed[i]: statement i passed its last check (no culprit, its rows
	// a fixpoint there): with its rows and its children's unchanged it
	// passes again (rows that oscillate may come back equal without ever
	// having passed)
	passed []bool
	buf    []byte
	keyBuf []byte
	walk   []int32
	// fixed: during a leaf's check, the boards whose place the leaf fixes
	// (its path, C, t) or a setting of the shared boards has set
	fixed []bool
	qOf   []int8 // during privateEntries, 1 + each private board's bit
	pwalk []runWalkAt
	// parents[i]: the statements i is a child of
	parents [][]int
	// partIDs numbers the children's parts of frontier keys during one
	// leaf's check, partsAt and readsAt are scratch (frontierParts)
	partIDs map[string]uint32
	// seenState: the frontier keys gone over in one leaf's check (check),
	// cleared at its start as partIDs is: one map for every leaf, not one
	// made for each (its growth and its keys were a tenth of what regions
	// 57, 78, 109 and 28 of TestKoTimes allocated). Nothing reads it after
	// its leaf's check: no check of rs runs inside another (a combine's
	// search builds no statements: its runsAt is 0), so what it holds
	// is what a new map's would hold.
	seenState map[string]bool
	partsAt   []uint32
	readsAt   []bool
	partBuf   []byte
	sharedAt  []int
}

type runCanonKey struct {
	v, tv cgt.Game
	flags uint16
	wh    uint64
}

// retakeTarget returns the retake's target of the board next, made from c
// by a move of mover, as key keeps it: c where the mover is the koloser,
// it took exactly one of the komaster's stones and her move there gives c
// back capturing one stone and losing none.
func (s *kmSearch) retakeTarget(c, next stones, mover goregion.Color) bool {
	if mover != s.km.Opponent() {
		return false
	}
	mine, now := c.b, next.b
	if s.km == goregion.White {
		mine, now = c.w, next.w
	}
	if bits.OnesCount64(mine&^now) != 1 {
		return false
	}
	back, ok := s.e.play(next, bits.TrailingZeros64(mine&^now), s.km)
	return ok && back.next == c && back.captured == 1 && back.lost == 0
}

// runState is what the search keeps of a run, by its permanent stones
// (kmSearch.runs): sys its statements (nil: not built, or tried and not
// checked), count the positions made in it, try the count at which a run
// whose statements failed is tried again.
type runState struct {
	sys        *runSystem
	count, try int
}

// runState returns the state of the run of the last board of the line
// (made if new), looked up once while the run's first board is on the line.
// It is the state a lookup of s.runs by perm[n-1] would give:
//
//  1. i = run[n-1] is the first board of line[n-1]'s run, and perm[i] =
//     perm[n-1]: push gives a board the run of the board before it only
//     when their permanent stones are equal                     [push]
//  2. runAt[i] is nil or s.runs[perm[i]]: push appends nil with line[i],
//     pop truncates runAt with the line, and only runState sets it, from
//     the map                                          [push, pop, runState]
//  3. s.runs maps a perm to one *runState for the whole search: an entry
//     is made once and never replaced nor deleted, and every change goes
//     through that pointer (count, try, sys)            [runState, runNode]
//  4. so runAt[i], when set, is the entry of perm[n-1] with its current
//     fields                                                   [1-3] ∎
//
// (TestKoRunStateCached.)
func (s *kmSearch) runState(n int) *runState {
	i := s.run[n-1]
	if rs := s.runAt[i]; rs != nil {
		return rs
	}
	p := s.perm[n-1]
	rs := s.runs[p]
	if rs == nil {
		rs = &runState{}
		s.runs[p] = rs
	}
	s.runAt[i] = rs
	return rs
}

// runNode returns the node of the last board of the line from its run's
// statements, or nil (no system for the run, or the board or target has
// no statement). n > 1.
func (s *kmSearch) runNode(n int) *kmNode {
	p := s.perm[n-1]
	state := s.runState(n)
	rs := state.sys
	if rs == nil {
		// Built after runsEarly positions in the run where it has at most
		// earlyBoards boards (maxEarlyBoards), after runsAt where it has
		// more; where a system failed, tried again (resumed: resume) each
		// time the run has made runsRetry times more since the last try.
		// When a system is built or resumed changes no reported field,
		// only the positions:
		//
		//  1. a system is used only where its check passed everywhere,
		//     and then every statement holds whatever the line (Claim U),
		//     so its nodes are those the search would make, built afresh
		//     or resumed                               [Claim U, Claim V]
		//  2. a run whose system is not built (not yet; too many boards
		//     for an early one, or the shape of a failed early one:
		//     errRunLarge; or failed) is searched as without
		//     statements                                      [solve]
		//  3. so which runs get a system, and after how many positions,
		//     changes how many positions are made, not what they give [1, 2]
		//
		// (TestKoRunsSpare: the early systems spare positions on region
		// 121 of TestKoTimes and report the same as none.) A run of a
		// known shape (the shape of a run whose system passed, in either
		// search) is tried after runsKnown positions, with at least
		// knownWorkPer times the combines that system took: one more
		// schedule and bound of step 3, its system used only where its
		// own check passed (step 1). TestKoRunsKnownShapes.
		c, at := state.count, state.try
		known := false
		if c < s.runsEarly || c < at {
			if at != 0 || s.known == nil || c < s.runsKnown || len(s.known.work) == 0 {
				return nil
			}
			known = true // a run never tried: perhaps of a known shape
		}
		limit := maxRunBoards
		if c < s.runsAt {
			limit = min(s.earlyBoards, maxRunBoards)
			if known {
				limit = min(max(limit, s.known.boards), maxRunBoards)
			}
		}
		rs = s.buildRun(s.line[n-1], p, c, limit, known)
		if s.err != nil {
			return nil
		}
		if rs == errRunUnknown {
			state.try = s.runsEarly // not a known shape: as any run
			return nil
		}
		if rs == errRunLarge {
			state.try = s.runsAt // too many boards to try early: at runsAt
			return nil
		}
		state.sys = rs
		state.try = runsRetry * c // a failed system (rs nil): resumed then
		if rs == nil {
			return nil
		}
	}
	cur := s.line[n-1]
	k := runKey{c: cur}
	if s.perm[n-2] == p && s.retakeTarget(s.line[n-2], cur, s.by[n-1]) {
		k.t, k.hasT = s.line[n-2], true
	}
	i, ok := rs.byKey[k]
	if !ok {
		return nil
	}
	st := &rs.stmts[i]
	run := s.line[s.run[n-1] : n-1]
	x := int32(0)
	for st.tree[x].b >= 0 {
		if slices.Contains(run, rs.S[st.tree[x].b]) {
			x = st.tree[x].hi
		} else {
			x = st.tree[x].lo
		}
	}
	pat := int(st.tree[x].lo)
	if nd, ok := st.out[pat]; ok {
		return nd
	}
	nd := s.slabs.node()
	*nd = *st.row[pat]
	nd.dep, nd.depOver = nil, false
	if p := st.paths[pat]; len(p) > 0 {
		dep := make([]uint32, 0, len(p))
		for _, b := range p {
			dep = append(dep, s.id(rs.S[b.b]))
		}
		slices.Sort(dep)
		nd.dep = dep
	}
	if st.out == nil {
		st.out = map[int]*kmNode{}
	}
	st.out[pat] = nd
	return nd
}

// buildRun makes and checks the statements of the run of board start
// (permanent stones perm), or returns nil.
func (s *kmSearch) buildRun(start, perm stones, made, limit int, known bool) *runSystem {
	rs := &runSystem{s: s, perm: perm, index: map[stones]int{start: 0}, S: []stones{start}, byKey: map[runKey]int{},
		exits: map[stones]*kmNode{}, canon: map[runCanonKey][]*kmNode{}, ids: map[*kmNode]uint32{}, memo: map[string]*kmNode{}}
	type move struct {
		next      stones
		c         goregion.Color
		takeBack  bool // a take of one stone losing none by the komaster
		hasTarget bool // the child's key has this board as target
	}
	if limit < 1 {
		return errRunLarge // no run has so few boards (tests: koEarlyBoards -1)
	}
	moves := map[stones][]move{}
	for q := 0; q < len(rs.S); q++ {
		c := rs.S[q]
		for empty := s.e.all &^ (c.b | c.w); empty != 0; empty &= empty - 1 {
			p := bits.TrailingZeros64(empty)
			for _, col := range bothColors {
				r, ok := s.e.play(c, p, col)
				if !ok || r.next == c || s.e.permanent(r.next) != perm {
					continue
				}
				moves[c] = append(moves[c], move{r.next, col, col == s.km && r.captured == 1 && r.lost == 0, s.retakeTarget(c, r.next, col)})
				if _, ok := rs.index[r.next]; !ok {
					if len(rs.S) == limit {
						if known {
							return errRunUnknown
						}
						if limit < maxRunBoards {
							return errRunLarge
						}
						return nil
					}
					rs.index[r.next] = len(rs.S)
					rs.S = append(rs.S, r.next)
				}
			}
		}
	}
	if old := s.failedRuns[perm]; old != nil && old.sameBoards(rs.S) {
		return s.resume(old, made)
	}
	// A known shape (runNode): only a run whose shape's system passed
	// before is built this early, with at least knownWorkPer times that
	// system's combines.
	var shape string
	knownWork := 0
	if known {
		shape = runShape(rs.S, perm)
		w, ok := s.known.work[shape]
		if !ok {
			return errRunUnknown
		}
		knownWork = knownWorkPer * w
	}
	add := func(k runKey) int {
		if i, ok := rs.byKey[k]; ok {
			return i
		}
		rs.byKey[k] = len(rs.stmts)
		st := runStmt{c: k.c, t: k.t, hasT: k.hasT, board: rs.index[k.c], tree: []runTreeNode{{b: -1}}, paths: [][]runStep{nil}, lver: []uint32{0}}
		if k.hasT {
			st.tb = rs.index[k.t]
		}
		rs.stmts = append(rs.stmts, st)
		return len(rs.stmts) - 1
	}
	for _, c := range rs.S {
		add(runKey{c: c})
		for _, m := range moves[c] {
			if m.hasTarget {
				add(runKey{c: m.next, t: c, hasT: true})
			}
		}
	}
	for i := range rs.stmts {
		st := &rs.stmts[i]
		for _, m := range moves[st.c] {
			k := runKey{c: m.next}
			if m.hasTarget {
				k.t, k.hasT = st.c, true
			}
			st.kids = append(st.kids, runKid{st: rs.byKey[k], board: rs.index[m.next], retake: st.hasT && m.next == st.t && m.takeBack})
		}
	}
	// The run's shape: its boards without its permanent stones. An early
	// system of a shape whose early system failed before is not tried
	// (errRunLarge: at runsAt, as a large run): the same fight beside
	// other permanent stones mostly fails the same way (TestKoDump's small
	// 88: three runs of one shape, 36 boards, each system failing after
	// 20 k combines). The shape of a system that passes is kept, built
	// early or not (notePassed; runsKnown). Which runs get a system changes
	// the positions only (runNode, steps 1-3).
	if shape == "" {
		shape = runShape(rs.S, perm)
	}
	if s.earlyFailed[shape] && shape != "" && limit < maxRunBoards {
		return errRunLarge
	}
	rs.shape = shape
	rs.f = &kmSearch{e: s.e, ctx: s.ctx, km: s.km, memo: map[string]*kmNode{}, free: map[string]*kmNode{}, ids: s.ids, noCert: true,
		noSym: s.noSym, noWallsCache: true, hook: rs.hook}
	if !s.noWallsCache { // Options.noKoWallMemo: every combine's walls computed (TestKoCombineWalls)
		rs.f.sideEnvs, rs.f.wallIDs, rs.f.finishes = map[string]sideEnv{}, map[*kmWalls]uint32{}, map[finishKey]wallsResult{}
	}
	rs.line = make([]uint64, (len(rs.S)+63)/64)
	s.bounds(rs, made, false)
	if knownWork > rs.maxWork {
		rs.maxWork, rs.maxSigs = knownWork, runSigsPer*knownWork
	}
	ok := rs.solveAll()
	s.nodes += rs.work // each combine is a position expanded
	s.wallsReused += rs.f.wallsReused
	rs.f.wallsReused = 0
	if !ok {
		if shape != "" && !s.noShapes && limit < maxRunBoards {
			if s.earlyFailed == nil {
				s.earlyFailed = map[string]bool{}
			}
			s.earlyFailed[shape] = true
		}
		s.keepFailed(rs)
		return nil
	}
	s.notePassed(rs)
	if known {
		s.runsKnownUsed++
	}
	s.runsChecked++
	return rs
}

// runShape returns the shape of a run: its boards S without its permanent
// stones perm, sorted, as a string.
func runShape(S []stones, perm stones) string {
	masked := make([]stones, len(S))
	for i, b := range S {
		masked[i] = stones{b.b &^ perm.b, b.w &^ perm.w}
	}
	sortStones(masked)
	kb := make([]byte, 0, 16*len(masked))
	for _, x := range masked {
		kb = binary.LittleEndian.AppendUint64(kb, x.b)
		kb = binary.LittleEndian.AppendUint64(kb, x.w)
	}
	return string(kb)
}

// workOf returns the combines a system may make, over all its tries,
// where its run has made made positions: as many, or runsWorkPer times as
// many up to runsWorkCap, and minRunWork at least (Options.koRunsWork
// sets that floor and turns the multiple off).
func (s *kmSearch) workOf(made int) int {
	return max(made, s.runsWork, min(runsWorkPer*made, s.runsWorkCap))
}

// bounds sets the bounds on work of system rs, where its run has made
// made positions (resumed: a failed system tried again, resume): workOf
// combines, runSigsPer times as many signatures. A run of more than
// bigRunBoards boards gets a bigRunShare-th of them at its first try, and
// bigRunResume times made when resumed (Options.koBigShared: a
// bigRunShare-th then too; Options.koRunsWork, which turns every multiple
// off: workOf). Over all its tries a big run's system thus makes at most
// bigRunResume times the positions its run had made at its last try.
func (s *kmSearch) bounds(rs *runSystem, made int, resumed bool) {
	work := s.workOf(made)
	if len(rs.S) > bigRunBoards {
		work /= bigRunShare
		if resumed && !s.bigRunsShared && s.runsWorkCap > 0 {
			work = max(s.workOf(made), bigRunResume*made)
		}
	}
	rs.maxWork, rs.maxSigs = work, runSigsPer*work
}

// keepFailed keeps a failed system to be resumed (resume), unless
// Options.noKoResume.
func (s *kmSearch) keepFailed(rs *runSystem) {
	if s.noResume || s.err != nil {
		return
	}
	if s.failedRuns == nil {
		s.failedRuns = map[stones]*runSystem{}
	}
	s.failedRuns[rs.perm] = rs
}

// sameBoards reports whether S holds exactly the boards of rs.S.
func (rs *runSystem) sameBoards(S []stones) bool {
	if len(S) != len(rs.S) {
		return false
	}
	for _, b := range S {
		if _, ok := rs.index[b]; !ok {
			return false
		}
	}
	return true
}

// resume goes on with the system rs of a run that failed before (on
// its bounds, mostly) where it stopped, now that the run has made made
// positions, instead of building it afresh: a failed system is never
// paid for twice. Its bounds are those of a system built now, over all
// its tries: a system never costs more combines than its run made
// positions (bounds).
//
// Claim V. A resumed system that passes its check gives the nodes the
// search would make, as a system built afresh does.
//
//  1. the run's boards S are the same as at the failed try (sameBoards),
//     so are the moves between them, the statements (one for each board
//     and each target a move gives it) and each statement's
//     children                                [buildRun makes all from S]
//  2. the exits' nodes kept from the failed try are those the search
//     makes now: no board of the line can recur below an exit (it has
//     more permanent stones), so its node is a function of its board
//     and the target key keeps, whenever it is made    [table.go's Lemma]
//  3. the combines remembered (memo) are functions of their signatures:
//     the refused moves, the children's nodes (interned) and the exits',
//     which are the same (2)                                     [combine]
//  4. the trees, rows and stamps left by the failed try are some trees
//     and rows; the iteration and check start from any (the first try
//     starts from one leaf each), a leaf skipped by its stamp reads
//     what it read when it passed (step 9), and only a check that passes
//     everywhere makes the system used                 [solveAll, check]
//  5. so a resumed system that passes satisfies Claim U's premise with
//     the search's own combines, and every statement holds   [1-4, Claim U]
//
// Which runs are resumed changes the positions (the combines), not what
// is reported (runNode, steps 1-3). TestKoRunsResume compares every
// field with and without resumes on regions where systems fail often.
func (s *kmSearch) resume(rs *runSystem, made int) *runSystem {
	delete(s.failedRuns, rs.perm)
	s.bounds(rs, made, true)
	rs.work0 = rs.work
	ok := rs.rounds()
	s.nodes += rs.work - rs.work0 // each combine is a position expanded
	s.wallsReused += rs.f.wallsReused
	rs.f.wallsReused = 0
	rs.work0 = 0
	if !ok {
		s.keepFailed(rs)
		return nil
	}
	s.runsChecked++
	s.runsResumed++
	s.notePassed(rs)
	return rs
}

func (rs *runSystem) has(b int) bool { return rs.line[b>>6]&(1<<(b&63)) != 0 }
func (rs *runSystem) set(b int, v bool) {
	if v {
		rs.line[b>>6] |= 1 << (b & 63)
	} else {
		rs.line[b>>6] &^= 1 << (b & 63)
	}
}

// pattern returns the leaf of st's tree the line rs.line reaches, with
// the board extra on it too (-1: none).
func (rs *runSystem) pattern(st *runStmt, extra int) int {
	x := int32(0)
	for {
		t := st.tree[x]
		if t.b < 0 {
			return int(t.lo)
		}
		if int(t.b) == extra || rs.has(int(t.b)) {
			x = t.hi
		} else {
			x = t.lo
		}
	}
}

// hook gives combine's search the node of a child of its position: an
// exit's from the search, the others from their statements.
func (rs *runSystem) hook(f *kmSearch, n int) *kmNode {
	child := f.line[n-1]
	if f.perm[n-1] != rs.perm {
		if nd, ok := rs.exits[child]; ok {
			return nd
		}
		s := rs.s
		s.push(child, f.by[n-1])
		nd := s.solve()
		s.pop()
		if s.err != nil {
			f.err = s.err // combine's search stops, and the system with it
			return &kmNode{}
		}
		rs.exits[child] = nd
		return nd
	}
	st := &rs.stmts[rs.cst]
	for _, k := range st.kids {
		if rs.S[k.board] == child {
			ks := &rs.stmts[k.st]
			return ks.row[rs.pattern(ks, st.board)]
		}
	}
	panic("solve: a move of the run without a statement")
}

// combine returns the node solve makes at statement i with the boards of
// rs.line on the line (the children from their statements' rows).
func (rs *runSystem) combine(i int) *kmNode {
	rs.work++
	st := &rs.stmts[i]
	f := rs.f
	clear(f.memo)
	clear(f.free)
	f.line, f.perm, f.run, f.by, f.remAt, f.remOK = f.line[:0], f.perm[:0], f.run[:0], f.by[:0], f.remAt[:0], f.remOK[:0]
	f.push(st.c, goregion.Empty) // out of the run: C is no root
	for b, x := range rs.S {
		if rs.has(b) && b != st.board && !(st.hasT && b == st.tb) {
			f.push(x, rs.s.km)
		}
	}
	if st.hasT {
		f.push(st.t, rs.s.km)
		f.push(st.c, rs.s.km.Opponent())
	} else {
		f.push(st.c, rs.s.km) // no retake
	}
	for j := range f.run {
		f.run[j] = 1
	}
	f.run[0] = 0
	f.hookDepth = len(f.line)
	rs.cst = i
	nd := f.solve()
	if f.err != nil {
		rs.s.err = f.err
		return nil
	}
	return rs.intern(nd)
}

// intern returns the node kept for nd's contents (kmNodeDiff).
func (rs *runSystem) intern(nd *kmNode) *kmNode {
	nd.walls()
	var fl uint16
	for i, b := range []bool{nd.plain, nd.kofree, nd.sym, nd.ko, nd.raw, nd.fallback, nd.resolved, nd.choice, nd.choiceIn, nd.fallbackIn, nd.hasMast} {
		if b {
			fl |= 1 << i
		}
	}
	k := runCanonKey{nd.value, nd.tvalue, fl, 0}
	if nd.kmWalls != nil {
		k.wh = nd.kmWalls.hash()
	}
	for _, o := range rs.canon[k] {
		if kmNodeDiff(o, nd) == "" {
			return o
		}
	}
	rs.canon[k] = append(rs.canon[k], nd)
	rs.ids[nd] = uint32(len(rs.ids) + 1)
	return nd
}

// eval returns combine at statement i with the line rs.line, remembered
// by what combine reads: the refused moves and the children's nodes.
func (rs *runSystem) eval(i int) *kmNode {
	rs.sigs++
	b := rs.sig(i)
	if nd, ok := rs.memo[string(b)]; ok {
		return nd
	}
	key := string(b)
	nd := rs.combine(i)
	if nd != nil {
		rs.memo[key] = nd
	}
	return nd
}

// sig returns combine's signature at statement i with the line rs.line
// (in rs.buf): what combine reads, the refused moves and the children's
// nodes.
func (rs *runSystem) sig(i int) []byte {
	st := &rs.stmts[i]
	b := binary.LittleEndian.AppendUint32(rs.buf[:0], uint32(i))
	for _, k := range st.kids {
		b = binary.LittleEndian.AppendUint32(b, rs.entry(st, k))
	}
	rs.buf = b
	return b
}

// fullCheck (tests, Options.koFullCheck) goes over every subset of
// the boards of st's children and their E's outside in (the line rs.line
// has E's pattern and t) and panics unless the signatures they give are
// seen, those check read for the same pattern. Statements with more
// than 14 such boards are not compared.
func (rs *runSystem) fullCheck(st *runStmt, i int, in map[int]bool, seen map[string]bool) {
	var free []int
	for _, k := range st.kids {
		for _, b := range append([]int{k.board}, rs.stmts[k.st].e...) {
			if !in[b] && !slices.Contains(free, b) {
				free = append(free, b)
			}
		}
	}
	if len(free) > 14 {
		return
	}
	all := map[string]bool{}
	for fm := 0; fm < 1<<len(free); fm++ {
		for j, b := range free {
			rs.set(b, fm&(1<<j) != 0)
		}
		all[string(rs.sig(i))] = true
	}
	for _, b := range free {
		rs.set(b, false)
	}
	if len(all) != len(seen) {
		panic(fmt.Sprintf("solve: a run's check read %d signatures, its subsets give %d", len(seen), len(all)))
	}
	for k := range all {
		if !seen[k] {
			panic("solve: a run's check missed a signature of a subset")
		}
	}
	rs.s.runsFullChecked++
}

// setLine puts on rs.line the boards on leaf m's path, st's target, and
// nothing else.
func (rs *runSystem) setLine(st *runStmt, m int) {
	clear(rs.line)
	for _, p := range st.paths[m] {
		if p.on {
			rs.set(p.b, true)
		}
	}
	if st.hasT {
		rs.set(st.tb, true)
	}
}

// solveAll finds the statements and checks them (Claim U); false when
// they are not all checked.
func (rs *runSystem) solveAll() bool {
	s := rs.s
	// R from every board of S on the line.
	for b := range rs.S {
		rs.set(b, true)
	}
	for i := range rs.stmts {
		// every move of the run is refused but a retake, whose child's
		// moves are all refused: no row is read but the retake's.
		rs.stmts[i].row = []*kmNode{nil}
	}
	for i := range rs.stmts {
		if rs.stmts[i].row[0] != nil {
			continue // a retake's position, made first
		}
		nd := rs.combineSafe(i)
		if s.err != nil || nd == nil {
			return false
		}
		rs.stmts[i].row[0] = nd
	}
	return rs.rounds()
}

// rounds iterates and checks until the check passes everywhere (true) or
// a bound is reached (false); rs.round counts the rounds over every try.
func (rs *runSystem) rounds() bool {
	s := rs.s
	var last [][]*kmNode // the rows at the last check: a statement none of whose rows nor its children's changed since passes again
	for ; ; rs.round++ {
		rs.iterate() // a fixpoint or not, the check decides
		if s.err != nil || rs.over() {
			return false
		}
		skip := make([]bool, len(rs.stmts))
		if last != nil {
			dirty := make([]bool, len(rs.stmts))
			for i := range rs.stmts {
				dirty[i] = !slices.Equal(last[i], rs.stmts[i].row)
			}
			for i := range rs.stmts {
				skip[i] = rs.passed[i] && !dirty[i]
				for _, k := range rs.stmts[i].kids {
					skip[i] = skip[i] && !dirty[k.st]
				}
			}
		}
		last = make([][]*kmNode, len(rs.stmts))
		for i := range rs.stmts {
			last[i] = rs.stmts[i].row
		}
		grown, unsettled, ok := rs.check(skip)
		if !ok || s.err != nil || rs.round >= maxRunRounds {
			return false
		}
		if !grown && !unsettled {
			return true // every statement checked over all its subsets (Claim U)
		}
	}
}

// combineSafe is combine where the children's rows may not be set yet
// (the first pass): a child without a row is solved as the all-refused
// line would.
func (rs *runSystem) combineSafe(i int) *kmNode {
	st := &rs.stmts[i]
	for _, k := range st.kids {
		if k.retake && rs.stmts[k.st].row[0] == nil {
			// the retake's position, with every board of S on the line:
			// its moves of the run are all refused (the koloser may not
			// take back: the board is on the line), so its row is its
			// combine, which reads no row
			ks := &rs.stmts[k.st]
			nd := rs.combine(k.st)
			if nd == nil {
				return nil
			}
			ks.row[0] = nd
		}
	}
	return rs.combine(i)
}

// iterate recomputes the rows from the children's until none changes;
// false when that does not happen within a bound or the work is over.
// Only the statements a child of which changed are recomputed, in passes
// (each pass reads the rows of the pass before).
func (rs *runSystem) iterate() bool {
	if rs.parents == nil {
		rs.parents = make([][]int, len(rs.stmts))
		for i := range rs.stmts {
			for _, k := range rs.stmts[i].kids {
				if !slices.Contains(rs.parents[k.st], i) {
					rs.parents[k.st] = append(rs.parents[k.st], i)
				}
			}
		}
	}
	dirty := make([]bool, len(rs.stmts))
	for i := range dirty {
		dirty[i] = true
	}
	next := make([][]*kmNode, len(rs.stmts))
	for it := 0; it < maxRunIter; it++ {
		changed := false
		for i := range rs.stmts {
			next[i] = nil
			if !dirty[i] {
				continue
			}
			st := &rs.stmts[i]
			row := make([]*kmNode, len(st.row))
			same := true
			for m := range row {
				rs.setLine(st, m)
				if row[m] = rs.eval(i); row[m] == nil {
					return false
				}
				same = same && row[m] == st.row[m]
			}
			if !same {
				next[i] = row
			}
		}
		clear(dirty)
		for i, row := range next {
			if row == nil {
				continue
			}
			st := &rs.stmts[i]
			for m := range row {
				if row[m] != st.row[m] {
					st.lver[m]++
				}
			}
			st.row = row
			changed = true
			for _, p := range rs.parents[i] {
				dirty[p] = true
			}
		}
		if !changed {
			return true
		}
		if rs.over() {
			return false
		}
	}
	return false
}

// over reports whether the system's work is over its bounds.
func (rs *runSystem) over() bool {
	return rs.sigs > rs.maxSigs || rs.work > rs.maxWork || rs.s.max > 0 && rs.s.nodes+rs.work-rs.work0 > rs.s.max
}

// check checks every statement over all its leaves and subsets (Claim U,
// steps 4-7), but those skip names (they passed the last check, and
// neither their rows nor their children's changed since: the same
// combines, the same rows; a statement that did not pass is checked again
// even where its rows came back unchanged, as oscillating rows do); where
// a leaf fails, its tree grows there, testing the boards that made it
// fail (step 8), and grown is true. ok is false when the check could not
// be made (too many boards, bounds).
//
// The subsets are not enumerated one by one: combine reads a line only
// through each child's entry (refused, or the node of its leaf), and a
// child's entry reads only the boards of its own: its board and its read
// boards (step 6; C is on the line). Of the boards outside C, t and the
// leaf's path (free), those only
// one child reads (its private boards) can be set independently of every
// other entry, so for each setting of the others (shared) the entries
// that lines can give are exactly the product of each child's entries
// over its private boards. check goes over the settings of the shared
// boards and that product, which makes the same signatures as all the
// subsets (each combine is remembered by its signature) with fewer
// reads. Since round 7 it reads fewer still: a leaf that passed is not
// checked again while nothing it read changed (step 9); the settings of
// the shared boards are gone over depth first, and a partial setting
// that leaves every child's tree where an earlier one did is not
// completed, nor the product read for a setting whose children's sets of
// entries are those of an earlier one (step 10); a child's entries over
// its private boards are found by walking its tree (privateEntries: the
// same entries, with the same least settings, in the same order, as
// going over the 2^k settings).
func (rs *runSystem) check(skip []bool) (grown, unsettled, ok bool) {
	split := make([]map[int][]int, len(rs.stmts)) // the culprits of each failing leaf
	// the boards each child's entry reads: those tested at a node of its
	// tree whose two subtrees differ (where they are the same, the test
	// reads nothing)
	ess := make([][]int, len(rs.stmts))
	for i := range rs.stmts {
		st := &rs.stmts[i]
		for _, t := range st.tree {
			if t.b >= 0 && !slices.Contains(ess[i], int(t.b)) && !rs.sameTree(st, t.lo, t.hi) {
				ess[i] = append(ess[i], int(t.b))
			}
		}
	}
	if rs.passed == nil || len(rs.passed) != len(rs.stmts) {
		rs.passed = make([]bool, len(rs.stmts))
	}
	for i := range rs.stmts {
		if skip[i] {
			continue
		}
		rs.passed[i] = false
		st := &rs.stmts[i]
		settledHere := true
		failed := false
		vals := make([][]uint32, len(st.kids)) // each child's entries
		wits := make([][]int, len(st.kids))    // a setting of its private boards giving each
		idx := make([]int, len(st.kids))
		var srt []uint32
		pending := make([]bool, len(rs.S)) // the shared boards not set yet
		for len(st.okAt) < len(st.row) {
			st.okAt = append(st.okAt, nil)
		}
		for m := range st.row {
			if rs.leafPassed(st, m) {
				continue // passed with the same functions: passes again
			}
			st.okAt[m] = nil
			in := map[int]bool{st.board: true}
			if st.hasT {
				in[st.tb] = true
			}
			for _, p := range st.paths[m] {
				in[p.b] = true
			}
			// the free boards each child reads, and how many children read each
			reads := make([][]int, len(st.kids))
			count := map[int]int{}
			for j, k := range st.kids {
				var d []int
				for _, b := range append([]int{k.board}, ess[k.st]...) {
					if !in[b] && !slices.Contains(d, b) {
						d = append(d, b)
						count[b]++
					}
				}
				reads[j] = d
			}
			var shared []int
			for j := range st.kids {
				for _, b := range reads[j] {
					if count[b] > 1 && !slices.Contains(shared, b) {
						shared = append(shared, b)
					}
				}
			}
			private := make([][]int, len(st.kids))
			for j := range st.kids {
				for _, b := range reads[j] {
					if count[b] == 1 {
						private[j] = append(private[j], b)
					}
				}
				if len(private[j]) > maxRunFree {
					return false, false, false
				}
			}
			if len(shared) > maxRunFree {
				return false, false, false
			}
			var culprits []int
			rs.setLine(st, m)
			base := rs.eval(i) // the combine with none of free on the line
			if base == nil {
				return false, false, false
			}
			if base != st.row[m] {
				unsettled = true // the rows are no fixpoint yet
				settledHere = false
			}
			var seen map[string]bool // tests: the signatures read
			if rs.s.runsFullCheck {
				seen = map[string]bool{}
			}
			found, bad := false, false
			seenVals := map[string]bool{}
			// setting checks the signatures of the setting am of the
			// shared boards (on the line); false: stop (a signature
			// differs, or a bound)
			setting := func(am int) bool {
				for j, k := range st.kids {
					vals[j], wits[j] = rs.privateEntries(st, k, private[j], vals[j][:0], wits[j][:0])
				}
				// the same entries for each child as a setting before: the
				// same signatures, all checked already
				vk := rs.keyBuf[:0]
				for j := range st.kids {
					srt = append(srt[:0], vals[j]...)
					slices.Sort(srt)
					for _, v := range srt {
						vk = binary.LittleEndian.AppendUint32(vk, v)
					}
					vk = binary.LittleEndian.AppendUint32(vk, ^uint32(0))
				}
				rs.keyBuf = vk
				if seenVals[string(vk)] {
					return true
				}
				seenVals[string(vk)] = true
				clear(idx)
				for {
					rs.sigs++
					b := binary.LittleEndian.AppendUint32(rs.buf[:0], uint32(i))
					for j := range st.kids {
						b = binary.LittleEndian.AppendUint32(b, vals[j][idx[j]])
					}
					rs.buf = b
					if seen != nil {
						seen[string(b)] = true
					}
					nd, ok := rs.memo[string(b)]
					if !ok {
						key := string(b)
						rs.setPrivate(private, wits, idx, true)
						nd = rs.combine(i)
						rs.setPrivate(private, wits, idx, false)
						if nd == nil {
							bad = true
							return false
						}
						rs.memo[key] = nd
					}
					if nd != base {
						// the free boards of this line are the culprits
						var hb []int
						for j, b := range shared {
							if am&(1<<j) != 0 {
								hb = append(hb, b)
							}
						}
						for j, pr := range private {
							for q, b := range pr {
								if wits[j][idx[j]]&(1<<q) != 0 {
									hb = append(hb, b)
								}
							}
						}
						for _, b := range hb {
							if !slices.Contains(culprits, b) {
								culprits = append(culprits, b)
							}
						}
						found = true
						return false
					}
					// the next entries (a mixed-radix counter)
					j := 0
					for ; j < len(idx); j++ {
						if idx[j]++; idx[j] < len(vals[j]) {
							break
						}
						idx[j] = 0
					}
					if j == len(idx) {
						break
					}
				}
				if rs.over() {
					bad = true
					return false
				}
				return true
			}
			// The settings are gone over in the order of am (shared[0]
			// the fastest), depth first from the last shared board; a
			// partial setting whose children's trees stand where another's
			// did (the same nodes reached, the same boards left) completes
			// to the same entries: it is not gone over again.
			if rs.fixed == nil {
				rs.fixed = make([]bool, len(rs.S))
			}
			for b := range in {
				rs.fixed[b] = true
			}
			for _, b := range shared {
				pending[b] = true
				rs.fixed[b] = true
			}
			if rs.seenState == nil {
				rs.seenState = map[string]bool{}
			}
			seenState := rs.seenState
			clear(seenState)
			// each child's part of the key at each depth, and the
			// children that read each shared board (frontierParts)
			if cap(rs.partsAt) < len(shared)*len(st.kids) {
				rs.partsAt = make([]uint32, len(shared)*len(st.kids))
			}
			partsAt := rs.partsAt[:len(shared)*len(st.kids)]
			readsShared := rs.readsOf(st, shared)
			clear(rs.partIDs)
			var twin, twinOld map[string]string // tests (koFullCheck): frontierParts' keys to frontierKey's, and back
			if rs.s.runsFullCheck {
				twin, twinOld = map[string]string{}, map[string]string{}
			}
			var visit func(d, am int) bool
			visit = func(d, am int) bool {
				if d < 0 {
					return setting(am)
				}
				b := shared[d]
				pending[b] = false
				defer func() { pending[b] = true; rs.set(b, false) }()
				for v := range 2 {
					rs.set(b, v == 1)
					var prev []uint32 // the parts of the setting one board shorter
					if d+1 < len(shared) {
						prev = partsAt[(d+1)*len(st.kids) : (d+2)*len(st.kids)]
					}
					k := rs.frontierParts(st, d, pending, prev, readsShared[d*len(st.kids):(d+1)*len(st.kids)], partsAt[d*len(st.kids):(d+1)*len(st.kids)])
					if twin != nil { // tests: the same relation as frontierKey's
						nk := string(k)
						sigs := rs.sigs
						ok := string(rs.frontierKey(st, d, pending))
						rs.sigs = sigs
						if o, seen := twin[nk]; seen && o != ok {
							panic("solve: frontierParts gives one key where frontierKey gives two")
						}
						if n, seen := twinOld[ok]; seen && n != nk {
							panic("solve: frontierParts gives two keys where frontierKey gives one")
						}
						twin[nk], twinOld[ok] = ok, nk
						k = rs.frontierParts(st, d, pending, prev, readsShared[d*len(st.kids):(d+1)*len(st.kids)], partsAt[d*len(st.kids):(d+1)*len(st.kids)])
					}
					if seenState[string(k)] {
						continue
					}
					if rs.over() {
						bad = true
						return false
					}
					seenState[string(k)] = true
					if !visit(d-1, am|v<<d) {
						return false
					}
				}
				return true
			}
			visit(len(shared)-1, 0)
			for _, b := range shared {
				pending[b] = false
			}
			clear(rs.fixed)
			if bad {
				return false, false, false
			}
			for _, b := range shared {
				rs.set(b, false)
			}
			if seen != nil && !found {
				rs.fullCheck(st, i, in, seen)
			}
			if rs.over() {
				return false, false, false
			}
			if len(culprits) > 0 {
				if split[i] == nil {
					split[i] = map[int][]int{}
				}
				split[i][m] = culprits[:1] // one board: the next check splits further where it must
				failed = true
			} else if base == st.row[m] {
				st.okAt[m] = rs.stamp(st, m)
			}
		}
		rs.passed[i] = settledHere && !failed
	}
	for i, sp := range split {
		if sp == nil {
			continue
		}
		if !rs.split(&rs.stmts[i], sp) {
			return false, false, false
		}
		grown = true
	}
	return grown, unsettled, true
}

// sameTree reports whether the subtrees x and y of st's tree are the
// same: the same tests and the same nodes at their leaves (then they are
// the same function of the line).
func (rs *runSystem) sameTree(st *runStmt, x, y int32) bool {
	a, b := st.tree[x], st.tree[y]
	if a.b < 0 || b.b < 0 {
		return a.b < 0 && b.b < 0 && st.row[a.lo] == st.row[b.lo]
	}
	return a.b == b.b && rs.sameTree(st, a.lo, b.lo) && rs.sameTree(st, a.hi, b.hi)
}

// split replaces each leaf m of sp by a tree testing the boards sp[m],
// each new leaf with m's node; false where the tree would pass
// maxRunLeaves leaves.
func (rs *runSystem) split(st *runStmt, sp map[int][]int) bool {
	n := len(st.row)
	for _, c := range sp {
		n += 1<<len(c) - 1
		if len(c) > 30 || n > maxRunLeaves {
			return false
		}
	}
	row := slices.Clone(st.row)
	paths := slices.Clone(st.paths)
	var grow func(path []runStep, c []int, v *kmNode, reuse int) int32
	grow = func(path []runStep, c []int, v *kmNode, reuse int) int32 {
		x := int32(len(st.tree))
		if len(c) == 0 {
			leaf := reuse
			if leaf < 0 {
				leaf = len(row)
				row = append(row, v)
				st.lver = append(st.lver, 0)
				paths = append(paths, path)
			} else {
				paths[leaf] = path
				if leaf < len(st.okAt) {
					st.okAt[leaf] = nil
				}
				st.lver[leaf]++
			}
			st.tree = append(st.tree, runTreeNode{b: -1, lo: int32(leaf)})
			return x
		}
		st.tree = append(st.tree, runTreeNode{b: int32(c[0])})
		lo := grow(append(slices.Clip(path), runStep{c[0], false}), c[1:], v, reuse)
		hi := grow(append(slices.Clip(path), runStep{c[0], true}), c[1:], v, -1)
		st.tree[x].lo, st.tree[x].hi = lo, hi
		return x
	}
	for x := range st.tree {
		t := st.tree[x]
		if t.b >= 0 {
			continue
		}
		c, ok := sp[int(t.lo)]
		if !ok {
			continue
		}
		m := int(t.lo)
		y := grow(st.paths[m], c, st.row[m], m)
		st.tree[x] = st.tree[y] // the leaf's node becomes the new tree's root
		for _, b := range c {
			if !slices.Contains(st.e, b) {
				st.e = append(st.e, b)
			}
		}
	}
	st.row, st.paths = row, paths
	return true
}

// entry returns what combine at st reads of the child k on rs.line: 0
// where its move is refused, else its row's node's number.
func (rs *runSystem) entry(st *runStmt, k runKid) uint32 {
	if rs.has(k.board) && !k.retake {
		return 0
	}
	ks := &rs.stmts[k.st]
	return rs.ids[ks.row[rs.pattern(ks, st.board)]]
}

// setPrivate puts on rs.line (or takes off) each child's private boards
// of the setting that gives its entry idx.
func (rs *runSystem) setPrivate(private [][]int, wits [][]int, idx []int, v bool) {
	for j, pr := range private {
		for q, b := range pr {
			if wits[j][idx[j]]&(1<<q) != 0 {
				rs.set(b, v)
			}
		}
	}
}

// stamp returns what leaf m of st's check read: its node, and for each
// child the leaves of its tree that a line through m can reach (the
// boards of m's path, C and t fixed, the others either way) with their
// lver. Where none of these changed, the lines through m give the
// same signatures (a split only replaces a leaf by a tree: the lines
// that reach a leaf not split reach it still), so the check passes
// again.
func (rs *runSystem) stamp(st *runStmt, m int) []uint32 {
	fixed := map[int]bool{st.board: true}
	if st.hasT {
		fixed[st.tb] = true
	}
	for _, p := range st.paths[m] {
		fixed[p.b] = p.on
	}
	v := []uint32{rs.ids[st.row[m]]}
	for _, k := range st.kids {
		ks := &rs.stmts[k.st]
		v = append(v, uint32(k.st))
		var walk func(x int32)
		walk = func(x int32) {
			t := ks.tree[x]
			if t.b < 0 {
				v = append(v, uint32(t.lo), ks.lver[t.lo])
				return
			}
			on, ok := fixed[int(t.b)]
			if !ok || !on {
				walk(t.lo)
			}
			if !ok || on {
				walk(t.hi)
			}
		}
		walk(0)
		v = append(v, ^uint32(0))
	}
	return v
}

// leafPassed reports whether leaf m of st passed a check and nothing it
// read has changed since (stamp).
func (rs *runSystem) leafPassed(st *runStmt, m int) bool {
	return st.okAt[m] != nil && slices.Equal(st.okAt[m], rs.stamp(st, m))
}

// frontierKey returns (in rs.keyBuf) what the entries of st's children
// are on the line rs.line with the boards pending not set yet: for each
// child, refused, or its tree restricted to the line (a test of a board
// the leaf's check fixes, or of a shared board set, goes the way the
// line does; the tests of pending boards and of the boards the check
// sets freely, a child's private boards, stay), written out in depth
// first order. Two partial settings with the same key give the same
// entries for every setting of the pending and private boards.
func (rs *runSystem) frontierKey(st *runStmt, d int, pending []bool) []byte {
	k := binary.LittleEndian.AppendUint32(rs.keyBuf[:0], uint32(d))
	rs.sigs += len(st.kids)
	for _, kd := range st.kids {
		k = rs.frontierPart(st, kd, pending, k)
	}
	rs.keyBuf = k
	return k
}

// frontierPart appends to k the child kd's part of frontierKey: refused,
// or its tree restricted to the line, ending with ^0.
func (rs *runSystem) frontierPart(st *runStmt, kd runKid, pending []bool, k []byte) []byte {
	if !pending[kd.board] && rs.has(kd.board) && !kd.retake {
		return binary.LittleEndian.AppendUint32(k, ^uint32(1)) // refused
	}
	ks := &rs.stmts[kd.st]
	stack := append(rs.walk[:0], 0)
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		t := ks.tree[x]
		switch {
		case t.b < 0:
			k = binary.LittleEndian.AppendUint32(k, uint32(x))
		case int(t.b) == st.board:
			stack = append(stack, t.hi)
		case !pending[t.b] && rs.fixed[t.b] && rs.has(int(t.b)):
			stack = append(stack, t.hi)
		case !pending[t.b] && rs.fixed[t.b]:
			stack = append(stack, t.lo)
		default:
			k = binary.LittleEndian.AppendUint32(k, uint32(x))
			stack = append(stack, t.hi, t.lo)
		}
	}
	rs.walk = stack
	return binary.LittleEndian.AppendUint32(k, ^uint32(0))
}

// privateEntries returns (appended to vals and wits) the entries of the
// child k of st over the settings of its private boards pr (the other
// boards as on rs.line), each with the least setting (bit q: pr[q] on)
// that gives it, in the order of those settings: what going over the
// settings in order finds, found by walking k's tree (each path fixes
// only the private boards it tests; the least setting on it has the
// others off).
func (rs *runSystem) privateEntries(st *runStmt, k runKid, pr []int, vals []uint32, wits []int) ([]uint32, []int) {
	if rs.qOf == nil {
		rs.qOf = make([]int8, len(rs.S))
	}
	for q, b := range pr {
		rs.qOf[b] = int8(q + 1)
	}
	defer func() {
		for _, b := range pr {
			rs.qOf[b] = 0
		}
	}()
	refusable := !k.retake
	if refusable && rs.qOf[k.board] == 0 && rs.has(k.board) {
		rs.sigs++
		return append(vals, 0), append(wits, 0)
	}
	ks := &rs.stmts[k.st]
	type at = runWalkAt
	stack := append(rs.pwalk[:0], at{0, 0})
	defer func() { rs.pwalk = stack }()
	for len(stack) > 0 {
		a := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		t := ks.tree[a.x]
		switch {
		case t.b < 0:
			rs.sigs++
			v := rs.ids[ks.row[t.lo]]
			if i := slices.Index(vals, v); i < 0 {
				vals, wits = append(vals, v), append(wits, a.pm)
			} else if a.pm < wits[i] {
				wits[i] = a.pm
			}
		case int(t.b) == st.board:
			stack = append(stack, at{t.hi, a.pm})
		case int(t.b) == k.board && refusable:
			stack = append(stack, at{t.lo, a.pm}) // on, the move is refused
		case rs.qOf[t.b] > 0:
			stack = append(stack, at{t.lo, a.pm}, at{t.hi, a.pm | 1<<(rs.qOf[t.b]-1)})
		case rs.has(int(t.b)):
			stack = append(stack, at{t.hi, a.pm})
		default:
			stack = append(stack, at{t.lo, a.pm})
		}
	}
	if q := rs.qOf[k.board]; q > 0 && refusable {
		vals, wits = append(vals, 0), append(wits, 1<<(q-1))
	}
	// in the order of the least settings (insertion: a few entries)
	for i := 1; i < len(wits); i++ {
		for j := i; j > 0 && wits[j] < wits[j-1]; j-- {
			wits[j], wits[j-1] = wits[j-1], wits[j]
			vals[j], vals[j-1] = vals[j-1], vals[j]
		}
	}
	return vals, wits
}

// readsOf returns, for each shared board shared[d] and child j of st, at
// d*len(st.kids)+j, whether the child's part of the frontier key can read
// that board: it is the child's board, or a board its tree tests (its E).
func (rs *runSystem) readsOf(st *runStmt, shared []int) []bool {
	n := len(shared) * len(st.kids)
	if cap(rs.readsAt) < n {
		rs.readsAt = make([]bool, n)
	}
	r := rs.readsAt[:n]
	clear(r)
	if rs.sharedAt == nil {
		rs.sharedAt = make([]int, len(rs.S))
	}
	for d, b := range shared {
		rs.sharedAt[b] = d + 1
	}
	for j, kd := range st.kids {
		if d := rs.sharedAt[kd.board]; d > 0 {
			r[(d-1)*len(st.kids)+j] = true
		}
		for _, b := range rs.stmts[kd.st].e {
			if d := rs.sharedAt[b]; d > 0 {
				r[(d-1)*len(st.kids)+j] = true
			}
		}
	}
	for _, b := range shared {
		rs.sharedAt[b] = 0
	}
	return r
}

// frontierParts is frontierKey, made from each child's part numbered
// (partIDs): the key is d and the numbers of the children's parts, in
// their order, and parts (at depth d) receives them. Where prev holds the
// parts of the setting one board shorter (depth d+1: the same setting
// without shared[d]), a child that does not read shared[d] (reads) keeps
// its part. Why two settings get the same key exactly where frontierKey
// gives them the same:
//
//  1. frontierKey writes d, then for each child in order a part that
//     ends with a mark no part holds elsewhere (^0, or the single
//     refusal word ^1): the key is the list of parts, and two keys are
//     equal exactly where d and every child's part are   [frontierKey]
//  2. partIDs gives equal parts one number and different parts different
//     ones, over one leaf's check (cleared before it)
//  3. a child's part reads pending and rs.has of its board and of the
//     boards its tree tests (its E), and fixed and st.board, which do not
//     change during a leaf's check; going from depth d+1 to d changes
//     pending and rs.has of shared[d] only (visit sets it, and resets
//     the deeper boards it set on the way back), so a child reading
//     neither has the part it had at d+1              [visit, frontierKey]
//  4. so the key here is equal for two settings exactly where
//     frontierKey's is                                            [1-3] ∎
//
// rs.sigs counts every child, as frontierKey does, so the bounds stop a
// system where they did. With Options.koFullCheck (TestKoRunsAgree) check
// computes both keys and panics where one tells two settings apart and
// the other does not; it also compares the signatures read with every
// subset's.
func (rs *runSystem) frontierParts(st *runStmt, d int, pending []bool, prev []uint32, reads []bool, parts []uint32) []byte {
	if rs.partIDs == nil {
		rs.partIDs = map[string]uint32{}
	}
	rs.sigs += len(st.kids)
	for j, kd := range st.kids {
		if prev != nil && !reads[j] {
			parts[j] = prev[j]
			continue
		}
		p := rs.frontierPart(st, kd, pending, rs.partBuf[:0])
		rs.partBuf = p
		id, ok := rs.partIDs[string(p)]
		if !ok {
			id = uint32(len(rs.partIDs) + 1)
			rs.partIDs[string(p)] = id
		}
		parts[j] = id
	}
	k := binary.LittleEndian.AppendUint32(rs.keyBuf[:0], uint32(d))
	for _, id := range parts {
		k = binary.LittleEndian.AppendUint32(k, id)
	}
	rs.keyBuf = k
	return k
}

// knownShapes are the shapes of the runs whose systems passed, in either
// search (shared by AnalyzeKo): the combines each took, and the most
// boards of one.
type knownShapes struct {
	work   map[string]int
	boards int
}

// notePassed keeps the shape of rs, whose system passed its check, with
// the combines it took (over all its tries), unless the shape is known.
func (s *kmSearch) notePassed(rs *runSystem) {
	if k := s.known; k != nil && rs.shape != "" {
		if _, ok := k.work[rs.shape]; !ok {
			k.work[rs.shape] = rs.work
			k.boards = max(k.boards, len(rs.S))
		}
	}
}
