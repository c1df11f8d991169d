package chill

import (
	"testing"

	"github.com/tedomari/tedomari/cgt"
)

// Chill(G) in the notation is ChillContext: the thesis's values (Blom
// §6.4: {2|0} chills to 1*, the dame * to 0, and 1/2 to 0), and
// Warm(Chill(G)) undoes chilling up to a star on Go values (Theorem 6.12:
// {2|0} chills to 1* and 1* warms to {2|0}*).
func TestChillInNotation(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Chill({2|0})", "1*"},
		{"Chill(*)", "0"},
		{"Chill(1/2)", "0"},
		{"Warm(Chill({2|0}))", "{2|0} + *"},
	}
	for _, tt := range tests {
		got, err := cgt.Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.in, err)
			continue
		}
		if want := cgt.MustParse(tt.want); got != want {
			t.Errorf("Parse(%q) = %v, want %v", tt.in, got, want)
		}
	}
	if _, err := cgt.Parse("Chill(1, 2)"); err == nil {
		t.Error(`Parse("Chill(1, 2)") succeeded, want an arity error`)
	}
}
