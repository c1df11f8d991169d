package endgame_test

import (
	"fmt"

	"github.com/tedomari/tedomari/goregion"
	"github.com/tedomari/tedomari/goregion/endgame"
)

// Benson on a small board. Black's group on top has two one-point eyes,
// A5 and C5: it is pass-alive, and the eyes are its territory. E5 is no
// eye: White stones lie in its region, which reaches F1. White's lower
// group has two regions whose empty points are all its liberties (A2 C2
// D2, and F3 F2 F1), but the second also touches the White pair F5 F4,
// which has no vital region of its own: that pair is not pass-alive, the
// region goes with it, and the lower group is left with one. Indeed Black
// can capture the pair at E5 and F3, then fill F2 F1 A2 C2 D2.
func ExampleBenson() {
	pos, err := goregion.ParseDiagram(`
.x.x.o
xxxxxo
ooooo.
.o..o.
xxxxo.
`)
	if err != nil {
		fmt.Println(err)
		return
	}
	rules, _ := goregion.RulesByName("no-suicide")
	s := endgame.Benson(pos, rules)
	fmt.Print(s)
	for _, ch := range s.Chains(goregion.Black) {
		fmt.Println("pass-alive black chain of", len(ch), "stones at", pos.Board.Name(ch[0]))
	}
	for _, r := range s.Regions(goregion.Black) {
		fmt.Println("black region", pos.Board.Name(r.Points[0]), "vital:", r.Vital, "territory:", r.Territory)
	}
	// Output:
	// +X+X.o
	// XXXXXo
	// ooooo.
	// .o..o.
	// xxxxo.
	// pass-alive black chain of 7 stones at B5
	// black region A5 vital: true territory: true
	// black region C5 vital: true territory: true
}

// Judge on two small boards. The Black group with a straight four of eye
// space is not pass-alive (it has one vital region), but it lives if it
// answers each attack: Alive. In the second board the Black group is
// pass-alive and the White stone inside it is Dead.
func ExampleJudge() {
	rules, _ := goregion.RulesByName("no-suicide")
	for _, d := range []string{"x....\nxxxxx", ".x.o.x\nxxxxxx\n......"} {
		pos, err := goregion.ParseDiagram(d)
		if err != nil {
			fmt.Println(err)
			return
		}
		for _, j := range endgame.Judge(pos, rules, endgame.JudgeOptions{}) {
			fmt.Println(j.Color, pos.Board.Name(j.Chain[0]), j.Status)
		}
	}
	// Output:
	// black A2 alive
	// black B3 pass-alive
	// white D3 dead
}
