package errorleak

import (
	"reflect"
	"testing"

	"github.com/mcplint/mcplint/passes/taint"
)

// TestMergePlaces checks that the sources of a tool return that differ
// only in where they are produced are named once, with their places in
// line order, the most severe source first.
func TestMergePlaces(t *testing.T) {
	const what, why = "raw net/http error text from (*http.Client).Do", "a *url.Error prints the request URL"
	in := []taint.Label{
		{Kind: taint.Infra, What: what, Pos: "client.go:550", Why: why},
		{Kind: taint.Infra, What: what, Pos: "client.go:55", Why: why},
		{Kind: taint.Secret, What: "the value of $API_KEY", Pos: "tools.go:9"},
		{Kind: taint.Infra, What: what, Pos: "client.go:101", Why: why},
		{Kind: taint.Infra, What: what, Pos: "client.go:55", Why: why},
	}
	want := []taint.Label{
		{Kind: taint.Secret, What: "the value of $API_KEY", Pos: "tools.go:9"},
		{Kind: taint.Infra, What: what, Pos: "client.go:55, client.go:101 and client.go:550", Why: why},
	}
	if got := mergePlaces(in); !reflect.DeepEqual(got, want) {
		t.Errorf("mergePlaces:\n got %+v\nwant %+v", got, want)
	}
	got := describeAll(mergePlaces(in))
	const text = "the value of $API_KEY at tools.go:9 and raw net/http error text from (*http.Client).Do at client.go:55, client.go:101 and client.go:550 (a *url.Error prints the request URL)"
	if got != text {
		t.Errorf("describeAll(mergePlaces):\n got %q\nwant %q", got, text)
	}
}
