package solve

import (
	"math/bits"
	"math/rand"
	"testing"

	"github.com/tedomari/tedomari/goregion"
)

// TestRemovedByReachable checks test (3) of G(C) (Claim 2a in table.go)
// against the boards reachable from C, found by playing every move of both
// players (superko aside, a superset of the lines of play) as long as no
// permanent stone is added: a board B is reachable only if every stone of C
// that B has not stands on a point of R_c(B). On random regions of 4 to 9
// points, from boards reached by random play. The test must also reject
// some boards that tests (1) and (2) let through, or it would not be worth
// its cost.
func TestRemovedByReachable(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	count := trials(20, 60, 400)
	checked, sharper := 0, 0
	for i := 0; i < count; i++ {
		// Random regions, and the empty corners of the benchmark set,
		// where most stones are not permanent.
		d := randomRegionBox(rng, 4+rng.Intn(6), 6)
		if i%3 == 0 {
			d = cornerDiagram(2+rng.Intn(2), 3+rng.Intn(2))
		}
		pos := mustDiagram(t, d)
		parts := splitParts(pos, false)
		e, start, err := newEngine(pos, parts[0])
		if err != nil {
			t.Fatal(err)
		}
		// C: a few random moves from the start.
		c := start
		for range rng.Intn(6) {
			empty := e.all &^ (c.b | c.w)
			if empty == 0 {
				break
			}
			var pts []int
			for ; empty != 0; empty &= empty - 1 {
				pts = append(pts, bits.TrailingZeros64(empty))
			}
			if r, ok := e.play(c, pts[rng.Intn(len(pts))], bothColors[rng.Intn(2)]); ok {
				c = r.next
			}
		}
		if e.dead(c) {
			continue
		}
		perm := e.permanent(c)
		seen := map[stones]bool{c: true}
		queue := []stones{c}
		for len(queue) > 0 && len(seen) < 20000 {
			b := queue[0]
			queue = queue[1:]
			for empty := e.all &^ (b.b | b.w); empty != 0; empty &= empty - 1 {
				for _, col := range bothColors {
					r, ok := e.play(b, bits.TrailingZeros64(empty), col)
					if ok && e.permanent(r.next) == perm && !seen[r.next] {
						seen[r.next] = true
						queue = append(queue, r.next)
					}
				}
			}
		}
		f := e.filterOf(c, perm)
		for b := range seen {
			rb, rw := e.removedBy(b, perm)
			checked++
			if c.b&^b.b&^rb != 0 || c.w&^b.w&^rw != 0 {
				t.Errorf("region\n%s: board %+v is reachable from %+v, but test (3) rejects it", d, b, c)
			}
		}
		// Boards that pass tests (1) and (2) but not (3): all boards with
		// the same permanent stones, enumerated on small parts.
		if n := len(e.pts); n <= 8 {
			for code := 0; code < pow3(n); code++ {
				var b stones
				for j, x := 0, code; j < n; j, x = j+1, x/3 {
					switch x % 3 {
					case 1:
						b.b |= 1 << j
					case 2:
						b.w |= 1 << j
					}
				}
				if e.permanent(b) != perm || e.dead(b) || !f.passes(b) {
					continue
				}
				rb, rw := e.removedBy(b, perm)
				if c.b&^b.b&^rb != 0 || c.w&^b.w&^rw != 0 {
					sharper++
					if seen[b] {
						t.Errorf("test (3) rejects a reachable board")
					}
				}
			}
		}
	}
	if sharper == 0 {
		t.Errorf("test (3) never rejected a board that tests (1) and (2) let through (%d reachable boards checked)", checked)
	}
	t.Logf("%d reachable boards checked; %d boards passing tests (1) and (2) rejected by test (3)", checked, sharper)
}

func pow3(n int) int {
	p := 1
	for range n {
		p *= 3
	}
	return p
}

// randomPartEngine returns the diagram, the engine and the start of the
// first part of a random region (a random region in a box, or every third
// time a corner of 2 or 3 rows), as TestNearPermanent and TestPlayLive
// draw them.
func randomPartEngine(t *testing.T, rng *rand.Rand, i int) (string, *engine, stones) {
	t.Helper()
	d := randomRegionBox(rng, 4+rng.Intn(8), 6)
	if i%3 == 0 {
		d = cornerDiagram(2+rng.Intn(2), 3+rng.Intn(3))
	}
	pos := mustDiagram(t, d)
	e, c, err := newEngine(pos, splitParts(pos, false)[0])
	if err != nil {
		t.Fatal(err)
	}
	return d, e, c
}

// TestNearPermanent checks engine.nearPermanent against engine.permanent:
// a legal move adds a permanent stone if and only if it is played on a
// point nearPermanent returns for its colour. On every legal move of
// boards reached by random play in random regions and corners.
func TestNearPermanent(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	checked, adding := 0, 0
	for i := 0; i < trials(30, 100, 400); i++ {
		d, e, c := randomPartEngine(t, rng, i)
		for range 12 {
			perm := e.permanent(c)
			nearB, nearW := e.nearPermanent(perm)
			var legal []stones
			for empty := e.all &^ (c.b | c.w); empty != 0; empty &= empty - 1 {
				p := bits.TrailingZeros64(empty)
				for _, col := range bothColors {
					r, ok := e.play(c, p, col)
					if !ok {
						continue
					}
					near := nearB
					if col == goregion.White {
						near = nearW
					}
					checked++
					adds := e.permanent(r.next) != perm
					if adds {
						adding++
					}
					if near&(1<<p) != 0 != adds {
						t.Errorf("region\n%s: board %+v, move %d of colour %d: near %v, adds a permanent stone %v", d, c, p, col, near&(1<<p) != 0, adds)
					}
					legal = append(legal, r.next)
				}
			}
			if len(legal) == 0 {
				break
			}
			c = legal[rng.Intn(len(legal))]
		}
	}
	if adding == 0 || adding == checked {
		t.Errorf("%d moves checked, %d adding a permanent stone: the test cannot fail", checked, adding)
	}
	t.Logf("%d moves checked, %d adding a permanent stone", checked, adding)
}

// TestPlayLive compares engine.playLive with engine.play on the boards of
// random games in random regions and corners (random moves from the start,
// which has no group without liberties in these regions, or from a board a
// move produced): the same result, captures, losses and refusals, for
// every empty point and both colours. Its precondition is checked too
// (engine.dead false on every board compared).
func TestPlayLive(t *testing.T) {
	rng := rand.New(rand.NewSource(13))
	checked, captures, losses, refused := 0, 0, 0, 0
	for i := 0; i < trials(30, 100, 400); i++ {
		d, e, c := randomPartEngine(t, rng, i)
		if e.dead(c) {
			continue
		}
		for range 30 {
			if e.dead(c) {
				t.Fatalf("region\n%s: board %+v after a move has a group without liberties", d, c)
			}
			var next []stones
			for empty := e.all &^ (c.b | c.w); empty != 0; empty &= empty - 1 {
				p := bits.TrailingZeros64(empty)
				for _, col := range bothColors {
					r, ok := e.play(c, p, col)
					rl, okl := e.playLive(c, p, col)
					checked++
					if r != rl || ok != okl {
						t.Fatalf("region\n%s: board %+v, move %d of colour %d: play %+v %v, playLive %+v %v", d, c, p, col, r, ok, rl, okl)
					}
					switch {
					case !ok:
						refused++
						continue
					case r.captured > 0:
						captures++
					case r.lost > 0:
						losses++
					}
					next = append(next, r.next)
				}
			}
			if len(next) == 0 {
				break
			}
			c = next[rng.Intn(len(next))]
		}
	}
	if captures == 0 || losses == 0 || refused == 0 {
		t.Errorf("%d moves checked: %d captures, %d suicides of groups, %d refused: the test cannot fail on each", checked, captures, losses, refused)
	}
	t.Logf("%d moves checked: %d captures, %d suicides of groups, %d refused", checked, captures, losses, refused)
}

// TestAround compares engine.around (by bytes, from its tables) with the
// union of the neighbours of each point of the set, on random sets of the
// points of random regions and corners, of up to 64 points.
func TestAround(t *testing.T) {
	rng := rand.New(rand.NewSource(17))
	checked := 0
	for i := 0; i < trials(30, 100, 400); i++ {
		d := randomRegionBox(rng, 4+rng.Intn(60), 10) // 64 cells inside the frame
		if i%3 == 0 {
			d = cornerDiagram(2+rng.Intn(4), 3+rng.Intn(10))
		}
		pos := mustDiagram(t, d)
		for _, pts := range splitParts(pos, false) {
			e, _, err := newEngine(pos, pts)
			if err != nil {
				t.Fatal(err)
			}
			for range 50 {
				s := rng.Uint64() & e.all
				if rng.Intn(2) == 0 {
					s &= rng.Uint64() & rng.Uint64()
				}
				var want uint64
				for q := s; q != 0; q &= q - 1 {
					want |= e.nbr[bits.TrailingZeros64(q)]
				}
				if got := e.around(s); got != want {
					t.Fatalf("region\n%s: around(%#x) = %#x, want %#x", d, s, got, want)
				}
				checked++
			}
		}
	}
	t.Logf("%d sets checked", checked)
}
