// Package testcaller is a hand-rolled server whose tool function takes the
// requested name as a parameter and switches on it; its tools/call code
// answers the function's error with an isError result. The package's test
// calls the function with a constant name: the name parameter still holds
// the requested tool's name, under go vet (which analyzes the package with
// its tests) as standalone. The miss branch first offers the name to a
// second dispatcher: the unknown tool's answer is its last return.
package testcaller

import (
	"encoding/json"
	"fmt"
	"strings"
)

type inbound struct {
	ID     json.RawMessage `json:"id"`
	Method string          `json:"method"`
	Params struct {
		Name      string          `json:"name"`
		Arguments json.RawMessage `json:"arguments"`
	} `json:"params"`
}

type block struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

type toolAnswer struct {
	Content []block `json:"content"`
	IsError bool    `json:"isError,omitempty"`
}

type station struct{ notes map[string]string }

func (st *station) runTool(tool string, raw json.RawMessage) (string, error) {
	var in struct {
		Key string `json:"key"`
	}
	if err := json.Unmarshal(raw, &in); err != nil {
		return "", fmt.Errorf("arguments: %v", err)
	}
	switch tool {
	case "upper":
		return strings.ToUpper(in.Key), nil
	case "note":
		return st.notes[in.Key], nil
	default:
		if handled, out, err := st.runAdmin(tool, raw); handled {
			return out, err
		}
		return "", fmt.Errorf("tool %s does not exist", tool) // want `unknown tool answered with an isError result`
	}
}

// runAdmin serves the admin tools; handled is false for other names.
func (st *station) runAdmin(tool string, raw json.RawMessage) (handled bool, out string, err error) {
	if tool != "admin_reset" {
		return false, "", nil
	}
	if len(raw) > 2 {
		return true, "", fmt.Errorf("admin_reset takes no arguments")
	}
	st.notes = map[string]string{}
	return true, "reset", nil
}

func (st *station) answer(msg inbound) any {
	if msg.Method != "tools/call" {
		return nil
	}
	text, err := st.runTool(msg.Params.Name, msg.Params.Arguments)
	if err != nil {
		return toolAnswer{Content: []block{{Type: "text", Text: err.Error()}}, IsError: true}
	}
	return toolAnswer{Content: []block{{Type: "text", Text: text}}}
}
