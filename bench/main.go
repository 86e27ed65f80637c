// Command bench measures mcplint against baselines measured in the same
// run: the floors (a no-op analyzer through the standard go/analysis
// driver, without and with a fact type), staticcheck, go vet with and
// without -vettool=mcplint (first run, unchanged re-run, re-run after a
// one-line edit), and mcplint after a one-line edit. Rounds are
// interleaved (the order of the tools rotates each round) and the table
// shows medians of wall time, CPU time (user+system, the process and its
// children) and max RSS (the largest single process of the tree), then the
// ratios the goals are stated in. Shared machines are noisy: read ratios,
// not absolute times.
//
// Targets are generated modules ("gen:SDK:N", SDK mcpgo or gosdk, N tool
// handlers, ~10% with mistakes), SDK modules copied from the module cache
// ("mod:PATH@VERSION", with their examples) and directories (a public
// server you fetched). From the repository root:
//
//	cd bench && go run . -rounds 3 gen:mcpgo:500 gen:gosdk:500
//
// It is a benchmark program, not a test: "go test ./..." never runs it.
// See docs/performance.md.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"text/tabwriter"
	"time"
)

var (
	repo       = flag.String("repo", "..", "the mcplint repository")
	work       = flag.String("work", filepath.Join(os.TempDir(), "mcplint-bench"), "directory for binaries, corpora and caches")
	rounds     = flag.Int("rounds", 3, "measured rounds per target")
	toolsFlag  = flag.String("tools", "floor,floor-facts,mcplint,staticcheck,vet,vettool", "tool groups to measure")
	cold       = flag.Bool("cold", false, "also measure the selected tools on an empty build cache (one run each; slow)")
	staticBin  = flag.String("staticcheck", "", "staticcheck binary (default: staticcheck in $PATH, else skipped)")
	genOnly    = flag.Bool("gen", false, "only generate the gen: targets and print their directories")
	mcplintBin = flag.String("mcplint", "", "mcplint binary to measure (default: built from -repo)")
	baseBin    = flag.String("base", "", "a second mcplint binary (say, built before a change) measured beside the first as \"base\"; their outputs are compared")
	coldCache  = flag.String("coldcache", "", "the empty GOCACHE of the -cold runs, removed before and after each (default: cold-gocache in -work)")
	warm       = flag.Bool("warm", true, "run every tool once, unmeasured, before the rounds")
)

// A measurement of one run.
type sample struct {
	wall, cpu time.Duration
	rssKB     int64
	exit      int
	stdout    int    // lines on stdout
	out       string // stdout
}

// A tool invocation: name, command, environment additions, and optional
// setup (run before, not measured) and cleanup.
type run struct {
	name  string
	args  []string
	env   []string
	setup func() error
	after func() error
}

func main() {
	flag.Usage = func() {
		fmt.Fprintf(os.Stderr, "usage: go run . [flags] target...\n\ntargets: gen:mcpgo:N, gen:gosdk:N, mod:PATH@VERSION, or a directory\n\n")
		flag.PrintDefaults()
	}
	flag.Parse()
	targets := flag.Args()
	if len(targets) == 0 {
		targets = []string{"gen:mcpgo:500", "gen:gosdk:500"}
	}
	var err error
	*repo, err = filepath.Abs(*repo)
	check(err)
	check(os.MkdirAll(*work, 0o755))

	if *genOnly {
		for _, t := range targets {
			dir, n, err := prepare(t)
			check(err)
			fmt.Printf("%s\t%s\t%d handlers\n", t, dir, n)
		}
		return
	}

	bins := buildTools()
	fmt.Printf("machine: %s\n", machine())
	fmt.Printf("rounds: %d, interleaved; medians\n\n", *rounds)

	for _, t := range targets {
		dir, handlers, err := prepare(t)
		check(err)
		fmt.Fprintf(os.Stderr, "== %s (%s)\n", t, dir)
		results := measure(dir, bins)
		printTable(t, handlers, results)
	}
}

// binaries holds the paths of the measured programs.
type binaries struct {
	mcplint, noop, noopfacts, staticcheck, base string
}

func buildTools() binaries {
	bin := filepath.Join(*work, "bin")
	check(os.MkdirAll(bin, 0o755))
	b := binaries{
		mcplint:   *mcplintBin,
		noop:      filepath.Join(bin, "noop"),
		noopfacts: filepath.Join(bin, "noopfacts"),
	}
	if b.mcplint == "" {
		b.mcplint = filepath.Join(bin, "mcplint")
		goBuild(*repo, b.mcplint, "./cmd/mcplint")
	}
	here, err := os.Getwd()
	check(err)
	goBuild(here, b.noop, "./floor/noop")
	goBuild(here, b.noopfacts, "./floor/noopfacts")
	b.base = *baseBin
	if *staticBin != "" {
		b.staticcheck = *staticBin
	} else if p, err := exec.LookPath("staticcheck"); err == nil {
		b.staticcheck = p
	}
	return b
}

func goBuild(dir, out, pkg string) {
	cmd := exec.Command("go", "build", "-o", out, pkg)
	cmd.Dir = dir
	cmd.Stderr = os.Stderr
	check(cmd.Run())
}

// prepare returns the directory of target, generating or copying it, and
// its number of handlers (0 if unknown).
func prepare(target string) (string, int, error) {
	switch {
	case strings.HasPrefix(target, "gen:"):
		parts := strings.Split(target, ":")
		if len(parts) != 3 {
			return "", 0, fmt.Errorf("bad target %q: want gen:SDK:N", target)
		}
		n, err := strconv.Atoi(parts[2])
		if err != nil {
			return "", 0, fmt.Errorf("bad target %q: %v", target, err)
		}
		dir := filepath.Join(*work, "gen", parts[1]+"-"+parts[2])
		mistakes, err := generate(*repo, dir, parts[1], n)
		if err != nil {
			return "", 0, err
		}
		fmt.Fprintf(os.Stderr, "generated %s: %d handlers, %d with a mistake\n", dir, n, mistakes)
		return dir, n, nil

	case strings.HasPrefix(target, "mod:"):
		modVer := strings.TrimPrefix(target, "mod:")
		out, err := exec.Command("go", "env", "GOMODCACHE").Output()
		if err != nil {
			return "", 0, err
		}
		src := filepath.Join(strings.TrimSpace(string(out)), modVer)
		dir := filepath.Join(*work, "mod", strings.ReplaceAll(modVer, "/", "+"))
		if err := copyTree(src, dir); err != nil {
			return "", 0, err
		}
		return dir, 0, nil
	}
	dir, err := filepath.Abs(target)
	return dir, 0, err
}

// copyTree copies the module in src (read-only in the module cache) to a
// fresh, writable dst.
func copyTree(src, dst string) error {
	if err := os.RemoveAll(dst); err != nil {
		return err
	}
	return filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		target := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(target, data, 0o644)
	})
}

// measure runs the selected tool groups on dir for the configured rounds,
// rotating their order each round, and returns the samples by run name.
func measure(dir string, b binaries) map[string][]sample {
	groups := toolGroups(dir, b)
	results := make(map[string][]sample)

	// Warm up: the build cache holds the export data and the vet results
	// of the dependencies afterwards; the first measured round is not a
	// cold one.
	if *warm {
		fmt.Fprintf(os.Stderr, "warm-up\n")
		for _, g := range groups {
			for _, r := range g.runs(-1) {
				exec1(dir, r)
			}
		}
	}
	for round := range *rounds {
		fmt.Fprintf(os.Stderr, "round %d/%d\n", round+1, *rounds)
		for i := range groups {
			g := groups[(i+round)%len(groups)]
			for _, r := range g.runs(round) {
				s := exec1(dir, r)
				results[r.name] = append(results[r.name], s)
				logSample(r.name, s)
			}
		}
	}
	if *cold {
		for _, r := range coldRuns(dir, b) {
			fmt.Fprintf(os.Stderr, "cold: %s\n", r.name)
			s := exec1(dir, r)
			results[r.name] = append(results[r.name], s)
			logSample(r.name, s)
		}
	}
	return results
}

// A group of runs measured together, in order (e.g. a first run, a
// re-run, an edit re-run); round varies what must vary per round.
type group struct {
	runs func(round int) []run
}

func toolGroups(dir string, b binaries) []group {
	enabled := make(map[string]bool)
	for _, t := range strings.Split(*toolsFlag, ",") {
		enabled[strings.TrimSpace(t)] = true
	}
	edit, restore := editer(dir)
	var gs []group
	if enabled["floor"] {
		gs = append(gs, group{func(int) []run { return []run{{name: "floor", args: []string{b.noop, "./..."}}} }})
	}
	if enabled["floor-facts"] {
		gs = append(gs, group{func(int) []run { return []run{{name: "floor-facts", args: []string{b.noopfacts, "./..."}}} }})
	}
	if enabled["mcplint"] {
		gs = append(gs, group{func(int) []run {
			return []run{
				{name: "mcplint", args: []string{b.mcplint, "./..."}},
				{name: "mcplint-rerun", args: []string{b.mcplint, "./..."}},
				{name: "mcplint-edit", args: []string{b.mcplint, "./..."}, setup: edit, after: restore},
			}
		}})
	}
	if b.base != "" {
		gs = append(gs, group{func(int) []run { return []run{{name: "base", args: []string{b.base, "./..."}}} }})
	}
	if enabled["staticcheck"] && b.staticcheck != "" {
		gs = append(gs, group{func(int) []run {
			cache, err := os.MkdirTemp(*work, "staticcheck-cache-")
			check(err)
			return []run{{name: "staticcheck", args: []string{b.staticcheck, "./..."},
				env: []string{"STATICCHECK_CACHE=" + cache}, after: func() error { return os.RemoveAll(cache) }}}
		}})
	}
	// go vet caches its results, keyed by the vet flags among others: an
	// analyzer flag without effect that changes each round (a printf
	// wrapper, an errorleak sanitizer of a name no code has) makes the
	// first run of each round a real one on a warm build cache. (-c, the
	// number of context lines, would not do: it is not part of the key.)
	vetFlag := func(round int) string { return fmt.Sprintf("-printf.funcs=benchRound%d", round+100) }
	toolFlag := func(round int) string { return fmt.Sprintf("-errorleak.sanitizers=benchRound%d", round+100) }
	if enabled["vet"] {
		gs = append(gs, group{func(round int) []run {
			return []run{
				{name: "vet", args: []string{"go", "vet", vetFlag(round), "./..."}},
				{name: "vet-rerun", args: []string{"go", "vet", vetFlag(round), "./..."}},
			}
		}})
	}
	if enabled["vettool"] {
		gs = append(gs, group{func(round int) []run {
			tool := "-vettool=" + b.mcplint
			return []run{
				{name: "vettool", args: []string{"go", "vet", tool, toolFlag(round), "./..."}},
				{name: "vettool-rerun", args: []string{"go", "vet", tool, toolFlag(round), "./..."}},
				{name: "vettool-edit", args: []string{"go", "vet", tool, toolFlag(round), "./..."}, setup: edit, after: restore},
			}
		}})
	}
	return gs
}

// coldRuns are runs on an empty build cache (and module downloads from
// the existing module cache), of the tool groups -tools selects. The
// floor with facts type-checks everything from source and compiles
// nothing: the cost of a first run that needs no export data.
func coldRuns(dir string, b binaries) []run {
	enabled := make(map[string]bool)
	for _, t := range strings.Split(*toolsFlag, ",") {
		enabled[strings.TrimSpace(t)] = true
	}
	var runs []run
	for _, r := range []run{
		{name: "cold vet", args: []string{"go", "vet", "./..."}},
		{name: "cold vettool", args: []string{"go", "vet", "-vettool=" + b.mcplint, "./..."}},
		{name: "cold mcplint", args: []string{b.mcplint, "./..."}},
		{name: "cold floor", args: []string{b.noop, "./..."}},
		{name: "cold floor-facts", args: []string{b.noopfacts, "./..."}},
		{name: "cold base", args: []string{b.base, "./..."}},
	} {
		name := strings.TrimPrefix(r.name, "cold ")
		if name == "base" && b.base == "" || name != "base" && !enabled[name] {
			continue
		}
		cache := *coldCache
		if cache == "" {
			cache = filepath.Join(*work, "cold-gocache")
		}
		r.setup = func() error { return os.RemoveAll(cache) }
		r.after = func() error { return os.RemoveAll(cache) }
		r.env = []string{"GOCACHE=" + cache}
		runs = append(runs, r)
	}
	return runs
}

// editer returns functions that make a one-line edit in one package of
// the module in dir (a new declaration at the end of the first non-test Go
// file of the last package in lexical order that is not the root) and
// undo it.
func editer(dir string) (edit, restore func() error) {
	var file string
	filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		if filepath.Dir(path) != dir && (file == "" || filepath.Dir(path) != filepath.Dir(file)) {
			file = path
		}
		return nil
	})
	if file == "" {
		return func() error { return nil }, func() error { return nil }
	}
	var orig []byte
	n := 0
	edit = func() error {
		var err error
		orig, err = os.ReadFile(file)
		if err != nil {
			return err
		}
		n++
		line := fmt.Sprintf("\nvar benchEdit%d = %d\n", n, time.Now().UnixNano())
		return os.WriteFile(file, append(slices.Clone(orig), line...), 0o644)
	}
	restore = func() error { return os.WriteFile(file, orig, 0o644) }
	return edit, restore
}

// exec1 runs r in dir and measures it.
func exec1(dir string, r run) sample {
	if r.setup != nil {
		check(r.setup())
	}
	cmd := exec.Command(r.args[0], r.args[1:]...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), r.env...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	start := time.Now()
	err := cmd.Run()
	wall := time.Since(start)
	if r.after != nil {
		check(r.after())
	}
	s := sample{wall: wall, stdout: bytes.Count(stdout.Bytes(), []byte("\n")), out: stdout.String()}
	if cmd.ProcessState == nil {
		fmt.Fprintf(os.Stderr, "%s: %v\n", r.name, err)
		s.exit = -1
		return s
	}
	s.exit = cmd.ProcessState.ExitCode()
	s.cpu = cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		s.rssKB = int64(ru.Maxrss)
	}
	// Findings make linters exit non-zero (mcplint 3, go vet 1,
	// staticcheck 1); anything else is worth a look.
	if s.exit != 0 && s.exit != 3 && !(s.exit == 1 && stderr.Len() > 0 && !strings.Contains(stderr.String(), "panic")) {
		fmt.Fprintf(os.Stderr, "%s: exit %d\n%s\n", r.name, s.exit, tail(stderr.String(), 20))
	}
	return s
}

// logSample prints one measurement on stderr, so that an interrupted
// benchmark still leaves its data.
func logSample(name string, s sample) {
	fmt.Fprintf(os.Stderr, "  %-14s wall %s  cpu %s  rss %d MiB  exit %d  stdout %d\n", name, secs(s.wall), secs(s.cpu), s.rssKB/1024, s.exit, s.stdout)
}

func tail(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

// stats are the medians of a run's samples.
type stats struct {
	wall, cpu time.Duration
	rssKB     int64
	min, max  time.Duration
	n         int
	exit      int
	stdout    int
	out       string
}

func summarize(ss []sample) (st stats, ok bool) {
	if len(ss) == 0 {
		return st, false
	}
	walls := make([]time.Duration, len(ss))
	cpus := make([]time.Duration, len(ss))
	rss := make([]int64, len(ss))
	for i, s := range ss {
		walls[i], cpus[i], rss[i] = s.wall, s.cpu, s.rssKB
	}
	slices.Sort(walls)
	slices.Sort(cpus)
	slices.Sort(rss)
	return stats{
		wall: walls[len(walls)/2], cpu: cpus[len(cpus)/2], rssKB: rss[len(rss)/2],
		min: walls[0], max: walls[len(walls)-1], n: len(ss),
		exit: ss[len(ss)-1].exit, stdout: ss[len(ss)-1].stdout, out: ss[len(ss)-1].out,
	}, true
}

var order = []string{
	"floor", "floor-facts", "mcplint", "mcplint-rerun", "mcplint-edit", "base", "staticcheck",
	"vet", "vet-rerun", "vettool", "vettool-rerun", "vettool-edit",
	"cold floor", "cold floor-facts", "cold mcplint", "cold base", "cold vet", "cold vettool",
}

func printTable(target string, handlers int, results map[string][]sample) {
	fmt.Printf("### %s\n\n", target)
	w := tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(w, "run\twall (median)\twall (min–max)\tCPU\tmax RSS\texit\tstdout lines\t\n")
	st := make(map[string]stats)
	for _, name := range order {
		s, ok := summarize(results[name])
		if !ok {
			continue
		}
		st[name] = s
		fmt.Fprintf(w, "%s\t%s\t%s–%s\t%s\t%d MiB\t%d\t%d\t\n", name, secs(s.wall), secs(s.min), secs(s.max), secs(s.cpu), s.rssKB/1024, s.exit, s.stdout)
	}
	w.Flush()

	fmt.Printf("\nratios (wall; CPU; max RSS), goal in brackets:\n")
	ratio := func(label, a, b, goal string) {
		x, okx := st[a]
		y, oky := st[b]
		if !okx || !oky || y.wall == 0 || y.cpu == 0 || y.rssKB == 0 {
			return
		}
		fmt.Printf("  %-34s %5.2fx  %5.2fx  %5.2fx   %s\n", label, float64(x.wall)/float64(y.wall), float64(x.cpu)/float64(y.cpu), float64(x.rssKB)/float64(y.rssKB), goal)
	}
	ratio("mcplint / floor", "mcplint", "floor", "[≤1.5x time and RSS]")
	ratio("mcplint / floor-facts", "mcplint", "floor-facts", "")
	ratio("mcplint / base", "mcplint", "base", "")
	sameOutput := func(label, x, y string) {
		m, okm := st[x]
		b, okb := st[y]
		if !okm || !okb {
			return
		}
		same := "identical"
		if m.out != b.out {
			same = "DIFFERENT"
		}
		fmt.Printf("  %-34s %s\n", label, same)
	}
	sameOutput("mcplint and base output", "mcplint", "base")
	ratio("mcplint / staticcheck", "mcplint", "staticcheck", "[≤0.2x]")
	ratio("mcplint unchanged re-run / first", "mcplint-rerun", "mcplint", "(no standalone cache)")
	ratio("mcplint after 1-line edit / first", "mcplint-edit", "mcplint", "")
	ratio("cold mcplint / cold floor-facts", "cold mcplint", "cold floor-facts", "[≤1.2x] (from source, compiles nothing)")
	ratio("cold mcplint / cold floor", "cold mcplint", "cold floor", "")
	ratio("cold base / cold floor-facts", "cold base", "cold floor-facts", "")
	ratio("cold mcplint / cold base", "cold mcplint", "cold base", "")
	sameOutput("cold mcplint and base output", "cold mcplint", "cold base")
	ratio("vet -vettool=mcplint / go vet", "vettool", "vet", "[≤1.1x]")
	ratio("vettool unchanged re-run / first", "vettool-rerun", "vettool", "[≤0.3x]")
	ratio("vettool after 1-line edit / first", "vettool-edit", "vettool", "[≤0.5x]")
	ratio("cold vettool / cold vet", "cold vettool", "cold vet", "")
	if s, ok := st["mcplint"]; ok && handlers > 0 {
		fmt.Printf("  mcplint per handler: %.2f ms wall, %.2f ms CPU, %.1f KiB max RSS\n",
			float64(s.wall.Microseconds())/1000/float64(handlers), float64(s.cpu.Microseconds())/1000/float64(handlers), float64(s.rssKB)/float64(handlers))
	}
	fmt.Println()
}

func secs(d time.Duration) string { return fmt.Sprintf("%.2fs", d.Seconds()) }

// machine describes the machine: CPUs, memory, load, Go version.
func machine() string {
	var parts []string
	if out, err := exec.Command("nproc").Output(); err == nil {
		parts = append(parts, strings.TrimSpace(string(out))+" CPUs")
	}
	if data, err := os.ReadFile("/proc/meminfo"); err == nil {
		line, _, _ := strings.Cut(string(data), "\n")
		parts = append(parts, strings.Join(strings.Fields(line), " "))
	}
	if data, err := os.ReadFile("/proc/loadavg"); err == nil {
		parts = append(parts, "load "+strings.Join(strings.Fields(string(data))[:3], " "))
	}
	if out, err := exec.Command("go", "version").Output(); err == nil {
		parts = append(parts, strings.TrimSpace(string(out)))
	}
	return strings.Join(parts, ", ")
}

func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "bench:", err)
		os.Exit(1)
	}
}
