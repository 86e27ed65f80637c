// Package typedlib turns errors into tool results: the project's coded
// errors become isError results with their fields as structured content,
// any other error a plain isError text.
package typedlib

import (
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
)

// Coded is an error the project defines, with a code for clients.
type Coded struct {
	Code int    `json:"code"`
	Msg  string `json:"message"`
}

func (c Coded) Error() string { return c.Msg }

// ErrNotFound is returned when an item does not exist.
var ErrNotFound = Coded{Code: 404, Msg: "not found"}

// Result answers err as a tool result.
func Result(err error) *mcp.CallToolResult {
	if c, ok := err.(Coded); ok {
		return &mcp.CallToolResult{
			Content:           []mcp.Content{mcp.NewTextContent(fmt.Sprintf("error %d: %s", c.Code, c.Msg))},
			StructuredContent: c,
			IsError:           true,
		}
	}
	return mcp.NewToolResultError("internal error")
}
