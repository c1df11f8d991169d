package solve

import (
	"fmt"
	"math/bits"

	"github.com/tedomari/tedomari/goregion"
)

// This file holds the engine: a compact bitboard move generator for one
// independent part of a region (at most 64 points that are not immortal stones).

// stones is a board of one part: the black and white stones on its points.
type stones struct{ b, w uint64 }

// engine is the move generator of one part of a region.
type engine struct {
	pts  []int         // board point of each local point
	nbr  []uint64      // local neighbours of each local point
	nbr8 [][256]uint64 // nbr8[i][b]: the neighbours of the points of byte i of a set that are in b (around)
	safe [3]uint64     // safe[c]: the points next to an immortal stone of colour c
	all  uint64        // the points of the part
}

// maxPartPoints is the size limit of one part: its points are bits of a uint64.
const maxPartPoints = 64

// newEngine compiles the part made of the given board points (none of them
// immortal) of pos.
func newEngine(pos *goregion.Position, pts []int) (*engine, stones, error) {
	var start stones
	if len(pts) > maxPartPoints {
		return nil, start, fmt.Errorf("%w: %d points that are not immortal stones in one part, the limit is %d", ErrTooLarge, len(pts), maxPartPoints)
	}
	e := &engine{pts: pts, nbr: make([]uint64, len(pts))}
	local := make(map[int]int, len(pts))
	for i, p := range pts {
		local[p] = i
	}
	for i, p := range pts {
		e.all |= 1 << i
		switch pos.Colors[p] {
		case goregion.Black:
			start.b |= 1 << i
		case goregion.White:
			start.w |= 1 << i
		}
		for _, q := range pos.Board.Neighbors(p) {
			if j, ok := local[int(q)]; ok {
				e.nbr[i] |= 1 << j
			} else if pos.Immortal[q] {
				e.safe[pos.Colors[q]] |= 1 << i
			}
		}
	}
	e.nbr8 = make([][256]uint64, (len(pts)+7)/8)
	for i := range e.nbr8 {
		t := &e.nbr8[i]
		for b := 1; b < 256; b++ {
			// b's lowest point, and the others (a smaller index, filled).
			if p := 8*i + bits.TrailingZeros8(uint8(b)); p < len(pts) {
				t[b] = e.nbr[p] | t[b&(b-1)]
			} else {
				t[b] = t[b&(b-1)]
			}
		}
	}
	return e, start, nil
}

// around returns the points next to the set s: the union of nbr over its
// points, a byte of s at a time (nbr8: the union over the points of each
// byte value, filled in newEngine), where a point at a time took 6-9 %
// of the time of the benchmark set's cases (grow, removable, settled).
// TestAround compares it with the union over the points.
func (e *engine) around(s uint64) uint64 {
	var a uint64
	for i := 0; s != 0; i, s = i+1, s>>8 {
		a |= e.nbr8[i][s&0xff]
	}
	return a
}

// grow returns the stones of set among col joined to seed.
func (e *engine) grow(seed, col uint64) uint64 {
	g, front := seed, seed
	for front != 0 {
		front = e.around(front) & col &^ g
		g |= front
	}
	return g
}

// permanent returns the permanent stones of s: the groups that touch an
// immortal stone of their colour.
func (e *engine) permanent(s stones) stones {
	return stones{e.grow(s.b&e.safe[goregion.Black], s.b), e.grow(s.w&e.safe[goregion.White], s.w)}
}

// nearPermanent returns, for a board whose permanent stones are perm, the
// points where a Black stone (nearB), and where a White one (nearW), would
// be permanent at once: the points next to an immortal or permanent stone
// of that colour. A move adds a permanent stone if and only if it is
// played on such a point [elsewhere the new stone joins only groups that
// are not permanent, and touches no immortal stone of its colour; the
// stones it captures, or loses as a suicide, are not permanent (a
// permanent group is never removed)]; TestNearPermanent checks it.
func (e *engine) nearPermanent(perm stones) (nearB, nearW uint64) {
	return e.safe[goregion.Black] | e.around(perm.b), e.safe[goregion.White] | e.around(perm.w)
}

// playResult is the outcome of a move: the new board, the opponent stones
// captured and the mover's stones lost to suicide.
type playResult struct {
	next     stones
	captured int
	lost     int
}

// sides returns s's stones and the permanent ones as the mover c's and
// the opponent's.
func (e *engine) sides(s stones, c goregion.Color) (own, opp, safeOwn, safeOpp uint64) {
	if c == goregion.White {
		return s.w, s.b, e.safe[goregion.White], e.safe[goregion.Black]
	}
	return s.b, s.w, e.safe[goregion.Black], e.safe[goregion.White]
}

// done completes r with the board after the move of c (own and opp as
// sides gave them) and refuses the suicide of a single stone.
func (r playResult) done(own, opp uint64, c goregion.Color) (playResult, bool) {
	if r.lost == 1 {
		return r, false // the suicide of a single stone
	}
	if c == goregion.White {
		own, opp = opp, own
	}
	r.next = stones{own, opp}
	return r, true
}

// removeBreathless removes from st (one colour's stones) each group with a
// stone in cand that has no point of empty next to it and no stone of safe
// (permanent stones are never removed), and returns what is left and the
// number of stones removed.
func (e *engine) removeBreathless(cand, st, safe, empty uint64) (left uint64, removed int) {
	for cand != 0 {
		g := e.grow(cand&-cand, st)
		cand &^= g
		if g&safe == 0 && e.around(g)&empty == 0 {
			st &^= g
			removed += bits.OnesCount64(g)
		}
	}
	return st, removed
}

// play places a stone of colour c on the empty local point p, removes the
// opponent's groups without liberties and then the mover's (Tromp–Taylor
// order), and reports false for the suicide of a single stone.
func (e *engine) play(s stones, p int, c goregion.Color) (playResult, bool) {
	own, opp, safeOwn, safeOpp := e.sides(s, c)
	bit := uint64(1) << p
	own |= bit
	var r playResult
	empty := e.all &^ (own | opp)
	// All the opponent's groups without liberties go, not only those next
	// to p: a region may start with a group without liberties.
	opp, r.captured = e.removeBreathless(opp&^safeOpp, opp, safeOpp, empty)
	own, r.lost = e.removeBreathless(own&^safeOwn, own, safeOwn, e.all&^(own|opp))
	return r.done(own, opp, c)
}

// playLive is play for a board s on which every group has a liberty or
// touches an immortal stone of its colour (engine.dead(s) is false: every
// board a move produced, search.dead). It looks only at the groups next to
// p, where play grows every group of the board twice (movesOf calls it for
// every empty point and both colours: 6 % of random16-7's time in
// BenchmarkSolveRegions).
//
// Why it returns what play returns, given the precondition:
//
//  1. placing the stone takes a liberty (p) from the groups next to p
//     only; every other group keeps the liberties it had, at least one,
//     or touches an immortal stone of its colour        [precondition]
//  2. so the opponent's groups that play removes (no liberty after the
//     stone, none next to an immortal one of theirs) are among those next
//     to p, and playLive tests each of those as play does            [1]
//  3. removing stones only gives liberties: after the captures, the
//     mover's groups not next to p still have one; those next to p are
//     p's own group, the one group left for play to remove   [1; p joins them]
//  4. a group with a stone next to an empty point has a liberty: when p
//     has an empty neighbour after the captures, p's group stays
//  5. so the captured, the lost stones and the new board are play's, and
//     the suicide of a single stone is refused as play refuses it  [2, 3, 4]
//
// TestPlayLive compares the two on random boards without such groups.
func (e *engine) playLive(s stones, p int, c goregion.Color) (playResult, bool) {
	own, opp, safeOwn, safeOpp := e.sides(s, c)
	bit := uint64(1) << p
	own |= bit
	var r playResult
	empty := e.all &^ (own | opp)
	opp, r.captured = e.removeBreathless(e.nbr[p]&opp, opp, safeOpp, empty)
	// p's group, unless p has a liberty of its own (the common case: its
	// group lives, and is not grown).
	if empty = e.all &^ (own | opp); e.nbr[p]&empty == 0 {
		if g := e.grow(bit, own); g&safeOwn == 0 && e.around(g)&empty == 0 {
			own &^= g
			r.lost = bits.OnesCount64(g)
		}
	}
	return r.done(own, opp, c)
}

// dead reports whether b has a group without liberties that is not
// permanent. Only a starting position can (every move clears them all), and
// there the next move removes it wherever it is played: the pieces are not
// independent yet.
func (e *engine) dead(b stones) bool {
	empty := e.all &^ (b.b | b.w)
	for _, c := range [2]struct{ st, safe uint64 }{{b.b, e.safe[goregion.Black]}, {b.w, e.safe[goregion.White]}} {
		for left := c.st; left != 0; {
			g := e.grow(left&-left, c.st)
			left &^= g
			if g&c.safe == 0 && e.around(g)&empty == 0 {
				return true
			}
		}
	}
	return false
}
