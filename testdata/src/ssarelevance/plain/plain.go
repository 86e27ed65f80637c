// Package plain uses no MCP code: no SSA is built for it.
package plain

func Add(a, b int) int { return a + b }
