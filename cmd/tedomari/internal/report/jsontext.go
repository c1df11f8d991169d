package report

import (
	"encoding"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// AppendJSON appends the JSON text of v to dst as encoding/json's Encoder
// with SetEscapeHTML(false) writes it (the web server's answers), without
// the final newline: struct fields by their json tags (omitempty, "-",
// embedded structs inlined, the shallower of two fields of one name),
// MarshalJSON and MarshalText methods, maps with sorted keys, nil slices
// and pointers as null, strings with encoding/json's escapes. It covers
// the records of this package, and exists so that the WebAssembly engine
// does not link encoding/json, whose reflection costs about 95 KB of the
// gzipped engine; report's tests check it against encoding/json on every
// call's answer.
func AppendJSON(dst []byte, v any) ([]byte, error) {
	return appendValue(dst, reflect.ValueOf(v))
}

// jsonMarshaler is encoding/json.Marshaler, named here so that the
// package need not import encoding/json.
type jsonMarshaler interface {
	MarshalJSON() ([]byte, error)
}

func appendValue(dst []byte, v reflect.Value) ([]byte, error) {
	if !v.IsValid() {
		return append(dst, "null"...), nil
	}
	if (v.Kind() == reflect.Pointer || v.Kind() == reflect.Interface) && v.IsNil() {
		return append(dst, "null"...), nil
	}
	if v.CanInterface() {
		switch m := v.Interface().(type) {
		case jsonMarshaler:
			b, err := m.MarshalJSON()
			if err != nil {
				return dst, err
			}
			return append(dst, b...), nil
		case encoding.TextMarshaler:
			b, err := m.MarshalText()
			if err != nil {
				return dst, err
			}
			return appendString(dst, string(b)), nil
		}
	}
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		return appendValue(dst, v.Elem())
	case reflect.Bool:
		return strconv.AppendBool(dst, v.Bool()), nil
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return strconv.AppendInt(dst, v.Int(), 10), nil
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return strconv.AppendUint(dst, v.Uint(), 10), nil
	case reflect.String:
		return appendString(dst, v.String()), nil
	case reflect.Slice:
		if v.IsNil() {
			return append(dst, "null"...), nil
		}
		if v.Type().Elem().Kind() == reflect.Uint8 {
			return dst, fmt.Errorf("report: AppendJSON: []byte is not supported")
		}
		fallthrough
	case reflect.Array:
		dst = append(dst, '[')
		for i := range v.Len() {
			if i > 0 {
				dst = append(dst, ',')
			}
			var err error
			if dst, err = appendValue(dst, v.Index(i)); err != nil {
				return dst, err
			}
		}
		return append(dst, ']'), nil
	case reflect.Map:
		if v.IsNil() {
			return append(dst, "null"...), nil
		}
		if v.Type().Key().Kind() != reflect.String {
			return dst, fmt.Errorf("report: AppendJSON: map keys of type %v are not supported", v.Type().Key())
		}
		keys := v.MapKeys()
		slices.SortFunc(keys, func(a, b reflect.Value) int { return strings.Compare(a.String(), b.String()) })
		dst = append(dst, '{')
		for i, k := range keys {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = append(appendString(dst, k.String()), ':')
			var err error
			if dst, err = appendValue(dst, v.MapIndex(k)); err != nil {
				return dst, err
			}
		}
		return append(dst, '}'), nil
	case reflect.Struct:
		dst = append(dst, '{')
		first := true
		for _, f := range jsonFields(v.Type()) {
			fv, ok := fieldByIndex(v, f.index)
			if !ok || f.omitEmpty && isEmpty(fv) {
				continue
			}
			if !first {
				dst = append(dst, ',')
			}
			first = false
			dst = append(appendString(dst, f.name), ':')
			var err error
			if dst, err = appendValue(dst, fv); err != nil {
				return dst, err
			}
		}
		return append(dst, '}'), nil
	}
	return dst, fmt.Errorf("report: AppendJSON: values of type %v are not supported", v.Type())
}

// jsonField is a field of a struct as JSON shows it.
type jsonField struct {
	name      string
	index     []int
	omitEmpty bool
	tagged    bool
}

// jsonFields returns the fields of struct type t in encoding/json's order,
// the fields of embedded structs inlined, and of two fields of one name
// the shallower (or the tagged one at equal depth; neither when that
// leaves a tie, as encoding/json does).
func jsonFields(t reflect.Type) []jsonField {
	var all []jsonField
	var walk func(t reflect.Type, index []int)
	walk = func(t reflect.Type, index []int) {
		for i := range t.NumField() {
			sf := t.Field(i)
			tag := sf.Tag.Get("json")
			if tag == "-" {
				continue
			}
			name, opts, _ := strings.Cut(tag, ",")
			idx := append(slices.Clone(index), i)
			ft := sf.Type
			if sf.Anonymous && name == "" {
				if ft.Kind() == reflect.Pointer {
					ft = ft.Elem()
				}
				if ft.Kind() == reflect.Struct {
					walk(ft, idx)
					continue
				}
			}
			if !sf.IsExported() {
				continue
			}
			f := jsonField{name: name, index: idx, tagged: name != ""}
			if f.name == "" {
				f.name = sf.Name
			}
			for opt := range strings.SplitSeq(opts, ",") {
				if opt == "omitempty" {
					f.omitEmpty = true
				}
			}
			all = append(all, f)
		}
	}
	walk(t, nil)
	var out []jsonField
	for _, f := range all {
		dominant := true
		for _, g := range all {
			if g.name != f.name || slices.Equal(g.index, f.index) {
				continue
			}
			switch {
			case len(g.index) < len(f.index):
				dominant = false
			case len(g.index) == len(f.index) && (g.tagged || !f.tagged):
				dominant = false
			}
		}
		if dominant {
			out = append(out, f)
		}
	}
	return out
}

// fieldByIndex returns the field of v at index, or false when it lies
// behind a nil embedded pointer (encoding/json leaves it out).
func fieldByIndex(v reflect.Value, index []int) (reflect.Value, bool) {
	for i, x := range index {
		if i > 0 && v.Kind() == reflect.Pointer {
			if v.IsNil() {
				return reflect.Value{}, false
			}
			v = v.Elem()
		}
		v = v.Field(x)
	}
	return v, true
}

func isEmpty(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.Array, reflect.Map, reflect.Slice, reflect.String:
		return v.Len() == 0
	case reflect.Bool:
		return !v.Bool()
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return v.Int() == 0
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return v.Uint() == 0
	case reflect.Float32, reflect.Float64:
		return v.Float() == 0
	case reflect.Interface, reflect.Pointer:
		return v.IsNil()
	}
	return false
}

const hexDigits = "0123456789abcdef"

// appendString appends s quoted as encoding/json quotes it without HTML
// escapes: \" \\ \n \r \t, other control characters as \u00XX, U+2028
// and U+2029 as \u2028 and \u2029, invalid UTF-8 as \ufffd.
func appendString(dst []byte, s string) []byte {
	dst = append(dst, '"')
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			switch {
			case c == '"' || c == '\\':
				dst = append(dst, '\\', c)
			case c == '\n':
				dst = append(dst, '\\', 'n')
			case c == '\r':
				dst = append(dst, '\\', 'r')
			case c == '\t':
				dst = append(dst, '\\', 't')
			case c < 0x20:
				dst = append(dst, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xF])
			default:
				dst = append(dst, c)
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			dst = append(dst, `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			dst = append(dst, '\\', 'u', '2', '0', '2', hexDigits[r&0xF])
		default:
			dst = append(dst, s[i:i+size]...)
		}
		i += size
	}
	return append(dst, '"')
}
