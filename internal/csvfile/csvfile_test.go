package csvfile

import (
	"errors"
	"reflect"
	"testing"
)

func TestEachReadsRowsAndLines(t *testing.T) {
	var rows [][]string
	var lines []int
	err := Each([]byte("name;mobile\nAsha \"A\" Rao;98\n\n\"two\nlines\";99\n"), ';', func(rec []string, line int) error {
		rows, lines = append(rows, rec), append(lines, line)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	want := [][]string{{"name", "mobile"}, {`Asha "A" Rao`, "98"}, {"two\nlines", "99"}}
	if !reflect.DeepEqual(rows, want) || !reflect.DeepEqual(lines, []int{1, 2, 4}) {
		t.Errorf("rows %q at lines %v, want %q at 1, 2, 4", rows, lines, want)
	}
}

// A quote left open is text to the end of the file, not a refusal: a stray quote in a name reads as typed.
func TestEachKeepsAnOpenQuoteAsText(t *testing.T) {
	var rows [][]string
	err := Each([]byte("a,b\n\"open,c\nd,e"), ',', func(rec []string, _ int) error { rows = append(rows, rec); return nil })
	if err != nil || !reflect.DeepEqual(rows, [][]string{{"a", "b"}, {"open,c\nd,e"}}) {
		t.Errorf("%q, %v", rows, err)
	}
}

func TestEachStopsAtTheCallersError(t *testing.T) {
	stop := errors.New("stop")
	n := 0
	err := Each([]byte("a\nb\nc\n"), ',', func([]string, int) error { n++; return stop })
	if !errors.Is(err, stop) || n != 1 {
		t.Errorf("%v after %d rows, want stop after 1", err, n)
	}
}
