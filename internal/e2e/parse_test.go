package e2e

import (
	"go/ast"
	"testing"
)

// TestParseWants checks the expectation syntax of the real-SDK modules.
func TestParseWants(t *testing.T) {
	for _, tc := range []struct {
		comment string
		want    []string // check names, "" for a handler
		err     bool
	}{
		{"// want-handler `add tool=\"add\"`", []string{""}, false},
		{"// want rpcerror:`-32603` errorleak:\"sql\"", []string{"rpcerror", "errorleak"}, false},
		{"// want-handler `h` // want nilresult:`null`", []string{"", "nilresult"}, false},
		{"// fine: not an expectation", nil, false},
		{"// wanted: not an expectation", nil, false},
		{"// want nosuchcheck:`x`", nil, true},
		{"// want `no check`", nil, true},
		{"// want rpcerror:`(`", nil, true},
		{"// want-handler", nil, true},
	} {
		ws, err := parseWants(&ast.Comment{Text: tc.comment})
		if (err != nil) != tc.err {
			t.Errorf("%s: error %v, want error: %v", tc.comment, err, tc.err)
			continue
		}
		var got []string
		for _, w := range ws {
			got = append(got, w.check)
		}
		if len(got) != len(tc.want) {
			t.Errorf("%s: got checks %q, want %q", tc.comment, got, tc.want)
			continue
		}
		for i := range got {
			if got[i] != tc.want[i] {
				t.Errorf("%s: got checks %q, want %q", tc.comment, got, tc.want)
				break
			}
		}
	}
}
