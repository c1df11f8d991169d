package endgame

import (
	"bufio"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/tedomari/tedomari/goregion"
)

var (
	playoutMeasure     = flag.Bool("playout-measure", false, "measure how well the playouts' mean for a move predicts GNU Go's judged score for it (the judge cache of package gtp), per board size (see TestPlayoutMeasure)")
	playoutMeasureN    = flag.Int("playout-measure-n", 256, "with -playout-measure: playouts per move")
	playoutMeasureSets = flag.String("playout-measure-sets", "records,holdout", "with -playout-measure: the sets of positions, comma-separated among records, holdout, holdout2 (holdout2 measures only: never tune on it)")
	playoutMeasurePol  = flag.String("playout-measure-policy", "", "with -playout-measure: the playout policy, a comma-separated list of its switches (see playoutPolicyByName); empty: the default policy")
	playoutMeasureRuns = flag.Int("playout-measure-runs", 1, "with -playout-measure: runs with different seeds (the second word of the playouts' seeds playoutSeed, playoutSeed+1, …), their figures summed (the regrets and the clear preferences' sum divided by the runs): the measure's own noise is large at 256 playouts")
	playoutMeasureLog  = flag.Bool("playout-measure-log", false, "with -playout-measure: log each position's moves, judged and played out")
)

// judgedPosition is a position of the judge cache with the moves GNU Go
// finished the game from: the mean of its three scores per move, from the
// mover's side (Japanese counting).
type judgedPosition struct {
	file  string // base name, e.g. gnugo-9_1.sgf
	dir   string // testdata/records, testdata/holdout or testdata/holdout2
	move  int
	color string // black or white
	moves []string
	judge []float64
}

// readJudgedPositions reads the judge cache of package gtp and returns the
// positions of the given sets with at least two moves, each with the three
// scores of GNU Go level 10 (seeds 1-3).
func readJudgedPositions(t *testing.T, path string, sets []string) []*judgedPosition {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	type key struct {
		file  string
		move  int
		color string
		mv    string
	}
	sums := map[key][]float64{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		k, v, ok := strings.Cut(sc.Text(), "\t")
		w := strings.Fields(k)
		if !ok || len(w) != 9 || w[0] != "playout" || w[5] != "level" || w[6] != "10" {
			continue
		}
		move, err := strconv.Atoi(w[2])
		if err != nil {
			t.Fatalf("judge cache: %q", sc.Text())
		}
		s, err := judgeScore(v)
		if err != nil {
			t.Fatalf("judge cache: %q: %v", sc.Text(), err)
		}
		kk := key{w[1], move, w[3], strings.ToUpper(w[4])}
		sums[kk] = append(sums[kk], s)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	byPos := map[key]*judgedPosition{}
	var out []*judgedPosition
	keys := make([]key, 0, len(sums))
	for k := range sums {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		a, b := keys[i], keys[j]
		if a.file != b.file {
			return a.file < b.file
		}
		if a.move != b.move {
			return a.move < b.move
		}
		if a.color != b.color {
			return a.color < b.color
		}
		return a.mv < b.mv
	})
	for _, k := range keys {
		v := sums[k]
		if len(v) != 3 {
			continue
		}
		set := "records"
		switch {
		case strings.HasPrefix(k.file, "holdout2-"):
			set = "holdout2"
		case strings.HasPrefix(k.file, "holdout-"):
			set = "holdout"
		}
		if !slices.Contains(sets, set) {
			continue
		}
		pk := key{k.file, k.move, k.color, ""}
		jp := byPos[pk]
		if jp == nil {
			jp = &judgedPosition{file: k.file, dir: filepath.Join("testdata", set), move: k.move, color: k.color}
			byPos[pk] = jp
			out = append(out, jp)
		}
		m := (v[0] + v[1] + v[2]) / 3
		if k.color == "white" {
			m = -m
		}
		jp.moves = append(jp.moves, k.mv)
		jp.judge = append(jp.judge, m)
	}
	return slices.DeleteFunc(out, func(jp *judgedPosition) bool { return len(jp.moves) < 2 })
}

// measureKomi is the komi of every record of the judge (KM[6.5]).
const measureKomi = 6.5

// judgeScore reads GNU Go's final_score as Black's lead.
func judgeScore(s string) (float64, error) {
	s = strings.ToUpper(strings.TrimSpace(s))
	switch {
	case s == "0":
		return 0, nil
	case strings.HasPrefix(s, "B+"):
		return strconv.ParseFloat(s[2:], 64)
	case strings.HasPrefix(s, "W+"):
		v, err := strconv.ParseFloat(s[2:], 64)
		return -v, err
	}
	return 0, fmt.Errorf("not a score: %q", s)
}

// measureStats accumulates the agreement of the playouts with the judge.
type measureStats struct {
	positions, pairs, agree, decided int
	sx, sy, sxx, syy, sxy            float64 // over the pairs' differences
	regret, randomRegret             float64 // the judge's best less the playouts' pick; the same for a pick at random
	// clear, clearRight and clearJudge: the ordered pairs (i, j) where the
	// playouts prefer i clearly by the check's rule (clearGain on the
	// paired differences), how many of them the judge puts i ahead by a
	// point or more, and the sum of the judge's differences J_i − J_j: what
	// switching from j to i would gain by the judge's figures.
	clear, clearRight, clearWrong int
	clearJudge                    float64
	runs                          int
	// moves and absErr: the moves and the sum over them of |P − (J ± komi)|,
	// the playouts' mean area score less the judge's Japanese score with
	// komi (6.5 in every record) taken out, both from the mover's side:
	// area and Japanese counting differ by the stones each side placed, at
	// most a point or so, so a large error is a group the playouts kill or
	// save against GNU Go's play.
	moves  int
	absErr float64
}

func (s *measureStats) add(judge, play []float64, scores [][]int, sign int) {
	s.positions++
	for i := range judge {
		s.moves++
		s.absErr += math.Abs(play[i] - (judge[i] + measureKomi*float64(sign)))
	}
	for i := range judge {
		for j := range judge {
			if i == j {
				continue
			}
			d, q := 0, int64(0)
			for k := range scores[i] {
				x := sign * (scores[i][k] - scores[j][k])
				d += x
				q += int64(x) * int64(x)
			}
			if clearGain(d, q, len(scores[i])) {
				s.clear++
				y := judge[i] - judge[j]
				s.clearJudge += y
				if y >= 1 {
					s.clearRight++
				}
				if y <= -1 {
					s.clearWrong++
				}
			}
		}
	}
	for i := range judge {
		for j := i + 1; j < len(judge); j++ {
			x, y := play[i]-play[j], judge[i]-judge[j]
			s.pairs++
			s.sx += x
			s.sy += y
			s.sxx += x * x
			s.syy += y * y
			s.sxy += x * y
			if math.Abs(y) >= 1 {
				s.decided++
				if x*y > 0 {
					s.agree++
				}
			}
		}
	}
	best := slices.Max(judge)
	pick := 0
	for i := range play {
		if play[i] > play[pick] {
			pick = i
		}
	}
	s.regret += best - judge[pick]
	for _, j := range judge {
		s.randomRegret += (best - j) / float64(len(judge))
	}
}

func (s *measureStats) String() string {
	k := float64(max(s.runs, 1))
	// The pairs are taken in both orders (x, y and −x, −y): the means are
	// 0 and the correlation is Σxy / sqrt(Σx² Σy²).
	r := s.sxy / math.Sqrt(s.sxx*s.syy)
	return fmt.Sprintf("positions %d, pairs %d: correlation %.3f; sign agrees on %d of %d pairs the judge tells apart by ≥ 1 point (%.1f %%); regret of the playouts' pick %.2f points (at random %.2f); clear preferences %d: judge agrees %d, disagrees %d, sum %+.2f; mean |error| %.2f over %d moves",
		s.positions, s.pairs, r, s.agree, s.decided, 100*float64(s.agree)/float64(max(s.decided, 1)), s.regret/k, s.randomRegret/k, s.clear, s.clearRight, s.clearWrong, s.clearJudge/k, s.absErr/float64(max(s.moves, 1)), s.moves)
}

// TestPlayoutMeasure (with -playout-measure) measures the playouts as a
// predictor of the judge (TestJudgeRecords of package gtp: GNU Go level 10
// finishes the game from a move, three seeds): for every position of the
// judge cache (../gtp/testdata/judge-cache.tsv) with two moves or more
// judged, every judged move is played out (-playout-measure-n playouts, the
// policy of -playout-measure-policy) from the position of the record, and
// for each pair of moves of a position the playouts' difference of means is
// compared with the judge's difference: their correlation (the pairs in
// both orders, so about 0), the share of pairs the judge tells apart by a
// point or more on which the sign agrees, and the regret of picking the
// move with the best playout mean (the judge's best less the judge's figure
// of the pick, summed), beside the regret of a pick at random. Per board
// size and in all. It costs no GNU Go time; tune on records and holdout
// only.
//
//	go test ./goregion/endgame -run TestPlayoutMeasure -playout-measure -v
func TestPlayoutMeasure(t *testing.T) {
	if !*playoutMeasure {
		t.Skip("needs -playout-measure")
	}
	pol, err := playoutPolicyByName(*playoutMeasurePol)
	if err != nil {
		t.Fatal(err)
	}
	defer func(s uint64) { playoutSeed = s }(playoutSeed)
	seed0 := playoutSeed
	sets := strings.Split(*playoutMeasureSets, ",")
	jps := readJudgedPositions(t, "../gtp/testdata/judge-cache.tsv", sets)
	rules, _ := goregion.RulesByName("no-suicide")
	stats := map[int]*measureStats{}
	all := &measureStats{}
	for run := range *playoutMeasureRuns {
		playoutSeed = seed0 + uint64(run)
		for _, jp := range jps {
			rec := recordOf(t, filepath.Join(jp.dir, jp.file))
			rp, err := PositionFromRecord(rec, nil, rules, jp.move)
			if err != nil {
				t.Fatal(err)
			}
			c := goregion.Black
			if jp.color == "white" {
				c = goregion.White
			}
			if rp.ToPlay != c {
				t.Fatalf("%s %d: %v to play, the cache says %s", jp.file, jp.move, rp.ToPlay, jp.color)
			}
			pos := rp.Position
			g := newPlayGeom(pos.Board)
			b := newPboard(g, pos.Colors, pos.Immortal)
			var pts []int32
			var judge []float64
			var names []string
			for i, mv := range jp.moves {
				p := int32(-1)
				if mv != "PASS" {
					q, ok := pos.Board.Point(mv)
					if !ok {
						t.Fatalf("%s %d: no point %s", jp.file, jp.move, mv)
					}
					p = int32(q)
					if !b.legal(p, c) || slices.Contains(rp.Banned, q) {
						continue
					}
				}
				pts = append(pts, p)
				judge = append(judge, jp.judge[i])
				names = append(names, mv)
			}
			if len(pts) < 2 {
				continue
			}
			scores := playoutScoresWith(pol, g, pos.Colors, pos.Immortal, c, pts, *playoutMeasureN)
			sign := 1
			if c == goregion.White {
				sign = -1
			}
			play := make([]float64, len(pts))
			for j := range pts {
				tot := 0
				for _, s := range scores[j] {
					tot += sign * s
				}
				play[j] = float64(tot) / float64(*playoutMeasureN)
			}
			size := 0
			if col, _, ok := pos.Board.Cell(0); ok {
				_ = col
				size = int(math.Round(math.Sqrt(float64(pos.Board.NumPoints()))))
			}
			if stats[size] == nil {
				stats[size] = &measureStats{}
			}
			stats[size].add(judge, play, scores, sign)
			all.add(judge, play, scores, sign)
			if *playoutMeasureLog {
				var parts []string
				for j := range pts {
					parts = append(parts, fmt.Sprintf("%s judge %+.2f playouts %+.2f", names[j], judge[j], play[j]))
				}
				t.Logf("%s %d %s: %s", jp.file, jp.move, jp.color, strings.Join(parts, "; "))
			}
		}
	}
	all.runs = *playoutMeasureRuns
	for _, size := range []int{9, 13, 19} {
		if s := stats[size]; s != nil {
			s.runs = *playoutMeasureRuns
			t.Logf("%d×%d: %v", size, size, s)
		}
	}
	t.Logf("all: %v", all)
}
