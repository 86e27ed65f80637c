package analyzers

// The pages docs/checks/CHECK.md are rendered from the checks'
// Documentation; TestCheckPages fails when a committed page is stale.
//go:generate go test -run TestCheckPages -update .
