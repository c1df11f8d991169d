package goregion

import (
	"errors"
	"fmt"
	"math/big"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// mustRules returns the rule set called name or fails the test.
func mustRules(t testing.TB, name string) Rules {
	t.Helper()
	r, err := RulesByName(name)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// mustGame starts a game on an empty w×h grid.
func mustGame(t testing.TB, w, h int, rules string) *Game {
	t.Helper()
	b := Grid(w, h)
	g, err := NewGame(emptyPosition(b), mustRules(t, rules))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func emptyPosition(b *Board) *Position {
	return &Position{Board: b, Colors: make([]Color, b.NumPoints()), Immortal: make([]bool, b.NumPoints())}
}

// playAll plays the moves written as names ("pass" too) and fails on the
// first illegal one.
func playAll(t testing.TB, g *Game, moves string) {
	t.Helper()
	for _, s := range strings.Fields(moves) {
		m, err := ParseMove(g.Board(), s)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(m); err != nil {
			t.Fatalf("playing %q: %v", moves, err)
		}
	}
}

// wellFormed reports whether every stone of pos reaches Empty (seed 000's
// theorem), computing groups once: a group is fine when one of its stones
// has an empty neighbour.
func wellFormed(pos *Position) (bad int, ok bool) {
	n := len(pos.Colors)
	seen := make([]bool, n)
	for v := range n {
		if pos.Colors[v] == Empty || seen[v] {
			continue
		}
		pts, _ := group(pos, v)
		libs := false
		for _, u := range pts {
			seen[u] = true
			for _, w := range pos.Board.adj[u] {
				libs = libs || pos.Colors[w] == Empty
			}
		}
		if !libs {
			return v, false
		}
	}
	return 0, true
}

func TestRulesByName(t *testing.T) {
	// The six names of issue 3, each documented with its seed.
	for _, name := range []string{"tromp-taylor", "logical", "no-suicide", "ggg", "ggg-no-pass", "ggg-prisoner-pass"} {
		r, err := RulesByName(name)
		if err != nil || r.Name != name || r.Seed == "" || r.Summary == "" {
			t.Errorf("RulesByName(%q) = %+v, %v; want the rule set with its seed and summary", name, r, err)
		}
	}
	if _, err := RulesByName("japanese"); !errors.Is(err, ErrUnknownRules) || !strings.Contains(err.Error(), "tromp-taylor") {
		t.Errorf("RulesByName(japanese) error = %v, want ErrUnknownRules listing the names", err)
	}
}

func TestReaches(t *testing.T) {
	// The lecture's reachability examples (seed 002, "Reachability"),
	// redrawn: the black stone at A5 is surrounded by White (reaches White,
	// not Empty); the black stone at E1 reaches Empty, not White; every stone
	// of the White string reaches Black and Empty.
	pos, err := ParseDiagram(`
xo...
o....
.....
.....
....x
`)
	if err != nil {
		t.Fatal(err)
	}
	b := pos.Board
	at := func(s string) int { p, _ := b.Point(s); return p }
	tests := []struct {
		point string
		c     Color
		want  bool
	}{
		{"A5", White, true}, {"A5", Empty, false}, // the black stone in the corner
		{"E1", Empty, true}, {"E1", White, false}, // the lone black stone
		{"B5", Black, true}, {"B5", Empty, true}, // white stones touch A5 and empty points
		{"A4", Black, true}, {"A4", Empty, true},
		{"C3", Black, true}, {"C3", White, true}, // an empty point reaches both through the empty region
		{"C3", Empty, true}, // n = 1: a point reaches its own colour
	}
	for _, tt := range tests {
		if got := Reaches(pos, at(tt.point), tt.c); got != tt.want {
			t.Errorf("Reaches(%s, %v) = %v, want %v", tt.point, tt.c, got, tt.want)
		}
	}
	// Clearing Black empties A5 only (it alone does not reach Empty); clearing
	// White changes nothing (the lecture's two questions).
	cb, n := Clear(pos, Black)
	if n != 1 || cb.Colors[at("A5")] != Empty || cb.Colors[at("E1")] != Black {
		t.Errorf("Clear(black) emptied %d stones, A5=%v E1=%v; want 1, empty, black", n, cb.Colors[at("A5")], cb.Colors[at("E1")])
	}
	if _, n := Clear(pos, White); n != 0 {
		t.Errorf("Clear(white) emptied %d stones, want 0", n)
	}
}

func TestWinner(t *testing.T) {
	half := big.NewRat(13, 2)
	tests := []struct {
		black, white int
		komi         *big.Rat
		want         Outcome
	}{
		{10, 9, nil, BlackWins},              // higher score wins (seed 000)
		{9, 10, nil, WhiteWins},              //
		{10, 10, nil, Draw},                  // equal scores draw
		{45, 36, half, BlackWins},            // 36 + 6.5 = 42.5 < 45
		{42, 36, half, WhiteWins},            // 42 < 42.5: komi decides
		{42, 36, big.NewRat(6, 1), Draw},     // 36 + 6 = 42: an integer komi can draw
		{0, 0, big.NewRat(-1, 2), BlackWins}, // a negative komi favours Black
	}
	for _, tt := range tests {
		if got := Winner(tt.black, tt.white, tt.komi); got != tt.want {
			t.Errorf("Winner(%d, %d, %v) = %v, want %v", tt.black, tt.white, tt.komi, got, tt.want)
		}
	}
}

// refGame replays a game with the reference functions of seed 000
// (MoveSituation, Clear, Reaches) and a list of earlier colourings.
type refGame struct {
	rules  Rules
	s      Situation
	boards []string // earlier colourings; index = move number after which it appeared
	after  []int
	moves  int
	ended  bool
}

func colouring(pos *Position) string {
	b := make([]byte, len(pos.Colors))
	for i, c := range pos.Colors {
		b[i] = "._xo"[c+1]
	}
	return string(b)
}

// try returns the situation after m, or the reason m is illegal.
func (r *refGame) try(m Move) (Situation, error) {
	if r.ended {
		return r.s, ErrGameOver
	}
	if m == Resign {
		return r.s, nil
	}
	t, err := MoveSituation(r.s, m, r.rules)
	if err != nil {
		return r.s, errors.Unwrap(err)
	}
	if m != Pass {
		if k := slices.Index(r.boards, colouring(t.Pos)); k >= 0 {
			return r.s, fmt.Errorf("%w %d", ErrSuperko, r.after[k])
		}
	}
	return t, nil
}

func (r *refGame) canMove() bool {
	for v := range r.s.Pos.Colors {
		if _, err := r.try(Move(v)); err == nil {
			return true
		}
	}
	_, err := r.try(Pass)
	return err == nil
}

func (r *refGame) play(m Move, t Situation) {
	r.moves++
	if m == Resign {
		r.ended = true
		return
	}
	r.s = t
	if m != Pass {
		r.boards = append(r.boards, colouring(t.Pos))
		r.after = append(r.after, r.moves)
	}
	switch {
	case r.rules.Pass == PassFree:
		r.ended = t.Passes >= 2
	default:
		r.ended = !r.canMove()
	}
}

// randomGraph returns a random graph board with n points.
func randomGraph(rng *rand.Rand, n int) *Board {
	names := make([]string, n)
	for i := range names {
		names[i] = fmt.Sprintf("p%d", i)
	}
	var edges [][2]int
	for u := range n {
		for v := u + 1; v < n; v++ {
			if rng.IntN(n) < 3 {
				edges = append(edges, [2]int{u, v})
			}
		}
	}
	b, err := NewGraphBoard(names, edges)
	if err != nil {
		panic(err)
	}
	return b
}

// TestRandomGamesAgainstReference plays thousands of random games on grids
// and random graphs under every rule set, checking after each move that the
// engine agrees with the reference definitions of seed 000 (legality and its
// reason, the board, the captures, the end) and that the board is well formed
// (seed 000's theorem: every stone's group reaches Empty).
func TestRandomGamesAgainstReference(t *testing.T) {
	games := 2000
	if testing.Short() {
		games = 300
	}
	rng := rand.New(rand.NewPCG(1, 2))
	moves := 0
	for gi := range games {
		rules := ruleSets[gi%len(ruleSets)]
		var b *Board
		if gi%2 == 0 {
			b = Grid(2+rng.IntN(4), 2+rng.IntN(4))
		} else {
			b = randomGraph(rng, 1+rng.IntN(14))
		}
		start := emptyPosition(b)
		g, err := NewGame(start, rules)
		if err != nil {
			t.Fatal(err)
		}
		ref := &refGame{rules: rules, s: Situation{Pos: start, ToMove: Black},
			boards: []string{colouring(start)}, after: []int{0}}
		ref.ended = rules.Pass != PassFree && !ref.canMove()
		for step := 0; step < 200 && !ref.ended; step++ {
			var m Move
			switch x := rng.IntN(100); {
			case x < 4:
				m = Pass
			case x < 5 && step > 20:
				m = Resign
			default:
				m = Move(rng.IntN(b.NumPoints()))
			}
			want, wantErr := ref.try(m)
			gotErr := g.Legal(m)
			if (wantErr == nil) != (gotErr == nil) || wantErr != nil && !errors.Is(gotErr, errors.Unwrap(wantErr)) && !errors.Is(gotErr, wantErr) {
				t.Fatalf("game %d (%s on %d points) move %d %s: Legal = %v, reference says %v\nboard %s",
					gi, rules.Name, b.NumPoints(), step+1, moveName(b, m), gotErr, wantErr, colouring(ref.s.Pos))
			}
			if wantErr != nil {
				var me *MoveError
				if errors.Is(wantErr, ErrSuperko) && errors.As(gotErr, &me) && wantErr.Error() != fmt.Sprintf("%v %d", ErrSuperko, me.Repeats) {
					t.Fatalf("game %d move %d: engine repeats move %d, reference %v", gi, step+1, me.Repeats, wantErr)
				}
				continue
			}
			if err := g.Play(m); err != nil {
				t.Fatalf("Play after Legal said yes: %v", err)
			}
			ref.play(m, want)
			moves++
			pos := g.Position()
			if m != Resign && colouring(pos) != colouring(ref.s.Pos) {
				t.Fatalf("game %d (%s) move %d %s: board %s, reference %s", gi, rules.Name, step+1, moveName(b, m), colouring(pos), colouring(ref.s.Pos))
			}
			if v, ok := wellFormed(pos); !ok {
				t.Fatalf("game %d move %d: the group at %s does not reach empty", gi, step+1, b.Name(v))
			}
			if m != Resign && (g.Prisoners(Black) != ref.s.Captured[White] || g.Prisoners(White) != ref.s.Captured[Black]) {
				t.Fatalf("game %d move %d: captures %d/%d, reference N_white %d N_black %d", gi, step+1,
					g.Prisoners(Black), g.Prisoners(White), ref.s.Captured[White], ref.s.Captured[Black])
			}
			if g.Ended() != ref.ended {
				t.Fatalf("game %d (%s) move %d: Ended = %v, reference %v", gi, rules.Name, step+1, g.Ended(), ref.ended)
			}
		}
		if g.Ended() && g.decided == NoOutcome {
			// Scores by the engine and by seed 000's definition agree.
			pos := g.Position()
			want := map[Scoring]func(Color) int{
				AreaScoring:    func(c Color) int { return Score(pos, c) },
				LogicalScoring: func(c Color) int { return Score(pos, c) + ref.s.Captured[c.Opponent()] },
				GraphScoring:   func(c Color) int { return GraphScore(pos, c) },
			}[rules.Scoring]
			for _, c := range []Color{Black, White} {
				if got := g.Score(c); got != want(c) {
					t.Fatalf("game %d (%s): Score(%v) = %d, reference %d", gi, rules.Name, c, got, want(c))
				}
			}
		}
	}
	t.Logf("%d games, %d moves", games, moves)
}
