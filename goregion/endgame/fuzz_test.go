package endgame

import (
	"testing"

	"github.com/tedomari/tedomari/goregion"
)

// FuzzBenson builds a small position from bytes (the first picks the
// grid, 3×3 to 4×4; then one byte a point: empty, Black or White), skips
// it unless every chain has a liberty, and checks Benson's result for
// consistency and against the brute-force search, under both suicide
// rules: no chain Benson calls pass-alive can be captured by the opponent
// alone, and without suicide every chain that cannot be is found.
func FuzzBenson(f *testing.F) {
	f.Add([]byte{0, 0, 1, 0, 1, 1, 2, 1, 2, 2})                      // "vital only without suicide" of TestBenson
	f.Add([]byte{1, 0, 1, 1, 0, 1, 0, 1, 0, 1, 1, 0, 0})             // 4×3: "two chains sharing two eyes"
	f.Add([]byte{3, 1, 0, 1, 0, 1, 1, 1, 1, 0, 0, 0, 0, 2, 2, 2, 2}) // 4×4: two eyes on top, White below
	f.Fuzz(func(t *testing.T, data []byte) {
		pos, ok := fuzzPosition(data, 3)
		if !ok {
			return
		}
		for _, rn := range []string{"no-suicide", "tromp-taylor"} {
			r := mustRules(t, rn)
			s := Benson(pos, r)
			checkConsistent(t, s)
			checkBrute(t, rn, s, r.Suicide)
		}
	})
}

// fuzzPosition reads a fuzzer's bytes as a grid of side base or base+1
// each way (the first byte's two low bits) whose points take the colours
// of the following bytes (mod 3: empty, black, white; empty past the end),
// with no immortal stone; ok is false when the data is empty or a chain
// has no liberty.
func fuzzPosition(data []byte, base int) (pos *goregion.Position, ok bool) {
	if len(data) == 0 {
		return nil, false
	}
	w, h := base+int(data[0]&1), base+int(data[0]>>1&1)
	b := goregion.Grid(w, h)
	col := make([]goregion.Color, b.NumPoints())
	for p := range col {
		if 1+p < len(data) {
			col[p] = goregion.Color(data[1+p] % 3)
		}
	}
	if !legalBoard(b, col) {
		return nil, false
	}
	return &goregion.Position{Board: b, Colors: col, Immortal: make([]bool, len(col))}, true
}
