package gtp

import (
	"flag"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

var regGenmoveRecords = flag.Bool("reg-genmove-records", false, "give tedomari's engine and GNU Go loadsgf FILE N and reg_genmove on the GNU Go self-play records of package endgame, and log the answers")

// TestRegGenmoveRecords (with -reg-genmove-records) gives tedomari's
// engine (UseEndgame with the CLI's defaults: a 10 s timeout per region,
// no node limit but reg_genmove's own) and GNU Go (at its default level)
// the same commands on the positions of package endgame's GNU Go
// self-play records (GNU Go 3.8 at level 1; 16, 8 and 0 moves before the
// end): loadsgf FILE N, then reg_genmove for the player to move, as
// endgame problems are given. It logs per position both answers, the
// record's move, whether tedomari's move is exact (tedomari-suggest) and
// its time, then the counts. Nothing is asserted: the answers are
// estimates where the analysis is unresolved.
func TestRegGenmoveRecords(t *testing.T) {
	if !*regGenmoveRecords {
		t.Skip("needs -reg-genmove-records")
	}
	g := startPeer(t, gnugoPath(t), "--mode", "gtp", "--positional-superko")
	e := newTestEngine(t, "no-suicide", 19)
	e.UseEndgame(EndgameOptions{Timeout: 10 * time.Second})
	files, err := filepath.Glob("../endgame/testdata/records/*.sgf")
	if err != nil || len(files) == 0 {
		t.Fatalf("no records: %v", err)
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "\n| record | move | to play | tedomari | kind | time | record's move | GNU Go |\n|---|---|---|---|---|---|---|---|\n")
	var n, answered, exact, sameGNU, sameRecord, live, liveGNU int
	var worst, total time.Duration
	for _, f := range files {
		rec := readRecord(t, f)
		for _, back := range []int{16, 8, 0} {
			move := len(rec.Moves) - back
			ok, col := ask(e, fmt.Sprintf("loadsgf %s %d", f, move))
			if !ok {
				t.Fatalf("loadsgf %s %d: %s", f, move, col)
			}
			if ok, text := g.send(t, fmt.Sprintf("loadsgf %s %d", f, move)); !ok || text != col {
				t.Fatalf("GNU Go loadsgf %s %d: %v %s, tedomari %s", f, move, ok, text, col)
			}
			t0 := time.Now()
			okT, mv := ask(e, "reg_genmove "+col)
			d := time.Since(t0)
			_, kind := ask(e, "tedomari-suggest "+col)
			kind, _, _ = strings.Cut(kind, "\n")
			_, gm := g.send(t, "reg_genmove "+col)
			next := "-"
			if move-1 < len(rec.Moves) {
				next = strings.ToUpper(rec.Moves[move-1].Vertex)
			}
			n++
			total += d
			worst = max(worst, d)
			if okT {
				answered++
			}
			if strings.HasSuffix(kind, ": exact best move") {
				exact++
			}
			mv, gm = strings.ToUpper(mv), strings.ToUpper(gm)
			if mv == gm {
				sameGNU++
			}
			if mv == next {
				sameRecord++
			}
			if gm != "PASS" {
				live++
				if mv == gm {
					liveGNU++
				}
			}
			fmt.Fprintf(&sb, "| %s | %d | %s | %s | %s | %.2fs | %s | %s |\n", filepath.Base(f), move, col, mv, kind, d.Seconds(), next, gm)
		}
	}
	fmt.Fprintf(&sb, "positions %d: answered %d (exact %d); same as GNU Go %d (%d of the %d where GNU Go does not pass); same as the record %d; reg_genmove %.1fs in all, %.2fs at most\n",
		n, answered, exact, sameGNU, liveGNU, live, sameRecord, total.Seconds(), worst.Seconds())
	t.Log(sb.String())
}
