package sdk

import (
	"reflect"

	"golang.org/x/mod/semver"
	"golang.org/x/tools/go/analysis"
)

// VersionFact records the module version of an SDK package. It is exported
// by VersionAnalyzer while analyzing the SDK package itself, where
// pass.Module carries the version in every driver. It needs nothing of the
// package but its path and module: mcplint's standalone driver gives the
// checker the SDK packages from export data, without syntax.
type VersionFact struct {
	Module  string
	Version string
}

// AFact marks VersionFact as an analysis fact.
func (*VersionFact) AFact() {}

func (f *VersionFact) String() string { return f.Module + "@" + f.Version }

// Versions holds the SDK versions a package is built against; "" means
// unknown, which the model treats as the newest release.
type Versions struct {
	MCPGo string
	GoSDK string
}

// GoSDKBefore reports whether the go-sdk version is known and older than v.
func (v Versions) GoSDKBefore(ver string) bool { return before(v.GoSDK, ver) }

// MCPGoBefore reports whether the mcp-go version is known and older than v.
func (v Versions) MCPGoBefore(ver string) bool { return before(v.MCPGo, ver) }

func before(have, want string) bool {
	return semver.IsValid(have) && semver.Compare(have, want) < 0
}

// Of returns the version of SDK s ("" when unknown).
func (v Versions) Of(s SDK) string {
	switch s {
	case MCPGo:
		return v.MCPGo
	case GoSDK:
		return v.GoSDK
	}
	return ""
}

// VersionAnalyzer exports a VersionFact for each SDK package it analyzes and
// returns, as its result, the *Versions of the SDKs the current package
// depends on.
var VersionAnalyzer = &analysis.Analyzer{
	Name:       "mcpsdkversion",
	Doc:        "record the versions of the MCP SDK modules a package is built against",
	Run:        runVersion,
	FactTypes:  []analysis.Fact{new(VersionFact)},
	ResultType: reflect.TypeFor[*Versions](),
}

func runVersion(pass *analysis.Pass) (any, error) {
	s := OfPackage(pass.Pkg.Path())
	if s != None && pass.Module != nil && pass.Module.Path == s.ModulePath() && pass.Module.Version != "" {
		pass.ExportPackageFact(&VersionFact{Module: pass.Module.Path, Version: pass.Module.Version})
	}
	v := new(Versions)
	for _, pf := range pass.AllPackageFacts() {
		f, ok := pf.Fact.(*VersionFact)
		if !ok {
			continue
		}
		switch f.Module {
		case mcpgoModule:
			v.MCPGo = f.Version
		case gosdkModule:
			v.GoSDK = f.Version
		}
	}
	return v, nil
}
