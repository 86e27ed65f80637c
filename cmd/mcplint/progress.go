package main

import (
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// progressDelay is how long a run stays silent before it shows progress.
const progressDelay = 2 * time.Second

// Phases of a standalone run, in order.
const (
	phaseList      = iota // go list of the package graph
	phaseExport           // reading the export data of the dependencies the build cache has
	phaseTypeCheck        // type-checking the other dependencies and the source set
	phaseAnalysis         // the checks run
	numPhases
)

// phaseNames name the phases in the -v summary.
var phaseNames = [numPhases]string{"go list", "export data", "type-checking", "analysis"}

// progress says what a standalone run is doing. On a terminal, it writes
// one line, rewritten in place, once the run has taken progressDelay:
// the phase (go list, reading the export data of N packages,
// type-checking i/N packages, analysis), with counts and the
// elapsed time; it erases the line when done. Under -v it prints, at the
// end, one summary line with the counts and the time of each phase. A nil
// *progress does nothing.
type progress struct {
	live    io.Writer // the terminal, or nil
	summary io.Writer // where the -v summary goes, or nil
	start   time.Time

	phase    atomic.Int32
	nExport  atomic.Int64 // packages read from export data
	total    atomic.Int64 // packages type-checked from source (dependencies included)
	nLoaded  atomic.Int64
	mu       sync.Mutex
	began    [numPhases]time.Time // when each phase began (zero if it did not)
	ended    time.Time
	stop     chan struct{}
	stopped  sync.WaitGroup
	stopOnce sync.Once
}

// newProgress returns a progress reporter writing to stderr: the live
// line if stderr is a terminal (never into files, pipes or CI logs), the
// summary if verbose. It returns nil when there is neither.
func newProgress(stderr io.Writer, verbose bool) *progress {
	p := &progress{start: time.Now(), stop: make(chan struct{})}
	if f, ok := stderr.(*os.File); ok && isTerminal(f) {
		p.live = stderr
	}
	if verbose {
		p.summary = stderr
	}
	if p.live == nil && p.summary == nil {
		return nil
	}
	p.began[phaseList] = p.start
	if p.live != nil {
		p.stopped.Go(p.loop)
	}
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
		fmt.Fprintf(p.live, "\r\033[K%s", p.line(time.Since(p.start)))
		select {
		case <-tick.C:
		case <-p.stop:
			fmt.Fprint(p.live, "\r\033[K") // erase the line
			return
		}
	}
}

// line returns the text of the live line after elapsed time.
func (p *progress) line(elapsed time.Duration) string {
	e := elapsed.Round(time.Second)
	switch p.phase.Load() {
	case phaseExport:
		return fmt.Sprintf("%s: reading the export data of %d packages (%s)", progName, p.nExport.Load(), e)
	case phaseTypeCheck:
		return fmt.Sprintf("%s: type-checking %d/%d packages (%s)", progName, p.nLoaded.Load(), p.total.Load(), e)
	case phaseAnalysis:
		return fmt.Sprintf("%s: analyzing %d packages (%s)", progName, p.total.Load(), e)
	}
	return fmt.Sprintf("%s: go list: listing packages (%s)", progName, e)
}

// enter records that phase ph begins.
func (p *progress) enter(ph int32) {
	p.mu.Lock()
	p.began[ph] = time.Now()
	p.mu.Unlock()
	p.phase.Store(ph)
}

// exporting records that the export data of n more packages is read
// (and built first by the go command, if it was asked to).
func (p *progress) exporting(n int) {
	if p != nil && n > 0 {
		p.nExport.Add(int64(n))
		p.enter(phaseExport)
	}
}

// checkingDeps records that n packages outside the source set are being
// type-checked from source, without function bodies.
func (p *progress) checkingDeps(n int) {
	if p != nil && n > 0 {
		p.typeChecking(n)
	}
}

// typeChecking records that n more packages are being type-checked: those
// of the source set, or dependencies (see [progress.checkingDeps]).
func (p *progress) typeChecking(n int) {
	if p != nil {
		p.total.Add(int64(n))
		if p.phase.Load() != phaseTypeCheck {
			p.enter(phaseTypeCheck)
		}
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
		p.enter(phaseAnalysis)
	}
}

// done erases the live line and ends the last phase; the reporter must
// not be used after, but for [progress.printSummary]. It may be called
// more than once.
func (p *progress) done() {
	if p == nil {
		return
	}
	p.stopOnce.Do(func() {
		p.mu.Lock()
		p.ended = time.Now()
		p.mu.Unlock()
		close(p.stop)
		p.stopped.Wait()
	})
}

// printSummary prints, under -v, the summary line: the packages
// type-checked from source and those read from export data, and the time
// of each phase that ran.
func (p *progress) printSummary() {
	if p == nil || p.summary == nil {
		return
	}
	p.done()
	fmt.Fprintln(p.summary, p.summaryLine())
}

// summaryLine returns the -v summary.
func (p *progress) summaryLine() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	var times []string
	for ph := range int32(numPhases) {
		if p.began[ph].IsZero() {
			continue
		}
		end := p.ended
		for next := ph + 1; next < numPhases; next++ {
			if !p.began[next].IsZero() {
				end = p.began[next]
				break
			}
		}
		times = append(times, fmt.Sprintf("%s %s", phaseNames[ph], roundDuration(end.Sub(p.began[ph]))))
	}
	return fmt.Sprintf("%s: %s type-checked from source, export data of %s read; %s; %s in all",
		progName, plural(int(p.total.Load()), "package"), plural(int(p.nExport.Load()), "package"), strings.Join(times, ", "), roundDuration(p.ended.Sub(p.start)))
}

// roundDuration rounds d for the summary: to 10ms under 10s, to 100ms
// beyond.
func roundDuration(d time.Duration) time.Duration {
	if d < 10*time.Second {
		return d.Round(10 * time.Millisecond)
	}
	return d.Round(100 * time.Millisecond)
}
