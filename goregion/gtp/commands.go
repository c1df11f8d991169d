package gtp

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"github.com/tedomari/tedomari/goregion"
)

// builtins are the commands every engine knows; New copies them into the
// engine, and Register adds more.
var builtins = map[string]Handler{
	"protocol_version":       func(context.Context, *Engine, []string) (string, error) { return "2", nil },
	"name":                   func(_ context.Context, e *Engine, _ []string) (string, error) { return e.Name, nil },
	"version":                func(_ context.Context, e *Engine, _ []string) (string, error) { return e.Version, nil },
	"known_command":          cmdKnownCommand,
	"list_commands":          cmdListCommands,
	"quit":                   cmdQuit,
	"boardsize":              cmdBoardsize,
	"clear_board":            cmdClearBoard,
	"komi":                   cmdKomi,
	"get_komi":               func(_ context.Context, e *Engine, _ []string) (string, error) { return formatRat(e.komi), nil },
	"play":                   cmdPlay,
	"is_legal":               cmdIsLegal,
	"genmove":                cmdGenmove,
	"reg_genmove":            cmdRegGenmove,
	"undo":                   cmdUndo,
	"showboard":              cmdShowboard,
	"list_stones":            cmdListStones,
	"captures":               cmdCaptures,
	"loadsgf":                cmdLoadSGF,
	"final_score":            cmdFinalScore,
	"final_status_list":      cmdFinalStatusList,
	"tedomari-dead_stones":   cmdDeadStones,
	"tedomari-alive_stones":  cmdAliveStones,
	"gogui-analyze_commands": cmdAnalyzeCommands,
	"fixed_handicap":         cmdFixedHandicap,
	"place_free_handicap":    cmdPlaceFreeHandicap,
	"set_free_handicap":      cmdSetFreeHandicap,
	"time_settings":          cmdNoClock,
	"time_left":              cmdNoClock,
	"gogui-interrupt":        func(context.Context, *Engine, []string) (string, error) { return "", nil },
}

// cmdNoClock accepts the clock commands and ignores them: tedomari's
// answers do not depend on time (a long analysis is bounded by its own
// limits, not by the game clock).
func cmdNoClock(context.Context, *Engine, []string) (string, error) { return "", nil }

// builtinAnalyze is what gogui-analyze_commands advertises before the
// endgame analysis registers its own commands: only commands that exist.
var builtinAnalyze = []string{
	"plist/Best move (reg_genmove)/reg_genmove %m",
	"string/Final score/final_score",
	"plist/Dead stones/final_status_list dead",
	"plist/Seki stones/final_status_list seki",
	"eplist/Mark dead stones/tedomari-dead_stones",
}

// errSyntax is the response GTP's spec uses for wrong arguments.
func errSyntax(format string, args ...any) error {
	return fmt.Errorf("syntax error: "+format, args...)
}

func wantArgs(args []string, n int, usage string) error {
	if len(args) != n {
		return errSyntax("expected %s", usage)
	}
	return nil
}

func cmdKnownCommand(_ context.Context, e *Engine, args []string) (string, error) {
	if err := wantArgs(args, 1, "known_command COMMAND"); err != nil {
		return "", err
	}
	_, ok := e.handlers[args[0]]
	return strconv.FormatBool(ok), nil
}

func cmdListCommands(_ context.Context, e *Engine, _ []string) (string, error) {
	return strings.Join(e.Commands(), "\n"), nil
}

func cmdQuit(_ context.Context, e *Engine, _ []string) (string, error) {
	e.quit = true
	return "", nil
}

func cmdBoardsize(_ context.Context, e *Engine, args []string) (string, error) {
	if err := wantArgs(args, 1, "boardsize SIZE"); err != nil {
		return "", err
	}
	n, err := strconv.Atoi(args[0])
	if err != nil {
		return "", errSyntax("boardsize not an integer: %q", args[0])
	}
	if n < 1 || n > MaxSize {
		return "", errors.New("unacceptable size")
	}
	return "", e.setSize(n)
}

func cmdClearBoard(_ context.Context, e *Engine, _ []string) (string, error) {
	return "", e.setSize(e.size)
}

func cmdKomi(_ context.Context, e *Engine, args []string) (string, error) {
	if err := wantArgs(args, 1, "komi FLOAT"); err != nil {
		return "", err
	}
	k, err := parseKomi(args[0])
	if err != nil {
		return "", errSyntax("%v", err)
	}
	e.komi = k
	return "", nil
}

// colorVertex reads the arguments "COLOR VERTEX" of play and is_legal.
func (e *Engine) colorVertex(args []string, usage string) (goregion.Color, goregion.Move, error) {
	if len(args) != 2 {
		return 0, 0, errSyntax("expected %s", usage)
	}
	c, err := parseColor(args[0])
	if err != nil {
		return 0, 0, errSyntax("invalid color or coordinate: %v", err)
	}
	m, err := e.parseVertex(args[1])
	if err != nil {
		return 0, 0, errSyntax("invalid color or coordinate: %v", err)
	}
	return c, m, nil
}

func cmdPlay(_ context.Context, e *Engine, args []string) (string, error) {
	c, m, err := e.colorVertex(args, "play COLOR VERTEX")
	if err != nil {
		return "", err
	}
	if err := e.play(c, m); err != nil {
		var me *goregion.MoveError
		if errors.As(err, &me) {
			return "", fmt.Errorf("illegal move: %s", me.Reason())
		}
		return "", fmt.Errorf("illegal move: %v", err)
	}
	return "", nil
}

func cmdIsLegal(_ context.Context, e *Engine, args []string) (string, error) {
	c, m, err := e.colorVertex(args, "is_legal COLOR VERTEX")
	if err != nil {
		return "", err
	}
	q, err := e.Query(c)
	if err != nil {
		return "", err
	}
	if m == goregion.Pass || q.Game.Legal(m) == nil {
		return "1", nil
	}
	return "0", nil
}

// decide asks the Analyzer for the move of colour c and checks it is legal.
func (e *Engine) decide(ctx context.Context, args []string, usage string) (goregion.Color, goregion.Move, error) {
	return e.decideWith(ctx, e.Analyzer, "cannot decide a move exactly", args, usage)
}

// decideWith asks an for the move of colour c and checks it is legal;
// errors start with what.
func (e *Engine) decideWith(ctx context.Context, an Analyzer, what string, args []string, usage string) (goregion.Color, goregion.Move, error) {
	if len(args) != 1 {
		return 0, 0, errSyntax("expected %s", usage)
	}
	c, err := parseColor(args[0])
	if err != nil {
		return 0, 0, errSyntax("%v", err)
	}
	if an == nil {
		return 0, 0, errors.New("cannot decide a move exactly: this engine has no endgame analysis yet")
	}
	q, err := e.Query(c)
	if err != nil {
		return 0, 0, fmt.Errorf("%s: %v", what, err)
	}
	m, err := an(ctx, q)
	if err != nil {
		return 0, 0, fmt.Errorf("%s: %v", what, err)
	}
	if m != goregion.Resign {
		q, _ = e.Query(c)
		if err := q.Game.Legal(m); err != nil {
			return 0, 0, fmt.Errorf("%s: the analysis chose an illegal move %s: %v", what, e.vertex(m), err)
		}
	}
	return c, m, nil
}

func cmdGenmove(ctx context.Context, e *Engine, args []string) (string, error) {
	c, m, err := e.decide(ctx, args, "genmove COLOR")
	if err != nil {
		return "", err
	}
	if m != goregion.Resign {
		if err := e.play(c, m); err != nil {
			return "", fmt.Errorf("cannot decide a move exactly: %v", err)
		}
	}
	return e.vertex(m), nil
}

// cmdRegGenmove asks the Suggester (which may estimate), or the Analyzer
// when there is none; it plays nothing.
func cmdRegGenmove(ctx context.Context, e *Engine, args []string) (string, error) {
	an, what := e.Analyzer, "cannot decide a move exactly"
	if e.Suggester != nil {
		an, what = e.Suggester, "cannot suggest a move"
	}
	_, m, err := e.decideWith(ctx, an, what, args, "reg_genmove COLOR")
	if err != nil {
		return "", err
	}
	return e.vertex(m), nil
}

func cmdUndo(_ context.Context, e *Engine, _ []string) (string, error) {
	if len(e.moves) == 0 {
		return "", errors.New("cannot undo")
	}
	moves := e.moves[:len(e.moves)-1]
	g, err := e.replay(moves)
	if err != nil {
		return "", fmt.Errorf("cannot undo: %v", err)
	}
	e.game, e.moves, e.next = g, moves, goregion.Empty
	clear(e.dead)
	clear(e.alive)
	return "", nil
}

// cmdShowboard draws the board as GNU Go does: X for Black, O for White,
// columns lettered on top and bottom, rows numbered on both sides, and the
// prisoners beside the board.
func cmdShowboard(_ context.Context, e *Engine, _ []string) (string, error) {
	return "\n" + e.Diagram(), nil
}

// Diagram returns the board drawn as showboard draws it.
func (e *Engine) Diagram() string {
	n := e.size
	var b strings.Builder
	letters := func() {
		b.WriteString("   ")
		for c := 0; c < n; c++ {
			b.WriteString(goregion.ColumnName(c) + " ")
		}
		b.WriteString("\n")
	}
	letters()
	board := e.game.Board()
	for row := n; row >= 1; row-- {
		fmt.Fprintf(&b, "%2d ", row)
		for c := 0; c < n; c++ {
			p, _ := board.Point(goregion.ColumnName(c) + strconv.Itoa(row))
			switch e.game.Color(p) {
			case goregion.Black:
				b.WriteString("X ")
			case goregion.White:
				b.WriteString("O ")
			default:
				b.WriteString(". ")
			}
		}
		fmt.Fprintf(&b, "%d", row)
		switch row {
		case n:
			fmt.Fprintf(&b, "     %v to play", e.ToMove())
		case n - 1:
			fmt.Fprintf(&b, "     WHITE (O) has captured %d stones", e.game.Captures(goregion.White))
		case n - 2:
			fmt.Fprintf(&b, "     BLACK (X) has captured %d stones", e.game.Captures(goregion.Black))
		}
		b.WriteString("\n")
	}
	letters()
	return strings.TrimRight(b.String(), "\n")
}

// cmdListStones lists the stones of one colour (GNU Go's list_stones),
// in board order.
func cmdListStones(_ context.Context, e *Engine, args []string) (string, error) {
	if err := wantArgs(args, 1, "list_stones COLOR"); err != nil {
		return "", err
	}
	c, err := parseColor(args[0])
	if err != nil {
		return "", errSyntax("%v", err)
	}
	var pts []string
	for p := 0; p < e.game.Board().NumPoints(); p++ {
		if e.game.Color(p) == c {
			pts = append(pts, e.vertex(goregion.Move(p)))
		}
	}
	return strings.Join(pts, " "), nil
}

// cmdCaptures answers the stones a colour has captured (GNU Go's captures).
func cmdCaptures(_ context.Context, e *Engine, args []string) (string, error) {
	if err := wantArgs(args, 1, "captures COLOR"); err != nil {
		return "", err
	}
	c, err := parseColor(args[0])
	if err != nil {
		return "", errSyntax("%v", err)
	}
	return strconv.Itoa(e.game.Captures(c)), nil
}

// cmdLoadSGF reads an SGF record as GNU Go does: "loadsgf FILE" sets up the
// position after the last move of the main line, "loadsgf FILE N" the
// position before move N (N from 1), with the player of move N to move,
// and "loadsgf FILE VERTEX" (GNU Go's extension) the position before the
// first move played at VERTEX, or after the last move when none is.
// The record's size replaces the board size; its komi, when present,
// replaces the komi. The moves replayed can be undone one by one. The
// answer is the player to move, as GNU Go answers.
func cmdLoadSGF(_ context.Context, e *Engine, args []string) (string, error) {
	if len(args) < 1 || len(args) > 2 {
		return "", errSyntax("expected loadsgf FILE [MOVE_NUMBER|VERTEX]")
	}
	upto, until := -1, ""
	if len(args) == 2 {
		n, err := strconv.Atoi(args[1])
		switch {
		case err == nil && n >= 1:
			upto = n - 1
		case err == nil:
			return "", errSyntax("move number must be a positive integer: %q", args[1])
		case !isVertex(args[1]):
			return "", errSyntax("expected a move number (a positive integer) or a vertex: %q", args[1])
		default:
			until = args[1]
		}
	}
	read := e.ReadFile
	if read == nil {
		read = readFile
	}
	data, err := read(args[0])
	if err != nil {
		return "", fmt.Errorf("cannot load file: %v", err)
	}
	rec, err := goregion.ParseSGF(string(data))
	if err != nil {
		return "", fmt.Errorf("cannot load file: %s: %v", args[0], err)
	}
	size := rec.Width
	if size == 0 {
		size = 19
	}
	if rec.Width != rec.Height && rec.Height != 0 {
		return "", fmt.Errorf("cannot load file: %s: board %d×%d is not square", args[0], rec.Width, rec.Height)
	}
	if size < 1 || size > MaxSize {
		return "", fmt.Errorf("cannot load file: %s: unacceptable size %d", args[0], size)
	}
	b := goregion.Grid(size, size)
	np := b.NumPoints()
	empty := &goregion.Position{Board: b, Colors: make([]goregion.Color, np), Immortal: make([]bool, np)}
	start, err := rec.StartPosition(empty)
	if err != nil {
		return "", fmt.Errorf("cannot load file: %s: %v", args[0], err)
	}
	first := rec.FirstPlayer
	if first == goregion.Empty && len(rec.Moves) > 0 && rec.Moves[0].Color != goregion.Empty {
		first = rec.Moves[0].Color
	}
	if first == goregion.Empty {
		first = goregion.Black
	}
	if until != "" {
		m, err := goregion.ParseMove(b, until)
		if err != nil || m < 0 {
			return "", errSyntax("%q is not a point of the %d×%d board", until, size, size)
		}
		for i, rm := range rec.Moves {
			if rmv, err := goregion.ParseMove(b, rm.Vertex); err == nil && rmv == m {
				upto = i
				break
			}
		}
	}
	recMoves := rec.Moves
	if upto >= 0 && upto < len(recMoves) {
		recMoves = recMoves[:upto]
	}
	var moves []played
	next := first
	for i, rm := range recMoves {
		m, err := goregion.ParseMove(b, rm.Vertex)
		if err != nil || m == goregion.Resign {
			return "", fmt.Errorf("cannot load file: %s: move %d (line %d, column %d): %q is not a move on the board", args[0], i+1, rm.Line, rm.Column, rm.Vertex)
		}
		c := rm.Color
		if c == goregion.Empty {
			c = next
		}
		moves = append(moves, played{c, m})
		next = c.Opponent()
	}
	// The player to move: the player of move N when the record has it.
	toMove := next
	if upto >= 0 && upto < len(rec.Moves) && rec.Moves[upto].Color != goregion.Empty {
		toMove = rec.Moves[upto].Color
	}
	old := *e
	if err := e.reset(start, first, nil); err != nil {
		return "", fmt.Errorf("cannot load file: %s: %v", args[0], err)
	}
	for i, pm := range moves {
		if err := e.play(pm.color, pm.move); err != nil {
			*e = old
			return "", fmt.Errorf("cannot load file: %s: move %d: %v", args[0], i+1, err)
		}
	}
	if rec.Komi != nil {
		e.komi = new(big.Rat).Set(rec.Komi)
	}
	e.next = toMove
	return toMove.String(), nil
}

func cmdFinalScore(ctx context.Context, e *Engine, args []string) (string, error) {
	st, err := e.statuses(ctx)
	if err != nil {
		return "", fmt.Errorf("cannot score: %v", err)
	}
	black, white := e.score(st)
	return formatResult(black, white, e.komi), nil
}

func cmdFinalStatusList(ctx context.Context, e *Engine, args []string) (string, error) {
	if err := wantArgs(args, 1, "final_status_list alive|dead|seki"); err != nil {
		return "", err
	}
	var want Status
	switch strings.ToLower(args[0]) {
	case "alive":
		want = Alive
	case "dead":
		want = Dead
	case "seki":
		want = Seki
	default:
		return "", errSyntax("invalid status %q: expected alive, dead or seki", args[0])
	}
	st, err := e.statuses(ctx)
	if err != nil {
		return "", fmt.Errorf("cannot judge: %v", err)
	}
	var lines []string
	for _, chain := range e.chains() {
		if st[chain[0]] != want {
			continue
		}
		names := make([]string, len(chain))
		for i, p := range chain {
			names[i] = e.vertex(goregion.Move(p))
		}
		lines = append(lines, strings.Join(names, " "))
	}
	return strings.Join(lines, "\n"), nil
}

// cmdDeadStones is the editable list of dead stones: without arguments it
// lists the stones marked dead; with vertices it marks the chains through
// them dead, replacing the earlier marks ("none" clears them). Marks hold
// until the next move, undo or new board.
func cmdDeadStones(_ context.Context, e *Engine, args []string) (string, error) {
	return e.editMarks(args, e.dead, e.alive)
}

// cmdAliveStones is the editable list of stones marked alive, as
// cmdDeadStones is for dead ones: the endgame analysis treats them as safe
// (immortal). A chain marked alive loses its dead mark, and the reverse.
func cmdAliveStones(_ context.Context, e *Engine, args []string) (string, error) {
	return e.editMarks(args, e.alive, e.dead)
}

// editMarks lists the stones marked in list, or with arguments replaces
// the marks by the chains through the vertices, removing those chains from
// other.
func (e *Engine) editMarks(args []string, list, other []bool) (string, error) {
	if len(args) > 0 {
		marks := make([]bool, len(list))
		for _, a := range args {
			if strings.EqualFold(a, "none") && len(args) == 1 {
				break
			}
			m, err := e.parseVertex(a)
			if err != nil || m == goregion.Pass {
				return "", errSyntax("invalid coordinate %q", a)
			}
			if e.game.Color(int(m)) == goregion.Empty {
				return "", fmt.Errorf("no stone at %s", e.vertex(m))
			}
			for _, p := range e.chainOf(int(m)) {
				marks[p] = true
			}
		}
		for p := range marks {
			list[p] = marks[p]
			if marks[p] {
				other[p] = false
			}
		}
	}
	var pts []string
	for p, d := range list {
		if d {
			pts = append(pts, e.vertex(goregion.Move(p)))
		}
	}
	return strings.Join(pts, " "), nil
}

func cmdAnalyzeCommands(_ context.Context, e *Engine, _ []string) (string, error) {
	return strings.Join(e.analyze, "\n"), nil
}

// isVertex reports whether s has the form of a GTP vertex: a letter and a
// row number ("C3", "t19"); whether it is on the board is checked later.
func isVertex(s string) bool {
	if len(s) < 2 {
		return false
	}
	c := s[0] | 0x20
	if c < 'a' || c > 'z' {
		return false
	}
	n, err := strconv.Atoi(s[1:])
	return err == nil && n >= 1
}
