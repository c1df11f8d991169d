package gtp

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/tedomari/tedomari/goregion"
)

// Handicap stones are setup stones: they join the start position (so
// undo cannot remove them, and superko counts the board with them as the
// start) and White moves first, as in GNU Go.

// fixedHandicap returns the points of GTP's fixed handicap of n stones on
// a size×size board, in board order, or false when the board or n does
// not allow one. The stones go on the 3-3 points on boards up to 11×11
// and on the 4-4 points from 12×12 on: two, three and four corners, then
// the centre (5, 7, 9 stones) and the middles of the sides (6 to 9), the
// centre and middles only on odd boards from 9×9 on (the GTP draft's
// fixed_handicap as GNU Go 3.8 places it, which the interop test checks
// on every size from 2×2 to 19×19).
func fixedHandicap(size, n int) ([][2]int, bool) {
	maxStones := 9
	if size%2 == 0 || size < 9 {
		maxStones = 4
	}
	if size < 7 || n < 2 || n > maxStones {
		return nil, false
	}
	lo := 2
	if size >= 12 {
		lo = 3
	}
	hi, mid := size-1-lo, size/2
	// (column, row from the top)
	corners := [][2]int{{hi, lo}, {lo, size - 1 - lo}, {lo, lo}, {hi, size - 1 - lo}} // Q16 D4 D16 Q4 on 19×19
	var pts [][2]int
	pts = append(pts, corners[:min(n, 4)]...)
	if n >= 6 {
		pts = append(pts, [2]int{lo, mid}, [2]int{hi, mid})
	}
	if n >= 8 {
		pts = append(pts, [2]int{mid, lo}, [2]int{mid, size - 1 - lo})
	}
	if n%2 == 1 && n >= 5 {
		pts = append(pts, [2]int{mid, mid})
	}
	slices.SortFunc(pts, func(a, b [2]int) int {
		if a[1] != b[1] {
			return a[1] - b[1]
		}
		return a[0] - b[0]
	})
	return pts, true
}

// setHandicap places black stones on the empty board as the start
// position, White to move.
func (e *Engine) setHandicap(pts []int) error {
	if len(e.moves) > 0 || slices.ContainsFunc(e.start.Colors, func(c goregion.Color) bool { return c != goregion.Empty }) {
		return errors.New("board not empty")
	}
	start := &goregion.Position{Board: e.start.Board, Colors: make([]goregion.Color, len(e.start.Colors)), Immortal: make([]bool, len(e.start.Colors))}
	for _, p := range pts {
		start.Colors[p] = goregion.Black
	}
	if err := e.reset(start, goregion.White, nil); err != nil {
		return fmt.Errorf("invalid handicap: %v", err)
	}
	return nil
}

// cmdFixedHandicap places GTP's fixed handicap and answers its points.
func cmdFixedHandicap(_ context.Context, e *Engine, args []string) (string, error) {
	if err := wantArgs(args, 1, "fixed_handicap NUMBER_OF_STONES"); err != nil {
		return "", err
	}
	n, err := strconv.Atoi(args[0])
	if err != nil {
		return "", errSyntax("handicap not an integer: %q", args[0])
	}
	cells, ok := fixedHandicap(e.size, n)
	if !ok {
		return "", errors.New("invalid handicap")
	}
	var pts []int
	var names []string
	b := e.game.Board()
	for _, c := range cells {
		name := goregion.ColumnName(c[0]) + strconv.Itoa(e.size-c[1])
		p, _ := b.Point(name)
		pts = append(pts, p)
		names = append(names, name)
	}
	if err := e.setHandicap(pts); err != nil {
		return "", err
	}
	return strings.Join(names, " "), nil
}

// cmdSetFreeHandicap places black handicap stones where the controller
// says: at least two, on distinct points, leaving a point empty.
func cmdSetFreeHandicap(_ context.Context, e *Engine, args []string) (string, error) {
	if len(args) < 2 || len(args) >= e.game.Board().NumPoints() {
		return "", errors.New("invalid handicap")
	}
	var pts []int
	for _, a := range args {
		m, err := e.parseVertex(a)
		if err != nil || m == goregion.Pass {
			return "", errSyntax("invalid coordinate %q", a)
		}
		if slices.Contains(pts, int(m)) {
			return "", errors.New("invalid handicap: repeated vertex " + e.vertex(m))
		}
		pts = append(pts, int(m))
	}
	return "", e.setHandicap(pts)
}

// cmdPlaceFreeHandicap lets the engine choose the handicap points: it
// chooses the fixed ones.
func cmdPlaceFreeHandicap(ctx context.Context, e *Engine, args []string) (string, error) {
	if err := wantArgs(args, 1, "place_free_handicap NUMBER_OF_STONES"); err != nil {
		return "", err
	}
	return cmdFixedHandicap(ctx, e, args)
}
