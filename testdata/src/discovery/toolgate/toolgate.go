// Package toolgate is HTTP middleware that reads the tool a tools/call
// request names, to refuse those a caller may not use: it answers no
// tool, so no note says that its tools are not checked.
package toolgate

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
)

type envelope struct {
	Method string `json:"method"`
	Params struct {
		Name string `json:"name"`
	} `json:"params"`
}

func toolOf(body []byte) string {
	var e envelope
	if json.Unmarshal(body, &e) == nil && e.Method == "tools/call" {
		return e.Params.Name
	}
	return ""
}

func kindOf(e envelope) string {
	switch e.Method {
	case "tools/call":
		return "tool " + e.Params.Name
	}
	return "other"
}

// Only lets the tools in allowed through.
func Only(allowed map[string]bool, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		r.Body = io.NopCloser(bytes.NewReader(body))
		if name := toolOf(body); name != "" && !allowed[name] {
			http.Error(w, "tool not allowed: "+kindOf(envelope{}), http.StatusForbidden)
			return
		}
		next.ServeHTTP(w, r)
	})
}
