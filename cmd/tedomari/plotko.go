package main

import (
	"fmt"
	"image/color"
	"math"
	"math/big"
	"os"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"github.com/tedomari/tedomari/goregion/solve"
)

// koCurve is one generalized thermograph of a region with a ko, as drawn
// by region --plot.
type koCurve struct {
	name string // "Black komaster", "White komaster"
	th   *solve.KoThermograph
	c    color.Color
	dash bool
}

// ratFloat returns r as the nearest float64, for drawing only.
func ratFloat(r *big.Rat) float64 {
	f, _ := r.Float64()
	return f
}

// koWallXYs returns the corners of a ko thermograph wall (exact rationals,
// solve.KoThermograph) as points of the drawing: x the value, y the
// temperature. The corners are the exact ones; only here they become floats.
func koWallXYs(ps []solve.KoPoint) plotter.XYs {
	xys := make(plotter.XYs, 0, len(ps))
	for _, p := range ps {
		xys = append(xys, plotter.XY{X: ratFloat(p.X), Y: ratFloat(p.T)})
	}
	return xys
}

// plotKoThermographs draws the generalized thermographs of a region with a
// ko in file (.svg or .png).
func plotKoThermographs(curves []koCurve, title, file string) error {
	format, err := plotFormat(file)
	if err != nil {
		return err
	}
	img, err := drawKoThermographs(curves, title, format)
	if err != nil {
		return err
	}
	return os.WriteFile(file, img, 0o666)
}

// drawKoThermographs returns the image of the ko thermographs in format
// "svg" or "png", drawn as drawThermograph draws a short game's: t upward,
// x reversed; each komaster's walls from their exact corners (slopes ±1/k,
// k the net local plays of a line) and its mast from the temperature up,
// the counts and miai values labelled exactly ("-1/3").
func drawKoThermographs(curves []koCurve, title, format string) ([]byte, error) {
	xmin, xmax, top := math.Inf(1), math.Inf(-1), 0.0
	var xTicks, yTicks []*big.Rat
	for _, c := range curves {
		for _, p := range append(koWallXYs(c.th.Left), koWallXYs(c.th.Right)...) {
			xmin, xmax = math.Min(xmin, p.X), math.Max(xmax, p.X)
		}
		m := ratFloat(c.th.Mast)
		xmin, xmax = math.Min(xmin, m), math.Max(xmax, m)
		top = math.Max(top, ratFloat(c.th.Temperature))
		xTicks = append(xTicks, c.th.Mast)
		yTicks = append(yTicks, c.th.Temperature)
		if len(c.th.Left) > 0 {
			xTicks = append(xTicks, c.th.Left[0].X, c.th.Right[0].X)
		}
	}
	span := xmax - xmin
	pad := math.Max(0.5, 0.1*span)
	top += math.Max(0.5, 0.25*math.Max(top, span))

	p := plot.New()
	p.Title.Text = title
	p.Title.Padding = vg.Points(6)
	p.X.Label.Text = "x (value; reversed: Left's side on the left)"
	p.Y.Label.Text = "t (temperature)"
	p.X.Scale = plot.InvertedScale{Normalizer: plot.LinearScale{}}
	p.X.Tick.Marker = ratTicks(xTicks...)
	p.Y.Tick.Marker = ratTicks(append(yTicks, new(big.Rat))...)
	p.Add(plotter.NewGrid())
	for i, c := range curves {
		for _, w := range []struct {
			name string
			ps   []solve.KoPoint
		}{{"left wall", c.th.Left}, {"right wall", c.th.Right}} {
			if len(w.ps) == 0 {
				continue
			}
			line, points, err := plotter.NewLinePoints(koWallXYs(w.ps))
			if err != nil {
				return nil, err
			}
			line.Color, points.Color = c.c, c.c
			line.Width = vg.Points(2)
			if c.dash {
				line.Dashes = []vg.Length{vg.Points(6), vg.Points(3)}
			}
			points.Shape = draw.CircleGlyph{}
			points.Radius = vg.Points(2.5)
			p.Add(line, points)
			if w.name == "left wall" {
				p.Legend.Add(c.name+": walls", line)
			}
		}
		m, err := plotter.NewLine(plotter.XYs{{X: ratFloat(c.th.Mast), Y: ratFloat(c.th.Temperature)}, {X: ratFloat(c.th.Mast), Y: top}})
		if err != nil {
			return nil, err
		}
		m.Width = vg.Points(2.5)
		m.Color = c.c
		if c.dash {
			m.Dashes = []vg.Length{vg.Points(6), vg.Points(3)}
		}
		p.Add(m)
		lab, err := plotter.NewLabels(plotter.XYLabels{
			XYs:    []plotter.XY{{X: ratFloat(c.th.Mast), Y: ratFloat(c.th.Temperature)}},
			Labels: []string{fmt.Sprintf("  %s: count %s, miai value %s", c.name, c.th.Mast.RatString(), c.th.Temperature.RatString())},
		})
		if err != nil {
			return nil, err
		}
		// One line per curve, stacked, so that labels of masts at the same
		// place (a placid ko) do not overprint each other.
		lab.Offset = vg.Point{X: vg.Points(4), Y: vg.Points(4 + 14*float64(i))}
		p.Add(lab)
	}
	p.Legend.Top, p.Legend.Left = true, true
	p.Legend.XOffs = vg.Points(8)
	p.X.Min, p.X.Max = xmin-pad, xmax+pad
	p.Y.Min, p.Y.Max = 0, top

	width := 6 * vg.Inch
	height := vg.Length(float64(width) * top / (span + 2*pad))
	height = max(3*vg.Inch, min(height, 7*vg.Inch))
	return render(p, width, height, format)
}

// ratTicks places labelled ticks at the given rationals, written exactly,
// each once, and unlabelled ticks where plot.DefaultTicks puts its labelled
// ones, for the scale.
func ratTicks(at ...*big.Rat) plot.Ticker {
	return plot.TickerFunc(func(lo, hi float64) []plot.Tick {
		var ts []plot.Tick
		seen := map[string]bool{}
		for _, r := range at {
			s := r.RatString()
			if v := ratFloat(r); !seen[s] && lo <= v && v <= hi {
				seen[s] = true
				ts = append(ts, plot.Tick{Value: v, Label: s})
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
