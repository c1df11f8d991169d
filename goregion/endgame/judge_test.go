package endgame

import (
	"math/rand/v2"
	"testing"

	"github.com/tedomari/tedomari/goregion"
)

// judgeCases are hand-checked life-and-death positions: the status of
// the chain through point at, with the reason.
var judgeCases = []struct {
	name, in, at string
	want         Status
	reason       string
}{
	{
		name: "straight four", at: "A1", want: Alive,
		in: `
			x....
			xxxxx`,
		reason: "one region B2 C2 D2 E2, vital: not pass-alive (one vital region). Each attacking move has an answer " +
			"that splits the eye in two vital regions or needs none yet (C2 is answered at D2, D2 at C2, and B2 or E2 by a " +
			"pass: the owner splits the eye when the attacker adds a second stone), after which Benson proves it",
	},
	{
		name: "straight three", at: "A1", want: Unknown,
		in: `
			x...
			xxxx`,
		reason: "unsettled: the attacker kills at C2 (the vital point), the owner lives at C2",
	},
	{
		name: "straight two", at: "A1", want: Dead,
		in: `
			x..
			xxx`,
		reason: "whatever the owner plays (B2, C2, or a pass), the attacker fills the other point and then captures",
	},
	{
		name: "seki", at: "A1", want: Unknown,
		in: `
			xx.oo
			.x.o.
			xxxoo`,
		reason: "neither side can capture the other if both answer, and neither is pass-alive: no proof either way",
	},
	{
		name: "seki, the other side", at: "E1", want: Unknown,
		in: `
			xx.oo
			.x.o.
			xxxoo`,
		reason: "the same seki seen from White",
	},
	{
		name: "dead stone in territory", at: "D3", want: Dead,
		in: `
			.x.o.x
			xxxxxx
			......`,
		reason: "Black is pass-alive (A3, C3-E3 and row 1 are vital). White's stone lives in the zone C3 D3 E3: " +
			"whatever White plays there (or if it passes), Black takes a liberty and then the last one",
	},
	{
		name: "pass-alive", at: "B3", want: PassAlive,
		in: `
			.x.x.
			xxxxx
			.....`,
		reason: "Benson: two one-point eyes",
	},
}

func judgementAt(t *testing.T, pos *goregion.Position, js []Judgement, at string) Judgement {
	t.Helper()
	p, ok := pos.Board.Point(at)
	if !ok {
		t.Fatalf("no point %s", at)
	}
	for _, j := range js {
		for _, q := range j.Chain {
			if q == p {
				return j
			}
		}
	}
	t.Fatalf("no chain at %s", at)
	return Judgement{}
}

func TestJudge(t *testing.T) {
	for _, tc := range judgeCases {
		for _, rn := range []string{"no-suicide", "tromp-taylor"} {
			pos := mustDiagram(t, trim(tc.in))
			rules := mustRules(t, rn)
			js := Judge(pos, rules, JudgeOptions{})
			j := judgementAt(t, pos, js, tc.at)
			if j.Status != tc.want {
				t.Errorf("%s, %s: Judge(\n%s) at %s = %v, want %v (%s)", tc.name, rn, pos, tc.at, j.Status, tc.want, tc.reason)
			}
			if (j.Status == Alive || j.Status == Dead) != (j.Strategy != nil) {
				t.Errorf("%s, %s: status %v with strategy %v", tc.name, rn, j.Status, j.Strategy != nil)
			}
			// Every proof is checked whole by goregion's engine, and by
			// playing it against random moves.
			verifyStrategy(t, pos, rules, j)
			rng := rand.New(rand.NewPCG(12, 3))
			for range 50 {
				checkStrategy(t, rng, pos, rules, j, 40)
			}
		}
	}
}

// checkStrategy plays one random game from pos that tests the judgement
// j: for Alive, the attacker plays random legal moves anywhere and the
// owner answers by j.Strategy (passing to moves outside the zone), and
// the chain must never be captured; for Dead, the owner plays random legal
// moves anywhere (or passes) and the attacker answers by j.Strategy, and
// the chain must be captured when the strategy ends.
func checkStrategy(t *testing.T, rng *rand.Rand, pos *goregion.Position, rules goregion.Rules, j Judgement, moves int) {
	t.Helper()
	if j.Strategy == nil {
		return
	}
	x, p0 := j.Color, j.Chain[0]
	inZone := make([]bool, len(pos.Colors))
	for _, p := range j.Zone {
		inZone[p] = true
	}
	// Neither player fills the regions of its own pass-alive chains
	// outside the zone: that gives up their safety, which every
	// judgement assumes (see the package documentation).
	var own [3][]bool
	start := Benson(pos, rules)
	for _, c := range []goregion.Color{goregion.Black, goregion.White} {
		own[c] = make([]bool, len(pos.Colors))
		for _, r := range start.Regions(c) {
			for _, p := range r.Points {
				own[c][p] = !inZone[p]
			}
		}
	}
	g, err := goregion.NewGame(pos, rules)
	if err != nil {
		t.Fatal(err)
	}
	mover := x.Opponent() // the player who moves first: the attacker for Alive
	if j.Status == Dead {
		mover = x
	}
	if err := g.SetToMove(mover); err != nil {
		t.Fatal(err)
	}
	st := j.Strategy
	for range moves {
		if g.Ended() {
			return
		}
		// The random player: a legal move anywhere, or (for the owner
		// under Dead) a pass now and then.
		var m goregion.Move = goregion.Pass
		if mover == x.Opponent() || rng.IntN(5) > 0 {
			empties := append([]int32(nil), g.EmptyPoints()...)
			rng.Shuffle(len(empties), func(i, j int) { empties[i], empties[j] = empties[j], empties[i] })
			for _, p := range empties {
				if !own[mover][p] && g.Legal(goregion.Move(p)) == nil {
					m = goregion.Move(p)
					break
				}
			}
			if m == goregion.Pass && mover == x.Opponent() {
				return // the attacker has no move left
			}
		}
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
		if g.Color(p0) != x {
			if j.Status == Alive {
				t.Fatalf("%s: the chain at %s judged alive was captured after %d moves:\n%s", rules.Name, pos.Board.Name(p0), g.MovesPlayed(), g.Position())
			}
			return // captured, or the owner removed it itself
		}
		// The answer: by the strategy for a move in the zone, a pass
		// (which the strategy also answers, under Dead) otherwise.
		key := m
		if m != goregion.Pass && !inZone[m] {
			key = goregion.Pass
		}
		var reply goregion.Move = goregion.Pass
		if st != nil {
			r, ok := st.Reply(key)
			switch {
			case ok:
				reply, st = r.Move, r.Next
			case key == goregion.Pass && j.Status == Alive:
				// The attacker played elsewhere: no answer needed.
			default:
				t.Fatalf("%s: the strategy of the %v chain at %s has no answer to %s:\n%s", rules.Name, j.Status, pos.Board.Name(p0), pos.Board.Name(int(m)), g.Position())
			}
		}
		if err := g.Play(reply); err != nil {
			t.Fatalf("%s: the strategy's answer is illegal: %v\n%s", rules.Name, err, g.Position())
		}
		if g.Color(p0) != x {
			if j.Status == Alive {
				t.Fatalf("%s: the chain at %s judged alive was captured after %d moves:\n%s", rules.Name, pos.Board.Name(p0), g.MovesPlayed(), g.Position())
			}
			return
		}
		if st == nil && j.Status == Dead {
			t.Fatalf("%s: the strategy for the dead chain at %s ended without capturing it:\n%s", rules.Name, pos.Board.Name(p0), g.Position())
		}
		if st == nil && j.Status == Alive {
			// Pass-alive now: Benson's property test covers the rest.
			if Benson(g.Position(), rules).Safe(p0) != x {
				t.Fatalf("%s: the strategy for the chain at %s ended, and it is not pass-alive:\n%s", rules.Name, pos.Board.Name(p0), g.Position())
			}
			return
		}
	}
}

// TestJudgeRandomGames is the property test of the search-based judgement:
// on positions of random playouts (5×5 to 7×7), every chain judged Alive
// survives random attacks answered by its strategy, and every chain judged
// Dead is captured by its strategy against random defence, under rules
// with and without suicide.
func TestJudgeRandomGames(t *testing.T) {
	positions, games := 25, 10
	switch {
	case *long:
		positions, games = 150, 40
	case testing.Short():
		positions, games = 20, 10
	}
	rng := rand.New(rand.NewPCG(12, 4))
	boards := []*goregion.Board{goregion.Grid(5, 5), goregion.Grid(6, 6), goregion.Grid(7, 7)}
	count := map[Status]int{}
	verified := 0
	for _, rn := range []string{"no-suicide", "tromp-taylor"} {
		rules := mustRules(t, rn)
		for range positions {
			ps := playout(t, rng, boards[rng.IntN(len(boards))])
			pos := ps[len(ps)/2+rng.IntN(len(ps)-len(ps)/2)]
			for _, j := range Judge(pos, rules, JudgeOptions{MaxNodes: 3000}) {
				count[j.Status]++
				verified += verifyStrategy(t, pos, rules, j)
				for range games {
					checkStrategy(t, rng, pos, rules, j, 60)
				}
			}
		}
	}
	t.Logf("judgements: %v; %d first-player moves of the proofs verified by goregion.Game", count, verified)
	if count[Alive] == 0 || count[Dead] == 0 {
		t.Errorf("no Alive or no Dead judgement in the sample (%v): the strategies were not tested", count)
	}
}

// verifyStrategy checks the whole proof of j with goregion's own engine
// (goregion.Game, positional superko included), independently of the
// search's board code: at every node of the strategy, every legal move of
// the player who moves first, in the zone (and a pass, for Dead), must
// have an answer that the Game accepts, and every leaf must satisfy the
// claim (Alive: the chain is pass-alive by Benson; Dead: it is captured).
// It returns the number of moves of the first player it tried.
func verifyStrategy(t *testing.T, pos *goregion.Position, rules goregion.Rules, j Judgement) int {
	t.Helper()
	if j.Strategy == nil {
		return 0
	}
	x, p0 := j.Color, j.Chain[0]
	first := x.Opponent()
	if j.Status == Dead {
		first = x
	}
	replay := func(line []goregion.Move) *goregion.Game {
		g, err := goregion.NewGame(pos, rules)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.SetToMove(first); err != nil {
			t.Fatal(err)
		}
		for _, m := range line {
			if err := g.Play(m); err != nil {
				t.Fatalf("replaying %v: %v", line, err)
			}
		}
		return g
	}
	tried := 0
	var walk func(line []goregion.Move, st *Strategy)
	walk = func(line []goregion.Move, st *Strategy) {
		cands := []goregion.Move{}
		if j.Status == Dead {
			cands = append(cands, goregion.Pass)
		}
		for _, p := range j.Zone {
			cands = append(cands, goregion.Move(p))
		}
		for _, m := range cands {
			g := replay(line)
			if g.Legal(m) != nil {
				continue
			}
			tried++
			g.Play(m)
			if g.Color(p0) != x {
				if j.Status == Alive {
					t.Fatalf("%s: the attack %v captures the chain at %s judged alive", rules.Name, append(line, m), pos.Board.Name(p0))
				}
				continue
			}
			r, ok := st.Reply(m)
			if !ok {
				t.Fatalf("%s: the %v strategy of the chain at %s has no answer after %v", rules.Name, j.Status, pos.Board.Name(p0), append(line, m))
			}
			if err := g.Play(r.Move); err != nil {
				t.Fatalf("%s: the answer after %v is illegal: %v", rules.Name, append(line, m), err)
			}
			captured := g.Color(p0) != x
			switch {
			case j.Status == Alive && captured:
				t.Fatalf("%s: the chain at %s judged alive is captured by its own answer after %v", rules.Name, pos.Board.Name(p0), append(line, m))
			case j.Status == Dead && captured:
				continue
			case r.Next == nil && j.Status == Dead:
				t.Fatalf("%s: the strategy for the dead chain at %s ends after %v without capturing it", rules.Name, pos.Board.Name(p0), append(line, m, r.Move))
			case r.Next == nil:
				if Benson(g.Position(), rules).Safe(p0) != x {
					t.Fatalf("%s: the strategy for the chain at %s ends after %v and it is not pass-alive", rules.Name, pos.Board.Name(p0), append(line, m, r.Move))
				}
				continue
			}
			walk(append(append(line[:len(line):len(line)], m), r.Move), r.Next)
		}
	}
	walk(nil, j.Strategy)
	return tried
}
