package main

import (
	"fmt"
	"io"
	"os"
	"sync"
	"sync/atomic"
	"time"
)

// progressDelay is how long a run stays silent before it shows progress.
const progressDelay = 2 * time.Second

// progress shows on a terminal what a long standalone run is doing: how
// many packages have been type-checked, then that the checks run. It
// writes one line, rewritten in place, and erases it when done. A nil
// *progress does nothing.
type progress struct {
	w       io.Writer
	start   time.Time
	total   atomic.Int64
	nLoaded atomic.Int64
	phase   atomic.Value // string: "loading" or "analyzing"
	stop    chan struct{}
	stopped sync.WaitGroup
}

// newProgress returns a progress reporter writing to stderr if it is a
// terminal, and nil otherwise: progress never goes into files, pipes or
// CI logs.
func newProgress(stderr io.Writer) *progress {
	f, ok := stderr.(*os.File)
	if !ok || !isTerminal(f) {
		return nil
	}
	p := &progress{w: stderr, start: time.Now(), stop: make(chan struct{})}
	p.phase.Store("loading")
	p.stopped.Go(p.loop)
	return p
}

// isTerminal reports whether f is a character device (a terminal).
func isTerminal(f *os.File) bool {
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

func (p *progress) loop() {
	select {
	case <-time.After(progressDelay):
	case <-p.stop:
		return
	}
	tick := time.NewTicker(250 * time.Millisecond)
	defer tick.Stop()
	for {
		p.print()
		select {
		case <-tick.C:
		case <-p.stop:
			fmt.Fprint(p.w, "\r\033[K") // erase the line
			return
		}
	}
}

func (p *progress) print() {
	elapsed := time.Since(p.start).Round(time.Second)
	n, total := p.nLoaded.Load(), p.total.Load()
	switch p.phase.Load() {
	case "analyzing":
		fmt.Fprintf(p.w, "\r\033[K%s: %d packages loaded, analyzing (%s)", progName, n, elapsed)
	default:
		fmt.Fprintf(p.w, "\r\033[K%s: loading packages: %d/%d type-checked (%s)", progName, n, total, elapsed)
	}
}

// setTotal records how many packages will be type-checked.
func (p *progress) setTotal(n int) {
	if p != nil {
		p.total.Store(int64(n))
	}
}

// loaded records that one more package has been type-checked.
func (p *progress) loaded() {
	if p != nil {
		p.nLoaded.Add(1)
	}
}

// analyzing records that loading is over and the checks run.
func (p *progress) analyzing() {
	if p != nil {
		p.phase.Store("analyzing")
	}
}

// done erases the progress line; the reporter must not be used after.
func (p *progress) done() {
	if p != nil {
		close(p.stop)
		p.stopped.Wait()
	}
}
