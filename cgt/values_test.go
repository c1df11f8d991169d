package cgt

import "testing"

func dy(s string) Dyadic {
	d, err := ParseDyadic(s)
	if err != nil {
		panic(err)
	}
	return d
}

// Published values. Sources: Blom's thesis (B), chapter and section given;
// Berlekamp and Wolfe, Mathematical Go (BW); Lessons in Play (LIP); the
// figures of issue 2, cross-checked with CGSuite 1.1.
func TestPublishedValues(t *testing.T) {
	tests := []struct {
		src, g                    string
		equals                    string // "" to skip
		ls, rs, mean, temperature string
	}{
		{"B §5.1 (hot {5|-2}: stops 5, -2)", "{5|-2}", "", "5", "-2", "3/2", "7/2"},
		{"B §6.1 eq. 6.1 / LIP", "{2|0}", "", "2", "0", "1", "1"},
		{"LIP ch. 6", "{1|{0|-1}}", "{1||0|-1}", "1", "0", "1/4", "3/4"},
		{"BW ch. 1", "{10|{5|0}}", "", "10", "5", "25/4", "15/4"},
		{"issue 2 / CGSuite", "{3||2*|1*}", "", "3", "2", "9/4", "3/4"},
		{"issue 2 / CGSuite", "{3/2*|1/2||{0|-3},{-1*,{-1/2|-1*}|-5/2}}", "", "", "-1", "-5/16", "21/16"},
		{"B §5.2 (tiny: tepid)", "{0|{0|-2}}", "Tiny(2)", "0", "0", "0", "0"},
		{"B §5.1", "{0,{2|1/2}|1}", "1/2", "1/2", "1/2", "1/2", "0"},
		{"LIP ch. 5", "^+^+*", "^^*", "0", "0", "0", "0"},
		{"WW ch. 3 (mex)", "{0,*|0,*}", "*2", "0", "0", "0", "0"},
		{"WW ch. 1", "{1|0}+{1|0}+{1|0}", "{2|1}", "2", "1", "3/2", "1/2"},
		{"B §4.1", "{1,*|*,{2|0}}", "{1|*}", "1", "0", "1/2", "1/2"},
		{"B §6.3", "{2|2*}", "2^", "2", "2", "2", "0"},
	}
	for _, tt := range tests {
		g := MustParse(tt.g)
		if tt.equals != "" {
			if want := MustParse(tt.equals); g != want {
				t.Errorf("%s: %s = %v, want %v", tt.src, tt.g, g, want)
			}
		}
		check := func(what string, got Dyadic, want string) {
			if want != "" && got != dy(want) {
				t.Errorf("%s: %s of %s = %v, want %s", tt.src, what, tt.g, got, want)
			}
		}
		check("left stop", g.LeftStop(), tt.ls)
		check("right stop", g.RightStop(), tt.rs)
		check("mean", g.Mean(), tt.mean)
		check("temperature", g.Temperature(), tt.temperature)
	}
}

// Cooling, Definition 5.7: a game freezes only when cooled past its
// temperature (issue 2's figures; BW ch. 2 for {10|{5|0}}).
func TestPublishedCooling(t *testing.T) {
	tests := []struct{ g, by, want string }{
		{"{2|0}", "1", "1*"},
		{"{10|{5|0}}", "1", "{9||5|2}"},
		{"{3||2*|1*}", "1/4", "{11/4||2|3/2}"},
		{"{3||2*|1*}", "1/2", "{5/2|2*}"},
		{"{3||2*|1*}", "5/8", "{19/8|17/8}"},
		{"{3||2*|1*}", "3/4", "9/4*"},
		{"{3||2*|1*}", "1", "9/4"},
		{"3/4", "1", "3/4"},
	}
	for _, tt := range tests {
		if got, want := MustParse(tt.g).Cool(dy(tt.by)), MustParse(tt.want); got != want {
			t.Errorf("%s cooled by %s = %v, want %v", tt.g, tt.by, got, want)
		}
	}
}

// Birthdays, counted by hand from the canonical forms: ^ = {0|{0|0}} and *2
// on day 2, Tiny(2) = {0||0|-2} on day 4 (-2 on day 2), {3||2*|1*} on day 5.
// A switch around numbers past int64 is born the day after its larger
// option: {10^20 | 0} on day 10^20 + 1, {0 | -2^63} on day 2^63 + 1.
func TestPublishedBirthdays(t *testing.T) {
	for s, want := range map[string]string{"^": "2", "*2": "2", "{3||2*|1*}": "5", "Tiny(2)": "4", "*": "1",
		"{100000000000000000000|0}": "100000000000000000001",
		"{0|-9223372036854775808}":  "9223372036854775809",
	} {
		if got := MustParse(s).Birthday().String(); got != want {
			t.Errorf("%s.Birthday() = %s, want %s", s, got, want)
		}
	}
}
