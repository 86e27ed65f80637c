package handlers

import (
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
)

// Hand-rolled servers also write tools that return nothing and write
// their own JSON-RPC response through the package's reply writers:
//
//	func (s *Server) sendError(id any, code int, msg string) {
//		s.write(response{JSONRPC: "2.0", ID: id, Error: &rpcError{Code: code, Message: msg}})
//	}
//	…
//	case "get_note":
//		s.callGetNote(id, params.Arguments)
//	…
//	func (s *Server) callGetNote(id any, raw json.RawMessage) {
//		…
//		if err != nil {
//			s.sendError(id, -32603, err.Error())
//			return
//		}
//		s.sendResult(id, note)
//	}
//
// findSwitched lists such a function as a tool of carrier CarrierWriter
// when a case of a switch on the tool's name in the tools/call code calls
// it; its exits are the calls of the writers (see package results).

// maxWriterDepth bounds how far writesErrorReply follows writers calling
// writers.
const maxWriterDepth = 2

// writerTool reports whether fn, a function of the package called in a
// case of a tools/call switch, is a tool writing its own response: it
// returns nothing, builds no error response itself (a reply writer
// does), and calls one of the package's functions that writes a
// JSON-RPC error response.
func writerTool(fn *ssa.Function) bool {
	if fn == nil || fn.Signature.Results().Len() != 0 || len(fn.Blocks) == 0 || buildsErrorReply(fn) {
		return false
	}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			call, ok := instr.(*ssa.Call)
			if !ok {
				continue
			}
			if w := call.Common().StaticCallee(); w != nil && w.Pkg == fn.Pkg && w != fn && writesErrorReply(w, 0) {
				return true
			}
		}
	}
	return false
}

// writesErrorReply reports whether fn returns nothing and builds a
// JSON-RPC response envelope whose "error" member is set (to be written),
// itself or through another such function of its package.
func writesErrorReply(fn *ssa.Function, depth int) bool {
	if fn == nil || fn.Signature.Results().Len() != 0 || depth > maxWriterDepth {
		return false
	}
	if buildsErrorReply(fn) {
		return true
	}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if call, ok := instr.(*ssa.Call); ok {
				if w := call.Common().StaticCallee(); w != nil && w.Pkg == fn.Pkg && w != fn && writesErrorReply(w, depth+1) {
					return true
				}
			}
		}
	}
	return false
}

// buildsErrorReply reports whether fn itself builds a JSON-RPC response
// envelope whose "error" member is set.
func buildsErrorReply(fn *ssa.Function) bool {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if alloc, ok := instr.(*ssa.Alloc); ok && setsError(alloc) {
				return true
			}
		}
	}
	return false
}

// setsError reports whether envelope alloc's "error" member is set to a
// value other than nil.
func setsError(alloc *ssa.Alloc) bool {
	for member, st := range EnvelopeStores(alloc) {
		if c, ok := irutil.UnwrapInterface(st.Val).(*ssa.Const); member == "error" && !(ok && c.IsNil()) {
			return true
		}
	}
	return false
}
