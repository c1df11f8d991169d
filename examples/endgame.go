package examples

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"strings"
)

// EndgameFiles holds the hand-made whole-board endgames, endgame/*.txt,
// embedded so that programs find them wherever they run.
//
//go:embed endgame/*.txt
var EndgameFiles embed.FS

// Endgame is a hand-made whole-board endgame: a board diagram (x and o are
// the board's stones) and what its header derives by hand: the results with
// each player to move and the sets of best first moves, ranked (the first
// is the hottest).
type Endgame struct {
	File             string   // the file name in EndgameFiles, such as "endgame/9x9-corridors.txt"
	Name             string   // a short name
	ResultBlackFirst string   // the exact result with Black to move, Black minus White
	ResultWhiteFirst string   // the exact result with White to move
	BestBlack        []string // Black's best first moves, in the order the header ranks them
	BestWhite        []string // White's best first moves
	Diagram          string   // the whole file, header included
}

// LoadEndgames returns every endgame in EndgameFiles, in the order of their
// file names. The header is a run of "; key: value" lines (name,
// result-black-first, result-white-first, best-black, best-white; size and
// to-play are informative) followed by the reasoning in free text.
func LoadEndgames() ([]Endgame, error) {
	names, err := fs.Glob(EndgameFiles, "endgame/*.txt")
	if err != nil {
		return nil, err
	}
	var out []Endgame
	for _, name := range names {
		data, err := EndgameFiles.ReadFile(name)
		if err != nil {
			return nil, err
		}
		e := Endgame{File: name, Diagram: string(data)}
		for _, line := range strings.Split(e.Diagram, "\n") {
			rest, ok := strings.CutPrefix(line, ";")
			if !ok {
				break
			}
			key, val, ok := strings.Cut(rest, ":")
			if !ok {
				continue
			}
			val = strings.TrimSpace(val)
			switch strings.TrimSpace(key) {
			case "name":
				e.Name = val
			case "result-black-first":
				e.ResultBlackFirst = val
			case "result-white-first":
				e.ResultWhiteFirst = val
			case "best-black":
				e.BestBlack = strings.Fields(val)
			case "best-white":
				e.BestWhite = strings.Fields(val)
			}
		}
		if e.Name == "" || e.ResultBlackFirst == "" || e.ResultWhiteFirst == "" || e.BestBlack == nil || e.BestWhite == nil {
			return nil, fmt.Errorf("examples: %s: the header needs name, result-black-first, result-white-first, best-black and best-white", path.Base(name))
		}
		out = append(out, e)
	}
	return out, nil
}
