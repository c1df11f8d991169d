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
			"that splits the eye in two (B2 or E2 → D2 or B2/C2 …), after which Benson proves it",
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
			// Every proof is checked by playing it against random moves.
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
		positions, games = 600, 100
	case testing.Short():
		positions, games = 20, 10
	}
	rng := rand.New(rand.NewPCG(12, 4))
	boards := []*goregion.Board{goregion.Grid(5, 5), goregion.Grid(6, 6), goregion.Grid(7, 7)}
	count := map[Status]int{}
	for _, rn := range []string{"no-suicide", "tromp-taylor"} {
		rules := mustRules(t, rn)
		for range positions {
			ps := playout(t, rng, boards[rng.IntN(len(boards))])
			pos := ps[len(ps)/2+rng.IntN(len(ps)-len(ps)/2)]
			for _, j := range Judge(pos, rules, JudgeOptions{MaxNodes: 3000}) {
				count[j.Status]++
				for range games {
					checkStrategy(t, rng, pos, rules, j, 60)
				}
			}
		}
	}
	t.Logf("judgements: %v", count)
	if count[Alive] == 0 || count[Dead] == 0 {
		t.Errorf("no Alive or no Dead judgement in the sample (%v): the strategies were not tested", count)
	}
}
