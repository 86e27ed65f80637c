package main

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// More shapes of the result mistakes, as servers write them.

func (s *srv) emptyViaNew(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if s.readOnly {
		res := new(mcp.CallToolResult)
		res.IsError = true // want emptyerror:`no content`
		return res, nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func (s *srv) emptyViaValue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if s.readOnly {
		r := mcp.CallToolResult{IsError: true} // want emptyerror:`no content`
		return &r, nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func (s *srv) emptyViaClosure(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	fail := func() (*mcp.CallToolResult, error) {
		return &mcp.CallToolResult{IsError: true}, nil // want emptyerror:`no content`
	}
	if s.readOnly {
		return fail()
	}
	return mcp.NewToolResultText("ok"), nil
}

func (s *srv) emptyInRecover(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	defer func() {
		if recover() != nil {
			res, err = mcp.NewToolResultError(""), nil // want emptyerror:`only empty text`
		}
	}()
	s.rebuild()
	return mcp.NewToolResultText("rebuilt"), nil // ok emptyerror
}

func (s *srv) emptyMessage(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var msg string
	if req.GetString("id", "") == "" {
		return mcp.NewToolResultError(msg), nil // want emptyerror:`only empty text`
	}
	return mcp.NewToolResultText("ok"), nil
}

func (s *srv) emptyOutput(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := s.get(ctx, "cmd")
	if err != nil {
		return mcp.NewToolResultError(strings.TrimSpace(out)), nil // ok emptyerror
	}
	return mcp.NewToolResultText(out), nil
}

func (s *srv) structuredJSONError(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q, err := s.quote(ctx, "x")
	if err != nil {
		res, _ := mcp.NewToolResultJSON(map[string]string{"error": err.Error()})
		res.IsError = true // want structurederror:`carries structured content`
		return res, nil
	}
	return mcp.NewToolResultStructured(q, q.Symbol), nil // ok structurederror
}

func (s *srv) structuredValue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q, err := s.quote(ctx, "x")
	if err != nil {
		r := mcp.CallToolResult{ // want structurederror:`carries structured content`
			IsError:           true,
			Content:           []mcp.Content{mcp.NewTextContent("quote unavailable")},
			StructuredContent: q,
		}
		return &r, nil
	}
	return mcp.NewToolResultStructured(q, q.Symbol), nil
}

func (s *srv) structuredCleared(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q, err := s.quote(ctx, "x")
	res := mcp.NewToolResultStructured(q, "quote")
	if err != nil {
		res = &mcp.CallToolResult{IsError: true, Content: []mcp.Content{mcp.NewTextContent("quote unavailable: " + err.Error())}}
	}
	return res, nil // ok structurederror
}

func (s *srv) unflaggedStatus(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	code, _ := s.count(ctx)
	if code >= 500 {
		return mcp.NewToolResultText(fmt.Sprintf("Request failed with status %d", code)), nil // want unflaggederror:`does not set isError`
	}
	return mcp.NewToolResultText("done"), nil
}

func (s *srv) unflaggedBuilder(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := s.get(ctx, "x"); err != nil {
		var sb strings.Builder
		sb.WriteString("Error: ")
		sb.WriteString(err.Error())
		return mcp.NewToolResultText(sb.String()), nil // want unflaggederror:`does not set isError`
	}
	return mcp.NewToolResultText("done"), nil
}

func (s *srv) unflaggedJSON(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := s.get(ctx, "x"); err != nil {
		b, _ := json.Marshal(map[string]string{"error": err.Error()})
		return mcp.NewToolResultText(string(b)), nil // want unflaggederror:`does not set isError`
	}
	return mcp.NewToolResultText("{}"), nil
}

func describeErr(err error) string {
	return "operation failed: " + err.Error()
}

func (s *srv) unflaggedHelperText(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := s.get(ctx, "x"); err != nil {
		return mcp.NewToolResultText(describeErr(err)), nil // want unflaggederror:`does not set isError`
	}
	return mcp.NewToolResultText("done"), nil
}

func (s *srv) unflaggedAppend(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := &mcp.CallToolResult{}
	if _, err := s.get(ctx, "x"); err != nil {
		res.Content = append(res.Content, mcp.NewTextContent("failed to fetch: "+err.Error())) // want unflaggederror:`does not set isError`
		return res, nil
	}
	res.Content = append(res.Content, mcp.NewTextContent("fetched"))
	return res, nil // ok unflaggederror
}

func (s *srv) unflaggedNoMatches(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	items, err := s.items(ctx)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if len(items) == 0 {
		return mcp.NewToolResultText("No items matched the query."), nil // ok unflaggederror
	}
	return mcp.NewToolResultText(strings.Join(items, ",")), nil // ok unflaggederror
}

func (s *srv) unflaggedTestsFailed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, _ := s.count(ctx)
	return mcp.NewToolResultText(fmt.Sprintf("%d tests failed, 12 passed", n)), nil // ok unflaggederror
}

// registerHarder registers the tools of this file.
func registerHarder(m *server.MCPServer, s *srv) {
	m.AddTool(mcp.NewTool("emptyViaNew"), s.emptyViaNew)
	m.AddTool(mcp.NewTool("emptyViaValue"), s.emptyViaValue)
	m.AddTool(mcp.NewTool("emptyViaClosure"), s.emptyViaClosure)
	m.AddTool(mcp.NewTool("emptyInRecover"), s.emptyInRecover)
	m.AddTool(mcp.NewTool("emptyMessage"), s.emptyMessage)
	m.AddTool(mcp.NewTool("emptyOutput"), s.emptyOutput)
	m.AddTool(mcp.NewTool("structuredJSONError"), s.structuredJSONError)
	m.AddTool(mcp.NewTool("structuredValue"), s.structuredValue)
	m.AddTool(mcp.NewTool("structuredCleared"), s.structuredCleared)
	m.AddTool(mcp.NewTool("unflaggedStatus"), s.unflaggedStatus)
	m.AddTool(mcp.NewTool("unflaggedBuilder"), s.unflaggedBuilder)
	m.AddTool(mcp.NewTool("unflaggedJSON"), s.unflaggedJSON)
	m.AddTool(mcp.NewTool("unflaggedHelperText"), s.unflaggedHelperText)
	m.AddTool(mcp.NewTool("unflaggedAppend"), s.unflaggedAppend)
	m.AddTool(mcp.NewTool("unflaggedNoMatches"), s.unflaggedNoMatches)
	m.AddTool(mcp.NewTool("unflaggedTestsFailed"), s.unflaggedTestsFailed)
}
