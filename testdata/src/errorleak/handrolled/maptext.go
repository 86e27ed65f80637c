package handrolled

import (
	"context"
	"database/sql"
)

// Results built as maps: a content item {"type": "text", "text": …} is
// model text like a struct's Text field.

func mapText(text string) map[string]any {
	return map[string]any{"content": []map[string]any{{"type": "text", "text": text}}}
}

func mapTool(ctx context.Context, db *sql.DB, name string) map[string]any {
	if _, err := db.ExecContext(ctx, "DELETE FROM t WHERE name = $1", name); err != nil {
		return mapText("delete failed: " + err.Error()) // want `handrolled.mapText puts raw database/sql error text from \(\*sql.DB\).ExecContext`
	}
	return mapText("deleted " + name)
}

// searchHit is data: a "text" key without "type": "text" is no content
// item.
func searchHit(ctx context.Context, db *sql.DB, q string) map[string]any {
	if _, err := db.ExecContext(ctx, "SELECT 1 WHERE $1 <> ''", q); err != nil {
		return map[string]any{"text": err.Error(), "score": 0}
	}
	return map[string]any{"text": q, "score": 1}
}

// imageItem stores a caption under "text" of an image item: not a text
// content.
func imageItem(ctx context.Context, db *sql.DB, q string) map[string]any {
	if _, err := db.ExecContext(ctx, "SELECT 1 WHERE $1 <> ''", q); err != nil {
		return map[string]any{"type": "image", "text": err.Error()}
	}
	return map[string]any{"type": "image", "data": q}
}

// askModel sends the error to an LLM API as a message part of the same
// shape: not a tool result's content.
func askModel(ctx context.Context, db *sql.DB, q string) []map[string]any {
	if _, err := db.ExecContext(ctx, "SELECT 1 WHERE $1 <> ''", q); err != nil {
		return []map[string]any{{"type": "text", "text": "explain: " + err.Error()}}
	}
	return nil
}
