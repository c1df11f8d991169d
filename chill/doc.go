// Package chill implements chilling and warming, the two operators that
// turn Go endgame values into simpler games and back (Blom, chapter 6;
// Berlekamp and Wolfe, Mathematical Go), and the corridor families whose
// chilled values the thesis computes in closed form.
//
// # Chilling and warming
//
// [Chill] is the thesis's operator f (§6.4), defined on canonical forms:
// an integer n and n* both chill to n, and any other game G chills to
// {f(G^L) − 1 | f(G^R) + 1}: every move pays a tax of one point. [Warm] is
// its inverse on Go values, ∫ (Definition 6.7): even integers stay, odd
// integers gain a star, and any other game G warms to
// {1 + ∫G^L | −1 + ∫G^R}.
//
// For an elementary Go position G (Definition 3.2: no ko, no seki, every
// point ends as a live stone or territory) the thesis proves:
//
//   - Proposition 6.6: if t(G) = 0 then G = n or G = n* for an integer n;
//   - Lemma 6.11: f(G) = G_1, chilling is cooling by one point;
//   - Theorem 6.12: ∫f(G) = G or ∫f(G) = G + *, so nothing is lost by
//     playing the chilled game, and which of the two is the parity of the
//     position (Definition 6.4, [Parity]; [ValueParity] reads it off
//     a value).
//
// [Check] tests the three on a value, and the package tests apply it to
// every corridor and every example region of the thesis.
//
// # Where chilling is not cooling
//
// Off the Go domain chilling and cooling by 1 differ. A number that is not an
// integer has temperature 0, so cooling leaves it alone, but f recurses into
// its canonical form: f(1/2) = f({0|1}) = {−1 | 2} = 0, while 1/2 cooled by
// 1 is 1/2. Values of elementary Go positions have integer stops, which is
// why Lemma 6.11 holds for them.
//
// # Two places where the thesis says too much
//
// The thesis states that "chilling, like cooling, is linear". It is linear
// on Go values, where it is cooling, but not in general:
// f(1/2) + f(1/2) = 0 + 0 = 0, while f(1/2 + 1/2) = f(1) = 1.
//
// Its footnote to Theorem 6.12 takes from Berlekamp and Wolfe that
// G + * = {G^L + * | G^R + *} for every hot G. That fails for
// G = {0, * | −1, −1*}, which is hot (stops 0 and −1): adding * to each
// option gives back the options of G itself, so the footnote would make
// G + * = G. The theorem survives, because for a Go position G + * is the
// position with a dame point added, which has the other parity and the same
// chilled value.
//
// # Corridors
//
// [Corridor](n) is Corr(n), the closed empty corridor of length n (§6.2),
// and [GoldCorridor](s, d) is Corr_s(d), a corridor with s White stones of
// gold at depth d (§6.3). [CorridorFormula] and [GoldCorridorFormula] are
// the closed forms of Theorems 6.1 and 6.3, built with the operator
// [Zeros] (0^n|G, Definition 6.2); all are exact for any size.
// [CorridorDiagram] and [GoldCorridorDiagram] draw the Go regions with
// those values, for the region solver to check.
//
// # In the notation
//
// Importing chill adds Chill(G) to the notation of cgt.Parse (its init
// calls cgt.RegisterFunction, as image/png registers its format with
// package image), so "Chill({2|0})" reads as 1*. Warm(G) is cgt's own:
// cgt.Game.Overheat(G, 1*, 1), the same operator as [Warm].
//
// # References
//
//   - A. Blom, Combinatorial Game Theory: An Introduction Guided by the Game
//     of Go, bachelor thesis, Radboud University, 2021, chapters 3 to 6.
//   - E. Berlekamp and D. Wolfe, Mathematical Go: Chilling Gets the Last
//     Point, 1994, §3.6 and appendix.
package chill
