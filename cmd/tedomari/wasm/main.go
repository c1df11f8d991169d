//go:build js && wasm

// Command wasm is tedomari's engine for the browser: built with
// GOOS=js GOARCH=wasm, it runs in a Web Worker (internal/web/static/worker.js)
// and answers the calls of the web API without a server, so the pages of
// `tedomari serve --export DIR` work as static files.
//
// It registers one JavaScript function,
//
//	tedomariCall(name, query, body) string
//
// which answers the API call name (value, region, ...) with the query
// string query and the body (a diagram, or "") through report.Call, as
// /api/NAME does, and returns JSON: {"status": 200, "answer": …} or
// {"status": N, "error": "…"}, written by report.AppendJSON (encoding/json
// is not linked: it would add about 95 KB to the gzipped engine). It imports cgt, chill, goregion and the
// solver through package report, not the CLI.
package main

import (
	"context"
	"errors"
	"net/url"
	"syscall/js"

	"github.com/tedomari/tedomari/cmd/tedomari/internal/report"
)

// answer is what tedomariCall returns, as JSON.
type answer struct {
	Status int    `json:"status"`
	Answer any    `json:"answer,omitempty"`
	Error  string `json:"error,omitempty"`
}

func call(name, query, body string) (out answer) {
	defer func() {
		if v := recover(); v != nil {
			out = answer{Status: 500, Error: "internal error in the engine"}
		}
	}()
	params, err := url.ParseQuery(query)
	if err != nil {
		return answer{Status: 400, Error: "query: " + err.Error()}
	}
	// Timers do not fire while the engine computes (WebAssembly runs one
	// thread), so the worker's caller bounds the time (api.js stops the
	// worker after a minute); the node limit bounds the solver here,
	// lower than the server's because WebAssembly is slower: 500,000
	// positions take about 5 s natively on a loaded machine.
	lim := report.DefaultLimits()
	lim.Timeout = 0
	lim.MaxNodes = 500_000
	ans, err := report.Call(context.Background(), name, params, body, lim)
	if err != nil {
		var e *report.Error
		if errors.As(err, &e) {
			return answer{Status: e.Status, Error: e.Message}
		}
		return answer{Status: 500, Error: err.Error()}
	}
	return answer{Status: 200, Answer: ans}
}

func main() {
	js.Global().Set("tedomariCall", js.FuncOf(func(this js.Value, args []js.Value) any {
		if len(args) != 3 {
			return `{"status":400,"error":"tedomariCall takes (name, query, body)"}`
		}
		out := call(args[0].String(), args[1].String(), args[2].String())
		// report.AppendJSON, not encoding/json, keeps the engine smaller.
		data, err := report.AppendJSON(nil, out)
		if err != nil {
			return `{"status":500,"error":"encoding the answer"}`
		}
		return string(data)
	}))
	select {}
}
