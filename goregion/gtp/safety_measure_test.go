package gtp

import (
	"context"
	"flag"
	"fmt"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/goregion"
	"github.com/tedomari/tedomari/goregion/endgame"
)

var (
	safetyMeasure      = flag.Bool("safety-measure", false, "compare the safety judgement of the endgame analysis (endgame.Assess, as reg_genmove runs it) with GNU Go's status of every chain on the judged positions of the records (see TestSafetyMeasure)")
	safetyMeasureSets  = flag.String("safety-measure-sets", "records,holdout", "with -safety-measure: the sets of positions, comma-separated among records, holdout, holdout2 (holdout2 measures only: never tune on it)")
	safetyMeasureCache = flag.String("safety-measure-cache", "", "with -safety-measure: the file keeping GNU Go's answers between runs (lines: key TAB answer; testdata/safety-cache.tsv)")
	safetyMeasureShow  = flag.Int("safety-measure-show", 12, "with -safety-measure: how many of the worst disagreements to log with a diagram")
	safetyMeasureRegs  = flag.Bool("safety-measure-regions", false, "with -safety-measure: say where the chains tedomari leaves undecided that GNU Go calls dead or critical go: the analysis reg_genmove runs (DefaultSuggestMaxNodes positions per region), by the size of their region and whether it was resolved")
	safetyMeasureSoft  = flag.Bool("safety-measure-soft", false, "with -safety-measure: list the soft disagreements too (chains tedomari leaves undecided that GNU Go calls dead), largest first, with diagrams as -safety-measure-show says")
)

// gnugoStatus is GNU Go's word on one chain: "alive", "dead", "seki" or
// "critical".
//
//  1. final_status_list dead and seki (GNU Go level 10) decide dead and
//     seki: GNU Go's end-of-game judgement, the one its final_score
//     counts by (the judge of TestJudgeRecords scores by it);
//  2. every other chain is critical when dragon_status calls its dragon
//     critical (whoever moves first decides it), alive otherwise.
//
// A chain can be critical by dragon_status and yet dead (or seki) by
// final_status_list; step 1 wins, since GNU Go's final_score counts by it.
type gnugoStatus = string

// safetyVerdicts are tedomari's three verdicts, in the table's order.
var safetyVerdicts = []string{"safe", "dead", "neither"}

// gnugoVerdicts are GNU Go's four, in the table's order.
var gnugoVerdicts = []string{"alive", "dead", "seki", "critical"}

// safetyDisagreement is one chain on which the two judgements disagree
// hard: tedomari calls it safe and GNU Go dead or critical (a safe chain
// is immortal in its regions' frames, so a critical one is an error too:
// alive is not immortal), or tedomari dead and GNU Go alive or seki.
type safetyDisagreement struct {
	pos      string // "file move"
	size     int
	chain    string // a stone of the chain
	stones   int
	tedomari string
	gnugo    string
	diagram  string
}

// TestSafetyMeasure measures the safety judgement that decides which
// chains are safe (immortal frame), dead or neither (ordinary stones of
// their regions) before the board is split into regions: for each judged
// position of TestJudgeRecords (16, 8 and 0 moves before the end of each
// record of the chosen sets), it asks endgame.Assess with the options
// reg_genmove uses (UseEndgame's defaults: search depth 12) and GNU Go
// (final_status_list and dragon_status at level 10, see gnugoStatus), and
// logs per board size the stones in each cell of tedomari's verdict ×
// GNU Go's, then the worst hard disagreements (the largest chains called
// safe that GNU Go calls dead, or dead that it calls alive or seki) with
// the board (safe and critical counts too: see safetyDisagreement). GNU Go's answers are kept in -safety-measure-cache, so a
// second run needs no GNU Go:
//
//	go test ./goregion/gtp -run TestSafetyMeasure -safety-measure \
//		-safety-measure-cache testdata/safety-cache.tsv -count=1 -v
//
// The test fails only when the judgement errs (an error from Assess) or a
// GNU Go answer cannot be read: it is a measure, not a floor.
func TestSafetyMeasure(t *testing.T) {
	if !*safetyMeasure {
		t.Skip("needs -safety-measure")
	}
	cache := openJudgeCache(t, *safetyMeasureCache)
	var gnugo string
	gnugoOnce := func() string {
		if gnugo == "" {
			gnugo = gnugoPath(t)
		}
		return gnugo
	}
	var o EndgameOptions
	o.Search.MaxDepth = DefaultSearchDepth // as UseEndgame sets it
	// table[size][tedomari][gnugo] counts stones; chains the same.
	table := map[int]map[string]map[string]int{}
	chains := map[int]map[string]map[string]int{}
	var worst, soft []safetyDisagreement
	// regs[gnugo verdict][size bucket][resolved or estimated]: stones
	// (chains) of the undecided chains, with -safety-measure-regions.
	regs := map[string]map[string]map[string][2]int{}
	for _, set := range strings.Split(*safetyMeasureSets, ",") {
		dir := filepath.Join("../endgame/testdata", set)
		files, err := filepath.Glob(filepath.Join(dir, "*.sgf"))
		if err != nil || len(files) == 0 {
			t.Fatalf("no records in %s: %v", dir, err)
		}
		for _, f := range files {
			rec := readRecord(t, f)
			for _, back := range []int{16, 8, 0} {
				move := len(rec.Moves) - back
				e := newTestEngine(t, "no-suicide", 19)
				ok, col := ask(e, fmt.Sprintf("loadsgf %s %d", f, move))
				if !ok {
					t.Fatalf("loadsgf %s %d: %s", f, move, col)
				}
				c := goregion.Black
				if col == "white" {
					c = goregion.White
				}
				q, err := e.Query(c)
				if err != nil {
					t.Fatal(err)
				}
				pos := q.Game.Position()
				safety, _, err := endgame.Assess(pos, q.Game.Rules(), endgame.Marks{}, false, o.Search)
				if err != nil {
					t.Fatalf("%s %d: %v", f, move, err)
				}
				ted := map[int]string{}
				for _, p := range safety.Safe {
					for _, s := range chainAt(pos, p) {
						ted[s] = "safe"
					}
				}
				for _, p := range safety.Dead {
					for _, s := range chainAt(pos, p) {
						ted[s] = "dead"
					}
				}
				gg := gnugoStatuses(t, cache, gnugoOnce, f, move, pos)
				regionOf := map[int]endgame.RegionAnalysis{}
				if *safetyMeasureRegs {
					a, err := endgame.Analyze(context.Background(), pos, c, endgame.Prisoners{Black: q.Game.Captures(goregion.Black), White: q.Game.Captures(goregion.White)},
						cgt.Dyadic{}, safety, endgame.Options{MaxNodes: DefaultSuggestMaxNodes, Timeout: 10 * time.Second, NoKoAnalysis: true})
					if err != nil {
						t.Fatalf("%s %d: %v", f, move, err)
					}
					for _, r := range a.Regions {
						for _, p := range r.Points {
							regionOf[p] = r
						}
					}
				}
				size := e.Size()
				if table[size] == nil {
					table[size] = map[string]map[string]int{}
					chains[size] = map[string]map[string]int{}
				}
				seen := map[int]bool{}
				for p, pc := range pos.Colors {
					if pc == goregion.Empty || seen[p] {
						continue
					}
					ch := chainAt(pos, p)
					for _, s := range ch {
						seen[s] = true
					}
					tv := ted[p]
					if tv == "" {
						tv = "neither"
					}
					gv := gg[p]
					if table[size][tv] == nil {
						table[size][tv] = map[string]int{}
						chains[size][tv] = map[string]int{}
					}
					table[size][tv][gv] += len(ch)
					chains[size][tv][gv]++
					d := safetyDisagreement{
						pos: fmt.Sprintf("%s %d", filepath.Base(f), move), size: size,
						chain: pos.Board.Name(slices.Min(ch)), stones: len(ch),
						tedomari: tv, gnugo: gv, diagram: pos.String(),
					}
					if r, ok := regionOf[p]; ok && tv == "neither" && (gv == "dead" || gv == "critical") {
						bucket := "≤ 12"
						switch {
						case r.Empty > 60:
							bucket = "> 60"
						case r.Empty > 30:
							bucket = "31-60"
						case r.Empty > 12:
							bucket = "13-30"
						}
						how := "estimated"
						if r.Resolved {
							how = "resolved"
						}
						if regs[gv] == nil {
							regs[gv] = map[string]map[string][2]int{}
						}
						if regs[gv][bucket] == nil {
							regs[gv][bucket] = map[string][2]int{}
						}
						x := regs[gv][bucket][how]
						regs[gv][bucket][how] = [2]int{x[0] + len(ch), x[1] + 1}
					}
					switch {
					case (tv == "safe" && (gv == "dead" || gv == "critical")) || (tv == "dead" && (gv == "alive" || gv == "seki")):
						worst = append(worst, d)
					case tv == "neither" && gv == "dead":
						soft = append(soft, d)
					}
				}
			}
		}
	}
	var sb strings.Builder
	sizes := make([]int, 0, len(table))
	for s := range table {
		sizes = append(sizes, s)
	}
	sort.Ints(sizes)
	for _, s := range sizes {
		fmt.Fprintf(&sb, "\n%d×%d: stones (chains); rows tedomari, columns GNU Go\n| tedomari \\ GNU Go |", s, s)
		for _, g := range gnugoVerdicts {
			fmt.Fprintf(&sb, " %s |", g)
		}
		sb.WriteString("\n|---|---|---|---|---|\n")
		for _, tv := range safetyVerdicts {
			fmt.Fprintf(&sb, "| %s |", tv)
			for _, g := range gnugoVerdicts {
				fmt.Fprintf(&sb, " %d (%d) |", table[s][tv][g], chains[s][tv][g])
			}
			sb.WriteString("\n")
		}
	}
	list := func(title string, ds []safetyDisagreement) {
		sort.SliceStable(ds, func(i, j int) bool { return ds[i].stones > ds[j].stones })
		n := 0
		for _, d := range ds {
			n += d.stones
		}
		fmt.Fprintf(&sb, "\n%s: %d chains, %d stones\n", title, len(ds), n)
		for i, d := range ds {
			fmt.Fprintf(&sb, "%s: chain %s (%d stones): tedomari %s, GNU Go %s\n", d.pos, d.chain, d.stones, d.tedomari, d.gnugo)
			if i < *safetyMeasureShow {
				sb.WriteString(d.diagram)
				sb.WriteString("\n")
			}
		}
	}
	if *safetyMeasureRegs {
		sb.WriteString("\nundecided chains GNU Go calls dead or critical, by the empty points of their region: stones (chains)\n| GNU Go | region | resolved | estimated |\n|---|---|---|---|\n")
		for _, gv := range []string{"dead", "critical"} {
			for _, bucket := range []string{"≤ 12", "13-30", "31-60", "> 60"} {
				r, e := regs[gv][bucket]["resolved"], regs[gv][bucket]["estimated"]
				fmt.Fprintf(&sb, "| %s | %s | %d (%d) | %d (%d) |\n", gv, bucket, r[0], r[1], e[0], e[1])
			}
		}
	}
	list("hard disagreements (safe and dead or critical, or dead and alive or seki)", worst)
	if *safetyMeasureSoft {
		list("soft disagreements (neither and dead)", soft)
	}
	t.Log(sb.String())
}

// gnugoStatuses returns GNU Go's status of every stone of the position
// before move `move` of the record at path (gnugoStatus), from the cache
// when it has the answers: the keys are "safety FILE MOVE final_status_list
// dead|seki" and "safety FILE MOVE dragon_status VERTEX" for one stone of
// each chain (its smallest point).
func gnugoStatuses(t *testing.T, cache *judgeCacheFile, gnugo func() string, path string, move int, pos *goregion.Position) map[int]string {
	t.Helper()
	prefix := fmt.Sprintf("safety %s %d ", filepath.Base(path), move)
	var p *gtpProc
	defer func() {
		if p != nil {
			p.close()
		}
	}()
	askGNU := func(command string) string {
		return cache.get(t, prefix+command, func() (string, error) {
			if p == nil {
				var err error
				p, err = startGTP(gnugo(), "--mode", "gtp", "--level", "10")
				if err != nil {
					return "", err
				}
				if _, err := p.send(fmt.Sprintf("loadsgf %s %d", path, move)); err != nil {
					return "", err
				}
			}
			a, err := p.send(command)
			// The cache keeps one line an answer.
			return strings.Join(strings.Fields(a), " "), err
		})
	}
	st := map[int]string{}
	for _, kind := range []string{"dead", "seki"} {
		for _, v := range strings.Fields(askGNU("final_status_list " + kind)) {
			q, ok := pos.Board.Point(v)
			if !ok || pos.Colors[q] == goregion.Empty {
				t.Fatalf("%s: final_status_list %s names %q, not a stone", prefix, kind, v)
			}
			st[q] = kind
		}
	}
	seen := map[int]bool{}
	for q, c := range pos.Colors {
		if c == goregion.Empty || seen[q] {
			continue
		}
		ch := chainAt(pos, q)
		for _, s := range ch {
			seen[s] = true
		}
		first := slices.Min(ch)
		if st[first] != "" {
			for _, s := range ch {
				if st[s] != st[first] {
					t.Fatalf("%s: final_status_list splits the chain of %s", prefix, pos.Board.Name(first))
				}
			}
			continue
		}
		a := askGNU("dragon_status " + pos.Board.Name(first))
		w, _, _ := strings.Cut(a, " ")
		v := "alive"
		switch w {
		case "critical":
			v = "critical"
		case "alive", "dead", "unknown":
			// final_status_list did not call it dead: alive by step 2.
		default:
			t.Fatalf("%s: dragon_status %s: %q", prefix, pos.Board.Name(first), a)
		}
		for _, s := range ch {
			st[s] = v
		}
	}
	return st
}

// TestSafetyCacheCovers checks, without GNU Go, that testdata/safety-cache.tsv
// answers every GNU Go question TestSafetyMeasure asks on the records and
// the two hold-outs (so the measure reruns without GNU Go: a record added
// or changed fails here until the cache is refreshed with
// -safety-measure), and that the cache reads as GNU Go's verdicts on a
// position checked by hand: before move 44 of hold-out 9×9 seed 106,
// White's nine stones D9-E9-D8-C7-D7-C6-B5-C5-D5 around the closed nine
// points A7-C9, B6 (no outside liberty) are critical by dragon_status
// (B8, the vital point, attacks and defends), and Black's wall A4-E4 is
// alive; tedomari's safety judgement calls the white chain safe by area
// (the measure's only hard disagreement on the first hold-out).
func TestSafetyCacheCovers(t *testing.T) {
	cache := openJudgeCache(t, "testdata/safety-cache.tsv")
	noGNU := func() string {
		t.Fatal("the cache lacks an answer: rerun TestSafetyMeasure with -safety-measure -safety-measure-sets records,holdout,holdout2 -safety-measure-cache testdata/safety-cache.tsv")
		return ""
	}
	cache.path = "" // read only
	for _, set := range []string{"records", "holdout", "holdout2"} {
		files, err := filepath.Glob(filepath.Join("../endgame/testdata", set, "*.sgf"))
		if err != nil || len(files) == 0 {
			t.Fatalf("no records in %s: %v", set, err)
		}
		for _, f := range files {
			rec := readRecord(t, f)
			for _, back := range []int{16, 8, 0} {
				move := len(rec.Moves) - back
				e := newTestEngine(t, "no-suicide", 19)
				if ok, col := ask(e, fmt.Sprintf("loadsgf %s %d", f, move)); !ok {
					t.Fatalf("loadsgf %s %d: %s", f, move, col)
				}
				q, err := e.Query(goregion.Black)
				if err != nil {
					t.Fatal(err)
				}
				pos := q.Game.Position()
				st := gnugoStatuses(t, cache, noGNU, f, move, pos)
				if filepath.Base(f) != "holdout-9_106.sgf" || move != 44 {
					continue
				}
				for _, x := range []struct{ point, want string }{{"D9", "critical"}, {"B5", "critical"}, {"A4", "alive"}} {
					p, _ := pos.Board.Point(x.point)
					if st[p] != x.want {
						t.Errorf("holdout-9_106.sgf 44: GNU Go's status of %s is %q in the cache, want %q", x.point, st[p], x.want)
					}
				}
			}
		}
	}
}
