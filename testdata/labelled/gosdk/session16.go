package main

import (
	"encoding/json"
	"net/http"
)

// Shapes of the held-out round eval100b (issue 22): an HTTP gate answers
// a call its caller's grant does not cover with a 403 whose JSON-RPC
// error is an unnamed struct member of the body.

const quotaScopeCode = -32040

func denyQuota(w http.ResponseWriter, id json.RawMessage) {
	w.WriteHeader(http.StatusForbidden)
	body := struct {
		JSONRPC string          `json:"jsonrpc"`
		ID      json.RawMessage `json:"id"`
		Error   struct {
			Code    int    `json:"code"`
			Message string `json:"message"`
		} `json:"error"`
	}{JSONRPC: "2.0", ID: id}
	body.Error.Code = quotaScopeCode // want reservedcode:`-32040`
	body.Error.Message = "quota scope required"
	_ = json.NewEncoder(w).Encode(body)
}

func quotaNotFound(w http.ResponseWriter) {
	w.WriteHeader(http.StatusNotFound)
	_ = json.NewEncoder(w).Encode(struct {
		Code    int    `json:"code"`
		Message string `json:"message"`
	}{Code: http.StatusNotFound, Message: "no such quota"}) // ok reservedcode
}

var _ = []func(http.ResponseWriter){quotaNotFound, func(w http.ResponseWriter) { denyQuota(w, nil) }}
