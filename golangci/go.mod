module github.com/mcplint/mcplint/golangci

go 1.26.0

require (
	github.com/golangci/plugin-module-register v0.1.2
	github.com/mcplint/mcplint v0.0.0-00010101000000-000000000000
	golang.org/x/tools v0.52.0
)

require golang.org/x/mod v0.42.0 // indirect

// The plugin is built from a clone of the repository: golangci-lint's
// build must replace both modules with local paths (see README).
replace github.com/mcplint/mcplint => ../
