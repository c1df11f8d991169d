package web

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/examples"
)

// server starts the app with lim for one test.
func server(t *testing.T, lim Limits) *httptest.Server {
	t.Helper()
	h, err := Handler(lim, nil)
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(h)
	t.Cleanup(ts.Close)
	return ts
}

// get asks path of ts (a body makes it a POST) and returns the status and
// the decoded JSON answer.
func get(t *testing.T, ts *httptest.Server, path, body string) (int, any) {
	t.Helper()
	var resp *http.Response
	var err error
	if body == "" {
		resp, err = http.Get(ts.URL + path)
	} else {
		resp, err = http.Post(ts.URL+path, "text/plain", strings.NewReader(body))
	}
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	if ct := resp.Header.Get("Content-Type"); strings.HasPrefix(path, "/api/") && !strings.HasPrefix(ct, "application/json") {
		t.Errorf("%s: Content-Type %q, want application/json", path, ct)
	}
	var v any
	if strings.HasPrefix(path, "/api/") {
		if err := json.Unmarshal(data, &v); err != nil {
			t.Fatalf("%s: %v in %q", path, err, data)
		}
	}
	return resp.StatusCode, v
}

// field returns v[key] of a JSON object as a string ("" if absent).
func field(v any, key string) string {
	m, ok := v.(map[string]any)
	if !ok {
		return ""
	}
	switch x := m[key].(type) {
	case string:
		return x
	case nil:
		return ""
	default:
		b, _ := json.Marshal(x)
		return string(b)
	}
}

func q(s string) string { return url.QueryEscape(s) }

// TestAPI checks one answer of every endpoint; each expected value gives
// its source.
func TestAPI(t *testing.T) {
	ts := server(t, DefaultLimits())
	tests := []struct {
		path, body, key, want, reason string
	}{
		{"/api/value?expr=" + q("{2|0}"), "", "mean", "1", "mean of {2|0} is 1 (Lessons in Play)"},
		{"/api/value?expr=" + q("{3||2*|1*}"), "", "temperature", "3/4", "CGSuite: {3||2*|1*}.Temperature = 3/4"},
		{"/api/value?expr=" + q("^"), "", "outcome", "L", "up is positive"},
		{"/api/compare?a=" + q("^") + "&b=" + q("*"), "", "relation", "||", "up is confused with star"},
		{"/api/compare?a=" + q("-1/2") + "&b=v", "", "relation", "<", "-1/2 < down, a negative number is below every infinitesimal"},
		{"/api/cool?by=1&expr=" + q("{2|0}"), "", "canonical", "1*", "{2|0} cooled by 1 is 1* (thesis Definition 5.7)"},
		{"/api/chill?expr=" + q("{2|0}"), "", "canonical", "1*", "Blom eq. 6.1"},
		{"/api/chill?expr=" + q("1/2"), "", "canonical", "0", "f(1/2) = 0 (chill doc)"},
		{"/api/warm?expr=" + q("1/2"), "", "canonical", "{1|*}", "1/2 warms to {1|*} (warm --help)"},
		{"/api/thermograph?expr=" + q("{3||2*|1*}"), "", "mast", "9/4", "freeze of {3||2*|1*} is 9/4* (CGSuite)"},
		{"/api/region", "XXXX\nX..O\nXXXX\n", "canonical", "{1|*}", "Blom §4.1"},
		{"/api/region", "XXXX\nX..O\nXXXX\n", "chilled", "1/2", "Blom eq. 6.2"},
		{"/api/region?diagram=" + "XXXX/X..O/XXXX", "", "canonical", "{1|*}", "FORMATS §7: rows joined by /"},
		{"/api/region", "#XO#\nX.xO\n#XO#\n", "ko_sensitive", "true", "a ko: superko refuses the retake"},
		{"/api/play?moves=" + q("W:B2"), "#XO#\nX.xO\n#XO#\n", "diagram", "#XO\nXo.O\n#XO", "White takes the ko stone (trailing # trimmed, as Position.String writes)"},
		{"/api/play?moves=" + q("W:B2"), "#XO#\nX.xO\n#XO#\n", "prisoners", "-1", "one Black stone taken"},
		{"/api/play?diagram=XXXX/X..O/XXXX&moves=" + q("B:C2"), "", "diagram", "XXXX\nX.xO\nXXXX", "Black plays C2"},
		{"/api/game?size=3&moves=" + q("B:A1 W:A2 W:B2 W:C1 B:B1"), "", "steps", "", ""},
		{"/api/game?size=5&komi=6.5&diagram=" + q("..xo./..xo./..xo./..xo./..xo.") + "&moves=" + q("pass pass"), "", "winner", "white", "15 against 10 + 6.5"},
	}
	for _, tt := range tests {
		status, v := get(t, ts, tt.path, tt.body)
		if status != 200 {
			t.Errorf("%s: status %d (%v), want 200", tt.path, status, v)
			continue
		}
		if tt.want == "" {
			continue
		}
		if got := field(v, tt.key); got != tt.want {
			t.Errorf("%s body %q: %s = %q, want %q (%s)", tt.path, tt.body, tt.key, got, tt.want, tt.reason)
		}
	}
}

// TestAPILists checks the answers that are lists.
func TestAPILists(t *testing.T) {
	ts := server(t, DefaultLimits())
	// Several expr: a list, in order.
	_, v := get(t, ts, "/api/value?expr=0&expr=*&expr="+q("{1|-1}"), "")
	list, ok := v.([]any)
	if !ok || len(list) != 3 || field(list[1], "canonical") != "*" || field(list[2], "canonical") != "+-1" {
		t.Errorf("value with three expr: %v", v)
	}
	// Corridors: Theorem 6.1, f(Corr(d)) = d − 2 + (1/2)^(d−1).
	_, v = get(t, ts, "/api/corridor?length=4", "")
	rows, _ := v.([]any)
	if len(rows) != 5 || field(rows[3], "chilled") != "5/4" || field(rows[4], "agrees") != "true" {
		t.Errorf("corridor length 4: %v", v)
	}
	_, v = get(t, ts, "/api/corridor?length=2&gold=1&board=1", "")
	rows, _ = v.([]any)
	if len(rows) != 3 || field(rows[2], "board_agrees") != "true" {
		t.Errorf("corridor gold 1 with board: %v", v)
	}
	_, v = get(t, ts, "/api/derivation?length=3", "")
	rows, _ = v.([]any)
	if len(rows) != 3 || field(rows[2], "value") != "5/4" || field(rows[2], "rule") != "the simplest number between 1 and 3/2" {
		t.Errorf("derivation length 3: %v", v)
	}
	// The thesis: every example, its value as examples/ gives it.
	exs, err := examples.Load()
	if err != nil {
		t.Fatal(err)
	}
	_, v = get(t, ts, "/api/thesis", "")
	if rows, _ = v.([]any); len(rows) != len(exs) {
		t.Errorf("thesis: %d examples, want %d", len(rows), len(exs))
	}
	_, v = get(t, ts, "/api/examples", "")
	rows, _ = v.([]any)
	for _, r := range rows {
		if field(r, "agrees") != "true" {
			t.Errorf("examples: %v", r)
		}
	}
	// The region answer of the server for each thesis example is the one
	// examples/ publishes.
	for _, e := range exs {
		if e.Slow {
			continue
		}
		_, v := get(t, ts, "/api/region", e.Diagram)
		if got, want := field(v, "canonical"), cgt.MustParse(e.Value).String(); got != want {
			t.Errorf("region %s: %s, want %s (%s)", e.File, got, want, e.File)
		}
	}
}

// TestAPIBadInput checks that bad requests get a 4xx status and a JSON
// error that says what was wrong.
func TestAPIBadInput(t *testing.T) {
	lim := DefaultLimits()
	lim.MaxBody = 1 << 10
	lim.MaxNodes = 1000
	ts := server(t, lim)
	huge := strings.Repeat(strings.Repeat(".", 12)+"\n", 12) // 144 empty points: more than 64
	explodes := "XXXXXXXXX\nX.......O\nX.......O\nXOOOOOOOO\n"
	wholeBoard := "xx.oo\nxx.oo\n"
	tests := []struct {
		path, body string
		status     int
		msg        string
	}{
		{"/api/value", "", 400, `missing parameter "expr"`},
		{"/api/value?expr=" + q("{1|"), "", 400, "expr 1"},
		{"/api/value?expr=0&expr=" + q("{1|*"), "", 400, "expr 2"},
		{"/api/value?expr=1/3", "", 400, "expr 1"},
		{"/api/compare?a=0", "", 400, `missing parameter "b"`},
		{"/api/cool?expr=0", "", 400, `missing parameter "by"`},
		{"/api/cool?expr=0&by=-1", "", 400, "must be ≥ 0"},
		{"/api/cool?expr=0&by=x", "", 400, "dyadic"},
		{"/api/region", "", 400, "no region"},
		{"/api/region", "XXXX\nX.?O\n", 400, "diagram"},
		{"/api/region", huge, 422, "too large"},
		{"/api/region", explodes, 422, "more than 1000 positions"},
		{"/api/region", strings.Repeat("X", 2000), 413, "over 1024 bytes"},
		{"/api/play?moves=" + q("B:Z9"), "XXXX\nX..O\nXXXX\n", 400, "no point"},
		{"/api/play?moves=" + q("C2"), "XXXX\nX..O\nXXXX\n", 400, "B:POINT"},
		{"/api/play?moves=" + q("W:B2 B:C2"), "#XO#\nX.xO\n#XO#\n", 400, "superko"},
		{"/api/corridor", "", 400, `missing parameter "length"`},
		{"/api/corridor?length=-1", "", 400, "length"},
		{"/api/corridor?length=100000", "", 400, "from 0 to 64"},
		{"/api/derivation?length=x", "", 400, "length"},
		{"/api/examples?name=nosuch", "", 400, "no example"},
		{"/api/game?rules=nosuch", "", 400, "rules"},
		{"/api/game?komi=1e9", "", 400, "komi"},
		{"/api/game?size=3&moves=Q16", "", 400, "move 1"},
		{"/api/nosuch", "", 404, "no API call"},
		{"/api/endgame", "", 400, "no position"},
		{"/api/endgame", "(;SZ[9];B[dd]", 400, "the body"},
		{"/api/endgame", "D4 Z99", 400, "the body"},
		{"/api/endgame?komi=x", wholeBoard, 400, "komi"},
		{"/api/endgame?to_play=red", wholeBoard, 400, "to_play"},
		{"/api/endgame?dead=C1", wholeBoard, 400, "dead C1: the point is empty"},
		{"/api/endgame?alive=Z9", wholeBoard, 400, "alive"},
		{"/api/endgame?move=2", wholeBoard, 400, "a diagram, not a game record"},
		{"/api/endgame?move=0", wholeBoard, 400, "move"},
		{"/api/endgame", strings.Repeat("D4 ", 400), 413, "over 1024 bytes"},
	}
	for _, tt := range tests {
		status, v := get(t, ts, tt.path, tt.body)
		if status != tt.status || !strings.Contains(field(v, "error"), tt.msg) || field(v, "status") != jsonInt(tt.status) {
			t.Errorf("%s body %.30q: %d %v, want %d with %q", tt.path, tt.body, status, v, tt.status, tt.msg)
		}
	}
	// A POST body is the diagram whatever its Content-Type (curl -d says
	// application/x-www-form-urlencoded).
	resp0, err := http.Post(ts.URL+"/api/region", "application/x-www-form-urlencoded", strings.NewReader("XXXX\nX..O\nXXXX\n"))
	if err != nil {
		t.Fatal(err)
	}
	var v0 struct{ Canonical string }
	json.NewDecoder(resp0.Body).Decode(&v0)
	resp0.Body.Close()
	if v0.Canonical != "{1|*}" {
		t.Errorf("POST as a form: canonical %q, want {1|*} (Blom §4.1)", v0.Canonical)
	}
	// A method that is neither GET nor POST.
	req, _ := http.NewRequest(http.MethodDelete, ts.URL+"/api/value?expr=0", nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("DELETE: %d, want 405", resp.StatusCode)
	}
}

func jsonInt(n int) string { b, _ := json.Marshal(n); return string(b) }

// TestAPITimeout checks that a computation stops at the time limit.
func TestAPITimeout(t *testing.T) {
	lim := DefaultLimits()
	lim.Timeout = 50 * time.Millisecond
	lim.MaxNodes = 0
	ts := server(t, lim)
	start := time.Now()
	// A sum of many switches of different sizes has about 2^n positions
	// (value --help); ^1000 is fast, this is not.
	var sb strings.Builder
	for i := 1; i <= 40; i++ {
		if i > 1 {
			sb.WriteString("+")
		}
		sb.WriteString("{" + jsonInt(i) + "|-" + jsonInt(i) + "/2}")
	}
	status, v := get(t, ts, "/api/value?expr="+q(sb.String()), "")
	if status != 422 || !strings.Contains(field(v, "error"), "time limit") {
		t.Errorf("a huge sum: %d %v, want 422 and the time limit", status, v)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("the time limit of 50ms stopped the request after %v", d)
	}
}

// TestBusy checks that requests beyond MaxConcurrent wait for a turn
// and get 503 when none comes within the time limit.
func TestBusy(t *testing.T) {
	lim := DefaultLimits()
	lim.MaxConcurrent = 1
	lim.Timeout = 200 * time.Millisecond
	lim.MaxNodes = 0
	ts := server(t, lim)
	var sb strings.Builder
	for i := 1; i <= 40; i++ {
		if i > 1 {
			sb.WriteString("+")
		}
		sb.WriteString("{" + jsonInt(i) + "|-" + jsonInt(i) + "/2}")
	}
	slow := make(chan int)
	go func() {
		resp, err := http.Get(ts.URL + "/api/value?expr=" + q(sb.String()))
		if err != nil {
			slow <- 0
			return
		}
		resp.Body.Close()
		slow <- resp.StatusCode
	}()
	time.Sleep(50 * time.Millisecond) // the slow request holds the one turn
	status, v := get(t, ts, "/api/value?expr=0", "")
	if status != 503 && status != 200 {
		t.Errorf("second request: %d %v, want 503 (busy) or 200 (the turn came in time)", status, v)
	}
	if got := <-slow; got != 422 {
		t.Errorf("slow request: %d, want 422", got)
	}
	// Once the turn is free, requests are answered again.
	if status, v := get(t, ts, "/api/value?expr=0", ""); status != 200 {
		t.Errorf("after the slow request: %d %v", status, v)
	}
}

// TestPages checks that every page is served and names its engine.
func TestPages(t *testing.T) {
	ts := server(t, DefaultLimits())
	for _, p := range Pages {
		for _, path := range []string{p.Path, "/" + p.File} {
			resp, err := http.Get(ts.URL + path)
			if err != nil {
				t.Fatal(err)
			}
			data, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if resp.StatusCode != 200 || !strings.Contains(string(data), `content="server"`) || !strings.Contains(string(data), "<title>"+p.Title) {
				t.Errorf("%s: %d %.200s", path, resp.StatusCode, data)
			}
		}
	}
	for _, path := range []string{"/static/api.js", "/static/draw.js", "/static/region.js", "/static/style.css", "/static/worker.js"} {
		resp, err := http.Get(ts.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != 200 {
			t.Errorf("%s: %d", path, resp.StatusCode)
		}
	}
	if status, _ := get(t, ts, "/nosuch", ""); status != 404 {
		t.Errorf("/nosuch: %d, want 404", status)
	}
}

// TestRecover checks that a panic in a handler is answered with a 500
// and does not stop the server.
func TestRecover(t *testing.T) {
	h := recoverPanics(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { panic("boom") }))
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/api/value", nil))
	if rec.Code != 500 || !strings.Contains(rec.Body.String(), "boom") {
		t.Errorf("panic: %d %s", rec.Code, rec.Body)
	}
}

// FuzzAPI sends arbitrary calls, parameters and bodies: every answer is
// JSON with a status below 500.
func FuzzAPI(f *testing.F) {
	for _, s := range []struct{ name, query, body string }{
		{"value", "expr=%7B2%7C0%7D", ""},
		{"region", "", "XXXX\nX..O\nXXXX\n"},
		{"play", "moves=B:C2", "XXXX\nX..O\nXXXX\n"},
		{"corridor", "length=3&gold=1", ""},
		{"game", "size=3&moves=B2+A1", ""},
		{"cool", "by=1/2&expr=%2B-1", ""},
		{"region", "diagram=%23XO%23/X.xO/%23XO%23", ""},
	} {
		f.Add(s.name, s.query, s.body)
	}
	lim := DefaultLimits()
	lim.MaxNodes = 20000
	lim.Timeout = 2 * time.Second
	h, err := Handler(lim, nil)
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, name, query, body string) {
		target := "/api/" + url.PathEscape(name) + "?" + query
		var req *http.Request
		if body == "" {
			req = httptest.NewRequest("GET", "/", nil)
		} else {
			req = httptest.NewRequest("POST", "/", strings.NewReader(body))
		}
		u, err := url.Parse(target)
		if err != nil {
			return
		}
		req.URL = u
		req.RequestURI = ""
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code >= 500 {
			t.Errorf("%s body %q: %d %s", target, body, rec.Code, rec.Body)
		}
		// Redirects (ServeMux cleaning /api/./x) and the mux's own 404 for
		// paths that name no call are not API answers; every other answer is.
		if rec.Code >= 300 && rec.Code < 400 || rec.Code == 404 && !strings.HasPrefix(rec.Header().Get("Content-Type"), "application/json") {
			return
		}
		var v any
		if json.Unmarshal(rec.Body.Bytes(), &v) != nil {
			t.Errorf("%s: %d, not JSON: %q", target, rec.Code, rec.Body)
		}
	})
}

// TestAPIEndgameBound checks that a region over the node limit leaves the
// analysis unresolved (result null, the region's error said) rather than
// failing the call: FORMATS.md §5, "never as if it were exact".
func TestAPIEndgameBound(t *testing.T) {
	lim := DefaultLimits()
	lim.MaxNodes = 5 // Corr(3) and Corr(2) need more (examples/endgame/9x9-corridors.txt)
	ts := server(t, lim)
	body, err := os.ReadFile("../../../../examples/endgame/9x9-corridors.txt")
	if err != nil {
		t.Fatal(err)
	}
	status, v := get(t, ts, "/api/endgame", string(body))
	if status != 200 {
		t.Fatalf("/api/endgame with 5 nodes: status %d %v, want 200", status, v)
	}
	if got := field(v, "resolved"); got != "false" {
		t.Errorf("/api/endgame with 5 nodes: resolved %s, want false", got)
	}
	if m, _ := v.(map[string]any); m == nil || m["result"] != nil {
		t.Errorf("/api/endgame with 5 nodes: result %v, want null", field(v, "result"))
	}
}

// TestReleasesCaches checks that the server gives back cgt's caches once no
// request is computing (callReleasing): a request fills them (the sum and
// comparisons of a thermograph), and they are empty after its answer.
func TestReleasesCaches(t *testing.T) {
	ts := server(t, DefaultLimits())
	cgt.MustParse("{3||2*|1*}").Add(cgt.MustParse("{2|0}")).Compare(cgt.MustParse("^"))
	if st := cgt.Caches(); st.Sums == 0 && st.Comparisons == 0 {
		t.Fatalf("the caches stay empty after a sum and a comparison (%+v): the test shows nothing", st)
	}
	if status, _ := get(t, ts, "/api/value?expr="+url.QueryEscape("{3||2*|1*}+{2|0}"), ""); status != 200 {
		t.Fatalf("status %d", status)
	}
	if st := cgt.Caches(); st.Sums != 0 || st.Comparisons != 0 || st.Coolings != 0 || st.Printing != 0 {
		t.Errorf("after a request the caches hold %+v, want them empty", st)
	}
}
