package goregion

import (
	"math/bits"
	"slices"

	"github.com/tedomari/tedomari/cgt"
)

// Guessed and verified values.
//
// Where boards of the history may recur, the value of a position may depend
// on its history, and the transposition table holds it under a key with
// those boards (see the top of solve_engine.go). In regions where stones of
// both colours can be captured, such as the thesis's position worth 9
// (ch. 3), the same board comes back with many such histories, and a full
// search of each is out of reach. Yet the value seldom depends on the
// history. So at such a position the search first guesses the value: the
// value of the same board found earlier with another history, or, in a
// piece next to the immortal stones of one player only, where the other can
// never have a permanent stone, the value of settled territory (n + 2m,
// Theorem 3.1). It then proves the guess v under the position's own history:
// G = v if and only if G − v ≥ 0 and G − v ≤ 0, that is, if the player who
// moves second wins G − v whoever starts. Each of the two proofs is a search
// for a winning strategy (win): it needs one good move for the winner where
// the full search needs the values of all moves, and it decides every
// position whose value is known at once by comparing games (settled
// territory, a position without recurrable boards, a table entry). A guess
// that is not proved is dropped and the position is searched in full. The
// value is exact either way: a guess is only where the proof starts.
//
// A proved value holds for every history with the same recurrable boards
// (the Claim in solve_engine.go), so it goes into the table like a searched
// one. Its ko flag reports the non-suicides that superko refused in the
// proofs, and in the known values they used.

// guessed returns the value of the current position, whose history has
// boards that may recur, when a guess is proved; false when none is.
func (s *search) guessed() (ttEntry, bool) {
	var guesses []cgt.Game
	add := func(v cgt.Game) {
		if !slices.Contains(guesses, v) {
			guesses = append(guesses, v)
		}
	}
	key := s.pieceKey(s.line[len(s.line)-1])
	if e, ok := s.tt1[key]; ok {
		add(e.value)
	}
	if v, ok := s.seen[key]; ok {
		add(v)
	}
	if v, ok := s.territory(); ok {
		add(v)
	}
	for _, v := range guesses {
		ko := false
		ok := s.verify(v, &ko)
		if st := s.opts.stats; st != nil {
			st.guesses++
			if ok {
				st.proved++
			}
		}
		if ok {
			return ttEntry{value: v, ko: ko}, true
		}
		if s.err != nil {
			break
		}
	}
	return ttEntry{}, false
}

// territory returns the value of the current piece as settled territory,
// n + 2m (Blom, Theorem 3.1), when only one player has immortal stones next
// to it: the other player can never have a permanent stone there. It is only
// a guess: the other player may live, or capture stones and win a ko.
func (s *search) territory() (cgt.Game, bool) {
	cur := s.line[len(s.line)-1]
	empty := bits.OnesCount64(s.mask &^ (cur.b | cur.w))
	blackSide, whiteSide := s.e.safe[Black]&s.mask != 0, s.e.safe[White]&s.mask != 0
	switch {
	case blackSide && !whiteSide:
		return cgt.FromInt(int64(empty + 2*bits.OnesCount64(cur.w&s.mask))), true
	case whiteSide && !blackSide:
		return cgt.FromInt(-int64(empty + 2*bits.OnesCount64(cur.b&s.mask))), true
	}
	return cgt.Game{}, false
}

// verify reports whether the current position, with its history, has value
// v: whether the second player wins G − v whoever starts.
func (s *search) verify(v cgt.Game, ko *bool) bool {
	g := v.Neg()
	return !s.win(false, g, ko) && s.err == nil && !s.win(true, g, ko) && s.err == nil
}

// win reports whether the player to move (Black if left) wins the sum of the
// current position, with its history, and the game g, moving first. The
// moves in the position are those of the full search at a position with
// recurrable boards (no splitting into pieces), so that the sum is the one
// whose value the full search would find.
func (s *search) win(left bool, g cgt.Game, ko *bool) bool {
	if v, ok := s.known(ko); ok || s.err != nil {
		return s.wins(v, left, g)
	}
	if !s.count() {
		return false
	}
	if st := s.opts.stats; st != nil {
		st.proofNodes++
	}
	c, opts := Black, g.Left()
	if !left {
		c, opts = White, g.Right()
	}
	ms, k := s.movesOf(nil, []Color{c})
	*ko = *ko || k
	run := s.run[len(s.run)-1]
	// The moves to positions of known value first: they cost a comparison.
	later := ms[:0]
	for _, m := range ms {
		s.push(m.res.next, run)
		v, ok := s.knownNow(ko)
		s.pop()
		if !ok {
			later = append(later, m)
			continue
		}
		if !s.wins(v, !left, m.plusGain(g)) {
			return true
		}
	}
	// Then the moves that take most prisoners.
	slices.SortStableFunc(later, func(a, b moveOutcome) int {
		return (b.res.captured - b.res.lost) - (a.res.captured - a.res.lost)
	})
	for _, m := range later {
		s.push(m.res.next, run)
		w := s.win(!left, m.plusGain(g), ko)
		s.pop()
		if s.err != nil {
			return false
		}
		if !w {
			return true
		}
	}
	for _, o := range opts {
		if !s.win(!left, o, ko) && s.err == nil {
			return true
		}
	}
	return false
}

// wins reports whether the player to move (Black if left) wins v + g moving
// first: Left does unless v + g ≤ 0, that is v ≤ −g; Right unless −g ≤ v.
// Comparing needs no canonical sum.
func (s *search) wins(v cgt.Game, left bool, g cgt.Game) bool {
	if left {
		return !v.LessEq(g.Neg())
	}
	return !g.Neg().LessEq(v)
}

// knownNow is known without solving: settled territory or a table entry.
func (s *search) knownNow(ko *bool) (cgt.Game, bool) {
	if !s.opts.noSettle {
		if v, ok := s.settled(); ok {
			return v, true
		}
	}
	if e, ok := s.lookup(); ok && s.memo {
		*ko = *ko || e.ko
		return e.value, true
	}
	return cgt.Game{}, false
}

// known returns the value of the current position when it is known without
// a search of its own: settled territory, a position without recurrable
// boards (solved as usual, through the table), or a table entry.
func (s *search) known(ko *bool) (cgt.Game, bool) {
	if !s.opts.noSettle {
		if v, ok := s.settled(); ok {
			return v, true
		}
	}
	e, ok := s.lookup()
	if ok && s.memo {
		*ko = *ko || e.ko
		return e.value, true
	}
	if len(s.order) == 0 {
		e := s.solve()
		*ko = *ko || e.ko
		return e.value, s.err == nil
	}
	return cgt.Game{}, false
}
