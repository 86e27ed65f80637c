package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"labelled/gosdk/apierr"
)

type calIn struct {
	User string `json:"user"`
	Day  string `json:"day"`
}

type calOut struct {
	Events []string `json:"events"`
}

var consent = []*mcp.ElicitParams{{Mode: "url", Message: "connect your calendar", URL: "https://example.com/consent"}}

// toolError is the project's error type; Unwrap exposes the cause.
type toolError struct {
	tool string
	err  error
}

func (e *toolError) Error() string { return e.tool + ": " + e.err.Error() }
func (e *toolError) Unwrap() error { return e.err }

func withTool(tool string, err error) error {
	return fmt.Errorf("%s: %w", tool, err)
}

// Positives: a protocol answer wrapped where go-sdk needs it unwrapped.

func (s *srv) calConnect(ctx context.Context, req *mcp.CallToolRequest, in calIn) (*mcp.CallToolResult, calOut, error) {
	if !s.consented {
		return nil, calOut{}, fmt.Errorf("calendar not linked: %w", mcp.URLElicitationRequiredError(consent)) // want wrappedrpcerror:`wrapped`
	}
	return nil, calOut{}, nil
}

func (s *srv) calDay(ctx context.Context, req *mcp.CallToolRequest, in calIn) (*mcp.CallToolResult, calOut, error) {
	if in.Day == "" {
		return nil, calOut{}, errors.Join(errors.New("bad request"), &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "day is required"}) // want wrappedrpcerror:`wrapped`
	}
	return nil, calOut{}, nil
}

func (s *srv) calWeek(ctx context.Context, req *mcp.CallToolRequest, in calIn) (*mcp.CallToolResult, calOut, error) {
	var err error
	switch {
	case in.User == "":
		err = fmt.Errorf("validate: %w", &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "user is required"})
	case in.Day == "":
		err = fmt.Errorf("validate: %w", &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "day is required"})
	}
	if err != nil {
		return nil, calOut{}, err // want wrappedrpcerror:`wrapped`
	}
	return nil, calOut{}, nil
}

func (s *srv) calMonth(ctx context.Context, req *mcp.CallToolRequest, in calIn) (*mcp.CallToolResult, calOut, error) {
	if in.Day == "" {
		return nil, calOut{}, withTool("cal_month", &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "day is required"}) // want wrappedrpcerror:`wrapped`
	}
	return nil, calOut{}, nil
}

func (s *srv) calYear(ctx context.Context, req *mcp.CallToolRequest, in calIn) (*mcp.CallToolResult, calOut, error) {
	if in.Day == "" {
		return nil, calOut{}, apierr.Annotate("cal_year", apierr.InvalidParams("day is required")) // want wrappedrpcerror:`wrapped`
	}
	return nil, calOut{}, nil
}

func (s *srv) calShare(ctx context.Context, req *mcp.CallToolRequest, in calIn) (*mcp.CallToolResult, calOut, error) {
	if !s.consented {
		return nil, calOut{}, &toolError{tool: "cal_share", err: mcp.URLElicitationRequiredError(consent)} // want wrappedrpcerror:`wrapped`
	}
	return nil, calOut{}, nil
}

func (s *srv) calInvite(ctx context.Context, req *mcp.CallToolRequest, in calIn) (*mcp.CallToolResult, calOut, error) {
	if in.User == "" {
		return nil, calOut{}, fmt.Errorf("invite: %w", apierr.InvalidParams("user is required")) // want wrappedrpcerror:`wrapped`
	}
	return nil, calOut{}, nil
}

func (s *srv) calLink(ctx context.Context, req *mcp.CallToolRequest, in calIn) (*mcp.CallToolResult, calOut, error) {
	need := mcp.URLElicitationRequiredError(consent)
	if !s.consented {
		return nil, calOut{}, fmt.Errorf("link %s: %w", in.User, need) // want wrappedrpcerror:`wrapped`
	}
	return nil, calOut{}, nil
}

func (s *srv) calSync(ctx context.Context, req *mcp.CallToolRequest, in calIn) (res *mcp.CallToolResult, out calOut, err error) {
	if !s.consented {
		err = fmt.Errorf("sync: %w", mcp.URLElicitationRequiredError(consent))
		return // want wrappedrpcerror:`wrapped`
	}
	return
}

func (s *srv) calMove(ctx context.Context, req *mcp.CallToolRequest, in calIn) (*mcp.CallToolResult, calOut, error) {
	base := errors.New("move rejected")
	if in.Day == "" {
		return nil, calOut{}, fmt.Errorf("%w: %w", base, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "day is required"}) // want wrappedrpcerror:`wrapped`
	}
	return nil, calOut{}, nil
}

func (s *srv) lowCalExport(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !s.consented {
		return nil, fmt.Errorf("export: %w", mcp.URLElicitationRequiredError(consent)) // want wrappedrpcerror:`wrapped`
	}
	return apierr.Text("exported"), nil
}

func (s *srv) lowCalImport(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if len(req.Params.Arguments) == 0 {
		jerr := &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "nothing to import", Data: json.RawMessage(`{"field":"file"}`)}
		return nil, fmt.Errorf("import: %w", jerr) // want wrappedrpcerror:`wrapped`
	}
	return apierr.Text("imported"), nil
}

func (s *srv) lowCalAttach(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !s.consented {
		return nil, withTool("cal_attach", mcp.URLElicitationRequiredError(consent)) // want wrappedrpcerror:`wrapped`
	}
	return apierr.Text("attached"), nil
}

// Negatives.

func (s *srv) calFree(ctx context.Context, req *mcp.CallToolRequest, in calIn) (*mcp.CallToolResult, calOut, error) {
	if in.Day == "" {
		return nil, calOut{}, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "day is required"} // ok wrappedrpcerror
	}
	if !s.consented {
		return nil, calOut{}, mcp.URLElicitationRequiredError(consent) // ok wrappedrpcerror
	}
	return nil, calOut{}, nil
}

func (s *srv) calBusy(ctx context.Context, req *mcp.CallToolRequest, in calIn) (*mcp.CallToolResult, calOut, error) {
	if in.Day == "" {
		return nil, calOut{}, fmt.Errorf("busy: %v", apierr.InvalidParams("day is required")) // ok wrappedrpcerror
	}
	if _, err := s.events(ctx, in.Day); err != nil {
		return nil, calOut{}, fmt.Errorf("busy: %w", err) // ok wrappedrpcerror
	}
	return nil, calOut{}, nil
}

func (s *srv) calNotes(ctx context.Context, req *mcp.CallToolRequest, in calIn) (*mcp.CallToolResult, calOut, error) {
	if _, err := s.events(ctx, in.Day); err != nil {
		return nil, calOut{}, fmt.Errorf("notes: %w", &jsonrpc.Error{Code: jsonrpc.CodeInternalError, Message: err.Error()}) // ok wrappedrpcerror
	}
	return nil, calOut{}, nil
}

func (s *srv) lowCalPrint(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if len(req.Params.Arguments) == 0 {
		return nil, fmt.Errorf("print: %w", &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "nothing to print"}) // ok wrappedrpcerror
	}
	return apierr.Text("printed"), nil
}

func (s *srv) lowCalLink(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !s.consented {
		return nil, mcp.URLElicitationRequiredError(consent) // ok wrappedrpcerror
	}
	return apierr.Text("linked"), nil
}

func (s *srv) calTeam(ctx context.Context, req *mcp.CallToolRequest, in calIn) (*mcp.CallToolResult, calOut, error) {
	if in.User == "" {
		return nil, calOut{}, apierr.InvalidParams("user is required") // ok wrappedrpcerror
	}
	if _, err := s.events(ctx, in.Day); err != nil {
		return nil, calOut{}, &toolError{tool: "cal_team", err: err} // ok wrappedrpcerror
	}
	return nil, calOut{}, nil
}

func (s *srv) calClear(ctx context.Context, req *mcp.CallToolRequest, in calIn) (*mcp.CallToolResult, calOut, error) {
	var err error
	if in.User == "" {
		err = &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "user is required"}
	} else if in.Day == "" {
		err = &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "day is required"}
	}
	if err != nil {
		return nil, calOut{}, err // ok wrappedrpcerror
	}
	return nil, calOut{}, nil
}

func (s *srv) calJoin(ctx context.Context, req *mcp.CallToolRequest, in calIn) (*mcp.CallToolResult, calOut, error) {
	_, e1 := s.events(ctx, in.Day)
	_, e2 := s.events(ctx, in.User)
	if e1 != nil || e2 != nil {
		return nil, calOut{}, errors.Join(e1, e2) // ok wrappedrpcerror
	}
	return nil, calOut{}, nil
}

func (s *srv) calRetry(ctx context.Context, req *mcp.CallToolRequest, in calIn) (*mcp.CallToolResult, calOut, error) {
	if _, err := s.events(ctx, in.Day); err != nil {
		return nil, calOut{}, withTool("cal_retry", err) // ok wrappedrpcerror
	}
	return nil, calOut{}, nil
}

func (s *srv) calZero(ctx context.Context, req *mcp.CallToolRequest, in calIn) (*mcp.CallToolResult, calOut, error) {
	if _, err := s.events(ctx, in.Day); err != nil {
		return nil, calOut{}, apierr.Annotate("cal_zero", &jsonrpc.Error{Code: 0, Message: "upstream failed: " + err.Error()}) // ok wrappedrpcerror
	}
	return nil, calOut{}, nil
}

func (s *srv) lowCalInternal(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := s.events(ctx, "today"); err != nil {
		return nil, fmt.Errorf("internal: %w", &jsonrpc.Error{Code: jsonrpc.CodeInternalError, Message: "store down"}) // ok wrappedrpcerror // want rpcerror:`-32603`
	}
	return apierr.Text("ok"), nil
}

func (s *srv) calPlain(ctx context.Context, req *mcp.CallToolRequest, in calIn) (*mcp.CallToolResult, calOut, error) {
	if in.User == "" {
		return nil, calOut{}, errors.New("user is required") // ok wrappedrpcerror
	}
	return nil, calOut{Events: []string{"standup"}}, nil // ok wrappedrpcerror
}

func (s *srv) lowCalSoft(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !s.consented {
		return apierr.Soft(withTool("cal_soft", mcp.URLElicitationRequiredError(consent))) // ok wrappedrpcerror rpcerror
	}
	return apierr.Text("soft"), nil
}
