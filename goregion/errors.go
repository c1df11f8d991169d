package goregion

import "fmt"

// SyntaxError reports malformed input to one of the package's readers
// ([ParseDiagram], [ParseGraph], [ParseSGF], [ParseMoveList], and a record
// checked against its board): the format, the position and what was
// expected, as go/scanner's Error does. Every reader returns this one type,
// so a caller needs a single errors.As.
type SyntaxError struct {
	File   string // the file it was read from, set by callers such as the CLI; "" when unknown
	Format string // "diagram", "graph", "sgf" or "move list"
	Line   int    // 1-based
	Column int    // 1-based, counted in characters (runes)
	Msg    string // lowercase: what is wrong and what was expected
}

// Error returns "goregion: FORMAT line L, column C: MSG", with the file name
// in place of "goregion" when File is set.
func (e *SyntaxError) Error() string {
	prefix := "goregion"
	if e.File != "" {
		prefix = e.File
	}
	return fmt.Sprintf("%s: %s line %d, column %d: %s", prefix, e.Format, e.Line, e.Column, e.Msg)
}

// The formats a SyntaxError names.
const (
	formatDiagram  = "diagram"
	formatGraph    = "graph"
	formatSGF      = "sgf"
	formatMoveList = "move list"
)

// byteOrderMark is the UTF-8 encoding of U+FEFF, which some editors write
// at the start of a file; every reader skips it.
const byteOrderMark = "\uFEFF"
