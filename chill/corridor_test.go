package chill

import (
	"testing"

	"github.com/tedomari/tedomari/cgt"
)

// TestTheorem61 checks f(Corr(n)) = n − 2 + (1/2)^(n−1) for n = 0…40: the
// left side by chilling the recursive family, the right side by exact
// dyadic arithmetic, and both against cooling by 1 (Lemma 6.11).
func TestTheorem61(t *testing.T) {
	for i := 0; i <= 40; i++ {
		c := Corridor(i)
		want := CorridorFormula(i)
		if got := Chill(c); got != want {
			t.Errorf("Chill(Corridor(%d)) = %v, want %v (Theorem 6.1)", i, got, want)
		}
		if got := c.Cool(one1); got != want {
			t.Errorf("Corridor(%d).Cool(1) = %v, want %v (Lemma 6.11)", i, got, want)
		}
		if w := Warm(Chill(c)); w != c && w != c.Add(star) {
			t.Errorf("Warm(Chill(Corridor(%d))) = %v, want %v or %v* (Theorem 6.12)", i, w, c, c)
		}
		if err := Check(c); err != nil {
			t.Errorf("Check(Corridor(%d)): %v", i, err)
		}
	}
}

// TestTheorem63 checks f(Corr_s(d)) = d + 2(s−1) + (0^d | −2(s−1)) for
// s = 0…4 and d = 0…20, the same three ways.
func TestTheorem63(t *testing.T) {
	for s := 0; s <= 4; s++ {
		for d := 0; d <= 20; d++ {
			c := GoldCorridor(s, d)
			want := GoldCorridorFormula(s, d)
			if got := Chill(c); got != want {
				t.Errorf("Chill(GoldCorridor(%d, %d)) = %v, want %v (Theorem 6.3)", s, d, got, want)
			}
			if got := c.Cool(one1); got != want {
				t.Errorf("GoldCorridor(%d, %d).Cool(1) = %v, want %v (Lemma 6.11)", s, d, got, want)
			}
			if err := Check(c); err != nil {
				t.Errorf("Check(GoldCorridor(%d, %d)): %v", s, d, err)
			}
		}
	}
}

// TestCorridorFamilies checks the families against their definitions and
// each other: Corr_0 = Corr, Corr(n+1) = {n | Corr(n)}, and the
// thesis's small cases.
func TestCorridorFamilies(t *testing.T) {
	for i := 0; i <= 12; i++ {
		if Corridor(i) != GoldCorridor(0, i) {
			t.Errorf("Corridor(%d) != GoldCorridor(0, %d)", i, i)
		}
		if s0, f := GoldCorridorFormula(0, i), CorridorFormula(i); s0 != f {
			t.Errorf("GoldCorridorFormula(0, %d) = %v, CorridorFormula(%d) = %v; want equal (Theorem 6.3 at s = 0 is Theorem 6.1)", i, s0, i, f)
		}
	}
	for s := 0; s <= 3; s++ {
		for d := 0; d < 8; d++ {
			want := sw(n(int64(d+2*s)), GoldCorridor(s, d))
			if got := GoldCorridor(s, d+1); got != want {
				t.Errorf("GoldCorridor(%d, %d) = %v, want {%d | Corr_%d(%d)} = %v", s, d+1, got, d+2*s, s, d, want)
			}
		}
	}
	tests := []struct {
		got, want cgt.Game
		source    string
	}{
		{Corridor(1), star, "Corr(1) = {0|0}: a dame (§6.1)"},
		{Corridor(2), sw(n(1), star), "Corr(2) = {1|*}: §4.1 and eq. 6.2"},
		{GoldCorridor(1, 1), sw(n(2), zero), "Corr_1(1) = {2|0}: eq. 6.1"},
		{GoldCorridor(2, 2), sw(n(5), sw(n(4), zero)), "Corr_2(2) = {5|{4|0}}: the corner of §6.3"},
		{Zeros(1, zero), star, "0^1|0 = * (§6.3)"},
		{Zeros(2, zero), cgt.Up(), "0^2|0 = ^ (§6.3)"},
		{Zeros(2, n(-2)), cgt.Tiny(n(2)), "0^2|−2 = tiny-2 (Definition 6.2)"},
		{Zeros(3, n(5)), sw(zero, sw(zero, sw(zero, n(5)))), "0^3|G = {0|{0|{0|G}}} (Definition 6.2)"},
		{Zeros(0, cgt.Up()), cgt.Up(), "0^0|G = G"},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("got %v, want %v (%s)", tt.got, tt.want, tt.source)
		}
	}
}

// TestLargeCorridor checks Theorem 6.1 far beyond int64 denominators: the
// formula's 2^(1−n) against chilling the family, which builds it by the
// simplicity rule.
func TestLargeCorridor(t *testing.T) {
	const size = 150
	c := Corridor(size)
	want := CorridorFormula(size)
	d, ok := want.Number()
	if !ok || d.Exp() != size-1 {
		t.Fatalf("CorridorFormula(%d) = %v, want a number with denominator 2^%d", size, want, size-1)
	}
	if got := Chill(c); got != want {
		t.Errorf("Chill(Corridor(%d)) = %v, want %v", size, got, want)
	}
}

func TestCorridorDiagrams(t *testing.T) {
	want := "XXXXXO\nXoo..O\nXXXXXO\n"
	if got := GoldCorridorDiagram(2, 2); got != want {
		t.Errorf("GoldCorridorDiagram(2, 2) = %q, want %q", got, want)
	}
	if got := CorridorDiagram(0); got != "XO\nXO\nXO\n" {
		t.Errorf("CorridorDiagram(0) = %q", got)
	}
}
