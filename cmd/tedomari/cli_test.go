package main

// The golden CLI tests: every file testdata/cli/*.txt is one run of the
// tedomari command, in process, with its expected output.
//
// # Case files
//
// A case file looks like this (txtar-like: a free header, then sections,
// each opened by a line "-- NAME --"):
//
//	# value of the switch {2|0}: stops 2 and 0, mean 1, temperature 1
//	# (Blom, §5). Header lines are free text: say where the expected
//	# values come from.
//	-- args --
//	value
//	{2|0}
//	-- stdin --
//	-- stdout --
//	...the exact expected standard output...
//	-- stderr --
//	-- exit --
//	0
//
// The sections:
//
//	args    required: the arguments after "tedomari", one per line, taken
//	        literally (no shell quoting: "{1|*" is written {1|*). "$WORK"
//	        in an argument becomes a fresh temporary directory, for files
//	        such as --plot $WORK/t.svg.
//	stdin   optional: standard input (empty if missing).
//	stdout  optional: the expected standard output (empty if missing).
//	stderr  optional: the expected standard error (empty if missing).
//	exit    optional: the expected exit status (0 if missing), as main
//	        sets it: 1 when the command returns an error, or the code of an
//	        *exitError (3: game stopped at an illegal move).
//
// Section contents are whole lines; an output that does not end in a
// newline is compared as if it did.
//
// # Updating
//
//	go test ./cmd/tedomari/ -run TestCLI -update
//
// rewrites the stdout, stderr and exit sections of every case from the
// actual run (writing only the non-empty ones, and exit only when it is not
// 0), keeping the header, args and stdin. Review the diff: -update records,
// it does not check. The values that matter are also asserted against their
// published sources in table-driven tests (value_test.go), which -update
// does not touch.
//
// To add a case, write the header and the args (and stdin) sections, run
// with -update, and read what was recorded.

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the expected outputs of testdata/cli/*.txt")

// cliCase is one golden case: the header and the sections in file order.
type cliCase struct {
	header   string
	names    []string
	sections map[string]string
}

// parseCLICase reads a case file (see the comment at the top of this file).
func parseCLICase(data string) (*cliCase, error) {
	c := &cliCase{sections: map[string]string{}}
	cur := ""
	var b strings.Builder
	flush := func() {
		if cur == "" {
			c.header = b.String()
		} else {
			c.sections[cur] = b.String()
		}
		b.Reset()
	}
	for _, line := range strings.SplitAfter(data, "\n") {
		if line == "" {
			continue
		}
		trimmed := strings.TrimRight(line, "\r\n")
		if strings.HasPrefix(trimmed, "-- ") && strings.HasSuffix(trimmed, " --") && len(trimmed) > 6 {
			flush()
			cur = strings.TrimSpace(trimmed[3 : len(trimmed)-3])
			if _, dup := c.sections[cur]; dup {
				return nil, fmt.Errorf("section %q twice", cur)
			}
			switch cur {
			case "args", "stdin", "stdout", "stderr", "exit":
			default:
				return nil, fmt.Errorf("unknown section %q", cur)
			}
			c.names = append(c.names, cur)
			c.sections[cur] = ""
			continue
		}
		if !strings.HasSuffix(line, "\n") {
			line += "\n"
		}
		b.WriteString(line)
	}
	flush()
	if _, ok := c.sections["args"]; !ok {
		return nil, fmt.Errorf("no args section")
	}
	return c, nil
}

// args returns the arguments of the case, with $WORK replaced by work.
func (c *cliCase) args(work string) []string {
	var args []string
	for _, a := range strings.Split(strings.TrimSuffix(c.sections["args"], "\n"), "\n") {
		args = append(args, strings.ReplaceAll(a, "$WORK", work))
	}
	if len(args) == 1 && args[0] == "" {
		return []string{}
	}
	return args
}

// format writes the case back: header, args and stdin as they were, then
// the given outputs.
func (c *cliCase) format(stdout, stderr string, code int) string {
	var b strings.Builder
	b.WriteString(c.header)
	b.WriteString("-- args --\n" + c.sections["args"])
	if in, ok := c.sections["stdin"]; ok {
		b.WriteString("-- stdin --\n" + in)
	}
	if stdout != "" {
		b.WriteString("-- stdout --\n" + stdout)
	}
	if stderr != "" {
		b.WriteString("-- stderr --\n" + stderr)
	}
	if code != 0 {
		fmt.Fprintf(&b, "-- exit --\n%d\n", code)
	}
	return b.String()
}

// runCLI runs the tedomari root command in process with args and stdin,
// and returns what it wrote and its exit status as main would set it.
func runCLI(args []string, stdin string) (stdout, stderr string, code int) {
	cmd := newRootCmd("test")
	var out, errOut bytes.Buffer
	if args == nil {
		args = []string{} // not nil, or cobra reads os.Args
	}
	cmd.SetArgs(args)
	cmd.SetIn(strings.NewReader(stdin))
	cmd.SetOut(&out)
	cmd.SetErr(&errOut)
	code = exitCode(cmd.Execute())
	return out.String(), errOut.String(), code
}

// endLine returns s ending in a newline, unless it is empty.
func endLine(s string) string {
	if s != "" && !strings.HasSuffix(s, "\n") {
		return s + "\n"
	}
	return s
}

func TestCLI(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "cli", "*.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no cases in testdata/cli")
	}
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".txt")
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			c, err := parseCLICase(string(data))
			if err != nil {
				t.Fatalf("%s: %v", file, err)
			}
			args := c.args(t.TempDir())
			stdout, stderr, code := runCLI(args, c.sections["stdin"])
			stdout, stderr = endLine(stdout), endLine(stderr)
			if *update {
				if err := os.WriteFile(file, []byte(c.format(stdout, stderr, code)), 0o666); err != nil {
					t.Fatal(err)
				}
				return
			}
			want := 0
			if s, ok := c.sections["exit"]; ok {
				if want, err = strconv.Atoi(strings.TrimSpace(s)); err != nil {
					t.Fatalf("%s: exit section: %v", file, err)
				}
			}
			cmdline := "tedomari " + strings.Join(args, " ")
			if code != want {
				t.Errorf("%s: exit status %d, want %d\nstderr:\n%s", cmdline, code, want, stderr)
			}
			if want := c.sections["stdout"]; stdout != want {
				t.Errorf("%s: stdout:\n%s\nwant:\n%s", cmdline, stdout, want)
			}
			if want := c.sections["stderr"]; stderr != want {
				t.Errorf("%s: stderr:\n%s\nwant:\n%s", cmdline, stderr, want)
			}
		})
	}
}

func TestParseCLICase(t *testing.T) {
	c, err := parseCLICase("# header\n-- args --\nvalue\n{1|*\n-- stdin --\n-- stdout --\nx\n-- exit --\n1\n")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := strings.Join(c.args("/w"), " "), "value {1|*"; got != want {
		t.Errorf("args = %q, want %q", got, want)
	}
	if got := c.sections["stdout"]; got != "x\n" {
		t.Errorf("stdout = %q, want %q", got, "x\n")
	}
	if got, want := c.format("y\n", "", 0), "# header\n-- args --\nvalue\n{1|*\n-- stdin --\n-- stdout --\ny\n"; got != want {
		t.Errorf("format = %q, want %q", got, want)
	}
	if _, err := parseCLICase("-- args --\n-- bogus --\n"); err == nil {
		t.Error("unknown section accepted")
	}
}
