package main

// Checks of chill and warm against the thesis's values (A. Blom, seed 003,
// §6.1–6.4), run in process with --json.

import (
	"slices"
	"testing"

	"github.com/tedomari/tedomari/cgt"
)

func TestChillCommand(t *testing.T) {
	tests := []struct{ in, want, source string }{
		{"*", "0", "§6.1: the dame chills to 0"},
		{"{2|0}", "1*", "§6.1 eq. 6.1"},
		{"{1|*}", "1/2", "§6.1 eq. 6.2"},
		{"{3||2|0}", "2^", "§6.3: the gold corridor chills to {2|2*} = 2 + ^"},
		{"{5||4|0}", "{4|{4|2}}", "§6.3: the corner with gold two deep"},
		{"{5||4|0}", "4+Tiny(2)", "§6.3"},
		{"1/2", "0", "§6.4 definition of f: {0-1 | 1+1} = 0 (not cooling)"},
	}
	var args []string
	for _, tt := range tests {
		args = append(args, tt.in)
	}
	recs := runJSON(t, "", append([]string{"chill"}, args...)...)
	if len(recs) != len(tests) {
		t.Fatalf("chill: %d records, want %d", len(recs), len(tests))
	}
	for i, tt := range tests {
		if keys := jsonKeys(recs[i]); !slices.Equal(keys, sortedCopy(valueKeys)) {
			t.Errorf("chill %s: keys %v, want %v", tt.in, keys, valueKeys)
		}
		got := cgt.MustParse(recs[i]["canonical"].(string))
		if want := cgt.MustParse(tt.want); got != want {
			t.Errorf("chill %s = %v, want %v (%s)", tt.in, got, want, tt.source)
		}
		if recs[i]["input"] != tt.in {
			t.Errorf("chill %s: input %v", tt.in, recs[i]["input"])
		}
	}
}

func TestWarmCommand(t *testing.T) {
	tests := []struct{ in, want, source string }{
		{"1/2", "{1|*}", "Def. 6.7; the corridor of length 2 of eq. 6.2"},
		{"2^", "{3||2|0}", "Def. 6.7; Theorem 6.12 on the even gold corridor of §6.3"},
		{"1*", "{2|0}+*", "Theorem 6.12 on the odd {2|0} of eq. 6.1"},
		{"3", "3*", "Def. 6.7: odd integers gain a star"},
	}
	for _, tt := range tests {
		recs := runJSON(t, "", "warm", tt.in)
		got := cgt.MustParse(recs[0]["canonical"].(string))
		if want := cgt.MustParse(tt.want); got != want {
			t.Errorf("warm %s = %v, want %v (%s)", tt.in, got, want, tt.source)
		}
	}
}
