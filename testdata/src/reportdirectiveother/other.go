// Package reportdirectiveother exercises directives with the test check
// "other" (reports every call of other) where they name several checks.
package reportdirectiveother

func bad() int { return 0 }

func other() int { return 0 }

func checkList() {
	_ = bad() + other() //mcplint:ignore BadCall,other both, case-insensitive
}

func otherCheck() {
	_ = bad() + other() //mcplint:ignore badcall only the badcall check // want `other: other called`
}

func withoutReason() {
	// want +1 `other: other called` `other: mcplint:ignore directive without a reason`
	_ = bad() + other() //mcplint:ignore badcall,other
}
