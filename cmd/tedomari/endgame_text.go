package main

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/tedomari/tedomari/goregion"
	"github.com/tedomari/tedomari/goregion/endgame"
)

// endgameMap is what the board drawing and the SGF markup need to know of
// each point: its region (-1 for a safe stone or a point outside every
// region) and whether it holds a dead stone.
type endgameMap struct {
	region []int
	dead   []bool
}

func newEndgameMap(pos *goregion.Position, a *endgame.Analysis) endgameMap {
	n := pos.Board.NumPoints()
	m := endgameMap{region: make([]int, n), dead: make([]bool, n)}
	for p := range m.region {
		m.region[p] = -1
	}
	for i, r := range a.Regions {
		for _, p := range r.Points {
			m.region[p] = i
		}
	}
	for _, p := range a.Dead {
		c := pos.Colors[p]
		stack := []int{p}
		m.dead[p] = true
		for len(stack) > 0 {
			q := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, r := range pos.Board.Neighbors(q) {
				if pos.Colors[r] == c && !m.dead[r] {
					m.dead[r] = true
					stack = append(stack, int(r))
				}
			}
		}
	}
	return m
}

// cell returns how the board drawing writes point p: the region's name on
// an empty point, X and O for safe stones, x and o for dead stones, and
// x? and o? for the stones whose fate the region solver decides.
func (m endgameMap) cell(pos *goregion.Position, a *endgame.Analysis, p int) string {
	c := pos.Colors[p]
	switch {
	case c == goregion.Empty && m.region[p] >= 0:
		return a.Regions[m.region[p]].Name
	case c == goregion.Empty:
		return "."
	}
	s := "x"
	if c == goregion.White {
		s = "o"
	}
	switch {
	case m.region[p] < 0:
		return strings.ToUpper(s)
	case m.dead[p]:
		return s
	}
	return s + "?"
}

// writeEndgameBoard draws the board with GTP coordinates, three characters
// a point; a general graph lists its points.
func writeEndgameBoard(w io.Writer, pos *goregion.Position, a *endgame.Analysis, m endgameMap) {
	b := pos.Board
	if b.Width == 0 {
		var cells []string
		for p := 0; p < b.NumPoints(); p++ {
			cells = append(cells, b.Name(p)+":"+m.cell(pos, a, p))
		}
		fmt.Fprintln(w, strings.Join(cells, " "))
		return
	}
	grid := make([][]string, b.Height)
	for r := range grid {
		grid[r] = make([]string, b.Width)
		for c := range grid[r] {
			grid[r][c] = "#"
		}
	}
	for p := 0; p < b.NumPoints(); p++ {
		if c, r, ok := b.Cell(p); ok {
			grid[r][c] = m.cell(pos, a, p)
		}
	}
	var cols strings.Builder
	for c := 0; c < b.Width; c++ {
		fmt.Fprintf(&cols, "%3s", goregion.ColumnName(c))
	}
	fmt.Fprintf(w, "  %s\n", cols.String())
	for r, row := range grid {
		var sb strings.Builder
		for _, s := range row {
			fmt.Fprintf(&sb, "%3s", s)
		}
		fmt.Fprintf(w, "%2d%s\n", b.Height-r, sb.String())
	}
}

// moveNames writes moves as "C3 D4", or "-" for none.
func moveNames(ms []endgame.Move) string {
	if len(ms) == 0 {
		return "-"
	}
	var s []string
	for _, m := range ms {
		s = append(s, m.Name)
	}
	return strings.Join(s, " ")
}

// endgameTable writes the table of regions.
func endgameTable(w io.Writer, a *endgame.Analysis) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "region\tpoints\tvalue\tchilled\tmean\ttemperature\tbest black\tbest white")
	for _, r := range a.Regions {
		pts := fmt.Sprintf("%d", len(r.Points))
		if stones := len(r.Points) - r.Empty; stones > 0 {
			pts = fmt.Sprintf("%d+%d", r.Empty, stones)
		}
		if !r.Resolved {
			fmt.Fprintf(tw, "%s\t%s\tunresolved (see the assumptions)\t\t\t\t\t\n", r.Name, pts)
			continue
		}
		value := r.Value.String()
		switch {
		case r.Settled && r.Assumed:
			value += " (territory, marked)"
		case r.Settled:
			value += " (territory)"
		}
		if r.KoSensitive {
			value += " (ko)"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", r.Name, pts, value, r.Chilled, r.Mean, r.Temperature,
			moveNames(r.BestBlack), moveNames(r.BestWhite))
	}
	tw.Flush()
}

// describeMove writes a move with its region, gain and kind.
func describeMove(m endgame.Move) string {
	s := fmt.Sprintf("%s (region %s, gain %s, temperature %s", m.Name, m.Region, m.Gain, m.Temperature)
	if m.Kind != "" {
		s += ", " + m.Kind
	}
	return s + ")"
}

// scoreText writes a score, Black minus White, with its reading for Go
// players.
func scoreText(s string) string {
	abs := decimalDyadic(strings.TrimPrefix(s, "-"))
	switch {
	case s == "0":
		return "0 (jigo)"
	case strings.HasPrefix(s, "-"):
		return fmt.Sprintf("%s (White wins by %s)", s, abs)
	}
	return fmt.Sprintf("%s (Black wins by %s)", s, abs)
}

func writeEndgameText(w io.Writer, in *endgameInput, a *endgame.Analysis) {
	pos := in.pos
	m := newEndgameMap(pos, a)
	writeEndgameBoard(w, pos, a, m)
	fmt.Fprintln(w, "  (X O safe stones; x o dead stones; x? o? stones the regions decide; letters: regions)")
	fmt.Fprintf(w, "to play: %s\n", a.ToPlay)
	fmt.Fprintf(w, "komi: %s (%s)\n", decimalDyadic(a.Komi.String()), komiSourceText[in.komiSource])
	fmt.Fprintf(w, "prisoners: black %d, white %d\n", a.Prisoners.Black, a.Prisoners.White)
	fmt.Fprintf(w, "rules: %s replay, Japanese-style counting\n", in.rules.Name)
	fmt.Fprintln(w)
	endgameTable(w, a)
	fmt.Fprintln(w)
	fmt.Fprintf(w, "safe: %s\n", pointList(pos.Board, a.Safe))
	fmt.Fprintf(w, "dead: %s\n", pointList(pos.Board, a.Dead))
	if len(a.Assumptions) == 0 {
		fmt.Fprintln(w, "assumptions: none")
	} else {
		fmt.Fprintln(w, "assumptions:")
		for _, s := range a.Assumptions {
			fmt.Fprintf(w, "  %s\n", s)
		}
	}
	fmt.Fprintln(w)
	fmt.Fprintf(w, "total: %s (sum of the regions) + %d − %d (prisoners) − %s (komi)\n", a.Sum, a.Prisoners.Black, a.Prisoners.White, a.Komi)
	if a.Result != nil {
		fmt.Fprintf(w, "result: %s, %s to move\n", scoreText(a.Result.String()), a.ToPlay)
	} else {
		var open []string
		for _, r := range a.Regions {
			if !r.Resolved {
				open = append(open, fmt.Sprintf("region %s (%d points)", r.Name, len(r.Points)))
			}
		}
		fmt.Fprintf(w, "result: not resolved: %s; the counts below are for the resolved part only\n", strings.Join(open, ", "))
	}
	fmt.Fprintf(w, "if black plays first: %s; if white plays first: %s\n", a.ResultIfBlackFirst, a.ResultIfWhiteFirst)
	if len(a.BestMoves) == 0 {
		fmt.Fprintln(w, "best moves: pass (no move helps)")
	} else {
		fmt.Fprintln(w, "best moves:")
		for _, mv := range a.BestMoves {
			fmt.Fprintf(w, "  %s\n", describeMove(mv))
		}
	}
	var line []string
	for _, mv := range a.Line {
		c := "B"
		if mv.Player == goregion.White {
			c = "W"
		}
		line = append(line, c+" "+mv.Name)
	}
	if len(line) == 0 {
		line = []string{"(none)"}
	}
	fmt.Fprintf(w, "line: %s\n", strings.Join(line, ", "))
	fmt.Fprintf(w, "count after the line: %s\n", a.LineCount)
}

// pointList writes points by name, or "none".
func pointList(b *goregion.Board, pts []int) string {
	if len(pts) == 0 {
		return "none"
	}
	var s []string
	for _, p := range pts {
		s = append(s, b.Name(p))
	}
	return strings.Join(s, " ")
}
