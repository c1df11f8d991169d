package endgame

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"strings"
	"sync"

	"github.com/tedomari/tedomari/goregion"
)

// This file checks the estimate's suggestion with Monte-Carlo playouts,
// as programs of the MoGo and Fuego era judge unsettled positions: a
// second opinion of a different kind from the estimate's static rules.
//
// # When
//
// Only in Suggest (so only when the exact analysis is unresolved: an
// exact answer is never overridden), only when some region is hotter than
// 0 (the suggestion is then the best local move of the hottest region),
// only when an unresolved region holds a stone that is neither safe nor
// dead (a group whose fate the estimate's static rules guess: where every
// stone is settled, the moves differ by a few points of endgame that the
// playouts, which count area after random play, cannot tell apart; with
// the check on such boards too, TestEstimateLate19 fell from 30 and 32
// to 23 and 22 of 32 and TestEstimateAgreesWithExact from 98 to 90 of
// 100), and only with EstimateOptions.Playouts not negative.
//
// # The candidates
//
// At most EstimateOptions.PlayoutCandidates moves (0: 6) of Suggestion's
// Moves (every one already left out when banned by ko or when it hands
// the opponent a capture of safe stones, endangers): the suggested move
// first, then the first (best) move of each other hot region, hottest
// first, then the other moves in Moves' order; a move that is not legal
// on the board (suicide) is left out.
//
// # A playout
//
// The candidate is played on the whole board (the position of the
// analysis, dead stones included), and then the players alternate light
// random moves until two passes in a row or 3 × the board's points moves:
//   - the player to move captures the opponent's chain just played if it
//     is in atari (its last liberty), else saves one of its own chains
//     next to the opponent's last move that is in atari, by capturing an
//     opponent chain in atari next to it or by extending at its liberty
//     when that gives the chain two liberties or more;
//   - else a legal move chosen uniformly at random among the empty points
//     that are not its own one-point eye (every neighbour its own stone;
//     on a grid also at most one opponent stone on the diagonals, none on
//     the edge: a false eye may be filled) and do not put a chain of two
//     stones or more of its own in atari without capturing (a self-atari
//     of one stone, a throw-in, stays allowed); with none, it passes;
//   - suicide is illegal, an immortal stone (Position.Immortal) is never
//     taken; a one-stone capture by a lone stone left with
//     one liberty bans the immediate retake (simple ko; a pass lifts it).
//
// The finished board is scored by area (stones plus the empty regions
// that touch one colour only), Black minus White. Compared between
// moves of the same position, area and Japanese counting differ only by
// the parity of the moves and prisoners, which every playout of every
// candidate shares up to one point.
//
// # The choice
//
// Every candidate gets the same EstimateOptions.Playouts playouts (0:
// 256), playout i with the same seed i for every candidate (common random
// numbers; the playouts part ways after the first moves, so the pairing
// is no promise of less noise), so the same position always gives the
// same move on any machine
// (the work is bounded by counts, not time). The candidate with the best
// mean score for the player to move replaces the suggested move only when
// its mean beats the suggested move's by at least playoutMargin points and
// by 5/2 standard errors of the paired differences (d_i, playout i of
// the one less playout i of the other): the suggestion stands unless the
// playouts say clearly otherwise.
//
// # Measured
//
// TestJudgeRecords of package gtp (GNU Go finishes the game from each
// move; records / first hold-out / second hold-out, the sum of the
// differences with GNU Go's moves): without playouts +16.33 / -18.00 /
// -63.33; with them (256 playouts, six candidates, z 2.5) +20.33 / -15.00
// / -60.33. Without the self-atari rule the records were +1.00 (a 19×19
// position, gnugo-19_3 before move 212, went 17 points worse: random
// self-ataris of large chains made a move look 10 points better). With
// 512 playouts +20.33 / -24.67, with 1,024 +23.00 / -25.67, and with
// 1,024 and z 2 the records +5.33; a margin of 3 points instead of 1
// changed no move with 256 playouts and gave +23.33 / -27.67 with 1,024:
// the more playouts, the more moves the
// rule lets through, and on the first hold-out they were worse (light
// random playouts misjudge early 9×9 positions: holdout-9_102 before move
// 15, F4 in the centre instead of C2, 6.67 points worse by GNU Go's
// playouts). So the check is a cautious one: it changes few moves
// (records 13 of 69, first hold-out 5 of 33, second 7 of 33) and costs
// little: 6 × 256 playouts take 0.02 s of CPU on 9×9, 0.07 s on 19×19
// (gnugo-19_3 before move 212); reg_genmove's user CPU on the 69 record
// positions, two runs each alternated at load 9-12: median 0.38 and
// 0.40 s, max 1.69 s, 27.5 and 28.9 s in all, against 0.34 and 0.36 s,
// 1.68 and 1.64 s, 26.9 and 26.2 s without.

// # Heavier rules (measured, none used)
//
// playoutPolicy has four more rules in the spirit of MoGo, Fuego and
// Pachi, each a switch, all off in defaultPolicy; they come after the
// capture/escape rule and before the random move, in this order:
//   - nakade: the vital point of a three-point eye space (empty, next to
//     stones of one colour only) next to the last move;
//   - patterns: a point next to the last move where MoGo's 3×3 hane, cut or
//     edge patterns match (pattern3.go gives them and their source), legal,
//     not an own eye and no self-atari, chosen at random among them;
//   - captureAny: a capture of an opponent chain in atari anywhere;
//   - selfAtariOne: the random move never puts a lone stone in atari either.
//
// TestPlayoutMeasure (-playout-measure) compares the playouts' means with
// the judge cache of package gtp (GNU Go finishing the game, 89 positions
// of the records and the first hold-out with two moves or more judged, 438
// moves), eight seeds of 256 playouts each. Light rules: the playouts'
// clear preferences (clearGain between two judged moves) agree with the
// judge 594 times and disagree 487, but on 19×19 36 against 100; picking
// the best playout mean among the judged moves loses 201 points to the
// judge's best (a random pick 267); the mean error of the playouts' score
// against GNU Go's is 8.3 points. Every rule on: 888 / 686 (19×19 73 /
// 129), 172 points, error 5.9: the heavier playouts end nearer GNU Go's
// score (patterns do most of it: 6.5), but tell moves apart no better, and
// the measure's own noise is as large as the differences (the light
// rules' loss was 170 to 227 points over three seeds). Judged (records /
// first hold-out, against +20.33 / -15.00): every rule -27.00 on the
// records; nakade, captureAny and selfAtariOne -1.67 / -15.00; nakade and
// selfAtariOne -4.00 / -18.00. Most of the loss is one 19×19
// position (gnugo-19_3 before move 212: M17, 17 points worse than K13,
// clearly better in the heavier playouts) and, with patterns, one 13×13
// (gnugo-13_4 before move 86: B1, 38.67 points worse than D2). The light
// rules with the check off on boards larger than 13×13 gave the same
// figures, +20.33 / -15.00 (the second hold-out, measured once after the
// choice: -57.33 against -60.33, three 19×19 positions one point better;
// there the measure, never tuned on, finds the light playouts' clear
// preferences on 19×19 right 2 times and wrong 96); a light candidate played only when every rule
// on also finds it clearly better (two opinions) +18.33 / -13.00. None
// improves both sets. Playouts per second, BenchmarkPlayouts
// (one goroutine) at load 9: 9×9 42-45 thousand light, 20-21 thousand with
// nakade, patterns and selfAtariOne, 16 thousand with captureAny too;
// 19×19 14 thousand, 7.1-7.6 thousand and 4.3 thousand (captureAny scans
// the board at every move).

// Defaults of the playouts' options and the rule of the choice.
const (
	// defaultPlayouts: see "Measured" above for 512 and 1,024.
	defaultPlayouts          = 256
	defaultPlayoutCandidates = 6
	// playoutMargin is the least mean gain (points, area counting) of a
	// candidate over the suggested move for it to be played instead.
	playoutMargin = 1
	// playoutZ, the number of standard errors of the paired differences
	// the gain must also exceed, is 5/2 (in clearGain, exactly: with six
	// candidates the best of five is chosen, so more than the usual two;
	// 2 made the records +5.33 points instead of +23.00 with 1,024
	// playouts).
)

// PlayoutCheck is what the playouts found about a suggestion.
type PlayoutCheck struct {
	// Candidates are the moves played out, the suggested move first.
	Candidates []PlayoutCandidate
	// Playouts is the number of playouts of each candidate.
	Playouts int
	// Overrode reports that the playouts replaced the suggested move by
	// Candidates' best (Suggestion.Move is then that move).
	Overrode bool
}

// PlayoutCandidate is one candidate move of a PlayoutCheck.
type PlayoutCandidate struct {
	Move Move
	// Total is the sum of the area scores of its playouts, from its
	// player's side (its mean is Total / PlayoutCheck.Playouts, exactly).
	Total int
	// Gain is the sum of the paired differences d_i (playout i of this
	// candidate less playout i of the suggested move, from the player's
	// side), and GainSquares the sum of their squares: the mean gain is
	// Gain / n and its standard error sqrt((n·GainSquares − Gain²) /
	// (n²(n−1))) for n playouts.
	Gain        int
	GainSquares int64
}

// playGeom is a board's shape for playouts: neighbours and, on grids,
// diagonal neighbours.
type playGeom struct {
	adj  [][]int32
	diag [][]int32 // nil on general graphs
	// around holds, on grids, each point's eight surrounding cells in the
	// order of pattern3's cells (NW, N, NE, W, E, SW, S, SE, rows counted
	// from the top of the drawing), -1 where the cell holds no point; nil
	// on general graphs.
	around [][8]int32
}

func newPlayGeom(b *goregion.Board) *playGeom {
	n := b.NumPoints()
	g := &playGeom{adj: make([][]int32, n)}
	for p := range n {
		g.adj[p] = b.Neighbors(p)
	}
	if _, _, ok := b.Cell(0); !ok || n == 0 {
		return g
	}
	at := map[[2]int]int32{}
	for p := range n {
		c, r, _ := b.Cell(p)
		at[[2]int{c, r}] = int32(p)
	}
	g.diag = make([][]int32, n)
	g.around = make([][8]int32, n)
	for p := range n {
		c, r, _ := b.Cell(p)
		for k, d := range pattern3Offsets {
			g.around[p][k] = -1
			if q, ok := at[[2]int{c + d[0], r + d[1]}]; ok {
				g.around[p][k] = q
			}
		}
	}
	for p := range n {
		c, r, _ := b.Cell(p)
		for _, d := range [4][2]int{{-1, -1}, {1, -1}, {-1, 1}, {1, 1}} {
			if q, ok := at[[2]int{c + d[0], r + d[1]}]; ok {
				g.diag[p] = append(g.diag[p], q)
			}
		}
	}
	return g
}

// pboard is a board for fast playouts: chains as circular lists with
// pseudo-liberties (each adjacency of a stone to an empty point counts
// once), their number, sum and sum of squares, so that a chain is in
// atari exactly when all its pseudo-liberties are the same point
// (n·Σq² = (Σq)²).
type pboard struct {
	g     *playGeom
	col   []goregion.Color
	head  []int32 // the chain's representative stone
	next  []int32 // the next stone of the chain (circular)
	size  []int32 // per representative
	pl    []int32
	ls    []int64
	lq    []int64
	imm   []bool  // per representative: the chain holds an immortal stone
	empty []int32 // the empty points
	eidx  []int32 // index of an empty point in empty
	ko    int32   // the point the player to move may not take (simple ko), or -1
	mark  []uint32
	gen   uint32
	pol   playoutPolicy
}

// playoutPolicy switches the rules of a playout move that come after the
// light ones (capture the last move, save a chain it put in atari) and
// before the random move; see the file's comment.
type playoutPolicy struct {
	// nakade: play the vital point of a three-point eye space next to the
	// last move.
	nakade bool
	// patterns: play a move next to the last move that matches a 3×3
	// pattern of pattern3.go.
	patterns bool
	// selfAtariOne: no random self-atari of a lone stone either (one that
	// captures nothing).
	selfAtariOne bool
	// captureAny: before the random move, capture an opponent chain in
	// atari anywhere on the board (MoGo's third rule).
	captureAny bool
}

// defaultPolicy is the policy of the check.
var defaultPolicy = playoutPolicy{}

// playoutPolicyByName returns the policy named by a comma-separated list
// of its switches ("nakade", "patterns", "selfatari1", "captureany"); ""
// is defaultPolicy, "light" none.
func playoutPolicyByName(names string) (playoutPolicy, error) {
	if names == "" {
		return defaultPolicy, nil
	}
	var pol playoutPolicy
	for _, n := range strings.Split(names, ",") {
		switch n {
		case "light":
		case "nakade":
			pol.nakade = true
		case "patterns":
			pol.patterns = true
		case "selfatari1":
			pol.selfAtariOne = true
		case "captureany":
			pol.captureAny = true
		default:
			return pol, fmt.Errorf("no playout policy switch %q", n)
		}
	}
	return pol, nil
}

func newPboard(g *playGeom, colors []goregion.Color, immortal []bool) *pboard {
	n := len(g.adj)
	b := &pboard{g: g, col: append([]goregion.Color(nil), colors...),
		head: make([]int32, n), next: make([]int32, n), size: make([]int32, n),
		pl: make([]int32, n), ls: make([]int64, n), lq: make([]int64, n),
		imm: make([]bool, n), eidx: make([]int32, n), ko: -1, mark: make([]uint32, n)}
	for p := range n {
		b.head[p] = -1
		if b.col[p] == goregion.Empty {
			b.eidx[p] = int32(len(b.empty))
			b.empty = append(b.empty, int32(p))
		}
	}
	for p := range n {
		if b.col[p] == goregion.Empty || b.head[p] >= 0 {
			continue
		}
		h := int32(p)
		b.head[p], b.next[p], b.size[p] = h, h, 1
		stack := []int32{h}
		for len(stack) > 0 {
			s := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if immortal != nil && immortal[s] {
				b.imm[h] = true
			}
			for _, q := range g.adj[s] {
				switch {
				case b.col[q] == goregion.Empty:
					b.addLib(h, q)
				case b.col[q] == b.col[p] && b.head[q] < 0:
					b.head[q] = h
					b.next[q], b.next[h] = b.next[h], q
					b.size[h]++
					stack = append(stack, q)
				}
			}
		}
	}
	return b
}

// copyFrom makes b the same position as o (same geometry).
func (b *pboard) copyFrom(o *pboard) {
	copy(b.col, o.col)
	copy(b.head, o.head)
	copy(b.next, o.next)
	copy(b.size, o.size)
	copy(b.pl, o.pl)
	copy(b.ls, o.ls)
	copy(b.lq, o.lq)
	copy(b.imm, o.imm)
	b.empty = append(b.empty[:0], o.empty...)
	copy(b.eidx, o.eidx)
	b.ko = o.ko
}

func (b *pboard) addLib(h, q int32) {
	b.pl[h]++
	b.ls[h] += int64(q)
	b.lq[h] += int64(q) * int64(q)
}

func (b *pboard) removeLib(h, q int32) {
	b.pl[h]--
	b.ls[h] -= int64(q)
	b.lq[h] -= int64(q) * int64(q)
}

// atari returns the last liberty of the chain of h when it has exactly
// one and no immortal stone, else -1.
func (b *pboard) atari(h int32) int32 {
	n := int64(b.pl[h])
	if n > 0 && !b.imm[h] && n*b.lq[h] == b.ls[h]*b.ls[h] {
		return int32(b.ls[h] / n)
	}
	return -1
}

// legal reports whether c may play at the empty point p: not the ko
// point, and not suicide.
func (b *pboard) legal(p int32, c goregion.Color) bool {
	if b.col[p] != goregion.Empty || p == b.ko {
		return false
	}
	for _, q := range b.g.adj[p] {
		if b.col[q] == goregion.Empty {
			return true
		}
	}
	for _, q := range b.g.adj[p] {
		inAtari := b.atari(b.head[q]) >= 0
		if (b.col[q] == c) != inAtari {
			return true // an own chain keeps a liberty, or an opponent chain is captured
		}
	}
	return false
}

// ownEye reports whether the empty point p is a one-point eye of c (see
// the file's comment).
func (b *pboard) ownEye(p int32, c goregion.Color) bool {
	for _, q := range b.g.adj[p] {
		if b.col[q] != c {
			return false
		}
	}
	if b.g.diag == nil {
		return true
	}
	opp := 0
	for _, q := range b.g.diag[p] {
		if b.col[q] == c.Opponent() {
			opp++
		}
	}
	if len(b.g.adj[p]) < 4 {
		return opp == 0
	}
	return opp < 2
}

// play puts a stone of c at p (a legal move) and takes the opponent's
// chains left without liberties; it returns the number of stones taken.
func (b *pboard) play(p int32, c goregion.Color) int {
	b.col[p] = c
	last := b.empty[len(b.empty)-1]
	b.empty[b.eidx[p]], b.eidx[last] = last, b.eidx[p]
	b.empty = b.empty[:len(b.empty)-1]
	b.head[p], b.next[p], b.size[p] = p, p, 1
	b.pl[p], b.ls[p], b.lq[p], b.imm[p] = 0, 0, 0, false
	for _, q := range b.g.adj[p] {
		if b.col[q] == goregion.Empty {
			b.addLib(p, q)
		} else {
			b.removeLib(b.head[q], p)
		}
	}
	for _, q := range b.g.adj[p] {
		if b.col[q] == c && b.head[q] != b.head[p] {
			b.merge(b.head[p], b.head[q])
		}
	}
	taken, at := 0, int32(-1)
	for _, q := range b.g.adj[p] {
		if h := b.head[q]; b.col[q] == c.Opponent() && b.pl[h] == 0 && !b.imm[h] {
			taken += b.remove(b.head[q])
			at = q
		}
	}
	b.ko = -1
	if h := b.head[p]; taken == 1 && b.size[h] == 1 && b.pl[h] == 1 {
		b.ko = at
	}
	return taken
}

func (b *pboard) merge(a, o int32) {
	if b.size[a] < b.size[o] {
		a, o = o, a
	}
	for s := o; ; {
		b.head[s] = a
		s = b.next[s]
		if s == o {
			break
		}
	}
	b.next[a], b.next[o] = b.next[o], b.next[a]
	b.size[a] += b.size[o]
	b.pl[a] += b.pl[o]
	b.ls[a] += b.ls[o]
	b.lq[a] += b.lq[o]
	b.imm[a] = b.imm[a] || b.imm[o]
}

// remove takes the chain of h off the board and returns its size.
func (b *pboard) remove(h int32) int {
	for s := h; ; {
		b.col[s] = goregion.Empty
		b.eidx[s] = int32(len(b.empty))
		b.empty = append(b.empty, s)
		s = b.next[s]
		if s == h {
			break
		}
	}
	for s := h; ; {
		for _, t := range b.g.adj[s] {
			if b.col[t] != goregion.Empty {
				b.addLib(b.head[t], s)
			}
		}
		s = b.next[s]
		if s == h {
			break
		}
	}
	return int(b.size[h])
}

// libsAfter returns the liberties (counted up to 2) of c's chain at p if
// c played there, not counting captures; 2 when the move captures.
func (b *pboard) libsAfter(p int32, c goregion.Color) int {
	b.gen++
	b.mark[p] = b.gen
	n := 0
	for _, q := range b.g.adj[p] {
		switch {
		case b.col[q] == goregion.Empty:
			if b.mark[q] != b.gen {
				b.mark[q] = b.gen
				n++
			}
		case b.col[q] != c:
			if b.atari(b.head[q]) >= 0 {
				return 2
			}
		}
	}
	for _, q := range b.g.adj[p] {
		if b.col[q] != c {
			continue
		}
		h := b.head[q]
		for s := h; ; {
			for _, t := range b.g.adj[s] {
				if b.col[t] == goregion.Empty && b.mark[t] != b.gen {
					b.mark[t] = b.gen
					n++
				}
			}
			if n >= 2 {
				return n
			}
			s = b.next[s]
			if s == h {
				break
			}
		}
	}
	return n
}

// selfAtari reports whether c's move at p leaves its chain, of two stones
// or more (with policy selfAtariOne: of any size), with one liberty and
// captures nothing.
func (b *pboard) selfAtari(p int32, c goregion.Color) bool {
	own := b.pol.selfAtariOne
	for _, q := range b.g.adj[p] {
		if b.col[q] == c {
			own = true
		}
	}
	return own && b.libsAfter(p, c) < 2
}

// nakade returns the vital point of a three-point eye space next to the
// opponent's move at last, when c may play it, else -1: an empty region
// of exactly three points whose neighbouring stones are all of one colour;
// its vital point is the one next to both others (in a straight or bent
// three, the middle one), where the owner makes two eyes and the opponent
// leaves one.
func (b *pboard) nakade(c goregion.Color, last int32) int32 {
	b.gen++
	var space [3]int32
	for _, e := range b.g.adj[last] {
		if b.col[e] != goregion.Empty || b.mark[e] == b.gen {
			continue
		}
		border, mixed := goregion.Empty, false
		b.mark[e] = b.gen
		space[0] = e
		found := 1
	flood:
		for i := 0; i < found; i++ {
			for _, q := range b.g.adj[space[i]] {
				switch col := b.col[q]; {
				case col == goregion.Empty:
					if b.mark[q] != b.gen {
						if found == 3 {
							found = 4 // more than three points
							break flood
						}
						b.mark[q] = b.gen
						space[found] = q
						found++
					}
				case border == goregion.Empty:
					border = col
				case border != col:
					mixed = true
				}
			}
		}
		if found != 3 || mixed {
			continue
		}
		for _, v := range space[:3] {
			k := 0
			for _, q := range b.g.adj[v] {
				if q == space[0] || q == space[1] || q == space[2] {
					k++
				}
			}
			if k == 2 && b.legal(v, c) {
				return v
			}
		}
	}
	return -1
}

// patternMove returns a move of c next to the opponent's move at last that
// matches a 3×3 pattern (pattern3.go), legal, not its own eye and no
// self-atari, chosen at
// random among them; -1 when there is none.
func (b *pboard) patternMove(rng *rand.Rand, c goregion.Color, last int32) int32 {
	if b.g.around == nil {
		return -1
	}
	var cands [8]int32
	n := 0
	for _, q := range b.g.around[last] {
		if q >= 0 && b.col[q] == goregion.Empty && b.matchesPattern3(q, c) && !b.ownEye(q, c) && b.legal(q, c) && !b.selfAtari(q, c) {
			cands[n] = q
			n++
		}
	}
	if n == 0 {
		return -1
	}
	return cands[rng.IntN(n)]
}

// urgent returns the move of the playout policy's first rule (see the
// file's comment) for c after the opponent's move at last, or -1.
func (b *pboard) urgent(c goregion.Color, last int32) int32 {
	if last < 0 {
		return -1
	}
	if l := b.atari(b.head[last]); l >= 0 && b.legal(l, c) {
		return l
	}
	for _, q := range b.g.adj[last] {
		if b.col[q] != c {
			continue
		}
		h := b.head[q]
		l := b.atari(h)
		if l < 0 {
			continue
		}
		for s := h; ; {
			for _, t := range b.g.adj[s] {
				if b.col[t] == c.Opponent() {
					if m := b.atari(b.head[t]); m >= 0 && b.legal(m, c) {
						return m
					}
				}
			}
			s = b.next[s]
			if s == h {
				break
			}
		}
		if b.legal(l, c) && b.libsAfter(l, c) >= 2 {
			return l
		}
	}
	return -1
}

// captureMove returns a move of c that captures an opponent chain in
// atari, chosen at random among the chains (in the order of their
// stones), or -1 when there is none.
func (b *pboard) captureMove(rng *rand.Rand, c goregion.Color) int32 {
	var cands []int32
	for p := range b.col {
		if b.col[p] != c.Opponent() || b.head[p] != int32(p) {
			continue
		}
		if l := b.atari(int32(p)); l >= 0 && b.legal(l, c) {
			cands = append(cands, l)
		}
	}
	if len(cands) == 0 {
		return -1
	}
	return cands[rng.IntN(len(cands))]
}

// choose returns c's playout move after the opponent's move at last (-1:
// a pass), or -1 when c has no move but to fill its own eyes.
func (b *pboard) choose(rng *rand.Rand, c goregion.Color, last int32) int32 {
	if m := b.urgent(c, last); m >= 0 {
		return m
	}
	if last >= 0 && b.pol.nakade {
		if m := b.nakade(c, last); m >= 0 {
			return m
		}
	}
	if last >= 0 && b.pol.patterns {
		if m := b.patternMove(rng, c, last); m >= 0 {
			return m
		}
	}
	if b.pol.captureAny {
		if m := b.captureMove(rng, c); m >= 0 {
			return m
		}
	}
	for k := len(b.empty); k > 0; k-- {
		i := rng.IntN(k)
		p := b.empty[i]
		if !b.ownEye(p, c) && b.legal(p, c) && !b.selfAtari(p, c) {
			return p
		}
		// Move p past the points still to try.
		q := b.empty[k-1]
		b.empty[i], b.empty[k-1] = q, p
		b.eidx[q], b.eidx[p] = int32(i), int32(k-1)
	}
	return -1
}

// run plays the position out with c to move after the opponent's move at
// last (-1: none) and returns the area score, Black minus White.
func (b *pboard) run(rng *rand.Rand, c goregion.Color, last int32, maxMoves int) int {
	passes := 0
	for n := 0; n < maxMoves && passes < 2; n++ {
		p := b.choose(rng, c, last)
		if p < 0 {
			passes++
			b.ko = -1
		} else {
			passes = 0
			b.play(p, c)
		}
		last, c = p, c.Opponent()
	}
	return b.area()
}

// area returns the area score of the board, Black minus White: stones,
// and empty regions that touch stones of one colour only.
func (b *pboard) area() int {
	b.gen++
	v := 0
	var stack []int32
	for p := range b.col {
		switch b.col[p] {
		case goregion.Black:
			v++
			continue
		case goregion.White:
			v--
			continue
		}
		if b.mark[p] == b.gen {
			continue
		}
		b.mark[p] = b.gen
		stack = append(stack[:0], int32(p))
		n, touch := 0, goregion.Empty
		both := false
		for len(stack) > 0 {
			s := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			n++
			for _, q := range b.g.adj[s] {
				switch col := b.col[q]; {
				case col == goregion.Empty:
					if b.mark[q] != b.gen {
						b.mark[q] = b.gen
						stack = append(stack, q)
					}
				case touch == goregion.Empty:
					touch = col
				case touch != col:
					both = true
				}
			}
		}
		switch {
		case both:
		case touch == goregion.Black:
			v += n
		case touch == goregion.White:
			v -= n
		}
	}
	return v
}

// playoutSeed is the second word of the seed of every playout's random
// numbers (the first is the playout's index). A variable only so that
// TestPlayoutMeasure can tell the measure's own noise (-playout-measure-seed);
// nothing else sets it.
var playoutSeed uint64 = 0x7ed0_a12

// playoutScores returns, for each move, the area scores (Black minus
// White) of n playouts after c plays it on the board of colors (ko: the
// point c may not take now, or -1), playout i seeded with i. The moves
// must be legal.
func playoutScores(g *playGeom, colors []goregion.Color, immortal []bool, c goregion.Color, moves []int32, n int) [][]int {
	return playoutScoresWith(defaultPolicy, g, colors, immortal, c, moves, n)
}

// playoutScoresWith is playoutScores with the policy pol; a move -1 is a
// pass.
func playoutScoresWith(pol playoutPolicy, g *playGeom, colors []goregion.Color, immortal []bool, c goregion.Color, moves []int32, n int) [][]int {
	base := newPboard(g, colors, immortal)
	out := make([][]int, len(moves))
	maxMoves := 3 * len(colors)
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	var wg sync.WaitGroup
	for j, m := range moves {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			b := newPboard(g, colors, immortal)
			b.pol = pol
			pcg := rand.NewPCG(0, 0)
			rng := rand.New(pcg)
			out[j] = make([]int, n)
			for i := range n {
				b.copyFrom(base)
				if m >= 0 {
					b.play(m, c)
				}
				pcg.Seed(uint64(i), playoutSeed)
				out[j][i] = b.run(rng, c.Opponent(), m, maxMoves)
			}
		}()
	}
	wg.Wait()
	return out
}

// unsettledStones reports whether an unresolved region of a holds a stone
// that is neither safe (a region's stones are not) nor dead: a group whose
// fate the estimate's static rules guess.
func (a *Analysis) unsettledStones(dead []bool) bool {
	for _, r := range a.Regions {
		if r.Resolved {
			continue
		}
		for _, p := range r.Points {
			if a.colors[p] != goregion.Empty && !dead[p] {
				return true
			}
		}
	}
	return false
}

// checkByPlayouts plays out the candidates of s (see the file's comment)
// and, when one beats s.Move clearly, makes it s's move (first in Moves).
// estimated tells whether a move's region is estimated.
func (a *Analysis) checkByPlayouts(s *Suggestion, opts EstimateOptions, estimated map[int]bool, dead []bool) {
	if !a.unsettledStones(dead) {
		return
	}
	n := opts.Playouts
	if n == 0 {
		n = defaultPlayouts
	}
	k := opts.PlayoutCandidates
	if k <= 0 {
		k = defaultPlayoutCandidates
	}
	if n < 0 || len(s.Moves) < 2 {
		return
	}
	g := newPlayGeom(a.Board)
	b := newPboard(g, a.colors, a.immortal)
	var cands []Move
	have := map[int]bool{}
	add := func(m Move) {
		if len(cands) < k && !have[m.Point] && b.legal(int32(m.Point), a.ToPlay) {
			have[m.Point] = true
			cands = append(cands, m)
		}
	}
	add(s.Moves[0])
	if len(cands) == 0 {
		return
	}
	firstOf := map[string]bool{s.Moves[0].Region: true}
	for _, m := range s.Moves {
		if !firstOf[m.Region] {
			firstOf[m.Region] = true
			add(m)
		}
	}
	for _, m := range s.Moves {
		add(m)
	}
	if len(cands) < 2 {
		return
	}
	pts := make([]int32, len(cands))
	for i, m := range cands {
		pts[i] = int32(m.Point)
	}
	scores := playoutScores(g, a.colors, a.immortal, a.ToPlay, pts, n)
	sign := 1
	if a.ToPlay == goregion.White {
		sign = -1
	}
	check := &PlayoutCheck{Playouts: n}
	best, bestGain := 0, 0
	for j, m := range cands {
		c := PlayoutCandidate{Move: m}
		for i := range n {
			x := sign * scores[j][i]
			d := x - sign*scores[0][i]
			c.Total += x
			c.Gain += d
			c.GainSquares += int64(d) * int64(d)
		}
		check.Candidates = append(check.Candidates, c)
		if j > 0 && c.Gain > bestGain && clearGain(c.Gain, c.GainSquares, n) {
			best, bestGain = j, c.Gain
		}
	}
	s.Playout = check
	if best == 0 {
		return
	}
	check.Overrode = true
	m := cands[best]
	s.Move, s.Estimated = m, estimated[m.Point]
	moves := []Move{m}
	for _, o := range s.Moves {
		if o.Point != m.Point {
			moves = append(moves, o)
		}
	}
	s.Moves = moves
}

// clearGain reports whether paired differences with sum d and sum of
// squares q over n playouts show a clear gain: a mean gain g = d/n of at
// least playoutMargin points and more than z = 5/2 standard errors se of
// the mean, decided in integers, exactly:
//
//  1. g ≥ playoutMargin ⇔ d ≥ playoutMargin·n (both sides times n > 0).
//  2. se² = (q − n·g²) / ((n−1)·n), the sample variance of the d_i over
//     n; so g > z·se ⇔ g > 0 and g² > z²·se².
//  3. Times n²(n−1) > 0: d²(n−1) > z²·(n·q − d²).
//  4. With z = 5/2, times 4: 4·d²(n−1) > 25·(n·q − d²). The
//     terms stay below 2^63: |d| ≤ n·2P and q ≤ n·(2P)² for a board of
//     P points, far below it for n ≤ 2^16 and P ≤ 19².
//
// With one playout there is no standard error: the margin alone decides.
func clearGain(d int, q int64, n int) bool {
	if d < playoutMargin*n || d <= 0 {
		return false
	}
	if n < 2 {
		return true
	}
	d2, nn := int64(d)*int64(d), int64(n)
	return 4*d2*(nn-1) > 25*(nn*q-d2)
}
