package main

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"

	"labelled/mcpgo/toolkit"
)

// Positives: an isError result the model cannot read anything from.

func (s *srv) removeTag(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	tag := req.GetString("tag", "")
	if tag == "" {
		return mcp.NewToolResultError(""), nil // want emptyerror:`isError result has only empty text`
	}
	return mcp.NewToolResultText("removed " + tag), nil // ok emptyerror
}

func (s *srv) renameTag(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("to", "") == "" {
		return &mcp.CallToolResult{IsError: true}, nil // want emptyerror:`isError result has no content`
	}
	return mcp.NewToolResultText("renamed"), nil
}

func (s *srv) mergeTags(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if len(s.notes) < 2 {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{}}, nil // want emptyerror:`isError result has an empty content array`
	}
	return mcp.NewToolResultText("merged"), nil
}

func (s *srv) splitTag(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("tag", "") == "" {
		res := mcp.NewToolResultText("")
		res.IsError = true // want emptyerror:`isError result has only empty text`
		return res, nil
	}
	return mcp.NewToolResultText("split"), nil
}

func (s *srv) colorTag(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("color", "") == "" {
		return toolkit.Blank(), nil // want emptyerror:`isError result has only empty text`
	}
	return mcp.NewToolResultText("colored"), nil
}

func (s *srv) hideTag(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("tag", "") == "" {
		return toolkit.Flagged(), nil // want emptyerror:`isError result has no content`
	}
	return mcp.NewToolResultText("hidden"), nil
}

func (s *srv) lockTag(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	msg := ""
	if s.readOnly {
		res := mcp.NewToolResultError(msg) // want emptyerror:`isError result has only empty text`
		return res, nil
	}
	return mcp.NewToolResultText("locked"), nil
}

func (s *srv) typedPurgeTag(ctx context.Context, req mcp.CallToolRequest, args tagArgs) (*mcp.CallToolResult, error) {
	if args.Tag == "" {
		return mcp.NewToolResultErrorf(""), nil // want emptyerror:`isError result has only empty text`
	}
	return mcp.NewToolResultText("purged"), nil
}

func (s *srv) freezeTag(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	res = &mcp.CallToolResult{}
	if s.readOnly {
		res.IsError = true // want emptyerror:`isError result has no content`
		return
	}
	res.Content = append(res.Content, mcp.NewTextContent("frozen"))
	return // ok emptyerror
}

// Negatives.

func (s *srv) pinTag(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("tag", "") == "" {
		return mcp.NewToolResultError("tag is required: pass the tag to pin"), nil // ok emptyerror
	}
	return mcp.NewToolResultText(""), nil // ok emptyerror
}

func (s *srv) unpinTag(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := s.sync(ctx); err != nil {
		return toolkit.Fail(err), nil // ok emptyerror
	}
	return toolkit.Failf("tag %q is not pinned", req.GetString("tag", "")), nil // ok emptyerror
}

func (s *srv) starTag(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := toolkit.Flagged()
	res.Content = append(res.Content, mcp.NewTextContent("starring is disabled on this server"))
	return res, nil // ok emptyerror
}

func (s *srv) shareTag(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := &mcp.CallToolResult{IsError: true}
	res.Content = []mcp.Content{mcp.NewTextContent("sharing needs an account; sign in first")}
	return res, nil // ok emptyerror
}

func (s *srv) copyTag(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	err := s.sync(ctx)
	if err != nil {
		return mcp.NewToolResultErrorFromErr("", err), nil // ok emptyerror
	}
	return mcp.NewToolResultText("copied"), nil
}

func (s *srv) moveTag(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	reason := "unknown destination " + req.GetString("to", "")
	if s.readOnly {
		reason = "the store is read-only"
	}
	return mcp.NewToolResultError(reason), nil // ok emptyerror
}

func (s *srv) describeTag(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := s.sync(ctx); err != nil {
		return &mcp.CallToolResult{IsError: true}, fmt.Errorf("sync: %w", err) // ok emptyerror // want rpcerror:`-32603`
	}
	return mcp.NewToolResultText("a tag"), nil
}

func (s *srv) tagImage(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if s.readOnly {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{mcp.NewImageContent("aGk=", "image/png")}}, nil // ok emptyerror
	}
	return mcp.NewToolResultText("image"), nil
}

func (s *srv) typedTagInfo(ctx context.Context, req mcp.CallToolRequest, args tagArgs) (*mcp.CallToolResult, error) {
	if args.Tag == "" {
		return mcp.NewToolResultError(errors.New("tag is empty").Error()), nil // ok emptyerror
	}
	return mcp.NewToolResultText("info"), nil
}
