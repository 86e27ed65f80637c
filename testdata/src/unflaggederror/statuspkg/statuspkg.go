// Package statuspkg reads the status of jobs from a scheduler's API; it
// has no MCP code. Some of its lookups answer their own failure with a
// status struct and a nil error.
package statuspkg

import (
	"encoding/json"
	"fmt"
	"net/http"
)

// JobStatus is a job's state as the scheduler reports it.
type JobStatus struct {
	ID    string
	State string
	Error string
}

// Client calls the scheduler.
type Client struct {
	HTTP *http.Client
	Base string
}

// Status reads a job's state. When the scheduler does not answer 200,
// the lookup itself failed: it says so in Error, with a nil error.
func (c *Client) Status(id string) (*JobStatus, error) {
	resp, err := c.HTTP.Get(c.Base + "/jobs/" + id)
	if err != nil {
		return nil, fmt.Errorf("request: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return &JobStatus{ID: id, State: "UNKNOWN", Error: fmt.Sprintf("Failed to read job status (HTTP %d)", resp.StatusCode)}, nil
	}
	var st JobStatus
	if err := json.NewDecoder(resp.Body).Decode(&st); err != nil {
		return nil, err
	}
	return &st, nil
}

// Report is the scheduler's report of a job: its Error is the job's own
// failure, data the model asked for.
type Report struct {
	ID    string
	State string
	Error string `json:"error"`
}

type wireReport struct {
	State    string `json:"state"`
	ErrorMsg string `json:"errorMsg"`
}

// Report reads a job's report; every failure of the lookup is an error.
func (c *Client) Report(id string) (*Report, error) {
	resp, err := c.HTTP.Get(c.Base + "/jobs/" + id + "/report")
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("scheduler answered %d", resp.StatusCode)
	}
	var w wireReport
	if err := json.NewDecoder(resp.Body).Decode(&w); err != nil {
		return nil, err
	}
	return &Report{ID: id, State: w.State, Error: w.ErrorMsg}, nil
}
