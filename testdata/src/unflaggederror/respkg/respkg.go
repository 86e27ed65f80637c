// Package respkg builds response structs that tools of another package
// marshal into their results.
package respkg

import (
	"errors"
	"fmt"
)

// Meta is shared context of every response.
type Meta struct {
	Op      string `json:"op"`
	Message string `json:"error,omitempty"`
}

// Resp answers an operation: its status says whether it was done.
type Resp struct {
	Status string `json:"status"`
	Meta   Meta   `json:"meta"`
}

var errNotRunning = errors.New("process not running")

func respond(op string, err error) Resp {
	m := Meta{Op: op}
	if err != nil {
		m.Message = err.Error()
		return Resp{Status: "error", Meta: m}
	}
	return Resp{Status: "ok", Meta: m}
}

// Session runs operations on a process.
type Session struct{ running bool }

// Continue resumes the process; it fails when the process is not running.
func (s *Session) Continue() Resp {
	if !s.running {
		return respond("continue", errNotRunning)
	}
	if err := resume(); err != nil {
		return respond("continue", fmt.Errorf("resume: %w", err))
	}
	return respond("continue", nil)
}

// Outcome says whether a write was done.
type Outcome struct {
	Success bool   `json:"success"`
	Detail  string `json:"detail"`
}

// Write stores data; Success is false when the store failed.
func Write(data string) *Outcome {
	if err := store(data); err != nil {
		return &Outcome{Success: false, Detail: "not stored"}
	}
	return &Outcome{Success: true, Detail: "stored"}
}

// WriteAll stores each item and closes the batch when it is done (a
// defer: it returns through its result slots); Success is false when an
// item could not be stored.
func WriteAll(items []string) (*Outcome, error) {
	if len(items) == 0 {
		return nil, errors.New("nothing to write")
	}
	b, err := openBatch()
	if err != nil {
		return &Outcome{Success: false, Detail: "no batch: " + err.Error()}, nil
	}
	defer b.close()
	return &Outcome{Success: true, Detail: "stored"}, nil
}

type batch struct{}

func openBatch() (*batch, error) { return &batch{}, store("batch") }
func (b *batch) close()          {}

// Report carries an error text that is empty on every path it is
// returned on.
type Report struct {
	Status string `json:"status"`
	Error  string `json:"error,omitempty"`
}

// Ping answers a ping; it never fails.
func Ping() Report {
	var r Report
	r.Status = "ok"
	return r
}

// Health is the status of a check the model asked for.
type Health struct {
	Healthy bool   `json:"ok"`
	Error   string `json:"error,omitempty"`
}

// CheckHealth checks the service's health: a failed check is its answer.
func CheckHealth() Health {
	if err := probe(); err != nil {
		return Health{Healthy: false, Error: err.Error()}
	}
	return Health{Healthy: true}
}

func resume() error      { return nil }
func store(string) error { return nil }
func probe() error       { return nil }

// Sync copies what it can: its status says it was done, the error names
// what it skipped (a partial success).
func Sync() Report {
	r := Report{Status: "ok"}
	if err := resume(); err != nil {
		r.Error = err.Error()
	}
	return r
}

// Context is what every launch response carries; Message holds the
// failure.
type Context struct {
	Op      string `json:"op"`
	Message string `json:"error,omitempty"`
}

// LaunchResp answers a launch through a pointer to its context.
type LaunchResp struct {
	Context *Context `json:"context"`
	Program string   `json:"program"`
}

// Launch starts a program.
func Launch(program string) LaunchResp {
	return launchResp(program, start(program))
}

func launchResp(program string, err error) LaunchResp {
	c := newContext("launch")
	if err != nil {
		c.Message = err.Error()
	}
	return LaunchResp{Context: &c, Program: program}
}

func newContext(op string) Context { return Context{Op: op} }

func start(string) error { return nil }

// Attach attaches to a process; its deferred cleanup makes the results
// go through a result slot.
func Attach(pid int) LaunchResp {
	release := acquire()
	defer release()
	if pid <= 0 {
		return launchResp("attach", fmt.Errorf("invalid pid %d", pid))
	}
	return launchResp("attach", nil)
}

func acquire() func() { return func() {} }

// RunResp answers a run: a status and a context with the failure.
type RunResp struct {
	Status  string   `json:"status"`
	Context *Context `json:"context"`
}

// Run runs a program; its builder says "ok" whatever the run's error.
func Run(program string) RunResp {
	return runResp(start(program))
}

// runResp writes the status "ok" on every path: a template, not a
// partial success.
func runResp(err error) RunResp {
	c := newContext("run")
	if err != nil {
		c.Message = err.Error()
	}
	return RunResp{Status: "ok", Context: &c}
}

// Retry runs a program again; its builder fills the response it is
// given.
func Retry(program string) RunResp {
	var r RunResp
	if err := start(program); err != nil {
		return fillRun(&r, err)
	}
	return fillRun(&r, nil)
}

// fillRun sets the status "error" and the error's text where err is
// non-nil.
func fillRun(r *RunResp, err error) RunResp {
	c := newContext("retry")
	r.Context = &c
	if err != nil {
		c.Message = err.Error()
		r.Status = "error"
	}
	return *r
}

// Copy copies what it can: the status "ok" is written where the copy's
// error is known (a partial success the author chose).
func Copy(src string) RunResp {
	return copyResp(start(src))
}

func copyResp(err error) RunResp {
	c := newContext("copy")
	if err != nil {
		c.Message = err.Error()
		return RunResp{Status: "ok", Context: &c}
	}
	return RunResp{Status: "ok", Context: &c}
}
