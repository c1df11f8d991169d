package main

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// byteSize is a flag's size in bytes, given as parseByteSize reads it
// (--max-text, --max-memory).
type byteSize int64

// String writes the size in the largest binary unit that divides it, so a
// flag's default reads as it was written (1MiB).
func (b *byteSize) String() string {
	n := int64(*b)
	for _, u := range []struct {
		suffix string
		size   int64
	}{{"GiB", 1 << 30}, {"MiB", 1 << 20}, {"KiB", 1 << 10}} {
		if n > 0 && n%u.size == 0 {
			return strconv.FormatInt(n/u.size, 10) + u.suffix
		}
	}
	return strconv.FormatInt(n, 10)
}

func (b *byteSize) Set(s string) error {
	n, err := parseByteSize(s)
	if err != nil {
		return err
	}
	*b = byteSize(n)
	return nil
}

func (b *byteSize) Type() string { return "SIZE" }

// parseByteSize parses a memory size: a whole number of bytes with an
// optional unit, B, KB, MB, GB, TB (powers of 1000) or KiB, MiB, GiB, TiB
// (powers of 1024), case-insensitive, e.g. "2GB", "512MiB", "500kB", "0".
func parseByteSize(s string) (int64, error) {
	t := strings.TrimSpace(s)
	i := 0
	for i < len(t) && t[i] >= '0' && t[i] <= '9' {
		i++
	}
	if i == 0 {
		return 0, errors.New("a size must start with a whole number, e.g. 2GB or 512MiB (0: no limit)")
	}
	n, err := strconv.ParseInt(t[:i], 10, 64)
	if err != nil {
		return 0, errors.New("size out of range")
	}
	if strings.HasPrefix(t[i:], ".") {
		return 0, errors.New("a size must be a whole number with a unit, e.g. 1500MB rather than 1.5GB")
	}
	units := map[string]int64{"": 1, "b": 1, "kb": 1e3, "mb": 1e6, "gb": 1e9, "tb": 1e12,
		"kib": 1 << 10, "mib": 1 << 20, "gib": 1 << 30, "tib": 1 << 40}
	u, ok := units[strings.ToLower(strings.TrimSpace(t[i:]))]
	if !ok {
		return 0, fmt.Errorf("unknown unit %q: want B, KB, MB, GB, TB, KiB, MiB, GiB or TiB", strings.TrimSpace(t[i:]))
	}
	if n > math.MaxInt64/u {
		return 0, errors.New("size out of range")
	}
	return n * u, nil
}
