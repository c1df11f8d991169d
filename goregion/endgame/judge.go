package endgame

import (
	"fmt"
	"slices"

	"github.com/tedomari/tedomari/goregion"
)

// Status is the judgement of a chain's life.
type Status int8

// The judgements of [Judge], from the strongest claim to none.
const (
	// Unknown: neither proof was found within the limits (unsettled
	// chains, sekis, kos, zones too large to search).
	Unknown Status = iota
	// PassAlive: Benson proves the chain pass-alive; it needs no answer.
	PassAlive
	// Alive: its owner can answer every attacking move in the chain's zone
	// so that the chain is never captured; the Strategy gives the answers.
	Alive
	// Dead: the attacker can answer every move of the owner in the zone
	// (passes included) so that the chain is captured; the Strategy gives
	// the answers.
	Dead
)

// String returns "unknown", "pass-alive", "alive" or "dead".
func (s Status) String() string {
	switch s {
	case Unknown:
		return "unknown"
	case PassAlive:
		return "pass-alive"
	case Alive:
		return "alive"
	case Dead:
		return "dead"
	}
	return fmt.Sprintf("Status(%d)", int8(s))
}

// JudgeOptions bound the search of [Judge].
type JudgeOptions struct {
	// MaxNodes is the number of positions one proof may visit (each
	// costs a run of Benson); 0 means 20000.
	MaxNodes int
	// MaxDepth is the number of moves a line may have, both players'
	// moves counted; 0 means 8.
	MaxDepth int
	// MaxZone is the largest number of empty points a zone may have to be
	// searched; 0 means 10.
	MaxZone int
	// SureDistance is the distance D of the sure areas (sure.go): an
	// empty point is sure for a player when every opponent stone is at
	// least D steps away (through empty points) and the player's stones
	// are 2 steps nearer; 0 means 4, a negative value turns the sure areas
	// (and the judgements by area) off. Assess only.
	SureDistance int
	// NoFrameSearch turns off Assess's second search (frame.go): the
	// chains no other rule decides judged by search again with the chains
	// assumed alive and the sure points as an immortal frame. Assess only.
	NoFrameSearch bool
	// NoCaptureDefence keeps ordinary the chains the frame search proves
	// alive with answers that only capture (frame.go). Assess only.
	NoCaptureDefence bool
	// NoSpaceReading turns off the reading of small closed eye spaces
	// (closedspace.go): "alive by area" then takes every sure area of
	// seven points or more on its size. Assess only.
	NoSpaceReading bool

	total     int  // judgeSome: the positions all its proofs may visit together (0: no bound)
	localOnly bool // judgeSome: search only the zones localZone takes (every stone around them immortal)
}

// Judgement is the life-and-death judgement of one chain.
type Judgement struct {
	Color  goregion.Color // the chain's colour: its owner
	Chain  []int          // the chain's points, ascending
	Status Status         // what was proved
	// Zone is the chain's eye space and surroundings: the connected
	// component of the points that hold no pass-alive stone, containing
	// the chain, ascending. Moves outside it cannot change its fate.
	Zone []int
	// Strategy is the proof for Alive (the owner's answers) and Dead (the
	// attacker's answers); nil otherwise.
	Strategy *Strategy
	Nodes    int // positions visited by the searches
}

// Strategy is a winning answer to every move of the player who moves
// first in a zone, as a tree: after the opponent's move m, Reply returns
// the answer and the strategy from there.
type Strategy struct {
	replies map[goregion.Move]Reply
}

// Reply is one answer of a Strategy.
type Reply struct {
	Move goregion.Move // the answer (Pass: none is needed, or none is best)
	// Next is the strategy after the answer, or nil when the claim is
	// settled: the chain is pass-alive (Alive) or captured (Dead).
	Next *Strategy

	captures bool // the answer captures the chain of the attacking move it answers, not as a ko (koShape)
}

// NeedsAnswer reports whether some first move of the opponent must be
// answered by a move (not a pass) for the strategy to hold: a chain alive
// only with such an answer is alive but not immortal, since its defence
// may cost a move. A nil strategy needs none.
func (s *Strategy) NeedsAnswer() bool {
	if s == nil {
		return false
	}
	for _, r := range s.replies {
		if r.Move != goregion.Pass {
			return true
		}
	}
	return false
}

// NeverAnswers reports whether every answer of the strategy, down the
// whole tree, is a pass: the chain lives whatever the attacker plays in a
// row, not only against a single move (NeedsAnswer looks at the first
// answers only). A nil strategy has none.
func (s *Strategy) NeverAnswers() bool {
	if s == nil {
		return true
	}
	for _, r := range s.replies {
		if r.Move != goregion.Pass || !r.Next.NeverAnswers() {
			return false
		}
	}
	return true
}

// OnlyCaptures reports whether every answer of the strategy that is a
// move (not a pass), down the whole tree, captures the chain of the move
// it answers, and not as a ko (a single stone taken by a chain left with
// one liberty): for Alive, the owner's defence only ever takes the
// attacking stone at once. A nil strategy has none.
func (s *Strategy) OnlyCaptures() bool {
	if s == nil {
		return true
	}
	for _, r := range s.replies {
		if r.Move != goregion.Pass && !r.captures || !r.Next.OnlyCaptures() {
			return false
		}
	}
	return true
}

// Reply returns the answer to move m (a point of the zone, or Pass), and
// false when the strategy has none: m is outside the zone (answer it by
// passing; it cannot change the chain's fate) or was not legal when the
// strategy was built.
func (s *Strategy) Reply(m goregion.Move) (Reply, bool) {
	r, ok := s.replies[m]
	return r, ok
}

// Judge judges every chain of pos under rules: PassAlive by Benson; for the
// others, a bounded search of the chain's zone (see the package
// documentation, "Judging life by search") for a proof that it is Alive
// (the attacker moves first, the owner answers) or Dead (the owner moves
// first, the attacker answers); Unknown when neither is found. The
// judgements are ordered by the chains' first points.
//
// The search sees the position without its history: positional superko
// bans from boards that occurred before pos are not considered (the
// proving side never recreates a board of the line it searched).
func Judge(pos *goregion.Position, rules goregion.Rules, opts JudgeOptions) []Judgement {
	return judgeSome(pos, rules, opts, nil)
}

// judgeSome is Judge for the chains through the points p with only(p)
// (every chain when only is nil); the others are left out of the result.
func judgeSome(pos *goregion.Position, rules goregion.Rules, opts JudgeOptions, only func(p int) bool) []Judgement {
	if opts.MaxNodes == 0 {
		opts.MaxNodes = 20000
	}
	if opts.MaxDepth == 0 {
		opts.MaxDepth = 8
	}
	if opts.MaxZone == 0 {
		opts.MaxZone = 10
	}
	s := Benson(pos, rules)
	b := pos.Board
	n := b.NumPoints()
	var out []Judgement
	spent := 0
	done := make([]bool, n)
	for p := 0; p < n; p++ {
		c := pos.Colors[p]
		if c == goregion.Empty || done[p] || only != nil && !only(p) {
			continue
		}
		chain := chainPoints(b, pos.Colors, p)
		for _, q := range chain {
			done[q] = true
		}
		j := Judgement{Color: c, Chain: chain}
		if s.Safe(p) == c {
			j.Status = PassAlive
			out = append(out, j)
			continue
		}
		j.Zone = zone(s, p)
		empty := 0
		for _, q := range j.Zone {
			if pos.Colors[q] == goregion.Empty {
				empty++
			}
		}
		if opts.total > 0 && spent >= opts.total {
			empty = opts.MaxZone + 1 // the budget is spent: Unknown
		}
		if empty <= opts.MaxZone && !immortalIn(pos, j.Zone) {
			if lp, back, ok := localZone(pos, j.Zone); ok {
				judgeLocal(lp, back, rules, opts, &j)
			} else if !opts.localOnly {
				judgeChain(pos, rules, s, opts, &j)
			}
			spent += j.Nodes
		}
		out = append(out, j)
	}
	return out
}

// chainPoints returns the chain through p, ascending.
func chainPoints(b *goregion.Board, col []goregion.Color, p int) []int {
	seen := make([]bool, len(col)) // a slice, not a map: this runs in every search's inner loop
	seen[p] = true
	pts := []int{p}
	for i := 0; i < len(pts); i++ {
		for _, w := range b.Neighbors(pts[i]) {
			if col[w] == col[p] && !seen[w] {
				seen[w] = true
				pts = append(pts, int(w))
			}
		}
	}
	slices.Sort(pts)
	return pts
}

// zone returns the component of the points without a pass-alive stone
// that contains p, ascending.
func zone(s *Unconditional, p int) []int {
	b := s.pos.Board
	seen := make([]bool, b.NumPoints()) // a slice, not a map (as chainPoints)
	seen[p] = true
	pts := []int{p}
	for i := 0; i < len(pts); i++ {
		for _, w := range b.Neighbors(pts[i]) {
			if s.Safe(int(w)) == goregion.Empty && !seen[w] {
				seen[w] = true
				pts = append(pts, int(w))
			}
		}
	}
	slices.Sort(pts)
	return pts
}

func immortalIn(pos *goregion.Position, pts []int) bool {
	for _, p := range pts {
		if pos.Immortal[p] {
			return true
		}
	}
	return false
}

// judgeChain searches for a proof that j's chain is alive, then dead.
func judgeChain(pos *goregion.Position, rules goregion.Rules, s *Unconditional, opts JudgeOptions, j *Judgement) {
	for _, alive := range []bool{true, false} {
		sr := &searcher{
			b: pos.Board, rules: rules, x: j.Color, p0: j.Chain[0], zone: j.Zone,
			safe: s.safe, immortal: pos.Immortal, max: opts.MaxNodes, line: map[string]int{},
		}
		start := slices.Clone(pos.Colors)
		sr.line[key(start)]++
		var st *Strategy
		if alive {
			st = sr.attackFirst(start, opts.MaxDepth)
		} else {
			st = sr.ownerFirst(start, opts.MaxDepth)
		}
		j.Nodes += sr.nodes
		if st != nil {
			j.Strategy = st
			j.Status = Dead
			if alive {
				j.Status = Alive
			}
			return
		}
	}
}

// searcher holds one proof search: the owner x of the chain through p0,
// its zone, the pass-alive stones of the start, the node budget and the
// boards of the current line (for the proving side's superko).
type searcher struct {
	b        *goregion.Board
	rules    goregion.Rules
	x        goregion.Color
	p0       int
	zone     []int
	safe     []goregion.Color
	immortal []bool
	nodes    int
	max      int
	line     map[string]int
	memo     map[string]verdict // Benson's verdicts on the boards met (play)
}

func key(col []goregion.Color) string {
	k := make([]byte, len(col))
	for i, c := range col {
		k[i] = byte(c)
	}
	return string(k)
}

// outcome is what a move in the search does.
type outcome int8

const (
	legal    outcome = iota
	illegal          // refused by the rules' suicide condition, or a one-stone suicide (it changes nothing)
	breakout         // a pass-alive stone of the start is removed or no longer pass-alive: the zone is no longer independent
)

// play returns the board after colour c plays m (Pass leaves it as it
// is), what the move does, and whether the chain is pass-alive after it.
// Superko is the caller's business. After every legal move that leaves the
// chain on the board, Benson checks that every pass-alive stone of the
// start still is: a zone can hold a vital region of the stones around it
// (an eye with an opponent stone in it), and a move there may give up
// their safety, after which moves outside the zone could matter.
func (sr *searcher) play(col []goregion.Color, m goregion.Move, c goregion.Color) ([]goregion.Color, outcome, bool) {
	next, res := sr.place(col, m, c)
	if res != legal || next[sr.p0] != sr.x {
		return next, res, false
	}
	// Benson's verdict depends on the board alone: boards met again
	// (transpositions) take it from the memo.
	k := key(next)
	if v, ok := sr.memo[k]; ok {
		return next, v.res, v.lives
	}
	pos := &goregion.Position{Board: sr.b, Colors: next, Immortal: sr.immortal}
	s := Benson(pos, sr.rules)
	v := verdict{res: legal, lives: s.Safe(sr.p0) == sr.x}
	for p, c := range sr.safe {
		if c != goregion.Empty && s.Safe(p) != c {
			v = verdict{res: breakout}
			break
		}
	}
	if sr.memo == nil {
		sr.memo = map[string]verdict{}
	}
	sr.memo[k] = v
	return next, v.res, v.lives
}

// verdict is what Benson says of a board in play: whether a pass-alive
// stone of the start lost its safety, and whether the chain is pass-alive.
type verdict struct {
	res   outcome
	lives bool
}

// place plays m for c on col, and reports whether it is illegal or
// removes a pass-alive stone of the start.
func (sr *searcher) place(col []goregion.Color, m goregion.Move, c goregion.Color) ([]goregion.Color, outcome) {
	sr.nodes++
	if m == goregion.Pass {
		return col, legal
	}
	p := int(m)
	out := slices.Clone(col)
	out[p] = c
	res := legal
	removed := false
	for _, w := range sr.b.Neighbors(p) {
		if out[w] == c.Opponent() && !sr.stays(out, int(w)) {
			if !sr.remove(out, int(w)) {
				res = breakout
			}
			removed = true
		}
	}
	if !removed && !sr.stays(out, p) {
		if !sr.rules.Suicide || len(chainPoints(sr.b, out, p)) == 1 {
			return nil, illegal
		}
		if !sr.remove(out, p) {
			res = breakout
		}
	}
	return out, res
}

// remove empties the chain through p and reports whether it held no
// pass-alive stone of the start.
func (sr *searcher) remove(col []goregion.Color, p int) bool {
	ok := true
	for _, q := range chainPoints(sr.b, col, p) {
		ok = ok && sr.safe[q] == goregion.Empty
		col[q] = goregion.Empty
	}
	return ok
}

// stays reports whether the chain through p stays on the board: it has a
// liberty, or holds an immortal stone (which the rules never remove,
// FORMATS.md §3, as goregion.Clear has it).
func (sr *searcher) stays(col []goregion.Color, p int) bool {
	if libertyOf(sr.b, col, p) {
		return true
	}
	for _, q := range chainPoints(sr.b, col, p) {
		if sr.immortal[q] {
			return true
		}
	}
	return false
}

// captures reports whether the owner's move at p on col captures the
// attacker's chain through last, the attacking move just played (Pass when
// that move captured stones itself): p is its only liberty and it holds no
// immortal stone.
func (sr *searcher) captures(col []goregion.Color, p int, last goregion.Move) bool {
	if last == goregion.Pass || col[last] != sr.x.Opponent() {
		return false
	}
	for _, q := range chainPoints(sr.b, col, int(last)) {
		if sr.immortal[q] {
			return false
		}
		for _, r := range sr.b.Neighbors(q) {
			if col[r] == goregion.Empty && int(r) != p {
				return false
			}
		}
	}
	return slices.Contains(sr.b.Neighbors(p), int32(last))
}

// koShape reports whether the owner's capture at p (col before it, next
// after) took a single stone and left the capturing stone's chain with a
// single liberty: a ko the attacker may retake, not a costless answer.
func (sr *searcher) koShape(col, next []goregion.Color, p int) bool {
	taken := 0
	for q, c := range col {
		if c == sr.x.Opponent() && next[q] == goregion.Empty {
			taken++
		}
	}
	if taken != 1 {
		return false
	}
	libs := map[int]bool{}
	for _, q := range chainPoints(sr.b, next, p) {
		for _, w := range sr.b.Neighbors(q) {
			if next[w] == goregion.Empty {
				libs[int(w)] = true
			}
		}
	}
	return len(libs) < 2
}

func libertyOf(b *goregion.Board, col []goregion.Color, p int) bool {
	for _, q := range chainPoints(b, col, p) {
		for _, w := range b.Neighbors(q) {
			if col[w] == goregion.Empty {
				return true
			}
		}
	}
	return false
}

// moves returns the empty points of the zone, the chain's liberties
// first (the moves most likely to matter).
func (sr *searcher) moves(col []goregion.Color) []goregion.Move {
	var first, rest []goregion.Move
	libs := make([]bool, len(col)) // a slice, not a map: this runs at every node of the search
	if col[sr.p0] == sr.x {
		for _, q := range chainPoints(sr.b, col, sr.p0) {
			for _, w := range sr.b.Neighbors(q) {
				libs[int(w)] = true
			}
		}
	}
	for _, p := range sr.zone {
		if col[p] != goregion.Empty {
			continue
		}
		if libs[p] {
			first = append(first, goregion.Move(p))
		} else {
			rest = append(rest, goregion.Move(p))
		}
	}
	return append(first, rest...)
}

// attackFirst proves that the chain lives with the attacker to move: it
// returns the owner's answers to every attacking move in the zone, or nil.
// The attacker ignores superko (it may have threats to retake any ko); the
// owner may not recreate a board of the line.
func (sr *searcher) attackFirst(col []goregion.Color, depth int) *Strategy {
	st := &Strategy{replies: map[goregion.Move]Reply{}}
	for _, m := range sr.moves(col) {
		if sr.nodes >= sr.max {
			return nil
		}
		next, res, lives := sr.play(col, m, sr.x.Opponent())
		switch {
		case res == illegal:
			continue
		case res == breakout || next[sr.p0] != sr.x || depth <= 1:
			return nil
		case lives:
			st.replies[m] = Reply{Move: goregion.Pass}
			continue
		}
		// An attacking move that itself captures is not a throw-in: its
		// answer is never taken as costless.
		last := m
		for q, c := range col {
			if c == sr.x && next[q] == goregion.Empty {
				last = goregion.Pass
				break
			}
		}
		k := key(next)
		sr.line[k]++
		r, ok := sr.answer(next, last, depth-1)
		sr.line[k]--
		if !ok {
			return nil
		}
		st.replies[m] = r
	}
	return st
}

// answer returns an owner's move after which the chain is pass-alive or
// lives against every attack (attackFirst), and false if there is none
// within the limits. It tries the chain's liberties, then passing, then
// the other points of the zone.
func (sr *searcher) answer(col []goregion.Color, last goregion.Move, depth int) (Reply, bool) {
	// Passing first, then the moves that capture the attacking stone (a
	// strategy whose answers all do is one the frame search may take as
	// costless),
	// then the others as moves orders them.
	var capt, rest []goregion.Move
	for _, m := range sr.moves(col) {
		if sr.captures(col, int(m), last) {
			capt = append(capt, m)
		} else {
			rest = append(rest, m)
		}
	}
	cands := append(append([]goregion.Move{goregion.Pass}, capt...), rest...)
	for _, m := range cands {
		if sr.nodes >= sr.max {
			return Reply{}, false
		}
		next, res, lives := sr.play(col, m, sr.x)
		if res != legal || next[sr.p0] != sr.x {
			continue
		}
		k := key(next)
		if m != goregion.Pass && sr.line[k] > 0 {
			continue // positional superko
		}
		c := m != goregion.Pass && sr.captures(col, int(m), last) && !sr.koShape(col, next, int(m))
		if lives {
			return Reply{Move: m, captures: c}, true
		}
		if depth <= 1 {
			continue
		}
		sr.line[k]++
		st := sr.attackFirst(next, depth-1)
		sr.line[k]--
		if st != nil {
			return Reply{Move: m, Next: st, captures: c}, true
		}
	}
	return Reply{}, false
}

// ownerFirst proves that the chain dies with its owner to move: it
// returns the attacker's answers to every move of the owner in the zone
// and to its pass, or nil. The owner ignores superko; the attacker may not
// recreate a board of the line.
func (sr *searcher) ownerFirst(col []goregion.Color, depth int) *Strategy {
	st := &Strategy{replies: map[goregion.Move]Reply{}}
	cands := append([]goregion.Move{goregion.Pass}, sr.moves(col)...)
	for _, m := range cands {
		if sr.nodes >= sr.max {
			return nil
		}
		next, res, lives := sr.play(col, m, sr.x)
		switch {
		case res == illegal:
			continue
		case res == breakout:
			return nil
		case next[sr.p0] != sr.x:
			continue // the owner removed its own chain: the attacker needs no answer
		case depth <= 1 || lives:
			return nil
		}
		k := key(next)
		if m != goregion.Pass {
			sr.line[k]++
		}
		r, ok := sr.kill(next, depth-1)
		if m != goregion.Pass {
			sr.line[k]--
		}
		if !ok {
			return nil
		}
		st.replies[m] = r
	}
	return st
}

// kill returns an attacker's move after which the chain is captured or
// dies against every move of the owner (ownerFirst), and false if there is
// none within the limits.
func (sr *searcher) kill(col []goregion.Color, depth int) (Reply, bool) {
	for _, m := range sr.moves(col) {
		if sr.nodes >= sr.max {
			return Reply{}, false
		}
		next, res, lives := sr.play(col, m, sr.x.Opponent())
		if res != legal {
			continue
		}
		k := key(next)
		if sr.line[k] > 0 {
			continue // positional superko
		}
		if next[sr.p0] != sr.x {
			return Reply{Move: m}, true
		}
		if depth <= 1 || lives {
			continue
		}
		sr.line[k]++
		st := sr.ownerFirst(next, depth-1)
		sr.line[k]--
		if st != nil {
			return Reply{Move: m, Next: st}, true
		}
	}
	return Reply{}, false
}

// localZone returns the zone as a position of its own: the zone's points
// and the stones next to it, on a graph board with the whole board's names
// and induced edges, with back mapping its points to the whole board's;
// ok is false unless every stone next to the zone is immortal. Then the
// search is the same on either board, only cheaper (each node runs Benson
// on the small board): no move is played outside the zone, the stones
// around it are never removed (searcher.stays) nor lose their safety, and
// a region of the judged chain's colour that leaves the zone does so
// through an immortal opponent stone, which makes it vital to nothing on
// either board.
func localZone(pos *goregion.Position, zone []int) (lp *goregion.Position, back []int, ok bool) {
	b := pos.Board
	in := make(map[int]int, 2*len(zone))
	for _, p := range zone {
		in[p] = len(back)
		back = append(back, p)
	}
	for _, p := range zone {
		for _, q := range b.Neighbors(p) {
			if _, seen := in[int(q)]; seen {
				continue
			}
			if !pos.Immortal[q] {
				return nil, nil, false
			}
			in[int(q)] = len(back)
			back = append(back, int(q))
		}
	}
	names := make([]string, len(back))
	var edges [][2]int
	for i, p := range back {
		names[i] = b.Name(p)
		for _, q := range b.Neighbors(p) {
			if j, has := in[int(q)]; has && j > i {
				edges = append(edges, [2]int{i, j})
			}
		}
	}
	lb, err := goregion.NewGraphBoard(names, edges)
	if err != nil {
		return nil, nil, false
	}
	lp = &goregion.Position{Board: lb, Colors: make([]goregion.Color, len(back)), Immortal: make([]bool, len(back))}
	for i, p := range back {
		lp.Colors[i], lp.Immortal[i] = pos.Colors[p], pos.Immortal[p]
	}
	return lp, back, true
}

// judgeLocal judges j's chain on the local position lp of its zone
// (localZone) and maps the strategy back to the whole board.
func judgeLocal(lp *goregion.Position, back []int, rules goregion.Rules, opts JudgeOptions, j *Judgement) {
	local := map[int]int{}
	for i, p := range back {
		local[p] = i
	}
	lj := Judgement{Color: j.Color}
	for _, p := range j.Chain {
		lj.Chain = append(lj.Chain, local[p])
	}
	slices.Sort(lj.Chain)
	for _, p := range j.Zone {
		lj.Zone = append(lj.Zone, local[p])
	}
	slices.Sort(lj.Zone)
	judgeChain(lp, rules, Benson(lp, rules), opts, &lj)
	j.Status, j.Nodes, j.Strategy = lj.Status, lj.Nodes, lj.Strategy.mapped(back)
}

// mapped returns the strategy with its points p turned into back[p].
func (s *Strategy) mapped(back []int) *Strategy {
	if s == nil {
		return nil
	}
	move := func(m goregion.Move) goregion.Move {
		if m == goregion.Pass {
			return m
		}
		return goregion.Move(back[m])
	}
	out := &Strategy{replies: make(map[goregion.Move]Reply, len(s.replies))}
	for m, r := range s.replies {
		out.replies[move(m)] = Reply{Move: move(r.Move), Next: r.Next.mapped(back), captures: r.captures}
	}
	return out
}
