package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tedomari/tedomari/chill"
	"github.com/tedomari/tedomari/cmd/tedomari/internal/report"
)

func runRegionArgs(t *testing.T, args ...string) (string, error) {
	t.Helper()
	root := newRootCmd("test")
	var out, errOut bytes.Buffer
	root.SetOut(&out)
	root.SetErr(&errOut)
	root.SetArgs(append([]string{"region"}, args...))
	err := root.Execute()
	return out.String(), err
}

func TestRegionJSON(t *testing.T) {
	tests := []struct {
		file, canonical, chilled, parity string
		parts                            int
		reason                           string
	}{
		{"testdata/region_section41.txt", "{1|*}", "1/2", "even", 0, "Blom §4.1 and (6.2)"},
		{"testdata/region_parts.txt", "{2|1*}", "3/2", "odd", 2, "1 + {1|*}"},
		{"testdata/region_graph.txt", "*", "0", "odd", 0, "Blom §6.1: a dame"},
	}
	for _, tt := range tests {
		out, err := runRegionArgs(t, "--json", tt.file)
		if err != nil {
			t.Fatalf("region --json %s: %v", tt.file, err)
		}
		var rec report.Region
		if err := json.Unmarshal([]byte(out), &rec); err != nil {
			t.Fatalf("region --json %s: %v in %q", tt.file, err, out)
		}
		if rec.Canonical != tt.canonical || rec.Chilled != tt.chilled || rec.Parity != tt.parity || len(rec.Parts) != tt.parts {
			t.Errorf("region %s = %s chilled %s %s, %d parts; want %s %s %s, %d parts (%s)", tt.file,
				rec.Canonical, rec.Chilled, rec.Parity, len(rec.Parts), tt.canonical, tt.chilled, tt.parity, tt.parts, tt.reason)
		}
	}
}

func TestRegionSection41Moves(t *testing.T) {
	out, err := runRegionArgs(t, "--json", "testdata/region_section41.txt")
	if err != nil {
		t.Fatal(err)
	}
	var rec report.Region
	if err := json.Unmarshal([]byte(out), &rec); err != nil {
		t.Fatal(err)
	}
	for _, m := range rec.RightMoves {
		if m.Point == "B2" && (m.Value != "{2|0}" || !m.Reversible || m.Through != "2") {
			t.Errorf("W at b: %+v, want {2|0} reversible through 2 (Blom §4.1)", m)
		}
	}
	for _, m := range rec.LeftMoves {
		if m.Point == "B2" && (m.Value != "*" || !m.Dominated) {
			t.Errorf("B at b: %+v, want * dominated (Blom §4.1)", m)
		}
	}
	table, err := runRegionArgs(t, "testdata/region_section41.txt")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(table, "reversible through 2") || !strings.Contains(table, "XXXX\nX..O\nXXXX") {
		t.Errorf("region table:\n%s\nwant the diagram and \"reversible through 2\"", table)
	}
}

func TestRegionErrors(t *testing.T) {
	if _, err := runRegionArgs(t, "--max-nodes", "5", "testdata/region_parts.txt"); err == nil || !strings.Contains(err.Error(), "--max-nodes") {
		t.Errorf("region --max-nodes 5: %v, want the node-limit error", err)
	}
	if _, err := runRegionArgs(t, "testdata/no-such-file.txt"); err == nil {
		t.Errorf("region of a missing file: no error")
	}
}

// TestRegionWholeLineAcrossParts checks the two readings of superko on a
// graph whose two parts, separated by immortal stones, make a ko together
// (issue 11, item 11; FORMATS.md §3): by default the sum of the parts, each
// with its own superko, is * (checked against the brute force of each part
// in goregion/solve); with --whole-line a move in one part lifts a ban in
// the other, and the value is {*, {1|*} | *, {*|-1}} (the value, and
// the brute force over the whole region's boards).
func TestRegionWholeLineAcrossParts(t *testing.T) {
	tests := []struct {
		args      []string
		canonical string
		parts     int
	}{
		{[]string{"--json", "testdata/region_ko_parts.txt"}, "*", 2},
		{[]string{"--json", "--whole-line", "testdata/region_ko_parts.txt"}, "{*,{1|*}|*,{*|-1}}", 0},
	}
	for _, tt := range tests {
		out, err := runRegionArgs(t, tt.args...)
		if err != nil {
			t.Fatalf("region %v: %v", tt.args, err)
		}
		var rec report.Region
		if err := json.Unmarshal([]byte(out), &rec); err != nil {
			t.Fatalf("region %v: %v in %q", tt.args, err, out)
		}
		if rec.Canonical != tt.canonical || len(rec.Parts) != tt.parts {
			t.Errorf("region %v = %s with %d parts, want %s with %d", tt.args, rec.Canonical, len(rec.Parts), tt.canonical, tt.parts)
		}
	}
}

func TestParseByteSize(t *testing.T) {
	tests := []struct {
		in   string
		want int64
		ok   bool
	}{
		{"0", 0, true},
		{"123", 123, true},
		{"2GB", 2_000_000_000, true},
		{"2gb", 2_000_000_000, true},
		{"512MiB", 512 << 20, true},
		{"1 GiB", 1 << 30, true},
		{"500 MB", 500_000_000, true},
		{"7KB", 7000, true},
		{"1TiB", 1 << 40, true},
		{"", 0, false},
		{"GB", 0, false},
		{"-1GB", 0, false},
		{"2XB", 0, false},
		{"1.5GB", 0, false},
		{"99999999999TB", 0, false},
	}
	for _, tt := range tests {
		got, err := parseByteSize(tt.in)
		if (err == nil) != tt.ok || got != tt.want {
			t.Errorf("parseByteSize(%q) = %d, %v; want %d, ok %v", tt.in, got, err, tt.want, tt.ok)
		}
	}
}

func TestRegionMaxMemory(t *testing.T) {
	if _, err := runRegionArgs(t, "--max-memory", "2XB", "testdata/region_parts.txt"); err == nil || !strings.Contains(err.Error(), `invalid argument "2XB" for "--max-memory" flag`) {
		t.Errorf("region --max-memory 2XB: %v, want the flag error", err)
	}
	// Corr(12) explores more than the 4096 positions between two checks.
	file := filepath.Join(t.TempDir(), "corridor12.txt")
	if err := os.WriteFile(file, []byte(chill.CorridorDiagram(12)), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := runRegionArgs(t, "--max-memory", "1B", file); err == nil || !strings.Contains(err.Error(), "memory limit exceeded") || !strings.Contains(err.Error(), "raise --max-memory") {
		t.Errorf("region --max-memory 1B: %v, want the memory-limit error", err)
	}
	if out, err := runRegionArgs(t, "--max-memory", "4GB", "testdata/region_section41.txt"); err != nil || !strings.Contains(out, "{1|*}") {
		t.Errorf("region --max-memory 4GB: %v, %q; want the value {1|*} (Blom §4.1)", err, out)
	}
}
