package reportdirective

// want +1 `badcall: mcplint:file-ignore directive without a reason`
//mcplint:file-ignore badcall

func fileIgnoreWithoutReason() {
	bad() // want `badcall: bad called`
}
