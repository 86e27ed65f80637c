// Package taint is mcplint's taint analysis: it follows secrets, stack
// traces and infrastructure error text (sources) through SSA to the places
// where text reaches an MCP client (sinks): result content, errors the SDK
// writes into results, JSON-RPC errors.
//
// The engine is intraprocedural with summaries. Each function of a package
// gets a [FuncFact]: for each result, the source labels it always carries
// and the parameters (or fields of struct parameters) whose taint it
// copies, for struct results the same per field; and the parameters that
// reach a sink inside it. Summaries are computed callees first within a package and
// exported as object facts for other packages, so helpers anywhere in the
// module count. Packages of the standard library, the SDKs and other
// modules are not analyzed; their behaviour is modelled by package (see
// sources.go).
//
// In packages with MCP code (those mcpssa builds SSA for), the analysis
// also records each [Flow] of source labels into a sink; the errorleak
// check reports them.
package taint
