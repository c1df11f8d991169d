package solve

import (
	"testing"

	"github.com/tedomari/tedomari/cgt"
)

// TestMarkOptionsThroughOrder checks that markOptions names the reversing
// reply first in cgt.OptionOrder when several reverse an option, whatever
// order the options were made in. Black's option {1 | S, n}, with the
// switch S = {a | b} and the number n, a > n > b and a < 0, in a region of
// value 0 has two White replies at or below 0 (S: Black's only move from
// it, to a, loses; n), incomparable with each other (S − n = {a−n | b−n}
// is a switch around 0); numbers come first in the order, so the reply
// named is n. White's mirror option names −n. The two cases make S before
// n and n before S, each with values no other test makes, so that one of
// them lists S first in Right whatever ran before.
func TestMarkOptionsThroughOrder(t *testing.T) {
	for _, tc := range []struct {
		name, sw, n string
		numberFirst bool
	}{
		{"switch made first", "{-37/64|-301/64}", "-77/64", false},
		{"number made first", "{-39/64|-303/64}", "-79/64", true},
	} {
		var sw, n cgt.Game
		if tc.numberFirst {
			n = cgt.MustParse(tc.n)
			sw = cgt.MustParse(tc.sw)
		} else {
			sw = cgt.MustParse(tc.sw)
			n = cgt.MustParse(tc.n)
		}
		gl := cgt.New([]cgt.Game{cgt.MustParse("1")}, []cgt.Game{sw, n})
		if len(gl.Right()) != 2 {
			t.Fatalf("%v has %d Right options, want 2", gl, len(gl.Right()))
		}
		for _, left := range []bool{true, false} {
			o, want := Option{Value: gl}, n
			if !left {
				o.Value, want = gl.Neg(), n.Neg()
			}
			os := []Option{o}
			markOptions(os, cgt.Zero(), left)
			if !os[0].Reversible || os[0].Through != want {
				t.Errorf("%s, left %v: %v reversible %v through %v, want through %v", tc.name, left, os[0].Value, os[0].Reversible, os[0].Through, want)
			}
		}
	}
}
