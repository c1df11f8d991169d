// Package endgame analyses a whole Go board in the endgame with combinatorial
// game theory: it splits the board into independent regions, values each
// region exactly with the region solver, sums the values and reads off the
// exact count under Japanese-style counting, the best moves and the line of
// play (Berlekamp and Wolfe, Mathematical Go; Müller, "Decomposition search",
// IJCAI-99).
//
// # Safety, regions and the local rules
//
// Which stones are safe is an input ([Safety]: from [Benson], [Judge] or the
// user): safe chains become the
// immortal frames of the regions, everything else (empty points, dead and
// unsettled stones) falls into the regions, the connected sets of points
// that are not safe stones (Decompose). Each region with its frame is a
// region diagram of FORMATS.md §3, valued by goregion/solve under the local
// rules of Blom's thesis, chapter 3: no passing inside a region, each
// prisoner one point. A region framed by one player's safe stones only, in
// which every point touches that frame, is settled territory worth n + 2m
// (Theorem 3.1) without search; a larger territory is solved, or counted
// n + 2m when the caller marks it (Safety.Territory), which the assumptions
// then state. The regions are solved in parallel, each within the limits of
// Options.
//
// # The count
//
// The board is the sum S of its regions' values. With the prisoners taken
// before (P_B, P_W) and komi k, the exact result, Black minus White, is
//
//	LS(S) + P_B − P_W − k   with Black to move,
//	RS(S) + P_B − P_W − k   with White to move,
//
// the stops of the sum (Blom, Definition 5.1: the best stopping positions,
// play ending when the sum is a number). A region the
// solver cannot finish within the limits is listed unresolved and the
// result is then given for the resolved part only, never as exact.
//
// # Best moves
//
// Black's move to G_i^L in region i keeps the optimal result exactly when
// RS(G_i^L + Σ_{j≠i} G_j) = LS(S) (the mirror for White). Analyze tests every
// legal move this way, but first discards the moves that the stop
// inequalities RS(A + B) ≤ RS(A) + LS(B) and LS(B) ≤ m(B) + t(B) prove worse,
// so that only a few sums are built: with the stops of R_i = Σ_{j≠i} G_j,
// RS(A) + RS(R_i) ≤ RS(A + R_i) ≤ min(RS(A) + LS(R_i), LS(A) + RS(R_i)) and
// RS(A + R_i) ≤ LS(S) decide most moves; a move whose incentive A − G_i is
// comparable with that of a move already judged is judged with it (A + R_i
// = S + (A − G_i), and stops are monotone); A + R_i is built for the rest.
// Regions whose stops are equal (a number plus an infinitesimal: dame,
// stars, ups) enter these sums by their number only, since an
// infinitesimal changes no stop.
// Moves inside settled territory are never best: such a move changes the
// territory's number by one against the mover (the invariant β of the
// settled-territory proof), and LS(G) ≥ RS(G) for every G. Moves are ranked
// by the temperature of their region, then by the mean of their incentive
// (Move.Gain), and marked sente, reverse sente or gote from the region's
// thermograph.
//
// The line of play alternates the first best move of each player, re-solving
// the region played in, until every region is a number; the count after it
// equals the result, since each move keeps the stop (a check the tests make).
//
// # Sure areas: open boundaries
//
// On a real board the territories are joined to the unfinished boundaries,
// so the regions are large while their contested part is small. Unless
// exact, [Assess] recognizes sure areas (sure.go, after Müller's static
// rules and Niu and Müller's open-boundary safety of territory): empty
// points at least JudgeOptions.SureDistance (4) steps from every opponent
// stone and 2 steps nearer to the owner's, in an area enclosed by at least
// one stone of the owner for every four points. They are counted as the
// owner's territory without search (regions with Region.Sure set), and in
// the local positions of the other regions they are immortal stones of
// their owner, so that a region costs what its contested part costs. The
// same distances judge chains that no proof decides: dead when the group
// lies in the opponent's sure area with fewer than five points of its own
// (unless an opponent chain of two stones or more, neither safe nor dead,
// next to the group or to its liberties has fewer liberties than the
// group: a capturing race with its wall), alive when two of its liberties lie in a sure area of its colour of at
// least seven points, unless it may be in a capturing race (at most three
// liberties, next to an undecided opponent chain with at least as many less
// one), and unless the area is a closed space of at most ten points whose
// wall has no liberty outside it and a local reading (closedspace.go: the
// frame uncapturable, the attacker free to retake kos) finds that the
// opponent kills by moving first or threatens to: room for two eyes is not
// life (a nine-point space short of liberties dies on its vital point).
// The reading only withdraws the assumption "alive", never adds one. A sure point next to a stone that is not safe, and then (once) one
// next to an empty point not kept sure for its owner (the ring: the
// opponent may crawl in along the contested part with stones joined to its
// safe ones), is left in its region. All of this is an assumption, stated
// in words; a chain Judge proves alive only with an answer to some attack
// (after any number of attacking moves) stays an ordinary stone of its
// region (its defence may cost a move).
// TestReferenceOpen compares the analysis with sure areas with the
// whole-board reference on open corridors, and TestSureCutMulti the
// analysis with and without the cut on boards of several corridors:
// results and best moves agree, while the sums may differ.
//
// # The frame search
//
// Judge searches a chain only when its zone is small, and on a real board
// few stones are pass-alive, so almost every zone is most of the board.
// Once the chains judged safe and the sure points are known, they cut the
// board into small zones: the frame search (frame.go) judges the chains
// still undecided again on the model position where those chains are
// immortal and each sure point is an immortal stone of its owner, and the
// sure areas are then recomputed (at most twice). A chain pass-alive
// there, or proven alive by a strategy that never answers (however many
// attacking moves come in a row), is safe; one proven dead is
// dead; one proven alive whose every answer captures the attacking stone
// at once (a throw-in into an eye; not as a ko, and not after an attacking
// move that captured) is safe too, the answer costing nothing in the
// count. Each is an assumption named per chain, conditional on the
// earlier ones; --exact and JudgeOptions.NoFrameSearch (NoCaptureDefence
// for the last rule) turn them off. TestFrameSearch checks hand-made
// positions, TestFrameJudgeRandomGames every proof in the frame against
// goregion's engine and random play, and TestFrameCaptureDefence the
// analysis with and without the capture rule, and TestFrameSearchAgrees
// with and without the frame search, each also against the whole-board
// reference, on random framed positions.
//
// # Ko
//
// Where the solver meets a ko (RegionAnalysis.KoSensitive), the ko
// analysis of goregion/solve (AnalyzeKo) gives Spight's kind, the count and
// miai value, each komaster's value, and the board's result with that
// region alone valued under each hypothesis (KoResults); under superko it
// is not tried on a region the solver needed more than half its budget
// for (KoErr says so: such analyses did not finish on the 19×19 late
// endgames measured). Options.Ko
// chooses the hypothesis of the values, result and moves: the thesis's
// superko by default, or a komaster. A point the ko rule bans for the
// player to move now (the board's history: Options.Banned) is no
// candidate for the first move; the result with that player to move is
// the best stop without it (TestReferenceKoBan checks it against the sums
// built move by move).
//
// # Estimates where the analysis is unresolved
//
// [Analysis.Suggest] suggests a move when regions are unresolved (GTP's
// reg_genmove uses it): it is an estimate, never exact, and never
// presented as exact. Each unresolved region is valued by a bounded local
// search of its local position (estimate.go says what it assumes):
// candidate moves on the boundary between the colours and at the
// liberties of chains short of liberties, a few plies with either player
// moving, more while a chain is in atari, and leaves scored statically
// (prisoners; chains in atari, judged dead, or short of liberties in the
// opponent's area taken as captured; empty points nearer to one colour
// counted as its territory). The tree's canonical form gives an estimated
// temperature; exact regions keep their exact values; the move is the
// best local move of the hottest region. TestEstimateKnown checks the
// estimate against exact values on corridors, TestEstimateAgreesWithExact
// counts how often its move is an exact best move on small boards, and
// TestEstimateRecords (-estimate-records) compares it with GNU Go on
// GNU Go's self-play records.
//
// # Tests
//
// reference_test.go plays random small boards (5×5 to 7×7, walls of
// immortal stones, up to 8 points to play, 10 with -long-reference) as one
// whole-board game with its own board engine and no decomposition, builds
// the game's value move by move with cgt, and compares the sum of the
// regions, the results for both players to move and the sets of best first
// moves.
//
// # Which stones are safe
//
// The region solver of package goregion values a region framed by
// immortal stones: stones that are never captured. A real board has no
// immortal stones. Before a board can be cut into regions, we must know
// which chains (blocks: maximal connected sets of stones of one colour)
// may be treated as immortal without changing what the position is worth.
//
// A chain is pass-alive (unconditionally alive) when the opponent cannot
// capture it even if its owner passes at every turn, however many moves in
// a row the opponent plays. Only such chains may be made immortal: a chain
// that lives only with correct defence must stay in its region as ordinary
// stones, so that the solver charges the moves its defence costs (under
// territory counting, a defending move inside one's own area costs a
// point). Treating a merely alive chain as immortal gives its owner those
// moves for free, and the count is wrong.
//
// # Benson's algorithm
//
// Benson (1976) characterised pass-alive chains by a fixpoint, which
// [Benson] computes for both colours on any board graph. For a colour X:
//
//   - the X chains are the blocks of X stones;
//   - the X-enclosed regions are the connected components of the points
//     that are not X stones: they hold empty points and opponent stones;
//   - a region R is vital (Benson: healthy) to a chain c when R holds at
//     least one empty point and every empty point of R is a liberty of c.
//
// Start from all X chains and all X-enclosed regions and repeat until
// nothing changes: remove each chain with fewer than two vital regions
// among those left; remove each region next to a removed chain. Benson's
// theorem: the chains left are exactly the pass-alive ones. (Under rules
// that allow suicide the vital condition is stricter, below; there we
// prove only that the chains left are pass-alive, and the brute-force test
// finds none that it misses on small boards.)
//
// Why they cannot be captured (the half that makes them safe to freeze).
// Suppose the owner never plays inside the regions left (passing is
// allowed), and look at the first move that captures a chain c that is
// left. Just before it, c has two vital regions R1, R2 holding no X stone,
// and the capturing move fills c's last liberty, so after it every point of
// R1 and R2 next to c holds an opponent stone. Without suicide no opponent
// stone in R1 or R2 has left the board (only X could capture one, and X
// plays no stone there), so their empty points are among the first ones,
// all next to c; with suicide every point of R1 and R2 is next to c by the
// stricter condition. Either way, after the move R1 and R2 are full of
// opponent stones, and the move fills at most one of them: the other was
// full before it. Its stones' neighbours lie in it or are stones of the X
// chains around it, all left and none yet captured, so those opponent
// stones had no liberty after the previous move, which no rule allows (a
// move that leaves its own stones without liberty removes them, or is
// refused). ∎
//
// The stricter condition under suicide is needed: let R2 hold an empty
// point a next to c and an opponent stone b next to a but not to c. The
// opponent fills a, which removes a and b by suicide; plays a again, now
// with the liberty b; and captures c by filling R1. Benson's condition as
// usually stated (for rules without suicide) calls c pass-alive here.
//
// The pitfalls, each named in the code where it is handled:
//
//   - Regions touching chains of both colours. A region is not a set of
//     empty points bordered by X alone: it holds opponent stones, dead or
//     alive (a dead stone inside an eye leaves it a region of X), and an
//     empty area between Black and White belongs to a region of each. Only
//     its empty points decide whether it is vital.
//   - The small condition. A region that X encloses is vital to c only if
//     every empty point of it is a liberty of c; a large eye with interior
//     points is not vital, since the opponent may live in it, or fill the
//     interior first.
//   - Suicide. Where the rules allow it, every point of a vital region,
//     opponent stones included, must be next to c (above).
//   - Regions touching chains that die. A region shared by a pass-alive
//     chain and a chain that is not (removed in step 1) is removed too: it
//     is no eye for either. This is why a seki, where both sides share
//     liberties and neither has two eyes, is not pass-alive.
//   - A region with no empty point (possible only around an immortal
//     opponent chain) is vital to nothing.
//   - A region holding an immortal opponent stone is vital to nothing: the
//     opponent's stones joined to it never lose their liberties, so the
//     proof above fails (the opponent fills the region, the last point
//     included, without a suicide). Region diagrams and the frame search
//     have immortal stones of both colours.
//   - A chain that holds an immortal stone (region diagrams, FORMATS.md §3)
//     is pass-alive by definition and needs no vital region.
//
// # Pass-alive territory
//
// A region kept for X is pass-alive territory ([EnclosedRegion].Territory) when
// every one of its points, empty or holding an opponent stone, is next to
// an X stone (all of which are pass-alive). Claim: as long as X plays no
// stone in it nor in the vital regions of its pass-alive chains, no
// opponent chain in it is ever pass-alive, suicide allowed or not.
//
// Proof. The points of the region R never change membership and the X
// stones around it stay (Benson). Let o be an opponent chain in R and Q one
// of its opponent-enclosed regions (a component of the non-opponent points
// next to o). Q holds a neighbour of o that is empty or an X stone; either
// way Q holds a pass-alive X chain c [every point of R is next to an X
// stone]. c has a vital region R' ≠ R [it has two], which always holds an
// empty point next to c [Benson's argument above: it is never full, and
// its empty points are next to c], so that point lies in Q; it
// is not a liberty of o [R' and R are disjoint and o's neighbours lie in R
// or are X stones]. So Q is not vital to o, o has no vital region, and it is
// not pass-alive. ∎ (For an immortal chain c the step "c has a vital region
// R' ≠ R" may fail; with immortal frames this is the solver's
// settled-territory hypothesis instead.)
//
// The condition counts every point, not just the empty ones: under rules
// that allow suicide, the opponent may fill a region and remove its own
// stones, and the points it empties must again be next to X stones, or it
// could build two eyes there.
//
// # Judging life by search
//
// Benson alone settles little of a real position: most groups live only
// if they answer attacks. [Judge] adds a conservative judgement by bounded
// search, in the spirit of Müller (1997) and of Fuego's safety solver. It
// says Alive or Dead only with a proof, the [Strategy] that wins, and
// Unknown otherwise (unsettled shapes, sekis, kos, zones too large).
//
// The zone of a chain is the connected component, containing it, of the
// points that hold no pass-alive stone. It is independent of the rest of
// the board while the pass-alive stones around it stay pass-alive: a chain
// in the zone has all its liberties in the zone (a stone next to a
// pass-alive stone of its colour would belong to that chain), so moves
// outside the zone change nothing in it. A zone can hold a vital region of
// the stones around it (an eye with an opponent stone in it, which is the
// zone of that stone), and a move there may give up their safety; so after
// every move the search checks by Benson that every pass-alive stone of
// the start still is, and abandons any line where one is not. Every
// judgement assumes that neither player fills the vital regions of its
// own pass-alive chains outside the zone.
//
// Alive: the attacker moves first, anywhere in the zone, and ignores
// positional superko (it is assumed to have threats to retake any ko); the
// owner answers each move by passing or by a move in the zone that
// recreates no board of the line. The owner wins when Benson proves the
// chain pass-alive; the attacker wins by capturing it, and the proof is
// also abandoned on any line that removes a pass-alive stone of the start
// (the zone would no longer be independent) or exceeds the limits. A proof
// means: if the owner answers every move in the zone as the strategy says
// (and passes to moves elsewhere), the chain is never captured, and when
// the strategy ends it is pass-alive.
//
// Dead is the mirror image: the owner moves first, in the zone or by
// passing, and ignores superko; the attacker answers each move in the zone
// without recreating a board of the line, and wins by capturing the chain.
// A proof means: if the attacker answers every move of the owner as the
// strategy says (answering a move elsewhere as a pass), the chain is
// captured when the strategy ends.
//
// Both claims are about the position without its history: a ban by
// positional superko from a board that occurred before it is not
// considered. Each position searched costs a run of Benson over the whole
// board, or over the zone and the stones around it when those are all
// immortal (the same search on a smaller board); [JudgeOptions] bound the
// positions, the depth and the zone. Stones with an immortal stone in
// their chain are never removed, as goregion's rules have it.
//
// # Literature
//
//   - David B. Benson, "Life in the game of Go", Information Sciences 10
//     (1976) 17–29: the algorithm and the theorem.
//   - Martin Müller, "Playing it safe: recognizing secure territories in
//     computer Go by using static rules and search", Game Programming
//     Workshop in Japan '97 (1997): Benson's algorithm restated, extended by
//     static rules and search for safety that needs defence.
//   - Xiaozhen Niu and Martin Müller, "An improved safety solver for
//     computer Go", Computers and Games 2004, and "An open boundary
//     safety-of-territory solver for the game of Go", Computers and Games
//     2006: the search-based safety solver of Fuego (SgSafetySolver).
package endgame
