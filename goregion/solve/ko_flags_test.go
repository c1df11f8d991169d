package solve

import (
	"context"
	"testing"
)

// TestKoCertificatesKeepChoice checks, where a komaster's fills are
// incomparable (KomasterResult.KeptChoice), that the nodes the ko search
// finds by a certificate carry the choiceIn of their subtree as a search
// without certificates gives it (checkCert compares choiceIn and
// fallbackIn; komaster.go's Claims D and R, step 5). The region is the
// 88th of TestKoDump's random ones (seed 1416), which reports KeptChoice
// under both komasters. With Claims D and R ignoring choiceIn (flagsHold),
// it fails after 15,000 to 30,000 checks of the Black-komaster search: it
// runs with -long only (13 s).
func TestKoCertificatesKeepChoice(t *testing.T) {
	if !*long {
		t.Skip("a long cross-check: run with -long")
	}
	pos := mustDiagram(t, "#OXO##\nO..#.X\nX#...#\nXXXO.#\nXOX.oO\nOOO#OO\n")
	a, err := AnalyzeKo(context.Background(), pos, Options{koCheckCerts: 30000})
	if err != nil {
		t.Fatal(err)
	}
	if !a.Black.KeptChoice || !a.White.KeptChoice {
		t.Errorf("KeptChoice %v %v, want true under both (TestKoDump's record)", a.Black.KeptChoice, a.White.KeptChoice)
	}
	t.Logf("%d + %d certificates checked", a.Black.certsChecked, a.White.certsChecked)
}
