package results

import (
	"fmt"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// AnswerCodeFact marks an exported function of straight-line code that
// builds a JSON-RPC error answer with one constant code, as in
//
//	func MethodNotFound(id json.RawMessage, m string) Response {
//		return Response{ID: id, Error: &Error{Code: -32601, Message: m}}
//	}
//
// so that a dispatcher in another package that answers an unknown tool
// with it is judged by that code.
type AnswerCodeFact struct {
	Code int64
}

// AFact marks AnswerCodeFact as an analysis fact.
func (*AnswerCodeFact) AFact() {}

func (f *AnswerCodeFact) String() string { return fmt.Sprintf("answercode(%d)", f.Code) }

// exportAnswerCode exports an AnswerCodeFact for fn, an exported function
// of the package, when it builds an answer with one constant code.
func (e *engine) exportAnswerCode(fn *ssa.Function, obj *types.Func) {
	if code, ok := e.answerCode(fn); ok {
		e.pass.ExportObjectFact(obj, &AnswerCodeFact{Code: code})
	}
}
