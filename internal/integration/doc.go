// Package integration tests mcplint inside the tools that run it for
// users, installed for real: golangci-lint v2.15.0 built with the module
// plugin through golangci-lint's own "custom" command, and Debian's
// pre-commit running the repository's hook.
//
// The tests need external tools (git, pre-commit, golangci-lint v2.15.0 on
// PATH, and the Go module proxy for golangci-lint's source and
// dependencies). Without them the tests skip and say what is missing,
// unless MCPLINT_INTEGRATION=1, under which a missing tool is a failure;
// .ci/run installs the tools and sets it. Run them alone with
//
//	MCPLINT_INTEGRATION=1 go test ./internal/integration/
package integration
