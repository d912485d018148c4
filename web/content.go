package web

import (
	"bytes"
	"encoding/json"
)

// MustParse is the content file name (its embedded bytes, data) decoded into a T. The files ship inside
// the binary, so a broken one is a broken build: MustParse panics naming the file, stopping the program at
// start-up, also when a check finds a value the code cannot work with (a check returns what is wrong, or "").
func MustParse[T any](name string, data []byte, checks ...func(T) string) T {
	var v T
	return checked(name, json.Unmarshal(data, &v), v, checks)
}

// MustParseStrict is MustParse for a file whose every key Go reads: a key T lacks (a typo, a renamed rule) breaks it too.
func MustParseStrict[T any](name string, data []byte, checks ...func(T) string) T {
	var v T
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	return checked(name, dec.Decode(&v), v, checks)
}

func checked[T any](name string, err error, v T, checks []func(T) string) T {
	if err != nil {
		panic("web/app/content/" + name + ": " + err.Error())
	}
	for _, check := range checks {
		if problem := check(v); problem != "" {
			panic("web/app/content/" + name + ": " + problem)
		}
	}
	return v
}
