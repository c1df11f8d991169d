package cgt

import "testing"

// TestReleaseCaches checks that ReleaseCaches empties the caches and that
// games made before it keep their identity: the same sums and comparisons
// made again give == results (the intern table keeps the forms of live
// games; TestInternTablesShrink checks that it lets the others go).
func TestReleaseCaches(t *testing.T) {
	a, b := MustParse("{3|{1|-2}}"), MustParse("{2|^*||-1}")
	sum, le := a.Add(b), a.LessEq(b)
	cooled := sum.Cool(DyadicFromInt(1))
	_ = sum.String()
	if s := Caches(); s.Comparisons == 0 || s.Sums == 0 || s.Coolings == 0 || s.Printing == 0 {
		t.Fatalf("Caches() = %+v after sums, comparisons, cooling and printing; want each non-zero", s)
	}
	forms := Caches().Forms
	ReleaseCaches()
	if s := Caches(); s.Comparisons != 0 || s.Sums != 0 || s.Coolings != 0 || s.Printing != 0 || s.Forms > forms {
		t.Errorf("Caches() = %+v after ReleaseCaches; want empty caches and at most the %d forms before", s, forms)
	}
	if got := a.Add(b); got != sum {
		t.Errorf("%v + %v = %v after ReleaseCaches, %v before", a, b, got, sum)
	}
	if got := a.LessEq(b); got != le {
		t.Errorf("%v <= %v = %v after ReleaseCaches, %v before", a, b, got, le)
	}
	if got := sum.Cool(DyadicFromInt(1)); got != cooled {
		t.Errorf("(%v).Cool(1) = %v after ReleaseCaches, %v before", sum, got, cooled)
	}
	if got, want := sum.Sub(b), a; got != want {
		t.Errorf("(%v) - (%v) = %v, want %v", sum, b, got, want)
	}
}

// TestMemoGenerations checks the bound of a cache: at most two generations
// of limit entries, the hot entries kept.
func TestMemoGenerations(t *testing.T) {
	m := memo[int, int]{cur: map[int]int{}, limit: 4}
	for k := range 20 {
		m.put(k, k*k)
		if _, ok := m.get(0); !ok {
			t.Fatalf("after putting %d: the entry 0, read after each put, was dropped", k)
		}
		if m.len() > 2*m.limit {
			t.Fatalf("after putting %d: %d entries, want at most %d", k, m.len(), 2*m.limit)
		}
	}
	if v, ok := m.get(19); !ok || v != 361 {
		t.Errorf("get(19) = %d, %v; want 361, true", v, ok)
	}
	if _, ok := m.get(1); ok {
		t.Errorf("get(1): an entry never read again should have been dropped")
	}
	m.release()
	if m.len() != 0 {
		t.Errorf("len after release = %d, want 0", m.len())
	}
}

// TestLeqCache checks the comparison cache against a map holding every
// answer entered: a cached answer is always the one last entered for its
// key; the entry just entered is found; the cache grows to at most
// leqMaxSlots slots, as many entries; keys that do not fit are not
// cached; release empties it.
func TestLeqCache(t *testing.T) {
	var c leqCache
	ref := map[uint64]bool{}
	rng := uint64(1)
	next := func() uint64 { // xorshift64
		rng ^= rng << 13
		rng ^= rng >> 7
		rng ^= rng << 17
		return rng
	}
	n := leqMaxSlots + leqMaxSlots/2
	if testing.Short() {
		n = 1 << 16
	}
	hits := 0
	for i := range n {
		// Keys from a small range half of the time, so that some come back.
		k := next()>>33<<32 | next()>>40
		if i%2 == 0 {
			k = next()%(1<<12)<<32 | next()%(1<<12)
		}
		if k == 0 {
			continue
		}
		if r, ok := c.get(k); ok {
			hits++
			if want, in := ref[k]; !in || r != want {
				t.Fatalf("get(%#x) = %v, the last answer entered was %v (entered: %v)", k, r, want, in)
			}
		}
		r := next()&1 != 0
		ref[k] = r
		c.put(k, r)
		if got, ok := c.get(k); !ok || got != r {
			t.Fatalf("get(%#x) = %v, %v just after put(%v)", k, got, ok, r)
		}
		if c.len() > len(c.slots) || len(c.slots) > leqMaxSlots {
			t.Fatalf("%d entries in %d slots (at most %d)", c.len(), len(c.slots), leqMaxSlots)
		}
	}
	if hits == 0 {
		t.Errorf("no key came back from the cache")
	}
	if testing.Short() {
		if len(c.slots) <= leqMinSlots {
			t.Errorf("the cache did not grow: %d slots after %d entries", len(c.slots), n)
		}
	} else if len(c.slots) != leqMaxSlots {
		t.Errorf("%d slots after %d entries, want %d", len(c.slots), n, leqMaxSlots)
	}
	big := uint64(1)<<63 | 5
	c.put(big, true)
	if _, ok := c.get(big); ok {
		t.Errorf("a key with the first id at least 2^31 was cached")
	}
	t.Logf("%d entries, %d slots, %d hits", c.len(), len(c.slots), hits)
	c.release()
	if c.len() != 0 {
		t.Errorf("len after release = %d", c.len())
	}
}
