// Command gosdk100 is a weather server written against the real
// github.com/modelcontextprotocol/go-sdk v1.0.0 API. It is test data for
// mcplint's real-SDK test: each tool handler carries a want-handler comment
// with the line "mcplint -handlers" prints for it, and each mistake a want
// comment naming the check that reports it.
package main

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log"
	"net/http"
	"os"
	"slices"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/auth"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"realsdk/gosdk100/guarded"
	"realsdk/gosdk100/safe"
	"realsdk/gosdk100/wrap"
)

type deps struct {
	db     *sql.DB
	cities map[string]float64
}

func main() {
	db, err := sql.Open("postgres", os.Getenv("WEATHER_DSN"))
	if err != nil {
		log.Fatal(err)
	}
	s := newServer(&deps{db: db, cities: map[string]float64{"Paris": 21}})
	go func() {
		if err := safe.NewServer().Run(context.Background(), &mcp.StdioTransport{}); err != nil {
			log.Print(err)
		}
	}()
	go func() {
		if err := guarded.NewServer().Run(context.Background(), &mcp.StdioTransport{}); err != nil {
			log.Print(err)
		}
	}()
	handler := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, nil)
	verify := func(ctx context.Context, token string, req *http.Request) (*auth.TokenInfo, error) {
		return nil, auth.ErrInvalidToken
	}
	http.Handle("/mcp", auth.RequireBearerToken(verify, nil)(handler))
	log.Fatal(http.ListenAndServe(":8080", nil))
}

var object = map[string]any{"type": "object"}

func newServer(d *deps) *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "weather", Version: "1.0.0"}, nil)

	// The typed API with a func literal, a named function and a method value.
	mcp.AddTool(s, &mcp.Tool{Name: "echo"}, func(ctx context.Context, req *mcp.CallToolRequest, in echoIn) (*mcp.CallToolResult, any, error) { // want-handler `func literal in newServer tool="echo" sdk=go-sdk kind=ToolHandlerFor errors=iserror via=AddTool`
		if in.Text == "" {
			return nil, nil, errors.New("text is empty; pass the text to echo") // fine: the typed API makes it an isError result
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: in.Text}}}, nil, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "forecast"}, getForecast)
	mcp.AddTool(s, &mcp.Tool{Name: "station"}, d.station)
	mcp.AddTool(s, &mcp.Tool{Name: "read_report"}, readReport)

	// The low-level API with a named function and a func literal.
	s.AddTool(&mcp.Tool{Name: "history", InputSchema: object}, d.history)
	s.AddTool(&mcp.Tool{Name: "ping", InputSchema: object}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want-handler `func literal in newServer tool="ping" sdk=go-sdk kind=ToolHandler errors=jsonrpc\(0\) via=AddTool`
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "pong"}}}, nil
	})
	s.AddTool(&mcp.Tool{Name: "admin_reset", InputSchema: object}, adminReset)
	s.AddTool(&mcp.Tool{Name: "diagnostics", InputSchema: object}, diagnostics)
	s.AddTool(&mcp.Tool{Name: "city_count", InputSchema: object}, d.cityCount)

	// A factory returning the tool and its handler.
	s.AddTool(alertsTool(d))

	// The project's own wrappers, from another package.
	s.AddTool(&mcp.Tool{Name: "rename_city", InputSchema: object}, wrap.Forward(d.renameCity))
	wrap.Register(s, "convert", "Convert a temperature", convert)

	// One handler for several tools.
	for _, name := range []string{"to_celsius", "to_fahrenheit"} {
		s.AddTool(&mcp.Tool{Name: name, InputSchema: object}, unitTool)
	}
	return s
}

type echoIn struct {
	Text string `json:"text"`
}

type forecastIn struct {
	City string `json:"city"`
}

type forecast struct {
	City  string  `json:"city"`
	TempC float64 `json:"tempC"`
}

func getForecast(ctx context.Context, req *mcp.CallToolRequest, in forecastIn) (*mcp.CallToolResult, forecast, error) { // want-handler `getForecast tool="forecast" sdk=go-sdk kind=ToolHandlerFor errors=iserror via=AddTool`
	if in.City == "" {
		return nil, forecast{}, errors.New("city is empty; pass a city name") // fine: an isError result
	}
	if in.City == "Atlantis" {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "unknown city " + in.City}}}, forecast{}, nil // want structurederror:`go-sdk marshals the output \(forecast\) into structuredContent`
	}
	return nil, forecast{City: in.City, TempC: 21}, nil // fine: the SDK fills in the result
}

type stationIn struct {
	ID string `json:"id"`
}

type stationOut struct {
	Name string `json:"name"`
}

func (d *deps) station(ctx context.Context, req *mcp.CallToolRequest, in stationIn) (*mcp.CallToolResult, stationOut, error) { // want-handler `deps.station tool="station" sdk=go-sdk kind=ToolHandlerFor errors=iserror via=AddTool`
	var name string
	if err := d.db.QueryRowContext(ctx, "SELECT name FROM stations WHERE id = $1", in.ID).Scan(&name); err != nil {
		return nil, stationOut{}, err // want errorleak:`raw database/sql error text`
	}
	return nil, stationOut{Name: name}, nil
}

type reportIn struct {
	URI string `json:"uri"`
}

func readReport(ctx context.Context, req *mcp.CallToolRequest, in reportIn) (*mcp.CallToolResult, any, error) { // want-handler `readReport tool="read_report" sdk=go-sdk kind=ToolHandlerFor errors=iserror via=AddTool`
	if !strings.HasPrefix(in.URI, "weather://") {
		return nil, nil, mcp.ResourceNotFoundError(in.URI) // fine: unwrapped, the client gets -32002 with the URI
	}
	if strings.HasSuffix(in.URI, "/archived") {
		return nil, nil, fmt.Errorf("report archived: %w", mcp.ResourceNotFoundError(in.URI)) // want wrappedrpcerror:`ResourceNotFoundError \(-32002\) wrapped`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "sunny"}}}, nil, nil
}

func (d *deps) history(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want-handler `deps.history tool="history" sdk=go-sdk kind=ToolHandler errors=jsonrpc\(0\) via=AddTool`
	if len(req.Params.Arguments) == 0 {
		return &mcp.CallToolResult{IsError: true}, nil // want emptyerror:`isError result has no content`
	}
	rows, err := d.db.QueryContext(ctx, "SELECT day, temp FROM history")
	if err != nil {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "failed to load the history"}}}, nil // want unflaggederror:`does not set isError`
	}
	defer rows.Close()
	if !rows.Next() {
		return nil, nil // want nilresult:`go-sdk v1\.0\.0 sends "result": null`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "history loaded"}}}, nil
}

func (d *deps) cityCount(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want-handler `deps.cityCount tool="city_count" sdk=go-sdk kind=ToolHandler errors=jsonrpc\(0\) via=AddTool`
	if d.cities == nil {
		// go-sdk v1.0.0 knows protocols up to 2025-06-18 only: the message
		// must not warn of the 2026-07-28 crash (no "2026" after "null").
		return nil, nil // want nilresult:`go-sdk v1\.0\.0 sends "result": null([^2]|2[^0]|20[^2]|202[^6])*$`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(len(d.cities))}}}, nil
}

func adminReset(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want-handler `adminReset tool="admin_reset" sdk=go-sdk kind=ToolHandler errors=jsonrpc\(0\) via=AddTool`
	info := auth.TokenInfoFromContext(ctx)
	if info == nil || !slices.Contains(info.Scopes, "weather:admin") {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "permission denied: the weather:admin scope is required"}}}, nil // want autherror:`caller authorization failure.*403`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "reset"}}}, nil
}

func diagnostics(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want-handler `diagnostics tool="diagnostics" sdk=go-sdk kind=ToolHandler errors=jsonrpc\(0\) via=AddTool`
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "upstream key: " + os.Getenv("WEATHER_API_KEY")}}}, nil // want errorleak:`value of \$WEATHER_API_KEY`
}

func alertsTool(d *deps) (*mcp.Tool, mcp.ToolHandler) {
	return &mcp.Tool{Name: "alerts", InputSchema: object}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want-handler `func literal in alertsTool tool=(\?|"alerts") sdk=go-sdk kind=ToolHandler errors=jsonrpc\(0\) via=`
		if len(d.cities) == 0 {
			return nil, errors.New("no city configured") // want rpcerror:`JSON-RPC error with code 0`
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "no alerts"}}}, nil
	}
}

type renameIn struct {
	From string `json:"from"`
	To   string `json:"to"`
}

func (d *deps) renameCity(ctx context.Context, req *mcp.CallToolRequest, in renameIn) (*mcp.CallToolResult, error) { // want-handler `deps.renameCity tool="rename_city" sdk=go-sdk kind=none errors=jsonrpc\(0\) via=wrapper Forward`
	if _, ok := d.cities[in.From]; !ok {
		return nil, fmt.Errorf("no city named %q", in.From) // want rpcerror:`JSON-RPC error with code 0`
	}
	d.cities[in.To] = d.cities[in.From]
	delete(d.cities, in.From)
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "renamed"}}}, nil
}

type convertIn struct {
	Celsius float64 `json:"celsius"`
}

type convertOut struct {
	Fahrenheit float64 `json:"fahrenheit"`
}

func convert(ctx context.Context, req *mcp.CallToolRequest, in convertIn) (*mcp.CallToolResult, convertOut, error) { // want-handler `convert tool=(\?|"convert") sdk=go-sdk kind=ToolHandlerFor errors=iserror via=wrapper Register`
	if in.Celsius < -273.15 {
		return nil, convertOut{}, fmt.Errorf("%v°C is below absolute zero", in.Celsius) // fine: an isError result
	}
	return nil, convertOut{Fahrenheit: in.Celsius*9/5 + 32}, nil
}

func unitTool(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want-handler `unitTool tool=\? sdk=go-sdk kind=ToolHandler errors=jsonrpc\(0\) via=AddTool`
	switch req.Params.Name {
	case "to_celsius":
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "celsius"}}}, nil
	case "to_fahrenheit":
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "fahrenheit"}}}, nil
	}
	// go-sdk v1.0.0 has no jsonrpc.Error (added in v1.2.0): the message
	// must not suggest one (no "js" after "-32602").
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "unknown tool " + req.Params.Name}}}, nil // want unknowntool:`MCP requires JSON-RPC -32602([^j]|j[^s])*$`
}

// rpcError is the project's own JSON-RPC error object, for its HTTP
// front end.
type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// quotaError answers a request over quota with a code inside the range the
// MCP specification reserves.
func quotaError() rpcError {
	return rpcError{Code: -32050, Message: "weather quota exceeded"} // want reservedcode:`-32050 is inside -32020\.\.-32099`
}
