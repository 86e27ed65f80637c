package main

import (
	"fmt"
	"strings"
)

// diffContext is the number of unchanged lines shown around each change.
const diffContext = 3

// maxDiffCells bounds the work of the line-matching algorithm. Beyond it,
// the differing middle of the two texts is shown as one replacement, which
// is a correct if not minimal diff.
const maxDiffCells = 1 << 22

// A diffOp is one line of a line-based diff: kept (' '), deleted ('-') or
// inserted ('+').
type diffOp struct {
	kind byte
	line string // with its newline, if any
}

// unifiedDiff returns the unified diff, in the style of "diff -u", that
// turns old into new, naming them oldName and newName in the header. It
// returns "" if old and new are equal.
func unifiedDiff(oldName, newName, old, new string) string {
	if old == new {
		return ""
	}
	ops := diffLines(splitLines(old), splitLines(new))

	// aLine[i] and bLine[i] count the old and new lines before ops[i].
	aLine := make([]int, len(ops)+1)
	bLine := make([]int, len(ops)+1)
	for i, op := range ops {
		aLine[i+1], bLine[i+1] = aLine[i], bLine[i]
		if op.kind != '+' {
			aLine[i+1]++
		}
		if op.kind != '-' {
			bLine[i+1]++
		}
	}

	var out strings.Builder
	fmt.Fprintf(&out, "--- %s\n+++ %s\n", oldName, newName)
	for i := 0; i < len(ops); {
		for i < len(ops) && ops[i].kind == ' ' {
			i++
		}
		if i == len(ops) {
			break
		}
		// A hunk runs from diffContext lines before its first change to
		// diffContext lines after its last; changes separated by at most
		// 2*diffContext unchanged lines share a hunk.
		start, end := max(0, i-diffContext), i
		for j := i; j < len(ops); {
			if ops[j].kind != ' ' {
				j++
				end = j
				continue
			}
			k := j
			for k < len(ops) && ops[k].kind == ' ' {
				k++
			}
			if k == len(ops) || k-j > 2*diffContext {
				break
			}
			j = k
		}
		stop := min(len(ops), end+diffContext)

		fmt.Fprintf(&out, "@@ -%s +%s @@\n",
			hunkRange(aLine[start], aLine[stop]-aLine[start]),
			hunkRange(bLine[start], bLine[stop]-bLine[start]))
		for _, op := range ops[start:stop] {
			out.WriteByte(op.kind)
			out.WriteString(op.line)
			if !strings.HasSuffix(op.line, "\n") {
				out.WriteString("\n\\ No newline at end of file\n")
			}
		}
		i = stop
	}
	return out.String()
}

// hunkRange formats the range of a hunk that follows the first before
// lines and spans count lines.
func hunkRange(before, count int) string {
	switch count {
	case 0:
		return fmt.Sprintf("%d,0", before)
	case 1:
		return fmt.Sprint(before + 1)
	}
	return fmt.Sprintf("%d,%d", before+1, count)
}

// splitLines splits s after each newline.
func splitLines(s string) []string {
	lines := strings.SplitAfter(s, "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	return lines
}

// diffLines returns a short sequence of operations that turns a into b,
// from a longest common subsequence of their lines.
func diffLines(a, b []string) []diffOp {
	var ops []diffOp
	// Keep the common prefix and suffix; changes are usually local.
	pre := 0
	for pre < len(a) && pre < len(b) && a[pre] == b[pre] {
		ops = append(ops, diffOp{' ', a[pre]})
		pre++
	}
	suf := 0
	for suf < len(a)-pre && suf < len(b)-pre && a[len(a)-1-suf] == b[len(b)-1-suf] {
		suf++
	}
	ma, mb := a[pre:len(a)-suf], b[pre:len(b)-suf]

	if len(ma)*len(mb) > maxDiffCells {
		for _, l := range ma {
			ops = append(ops, diffOp{'-', l})
		}
		for _, l := range mb {
			ops = append(ops, diffOp{'+', l})
		}
	} else {
		// lcs[i][j] is the length of the longest common subsequence of
		// ma[i:] and mb[j:].
		lcs := make([][]int, len(ma)+1)
		for i := range lcs {
			lcs[i] = make([]int, len(mb)+1)
		}
		for i := len(ma) - 1; i >= 0; i-- {
			for j := len(mb) - 1; j >= 0; j-- {
				if ma[i] == mb[j] {
					lcs[i][j] = lcs[i+1][j+1] + 1
				} else {
					lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
				}
			}
		}
		i, j := 0, 0
		for i < len(ma) || j < len(mb) {
			switch {
			case i < len(ma) && j < len(mb) && ma[i] == mb[j]:
				ops = append(ops, diffOp{' ', ma[i]})
				i++
				j++
			case i < len(ma) && (j == len(mb) || lcs[i+1][j] >= lcs[i][j+1]):
				ops = append(ops, diffOp{'-', ma[i]})
				i++
			default:
				ops = append(ops, diffOp{'+', mb[j]})
				j++
			}
		}
	}

	for _, l := range a[len(a)-suf:] {
		ops = append(ops, diffOp{' ', l})
	}
	return ops
}
