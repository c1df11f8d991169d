package gtp

import (
	"context"
	"fmt"
	"math/big"
	"slices"
	"strings"

	"github.com/tedomari/tedomari/goregion"
	"github.com/tedomari/tedomari/goregion/endgame"
)

// The analyze commands of the endgame analysis. Their answers follow
// GoGui's analyze command types (GoGui manual, chapter "Analyze Commands"):
// gfx answers are lines of draw commands, "COLOR color point…" (background
// colour), "BLACK point…" and "WHITE point…" (territory), "LABEL point
// text point text…", "MARK point…", "SQUARE point…" and "TEXT text" (the
// status line); hstring answers are text, shown in a window.

// endgameCommand is one analyze command: its name and a handler built
// from the options.
type endgameCommand struct {
	name string
	run  func(EndgameOptions) Handler
}

var endgameCommands = []endgameCommand{
	{"tedomari-regions", analysisCommand(gfxRegions)},
	{"tedomari-region_values", analysisCommand(textRegionValues)},
	{"tedomari-move_values", analysisCommand(gfxMoveValues)},
	{"tedomari-best_moves", analysisCommand(gfxBestMoves)},
	{"tedomari-safety", analysisCommand(gfxSafety)},
	{"tedomari-suggest", suggestCommand},
}

// endgameAnalyze is what UseEndgame adds to gogui-analyze_commands (%m is
// the colour to move).
var endgameAnalyze = []string{
	"gfx/CGT: regions/tedomari-regions %m",
	"hstring/CGT: region values/tedomari-region_values %m",
	"gfx/CGT: move values (gain)/tedomari-move_values %m",
	"gfx/CGT: best moves/tedomari-best_moves %m",
	"gfx/CGT: safe and dead stones/tedomari-safety %m",
	"hstring/CGT: suggested move (exact or estimate)/tedomari-suggest %m",
	"eplist/Mark alive stones/tedomari-alive_stones",
}

// analysisCommand makes a handler that analyses the position with the
// colour of its one optional argument to move (the player to move without
// it) and formats the analysis with f.
func analysisCommand(f func(e *Engine, q Query, a *endgame.Analysis) string) func(EndgameOptions) Handler {
	return func(o EndgameOptions) Handler {
		return func(ctx context.Context, e *Engine, args []string) (string, error) {
			c, err := colorArg(e, args)
			if err != nil {
				return "", err
			}
			q, err := e.Query(c)
			if err != nil {
				return "", err
			}
			a, err := o.Analyze(ctx, q)
			if err != nil {
				return "", fmt.Errorf("cannot analyse: %v", err)
			}
			return f(e, q, a), nil
		}
	}
}

// colorArg returns the colour of an analyze command's one optional
// argument, or the player to move without it.
func colorArg(e *Engine, args []string) (goregion.Color, error) {
	switch len(args) {
	case 0:
		return e.ToMove(), nil
	case 1:
		c, err := parseColor(args[0])
		if err != nil {
			return 0, errSyntax("%v", err)
		}
		return c, nil
	}
	return 0, errSyntax("expected at most one argument: COLOR")
}

// suggestCommand makes tedomari-suggest [COLOR]: reg_genmove's move in
// words, saying whether it is exact. Its first line is the move (as
// reg_genmove answers it) and "exact" or "estimate, not exact"; then, for
// an estimate, one line per unresolved region (estimated temperature,
// mean, heat for the player, its first moves); then the result line of
// tedomari-best_moves.
func suggestCommand(o EndgameOptions) Handler {
	return func(ctx context.Context, e *Engine, args []string) (string, error) {
		c, err := colorArg(e, args)
		if err != nil {
			return "", err
		}
		q, err := e.Query(c)
		if err != nil {
			return "", err
		}
		m, a, s, err := o.suggest(ctx, q)
		if err != nil {
			return "", fmt.Errorf("cannot suggest a move: %v", err)
		}
		var sb strings.Builder
		if s == nil {
			fmt.Fprintf(&sb, "%s: exact best move", e.vertex(m))
		} else {
			fmt.Fprintf(&sb, "%s: estimate, not exact", e.vertex(m))
			for _, x := range s.Estimates {
				moves, heat := x.Black, x.HeatBlack
				if c == goregion.White {
					moves, heat = x.White, x.HeatWhite
				}
				var first []string
				for _, mv := range moves[:min(3, len(moves))] {
					first = append(first, mv.Name)
				}
				valve := ""
				if x.TimedOut {
					valve = "; cut by the time bound, so it depends on the machine's load"
				}
				fmt.Fprintf(&sb, "\nregion %s: estimated temperature %v, mean %v, heat for %v %v, first moves %s (depth %d, %d positions%s)",
					x.Name, x.Temperature, x.Mean, c, heat, strings.Join(first, " "), x.Depth, x.Nodes, valve)
			}
			if pc := s.Playout; pc != nil {
				sb.WriteString("\n" + playoutText(e, pc, c))
			}
			if len(s.GuessedDead) > 0 {
				fmt.Fprintf(&sb, "\nthe estimate takes as dead (light playouts and a local reading agree; an assumption, not a verdict): %s",
					strings.Join(names(a.Board, s.GuessedDead), " "))
			}
		}
		fmt.Fprintf(&sb, "\n%s", resultText(a))
		return sb.String(), nil
	}
}

// playoutText is the line of tedomari-suggest on the playouts that checked
// an estimated move: the mean area score of each candidate from c's side,
// exact (its total over the number of playouts), and whether one replaced
// the estimate's move.
func playoutText(e *Engine, pc *endgame.PlayoutCheck, c goregion.Color) string {
	var means []string
	for _, x := range pc.Candidates {
		means = append(means, fmt.Sprintf("%s %s", e.vertex(goregion.Move(x.Move.Point)), big.NewRat(int64(x.Total), int64(pc.Playouts)).RatString()))
	}
	verdict := "the estimate's move stands"
	if pc.Overrode {
		verdict = "replaced the estimate's move " + e.vertex(goregion.Move(pc.Candidates[0].Move.Point))
	}
	return fmt.Sprintf("playouts: %d a move, mean area score for %v: %s; %s", pc.Playouts, c, strings.Join(means, ", "), verdict)
}

// regionColors are the background colours of the regions that are not
// settled territory, used in turn (light, so stones stay visible).
var regionColors = []string{"#ffb3b3", "#b3d9ff", "#b3ffb3", "#ffe0a0", "#e0b3ff", "#a0f0f0", "#f0f0a0", "#ffc0e0"}

// names returns the GTP names of pts, sorted in board order.
func names(b *goregion.Board, pts []int) []string {
	pts = slices.Sorted(slices.Values(pts))
	out := make([]string, len(pts))
	for i, p := range pts {
		out[i] = b.Name(p)
	}
	return out
}

// resultText writes the analysis's result: "B+2.5 exact" when resolved,
// else the unresolved regions and the result of the resolved part.
func resultText(a *endgame.Analysis) string {
	if a.Resolved {
		return fmt.Sprintf("result %s with %v to move (exact under the assumptions)", scoreText(a.Result.String()), a.ToPlay)
	}
	r := a.ResultIfBlackFirst
	if a.ToPlay == goregion.White {
		r = a.ResultIfWhiteFirst
	}
	return fmt.Sprintf("not exact: %v; the resolved part gives %s", unresolvedError(a), scoreText(r.String()))
}

// scoreText writes a score, Black minus White, as final_score does:
// "B+x", "W+x" or "0", x a decimal (a dyadic number has a finite one).
func scoreText(s string) string {
	if r, ok := new(big.Rat).SetString(s); ok {
		s = formatRat(r)
	}
	switch {
	case s == "0":
		return "0"
	case strings.HasPrefix(s, "-"):
		return "W+" + s[1:]
	}
	return "B+" + s
}

// gfxRegions draws the region map: each region's points labelled with its
// letter, the regions that are not settled territory in background
// colours, settled territory as territory of its owner, and the result.
func gfxRegions(e *Engine, _ Query, a *endgame.Analysis) string {
	var lines, labels []string
	var black, white []int
	k := 0
	for _, r := range a.Regions {
		for _, p := range r.Points {
			labels = append(labels, a.Board.Name(p), r.Name)
		}
		switch {
		case r.Settled && r.Owner == goregion.Black:
			black = append(black, r.Points...)
		case r.Settled && r.Owner == goregion.White:
			white = append(white, r.Points...)
		default:
			lines = append(lines, "COLOR "+regionColors[k%len(regionColors)]+" "+strings.Join(names(a.Board, r.Points), " "))
			k++
		}
	}
	if len(black) > 0 {
		lines = append(lines, "BLACK "+strings.Join(names(a.Board, black), " "))
	}
	if len(white) > 0 {
		lines = append(lines, "WHITE "+strings.Join(names(a.Board, white), " "))
	}
	if len(labels) > 0 {
		lines = append(lines, "LABEL "+strings.Join(labels, " "))
	}
	lines = append(lines, fmt.Sprintf("TEXT %d regions; %s", len(a.Regions), resultText(a)))
	return strings.Join(lines, "\n")
}

// textRegionValues is the table of regions: one line each with its size,
// value, chilled value, mean, temperature and best local moves, then the
// result, the best moves and the assumptions.
func textRegionValues(e *Engine, _ Query, a *endgame.Analysis) string {
	var b strings.Builder
	for _, r := range a.Regions {
		fmt.Fprintf(&b, "%s: %s, %d empty", r.Name, plural(len(r.Points), "point"), r.Empty)
		switch {
		case !r.Resolved:
			fmt.Fprintf(&b, ", unresolved (%v)\n", r.Err)
			continue
		case r.Settled:
			fmt.Fprintf(&b, ", settled %v territory", r.Owner)
		}
		fmt.Fprintf(&b, ", value %v, chilled %v, mean %v, temperature %v", r.Value, r.Chilled, r.Mean, r.Temperature)
		if len(r.BestBlack) > 0 {
			fmt.Fprintf(&b, ", best black %s", moveNames(r.BestBlack))
		}
		if len(r.BestWhite) > 0 {
			fmt.Fprintf(&b, ", best white %s", moveNames(r.BestWhite))
		}
		if r.KoSensitive {
			b.WriteString(", ko")
		}
		b.WriteString("\n")
	}
	fmt.Fprintf(&b, "Result: %s\n", resultText(a))
	fmt.Fprintf(&b, "Best: %s\n", bestText(a))
	b.WriteString("Assumptions:\n")
	for _, s := range a.Assumptions {
		b.WriteString("- " + s + "\n")
	}
	return strings.TrimRight(b.String(), "\n")
}

// moveNames returns the names of ms joined by spaces.
func moveNames(ms []endgame.Move) string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.Name
	}
	return strings.Join(out, " ")
}

// bestText describes the best moves: "G5 (gote, gain 3/2) D5 (…)",
// "pass (no move helps black)", or, when the analysis is not resolved and
// the resolved regions offer no move, "none in the resolved regions"
// (the unresolved ones may hold the best move: never a pass then).
func bestText(a *endgame.Analysis) string {
	switch {
	case len(a.BestMoves) == 0 && !a.Resolved:
		return "none in the resolved regions"
	case len(a.BestMoves) == 0:
		return "pass (no move helps " + a.ToPlay.String() + ")"
	}
	var out []string
	for _, m := range a.BestMoves {
		kind := m.Kind
		if kind == "" {
			kind = "cold"
		}
		out = append(out, fmt.Sprintf("%s (%s, gain %v)", m.Name, kind, m.Gain))
	}
	return strings.Join(out, " ")
}

// gfxMoveValues labels each legal move of the player to move with its
// gain: the mean of its incentive, how much it changes its region's mean
// value in the mover's favour. A move inside settled territory gains −1
// (it fills a point of the territory, or puts a stone there that the
// owner's count doubles: the invariant n + 2m falls or rises by one
// against the mover). Moves in unresolved regions get no label.
func gfxMoveValues(e *Engine, q Query, a *endgame.Analysis) string {
	gain := map[int]string{}
	for _, r := range a.Regions {
		if r.Settled {
			for _, p := range r.Points {
				if q.Game.Color(p) == goregion.Empty {
					gain[p] = "-1"
				}
			}
			continue
		}
		for _, m := range r.Moves(q.ToPlay) {
			gain[m.Point] = m.Gain.String()
		}
	}
	var labels []string
	for p := 0; p < a.Board.NumPoints(); p++ {
		g, ok := gain[p]
		if !ok || q.Game.Legal(goregion.Move(p)) != nil {
			continue
		}
		labels = append(labels, a.Board.Name(p), g)
	}
	var lines []string
	if len(labels) > 0 {
		lines = append(lines, "LABEL "+strings.Join(labels, " "))
	}
	lines = append(lines, fmt.Sprintf("TEXT gain of each move of %v (mean of its incentive); %s", q.ToPlay, resultText(a)))
	return strings.Join(lines, "\n")
}

// gfxBestMoves marks the best moves of the player to move and writes them
// with the result in the status line.
func gfxBestMoves(e *Engine, q Query, a *endgame.Analysis) string {
	var lines []string
	if len(a.BestMoves) > 0 {
		pts := make([]int, len(a.BestMoves))
		for i, m := range a.BestMoves {
			pts[i] = m.Point
		}
		lines = append(lines, "MARK "+strings.Join(names(a.Board, pts), " "))
	}
	lines = append(lines, fmt.Sprintf("TEXT best for %v: %s; %s", q.ToPlay, bestText(a), resultText(a)))
	return strings.Join(lines, "\n")
}

// gfxSafety draws the safety judgement: the stones of safe chains with a
// square, those of dead chains with a mark; other stones are ordinary
// stones of their regions.
func gfxSafety(e *Engine, q Query, a *endgame.Analysis) string {
	pos := q.Game.Position()
	expand := func(firsts []int) []int {
		var out []int
		for _, p := range firsts {
			out = append(out, chainAt(pos, p)...)
		}
		return out
	}
	safe, dead := expand(a.Safe), expand(a.Dead)
	var lines []string
	if len(safe) > 0 {
		lines = append(lines, "SQUARE "+strings.Join(names(a.Board, safe), " "))
	}
	if len(dead) > 0 {
		lines = append(lines, "MARK "+strings.Join(names(a.Board, dead), " "))
	}
	lines = append(lines, fmt.Sprintf("TEXT %d safe chains (square), %d dead (mark); correct them with tedomari-alive_stones and tedomari-dead_stones", len(a.Safe), len(a.Dead)))
	return strings.Join(lines, "\n")
}

// plural returns "1 point" or "n points".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
