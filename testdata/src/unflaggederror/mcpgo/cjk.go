package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func registerCJK(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("save_note"), saveNote)
	s.AddTool(mcp.NewTool("note_status"), noteStatus)
}

// saveNote answers a failed save in Chinese, Japanese or Korean without
// isError.
func saveNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if _, err := fetch(id); err != nil {
		switch req.GetString("lang", "") {
		case "ja":
			return mcp.NewToolResultText("メモ " + id + " の保存に失敗しました"), nil // want `is returned where fetch failed, and reads as a failure`
		case "ko":
			return mcp.NewToolResultText("메모 " + id + " 저장 실패"), nil // want `is returned where fetch failed, and reads as a failure`
		}
		return mcp.NewToolResultText("保存笔记 " + id + " 失败，请稍后重试"), nil // want `is returned where fetch failed, and reads as a failure`
	}
	return mcp.NewToolResultText("已保存 " + id), nil
}

// noteStatus reports the last sync's outcome as data: no call failed here.
func noteStatus(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("上次同步：失败 0 次，成功 " + req.GetString("n", "0") + " 次"), nil
}
