// Package settings has no MCP code: it loads a configuration whose fields
// carry different taints, and helpers that read one field of it. Its
// summaries are per field.
package settings

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"os"
)

// Datasource is one configured backend with its credentials.
type Datasource struct {
	Name     string
	URL      string
	Username string
	Password string
}

// Config is the server's configuration.
type Config struct {
	BaseURL     string
	Endpoint    string
	Region      string
	Username    string
	Password    string
	Datasources []Datasource
}

// Load reads the configuration: only Endpoint carries a secret.
func Load() Config { // want Load:`taint\(result 0: secret; result 0 field 1: secret\)`
	return Config{BaseURL: "https://api.example.com", Endpoint: os.Getenv("SERVICE_DSN"), Region: os.Getenv("REGION")}
}

// LoadPtr is Load returning a pointer.
func LoadPtr() *Config { // want LoadPtr:`taint\(result 0 field 1: secret\)`
	c := &Config{BaseURL: "https://api.example.com", Region: os.Getenv("REGION")}
	c.Endpoint = os.Getenv("SERVICE_DSN")
	return c
}

// Resolve returns cfg with the named datasource's credentials copied in.
func Resolve(cfg Config, name string) (Config, error) { // want Resolve:`taint\(result 0: secret param 0; result 0 field 3: param 0 field 5; result 0 field 4: secret param 0 field 5; result 1: param 1\)`
	for _, ds := range cfg.Datasources {
		if ds.Name == name {
			cfg.Username = ds.Username
			cfg.Password = ds.Password
			return cfg, nil
		}
	}
	return cfg, fmt.Errorf("datasource %q not found", name)
}

// Query calls the API at cfg's base URL, the credentials in a header: its
// error carries the base URL (the server's configured endpoint, an
// infrastructure error) and the query, not the password.
func Query(ctx context.Context, client *http.Client, cfg Config, q string) (*http.Response, error) { // want Query:`taint\(result 1: infrastructure error param 3 param 2 field 0\)`
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, cfg.BaseURL+"/query?q="+url.QueryEscape(q), nil)
	if err != nil {
		return nil, err
	}
	req.SetBasicAuth(cfg.Username, cfg.Password)
	return client.Do(req)
}

// Describe prints where c points: its endpoint.
func (c *Config) Describe() string { // want Describe:`taint\(result 0: param 0 field 1\)`
	return "endpoint " + c.Endpoint
}

// Ping sends a request to the URL it is given: its error's URL label
// stands for that parameter, decided at each call.
func Ping(ctx context.Context, client *http.Client, target string) error { // want Ping:`taint\(result 0: url parameter param 2\)`
	req, err := http.NewRequestWithContext(ctx, http.MethodHead, target, nil)
	if err != nil {
		return err
	}
	resp, err := client.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
