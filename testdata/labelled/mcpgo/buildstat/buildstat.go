// Package buildstat reads build records from a CI service; it has no MCP
// code.
package buildstat

import (
	"encoding/json"
	"fmt"
	"net/http"
)

// Build is a build's record.
type Build struct {
	Number  int
	Outcome string
	// Failure is the lookup's own failure, or the build's failure
	// message as the CI service reports it.
	Failure string `json:"error"`
}

// Service calls the CI service.
type Service struct {
	Client *http.Client
	URL    string
}

// Get reads build n. A lookup the service refuses is answered with a
// record whose Failure says so, and a nil error.
func (s *Service) Get(n int) (*Build, error) {
	resp, err := s.Client.Get(fmt.Sprintf("%s/builds/%d", s.URL, n))
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 400 {
		return &Build{Number: n, Outcome: "n/a", Failure: fmt.Sprintf("could not load build %d: service answered %s", n, resp.Status)}, nil
	}
	var b Build
	if err := json.NewDecoder(resp.Body).Decode(&b); err != nil {
		return nil, err
	}
	return &b, nil
}

// Latest reads the last build; its Failure is the build's own.
func (s *Service) Latest() (*Build, error) {
	resp, err := s.Client.Get(s.URL + "/builds/latest")
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 400 {
		return nil, fmt.Errorf("service answered %s", resp.Status)
	}
	var b Build
	if err := json.NewDecoder(resp.Body).Decode(&b); err != nil {
		return nil, err
	}
	return &b, nil
}
