package gtp

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math/big"
	"os"
	"sort"
	"strconv"
	"strings"

	"github.com/tedomari/tedomari/cgt"
	"github.com/tedomari/tedomari/chill"
	"github.com/tedomari/tedomari/goregion"
)

// MaxSize is the largest board GTP version 2 can name: 25 columns, A to Z
// without I.
const MaxSize = 25

// Query is what an Analyzer or a Judge is asked about: the game as it
// stands, the player to move and the komi.
type Query struct {
	// Game is a fresh copy of the engine's game, replayed from its start
	// with the same history of boards (positional superko): the callee may
	// play on it and leave it changed.
	Game *goregion.Game
	// ToPlay is the player the move is asked for (genmove's colour), or the
	// player to move for a Judge.
	ToPlay goregion.Color
	// Komi is added to White's score; never nil.
	Komi *big.Rat
	// Counting is the engine's counting: area or territory.
	Counting Counting
	// Dead and Alive are the stones the user marked dead
	// (tedomari-dead_stones) and alive (tedomari-alive_stones), every
	// stone of each marked chain, ascending; they win over any judgement.
	Dead, Alive []int
}

// Analyzer decides the move for q.ToPlay exactly: a point, goregion.Pass
// or goregion.Resign. It returns an error when it cannot decide exactly
// (the board is not resolved, a region is too large, ctx is done); the
// engine then answers a GTP error, never a guess.
type Analyzer func(ctx context.Context, q Query) (goregion.Move, error)

// Judge returns the status of the stones of q.Game's board, one entry per
// point (entries for empty points are ignored), or an error when it cannot
// judge. The zero Status is Alive.
type Judge func(ctx context.Context, q Query) ([]Status, error)

// Handler runs one GTP command with its arguments (the command name
// removed) on e and returns the response text, or an error whose message
// becomes the "? …" response.
type Handler func(ctx context.Context, e *Engine, args []string) (string, error)

// played is one move of the GTP game: who played it and where.
type played struct {
	color goregion.Color
	move  goregion.Move
}

// Engine is a GTP version 2 engine over a goregion.Game: it keeps the
// board, the moves played since the start (for undo) and the komi, and
// answers the commands that [Engine.Commands] lists.
//
// Engine is not safe for concurrent use; Run serves one controller.
type Engine struct {
	// Name and Version are the answers to "name" and "version".
	Name, Version string
	// Analyzer decides genmove and reg_genmove; nil: both answer
	// "? cannot decide a move exactly: …".
	Analyzer Analyzer
	// Suggester decides reg_genmove when not nil: a move that may be an
	// estimate where the Analyzer cannot decide exactly (it answers an
	// error only when it cannot suggest anything); nil: reg_genmove asks
	// the Analyzer, as genmove does. genmove never asks it.
	Suggester Analyzer
	// Judge decides which stones are dead (or in seki) for final_score and
	// final_status_list; nil: every stone is alive. Stones marked with
	// tedomari-dead_stones are dead, and those marked with
	// tedomari-alive_stones alive, whatever the Judge says.
	Judge Judge
	// ReadFile reads the file of loadsgf; nil: os.ReadFile.
	ReadFile func(name string) ([]byte, error)

	rules    goregion.Rules
	counting Counting
	size     int
	komi     *big.Rat
	start    *goregion.Position
	first    goregion.Color // the player to move at the start
	moves    []played
	next     goregion.Color // the player to move set by loadsgf N; Empty: the opponent of the last mover
	game     *goregion.Game
	dead     []bool // stones the user marked dead (tedomari-dead_stones)
	alive    []bool // stones the user marked alive (tedomari-alive_stones)
	handlers map[string]Handler
	analyze  []string
	quit     bool
}

// New returns an engine playing under rules on an empty size×size board
// with komi 0, counting final scores with counting. The rule set must
// allow free passes (GTP ends a game with two passes); its suicide rule
// decides whether play accepts suicides, and every rule set forbids
// positional superko.
func New(rules goregion.Rules, counting Counting, size int) (*Engine, error) {
	if rules.Pass != goregion.PassFree {
		return nil, fmt.Errorf("gtp: rule set %s does not allow free passes, which GTP needs", rules.Name)
	}
	if size < 1 || size > MaxSize {
		return nil, fmt.Errorf("gtp: board size %d: GTP boards are 1 to %d", size, MaxSize)
	}
	if counting != AreaCounting && counting != TerritoryCounting {
		return nil, fmt.Errorf("gtp: unknown counting %v", counting)
	}
	e := &Engine{Name: "tedomari", Version: "(devel)", rules: rules, counting: counting, komi: new(big.Rat)}
	e.handlers = make(map[string]Handler)
	for name, h := range builtins {
		e.handlers[name] = h
	}
	e.analyze = append(e.analyze, builtinAnalyze...)
	if err := e.setSize(size); err != nil {
		return nil, err
	}
	return e, nil
}

// Register adds the command name with handler h, or replaces the command
// of that name: the endgame analysis adds its commands (region map, region
// values, move values) this way.
func (e *Engine) Register(name string, h Handler) { e.handlers[name] = h }

// AddAnalyzeCommand adds a line to the answer of gogui-analyze_commands,
// in GoGui's form "type/label/command", e.g.
// "gfx/CGT: regions/tedomari-regions". Advertise only registered commands.
func (e *Engine) AddAnalyzeCommand(line string) { e.analyze = append(e.analyze, line) }

// Commands returns the names of the known commands, sorted.
func (e *Engine) Commands() []string {
	names := make([]string, 0, len(e.handlers))
	for name := range e.handlers {
		names = append(names, name)
	}
	sort.Strings(names)
	return names
}

// SetKomi sets the komi, as the komi command does; nil is 0.
func (e *Engine) SetKomi(k *big.Rat) {
	e.komi = new(big.Rat)
	if k != nil {
		e.komi.Set(k)
	}
}

// Counting returns how final_score counts.
func (e *Engine) Counting() Counting { return e.counting }

// Rules returns the engine's rule set.
func (e *Engine) Rules() goregion.Rules { return e.rules }

// Size returns the board size.
func (e *Engine) Size() int { return e.size }

// Komi returns a copy of the komi.
func (e *Engine) Komi() *big.Rat { return new(big.Rat).Set(e.komi) }

// Query returns what an Analyzer or Judge is asked about the current game,
// with player c to move: a fresh copy of the game, the komi and the
// counting.
func (e *Engine) Query(c goregion.Color) (Query, error) {
	g, err := e.replay(e.moves)
	if err != nil {
		return Query{}, err
	}
	if g.Ended() {
		g.Resume()
	}
	if !g.Ended() {
		if err := g.SetNextPlayer(c); err != nil {
			return Query{}, err
		}
	}
	q := Query{Game: g, ToPlay: c, Komi: e.Komi(), Counting: e.counting}
	for p := range e.dead {
		if e.dead[p] {
			q.Dead = append(q.Dead, p)
		}
		if e.alive[p] {
			q.Alive = append(q.Alive, p)
		}
	}
	return q, nil
}

// Position returns a copy of the current board.
func (e *Engine) Position() *goregion.Position { return e.game.Position() }

// ToMove returns the player to move: the opponent of the last mover, or
// the first player before any move, unless loadsgf set it.
func (e *Engine) ToMove() goregion.Color {
	if e.next != goregion.Empty {
		return e.next
	}
	if n := len(e.moves); n > 0 {
		return e.moves[n-1].color.Opponent()
	}
	return e.first
}

// setSize starts an empty board of the given size.
func (e *Engine) setSize(size int) error {
	b := goregion.Grid(size, size)
	n := b.NumPoints()
	return e.reset(&goregion.Position{Board: b, Colors: make([]goregion.Color, n), Immortal: make([]bool, n)}, goregion.Black, nil)
}

// reset starts the game again from start with first to move and plays
// moves on it.
func (e *Engine) reset(start *goregion.Position, first goregion.Color, moves []played) error {
	old := *e
	e.start, e.first, e.size = start, first, start.Board.Width
	g, err := e.replay(moves)
	if err != nil {
		*e = old
		return err
	}
	e.game, e.moves, e.next = g, moves, goregion.Empty
	e.dead = make([]bool, start.Board.NumPoints())
	e.alive = make([]bool, start.Board.NumPoints())
	return nil
}

// replay plays moves on a new game from the engine's start.
func (e *Engine) replay(moves []played) (*goregion.Game, error) {
	g, err := goregion.NewGame(e.start, e.rules)
	if err != nil {
		return nil, err
	}
	if e.first == goregion.White {
		if err := g.SetToMove(goregion.White); err != nil {
			return nil, err
		}
	}
	for _, pm := range moves {
		if err := playOn(g, pm); err != nil {
			return nil, err
		}
	}
	return g, nil
}

// playOn plays pm on g, reopening g after two passes and letting pm's
// colour move out of turn.
func playOn(g *goregion.Game, pm played) error {
	if g.Ended() {
		g.Resume()
	}
	if g.ToMove() != pm.color {
		if err := g.SetNextPlayer(pm.color); err != nil {
			return err
		}
	}
	return g.Play(pm.move)
}

// play plays move m for colour c, or returns why it is illegal and leaves
// the game unchanged.
func (e *Engine) play(c goregion.Color, m goregion.Move) error {
	if m == goregion.Resign {
		return errors.New("resign is not a move to play")
	}
	if err := playOn(e.game, played{c, m}); err != nil {
		// playOn may have reopened the game or changed the player to move
		// before refusing: rebuild the game as it was.
		g, rerr := e.replay(e.moves)
		if rerr != nil {
			panic("gtp: internal error: replaying the accepted moves failed: " + rerr.Error())
		}
		e.game = g
		return err
	}
	e.moves = append(e.moves, played{c, m})
	e.next = goregion.Empty
	clear(e.dead)
	clear(e.alive)
	return nil
}

// Run reads GTP commands from r and writes the responses to w until quit,
// the end of r, or ctx is done. It returns nil after quit or at the end of
// r, ctx.Err() when ctx is done, and the read or write error otherwise.
// Malformed commands get error responses; nothing in the input makes Run
// panic.
//
// Each command runs with a context derived from ctx (handed to the
// Analyzer and the Judge), which GoGui's interrupt cancels: while a
// command runs, Run keeps reading, and the comment line "# interrupt"
// cancels the running command (GoGui sends it after list_commands shows
// gogui-interrupt); other lines wait their turn. Run may therefore read
// ahead of the command it is running.
func (e *Engine) Run(ctx context.Context, r io.Reader, w io.Writer) error {
	lines := make(chan string)
	readErr := make(chan error, 1)
	stop := make(chan struct{})
	defer close(stop)
	go func() {
		sc := bufio.NewScanner(r)
		sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
		for sc.Scan() {
			select {
			case lines <- sc.Text():
			case <-stop:
				return
			}
		}
		readErr <- sc.Err()
		close(lines)
	}()
	bw := bufio.NewWriter(w)
	var pending []string // lines read while a command ran
	eof := false
	for {
		var raw string
		switch {
		case len(pending) > 0:
			raw, pending = pending[0], pending[1:]
		case eof:
			return <-readErr
		default:
			select {
			case <-ctx.Done():
				return ctx.Err()
			case l, ok := <-lines:
				if !ok {
					return <-readErr
				}
				raw = l
			}
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		line, ok := Preprocess(raw)
		if !ok {
			continue
		}
		cctx, cancel := context.WithCancel(ctx)
		done := make(chan string, 1)
		go func() { done <- e.Execute(cctx, line) }()
		var resp string
	wait:
		for {
			in := lines
			if eof {
				in = nil
			}
			select {
			case resp = <-done:
				break wait
			case l, ok := <-in:
				switch {
				case !ok:
					eof = true
				case isInterrupt(l):
					cancel()
				default:
					pending = append(pending, l)
				}
			}
		}
		cancel()
		if _, err := bw.WriteString(resp); err != nil {
			return err
		}
		if err := bw.Flush(); err != nil {
			return err
		}
		releaseCaches()
		if e.quit {
			return nil
		}
	}
}

// releaseCaches empties the caches of cgt and chill once a command has
// answered. A GTP session lives as long as its controller, and without this
// the caches would stay at their bounds between commands; the analysis the
// engine keeps for the current board holds its games, so the intern table
// keeps their forms and the next command's answers are unchanged.
func releaseCaches() {
	cgt.ReleaseCaches()
	chill.ReleaseCaches()
}

// isInterrupt reports whether line is GoGui's interrupt: the comment
// "# interrupt".
func isInterrupt(line string) bool {
	return strings.TrimSpace(line) == "# interrupt"
}

// Preprocess applies GTP's preprocessing to one line of input (the
// draft's "Preprocessing"): control characters other than HT and LF removed,
// everything from '#' on removed, HT turned into a space. It reports false
// for a line left empty or white space only, which is skipped.
func Preprocess(line string) (string, bool) {
	var b strings.Builder
	for _, r := range line {
		switch {
		case r == '#':
			s := strings.TrimSpace(b.String())
			return s, s != ""
		case r == '\t':
			b.WriteByte(' ')
		case r < 32 || r == 127:
			// control character: dropped
		default:
			b.WriteRune(r)
		}
	}
	s := strings.TrimSpace(b.String())
	return s, s != ""
}

// Execute runs one preprocessed command line ("[id] command args…") and
// returns its whole response: "=[id] text" or "?[id] message", ended by
// the empty line that terminates GTP responses.
func (e *Engine) Execute(ctx context.Context, line string) string {
	fields := strings.Fields(line)
	id := ""
	if len(fields) > 0 && isID(fields[0]) {
		id, fields = fields[0], fields[1:]
	}
	var text string
	var err error
	switch {
	case len(fields) == 0:
		err = errors.New("missing command")
	default:
		h, ok := e.handlers[fields[0]]
		if !ok {
			err = errors.New("unknown command")
			break
		}
		text, err = safeCall(ctx, h, e, fields[1:])
	}
	if err != nil {
		return "?" + id + " " + clean(err.Error()) + "\n\n"
	}
	return "=" + id + " " + clean(text) + "\n\n"
}

// safeCall runs h, turning a panic of a registered handler into an error
// response so that one bad command does not end the session.
func safeCall(ctx context.Context, h Handler, e *Engine, args []string) (text string, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("internal error: %v", r)
		}
	}()
	return h(ctx, e, args)
}

// isID reports whether s is a GTP command id: a non-negative integer.
func isID(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// clean makes s a valid response body: no empty lines inside it (they
// would end the response early) and no trailing newline.
func clean(s string) string {
	s = strings.TrimRight(strings.ReplaceAll(s, "\r", ""), "\n")
	for strings.Contains(s, "\n\n") {
		s = strings.ReplaceAll(s, "\n\n", "\n")
	}
	return s
}

// readFile reads loadsgf's file when Engine.ReadFile is nil.
var readFile = os.ReadFile

// parseColor reads a GTP colour: "b", "black", "w" or "white", in any case.
func parseColor(s string) (goregion.Color, error) {
	switch strings.ToLower(s) {
	case "b", "black":
		return goregion.Black, nil
	case "w", "white":
		return goregion.White, nil
	}
	return goregion.Empty, fmt.Errorf("invalid color %q", s)
}

// parseVertex reads a GTP vertex on the engine's board: "pass" or a point
// such as "D4", in any case.
func (e *Engine) parseVertex(s string) (goregion.Move, error) {
	if strings.EqualFold(s, "pass") {
		return goregion.Pass, nil
	}
	if p, ok := e.game.Board().Point(strings.ToUpper(s)); ok {
		return goregion.Move(p), nil
	}
	return 0, fmt.Errorf("invalid coordinate %q", s)
}

// vertex writes move m as GTP does: "pass", "resign" or an upper-case point.
func (e *Engine) vertex(m goregion.Move) string {
	switch m {
	case goregion.Pass:
		return "pass"
	case goregion.Resign:
		return "resign"
	}
	return e.game.Board().Name(int(m))
}

// parseKomi reads a komi: a decimal number such as 6.5 or -3, kept exactly.
func parseKomi(s string) (*big.Rat, error) {
	if _, err := strconv.ParseFloat(s, 64); err != nil {
		return nil, fmt.Errorf("komi not a float: %q", s)
	}
	k, ok := new(big.Rat).SetString(s)
	if !ok {
		return nil, fmt.Errorf("komi not a float: %q", s)
	}
	return k, nil
}

// formatRat writes r as a decimal when it has a short exact one (6.5,
// 0.25, 3), else as a fraction a/b.
func formatRat(r *big.Rat) string {
	for prec := 0; prec <= 6; prec++ {
		s := r.FloatString(prec)
		if back, ok := new(big.Rat).SetString(s); ok && back.Cmp(r) == 0 {
			return s
		}
	}
	return r.RatString()
}
