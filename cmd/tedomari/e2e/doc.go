// Package e2e runs tedomari's teaching pages in a real browser
// (Debian's chromium-headless-shell or chromium, driven by chromedp): once
// served by `tedomari serve`, once as the static export running the
// WebAssembly engine. It is a module of its own because chromedp needs a
// newer Go than tedomari's go.mod.
//
//	cd cmd/tedomari/e2e && go test ./... [-screenshots DIR]
//
// The test skips when no browser is found, unless the environment
// variable CI is set: then a missing browser is a failure.
package e2e
