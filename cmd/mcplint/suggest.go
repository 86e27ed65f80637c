package main

import (
	"flag"
	"strings"
)

// didYouMean returns, for the flag package's error about an undefined
// flag, "; did you mean -NAME?" naming the defined flag (a check, a
// check's flag or a driver flag) nearest to the one given, or "" when
// none is near or err is about something else.
func didYouMean(fs *flag.FlagSet, err error) string {
	given, ok := strings.CutPrefix(err.Error(), "flag provided but not defined: -")
	if !ok {
		return ""
	}
	given = strings.TrimPrefix(given, "-")
	best, bestDist := "", maxSuggestDistance(given)+1
	fs.VisitAll(func(f *flag.Flag) {
		if d := editDistance(strings.ToLower(given), strings.ToLower(f.Name)); d < bestDist {
			best, bestDist = f.Name, d
		}
	})
	if best == "" {
		return ""
	}
	return "; did you mean -" + best + "?"
}

// maxSuggestDistance is how many edits a misspelling of a name as long as
// given may have: one for short names, two from five characters on, a
// third of the name beyond (the long -CHECK.flag names).
func maxSuggestDistance(given string) int {
	switch n := len(given); {
	case n < 5:
		return 1
	case n < 9:
		return 2
	default:
		return n / 3
	}
}

// editDistance returns the optimal string alignment distance of a and b:
// insertions, deletions, substitutions and transpositions of adjacent
// bytes each count one.
func editDistance(a, b string) int {
	// d[i][j] is the distance of a[:i] and b[:j].
	d := make([][]int, len(a)+1)
	for i := range d {
		d[i] = make([]int, len(b)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(a)][len(b)]
}
