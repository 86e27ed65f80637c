// Package lib declares the functions package user calls; the check reports
// the calls at these declarations, from package user.
package lib

// Remote is called from package user.
func Remote() {} // want `called from package user`

// Unused is called from nowhere.
func Unused() {}
