// Command cmd registers its tools with descriptors: each is named by the
// descriptor's Name.
package main

import (
	"errors"

	"discovery/descreg/server"
)

func handleRead(args map[string]any) (*server.Result, error) { // want `handleRead tool="read_file" sdk=hand-rolled`
	return nil, errors.New("not found")
}

func handleList(args map[string]any) (*server.Result, error) { // want `handleList tool="list_files" sdk=hand-rolled`
	return &server.Result{}, nil
}

func main() {
	s := &server.Server{}
	s.RegisterTool(server.Tool{Name: "read_file", Description: "Read a file"}, handleRead)
	s.RegisterTool(server.Tool{
		Name: "list_files",
	}, handleList)
}
