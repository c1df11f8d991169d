// Package examples holds the worked Go examples of Blom's thesis, chapters
// 3 to 6, as region diagrams with their published values, and runnable
// programs that use the public API (see the subdirectories).
//
// Each diagram file in thesis/ is a region diagram (FORMATS.md §3) whose
// header is a run of comment lines: `; key: value` for the keys name,
// section, value and chilled (and `; solve: slow` for a diagram that the
// region solver cannot solve in a few seconds), then free text that tells the example's
// story. The values are written in the game notation of FORMATS.md §1 and
// come from the thesis, at the section named; `tedomari examples` solves
// every diagram and compares.
package examples

import (
	"fmt"
	"path"
	"strings"
)

// Example is one worked example: a diagram and what the thesis says of it.
type Example struct {
	File    string // the file name in Files, such as "thesis/06-dame.txt"
	Name    string // a short name, such as "dame"
	Section string // the section of the thesis, such as "6.1"
	Value   string // the value the thesis gives, in game notation
	Chilled string // the chilled value the thesis gives (or f's definition implies)
	Story   string // the free text of the header, lines joined by spaces
	// Slow reports whether the header says "; solve: slow": the region solver
	// cannot solve the diagram in a few seconds, and tools skip it unless asked.
	Slow    bool
	Diagram string // the whole file, header included (ParseDiagram skips comments)
}

// Load returns every example in Files, in the order of their file names,
// which is the order of the thesis.
func Load() ([]Example, error) {
	// Files.ReadDir lists by name; not fs.Glob, whose pattern matching
	// would cost the WebAssembly engine more than this loop.
	entries, err := Files.ReadDir("thesis")
	if err != nil {
		return nil, err
	}
	var out []Example
	for _, ent := range entries {
		if !strings.HasSuffix(ent.Name(), ".txt") {
			continue
		}
		name := "thesis/" + ent.Name()
		b, err := Files.ReadFile(name)
		if err != nil {
			return nil, err
		}
		e, err := Parse(name, string(b))
		if err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, nil
}

// Parse reads the header of an example file. The keys name, section, value
// and chilled are required; a missing name defaults to the file's base name.
func Parse(file, text string) (Example, error) {
	e := Example{File: file, Diagram: text}
	var story []string
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if !strings.HasPrefix(line, ";") {
			break
		}
		line = strings.TrimSpace(strings.TrimPrefix(line, ";"))
		key, val, ok := strings.Cut(line, ":")
		val = strings.TrimSpace(val)
		switch {
		case ok && key == "name":
			e.Name = val
		case ok && key == "section":
			e.Section = val
		case ok && key == "value":
			e.Value = val
		case ok && key == "chilled":
			e.Chilled = val
		case ok && key == "solve":
			e.Slow = val == "slow"
		default:
			story = append(story, line)
		}
	}
	e.Story = strings.Join(story, " ")
	if e.Name == "" {
		e.Name = strings.TrimSuffix(path.Base(file), path.Ext(file))
	}
	for _, f := range []struct{ key, val string }{{"section", e.Section}, {"value", e.Value}, {"chilled", e.Chilled}} {
		if f.val == "" {
			return Example{}, fmt.Errorf("examples: %s: missing header line \"; %s: …\"", file, f.key)
		}
	}
	return e, nil
}
