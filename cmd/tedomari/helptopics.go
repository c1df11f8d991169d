package main

import "github.com/spf13/cobra"

// newGraphFormatTopic returns the help topic "graph-format": a command
// without Run, which cobra lists under "Additional help topics" and shows
// with "tedomari help graph-format".
func newGraphFormatTopic() *cobra.Command {
	return &cobra.Command{
		Use:   "graph-format",
		Short: "The graph format of --graph: a board for General Graph Go",
		Long: `A board may be any graph (General Graph Go, seed 004): the points and
which of them are adjacent. "tedomari game --graph FILE" plays on it and
"tedomari region FILE" solves it as a region. The file is text, one
statement a line; ';' starts a comment to the end of the line; a UTF-8
byte-order mark and CRLF line ends are accepted.

  ; a triangle with a tail; Black stone on a, immortal White on d
  points a b c d      ; declare the points, in order
  edges a-b-c-a c-d   ; paths: each '-' is an edge
  black a             ; ordinary (mortal) stones
  white d
  immortal d          ; immortal stones: never captured, nor their groups

Statements (keywords in any case; a statement may be repeated):

  points L…     declares points. A label is letters, digits, '_' and '.'
                (case matters: a and A are two points); "pass" and
                "resign" are not labels. At most 65536 points.
  edges P…      each P is a path A-B-C… of declared points; every '-' is
                an edge, an unordered pair: a-b and b-a are the same edge.
                An edge from a point to itself, or one given twice, is an
                error (the adjacency is symmetric and irreflexive, seed 001
                rule 0).
  black L…      puts an ordinary Black stone on each point.
  white L…      puts an ordinary White stone on each point.
  immortal L…   makes the stones on these points immortal (the frame of a
                region, FORMATS.md §3): they are never captured, nor is any
                group that holds one. An immortal point must be coloured.

A point is coloured at most once. The starting position must be legal: a
group without an immortal stone needs a liberty. Points need not be
connected: each connected component is a separate part of the board.

Moves (in a move list for "tedomari game") are the point labels, "pass"
and "resign", players alternating from Black:

  a b c
  d e
  pass pass

Errors name the line and the column of the word at fault, and what was
expected, e.g.

  game: board.txt: graph line 2, column 7: edge a-a joins a point to itself (the adjacency must be irreflexive)

Scoring under --rules ggg (seed 004 rule 4): a player's stones plus the
empty points whose empty group has no neighbour of the opponent's colour,
so an empty group that touches no stone counts for both players.

Example files: goregion/testdata/graph_hexagon.txt with its game
goregion/testdata/moves_graph_hexagon.txt, and graph_frame.txt.`,
	}
}
