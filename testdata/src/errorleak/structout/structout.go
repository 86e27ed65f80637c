// Package structout exercises errorleak on the result of mcp-go structured
// handlers: NewStructuredToolHandler puts it, marshalled to JSON, into the
// text of a success result.
package structout

import (
	"context"
	"net/http"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var billingURL = os.Getenv("BILLING_URL")

type invoiceArgs struct{ ID string }

type invoice struct {
	Found bool   `json:"found"`
	Note  string `json:"note"`
}

func fetchInvoice(id string) error {
	resp, err := http.Get(billingURL + "/invoices/" + id)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("invoice"), mcp.NewStructuredToolHandler(getInvoice))
	s.AddTool(mcp.NewTool("invoice_err"), mcp.NewStructuredToolHandler(getInvoiceErr))
	s.AddTool(mcp.NewTool("invoice_clean"), mcp.NewStructuredToolHandler(getInvoiceClean))
}

// getInvoice returns the raw error text as data.
func getInvoice(ctx context.Context, req mcp.CallToolRequest, a invoiceArgs) (invoice, error) {
	if err := fetchInvoice(a.ID); err != nil {
		return invoice{Note: "billing: " + err.Error()}, nil // want `the handler's output carries raw net/http error text from http.Get at structout.go:25`
	}
	return invoice{Found: true}, nil
}

// getInvoiceErr returns the error: the SDK drops the output (the error's
// text is reported where it is returned).
func getInvoiceErr(ctx context.Context, req mcp.CallToolRequest, a invoiceArgs) (map[string]string, error) {
	if err := fetchInvoice(a.ID); err != nil {
		return map[string]string{"note": err.Error()}, err // want `returned error carries raw net/http error text`
	}
	return map[string]string{"id": a.ID}, nil
}

// getInvoiceClean gives the model a short message.
func getInvoiceClean(ctx context.Context, req mcp.CallToolRequest, a invoiceArgs) (*invoice, error) {
	if err := fetchInvoice(a.ID); err != nil {
		return &invoice{Note: "billing is unreachable; retry later"}, nil
	}
	return &invoice{Found: true, Note: a.ID}, nil
}
