// Package gtp speaks the Go Text Protocol, version 2, for tedomari: an
// [Engine] reads commands from an io.Reader and writes responses to an
// io.Writer ([Engine.Run]), so that Go programs (GoGui, Sabaki, GNU Go's
// twogtp, a referee) can set up positions, play moves and ask for the
// exact endgame analysis.
//
// # The game
//
// The engine keeps a [goregion.Game] under a rule set of goregion (suicide
// allowed or not; positional superko always; free passes only, as GTP ends
// a game with two passes). It records the moves played since the start, so
// undo replays the game without its last move and the history of boards
// (superko) stays exact. GTP's play lets either colour move at any time
// and the game goes on after two passes; the engine allows both
// ([goregion.Game.SetNextPlayer], [goregion.Game.Resume]).
//
// # Commands
//
// The required commands of the specification (protocol_version, name,
// version, known_command, list_commands, quit, boardsize, clear_board,
// komi, play, genmove) and: undo, showboard, loadsgf FILE [N|VERTEX] (as
// GNU Go: the position before move N, or before the first move at VERTEX,
// its player to move), final_score,
// final_status_list alive|dead|seki, reg_genmove, is_legal, list_stones,
// captures, get_komi (GNU Go's extensions of the same names),
// fixed_handicap, place_free_handicap (the fixed points) and
// set_free_handicap (handicap stones are setup stones of the start
// position; White moves first), time_settings and time_left (accepted and
// ignored: no answer depends on the clock), tedomari-dead_stones and
// tedomari-alive_stones (the stones the user marks dead or alive: GoGui
// edits them as point lists), gogui-analyze_commands and gogui-interrupt
// (the comment line "# interrupt" cancels the running command's context;
// see [Engine.Run]).
//
// The syntax follows the specification draft (Gunnar Farnebäck, "GTP — Go
// Text Protocol", version 2, draft 2, October 2002; its sections on the
// protocol basics and the commands): each line is
// preprocessed ([Preprocess]: control characters removed, comments from
// '#' on removed, tabs to spaces, empty lines skipped); a command may start
// with a numeric id, which the response repeats; a response is "=" or "?",
// the id, a space, the text, and an empty line. Colours are b, black, w,
// white; vertices are letters A–Z without I and a row number, in any case,
// or "pass"; responses write them in upper case.
//
// # Moves and scores: what is exact
//
// genmove asks the engine's [Analyzer]: the exact endgame analysis
// decides the move, or says why it cannot, and the engine then answers
// "? cannot decide a move exactly: …". It never plays a guess. Without an
// Analyzer it answers that error.
//
// [Engine.UseEndgame] attaches the whole-board analysis of package
// endgame ([EndgameOptions.Analyzer] says exactly when it plays): the
// stones are judged (Benson's pass-alive chains; unless Exact, the chains a
// bounded life-and-death search proves alive or dead; the user's marks),
// the board is split into regions framed by the safe stones, every region
// is valued exactly, and genmove plays the first best move of the sum, or
// passes when no move helps. A point banned by ko (the board's history) is
// left out of the first moves. It refuses when a region is unresolved
// within the limits, under area counting (the analysis counts territory),
// and with a komi that is not a dyadic number.
//
// # reg_genmove: exact when it can be, an estimate otherwise
//
// reg_genmove asks the engine's [Engine.Suggester] when there is one (the
// Analyzer otherwise). UseEndgame's Suggester ([EndgameOptions.Suggester])
// answers the exact best move, as genmove, when the analysis is resolved
// within SuggestMaxNodes positions per region (50,000 by default), so that
// it answers in a few seconds; when it is not, it answers a move chosen by
// the estimate of package endgame ([endgame.Analysis.Suggest]): each
// unresolved region is valued by a bounded local search (candidate moves
// on the boundary between the colours and at the liberties of short
// chains, up to 6 plies, static territory estimates at the leaves: prisoners,
// chains in atari or judged dead taken as captured, empty points nearer
// to one colour counted as its territory), the exact regions keep their
// exact values, and the move is the best local move of the hottest region
// (its exact or estimated temperature; for an estimated region, its
// first move's value when more). That move is a guess of a good move, not
// exact and never random. The GTP answer of reg_genmove is a vertex only;
// tedomari-suggest says which kind the move is, and tedomari-best_moves
// still reports only exact best moves. The move is the first suggested
// move that is legal on the board, or a pass when no region is hotter
// than 0. reg_genmove refuses under area counting, as genmove does; a
// komi that is not a dyadic number is taken as 0 (komi changes no best
// move).
//
// final_score and final_status_list judge the stones with the engine's
// [Judge], then the stones marked with tedomari-dead_stones and
// tedomari-alive_stones. Without a Judge every stone is alive; with
// UseEndgame, the chains the safety judgement proves dead are dead, and
// seki is never reported. final_score scores the position as it stands,
// dead stones removed as prisoners, under territory (Japanese) or area
// counting ([Counting]), with komi added to White.
//
// # Analyze commands
//
// UseEndgame registers these, each with an optional colour to move, and
// advertises them in gogui-analyze_commands (GoGui's types: gfx answers
// are draw commands, one a line: COLOR, BLACK, WHITE, LABEL, MARK, SQUARE,
// TEXT):
//
//   - tedomari-regions (gfx): COLOR per contested region, BLACK and WHITE
//     on settled territory, LABEL with each region's letter on its points,
//     TEXT with the result;
//   - tedomari-region_values (hstring): one line per region (points, empty
//     points, value, chilled value, mean, temperature, best local moves),
//     then Result, Best and the Assumptions;
//   - tedomari-move_values (gfx): LABEL on each legal move of the colour
//     with its gain (the mean of its incentive; −1 in settled territory);
//   - tedomari-best_moves (gfx): MARK on the best moves, TEXT naming them
//     (sente or gote, gain) with the result;
//   - tedomari-safety (gfx): SQUARE on the stones of safe chains, MARK on
//     those of dead chains;
//   - tedomari-suggest (hstring): reg_genmove's move and whether it is
//     exact ("G5: exact best move") or an estimate ("C3: estimate, not
//     exact", then one line per estimated region: estimated temperature,
//     mean, heat for the player, first moves, depth and positions), then
//     the result line of tedomari-best_moves.
//
// # Extending
//
// [Engine.Register] adds a command and [Engine.AddAnalyzeCommand]
// advertises it to GoGui ("type/label/command": gfx, plist, pspairs,
// hstring, eplist, …), which is how the endgame analysis attaches its
// region map, region values and move values.
package gtp
