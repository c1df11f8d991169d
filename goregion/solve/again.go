package solve

import (
	"context"
	"slices"
	"sync"
	"time"

	"github.com/tedomari/tedomari/goregion"
)

// This file holds the tables a solve keeps for the next positions of the
// same region (Options.KeepTables, Solution.Again).
//
// Claim. A search whose line of play is restarted at a board C of its
// part, with its tables as an earlier solve left them, returns v(C, {C}),
// the value Solve of that board returns, and the same for every first
// move. [Every entry of the tables is keyed by a board and its recurrable
// history G (table.go, Claim 2), and holds v(C, G ∪ {C}), whatever line of
// play it was found on; the certificates and the guesses are checked
// against the line they are used on (proof.go). The search already
// restarts its line within one solve, for every piece splitSolve cuts off
// and every option prune compares, with the same tables.] Only the count
// of positions explored and the ko flags can differ from a fresh solve:
// those depend on what the tables hold when a position is met.

// tables are the searches of a solve, one per part, kept for Again.
type tables struct {
	mu       sync.Mutex // one Again at a time
	board    *goregion.Board
	immortal []bool
	frame    []goregion.Color // the colours of the immortal stones (Empty elsewhere)
	parts    [][]int
	whole    bool      // Options.WholeLine
	searches []*search // nil once released
}

func newTables(pos *goregion.Position, parts [][]int, opts Options) *tables {
	t := &tables{board: pos.Board, immortal: slices.Clone(pos.Immortal), frame: make([]goregion.Color, len(pos.Colors)),
		parts: parts, whole: opts.WholeLine}
	for p, imm := range pos.Immortal {
		if imm {
			t.frame[p] = pos.Colors[p]
		}
	}
	return t
}

// fits reports whether pos is a position of the region t was made for:
// the same board, the same immortal stones, the same reading of superko.
func (t *tables) fits(pos *goregion.Position, opts Options) bool {
	if t.searches == nil || pos.Board != t.board || opts.WholeLine != t.whole || !slices.Equal(pos.Immortal, t.immortal) || len(pos.Colors) != len(t.frame) {
		return false
	}
	for p, imm := range pos.Immortal {
		if imm && pos.Colors[p] != t.frame[p] {
			return false
		}
	}
	return true
}

func (t *tables) release() { t.searches = nil }

// Again returns the solution of pos, another position of the region sol
// solved (the same board and immortal stones; typically a position after
// some of its moves), as Solve(ctx, pos, opts) returns it: the same value,
// parts, parity and first moves with their values and marks. When sol kept
// its tables (Options.KeepTables) they are used and extended, so that what
// the earlier solves explored is not explored again; then Nodes counts
// only the positions this call explored, and KoSensitive may differ from a
// fresh solve's (it reports the refusals of superko met in the positions
// explored, the tables' included). Otherwise, or when pos is not a
// position of that region, Again is Solve. opts.KeepTables keeps the tables
// in the new solution; opts.WholeLine must be as sol's for them to be used.
//
// The solutions made from one solve share its tables: Again may be called
// on any of them, one call at a time (a second call waits for the first).
// A limit reached (opts.MaxNodes, MaxMemory, the context) drops the tables.
func (sol *Solution) Again(ctx context.Context, pos *goregion.Position, opts Options) (*Solution, error) {
	t := sol.tables
	if t == nil {
		return Solve(ctx, pos, opts)
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if !t.fits(pos, opts) {
		return Solve(ctx, pos, opts)
	}
	// The internal switches are the first solve's.
	o := t.searches[0].opts
	o.MaxNodes, o.MaxMemory, o.Progress, o.KeepTables = opts.MaxNodes, opts.MaxMemory, opts.Progress, opts.KeepTables
	return solveWith(ctx, pos, o, t)
}

// Release drops the tables that sol kept (Options.KeepTables), for every
// solution that shares them; Again then solves afresh.
func (sol *Solution) Release() {
	if t := sol.tables; t != nil {
		t.mu.Lock()
		t.release()
		t.mu.Unlock()
	}
	sol.tables = nil
}

// KeepsTables reports whether sol holds tables for Again.
func (sol *Solution) KeepsTables() bool {
	if sol.tables == nil {
		return false
	}
	sol.tables.mu.Lock()
	defer sol.tables.mu.Unlock()
	return sol.tables.searches != nil
}

// restart starts the search again at board start, with its tables, for a
// new solve under opts.
func (s *search) restart(ctx context.Context, start stones, opts Options, total *shared, started time.Time) {
	s.ctx, s.opts, s.total, s.started = ctx, opts, total, started
	s.err, s.nodes = nil, 0
	s.line, s.perm, s.run = s.line[:0], s.perm[:0], s.run[:0]
	s.lineM, s.lineH, s.lineID = s.lineM[:0], s.lineH[:0], s.lineID[:0]
	s.mask, s.clos = s.e.all, s.e.all
	s.setStart(start)
	s.push(start, 0)
}

// boardOf returns the board of e's part in pos.
func (e *engine) boardOf(pos *goregion.Position) stones {
	var b stones
	for i, p := range e.pts {
		switch pos.Colors[p] {
		case goregion.Black:
			b.b |= 1 << i
		case goregion.White:
			b.w |= 1 << i
		}
	}
	return b
}
