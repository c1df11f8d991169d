package examples

import "testing"

func TestLoad(t *testing.T) {
	exs, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	if len(exs) < 13 {
		t.Errorf("Load() returned %d examples, want at least 13", len(exs))
	}
	seen := map[string]bool{}
	for _, e := range exs {
		if seen[e.Name] {
			t.Errorf("%s: duplicate name %q", e.File, e.Name)
		}
		seen[e.Name] = true
		if e.Story == "" {
			t.Errorf("%s: no story in the header", e.File)
		}
	}
}

func TestParseMissingKey(t *testing.T) {
	if _, err := Parse("x.txt", "; name: x\n; section: 3\n; value: 1\nX.X\n"); err == nil {
		t.Errorf("Parse without a chilled line: no error")
	}
}
