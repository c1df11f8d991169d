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

// TestBitMap puts random board numbers, close ones and ones far apart, in
// bitMaps of up to maxDep entries and checks every lookup against a Go
// map's, through the table's growth.
func TestBitMap(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for trial := 0; trial < 300; trial++ {
		var m bitMap
		want := map[uint32]uint8{}
		spread := uint32(1) << rng.Intn(31)
		check := func(k uint32) {
			v, ok := m.get(k)
			w, wok := want[k]
			if ok != wok || v != w {
				t.Fatalf("trial %d: get(%d) = %d, %v; want %d, %v", trial, k, v, ok, w, wok)
			}
		}
		for m.n < maxDep {
			k := 1 + rng.Uint32()%spread
			check(k)
			if _, ok := want[k]; !ok {
				want[k] = uint8(len(want))
				m.put(k, want[k])
			}
			if spread < maxDep && m.n == int(spread) {
				break
			}
		}
		for k := range want {
			check(k)
		}
		for j := 0; j < 200; j++ {
			check(1 + rng.Uint32()%(2*spread))
		}
	}
}
