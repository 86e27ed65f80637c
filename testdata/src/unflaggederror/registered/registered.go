// Package registered is a package of hand-rolled tools that registers
// each tool under its name from init functions; a dispatcher of another
// package installs them and sends the value a tool returns as a success
// result, its error as an isError result. So a tool's failure text
// returned with a nil error reaches the model as a success.
package registered

import (
	"context"
	"errors"
	"fmt"
	"strconv"
)

// Handler is a tool.
type Handler func(ctx context.Context, args map[string]any) (any, error)

// Impl is what the dispatcher installs.
type Impl interface {
	Name() string
	Handler() Handler
}

type simple struct {
	name string
	h    Handler
}

func (s *simple) Name() string     { return s.name }
func (s *simple) Handler() Handler { return s.h }

var ctors = map[string]func() Impl{}

// RegisterTool registers a tool under its name.
func RegisterTool(name string, h Handler) {
	ctors[name] = func() Impl { return &simple{name: name, h: h} }
}

// All returns the registered tools.
func All() []Impl {
	var out []Impl
	for _, c := range ctors {
		out = append(out, c())
	}
	return out
}

const (
	orderTool   = "order"
	detailsTool = "details"
)

func init() {
	RegisterTool(orderTool, lookupOrder)
}

func init() {
	RegisterTool(detailsTool, details)
	RegisterTool("status", status)
	RegisterTool("reject", reject)
}

func init() {
	// Handed on without a constant name, or beside two: not known to be
	// a tool.
	for _, n := range []string{"dyn"} {
		RegisterTool(n, dynamic)
	}
	route("GET", "/orders", routed)
}

func route(method, path string, h Handler) {}

var errBackend = errors.New("backend unavailable")

func fetch(id string) (string, error) {
	if id == "" {
		return "", errBackend
	}
	return "order " + id, nil
}

func text(s string) map[string]any {
	return map[string]any{"content": []map[string]string{{"type": "text", "text": s}}}
}

func lookupOrder(ctx context.Context, args map[string]any) (any, error) {
	id, _ := args["id"].(string)
	order, err := fetch(id)
	if err != nil {
		return map[string]any{ // want `returned text is built from an error value with a nil error`
			"content": []map[string]string{{
				"type": "text",
				"text": fmt.Sprintf("Order lookup\n\nError: could not fetch the order\n\n%v", err),
			}},
		}, nil
	}
	return text(order), nil
}

// details hands its whole answer to the function of its kind of flaw
// ID: their returns are the tool's.
func details(ctx context.Context, args map[string]any) (any, error) {
	id, _ := args["id"].(string)
	if _, err := strconv.Atoi(id); err != nil {
		return pipelineDetails(ctx, id)
	}
	return platformDetails(ctx, id)
}

func pipelineDetails(ctx context.Context, id string) (any, error) {
	out, err := fetch(id)
	if err != nil {
		return text("Failed to read the results file: " + err.Error()), nil // want `returned text "Failed to read the results file: …" reads as a failure`
	}
	return text(out), nil
}

func platformDetails(ctx context.Context, id string) (any, error) {
	n, err := strconv.Atoi(id)
	if err != nil {
		return text(fmt.Sprintf("Flaw ID %q: %v", id, err)), nil // want `returned text is built from an error value with a nil error`
	}
	return text(strconv.Itoa(n)), nil
}

// status answers with data, and with a map whose "error" member the
// dispatcher makes an isError result: neither is reported here, where
// the dispatcher is not known.
func status(ctx context.Context, args map[string]any) (any, error) {
	id, _ := args["id"].(string)
	if id == "" {
		return map[string]any{"error": "id is required"}, nil
	}
	return text("Status: running"), nil
}

// reject returns its failure as the error: the dispatcher's isError.
func reject(ctx context.Context, args map[string]any) (any, error) {
	if _, err := fetch(""); err != nil {
		return nil, fmt.Errorf("fetch: %w", err)
	}
	return text("ok"), nil
}

func dynamic(ctx context.Context, args map[string]any) (any, error) {
	if _, err := fetch(""); err != nil {
		return text("Failed: " + err.Error()), nil
	}
	return text("ok"), nil
}

func routed(ctx context.Context, args map[string]any) (any, error) {
	if _, err := fetch(""); err != nil {
		return text("Failed: " + err.Error()), nil
	}
	return text("ok"), nil
}

func init() {
	RegisterTool("flaw", flaw)
}

// errorResponse answers a failure, by its name, but sets no isError: the
// dispatcher sends what it makes as a success result.
func errorResponse(message string) map[string]any {
	return text(message)
}

// errorEvents lists the error events of a project: data, not a failure.
func errorEvents(events []string) map[string]any {
	return text(fmt.Sprint(events))
}

func flaw(ctx context.Context, args map[string]any) (any, error) {
	id, _ := args["id"].(string)
	switch id {
	case "":
		return errorResponse("Flaw lookup\n\nThe flaw ID is not in the results."), nil // want `returned a value that is made by errorResponse, whose name says it answers a failure, with a nil error`
	case "events":
		return errorEvents([]string{"panic in main"}), nil
	}
	return text("Flaw " + id), nil
}
