// Package goregion models the Go board as a graph and plays Go on it: the
// rule sets of the seed documents (Tromp–Taylor, the prisoner-counting
// logical rules, General Graph Go and its no-pass variants) and the region
// solver that turns a local position into an exact combinatorial game value
// under the no-pass prisoner principles of Blom's thesis (chapter 3).
//
// Black is Left and White is Right throughout.
package goregion
