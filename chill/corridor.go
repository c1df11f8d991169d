package chill

import (
	"strings"

	"github.com/tedomari/tedomari/cgt"
)

// Corridor returns Corr(n), the closed empty corridor of length n in favour
// of Black (Blom §6.2):
//
//	Corr(0) = 0,  Corr(n+1) = {n | Corr(n)}.
//
// Black takes n−1 points in gote by playing at the mouth; White shortens the
// corridor by one point. Corridor is GoldCorridor(0, n). It panics if n < 0.
func Corridor(n int) cgt.Game { return GoldCorridor(0, n) }

// GoldCorridor returns Corr_s(d), a corridor with s White stones of gold
// buried at depth d (Blom §6.3):
//
//	Corr_s(0) = 0,  Corr_s(d+1) = {d + 2s | Corr_s(d)}.
//
// It panics if s < 0 or d < 0.
func GoldCorridor(s, d int) cgt.Game {
	if s < 0 || d < 0 {
		panic("chill: negative corridor size")
	}
	var c cgt.Game
	for k := 0; k < d; k++ {
		c = cgt.New([]cgt.Game{cgt.FromInt(int64(k + 2*s))}, []cgt.Game{c})
	}
	return c
}

// Zeros returns 0^n|g, the operator of Definition 6.2:
//
//	0^0|G = G,  0^(n+1)|G = {0 | 0^n|G}.
//
// So 0^1|0 = *, 0^2|0 = ↑ and 0^2|−2 = tiny-2. It panics if n < 0.
func Zeros(n int, g cgt.Game) cgt.Game {
	if n < 0 {
		panic("chill: negative power in 0^n|G")
	}
	for range n {
		g = cgt.New([]cgt.Game{cgt.Zero()}, []cgt.Game{g})
	}
	return g
}

// CorridorFormula returns the closed form of Theorem 6.1,
//
//	f(Corr(n)) = n − 2 + (1/2)^(n−1),
//
// as an exact number (the term 2^(1−n) is exact for any n). It panics if
// n < 0.
func CorridorFormula(n int) cgt.Game {
	if n < 0 {
		panic("chill: negative corridor size")
	}
	var pow cgt.Dyadic // (1/2)^(n−1)
	if n == 0 {
		pow = cgt.DyadicFromInt(2)
	} else {
		pow = cgt.NewDyadic(1, uint(n-1))
	}
	return cgt.FromDyadic(cgt.DyadicFromInt(int64(n) - 2).Add(pow))
}

// GoldCorridorFormula returns the closed form of Theorem 6.3,
//
//	f(Corr_s(d)) = d + 2(s−1) + (0^d | −2(s−1)).
//
// For s = 0 it is Theorem 6.1 again, since 0^d|2 = 2^(1−d). (The thesis's
// proof writes 0^d|−2 there, a slip of sign; the statement is right.) It
// panics if s < 0 or d < 0.
func GoldCorridorFormula(s, d int) cgt.Game {
	if s < 0 || d < 0 {
		panic("chill: negative corridor size")
	}
	k := int64(2 * (s - 1))
	return cgt.FromInt(int64(d) + k).Add(Zeros(d, cgt.FromInt(-k)))
}

// CorridorDiagram returns the region diagram (FORMATS.md §3) of the empty
// corridor of length n: n empty points between immortal Black walls, closed
// by Black at the left and open to a White wall at the right.
//
//	XXXXO
//	X...O
//	XXXXO
func CorridorDiagram(n int) string { return GoldCorridorDiagram(0, n) }

// GoldCorridorDiagram returns the region diagram of a corridor with s gold
// stones (ordinary White stones at the closed end) and d empty points
// between them and the White wall: the position whose value is Corr_s(d).
//
//	XXXXXO
//	Xoo..O
//	XXXXXO
func GoldCorridorDiagram(s, d int) string {
	if s < 0 || d < 0 {
		panic("chill: negative corridor size")
	}
	wall := strings.Repeat("X", s+d+1) + "O\n"
	return wall + "X" + strings.Repeat("o", s) + strings.Repeat(".", d) + "O\n" + wall
}
