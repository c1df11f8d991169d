package solve

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"math/rand"
	"slices"
	"testing"
	"time"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/goregion"
)

// TestCertificateHolds checks the conditions of a certificate (see
// certificate) one by one, on a line of three points without a frame, where
// every board passes the tests of G(C) (no stone can be permanent).
func TestCertificateHolds(t *testing.T) {
	pos := mustDiagram(t, "...")
	parts := splitParts(pos, false)
	e, start, err := newEngine(pos, parts[0])
	if err != nil {
		t.Fatal(err)
	}
	s := newSearch(context.Background(), e, start, Options{}, &shared{}, time.Now())
	a := stones{b: 1}       // Black on the first point
	b := stones{w: 2}       // White on the second
	c := stones{b: 1, w: 4} // and one more
	f := e.filterOf(start, stones{})
	if !f.passes(a) || !f.passes(b) || !f.passes(c) {
		t.Fatal("every board should pass the tests here")
	}
	leaves := func(sets ...[]stones) certificate {
		var c certificate
		for _, set := range sets {
			c.addLeafBoards(f, set)
		}
		return c
	}
	tests := []struct {
		name string
		cert certificate
		hist []stones
		want bool
	}{
		{"nothing needed", certificate{}, []stones{a, b}, true},
		{"a produced board in the history", certificate{sets: &[2]hashSet{{h: []uint32{boardHash(b)}}}}, []stones{a, b}, false},
		{"a produced board not in it", certificate{sets: &[2]hashSet{{h: []uint32{boardHash(b)}}}}, []stones{a}, true},
		{"a refused board in it", certificate{sets: &[2]hashSet{{h: []uint32{boardHash(b)}}}, hits: []stones{b}}, []stones{a, b}, true},
		{"a refused board missing", certificate{sets: &[2]hashSet{{h: []uint32{boardHash(b)}}}, hits: []stones{b}}, []stones{a}, false},
		{"a board produced in an absorbed proof, in the history", certificate{sets: &[2]hashSet{{subs: []*hashSet{{h: []uint32{boardHash(c)}}, {subs: []*hashSet{{h: []uint32{boardHash(b)}}}}}}}}, []stones{a, b}, false},
		{"a board produced in an absorbed proof, refused", certificate{sets: &[2]hashSet{{subs: []*hashSet{{h: []uint32{boardHash(b)}}}}}, hits: []stones{b}}, []stones{a, b}, true},
		{"a board produced in an absorbed proof, not in the history", certificate{sets: &[2]hashSet{{subs: []*hashSet{{h: []uint32{boardHash(b)}}}}}}, []stones{a}, true},
		{"a leaf's board in the history", leaves(nil), []stones{a}, false},
		{"a leaf with its board", leaves([]stones{a}), []stones{a}, true},
		{"a leaf with another board too", leaves([]stones{a}), []stones{a, c}, false},
		{"a leaf's board missing", leaves([]stones{a, c}), []stones{a}, false},
		{"an empty history", leaves(nil), nil, true},
		{"two leaves, the first fails", leaves([]stones{a}, []stones{a, b}), []stones{a, b}, false},
		{"two leaves, both hold", leaves([]stones{a, b}, []stones{b, a}), []stones{b, a}, true},
		{"two leaves, the second fails", leaves([]stones{a, b}, []stones{b}), []stones{a, b}, false},
	}
	for _, tt := range tests {
		if got := tt.cert.holds(s, tt.hist); got != tt.want {
			t.Errorf("%s: holds = %v, want %v", tt.name, got, tt.want)
		}
	}
}

// TestCertificateParts checks the tested set of a certificate that absorbs
// others (testedHas: its own hashes and its parts' sets, shared) against
// the reference, the union of the hashes copied into one sorted list (as
// certificates kept it before), and the count of the cap maxTested
// (nTested, the size of that union), on random chains of certificates each
// absorbing some of the ones sealed before it.
func TestCertificateParts(t *testing.T) {
	rng := rand.New(rand.NewSource(4))
	s := &search{}
	var sealed []*certificate
	union := map[*certificate]map[uint32]bool{}
	for i := range 300 {
		c := &certificate{sets: new([2]hashSet)}
		ref := map[uint32]bool{}
		for range rng.Intn(20) {
			h := uint32(rng.Intn(400))
			c.sets[h%2].h = append(c.sets[h%2].h, h)
			c.nTested++
			ref[h] = true
		}
		for range rng.Intn(4) {
			if len(sealed) == 0 {
				break
			}
			d := sealed[rng.Intn(len(sealed))]
			c.sets[0].subs = append(c.sets[0].subs, &d.sets[0]) // as absorb does
			c.sets[1].subs = append(c.sets[1].subs, &d.sets[1])
			c.nTested += d.nTested
			for h := range union[d] {
				ref[h] = true
			}
		}
		s.seal(c, cgt.Zero(), false)
		sealed = append(sealed, c)
		union[c] = ref
		if c.nTested != len(ref) {
			t.Fatalf("certificate %d: nTested = %d, the union has %d hashes", i, c.nTested, len(ref))
		}
		for h := range uint32(400) {
			if c.testedHas(h) != ref[h] {
				t.Fatalf("certificate %d: testedHas(%d) = %v, the union: %v", i, h, c.testedHas(h), ref[h])
			}
		}
		seen := map[*hashSet]bool{}
		for _, p := range slices.Concat(c.sets[0].subs, c.sets[1].subs) {
			if seen[p] {
				t.Fatalf("certificate %d: a part twice", i)
			}
			seen[p] = true
		}
		// The whole set as seal counts it (wholeSet): the union, sorted.
		if all, want := s.wholeSet(c), slices.Sorted(maps.Keys(ref)); !slices.Equal(all, want) {
			t.Fatalf("certificate %d: wholeSet = %v, the union: %v", i, all, want)
		}
		// Several hashes at once, as holds asks.
		for range 20 {
			hs := []uint32{uint32(rng.Intn(400)), uint32(rng.Intn(400)), uint32(rng.Intn(400))}
			if got, want := c.testedHas(hs...), ref[hs[0]] || ref[hs[1]] || ref[hs[2]]; got != want {
				t.Fatalf("certificate %d: testedHas(%v) = %v, the union: %v", i, hs, got, want)
			}
		}
	}
}

// TestSortHashes checks the radix sort of the tested hashes against
// slices.Sort, on lengths either side of its threshold.
func TestSortHashes(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	var buf []uint32
	for _, n := range []int{0, 1, 5, 63, 64, 65, 200, 1000, 5000} {
		for _, spread := range []uint32{0, 7, 1 << 12, 1<<32 - 1} {
			hs := make([]uint32, n)
			for i := range hs {
				if spread == 0 {
					hs[i] = uint32(i % 3)
				} else {
					hs[i] = uint32(rng.Int63()) % spread
				}
			}
			want := slices.Clone(hs)
			slices.Sort(want)
			sortHashes(hs, &buf)
			if !slices.Equal(hs, want) {
				t.Errorf("sortHashes of %d hashes below %d: not sorted", n, spread)
			}
		}
	}
}

// TestLeafIndex checks the index of a certificate's leaves (hasLeaf)
// against a scan of the leaves (slices.Contains), on certificates that
// grow past the index's threshold and its first sizes, with leaves drawn
// from a small set so that most additions are repeats, and with the
// scratch of a dropped certificate (its index) reused by the next.
func TestLeafIndex(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	s := &search{}
	for round := range 40 {
		c := s.newCert(0, 1)
		kinds := 1 + rng.Intn(3*maxLeaves)
		added := 0
		drawn := map[uint64]bool{}
		for range 4 * maxLeaves {
			k := uint64(rng.Intn(kinds))
			drawn[k] = true
			// Leaves that differ in one field only.
			l := leaf{cur: stones{b: k & 7, w: k >> 3 & 7}, remB: k >> 6 & 3, remW: k >> 8 & 3, set: k >> 10}
			want := !slices.Contains(c.leaves, l) && len(c.leaves) < maxLeaves
			n := len(c.leaves)
			c.addLeaf(0, 0, l)
			if got := len(c.leaves) > n; got != want {
				t.Fatalf("round %d: leaf %+v added %v, want %v (%d leaves)", round, l, got, want, n)
			}
			if len(c.leaves) > n {
				added++
			}
		}
		if added != min(len(drawn), maxLeaves) {
			t.Errorf("round %d: %d leaves added of %d drawn", round, added, len(drawn))
		}
		if added > leafIndexMin && c.leafIdx == nil {
			t.Errorf("round %d: %d leaves without an index", round, added)
		}
		s.freeScratch(scratchOf(c))
	}
}

// certChain makes random chains of sealed certificates for the tests of
// the tested sets' walks and filters, with each one's whole tested set
// (its own and those of the certificates it absorbed) as a reference.
type certChain struct {
	s      *search
	sealed []*certificate
	union  map[*certificate]map[uint32]bool
}

func newCertChain() *certChain {
	return &certChain{s: &search{}, union: map[*certificate]map[uint32]bool{}}
}

// next seals a certificate whose own tested set is tested and which
// absorbs up to two earlier ones drawn by rng, and returns it with its
// whole tested set.
func (ch *certChain) next(rng *rand.Rand, tested []uint32) (*certificate, map[uint32]bool) {
	// The hashes go to the halves by their lowest bit.
	c := &certificate{sets: new([2]hashSet)}
	for _, h := range tested {
		c.sets[h%2].h = append(c.sets[h%2].h, h)
	}
	ref := map[uint32]bool{}
	for _, h := range tested {
		ref[h] = true
	}
	for range rng.Intn(3) {
		if len(ch.sealed) == 0 {
			break
		}
		d := ch.sealed[rng.Intn(len(ch.sealed))]
		c.sets[0].subs = append(c.sets[0].subs, &d.sets[0])
		c.sets[1].subs = append(c.sets[1].subs, &d.sets[1])
		for h := range ch.union[d] {
			ref[h] = true
		}
	}
	ch.s.seal(c, cgt.Zero(), false)
	ch.sealed = append(ch.sealed, c)
	ch.union[c] = ref
	return c, ref
}

// TestTestedHasIndexed checks testedHasIndexed, the walk of a sealed
// certificate's tested set with an index of the history (histIndex),
// against a reference set, on random chains of certificates absorbing
// earlier ones and random histories of up to 600 boards: the suspects are
// the hashes of some of the history's boards (as holdsIndexed has them),
// with some boards of the tested sets among them or not, so that both
// answers are met, and boards whose hashes are in the history but not
// among the suspects (hits) must not be found (a third of the histories
// have no board of the tested sets but hits).
func TestTestedHasIndexed(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	ch := newCertChain()
	board := func() stones { return stones{rng.Uint64(), rng.Uint64()} }
	var pool []stones // boards of the tested sets
	found := [2]int{}
	for i := range 300 {
		var tested []uint32
		for range rng.Intn(60) {
			b := board()
			pool = append(pool, b)
			tested = append(tested, boardHash(b))
		}
		c, ref := ch.next(rng, tested)
		// A history: new boards, and some of the tested sets' boards.
		var hist []stones
		var fromPool []bool
		for range 17 + rng.Intn(600) {
			if rng.Intn(20) == 0 {
				hist = append(hist, pool[rng.Intn(len(pool))])
				fromPool = append(fromPool, true)
			} else {
				hist = append(hist, board())
				fromPool = append(fromPool, false)
			}
		}
		hashes := make([]uint32, len(hist))
		for j, b := range hist {
			hashes[j] = boardHash(b)
		}
		var idx histIndex
		idx.build(hist, hashes)
		// The suspects: all but a few boards (the hits); for one
		// certificate in three, the hits include every board of the
		// tested sets, so that the walk must tell a hash of a hit from a
		// suspect's.
		var suspects []uint32
		want := false
		for j := range hist {
			if rng.Intn(10) == 0 || i%3 == 0 && fromPool[j] {
				continue
			}
			suspects = append(suspects, hashes[j])
			want = want || ref[hashes[j]]
		}
		got := c.testedHasIndexed(suspects, &idx, bothHalves)
		if got != want || c.testedHas(suspects...) != want {
			t.Fatalf("certificate %d, %d suspects: testedHasIndexed = %v, testedHas = %v, the union: %v", i, len(suspects), got, c.testedHas(suspects...), want)
		}
		found[map[bool]int{false: 0, true: 1}[want]]++
	}
	if found[0] < 30 || found[1] < 30 {
		t.Errorf("%d walks that found nothing, %d that found a hash: want both", found[0], found[1])
	}
}

// TestUnionFilter checks the union filters that seal gives certificates
// (unionFilter) on random chains of certificates absorbing earlier ones,
// with hashes of random boards: every hash of the tested set passes the
// filter (a hash the filter rejects is not in the set: unionMayHave false
// implies testedHas false), and the filter rejects most hashes outside the
// set (it fails if the filter is disarmed, or too full to spare walks).
func TestUnionFilter(t *testing.T) {
	rng := rand.New(rand.NewSource(13))
	ch := newCertChain()
	hash := func() uint32 { return boardHash(stones{rng.Uint64(), rng.Uint64()}) }
	filtered, outside, rejected := 0, 0, 0
	for i := range 400 {
		var tested []uint32
		for range rng.Intn(40) {
			tested = append(tested, hash())
		}
		c, ref := ch.next(rng, tested)
		if c.union == nil {
			if len(ref) > 0 && len(ref) <= unionMaxHashes {
				t.Fatalf("certificate %d: no union filter for %d hashes", i, len(ref))
			}
			continue
		}
		filtered++
		for h := range ref {
			if !unionMayHave(c.union, []uint32{h}) {
				t.Fatalf("certificate %d: hash %#x of the tested set rejected by the filter", i, h)
			}
		}
		for range 50 {
			h := hash()
			if ref[h] {
				continue
			}
			outside++
			if !unionMayHave(c.union, []uint32{h}) {
				rejected++
				if c.testedHas(h) {
					t.Fatalf("certificate %d: hash %#x rejected by the filter, but testedHas finds it", i, h)
				}
			}
		}
	}
	if filtered < 300 || 10*rejected < 9*outside {
		t.Errorf("%d certificates with a filter; %d of %d hashes outside the set rejected: want most", filtered, rejected, outside)
	}
	t.Logf("%d certificates with a filter; %d of %d hashes outside the set rejected", filtered, rejected, outside)
}

// TestHistIndexSync solves cases of the benchmark set with long histories
// (corner3x5-xo: runs of hundreds of boards, to a limit) with
// Options.checkHistIdx: at each look-up of a certificate with a long
// history, the boards push masked and hashed must be what masked and
// boardHash make of the line, and the index that histIndex.sync keeps up
// to date as the line grows and shrinks must find the same places of every
// board of the history as an index built fresh (build), with no other
// entry (checkHistIndex), and absorb's look-ups of the boards before C in
// it must answer as a scan does. The values are then compared with a solve without
// the checks, and the checks must have met long histories.
func TestHistIndexSync(t *testing.T) {
	regions := map[string]string{}
	for _, r := range readBenchRegions(t) {
		regions[r.name] = r.diagram
	}
	for _, tc := range []struct {
		name            string
		limit           int
		checks, longest int // at least (measured: 2026-11-24, this test)
	}{
		{"corner3x5-xo", 200_000, 1000, 100},
		{"random12-3", 0, 1000, 30},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if testing.Short() && tc.limit == 0 {
				t.Skip("-short")
			}
			pos := mustDiagram(t, regions[tc.name])
			var st proofStats
			sol, err := Solve(context.Background(), pos, Options{MaxNodes: tc.limit, stats: &st, checkHistIdx: true})
			if err != nil && !(tc.limit > 0 && errors.Is(err, ErrNodeLimit)) {
				t.Fatal(err)
			}
			t.Logf("%d checks, the longest history %d", st.histChecks, st.histLongest)
			if st.histChecks < tc.checks || st.histLongest < tc.longest {
				t.Errorf("%d checks, the longest history %d: want at least %d and %d", st.histChecks, st.histLongest, tc.checks, tc.longest)
			}
			if err != nil {
				return
			}
			ref := mustSolve(t, pos, Options{})
			if sol.Value != ref.Value || sol.Nodes != ref.Nodes {
				t.Errorf("value %v, %d positions; without the checks %v, %d", sol.Value, sol.Nodes, ref.Value, ref.Nodes)
			}
		})
	}
}

// TestLeafReachMasked checks Lemma L of table.go as the certificates use
// it (Claim 3, step 8): with Options.checkReach, test (3) made on the
// boards masked (leafReach, as recordLeaf and leavesHold make it) must
// answer as on the whole boards (the key's reachableAt) for every board
// of the history, at recordLeaf and at every look-up of a certificate,
// and a board of a leaf's set must pass it; on cases of the benchmark set
// that split into pieces (the masks then drop stones), with boards that
// pass test (3) there and boards that fail it. The values and positions
// are then compared with a solve without the checks.
func TestLeafReachMasked(t *testing.T) {
	regions := map[string]string{}
	for _, r := range readBenchRegions(t) {
		regions[r.name] = r.diagram
	}
	for _, tc := range []struct {
		name                 string
		checks, piece, reach int // at least (measured: 2026-11-25, this test)
	}{
		{"random12-3", 100_000, 5000, 50},
		{"corner2x6-xo", 1_000_000, 20_000, 300},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if testing.Short() && tc.name != "random12-3" {
				t.Skip("-short")
			}
			pos := mustDiagram(t, regions[tc.name])
			var st proofStats
			sol, err := Solve(context.Background(), pos, Options{stats: &st, checkReach: true})
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%d boards checked, %d of them with stones outside the closure, %d of those passing test (3)", st.leafChecks, st.leafChecksPiece, st.leafChecksPieceReach)
			if st.leafChecks < tc.checks || st.leafChecksPiece < tc.piece || st.leafChecksPieceReach < tc.reach || st.leafChecksPiece-st.leafChecksPieceReach < tc.reach {
				t.Errorf("%d boards checked, %d with stones outside the closure, %d of those passing test (3): want at least %d, %d and %d passing and failing", st.leafChecks, st.leafChecksPiece, st.leafChecksPieceReach, tc.checks, tc.piece, tc.reach)
			}
			ref := mustSolve(t, pos, Options{})
			if sol.Value != ref.Value || sol.Nodes != ref.Nodes {
				t.Errorf("value %v, %d positions; without the checks %v, %d", sol.Value, sol.Nodes, ref.Value, ref.Nodes)
			}
		})
	}
}

// TestSolveRefusedWhereLoses checks Claim 3, step 4e (the boards superko
// refuses are recorded in a proof's certificate only at the positions where
// the mover loses) on a region where the refusals at those positions
// matter: a certificate without them holds for a history under which the
// loser has a move the proof never answered. The region is worth {3|-3};
// when win recorded the refusals where the mover wins instead, the proofs
// by verify gave {{{{4|4}|3}|{-1|-1}}|-3} (TestSolveShortcutsAgree with
// -long found it). The values, ko flags and first moves must be those of
// the search without guesses, with the step and without it.
func TestSolveRefusedWhereLoses(t *testing.T) {
	const region = "OO#OXX\n#.OXOO\nO..ooO\nXo.XXX\nXo#XX#\nXXXOOX"
	pos := mustDiagram(t, region)
	for _, wholeLine := range []bool{false, true} {
		var st proofStats
		want, err := Solve(context.Background(), pos, Options{WholeLine: wholeLine, noGuess: true})
		if err != nil {
			t.Fatal(err)
		}
		for i := range 4 {
			all, noRootEq := i&1 != 0, i&2 != 0
			got, err := Solve(context.Background(), pos, Options{WholeLine: wholeLine, allRefused: all, noRootEq: noRootEq, stats: &st, guessBudget: 4})
			if err != nil {
				t.Fatal(err)
			}
			if got.Value != want.Value || got.KoSensitive != want.KoSensitive {
				t.Errorf("whole line %v, all refusals recorded %v, proofs by verify %v: %s ko %v; without guesses %s ko %v", wholeLine, all, noRootEq, show(got.Value), got.KoSensitive, show(want.Value), want.KoSensitive)
			}
			a, b := slices.Concat(got.LeftMoves, got.RightMoves), slices.Concat(want.LeftMoves, want.RightMoves)
			if !slices.EqualFunc(a, b, func(x, y Option) bool { return x == y }) {
				t.Errorf("whole line %v, all refusals recorded %v, proofs by verify %v: first moves %+v; without guesses %+v", wholeLine, all, noRootEq, a, b)
			}
		}
		if st.certified == 0 {
			t.Errorf("whole line %v: no value from a certificate: the test no longer reaches step 4e", wholeLine)
		}
	}
}

// TestCertificateLeafReach checks Claim 3, step 8 with test (3): a
// certificate with one leaf D, recorded after H, C and L(D), holds for a
// history H' (before C, C and L(D) after it) exactly when the boards of
// G(D) that the key of D finds (lookup: tests (1)-(3) on the whole
// boards, reachableAt) among H are those it finds among H'. The boards
// are drawn, on random regions, from those with the start's permanent
// stones (moves that add none), and the lines of H, C, L(D) are played.
// It counts the cases where the answer needs test (3): H or H' has a board
// that passes D's tests (1) and (2) and not (3). Recording or comparing
// the leaves' sets without test (3), or under different tests, fails it.
func TestCertificateLeafReach(t *testing.T) {
	rng := rand.New(rand.NewSource(15))
	regions := trials(20, 60, 300)
	var cases, holding, needs3, needs3Holds int
	diagrams := []string{cornerDiagram(2, 6), cornerDiagram(3, 4), cornerDiagram(2, 6, stoneAt{0, 4, 'x'}, stoneAt{1, 1, 'o'})}
	for range regions {
		diagrams = append(diagrams, randomRegionBox(rng, 6+rng.Intn(7), 6))
	}
	for _, d := range diagrams {
		pos := mustDiagram(t, d)
		parts := splitParts(pos, false)
		e, start, err := newEngine(pos, parts[rng.Intn(len(parts))])
		if err != nil {
			t.Fatal(err)
		}
		s := newSearch(context.Background(), e, start, Options{}, &shared{}, time.Now())
		// The run starts a few random moves in.
		for range rng.Intn(6) {
			p := rng.Intn(64)
			if e.all&(1<<p) == 0 || (start.b|start.w)&(1<<p) != 0 {
				continue
			}
			if r, ok := e.play(start, p, goregion.Color(1+rng.Intn(2))); ok && !e.dead(r.next) {
				start = r.next
			}
		}
		perm := e.permanent(start)
		var points []int
		for p := range 64 {
			if e.all&(1<<p) != 0 {
				points = append(points, p)
			}
		}
		// next returns the boards one move from b that keep its
		// permanent stones.
		next := func(b stones) []stones {
			var out []stones
			for _, p := range points {
				if (b.b|b.w)&(1<<p) != 0 {
					continue
				}
				for _, c := range []goregion.Color{goregion.Black, goregion.White} {
					if r, ok := e.play(b, p, c); ok && e.permanent(r.next) == perm {
						out = append(out, r.next)
					}
				}
			}
			return out
		}
		// The boards with the start's permanent stones, up to 300.
		pool := []stones{start}
		seen := map[stones]bool{start: true}
		for i := 0; i < len(pool) && len(pool) < 300; i++ {
			for _, b := range next(pool[i]) {
				if !seen[b] {
					seen[b] = true
					pool = append(pool, b)
				}
			}
		}
		if len(pool) < 6 {
			continue
		}
		// setLine makes the line the boards line, one run.
		setLine := func(line []stones) {
			s.line, s.perm, s.run = s.line[:0], s.perm[:0], s.run[:0]
			s.lineM, s.lineH, s.lineID = s.lineM[:0], s.lineH[:0], s.lineID[:0]
			for _, b := range line {
				s.push(b, 0)
			}
		}
		// keySet returns the boards of G(D) among the first k of the
		// line (D the last), masked, as the key finds them.
		keySet := func(k int) map[stones]bool {
			key, _, _ := s.lookup()
			out := map[stones]bool{}
			n := len(s.line)
			for i, h := range s.line[:k] {
				if key.tests.passes(h) && s.reachableAt(i, key.tests.cur, h) {
					out[s.masked(h)] = true
				}
			}
			_ = n
			return out
		}
		// only12 reports whether some board of the first k passes D's
		// tests (1) and (2) but not (3).
		only12 := func(k int) bool {
			key, _, _ := s.lookup()
			for i, h := range s.line[:k] {
				if key.tests.passes(h) && !s.reachableAt(i, key.tests.cur, h) {
					return true
				}
			}
			return false
		}
		// walk returns a line of play from b of at most n boards, b
		// first, none in avoid.
		walk := func(b stones, n int, avoid []stones) []stones {
			line := []stones{b}
			for len(line) < n {
				var cands []stones
				for _, b := range next(line[len(line)-1]) {
					if !slices.Contains(line, b) && !slices.Contains(avoid, b) {
						cands = append(cands, b)
					}
				}
				if len(cands) == 0 {
					break
				}
				line = append(line, cands[rng.Intn(len(cands))])
			}
			return line
		}
		for range 200 {
			// A played line from the start: H, C, then L(D).
			line := walk(start, 3+rng.Intn(12), nil)
			if len(line) < 3 {
				continue
			}
			top := 1 + rng.Intn(len(line)-2) // C's place: H before it, L(D) (one board or more) after
			hist, after := line[:top], line[top:]
			// H': another line from the start, without C and L(D), and
			// some boards of the pool.
			var other []stones
			if !slices.Contains(after, start) {
				other = walk(start, 1+rng.Intn(12), after)
			}
			for range rng.Intn(3) {
				if b := pool[rng.Intn(len(pool))]; !slices.Contains(after, b) && !slices.Contains(other, b) {
					other = append(other, b)
				}
			}
			setLine(line)
			c := &certificate{run: 0, top: top}
			key, _, _ := s.lookup()
			s.recordLeaf(c, key)
			if c.tooBig || len(c.leaves) != 1 {
				t.Fatalf("a certificate of %d leaves (too big %v), want one", len(c.leaves), c.tooBig)
			}
			ref := keySet(top)
			need := only12(top)
			setLine(slices.Concat(other, after))
			refOther := keySet(len(other))
			need = need || only12(len(other))
			setLine(slices.Concat(other, after[:1])) // at C
			got := c.holds(s, other)
			exp := maps.Equal(ref, refOther)
			cases++
			if exp {
				holding++
			}
			if need {
				needs3++
				if exp {
					needs3Holds++
				}
			}
			if got != exp {
				t.Errorf("region\n%sH %v, C and L(D) %v, H' %v: holds %v; the keys' sets of G(D) %v and %v", pos, hist, after, other, got, ref, refOther)
			}
		}
	}
	t.Logf("%d cases, %d holding; %d with a board that fails test (3) only, %d of them holding", cases, holding, needs3, needs3Holds)
	if needs3Holds < 10 || needs3-needs3Holds < 10 || holding < 10 || cases-holding < 10 {
		t.Errorf("too few cases of each kind: the test no longer reaches test (3) of the leaves")
	}
}

// TestSolveHalves checks Claim 3, steps 13 and 14 (the halves of the
// proofs: a certificate holds with the hits that neither half of its
// proof needs missing, and one of win's leaves is valued by a certificate
// whose half that the comparison needs holds): on random regions of 5 to
// 10 points, in both readings of superko, with proofs by verifyRoot and by
// verify and a small budget for the proofs (so that they meet the
// certificates of their own kind often), the values and first moves must
// be those of the search without guesses, and the ko flags those of the
// search without the halves; and on regions of the benchmark set (larger
// histories) the values, first moves and ko flags those without the
// halves. Both steps must be met, and spare positions.
func TestSolveHalves(t *testing.T) {
	var st, offSt, idleSt proofStats
	on, off := 0, 0
	rng := rand.New(rand.NewSource(1317))
	count := trials(15, 30, 300)
	same := func(t *testing.T, what string, got, want *Solution, ko bool) {
		t.Helper()
		if got.Value != want.Value || ko && got.KoSensitive != want.KoSensitive {
			t.Errorf("%s: %s ko %v, want %s ko %v", what, show(got.Value), got.KoSensitive, show(want.Value), want.KoSensitive)
			return
		}
		a, b := slices.Concat(got.LeftMoves, got.RightMoves), slices.Concat(want.LeftMoves, want.RightMoves)
		if !slices.Equal(a, b) {
			t.Errorf("%s: first moves %+v, want %+v", what, a, b)
		}
	}
	for i := 0; i < count; i++ {
		d := randomRegionBox(rng, 5+rng.Intn(6), 6)
		pos := mustDiagram(t, d)
		for _, wholeLine := range []bool{false, true} {
			full, err := Solve(context.Background(), pos, Options{WholeLine: wholeLine, MaxNodes: 600_000, noGuess: true})
			if errors.Is(err, ErrNodeLimit) {
				continue
			}
			if err != nil {
				t.Fatal(err)
			}
			for _, noRootEq := range []bool{false, true} {
				opts := Options{WholeLine: wholeLine, MaxNodes: 600_000, guessBudget: 4, noRootEq: noRootEq, stats: &st}
				got, err := Solve(context.Background(), pos, opts)
				if err != nil {
					t.Fatal(err)
				}
				opts.noHalves, opts.stats = true, &offSt
				ref, err := Solve(context.Background(), pos, opts)
				if err != nil {
					t.Fatal(err)
				}
				opts.noHalves, opts.keepIdleHits, opts.stats = false, true, &idleSt
				idle, err := Solve(context.Background(), pos, opts)
				if err != nil {
					t.Fatal(err)
				}
				what := fmt.Sprintf("Solve(\n%s, whole line %v, proofs by verify %v)", d, wholeLine, noRootEq)
				same(t, what+" against the search without guesses", got, full, false)
				same(t, what+" against the search without the halves", got, ref, true)
				same(t, what+" against the search that keeps the hits no half needs (step 15)", got, idle, true)
				on, off = on+got.Nodes, off+ref.Nodes
			}
		}
	}
	names := []string{"random12-3", "random12-4", "random12-7", "corner2x5"}
	if !testing.Short() {
		names = append(names, "corner2x6-xo")
	}
	regions := map[string]string{}
	for _, r := range readBenchRegions(t) {
		regions[r.name] = r.diagram
	}
	for _, name := range names {
		pos := mustDiagram(t, regions[name])
		got, err := Solve(context.Background(), pos, Options{stats: &st})
		if err != nil {
			t.Fatal(err)
		}
		ref, err := Solve(context.Background(), pos, Options{noHalves: true, stats: &offSt})
		if err != nil {
			t.Fatal(err)
		}
		same(t, name+" against the search without the halves", got, ref, true)
		on, off = on+got.Nodes, off+ref.Nodes
	}
	t.Logf("%d leaves valued by a half, %d hits no half needs not absorbed; %d positions, %d without the halves", st.oneSided, st.idleHits, on, off)
	if st.oneSided == 0 || offSt.oneSided != 0 {
		t.Errorf("%d leaves valued by a half (without the halves: %d): want some (none)", st.oneSided, offSt.oneSided)
	}
	// Step 15 drops every hit no half needs: none is left to skip, where
	// the certificates that keep them (keepIdleHits) held without some.
	t.Logf("keeping them: %d certificates held with hits neither half needs missing", idleSt.halvesHeld)
	if st.idleHits == 0 || st.halvesHeld != 0 || idleSt.halvesHeld == 0 || idleSt.idleHits != 0 || offSt.halvesHeld != 0 {
		t.Errorf("%d hits not absorbed, %d certificates held with hits neither half needs missing (keeping them: %d, %d; without the halves: %d held): want some, none (none, some; none)",
			st.idleHits, st.halvesHeld, idleSt.idleHits, idleSt.halvesHeld, offSt.halvesHeld)
	}
	if on >= off {
		t.Errorf("%d positions with the halves, %d without: they should spare some", on, off)
	}
}
