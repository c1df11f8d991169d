package cgt

import (
	"math/big"
	"testing"
)

// The counts of canonical games born by days 0 to 3 are 1, 4, 22 and 1474
// (Winning Ways, ch. 7; Siegel, Combinatorial Game Theory, §III.1; Lessons
// in Play, Table 7.1 gives 22 for day 2).
func TestBornByCounts(t *testing.T) {
	want := []int{1, 4, 22, 1474}
	for day, w := range want {
		gs, err := BornBy(day)
		if err != nil {
			t.Fatal(err)
		}
		if len(gs) != w {
			t.Errorf("len(BornBy(%d)) = %d, want %d", day, len(gs), w)
		}
		seen := map[Game]bool{}
		for _, g := range gs {
			if seen[g] {
				t.Errorf("BornBy(%d) lists a game twice", day)
			}
			seen[g] = true
			if b := g.Birthday(); b.Cmp(big.NewInt(int64(day))) > 0 {
				t.Errorf("BornBy(%d) lists a game born on day %d", day, b)
			}
		}
	}
	if _, err := BornBy(4); err == nil {
		t.Error("BornBy(4) succeeded, want an error")
	}
}
