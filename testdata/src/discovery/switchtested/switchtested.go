// Package switchtested is a hand-rolled server whose tools return (string,
// error) behind a switch on the name its tools/call code passes to
// runTool; the package's test calls runTool with a constant name. The
// tools are found all the same: under go vet (which analyzes the package
// with its tests) as standalone. Two tools written in their cases answer
// with a shared JSON encoder, which is not a tool.
package switchtested

import (
	"encoding/json"
	"errors"
	"strings"
)

type frame struct {
	ID     json.RawMessage `json:"id"`
	Method string          `json:"method"`
	Params struct {
		Name      string         `json:"name"`
		Arguments map[string]any `json:"arguments"`
	} `json:"params"`
}

type piece struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

type outcome struct {
	Content []piece `json:"content"`
	IsError bool    `json:"isError,omitempty"`
}

type desk struct{ memo map[string]string }

func (d *desk) serve(f frame) any {
	if f.Method != "tools/call" {
		return nil
	}
	text, err := d.runTool(f.Params.Name, f.Params.Arguments)
	if err != nil {
		return outcome{Content: []piece{{Type: "text", Text: err.Error()}}, IsError: true}
	}
	return outcome{Content: []piece{{Type: "text", Text: text}}}
}

func (d *desk) runTool(tool string, args map[string]any) (string, error) { // want `desk.runTool tool=\? sdk=hand-rolled kind=dispatched errors=iserror via=dispatched by desk.serve`
	switch tool {
	case "shout":
		return d.shout(args)
	case "recall":
		return d.recall(args)
	case "keys":
		keys := make([]string, 0, len(d.memo))
		for k := range d.memo {
			keys = append(keys, k)
		}
		return asJSON(keys)
	case "count":
		return asJSON(len(d.memo))
	}
	return "", errors.New("no such tool: " + tool)
}

func (d *desk) shout(args map[string]any) (string, error) { // want `desk.shout tool="shout" sdk=hand-rolled kind=dispatched errors=iserror via=dispatched by desk.runTool`
	s, _ := args["text"].(string)
	return strings.ToUpper(s), nil
}

func (d *desk) recall(args map[string]any) (string, error) { // want `desk.recall tool="recall" sdk=hand-rolled kind=dispatched errors=iserror via=dispatched by desk.runTool`
	key, _ := args["key"].(string)
	v, ok := d.memo[key]
	if !ok {
		return "", errors.New("nothing remembered under " + key)
	}
	return v, nil
}

// asJSON encodes what a tool computed: the "keys" and "count" tools are
// written in their cases, and it is none of them.
func asJSON(v any) (string, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return "", err
	}
	return string(b), nil
}
