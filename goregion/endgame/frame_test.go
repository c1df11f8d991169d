package endgame

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/goregion"
)

// frameCases are hand-checked positions for the frame search (frame.go):
// a chain that neither Judge (its zone is most of the board) nor the
// rules by area decide, and that the search decides once the chains
// assumed alive (here by the user's mark, Marks.Alive) are an immortal
// frame.
var frameCases = []struct {
	name, in, alive string
	noSuicide       bool     // the case holds under rules without suicide only
	wantSafe        []string // chain heads, with the frame search
	wantDead        []string
	without         []string // chain heads safe without it (NoFrameSearch)
	reason          string
}{
	{
		name:  "an eye shared with a chain assumed alive",
		alive: "E1",
		in: `
			.......
			.......
			xxxx...
			oooxo..
			.o.oo..`,
		wantSafe: []string{"A3", "A2", "E2"},
		without:  []string{"A3", "E2"},
		reason: "White's A2-B2-C2-B1 has the eye A1 and shares C1 with D1-E1-E2, which the mark keeps alive. " +
			"Benson on the board cannot prove it (D1-E1-E2 has no second eye, so C1 is not kept), and the zone " +
			"of the chain is the whole open board, too large to search. With D1-E1-E2 immortal, A1 and C1 are " +
			"both vital to it: two eyes, pass-alive in the frame. (Black's A3 chain is alive by area: its " +
			"liberties on rows 4 and 5 are Black's sure points.)",
	},
	{
		name:  "two stones in a 2×3 corner of a wall assumed alive",
		alive: "D3",
		in: `
			.......
			.......
			oooo...
			..xo...
			x..o...`,
		wantSafe: []string{"A3"},
		wantDead: []string{"C2", "A1"},
		without:  []string{"A3"},
		reason: "The corner A1-C2 is enclosed by White's wall, which the mark keeps alive. Black's A1 and C2 " +
			"share no liberty, so each sees the other nearby and the rule dead by area does not apply; the " +
			"zone is the whole board for Judge. In the frame the zone is the six corner points: an eye of " +
			"Black's there can only be A1 or B1 (C1, A2 and the others touch the wall), which are adjacent, so " +
			"Black makes at most one eye and White captures each chain whatever Black plays first",
	},
	{
		name:      "a throw-in answered by its capture",
		noSuicide: true,
		in: `
			XXXXX
			XXooX
			Xo.oo
			Xoo..`,
		wantSafe: []string{"A4", "C3", "B2"},
		without:  []string{"A4"},
		reason: "the corner of record gnugo-9_7 before move 55 (F1-J3 there) in an immortal Black wall. White's C3-D3-D2-E2 " +
			"and B2-B1-C1 share the one-point eye C2 and the two-point space D1 E1; D1 touches only White, E1 only " +
			"D2-E2's chain, so Benson keeps neither chain (B2's chain has one vital region). Black's C2 is a suicide; " +
			"Black's D1 (liberty E1) threatens C2, which would then capture B2-B1-C1, and White answers E1, taking D1; " +
			"Black's E1 is answered at D1, taking E1. Each answer captures the attacking stone, one stone, and leaves " +
			"the capturing chain two liberties (no ko): alive with answers that only capture, so both chains are safe by " +
			"the rule, and without it they stay ordinary stones (Judge: alive only with an answer). Under rules with " +
			"suicide, Black's E1 then D1 is a two-stone suicide that recreates the start, and the proof the search finds " +
			"answers a later D1 with a move that captures nothing: the rule does not apply there (the chains stay ordinary)",
	},
}

func TestFrameSearch(t *testing.T) {
	for _, tc := range frameCases {
		for _, rn := range []string{"no-suicide", "tromp-taylor"} {
			if tc.noSuicide && rn != "no-suicide" {
				continue
			}
			pos := mustDiagram(t, trim(tc.in))
			rules := mustRules(t, rn)
			var m Marks
			if tc.alive != "" {
				m.Alive = pointsOf(t, pos, []string{tc.alive})
			}
			s, as, err := Assess(pos, rules, m, false, JudgeOptions{})
			if err != nil {
				t.Fatalf("%s: %v", tc.name, err)
			}
			if got := chainHeads(pos, s.Safe); strings.Join(got, " ") != strings.Join(sortedHeads(t, pos, tc.wantSafe), " ") {
				t.Errorf("%s, %s: safe %v, want %v (%s)", tc.name, rn, got, tc.wantSafe, tc.reason)
			}
			if got := chainHeads(pos, s.Dead); strings.Join(got, " ") != strings.Join(sortedHeads(t, pos, tc.wantDead), " ") {
				t.Errorf("%s, %s: dead %v, want %v (%s)", tc.name, rn, got, tc.wantDead, tc.reason)
			}
			if !strings.Contains(strings.Join(as, ";"), "within the chains assumed alive") && !strings.Contains(strings.Join(as, ";"), "once the chains assumed alive") {
				t.Errorf("%s, %s: no assumption names the frame search: %q", tc.name, rn, as)
			}
			s0, _, err := Assess(pos, rules, m, false, JudgeOptions{NoFrameSearch: true})
			if err != nil {
				t.Fatal(err)
			}
			if got := chainHeads(pos, s0.Safe); strings.Join(got, " ") != strings.Join(sortedHeads(t, pos, tc.without), " ") || len(s0.Dead) > 0 {
				t.Errorf("%s, %s: without the frame search safe %v dead %v, want safe %v and none dead (%s)", tc.name, rn, got, chainHeads(pos, s0.Dead), tc.without, tc.reason)
			}
			// --exact: Benson and the marks only.
			se, _, err := Assess(pos, rules, m, true, JudgeOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if got := chainHeads(pos, se.Safe); len(got) != 1 || len(se.Dead) > 0 {
				t.Errorf("%s, %s: exact: safe %v dead %v, want the marked chain only", tc.name, rn, got, chainHeads(pos, se.Dead))
			}
		}
	}
}

func sortedHeads(t *testing.T, pos *goregion.Position, names []string) []string {
	t.Helper()
	return chainHeads(pos, pointsOf(t, pos, names))
}

// TestFrameJudgeRandomGames is the property test of the frame search: on
// positions of random playouts (5×5 to 7×7), a random half of the chains
// Benson does not prove is marked alive (the user's word, as Assess takes
// it), Assess without the frame search gives the other statuses, and the
// frame search judges the chains still undecided on the model position
// (those chains and the sure points immortal). Every proof must hold there
// whole (verifyStrategy, with goregion's own engine, which never removes
// an immortal stone) and against random play (checkStrategy): a chain
// judged alive in the frame is never captured while the frame stands, and
// one judged dead is captured.
func TestFrameJudgeRandomGames(t *testing.T) {
	positions, games := 15, 4
	switch {
	case *long:
		positions, games = 200, 30
	case testing.Short():
		positions, games = 20, 5
	}
	rng := rand.New(rand.NewPCG(21, 12))
	boards := []*goregion.Board{goregion.Grid(5, 5), goregion.Grid(6, 6), goregion.Grid(7, 7)}
	count := map[Status]int{}
	verified := 0
	for _, rn := range []string{"no-suicide", "tromp-taylor"} {
		rules := mustRules(t, rn)
		for range positions {
			ps := playout(t, rng, boards[rng.IntN(len(boards))])
			pos := ps[rng.IntN(len(ps))]
			u := Benson(pos, rules)
			chain := chainIndex(pos)
			var marked []int
			for p, c := range pos.Colors {
				if c != goregion.Empty && chain[p] == p && u.Safe(p) != c && rng.IntN(2) == 0 {
					marked = append(marked, p)
				}
			}
			s, _, err := Assess(pos, rules, Marks{Alive: marked}, false, JudgeOptions{NoFrameSearch: true})
			if err != nil {
				t.Fatal(err)
			}
			status := map[int]byte{}
			for _, p := range s.Safe {
				status[chain[p]] = 's'
			}
			for _, p := range s.Dead {
				status[chain[p]] = 'd'
			}
			model := frameModel(pos, chain, status, s.SureBlack, s.SureWhite)
			undecided := func(p int) bool { return status[chain[p]] == 0 }
			for _, j := range judgeSome(model, rules, JudgeOptions{MaxNodes: 3000}, undecided) {
				count[j.Status]++
				verified += verifyStrategy(t, model, rules, j)
				for range games {
					checkStrategy(t, rng, model, rules, j, 60)
				}
			}
		}
	}
	t.Logf("frame judgements: %v; %d first-player moves of the proofs verified by goregion.Game", count, verified)
	if count[Alive] == 0 || count[Dead] == 0 || count[PassAlive] == 0 {
		t.Errorf("no Alive, Dead or PassAlive judgement in the sample (%v): the rule was not tested", count)
	}
}

// framePosition returns a random 5×5 to 6×6 board of immortal walls (one
// colour, or two) around one open area of 6 to 10 points grown at random,
// in which random moves are played (never in an eye of the mover's, as
// playout does): the shapes where a chain lives in the frame, with or
// without answers, or dies.
func framePosition(rng *rand.Rand, rules goregion.Rules) *goregion.Position {
	for {
		w, h := 5+rng.IntN(2), 5+rng.IntN(2)
		b := goregion.Grid(w, h)
		n := b.NumPoints()
		open := make([]bool, n)
		area := []int{rng.IntN(n)}
		open[area[0]] = true
		for size := 6 + rng.IntN(5); len(area) < size; {
			p := area[rng.IntN(len(area))]
			nb := b.Neighbors(p)
			q := int(nb[rng.IntN(len(nb))])
			if !open[q] {
				open[q] = true
				area = append(area, q)
			}
		}
		pos := &goregion.Position{Board: b, Colors: make([]goregion.Color, n), Immortal: make([]bool, n)}
		wall := goregion.Color(1 + rng.IntN(2))
		two := rng.IntN(3) == 0
		for p := range n {
			if !open[p] {
				pos.Colors[p], pos.Immortal[p] = wall, true
				if two && rng.IntN(4) == 0 {
					pos.Colors[p] = wall.Opponent()
				}
			}
		}
		g, err := goregion.NewGame(pos, rules)
		if err != nil {
			panic(err)
		}
		for range len(area)/2 + rng.IntN(2*len(area)) {
			if !playRandom(rng, g, nil) {
				break
			}
		}
		pos = g.Position()
		empty := 0
		for _, p := range area {
			if pos.Colors[p] == goregion.Empty {
				empty++
			}
		}
		if empty >= 2 {
			return pos
		}
	}
}

// TestFrameCaptureDefence checks the rule alive by capturing in the frame
// (frame.go) where it changes the analysis: on random framed positions
// (framePosition), wherever the rule makes a chain safe that is not safe
// without it (JudgeOptions.NoCaptureDefence), both analyses must give the
// same result with each player to move, and the same as the whole-board
// reference (no decomposition, only the immortal walls safe) where it
// finishes. The best moves are compared where the sum is not a number.
// Positions with a KoSensitive region are compared by their results only
// (the reference plays superko over the whole board, the regions over
// their own lines).
//
// What it found: with any capturing answer allowed, the result changed in
// 2 of 77 ko positions (Black's answer took White stones that were dead
// anyway, which costs a move the count would not charge); the rule now
// takes only answers that capture the attacking stone itself, not as a ko.
func TestFrameCaptureDefence(t *testing.T) {
	frameAgrees(t, JudgeOptions{NoCaptureDefence: true}, 7, 4000)
}

// TestFrameSearchAgrees is TestFrameCaptureDefence for the frame search
// as a whole (JudgeOptions.NoFrameSearch): wherever it changes the safe or
// dead chains, the analyses with and without it agree, and with the
// whole-board reference.
func TestFrameSearchAgrees(t *testing.T) {
	frameAgrees(t, JudgeOptions{NoFrameSearch: true}, 8, 12000)
}

func frameAgrees(t *testing.T, off JudgeOptions, seed uint64, n int) {
	limit := 20000
	if *long {
		n, limit = 5*n, 100000
	}
	if testing.Short() {
		n /= 5
	}
	rules := mustRules(t, "no-suicide")
	rng := rand.New(rand.NewPCG(seed, 2026))
	fired, compared, refCompared, ko, koDiff, movesCompared := 0, 0, 0, 0, 0, 0
	for i := range n {
		pos := framePosition(rng, rules)
		with, as, err := Assess(pos, rules, Marks{}, false, JudgeOptions{})
		if err != nil {
			t.Fatalf("position %d: %v\n%v", i, err, pos)
		}
		without, _, err := Assess(pos, rules, Marks{}, false, off)
		if err != nil {
			t.Fatal(err)
		}
		if slices.Equal(chainHeads(pos, with.Safe), chainHeads(pos, without.Safe)) && slices.Equal(chainHeads(pos, with.Dead), chainHeads(pos, without.Dead)) {
			continue
		}
		fired++
		a, koA := analyzeBoth(t, i, pos, Prisoners{}, cgt.Dyadic{}, with)
		b, koB := analyzeBoth(t, i, pos, Prisoners{}, cgt.Dyadic{}, without)
		if koA || koB {
			// Under the local rules both are defined, and the results
			// are compared; the best moves and the reference (which
			// plays superko over the whole board) are not.
			ko++
			for k := range a {
				if *a[k].Result != *b[k].Result {
					koDiff++
					t.Errorf("ko position %d: %v with the rule, %v without:\n%v%q", i, *a[k].Result, *b[k].Result, pos, as)
				}
			}
			continue
		}
		compared++
		ref, refOpts, ok := referenceValue(pos, nil, limit)
		if ok {
			refCompared++
		}
		for k, c := range []goregion.Color{goregion.Black, goregion.White} {
			desc := fmt.Sprintf("position %d, %v to play:\n%v%q", i, c, pos, as)
			if *a[k].Result != *b[k].Result {
				t.Fatalf("%s\nresult %v with the rule, %v without", desc, *a[k].Result, *b[k].Result)
			}
			if ok {
				want := ref.LeftStop()
				if c == goregion.White {
					want = ref.RightStop()
				}
				if *a[k].Result != want {
					t.Fatalf("%s\nresult %v with the rule, the reference %v", desc, *a[k].Result, want)
				}
			}
			if a[k].Sum.IsNumber() {
				continue
			}
			got, want := egMoveNames(a[k].BestMoves), egMoveNames(b[k].BestMoves)
			slices.Sort(got)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Fatalf("%s\nbest moves %v with the rule, %v without", desc, got, want)
			}
			if ok {
				if wantRef := refBest(ref, refOpts, c); !slices.Equal(got, wantRef) {
					t.Fatalf("%s\nbest moves %v with the rule, the reference %v", desc, got, wantRef)
				}
			}
			movesCompared++
		}
	}
	t.Logf("%d positions, the rule fired in %d: %d compared (%d with the reference, %d best-move sets), %d with a ko left out (%d results of them differ with the rule)",
		n, fired, compared, refCompared, movesCompared, ko, koDiff)
	if !testing.Short() && compared+ko < 20 {
		t.Errorf("only %d positions compared", compared+ko)
	}
}

// TestJudgeLocalSame checks localZone: on random framed positions
// (framePosition, whose zones are bordered by immortal stones), the search
// on the zone's own small board gives the same judgement, in the same
// number of positions, as the search on the whole board.
func TestJudgeLocalSame(t *testing.T) {
	n := 5000
	if testing.Short() {
		n = 1500
	}
	for _, rn := range []string{"no-suicide", "tromp-taylor"} {
		rules := mustRules(t, rn)
		rng := rand.New(rand.NewPCG(3, 2026))
		local, count := 0, map[Status]int{}
		for range n {
			pos := framePosition(rng, rules)
			s := Benson(pos, rules)
			for _, j := range Judge(pos, rules, JudgeOptions{MaxNodes: 3000}) {
				if j.Status == PassAlive || len(j.Zone) == 0 {
					continue
				}
				if _, _, ok := localZone(pos, j.Zone); !ok {
					continue
				}
				local++
				count[j.Status]++
				g := Judgement{Color: j.Color, Chain: j.Chain, Zone: j.Zone}
				judgeChain(pos, rules, s, JudgeOptions{MaxNodes: 3000, MaxDepth: 8}, &g)
				if g.Status != j.Status || g.Nodes != j.Nodes {
					t.Fatalf("%s: the chain at %s: %v in %d positions on the zone's board, %v in %d on the whole board:\n%v",
						rn, pos.Board.Name(j.Chain[0]), j.Status, j.Nodes, g.Status, g.Nodes, pos)
				}
			}
		}
		t.Logf("%s: %d judgements on zones' boards, the same on the whole board: %v", rn, local, count)
		if local < 30 {
			t.Errorf("%s: only %d judgements compared", rn, local)
		}
	}
}

// TestNeverAnswers checks, on the position where TestFrameSearchAgrees
// found it, that a chain alive only with an answer to a second attacking
// move is not safe (Strategy.NeverAnswers), in Assess's rule 2 and in the
// frame search. Hand check (5×5, uppercase immortal):
//
//	XOOOO
//	OOOo.
//	OXO.x
//	OOxx.
//	OX.oo
//
// Black's C2-D2 has the liberties C1, D3, E2. White's D3 (joined to its
// immortal D4-C4) needs no answer, nor does E2 alone; but after both,
// C2-D2 has only C1, and White's C1 would capture it: Black must answer
// at C1 (joining the immortal B1). Judge's proof answers the first move by
// a pass, so NeedsAnswer, which looks at the first answers only, is false,
// while NeverAnswers is false. With C2 marked alive, Black's E3 (liberties
// E4, D3, E2) is the same: White's E4 and D3 leave it E2, where Black must
// connect to D2. White's D1-E1 is dead (Black fills E2, then C1 takes it).
func TestNeverAnswers(t *testing.T) {
	pos := mustDiagram(t, trim(`
		XOOOO
		OOOo.
		OXO.x
		OOxx.
		OX.oo`))
	rules := mustRules(t, "no-suicide")
	c2 := judgementAt(t, pos, Judge(pos, rules, JudgeOptions{}), "C2")
	if c2.Status != Alive || c2.Strategy.NeedsAnswer() || c2.Strategy.NeverAnswers() {
		t.Errorf("C2: %v, NeedsAnswer %v, NeverAnswers %v; want alive, false, false", c2.Status, c2.Strategy.NeedsAnswer(), c2.Strategy.NeverAnswers())
	}
	s, _, err := Assess(pos, rules, Marks{}, false, JudgeOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got := chainHeads(pos, s.Safe); slices.Contains(got, "C2") || slices.Contains(got, "E3") {
		t.Errorf("safe %v: C2 and E3 must answer a second attack", got)
	}
	s, _, err = Assess(pos, rules, Marks{Alive: pointsOf(t, pos, []string{"C2"})}, false, JudgeOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got := chainHeads(pos, s.Safe); !slices.Contains(got, "C2") || slices.Contains(got, "E3") {
		t.Errorf("with C2 marked alive, safe %v: want C2 and not E3", got)
	}
	if got := chainHeads(pos, s.Dead); !slices.Equal(got, []string{"D1"}) {
		t.Errorf("dead %v, want D1", got)
	}
}
