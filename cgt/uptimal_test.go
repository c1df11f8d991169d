package cgt

import (
	"strconv"
	"strings"
	"testing"
)

func TestUpPow(t *testing.T) {
	tests := []struct {
		src  string
		got  Game
		want string
	}{
		{"definition: ^<1> = ^", UpPow(1), "^"},
		{cgsuiteCases + ": {0||0|v*} prints {0|^<2>}", UpPow(2), "{0|v*}"},
		{"definition: ^[0] = 0", UpPowTo(0), "0"},
		{"definition: ^[1] = ^", UpPowTo(1), "^"},
		{cgsuiteCases + ": {0|*||*|||*||||*} prints ^[4]", UpPowTo(4), "{0|*||*|||*||||*}"},
		{cgsuiteGameTest + ":232: (7/16).Overheat(0,0) = ^[3]", UpPowTo(3), "{0|*||*|||*}"},
		{"anchors-cgt §7.3: ^^^ = {0||0|^} (not ^<3>)", Ups(3), "{0||0|^}"},
	}
	for _, tt := range tests {
		if want := MustParse(tt.want); tt.got != want {
			t.Errorf("%s: got %v, want %v", tt.src, tt.got, want)
		}
	}
	// ^[n] = ^<1> + ^<2> + … + ^<n> (CGSuite's
	// UptimalExpansion of ^[4] is 0.1111).
	sum := Zero()
	for n := 1; n <= 8; n++ {
		digits := make([]int, n)
		digits[n-1] = 1
		if u := (Uptimal{Digits: digits}); u.Game() != UpPow(n) {
			t.Errorf("Uptimal %v builds %v, want ^<%d> = %v", u, u.Game(), n, UpPow(n))
		}
		sum = sum.Add(UpPow(n))
		if got := UpPowTo(n); got != sum {
			t.Errorf("^[%d] = %v, want ^<1> + … + ^<%d> = %v", n, got, n, sum)
		}
	}
}

func TestPow(t *testing.T) {
	tests := []struct {
		src, base string
		n         int
		to        bool
		want      Game
	}{
		{cgsuiteGameTest + ":241", "{0||0|-2}", 3, false, MustParse("{0||0|-2,{0|-2,{0|-2}}}")},
		{cgsuiteGameTest + ":252", "{0||0|-2}", 3, true, MustParse("{Tiny(2)||0|-2|||0|-2}")},
		{cgsuiteGameTest + ":256", "+-1", 3, true, MustParse("{1,{1,+-1|-1}|-1}")},
		// ^<3> = {0 | v[2]*}, by the definition ↑^(n+1) = {0 | ↓^→n *}.
		{cgsuiteGameTest + ":237 (^.Pow(3) = ^<3>)", "^", 3, false, New([]Game{Zero()}, []Game{UpPowTo(2).Neg().Add(Star())})},
		{cgsuiteGameTest + ":248 (^.PowTo(3) = ^[3])", "^", 3, true, MustParse("{0|*||*|||*}")},
	}
	for _, tt := range tests {
		b := MustParse(tt.base)
		var got Game
		var err error
		if tt.to {
			got, err = b.PowTo(tt.n)
		} else {
			got, err = b.Pow(tt.n)
		}
		if err != nil || got != tt.want {
			t.Errorf("%s: %s Pow/PowTo(%d) = %v, %v; want %v", tt.src, tt.base, tt.n, got, err, tt.want)
		}
	}
	if _, err := MustParse("+-1").Pow(3); err == nil {
		t.Errorf("%s:257: (+-1).Pow(3): no error, want one (base not {0|H})", cgsuiteGameTest)
	}
	if _, err := Up().Pow(0); err == nil {
		t.Error("^.Pow(0): no error")
	}
	if _, err := Up().PowTo(-1); err == nil {
		t.Error("^.PowTo(-1): no error")
	}
}

// uptimalParse parses s, reading a ^<n>, ^[n], v<n> or v[n] in it with
// scanUptimal (the parser does not read them yet): s is a number (or
// nothing), one of them, and optionally a nimber.
func uptimalParse(t *testing.T, s string) Game {
	t.Helper()
	i := strings.IndexAny(s, "<[")
	if i < 1 {
		return MustParse(s)
	}
	prefix := Zero()
	if i > 1 {
		prefix = MustParse(s[:i-1])
	}
	g, w, ok, err := scanUptimal(s[i-1:])
	if !ok || err != nil {
		t.Fatalf("scanUptimal(%q) = %v, %v", s[i-1:], ok, err)
	}
	r := Zero()
	if rest := s[i-1+w:]; rest != "" {
		r = MustParse(rest)
	}
	return prefix.Add(g).Add(r)
}

// TestUptimalExpansion checks CGSuite's printed expansions and, as
// CGSuite's UptimalTest.scala does, that every x + *m + a1·↑ + a2·↑^2 +
// a3·↑^3 + a4·↑^4 has the expansion x*m.a1a2a3a4 (CGSuite: number in {0, 1,
// -5/4}, nimber *0 … *4, each a_i in -3 … 3; here a sample of them).
func TestUptimalExpansion(t *testing.T) {
	tests := []struct{ g, want string }{ // want "" for no expansion
		{"0", "0.0"},
		{"5", "5.0"},
		{"-1/2", "-1/2.0"},
		{"25/16", "25/16.0"},
		{"*8", "*8.0"},
		{"9/8*", "9/8*.0"},
		{"^", "0.1"},
		{"v*", "*.1-"},
		{"6^*", "6*.1"},
		{"^*6", "*6.1"},
		{"73/16v9*8", "73/16*8.9-"},
		{"{0|*||*|||*||||*}", "0.1111"},
		{"{0||0|v*}", "*.12"},
		{"{0||0|vvv}", ""},
		{"{^^^|vv}", ""},
		{"Tiny(3/2)", ""},
		{"{3||2*|1*}", ""},
	}
	for _, tt := range tests {
		u, ok := MustParse(tt.g).UptimalExpansion()
		got := ""
		if ok {
			got = u.String()
		}
		if got != tt.want {
			t.Errorf("%s: %s.UptimalExpansion() = %q, want %q", cgsuiteCases, tt.g, got, tt.want)
		}
		if ok && u.Game() != MustParse(tt.g) {
			t.Errorf("%s: expansion %v builds %v", tt.g, u, u.Game())
		}
	}
	numbers := []Game{Zero(), FromInt(1), FromDyadic(NewDyadic(-5, 2))}
	count := 0
	for _, x := range numbers {
		for m := 0; m <= 4; m++ {
			for a1 := -3; a1 <= 3; a1++ {
				for a2 := -3; a2 <= 3; a2++ {
					for a3 := -2; a3 <= 2; a3++ {
						for a4 := -2; a4 <= 2; a4++ {
							count++
							if count%13 != 0 && a3 != 0 {
								continue // a sample; every case with a3 = 0 is kept
							}
							d, _ := x.Number()
							want := Uptimal{Number: d, Nimber: m, Digits: []int{a1, a2, a3, a4}}.trim()
							g := want.Game()
							u, ok := g.UptimalExpansion()
							if !ok || u.String() != want.String() {
								t.Errorf("UptimalExpansion(%v) = %v, %v; want %v", g, u, ok, want)
							}
						}
					}
				}
			}
		}
	}
}

func TestFormatUptimal(t *testing.T) {
	tests := []struct {
		src  string
		g    Game
		want string // "" if not written as an uptimal
	}{
		{cgsuiteCases, UpPowTo(4), "^[4]"},
		{cgsuiteGameTest + ":237", UpPow(3), "^<3>"},
		{cgsuiteCases + ": {0||0|v*} prints {0|^<2>}", UpPow(2), "^<2>"},
		{"negative", UpPow(2).Neg(), "v<2>"},
		{"with a number and a nimber", UpPowTo(3).Neg().Add(FromInt(1)).Add(Nimber(2)), "1v[3]*2"},
		{"x + n·↑ + *m is the printer's", Ups(3), ""},
		{"not a unit", UpPow(2).Add(UpPow(2)), ""},
		{"not an uptimal", MustParse("{0||0|vvv}"), ""},
	}
	for _, tt := range tests {
		got, ok := formatUptimal(tt.g)
		if !ok {
			got = ""
		}
		if got != tt.want {
			t.Errorf("%s: formatUptimal(%v) = %q, want %q", tt.src, tt.g, got, tt.want)
		}
		if ok {
			if back := uptimalParse(t, got); back != tt.g {
				t.Errorf("%s: %q reads back as %v, want %v", tt.src, got, back, tt.g)
			}
		}
	}
}

func TestScanUptimal(t *testing.T) {
	tests := []struct {
		in     string
		want   Game
		width  int
		ok     bool
		hasErr bool
	}{
		{"^<3>", UpPow(3), 4, true, false},
		{"v<2>+1", UpPow(2).Neg(), 4, true, false},
		{"^[10]*", UpPowTo(10), 5, true, false},
		{"v[0]", Zero(), 4, true, false},
		{"^3", Game{}, 0, false, false},
		{"^", Game{}, 0, false, false},
		{"^<0>", Game{}, 0, true, true},
		{"^<3", Game{}, 0, true, true},
		{"^[-1]", Game{}, 0, true, true},
		{"^[x]", Game{}, 0, true, true},
		{"^<2000>", Game{}, 0, true, true},
	}
	for _, tt := range tests {
		g, w, ok, err := scanUptimal(tt.in)
		if ok != tt.ok || (err != nil) != tt.hasErr || (err == nil && (g != tt.want || w != tt.width)) {
			t.Errorf("scanUptimal(%q) = %v, %d, %v, %v; want %v, %d, %v, error %v", tt.in, g, w, ok, err, tt.want, tt.width, tt.ok, tt.hasErr)
		}
	}
}

// FuzzScanUptimal checks that scanUptimal never panics, reads no more than
// its input, and that what it reads prints (formatUptimal) and reads back
// to the same game.
func FuzzScanUptimal(f *testing.F) {
	for _, s := range []string{"^<3>", "v[4]*", "^<0>", "^[", "v<12>+1", "^[1024]", "^<99999999999999999999>"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 16 {
			t.Skip()
		}
		g, w, ok, err := scanUptimal(s)
		if !ok || err != nil {
			return
		}
		if w > len(s) {
			t.Fatalf("scanUptimal(%q) read %d bytes", s, w)
		}
		if n, _ := strconv.Atoi(s[2 : w-1]); n > 64 {
			return // slow to build; the table tests cover large n
		}
		if text, ok := formatUptimal(g); ok {
			back, w2, ok2, err2 := scanUptimal(text)
			if !ok2 || err2 != nil || w2 != len(text) || back != g {
				t.Fatalf("scanUptimal(%q) = %v, printed %q, read back %v, %v", s, g, text, back, err2)
			}
		}
	})
}
