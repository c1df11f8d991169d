package solve

import (
	"context"
	"errors"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/chill"
	"github.com/tedomari/tedomari/goregion"
)

// ErrTooLarge is returned by Solve for a region with a part (with
// Options.WholeLine, the whole region) of more than 64 points that are not
// immortal stones.
var ErrTooLarge = errors.New("solve: region too large")

// ErrNodeLimit is returned by Solve when the search explores more positions
// than Options.MaxNodes allows.
var ErrNodeLimit = errors.New("solve: node limit exceeded")

// ErrMemoryLimit is returned by Solve when the memory in use exceeds
// Options.MaxMemory.
var ErrMemoryLimit = errors.New("solve: memory limit exceeded")

// Options are the limits and the reporting of a solve. The zero value
// has no limits and reports nothing; a time limit comes with the context.
type Options struct {
	// MaxNodes bounds the positions explored (0: no bound).
	MaxNodes int
	// MaxMemory bounds, in bytes, the memory of the process's Go objects
	// during the solve (0: no bound): the search's tables, package cgt's
	// caches and canonical forms, and whatever else the program holds. It
	// is checked every few thousand positions, after a garbage collection
	// when the heap seems over it, and the solve stops with ErrMemoryLimit
	// instead of driving the machine into swap. The resident memory is
	// somewhat more than the bound (the runtime's own overhead).
	MaxMemory int64
	// Progress, if not nil, receives a line every second with the positions
	// explored and the rate, once a solve has run for more than a second.
	Progress io.Writer

	// WholeLine reads positional superko literally: over the boards of the
	// whole region along the whole line of play. The region is then one game:
	// it is not split into the parts that immortal stones separate, nor into
	// the pieces that permanent stones cut off during the search, so that a
	// ban in one part or piece is lifted by a move in another, as a ko threat
	// lifts it. Its points that are not immortal stones are then one part of
	// at most 64 points. Much slower. Without WholeLine the region is the sum
	// of its parts and pieces, each with superko over its own moves (Conway's
	// sum of games). The two readings differ only where a ko arises.
	WholeLine bool

	// KeepTables keeps the search's tables in the Solution, for
	// [Solution.Again] to value other positions of the same region without
	// exploring again what this solve explored. They hold memory (about as
	// much as the solve used) until [Solution.Release] or until the
	// Solution is garbage.
	KeepTables bool

	noMemo        bool // tests and benchmarks: no transposition table
	noSettle      bool // tests and benchmarks: no settled-territory shortcut
	noGuess       bool // tests and benchmarks: no guessed and verified values
	noCert        bool // tests and benchmarks: no certificates of proofs, nor of the ko search
	stats         *proofStats
	noPieces      bool            // tests and benchmarks: do not split parts into pieces
	noPrune       bool            // tests and benchmarks: no options proved dominated without their values
	noSplitKnown  bool            // tests and benchmarks: proofs value split positions only by solving them
	keepSplit     bool            // tests and benchmarks: positions that split into pieces are looked up, counted and stored under their own key (splitFirst)
	keepHistGet   bool            // tests and benchmarks: positions with recurrable boards are looked up in the table of such positions (histMiss)
	noParallel    bool            // tests and benchmarks: the parts are solved one after the other
	noReach       bool            // tests and benchmarks: no test (3) of G(C) (removedBy)
	noHalves      bool            // tests and benchmarks: a certificate absorbed by win's proofs gives its hits to both halves of the proof, not only to the half its outcome favours (Claim 3, step 13)
	noOneSided    bool            // tests and benchmarks: win's leaves are valued only by certificates that hold whole, not by one whose half the comparison needs holds (Claim 3, step 14)
	keepIdleHits  bool            // tests and benchmarks: absorb keeps the hits of a certificate that no half absorbed needs, as hits no half needs (Claim 3, step 15)
	noLeafReach   bool            // tests and benchmarks: the leaves' sets of the certificates are recorded and compared under tests (1) and (2) of G(D) only, not test (3) (Claim 3, step 8)
	noSimilar     bool            // tests and benchmarks: no guesses from the values of the board with similar histories
	noExclude     bool            // tests and benchmarks: guesses are not skipped when failed proofs exclude them
	noOrder       bool            // tests and benchmarks: the winning-strategy searches do not order moves by guessed values
	noCap         bool            // tests and benchmarks: the proofs of guesses have no budget
	noReply       bool            // tests and benchmarks: the winning-strategy searches try the moves in the other game last (replyFirst)
	noDirect      bool            // tests and benchmarks: no direct values of positions with recurrable boards whose options are all known (direct)
	noUnion       bool            // tests and benchmarks: certificates have no Bloom filter of their tested set (unionFilter)
	noRelax       bool            // tests and benchmarks: the certificates of proofs record every board the moves produce, not only those the proof needs (Claim 3)
	allRefused    bool            // tests and benchmarks: the proofs' certificates record the boards superko refused at every position, not only where the mover loses (Claim 3, step 4e)
	noRootEq      bool            // tests and benchmarks: the proofs of guesses search G − v from both sides (verify), not C's options by Claim 7 (rootproof.go)
	wrongGuesses  bool            // tests: the proofs of guesses meet wrong guesses first (nearMisses)
	checkRoot     bool            // tests: each guess verifyRoot proves or refutes is proved again by verify (checkRootProof)
	noKoTarget    bool            // tests and benchmarks: the ko search's key keeps the retake's target where no retake can happen
	noKoRetake    bool            // tests and benchmarks: the ko search's key keeps the retake's target where the komaster's move on the captured point does not retake (komaster.go, key)
	noKoSym       bool            // tests and benchmarks: the two komaster searches share only their ko-free nodes, not all sym ones (komaster.go, Claim S)
	noKoDom       bool            // tests and benchmarks: the ko search's certificates keep the boards of dominated moves (komaster.go, Claim D)
	noKoRefused   bool            // tests and benchmarks: the ko search's certificates keep the boards of refused moves (komaster.go, Claim R; noKoDom turns it off too)
	noKoWallMemo  bool            // tests and benchmarks: the ko search computes every position's walls (komaster.go, wallsKey)
	noKoRuns      bool            // tests and benchmarks: the ko search values no run's boards by statements (komaster_runs.go, Claim U)
	koRunsAt      int             // tests: the positions of a run after which the ko search builds its statements, if not 0 (runsAt and runsEarly)
	noKoRunsEarly bool            // tests: the ko search builds no run's statements before runsAt positions, however few its boards (komaster_runs.go, runsEarly)
	koRunsEarly   int             // tests: the positions of a run of few boards after which the ko search builds its statements, if not 0 (runsEarly)
	koEarlyBoards int             // tests: the most boards of a run whose statements are built after koRunsEarly positions, if not 0 (maxEarlyBoards; -1: none)
	noKoShapes    bool            // tests: the ko search tries an early system even where one of the same shape failed early (komaster_runs.go, buildRun)
	koShapesApart bool            // tests: each komaster search keeps its own shapes of failed early systems, not shared (komaster.go, AnalyzeKo)
	noKoKnown     bool            // tests: the ko search builds no run's statements before runsEarly positions where a run of the same shape passed (komaster_runs.go, runNode)
	koRunsKnown   int             // tests: the positions of a run of a known shape after which the ko search builds its statements, if not 0 (runsKnown)
	noKoResume    bool            // tests: the ko search builds a run's statements afresh where its system failed before, not resumed (komaster_runs.go, resume)
	koBigShared   bool            // tests: a resumed system of a run of more than bigRunBoards boards gets a bigRunShare-th of the work, as at its first try (komaster_runs.go, bounds)
	koRunsWork    int             // tests: the combines a run's system may make however few positions the run has made, if not 0, and no multiple of them (komaster_runs.go, workOf)
	koCheckCerts  int             // tests: the nodes the ko search finds by a certificate that are searched again without (kmSearch.checkCert)
	koFullCheck   bool            // tests: the ko search's checks of a run's statements compare the signatures they read with those of every subset (komaster_runs.go, fullCheck)
	onCount       func(total int) // benchmarks: called every 4096 positions with the positions explored (a heap profile at a given count)
	keepCertified bool            // tests and benchmarks: the values certificates give go into the table too
	guessBudget   int             // tests: the budget of the proofs of guesses, if not 0 (guessBudget otherwise)
	certBudget    int             // tests: the bytes of certificates kept, if not 0 (certBudget otherwise)
	checkReach    bool            // tests: recordLeaf and certified check test (3) of the leaves' sets on the boards masked against the whole boards (checkLeafReach)
	checkHistIdx  bool            // tests: certified checks the history push masked and the index sync kept up to date against ones made fresh (checkHistIndex)
}

// The garbage collector's target percentage (GOGC) while solves run,
// unless the program chose its own (tuneGC), in three steps by the live
// heap (gcLarge). Most of a large solve's memory is its tables, live until
// the end: at a percentage p the heap grows to (1 + p/100) times them
// before each collection, and a collection costs about the pointers of the
// live heap, which the compact tables hold few of.
//
//   - solveGCPercent, until the live heap passes midHeap: Go's default. A
//     small solve's heap is small whatever the percentage, and collecting
//     it more often only costs time (BenchmarkSolveRegions, ten runs each,
//     against 50 throughout: random12-3 user CPU 0.492 -> 0.459 s,
//     random12-4 0.326 -> 0.315 s, peak RSS 50 -> 54 MiB; random16-7 and
//     edge3x4 peak at 440 and 488 MiB either way).
//   - solveGCPercentMid past midHeap: the heap grows to one and a half
//     times the tables (corner2x6-xo peak RSS 134 -> 121 MiB against 100,
//     for about 4 % more time; at 25: 114 MiB, 17 % more).
//   - solveGCPercentLarge past largeHeap: the growth before each
//     collection is what takes a large solve beyond the goal of 500 MB of
//     issue 13 (random16-7: peak RSS 548 MiB at 50, 510 with 25 past 256
//     MB, 493-498 with 20 past 192 MB, 483-486 with 15, for about a tenth
//     more time than with 20).
const (
	solveGCPercent      = 100
	solveGCPercentMid   = 50
	solveGCPercentLarge = 15
)

// midHeap and largeHeap are the live heaps, in bytes, past which gcLarge
// lowers the percentage (variables for the tests).
var (
	midHeap   uint64 = 64 << 20
	largeHeap uint64 = 192 << 20
)

// gcTune is the state of tuneGC: the solves running, and the percentage
// before the first of them.
var gcTune struct {
	sync.Mutex
	n     int
	old   int
	tuned bool // tuneGC may lower the percentage (not GOGC, nor a program's lower one)
	level int  // the percentage gcLarge set, 0 if none
}

// gcLarge lowers the collector's target percentage to solveGCPercentMid
// when the live heap (as of the last collection) exceeds midHeap, and to
// solveGCPercentLarge when it exceeds largeHeap, while solves run and
// tuneGC may; tuneGC's restore puts back the one found. It never raises
// it. The search calls it every 65536 positions.
func gcLarge() {
	s := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 {
		return
	}
	var target int
	switch live := s[0].Value.Uint64(); {
	case live >= largeHeap:
		target = solveGCPercentLarge
	case live >= midHeap:
		target = solveGCPercentMid
	default:
		return
	}
	gcTune.Lock()
	defer gcTune.Unlock()
	if gcTune.n > 0 && gcTune.tuned && (gcTune.level == 0 || target < gcTune.level) && target < gcTune.old {
		gcTune.level = target
		debug.SetGCPercent(target)
	}
}

// tuneGC sets the collector's target percentage to solveGCPercent while
// solves run (the first one sets it), or keeps the program's if lower, and
// returns the function that restores the percentage found, after the last
// one. gcLarge may lower it further. It changes nothing when the
// environment sets GOGC or the program has set a percentage below
// solveGCPercentMid (or turned the collector off). It never changes a
// result: only when the garbage is collected.
func tuneGC() func() {
	if os.Getenv("GOGC") != "" {
		return func() {}
	}
	gcTune.Lock()
	defer gcTune.Unlock()
	if gcTune.n == 0 {
		gcTune.old = debug.SetGCPercent(solveGCPercent)
		gcTune.tuned, gcTune.level = gcTune.old >= solveGCPercentMid, 0
		if gcTune.old < solveGCPercent {
			debug.SetGCPercent(gcTune.old)
		}
	}
	gcTune.n++
	return func() {
		gcTune.Lock()
		defer gcTune.Unlock()
		if gcTune.n--; gcTune.n == 0 && gcTune.tuned {
			debug.SetGCPercent(gcTune.old)
		}
	}
}

// proofStats counts, for tests and benchmarks, the guesses tried and proved,
// the positions of the proofs and the proofs reused through certificates.
type proofStats struct {
	guesses, proved, proofNodes, certified int
	overBudget                             int // proofs of guesses that ran out of budget
	certGenerations, certPromoted          int // generations of certificates dropped (keep); certificates moved out of the old one (certified)
	excluded                               int // guesses skipped: the failed proofs exclude them
	direct, directTries                    int // values found by direct (Claim 6); its calls
	failedNodes                            int // positions of the proofs of guesses that failed (a nested proof counts in each)
	solveFresh, solveHist                  int // positions expanded by solve: fresh, with recurrable boards
	solveSplit                             int // of the fresh ones, those split into pieces (splitSolve)
	pruneTries, pruned, pruneNodes         int // dominated options: proofs tried, succeeded, their positions
	unionSpared                            int // walks of tested sets that a union filter spared (holdsMasked)
	halvesHeld                             int // certificates that held with a hit neither half needs missing (Claim 3, step 13)
	oneSided                               int // win's leaves valued by a certificate whose half only holds (Claim 3, step 14)
	idleHits                               int // hits of absorbed certificates that no half absorbed needs, not absorbed (Claim 3, step 15)
	rootProofs                             int // proofs of guesses made from the root's options (verifyRoot, Claim 7)
	rootChecked, rootWrong                 int // checkRoot: the answers of verifyRoot checked by verify, and those that differ
	histChecks, histLongest                int // indexes of histories checked (Options.checkHistIdx); the longest history of them
	leafChecks, leafChecksPiece            int // boards checked by Options.checkReach (checkLeafBoard); of them, those with stones outside the piece's closure
	leafChecksPieceReach                   int // of those, the ones that pass test (3)
	// checkUnion: each walk a union filter spares is made all the same,
	// and unionWrong counts those that find a hash (tests: it must stay 0).
	checkUnion bool
	unionWrong int
}

// Part is an independent part of a region: a connected set of points that
// are not immortal stones, separated from the others by immortal stones.
// With Options.WholeLine the region is one game, and its one Part holds all
// those points.
type Part struct {
	Points      []int    // the board points of the part, ascending
	Value       cgt.Game // its value
	Nodes       int      // positions explored to solve it
	KoSensitive bool     // superko refused a move that is not a suicide
}

// Option is a first move of a player in a region, with the value it leads
// to: the value of the region after the move plus the prisoners it takes.
type Option struct {
	Player goregion.Color
	Point  int    // the board point played
	Name   string // its name on the board
	Value  cgt.Game
	// Dominated reports whether another option of the same player is at least
	// as good (for equal options, all but the first are dominated).
	Dominated bool
	// Reversible reports whether the option has a reply Through by the
	// opponent that is at least as good for the opponent as the region
	// itself: Through ≤ G for Black's options, Through ≥ G for White's.
	Reversible bool
	Through    cgt.Game // the reversing reply, when Reversible: the first in cgt.OptionOrder
}

// Solution is the result of Solve.
type Solution struct {
	Value cgt.Game // the value of the region: the sum of the values of the parts
	Parts []Part   // the independent parts, in the order of their first point (one with WholeLine)
	Nodes int      // positions explored in all
	// KoSensitive reports whether superko refused, somewhere in the search, a
	// move that is not a suicide: the value then depends on the local history
	// and may not be the one a whole-board game gives.
	//
	// Known limitation (issue 13): the flag reports the refusals met in the
	// positions the search explored, so a false flag may miss a refusal.
	// The full search (a refusal anywhere in the game tree) is the
	// reference; with the default shortcuts the flag said false where it
	// says true on 45 of 746 random regions of TestSolveShortcutsAgree
	// (-long), and never true where it says false (measured, not proved). Why (settled territory valued
	// without search; certificates reused under another history) is
	// written next to TestKoFlagShortcuts.
	KoSensitive bool
	Parity      chill.Parity
	// LeftMoves and RightMoves are the legal first moves of Black and White,
	// in the order of the board points.
	LeftMoves, RightMoves []Option

	tables *tables // the searches' tables (Options.KeepTables), shared with the solutions Again made from it
}

// Solve returns the exact value of a region under the local rules of
// FORMATS.md §3 (Blom, chapter 3, principles 1–3): Black is Left; the
// immortal stones never leave the board and neither does any group holding
// or touching one; a move may not recreate a board of the local line of
// play, its start included (positional superko); no passing; the suicide of
// one stone is illegal, of more stones legal; each removed stone is one
// point for the other player.
//
// The parts of the region that immortal stones separate are independent
// games: by default Solve solves each on its own, with superko over its own
// line of play, and the value of the region is their sum (a superko ban in
// one part is not lifted by moves in another: that is what a sum of games
// means). With opts.WholeLine the region is one game with superko over its
// whole line (see Options). Each part may have at most 64 points;
// ErrTooLarge otherwise. The search
// stops with ErrNodeLimit after opts.MaxNodes positions and with the
// context's error (wrapped) when ctx is done.
func Solve(ctx context.Context, pos *goregion.Position, opts Options) (*Solution, error) {
	return solveWith(ctx, pos, opts, nil)
}

// solveWith is Solve, with the searches of kept (one per part, for the
// parts of pos) if not nil.
func solveWith(ctx context.Context, pos *goregion.Position, opts Options, kept *tables) (*Solution, error) {
	started := time.Now()
	defer tuneGC()()
	sol := &Solution{}
	empty := 0
	for p, c := range pos.Colors {
		if c == goregion.Empty {
			empty++
			if pos.Immortal[p] {
				return nil, errors.New("solve: an empty point is marked immortal")
			}
		}
	}
	sol.Parity = chill.ParityOf(empty, 0)
	parts := splitParts(pos, opts.WholeLine)
	type solved struct {
		s     *search
		value cgt.Game
	}
	total := &shared{nextLog: started.Add(time.Second)}
	searches := make([]solved, len(parts))
	results := make([]ttEntry, len(parts))
	for i, pts := range parts {
		if kept != nil {
			s := kept.searches[i]
			s.restart(ctx, s.e.boardOf(pos), opts, total, started)
			searches[i].s = s
			continue
		}
		e, start, err := newEngine(pos, pts)
		if err != nil {
			return nil, err
		}
		searches[i].s = newSearch(ctx, e, start, opts, total, started)
	}
	if kept != nil {
		// A search stopped half way (a limit, the context) may have left
		// its line of play anywhere: its tables are not used again.
		defer func() {
			for _, sv := range searches {
				if sv.s.err != nil {
					kept.release()
					return
				}
			}
		}()
	}
	// The parts are independent games, each with its own search and
	// tables: they are solved at the same time when there are cores for
	// it. What each finds does not depend on the others (only the count
	// of positions against MaxNodes is shared), so the answer is the same
	// as one after the other; package cgt serializes its own work.
	if workers := min(runtime.GOMAXPROCS(0), len(parts)); workers > 1 && !opts.noParallel && opts.stats == nil {
		var wg sync.WaitGroup
		next := atomic.Int64{}
		for range workers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := int(next.Add(1)) - 1; i < len(parts); i = int(next.Add(1)) - 1 {
					results[i] = searches[i].s.solve()
				}
			}()
		}
		wg.Wait()
	} else {
		for i := range parts {
			if results[i] = searches[i].s.solve(); searches[i].s.err != nil {
				break
			}
		}
	}
	for i, pts := range parts {
		s, r := searches[i].s, results[i]
		if s.err != nil {
			return nil, s.err
		}
		sol.Parts = append(sol.Parts, Part{Points: pts, Value: r.value, Nodes: s.nodes, KoSensitive: r.ko})
		sol.KoSensitive = sol.KoSensitive || r.ko
		sol.Value = sol.Value.Add(r.value)
		searches[i].value = r.value
	}
	if opts.Progress != nil && time.Since(started) > time.Second {
		progress(opts.Progress, int(total.nodes.Load()), time.Since(started))
	}
	// The first moves: the option of a move in one part is its value there
	// plus the values of the other parts, rest: their sum, as prefix and
	// suffix sums (sol.Value.Sub(sv.value) is the same game, but a
	// canonical sum of the whole value and the part's negative: with one
	// part G + (−G), a fifth of the time of random12-4 of the benchmark
	// set).
	suffix := make([]cgt.Game, len(searches)+1)
	for i := len(searches) - 1; i >= 0; i-- {
		suffix[i] = suffix[i+1].Add(searches[i].value)
	}
	var prefix cgt.Game
	for i, sv := range searches {
		rest := prefix.Add(suffix[i+1])
		prefix = prefix.Add(sv.value)
		ms, _ := sv.s.moves()
		for _, m := range ms {
			sv.s.push(m.res.next, 0)
			r := sv.s.solve()
			sv.s.pop()
			if sv.s.err != nil {
				return nil, sv.s.err
			}
			p := sv.s.e.pts[m.point]
			o := Option{Player: m.color, Point: p, Name: pos.Board.Name(p),
				Value: r.value.Add(cgt.FromInt(m.gain())).Add(rest)}
			if m.color == goregion.Black {
				sol.LeftMoves = append(sol.LeftMoves, o)
			} else {
				sol.RightMoves = append(sol.RightMoves, o)
			}
		}
	}
	sol.Nodes = int(total.nodes.Load())
	if opts.KeepTables {
		if kept == nil {
			kept = newTables(pos, parts, opts)
			for _, sv := range searches {
				kept.searches = append(kept.searches, sv.s)
			}
		}
		sol.tables = kept
	}
	byPoint := func(a, b Option) int { return a.Point - b.Point }
	slices.SortFunc(sol.LeftMoves, byPoint)
	slices.SortFunc(sol.RightMoves, byPoint)
	markOptions(sol.LeftMoves, sol.Value, true)
	markOptions(sol.RightMoves, sol.Value, false)
	return sol, nil
}
