// Package e2e holds mcplint's end-to-end tests. They build the mcplint
// binary and run it, standalone and as a go vet tool, on modules that
// depend on the real MCP SDKs: the nested modules under
// testdata/realsdk (one per SDK version, with want comments stating what
// each line must produce) and the demo under examples (its findings
// compared with examples/expected.txt and its tool inventory with
// examples/handlers.txt; run "go test ./internal/e2e -run Examples -update"
// to regenerate both).
//
// The nested modules are built with the Go module proxy: the tests run
// "go mod download" in each and skip when GOPROXY is "off".
package e2e
