package solve

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/chill"
	"github.com/tedomari/tedomari/goregion"
)

func TestSolveChapter3(t *testing.T) {
	tests := []struct {
		name, diagram string
		want          cgt.Game
		reason        string
	}{
		{"one point", "XXX\nX.X\nXXX", n(1), "Blom ch. 3: {0|} = 1"},
		{"two points", "XXXX\nX..X\nXXXX", n(2), "Blom ch. 3: {1|3} = 2"},
		{"dame", "X.O", star, "Blom §6.1: a dame point is {0|0} = *"},
		{"dame on a graph edge", "#X#\nX.O\n#O#", star, "Blom §6.1"},
		{"section 4.1", "XXXX\nX..O\nXXXX", sw(n(1), star), "Blom §4.1: G = {1|*}"},
		{"gold corner", "o..O\noXXO\nXX##", sw(n(5), sw(n(4), zero)), "issue 4: Blom §6.3 corner, gold two deep"},
		{"corridor 6.1", "XXXX\nXo.O\nXXXX", sw(n(2), zero), "Blom (6.1): {2|0}"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sol := solveDiagram(t, tt.diagram)
			if sol.Value != tt.want {
				t.Errorf("Solve(%q) = %s, want %s (%s)", tt.diagram, show(sol.Value), show(tt.want), tt.reason)
			}
		})
	}
}

// TestSolveTwoPointOptions checks the options of the two-point region: Black
// fills one point (1), White plays a stone that Black captures, and White's
// second stone there would be a two-stone suicide that recreates the empty
// board, which superko forbids, so White's option is {2|} = 3 (Blom ch. 3).
func TestSolveTwoPointOptions(t *testing.T) {
	sol := solveDiagram(t, "XXXX\nX..X\nXXXX")
	for _, o := range sol.LeftMoves {
		if o.Value != n(1) {
			t.Errorf("Black at %s: %s, want 1", o.Name, show(o.Value))
		}
	}
	for _, o := range sol.RightMoves {
		if o.Value != n(3) {
			t.Errorf("White at %s: %s, want 3", o.Name, show(o.Value))
		}
	}
	if len(sol.LeftMoves) != 2 || len(sol.RightMoves) != 2 {
		t.Errorf("moves: %d for goregion.Black, %d for goregion.White, want 2 and 2", len(sol.LeftMoves), len(sol.RightMoves))
	}
	if sol.KoSensitive {
		t.Errorf("KoSensitive = true: the only refusal is a suicide")
	}
}

// TestSolveSection41 checks the table of Blom §4.1: B_a = 1, B_b = W_a = *,
// W_b = {2|0}; B at b is dominated, W at b reversible through 2.
func TestSolveSection41(t *testing.T) {
	// a is the point next to White's stone, b the one next to Black's.
	sol := solveDiagram(t, "XXXX\nX..O\nXXXX")
	want := map[string]struct {
		value      cgt.Game
		dominated  bool
		reversible bool
	}{
		"B a": {n(1), false, false},
		"B b": {star, true, true}, // also reversible, through 0 ≤ G (the thesis names only the domination)
		"W a": {star, false, false},
		"W b": {sw(n(2), zero), true, true},
	}
	names := map[string]string{"C2": "a", "B2": "b"}
	for _, o := range append(append([]Option(nil), sol.LeftMoves...), sol.RightMoves...) {
		k := map[goregion.Color]string{goregion.Black: "B", goregion.White: "W"}[o.Player] + " " + names[o.Name]
		w, ok := want[k]
		if !ok {
			t.Errorf("unexpected move %s (%s)", k, o.Name)
			continue
		}
		delete(want, k)
		if o.Value != w.value || o.Dominated != w.dominated || o.Reversible != w.reversible {
			t.Errorf("%s: value %s dominated %v reversible %v, want %s %v %v (Blom §4.1)",
				k, show(o.Value), o.Dominated, o.Reversible, show(w.value), w.dominated, w.reversible)
		}
		if k == "W b" && o.Through != n(2) {
			t.Errorf("W b reverses through %s, want 2 (Blom §4.1)", show(o.Through))
		}
	}
	for k := range want {
		t.Errorf("missing move %s", k)
	}
	if sol.Value != sw(n(1), star) {
		t.Errorf("G = %s, want {1|*}", show(sol.Value))
	}
}

func TestSolveCorridors(t *testing.T) {
	max := 12
	if testing.Short() {
		max = 9
	}
	for d := 0; d <= max; d++ {
		pos := mustDiagram(t, chill.CorridorDiagram(d))
		sol := mustSolve(t, pos, Options{})
		if want := chill.Corridor(d); sol.Value != want {
			t.Errorf("Solve(corridor %d) = %s, want Corr(%d) = %s (Blom §6.2)", d, show(sol.Value), d, show(want))
		}
		checkBrute(t, pos, sol)
	}
	for s := 1; s <= 3; s++ {
		for d := 0; d <= 6; d++ {
			pos := mustDiagram(t, chill.GoldCorridorDiagram(s, d))
			sol := mustSolve(t, pos, Options{})
			if want := chill.GoldCorridor(s, d); sol.Value != want {
				t.Errorf("Solve(gold corridor s=%d d=%d) = %s, want Corr_s(d) = %s (Blom §6.3)", s, d, show(sol.Value), show(want))
			}
			checkBrute(t, pos, sol)
		}
	}
}

// TestSolveLongCorridors checks the solver on corridors beyond the brute
// force against the closed forms (Blom §6.2, §6.3), which the solver does
// not use: Corr(16) by default, Corr(20), Corr(22) and gold corridors up to
// 14 points with -long. Options proved dominated (prune.go) are what make
// these sizes reachable.
func TestSolveLongCorridors(t *testing.T) {
	plain := []int{16}
	if *long {
		plain = append(plain, 20, 22)
	}
	for _, d := range plain {
		sol := mustSolve(t, mustDiagram(t, chill.CorridorDiagram(d)), Options{MaxNodes: 2_000_000})
		if want := chill.Corridor(d); sol.Value != want {
			t.Errorf("Solve(corridor %d) = %s, want Corr(%d) = %s (Blom §6.2)", d, show(sol.Value), d, show(want))
		}
	}
	if !*long {
		return
	}
	for s := 1; s <= 3; s++ {
		for d := 8; d <= 14; d += 3 {
			sol := mustSolve(t, mustDiagram(t, chill.GoldCorridorDiagram(s, d)), Options{MaxNodes: 2_000_000})
			if want := chill.GoldCorridor(s, d); sol.Value != want {
				t.Errorf("Solve(gold corridor s=%d d=%d) = %s, want Corr_s(d) = %s (Blom §6.3)", s, d, show(sol.Value), show(want))
			}
		}
	}
}

// TestSolveTestdata solves the diagrams of testdata/solve_*.txt, each case a
// "-- name.in --" diagram and a "-- name.want --" value.
func TestSolveTestdata(t *testing.T) {
	files, _ := filepath.Glob("testdata/solve_*.txt")
	if len(files) == 0 {
		t.Fatal("no testdata/solve_*.txt")
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		cases := map[string]string{}
		var names []string
		name := ""
		for _, line := range strings.SplitAfter(string(data), "\n") {
			if strings.HasPrefix(line, "-- ") && strings.HasSuffix(strings.TrimSpace(line), " --") {
				name = strings.TrimSuffix(strings.TrimPrefix(strings.TrimSpace(line), "-- "), " --")
				names = append(names, name)
				continue
			}
			if name != "" {
				cases[name] += line
			}
		}
		for _, nm := range names {
			base, ok := strings.CutSuffix(nm, ".in")
			if !ok {
				continue
			}
			want, err := cgt.Parse(strings.TrimSpace(cases[base+".want"]))
			if err != nil {
				t.Fatalf("%s: %s.want: %v", f, base, err)
			}
			sol := solveDiagram(t, cases[nm])
			if sol.Value != want {
				t.Errorf("%s: Solve(%s) = %v, want %v", f, base, sol.Value, want)
			}
		}
	}
}

// TestSolveTheorem31 checks Blom's Theorem 3.1: n empty points and m White
// stones that cannot live, inside Black's safe area, are worth n + 2m.
func TestSolveTheorem31(t *testing.T) {
	rng := rand.New(rand.NewSource(31))
	count := trials(20, 40, 80)
	for i := 0; i < count; i++ {
		d, empty, white := randomEnclosure(rng, 8)
		pos := mustDiagram(t, d)
		sol := mustSolve(t, pos, Options{})
		if want := n(int64(empty + 2*white)); sol.Value != want {
			t.Errorf("Solve(\n%s) = %s, want n + 2m = %d + 2·%d (Theorem 3.1)", d, show(sol.Value), empty, white)
		}
		checkBrute(t, pos, sol)
		// The solver knows the theorem (settled pieces); check it also
		// without that shortcut, by search.
		if empty+white <= 5 && (*long || i%4 == 0) {
			plain := mustSolve(t, pos, Options{noSettle: true})
			if plain.Value != sol.Value {
				t.Errorf("Solve(\n%s, no shortcut) = %s, want %s", d, show(plain.Value), show(sol.Value))
			}
		}
	}
}

// TestSolveGuessesAgainstSearch checks the guessed and verified values, and
// the proofs reused through certificates, against the full search on random regions of 5 to 8 points, too large for
// the brute force, where stones of both colours can be captured and boards
// recur: the values of the region and of every first move, with pieces and
// with superko over the whole line. The regions within the brute force's
// limit are also checked against it, in the same reading of superko.
func TestSolveGuessesAgainstSearch(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	count := trials(20, 60, 300)
	compared, brute := 0, 0
	var stats, wrongStats proofStats
	for i := 0; i < count; i++ {
		d := randomRegionBox(rng, 5+rng.Intn(4), 6)
		pos := mustDiagram(t, d)
		for _, wholeLine := range []bool{false, true} {
			full, err := Solve(context.Background(), pos, Options{WholeLine: wholeLine, noGuess: true, MaxNodes: 20_000})
			if errors.Is(err, ErrNodeLimit) {
				continue // out of reach of the full search
			}
			if err != nil {
				t.Fatal(err)
			}
			sol := mustSolve(t, pos, Options{WholeLine: wholeLine, stats: &stats})
			compared++
			if sol.Value != full.Value {
				t.Errorf("Solve(\n%s, whole line %v) = %s, full search %s", d, wholeLine, show(sol.Value), show(full.Value))
			}
			// Wrong guesses first: each proof must refute them.
			wrong := mustSolve(t, pos, Options{WholeLine: wholeLine, wrongGuesses: true, checkRoot: true, stats: &wrongStats})
			if wrong.Value != full.Value || wrong.KoSensitive != sol.KoSensitive {
				t.Errorf("Solve(\n%s, whole line %v) with wrong guesses first = %s ko %v, full search %s, with the guesses alone ko %v", d, wholeLine, show(wrong.Value), wrong.KoSensitive, show(full.Value), sol.KoSensitive)
			}
			moves := slices.Concat(sol.LeftMoves, sol.RightMoves)
			fullMoves := slices.Concat(full.LeftMoves, full.RightMoves)
			if len(moves) != len(fullMoves) {
				t.Errorf("Solve(\n%s, whole line %v): %d first moves, full search %d", d, wholeLine, len(moves), len(fullMoves))
				continue
			}
			for j, o := range moves {
				f := fullMoves[j]
				if o.Point != f.Point || o.Value != f.Value {
					t.Errorf("Solve(\n%s, whole line %v): %v at %s: %s, full search %s", d, wholeLine, o.Player, o.Name, show(o.Value), show(f.Value))
				}
			}
			if got, ok := bruteReading(pos, wholeLine, bruteLimit()); ok {
				brute++
				if got != sol.Value {
					t.Errorf("Solve(\n%s, whole line %v) = %s, brute force %s", d, wholeLine, show(sol.Value), show(got))
				}
			}
		}
	}
	if compared < count {
		t.Errorf("only %d of %d comparisons: the full search is out of reach too often", compared, 2*count)
	}
	if stats.proved == 0 || stats.proved == stats.guesses || stats.certified == 0 {
		t.Errorf("%d guesses, %d proved, %d certified: the test should meet every kind", stats.guesses, stats.proved, stats.certified)
	}
	if wrongStats.rootChecked == 0 || wrongStats.rootWrong != 0 {
		t.Errorf("of %d answers of verifyRoot (Claim 7) proved again by verify, %d differ", wrongStats.rootChecked, wrongStats.rootWrong)
	}
	if failed := wrongStats.guesses - wrongStats.proved; failed <= stats.guesses-stats.proved {
		t.Errorf("with wrong guesses first, %d of %d guesses failed, without them %d: the wrong ones should fail", failed, wrongStats.guesses, stats.guesses-stats.proved)
	}
	t.Logf("%d comparisons with the full search, %d with the brute force; %d guesses, %d proved in %d positions, %d proofs reused; with wrong guesses first %d guesses, %d proved, %d answers of Claim 7 checked",
		compared, brute, stats.guesses, stats.proved, stats.proofNodes, stats.certified, wrongStats.guesses, wrongStats.proved, wrongStats.rootChecked)
}

// TestSolveCertificates checks the proofs reused through certificates
// against proofs made anew for every history, on random regions of 8 to 11
// points, beyond the full search.
func TestSolveCertificates(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	count := trials(5, 10, 150)
	var stats, small proofStats
	for i := 0; i < count; i++ {
		d := randomSizedRegion(rng, 8+rng.Intn(4))
		pos := mustDiagram(t, d)
		fresh, err := Solve(context.Background(), pos, Options{noCert: true, MaxNodes: 1_000_000})
		if errors.Is(err, ErrNodeLimit) {
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		if sol := mustSolve(t, pos, Options{stats: &stats}); sol.Value != fresh.Value {
			t.Errorf("Solve(\n%s) = %s, without certificates %s", d, show(sol.Value), show(fresh.Value))
		}
		// With a budget of a few certificates: the generations turn over
		// (keep), and certificates of the old one are moved (certified).
		if sol := mustSolve(t, pos, Options{stats: &small, certBudget: 8 << 10}); sol.Value != fresh.Value {
			t.Errorf("Solve(\n%s) with a small budget of certificates = %s, without certificates %s", d, show(sol.Value), show(fresh.Value))
		}
	}
	if stats.certified == 0 {
		t.Error("no proof was reused")
	}
	if small.certGenerations == 0 || small.certPromoted == 0 {
		t.Errorf("with a small budget, %d generations dropped and %d certificates moved: the test should meet both", small.certGenerations, small.certPromoted)
	}
	t.Logf("%d proofs, %d reused; with a small budget: %d generations dropped, %d certificates moved", stats.proved, stats.certified, small.certGenerations, small.certPromoted)
}

// TestSolveNine checks the thesis's position worth 9 whatever the value x of
// White's two-eyed group is (Blom ch. 3): Black's capture is worth 8, White's
// capture leads to {12 | x} − 3, and {8 | {9 | x − 3}} = 9 for any x ≤ 8
// (the thesis: x = −2 in Go, x = 0 without passing).
func TestSolveNine(t *testing.T) {
	sol := solveDiagram(t, "xxx.X\nooooX\nXXXXX")
	x := solveDiagram(t, ".o.oX\nooooX\nXXXXX").Value // White has made two eyes
	if x != zero {
		t.Errorf("White's two eyes: x = %s, want 0 (goregion.White must fill an eye)", show(x))
	}
	if len(sol.LeftMoves) != 1 || sol.LeftMoves[0].Value != n(8) {
		t.Errorf("Black's moves %v, want one worth 8", sol.LeftMoves)
	}
	if want := sw(n(9), x.Sub(n(3))); len(sol.RightMoves) != 1 || sol.RightMoves[0].Value != want {
		t.Errorf("White's moves %v, want one worth {9 | x − 3} = %s", sol.RightMoves, show(want))
	}
	if sol.Value != n(9) {
		t.Errorf("G = %s, want 9", show(sol.Value))
	}
	for _, x := range []int64{-2, 0, 8} {
		if g := sw(n(8), sw(n(9), n(x-3))); g != n(9) {
			t.Errorf("{8 | {9 | %d − 3}} = %s, want 9", x, show(g))
		}
	}
}

func TestSolveLimits(t *testing.T) {
	pos := mustDiagram(t, chill.CorridorDiagram(10))
	if _, err := Solve(context.Background(), pos, Options{MaxNodes: 100}); !errors.Is(err, ErrNodeLimit) {
		t.Errorf("Solve with MaxNodes 100: %v, want ErrNodeLimit", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Millisecond)
	defer cancel()
	time.Sleep(2 * time.Millisecond)
	if _, err := Solve(ctx, mustDiagram(t, chill.CorridorDiagram(12)), Options{}); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("Solve after the deadline: %v, want context.DeadlineExceeded", err)
	}
	if _, err := Solve(context.Background(), pos, Options{MaxMemory: 1}); !errors.Is(err, ErrMemoryLimit) {
		t.Errorf("Solve with MaxMemory 1: %v, want ErrMemoryLimit", err)
	}
	if _, err := Solve(context.Background(), pos, Options{MaxMemory: 1 << 40}); err != nil {
		t.Errorf("Solve with MaxMemory 1 TB: %v, want no error", err)
	}
	// The ko analysis reads the same limits. Its approach ko graph (in
	// examples/ko/README.md) explores more than a million positions.
	approach, err := goregion.ParseGraph("points a w m A b B o x\nedges a-w-m-A-b-a b-B-o w-x-A\nwhite w o\nblack m b x\nimmortal o x\n")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := AnalyzeKo(context.Background(), approach, Options{MaxMemory: 1}); !errors.Is(err, ErrMemoryLimit) {
		t.Errorf("AnalyzeKo with MaxMemory 1: %v, want ErrMemoryLimit", err)
	}
	if _, err := AnalyzeKo(context.Background(), approach, Options{MaxNodes: 2000}); !errors.Is(err, ErrNodeLimit) {
		t.Errorf("AnalyzeKo with MaxNodes 2000: %v, want ErrNodeLimit", err)
	}
	if _, err := AnalyzeKo(context.Background(), mustDiagram(t, "#XO#\nX.xO\n#XO#"), Options{MaxMemory: 1 << 40}); err != nil {
		t.Errorf("AnalyzeKo of the minimal ko with MaxMemory 1 TB: %v, want no error", err)
	}
	big := strings.Repeat(strings.Repeat(".", 9)+"\n", 8)
	if _, err := Solve(context.Background(), mustDiagram(t, big), Options{}); !errors.Is(err, ErrTooLarge) {
		t.Errorf("Solve of 72 points: %v, want ErrTooLarge", err)
	}
	_ = fmt.Sprint
}

// TestSolveReleasesCaches checks that cgt's caches go back to their empty
// size after a solve and cgt.ReleaseCaches, and that solving again gives
// the same values (== on the canonical forms, which the intern table keeps
// while the first solution is held).
func TestSolveReleasesCaches(t *testing.T) {
	pos := mustDiagram(t, chill.CorridorDiagram(9))
	first := mustSolve(t, pos, Options{})
	if s := cgt.Caches(); s.Comparisons == 0 || s.Sums == 0 {
		t.Fatalf("cgt.Caches() = %+v after a solve; want comparisons and sums cached", s)
	}
	cgt.ReleaseCaches()
	if s := cgt.Caches(); s.Comparisons != 0 || s.Sums != 0 || s.Coolings != 0 || s.Printing != 0 {
		t.Errorf("cgt.Caches() = %+v after ReleaseCaches, want the caches empty", s)
	}
	again := mustSolve(t, pos, Options{})
	if again.Value != first.Value || again.Value != chill.Corridor(9) {
		t.Errorf("Solve(corridor 9) after ReleaseCaches = %s, before %s, want Corr(9) = %s (Blom §6.2)", show(again.Value), show(first.Value), show(chill.Corridor(9)))
	}
	for i, o := range again.LeftMoves {
		if o.Value != first.LeftMoves[i].Value {
			t.Errorf("Black at %s after ReleaseCaches: %s, before %s", o.Name, show(o.Value), show(first.LeftMoves[i].Value))
		}
	}
}

// TestSolveFormsCollected checks issue 13's "the caches back to their
// empty size after a solve" for cgt's intern table, which kept every
// canonical form for the process's life before: once the solution is
// dropped and cgt.ReleaseCaches called, the garbage collector takes the
// forms the solve made, and the table falls back to its size before. A new
// solve then gives the same value: its text, and == between two solutions
// held together (the table interns the forms anew).
func TestSolveFormsCollected(t *testing.T) {
	pos := mustDiagram(t, chill.CorridorDiagram(9))
	base := formsAfterRelease()
	text, during := func() (string, int) {
		sol := mustSolve(t, pos, Options{})
		return show(sol.Value), cgt.Caches().Forms
	}()
	if during < base+100 {
		t.Fatalf("%d forms during the solve, %d before: too few for the test to tell", during, base)
	}
	if after := formsAfterRelease(); after > base {
		t.Errorf("%d forms after the solve, cgt.ReleaseCaches and collections; %d before, %d during", after, base, during)
	}
	a, b := mustSolve(t, pos, Options{}), mustSolve(t, pos, Options{})
	if a.Value != b.Value || show(a.Value) != text {
		t.Errorf("corridor 9 solved again: %s and %s (== %v), first %s", show(a.Value), show(b.Value), a.Value == b.Value, text)
	}
}

// TestSolvePartsParallel checks that solving the parts of a region at the
// same time gives what solving them one after the other gives: the value,
// each part's value, positions and ko flag, the positions in all and every
// first move with its value and marks, on random regions of two or three
// parts (random boxes side by side, their walls immortal stones).
func TestSolvePartsParallel(t *testing.T) {
	rng := rand.New(rand.NewSource(21))
	count := trials(5, 20, 200)
	multi := 0
	for i := 0; i < count; i++ {
		boxes := 2 + rng.Intn(2)
		rows := make([]string, 6)
		for range boxes {
			for r, line := range strings.Split(strings.TrimSuffix(randomRegionBox(rng, 4+rng.Intn(5), 6), "\n"), "\n") {
				rows[r] += line
			}
		}
		d := strings.Join(rows, "\n") + "\n"
		pos := mustDiagram(t, d)
		seq := mustSolve(t, pos, Options{noParallel: true})
		par := mustSolve(t, pos, Options{})
		if len(seq.Parts) > 1 {
			multi++
		}
		if par.Value != seq.Value || par.Nodes != seq.Nodes || par.KoSensitive != seq.KoSensitive || len(par.Parts) != len(seq.Parts) {
			t.Errorf("Solve(\n%s) in parallel = %s, %d positions, ko %v, %d parts; one part after the other %s, %d, %v, %d",
				d, show(par.Value), par.Nodes, par.KoSensitive, len(par.Parts), show(seq.Value), seq.Nodes, seq.KoSensitive, len(seq.Parts))
			continue
		}
		for j := range par.Parts {
			a, b := par.Parts[j], seq.Parts[j]
			if a.Value != b.Value || a.Nodes != b.Nodes || a.KoSensitive != b.KoSensitive || !slices.Equal(a.Points, b.Points) {
				t.Errorf("Solve(\n%s): part %d in parallel %+v, one after the other %+v", d, j, a, b)
			}
		}
		if !slices.Equal(par.LeftMoves, seq.LeftMoves) || !slices.Equal(par.RightMoves, seq.RightMoves) {
			t.Errorf("Solve(\n%s): the first moves differ in parallel", d)
		}
	}
	if multi < count/2 {
		t.Errorf("only %d of %d regions have more than one part", multi, count)
	}
}

// TestTuneGC checks the collector's target percentage while solves run
// (tuneGC, gcLarge): solveGCPercent from the first solve to the end of the
// last (a program's lower percentage kept), solveGCPercentMid and then
// solveGCPercentLarge as the live heap passes midHeap and largeHeap, never
// raised again while solves run; the percentage before restored after; a
// percentage below solveGCPercentMid set by the program, or GOGC set in the
// environment, left alone.
func TestTuneGC(t *testing.T) {
	percent := func() int {
		p := debug.SetGCPercent(100)
		debug.SetGCPercent(p)
		return p
	}
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	t.Setenv("GOGC", "")
	debug.SetGCPercent(200)
	r1 := tuneGC()
	r2 := tuneGC()
	if p := percent(); p != solveGCPercent {
		t.Errorf("percentage %d while two solves run, want %d", p, solveGCPercent)
	}
	r1()
	if p := percent(); p != solveGCPercent {
		t.Errorf("percentage %d while one solve runs, want %d", p, solveGCPercent)
	}
	r2()
	if p := percent(); p != 200 {
		t.Errorf("percentage %d after the solves, want 200 as before", p)
	}
	debug.SetGCPercent(75)
	r := tuneGC()
	if p := percent(); p != 75 {
		t.Errorf("percentage %d while a solve runs after the program set 75, want 75", p)
	}
	r()
	debug.SetGCPercent(30)
	defer func(m, l uint64) { midHeap, largeHeap = m, l }(midHeap, largeHeap)
	midHeap, largeHeap = 1, 1
	r = tuneGC()
	runtime.GC()
	gcLarge()
	if p := percent(); p != 30 {
		t.Errorf("percentage %d while a solve runs with a large heap after the program set 30, want 30", p)
	}
	r()
	debug.SetGCPercent(100)
	t.Setenv("GOGC", "200")
	r = tuneGC()
	if p := percent(); p != 100 {
		t.Errorf("percentage %d with GOGC set in the environment, want 100 (unchanged)", p)
	}
	r()
	// A live heap past midHeap lowers it, one past largeHeap further, and
	// a smaller heap does not raise it again until the solves end.
	t.Setenv("GOGC", "")
	largeHeap = math.MaxUint64
	r = tuneGC()
	runtime.GC() // the live heap is measured by a collection
	gcLarge()
	if p := percent(); p != solveGCPercentMid {
		t.Errorf("percentage %d with a heap past midHeap, want %d", p, solveGCPercentMid)
	}
	largeHeap = 1
	gcLarge()
	if p := percent(); p != solveGCPercentLarge {
		t.Errorf("percentage %d with a large heap, want %d", p, solveGCPercentLarge)
	}
	largeHeap = math.MaxUint64
	gcLarge()
	if p := percent(); p != solveGCPercentLarge {
		t.Errorf("percentage %d after gcLarge with a heap past midHeap only, want %d (never raised)", p, solveGCPercentLarge)
	}
	r()
	if p := percent(); p != 100 {
		t.Errorf("percentage %d after the solves with a large heap, want 100", p)
	}
	largeHeap = 1
	gcLarge()
	if p := percent(); p != 100 {
		t.Errorf("percentage %d after gcLarge with no solve running, want 100", p)
	}
	// And a solve restores it.
	t.Setenv("GOGC", "")
	if _, err := Solve(context.Background(), mustDiagram(t, chill.CorridorDiagram(4)), Options{}); err != nil {
		t.Fatal(err)
	}
	if p := percent(); p != 100 {
		t.Errorf("percentage %d after a solve, want 100", p)
	}
}
