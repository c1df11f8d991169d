package examples

import "embed"

// Files holds the diagram files of the thesis's worked examples,
// thesis/*.txt, embedded so that programs find them wherever they run.
//
//go:embed thesis/*.txt
var Files embed.FS
