package cgt

import (
	"encoding/binary"
	"slices"
)

// internForm returns the interned node with the given options, which must
// already form a canonical game that is not a number. It takes ownership of
// the slices.
func internForm(left, right []*node) *node {
	byID := func(a, b *node) int { return int(a.id) - int(b.id) }
	slices.SortFunc(left, byID)
	slices.SortFunc(right, byID)
	key := make([]byte, 0, 4*(len(left)+len(right)+1))
	key = binary.LittleEndian.AppendUint32(key, uint32(len(left)))
	for _, o := range left {
		key = binary.LittleEndian.AppendUint32(key, o.id)
	}
	for _, o := range right {
		key = binary.LittleEndian.AppendUint32(key, o.id)
	}
	// forms.get, written out so that string(key) does not allocate.
	if n, ok := forms.young[string(key)]; ok {
		return n
	}
	if w, ok := forms.old[string(key)]; ok {
		if n := w.Value(); n != nil {
			return n
		}
	}
	n := &node{id: newID(), left: left, right: right, optsReady: true}
	forms.put(string(key), n)
	return n
}

// canonical returns the canonical form of {left | right}, whose options are
// canonical: it deletes dominated options and bypasses reversible ones
// (Theorem 4.2), repeating until neither is left (Theorem 4.3), and turns
// games equal to numbers into number nodes (Theorem 2.4).
func canonical(left, right []*node) *node {
	for {
		tick()
		left = maximal(left)
		right = minimal(right)
		if n, ok := numberForm(left, right); ok {
			return n
		}
		if allNumbers(left) && allNumbers(right) {
			// {a | b} with numbers a ≥ b: no option is reversible, since
			// a's Right options exceed LS = a and b's Left options are
			// below RS = b.
			return internForm(left, right)
		}
		g := form{left, right}
		changed := false
		var newLeft []*node
		for _, gl := range left {
			if rev := reverseLeft(gl, g); rev != nil {
				newLeft = append(newLeft, *rev...)
				changed = true
			} else {
				newLeft = append(newLeft, gl)
			}
		}
		var newRight []*node
		for _, gr := range right {
			if rev := reverseRight(gr, g); rev != nil {
				newRight = append(newRight, *rev...)
				changed = true
			} else {
				newRight = append(newRight, gr)
			}
		}
		if !changed {
			return internForm(left, right)
		}
		left, right = newLeft, newRight
	}
}

// reverseLeft returns the replacement of the Left option gl of g when gl is
// reversible through some gl^R ≤ g (the Left options of that gl^R), or nil.
func reverseLeft(gl *node, g form) *[]*node {
	_, glr := opts(gl)
	for _, x := range glr {
		if leqNodeForm(x, g) {
			l, _ := opts(x)
			return &l
		}
	}
	return nil
}

// reverseRight returns the replacement of the Right option gr of g when gr
// is reversible through some gr^L ≥ g, or nil.
func reverseRight(gr *node, g form) *[]*node {
	grl, _ := opts(gr)
	for _, x := range grl {
		if leqFormNode(g, x) {
			_, r := opts(x)
			return &r
		}
	}
	return nil
}

func allNumbers(ns []*node) bool {
	for _, n := range ns {
		if !n.isNum {
			return false
		}
	}
	return true
}

// numberForm reports whether {left | right}, free of dominated options, is a
// number by the simplicity theorem, and returns it.
func numberForm(left, right []*node) (*node, bool) {
	if len(left) > 1 || len(right) > 1 || !allNumbers(left) || !allNumbers(right) {
		return nil, false
	}
	switch {
	case len(left) == 0 && len(right) == 0:
		return zeroNode, true
	case len(right) == 0:
		a := left[0].num
		if a.Sign() < 0 {
			return zeroNode, true
		}
		return numberNode(a.Floor().Add(dyadicOne)), true
	case len(left) == 0:
		b := right[0].num
		if b.Sign() > 0 {
			return zeroNode, true
		}
		return numberNode(b.Ceil().Sub(dyadicOne)), true
	}
	a, b := left[0].num, right[0].num
	if a.Less(b) {
		return numberNode(SimplestBetween(a, b)), true
	}
	return nil, false
}

// maximal returns the options of ns that no other option dominates, each
// once: the Left options worth keeping.
func maximal(ns []*node) []*node {
	return undominated(ns, func(a, b *node) bool { return leq(a, b) })
}

// minimal returns the Right options worth keeping.
func minimal(ns []*node) []*node {
	return undominated(ns, func(a, b *node) bool { return leq(b, a) })
}

// undominated keeps the n of ns for which no other m has worse(n, m), with
// duplicates removed. worse is a preorder (≤ for Left, ≥ for Right).
func undominated(ns []*node, worse func(a, b *node) bool) []*node {
	if len(ns) <= 1 {
		return ns
	}
	out := make([]*node, 0, len(ns))
	for i, n := range ns {
		keep := true
		for j, m := range ns {
			if i == j {
				continue
			}
			if n == m {
				if j < i { // keep the first copy only
					keep = false
					break
				}
				continue
			}
			if worse(n, m) {
				keep = false
				break
			}
		}
		if keep {
			out = append(out, n)
		}
	}
	return out
}
