package solve

import (
	"slices"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/goregion"
)

// This file holds the split of a region into parts and the marks of the first moves.

// splitParts returns the connected components of the points of pos that are
// not immortal stones, each ascending, in the order of their first point; or
// all those points as one part when whole is set.
func splitParts(pos *goregion.Position, whole bool) [][]int {
	n := pos.Board.NumPoints()
	seen := make([]bool, n)
	var parts [][]int
	var all []int
	for p := 0; p < n; p++ {
		if seen[p] || pos.Immortal[p] {
			continue
		}
		seen[p] = true
		part := []int{p}
		for i := 0; i < len(part); i++ {
			for _, q := range pos.Board.Neighbors(part[i]) {
				if !seen[q] && !pos.Immortal[q] {
					seen[q] = true
					part = append(part, int(q))
				}
			}
		}
		slices.Sort(part)
		parts = append(parts, part)
		all = append(all, part...)
	}
	if whole && len(parts) > 1 {
		slices.Sort(all)
		return [][]int{all}
	}
	return parts
}
func sortOptions(os []Option) {
	for i := 1; i < len(os); i++ {
		for j := i; j > 0 && os[j].Point < os[j-1].Point; j-- {
			os[j], os[j-1] = os[j-1], os[j]
		}
	}
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
		if left {
			for _, r := range os[i].Value.Right() {
				if r.LessEq(g) {
					os[i].Reversible, os[i].Through = true, r
					break
				}
			}
		} else {
			for _, l := range os[i].Value.Left() {
				if g.LessEq(l) {
					os[i].Reversible, os[i].Through = true, l
					break
				}
			}
		}
	}
}
