package endgame

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tedomari/tedomari/goregion"
)

// mustDiagram parses a whole-board diagram (x and o are the board's
// stones, '.' its empty points).
func mustDiagram(t testing.TB, d string) *goregion.Position {
	t.Helper()
	pos, err := goregion.ParseDiagram(d)
	if err != nil {
		t.Fatalf("ParseDiagram(%q): %v", d, err)
	}
	return pos
}

func mustRules(t testing.TB, name string) goregion.Rules {
	t.Helper()
	r, err := goregion.RulesByName(name)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// trim removes the indentation of a raw-string diagram.
func trim(s string) string {
	var out []string
	for _, l := range strings.Split(strings.TrimSpace(s), "\n") {
		out = append(out, strings.TrimSpace(l))
	}
	return strings.Join(out, "\n") + "\n"
}

// bensonCases are hand-checked positions. The want diagrams are in the
// notation of Unconditional.String: X and O pass-alive stones, x and o the
// others, '+' and '-' pass-alive territory of Black and White. Each reason
// is the hand check, step by step of the algorithm in doc.go; wantSuicide,
// when given, is the answer under rules that allow suicide.
var bensonCases = []struct {
	name, in, want, wantSuicide, reason string
}{
	{
		name: "two eyes",
		in: `
			.x.x.
			xxxxx
			.....
			.....`,
		want: `
			+X+X+
			XXXXX
			.....
			.....`,
		reason: "one Black chain; A4, C4 and E4 are one-point regions, each a liberty of it: three vital regions. " +
			"The lower region has empty points (row 1) that are not liberties: kept (its only chain lives) but neither vital nor territory.",
	},
	{
		name: "false eye",
		in: `
			x.x.x
			xxoxx
			.o.o.`,
		want: `
			x.x.x
			xxoxx
			.o.o.`,
		reason: "three Black chains: L = A3 A2 B2, M = C3, R = E3 E2 D2. B3 is vital to L and M, D3 to M and R; " +
			"the lower region holds C1, a liberty of no Black chain, so it is vital to nothing. L and R have one vital region each and go; " +
			"then B3 and D3 go (they touch L and R), and M goes. Indeed White fills A1 and captures L at B3.",
	},
	{
		name: "big eye enclosed by one chain, alone",
		in: `
			x...
			xxxx`,
		want: `
			x...
			xxxx`,
		reason: "B2 C2 D2 is one region, vital (each point a liberty), and the chain's only one: not pass-alive. " +
			"Indeed White fills B2 and C2, then D2 captures.",
	},
	{
		name: "big eye with an interior point, two small eyes",
		in: `
			xxxxxx
			x...x.
			x...xx
			x...x.
			xxxxxx`,
		want: `
			XXXXXX
			X...X+
			X...XX
			X...X+
			XXXXXX`,
		reason: "F4 and F2 are vital one-point regions: pass-alive. The 3×3 eye is kept (its only chain lives) but its centre C3 " +
			"is no liberty (the small condition): neither vital nor territory, since White could live in it.",
	},
	{
		name: "big eye with an interior point, one small eye",
		in: `
			xxxxxx
			x...x.
			x...xx
			x...xx
			xxxxxx`,
		want: `
			xxxxxx
			x...x.
			x...xx
			x...xx
			xxxxxx`,
		reason: "as above with F2 filled: F4 is the only vital region, the big eye is not vital (C3): not pass-alive. " +
			"Indeed White fills the eight points around C3 (its stones keep the liberty C3), then plays F4 and captures.",
	},
	{
		name: "two chains sharing two eyes",
		in: `
			.xx.
			x.x.
			xx..`,
		want: `
			+XX.
			X+X.
			XX..`,
		reason: "L = A2 A1 B1 and R = B3 C3 C2 are separate chains; A3 and B2 are one-point regions next to both, so vital to both: " +
			"each chain has two vital regions. The right-hand region has D1, a liberty of neither: kept, not vital.",
	},
	{
		name: "eye holding a dead opponent stone",
		in: `
			.xo.x
			xxxxx
			.....`,
		want: `
			+Xo+X
			XXXXX
			+++++`,
		reason: "one Black chain. The region C3 D3 holds a White stone; its only empty point D3 is a liberty (and C3 touches the chain " +
			"too, so it is vital even with suicide). A3 and row 1 are vital: three vital regions. Every point of every region touches " +
			"Black, so all are territory; the White stone at C3 is not pass-alive.",
	},
	{
		name: "seki",
		in: `
			xx.oo
			.x.o.
			xxxoo`,
		want: `
			xx.oo
			.x.o.
			xxxoo`,
		reason: "Black has the one-point eye A2 and shares C3 C2 with White, who has E2. The Black region C3 C2 … E2 holds E2, " +
			"no Black liberty: not vital, so Black has one vital region; the same for White. Neither is pass-alive: if Black always " +
			"passes, White fills C3, C2 and then A2, capturing.",
	},
	{
		name: "vital only without suicide",
		in: `
			.x.
			xxo
			xoo`,
		want: `
			+X.
			XXo
			Xoo`,
		wantSuicide: `
			.x.
			xxo
			xoo`,
		reason: "found by TestBensonBruteForce. The region C3 C2 C1 B1 has one empty point, C3, a liberty of Black: vital without " +
			"suicide, with A3 two vital regions. With suicide White plays C3 and removes its own four stones, then B1, C3, C2 " +
			"(liberty C1, which Black does not touch) and captures at A3; the strict condition fails at C1.",
	},
	{
		name: "immortal frame",
		in: `
			XXXX
			x..X`,
		want: `
			XXXX
			X++X`,
		reason: "A1 joins the immortal chain, which is pass-alive by definition; B1 C1 touch it: territory.",
	},
	{
		name: "immortal opponent stone in a region",
		in: `
			.O
			xO
			.X`,
		want: `
			.O
			xO
			.X`,
		reason: "found by TestFrameCaptureDefence. Black's A2 touches two regions, A3 (with White's immortal B3 B2) and A1, " +
			"and every empty point of each is its liberty; but White fills A3 joined to its immortal stones (no suicide), then " +
			"A1 captures. A region holding an immortal opponent stone is vital to nothing: A2 has one vital region (A1) and is " +
			"not pass-alive, so A1 is no territory (A2 is not pass-alive).",
	},
}

func TestBenson(t *testing.T) {
	for _, tc := range bensonCases {
		for _, rn := range []string{"no-suicide", "tromp-taylor"} {
			r := mustRules(t, rn)
			pos := mustDiagram(t, trim(tc.in))
			s := Benson(pos, r)
			want := trim(tc.want)
			if r.Suicide && tc.wantSuicide != "" {
				want = trim(tc.wantSuicide)
			}
			if got := s.String(); got != want {
				t.Errorf("%s, %s: Benson(\n%s) =\n%s\nwant\n%s\n(%s)", tc.name, rn, pos, got, want, tc.reason)
			}
			checkConsistent(t, s)
			checkBrute(t, tc.name+", "+rn, s, r.Suicide)
		}
	}
}

// checkBrute compares Benson's verdict on every chain of a small board
// with the brute-force search of brute_test.go, where it finishes: suicide
// tells the search whether the attacker may remove its own stones.
func checkBrute(t *testing.T, name string, s *Unconditional, suicide bool) {
	t.Helper()
	pos, b := s.pos, s.pos.Board
	done := make([]bool, len(pos.Colors))
	for p, c := range pos.Colors {
		if c == goregion.Empty || done[p] {
			continue
		}
		imm := false
		for _, q := range chainOf(b, pos.Colors, p) {
			done[q] = true
			imm = imm || pos.Immortal[q]
		}
		if imm {
			continue // the search knows no immortal stones
		}
		capt, ok := capturable(b, pos.Colors, p, suicide, 100000)
		if !ok {
			t.Logf("%s: the search for the chain at %s did not finish", name, b.Name(p))
			continue
		}
		// Soundness always; completeness is Benson's theorem without
		// suicide, and only observed (not proved) with it.
		switch safe := s.Safe(p) == c; {
		case safe && capt:
			t.Errorf("%s: Benson says the %v chain at %s is pass-alive, but the opponent alone can capture it", name, c, b.Name(p))
		case !safe && !capt && !suicide:
			t.Errorf("%s: the %v chain at %s cannot be captured, but Benson misses it", name, c, b.Name(p))
		case !safe && !capt:
			t.Logf("%s: the %v chain at %s cannot be captured, but Benson (with suicide) misses it", name, c, b.Name(p))
		}
	}
}

// checkConsistent checks what must hold of any result: safe stones are
// stones of their colour, regions hold no stone of their owner and only
// safe chains next to them, territory is disjoint and holds no safe
// opponent stone, every safe chain has two vital regions or an immortal
// stone.
func checkConsistent(t *testing.T, s *Unconditional) {
	t.Helper()
	pos, b := s.pos, s.pos.Board
	for p := range pos.Colors {
		if c := s.Safe(p); c != goregion.Empty && pos.Colors[p] != c {
			t.Errorf("Safe(%s) = %v on a point coloured %v", b.Name(p), c, pos.Colors[p])
		}
		if c := s.Territory(p); c != goregion.Empty && s.Safe(p) != goregion.Empty {
			t.Errorf("%s is %v territory and holds a safe %v stone", b.Name(p), c, s.Safe(p))
		}
	}
	for _, x := range []goregion.Color{goregion.Black, goregion.White} {
		owner := make(map[int]int) // point -> region index
		for i, r := range s.Regions(x) {
			for _, p := range r.Points {
				owner[p] = i
				if pos.Colors[p] == x {
					t.Errorf("%v region %d holds a %v stone at %s", x, i, x, b.Name(p))
				}
				for _, w := range b.Neighbors(p) {
					if pos.Colors[w] == x && s.Safe(int(w)) != x {
						t.Errorf("%v region %d touches the unsafe stone %s", x, i, b.Name(int(w)))
					}
				}
			}
		}
		for _, ch := range s.Chains(x) {
			imm := false
			vital := map[int]bool{}
			for _, p := range ch {
				imm = imm || pos.Immortal[p]
				for _, w := range b.Neighbors(p) {
					if i, ok := owner[int(w)]; ok && s.Regions(x)[i].Vital {
						vital[i] = true
					}
				}
			}
			if !imm && len(vital) < 2 {
				t.Errorf("%v chain at %s is safe with %d vital regions around it", x, b.Name(ch[0]), len(vital))
			}
		}
	}
}

// TestBensonGraph runs Benson on general graphs (goregion.ParseGraph),
// where two chains can share exactly two one-point eyes with no stone
// between them, and checks the verdicts against the brute-force search.
func TestBensonGraph(t *testing.T) {
	tests := []struct{ name, in, want, reason string }{
		{
			name: "two chains sharing two eyes",
			in:   "points l r e1 e2\nedges l-e1-r-e2-l\nblack l r",
			want: "l:X r:X e1:+ e2:+",
			reason: "the eyes e1 and e2 are one-point regions, each a liberty of both chains: " +
				"each chain has two vital regions",
		},
		{
			name: "a shared eye is not enough",
			in:   "points l r e1 e2 f w g\nedges l-e1-r-f-w-g l-e2\nblack l r\nwhite w",
			want: "l:x r:x e1:. e2:. f:. w:o g:.",
			reason: "e1 is vital to l and r, e2 to l; the region f w g holds g, a liberty of no Black chain: not vital. " +
				"r has one vital region and goes, then e1 (next to r), then l. Indeed White plays f (liberty g) and captures r at e1",
		},
	}
	for _, tc := range tests {
		pos, err := goregion.ParseGraph(tc.in)
		if err != nil {
			t.Fatal(err)
		}
		for _, rn := range []string{"no-suicide", "tromp-taylor"} {
			r := mustRules(t, rn)
			s := Benson(pos, r)
			if got := s.String(); got != tc.want {
				t.Errorf("%s, %s: Benson = %s, want %s (%s)", tc.name, rn, got, tc.want, tc.reason)
			}
			checkConsistent(t, s)
			checkBrute(t, tc.name+", "+rn, s, r.Suicide)
		}
	}
}

// TestBensonLate19 checks Benson on the hand-made 19×19 endgame of
// testdata/late19.txt (its header describes it): the only pass-alive
// chains are White's corner group (two one-point eyes, A18 and C18) and
// Black's group on the bottom edge (eyes O1 and Q1), and those eyes are
// the only pass-alive territory. The big walls have one large region each
// on their own side, with points that are not their liberties, so no
// vital region there.
func TestBensonLate19(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "late19.txt"))
	if err != nil {
		t.Fatal(err)
	}
	pos := mustDiagram(t, string(data))
	for _, rn := range []string{"no-suicide", "tromp-taylor"} {
		s := Benson(pos, mustRules(t, rn))
		var white, black, terr []string
		for p := range pos.Colors {
			switch s.Safe(p) {
			case goregion.White:
				white = append(white, pos.Board.Name(p))
			case goregion.Black:
				black = append(black, pos.Board.Name(p))
			}
			if s.Territory(p) != goregion.Empty {
				terr = append(terr, s.Territory(p).String()[:1]+pos.Board.Name(p))
			}
		}
		wantWhite := "A19 B19 C19 D19 B18 D18 A17 B17 C17 D17"
		wantBlack := "N2 O2 P2 Q2 R2 N1 P1 R1"
		wantTerr := "wA18 wC18 bO1 bQ1"
		for _, c := range []struct{ what, got, want string }{
			{"white", strings.Join(white, " "), wantWhite},
			{"black", strings.Join(black, " "), wantBlack},
			{"territory", strings.Join(terr, " "), wantTerr},
		} {
			if c.got != c.want {
				t.Errorf("%s: pass-alive %s = %s, want %s", rn, c.what, c.got, c.want)
			}
		}
		checkConsistent(t, s)
	}
}

// TestBensonOfAgrees checks bensonOf (Benson for one colour) against
// Benson on the cases of TestBenson, the late 19×19 board and every
// record position, under both suicide rules: the same pass-alive stones
// of that colour, and none of the other.
func TestBensonOfAgrees(t *testing.T) {
	var positions []*goregion.Position
	for _, tc := range bensonCases {
		positions = append(positions, mustDiagram(t, trim(tc.in)))
	}
	data, err := os.ReadFile(filepath.Join("testdata", "late19.txt"))
	if err != nil {
		t.Fatal(err)
	}
	positions = append(positions, mustDiagram(t, string(data)))
	for _, x := range recordPositions(t) {
		positions = append(positions, x.rp.Position)
	}
	safe := 0
	for i, pos := range positions {
		for _, rn := range []string{"no-suicide", "tromp-taylor"} {
			r := mustRules(t, rn)
			full := Benson(pos, r)
			for _, x := range []goregion.Color{goregion.Black, goregion.White} {
				one := bensonOf(pos, r, x)
				for p, c := range pos.Colors {
					want := goregion.Empty
					if c == x {
						want = full.Safe(p)
					}
					if got := one.Safe(p); got != want {
						t.Errorf("position %d, %s, %v: bensonOf says %v at %s, Benson %v", i, rn, x, got, pos.Board.Name(p), want)
					}
					if got := one.Safe(p); got == x {
						safe++
					}
				}
			}
		}
	}
	if safe == 0 {
		t.Fatal("no pass-alive stone: the comparison tells nothing")
	}
}
