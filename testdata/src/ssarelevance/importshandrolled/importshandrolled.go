// Package importshandrolled builds results of an imported hand-rolled type.
package importshandrolled // want `ssa built, 2 source functions`

import "ssarelevance/handrolled"

func Fail() *handrolled.Result { return &handrolled.Result{IsError: true} }
