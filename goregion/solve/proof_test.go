package solve

import (
	"context"
	"testing"
	"time"
)

// TestCertificateHolds checks the conditions of a certificate (see
// certificate) one by one, on a line of three points without a frame, where
// every board passes the tests of G(C) (no stone can be permanent).
func TestCertificateHolds(t *testing.T) {
	pos := mustDiagram(t, "...")
	parts := splitParts(pos, false)
	e, start, err := newEngine(pos, parts[0])
	if err != nil {
		t.Fatal(err)
	}
	total := 0
	s := newSearch(context.Background(), e, start, Options{}, &total, time.Now())
	a := stones{b: 1}       // Black on the first point
	b := stones{w: 2}       // White on the second
	c := stones{b: 1, w: 4} // and one more
	f := e.filterOf(start, stones{})
	if !f.passes(a) || !f.passes(b) || !f.passes(c) {
		t.Fatal("every board should pass the tests here")
	}
	tests := []struct {
		name string
		cert certificate
		hist []stones
		want bool
	}{
		{"nothing needed", certificate{}, []stones{a, b}, true},
		{"a produced board in the history", certificate{tested: []uint32{boardHash(b)}}, []stones{a, b}, false},
		{"a produced board not in it", certificate{tested: []uint32{boardHash(b)}}, []stones{a}, true},
		{"a refused board in it", certificate{tested: []uint32{boardHash(b)}, hits: []stones{b}}, []stones{a, b}, true},
		{"a refused board missing", certificate{tested: []uint32{boardHash(b)}, hits: []stones{b}}, []stones{a}, false},
		{"a leaf's board in the history", certificate{leaves: []leaf{{f, nil}}}, []stones{a}, false},
		{"a leaf with its board", certificate{leaves: []leaf{{f, []stones{a}}}}, []stones{a}, true},
		{"a leaf with another board too", certificate{leaves: []leaf{{f, []stones{a}}}}, []stones{a, c}, false},
		{"a leaf's board missing", certificate{leaves: []leaf{{f, []stones{a, c}}}}, []stones{a}, false},
		{"an empty history", certificate{leaves: []leaf{{f, nil}}}, nil, true},
	}
	for _, tt := range tests {
		if got := tt.cert.holds(s, tt.hist); got != tt.want {
			t.Errorf("%s: holds = %v, want %v", tt.name, got, tt.want)
		}
	}
}
