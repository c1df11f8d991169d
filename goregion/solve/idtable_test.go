package solve

import (
	"math/rand"
	"testing"
)

// TestIDTable numbers random boards, many of them repeated, through the
// table's growth and checks every number against a Go map's.
func TestIDTable(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	tab, want := newIDTable(), map[stones]uint32{}
	for i := 0; i < 20000; i++ {
		// Few distinct bits, so that boards repeat and collide in the hash.
		b := stones{uint64(rng.Intn(300)) << uint(rng.Intn(3)), uint64(rng.Intn(40))}
		if i%3 == 0 {
			if got := tab.get(b); got != want[b] {
				t.Fatalf("get %v = %d, want %d", b, got, want[b])
			}
			continue
		}
		id, ok := want[b]
		if !ok {
			id = uint32(len(want)) + 1
			want[b] = id
		}
		if got := tab.number(b); got != id {
			t.Fatalf("number %v = %d, want %d", b, got, id)
		}
	}
	if len(want) < 2000 {
		t.Fatalf("only %d distinct boards: the table did not grow much", len(want))
	}
	for b, id := range want {
		if got := tab.get(b); got != id {
			t.Fatalf("after growth: get %v = %d, want %d", b, got, id)
		}
	}
}
