package mcpgo

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func registerResultStruct(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("rs1"), structFromHelper)
	s.AddTool(mcp.NewTool("rs2"), structPointerIndent)
	s.AddTool(mcp.NewTool("rs3"), structThroughMap)
	s.AddTool(mcp.NewTool("rs4"), structNotOK)
	s.AddTool(mcp.NewTool("rs5"), structAsJSONResult)
	s.AddTool(mcp.NewTool("rs6"), structInHandler)
	s.AddTool(mcp.NewTool("rs7"), structNeverFails)
	s.AddTool(mcp.NewTool("rs8"), structPartial)
	s.AddTool(mcp.NewTool("test_connection"), structProbe)
	s.AddTool(mcp.NewTool("ping_database"), structProbeFailed)
	s.AddTool(mcp.NewTool("rs9"), structPerItem)
	s.AddTool(mcp.NewTool("rs10"), structDispatch)
	s.AddTool(mcp.NewTool("rs11"), structInterface)
}

// toolResult is what the tools of a server answer, marshalled by whoever
// calls them.
type toolResult struct {
	Success bool   `json:"success"`
	Data    any    `json:"data,omitempty"`
	Error   string `json:"error,omitempty"`
}

// query answers a failure of fetch as a result struct.
func query(q string) toolResult {
	rows, err := fetch(q)
	if err != nil {
		return toolResult{Success: false, Error: err.Error()}
	}
	return toolResult{Success: true, Data: rows}
}

// structFromHelper marshals what query answers into a success result.
func structFromHelper(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	r := query(req.Params.Name)
	b, _ := json.Marshal(r)
	return mcp.NewToolResultText(string(b)), nil // want `result text is JSON whose "error" holds an error's text when query fails, beside "success": false but does not set isError`
}

// opStatus is a result struct with an ok flag and a pointer receiver.
type opStatus struct {
	OK      bool   `json:"ok"`
	Message string `json:"message"`
	Err     string `json:"err,omitempty"`
}

func lookup(id string) *opStatus {
	if _, err := fetch(id); err != nil {
		return &opStatus{OK: false, Err: fmt.Sprintf("lookup %s: %v", id, err)}
	}
	return &opStatus{OK: true, Message: "found"}
}

func structPointerIndent(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := json.MarshalIndent(lookup(req.Params.Name), "", "  ")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(b)), nil // want `result text is JSON whose "err" holds an error's text when lookup fails`
}

// structThroughMap round-trips the struct through a map and prints it.
func structThroughMap(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	r := query(req.Params.Name)
	b, _ := json.Marshal(r)
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		return mcp.NewToolResultError("cannot decode"), nil
	}
	return mcp.NewToolResultText(fmt.Sprintf("result: %v", m)), nil // want `result text is JSON whose "error" holds an error's text when query fails`
}

// outcome says whether the work was done; the message says what happened.
type outcome struct {
	Success bool   `json:"success"`
	Message string `json:"message"`
}

func save(name string) outcome {
	if _, err := fetch(name); err != nil {
		return outcome{Success: false, Message: "the record was left unchanged"}
	}
	return outcome{Success: true, Message: "saved " + name}
}

func structNotOK(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, _ := json.Marshal(save(req.Params.Name))
	return mcp.NewToolResultText(string(b)), nil // want `result text is JSON whose "success" is false when fetch fails in save`
}

// structAsJSONResult hands the struct to NewToolResultJSON: its text and
// its structured content say the call failed, isError does not.
func structAsJSONResult(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, err := mcp.NewToolResultJSON(query(req.Params.Name)) // want `result structured content is JSON whose "error" holds an error's text when query fails`
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return res, nil
}

// structInHandler fills the struct on two paths in the handler.
func structInHandler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var r toolResult
	rows, err := fetch(req.Params.Name)
	if err != nil {
		r = toolResult{Error: err.Error()}
	} else {
		r = toolResult{Success: true, Data: rows}
	}
	b, _ := json.Marshal(r)
	return mcp.NewToolResultText(string(b)), nil // want `result text is JSON whose "error" holds an error's text on one path`
}

// countRows never sets Error: its struct is data on every path.
func countRows(q string) toolResult {
	rows, err := fetch(q)
	if err != nil {
		rows = ""
	}
	return toolResult{Success: true, Data: len(rows)}
}

func structNeverFails(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, _ := json.Marshal(countRows(req.Params.Name))
	return mcp.NewToolResultText(string(b)), nil
}

// sync answers what it synchronised with the error of a part it skipped:
// the work was done, the error is a note beside the data.
func sync(q string) toolResult {
	rows, err := fetch(q)
	if err != nil {
		return toolResult{Success: true, Data: rows, Error: err.Error()}
	}
	return toolResult{Success: true, Data: rows}
}

func structPartial(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, _ := json.Marshal(sync(req.Params.Name))
	return mcp.NewToolResultText(string(b)), nil
}

// probeResult is what a connection test answers.
type probeResult struct {
	Connected bool   `json:"connected"`
	Error     string `json:"error,omitempty"`
}

func probe(dsn string) probeResult {
	if _, err := fetch(dsn); err != nil {
		return probeResult{Error: err.Error()}
	}
	return probeResult{Connected: true}
}

// structProbe is a connection test: the error it reports is its answer.
func structProbe(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, _ := json.Marshal(probe("db"))
	return mcp.NewToolResultText(string(b)), nil
}

// structProbeFailed is a connection test whose answer says it failed.
func structProbeFailed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, _ := json.Marshal(query("SELECT 1"))
	return mcp.NewToolResultText(string(b)), nil // want `result text is JSON whose "error" holds an error's text when query fails, beside "success": false`
}

// itemResult is one line of a batch report.
type itemResult struct {
	Name  string `json:"name"`
	Error string `json:"error,omitempty"`
}

// structPerItem reports per item: some failed, others did not.
func structPerItem(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var out []itemResult
	for _, n := range []string{"a", "b"} {
		r := itemResult{Name: n}
		if _, err := fetch(n); err != nil {
			r.Error = err.Error()
		}
		out = append(out, r)
	}
	b, _ := json.Marshal(map[string]any{"results": out})
	return mcp.NewToolResultText(string(b)), nil
}

// structDispatch calls the tool named and marshals its result struct.
func structDispatch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var r toolResult
	switch req.Params.Name {
	case "query":
		r = query(req.Params.Name)
	case "count":
		r = countRows(req.Params.Name)
	default:
		return mcp.NewToolResultError("unknown tool"), nil
	}
	b, _ := json.Marshal(r)
	return mcp.NewToolResultText(string(b)), nil // want `result text is JSON whose "error" holds an error's text when query fails`
}

// runner is the tools' interface; execTool is its one implementation.
type runner interface {
	Run(ctx context.Context, args map[string]any) (any, error)
}

type execResult struct {
	Command string `json:"command,omitempty"`
	Error   string `json:"error,omitempty"`
	Stdout  string `json:"stdout,omitempty"`
}

type execTool struct{}

func (execTool) Run(ctx context.Context, args map[string]any) (any, error) {
	out, err := fetch("cmd")
	if err != nil {
		return &execResult{Command: "cmd", Error: err.Error()}, nil
	}
	return &execResult{Command: "cmd", Stdout: out}, nil
}

// toMap turns a tool's output into a map.
func toMap(v any) (map[string]any, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		return map[string]any{"output": fmt.Sprintf("%v", v)}, nil
	}
	return m, nil
}

// structInterface runs the tool behind the interface and prints its
// output, through a map, as a success.
func structInterface(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var t runner = execTool{}
	out, err := t.Run(ctx, map[string]any{"command": req.Params.Name})
	if err != nil {
		return mcp.NewToolResultError("cannot run the command"), nil
	}
	m, err := toMap(out)
	if err != nil {
		return mcp.NewToolResultError("cannot read the output"), nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{mcp.TextContent{Type: "text", Text: fmt.Sprintf("%v", m)}}}, nil // want `result text is JSON whose "error" holds an error's text when Run fails`
}
