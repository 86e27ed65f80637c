// Package golangci is mcplint's golangci-lint module plugin.
//
// golangci-lint v2 builds a custom binary that imports this package for its
// side effect: it registers the linter "mcplint", whose analyzers are the
// checks of the suite. A .custom-gcl.yml names the package and a
// .golangci.yml enables the linter and sets its options, the same options
// as mcplint's command-line flags:
//
//	linters:
//	  enable: [mcplint]
//	  settings:
//	    custom:
//	      mcplint:
//	        type: module
//	        settings:
//	          disable: [autherror]        # like -autherror=false
//	          flags:
//	            errorleak:                # like -errorleak.sanitizers=...
//	              sanitizers: example.com/log.Redact
//
// enable lists the only checks to run (like -CHECK), disable the checks
// not to run (like -CHECK=false); by default every check runs. Under
// flags, each check's own flags are set by name. An unknown key, check or
// flag is an error, so a typo fails the run instead of being ignored.
//
// It lives in its own module so that mcplint's binary does not depend on
// golangci-lint's plugin registry.
package golangci

import (
	"flag"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/golangci/plugin-module-register/register"
	"golang.org/x/tools/go/analysis"

	"github.com/mcplint/mcplint/analyzers"
)

func init() {
	register.Plugin("mcplint", New)
}

// Settings are the linter's settings in .golangci.yml
// (linters.settings.custom.mcplint.settings).
type Settings struct {
	// Enable, if not empty, lists the only checks to run.
	Enable []string `json:"enable"`
	// Disable lists checks not to run.
	Disable []string `json:"disable"`
	// Flags sets checks' own flags: check name → flag name → value.
	Flags map[string]map[string]any `json:"flags"`
}

// Plugin is the linter: the checks selected and configured by Settings.
type Plugin struct {
	checks []*analysis.Analyzer
}

// New decodes the settings golangci-lint passes (an unknown key is an
// error), applies them to the suite and returns the linter.
func New(conf any) (register.LinterPlugin, error) {
	s, err := register.DecodeSettings[Settings](conf)
	if err != nil {
		return nil, err
	}
	checks, err := configure(analyzers.All(), s)
	if err != nil {
		return nil, err
	}
	return &Plugin{checks: checks}, nil
}

// BuildAnalyzers returns the selected checks.
func (p *Plugin) BuildAnalyzers() ([]*analysis.Analyzer, error) {
	return p.checks, nil
}

// GetLoadMode returns typesinfo: the checks need types and syntax.
func (p *Plugin) GetLoadMode() string {
	return register.LoadModeTypesInfo
}

// configure sets the flags of the checks of all that s names and returns
// the checks s selects, in suite order.
func configure(all []*analysis.Analyzer, s Settings) ([]*analysis.Analyzer, error) {
	byName := make(map[string]*analysis.Analyzer)
	var names []string
	for _, a := range all {
		byName[a.Name] = a
		names = append(names, a.Name)
	}
	lookup := func(key, name string) (*analysis.Analyzer, error) {
		// golangci-lint's configuration lower-cases keys; check names
		// are lower case.
		if a := byName[strings.ToLower(name)]; a != nil {
			return a, nil
		}
		return nil, fmt.Errorf("%s: unknown check %q (checks: %s)", key, name, strings.Join(names, ", "))
	}

	enable := make(map[*analysis.Analyzer]bool)
	for _, name := range s.Enable {
		a, err := lookup("enable", name)
		if err != nil {
			return nil, err
		}
		enable[a] = true
	}
	disable := make(map[*analysis.Analyzer]bool)
	for _, name := range s.Disable {
		a, err := lookup("disable", name)
		if err != nil {
			return nil, err
		}
		if enable[a] {
			return nil, fmt.Errorf("check %q is both enabled and disabled", a.Name)
		}
		disable[a] = true
	}

	for _, name := range slices.Sorted(maps.Keys(s.Flags)) {
		a, err := lookup("flags", name)
		if err != nil {
			return nil, err
		}
		for _, fname := range slices.Sorted(maps.Keys(s.Flags[name])) {
			f := a.Flags.Lookup(fname)
			if f == nil {
				var known []string
				a.Flags.VisitAll(func(f *flag.Flag) { known = append(known, f.Name) })
				return nil, fmt.Errorf("flags.%s: unknown flag %q (flags: %s)", a.Name, fname, strings.Join(known, ", "))
			}
			value, err := flagValue(s.Flags[name][fname])
			if err != nil {
				return nil, fmt.Errorf("flags.%s.%s: %v", a.Name, fname, err)
			}
			if err := f.Value.Set(value); err != nil {
				return nil, fmt.Errorf("flags.%s.%s: %v", a.Name, fname, err)
			}
		}
	}

	var keep []*analysis.Analyzer
	for _, a := range all {
		if (len(enable) == 0 || enable[a]) && !disable[a] {
			keep = append(keep, a)
		}
	}
	return keep, nil
}

// flagValue returns the command-line form of a setting's value: strings
// as they are, numbers and booleans formatted, lists joined by commas.
func flagValue(v any) (string, error) {
	switch v := v.(type) {
	case string:
		return v, nil
	case bool:
		return strconv.FormatBool(v), nil
	case float64:
		return strconv.FormatFloat(v, 'f', -1, 64), nil
	case []any:
		var parts []string
		for _, e := range v {
			s, err := flagValue(e)
			if err != nil {
				return "", err
			}
			parts = append(parts, s)
		}
		return strings.Join(parts, ","), nil
	}
	return "", fmt.Errorf("unsupported value %v (%T): use a string, number, boolean or list", v, v)
}
