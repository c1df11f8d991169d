package main

import (
	"bytes"
	"fmt"
	"image/color"
	"math"
	"math/big"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"github.com/tedomari/tedomari/cgt"
)

// plotFormat returns the image format of file from its extension: "svg" or
// "png".
func plotFormat(file string) (string, error) {
	switch ext := strings.ToLower(filepath.Ext(file)); ext {
	case ".svg", ".png":
		return ext[1:], nil
	default:
		return "", fmt.Errorf("--plot %s: unknown image format %q (want .svg or .png)", file, ext)
	}
}

// plotThermograph draws th in file (.svg or .png) with the given title.
func plotThermograph(th *cgt.Thermograph, title, file string) error {
	format, err := plotFormat(file)
	if err != nil {
		return err
	}
	img, err := drawThermograph(th, title, format)
	if err != nil {
		return err
	}
	return os.WriteFile(file, img, 0o666)
}

// drawThermograph returns the image of th in format "svg" or "png", drawn
// as in the literature: temperature t upward, the value axis x reversed
// (larger values, Left's side, on the left), the left and right walls from
// t = 0 up to the temperature and the mast at the mean going up from there.
// Dyadics become floats only here, for drawing.
func drawThermograph(th *cgt.Thermograph, title, format string) ([]byte, error) {
	temp, mast := dyadicFloat(th.Temperature), dyadicFloat(th.Mast)
	wall := func(ps []cgt.Point) plotter.XYs {
		xys := make(plotter.XYs, 0, len(ps)+1)
		for _, p := range ps {
			xys = append(xys, plotter.XY{X: dyadicFloat(p.X), Y: dyadicFloat(p.T)})
		}
		// A wall that is already vertical reaches the mast without a
		// vertex at the temperature: draw it up to there.
		if last := xys[len(xys)-1]; last.Y < temp {
			xys = append(xys, plotter.XY{X: mast, Y: temp})
		}
		return xys
	}
	left, right := wall(th.Left), wall(th.Right)

	// The ranges: every vertex, a margin on each side, and the mast drawn a
	// bit above the temperature.
	xmin, xmax := mast, mast
	for _, xys := range []plotter.XYs{left, right} {
		for _, p := range xys {
			xmin, xmax = math.Min(xmin, p.X), math.Max(xmax, p.X)
		}
	}
	span := xmax - xmin
	pad := math.Max(0.5, 0.1*span)
	top := temp + math.Max(0.5, 0.25*math.Max(temp, span))

	p := plot.New()
	p.Title.Text = title
	p.Title.Padding = vg.Points(6)
	p.X.Label.Text = "x (value; reversed: Left's side on the left)"
	p.Y.Label.Text = "t (temperature)"
	p.X.Scale = plot.InvertedScale{Normalizer: plot.LinearScale{}}
	p.X.Tick.Marker, p.Y.Tick.Marker = shortTicks, shortTicks
	p.Add(plotter.NewGrid())

	leftColor := color.RGBA{R: 0x1f, G: 0x4e, B: 0xb4, A: 0xff}
	rightColor := color.RGBA{R: 0xc0, G: 0x28, B: 0x28, A: 0xff}
	for _, w := range []struct {
		name string
		xys  plotter.XYs
		c    color.Color
	}{{"left wall", left, leftColor}, {"right wall", right, rightColor}} {
		line, points, err := plotter.NewLinePoints(w.xys)
		if err != nil {
			return nil, err
		}
		line.Color = w.c
		line.Width = vg.Points(2)
		points.Color = w.c
		points.Shape = draw.CircleGlyph{}
		points.Radius = vg.Points(2.5)
		p.Add(line, points)
		p.Legend.Add(w.name, line)
	}
	m, err := plotter.NewLine(plotter.XYs{{X: mast, Y: temp}, {X: mast, Y: top}})
	if err != nil {
		return nil, err
	}
	m.Width = vg.Points(2.5)
	m.Color = color.Black
	p.Add(m)
	p.Legend.Add("mast", m)
	p.Legend.Top, p.Legend.Left = true, true
	p.Legend.XOffs = vg.Points(8)

	// Name the point where the walls meet the mast: the temperature and
	// the mean, exactly.
	lab, err := plotter.NewLabels(plotter.XYLabels{
		XYs:    []plotter.XY{{X: mast, Y: temp}},
		Labels: []string{fmt.Sprintf("  t = %v, mean %v", th.Temperature, th.Mast)},
	})
	if err != nil {
		return nil, err
	}
	lab.Offset = vg.Point{X: vg.Points(4), Y: vg.Points(4)}
	p.Add(lab)

	p.X.Min, p.X.Max = xmin-pad, xmax+pad
	p.Y.Min, p.Y.Max = 0, top

	// Aim for equal scales on both axes, so that the walls' slopes of ±1
	// look like 45°, within sensible bounds.
	width := 6 * vg.Inch
	height := vg.Length(float64(width) * top / (span + 2*pad))
	height = max(3*vg.Inch, min(height, 7*vg.Inch))

	wt, err := p.WriterTo(width, height, format)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if _, err := wt.WriteTo(&buf); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// shortTicks places ticks as plot.DefaultTicks does and labels them in the
// shortest form ("2.5", "10" rather than "2.50", "10.00").
var shortTicks = plot.TickerFunc(func(lo, hi float64) []plot.Tick {
	ts := plot.DefaultTicks{}.Ticks(lo, hi)
	for i, t := range ts {
		if t.Label != "" {
			v := math.Round(t.Value*1e9) / 1e9 // no float noise: 1.2, not 1.2000000000000002
			if v == 0 {
				v = 0 // not "-0"
			}
			ts[i].Label = strconv.FormatFloat(v, 'g', -1, 64)
		}
	}
	return ts
})

// dyadicFloat returns d as the nearest float64, for drawing only.
func dyadicFloat(d cgt.Dyadic) float64 {
	f := new(big.Float).SetInt(d.Num())
	f.SetMantExp(f, -int(d.Exp()))
	v, _ := f.Float64()
	return v
}
