package main

import (
	"bytes"
	"context"
	"image/png"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tedomari/tedomari/goregion"
	"github.com/tedomari/tedomari/goregion/solve"
)

// TestRegionPlotKo draws the generalized thermographs of regions with a ko
// (region --plot) and reads the files back: an SVG that names both
// komasters' counts exactly, a PNG of the size drawThermograph's bounds
// allow; a region without ko is drawn as thermograph --plot draws its
// value; an unknown format writes nothing.
func TestRegionPlotKo(t *testing.T) {
	dir := t.TempDir()
	for _, tt := range []struct {
		region, file string
		want         []string // in the SVG
	}{
		// examples/ko: the minimal ko, count -1/3 and miai value 1/3 under
		// either komaster (Sensei's Library "Half-point ko").
		{"../../examples/ko/01-minimal-ko.txt", "k1.svg", []string{"Black komaster: count -1/3, miai value 1/3", "White komaster: count -1/3, miai value 1/3"}},
		// The three-step ko: count 8/5, each play 7/5 with White komaster
		// (Sensei's Library "Three step ko").
		{"../../examples/ko/05-three-step-ko.txt", "k5.svg", []string{"White komaster: count 8/5, miai value 7/5"}},
		{"../../examples/ko/06-real-half-point-ko.txt", "k6.png", nil},
		// No ko: Blom's {1|*}, mean 1/2 (thermograph --plot's drawing).
		{"testdata/region_section41.txt", "n.svg", []string{"mean 1/2"}},
	} {
		file := filepath.Join(dir, tt.file)
		if _, stderr, code := runCLI([]string{"region", tt.region, "--plot", file}, ""); code != 0 {
			t.Errorf("region %s --plot %s: exit %d: %s", tt.region, tt.file, code, stderr)
			continue
		}
		data, err := os.ReadFile(file)
		if err != nil {
			t.Errorf("region %s --plot: %v", tt.region, err)
			continue
		}
		if strings.HasSuffix(tt.file, ".png") {
			img, err := png.Decode(bytes.NewReader(data))
			if err != nil {
				t.Errorf("region %s --plot %s: %v", tt.region, tt.file, err)
				continue
			}
			// 6 inches wide at gonum's default 96 dpi; 3 to 7 inches high.
			if b := img.Bounds(); b.Dx() != 576 || b.Dy() < 288 || b.Dy() > 672 {
				t.Errorf("region %s --plot %s: image %v, want 576 wide and 288 to 672 high", tt.region, tt.file, b)
			}
			continue
		}
		if !bytes.HasPrefix(data, []byte("<?xml")) {
			t.Errorf("region %s --plot %s: not an SVG: %q", tt.region, tt.file, data[:min(len(data), 8)])
		}
		for _, w := range tt.want {
			if !strings.Contains(string(data), w) {
				t.Errorf("region %s --plot %s: no %q in the SVG", tt.region, tt.file, w)
			}
		}
	}
	file := filepath.Join(dir, "x.pdf")
	if _, _, code := runCLI([]string{"region", "../../examples/ko/01-minimal-ko.txt", "--plot", file}, ""); code == 0 {
		t.Errorf("region --plot x.pdf: exit 0")
	}
	if _, err := os.Stat(file); err == nil {
		t.Errorf("region --plot x.pdf wrote a file")
	}
}

// TestKoWallXYs checks that the plotted corners are the exact corners of
// the ko thermograph: on the minimal ko with White komaster the right wall
// runs from (t, x) = (0, -1) to (1/3, -1/3) (slope 1/2: take and connect,
// solve's TestKoMinimalWalls) and the left wall from (0, 0) to (1/3, -1/3).
func TestKoWallXYs(t *testing.T) {
	pos, err := goregion.ParseDiagram("#XO#\nX.xO\n#XO#")
	if err != nil {
		t.Fatal(err)
	}
	a, err := solve.AnalyzeKo(context.Background(), pos, solve.Options{})
	if err != nil {
		t.Fatal(err)
	}
	th := a.White.Thermograph
	for _, w := range [][]solve.KoPoint{th.Left, th.Right} {
		xys := koWallXYs(w)
		if len(xys) != len(w) {
			t.Fatalf("%d points for %d corners", len(xys), len(w))
		}
		for i, p := range w {
			x, _ := p.X.Float64()
			y, _ := p.T.Float64()
			if xys[i].X != x || xys[i].Y != y {
				t.Errorf("corner %d: drawn at (%v, %v), want (%v, %v)", i, xys[i].X, xys[i].Y, x, y)
			}
		}
	}
	r := func(s string) *big.Rat { q, _ := new(big.Rat).SetString(s); return q }
	want := []solve.KoPoint{{T: r("0"), X: r("-1")}, {T: r("1/3"), X: r("-1/3")}}
	if len(th.Right) != 2 || th.Right[0].X.Cmp(want[0].X) != 0 || th.Right[1].T.Cmp(want[1].T) != 0 || th.Right[1].X.Cmp(want[1].X) != 0 {
		t.Errorf("White komaster right wall %v, want (0, -1), (1/3, -1/3)", th.Right)
	}
}
