package solve

import (
	"slices"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/goregion"
)

// This file holds the split of a region into parts and the marks of the first moves.

// splitParts returns the parts of pos (goregion.Parts: the connected sets of
// points that are not immortal stones, each ascending, in the order of their
// first point); or all those points as one part when whole is set.
func splitParts(pos *goregion.Position, whole bool) [][]int {
	parts := goregion.Parts(pos)
	if whole && len(parts) > 1 {
		all := slices.Concat(parts...)
		slices.Sort(all)
		return [][]int{all}
	}
	return parts
}

// markOptions marks the dominated and the reversible options of one player
// (Blom §4.1; Theorem 4.2) in a region of value g.
func markOptions(os []Option, g cgt.Game, left bool) {
	for i := range os {
		for j := range os {
			if i == j {
				continue
			}
			a, b := os[i].Value, os[j].Value
			worse := a.LessEq(b)
			if !left {
				worse = b.LessEq(a)
			}
			if worse && (a != b || j < i) {
				os[i].Dominated = true
				break
			}
		}
		// The first reversing option in cgt's fixed order, so that the
		// same one is named in every run.
		if left {
			rs := os[i].Value.Right()
			slices.SortFunc(rs, cgt.OptionOrder)
			for _, r := range rs {
				if r.LessEq(g) {
					os[i].Reversible, os[i].Through = true, r
					break
				}
			}
		} else {
			ls := os[i].Value.Left()
			slices.SortFunc(ls, cgt.OptionOrder)
			for _, l := range ls {
				if g.LessEq(l) {
					os[i].Reversible, os[i].Through = true, l
					break
				}
			}
		}
	}
}
