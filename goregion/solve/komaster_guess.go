package solve

// # Guess-and-prove for the ko search: the design, and where it stops
//
// This file says what guess-and-prove for the komaster search (komaster.go)
// would have to do, as the superko solver does (proof.go), and proves two
// lemmas about the cap at the mast (setMastOf) that decide how far it
// reaches. It holds no code: the conclusion (Claim W) is that a proof by
// bounds cannot show a node's walls where they lean below it, and the
// 6-point approach graph of examples/ko/README.md has leaning walls below
// 99.8% of its nodes. The lemmas are checked in kocap_test.go; the figures
// were measured with temporary instrumentation, not kept (the patch is
// ko9-instr-guess-classes.patch in the round's notes).
//
// Claim G1 (what a node computes). A kmNode is what its parent reads
// (solve, finish, dominated, flagsHold, absorb). Each field, and the form
// of the statement a proof of it must show under a new line H':
//
//  1. tvalue: the short game of the moves of rules 1 and 2 (a ban: no
//     move). Two-sided: G − v ≥ 0 and G − v ≤ 0, each a winning strategy
//     (one move of the winner, every move of the loser).
//  2. value: as tvalue, but the koloser's ko moves (blocked: decided at
//     each position by its own moves and line) are not options, and where
//     the komaster has fills the position is one of kmValue's games, chosen
//     by comparing the exact values of her options.
//  3. l and r: the walls the parent sees, functions of t ≥ 0: the raw walls
//     l0 = max over Black's moves of R(child) + gain − t, r0 = min over
//     White's of L(child) − gain + t, raised by the answer's wall where a
//     player was refused a take (rule 3, raw: no cap), else capped at the
//     mast (setMastOf: lastMeetIn, capAtQ; simplestBetweenQ where cold;
//     Conway's thermograph of tvalue where the walls never meet).
//  4. raw, resolved: decided at the node by its own moves, its line and its
//     options (raw by refused and the answers; resolved by kmValue).
//  5. plain, sym, kofree (true), ko, choiceIn, fallbackIn (false): "nothing
//     of a kind anywhere below", statements over the whole subtree. A proof
//     that follows one move of the winner sees part of the tree: it can show
//     the other polarity only (one refusal, one raw node, one kept choice on
//     one line).
//  6. dep: the boards the proof's moves make, with the deps of the nodes it
//     used (proof.go's certificates, its Claim 3).
//
// Claim G2 (what a guess is). The guess for board C under komaster X with
// retake target t (or none) is the node last made for C, X and t under
// another history. On the 6-point approach graph, Black komaster, first
// 300,000 positions: 299,588 of the 299,972 nodes made had such a node,
// and it had the same value, tvalue, walls and flags in 243,605 (81%); with
// an oracle that takes a right guess at no cost and never tries a wrong one,
// the subtrees of the outermost nodes with a right guess hold 298,675 of
// the 299,972 positions (White komaster: 247,434 right, 298,097 spared of
// 299,967). So the guesses are there; what decides is what a proof can
// show.
//
// Claim G3 (value and tvalue: provable). tvalue(C, H') = v is G − v ≥ 0
// and G − v ≤ 0 by winning strategies, the refusals along each line of
// the proof being those of rules 1 and 2 against H' and the proof's own
// line, the retake allowed only as rule 2 says (the komaster, at once, to
// the board before the koloser's one-stone take). value is the same where no
// position of the proof has a blocked point or a fill (blocked is local,
// so the proof sees it); where one has fills, kmValue compares the exact
// values of the komaster's options, and the proof must value each of them
// there (a full search of those options, or their nodes from the tables).
// komaster.go ("Guesses from the same board") measured the tvalue proofs
// once: 6.5 to 9.4 positions a proof, none wrong.
//
// # The cap at the mast
//
// For raw walls l, r (finite) write d = l − r. The pair meets when d(t) ≥ 0
// for some t ≥ 0 and d < 0 from some t on; then T = sup{t : d(t) ≥ 0} is
// lastMeetIn's temperature, d(T) = 0 (d is continuous: d < 0 just above T,
// d(T) ≥ 0), and the capped walls are L(t) = l(min(t, T)), R(t) =
// r(min(t, T)), with L = R = l(T) = r(T), the mast, from T on (capAtQ).
// (lastMeetIn's other cases: a common tail, d = 0 from some t on, puts the
// mast where the tail starts; d ≥ 0 for ever means no mast, and Conway's
// walls of tvalue are used (fallback); d < 0 everywhere is cold.) A wall
// leans where l rises or r falls: never in Conway's thermographs (slopes 0
// and −1 for l, 0 and +1 for r), often in ko walls, through the answer of
// rule 3 (a raw child's wall comes up to the parent with the slope of the
// line it stands for).
//
// Lemma M. Let (l, r) ≤ (l', r') pointwise, both pairs meeting, with last
// meets T and T', capped walls L, R and L', R', and I = [min(T, T'),
// max(T, T')].
//
//	(a) If l' does not rise and r' does not fall on I, then L ≤ L'.
//	(b) If l does not rise and r does not fall on I, then R ≤ R'.
//
// Proof of (a):
//
//  1. t ≤ min(T, T'): L(t) = l(t) ≤ l'(t) = L'(t)
//  2. T ≤ T', T < t ≤ T': L(t) = r(T) ≤ r'(T) ≤ r'(T') = l'(T') ≤ l'(t) =
//     L'(t)                      [r' does not fall, l' does not rise, on I]
//  3. T ≤ T' < t: L(t) = r(T) ≤ r'(T') = L'(t)  [as 2]
//  4. T' < t ≤ T: L(t) = l(t) ≤ l'(t) ≤ l'(T') = L'(t)  [l' on [T', t] ⊆ I]
//  5. T' < T < t: L(t) = l(T) ≤ l'(T) ≤ l'(T') = L'(t)  [as 4] ∎
//
// Proof of (b):
//
//  1. t ≤ min(T, T'): R(t) = r(t) ≤ r'(t) = R'(t)
//  2. T < t, T ≤ T': R(t) = r(T) ≤ r(min(t, T')) ≤ r'(min(t, T')) = R'(t)
//     [r does not fall on I]
//  3. T' < t ≤ T: R(t) = r(t) ≤ r(T) = l(T) ≤ l(T') ≤ l'(T') = R'(t)
//     [r does not fall, l does not rise, on I]
//  4. T' < T < t: R(t) = r(T) = l(T) ≤ l(T') ≤ l'(T') = R'(t)  [as 3] ∎
//
// (b) is (a) for the mirror (l, r) ↦ (−r, −l), which keeps d and T, sends
// L to −R, exchanges the smaller and the larger pair, and keeps "does not
// lean". Without the hypothesis the walls move against the raw ones
// (TestCapLeaning): l = 5 − 2t, r = 4 − t meet at T = 1 (mast 3); l' = 6 −
// 2t, r' = r at T' = 2 (mast 2), so L(3) = 3 > L'(3) = 2, r' falling; and
// its mirror for (b). TestCapMonotone checks both parts on random walls and
// finds pairs where the hypothesis on the other pair holds and the
// conclusion fails (16 for (a), 2 for (b)): the side matters.
//
// Lemma N. If lo ≤ lo' and hi ≤ hi' (lo < hi, lo' < hi'), the simplest
// number s strictly between lo and hi is at most the simplest s' between
// lo' and hi'. Proof: if s' < s, then lo ≤ lo' < s' < s < hi, so s' is
// between lo and hi and s is at least as simple; and lo' < s' < s < hi ≤
// hi', so s is between lo' and hi' and s' is at least as simple; so s = s'
// (one simplest number in an interval), a contradiction ∎ (TestSimplestMonotone).
// So where both pairs are cold, bounds pass both ways; that a pair is
// cold (l0 < r0 everywhere) is itself a bound of each kind, every move of
// both players.
//
// Claim W (what a proof by bounds can show of the walls). A proof that does
// not search every move shows one-sided bounds: for the raw walls of a
// position, l0 ≥ f needs one Black move (its child's R ≥), l0 ≤ f every
// Black move (each child's R ≤), r0 ≤ f one White move (its L ≤), r0 ≥ f
// every White move (each L ≥); the answer of rule 3 and the envelopes are
// monotone. Through the cap, with g the guessed raw walls and Lemma M:
//
//  1. L ≤ g_L follows from l0 ≤ g_l and r0 ≤ g_r when g does not lean (the
//     larger pair: (a)); R ≥ g_R from l0 ≥ g_l and r0 ≥ g_r when g does not
//     lean (the smaller pair: (b)). g is known: these are checkable, but
//     only once the node's own pair is known to meet: where it never meets
//     its walls are Conway's of tvalue (fallback), no function of l0 and
//     r0, and showing l0 < r0 for large t takes a bound of the other
//     direction on one of them.
//  2. L ≥ g_L and R ≤ g_R need the node's own raw walls not to lean on I
//     ((a) and (b) with the node's pair on the other side), and T itself to
//     know I. Without the node's raw walls exactly, neither is known: a
//     bound says nothing of slopes.
//  3. Each bound of 1 needs bounds of 2 at the children: L ≤ g_L needs l0
//     ≤ g_l, hence R(child) ≤ at every Black child; R ≥ g_R needs r0 ≥ g_r,
//     hence L(child) ≥ at every White child. So below its root a proof must
//     know, at every position it passes where walls matter, that the raw
//     walls there do not lean, or have them exactly (every move of both
//     players: the full search of that position).
//  4. The only positions known not to lean without their walls are the
//     plain ones (no raw node below: Conway's walls of tvalue, which is
//     provable by G3); there "walls follow from the value". A position above
//     a leaning one has its walls only by the full search of the line to it.
//
// What the classes give, measured with the oracle of G2 (the subtrees of
// the outermost nodes with a right guess in the class; the first 300,000
// positions of each search of the approach graphs, regions 18 and 28 of
// TestKoTimes to the end):
//
//	                          made     right guess  plain (4)  no leaning below (3)
//	6-point graph, Black      299,972  298,675      107        269
//	6-point graph, White      299,967  298,097      100        453
//	7-point diagram, Black    259,962  297,672      993        15,075
//	7-point diagram, White    271,371  297,548      1,053      63,347
//	region 18, Black          378,903  212,854      10,605     19,925
//	region 18, White          283,614  221,084      0          9,305
//	region 28, Black          174,852  22,191       5,119      9,719
//	region 28, White           82,290  17,191       0          4,556
//
// (The White searches of regions 18 and 28 make no plain node: those are
// the sym nodes the Black search made first, shared by Claim S; the White
// searches of the approach graphs were run alone, the Black one not
// finishing. "no leaning below": no position of the subtree has a raw wall that leans,
// a common tail or a fallback; the 7-point figures count the positions of
// run systems' searches too, hence more than made.) 299,259 of the 6-point
// graph's 299,972 nodes (Black) have a leaning wall below them. So even an
// oracle for "does not lean" leaves the approach ko where it is, and a
// class that a proof can check (plain) spares 0.04%. The walls of the
// approach ko cannot be proved by a bounded search under the cap as
// generalized thermography defines it (the mast from the highest meeting
// point): the search needs every move of both players wherever a wall leans
// below, which is the full search the guesses were to spare.
//
// Round 16 measured the same classes again (the instrumentation rebuilt,
// not kept: ko16-instrumentation.patch in the round's notes; TestKoTimes,
// 1 M positions a hypothesis, on the code before runsKnown): the nodes
// each search made, those whose board, komaster and retake target had a
// node under another history before, those of them with the same result
// (value, tvalue, walls, flags), and the positions in the subtrees of the
// outermost right guesses, all and plain (the run systems' combines made
// below them counted, as TestKoTimes counts positions):
//
//	                   positions  made     met before  same     right guess  plain (4)
//	region 86, Black   423,562    351,978  309,674     299,573  379,688      173,469
//	region 86, White   466,388    281,459  267,595     260,234  451,799      132,981
//	region 18, Black   403,398    370,760  209,610     159,938  237,363      10,605
//	region 18, White   283,552    277,274  218,570     171,843  221,031      0
//	region 28, Black   174,852    174,852  26,646      16,856   22,191       5,119
//	region 28, White   82,290     82,290   21,347      11,809   17,191       0
//
// Region 28's boards seldom come back (15% and 26% of its nodes): no
// guess from another history can spare it much, whatever the proof.
// Region 86's nearly all do (88% and 95%), with the same result in 97%,
// and the plain class holds 41% and 29% of its positions, the most
// measured. But plain is itself a statement over the subtree under the
// new history (G1, step 5: no refused take anywhere below), which a
// proof that follows one move of the winner cannot show; none was
// written.
//
// A structural proof of plain, for every history at once, would be that
// no line of play from the board ever makes a take (a capture of one
// stone losing none): then no take is refused or retaken below, under any
// history, and the walls follow from tvalue (G3). Round 18 counted the
// boards it could apply to (a throwaway trace: from each position made, a
// walk over every board reachable by legal moves, superko ignored, until
// a take; TestKoTimes, 1 M positions a hypothesis): in region 86, 3,674
// of the Black search's 337,278 positions made and none of the White
// one's 67,822 have no reachable take. Every board below such a board has
// none either, so the class spares at most those positions, 0.6% of 86's
// 661,613, whatever the proof; not built. The same count elsewhere (Black;
// White none): 18 24,334 of 370,760, 28 26,722 of 174,852, 57 6,096 of
// 86,542, 78 3,897 of 109,915, 109 3,438 of 91,306.
//
// Nor can the history be ignored: a memo by board, komaster and retake
// target alone (the last node made, whatever the history; measured once,
// not kept) gives the 6-point graph without its approach point (exact:
// placid, count 2/3, miai value 7/3, 471 + 328 positions) as hyperactive,
// White komaster count 5/3 and miai value 4/3, in 79 + 50 positions.
//
// What would open the way (not done): a statement over all histories at
// once, checked as a whole, rather than a proof by bounds (komaster_runs.go,
// Claim U, whose systems on the approach graph do not settle: 2,005
// distinct nodes by 1 M positions); or fewer histories by definition (rules
// 1 and 2 refuse every repeated board, though almost no refusal on the
// approach graph is a ko: 197 k of its refusals replay boards without a
// capture, 30 k are takes), which would change values and needs the brute
// force to follow.
