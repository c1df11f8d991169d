package goregion

import "testing"

// randomPlayer plays uniformly random legal moves that do not fill one of
// its own eyes (an empty point whose neighbours are all its own stones), and
// passes when it has none: the usual light playout, which makes random games
// end in two passes.
type randomPlayer struct {
	state uint64
	cand  []int32
}

func (r *randomPlayer) next() uint64 {
	r.state ^= r.state << 13
	r.state ^= r.state >> 7
	r.state ^= r.state << 17
	return r.state
}

// move plays one move for the player to move in g.
func (r *randomPlayer) move(g *Game) {
	p := g.ToMove()
	r.cand = append(r.cand[:0], g.EmptyPoints()...)
	for len(r.cand) > 0 {
		i := int(r.next() % uint64(len(r.cand)))
		v := r.cand[i]
		r.cand[i] = r.cand[len(r.cand)-1]
		r.cand = r.cand[:len(r.cand)-1]
		eye := true
		for _, u := range g.nbr[g.off[v]:g.off[v+1]] {
			if g.color[u] != p {
				eye = false
				break
			}
		}
		if eye {
			continue
		}
		if g.Try(Move(v)) {
			return
		}
	}
	if err := g.Play(Pass); err != nil {
		panic(err)
	}
}

// TestRandomPlay19 plays a few random games on 19×19 and checks seed 000's
// theorem after every move, that the game ends in two passes, and that the
// packed history holds one board per stone move plus the start.
func TestRandomPlay19(t *testing.T) {
	g := mustGame(t, 19, 19, "tromp-taylor")
	r := &randomPlayer{state: 88172645463325252}
	for game := 0; game < 3; game++ {
		g.Reset()
		passes := 0
		for !g.Ended() && g.MovesPlayed() < 2000 {
			r.move(g)
			if v, ok := wellFormed(g.Position()); !ok {
				t.Fatalf("game %d move %d: the group at %s does not reach empty", game, g.MovesPlayed(), g.Board().Name(v))
			}
			if g.Passes() > 0 {
				passes++
			}
		}
		if !g.Ended() || g.Passes() != 2 {
			t.Errorf("game %d: not ended in two passes after %d moves", game, g.MovesPlayed())
		}
		if got, want := len(g.hist.after), g.MovesPlayed()-passes+1; got != want {
			t.Errorf("game %d: %d boards in the history, want %d (stone moves + the start)", game, got, want)
		}
	}
}

// BenchmarkRandomPlay19 plays random legal games on 19×19 under
// tromp-taylor with full positional superko and reports moves per second
// (passes included).
func BenchmarkRandomPlay19(b *testing.B) {
	g := mustGame(b, 19, 19, "tromp-taylor")
	r := &randomPlayer{state: 88172645463325252}
	moves := 0
	for b.Loop() {
		g.Reset()
		for !g.Ended() && g.MovesPlayed() < 2000 {
			r.move(g)
		}
		moves += g.MovesPlayed()
	}
	b.ReportMetric(float64(moves)/b.Elapsed().Seconds(), "moves/s")
	b.ReportMetric(float64(moves)/float64(b.N), "moves/game")
}
