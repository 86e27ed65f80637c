// Package reliability holds the tests that keep mcplint safe to run in
// anyone's CI: the SDK stubs under testdata/src match the real SDKs
// (stubs_test.go), and the real SDK modules with their examples lint
// cleanly (smoke_test.go). Like internal/e2e, they build the mcplint
// binary and use the real SDKs from the module cache.
package reliability
