package solve

import (
	"fmt"
	"math/rand"
	"slices"
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
		if len(ref) > maxLinear && (g.more == nil || g.more.byHits == nil) {
			t.Fatalf("trial %d: %d nodes, still in the slices", trial, len(ref))
		}
	}
}

// TestCertSetGroupOf checks certSet.groupOf's claim: through addCert and
// evict (more than maxGroups deps), with the groups scanned while there
// are at most scanGroups and the index beyond, every group's dep leads to
// that group, the deps are distinct, a dep never added leads to none, and
// the node last added under a dep (empty hits) is the one its group finds.
func TestCertSetGroupOf(t *testing.T) {
	rng := rand.New(rand.NewSource(19))
	s := &kmSearch{ids: newIDTable()}
	for trial := 0; trial < 40; trial++ {
		var cs *certSet
		last := map[string]*kmNode{} // by the dep's board numbers
		adds := 1 + rng.Intn(3*maxGroups)
		if trial%2 == 0 {
			adds = 1 + rng.Intn(3*scanGroups)
		}
		for i := 0; i < adds; i++ {
			// deps of 1 to 3 of 40 boards: repeats, and 10,000 deps in all
			var dep []uint32
			for n := 1 + rng.Intn(3); n > 0; n-- {
				if b := uint32(1 + rng.Intn(40)); !slices.Contains(dep, b) {
					dep = append(dep, b)
				}
			}
			slices.Sort(dep)
			nd := &kmNode{dep: dep}
			var ok bool
			if cs, ok = s.addCert(cs, nd, nil); !ok {
				t.Fatalf("trial %d: no bit for a dep of 40 boards", trial)
			}
			last[fmt.Sprint(dep)] = nd
			seen := map[bset]bool{}
			for g, x := range cs.groups {
				if seen[x.dep] {
					t.Fatalf("trial %d, add %d: two groups with dep %#x", trial, i, x.dep)
				}
				seen[x.dep] = true
				if got, ok := cs.groupOf(x.dep); !ok || got != g {
					t.Fatalf("trial %d, add %d: groupOf(dep of group %d) = %d, %v", trial, i, g, got, ok)
				}
			}
			for j := 0; j < 20; j++ {
				d := bset{rng.Uint64() & (1<<40 - 1)}
				if g, ok := cs.groupOf(d); ok != seen[d] || ok && cs.groups[g].dep != d {
					t.Fatalf("trial %d, add %d: groupOf(%#x) = %d, %v", trial, i, d, g, ok)
				}
			}
			if (cs.index != nil) != (len(cs.groups) > scanGroups || i >= maxGroups) {
				t.Fatalf("trial %d, add %d: %d groups, index made %v", trial, i, len(cs.groups), cs.index != nil)
			}
			var m bset
			for _, b := range dep {
				bit, _ := cs.bit.get(b)
				m.set(bit)
			}
			if g, ok := cs.groupOf(m); !ok || cs.groups[g].find(bset{}) != nd {
				t.Fatalf("trial %d, add %d: the node just added is not found", trial, i)
			}
		}
		if len(last) > maxGroups && len(cs.groups) > maxGroups {
			t.Fatalf("trial %d: %d groups, over maxGroups", trial, len(cs.groups))
		}
	}
}
