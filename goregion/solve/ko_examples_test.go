package solve

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/goregion"
)

// TestKoExamples checks the kos of examples/ko/: each file's header gives
// its published (or derived) kind, counts and miai values with their
// source, and its value under the thesis's superko.
func TestKoExamples(t *testing.T) {
	files, err := filepath.Glob("../../examples/ko/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no ko examples: %v", err)
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			head := map[string]string{}
			for _, line := range strings.Split(string(data), "\n") {
				if k, v, ok := strings.Cut(strings.TrimPrefix(line, "; "), ": "); ok && strings.HasPrefix(line, "; ") && !strings.Contains(k, " ") {
					head[k] = v
				}
			}
			pos, err := goregion.ParseDiagram(string(data))
			if err != nil {
				t.Fatal(err)
			}
			a, err := AnalyzeKo(context.Background(), pos, Options{})
			if err != nil {
				t.Fatal(err)
			}
			src := head["source"]
			if src == "" {
				t.Errorf("no source in the header")
			}
			if got := a.Kind.String(); got != head["kind"] {
				t.Errorf("kind = %s, want %s (%s)", got, head["kind"], src)
			}
			for _, c := range []struct {
				field string
				got   string
			}{
				{"count", a.Neutral.Mast.RatString()},
				{"temperature", a.Neutral.Temperature.RatString()},
				{"count_black_komaster", a.Black.Thermograph.Mast.RatString()},
				{"temperature_black_komaster", a.Black.Thermograph.Temperature.RatString()},
				{"count_white_komaster", a.White.Thermograph.Mast.RatString()},
				{"temperature_white_komaster", a.White.Thermograph.Temperature.RatString()},
			} {
				want, ok := head[c.field]
				if !ok {
					t.Errorf("no %s in the header", c.field)
				} else if mustRat(t, want).Cmp(mustRat(t, c.got)) != 0 {
					t.Errorf("%s = %s, want %s (%s)", c.field, c.got, want, src)
				}
			}
			// The values under each komaster (komaster.go's steps 1 to 5).
			for _, c := range []struct {
				field string
				got   cgt.Game
			}{{"value_black_komaster", a.Black.Value}, {"value_white_komaster", a.White.Value}} {
				want, ok := head[c.field]
				if !ok {
					t.Errorf("no %s in the header", c.field)
				} else if g, err := cgt.Parse(want); err != nil {
					t.Errorf("%s: %v", c.field, err)
				} else if g != c.got {
					t.Errorf("%s = %s, want %s (%s)", c.field, c.got, want, src)
				}
			}
			sol, err := Solve(context.Background(), pos, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if want := cgt.MustParse(head["superko"]); sol.Value != want {
				t.Errorf("superko value = %s, want %s", sol.Value, want)
			}
		})
	}
}
