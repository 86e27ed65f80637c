// Package keyvault keeps API keys by their hash in SQL tables. Its lookup
// returns the key with the error of the rows it read last, and another
// function takes a grant's id: the package is analyzed for identity, and
// the lookup's summary names the store and the context, not the hash.
package keyvault

import (
	"context"
	"database/sql"
)

// Key is an API key's record.
type Key struct {
	ID       int64
	CanAdmin bool
}

// Vault reads keys.
type Vault struct{ DB *sql.DB }

// FindKey resolves a key by its hash and lists its projects.
func (v *Vault) FindKey(ctx context.Context, hash string) (Key, []string, error) {
	var k Key
	if err := v.DB.QueryRowContext(ctx, `SELECT id, can_admin FROM keys WHERE hash = ?`, hash).Scan(&k.ID, &k.CanAdmin); err != nil {
		return k, nil, err
	}
	rows, err := v.DB.QueryContext(ctx, `SELECT project FROM grants`)
	if err != nil {
		return k, nil, err
	}
	defer rows.Close()
	var projects []string
	for rows.Next() {
		var p string
		if err := rows.Scan(&p); err != nil {
			return k, nil, err
		}
		projects = append(projects, p)
	}
	return k, projects, rows.Err()
}

// Revoke revokes a grant.
func (v *Vault) Revoke(ctx context.Context, grantID string) error {
	_, err := v.DB.ExecContext(ctx, `UPDATE grants SET revoked = 1 WHERE id = ?`, grantID)
	return err
}
