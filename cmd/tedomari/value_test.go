package main

// Table-driven checks of value, compare, cool and thermograph against
// published values. They run the command in process with --json and read
// the fields, so a wrong engine fails here even after someone runs
// TestCLI -update. Sources:
//
//   - [Blom] A. Blom, Combinatorial Game Theory: An Introduction Guided by
//     the Game of Go, 2021 (seed 003): Definition 5.1 (stops), Definition
//     5.7 (cooling, temperature, mean), the examples cited per case.
//   - Hand: computed by hand from Definitions 5.1 and 5.7, with the steps
//     written next to the case.

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/tedomari/tedomari/cgt"
)

// runJSON runs tedomari with args (plus --json) and returns its output
// lines decoded as JSON objects; the command must succeed.
func runJSON(t *testing.T, stdin string, args ...string) []map[string]any {
	t.Helper()
	args = append(args, "--json")
	stdout, stderr, code := runCLI(args, stdin)
	if code != 0 {
		t.Fatalf("tedomari %s: exit %d, stderr %q", strings.Join(args, " "), code, stderr)
	}
	var recs []map[string]any
	dec := json.NewDecoder(strings.NewReader(stdout))
	for dec.More() {
		var m map[string]any
		if err := dec.Decode(&m); err != nil {
			t.Fatalf("tedomari %s: bad JSON %q: %v", strings.Join(args, " "), stdout, err)
		}
		recs = append(recs, m)
	}
	if n := strings.Count(stdout, "\n"); n != len(recs) {
		t.Errorf("tedomari %s: %d objects on %d lines, want one per line", strings.Join(args, " "), len(recs), n)
	}
	return recs
}

// valueKeys are the JSON fields of value, cool, chill and warm: those of
// FORMATS.md §4 and the two additions cgsuite_temperature and incentives
// (README, "Additions to FORMATS.md").
var valueKeys = []string{"input", "canonical", "explicit", "outcome", "number",
	"left_stop", "right_stop", "mean", "temperature", "birthday",
	"cgsuite_temperature", "incentives",
	"incentives_error", "atomic_weight", "atomic_weight_error", "rcf", "confusion_interval", "stop_count", "tempered"}

func jsonKeys(m map[string]any) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	slices.Sort(ks)
	return ks
}

// checkFields reports the fields of rec that differ from want; the values in
// want are compared as JSON-printed text ("3/4", "true", "5").
func checkFields(t *testing.T, what string, rec map[string]any, want map[string]string) {
	t.Helper()
	for k, w := range want {
		v, ok := rec[k]
		if !ok {
			t.Errorf("%s: no field %q", what, k)
			continue
		}
		b, _ := json.Marshal(v)
		got := strings.Trim(string(b), `"`)
		if got != w {
			t.Errorf("%s: %s = %s, want %s", what, k, got, w)
		}
	}
}

// sameGame reports whether the canonical form printed by the CLI parses to
// the same value as want.
func sameGame(t *testing.T, what, got, want string) {
	t.Helper()
	g, err := cgt.Parse(got)
	if err != nil {
		t.Errorf("%s: canonical %q does not parse back: %v", what, got, err)
		return
	}
	w, err := cgt.Parse(want)
	if err != nil {
		t.Fatalf("%s: bad expected expression %q: %v", what, want, err)
	}
	if !g.Equal(w) {
		t.Errorf("%s = %s, want %s", what, got, want)
	}
}

func TestValuePublished(t *testing.T) {
	tests := []struct {
		expr   string
		equals string            // an expression of the same value, or ""
		want   map[string]string // JSON fields
		source string
	}{
		{"{2|0}", "", map[string]string{"left_stop": "2", "right_stop": "0", "mean": "1", "temperature": "1",
			"outcome": "N", "number": "false"},
			"Blom (6.1): the hot game {2|0}; Def. 5.1 stops 2, 0; Def. 5.7: G(1) = {1|1}, stops meet at t = 1, mean 1"},
		{"{1|-1}", "+-1", map[string]string{"left_stop": "1", "right_stop": "-1", "mean": "0", "temperature": "1", "outcome": "N"},
			"Blom §5.1: {1|-1} is hot; Def. 5.7: G(1) = {0|0}, temperature 1, mean 0"},
		{"{3||2*|1*}", "{3|{2*|1*}}", map[string]string{"left_stop": "3", "right_stop": "2", "mean": "9/4",
			"temperature": "3/4", "outcome": "L", "number": "false", "birthday": "5"},
			"Hand: H = {2*|1*} has stops 2, 1, mean 3/2, temperature 1/2; G(t) = {3-t | H_t+t} meets at 3-t = 3/2+t, t = 3/4, mean 9/4; RS(G) = LS(H) = 2; birthdays 3 (2*), 4 (H), 5"},
		{"{0, {2|1/2} | 1}", "1/2", map[string]string{"canonical": "1/2", "explicit": "1/2", "left_stop": "1/2",
			"right_stop": "1/2", "mean": "1/2", "temperature": "0", "number": "true", "outcome": "L", "birthday": "2"},
			"Blom §5.1, after Cor. 5.6: G = {0, {2|1/2} | 1} is the number 1/2, LS = RS = 1/2"},
		{"{1, * | *, {2|0}}", "{1|*}", map[string]string{"canonical": "{1|*}", "left_stop": "1", "right_stop": "0"},
			"Blom §4.2: B_b = * is dominated by 1 and W_b = {2|0} reverses through 2, giving {1|*}"},
		{"{0|{0|-2}}", "Tiny(2)", map[string]string{"temperature": "0", "mean": "0", "left_stop": "0", "right_stop": "0", "outcome": "L"},
			"Blom §5.2 after Prop. 5.11: the tepid game {0|{0|-2}} (temperature 0); tiny-2 (Blom §6.2) is positive"},
		{"{0|-2}", "", map[string]string{"temperature": "1", "mean": "-1"},
			"Blom §5.2 after Prop. 5.11: Right's move in {0|{0|-2}} raises the temperature from 0 to 1"},
		{"{2|2*}", "2^", map[string]string{"left_stop": "2", "right_stop": "2", "temperature": "0", "mean": "2"},
			"Blom §6.2, corridor with gold: {2 | 2+*} = 2 + up"},
		{"*", "{0|0}", map[string]string{"outcome": "N", "number": "false", "birthday": "1", "temperature": "0"},
			"Blom §6.2: * = {0|0} is confused with 0"},
		{"^", "{0|*}", map[string]string{"outcome": "L", "birthday": "2", "mean": "0", "temperature": "0"},
			"Blom §6.2: up = {0|*} is a positive infinitesimal"},
		{"-5/8", "", map[string]string{"canonical": "-5/8", "number": "true", "outcome": "R", "mean": "-5/8",
			"temperature": "0", "birthday": "4"},
			"Hand, by Blom §2.1's day-by-day construction: -5/8 = {-3/4|-1/2} is born on day 4 (-1 on day 1, -1/2 on 2, -3/4 on 3); numbers have temperature 0 (Def. 5.7)"},
	}
	for _, tt := range tests {
		recs := runJSON(t, "", "value", tt.expr)
		if len(recs) != 1 {
			t.Fatalf("value %s: %d records, want 1", tt.expr, len(recs))
		}
		rec := recs[0]
		what := "value " + tt.expr + " (" + tt.source + ")"
		if got := jsonKeys(rec); !slices.Equal(got, sortedCopy(valueKeys)) {
			t.Errorf("%s: fields %v, want %v", what, got, valueKeys)
		}
		if got := rec["input"]; got != tt.expr {
			t.Errorf("%s: input = %v, want %q", what, got, tt.expr)
		}
		checkFields(t, what, rec, tt.want)
		if tt.equals != "" {
			sameGame(t, what, rec["canonical"].(string), tt.equals)
			sameGame(t, what+" explicit", rec["explicit"].(string), tt.equals)
		}
	}
}

// The fields of issue 16, against CGSuite's test cases (cgt cites
// them: CanonicalShortGameTestCase.scala and GameTest.scala, as in
// cgt/properties_test.go and cgt/atomic_test.go) and identities.
func TestValueOpsPublished(t *testing.T) {
	tests := []struct {
		expr   string
		want   map[string]string // JSON fields, as JSON-printed text
		source string
	}{
		{"^", map[string]string{"atomic_weight": "1", "atomic_weight_error": "null", "rcf": "0",
			"confusion_interval": `["0","0"]`, "stop_count": "3", "tempered": "neither"},
			"CGSuite: AW(^) = 1, ^.StopCount = 3, ^ is neither even- nor odd-tempered; RCF of an infinitesimal is 0"},
		{"{^^^|vv}", map[string]string{"atomic_weight": "{1|0}"}, "CGSuite: AW({^^^|vv}) = {1|0}"},
		{"{1|^^||^}", map[string]string{"atomic_weight": "2"}, "CGSuite: AW({1|^^||^}) = 2"},
		{"{3||2*|1*}", map[string]string{"atomic_weight": "null", "atomic_weight_error": "not atomic",
			"rcf": "{3||2|1}", "confusion_interval": `["2","3"]`, "stop_count": "5", "tempered": "odd"},
			"CGSuite: {3||2*|1*} is not atomic, its RCF is {3||2|1} and it is odd-tempered; stops 2 and 3 (Blom Def. 5.1); 5 stops: 3, and 2 and 1 twice each through 2* and 1*"},
		{"*8", map[string]string{"stop_count": "4374", "rcf": "0"}, "CGSuite: (*8).StopCount = 4374"},
		{"9/8*", map[string]string{"tempered": "odd", "rcf": "9/8"}, "CGSuite: 9/8* is odd-tempered and reduces to 9/8"},
		{"5", map[string]string{"tempered": "even", "confusion_interval": `["5","5"]`, "atomic_weight_error": "not atomic"},
			"CGSuite: 5 is even-tempered; a number's stops are itself; 5 is not infinitesimal, so not atomic"},
		{"Heat({2|0}, 1)", map[string]string{"canonical": "{3|-1}"}, "Winning Ways ch. 6: heating {2|0} by 1 gives {3|-1}"},
		{"Chill({2|0})", map[string]string{"canonical": "1*"}, "Blom §6.4: {2|0} chills to 1*"},
		{"^<3> + ^[2]", map[string]string{"canonical": "^[3]"}, "Winning Ways: ^[3] = ^ + ^<2> + ^<3>, printed as CGSuite prints a unit sum"},
	}
	for _, tt := range tests {
		recs := runJSON(t, "", "value", tt.expr)
		what := "value " + tt.expr + " (" + tt.source + ")"
		if got := jsonKeys(recs[0]); !slices.Equal(got, sortedCopy(valueKeys)) {
			t.Errorf("%s: fields %v, want %v", what, got, valueKeys)
		}
		for k, w := range tt.want {
			b, _ := json.Marshal(recs[0][k])
			if got := strings.Trim(string(b), `"`); got != strings.Trim(w, `"`) {
				t.Errorf("%s: %s = %s, want %s", what, k, b, w)
			}
		}
	}
}

// S17 of issue 16 (the fourteen games of cgt's BenchmarkBigSum and three
// more hot ones) is answered at once: its conventional text would have
// 59 million characters, so canonical is the shared form, which reads back
// to the sum; its incentives are not computed (1770 positions, more than
// the default 500). Its temperature is that of the fourteen games, 15/4
// (issue 2, CGSuite 1.1): the three new games are cooler (their
// temperatures are at most 3 by hand: {8|{4|0}} freezes at 3, {3||2|0} at
// 1 and {3|{2|{1|*}}} at 1), and the temperature of a sum is at most the
// largest temperature of its parts.
func TestValueS17(t *testing.T) {
	s17 := "{2|0}+{3|1}+{10|{5|0}}+{1|{0|-1}}+{5|-2}+{4|{4|2}}+{2||1|0}+{1/2|-1/2}+{3/4|1/4}+{{2|0}|-1}+{1|*}+{0|{0|-2}}+{7|{3|-3}}+{6||4|2}+{8|{4|0}}+{3||2|0}+{3|{2|{1|*}}}"
	rec := runJSON(t, "", "value", s17)[0]
	canonical := rec["canonical"].(string)
	if !strings.HasPrefix(canonical, "a := ") || len(canonical) > 100_000 {
		t.Errorf("value S17: canonical %.60q… (%d characters), want the shared form", canonical, len(canonical))
	}
	sameGame(t, "value S17", canonical, s17)
	checkFields(t, "value S17", rec, map[string]string{"explicit": "", "temperature": "15/4", "incentives": "null"})
	if rec["incentives_error"] == nil {
		t.Error("value S17: incentives_error is null, want the reason incentives were not computed")
	}
}

func sortedCopy(s []string) []string {
	s = slices.Clone(s)
	slices.Sort(s)
	return s
}

func TestValueSeveralAndStdin(t *testing.T) {
	recs := runJSON(t, "{2|0}\n\n  ^  \n", "value", "*", "-", "0")
	var inputs []string
	for _, r := range recs {
		inputs = append(inputs, r["input"].(string))
	}
	if want := []string{"*", "{2|0}", "^", "0"}; !slices.Equal(inputs, want) {
		t.Errorf("value * - 0 with stdin: inputs %q, want %q", inputs, want)
	}
}

func TestComparePublished(t *testing.T) {
	tests := []struct {
		a, b, want, source string
	}{
		{"^", "0", ">", "Blom §6.2: up is a positive game"},
		{"*", "0", "||", "Blom §6.2: * is confused with 0"},
		{"v", "0", "<", "Blom §6.2: down is the negative of up"},
		{"0", "^", "<", "Blom §6.2: up is positive, read the other way"},
		{"{0|1}", "1/2", "=", "Blom §6.1, (6.2): {0|1} = 1/2"},
		{"Tiny(1)", "^", "<", "Blom §6.2 citing Berlekamp-Wolfe p. 22: tiny-x is less than up"},
		{"Tiny(1)", "0", ">", "Blom §6.2: tinies are positive infinitesimals"},
		{"{2|0}", "1", "||", "Hand: {2|0} - 1 = {1|-1}, the first player wins"},
	}
	for _, tt := range tests {
		recs := runJSON(t, "", "compare", tt.a, tt.b)
		if len(recs) != 1 {
			t.Fatalf("compare %s %s: %d records, want 1", tt.a, tt.b, len(recs))
		}
		if got := recs[0]["relation"]; got != tt.want {
			t.Errorf("compare %s %s = %v, want %s (%s)", tt.a, tt.b, got, tt.want, tt.source)
		}
		if recs[0]["a"] != tt.a || recs[0]["b"] != tt.b {
			t.Errorf("compare %s %s: echoed a, b = %v, %v", tt.a, tt.b, recs[0]["a"], recs[0]["b"])
		}
	}
}

func TestCoolPublished(t *testing.T) {
	tests := []struct {
		by, expr, equals string
		want             map[string]string
		source           string
	}{
		{"1", "{2|0}", "1*", map[string]string{"mean": "1", "temperature": "0"},
			"Blom §6.1, (6.1): {2|0} cooled by its temperature 1 is {1|1} = 1*"},
		{"1", "{10|{5|0}}", "{9||5|2}", map[string]string{"left_stop": "9", "right_stop": "5", "mean": "25/4", "temperature": "11/4"},
			"Hand: {5|0} (temperature 5/2) cooled by 1 is {4|1}, so G(1) = {10-1 | {4|1}+1} = {9||5|2}; cooling keeps the mean 25/4 and lowers the temperature 15/4 by 1 (Blom Thm. 5.12)"},
		{"3/4", "{3||2*|1*}", "9/4*", map[string]string{"mean": "9/4", "temperature": "0", "number": "false"},
			"Hand: t(G) = 3/4 (see TestValuePublished); G(3/4) = {9/4 | 3/2+3/4} = 9/4*, H = {2*|1*} having frozen to 3/2 at 1/2"},
		{"0", "{2|0}", "{2|0}", nil, "Def. 5.7: cooling by 0 changes nothing"},
		{"5", "{2|0}", "1", map[string]string{"number": "true"}, "Def. 5.7: above its temperature a game freezes to its mean"},
		{"0.5", "{1|-1}", "{1/2|-1/2}", map[string]string{"temperature": "1/2"}, "Hand: G(1/2) = {1-1/2 | -1+1/2}"},
	}
	for _, tt := range tests {
		recs := runJSON(t, "", "cool", "--by", tt.by, tt.expr)
		if len(recs) != 1 {
			t.Fatalf("cool --by %s %s: %d records, want 1", tt.by, tt.expr, len(recs))
		}
		what := "cool --by " + tt.by + " " + tt.expr + " (" + tt.source + ")"
		if got := jsonKeys(recs[0]); !slices.Equal(got, sortedCopy(valueKeys)) {
			t.Errorf("%s: fields %v, want %v", what, got, valueKeys)
		}
		if got := recs[0]["input"]; got != tt.expr {
			t.Errorf("%s: input = %v, want %q", what, got, tt.expr)
		}
		checkFields(t, what, recs[0], tt.want)
		sameGame(t, what, recs[0]["canonical"].(string), tt.equals)
	}
}

func TestThermographPublished(t *testing.T) {
	tests := []struct {
		expr              string
		left, right       string // the walls' vertices as JSON
		mast, temperature string
		source            string
	}{
		{"{3||2*|1*}", `[["0","3"],["3/4","9/4"]]`, `[["0","2"],["1/2","2"],["3/4","9/4"]]`, "9/4", "3/4",
			"Hand: left wall 3-t; right wall LS(H_t)+t = 2 up to t = 1/2, then 3/2+t; they meet at (3/4, 9/4)"},
		{"{10|{5|0}}", `[["0","10"],["15/4","25/4"]]`, `[["0","5"],["5/2","5"],["15/4","25/4"]]`, "25/4", "15/4",
			"Hand: left wall 10-t; right wall 5 up to t = 5/2 (where {5|0} freezes to 5/2), then 5/2+t; they meet at (15/4, 25/4)"},
		{"{2|0}", `[["0","2"],["1","1"]]`, `[["0","0"],["1","1"]]`, "1", "1", "Blom (6.1) and Def. 5.7: walls 2-t and t meet at (1, 1)"},
		{"3/4", `[["0","3/4"]]`, `[["0","3/4"]]`, "3/4", "0", "Def. 5.7: a number is its own mast, temperature 0"},
	}
	for _, tt := range tests {
		recs := runJSON(t, "", "thermograph", tt.expr)
		if len(recs) != 1 {
			t.Fatalf("thermograph %s: %d records, want 1", tt.expr, len(recs))
		}
		rec := recs[0]
		what := "thermograph " + tt.expr + " (" + tt.source + ")"
		for _, k := range []string{"left_wall", "right_wall", "mast", "temperature"} {
			if _, ok := rec[k]; !ok {
				t.Errorf("%s: no field %q", what, k)
			}
		}
		left, _ := json.Marshal(rec["left_wall"])
		right, _ := json.Marshal(rec["right_wall"])
		if string(left) != tt.left {
			t.Errorf("%s: left_wall = %s, want %s", what, left, tt.left)
		}
		if string(right) != tt.right {
			t.Errorf("%s: right_wall = %s, want %s", what, right, tt.right)
		}
		checkFields(t, what, rec, map[string]string{"mast": tt.mast, "temperature": tt.temperature})
	}
}

func TestCLIErrors(t *testing.T) {
	tests := []struct {
		args   []string
		stderr []string // substrings the error must contain
	}{
		{[]string{"value", "{1|*"}, []string{"{1|*", "column 5"}},
		{[]string{"compare", "^", "{1|"}, []string{"{1|"}},
		{[]string{"compare", "^"}, []string{"accepts 2 arg(s)"}},
		{[]string{"cool", "--by", "-1", "{2|0}"}, []string{"--by", "≥ 0"}},
		{[]string{"cool", "--by", "1/3", "{2|0}"}, []string{"--by", "1/3", "dyadic"}},
		{[]string{"cool", "--by", "x", "{2|0}"}, []string{"--by", "dyadic"}},
		{[]string{"cool", "{2|0}"}, []string{`"--by" not set`}},
		{[]string{"value", "--nope", "0"}, []string{"unknown flag: --nope"}},
		{[]string{"cool", "--by", "1", "{1|*"}, []string{"{1|*", "column 5"}},
		{[]string{"thermograph", "{2|0}", "--plot", "t.pdf"}, []string{"t.pdf", ".svg or .png"}},
		{[]string{"thermograph", "{1|*"}, []string{"{1|*", "column 5"}},
		{[]string{"value"}, []string{"requires at least 1 arg"}},
		{[]string{"value", "-"}, []string{"no expressions"}},
	}
	for _, tt := range tests {
		stdout, stderr, code := runCLI(tt.args, "")
		cmdline := "tedomari " + strings.Join(tt.args, " ")
		if code == 0 {
			t.Errorf("%s: exit 0, want an error", cmdline)
		}
		if stdout != "" {
			t.Errorf("%s: wrote %q to stdout, want nothing", cmdline, stdout)
		}
		for _, s := range tt.stderr {
			if !strings.Contains(stderr, s) {
				t.Errorf("%s: stderr %q does not contain %q", cmdline, stderr, s)
			}
		}
	}
}

func TestThermographPlot(t *testing.T) {
	dir := t.TempDir()
	for _, tt := range []struct {
		expr, file string
		magic      []byte
	}{
		{"{3||2*|1*}", "a.svg", []byte("<?xml")},
		{"{10|{5|0}}", "b.png", []byte("\x89PNG")},
		{"3/4", "c.PNG", []byte("\x89PNG")},
		{"{0|{0|-2}}", "d.svg", []byte("<?xml")},
	} {
		file := filepath.Join(dir, tt.file)
		if _, stderr, code := runCLI([]string{"thermograph", tt.expr, "--plot", file}, ""); code != 0 {
			t.Errorf("thermograph %s --plot %s: exit %d: %s", tt.expr, tt.file, code, stderr)
			continue
		}
		data, err := os.ReadFile(file)
		if err != nil {
			t.Errorf("thermograph %s --plot %s: %v", tt.expr, tt.file, err)
			continue
		}
		if !bytes.HasPrefix(data, tt.magic) {
			t.Errorf("thermograph %s --plot %s: file starts %q, want %q", tt.expr, tt.file, data[:min(len(data), 8)], tt.magic)
		}
	}
	// An unknown format writes nothing.
	file := filepath.Join(dir, "x.pdf")
	runCLI([]string{"thermograph", "{2|0}", "--plot", file}, "")
	if _, err := os.Stat(file); err == nil {
		t.Errorf("thermograph --plot x.pdf wrote a file")
	}
}

// Item 7 of issue 11: "-" reads standard input for every command, and a
// bad expression among several is reported on standard error with its
// argument or line number while every good one is answered (in order), the
// exit status being 1. The expected relations and values are those of
// value_test.go's published cases ({2|0}: mean 1; ^ > 0; {1|-1} || 0).
func TestEachExpressionAnswered(t *testing.T) {
	tests := []struct {
		args   []string
		stdin  string
		inputs []string // the "input" (or "a") of each JSON line, in order
		stderr []string // substrings of standard error; empty: none, exit 0
	}{
		{[]string{"value", "{2|0}", "{1|*", "^"}, "", []string{"{2|0}", "^"},
			[]string{`argument 2: cgt: parse "{1|*": column 5: missing '}'`, "1 of 3 expressions failed"}},
		{[]string{"value", "-"}, "{2|0}\n\n{1|\n*\n", []string{"{2|0}", "*"},
			[]string{`standard input line 3: cgt: parse "{1|"`, "1 of 3 expressions failed"}},
		{[]string{"cool", "--by", "1", "%", "{2|0}", "1/3"}, "", []string{"{2|0}"},
			[]string{"argument 1: ", "unexpected '%'", "argument 3: ", "1/3 is not a dyadic", "2 of 3 expressions failed"}},
		{[]string{"chill", "{2|0}", "{"}, "", []string{"{2|0}"}, []string{"argument 2: ", "1 of 2"}},
		{[]string{"warm", "-", "1/2"}, "}\n", []string{"1/2"}, []string{"standard input line 1: ", "1 of 2"}},
		{[]string{"thermograph", "-"}, "{2|0}\n^\n", []string{"{2|0}", "^"}, nil},
		{[]string{"thermograph", "-", "{2|0}"}, "{1|\n", []string{"{2|0}"}, []string{"standard input line 1: ", "1 of 2"}},
		{[]string{"compare", "-", "0"}, "{1|-1}\n", []string{"{1|-1}"}, nil},
		{[]string{"compare", "-", "-"}, "^\n\n0\n", []string{"^"}, nil},
		{[]string{"compare", "-", "-"}, "^\n", nil, []string{"argument 2", "no more expressions"}},
		{[]string{"compare", "{1|", "}"}, "", nil, []string{"argument 1: ", "argument 2: ", "2 of 2 expressions failed"}},
	}
	for _, tt := range tests {
		args := append(slices.Clone(tt.args), "--json")
		cmdline := "tedomari " + strings.Join(args, " ")
		stdout, stderr, code := runCLI(args, tt.stdin)
		if want := min(len(tt.stderr), 1); code != want {
			t.Errorf("%s: exit %d, want %d; stderr %q", cmdline, code, want, stderr)
		}
		var got []string
		dec := json.NewDecoder(strings.NewReader(stdout))
		for dec.More() {
			var m map[string]any
			if err := dec.Decode(&m); err != nil {
				t.Fatalf("%s: bad JSON %q: %v", cmdline, stdout, err)
			}
			in, ok := m["input"].(string)
			if !ok {
				in, _ = m["a"].(string)
			}
			got = append(got, in)
		}
		if !slices.Equal(got, tt.inputs) {
			t.Errorf("%s: answered %q, want %q", cmdline, got, tt.inputs)
		}
		for _, s := range tt.stderr {
			if !strings.Contains(stderr, s) {
				t.Errorf("%s: stderr %q does not contain %q", cmdline, stderr, s)
			}
		}
		if len(tt.stderr) == 0 && stderr != "" {
			t.Errorf("%s: stderr %q, want nothing", cmdline, stderr)
		}
	}
}

// An error quotes at most a short excerpt of a huge input: an expression
// of 100000 characters with an error at its end gives a message of a few
// lines, not the whole input.
func TestHugeInputExcerpt(t *testing.T) {
	huge := strings.Repeat("1+", 50000) + "%"
	for _, args := range [][]string{{"value", huge}, {"value", "0", huge}, {"thermograph", huge}, {"compare", huge, "0"}} {
		_, stderr, code := runCLI(args, "")
		if code != 1 || !strings.Contains(stderr, "unexpected '%'") || !strings.Contains(stderr, "…") || len(stderr) > 400 {
			t.Errorf("tedomari %s %.10s…: exit %d, stderr (%d bytes) %.400q", args[0], args[1], code, len(stderr), stderr)
		}
	}
}

// Item 13 of issue 11: the plot's ticks are at the stops, the mean and the
// temperatures, labelled exactly. {3||2*|1*}: stops 3 and 2, mean 9/4,
// temperature 3/4 (TestValuePublished); 3/4: CGSuite temperature -1/4,
// drawn below t = 0. No label is a decimal.
func TestPlotTicks(t *testing.T) {
	dir := t.TempDir()
	label := regexp.MustCompile(`>([^<]*)</text>`)
	for _, tt := range []struct {
		expr string
		want []string
	}{
		{"{3||2*|1*}", []string{"3", "2", "9/4", "0", "3/4"}},
		{"3/4", []string{"3/4", "0", "-1/4"}},
		{"{2|0}", []string{"2", "0", "1"}},
	} {
		file := filepath.Join(dir, "p.svg")
		if _, stderr, code := runCLI([]string{"thermograph", tt.expr, "--plot", file}, ""); code != 0 {
			t.Fatalf("thermograph %s: %s", tt.expr, stderr)
		}
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		var labels []string
		for _, m := range label.FindAllStringSubmatch(string(data), -1) {
			labels = append(labels, m[1])
		}
		for _, w := range tt.want {
			if !slices.Contains(labels, w) {
				t.Errorf("thermograph %s --plot: no tick labelled %q among %q", tt.expr, w, labels)
			}
		}
		for _, l := range labels {
			if regexp.MustCompile(`^-?\d*\.\d+$`).MatchString(l) {
				t.Errorf("thermograph %s --plot: decimal tick label %q", tt.expr, l)
			}
		}
	}
}
