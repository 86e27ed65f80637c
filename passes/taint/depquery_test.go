package taint

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// fileBreak separates the files of one package in a test's source.
const fileBreak = "\n-- next file --\n"

func TestQueryKeyCandidate(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want bool
	}{
		{"key set and encoded into the query", `package p
import "net/url"
func f(u *url.URL, k string) { q := url.Values{}; q.Set("api_key", k); u.RawQuery = q.Encode() }`, true},
		{"key named by a constant", `package p
import "net/url"
const param = "apikey"
func f(u *url.URL, k string) { q := u.Query(); q.Add(param, k); u.RawQuery += "&" + q.Encode() }`, true},
		{"key appended to a URL", `package p
import "net/url"
func f(base, k string) string { q := url.Values{"token": {k}}; return base + "?" + q.Encode() }`, true},
		{"key printed with a format", `package p
import ("fmt"; "net/url")
func f(base, k string) string { q := url.Values{"access_token": {k}}; return fmt.Sprintf("%s?%s", base, q.Encode()) }`, true},
		{"URL template", "package p\nimport \"fmt\"\nfunc f(base, k string) string { return fmt.Sprintf(`%s/series?id=1&api_key=%s`, base, k) }", true},
		{"secret in a form body", `package p
import ("net/http"; "net/url"; "strings")
func f(u, s string) { v := url.Values{}; v.Set("client_secret", s); http.Post(u, "", strings.NewReader(v.Encode())) }`, false},
		{"query without a secret", `package p
import "net/url"
func f(u *url.URL, id string) { q := url.Values{}; q.Set("id", id); u.RawQuery = q.Encode() }`, false},
		{"secret only in a struct tag", "package p\nimport \"net/url\"\ntype T struct{ Key string `json:\"api_key\"` }\nfunc f(u *url.URL, q url.Values) { u.RawQuery = q.Encode() }", false},
		{"a page token parameter", `package p
func f(base, t string) string { return base + "?page_token=" + t }`, false},
		{"a URL spelling its secret whole", `package p
func f(base string) string { return base + "?token=REDACTED" }`, false},
		{"a query cleared, a flag named token", `package p
import "net/url"
const flagToken = "token"
func f(u *url.URL) { u.RawQuery = "" }`, false},
		{"the key's constant in another file", `package p
import "net/url"
func f(u *url.URL, k string) { q := u.Query(); q.Set(keyParam, k); u.RawQuery = q.Encode() }
` + fileBreak + `package p
const keyParam = "api_key"`, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var names []string
			for i, src := range strings.Split(tt.src, fileBreak) {
				name := filepath.Join(t.TempDir(), fmt.Sprintf("p%d.go", i))
				if err := os.WriteFile(name, []byte(src), 0o644); err != nil {
					t.Fatal(err)
				}
				names = append(names, name)
			}
			if got := QueryKeyCandidate(names); got != tt.want {
				t.Errorf("QueryKeyCandidate = %v, want %v", got, tt.want)
			}
		})
	}
}
