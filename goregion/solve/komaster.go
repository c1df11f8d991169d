package solve

import (
	"cmp"
	"context"
	"encoding/binary"
	"fmt"
	"hash/maphash"
	"math/big"
	"math/bits"
	"slices"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/goregion"
)

// This file holds the ko analysis of a region: its values, counts and miai
// values under each komaster hypothesis (doc.go, "# Ko", points here).
//
// # What a Go player means by the value of a ko
//
// Under the thesis's rules (FORMATS.md §3) positional superko binds both
// players along the local line, forever. On the minimal ko
//
//	#XO#
//	X.xO
//	#XO#
//
// White's capture at B2 can never be retaken, and a player a ban leaves
// without a move has lost the local game: C2 becomes White's territory and
// the value is {0|-2}. In a game the ban is lifted by a move elsewhere (a
// ko threat), and what a ko is worth depends on who has more threats.
// Berlekamp's komaster ("The Economist's View of Combinatorial Games",
// Games of No Chance, MSRI 29, 1996) is the player who can win a ko without
// ignoring a threat; the other is the koloser. Generalized thermography
// (Müller, Berlekamp and Spight, ICSI TR-96-030, 1996; Müller, IJCAI-97;
// Spight, "Go thermography: the 4/21/98 Jiang–Rui endgame", More Games of
// No Chance, 2002) gives a ko position, under each komaster, a thermograph
// whose walls have slopes ±1/k (k the net local moves of a line), whose mast
// is the count and whose temperature is the miai value.
//
// # The komaster hypotheses, as computed here
//
// With X komaster and Y koloser, the local game is played on the boards of
// the region with the thesis's moves (Tromp–Taylor captures, single-stone
// suicide illegal, each prisoner one point) and these ko rules:
//
//  1. Y may not recreate any board of the local line (Y never wins a ko
//     back: a retake would be answered by X's threat and retake).
//  2. X may not recreate a board of the line either, except by a retake: a
//     move right after Y's move that captures exactly one stone and
//     recreates the board before Y's move.
//  3. A player refused a ko (re)take, a move that captures exactly one
//     stone and loses none (by rule 1, or by rule 2 for X), may play
//     elsewhere (a ko threat's tenuki); the opponent must then answer
//     locally, the komaster with a move that loses none of her stones (she
//     is never made to answer with a suicide: with no other answer she lets
//     the ko stand, and the position is as if the refused player had not
//     that move). A refusal of any other move (the replay of a cycle that
//     is not a ko) lifts no ban: the player simply has not that move. The
//     komaster wins the ko without delaying: Spight's komaster,
//     who uses a threat to win the ko but not to put off ending it (a
//     "komonster", Sensei's Library "Komaster", would).
//
// Rules 1 and 2 make every line finite (each move of Y, and each move of X
// that is not a retake, makes a new board). Rule 3 is the thermograph's
// (below); the short game is the value a Go player means:
//
// # The value under a komaster ([KomasterResult.Value])
//
//  1. The moves are those of rules 1 and 2, from the region's board.
//  2. Y's ko moves are not Y's options: a move rule 1 refuses that is not a
//     suicide, and a take X may retake at once (it captures one stone, and
//     X's move on that point captures exactly the taker and gives the board
//     back). Under the hypothesis Y never wins a ko: such a take and its
//     retake change nothing (the same board, one prisoner each), and a ban
//     only makes Y wait, which never wins the ko either.
//  3. A point where Y has a ko move that captures one stone is a ko X has
//     won. X's move there that loses no stone is a fill: it ends the ko.
//  4. Where X has fills, her fill takes no tempo: the position is worth
//     the position without the fills (X keeps the ko open, and may fill
//     later) if that is at least as good for X as every fill in the order
//     of games, else X's best fill (she ends the ko at once: Spight's
//     komaster does not delay, rule 3). A Go player does not count the
//     connection of a won ko as a move: it gains nothing, and the ko point
//     is nobody's territory (rule 1 read literally would make it X's,
//     because Y may never play there). Where no fill is best (they are
//     incomparable), the options stay as steps 1 and 2 leave them, and
//     [KomasterResult.KeptChoice] says so.
//  5. Elsewhere the value is {Black's options | White's options} of steps
//     1 and 2, each option the value after the move plus its prisoners.
//
// On the minimal ko, with White komaster, White's take (one prisoner)
// leaves Black's retake refused: C2 is White's won ko, keeping it open gives
// {|} = 0 and so does her fill, so the take gives −1 and the value is
// {0|−1}. With Black komaster, Black retakes White's take at once (step
// 2): B2 is Black's won ko, the open position and the fill are 0, and the
// value is 0: White's capture gains nothing. (Keeping White's take as an
// option, a threat Black must answer, would give tiny-one {0||0|−1}: Black's
// connection would gain an infinitesimal by removing a take that, under the
// hypothesis, cannot win anything.) Where no ko arises steps 2 to 4 never
// apply, and the value is the thesis's superko value.
//
// The komaster's value is never worse for her in the stops, nor her count
// (both checked on random regions). The count once was, when rule 3 made
// the komaster answer with a suicide: on the dead stone in White's eye
//
//	#OXO
//	.xoo
//	#OXO
//
// White's capture at A2 is a ko (Black retakes at B2). With White komaster
// Black's retake is refused, Black plays elsewhere and White answers by
// filling B2, her own territory: L = t after the take, so White's line is
// R(t) = −1 + 2t, Black's only move (the suicide at A2) L(t) = −4 − t, the
// position is cold and its count the simplest number between −4 and −1,
// −2. With Black komaster Black retakes and White, refused, plays
// elsewhere; Black's only answer is the suicide, so he lets the ko stand:
// the retaken position has Black's suicide (−4) and no White move, the
// number 0 (the eternal ko: his stone stays, A2 is nobody's). After White's
// take Black retakes (+1) or White fills (0): {1|0}, mast 1/2 from t = 1/2;
// so White's line is R(t) = 0 below t = 1/2, and the count is the simplest
// number between −4 and 0, −1. (Forced into the suicide, Black got −3,
// below White komaster's −2.) TestKoRule3Counts checks these and two more
// such regions.
//
// The komaster's value need not be better for her in the order of games:
// 0 and {0|−1} above are incomparable, and on the approach ko
//
//	#XO##
//	X.x.O
//	#XOO#
//
// Black komaster gives ↓ and White komaster 0: with Black komaster White's
// approach at D2 leaves a ko Black has won and fills without a tempo, with
// White komaster Black must answer it, and the last move changes hands.
//
// # The generalized thermograph ([KomasterResult.Thermograph])
//
// The thermograph keeps every move of rules 1 and 2 (Y's takes included)
// and rule 3: at temperature t, with L_t and R_t the walls (Black and White
// first, each local move taxed t),
//
//	L(P)(t) = max over Black's moves P→Q of R(Q)(t) + prisoners − t
//	R(P)(t) = min over White's moves P→Q of L(Q)(t) − prisoners + t
//
// and where Black was refused a ko take, L(P) = max(L(P), R(P)) (Black plays
// elsewhere and White must answer), likewise for White. Such a position
// has no mast (its walls go to the parent as they are: the answer is
// forced); any other position's walls are capped by the mast, which rises
// from the highest temperature where L ≥ R (generalized thermography: the
// komaster's advantage shows only below the temperature, Berlekamp 1996),
// or, where the walls coincide from some temperature on, from the start
// of that common tail. A cold position (L < R at t = 0) is a number, the
// simplest between them; without any ko below, the thermograph is
// Conway's, of the short game. Where the walls never meet (interlocked
// kos: forced answers keep a first move worth the same at every
// temperature) the thermograph falls back to Conway's and
// [KomasterResult.Interlocked] says so. The thermograph taxes the fill of a
// won ko as a local move, the value does not (step 4): on the minimal ko
// the count is −1/3 under either komaster while the values are 0 and
// {0|−1}, and in general the walls at t = 0 need not be the stops of the
// value (they are where no ko arises); on every region checked they stand
// within them (ko_test.go's TestKoProperties).
//
// On the minimal ko, with White komaster, White's line is take (−1) and,
// when Black plays elsewhere, connect: R(t) = −1 + 2t, slope 1/2; Black's
// is connect: L(t) = −t; they meet at t = 1/3, x = −1/3: the count −1/3
// and the miai value 1/3 of Sensei's Library "Half-point ko". With Black
// komaster, White's take is retaken at once below t = 1/3, where both walls
// are −t, and the mast is the same: the minimal ko is placid.
//
// The neutral count ([KoAnalysis.Neutral], FORMATS.md §6's ko_count) takes
// Black's wall from the Black-komaster analysis and White's from the
// White-komaster one: each side wins the ko it starts, and the swing is
// shared among the net local moves each side needs (Sensei's Library
// "Half-point ko", "Three step ko").
//
// Spight's kinds ([KoKind]): none (no move is ever refused by the ko rules
// and X never retakes: then both values and thermographs are the superko
// ones), placid (same count and miai value under either komaster), active
// (same count, different miai value), hyperactive (different counts).
//
// Counting: prisoners and territory as in the thesis. A published count in
// Japanese counting is the same number where the published resolutions
// leave no ko and no dame unfilled; territory-and-prisoner diagrams convert
// point for point.

// Komaster names a ko hypothesis.
type Komaster int8

// The ko hypotheses.
const (
	// Superko is the thesis's rule: positional superko binds both players
	// along the local line (FORMATS.md §3).
	Superko Komaster = iota
	// BlackKomaster lets Black retake any ko at once; White may never
	// recreate a board of the line.
	BlackKomaster
	// WhiteKomaster lets White retake any ko at once; Black may never
	// recreate a board of the line.
	WhiteKomaster
)

// String returns "superko", "black" or "white", the spellings of the
// --ko flag.
func (k Komaster) String() string {
	switch k {
	case BlackKomaster:
		return "black"
	case WhiteKomaster:
		return "white"
	}
	return "superko"
}

// ParseKomaster returns the hypothesis named "superko", "black" or "white".
func ParseKomaster(s string) (Komaster, error) {
	switch s {
	case "superko", "":
		return Superko, nil
	case "black":
		return BlackKomaster, nil
	case "white":
		return WhiteKomaster, nil
	}
	return Superko, fmt.Errorf("solve: unknown ko hypothesis %q: want black, white or superko", s)
}

// KoKind is Spight's classification of a ko position by its sensitivity to
// who is komaster.
type KoKind int8

// The kinds of ko.
const (
	// KoNone: no ko arises: no move is ever refused by the ko rules and the
	// komaster never retakes.
	KoNone KoKind = iota
	// KoPlacid: neither the count nor the miai value depends on the komaster.
	KoPlacid
	// KoActive: the count does not depend on the komaster, the miai value does.
	KoActive
	// KoHyperactive: the count depends on the komaster.
	KoHyperactive
)

// String returns "none", "placid", "active" or "hyperactive".
func (k KoKind) String() string {
	switch k {
	case KoPlacid:
		return "placid"
	case KoActive:
		return "active"
	case KoHyperactive:
		return "hyperactive"
	}
	return "none"
}

// KomasterResult is the analysis of a region under one komaster.
type KomasterResult struct {
	Komaster Komaster
	// Value is the short game a Go player means under this komaster
	// (komaster.go's header, steps 1 to 5): the koloser's ko moves are not
	// options, and the komaster's fill of a ko she has won takes no tempo.
	Value cgt.Game
	// Thermograph is the generalized thermograph under this komaster: its
	// mast is the count, its temperature the miai value.
	Thermograph *KoThermograph
	// Ko reports whether a ko arose: the koloser was refused a move that is
	// not a suicide, or the komaster retook.
	Ko bool
	// Interlocked reports that in some position the generalized walls never
	// met (forced answers keep a first move worth the same at every
	// temperature, as where several kos interlock); there the thermograph
	// is Conway's of the position's short game.
	Interlocked bool
	Nodes       int // positions explored
	// Resolved reports that the region is a ko the komaster has won (step 4
	// of the value): Value is then the position without her fills, or her
	// best fill (one of her first moves), taken without a tempo. The first
	// moves leave out the koloser's ko moves, as everywhere.
	Resolved bool
	// KeptChoice reports that in some position of the search the komaster's
	// fills were incomparable and keeping the ko open was not better: there
	// the value keeps them as her moves (step 4).
	KeptChoice      bool
	certsChecked    int // tests: the nodes found by a certificate searched again (Options.koCheckCerts)
	runsFullChecked int // tests: the checks of a run's statements compared with every subset (Options.koFullCheck)
	runsChecked     int // tests: the runs whose statements were checked and used (komaster_runs.go)
	runsResumed     int // tests: the failed systems resumed that passed their check (komaster_runs.go, resume)
	runsKnownUsed   int // tests: the systems of a known shape built before runsEarly that passed their check (komaster_runs.go, runNode)
	wallsReused     int // tests: the envelopes and finish results combineWalls found remembered
	// LeftMoves and RightMoves are the first moves of Black and White under
	// this hypothesis, in the order of the board points, each with the short
	// game it leads to (prisoners included) and the marks of Blom §4.1.
	LeftMoves, RightMoves []Option
}

// KoAnalysis is the result of AnalyzeKo.
type KoAnalysis struct {
	Kind         KoKind
	Black, White KomasterResult
	// Neutral is the thermograph of a Go player's count: the left wall of
	// the Black-komaster analysis (Black wins the ko he starts) and the right
	// wall of the White-komaster analysis (White wins the ko she starts).
	// Its mast and temperature are the count and miai value of FORMATS.md
	// §6's ko_count and ko_temperature.
	Neutral *KoThermograph
}

// Result returns the analysis under komaster k (BlackKomaster or
// WhiteKomaster).
func (a *KoAnalysis) Result(k Komaster) *KomasterResult {
	if k == WhiteKomaster {
		return &a.White
	}
	return &a.Black
}

// AnalyzeKo returns the ko analysis of a region: its values, thermographs,
// counts and miai values with Black and with White as komaster, the neutral
// count and miai value, and Spight's kind of ko. The region is one game, as
// with Options.WholeLine (at most 64 points that are not immortal stones).
// opts.MaxNodes bounds the positions of each hypothesis, opts.MaxMemory
// the memory in use (ErrMemoryLimit, as Solve); the context stops the
// search.
func AnalyzeKo(ctx context.Context, pos *goregion.Position, opts Options) (a *KoAnalysis, err error) {
	qAcquire() // the walls' big values live until the last AnalyzeKo ends
	defer qRelease()
	parts := splitParts(pos, true)
	var pts []int
	if len(parts) > 0 {
		pts = parts[0]
	}
	e, start, err := newEngine(pos, pts)
	if err != nil {
		return nil, err
	}
	a = &KoAnalysis{}
	var roots [2]*kmNode
	free := map[string]*kmNode{}                  // the sym nodes, shared (kmNode.sym, Claim S)
	ids := newIDTable()                           // the boards' numbers in dep, shared
	shapes := map[string]bool{}                   // the shapes whose early systems failed, shared (komaster_runs.go, buildRun)
	known := &knownShapes{work: map[string]int{}} // the shapes whose systems passed, shared (komaster_runs.go, runNode)
	for i, km := range []goregion.Color{goregion.Black, goregion.White} {
		s := &kmSearch{e: e, ctx: ctx, max: opts.MaxNodes, maxMem: opts.MaxMemory, km: km, memo: map[string]*kmNode{}, free: free, noReach: opts.noReach,
			noCert: opts.noCert, ids: ids, noTarget: opts.noKoTarget, noRetake: opts.noKoRetake, noSym: opts.noKoSym, noDom: opts.noKoDom, noRefused: opts.noKoRefused, checks: opts.koCheckCerts,
			noWallsCache: opts.noKoWallMemo}
		if !opts.noKoRuns {
			s.runsAt, s.runsEarly, s.earlyBoards = runsAt, runsEarly, maxEarlyBoards
			if opts.koRunsAt > 0 {
				s.runsAt, s.runsEarly = opts.koRunsAt, opts.koRunsAt
			}
			if opts.koRunsEarly > 0 {
				s.runsEarly = opts.koRunsEarly
			}
			if opts.koEarlyBoards != 0 {
				s.earlyBoards = max(opts.koEarlyBoards, 0)
			}
			if opts.noKoRunsEarly {
				s.runsEarly = s.runsAt
			}
			// The shapes of failed early systems are shared by the two
			// searches: the same fight beside the same stones mostly
			// fails under either komaster too (TestKoTimes's region 18:
			// one 28-board system failing after 20,000 combines in both;
			// TestKoDump's small 88). Which runs get a system changes the
			// positions only (komaster_runs.go, runNode, steps 1-3).
			s.noShapes, s.earlyFailed = opts.noKoShapes, shapes
			if opts.koShapesApart {
				s.earlyFailed = map[string]bool{}
			}
			if !opts.noKoKnown {
				s.runsKnown, s.known = runsKnown, known
				if opts.koRunsKnown > 0 {
					s.runsKnown = opts.koRunsKnown
				}
			}
			s.noResume, s.runsWork, s.runsWorkCap = opts.noKoResume, minRunWork, runsWorkCap
			s.bigRunsShared = opts.koBigShared
			if opts.koRunsWork > 0 {
				s.runsWork, s.runsWorkCap = opts.koRunsWork, 0
			}
			s.runs = map[stones]*runState{}
			s.runsFullCheck = opts.koFullCheck
		}
		s.push(start, goregion.Empty)
		root := s.solve()
		if s.err != nil {
			return nil, s.err
		}
		th, err := root.thermograph()
		if err != nil {
			return nil, err
		}
		r := a.Result(BlackKomaster + Komaster(i))
		*r = KomasterResult{Komaster: BlackKomaster + Komaster(i), Value: root.value, Thermograph: th, Ko: s.ko, Interlocked: s.fallback, Nodes: s.nodes,
			Resolved: root.resolved}
		r.LeftMoves, r.RightMoves = s.firstMoves(pos)
		if s.err != nil {
			return nil, s.err
		}
		r.KeptChoice = s.choice
		r.certsChecked = s.checked
		r.runsChecked = s.runsChecked
		r.runsResumed = s.runsResumed
		r.runsKnownUsed = s.runsKnownUsed
		r.wallsReused = s.wallsReused
		r.runsFullChecked = s.runsFullChecked
		markOptions(r.LeftMoves, r.Value, true)
		markOptions(r.RightMoves, r.Value, false)
		roots[i] = root
	}
	// Neutral: Black's wall from the Black-komaster analysis, White's from
	// the White-komaster one (Conway's when neither has a tenuki and they
	// are one game).
	neutral := &kmNode{kmWalls: &kmWalls{raw0: &rawWalls{l0: roots[0].raw0.l0, r0: roots[1].raw0.r0}}, tvalue: roots[0].tvalue,
		plain: roots[0].plain && roots[1].plain && roots[0].tvalue == roots[1].tvalue}
	if a.Neutral, err = neutral.thermograph(); err != nil {
		return nil, err
	}
	a.Kind = classify(a)
	return a, nil
}

// classify returns Spight's kind of the analysed region.
func classify(a *KoAnalysis) KoKind {
	switch b, w := a.Black.Thermograph, a.White.Thermograph; {
	case !a.Black.Ko && !a.White.Ko:
		return KoNone
	case b.Mast.Cmp(w.Mast) != 0:
		return KoHyperactive
	case b.Temperature.Cmp(w.Temperature) != 0:
		return KoActive
	}
	return KoPlacid
}

// kmSearch is the search of one komaster hypothesis.
type kmSearch struct {
	e      *engine
	ctx    context.Context
	max    int
	maxMem int64          // Options.MaxMemory
	km     goregion.Color // the komaster
	line   []stones
	perm   []stones
	run    []int
	by     []goregion.Color // by[i]: the player whose move made line[i] (Empty for the start)
	memo   map[string]*kmNode
	// free holds the nodes of both searches whose subtree is sym
	// (kmNode.sym; the ko-free ones among them), by board and recurrable
	// boards only: they are the same under either komaster and whoever
	// moved last (Claim S).
	free map[string]*kmNode

	noReach bool // no test (3) of G(C) in the key (Options.noReach)
	noSym   bool // share only ko-free nodes between the searches (Options.noKoSym)
	noDom   bool // dep keeps the boards of dominated moves (Options.noKoDom, Claim D)
	// noRefused: dep keeps the boards of refused moves (Options.noKoRefused, Claim R)
	noRefused bool
	refNodes  []*kmNode // scratch of dominated
	ownBuf    []int32   // scratch of markElsewhere
	// checks, in tests, is the number of nodes found by a certificate
	// still to be searched again without certificates (checkCert)
	checks  int
	checked int  // the nodes found by a certificate searched again
	noCert  bool // no certificates (Options.noCert)
	// noTarget: the key keeps the retake's target where no retake can
	// happen (Options.noKoTarget)
	noTarget bool
	// noRetake: the key keeps the retake's target where the komaster's
	// move on the captured point does not retake (Options.noKoRetake)
	noRetake bool
	// ids holds a number for each board met (kmNode.dep) and, by board,
	// the nodes with a certificate (kmNode.dep), grouped by dep and found
	// by their hits (certSet): shared by both searches, each of which has
	// its own sets but the sym ones (boardCerts).
	ids *idTable
	rem map[[2]stones][2]uint64 // removedBy of (board, permanent stones)
	// remAt[i] is rem of line[i] and its permanent stones where remOK[i]
	// (reachable)
	remAt   [][2]uint64
	remOK   []bool
	keyBuf  []byte   // scratch of key
	histBuf []stones // scratch of key: the recurrable boards
	hists   []stones // the recurrable boards of the keys of the line, a stack (solve)
	deps    []uint32 // the boards of the deps of the positions of the line, a stack (solve)
	arena   qArena   // the shifted walls of one position (solve)
	// mark[id] == stamp: the board numbered id is already in the dep being
	// gathered (solve)
	mark    []uint32
	stamp   uint32
	histIDs []uint32 // the numbers of the boards of histBuf (solve)
	kids    []kmKid  // the solved moves of the positions of the line, a stack
	wsBuf   []rpl    // scratch of solve: the walls of one position's options
	// refs: the refused moves of the positions of the line (no child), a
	// stack, for Claim R
	refs []kmKid
	// probing: key leaves the board itself out of the recurrable boards
	// (probe: a refused move's board is also in the history), and
	// certified does not count the use
	probing bool
	dropBuf []bool // scratch of dominated
	// settledNodes: the node of each settled board met (its value is the
	// board's whatever the history: settled)
	settledNodes map[stones]*kmNode
	conway       map[cgt.Game]kmConway // the walls of plain nodes by tvalue (walls)

	games gameCache // cgt.New of small option lists (newGame)
	// wallsCache holds what finish made of the walls of a position's
	// options (wallsKey), and interned the walls of the nodes below the
	// root by their contents (intern), so that equal walls are one
	// pointer: see wallsKey.
	wallsCache   map[wallsKey]wallsResult
	interned     map[uint64]*kmWalls
	scratchWalls kmWalls
	noWallsCache bool // Options.noKoWallMemo
	// sideEnvs, wallIDs and finishes: in a combine's search
	// (runSystem.f), the envelopes of one side's options' walls and what
	// finish made of them (combineWalls)
	sideEnvs map[string]sideEnv
	wallIDs  map[*kmWalls]uint32
	finishes map[finishKey]wallsResult
	envBuf   []byte
	// wallsReused counts what combineWalls found remembered (tests): in
	// the search, over its systems' combines
	wallsReused int
	// slabs hands out the nodes, walls and deps this search keeps, from
	// blocks (fewer allocations; see kmSlabs)
	slabs kmSlabs

	nodes    int
	ko       bool
	fallback bool
	choice   bool // some resolution kept the komaster's choice (kmNode.choice)
	err      error

	// hook, in the search of a run's combine (runSystem), gives the
	// nodes of the positions below hookDepth boards of the line
	hook      func(*kmSearch, int) *kmNode
	hookDepth int
	// runs holds the state of each run (komaster_runs.go) by its
	// permanent stones: its statements, the positions made in it, the
	// count at which it is tried again (runState); runAt[i], where line[i]
	// is the first board of its run, is the state of the run once looked
	// up while line[i] is on the line (nil: not yet); runsAt the count that first builds the statements (0:
	// never), runsEarly the count that first builds those of runs of at
	// most earlyBoards boards (maxEarlyBoards)
	runs        map[stones]*runState
	runAt       []*runState
	runsAt      int
	runsEarly   int
	earlyBoards int
	// earlyFailed: the shapes of the runs whose early systems failed, in
	// either search (shared by AnalyzeKo)
	// (noShapes: none kept)
	earlyFailed map[string]bool
	noShapes    bool
	// known: the shapes of the runs whose systems passed, in either
	// search (shared by AnalyzeKo; nil: none kept); runsKnown: the
	// positions after which a run of such a shape gets its system
	// (komaster_runs.go, runNode)
	known         *knownShapes
	runsKnown     int
	runsKnownUsed int // the systems of a known shape built early that passed (tests)
	// failedRuns: the failed systems, by their permanent stones, kept to
	// be resumed (komaster_runs.go, resume; noResume: none kept);
	// runsWork, runsWorkCap: the combines a system may make however few
	// positions its run has made (minRunWork), and the most its multiple
	// of them gives (runsWorkCap; komaster_runs.go, workOf)
	failedRuns  map[stones]*runSystem
	noResume    bool
	runsWork    int
	runsWorkCap int
	// bigRunsShared (tests): a resumed system of a run of more than
	// bigRunBoards boards keeps a bigRunShare-th of the work, as before
	// round 11 (komaster_runs.go, bounds)
	bigRunsShared bool
	// runsResumed: the resumed systems that passed their check (tests)
	runsResumed int
	// runsFullCheck (tests): each check of a statement also goes over
	// every subset of its children's boards and E's, and panics where the
	// signatures differ from check's (komaster_runs.go, check)
	runsFullCheck   bool
	runsFullChecked int // the checks of a statement so compared
	// runsChecked: the runs whose statements passed their check
	runsChecked int
}

// kmNode is a solved position of a komaster search.
type kmNode struct {
	value cgt.Game
	// tvalue is the short game of every move of rules 1 and 2 (a ban read
	// as no move; steps 2 to 4 left out): a plain node's walls are its
	// Conway thermograph.
	tvalue cgt.Game
	// The walls, set by finish or setMast: nil on a plain node whose walls
	// no parent has needed (most of the table, so they are kept apart).
	*kmWalls
	// dep holds the numbers (kmSearch.id) of the boards with the node's
	// permanent stones that a move of its subtree makes, off the line
	// from the node to that move, sorted; its hits are the recurrable
	// boards of its key among them. The node holds for any other history
	// whose recurrable boards among dep are its hits (Claim K). depOver:
	// too many to keep, no certificate. (The flags come after it: a node
	// is 64 bytes.)
	dep   []uint32
	raw   bool // the koloser may only tenuki: the komaster must answer, no mast
	plain bool // no tenuki in the subtree: the walls are Conway's, of tvalue
	// fallback: the raw walls never meet and the thermograph is Conway's
	fallback bool
	// hasMast: the walls hold the mast and temperature (set by setMast; a
	// raw node has none)
	hasMast bool
	// resolved: the koloser has no move but ko moves (refused, or takes the
	// komaster retakes at once): the value is the komaster's resolution.
	resolved bool
	// choice: the komaster had fills and none was best: the value keeps
	// them as her moves.
	choice bool
	// kofree: no move of the subtree recreates a board of the line (none
	// is refused, none is a retake) and none captures one stone that the
	// opponent could retake at once. The komaster rules then change
	// nothing: the search of the subtree is the same under either komaster
	// and whatever the retake's target (the key's first part), so the node
	// is shared through kmSearch.free.
	kofree bool
	// sym: no move of the subtree is a take to a board of the line (a
	// move that captures one stone and loses none: refused, or a retake)
	// and none captures one stone that the opponent could retake at once.
	// The komaster rules then refuse exactly the moves to boards of the
	// line, whoever is komaster and whatever the retake's target, and take
	// nothing out of the value: the node is the same in both searches
	// (Claim S) and is shared through kmSearch.free like a ko-free one.
	// Every ko-free node is sym.
	sym bool
	// ko: some move of the subtree was refused that is not a suicide, or
	// was a retake (what makes KomasterResult.Ko): a search that finds the
	// node in a table takes it over.
	ko      bool
	depOver bool // dep: too many to keep, no certificate
	// choiceIn and fallbackIn: some node of the subtree, the node itself
	// included, has choice, respectively fallback (what makes
	// KomasterResult.KeptChoice and Interlocked, as ko makes Ko). Claims
	// D and R keep them as they keep ko, and a search that finds the node
	// in a table takes them over (absorb).
	choiceIn, fallbackIn bool
}

// kmWalls are the walls of a kmNode.
type kmWalls struct {
	l, r rpl // the walls the parent sees: capped at the mast unless raw
	// mast and temp are the count and the miai value, where the node's
	// hasMast (the walls of a plain node are shared by the nodes of its
	// short game, kmSearch.conway, mast included)
	mast, temp q
	// raw0 holds the raw walls (the best local first move of each player,
	// taxed), kept only where a thermograph may be drawn from them: on a
	// root, on the neutral node and on settled nodes. Why no other node
	// needs them:
	//
	//  1. the raw walls are read by setMast (the mast of a node that is
	//     not plain), by thermograph and by AnalyzeKo's neutral node;
	//     a parent reads only l and r (walls)  [grep l0, r0]
	//  2. a node that is not plain gets its mast in finish, from the l0
	//     and r0 finish is given, or is raw and has no mast; a plain node's
	//     mast is Conway's, of its tvalue  [finish, setMastOf, setMast]
	//  3. thermograph and the neutral node read the roots' raw walls only;
	//     a root is solved at n = 1, where finish keeps them (keep), or is
	//     settled (raw0 set), or, in the second search, is a node of the
	//     first found in the shared tables: a sym node, which is plain
	//     (Claim S, step 4), whose raw walls were never set before either
	//     (a plain node below the root returns before finish)  [solve]
	//  4. so every read of raw0 finds what l0, r0 held before  [1-3] ∎
	raw0 *rawWalls
}

// rawWalls are the raw walls of a kmNode (kmWalls.raw0).
type rawWalls struct{ l0, r0 rpl }

// retaken reports whether the move of cur's koloser that made r is a take
// the komaster may retake at once: it captured one stone and lost none,
// and the komaster's move on the captured point captures exactly the taker
// and recreates cur (a retake by rule 2). Such a retake undoes the take
// exactly: the board is cur again and each side has taken one prisoner.
func (s *kmSearch) retaken(cur stones, r playResult) bool {
	return s.retakenBy(cur, r, s.km)
}

// retakenBy is retaken with km the player who retakes.
func (s *kmSearch) retakenBy(cur stones, r playResult, km goregion.Color) bool {
	if r.captured != 1 || r.lost != 0 {
		return false
	}
	mine, after := cur.b, r.next.b
	if km == goregion.White {
		mine, after = cur.w, r.next.w
	}
	q := bits.TrailingZeros64(mine &^ after)
	back, ok := s.e.play(r.next, q, km)
	return ok && back.next == cur && back.captured == 1 && back.lost == 0
}

// kmValue returns the value of a position under komaster km (its games
// made by c) from the
// values of its options (lefts, rights: the koloser's ko moves left out),
// those of the komaster split into her fills and the rest (step 4 of the
// value, komaster.go's header): where there are fills, the position without
// them if it is at least as good for her as every fill, else her best fill,
// taken without a tempo (resolved); where no fill is best, the options as
// they are (choice).
func kmValue(c *gameCache, lefts, rights, fills, rest []cgt.Game, km goregion.Color) (v cgt.Game, resolved, choice bool) {
	if len(fills) == 0 {
		return c.new(lefts, rights), false, false
	}
	better := func(a, b cgt.Game) bool { // a at least as good as b for km
		if km == goregion.White {
			return a.LessEq(b)
		}
		return b.LessEq(a)
	}
	best := func(a cgt.Game, bs []cgt.Game) bool {
		for _, b := range bs {
			if !better(a, b) {
				return false
			}
		}
		return true
	}
	open := c.new(rest, rights) // the komaster keeps the ko open
	if km == goregion.White {
		open = c.new(lefts, rest)
	}
	if best(open, fills) {
		return open, true, false
	}
	for _, f := range fills {
		if best(f, fills) {
			return f, true, false
		}
	}
	return c.new(lefts, rights), false, true
}

func (s *kmSearch) push(b stones, by goregion.Color) {
	p := s.e.permanent(b)
	run := len(s.line)
	if n := len(s.line); n > 0 && p == s.perm[n-1] {
		run = s.run[n-1]
	}
	s.line = append(s.line, b)
	s.perm = append(s.perm, p)
	s.run = append(s.run, run)
	s.by = append(s.by, by)
	s.remAt = append(s.remAt, [2]uint64{})
	s.remOK = append(s.remOK, false)
	s.runAt = append(s.runAt, nil)
}

func (s *kmSearch) pop() {
	n := len(s.line) - 1
	s.line, s.perm, s.run, s.by = s.line[:n], s.perm[:n], s.run[:n], s.by[:n]
	s.remAt, s.remOK, s.runAt = s.remAt[:n], s.remOK[:n], s.runAt[:n]
}

// firstMoves returns the first moves from the start, in the order of the
// board points.
func (s *kmSearch) firstMoves(pos *goregion.Position) (left, right []Option) {
	cur := s.line[0]
	for empty := s.e.all &^ (cur.b | cur.w); empty != 0; empty &= empty - 1 {
		p := bits.TrailingZeros64(empty)
		for _, c := range bothColors {
			r, ok := s.e.play(cur, p, c)
			if !ok || r.next == cur || c == s.km.Opponent() && s.retaken(cur, r) {
				continue // a suicide, or a take the komaster retakes at once
			}
			s.push(r.next, c)
			child := s.solve()
			s.pop()
			if s.err != nil {
				return nil, nil
			}
			q := s.e.pts[p]
			o := Option{Player: c, Point: q, Name: pos.Board.Name(q), Value: moveOutcome{p, c, r}.plusGain(child.value)}
			if c == goregion.Black {
				left = append(left, o)
			} else {
				right = append(right, o)
			}
		}
	}
	byPoint := func(a, b Option) int { return a.Point - b.Point }
	slices.SortFunc(left, byPoint)
	slices.SortFunc(right, byPoint)
	return left, right
}

// settled returns the value of board b when it is settled territory, as
// search.settled does (Blom, Theorem 3.1, proved in search.go): a number,
// n + 2m, whatever the history. The settled player's every move makes a new
// permanent stone, so it is never refused and never a retake; the thermograph
// of the number is its mast. (A refused replay of the other player after a
// suicide of several stones could in principle let that player tenuki; the
// brute force of ko_test.go, which has no such shortcut, checks that the
// analysis agrees.)
func (s *kmSearch) settled(b stones) (cgt.Game, bool) {
	return s.e.settledValue(s.e.all, b, s.e.permanent(b))
}

// key returns the transposition key of the last board of the line: the
// board, the set of the boards of the line that can still recur (Claims 1
// and 2 of table.go: those since the permanent stones last changed that
// pass its two tests; which of them came when does not change which moves
// are legal) and the board the komaster may retake to. The claims hold
// under the komaster rules: they show boards unreachable by any moves, and
// the komaster rules only refuse or allow moves to boards of the history.
//
// The key is written to s.keyBuf, which the next call overwrites: look it
// up with string(k) (no copy) and copy it only to store it.
func (s *kmSearch) key(target stones, canRetake bool) (key []byte, retake bool) {
	n := len(s.line)
	b := s.keyBuf[:0]
	put := func(x stones) { // each word little-endian
		b = binary.LittleEndian.AppendUint64(b, x.b)
		b = binary.LittleEndian.AppendUint64(b, x.w)
	}
	// The order of the earlier boards does not matter (only the last two do,
	// and they are the board itself and the retake's target): sort them.
	// Boards the tests of table.go's Claim 2 show unreachable from here can
	// never be recreated, so never refuse a move nor allow a retake: drop them.
	hist := s.histBuf[:0]
	if s.run[n-1] < n-1 {
		cur, p := s.line[n-1], s.perm[n-1]
		tests := s.e.filterOf(cur, p)
		for i := s.run[n-1]; i < n-1; i++ {
			if h := s.line[i]; tests.passes(h) && s.reachable(cur, i, p) && !(s.probing && h == cur) {
				hist = append(hist, h)
			}
		}
	}
	sortStones(hist)
	// A retake is possible only where the koloser's move took exactly one
	// of the komaster's stones (a move adds one stone: it cannot give back
	// two, and a retake loses none, so it cannot remove the taker without
	// capturing it), only to a recurrable board, and only where the
	// komaster's move on the captured point captures exactly the taker,
	// loses none and gives the target back (the only move that can make
	// the target: it is the one board with her stone there): otherwise
	// whether the komaster may retake changes nothing (solve allows a move
	// to a board of the line as a retake only when it is that move).
	if canRetake && !s.noTarget {
		mine, now := target.b, s.line[n-1].b
		if s.km == goregion.White {
			mine, now = target.w, s.line[n-1].w
		}
		canRetake = bits.OnesCount64(mine&^now) == 1 && slices.Contains(hist, target)
		if canRetake && !s.noRetake {
			q := bits.TrailingZeros64(mine &^ now)
			back, ok := s.e.play(s.line[n-1], q, s.km)
			canRetake = ok && back.next == target && back.captured == 1 && back.lost == 0
		}
	}
	retake = canRetake
	if retake {
		b = append(b, 1)
		put(target)
	} else {
		b = append(b, 0)
	}
	put(s.line[n-1])
	for _, x := range hist {
		put(x)
	}
	s.keyBuf, s.histBuf = b, hist
	return b, retake
}

// sortStones sorts bs by b, then w: by insertion where they are few (most
// keys have a handful of recurrable boards), without a comparison function.
func sortStones(bs []stones) {
	if len(bs) > 16 {
		slices.SortFunc(bs, func(p, q stones) int {
			if p.b != q.b {
				return cmp.Compare(p.b, q.b)
			}
			return cmp.Compare(p.w, q.w)
		})
		return
	}
	for i := 1; i < len(bs); i++ {
		x := bs[i]
		j := i
		for ; j > 0 && (bs[j-1].b > x.b || bs[j-1].b == x.b && bs[j-1].w > x.w); j-- {
			bs[j] = bs[j-1]
		}
		bs[j] = x
	}
}

// reachable is test (3) of G(C) (table.go, Claim 2a) for the board h =
// s.line[i] of the run before cur, whose permanent stones are p: false
// when a stone of cur not in h stands where no line to h that adds no
// permanent stone removes one. The removable points of each board of the
// line are looked up once while it is on the line (remAt).
func (s *kmSearch) reachable(cur stones, i int, p stones) bool {
	if s.noReach {
		return true
	}
	h := s.line[i]
	if !s.remOK[i] {
		if s.rem == nil {
			s.rem = map[[2]stones][2]uint64{}
		}
		r, ok := s.rem[[2]stones{h, p}]
		if !ok {
			r[0], r[1] = s.e.removedBy(h, p)
			s.rem[[2]stones{h, p}] = r
		}
		s.remAt[i], s.remOK[i] = r, true
	}
	r := s.remAt[i]
	return cur.b&^h.b&^r[0] == 0 && cur.w&^h.w&^r[1] == 0
}

// id returns the number of board b, numbering it if new.
func (s *kmSearch) id(b stones) uint32 {
	return s.ids.number(b) // 0: never met, in no dep
}

// # Certificates of the ko search
//
// The same board comes back under many histories (region 48 of
// TestKoTimes: 1.7 M positions on 3,012 boards), and the key (key: the
// board, its recurrable boards G(C) and the retake's target) tells them
// apart even where the history changes nothing below. A node is therefore
// kept with a certificate: dep, the boards with its permanent stones that a
// move of its subtree makes, off the line from the node to that move, and
// hits, the boards of its G(C) among them.
//
// Claim K. Let N be the node of board C searched with the line H (run R,
// recurrable boards G, retake flag and target t), and H' another line to C
// with the same flag and target whose recurrable boards G' have
// G' ∩ dep = G ∩ dep (= hits). Then the search of C under H' gives the
// node N: the same value, tvalue, walls and flags.
//
// Proof, by induction on the height of the search tree below C (finite:
// rules 1 and 2 make every line finite).
//
//  1. a board B of H' ∖ R' has other permanent stones than C and is never
//     made below C; a board of R' ∖ G' is not in A(C)  [P grows (table.go's
//     Lemma); Claim 2's tests]
//  2. so a move below C, at the end of a line L from C, is refused (or is
//     the retake of t) under H' iff its board is in G' ∪ L (resp. = t), and
//     under H iff it is in G ∪ L                [1, the same for H; rules 1, 2]
//  3. a board made below C and not on L is in dep if it has C's permanent
//     stones; otherwise it is in neither G nor G'  [dep's definition; 1]
//  4. so every move below C is refused under H' iff under H  [2, 3: G' ∩ dep = G ∩ dep]
//  5. the same moves, captures and refusals give the same node, bottom up,
//     where each child is searched, found in the table, or found by a
//     certificate: the child's line under H' is H' plus the line from C,
//     and its recurrable boards meet its dep as they do under H (a board
//     of the child's dep with C's permanent stones is in C's dep by 3, one
//     with others is in neither line)          [induction; Claim 2 for the table]
//  6. the retake flag and t are the same        [assumed] ∎
//
// The settled boards need no dep (their value is the board's whatever the
// history: settled). The boards are numbered exactly (kmSearch.id), so a
// certificate never holds by a collision. A sym node (Claim S below; the
// ko-free ones are sym, with no hits) does not depend on the komaster nor
// on the target: it is kept in one certSet for both searches
// (boardCerts.free). The key keeps the retake's target only
// where the koloser's last move took exactly one of the komaster's stones
// and the target is in G (key), and the komaster's move on the captured
// point retakes (key plays it): otherwise no move can retake (a move adds
// one stone and a retake loses none; a move can make only boards of A(C);
// only a move on that point can give the target back, the one board with
// her stone there), and the node is the same with or without the target. Nodes with a
// certificate are kept only in their certSet (an equal key has equal hits),
// the others (dep over maxDep, or no bit left) under their whole key.

// # Nodes shared by the two searches
//
// Most positions of a ko search are searched twice, once under each
// komaster (TestKoTimes's region 48: 66 k positions in each search, the
// same ones), though no ko decides anything below them: their lines only
// replay long cycles that superko refuses to both players alike. A node is
// sym (kmNode.sym) when no move of its subtree is a take to a board of
// the line (a move to such a board that captures one stone and loses
// none: refused, or the komaster's retake) and no move made there
// captures one stone that the opponent could retake at once
// (retakenBy).
//
// Claim S. Let N be a sym node of board C searched under komaster X with
// the line H, retake flag and target t. Then the search of C under the
// other komaster X', or under X with another target t' (or none), with a
// line H' whose recurrable boards meet N's dep as H's do (Claim K), gives
// a node with the same value, tvalue, walls, flags (plain, kofree, sym,
// ko, resolved, choice, raw, fallback) and dep; and the search under
// each sets KomasterResult.Ko iff N.ko.
//
//  1. under either komaster, a move to a board B is refused iff B is on
//     the line, unless it is a retake; a retake is a move to a board of
//     the line that captures one stone and loses none  [rules 1 and 2]
//  2. in N's tree no move to a board of the line captures one stone and
//     loses none, and under H' the same moves are tried from the same
//     boards with the same captures, the same ones reaching boards of the
//     line   [sym; Claim K, steps 1-5, which do not use the komaster]
//  3. so under X' (or with t') no move of the tree is a retake, and each
//     search refuses exactly the moves to boards of the line: the same
//     tree, the same children, the same dep  [1, 2, induction bottom up]
//  4. no refused move captures one stone and loses none, so refused[c]
//     is false everywhere: no tenuki (rule 3), no raw node; every node is
//     plain and its walls are Conway's of its tvalue, which are the same
//     trees' short games  [solve: refused, rawAhead; 3]
//  5. blocked is empty everywhere: it holds the koloser's refused takes
//     of one stone (none, 4) and the koloser's takes the komaster may
//     retake at once (none: sym excludes a move that captures one stone
//     the opponent could retake, whoever the komaster)  [solve]
//  6. so the value is {lefts | rights} of the children's values at every
//     node, value = tvalue, no fill, resolved and choice false  [kmValue
//     is not called: same; induction]
//  7. s.ko is set below C iff a move there is refused that loses no stone
//     (no retake, 3), which is what N.ko records; a search that finds N in
//     a table sets s.ko when N.ko  [3; solve: ko; the lookups of free] ∎
//
// So the sym nodes of both searches are kept together: in kmSearch.free
// under the board and the recurrable boards, and in boardCerts.free
// with their certificates. Options.noKoSym turns this off (only the
// ko-free nodes are shared), for TestKoShortcutsAgree.

// # Dominated moves leave the certificates
//
// Claim K keeps in dep every board a move of the subtree makes, but a line
// changes a node only through the moves it refuses, and refusing a move
// whose option another option dominates changes nothing. So dep leaves out
// (kmSearch.dominated; Options.noKoDom keeps them) the board of a move M of
// a node N (board C, line H), K being the moves of N that stay, when:
//
//	(a) M keeps C's permanent stones (no other board is in a dep), is no
//	    take (it captures one stone and loses none), no fill of the
//	    komaster and no ko move of the koloser (blocked), and N is not
//	    kofree;
//	(b) a move M' of K of the same player, an option of the value and no
//	    fill (in the fills' envelope if M is, where it is read: needFill),
//	    has v(M) ≤ v(M') and tv(M) ≤ tv(M') (≥ for White), v and tv the
//	    options of value and tvalue, and, where N's walls are the
//	    envelopes of its options' (not plain, or rawAhead, or the root),
//	    M's option wall is at most M''s at every t ≥ 0 (at least, White);
//	(c) if some child is not plain, one of K is not; if N is not sym (and
//	    noKoSym is off), a take was refused at N or a child of K is not
//	    sym or is retakable; if no move at N was refused (not a suicide)
//	    nor was a retake, and no child of K has ko, every move left out
//	    loses stones and its child has no ko; if N has no choice and no
//	    child of K has choiceIn, no child left out has choiceIn; the same
//	    for fallback and fallbackIn.
//
// The moves are decided one after the other, each against a move not left
// out then; following "dominated by" from a move left out reaches one never
// left out (each step goes to a move left out later, or never), and the
// relations of (b) are transitive: each move left out is dominated by one
// of K. The dep so made, rel(N), holds the boards refused at N off the
// line, the boards of K's moves and the deps of all N's children (those
// left out included).
//
// Claim D. Claim K holds with rel(N) for dep: under a line H' with the same
// retake flag and target whose recurrable boards meet rel(N) as H's do, the
// search of C gives N's value, tvalue, walls and flags.
//
// Proof, by induction on the order the nodes are made in (each child of N
// was made, or found in a table or by a certificate that holds for its
// line, before N).
//
//  1. a move at C to a board of the line or of rel(N) is refused under H'
//     iff under H; a move left out is, under H', refused or made
//     [Claim K, steps 1-3: rel(N) ⊆ dep]
//  2. a move made under H' gives the child node it gave under H: the
//     child's line H' plus the path meets the child's dep as H plus the
//     path does (the child's dep is in rel(N) but for the boards of the
//     path from C, on both lines), and the child's node holds for every
//     such line                                 [induction; rel(N)'s definition]
//  3. so the options under H' are K's, the same, and some of those left
//     out, the same, each dominated by one of K in the same class, with
//     the same fills, blocked points, refused[c] (a move left out and
//     refused is no take) and moved[c] (M' stays), hence the same
//     rawAhead and needFill                      [1, 2; (a), (b); solve]
//  4. an option dominated by another of the same player can be added or
//     left out without changing the game (Conway, On Numbers and Games,
//     ch. 10: dominated options), so cgt's canonical forms of value
//     (kmValue's lefts, rights, rest and open) and tvalue are the same
//     (where "same" now holds it gives the same game, tvalue: no blocked
//     point, so kmValue would be {lefts|rights}); nor the envelopes of the
//     walls, the fills' included, so the walls, mast, raw and fallback
//     are the same                                 [3; (b); kmValue, finish]
//  5. plain and sym are ANDs over the children (sym also over the takes
//     refused at N, which are the same): true stays true, and false has a
//     witness in K; kofree is false under H (a), and under H' a refused
//     move left out makes it false, or the children are the same; ko is
//     true under both if a move at N was refused or retook or a child of
//     K has ko, else false under both (the children left out have none and
//     a refused one is a suicide, which sets no ko); choiceIn is N's
//     choice (the same: kmValue's fills and open are, 4) or a child's
//     choiceIn, so true under both if N has choice or a child of K has
//     choiceIn, else false under both (the children left out have none);
//     fallbackIn likewise, with fallback (the same, 4)  [2, 3; (c); solve]
//  6. dep under H' may differ, but a certificate is a property of the
//     stored node: it holds for every line that meets rel(N) as H does  ∎
//
// Claim S holds with rel for dep: a sym node has no blocked point, no fill
// and Conway's walls under either komaster (Claim S, steps 4-6), so (a) to
// (c) read the same under both, and the proof above is the same under X'.

// # Refused moves whose options are dominated
//
// The other difference between two histories is a board B of the stored
// node's history, refused below it, that the new history lacks: the move
// to B is made there, and nothing is known of the position it makes. But
// the tables may hold it: probe looks up, as solve would, the node nb of
// B under the line with B appended (B is then twice on the line, which
// changes no refusal: key, probing, leaves the board itself out of its
// recurrable boards). Where nb's option is dominated as in Claim D, B
// leaves the dep of the node N where it is refused, and nb's dep joins it
// (where that adds at most maxNewR boards; Options.noKoRefused keeps B):
//
//	(a') the refused move is no take, no fill and no ko move of the
//	     koloser (so it sets neither refused[c] nor blocked), and nb's dep
//	     is not over maxDep;
//	(b') a move M' made at N that stays (K) dominates nb's option as in
//	     Claim D (b);
//	(c') the flags: N is kofree under no line (a retake or a refusal at
//	     N that stays, or a child of K that is not kofree or is
//	     retakable); if every child of N is plain, nb is; if N is sym,
//	     nb is sym and the move is not retakable; if no move at N that
//	     stays was refused (not a suicide) nor was a retake and no child
//	     of K has ko, the move loses stones and nb has no ko; if N has no
//	     choice and no child of K has choiceIn, nb has no choiceIn, and
//	     the same for fallback and fallbackIn (and the moves Claim D
//	     leaves out are as (c) says).
//
// Claim R. Claim D holds with these boards left out too.
//
//  1. nb holds for the line L of N's line with B appended: it is found as
//     solve finds a node (Claims K, D, R, S by induction, Claims 1 and 2
//     for the tables), and L's recurrable boards, B apart, are those the
//     key of the probe holds; B, the board of nb itself, is in no dep of
//     nb, and a board on the line refuses a move whether it is there once
//     or twice                                           [probe, key; solve]
//  2. under a line H' that meets rel(N) as H does, a refused move of (a')
//     is refused again (B in H') or made (B not in H', and no retake: it
//     is no take); made, it gives nb: H' with B appended meets nb's dep
//     as L does, nb's dep being in rel(N) but for the boards of the path
//     from N, on both                                   [1; Claim K, step 1]
//  3. so the options under H' are K's, the same, and some dominated ones,
//     each by one of K in the same class: value, tvalue, walls, fills,
//     blocked, refused[c] and moved[c] as in Claim D, steps 3 and 4
//     [(a'), (b'); Claim D]
//  4. the flags: kofree stays false (its witness stays); plain and sym
//     stay true where they were (nb's are), false where they were (the
//     witnesses of (c) stay); ko, choiceIn and fallbackIn as in Claim D,
//     step 5, the refusals that stay and the moves of (c') counted
//     [(c'); solve]  ∎
//
// The search-wide flags (KomasterResult.Ko, KeptChoice, Interlocked) are
// those of the nodes the search makes and of those it finds in its tables
// (absorb): a node found by a certificate under H' brings the flags its
// subtree has under H', by Claims D and R (step 5; step 4), whether or not
// the search made that subtree itself.
//
// Claim S holds with these boards left out as with Claim D's: in a sym
// node (c') asks nb to be sym, the same under either komaster.

// # What the keys and certificates cannot merge
//
// On an approach ko (the 6-point graph of examples/ko/README.md, "Not yet
// here") the Black-komaster search meets only 382 boards in its first
// 300,000 positions, and the nodes it completes have only 1,759 results
// (value, tvalue, raw walls) on 371 boards: most boards have one result
// under every history. But the lines are long cycles of captures and
// suicides of several stones through nearly empty boards (every point is
// mortal, so every colouring can recur): the histories hold 27 recurrable
// boards on average (up to 39), and they differ on boards that the subtree
// itself makes, so that neither the key nor a certificate (Claim K) holds
// between them. The history cannot be cut further by reachability: keeping
// only the boards of the line one move from a board reachable from C without
// passing through the line (the exact form of "can still be recreated", of
// which Claim 2's tests are a superset) halves the recurrable boards (15 on
// average) but merges 17% of the keys, and changes the positions of
// slowKoRegions by 0 to 4% (with a plain search of the boards, at up to 2.7
// times the time; it was not kept). The superko solver does the same graph
// in 7,390 positions only with its guesses (proof.go): without them
// (Options.noGuess) it too passes 2,000,000. What the ko search lacks is the
// same: guessing a node from the board's result under another history and
// proving it with a bounded search, for the walls as well as the value (not
// written: "Guesses from the same board" below says what such a proof
// must show and why a search for one winning move cannot show it).
//
// Claim D (dominated moves leave the certificates) takes out of the deps
// the boards whose moves no line can make matter; what is left is the other
// kind of difference, which Claim R takes on only where the tables already
// hold the position the refused move makes. On region 14 of TestKoTimes, of 250,000 lookups that
// found a set of certificates for the key but no node in it, 81% were one
// board away from a node of the set, and that board was in the node's hits
// and not in the new history: a move refused below the stored node (a
// board of its history) is allowed now, and only the value of the position
// it makes could show it changes nothing (14% were the other way round: a
// board the stored node's subtree made, and no option dominates, is in the
// new history; these are before Claim R). Claim R looks the position up
// but never searches it: a proof would search it and compare its option
// with the others of the node where the move is refused, which needs each
// node's options and where its hits are refused, which the nodes do not
// keep.
//
// Searching it was tried (not kept): where a refused move's position was
// not in the tables, solve searched it within a budget (3 to 2,000
// positions) before Claim R's comparison, with the search-wide flags saved
// and restored (the nodes carry those of their subtrees: choiceIn,
// fallbackIn, absorb). Claim R then left out 2 to 3 times as many boards,
// but the positions (the speculative ones included) grew on every region
// tried, whether the speculative nodes stayed in the tables or only their
// root did, with maxNewR 0 or 2, and with the search limited to the
// boards that had kept a certificate from holding (one board away from a
// node of the set): TestKoTimes's 23 85 k -> 85-143 k, 28 260 k -> 261-269
// k, 41 239 k -> 292 k-1.10 M, 57 592 k -> 1.02-1.25 M, 121 231 k ->
// 350-454 k. Region 57 with a budget of 3, limited so, and only the
// roots kept: 196 k searches, 502 k speculative positions, and
// 664 k others (592 k without, where the speculative searches were not
// made): what Claim R gains by them is lost because the histories without
// the board rarely come back to the node, and the boards of the new
// node's dep make its certificate hold for fewer others. The 6-point
// approach graph passes 1,000,000 positions in the Black-komaster search
// either way.
//
// Where a run is small, its boards can be valued for every history at
// once, by statements checked as a whole (komaster_runs.go, Claim U):
// region 14's positions go to runs of 21 to 120 boards (765 k of its first
// 1 M on one run of 36 boards, 210 k on another), and the nodes it makes
// there have 75 distinct results; the statements of those two runs are
// checked with about 2,000 combines each.
//
// Where the positions of the unfinished regions go (instrumented once, not
// kept; the first 300,000 positions of the Black-komaster search, but the
// kinds of nodes of region 14, counted over its first 550,000): region 14
// of TestKoTimes makes 550 k positions on 1,827 boards (it passes 4,000,000
// without finishing, 18 s of CPU), 97% of them neither sym nor plain and
// with ko; the approach graph 200 k on 371 boards, all but 508 so, with 25
// to 39 recurrable boards in most keys. Every node found a certificate
// (none kept under its whole key, none over maxDep). What is refused there
// is mostly not a ko: of the moves to a board of the line, 152 k were
// replays that capture nothing, 98 k suicides of several stones, 48 k
// captures of several, and 935 takes (region 14; the approach graph 197 k,
// 29 k, 27 k and 30 k). Claim D finds 56% (14), 52% (57) and 61% (the
// approach graph) of the moves it may weigh dominated, but most moves are
// not weighed: they add a permanent stone (their boards are in no dep: 887
// k of 1.47 M in region 14) or their board is in the dep by another way
// (168 k); the koloser's takes, which Claim D may not leave out (a refusal
// sets refused and blocked), are 30 k (18), 24 k (57) and 66 k (the
// approach graph) of the moves it would weigh, and a take of the komaster
// where a take of hers is refused already (the one case where a refusal
// would change neither) came 7 times in 18's first 300 k. Claim R's probe
// finds the position in 62 k of 103 k tries (14; 60 k of 81 k in 57), and
// the option is then dominated in 80% (14) to 71% (57). Neither order of
// the moves (the koloser's first) nor unbounded groups (maxGroups 2^20: 57
// 592 k -> 480 k, 18 unchanged, 14 2.7 times the CPU per position) changes
// this much.
//
// Upper bounds of what Claim D could still give, by unsound variants
// measured once: leaving out the boards of takes too (the first condition
// of (a)) spares at most 2.3% (18: 662 k -> 647 k; 28, 41, 57, 78, 121
// under 0.2%); ignoring the flags' conditions (c) and (c') at most 0.4%
// (18; 78 then makes 2% more); comparing values and tvalues only, not the
// walls, 13% on 18 (579 k) and 14% on 78 (169 k), 3 to 5% on 41 and 121,
// 1.4% on 28, and 4% more on 57. The sound part of the last (a move's wall
// within the envelopes that the walls of the moves that stay make, solve's
// l0 or r0 and the fills', in place of one other move's wall: adding or
// removing it changes no envelope) was tried and not kept: 18 662 k -> 657
// k, 78 196 k -> 194 k, 121 231 k -> 233 k, the others within 0.1%. And
// between the searches: of the nodes that are not sym that the
// White-komaster search makes and the Black-komaster one made under the
// same key, the same value, tvalue, walls and flags in 45% (18: 75 k of 168
// k), 50% (41), 32% (28), 19% (121) and 14% (57): a class of nodes shared
// beyond Claim S would spare at most that. What is left is the histories
// themselves, which only guesses from another history (below) would pass
// over.
//
// Nor does a sharper key spare anything (round 18, measured once, not
// kept): dropping from the key every board of the line that no line of
// legal moves from the board reaches without adding a permanent stone
// (the exact A(C) of table.go's Claim 1, by a walk over the run's boards,
// in place of the tests of Claim 2) drops a board from 6% of region 18's
// keys with recurrable boards and from 84% of region 78's (37% of the
// boards in its keys), but TestKoTimes's positions change by 4 (18), 16
// (78), 5 (28 and 109) and none (57, 86): the certificates already pass
// over those boards, which are in no dep (a dep holds boards made below
// the node).

// # Guesses from the same board: what a proof must show (not written)
//
// The guesses would be right most of the time. Counted over the nodes the
// search makes (instrumented once, not kept): of those whose board,
// komaster and retake target already had a node under another history,
// the last such node has the same value, tvalue, walls, mast and flags in
// 81% (TestKoTimes's region 18, Black komaster), 80% (18, White), 73%
// (57, Black), 61% (57, White) and 80% (the 6-point approach graph, Black
// komaster, its first 300,000 positions, 299,218 of which had an earlier
// node of their board), and some earlier node has it in 96-99%. What
// stands in the way is the proof. A node's result is what its parent
// reads (solve, finish, dominated, flagsHold, absorb): value, tvalue, the
// walls l and r with raw, plain, sym, kofree, ko, choiceIn and fallbackIn
// (resolved at the root), and a dep for its certificate. A proof of a
// guessed node N0 under the line H' must show each:
//
//  1. tvalue: the short game of the moves of rules 1 and 2 (a ban: no
//     move), so tvalue(C, H') = tvalue(N0) is G − v ≥ 0 and G − v ≤ 0,
//     winning strategies as in proof.go, the refusals along each line of
//     the proof being those of rules 1 and 2 against H' and the line.
//  2. value: the same game but where the koloser has a ko move (blocked):
//     his blocked moves are no options (decided by the position's own
//     moves and line), and the komaster's fills make the position her open
//     game, one fill or {lefts | rights} by comparisons of the exact values
//     of her options (step 4): a proof that passes such a position must
//     value its options exactly (a full search there) before it knows which
//     game it is in.
//  3. walls: L = l0 capped at the mast, l0 the envelope of Black's options'
//     shifted right walls (and of White's answers where Black was refused a
//     take: raw, no cap), the mast the value at the highest t where l0 ≥
//     r0; likewise R. A search for one good move bounds l0 from one side
//     only; the bounds pass to the parent only if the capped walls are
//     monotone in the raw ones. They are where l0 does not rise and r0
//     does not fall: raising l0 or r0 moves the meeting point T to T', and
//     for t between them L'(t) ≥ l0'(T') = r0'(T') ≥ r0'(t) ≥ r0(t) ≥ r0(T)
//     = L(t) (T < T') or L'(t) = l0'(T') ≥ l0'(t) ≥ l0(t) (T' < T); but ko
//     walls lean: a White move to a position whose Black wall is 1 − 2t
//     (02-minimal-ko-white.txt, Black komaster, below t = 1/3) gives
//     r0 = 1 − 2t + t − g, which falls; and with l0 = 5 − 2t, r0 = 4 − t
//     (T = 1, mast 3), raising l0 to 6 − 2t gives T' = 2, mast 2: White's
//     wall above t = 2 falls from 3 to 2 when Black's option got better
//     (R(t) = 4 − t up to T, then the mast). So a wall proof
//     must make l0 and r0 exact near their meeting point at every position
//     it passes: every move, each valued exactly (the full search). Walls
//     lean in a minority of positions, but a proof's lines pass many:
//     counted once over the positions whose walls the search computes (not
//     plain), l0 rises or r0 falls somewhere in 5.3% (the approach graph,
//     Black komaster, 15,787 of its first 299,508), 12.6% and 7.4% (region
//     18, Black and White komaster), 13.7% and 1.9% (57), 0.7% and 0.9%
//     (41), 18.1% and 22.3% (121); mostly the koloser's wall (r0 under
//     Black komaster, l0 under White; the komaster's only in 98 positions
//     of 18 and 2,995 of 57).
//  4. flags: plain, sym and kofree true, and ko, choiceIn and fallbackIn
//     false, each say that nothing of a kind happens anywhere below; a
//     search of one move of the winner sees part of the tree, and can show
//     only the other side (one refusal, tenuki, retake or kept choice on
//     one line under H'). ko, choiceIn and fallbackIn make the reported
//     Ko, KeptChoice and Interlocked; plain decides whether the walls are
//     Conway's of tvalue (and what TestKoDump prints); sym and kofree what
//     is shared (Claim S) and what Claims D and R may leave out.
//  5. dep: the boards the proof's moves make, with the deps of the nodes it
//     used, as proof.go's certificates (its Claim 3).
//
// What a proof would spare: counting the positions of the subtrees of the
// outermost nodes whose last node of the board was right (an oracle that
// proves a right guess for nothing, and never tries a wrong one), 53% of
// region 18's Black-komaster positions (205,030 of 385,594), 77% of its
// White ones, 83% and 92% of region 57's, 81% and 89% of 41's, 77% and
// 92% of 121's, and 99% of the approach graph's first 300,000. The saving
// can only come from bounds: a proof that checks the guess exactly, by
// re-searching under H' the moves whose boards H' changes (or Claims D and
// R applied at the lookup, with each node's options kept), visits the
// positions the full search visits (the children whose certificates hold
// are found by both; the others, and the position a newly allowed move
// makes, are searched by both), and spares only the node it returns.
//
// Step 1 alone is cheap, measured once (instrumented, not kept): before
// each node it makes, the search proved the tvalue of the last node of
// the board, G − v ≥ 0 then ≤ 0 by one winning move at a time (the
// positions the tables hold decided at once, 2,000 positions at most).
// No proof ran out of its budget, none proved a wrong tvalue, and a proof
// took 6.5 to 9.4 positions on average (region 57, Black komaster: 209,750
// proved with 1,388,818). Had a proved tvalue been the whole node, the
// search would have made about (its positions outside the subtrees of the
// outermost proved nodes, plus the proofs tried there) 278 k + 145 k
// positions on region 18 instead of 386 k + 287 k, 114 k + 93 k on 57
// (315 k + 278 k), 56 k + 29 k on 41, 46 k + 24 k on 78, 32 k + 17 k on
// 121, and 202 k + 99 k on 28 (176 k + 84 k: few of its boards come back),
// the proofs' leaves taken from tables that the full search had filled.
//
// Steps 1 and 2 can be bounded as proof.go's are (2 with full valuations
// where the koloser has a ko move); 3 and 4 cannot, and they decide: of
// the wrong guesses above (the last node of the board), the value and
// tvalue are those of the guess in 37% (the approach graph: 21,703 of
// 59,096; walls alone differ in 17,790), 37% (18, Black), 61% (18,
// White), 27% (57, Black) and 68% (57, White: 58,015 of 102,696 differ in
// the walls alone). A proof of the value alone would accept those. What
// would open the way: a lemma that bounds on the walls pass through the
// cap where walls lean (or a cap that is monotone, at the price of other
// thermographs), and flags that a proof can show (or that are computed
// once per board, not per node).

// maxDep and maxGroups bound the certificates of the ko search: the boards
// of one node's dep (a certSet has a bit for maxDep boards, bset: a larger
// dep, and those of the nodes above it, would never be used), and the deps
// kept for
// one key without recurrable boards (beyond, the half least recently used
// are dropped: which certificates are kept changes the positions explored,
// never a node, Claim K). Region 57 of TestKoTimes has over 1,000 deps for
// some keys: 880 k positions with 256 groups (the one least recently used
// dropped), 624 k with 512 and 565 k with 1,024, which takes more time per
// position where the sets are large (region 14: 30% more). With 64 bits,
// on the 6-point approach graph (examples/ko/README.md), of the 244 k
// positions the first 300 k of the Black-komaster search stored, 89 k had
// a dep over 64 boards (or a child's) and 45 k found their key's set out
// of bits: 55% had no certificate and were kept under their whole key.
// With 128 bits the positions of TestKoTimes's slow regions change by
// less than 0.1%, but the heap at 1,000,000 positions of the approach
// graph falls from 1.27 GB to 0.34 GB (peak resident size), and of the
// 7-point approach diagram from 1.24 GB to 0.41 GB.
const (
	maxDep    = 128
	maxGroups = 512
	// maxNewR bounds the boards a node's dep gains from the dep of the
	// node a refused move would make (Claim R): each makes the node hold
	// for fewer histories. 2 on TestKoTimes's slow regions: 23 85 k
	// positions (85 k with 0, 90 k without bound), 41 239 k (255 k, 237 k),
	// 57 592 k (604 k, 619 k), 121 231 k (283 k, 217 k), 28 260 k (all).
	maxNewR = 2
)

// certSet holds the nodes with a certificate of one key without
// recurrable boards. The boards of their deps get a bit each (at most maxDep:
// a node whose dep would need more gets no certificate), so that a dep, a
// node's hits and the boards of a history among them are masks; the nodes
// are grouped by dep (index), a lookup tries the group last used first and
// then the others, the newest first, and finds a node in its group by its
// hits, exactly.
type certSet struct {
	bit    bitMap       // the bit of each board's number
	groups []*certGroup // by pointer: a group is allocated once, not copied as the list grows
	keys   []groupKey   // keys[i] is groups[i].key()
	index  map[bset]int // the group of each dep, once there are over scanGroups (groupOf)
	last   int          // the group last used
	clock  uint64       // counts the uses, for certGroup.used
}

// bitMap maps board numbers (never 0) to the bits of a certSet (at most
// maxDep of them): an open-addressing hash table with a multiplicative
// hash, at most half full, in place of a Go map (the lookups of every
// recurrable board of every position, certified).
type bitMap struct {
	keys []uint32 // 0: an empty slot
	vals []uint8
	n    int
}

// slot returns the slot of k: where it is, or the empty slot where it
// would go (the table has one).
func (m *bitMap) slot(k uint32) int {
	mask := uint32(len(m.keys) - 1)
	for i := (k * 0x9E3779B1) >> 16 & mask; ; i = (i + 1) & mask {
		if m.keys[i] == 0 || m.keys[i] == k {
			return int(i)
		}
	}
}

// get returns the value of k and whether it has one.
func (m *bitMap) get(k uint32) (uint8, bool) {
	if m.n == 0 {
		return 0, false
	}
	i := m.slot(k)
	return m.vals[i], m.keys[i] != 0
}

// put sets the value of k (not 0, not in m).
func (m *bitMap) put(k uint32, v uint8) {
	if 2*(m.n+1) > len(m.keys) {
		keys, vals := m.keys, m.vals
		size := max(8, 2*len(keys))
		m.keys, m.vals = make([]uint32, size), make([]uint8, size)
		for j, x := range keys {
			if x != 0 {
				i := m.slot(x)
				m.keys[i], m.vals[i] = x, vals[j]
			}
		}
	}
	i := m.slot(k)
	m.keys[i], m.vals[i] = k, v
	m.n++
}

// boardCerts holds the certSets of one board: those of the sym nodes
// (for both searches, Claim S), and, under each komaster (0 Black,
// 1 White), those of the other nodes without a retake's target and by
// their target (the key without the recurrable boards, key). One lookup
// of the board finds them all.
type boardCerts struct {
	free   *certSet
	km     [2]*certSet
	target [2]map[stones]*certSet
}

// set returns the certSet of the key without the recurrable boards under
// komaster index k (its target when retake).
func (bc *boardCerts) set(k int, retake bool, target stones) *certSet {
	if bc == nil {
		return nil
	}
	if retake {
		return bc.target[k][target]
	}
	return bc.km[k]
}

// certGroup holds the nodes of a certSet with one dep, by their hits: the
// first in the group itself, the next ones in slices (more) while there
// are at most maxLinear in all, all of them in a map beyond.
//
// A lookup skips a group on all and any (or on the filter) without
// reading its nodes; it finds the same node as reading them would:
//
//  1. a node of the group matches the history's mask m iff its hits
//     are h = m & dep  [certified, Claim K]
//  2. all ⊆ hits ⊆ any for every node's hits: add ands and ors each
//     hits in, and no hits ever leaves a group (a node is replaced
//     under the same hits)  [add]
//  3. so if h lacks a bit of all, or has one outside any, no node's hits
//     is h; and if h's filter bit is clear, h is not a key of byHits
//     (every key's bit is set, setFilter rebuilds on doubling)  [1, 2]
//  4. a skipped group has no match, so the groups are still tried in the
//     same order and the first match is the same node  [3] ∎
//
// Where the nodes are kept does not change which node find gives: a hits
// is in exactly one place (hit0, more's slices, or byHits once it exists,
// which then holds them all and is read alone), add replaces a node under
// its own hits there, and find reads that place (TestCertGroupFind). Most
// groups hold one node (region 57 of TestKoTimes: 88 k of 105 k, 109:
// 78 k of 96 k), in 96 bytes and one allocation (the nodes inline in an
// array of maxLinear took 256 and a slice more).
type certGroup struct {
	dep bset
	// all and any are the bits in every hits of the group and in some: a
	// lookup's h with a bit of all clear or a bit outside any matches no
	// node of the group (checked first: most groups miss)
	all, any bset
	used     uint64 // certSet.clock when the group was last used
	// hit0 and node0: the first node (nil: none, or all in byHits)
	hit0  bset
	node0 *kmNode
	more  *certMore
}

// certMore holds the nodes of a certGroup after its first: hits and nodes
// while there are at most maxLinear in all, byHits (all of them, node0
// included) beyond.
type certMore struct {
	hits   []bset
	nodes  []*kmNode
	byHits map[bset]*kmNode
	// filter, with byHits, has the bit hitBit(h) of every h in byHits (a
	// Bloom filter of one hash, about 8 bits a key): a lookup whose bit is
	// clear misses without the map (most lookups of a large certSet miss
	// most of its groups).
	filter []uint64
}

// groupKey is what a lookup reads of a group first (certSet.keys).
type groupKey struct{ all, none bset }

// skips reports whether a lookup with the history's mask m (certified)
// skips the group of k: misses(m & dep, all, any), in fewer bytes, since
// all ⊆ dep and any ⊆ dep (every hits is a mask and dep, add), so that
// (m & dep) ⊇ all iff m ⊇ all, and (m & dep) ⊆ any iff m & none is
// empty, none being dep &^ any.
func (k *groupKey) skips(m bset) bool {
	return m[0]&k.all[0] != k.all[0] || m[1]&k.all[1] != k.all[1] || (m[0]&k.none[0])|(m[1]&k.none[1]) != 0
}

// bset is a set of at most maxDep bits: the boards of a certSet, a dep,
// hits, a history's boards among them.
type bset [2]uint64

func (a bset) and(b bset) bset    { return bset{a[0] & b[0], a[1] & b[1]} }
func (a bset) or(b bset) bset     { return bset{a[0] | b[0], a[1] | b[1]} }
func (a bset) andNot(b bset) bset { return bset{a[0] &^ b[0], a[1] &^ b[1]} }
func (a bset) empty() bool        { return a[0]|a[1] == 0 }

// set sets bit b of a.
func (a *bset) set(b uint8) { a[b>>6] |= 1 << (b & 63) }

// misses reports whether h has a bit of all clear or a bit outside any:
// then no hits of a group whose all and any these are is h.
func misses(h, all, any bset) bool {
	return h[0]&all[0] != all[0] || h[1]&all[1] != all[1] || (h[0]&^any[0])|(h[1]&^any[1]) != 0
}

func (g *certGroup) key() groupKey { return groupKey{g.all, g.dep.andNot(g.any)} }

// hitBit returns the bit of h in a filter of n words (n a power of 2).
func hitBit(h bset, n int) (word int, bit uint64) {
	x := (h[0] ^ h[0]>>29 ^ h[1]*0xC2B2AE3D27D4EB4F) * 0x9E3779B97F4A7C15
	i := int(x>>32) & (64*n - 1)
	return i >> 6, 1 << (i & 63)
}

// setFilter sets the bit of h in m.filter, first doubling the filter
// (from byHits) when it has fewer than 8 bits a key.
func (m *certMore) setFilter(h bset) {
	if n := len(m.filter); 64*n < 8*len(m.byHits) {
		m.filter = make([]uint64, max(2*n, 4))
		for k := range m.byHits {
			w, b := hitBit(k, len(m.filter))
			m.filter[w] |= b
		}
	}
	w, b := hitBit(h, len(m.filter))
	m.filter[w] |= b
}

// maxLinear is the number of nodes a certGroup keeps outside a map.
const maxLinear = 8

// find returns the node of g whose hits are h, or nil.
func (g *certGroup) find(h bset) *kmNode {
	if misses(h, g.all, g.any) {
		return nil
	}
	if h == g.hit0 && g.node0 != nil {
		return g.node0
	}
	m := g.more
	if m == nil {
		return nil
	}
	if m.byHits != nil {
		if w, b := hitBit(h, len(m.filter)); m.filter[w]&b == 0 {
			return nil // not in byHits: its bit would be set
		}
		return m.byHits[h]
	}
	for i, x := range m.hits {
		if x == h {
			return m.nodes[i]
		}
	}
	return nil
}

// add keeps nd (not nil) as the node of g whose hits are h.
func (g *certGroup) add(h bset, nd *kmNode) {
	if g.node0 == nil && g.more == nil { // empty
		g.all, g.any = h, h
		g.hit0, g.node0 = h, nd
		return
	}
	g.all, g.any = g.all.and(h), g.any.or(h)
	if g.node0 != nil && h == g.hit0 {
		g.node0 = nd
		return
	}
	m := g.more
	if m == nil {
		m = &certMore{}
		g.more = m
	}
	if m.byHits != nil {
		m.byHits[h] = nd
		m.setFilter(h)
		return
	}
	for i, x := range m.hits {
		if x == h {
			m.nodes[i] = nd
			return
		}
	}
	if 1+len(m.hits) < maxLinear {
		m.hits = append(m.hits, h)
		m.nodes = append(m.nodes, nd)
		return
	}
	m.byHits = make(map[bset]*kmNode, maxLinear+1)
	m.byHits[g.hit0] = g.node0
	for i, x := range m.hits {
		m.byHits[x] = m.nodes[i]
	}
	m.byHits[h] = nd
	m.setFilter(h) // builds the filter from byHits
	m.hits, m.nodes, g.node0 = nil, nil, nil
}

// mask returns the bits of the boards of hist in cs.
func (cs *certSet) mask(s *kmSearch, hist []stones) bset {
	var m bset
	for _, h := range hist {
		if b, ok := cs.bit.get(s.ids.get(h)); ok {
			m.set(b)
		}
	}
	return m
}

// maskIDs returns the bits in cs of the boards numbered ids (0: a board
// never numbered, in no dep).
func (cs *certSet) maskIDs(ids []uint32) bset {
	var m bset
	for _, i := range ids {
		if b, ok := cs.bit.get(i); ok {
			m.set(b)
		}
	}
	return m
}

// certified returns a node of cs whose certificate holds for the
// recurrable boards numbered ids, or nil: the boards of ids among its dep
// are its hits (Claim K).
func (s *kmSearch) certified(cs *certSet, ids []uint32) *kmNode {
	if cs == nil {
		return nil
	}
	m := cs.maskIDs(ids)
	gs := cs.groups
	if !s.probing { // a probe leaves the order of eviction as it is
		cs.clock++
	}
	// The group last used first, then the others, the newest first.
	if l := cs.last; l < len(gs) && !cs.keys[l].skips(m) {
		if nd := gs[l].find(m.and(gs[l].dep)); nd != nil {
			if !s.probing {
				gs[l].used = cs.clock
			}
			return nd
		}
	}
	for i := len(gs) - 1; i >= 0; i-- {
		// The test of find's first line on cs.keys, 32 bytes a group in
		// one list, before the group itself is read (groupKey.skips).
		if cs.keys[i].skips(m) {
			continue
		}
		if nd := gs[i].find(m.and(gs[i].dep)); nd != nil {
			if !s.probing {
				gs[i].used, cs.last = cs.clock, i
			}
			return nd
		}
	}
	return nil
}

// addCert adds nd, whose recurrable boards are hist, to cs (a new set if
// nil), dropping the half of the groups least recently used when there are
// maxGroups.
func (s *kmSearch) addCert(cs *certSet, nd *kmNode, hist []stones) (*certSet, bool) {
	if cs == nil {
		cs = &certSet{}
	}
	var dep bset
	for _, i := range nd.dep {
		b, ok := cs.bit.get(i)
		if !ok {
			if cs.bit.n == maxDep {
				return cs, false // no bit left: no certificate
			}
			b = uint8(cs.bit.n)
			cs.bit.put(i, b)
		}
		dep.set(b)
	}
	cs.clock++
	g, ok := cs.groupOf(dep)
	if !ok {
		if len(cs.groups) == maxGroups {
			cs.evict()
		}
		g = len(cs.groups)
		cs.groups = append(cs.groups, &certGroup{dep: dep})
		if cs.index != nil {
			cs.index[dep] = g
		} else if len(cs.groups) > scanGroups {
			cs.index = make(map[bset]int, 2*len(cs.groups))
			for i, x := range cs.groups {
				cs.index[x.dep] = i
			}
		}
	}
	cs.groups[g].used = cs.clock
	cs.groups[g].add(cs.mask(s, hist).and(dep), nd)
	if g == len(cs.keys) {
		cs.keys = append(cs.keys, cs.groups[g].key())
	} else {
		cs.keys[g] = cs.groups[g].key()
	}
	return cs, true
}

// scanGroups is the number of groups a certSet finds by their deps
// without its index: most sets have one (region 57 of TestKoTimes: 32 k of
// 49 k sets, 109: 21 k of 27 k), and a map for each took a third of the
// bytes the certificates allocated.
const scanGroups = 8

// evict reads index: it must have been made before cs has maxGroups.
const _ = uint(maxGroups - scanGroups - 1)

// groupOf returns the group of cs whose dep is dep, and whether there is
// one: from index where cs has one, else by reading the groups' deps. It
// gives what index alone gave:
//
//  1. the deps of cs's groups are distinct: addCert adds a group only
//     where groupOf finds none with its dep, and evict keeps a subset
//     [addCert, evict]
//  2. index is nil while cs has at most scanGroups groups (it is made,
//     from every group, when addCert adds the one over), and once made it
//     maps every group's dep to its position: addCert sets the new
//     group's, evict rebuilds it after moving them          [addCert, evict]
//  3. so the scan, which reads every group, and index give the only group
//     with that dep, or none                                    [1, 2] ∎
//
// (TestCertSetGroupOf.)
func (cs *certSet) groupOf(dep bset) (int, bool) {
	if cs.index != nil {
		g, ok := cs.index[dep]
		return g, ok
	}
	for i, x := range cs.groups {
		if x.dep == dep {
			return i, true
		}
	}
	return 0, false
}

// evict drops the half of cs's groups least recently used.
func (cs *certSet) evict() {
	slices.SortStableFunc(cs.groups, func(a, b *certGroup) int { return cmp.Compare(a.used, b.used) })
	n := copy(cs.groups, cs.groups[len(cs.groups)/2:])
	clear(cs.groups[n:]) // the dropped groups are garbage
	cs.groups = cs.groups[:n]
	clear(cs.index) // made: maxGroups/2 > scanGroups
	cs.keys = cs.keys[:0]
	for i, g := range cs.groups {
		cs.index[g.dep] = i
		cs.keys = append(cs.keys, g.key())
	}
	cs.last = 0
}

// keyOf returns the key (key) whose part without the recurrable boards is
// pre, with the recurrable boards hist (sorted as key sorts them).
func keyOf(pre string, hist []stones) string {
	b := make([]byte, 0, len(pre)+16*len(hist))
	b = append(b, pre...)
	for _, x := range hist { // as key writes them
		b = binary.LittleEndian.AppendUint64(b, x.b)
		b = binary.LittleEndian.AppendUint64(b, x.w)
	}
	return string(b)
}

// maxOptsInline is the length of the option lists a position of the ko
// search keeps on the stack (solve).
const maxOptsInline = 12

// kmKid is a solved move of a position of a komaster search.
type kmKid struct {
	child *kmNode
	color goregion.Color
	point int
	res   playResult
	// v and tv are the option's value and tvalue (prisoners included);
	// depAt is where the move's board is in kmSearch.deps (-1: the move
	// changes the permanent stones, its board is in no dep); retakable:
	// the opponent could retake the move at once (retakenBy).
	v, tv     cgt.Game
	depAt     int32
	retakable bool
}

// solve returns the node of the last board of the line.
func (s *kmSearch) solve() *kmNode {
	n := len(s.line)
	cur := s.line[n-1]
	hist := s.line[s.run[n-1]:]
	if s.hook != nil && n > s.hookDepth {
		return s.hook(s, n)
	}
	koloser := s.km.Opponent()
	var target stones
	canRetake := n >= 2 && s.by[n-1] == koloser
	if canRetake {
		target = s.line[n-2]
	}
	if v, ok := s.e.settledValue(s.e.all, cur, s.perm[n-1]); ok { // s.settled(cur): perm is cur's permanent stones (push)
		if nd, ok := s.settledNodes[cur]; ok {
			return nd
		}
		m := dyadicToRat(v.Mean())
		nd := &kmNode{value: v, tvalue: v, plain: true, kofree: true, sym: true, hasMast: true,
			kmWalls: &kmWalls{mast: qOf(m), temp: qi(0), l: linear(m, 0), r: linear(m, 0), raw0: &rawWalls{l0: linear(m, 0), r0: linear(m, 0)}}}
		if s.settledNodes == nil {
			s.settledNodes = map[stones]*kmNode{}
		}
		s.settledNodes[cur] = nd
		return nd
	}
	if s.runsAt > 0 && n > 1 {
		if nd := s.runNode(n); nd != nil {
			s.absorb(nd)
			s.checkCert(nd) // tests: searched again without certificates nor statements
			return nd
		}
		if s.err != nil {
			return &kmNode{}
		}
	}
	// combining: this is a combine's search (runSystem.f), which solves
	// only this position (its children come from hook) and keeps only
	// the node's contents, so it does without the transposition key, the
	// tables, dep and store. Why the node is the same as with them:
	//
	//  1. combine clears memo and free before it calls solve, noCert
	//     holds, and solve is called once a combine (n = hookDepth; every
	//     deeper position is hook's): the lookups below always miss
	//                                              [runSystem.combine, hook]
	//  2. the move loop and the value read canRetake and target, set
	//     above, never key's retake nor kb: the key serves the lookups and
	//     store only                                              [solve]
	//  3. setDep writes nd.dep and nd.depOver and s's scratch only
	//     (dominated and flagsHold read nd; probe pushes and pops), and
	//     store writes the tables: the value, tvalue, walls, mast and
	//     flags (what kmNodeDiff compares) are made without them  [setDep]
	//  4. a combine's node is read through those (intern compares them,
	//     runSystem's canon key holds no dep), and runNode gives the search
	//     a copy whose dep it sets from the leaf's path; the dep of a row
	//     read as a child by another combine goes to that combine's dep
	//     only, which (3) is not made either                [runNode]
	//  5. so skipping them changes no combine's node, and no position is
	//     counted otherwise (f.nodes is not the search's; rs.work counts
	//     the combines)                                          [1-4] ∎
	//
	// The board numbers solve gives (s.id, shared with the search) are
	// given as before: curID below, and the boards of the moves.
	combining := s.hook != nil
	var kb, pre []byte
	var retake bool
	nh := 0
	if !combining {
		kb, retake = s.key(target, canRetake)
		nh = len(s.histBuf)
		pre = kb[:len(kb)-16*nh] // the key without the recurrable boards
	}
	// Most nodes are found by their certificates; memo and free hold the
	// others (store).
	ki := 0 // the komaster's index in boardCerts
	if s.km == goregion.White {
		ki = 1
	}
	curID := uint32(0) // cur's number (kmSearch.id), once known
	if !s.noCert && !combining {
		curID = s.ids.get(cur)
		if bc := s.ids.certsOf(curID); bc != nil {
			ids := s.histIDs[:0] // the boards' numbers, looked up once
			for _, h := range s.histBuf {
				ids = append(ids, s.ids.get(h))
			}
			s.histIDs = ids
			if nd := s.certified(bc.set(ki, retake, target), ids); nd != nil {
				s.absorb(nd)
				s.checkCert(nd)
				return nd
			}
			if nd := s.certified(bc.free, ids); nd != nil {
				s.absorb(nd) // perhaps found by the other search
				s.checkCert(nd)
				return nd
			}
		}
	}
	if !combining {
		if nd, ok := s.memo[string(kb)]; ok {
			s.absorb(nd)
			return nd
		}
		fk := kb[1:] // the board and the recurrable boards
		if retake {
			fk = kb[17:]
		}
		if nd, ok := s.free[string(fk)]; ok {
			s.absorb(nd) // perhaps found by the other search
			return nd
		}
	}
	// kb is scratch, which the recursion below overwrites: keep its parts.
	pk := string(pre)
	s.nodes++
	if s.runsAt > 0 {
		s.runState(n).count++
	}
	if s.max > 0 && s.nodes > s.max {
		s.err = ErrNodeLimit
		return &kmNode{}
	}
	if s.nodes&1023 == 0 {
		if err := s.ctx.Err(); err != nil {
			s.err = fmt.Errorf("solve: %w", err)
			return &kmNode{}
		}
		if s.maxMem > 0 {
			if used, over := overMemory(s.maxMem); over {
				s.err = fmt.Errorf("%w: %s in use after %d positions of the %v-komaster search, the limit is %s", ErrMemoryLimit, mib(used), s.nodes, s.km, mib(s.maxMem))
				return &kmNode{}
			}
		}
	}
	// The option lists below (lefts, rights, fills, rest, tl, tr) start in
	// optBuf, on the stack (kmValue, gameCache.new and cgt.New keep no
	// list: they copy the games): no allocation while a list has at most
	// maxOptsInline games, which a region of 12 points never passes for
	// one player (one move a point).
	var optBuf [6][maxOptsInline]cgt.Game
	lefts, rights := optBuf[0][:0], optBuf[1][:0]
	l0, r0 := rpl{inf: -1}, rpl{inf: +1}
	var refused [3]bool // refused[c]: c was refused a ko take (one stone captured, none lost)
	var moved [3]bool   // moved[c]: c has a move
	// The points of the koloser's ko moves that capture one stone (steps 2
	// and 3 of the value).
	blocked := uint64(0)
	base := len(s.kids) // this position's moves are s.kids[base:]
	// The recurrable boards of the key are kept on the stack s.hists (at
	// hb, nh of them), the boards of dep gathered on s.deps (from db): the
	// positions below push theirs above and take them off when they return.
	hb, db := len(s.hists), len(s.deps)
	s.hists = append(s.hists, s.histBuf...)
	rb := len(s.refs) // this position's refused moves are s.refs[rb:]
	defer func() { s.kids, s.hists, s.deps, s.refs = s.kids[:base], s.hists[:hb], s.deps[:db], s.refs[:rb] }()
	plain := true
	kofree := true
	sym := true
	symHere := true     // no take to a board of the line refused here
	retakeHere := false // the komaster retook here
	ko := false         // nd.ko
	choiceIn := false   // nd.choiceIn, fallbackIn: the children's
	fallbackIn := false
	depOver := false
	perm := s.perm[n-1]
	for empty := s.e.all &^ (cur.b | cur.w); empty != 0; empty &= empty - 1 {
		p := bits.TrailingZeros64(empty)
		for _, c := range bothColors {
			r, ok := s.e.play(cur, p, c)
			if !ok {
				continue
			}
			if slices.Contains(hist, r.next) {
				depAt := int32(len(s.deps))
				s.deps = append(s.deps, s.id(r.next))
				kofree = false
				sym = sym && !(r.captured == 1 && r.lost == 0)
				symHere = symHere && !(r.captured == 1 && r.lost == 0)
				if !(c == s.km && canRetake && r.next == target && r.captured == 1 && r.lost == 0) {
					if r.lost == 0 {
						s.ko, ko = true, true
						refused[c] = refused[c] || r.captured == 1
						if c == koloser && r.captured == 1 {
							blocked |= 1 << p
						}
					}
					s.refs = append(s.refs, kmKid{color: c, point: p, res: r, depAt: depAt})
					continue
				}
				s.ko, ko = true, true // the komaster retakes
				retakeHere = true
			}
			s.push(r.next, c)
			same := s.perm[n] == perm
			child := s.solve()
			s.pop()
			if s.err != nil {
				return &kmNode{}
			}
			depAt := int32(-1)
			if same {
				depAt = int32(len(s.deps))
				s.deps = append(s.deps, s.id(r.next))
				s.deps = append(s.deps, child.dep...)
				depOver = depOver || child.depOver
			}
			plain = plain && child.plain
			retakable := s.retakenBy(cur, r, c.Opponent())
			kofree = kofree && child.kofree && !retakable
			sym = sym && child.sym && !retakable
			ko = ko || child.ko
			choiceIn = choiceIn || child.choiceIn
			fallbackIn = fallbackIn || child.fallbackIn
			moved[c] = true
			s.kids = append(s.kids, kmKid{child: child, color: c, point: p, res: r, depAt: depAt, retakable: retakable})
			if c == koloser && s.retaken(cur, r) {
				blocked |= 1 << p
			}
		}
	}
	// The value (steps 2 to 4): the koloser's ko moves left out, and the
	// komaster's fill of a point where the koloser has one taken at once.
	fills, rest := optBuf[2][:0], optBuf[3][:0] // the komaster's fills, her other moves
	tl, tr := optBuf[4][:0], optBuf[5][:0]      // the options of tvalue
	same := blocked == 0                        // value = tvalue: no ko move here, none below
	kids := s.kids[base:]
	for k := range kids {
		kd := &kids[k]
		same = same && kd.child.value == kd.child.tvalue
		m := moveOutcome{kd.point, kd.color, kd.res}
		tv := m.plusGain(kd.child.tvalue)
		if kd.color == goregion.Black {
			tl = append(tl, tv)
		} else {
			tr = append(tr, tv)
		}
		v := tv // the same game when the child's value is its tvalue
		if kd.child.value != kd.child.tvalue {
			v = m.plusGain(kd.child.value)
		}
		kd.v, kd.tv = v, tv
		switch {
		case kd.color == koloser && blocked&(1<<kd.point) != 0:
			continue
		case kd.color == s.km && blocked&(1<<kd.point) != 0 && kd.res.lost == 0:
			fills = append(fills, v)
		case kd.color == s.km:
			rest = append(rest, v)
		}
		if kd.color == goregion.Black {
			lefts = append(lefts, v)
		} else {
			rights = append(rights, v)
		}
	}
	if s.noSym {
		sym = kofree
	}
	nd := s.slabs.node()
	*nd = kmNode{plain: plain, kofree: kofree, sym: sym, ko: ko, tvalue: s.games.new(tl, tr)}
	// dep: the boards gathered on s.deps, each once, but cur (on the line
	// of every move below), sorted. The children's deps overlap: a board
	// is kept the first time it comes (s.mark), and only a list short
	// enough to be kept is sorted.
	if curID == 0 { // not looked up, or not numbered then
		curID = s.id(cur)
	}
	setDep := func(ws []rpl) {
		// The boards of dominated moves leave dep (Claim D): their places
		// in s.deps are given cur's number, which is left out below.
		// A board that is in dep by another way stays: its move is not
		// tried (s.mark, elsewhere).
		s.markElsewhere(db, kids, s.refs[rb:])
		drop, dropR := s.dominated(cur, kids, s.refs[rb:], ws, nd, blocked, retakeHere, symHere, ws != nil && refused[koloser])
		for k, d := range drop {
			if d {
				s.deps[kids[k].depAt] = curID
			}
		}
		// The boards of refused moves whose options are dominated leave
		// dep too, for the deps of the nodes they would make (Claim R),
		// where those are in dep already: the dep is then smaller.
		if dropR != nil {
			s.markDeps(s.deps[db:])
			for k, nb := range dropR {
				if nb != nil && s.newBoards(nb.dep, curID) <= maxNewR {
					s.deps[s.refs[rb+k].depAt] = curID
					s.deps = append(s.deps, nb.dep...)
				}
			}
		}
		dep := s.deps[db:]
		if !depOver {
			s.newStamp()
			k := 0
			for _, i := range dep {
				if s.mark[i] != s.stamp && i != curID {
					s.mark[i] = s.stamp
					dep[k] = i
					k++
				}
			}
			dep = dep[:k]
			if len(dep) <= maxDep {
				slices.Sort(dep)
			}
		}
		if depOver || len(dep) > maxDep {
			nd.depOver = true
		} else if len(dep) > 0 {
			nd.dep = s.slabs.dep(dep) // s.deps is scratch
		}
	}
	store := func() { // a sym node in the tables of both searches
		keyHist := s.hists[hb : hb+nh]
		kept := false // a node with a certificate is found by it
		if !s.noCert && !nd.depOver {
			bc := s.ids.certsOf(curID)
			if bc == nil {
				bc = &boardCerts{}
				s.ids.setCerts(curID, bc)
			}
			switch {
			case sym:
				bc.free, kept = s.addCert(bc.free, nd, keyHist)
			case retake:
				if bc.target[ki] == nil {
					bc.target[ki] = map[stones]*certSet{}
				}
				bc.target[ki][target], kept = s.addCert(bc.target[ki][target], nd, keyHist)
			default:
				bc.km[ki], kept = s.addCert(bc.km[ki], nd, keyHist)
			}
		}
		if kept {
			return
		}
		k := keyOf(pk, keyHist)
		if sym {
			s.free[k[len(pk)-16:]] = nd
		} else {
			s.memo[k] = nd
		}
	}
	if same {
		nd.value = nd.tvalue // the same options: kmValue would give it
	} else {
		nd.value, nd.resolved, nd.choice = kmValue(&s.games, lefts, rights, fills, rest, s.km)
	}
	s.choice = s.choice || nd.choice
	nd.choiceIn = choiceIn || nd.choice
	nd.fallbackIn = fallbackIn // a plain node has no fallback, finish sets it
	rawAhead := refused[goregion.Black] && moved[goregion.White] || refused[goregion.White] && moved[goregion.Black]
	if plain && !rawAhead && n > 1 {
		// No tenuki here or below: the walls are Conway's, computed when a
		// parent needs them (walls).
		if !combining {
			setDep(nil)
			store()
		}
		return nd
	}
	fill := rpl{inf: -1} // the envelope of the komaster's fills (rule 3)
	if s.km == goregion.White {
		fill = rpl{inf: +1}
	}
	// finish reads fill only where the koloser was refused a ko take: it is
	// the komaster's answer to his tenuki, and nothing else.
	needFill := refused[koloser]
	// The shifted walls are scratch (s.arena), and so are the envelopes
	// (envelopeIn) and finish's own scratch. Why reset frees nothing in
	// use:
	//
	//  1. the arena's lists are made here, in envelopeIn, and in finish
	//     and setMastOf under it; nothing here calls solve, so no other
	//     position's walls are computed before this one's end  [solve]
	//  2. what outlives this position is nd's walls: finish stores l0
	//     and r0 (raw, keep) through rpl.owned, a copy; capAtQ,
	//     fromPoints, linear and the walls of Conway's thermograph are new
	//     lists  [finish, setMastOf]
	//  3. lastMeetIn returns q values, which hold no list  [korat.go]
	//  4. so after this position no list of the arena is read, and the
	//     next position's reset may hand them out again  [1-3] ∎
	s.arena.reset()
	ws := s.wsBuf[:0] // the options' walls, for setDep
	// What finish makes of the options' walls is looked up first
	// (wallsCache): the same walls come back under many histories.
	var wk wallsKey
	cacheable := !s.noWallsCache && n > 1 && len(kids) <= maxWallsKids
	if cacheable {
		wk = wallsKey{n: uint8(len(kids)), refused: refused, tvalue: nd.tvalue, plain: nd.plain}
		for i, kd := range kids {
			s.walls(kd.child)
			wk.w[i] = kd.child.kmWalls
			wk.gain[i] = int32(moveOutcome{kd.point, kd.color, kd.res}.gain())
			wk.color[i] = kd.color
			wk.fill[i] = needFill && kd.color == s.km && kd.res.lost == 0
		}
	}
	var hit wallsResult
	ok := false
	if cacheable {
		hit, ok = s.wallsCache[wk]
	}
	if ok {
		r := hit
		for _, kd := range kids { // the walls setDep compares
			cl, cr := s.walls(kd.child)
			gain := qi(moveOutcome{kd.point, kd.color, kd.res}.gain())
			if kd.color == goregion.Black {
				ws = append(ws, cr.shiftIn(gain, -1, &s.arena))
			} else {
				ws = append(ws, cl.shiftIn(gain, +1, &s.arena))
			}
		}
		nd.kmWalls, nd.raw, nd.plain, nd.hasMast, nd.fallback = r.w, r.raw, r.plain, r.hasMast, r.fallback
	} else if s.sideEnvs != nil {
		if !s.combineWalls(nd, kids, refused, needFill) {
			return &kmNode{}
		}
	} else {
		for _, kd := range kids {
			cl, cr := s.walls(kd.child)
			gain := qi(moveOutcome{kd.point, kd.color, kd.res}.gain())
			var w rpl
			if kd.color == goregion.Black {
				w = cr.shiftIn(gain, -1, &s.arena)
				l0 = envelopeIn(l0, w, true, &s.arena)
			} else {
				w = cl.shiftIn(gain, +1, &s.arena)
				r0 = envelopeIn(r0, w, false, &s.arena)
			}
			ws = append(ws, w)
			if needFill && kd.color == s.km && kd.res.lost == 0 {
				fill = envelopeIn(fill, w, s.km == goregion.Black, &s.arena)
			}
		}
		ans := [3]rpl{goregion.Black: l0, goregion.White: r0}
		ans[s.km] = fill
		if n == 1 {
			nd.kmWalls = s.slabs.walls() // finish fills them, raw0 included
		} else {
			s.scratchWalls = kmWalls{}
			nd.kmWalls = &s.scratchWalls // finish fills them, intern keeps them
		}
		if err := nd.finish(l0, r0, refused, ans, n == 1, &s.arena); err != nil {
			s.err = err
			return &kmNode{}
		}
		if n > 1 {
			nd.kmWalls = s.intern(nd.kmWalls)
		}
		if cacheable {
			if s.wallsCache == nil {
				s.wallsCache = map[wallsKey]wallsResult{}
			}
			s.wallsCache[wk] = wallsResult{nd.kmWalls, nd.raw, nd.plain, nd.hasMast, nd.fallback}
		}
	}
	s.fallback = s.fallback || nd.fallback
	nd.fallbackIn = fallbackIn || nd.fallback
	s.wsBuf = ws
	if !combining {
		setDep(ws)
		store()
	}
	return nd
}

// wallsKey is what finish's result (the walls, mast and flags of a node
// that is not a root) is made of, in solve: the walls of each option as
// its parent sees them (a pointer: the walls of plain nodes are one per
// short game, kmSearch.conway, and those of the others one per contents,
// intern), the option's gain, player and whether it is a fill of the
// komaster (needFill), in the order of the moves; refused; and the node's
// tvalue and plain flag (finish gives a plain node Conway's walls of its
// tvalue, and the fallback is Conway's too). Why a node whose key is in
// wallsCache may take the result there:
//
//  1. l0, r0 and fill are envelopes of the options' walls shifted by
//     their gains, in the order of the moves; ans is l0 and r0 with the
//     komaster's fill; keep is false below the root  [solve]
//  2. finish and setMastOf read nothing else of the node than plain and
//     tvalue, and set only kmWalls, raw, plain, hasMast and fallback
//     (error: never stored)  [finish, setMastOf, setMast]
//  3. equal pointers are equal walls, and no kmWalls is modified once
//     finish has returned (interned or shared walls are read only)
//     [intern, walls]
//  4. so two nodes with one key get the same result, which wallsResult
//     holds whole  [1-3] ∎
type wallsKey struct {
	w       [maxWallsKids]*kmWalls
	gain    [maxWallsKids]int32
	color   [maxWallsKids]goregion.Color
	fill    [maxWallsKids]bool
	n       uint8
	refused [3]bool
	plain   bool
	tvalue  cgt.Game
}

// maxWallsKids is the most options a position whose walls are cached may
// have.
const maxWallsKids = 16

// wallsResult is what finish set: kmWalls and the flags.
type wallsResult struct {
	w                             *kmWalls
	raw, plain, hasMast, fallback bool
}

// intern returns walls equal to w (not a root's: raw0 nil) kept by the
// search: an earlier one with the same contents, or a copy of w, which
// may be scratch.
func (s *kmSearch) intern(w *kmWalls) *kmWalls {
	h := w.hash()
	if old, ok := s.interned[h]; ok && old.equal(w) {
		return old
	}
	c := s.slabs.walls()
	*c = *w
	if s.interned == nil {
		s.interned = map[uint64]*kmWalls{}
	}
	if _, ok := s.interned[h]; !ok { // a collision keeps the first
		s.interned[h] = c
	}
	return c
}

// hash returns a hash of the contents of w's walls, mast and temperature.
func (w *kmWalls) hash() uint64 {
	h := uint64(14695981039346656037)
	mix := func(x int64) { h = (h ^ uint64(x)) * 1099511628211 }
	qs := func(x q) { mix(x.n); mix(x.d) }
	wall := func(f rpl) {
		mix(int64(f.inf))
		mix(int64(len(f.t)))
		qs(f.s)
		for i := range f.t {
			qs(f.t[i])
			qs(f.x[i])
		}
	}
	wall(w.l)
	wall(w.r)
	qs(w.mast)
	qs(w.temp)
	return h
}

// equal reports whether w and v have the same walls, mast and temperature
// (the same q's: a q in 64 bits is in lowest terms; a big one differs
// from any other, which only leaves walls apart that could be one).
func (w *kmWalls) equal(v *kmWalls) bool {
	same := func(f, g rpl) bool {
		return f.inf == g.inf && f.s == g.s && slices.Equal(f.t, g.t) && slices.Equal(f.x, g.x)
	}
	return w.raw0 == nil && v.raw0 == nil && same(w.l, v.l) && same(w.r, v.r) && w.mast == v.mast && w.temp == v.temp
}

// gameCache remembers cgt.New of option lists of at most maxCachedOpts
// options a side, in the order given, in a table of slots (a newer list
// takes the slot of an older one): the same lists come back
// with every transposition of a board. cgt.New's result depends only on
// the options (the canonical form, interned), so a cached result is the
// one cgt.New would give, and holding it keeps that interned node alive.
type gameCache struct {
	seed  maphash.Seed
	slots []gameSlot // a power of 2 of them
	made  int        // the games made (cgt.New) since slots was allocated
}

// The table starts with minGameCache slots, for the many small analyses,
// and starts again with twice as many, up to maxGameCache, when it has
// made twice as many games as it has slots.
const (
	maxCachedOpts = 8
	minGameCache  = 1 << 10
	maxGameCache  = 1 << 16
)

type gameKey struct {
	l, r   [maxCachedOpts]cgt.Game
	nl, nr uint8
}

type gameSlot struct {
	key gameKey
	v   cgt.Game
	ok  bool
}

// new returns cgt.New(l, r) (c nil: no cache).
func (c *gameCache) new(l, r []cgt.Game) cgt.Game {
	if c == nil || len(l) > maxCachedOpts || len(r) > maxCachedOpts {
		return cgt.New(l, r)
	}
	if c.slots == nil {
		c.seed, c.slots = maphash.MakeSeed(), make([]gameSlot, minGameCache)
	} else if n := len(c.slots); c.made > 2*n && n < maxGameCache {
		c.slots, c.made = make([]gameSlot, 2*n), 0
	}
	k := gameKey{nl: uint8(len(l)), nr: uint8(len(r))}
	copy(k.l[:], l)
	copy(k.r[:], r)
	sl := &c.slots[maphash.Comparable(c.seed, k)&uint64(len(c.slots)-1)]
	if sl.ok && sl.key == k {
		return sl.v
	}
	v := cgt.New(l, r)
	*sl = gameSlot{k, v, true}
	c.made++
	return v
}

// kmSlabs hands out kmNodes, kmWalls and lists of board numbers (deps)
// from blocks of slabSize, in place of one allocation each: most of what a
// search makes it keeps in its tables. A list handed out has its length as
// its capacity (an append copies it), and a block is garbage once nothing
// it holds is reachable.
type kmSlabs struct {
	nodes  []kmNode
	walls_ []kmWalls
	deps   []uint32
}

// slabSize is the number of kmNodes, kmWalls or deps' numbers of a block.
const slabSize = 256

// node returns a new zero kmNode.
func (sl *kmSlabs) node() *kmNode {
	if len(sl.nodes) == 0 {
		sl.nodes = make([]kmNode, slabSize)
	}
	nd := &sl.nodes[0]
	sl.nodes = sl.nodes[1:]
	return nd
}

// walls returns a new zero kmWalls.
func (sl *kmSlabs) walls() *kmWalls {
	if len(sl.walls_) == 0 {
		sl.walls_ = make([]kmWalls, slabSize)
	}
	w := &sl.walls_[0]
	sl.walls_ = sl.walls_[1:]
	return w
}

// dep returns a copy of d.
func (sl *kmSlabs) dep(d []uint32) []uint32 {
	n := len(d)
	if n > slabSize/4 {
		return slices.Clone(d)
	}
	if len(sl.deps) < n {
		sl.deps = make([]uint32, slabSize)
	}
	c := sl.deps[:n:n]
	sl.deps = sl.deps[n:]
	copy(c, d)
	return c
}

// finish sets nd's walls from l0 and r0, the envelopes of its options'
// walls, and its mast. A player refused a ko take (refused[c]: one stone
// captured, none lost) may play elsewhere (tenuki); the opponent must then
// answer locally with one of the moves whose walls ans[opponent] envelops:
// the komaster with a fill of the ko she has won (she ends it without
// delay, but is never made to answer with a move that does not end it,
// such as a suicide or a self-atari: with none, she lets the ko stand),
// the koloser with any move. That player's wall is then the answer's, and
// the position has no mast. The raw walls are kept (kmWalls.raw0) where
// keep: on the root. l0, r0 and ans may be scratch in a (kmSearch.arena),
// and finish takes its own scratch from a (nil: allocated): the walls nd
// keeps of them are copied.
func (nd *kmNode) finish(l0, r0 rpl, refused [3]bool, ans [3]rpl, keep bool, a *qArena) error {
	wAns, bAns := ans[goregion.White], ans[goregion.Black]
	if refused[goregion.Black] && wAns.inf == 0 || refused[goregion.White] && bAns.inf == 0 {
		nd.raw = true
		nl, nr := l0, r0
		if refused[goregion.Black] && wAns.inf == 0 {
			nl = envelopeIn(l0, wAns, true, a)
		}
		if refused[goregion.White] && bAns.inf == 0 {
			nr = envelopeIn(r0, bAns, false, a)
		}
		l0, r0 = nl, nr
	}
	nd.plain = nd.plain && !nd.raw
	if nd.kmWalls == nil {
		nd.kmWalls = &kmWalls{}
	}
	if keep {
		nd.raw0 = &rawWalls{l0.owned(), r0.owned()}
	}
	if nd.raw {
		nd.l, nd.r = l0.owned(), r0.owned()
		return nil
	}
	return nd.setMastOf(l0, r0, a)
}

// walls is nd.walls, with the Conway walls of a plain node kept by its
// short game (kmSearch.conway): many plain nodes have the same.
func (s *kmSearch) walls(nd *kmNode) (l, r rpl) {
	if !nd.hasMast && !nd.raw {
		if c, ok := s.conway[nd.tvalue]; ok {
			nd.kmWalls, nd.hasMast = c.w, true
		} else {
			nd.setMast() // plain: Conway's thermograph, no error
			if s.conway == nil {
				s.conway = map[cgt.Game]kmConway{}
			}
			s.conway[nd.tvalue] = kmConway{nd.kmWalls}
		}
	}
	return nd.l, nd.r
}

// kmConway is the Conway thermograph of a plain node: its walls, mast and
// temperature (shared by the nodes of one short game, never modified).
type kmConway struct {
	w *kmWalls // mast and temperature included
}

// walls returns the walls the parent of nd sees; a plain node's are
// Conway's, computed on first use.
func (nd *kmNode) walls() (l, r rpl) {
	if !nd.hasMast && !nd.raw {
		nd.setMast() // plain: Conway's thermograph, no error
	}
	return nd.l, nd.r
}

// setMast sets a plain node's walls and mast (Conway's thermograph), and
// any other node's from its raw walls (kmWalls.raw0: a root's or the
// neutral node's).
func (nd *kmNode) setMast() error {
	if nd.kmWalls == nil {
		nd.kmWalls = &kmWalls{}
	}
	if nd.plain {
		th := nd.tvalue.Thermograph()
		nd.mast, nd.temp, nd.hasMast = qDyadic(th.Mast), qDyadic(th.Temperature), true
		nd.l, nd.r = fromPoints(th.Left), fromPoints(th.Right)
		return nil
	}
	return nd.setMastOf(nd.raw0.l0, nd.raw0.r0, nil)
}

// setMastOf caps the raw walls l0 and r0 at the mast (Conway's thermograph,
// and generalized thermography's: the mast rises from the highest
// temperature at which the walls meet). Its scratch comes from a (nil:
// allocated); the walls it sets are its own.
func (nd *kmNode) setMastOf(l0, r0 rpl, a *qArena) error {
	if nd.kmWalls == nil {
		nd.kmWalls = &kmWalls{}
	}
	if nd.plain {
		return nd.setMast()
	}
	nd.hasMast = true
	if t, x, ok := lastMeetIn(l0, r0, a); ok {
		nd.mast, nd.temp = x, t
		nd.l, nd.r = capAtQ(l0, t, x), capAtQ(r0, t, x)
		return nil
	}
	cold := l0.inf < 0 || r0.inf > 0 || l0.at(qi(0)).cmp(r0.at(qi(0))) < 0
	if !cold {
		// The walls never meet: forced answers keep a local first move
		// worth the same at every temperature (interlocked kos). Fall back
		// to Conway's thermograph of the short game.
		nd.fallback = true
		th := nd.tvalue.Thermograph()
		nd.mast, nd.temp = qDyadic(th.Mast), qDyadic(th.Temperature)
		nd.l, nd.r = fromPoints(th.Left), fromPoints(th.Right)
		return nil
	}
	{
		var lo, hi q
		if l0.inf == 0 {
			lo = l0.at(qi(0))
		}
		if r0.inf == 0 {
			hi = r0.at(qi(0))
		}
		nd.mast = simplestBetweenQ(lo, hi, l0.inf == 0, r0.inf == 0)
	}
	nd.temp = qi(0)
	// One list for both walls: walls are never modified.
	buf := []q{qi(0), nd.mast}
	nd.l = rpl{t: buf[0:1:1], x: buf[1:2:2], s: qi(0), sl: buf[2:2:2]}
	nd.r = nd.l
	return nil
}

// thermograph returns the node's generalized thermograph.
func (nd *kmNode) thermograph() (*KoThermograph, error) {
	if !nd.hasMast {
		if err := nd.setMast(); err != nil {
			return nil, err
		}
	}
	th := &KoThermograph{Mast: nd.mast.rat(), Temperature: nd.temp.rat()}
	if nd.plain {
		c := nd.tvalue.Thermograph()
		for _, p := range c.Left {
			th.Left = append(th.Left, KoPoint{dyadicToRat(p.T), dyadicToRat(p.X)})
		}
		for _, p := range c.Right {
			th.Right = append(th.Right, KoPoint{dyadicToRat(p.T), dyadicToRat(p.X)})
		}
		return th, nil
	}
	w := nd.raw0
	if nd.temp.sign() == 0 || w.l0.inf != 0 || w.r0.inf != 0 {
		th.Left = []KoPoint{{new(big.Rat), th.Mast}}
		th.Right = []KoPoint{{new(big.Rat), nd.mast.rat()}}
		return th, nil
	}
	th.Left, th.Right = w.l0.corners(th.Temperature), w.r0.corners(nd.temp.rat())
	return th, nil
}

// dyadicToRat returns d as a rational.
func dyadicToRat(d cgt.Dyadic) *big.Rat {
	return new(big.Rat).SetFrac(d.Num(), new(big.Int).Lsh(big.NewInt(1), d.Exp()))
}

// qDyadic returns d as a q, without a big.Rat where it fits.
func qDyadic(d cgt.Dyadic) q {
	if n, ok := d.Int64(); ok && fits(n) {
		return q{n: n, d: 1}
	}
	if e := d.Exp(); e < 62 {
		if n := d.Num(); n.IsInt64() {
			return mk(n.Int64(), 1<<e) // 2^e ≤ 2^61: fits is mk's to check
		}
	}
	return qOf(dyadicToRat(d))
}

// fromPoints returns the wall through the corners of a cgt thermograph
// wall, constant above the last.
func fromPoints(ps []cgt.Point) rpl {
	f := rpl{s: qi(0)}
	for _, p := range ps {
		f.t = append(f.t, qDyadic(p.T))
		f.x = append(f.x, qDyadic(p.X))
	}
	return f.simplify()
}

// dominated returns, for each of the moves kids of node nd (made, in the
// order of s.kids), whether its board leaves nd's dep (Claim D), and for
// each of its refused moves refs, the node of the board it would make
// where that board leaves the dep for the node's (Claim R; nil: it stays).
// A move made leaves when it is no take, no fill and no ko move of the
// koloser, and another option of the same player that stays, in the same
// class of step 4 of the value, is at least as good for her in value,
// tvalue and (ws, the options' walls where nd's walls are not Conway's of
// its tvalue: nil otherwise) walls, and in the fills' envelope where it is
// (needFill); a refused move likewise, with the option of the node the
// tables hold for its board (probe); and the flags of nd come out the same
// without them (Claim D, (c); Claim R, (c')).
func (s *kmSearch) dominated(cur stones, kids, refs []kmKid, ws []rpl, nd *kmNode, blocked uint64, retakeHere, symHere, needFill bool) (drop []bool, dropR []*kmNode) {
	if s.noDom || nd.kofree || len(kids) < 1 {
		return nil, nil
	}
	koloser := s.km.Opponent()
	option := func(kd *kmKid) bool { // an option of the value, not a fill
		on := blocked&(1<<kd.point) != 0
		return !(on && (kd.color == koloser || kd.res.lost == 0))
	}
	// dominates reports whether the option j (of kids, not left out) is
	// at least as good for its player as the option of move m whose
	// value, tvalue and wall are v, tv and w.
	dominates := func(j int, m *kmKid, v, tv cgt.Game, w rpl) bool {
		kj := &kids[j]
		if kj.color != m.color || !option(kj) || needFill && m.color == s.km && m.res.lost == 0 && kj.res.lost != 0 {
			return false
		}
		if m.color == goregion.Black {
			return v.LessEq(kj.v) && tv.LessEq(kj.tv) && (ws == nil || wallLeq(w, ws[j]))
		}
		return kj.v.LessEq(v) && kj.tv.LessEq(tv) && (ws == nil || wallLeq(ws[j], w))
	}
	drop = s.dropBuf[:0]
	for range kids {
		drop = append(drop, false)
	}
	s.dropBuf = drop
	some := false
	for i := range kids {
		ki := &kids[i]
		if ki.depAt < 0 || ki.res.captured == 1 && ki.res.lost == 0 || !option(ki) || s.elsewhere(ki.depAt) {
			continue
		}
		var w rpl
		if ws != nil {
			w = ws[i]
		}
		for j := range kids {
			if j != i && !drop[j] && dominates(j, ki, ki.v, ki.tv, w) {
				drop[i], some = true, true
				break
			}
		}
	}
	dropR = s.refNodes[:0]
	someR := false
	for k := range refs {
		rf := &refs[k]
		var nb *kmNode
		if !s.noRefused && !(rf.res.captured == 1 && rf.res.lost == 0) && option(rf) && !s.elsewhere(rf.depAt) {
			if nb = s.probe(rf.color, rf.res.next); nb != nil && nb.depOver {
				nb = nil
			}
		}
		if nb != nil {
			m := moveOutcome{rf.point, rf.color, rf.res}
			v, tv := m.plusGain(nb.value), m.plusGain(nb.tvalue)
			var w rpl
			if ws != nil {
				cl, cr := s.walls(nb)
				if gain := qi(m.gain()); rf.color == goregion.Black {
					w = cr.shiftIn(gain, -1, &s.arena)
				} else {
					w = cl.shiftIn(gain, +1, &s.arena)
				}
			}
			ok := false
			for j := range kids {
				if !drop[j] && dominates(j, rf, v, tv, w) {
					ok = true
					break
				}
			}
			if !ok {
				nb = nil
			}
		}
		dropR = append(dropR, nb)
		someR = someR || nb != nil
	}
	s.refNodes = dropR
	if !some && !someR {
		return nil, nil
	}
	if someR && !s.flagsHold(cur, nd, kids, refs, drop, dropR, retakeHere, symHere) {
		someR = false
		clear(dropR)
	}
	if !someR && (!some || !s.flagsHold(cur, nd, kids, refs, drop, dropR, retakeHere, symHere)) {
		return nil, nil
	}
	return drop, dropR
}

// flagsHold reports whether the flags of a node come out the same when
// its moves drop (made) and dropR (refused: the nodes they would make) are
// left out (Claim D, (c); Claim R, (c')).
func (s *kmSearch) flagsHold(cur stones, nd *kmNode, kids, refs []kmKid, drop []bool, dropR []*kmNode, retakeHere, symHere bool) bool {
	// What the moves that stay decide.
	koFixed, plainW, symW, kofreeW := retakeHere, false, !symHere, retakeHere
	choiceFixed, fallbackFixed := nd.choice, nd.fallback
	allPlain, allSym := true, symHere
	for k := range refs {
		if dropR[k] == nil {
			koFixed = koFixed || refs[k].res.lost == 0
			kofreeW = true
		}
	}
	for i := range kids {
		kd := &kids[i]
		symOK := kd.child.sym && !kd.retakable
		allPlain = allPlain && kd.child.plain
		allSym = allSym && symOK
		if drop[i] {
			continue
		}
		koFixed = koFixed || kd.child.ko
		choiceFixed = choiceFixed || kd.child.choiceIn
		fallbackFixed = fallbackFixed || kd.child.fallbackIn
		plainW = plainW || !kd.child.plain
		symW = symW || !symOK
		kofreeW = kofreeW || !(kd.child.kofree && !kd.retakable)
	}
	if !allPlain && !plainW || !s.noSym && !allSym && !symW {
		return false
	}
	for k, nb := range dropR {
		if nb == nil {
			continue
		}
		rf := &refs[k]
		if !kofreeW || allPlain && !nb.plain ||
			!s.noSym && allSym && !(nb.sym && !s.retakenBy(cur, rf.res, rf.color.Opponent())) ||
			!koFixed && (rf.res.lost == 0 || nb.ko) ||
			!choiceFixed && nb.choiceIn || !fallbackFixed && nb.fallbackIn {
			return false
		}
	}
	for i := range kids {
		if !drop[i] {
			continue
		}
		if c := kids[i].child; !koFixed && (kids[i].res.lost == 0 || c.ko) ||
			!choiceFixed && c.choiceIn || !fallbackFixed && c.fallbackIn {
			return false
		}
	}
	return true
}

// probe returns the node of board next, which c's move from the last board
// of the line makes, as the tables hold it for the line with next appended
// (settled, a certificate, memo or free, as solve looks it up), or nil:
// the move is refused (next is in the history), and the node is that of
// the line where it is not.
func (s *kmSearch) probe(c goregion.Color, next stones) *kmNode {
	if _, ok := s.settled(next); ok {
		return s.settledNodes[next] // nil if never met
	}
	s.push(next, c)
	defer s.pop()
	n := len(s.line)
	var target stones
	canRetake := c == s.km.Opponent()
	if canRetake {
		target = s.line[n-2]
	}
	s.probing = true // key and certified, until probe returns
	defer func() { s.probing = false }()
	kb, retake := s.key(target, canRetake)
	ki := 0
	if s.km == goregion.White {
		ki = 1
	}
	if !s.noCert {
		if bc := s.ids.certsOf(s.ids.get(next)); bc != nil {
			ids := s.histIDs[:0]
			for _, h := range s.histBuf {
				ids = append(ids, s.ids.get(h))
			}
			s.histIDs = ids
			if nd := s.certified(bc.set(ki, retake, target), ids); nd != nil {
				return nd
			}
			if nd := s.certified(bc.free, ids); nd != nil {
				return nd
			}
		}
	}
	if nd, ok := s.memo[string(kb)]; ok {
		return nd
	}
	fk := kb[1:]
	if retake {
		fk = kb[17:]
	}
	return s.free[string(fk)]
}

// absorb takes over the search-wide flags of a node found in a table
// (KomasterResult.Ko, KeptChoice and Interlocked): those of its subtree.
// A node this search made set them already; one of the other search's
// tables (a sym node, Claim S: plain, so without choice or fallback) may
// bring ko.
func (s *kmSearch) absorb(nd *kmNode) {
	s.ko = s.ko || nd.ko
	s.choice = s.choice || nd.choiceIn
	s.fallback = s.fallback || nd.fallbackIn
}

// wallLeq reports whether f(t) ≤ g(t) for every t ≥ 0.
func wallLeq(f, g rpl) bool {
	switch {
	case f.inf < 0 || g.inf > 0:
		return true
	case f.inf > 0 || g.inf < 0:
		return false
	}
	var tb, fb, gb [envBuf]q
	ts := mergeInto(tb[:0], f.t, g.t)
	fv, gv := f.evalInto(fb[:0], ts), g.evalInto(gb[:0], ts)
	for i := range ts {
		if fv[i].cmp(gv[i]) > 0 {
			return false
		}
	}
	// f − g is linear between the corners and after the last
	return f.s.cmp(g.s) <= 0
}

// checkCert, in tests (Options.koCheckCerts), searches the last board of
// the line again, without certificates (Claims K and D) nor shared tables,
// and stops the search with an error if the node nd a certificate gave
// differs from it in its value, tvalue, walls, mast or flags.
func (s *kmSearch) checkCert(nd *kmNode) {
	if s.checks == 0 || s.err != nil {
		return
	}
	s.checks--
	s.checked++
	r := &kmSearch{e: s.e, ctx: s.ctx, km: s.km, memo: map[string]*kmNode{}, free: map[string]*kmNode{}, ids: newIDTable(),
		noCert: true, noDom: true, noSym: s.noSym}
	for i := range s.line {
		r.push(s.line[i], s.by[i])
	}
	ref := r.solve()
	if r.err != nil {
		s.err = r.err
		return
	}
	if d := kmNodeDiff(nd, ref); d != "" {
		s.err = fmt.Errorf("solve: a certificate's node differs in %s from the search without certificates (komaster %v, line of %d boards)", d, s.km, len(s.line))
	}
}

// kmNodeDiff names what differs between the nodes a and b (their value,
// tvalue, walls, mast and flags; not dep), or "". Where both hold the same
// walls (one pointer: the walls, mast and temperature are one kmWalls)
// they are not compared (runSystem.intern compares a combine's node with
// those it kept, whose walls are mostly interned: one pointer).
func kmNodeDiff(a, b *kmNode) string {
	al, ar := a.walls()
	bl, br := b.walls()
	one := a.kmWalls == b.kmWalls
	switch {
	case a.value != b.value:
		return "value"
	case a.tvalue != b.tvalue:
		return "tvalue"
	case a.plain != b.plain || a.kofree != b.kofree || a.sym != b.sym || a.ko != b.ko:
		return "plain, kofree, sym or ko"
	case a.raw != b.raw || a.fallback != b.fallback || a.resolved != b.resolved || a.choice != b.choice:
		return "raw, fallback, resolved or choice"
	case a.choiceIn != b.choiceIn || a.fallbackIn != b.fallbackIn:
		return "choiceIn or fallbackIn"
	case !one && (!wallLeq(al, bl) || !wallLeq(bl, al) || !wallLeq(ar, br) || !wallLeq(br, ar)):
		return "walls"
	case a.hasMast != b.hasMast || !one && a.hasMast && (a.mast.cmp(b.mast) != 0 || a.temp.cmp(b.temp) != 0):
		return "mast"
	}
	return ""
}

// newStamp starts a new marking of boards: no board is marked with the
// new s.stamp yet, and s.mark has a place for every board numbered so
// far.
func (s *kmSearch) newStamp() {
	if s.stamp++; s.stamp == 0 {
		clear(s.mark)
		s.stamp = 1
	}
	if need := s.ids.n + 1; len(s.mark) < need {
		s.mark = append(s.mark, make([]uint32, need-len(s.mark)+need/2)...)
	}
}

// markDeps marks the boards numbered ids (s.mark, a new stamp).
func (s *kmSearch) markDeps(ids []uint32) {
	s.newStamp()
	for _, i := range ids {
		s.mark[i] = s.stamp
	}
}

// newBoards returns the number of boards of ids, but the one numbered
// except, that are not marked (markDeps).
func (s *kmSearch) newBoards(ids []uint32, except uint32) int {
	n := 0
	for _, i := range ids {
		if i != except && (int(i) >= len(s.mark) || s.mark[i] != s.stamp) {
			n++
		}
	}
	return n
}

// markElsewhere marks (s.mark, a new stamp) the boards of s.deps[db:] but
// at the places of the boards of the moves kids and refs themselves: the
// boards the dep holds whatever Claims D and R leave out.
func (s *kmSearch) markElsewhere(db int, kids, refs []kmKid) {
	own := s.ownBuf[:0]
	for _, kd := range kids {
		if kd.depAt >= 0 {
			own = append(own, kd.depAt)
		}
	}
	for _, rf := range refs {
		own = append(own, rf.depAt)
	}
	slices.Sort(own) // the moves' places, in the order of s.deps
	s.ownBuf = own
	s.newStamp()
	k := 0
	for i := db; i < len(s.deps); i++ {
		if k < len(own) && int(own[k]) == i {
			k++
			continue
		}
		s.mark[s.deps[i]] = s.stamp
	}
}

// elsewhere reports whether the board at place i of s.deps is marked
// (markElsewhere).
func (s *kmSearch) elsewhere(i int32) bool { return s.mark[s.deps[i]] == s.stamp }

// sideEnv is an envelope of options' walls (combineWalls): owned, and
// numbered from 1 in its search.
type sideEnv struct {
	w  rpl
	id uint32
}

// finishKey is what finish reads in combineWalls: the envelopes (by their
// numbers; fill 0 where it is not read), refused, and the node's tvalue
// and plain flag.
type finishKey struct {
	l, r, fill uint32
	refused    [3]bool
	plain      bool
	tvalue     cgt.Game
}

// combineWalls sets nd's walls as solve's loop over the options and
// finish do, in a combine's search (runSystem.f, n > 1), from remembered
// envelopes: a combine's signatures differ mostly in a few options, so
// each side's envelope comes back many times. Why the walls are the same:
//
//  1. l0 (r0) is the envelope of Black's (White's) options' walls, each
//     the option's right (left) wall shifted by its gain, folded in the
//     order of the moves from rpl{inf: -1} (+1); fill is the same over
//     the komaster's options that lose no stone, read only where needFill;
//     envelopeIn and shiftIn are functions of their arguments' contents
//     [solve, kothermo.go]
//  2. an option's walls are those its kmWalls pointer holds, never
//     modified once set (wallsKey, step 3), and wallIDs numbers each
//     pointer once; so the list of (number, gain) of a side's options, in
//     their order, determines that side's envelope        [1]
//  3. an envelope kept is an owned copy (rpl.owned), which no later
//     position's arena reuse can change; envelopes are numbered once, so
//     equal numbers are equal envelopes                 [sideEnvelope]
//  4. finish and setMastOf read l0, r0, ans (l0, r0 with the komaster's
//     fill), refused, keep (false: n > 1) and, of the node, plain and
//     tvalue only, and set only kmWalls, raw, plain, hasMast and fallback
//     (wallsKey, step 2); so finishKey determines that result, which
//     finishes keeps whole (kmWalls interned)             [2, 3]
//  5. so nd gets the walls, mast and flags solve's own loop would give it;
//     the options' shifted walls (ws) are read by setDep only, which a
//     combine's search does not run (solve)              [1-4] ∎
//
// TestKoCombineWalls compares every reported field and the positions with
// the memo off (Options.noKoWallMemo), TestKoRunsAgree with the search
// without run statements (whose combines this serves).
func (s *kmSearch) combineWalls(nd *kmNode, kids []kmKid, refused [3]bool, needFill bool) bool {
	k := finishKey{refused: refused, plain: nd.plain, tvalue: nd.tvalue}
	var l0, r0, fill rpl
	l0, k.l = s.sideEnvelope(kids, 0)
	r0, k.r = s.sideEnvelope(kids, 1)
	if needFill {
		fill, k.fill = s.sideEnvelope(kids, 2)
	} else {
		fill = rpl{inf: -1} // not read: finish reads the fill only where needFill
		if s.km == goregion.White {
			fill = rpl{inf: +1}
		}
	}
	if r, ok := s.finishes[k]; ok {
		s.wallsReused++
		nd.kmWalls, nd.raw, nd.plain, nd.hasMast, nd.fallback = r.w, r.raw, r.plain, r.hasMast, r.fallback
		return true
	}
	ans := [3]rpl{goregion.Black: l0, goregion.White: r0}
	ans[s.km] = fill
	s.scratchWalls = kmWalls{}
	nd.kmWalls = &s.scratchWalls // finish fills them, intern keeps them
	if err := nd.finish(l0, r0, refused, ans, false, &s.arena); err != nil {
		s.err = err
		return false
	}
	nd.kmWalls = s.intern(nd.kmWalls)
	s.finishes[k] = wallsResult{nd.kmWalls, nd.raw, nd.plain, nd.hasMast, nd.fallback}
	return true
}

// sideEnvelope returns the envelope of the walls of the options of kids
// on side 0 (Black's: l0), 1 (White's: r0) or 2 (the komaster's that lose
// no stone: fill), as solve's loop folds them, and its number
// (combineWalls, steps 1-3).
func (s *kmSearch) sideEnvelope(kids []kmKid, side uint8) (rpl, uint32) {
	pick := func(kd *kmKid) bool {
		switch side {
		case 0:
			return kd.color == goregion.Black
		case 1:
			return kd.color == goregion.White
		}
		return kd.color == s.km && kd.res.lost == 0
	}
	b := append(s.envBuf[:0], side)
	for i := range kids {
		kd := &kids[i]
		if !pick(kd) {
			continue
		}
		s.walls(kd.child)
		id, ok := s.wallIDs[kd.child.kmWalls]
		if !ok {
			id = uint32(len(s.wallIDs) + 1)
			s.wallIDs[kd.child.kmWalls] = id
		}
		b = binary.LittleEndian.AppendUint32(b, id)
		b = binary.LittleEndian.AppendUint32(b, uint32(int32(moveOutcome{kd.point, kd.color, kd.res}.gain())))
	}
	s.envBuf = b
	if e, ok := s.sideEnvs[string(b)]; ok {
		s.wallsReused++
		return e.w, e.id
	}
	upper := side == 0 || side == 2 && s.km == goregion.Black
	env := rpl{inf: +1}
	if upper {
		env = rpl{inf: -1}
	}
	for i := range kids {
		kd := &kids[i]
		if !pick(kd) {
			continue
		}
		cl, cr := s.walls(kd.child)
		gain := qi(moveOutcome{kd.point, kd.color, kd.res}.gain())
		var w rpl
		if kd.color == goregion.Black {
			w = cr.shiftIn(gain, -1, &s.arena)
		} else {
			w = cl.shiftIn(gain, +1, &s.arena)
		}
		env = envelopeIn(env, w, upper, &s.arena)
	}
	e := sideEnv{env.owned(), uint32(len(s.sideEnvs) + 1)}
	s.sideEnvs[string(b)] = e
	return e.w, e.id
}
