package endgame

import (
	"slices"
	"strings"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/goregion"
)

// This file classifies small eye spaces by their shape, for the
// estimate's static score (estimate.go): whether a group whose only eye
// space is that shape has one eye whoever moves (a dead shape), two
// eyes whoever moves (an alive shape), or lives exactly when its owner
// takes the vital point first (a killable shape, "nakade": the opponent
// kills by playing there).
//
// The shapes and their vital points are the classical ones of the Go
// literature: Sensei's Library, "Killable eyeshapes" and "Nakade"
// (straight and bent three, pyramid four, bulky five, crossed five and
// rabbity six are killable, each by one vital point; the square four is
// dead; every other shape of four to six points makes two eyes when the
// group has enough liberties outside), and Berlekamp and Wolfe,
// "Mathematical Go", whose chapter on eyes uses the same names. Here a
// shape is the graph of its points (two points joined when adjacent),
// so it applies on any board graph; the shape's name and its drawing
// are kept for the reader and for the tests.
//
// TestEyeShapesAgainstSearch checks every polyomino of one to six points
// against an exhaustive life-and-death search written in the test (the
// eye space surrounded by one wall chain, outside it the opponent's
// immortal stones, with and without outside liberties).

// eyeKind is what an eye space's shape gives the group that encloses it.
type eyeKind int8

const (
	eyeOne      eyeKind = iota // one eye whoever moves: dead when it is the group's only eye space
	eyeKillable                // the vital point decides: alive if the owner takes it, dead if the opponent does
	eyeTwo                     // two eyes whoever moves first (the group has two vital points, miai)
)

// eyeShape is one classical eye shape.
type eyeShape struct {
	name string
	// drawing: '.' a point of the shape, 'v' its vital point (a point of
	// the shape too), other characters nothing; rows top to bottom.
	drawing string
	kind    eyeKind
}

// killableShapes and oneEyeShapes are the shapes that do not make two
// eyes; every other connected shape of three to six points of a board
// grid does (eyeTwo). Sources: Sensei's Library, "Killable eyeshapes"
// and "Nakade"; each shape's vital point is its point with the most
// neighbours in the shape (unique in each, so classifyEye finds it on
// any graph: TestEyeShapeTable).
var killableShapes = []eyeShape{
	{"straight three", ".v.", eyeKillable},
	{"bent three", ".v\n#.", eyeKillable},
	{"pyramid four", ".v.\n#.#", eyeKillable},
	{"bulky five", "..\n.v.", eyeKillable},
	{"crossed five", "#.#\n.v.\n#.#", eyeKillable},
	{"rabbity six", "#.#\n.v.\n#..", eyeKillable},
}

var oneEyeShapes = []eyeShape{
	{"one point", ".", eyeOne},
	{"two points", "..", eyeOne},
	{"square four", "..\n..", eyeOne},
}

// maxEyeShape is the largest eye space classified (points).
const maxEyeShape = 6

// shapeKey is a graph invariant of a shape: its number of points, of
// edges, and its degrees in ascending order. On the polyominoes of at
// most six points it tells each listed shape apart from every other
// (TestEyeShapeTable checks it on all of them), which is all classifyEye
// needs.
type shapeKey struct {
	n, edges int
	degrees  [maxEyeShape]int8
}

// keyOf returns the shapeKey of the graph whose degree of each point is deg.
func keyOf(deg []int) shapeKey {
	k := shapeKey{n: len(deg)}
	d := slices.Clone(deg)
	slices.Sort(d)
	for i, x := range d {
		k.edges += x
		k.degrees[i] = int8(x)
	}
	k.edges /= 2
	return k
}

// drawingCells returns the cells of a drawing (x, y) and the index of the
// vital point among them (-1: none).
func drawingCells(drawing string) (cells [][2]int, vital int) {
	vital = -1
	for y, row := range strings.Split(drawing, "\n") {
		for x, ch := range row {
			switch ch {
			case '.':
				cells = append(cells, [2]int{x, y})
			case 'v':
				vital = len(cells)
				cells = append(cells, [2]int{x, y})
			}
		}
	}
	return cells, vital
}

// cellDegrees returns the degree of each cell in the grid graph of cells.
func cellDegrees(cells [][2]int) []int {
	deg := make([]int, len(cells))
	for i, a := range cells {
		for _, b := range cells {
			dx, dy := a[0]-b[0], a[1]-b[1]
			if dx*dx+dy*dy == 1 {
				deg[i]++
			}
		}
	}
	return deg
}

// shapeTable maps each listed shape's key to its kind.
var shapeTable = func() map[shapeKey]eyeKind {
	m := map[shapeKey]eyeKind{}
	for _, s := range slices.Concat(killableShapes, oneEyeShapes) {
		cells, _ := drawingCells(s.drawing)
		m[keyOf(cellDegrees(cells))] = s.kind
	}
	return m
}()

// classifyEye returns the kind of the eye space whose points have the
// given degrees (deg[i]: how many of the other points are next to point
// i; the space connected, at most maxEyeShape points) and, for a
// killable shape, the index of its vital point: the unique point of
// largest degree.
func classifyEye(deg []int) (kind eyeKind, vital int) {
	if len(deg) > maxEyeShape || len(deg) == 0 {
		return eyeTwo, -1
	}
	kind, ok := shapeTable[keyOf(deg)]
	if !ok {
		return eyeTwo, -1
	}
	vital = -1
	if kind == eyeKillable {
		vital = 0
		for i, d := range deg {
			if d > deg[vital] {
				vital = i
			}
		}
	}
	return kind, vital
}

// verdictKind is what the eye-shape rule says of a chain at a leaf of
// the estimate.
type verdictKind int8

const (
	verdictAlive     verdictKind = iota // two eyes whoever moves
	verdictDead                         // one eye whoever moves, enclosed in the opponent's area
	verdictUnsettled                    // the first to play its vital point decides
)

// eyeVerdict is the eye-shape rule's verdict on one chain of ordinary
// stones (its wall) and the eye space it encloses.
type eyeVerdict struct {
	kind  verdictKind
	owner goregion.Color
	// stones are the wall's stones and the owner's stones inside its
	// eye space (they live or die with it).
	stones []int
	vital  int // verdictUnsettled: the vital point (a point of the region)
}

// eyeVerdicts returns the eye-shape rule's verdicts on the chains of
// ordinary stones of col (a local position of the estimate). Claim E, the
// rule, step by step:
//
//  1. The wall W is one chain of ordinary stones, none judged dead at
//     the start. Its eye spaces are the connected sets of points not in
//     W that W alone encloses (every neighbour outside the set is a
//     stone of W) and that have at most maxEyeShape points, none
//     immortal.
//  2. If W has two or more eye spaces each of whose points is empty and
//     a liberty of W, W is pass-alive by Benson's theorem (two vital
//     regions, enclosed by W alone; benson.go): alive.
//  3. If W has exactly one eye space S, the shape of S (classifyEye)
//     and what stands in it decide, when the rest of W's liberties lie
//     strictly nearer to the opponent's stones than to W's colour (W has
//     no room for another eye outside; with eyeContestedExits, no
//     farther: see step 3b) and W is in no race with an opponent wall
//     short of liberties (racesWall):
//     an eyeTwo shape, all empty: alive (the owner answers the
//     opponent's first move inside at the other vital point; this
//     holds whatever the outside, so it is given without the outside
//     condition too); an eyeKillable shape, all empty: unsettled, its
//     vital point the key move; the opponent's stone on the vital
//     point and nothing else in S: dead; the owner's stone on the
//     vital point and nothing else (possible only where the vital
//     point touches no stone of W, as the centre of the crossed five):
//     alive; an eyeOne shape with at most one opponent stone and
//     nothing else: dead.
//     3b. The contested exits (eyeContestedExits). A liberty of W is one
//     step from W's own stones, so "strictly nearer to the opponent"
//     holds of none: the strict condition of step 3 asks that W have no
//     liberty outside S at all. With the switch, an outside liberty
//     that also touches an opponent stone (at distance 1 from both
//     colours: contested) does not stop the verdict:
//     (i) on such a point the owner's stone touches the opponent's at
//     once, so it adds at most its other liberties, and the opponent,
//     who is there too, answers next to it: the assumption is that W
//     cannot make a second eye or connect out through it before the
//     fight at S is over;
//     (ii) the assumption holds in the shapes of step 3 framed by
//     immortal stones, where the outside liberty is a dame: whoever
//     fills it, S alone decides (TestEyeContestedExit checks a
//     straight three with one such liberty against the reference
//     search: Black first kills, White first lives);
//     (iii) where it does not hold (a real escape past the contested
//     point), the verdict is wrong in the opponent's favour by the
//     escape; the verdicts are leaf values of the estimate, never of
//     the exact analysis, so this costs the estimate's precision, as
//     every other assumption of the static score does.
//  4. Anything else: no verdict (the rest of the static score judges W).
//
// TestEyeShapesAgainstSearch checks steps 2 and 3 on every polyomino of
// at most six points against an exhaustive search in the test, with and
// without outside liberties; TestEyeVerdicts checks positions drawn by
// hand.
func (e *estimator) eyeVerdicts(col []goregion.Color) []eyeVerdict {
	var out []eyeVerdict
	n := e.n
	done := make([]bool, n)
	sc := &e.eyeScratch
	if len(sc.inW) < len(col) {
		sc.inW = make([]int, len(col))   // stamp: a point of the wall
		sc.setOf = make([]int, len(col)) // the number of the set that explored a point
	}
	inW, setOf := sc.inW, sc.setOf
	for p := 0; p < n; p++ {
		if col[p] == goregion.Empty || done[p] {
			continue
		}
		c := col[p]
		w, _, imm := e.chainInto(sc.w, col, p)
		sc.w = w
		bad := imm
		for _, q := range w {
			if q < n {
				done[q] = true
			}
			if q >= n || e.dead[q] != goregion.Empty {
				bad = true
			}
		}
		if bad {
			continue
		}
		sc.stamp++
		stamp := sc.stamp
		for _, q := range w {
			inW[q] = stamp
		}
		// Step 1: the eye spaces, explored from W's neighbours. An
		// exploration stops past maxEyeShape points (the set is then
		// no eye space, and neither is any set that meets it later).
		spaces := sc.spaces[:0]
		buf := sc.buf[:0]
		bigFrom := sc.sets // sets numbered from here on are W's
		for _, q := range w {
			for _, x := range e.b.Neighbors(q) {
				s0 := int(x)
				if inW[s0] == stamp || setOf[s0] > bigFrom {
					continue
				}
				sc.sets++
				sets := sc.sets
				setOf[s0] = sets
				start := len(buf) // the set is buf[start:]
				buf = append(buf, s0)
				small := true
				for i := start; i < len(buf) && small; i++ {
					u := buf[i]
					if u >= n || e.imm[u] {
						small = false
					}
					for _, y := range e.b.Neighbors(u) {
						t := int(y)
						if inW[t] == stamp {
							continue
						}
						if id := setOf[t]; id > bigFrom {
							if id != sets {
								small = false // meets a set found too large before
							}
							continue
						}
						setOf[t] = sets
						buf = append(buf, t)
						if len(buf)-start > maxEyeShape {
							small = false
						}
					}
				}
				if small {
					spaces = append(spaces, buf[start:len(buf):len(buf)])
				} else {
					buf = buf[:start]
				}
			}
		}
		sc.spaces, sc.buf = spaces, buf
		outside := sc.outside[:0] // W's liberties in no eye space
		for _, q := range w {
			for _, x := range e.b.Neighbors(q) {
				u := int(x)
				if col[u] == goregion.Empty && !slices.Contains(outside, u) && !slices.ContainsFunc(spaces, func(sp []int) bool { return slices.Contains(sp, u) }) {
					outside = append(outside, u)
				}
			}
		}
		sc.outside = outside
		if len(spaces) == 0 {
			continue
		}
		// Step 2: two eye spaces of W's liberties alone.
		vitalRegions := 0
		for _, sp := range spaces {
			all := true
			for _, u := range sp {
				all = all && col[u] == goregion.Empty && slices.ContainsFunc(e.b.Neighbors(u), func(y int32) bool { return inW[y] == stamp })
			}
			if all {
				vitalRegions++
			}
		}
		if vitalRegions >= 2 {
			out = append(out, eyeVerdict{kind: verdictAlive, owner: c, stones: slices.Clone(w), vital: -1})
			continue
		}
		if len(spaces) != 1 {
			continue
		}
		// Step 3: one eye space.
		sp := spaces[0]
		deg := make([]int, len(sp))
		for i, u := range sp {
			for _, t := range sp {
				if e.b.Adjacent(u, t) {
					deg[i]++
				}
			}
		}
		kind, vi := classifyEye(deg)
		var own, opp []int
		for _, u := range sp {
			switch col[u] {
			case c:
				own = append(own, u)
			case c.Opponent():
				opp = append(opp, u)
			}
		}
		stones := slices.Concat(w, own)
		if kind == eyeTwo && len(own) == 0 && len(opp) == 0 {
			out = append(out, eyeVerdict{kind: verdictAlive, owner: c, stones: stones, vital: -1})
			continue
		}
		if kind == eyeKillable && len(opp) == 0 && len(own) == 1 && own[0] == sp[vi] {
			out = append(out, eyeVerdict{kind: verdictAlive, owner: c, stones: stones, vital: -1})
			continue
		}
		if !e.exitsClosed(col, c, outside) || e.racesWall(col, w) {
			continue
		}
		switch {
		case kind == eyeKillable && len(own) == 0 && len(opp) == 0:
			out = append(out, eyeVerdict{kind: verdictUnsettled, owner: c, stones: stones, vital: sp[vi]})
		case kind == eyeKillable && len(own) == 0 && len(opp) == 1 && opp[0] == sp[vi]:
			out = append(out, eyeVerdict{kind: verdictDead, owner: c, stones: stones, vital: -1})
		case kind == eyeOne && len(own) == 0 && len(opp) <= 1:
			out = append(out, eyeVerdict{kind: verdictDead, owner: c, stones: stones, vital: -1})
		}
	}
	return out
}

// exitsClosed reports whether the outside liberties of a wall of colour
// c (outside: its empty neighbours in no eye space) leave it no room in
// step 3 of Claim E: each lies strictly nearer to the opponent's stones
// than to c's, or with eyeContestedExits no farther. It reads each
// point's neighbours instead of the distance maps (dist), with the same
// answer (Claim E1):
//
//  1. dist gives 0 on the stones of the colour and counts steps through
//     empty points from them, so an empty point u that touches a stone
//     of c is at distance exactly 1 from c (not 0: u is no stone).
//  2. Every point of outside is empty and touches the wall, a stone of
//     c: mine = 1. The opponent's distance of u is never 0 (u is empty);
//     it is 1 exactly when u touches an opponent stone, else at least 2.
//  3. So "theirs < mine" holds of no point of outside, and "theirs <=
//     mine" of those that touch an opponent stone: the condition is
//     that outside is empty (switch off), or that every point of it
//     touches an opponent stone (switch on).
//
// TestExitsClosedByDistance compares it with the distance maps.
func (e *estimator) exitsClosed(col []goregion.Color, c goregion.Color, outside []int) bool {
	for _, u := range outside {
		if !eyeContestedExits || !slices.ContainsFunc(e.b.Neighbors(u), func(y int32) bool { return col[y] == c.Opponent() }) {
			return false
		}
	}
	return true
}

// eyeScratch is the working memory of eyeVerdicts, kept in the estimator
// so that a call allocates little beyond what its verdicts keep. Why
// reusing it changes no verdict (Claim E2):
//
//  1. inW and setOf hold stamps: inW[q] == stamp marks the current wall,
//     setOf[q] > bigFrom a set explored for the current wall. stamp and
//     sets only grow, across calls too, so a value left by an earlier
//     wall or an earlier call is below the current stamp (inW) or at
//     most the current bigFrom (setOf): it reads as "not marked",
//     exactly as the zeroed arrays of a fresh call read (a new array is
//     zeroed, and every stamp and set number is positive).
//  2. buf holds the points of the current wall's explorations one after
//     another; a set found too large is cut off again (buf[:start]), so
//     the explorations see the same marks and stop at the same points
//     as with a slice of their own. A space kept is buf[start:end] with
//     its capacity capped at end, so later appends never write into it.
//  3. w (the wall), spaces, buf and outside are overwritten by the next
//     wall; nothing of them outlives the wall's own step: a verdict
//     keeps a copy (slices.Clone(w), or slices.Concat(w, own)), and
//     racesWall, exitsClosed and classifyEye keep nothing they are
//     given.
//
// TestEyeVerdictsScratch compares the verdicts with those of fresh
// scratch on random boards, calls in a row sharing one estimator.
type eyeScratch struct {
	inW, setOf  []int
	stamp, sets int
	w, buf      []int
	spaces      [][]int
	outside     []int
}

// useEyeShapes switches the eye-shape rule of the estimate on: its
// verdicts in the static score, its switches at the leaves and the vital
// points as candidates. Alone (step 3 strict) it changes no move on the
// judge's positions (records, first and second hold-out;
// TestJudgeRecords in package gtp). At the roots of the 144 region
// estimates of the records it finds no unsettled chain (6 dead, 2
// alive): a wall that alone closes a small eye space is rare in the
// regions left unresolved, most likely because the safety judgement has
// decided such groups before. With the contested exits of step 3b
// (round est24, on 981a6f9's code): records +21.33 -> +22.33 (28 same
// as GNU Go; better/equal/worse 13/21/7 -> 13/22/6; the one move changed
// is 19_2 before 218, R9 -> H13, a point worse than GNU Go's pass ->
// equal to it), first hold-out -8.00 -> -8.00 (no move changed);
// TestEstimateAgreesWithExact 97/100 and TestEstimateLate19 30/32 and
// 32/32 unchanged. TestEstimateEyeShapeRoot compares.
var useEyeShapes = true

// eyeContestedExits lets an outside liberty of the wall that touches an
// opponent stone through step 3 of Claim E (step 3b);
// TestEyeContestedExit compares. On with useEyeShapes (see there).
var eyeContestedExits = true

// maxSwitches bounds the unsettled verdicts a leaf values as switches
// (the first ones, in the order of verdicts); the others follow the rest
// of the static score.
const maxSwitches = 3

// The values of estimator.force.
const (
	forceNone  int8 = iota // the rest of the static score judges the chain
	forceAlive             // taken as alive (its owner took the vital point)
	forceDead              // taken as dead (the opponent did)
)

// protected reports whether a stone of pts is kept alive by the eye-shape
// rule in the board being scored.
func (e *estimator) protected(pts []int) bool {
	if e.protect == nil {
		return false
	}
	for _, q := range pts {
		if e.protect[q] {
			return true
		}
	}
	return false
}

// verdicts returns eyeVerdicts of col, kept per board.
func (e *estimator) verdicts(col []goregion.Color) []eyeVerdict {
	k := make([]byte, e.n)
	for i, c := range col[:e.n] {
		k[i] = byte(c)
	}
	if v, ok := e.verdictCache[string(k)]; ok {
		return v
	}
	v := e.eyeVerdicts(col)
	if e.verdictCache == nil {
		e.verdictCache = map[string][]eyeVerdict{}
	}
	e.verdictCache[string(k)] = v
	return v
}

// leaf returns the estimated game of s at a leaf of the search: its
// static score, plus for each unsettled chain of the eye-shape rule (at
// most maxSwitches) the switch {score with it alive | score with it
// dead} for a Black chain, {dead | alive} for a White one, each less the
// static score (whoever plays the vital point first decides it; the
// switches of different chains are added, as independent games: their
// eye spaces are disjoint, each enclosed by its own wall).
func (e *estimator) leaf(s lstate) cgt.Game {
	base := e.score(s)
	g := cgt.FromInt(int64(base))
	if !useEyeShapes {
		return g
	}
	vs := e.verdicts(s.col)
	var idx []int
	for i, vd := range vs {
		if vd.kind == verdictUnsettled && len(idx) < maxSwitches {
			idx = append(idx, i)
		}
	}
	if len(idx) == 0 {
		return g
	}
	forced := func(i int, f int8) int {
		e.force = make([]int8, len(vs))
		e.force[i] = f
		v := e.score(s)
		e.force = nil
		return v
	}
	for _, i := range idx {
		alive := cgt.FromInt(int64(forced(i, forceAlive) - base))
		dead := cgt.FromInt(int64(forced(i, forceDead) - base))
		l, r := alive, dead
		if vs[i].owner == goregion.White {
			l, r = dead, alive
		}
		g = g.Add(cgt.New([]cgt.Game{l}, []cgt.Game{r}))
	}
	return g
}

// vitalPoints returns the vital points of the unsettled chains of s's
// board (candidates of both players).
func (e *estimator) vitalPoints(s lstate) []int {
	if !useEyeShapes {
		return nil
	}
	var out []int
	for _, vd := range e.verdicts(s.col) {
		if vd.kind == verdictUnsettled && vd.vital < e.n && vd.vital != s.ko && !slices.Contains(out, vd.vital) {
			out = append(out, vd.vital)
		}
	}
	return out
}
