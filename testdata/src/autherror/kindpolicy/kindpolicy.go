// Package kindpolicy decides whether a caller may archive a document,
// given the caller: CanArchive also refuses a kind of document that is
// never archived here, a refusal on the document, not the caller, so its
// error is no decision on identity; CanArchiveOwned refuses only on the
// owner and the admin flag it is given.
package kindpolicy

import "errors"

// Errors of the policy.
var (
	ErrNotOwner = errors.New("only the owner may archive this document")
	ErrNotAdmin = errors.New("only an admin may archive a shared document")
	ErrPinned   = errors.New("pinned documents are never archived")
)

// CanArchive reports whether caller may archive a document of kind owned
// by owner.
func CanArchive(kind, owner, caller string, admin bool) error {
	switch kind {
	case "private":
		if owner != caller && !admin {
			return ErrNotOwner
		}
		return nil
	case "shared":
		if !admin {
			return ErrNotAdmin
		}
		return nil
	}
	return ErrPinned
}

// CanArchiveOwned reports whether caller may archive a document owned by
// owner.
func CanArchiveOwned(owner, caller string, admin bool) error {
	if owner != caller && !admin {
		return ErrNotOwner
	}
	return nil
}
