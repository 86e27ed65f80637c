// Package reportdirective exercises //mcplint:ignore and
// //mcplint:file-ignore with the test check "badcall" (reports every call
// of bad); directives naming only another check do not suppress it.
package reportdirective

func bad(...any) int { return 0 }

func other() int { return 0 }

func notSuppressed() {
	bad() // want `badcall: bad called`
}

func lineAbove() {
	//mcplint:ignore badcall the test says so
	bad()
	bad() // want `badcall: bad called`
}

func atLineEnd() {
	bad() //mcplint:ignore badcall the test says so
	bad() // want `badcall: bad called`
}

func multiLineStatement() {
	//mcplint:ignore badcall covers the whole statement
	_ = bad(
		bad(),
	)
	bad() // want `badcall: bad called`
}

func wholeBlock() {
	//mcplint:ignore badcall covers the whole if statement
	if bad() > 0 {
		bad()
	}
	bad() // want `badcall: bad called`
}

//mcplint:ignore badcall covers the whole function
func wholeFunction() {
	bad()
	bad()
}

func stacked() {
	//mcplint:ignore other second directive
	//mcplint:ignore badcall first directive, across a comment line
	_ = bad() + other()
}

func checkList() {
	_ = bad() + other() //mcplint:ignore other,BadCall both, case-insensitive
}

func otherCheckOnly() {
	_ = bad() + other() //mcplint:ignore other only the other check // want `badcall: bad called`
}

func blankLineBreaks() {
	//mcplint:ignore badcall a blank line follows, so this covers nothing

	bad() // want `badcall: bad called`
}

func withoutReason() {
	// want +1 `badcall: mcplint:ignore directive without a reason`
	//mcplint:ignore badcall
	bad() // want `badcall: bad called`
}

func withoutReasonTwoChecks() {
	// want +1 `badcall: bad called` `badcall: mcplint:ignore directive without a reason`
	bad() //mcplint:ignore badcall,other
}

func reasonAfterSlashes() {
	bad() //mcplint:ignore badcall // golangci-lint's nolint style
}

func notADirective() {
	bad() //mcplint:ignored badcall a different word // want `badcall: bad called`
	bad() // mcplint:ignore badcall a space after the slashes // want `badcall: bad called`
}
