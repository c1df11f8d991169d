package chill

import "testing"

// BenchmarkGoldCorridorTable does the work of `tedomari corridor --length 40
// --gold 3` without printing: build Corr_3(d) for d = 0…40, chill it, and
// compare with Theorem 6.3. Results are memoised in cgt and here, so after
// the first iteration this measures the warm path; the first iteration is
// the cost the command pays.
func BenchmarkGoldCorridorTable(b *testing.B) {
	for b.Loop() {
		for d := 0; d <= 40; d++ {
			if Chill(GoldCorridor(3, d)) != GoldCorridorFormula(3, d) {
				b.Fatal("Theorem 6.3 fails")
			}
		}
	}
}
