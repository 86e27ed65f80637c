package mapcli

import "testing"

// The tests call the dispatcher too, and do not answer tools/call: the
// unknown-tool answer is still the tools/call code's, under go vet (which
// analyzes the package with its tests) as standalone.
func TestCallTool(t *testing.T) {
	a := &App{}
	res, err := a.callTool([]byte(`{"name":"echo","arguments":{"text":"hi"}}`))
	_ = res
	if err != nil {
		t.Fatal(err)
	}
}
