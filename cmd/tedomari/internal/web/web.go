// Package web is tedomari's teaching web app: the pages (plain HTML, CSS
// and JavaScript written for this project, boards and thermographs drawn
// in SVG) and the JSON API under /api/ that they call.
//
// The API answers through report.Call, so its fields are the CLI's --json
// fields (FORMATS.md §4 and §7). Every request is bounded: the body by
// Limits.MaxBody (http.MaxBytesReader), the computation by the node
// limit and the time limit of report.Limits; bad input gets a 4xx answer
// with a JSON object {"status": N, "error": "what was wrong"}, and a panic
// in a handler is recovered into a 500 answer, so the server never falls
// over on bad input.
//
// The same pages also run without a server: Export writes them as static
// files that call the WebAssembly engine (cmd/tedomari/wasm) in a Web
// Worker instead of /api/. One front end serves both; each page learns
// which engine to use from its <meta name="tedomari-engine"> tag
// (static/api.js).
package web

import (
	"bytes"
	"compress/gzip"
	"context"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"html/template"
	"io"
	"io/fs"
	"log"
	"net"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"sync/atomic"
	"time"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/chill"
	"github.com/tedomari/tedomari/cmd/tedomari/internal/report"
)

//go:embed static pages
var files embed.FS

// Limits bound the requests of the server: the body size, and the limits
// of each computation.
type Limits struct {
	MaxBody int64 // bytes of a request body
	// MaxConcurrent is how many API requests compute at once (0: no
	// bound); the others wait for a turn until the time limit, then get
	// 503.
	MaxConcurrent int
	report.Limits
}

// DefaultLimits returns the limits of tedomari serve without flags.
func DefaultLimits() Limits {
	return Limits{MaxBody: 64 << 10, MaxConcurrent: max(2, runtime.NumCPU()), Limits: report.DefaultLimits()}
}

// Page is one page of the app: the path it is served at, its file name
// in a static export, its title, and the template that draws its body.
type Page struct {
	Path, File, Title, Template string
	Nav                         bool // listed in the navigation bar
}

// Pages lists the pages, in the order of the navigation bar.
var Pages = []Page{
	{"/", "index.html", "tedomari", "index.html", false},
	{"/region", "region.html", "Region lab", "region.html", true},
	{"/corridors", "corridors.html", "Corridors", "corridors.html", true},
	{"/calculator", "calculator.html", "Calculator", "calculator.html", true},
	{"/thesis", "thesis.html", "The thesis", "thesis.html", true},
	{"/rules", "rules.html", "Rules", "rules.html", true},
	{"/board", "board.html", "Whole board", "board.html", true},
}

// pageData is what the layout template reads.
type pageData struct {
	Page   Page
	Pages  []Page
	Engine string // "server" or "wasm"
}

// render returns the HTML of page p for the engine ("server" or "wasm").
func render(p Page, engine string) ([]byte, error) {
	t, err := template.ParseFS(files, "pages/layout.html", "pages/"+p.Template)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if err := t.ExecuteTemplate(&buf, "layout", pageData{p, Pages, engine}); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// Handler returns the app: the pages, /static/ and /api/, within lim.
// Requests are logged on logw when it is not nil.
func Handler(lim Limits, logw io.Writer) (http.Handler, error) {
	mux := http.NewServeMux()
	for _, p := range Pages {
		html, err := render(p, "server")
		if err != nil {
			return nil, err
		}
		serve := func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			w.Write(html)
		}
		if p.Path == "/" {
			mux.HandleFunc("GET /{$}", serve)
		} else {
			mux.HandleFunc("GET "+p.Path, serve)
		}
		mux.HandleFunc("GET /"+p.File, serve)
	}
	static, err := fs.Sub(files, "static")
	if err != nil {
		return nil, err
	}
	mux.Handle("GET /static/", http.StripPrefix("/static/", http.FileServerFS(static)))
	mux.Handle("/api/{name}", apiHandler(lim))
	var h http.Handler = mux
	if logw != nil {
		h = logRequests(h, log.New(logw, "", log.LstdFlags))
	}
	return recoverPanics(h), nil
}

// apiHandler answers /api/NAME through report.Call: the query parameters
// and, for POST, the body as a diagram, within lim.
func apiHandler(lim Limits) http.Handler {
	var turns chan struct{}
	var busy atomic.Int64 // requests inside report.Call
	if lim.MaxConcurrent > 0 {
		turns = make(chan struct{}, lim.MaxConcurrent)
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if turns != nil {
			wait := lim.Timeout
			if wait <= 0 {
				wait = time.Minute
			}
			t := time.NewTimer(wait)
			select {
			case turns <- struct{}{}:
				t.Stop()
				defer func() { <-turns }()
			case <-t.C:
				writeError(w, &report.Error{Status: http.StatusServiceUnavailable, Message: fmt.Sprintf("the server is busy with %d other requests: try again", lim.MaxConcurrent)})
				return
			case <-r.Context().Done():
				t.Stop()
				return
			}
		}
		if r.Method != http.MethodGet && r.Method != http.MethodPost {
			w.Header().Set("Allow", "GET, POST")
			writeError(w, &report.Error{Status: http.StatusMethodNotAllowed, Message: r.Method + " is not allowed: use GET or POST"})
			return
		}
		params := r.URL.Query()
		body := ""
		if r.Method == http.MethodPost {
			r.Body = http.MaxBytesReader(w, r.Body, lim.MaxBody)
			data, err := io.ReadAll(r.Body)
			if err != nil {
				var mbe *http.MaxBytesError
				if errors.As(err, &mbe) {
					writeError(w, &report.Error{Status: http.StatusRequestEntityTooLarge, Message: fmt.Sprintf("request body over %d bytes", lim.MaxBody)})
					return
				}
				writeError(w, &report.Error{Status: http.StatusBadRequest, Message: "reading the request body: " + err.Error()})
				return
			}
			body = string(data) // a diagram, whatever the Content-Type says (curl -d sends a form's)
		}
		ans, err := callReleasing(r.Context(), &busy, r.PathValue("name"), params, body, lim.Limits)
		if err != nil {
			var e *report.Error
			if !errors.As(err, &e) {
				e = &report.Error{Status: http.StatusInternalServerError, Message: err.Error()}
			}
			writeError(w, e)
			return
		}
		writeJSON(w, http.StatusOK, ans)
	})
}

// callReleasing runs report.Call, counting it in busy; the last request
// to finish gives back what cgt and chill cached for it, so that a server
// that runs for weeks holds only what its idle state needs. A request that
// starts meanwhile only finds the caches empty: they never change an
// answer.
func callReleasing(ctx context.Context, busy *atomic.Int64, name string, params url.Values, body string, lim report.Limits) (any, error) {
	busy.Add(1)
	defer func() {
		if busy.Add(-1) == 0 {
			cgt.ReleaseCaches()
			chill.ReleaseCaches()
		}
	}()
	return report.Call(ctx, name, params, body, lim)
}

// writeJSON writes v as the JSON answer, without escaping <, > and & (so
// that a relation reads "<" as in the CLI).
func writeJSON(w http.ResponseWriter, status int, v any) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		status = http.StatusInternalServerError
		buf.Reset()
		fmt.Fprintf(&buf, "{\"status\":500,\"error\":%q}\n", "encoding the answer: "+err.Error())
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	w.Write(buf.Bytes())
}

// writeError writes e as a JSON error answer.
func writeError(w http.ResponseWriter, e *report.Error) {
	writeJSON(w, e.Status, e)
}

// recoverPanics answers 500 with a JSON error when h panics, and keeps
// serving: a bug on one request does not bring the server down.
func recoverPanics(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if v := recover(); v != nil {
				if v == http.ErrAbortHandler {
					panic(v)
				}
				writeError(w, &report.Error{Status: http.StatusInternalServerError, Message: fmt.Sprintf("internal error: %v", v)})
			}
		}()
		h.ServeHTTP(w, r)
	})
}

// statusWriter records the status of an answer, for the log.
type statusWriter struct {
	http.ResponseWriter
	status int
}

// WriteHeader records code and sends it.
func (s *statusWriter) WriteHeader(code int) {
	s.status = code
	s.ResponseWriter.WriteHeader(code)
}

// logRequests logs one line per request: method, path, status.
func logRequests(h http.Handler, l *log.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		sw := &statusWriter{ResponseWriter: w, status: http.StatusOK}
		h.ServeHTTP(sw, r)
		l.Printf("%s %s %d", r.Method, r.URL.Path, sw.status)
	})
}

// Export writes the app as static files into dir: the pages (calling the
// WebAssembly engine), static/, static/wasm_exec.js copied from wasmExec,
// and static/tedomari.wasm.gz, the engine wasm gzipped (worker.js unpacks
// it, so that the first load stays small on any static host). Both paths
// are files that the caller built or found.
func Export(dir, wasm, wasmExec string) error {
	if err := os.MkdirAll(filepath.Join(dir, "static"), 0o755); err != nil {
		return err
	}
	for _, p := range Pages {
		html, err := render(p, "wasm")
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(dir, p.File), html, 0o644); err != nil {
			return err
		}
	}
	err := fs.WalkDir(files, "static", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := files.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dir, filepath.FromSlash(path)), data, 0o644)
	})
	if err != nil {
		return err
	}
	js, err := os.ReadFile(wasmExec)
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "static", "wasm_exec.js"), js, 0o644); err != nil {
		return err
	}
	bin, err := os.ReadFile(wasm)
	if err != nil {
		return err
	}
	var gz bytes.Buffer
	zw, err := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	if err != nil {
		return err
	}
	if _, err := zw.Write(bin); err != nil {
		return err
	}
	if err := zw.Close(); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "static", "tedomari.wasm.gz"), gz.Bytes(), 0o644)
}

// ListenAndServe serves h on addr until ctx is done, then shuts down.
func ListenAndServe(ctx context.Context, addr string, h http.Handler, ready func(addr string)) error {
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second, MaxHeaderBytes: 64 << 10}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	if ready != nil {
		ready(ln.Addr().String())
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
		return srv.Shutdown(context.Background())
	}
}
