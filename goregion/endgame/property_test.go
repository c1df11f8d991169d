package endgame

import (
	"flag"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/tedomari/tedomari/goregion"
)

var long = flag.Bool("long", false, "run the long random property tests (tens of thousands of games)")

// playout plays random moves on a w×h board under no-suicide rules, never
// filling a point all of whose neighbours are the mover's stones (an eye),
// until neither player has another move or the move limit is reached, and
// returns the positions it passed through every few moves. Such playouts
// end with groups that have two eyes, so Benson finds pass-alive chains.
func playout(t testing.TB, rng *rand.Rand, b *goregion.Board) []*goregion.Position {
	n := b.NumPoints()
	start := &goregion.Position{Board: b, Colors: make([]goregion.Color, n), Immortal: make([]bool, n)}
	g, err := goregion.NewGame(start, mustRules(t, "no-suicide"))
	if err != nil {
		t.Fatal(err)
	}
	var out []*goregion.Position
	for move := 0; move < 4*n && !g.Ended(); move++ {
		if !playRandom(rng, g, nil) {
			g.Play(goregion.Pass)
		}
		if move%7 == 6 {
			out = append(out, g.Position())
		}
	}
	return append(out, g.Position())
}

// playRandom plays a random legal move of the player to move on a point
// that is not an eye of its own and not forbidden (forbidden may be nil),
// and reports whether there was one.
func playRandom(rng *rand.Rand, g *goregion.Game, forbidden []bool) bool {
	b, c := g.Board(), g.ToMove()
	empties := append([]int32(nil), g.EmptyPoints()...)
	rng.Shuffle(len(empties), func(i, j int) { empties[i], empties[j] = empties[j], empties[i] })
	for _, p := range empties {
		if forbidden != nil && forbidden[p] {
			continue
		}
		eye := true
		for _, w := range b.Neighbors(int(p)) {
			if g.Color(int(w)) != c {
				eye = false
				break
			}
		}
		if eye && forbidden == nil {
			continue
		}
		if g.Try(goregion.Move(p)) {
			return true
		}
	}
	return false
}

// attack plays one random game from pos under rules: the attacker (the
// opponent of x) plays any legal move, inside x's regions too, and x either
// passes every time (passAlways) or plays random legal moves outside the
// regions Benson kept for it. After every move it checks that every stone
// Benson called pass-alive is still on the board and still pass-alive by
// Benson on the new board (the set of pass-alive chains only grows), and
// that no attacker stone in x's pass-alive territory is pass-alive. It
// returns the number of moves played.
func attack(t *testing.T, rng *rand.Rand, pos *goregion.Position, rules goregion.Rules, x goregion.Color, passAlways bool, moves int) int {
	t.Helper()
	s := Benson(pos, rules)
	var safe, terr []int
	forbidden := make([]bool, len(pos.Colors))
	for _, ch := range s.Chains(x) {
		safe = append(safe, ch...)
	}
	for _, r := range s.Regions(x) {
		for _, p := range r.Points {
			forbidden[p] = true
			if r.Territory {
				terr = append(terr, p)
			}
		}
	}
	g, err := goregion.NewGame(pos, rules)
	if err != nil {
		t.Fatalf("NewGame: %v\n%s", err, pos)
	}
	if err := g.SetToMove(x.Opponent()); err != nil {
		t.Fatal(err)
	}
	played := 0
	for range moves {
		if g.Ended() {
			break
		}
		if g.ToMove() == x {
			if passAlways || !playRandom(rng, g, forbidden) {
				if err := g.Play(goregion.Pass); err != nil {
					t.Fatal(err)
				}
			}
			continue
		}
		// The attacker: any legal move, eyes of its own included.
		empties := append([]int32(nil), g.EmptyPoints()...)
		rng.Shuffle(len(empties), func(i, j int) { empties[i], empties[j] = empties[j], empties[i] })
		ok := false
		for _, p := range empties {
			if g.Try(goregion.Move(p)) {
				ok = true
				break
			}
		}
		if !ok {
			break
		}
		played++
		now := g.Position()
		ns := Benson(now, rules)
		for _, p := range safe {
			if now.Colors[p] != x {
				t.Fatalf("%s: the pass-alive %v stone at %s was captured after %d moves (x passes: %v); start:\n%s\nnow:\n%s",
					rules.Name, x, pos.Board.Name(p), g.MovesPlayed(), passAlways, s, now)
			}
			if ns.Safe(p) != x {
				t.Fatalf("%s: the pass-alive %v stone at %s is no longer pass-alive after %d moves; start:\n%s\nnow:\n%s",
					rules.Name, x, pos.Board.Name(p), g.MovesPlayed(), s, ns)
			}
		}
		for _, p := range terr {
			if ns.Safe(p) == x.Opponent() {
				t.Fatalf("%s: a pass-alive %v stone at %s in %v's territory after %d moves; start:\n%s\nnow:\n%s",
					rules.Name, x.Opponent(), pos.Board.Name(p), x, g.MovesPlayed(), s, ns)
			}
		}
	}
	return played
}

// propertyPositions returns the starting positions of the property test:
// the hand-checked positions, the 19×19 endgames of testdata, and positions
// of random playouts on 5×5, 7×7 and 9×9 boards and on the ring graph,
// each with at least one pass-alive chain under rules.
func propertyPositions(t *testing.T, rng *rand.Rand, rules goregion.Rules, random int) []*goregion.Position {
	var out []*goregion.Position
	has := func(p *goregion.Position) bool {
		s := Benson(p, rules)
		return len(s.Chains(goregion.Black))+len(s.Chains(goregion.White)) > 0
	}
	for _, tc := range bensonCases {
		if p := mustDiagram(t, trim(tc.in)); has(p) && !hasImmortal(p) {
			out = append(out, p)
		}
	}
	for _, f := range []string{"endgame19.txt", "late19.txt"} {
		data, err := os.ReadFile(filepath.Join("testdata", f))
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, mustDiagram(t, string(data)))
	}
	boards := []*goregion.Board{goregion.Grid(5, 5), goregion.Grid(7, 7), goregion.Grid(9, 9)}
	for len(out) < random {
		b := boards[rng.IntN(len(boards))]
		ps := playout(t, rng, b)
		// The end of the playout and one earlier position.
		for _, p := range []*goregion.Position{ps[len(ps)-1], ps[rng.IntN(len(ps))]} {
			if has(p) {
				out = append(out, p)
			}
		}
	}
	return out
}

func hasImmortal(p *goregion.Position) bool {
	for _, imm := range p.Immortal {
		if imm {
			return true
		}
	}
	return false
}

// TestBensonRandomGames is the property test of Benson's theorem: no
// chain Benson calls pass-alive is ever captured, nor stops being
// pass-alive, in random games where the attacker plays anything (inside
// the pass-alive side's eyes too) and the pass-alive side either passes
// every time (the definition: the attacker plays as many moves in a row as
// it likes) or plays random moves outside its regions; under rules with
// and without suicide. It also checks the territory claim of doc.go.
func TestBensonRandomGames(t *testing.T) {
	positions, games, moves := 150, 6, 80
	switch {
	case *long:
		positions, games, moves = 400, 10, 150
	case testing.Short():
		positions, games = 15, 4
	}
	rng := rand.New(rand.NewPCG(12, 2))
	total, played := 0, 0
	for _, rn := range []string{"no-suicide", "tromp-taylor"} {
		rules := mustRules(t, rn)
		for _, pos := range propertyPositions(t, rng, rules, positions) {
			s := Benson(pos, rules)
			for _, x := range []goregion.Color{goregion.Black, goregion.White} {
				if len(s.Chains(x)) == 0 {
					continue
				}
				for i := range games {
					played += attack(t, rng, pos, rules, x, i%2 == 0, moves)
					total++
				}
			}
		}
	}
	t.Logf("%d games, %d attacking moves", total, played)
	if total < 2*positions {
		t.Errorf("only %d games from %d positions: the property was hardly tested", total, positions)
	}
}
