package main

import (
	"bytes"
	"fmt"
	"io"
	"math/big"
	"os"
	"strings"

	"github.com/tedomari/tedomari/goregion"
	"github.com/tedomari/tedomari/goregion/endgame"
)

// writeEndgameSGFFile writes the analysis as SGF to the file name.
func writeEndgameSGFFile(name string, in *endgameInput, a *endgame.Analysis) error {
	var buf bytes.Buffer
	if err := writeEndgameSGF(&buf, in, a); err != nil {
		return err
	}
	if err := os.WriteFile(name, buf.Bytes(), 0o666); err != nil {
		return fmt.Errorf("endgame: --sgf: %w", err)
	}
	return nil
}

// sgfPoint returns the SGF coordinates of point p of a grid.
func sgfPoint(b *goregion.Board, p int) string {
	c, r, _ := b.Cell(p)
	return string([]byte{sgfLetter(c), sgfLetter(r)})
}

func sgfLetter(i int) byte {
	if i < 26 {
		return byte('a' + i)
	}
	return byte('A' + i - 26)
}

// sgfText escapes a property value: ']' and '\' take a backslash.
func sgfText(s string) string {
	return strings.NewReplacer(`\`, `\\`, `]`, `\]`).Replace(s)
}

// writeEndgameSGF writes the position with the analysis as the markup Go
// programs show, in one root node: the stones as setup (AB, AW), the player
// to move (PL), LB labels (the region's name on each empty point of an
// unsettled region; the gain of each best local move of the player to move
// instead), TR on the best moves, TB and TW on settled territory (its empty
// points and dead stones), MA on dead stones, and C with the analysis as
// the text output gives it; then the line of play as a variation, whose
// last node's comment gives the count after it. The board must be a full
// rectangle (an SGF board).
func writeEndgameSGF(w io.Writer, in *endgameInput, a *endgame.Analysis) error {
	pos := in.pos
	b := pos.Board
	if b.Width == 0 || b.NumPoints() != b.Width*b.Height || b.Width > 52 || b.Height > 52 {
		return fmt.Errorf("endgame: --sgf: the board is not a full rectangle, which SGF needs")
	}
	m := newEndgameMap(pos, a)
	var sb strings.Builder
	sb.WriteString("(;GM[1]FF[4]CA[UTF-8]AP[tedomari]")
	if b.Width == b.Height {
		fmt.Fprintf(&sb, "SZ[%d]", b.Width)
	} else {
		fmt.Fprintf(&sb, "SZ[%d:%d]", b.Width, b.Height)
	}
	fmt.Fprintf(&sb, "KM[%s]", decimalDyadic(a.Komi.String()))
	pl := "B"
	if a.ToPlay == goregion.White {
		pl = "W"
	}
	fmt.Fprintf(&sb, "PL[%s]", pl)
	prop := func(id string, vals []string) {
		if len(vals) == 0 {
			return
		}
		sb.WriteString("\n" + id)
		for _, v := range vals {
			sb.WriteString("[" + v + "]")
		}
	}
	var ab, aw, ma, tb, tw, lb, tr []string
	label := map[int]string{}
	for _, r := range a.Regions {
		best := r.BestBlack
		if a.ToPlay == goregion.White {
			best = r.BestWhite
		}
		for _, mv := range best {
			if r.Resolved && !r.Settled {
				label[mv.Point] = mv.Gain.String()
			}
		}
	}
	for p := 0; p < b.NumPoints(); p++ {
		pt := sgfPoint(b, p)
		switch pos.Colors[p] {
		case goregion.Black:
			ab = append(ab, pt)
		case goregion.White:
			aw = append(aw, pt)
		}
		if m.dead[p] {
			ma = append(ma, pt)
		}
		i := m.region[p]
		if i < 0 {
			continue
		}
		r := a.Regions[i]
		switch {
		case r.Settled && r.Owner == goregion.Black:
			tb = append(tb, pt)
		case r.Settled && r.Owner == goregion.White:
			tw = append(tw, pt)
		case pos.Colors[p] != goregion.Empty:
		case label[p] != "":
			lb = append(lb, pt+":"+sgfText(label[p]))
		default:
			lb = append(lb, pt+":"+r.Name)
		}
	}
	for _, mv := range a.BestMoves {
		tr = append(tr, sgfPoint(b, mv.Point))
	}
	prop("AB", ab)
	prop("AW", aw)
	prop("MA", ma)
	prop("TB", tb)
	prop("TW", tw)
	prop("TR", tr)
	prop("LB", lb)
	var c bytes.Buffer
	endgameTable(&c, a)
	fmt.Fprintln(&c)
	for _, s := range a.Assumptions {
		fmt.Fprintln(&c, s)
	}
	if a.Result != nil {
		fmt.Fprintf(&c, "result: %s, %s to move\n", scoreText(a.Result.String()), a.ToPlay)
	} else {
		fmt.Fprintln(&c, "result: not resolved (counts for the resolved part only)")
	}
	fmt.Fprintf(&c, "best moves: %s\n", moveNames(a.BestMoves))
	sb.WriteString("\nC[" + sgfText(c.String()) + "]")
	if len(a.Line) > 0 {
		sb.WriteString("\n(")
		for i, mv := range a.Line {
			id := "B"
			if mv.Player == goregion.White {
				id = "W"
			}
			fmt.Fprintf(&sb, ";%s[%s]", id, sgfPoint(b, mv.Point))
			if i == len(a.Line)-1 {
				fmt.Fprintf(&sb, "C[%s]", sgfText(fmt.Sprintf("count after the line: %s", a.LineCount)))
			}
		}
		sb.WriteString(")")
	}
	sb.WriteString(")\n")
	_, err := io.WriteString(w, sb.String())
	return err
}

// decimalDyadic writes a dyadic komi ("13/2") as a decimal ("6.5"), as
// SGF's KM wants.
func decimalDyadic(s string) string {
	r, ok := new(big.Rat).SetString(s)
	if !ok {
		return s
	}
	return goregion.KomiString(r)
}
