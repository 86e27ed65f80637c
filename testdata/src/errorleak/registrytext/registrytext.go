// Package registrytext is a hand-rolled server whose tools are (any,
// error) method values kept in a registry of records; the tools/call code
// writes a tool's error into an isError result. A tool that returns the
// raw error of a request to the configured endpoint leaks it; one that
// returns its own message, and a prompt of the same record type kept in
// the prompts registry, do not.
package registrytext

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
)

type request struct {
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type textContent struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

type callResult struct {
	Content []textContent `json:"content"`
	IsError bool          `json:"isError,omitempty"`
}

type entry struct {
	run func(ctx context.Context, args json.RawMessage) (any, error)
}

type Server struct {
	base    string
	hc      *http.Client
	tools   map[string]*entry
	prompts map[string]*entry
}

func New() *Server {
	s := &Server{base: os.Getenv("BACKEND_URL"), hc: http.DefaultClient, tools: map[string]*entry{}, prompts: map[string]*entry{}}
	s.tools["fetch_items"] = &entry{run: s.fetchItems}
	s.tools["fetch_quiet"] = &entry{run: s.fetchQuiet}
	s.prompts["fetch_prompt"] = &entry{run: s.fetchPrompt}
	return s
}

func (s *Server) fetchItems(ctx context.Context, _ json.RawMessage) (any, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, s.base+"/items", nil)
	if err != nil {
		return nil, errors.New("could not build the request")
	}
	resp, err := s.hc.Do(req)
	if err != nil {
		return nil, fmt.Errorf("fetch items: %w", err) // want `returned error carries raw net/http error text`
	}
	defer resp.Body.Close()
	return resp.StatusCode, nil
}

func (s *Server) fetchQuiet(ctx context.Context, _ json.RawMessage) (any, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, s.base+"/items", nil)
	if err != nil {
		return nil, errors.New("could not build the request")
	}
	resp, err := s.hc.Do(req)
	if err != nil {
		return nil, errors.New("the backend is unreachable; try again later")
	}
	defer resp.Body.Close()
	return resp.StatusCode, nil
}

// fetchPrompt is a prompt: its error goes to prompts/get, not a tool
// result.
func (s *Server) fetchPrompt(ctx context.Context, _ json.RawMessage) (any, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, s.base+"/prompt", nil)
	if err != nil {
		return nil, err
	}
	resp, err := s.hc.Do(req)
	if err != nil {
		return nil, fmt.Errorf("fetch prompt: %w", err)
	}
	defer resp.Body.Close()
	return resp.StatusCode, nil
}

func (s *Server) Handle(ctx context.Context, r request) any {
	var p struct {
		Name      string          `json:"name"`
		Arguments json.RawMessage `json:"arguments"`
	}
	_ = json.Unmarshal(r.Params, &p)
	switch r.Method {
	case "tools/call":
		t, ok := s.tools[p.Name]
		if !ok {
			return callResult{IsError: true, Content: []textContent{{Type: "text", Text: "unknown tool"}}}
		}
		out, err := t.run(ctx, p.Arguments)
		if err != nil {
			return callResult{IsError: true, Content: []textContent{{Type: "text", Text: fmt.Sprintf("failed: %v", err)}}}
		}
		b, _ := json.Marshal(out)
		return callResult{Content: []textContent{{Type: "text", Text: string(b)}}}
	case "prompts/get":
		if t, ok := s.prompts[p.Name]; ok {
			out, err := t.run(ctx, p.Arguments)
			if err != nil {
				return callResult{IsError: true, Content: []textContent{{Type: "text", Text: err.Error()}}}
			}
			return out
		}
	}
	return nil
}
