package solve

import (
	"math/rand"
	"slices"
	"testing"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/goregion"
)

// The brute force: the reference that the solver is tested against, written
// from the rules of FORMATS.md §3 with the seed-000 function goregion.Clear,
// with nothing of the solver in it: plain recursion over every line of play,
// the boards of the line as a list, no table, no decomposition. It implements
// each of the two readings of superko literally:
//
//   - whole line (bruteWhole): superko over the boards of the whole region
//     along the whole line of play;
//   - sum of pieces (bruteSum, the default): the parts that immortal stones
//     separate (the connected sets of points that are not immortal stones)
//     are games of their own, each on a board of its points and the immortal
//     stones; and whenever the stones that can never be captured (in groups
//     with an immortal stone) cut a part into pieces, and no group is
//     without liberties (only a start can have one, and the next move
//     anywhere would remove it), the value is the sum of the pieces, each
//     played on its own with superko over its own moves (its line starts
//     with the board where it became a piece).
//
// It is bounded by positions, not by points: a region whose game tree has
// more than the limit is skipped, whatever its size.

// bruteLimit returns the positions the brute force may expand for one
// region: 5000 in the default suite, 100000 with -long (about 7 µs each).
func bruteLimit() int {
	if *long {
		return 100_000
	}
	return 5_000
}

// brute is one brute-force search: moves are restricted to the points in
// allowed (nil: all).
type brute struct {
	allowed []bool
	pieces  bool // split into pieces: the sum-of-pieces reading
	nodes   int  // positions expanded
	limit   int  // the most positions to expand
	ko      bool // superko refused a move that is not a suicide
}

// boardKey returns the colouring of pos as a string, for the history.
func boardKey(pos *goregion.Position) string {
	b := make([]byte, len(pos.Colors))
	for i, c := range pos.Colors {
		b[i] = byte('0' + c)
	}
	return string(b)
}

// value returns the value of pos after the boards of line (pos's included),
// and false when the search expands more than br.limit positions.
func (br *brute) value(pos *goregion.Position, line []string) (cgt.Game, bool) {
	br.nodes++
	if br.nodes > br.limit {
		return cgt.Game{}, false
	}
	if br.pieces {
		if pieces := br.piecesOf(pos); len(pieces) > 1 {
			saved := br.allowed
			defer func() { br.allowed = saved }()
			var sum cgt.Game
			for _, piece := range pieces {
				br.allowed = piece
				v, ok := br.value(pos, []string{boardKey(pos)})
				if !ok {
					return cgt.Game{}, false
				}
				sum = sum.Add(v)
			}
			return sum, true
		}
	}
	var left, right []cgt.Game
	for p, c := range pos.Colors {
		if c != goregion.Empty || (br.allowed != nil && !br.allowed[p]) {
			continue
		}
		for _, me := range []goregion.Color{goregion.Black, goregion.White} {
			next, captured, lost, ok := refPlay(pos, p, me)
			if !ok {
				continue // the suicide of a single stone
			}
			key := boardKey(next)
			if slices.Contains(line, key) {
				br.ko = br.ko || lost == 0
				continue // positional superko
			}
			v, ok := br.value(next, append(line, key))
			if !ok {
				return cgt.Game{}, false
			}
			// Each removed stone is a point for the other player.
			gain := int64(captured - lost)
			if me == goregion.White {
				gain = -gain
			}
			v = v.Add(n(gain))
			if me == goregion.Black {
				left = append(left, v)
			} else {
				right = append(right, v)
			}
		}
	}
	return cgt.New(left, right), true
}

// bruteWhole returns the value of pos with superko over the boards of the
// whole region along the whole line, whether superko refused a move that is
// not a suicide, and false when the search needs more than limit positions.
func bruteWhole(pos *goregion.Position, limit int) (v cgt.Game, ko, ok bool) {
	br := &brute{limit: limit}
	v, ok = br.value(pos, []string{boardKey(pos)})
	return v, br.ko, ok
}

// bruteSum returns the value of pos as the sum of its parts and pieces,
// each played on its own with superko over its own moves, and false when a
// part needs more than limit positions.
func bruteSum(pos *goregion.Position, limit int) (cgt.Game, bool) {
	var sum cgt.Game
	for _, part := range referenceParts(pos) {
		br := &brute{pieces: true, limit: limit}
		sub := partPosition(pos, part)
		v, ok := br.value(sub, []string{boardKey(sub)})
		if !ok {
			return cgt.Game{}, false
		}
		sum = sum.Add(v)
	}
	return sum, true
}

// partPosition returns the position made of the points of part and the
// immortal stones of pos, with the edges of pos between them.
func partPosition(pos *goregion.Position, part []int) *goregion.Position {
	var pts []int
	for p := range pos.Colors {
		if pos.Immortal[p] || slices.Contains(part, p) {
			pts = append(pts, p)
		}
	}
	index := map[int]int{}
	names := make([]string, len(pts))
	for i, p := range pts {
		index[p] = i
		names[i] = pos.Board.Name(p)
	}
	var edges [][2]int
	sub := &goregion.Position{Colors: make([]goregion.Color, len(pts)), Immortal: make([]bool, len(pts))}
	for i, p := range pts {
		sub.Colors[i], sub.Immortal[i] = pos.Colors[p], pos.Immortal[p]
		for _, q := range pos.Board.Neighbors(p) {
			if j, ok := index[int(q)]; ok && j > i {
				edges = append(edges, [2]int{i, j})
			}
		}
	}
	b, err := goregion.NewGraphBoard(names, edges)
	if err != nil {
		panic(err)
	}
	sub.Board = b
	return sub
}

// piecesOf returns the pieces of the points where br may play: the
// connected sets of those points that hold no stone of a group with an
// immortal stone, each with an empty point (a piece without one has no
// move and is worth 0); none when a group has no liberty.
func (br *brute) piecesOf(pos *goregion.Position) [][]bool {
	permanent := make([]bool, len(pos.Colors))
	done := make([]bool, len(pos.Colors))
	for p, c := range pos.Colors {
		if c == goregion.Empty || done[p] {
			continue
		}
		g := groupOf(pos, p)
		immortal, liberty := false, false
		for _, q := range g {
			immortal = immortal || pos.Immortal[q]
			for _, r := range pos.Board.Neighbors(q) {
				liberty = liberty || pos.Colors[r] == goregion.Empty
			}
		}
		if !immortal && !liberty {
			return nil
		}
		for _, q := range g {
			done[q], permanent[q] = true, immortal
		}
	}
	seen := make([]bool, len(pos.Colors))
	var pieces [][]bool
	for p := range pos.Colors {
		if seen[p] || permanent[p] || br.allowed != nil && !br.allowed[p] {
			continue
		}
		piece := make([]bool, len(pos.Colors))
		stack, empty := []int{p}, false
		seen[p] = true
		for len(stack) > 0 {
			q := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			piece[q] = true
			empty = empty || pos.Colors[q] == goregion.Empty
			for _, r := range pos.Board.Neighbors(q) {
				if !seen[r] && !permanent[r] && (br.allowed == nil || br.allowed[r]) {
					seen[r] = true
					stack = append(stack, int(r))
				}
			}
		}
		if empty {
			pieces = append(pieces, piece)
		}
	}
	return pieces
}

// bruteReading returns bruteWhole's value when wholeLine is set, bruteSum's
// otherwise.
func bruteReading(pos *goregion.Position, wholeLine bool, limit int) (cgt.Game, bool) {
	if wholeLine {
		v, _, ok := bruteWhole(pos, limit)
		return v, ok
	}
	return bruteSum(pos, limit)
}

// referenceParts returns the connected sets of points of pos that are not
// immortal stones, by a plain flood.
func referenceParts(pos *goregion.Position) [][]int {
	seen := make([]bool, len(pos.Colors))
	var parts [][]int
	for p := range pos.Colors {
		if seen[p] || pos.Immortal[p] {
			continue
		}
		seen[p] = true
		part := []int{p}
		for i := 0; i < len(part); i++ {
			for _, q := range pos.Board.Neighbors(part[i]) {
				if !seen[q] && !pos.Immortal[q] {
					seen[q] = true
					part = append(part, int(q))
				}
			}
		}
		parts = append(parts, part)
	}
	return parts
}

// checkBrute checks the value of Solve (the default reading) against the
// brute force, when the brute force finishes within 5000 positions.
func checkBrute(t *testing.T, pos *goregion.Position, sol *Solution) {
	t.Helper()
	if got, ok := bruteSum(pos, 5_000); ok && got != sol.Value {
		t.Errorf("Solve(\n%v) = %s, brute force %s", pos, show(sol.Value), show(got))
	}
}

// TestBruteKnownValues checks the brute force itself on values from the
// thesis, in both readings (they agree where no ko arises).
func TestBruteKnownValues(t *testing.T) {
	tests := []struct {
		diagram string
		want    cgt.Game
		reason  string
	}{
		{"XXX\nX.X\nXXX", n(1), "Blom ch. 3: {0|} = 1"},
		{"XXXX\nX..X\nXXXX", n(2), "Blom ch. 3: {1|3} = 2, White's second stone a suicide that superko refuses"},
		{"X.O", star, "Blom §6.1: a dame point is {0|0} = *"},
		{"XXXX\nX..O\nXXXX", sw(n(1), star), "Blom §4.1: G = {1|*}"},
		{"XXXX\nXo.O\nXXXX", sw(n(2), zero), "Blom (6.1): {2|0}"},
		{"XXXXO\nX...O\nXXXXO", sw(n(2), sw(n(1), star)), "Blom §6.2: Corr(3) = {2||1|*}"},
	}
	for _, tt := range tests {
		pos := mustDiagram(t, tt.diagram)
		whole, _, ok1 := bruteWhole(pos, 1_000_000)
		sum, ok2 := bruteSum(pos, 1_000_000)
		if !ok1 || !ok2 || whole != tt.want || sum != tt.want {
			t.Errorf("brute force of %q = %s (whole line), %s (sum of parts), want %s (%s)",
				tt.diagram, show(whole), show(sum), show(tt.want), tt.reason)
		}
	}
}

// TestSolveRandomAgainstBrute checks Solve against the brute force on random
// small regions, in both readings of superko: the sum of the parts against
// the brute force of each part, and the region with superko over its whole
// line against the brute force of the whole region, with and without the
// speed-ups.
func TestSolveRandomAgainstBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(4))
	count := trials(30, 100, 400)
	ko, checked := 0, 0
	for i := 0; i < count; i++ {
		d := randomRegion(rng, 5)
		pos := mustDiagram(t, d)
		got, br, ok := bruteWhole(pos, bruteLimit())
		sum, ok2 := bruteSum(pos, bruteLimit())
		if !ok || !ok2 {
			continue
		}
		checked++
		sol := mustSolve(t, pos, Options{})
		if sum != sol.Value {
			t.Errorf("Solve(\n%s) = %s, brute force of the parts %s", d, show(sol.Value), show(sum))
		}
		// The ko flag reports refusals in the part of the tree searched: the
		// whole tree only without guesses.
		whole := mustSolve(t, pos, Options{WholeLine: true, noSettle: true, noGuess: true})
		if got != whole.Value {
			t.Errorf("Solve(\n%s, whole line) = %s, brute force %s", d, show(whole.Value), show(got))
		}
		if guessed := mustSolve(t, pos, Options{WholeLine: true}); guessed.Value != got {
			t.Errorf("Solve(\n%s, whole line, guesses) = %s, brute force %s", d, show(guessed.Value), show(got))
		}
		if br != whole.KoSensitive {
			t.Errorf("Solve(\n%s, whole line).KoSensitive = %v, brute force %v", d, whole.KoSensitive, br)
		}
		noMemo := mustSolve(t, pos, Options{WholeLine: true, noSettle: true, noMemo: true, noGuess: true})
		if noMemo.Value != whole.Value {
			t.Errorf("Solve(\n%s, whole line, no table) = %s, with table %s", d, show(noMemo.Value), show(whole.Value))
		}
		if sol.KoSensitive {
			ko++
		}
	}
	if checked < count/2 {
		t.Errorf("only %d of %d regions within the brute force's limit", checked, count)
	}
	t.Logf("%d random regions, %d checked, %d ko-sensitive", count, checked, ko)
}

// TestSolveKoAcrossParts checks the two readings of superko on the graph of
// issue 11 (item 11), whose two parts, separated by immortal stones, make a
// ko together: as a sum of parts it is *, with superko over the whole line
// {*, {1|*} | *, {*|-1}} (the value). The brute force agrees in both
// readings; the whole line takes it 5.2 million positions (5 s), so that
// check runs with -long only.
func TestSolveKoAcrossParts(t *testing.T) {
	pos, err := goregion.ParseGraph(`points B W a b c d e
edges B-a-b-W B-c-d-e-W c-e
black B
white W
immortal B W`)
	if err != nil {
		t.Fatal(err)
	}
	star1 := sw(n(1), star)
	want := map[bool]cgt.Game{
		false: star,
		true:  cgt.New([]cgt.Game{star, star1}, []cgt.Game{star, sw(star, n(-1))}),
	}
	for _, wholeLine := range []bool{false, true} {
		sol := mustSolve(t, pos, Options{WholeLine: wholeLine})
		if sol.Value != want[wholeLine] {
			t.Errorf("Solve(issue 11 graph, WholeLine %v) = %s, want %s", wholeLine, show(sol.Value), show(want[wholeLine]))
		}
		if wholeLine && !*long {
			continue
		}
		if got, ok := bruteReading(pos, wholeLine, 10_000_000); !ok || got != want[wholeLine] {
			t.Errorf("brute force (issue 11 graph, whole line %v) = %s, %v, want %s", wholeLine, show(got), ok, show(want[wholeLine]))
		}
	}
}

// TestSolveSuperkoReadings checks both readings of superko against the
// brute force on random general graphs with several parts (sets of points
// that immortal stones separate) and a ko (a move other than a suicide that
// superko refuses on some line of the whole region): the default, the sum
// of the parts and pieces, against bruteSum; WholeLine against bruteWhole,
// with and without the speed-ups.
func TestSolveSuperkoReadings(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	want := trials(10, 30, 200)
	found, differ, tries := 0, 0, 0
	for found < want && tries < 200*want {
		tries++
		pos := randomGraphRegion(rng, 4+rng.Intn(3))
		if len(referenceParts(pos)) < 2 {
			continue
		}
		whole, ko, ok := bruteWhole(pos, bruteLimit())
		if !ok || !ko {
			continue
		}
		sum, ok := bruteSum(pos, bruteLimit())
		if !ok {
			continue
		}
		found++
		if whole != sum {
			differ++
		}
		text := goregion.FormatGraph(pos)
		if sol := mustSolve(t, pos, Options{}); sol.Value != sum {
			t.Errorf("Solve(\n%s) = %s, brute force (sum of parts and pieces) %s", text, show(sol.Value), show(sum))
		}
		if sol := mustSolve(t, pos, Options{WholeLine: true}); sol.Value != whole {
			t.Errorf("Solve(\n%s, whole line) = %s, brute force %s", text, show(sol.Value), show(whole))
		}
		plain := mustSolve(t, pos, Options{WholeLine: true, noSettle: true, noGuess: true})
		if plain.Value != whole || !plain.KoSensitive {
			t.Errorf("Solve(\n%s, whole line, no speed-ups) = %s, ko %v; brute force %s, ko true", text, show(plain.Value), plain.KoSensitive, show(whole))
		}
	}
	if found < want || differ == 0 {
		t.Errorf("%d regions with several parts and a ko in %d tries (want %d), %d where the readings differ (want some)", found, tries, want, differ)
	}
	t.Logf("%d regions with several parts and a ko, %d where the two readings differ", found, differ)
}
