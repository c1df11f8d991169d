package main

import (
	"bytes"
	"fmt"
	"image/color"
	"math"
	"math/big"
	"os"
	"path/filepath"
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

// plotThermograph draws th in file (.svg or .png) with the given title;
// cgsTemp is the game's temperature in CGSuite's view (below 0 for a
// number, whose mast is then drawn down to it).
func plotThermograph(th *cgt.Thermograph, cgsTemp cgt.Dyadic, title, file string) error {
	format, err := plotFormat(file)
	if err != nil {
		return err
	}
	img, err := drawThermograph(th, cgsTemp, title, format)
	if err != nil {
		return err
	}
	return os.WriteFile(file, img, 0o666)
}

// drawThermograph returns the image of th in format "svg" or "png", drawn
// as in the literature: temperature t upward, the value axis x reversed
// (larger values, Left's side, on the left), the left and right walls from
// t = 0 up to the temperature and the mast at the mean going up from there
// (and, for a number, down to its CGSuite temperature cgsTemp < 0). The
// ticks are at the stops, the mean, 0 and the temperatures, labelled
// exactly ("3/4"). Dyadics become floats only here, for drawing.
func drawThermograph(th *cgt.Thermograph, cgsTemp cgt.Dyadic, title, format string) ([]byte, error) {
	temp, mast := dyadicFloat(th.Temperature), dyadicFloat(th.Mast)
	bottom := math.Min(0, dyadicFloat(cgsTemp))
	wall := func(ps []cgt.Point) plotter.XYs {
		xys := make(plotter.XYs, 0, len(ps))
		for _, p := range ps {
			xys = append(xys, plotter.XY{X: dyadicFloat(p.X), Y: dyadicFloat(p.T)})
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
	p.X.Tick.Marker = exactTicks(th.Left[0].X, th.Right[0].X, th.Mast)
	p.Y.Tick.Marker = exactTicks(cgt.Dyadic{}, th.Temperature, cgsTemp)
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
	// The mast from the temperature up; a number's from its CGSuite
	// temperature, below 0.
	m, err := plotter.NewLine(plotter.XYs{{X: mast, Y: math.Min(temp, dyadicFloat(cgsTemp))}, {X: mast, Y: top}})
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
	label := fmt.Sprintf("  t = %v, mean %v", th.Temperature, th.Mast)
	if cgsTemp != th.Temperature {
		label = fmt.Sprintf("  t = %v (CGSuite: %v), mean %v", th.Temperature, cgsTemp, th.Mast)
	}
	lab, err := plotter.NewLabels(plotter.XYLabels{
		XYs:    []plotter.XY{{X: mast, Y: temp}},
		Labels: []string{label},
	})
	if err != nil {
		return nil, err
	}
	lab.Offset = vg.Point{X: vg.Points(4), Y: vg.Points(4)}
	p.Add(lab)

	p.X.Min, p.X.Max = xmin-pad, xmax+pad
	p.Y.Min, p.Y.Max = bottom, top

	// Aim for equal scales on both axes, so that the walls' slopes of ±1
	// look like 45°, within sensible bounds.
	width := 6 * vg.Inch
	height := vg.Length(float64(width) * (top - bottom) / (span + 2*pad))
	height = max(3*vg.Inch, min(height, 7*vg.Inch))

	return render(p, width, height, format)
}

// exactTicks places labelled ticks at the given values, written exactly
// ("3/4", "-1/2"), each once, and unlabelled ticks where plot.DefaultTicks
// puts its labelled ones, for the scale.
func exactTicks(at ...cgt.Dyadic) plot.Ticker {
	return plot.TickerFunc(func(lo, hi float64) []plot.Tick {
		var ts []plot.Tick
		seen := map[cgt.Dyadic]bool{}
		for _, d := range at {
			if v := dyadicFloat(d); !seen[d] && lo <= v && v <= hi {
				seen[d] = true
				ts = append(ts, plot.Tick{Value: v, Label: d.String()})
			}
		}
		for _, t := range (plot.DefaultTicks{}).Ticks(lo, hi) {
			if t.Label != "" {
				ts = append(ts, plot.Tick{Value: t.Value})
			}
		}
		return ts
	})
}

// dyadicFloat returns d as the nearest float64, for drawing only.
func dyadicFloat(d cgt.Dyadic) float64 {
	f := new(big.Float).SetInt(d.Num())
	f.SetMantExp(f, -int(d.Exp()))
	v, _ := f.Float64()
	return v
}

// render returns the image of p, width by height, in format "svg" or
// "png".
func render(p *plot.Plot, width, height vg.Length, format string) ([]byte, error) {
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
