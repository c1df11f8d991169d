package report

import (
	"bytes"
	"context"
	"encoding/json"
	"math/big"
	"net/url"
	"os"
	"strings"
	"testing"
)

// encodingJSON returns v as the web server writes it: encoding/json
// without HTML escapes, the final newline removed.
func encodingJSON(t *testing.T, v any) string {
	t.Helper()
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		t.Fatal(err)
	}
	return strings.TrimSuffix(buf.String(), "\n")
}

// TestAppendJSONCalls checks AppendJSON against encoding/json (the
// reference) on an answer of every call.
func TestAppendJSONCalls(t *testing.T) {
	corridors, err := os.ReadFile("../../../../examples/endgame/9x9-corridors.txt")
	if err != nil {
		t.Fatal(err)
	}
	sgf, err := os.ReadFile("../../testdata/endgame_9x9.sgf")
	if err != nil {
		t.Fatal(err)
	}
	calls := []struct{ name, query, body string }{
		{"value", "expr={3||2*|1*}&expr=^*&expr=-5/8", ""},
		{"value", "expr=*5", ""},
		{"compare", "a=^&b=*", ""},
		{"cool", "by=1&expr={10|{5|0}}", ""},
		{"chill", "expr={5||4|0}", ""},
		{"warm", "expr=2^", ""},
		{"thermograph", "expr={3||2*|1*}&expr=0", ""},
		{"region", "", "XXXX\nX..O\nXXXX\n"},
		{"region", "", "XXXXX\nX.X.O\nXXXXX\n"}, // two parts
		{"play", "moves=W:B2", "#XO#\nX.xO\n#XO#"},
		{"corridor", "length=5&gold=1&board=1", ""},
		{"derivation", "length=6&gold=1", ""},
		{"examples", "", ""},
		{"thesis", "", ""},
		{"game", "size=3&moves=B:A1 W:A2 W:B2 W:C1 B:B1 W:A1", ""},
		{"endgame", "", string(corridors)},
		{"endgame", "to_play=white&komi=6.5", string(sgf)},
		{"position", "move=2", string(sgf)},
	}
	for _, c := range calls {
		q, err := url.ParseQuery(strings.ReplaceAll(c.query, "+", "%2B"))
		if err != nil {
			t.Fatal(err)
		}
		ans, err := Call(context.Background(), c.name, q, c.body, DefaultLimits())
		if err != nil {
			t.Fatalf("%s?%s: %v", c.name, c.query, err)
		}
		got, err := AppendJSON(nil, ans)
		if want := encodingJSON(t, ans); err != nil || string(got) != want {
			t.Errorf("AppendJSON(%s?%s) = %s (%v),\nencoding/json writes %s", c.name, c.query, got, err, want)
		}
	}
}

// TestAppendJSONCases checks the rules of encoding/json that the answers
// may not reach: escapes, omitempty, "-", embedded structs and their
// shadowed fields, nil slices, maps, big integers.
func TestAppendJSONCases(t *testing.T) {
	type inner struct {
		A string `json:"a"`
		B int    `json:"b"`
		C string
	}
	type outer struct {
		*inner
		B       string            `json:"b"` // shadows inner's b
		Skip    int               `json:"-"`
		Empty   string            `json:"empty,omitempty"`
		Nil     []string          `json:"nil"`
		NilOmit []string          `json:"nil_omit,omitempty"`
		Map     map[string]int    `json:"map"`
		Big     *big.Int          `json:"big"`
		Any     any               `json:"any"`
		Arr     [2]string         `json:"arr"`
		Ptr     *string           `json:"ptr"`
		U       uint8             `json:"u"`
		Neg     int64             `json:"neg"`
		hidden  int               // unexported: never written
		Maps    map[string]*inner `json:"maps,omitempty"`
	}
	s := "x"
	huge, _ := new(big.Int).SetString("-123456789012345678901234567890", 10)
	for _, v := range []any{
		nil, true, 42, "plain", "quote \" back \\ nl \n cr \r tab \t bell \x07 del \x7f",
		"line sep \u2028 para \u2029 bad \xff utf8 é ≤ ★", []int{}, []string(nil),
		outer{inner: &inner{A: "a<b>&", B: 1, C: "c"}, B: "outer", Map: map[string]int{"z": 1, "a": 2}, Big: huge, Any: []any{1, "2", nil}, Arr: [2]string{"1", "2"}, Ptr: &s, U: 255, Neg: -7},
		outer{}, // nil embedded pointer: its fields left out
		&outer{Maps: map[string]*inner{"k": nil}},
	} {
		got, err := AppendJSON(nil, v)
		if want := encodingJSON(t, v); err != nil || string(got) != want {
			t.Errorf("AppendJSON(%#v) = %s (%v), encoding/json writes %s", v, got, err, want)
		}
	}
}
