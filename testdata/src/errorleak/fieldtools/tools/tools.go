// Package tools keeps the server's tools as records whose exported
// function fields another package calls.
package tools

import (
	"context"
	"errors"
	"net/url"

	"errorleak/fieldtools/quotes"
)

// Run is a tool's function.
type Run func(ctx context.Context, c *quotes.Client, args map[string]any) (any, error)

// Tool is a tool's record: every Run stored here returns the client's
// error, so a call of Run carries its text.
type Tool struct {
	Name string
	Run  Run
	// Check validates the arguments: its functions' errors are the
	// package's own texts.
	Check func(args map[string]any) error
}

// Mixed is a record whose functions do not all fail with the client's
// error: a call of Do carries nothing.
type Mixed struct {
	Do func(ctx context.Context, c *quotes.Client) error
}

// All returns the tools.
func All() []Tool {
	return []Tool{
		{Name: "quote", Run: quote, Check: needSymbol},
		{Name: "history", Run: func(ctx context.Context, c *quotes.Client, args map[string]any) (any, error) {
			sym, _ := args["symbol"].(string)
			return c.Fetch(ctx, "/history", url.Values{"symbol": {sym}})
		}, Check: needSymbol},
	}
}

func quote(ctx context.Context, c *quotes.Client, args map[string]any) (any, error) {
	sym, _ := args["symbol"].(string)
	body, err := c.Fetch(ctx, "/quote", url.Values{"symbol": {sym}})
	if err != nil {
		return nil, err
	}
	return body, nil
}

func needSymbol(args map[string]any) error {
	if _, ok := args["symbol"].(string); !ok {
		return errors.New("symbol is required")
	}
	return nil
}

// Jobs returns the records of Mixed.
func Jobs() []Mixed {
	return []Mixed{
		{Do: func(ctx context.Context, c *quotes.Client) error {
			_, err := c.Fetch(ctx, "/ping", url.Values{})
			return err
		}},
		{Do: func(ctx context.Context, c *quotes.Client) error {
			return errors.New("not scheduled")
		}},
	}
}
