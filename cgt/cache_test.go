package cgt

import "testing"

// TestReleaseCaches checks that ReleaseCaches empties the caches and that
// games made before it keep their identity: the same sums and comparisons
// made again give == results (the intern table is kept).
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
	if s := Caches(); s.Comparisons != 0 || s.Sums != 0 || s.Coolings != 0 || s.Printing != 0 || s.Forms != forms {
		t.Errorf("Caches() = %+v after ReleaseCaches; want empty caches and %d forms kept", s, forms)
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
