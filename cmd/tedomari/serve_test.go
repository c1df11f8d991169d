package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
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
