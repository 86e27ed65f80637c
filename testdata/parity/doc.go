// Package parity is test data for mcplint's driver-parity test: each
// package shows one way a server spreads its tool handlers, the wrappers
// around them and the server's construction over several packages, and the
// expectations in its comments say what every driver (standalone, go vet
// -vettool, a multichecker, golangci-lint) must report. Every finding is
// decided where the routing is known, whatever package that is.
package parity
