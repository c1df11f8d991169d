package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/tedomari/tedomari/cmd/tedomari/internal/web"
)

// serveOptions are the inputs of the serve command.
type serveOptions struct {
	Addr   string
	Limits web.Limits
	Export string // write the static site here instead of serving
	Wasm   string // with Export: a prebuilt engine; "" builds it with go build
	Quiet  bool
	ctx    context.Context
	ready  func(addr string) // tests learn the address here
}

func newServeCmd() *cobra.Command {
	opts := &serveOptions{Limits: web.DefaultLimits()}
	cmd := &cobra.Command{
		Use:   "serve [--addr 127.0.0.1:8080]",
		Short: "Serve the teaching pages and the JSON API in a web browser",
		Long: `Serve tedomari's teaching pages (region lab, corridors, calculator, the
thesis's examples, the rules) at / and a JSON API under /api/ whose
answers carry the fields of the CLI's --json (FORMATS.md §7, README):
GET /api/value?expr=EXPR, POST /api/region with a diagram as the body,
and compare, cool, chill, warm, thermograph, play, corridor, derivation,
examples, thesis and game.

Every request is bounded: the body by --max-body, a region solve by
--max-nodes, every computation by --timeout, and at most
--max-concurrent requests compute at once (the others wait up to
--timeout for a turn, then get 503). Bad input is answered with a
4xx status and a JSON object {"status": N, "error": "..."}.

With --export DIR the pages are written to DIR as static files that run
the engine in the browser (WebAssembly in a Web Worker) instead of asking
a server: serve DIR with any static web server. The engine is built with
"go build" (GOOS=js GOARCH=wasm, run inside tedomari's source tree) unless
--wasm gives a prebuilt one; wasm_exec.js comes from $(go env GOROOT).`,
		Example: `  tedomari serve
  tedomari serve --addr :8080 --max-nodes 500000 --timeout 5s
  tedomari serve --export site && python3 -m http.server -d site`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if opts.Limits.MaxNodes < 0 || opts.Limits.Timeout < 0 || opts.Limits.MaxConcurrent < 0 || opts.Limits.MaxBody <= 0 {
				return errors.New("--max-nodes, --timeout and --max-concurrent must be ≥ 0 and --max-body > 0")
			}
			opts.ctx = cmd.Context()
			return runServe(opts, cmd.OutOrStdout(), cmd.ErrOrStderr())
		},
	}
	cmd.Flags().StringVar(&opts.Addr, "addr", "127.0.0.1:8080", "the `HOST:PORT` to listen on")
	cmd.Flags().IntVar(&opts.Limits.MaxNodes, "max-nodes", opts.Limits.MaxNodes, "positions a region solve may explore (0: no limit)")
	cmd.Flags().DurationVar(&opts.Limits.Timeout, "timeout", opts.Limits.Timeout, "time limit of each request's computation (0: none)")
	cmd.Flags().Int64Var(&opts.Limits.MaxBody, "max-body", opts.Limits.MaxBody, "largest request body in bytes")
	cmd.Flags().IntVar(&opts.Limits.MaxConcurrent, "max-concurrent", opts.Limits.MaxConcurrent, "API requests computed at once; others wait up to --timeout (0: no bound)")
	cmd.Flags().StringVar(&opts.Export, "export", "", "write the static site (pages, WebAssembly engine) into `DIR` and exit")
	cmd.Flags().StringVar(&opts.Wasm, "wasm", "", "with --export: a prebuilt engine `FILE` instead of building it")
	cmd.Flags().BoolVar(&opts.Quiet, "quiet", false, "do not log requests")
	return cmd
}

func runServe(opts *serveOptions, w, errw io.Writer) error {
	ctx := opts.ctx
	if ctx == nil {
		ctx = context.Background()
	}
	if opts.Export != "" {
		return exportSite(ctx, opts, w)
	}
	var logw io.Writer
	if !opts.Quiet {
		logw = errw
	}
	h, err := web.Handler(opts.Limits, logw)
	if err != nil {
		return err
	}
	return web.ListenAndServe(ctx, opts.Addr, h, func(addr string) {
		fmt.Fprintf(w, "tedomari: serving http://%s/ (Ctrl-C stops)\n", addr)
		if opts.ready != nil {
			opts.ready(addr)
		}
	})
}

// exportSite builds the engine (unless --wasm names one), finds
// wasm_exec.js and writes the static site.
func exportSite(ctx context.Context, opts *serveOptions, w io.Writer) error {
	goroot, err := exec.CommandContext(ctx, "go", "env", "GOROOT").Output()
	if err != nil {
		return fmt.Errorf("--export: finding wasm_exec.js needs the go command: %w", err)
	}
	root := strings.TrimSpace(string(goroot))
	wasmExec := filepath.Join(root, "lib", "wasm", "wasm_exec.js")
	if _, err := os.Stat(wasmExec); err != nil {
		wasmExec = filepath.Join(root, "misc", "wasm", "wasm_exec.js") // before Go 1.24
	}
	wasm := opts.Wasm
	if wasm == "" {
		tmp, err := os.MkdirTemp("", "tedomari-wasm")
		if err != nil {
			return err
		}
		defer os.RemoveAll(tmp)
		wasm = filepath.Join(tmp, "tedomari.wasm")
		start := time.Now()
		build := exec.CommandContext(ctx, "go", "build", "-trimpath", "-ldflags=-s -w", "-o", wasm, "github.com/tedomari/tedomari/cmd/tedomari/wasm")
		build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
		if out, err := build.CombinedOutput(); err != nil {
			return fmt.Errorf("--export: building the engine (run inside tedomari's source tree, or give --wasm FILE): %w\n%s", err, out)
		}
		fmt.Fprintf(w, "tedomari: built the engine in %.1fs\n", time.Since(start).Seconds())
	}
	if err := web.Export(opts.Export, wasm, wasmExec); err != nil {
		return fmt.Errorf("--export %s: %w", opts.Export, err)
	}
	fmt.Fprintf(w, "tedomari: wrote the static site to %s\n", opts.Export)
	return nil
}
