package solve

import (
	"math/rand"
	"testing"
)

// TestCertGroupFind checks certGroup.find against a map of the nodes
// added (the reference): the all/any test, the slices and the map with its
// filter must find exactly the node added last for a hits and nothing for
// any other, through the change from the slices to the map (more than
// maxLinear nodes) and the filter's doublings. Hits are masks of a dep of
// 3 to 20 of maxDep bits; the lookups are every mask of the dep and random others.
func TestCertGroupFind(t *testing.T) {
	rng := rand.New(rand.NewSource(17))
	for trial := 0; trial < 300; trial++ {
		var dep bset
		for n := 3 + rng.Intn(18); n > 0; n-- {
			dep.set(uint8(rng.Intn(maxDep)))
		}
		sub := func() bset { return bset{rng.Uint64(), rng.Uint64()}.and(dep) }
		g := &certGroup{dep: dep}
		ref := map[bset]*kmNode{}
		adds := 1 + rng.Intn(200)
		for i := 0; i < adds; i++ {
			h := sub()
			if i%3 == 2 && len(ref) > 0 {
				for k := range ref { // replace an existing node
					h = k
					break
				}
			}
			nd := &kmNode{}
			g.add(h, nd)
			ref[h] = nd
			check := func(h bset) {
				if got := g.find(h); got != ref[h] {
					t.Fatalf("trial %d, after %d adds: find(%#x) = %p, want %p", trial, i+1, h, got, ref[h])
				}
			}
			for k := range ref {
				check(k)
			}
			for j := 0; j < 50; j++ {
				check(sub())
			}
			// The key skips the group exactly where find's first test
			// misses: never for a hits added.
			key := g.key()
			for k := range ref {
				if key.skips(k) {
					t.Fatalf("trial %d: key().skips(%#x), a hits added", trial, k)
				}
			}
			for j := 0; j < 50; j++ {
				m := bset{rng.Uint64(), rng.Uint64()}
				if j%2 == 0 {
					m = m.and(dep).or(g.all)
				}
				if got, want := key.skips(m), misses(m.and(dep), g.all, g.any); got != want {
					t.Fatalf("trial %d: key().skips(%#x) = %v, misses = %v", trial, m, got, want)
				}
			}
		}
		if len(ref) > maxLinear && g.byHits == nil {
			t.Fatalf("trial %d: %d nodes, still in the slices", trial, len(ref))
		}
	}
}
