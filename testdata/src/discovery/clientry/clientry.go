// Package clientry is a command-line entry point that runs the tools of
// package switchimpl from its flags: it switches on a tool name like a
// dispatcher, but prints what a tool returns, so it lists no tools (the
// server's dispatcher, switchdispatch, does).
package clientry

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"

	"discovery/switchimpl"
)

type call struct {
	Name      string         `json:"name"`
	Arguments map[string]any `json:"arguments"`
}

// Main runs one tool call given as JSON in -call.
func Main() {
	raw := flag.String("call", "{}", "a tools/call params object")
	flag.Parse()
	var c call
	if err := json.Unmarshal([]byte(*raw), &c); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	var (
		res *switchimpl.Result
		err error
	)
	switch c.Name {
	case "echo":
		res, err = switchimpl.Echo(c.Arguments)
	default:
		fmt.Fprintln(os.Stderr, "unknown tool", c.Name)
		os.Exit(2)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Println(res)
}
