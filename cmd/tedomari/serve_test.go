package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tedomari/tedomari/cmd/tedomari/internal/web"
)

// TestServe starts the server on a free port, asks it one question and
// stops it.
func TestServe(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	addrc := make(chan string, 1)
	opts := &serveOptions{Addr: "127.0.0.1:0", Limits: web.DefaultLimits(), Quiet: true, ctx: ctx,
		ready: func(addr string) { addrc <- addr }}
	var out bytes.Buffer
	errc := make(chan error, 1)
	go func() { errc <- runServe(opts, &out, io.Discard) }()
	var addr string
	select {
	case addr = <-addrc:
	case err := <-errc:
		t.Fatalf("serve: %v", err)
	}
	resp, err := http.Get("http://" + addr + "/api/value?expr=%7B2%7C0%7D")
	if err != nil {
		t.Fatal(err)
	}
	var v struct{ Mean string }
	err = json.NewDecoder(resp.Body).Decode(&v)
	resp.Body.Close()
	if err != nil || v.Mean != "1" {
		t.Errorf("GET /api/value?expr={2|0}: mean %q (%v), want 1", v.Mean, err)
	}
	cancel()
	if err := <-errc; err != nil {
		t.Errorf("serve after cancel: %v", err)
	}
	if !strings.Contains(out.String(), "serving http://"+addr+"/") {
		t.Errorf("serve said %q", out.String())
	}
}

// TestServeFlags checks the flag errors.
func TestServeFlags(t *testing.T) {
	for _, args := range [][]string{
		{"serve", "--max-body", "0"},
		{"serve", "--max-nodes", "-1"},
		{"serve", "--timeout", "-1s"},
		{"serve", "extra"},
		{"serve", "--export", filepath.Join(t.TempDir(), "site"), "--wasm", "/nonexistent/tedomari.wasm"},
	} {
		root := newRootCmd("test")
		root.SetOut(io.Discard)
		root.SetErr(io.Discard)
		root.SetArgs(args)
		if err := root.Execute(); err == nil {
			t.Errorf("tedomari %s: no error", strings.Join(args, " "))
		}
	}
}

// TestServeExport writes the static site with a stand-in engine file.
func TestServeExport(t *testing.T) {
	dir := t.TempDir()
	wasm := filepath.Join(dir, "engine.wasm")
	if err := os.WriteFile(wasm, []byte("\x00asm stand-in"), 0o644); err != nil {
		t.Fatal(err)
	}
	site := filepath.Join(dir, "site")
	root := newRootCmd("test")
	root.SetOut(io.Discard)
	root.SetArgs([]string{"serve", "--export", site, "--wasm", wasm})
	if err := root.Execute(); err != nil {
		t.Skipf("export needs the go command for wasm_exec.js: %v", err)
	}
	for _, f := range []string{"index.html", "region.html", "static/api.js", "static/worker.js", "static/wasm_exec.js", "static/tedomari.wasm.gz"} {
		if _, err := os.Stat(filepath.Join(site, f)); err != nil {
			t.Error(err)
		}
	}
	html, _ := os.ReadFile(filepath.Join(site, "region.html"))
	if !bytes.Contains(html, []byte(`content="wasm"`)) {
		t.Error("region.html of the export does not call the WebAssembly engine")
	}
}

// TestServeMatchesCLI checks that the API answers with the bytes that the
// CLI's --json prints (FORMATS.md §7: "the same fields as the CLI's
// --json"): one object per line, a list for several.
func TestServeMatchesCLI(t *testing.T) {
	h, err := web.Handler(web.DefaultLimits(), nil)
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(h)
	defer ts.Close()
	files, err := filepath.Glob("../../examples/thesis/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no thesis examples: %v", err)
	}
	type check struct {
		args       []string
		path, body string
	}
	var checks []check
	for _, f := range files {
		body, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		checks = append(checks, check{[]string{"region", "--json", f}, "/api/region", string(body)})
	}
	checks = append(checks,
		check{[]string{"value", "--json", "{3||2*|1*}", "^*", "-5/8"}, "/api/value?expr=%7B3%7C%7C2*%7C1*%7D&expr=%5E*&expr=-5%2F8", ""},
		check{[]string{"compare", "--json", "^", "*"}, "/api/compare?a=%5E&b=*", ""},
		check{[]string{"cool", "--json", "--by", "1", "{10|{5|0}}"}, "/api/cool?by=1&expr=%7B10%7C%7B5%7C0%7D%7D", ""},
		check{[]string{"chill", "--json", "{5||4|0}"}, "/api/chill?expr=%7B5%7C%7C4%7C0%7D", ""},
		check{[]string{"warm", "--json", "2^"}, "/api/warm?expr=2%5E", ""},
		check{[]string{"thermograph", "--json", "{3||2*|1*}"}, "/api/thermograph?expr=%7B3%7C%7C2*%7C1*%7D", ""},
		check{[]string{"corridor", "--json", "--length", "6", "--gold", "2"}, "/api/corridor?length=6&gold=2", ""},
		check{[]string{"corridor", "--json", "--length", "5", "--board"}, "/api/corridor?length=5&board=1", ""},
		check{[]string{"examples", "--json"}, "/api/examples", ""},
	)
	// The endgame call reads its body as endgame reads its file: a
	// diagram, an SGF record (with its marks), a move list.
	for _, c := range []struct {
		args  []string
		query string
		file  string
	}{
		{nil, "", "../../examples/endgame/9x9-corridors.txt"},
		{[]string{"--to-play", "white", "--komi", "6.5"}, "?to_play=white&komi=6.5", "../../examples/endgame/9x9-corridors.txt"},
		{[]string{"--move", "3", "--exact"}, "?move=3&exact=1", "testdata/endgame_9x9.sgf"},
		{nil, "", "testdata/endgame_9x9.sgf"},
		{[]string{"--dead", "E6,F4", "--alive", "B4"}, "?dead=E6&dead=F4&alive=B4", "testdata/endgame_territory.sgf"},
	} {
		body, err := os.ReadFile(c.file)
		if err != nil {
			t.Fatal(err)
		}
		args := append(append([]string{"endgame", "--json"}, c.args...), c.file)
		checks = append(checks, check{args, "/api/endgame" + c.query, string(body)})
	}
	for _, c := range checks {
		root := newRootCmd("test")
		var out bytes.Buffer
		root.SetOut(&out)
		root.SetErr(io.Discard)
		root.SetArgs(c.args)
		if err := root.Execute(); err != nil {
			t.Fatalf("tedomari %s: %v", strings.Join(c.args, " "), err)
		}
		var resp *http.Response
		if c.body != "" {
			resp, err = http.Post(ts.URL+c.path, "text/plain", strings.NewReader(c.body))
		} else {
			resp, err = http.Get(ts.URL + c.path)
		}
		if err != nil {
			t.Fatal(err)
		}
		data, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		// The API's list is the CLI's lines.
		var lines []string
		if bytes.HasPrefix(data, []byte("[")) {
			var elems []json.RawMessage
			if err := json.Unmarshal(data, &elems); err != nil {
				t.Fatalf("%s: %v", c.path, err)
			}
			for _, e := range elems {
				lines = append(lines, string(e))
			}
		} else {
			lines = []string{strings.TrimSpace(string(data))}
		}
		if got, want := strings.Join(lines, "\n"), strings.TrimSpace(out.String()); got != want {
			t.Errorf("%s answers\n%s\nbut tedomari %s prints\n%s", c.path, got, strings.Join(c.args, " "), want)
		}
	}
}
