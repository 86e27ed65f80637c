package mcp

import (
	"context"
	"encoding/json"
	"fmt"
)

// TypedToolHandlerFunc handles a tool call with typed arguments.
type TypedToolHandlerFunc[T any] func(ctx context.Context, request CallToolRequest, args T) (*CallToolResult, error)

// StructuredToolHandlerFunc handles a tool call with typed arguments and
// returns structured output.
type StructuredToolHandlerFunc[TArgs any, TResult any] func(ctx context.Context, request CallToolRequest, args TArgs) (TResult, error)

// NewTypedToolHandler binds arguments to T. A bind failure becomes an
// IsError result; a handler error is returned unchanged.
func NewTypedToolHandler[T any](handler TypedToolHandlerFunc[T]) func(ctx context.Context, request CallToolRequest) (*CallToolResult, error) {
	return func(ctx context.Context, request CallToolRequest) (*CallToolResult, error) {
		var args T
		if err := request.BindArguments(&args); err != nil {
			return NewToolResultError(fmt.Sprintf("failed to bind arguments: %v", err)), nil
		}
		return handler(ctx, request, args)
	}
}

// NewStructuredToolHandler binds arguments to TArgs. A handler error becomes
// an IsError result.
func NewStructuredToolHandler[TArgs any, TResult any](handler StructuredToolHandlerFunc[TArgs, TResult]) func(ctx context.Context, request CallToolRequest) (*CallToolResult, error) {
	return func(ctx context.Context, request CallToolRequest) (*CallToolResult, error) {
		var args TArgs
		if err := request.BindArguments(&args); err != nil {
			return NewToolResultError(fmt.Sprintf("failed to bind arguments: %v", err)), nil
		}
		result, err := handler(ctx, request, args)
		if err != nil {
			return NewToolResultError(fmt.Sprintf("tool execution failed: %v", err)), nil
		}
		return NewToolResultStructuredOnly(result), nil
	}
}

func ToBoolPtr(b bool) *bool { return &b }

func NewTextContent(text string) TextContent {
	return TextContent{Type: ContentTypeText, Text: text}
}

func NewImageContent(data, mimeType string) ImageContent {
	return ImageContent{Type: ContentTypeImage, Data: data, MIMEType: mimeType}
}

func NewAudioContent(data, mimeType string) AudioContent {
	return AudioContent{Type: ContentTypeAudio, Data: data, MIMEType: mimeType}
}

func NewResourceLink(uri, name, description, mimeType string) ResourceLink {
	return ResourceLink{Type: ContentTypeLink, URI: uri, Name: name, Description: description, MIMEType: mimeType}
}

func NewEmbeddedResource(resource ResourceContents) EmbeddedResource {
	return EmbeddedResource{Type: ContentTypeResource, Resource: resource}
}

// NewToolResultContent builds a sampling ToolResultContent block, not a
// CallToolResult.
func NewToolResultContent(toolUseID string, content []Content, isError bool) ToolResultContent {
	return ToolResultContent{Type: ContentTypeToolResult, ToolUseID: toolUseID, Content: content, IsError: isError}
}

func NewToolResultText(text string) *CallToolResult {
	return &CallToolResult{Content: []Content{NewTextContent(text)}}
}

func NewToolResultJSON[T any](data T) (*CallToolResult, error) {
	b, err := json.Marshal(data)
	if err != nil {
		return nil, fmt.Errorf("unable to marshal JSON: %w", err)
	}
	return &CallToolResult{Content: []Content{NewTextContent(string(b))}, StructuredContent: data}, nil
}

func NewToolResultStructured(structured any, fallbackText string) *CallToolResult {
	return &CallToolResult{Content: []Content{NewTextContent(fallbackText)}, StructuredContent: structured}
}

func NewToolResultStructuredOnly(structured any) *CallToolResult {
	var fallbackText string
	if b, err := json.Marshal(structured); err != nil {
		fallbackText = fmt.Sprintf("Error serializing structured content: %v", err)
	} else {
		fallbackText = string(b)
	}
	return &CallToolResult{Content: []Content{NewTextContent(fallbackText)}, StructuredContent: structured}
}

func NewToolResultImage(text, imageData, mimeType string) *CallToolResult {
	return &CallToolResult{Content: []Content{NewTextContent(text), NewImageContent(imageData, mimeType)}}
}

func NewToolResultAudio(text, audioData, mimeType string) *CallToolResult {
	return &CallToolResult{Content: []Content{NewTextContent(text), NewAudioContent(audioData, mimeType)}}
}

func NewToolResultResource(text string, resource ResourceContents) *CallToolResult {
	return &CallToolResult{Content: []Content{NewTextContent(text), NewEmbeddedResource(resource)}}
}

// NewToolResultError returns an IsError result with one text content.
func NewToolResultError(text string) *CallToolResult {
	return &CallToolResult{Content: []Content{NewTextContent(text)}, IsError: true}
}

// NewToolResultErrorFromErr returns an IsError result with "text: err".
func NewToolResultErrorFromErr(text string, err error) *CallToolResult {
	if err != nil {
		text = fmt.Sprintf("%s: %v", text, err)
	}
	return &CallToolResult{Content: []Content{NewTextContent(text)}, IsError: true}
}

func NewToolResultErrorf(format string, a ...any) *CallToolResult {
	return &CallToolResult{Content: []Content{NewTextContent(fmt.Sprintf(format, a...))}, IsError: true}
}

func FormatNumberResult(value float64) *CallToolResult {
	return NewToolResultText(fmt.Sprintf("%.2f", value))
}

func ParseString(request CallToolRequest, key string, defaultValue string) string {
	return request.GetString(key, defaultValue)
}

func ParseInt(request CallToolRequest, key string, defaultValue int) int {
	return request.GetInt(key, defaultValue)
}

func ParseBoolean(request CallToolRequest, key string, defaultValue bool) bool {
	return request.GetBool(key, defaultValue)
}
