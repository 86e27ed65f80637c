package mcp

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strconv"
)

// GetArguments returns the Arguments as map[string]any, or nil.
func (r CallToolRequest) GetArguments() map[string]any {
	if args, ok := r.Params.Arguments.(map[string]any); ok {
		return args
	}
	return nil
}

// GetRawArguments returns the original arguments payload when available.
func (r CallToolRequest) GetRawArguments() any {
	if len(r.Params.RawArguments) > 0 {
		return r.Params.RawArguments
	}
	return r.Params.Arguments
}

// BindArguments unmarshals the Arguments into the provided struct.
func (r CallToolRequest) BindArguments(target any) error {
	if target == nil || reflect.ValueOf(target).Kind() != reflect.Pointer {
		return fmt.Errorf("target must be a non-nil pointer")
	}
	data, err := json.Marshal(r.Params.Arguments)
	if err != nil {
		return fmt.Errorf("failed to marshal arguments: %w", err)
	}
	return json.Unmarshal(data, target)
}

func (r CallToolRequest) GetString(key string, defaultValue string) string {
	if s, ok := r.GetArguments()[key].(string); ok {
		return s
	}
	return defaultValue
}

func (r CallToolRequest) RequireString(key string) (string, error) {
	val, ok := r.GetArguments()[key]
	if !ok {
		return "", fmt.Errorf("required argument %q not found", key)
	}
	if s, ok := val.(string); ok {
		return s, nil
	}
	return "", fmt.Errorf("argument %q is not a string", key)
}

func (r CallToolRequest) GetInt(key string, defaultValue int) int {
	if v, err := r.RequireInt(key); err == nil {
		return v
	}
	return defaultValue
}

func (r CallToolRequest) RequireInt(key string) (int, error) {
	val, ok := r.GetArguments()[key]
	if !ok {
		return 0, fmt.Errorf("required argument %q not found", key)
	}
	switch v := val.(type) {
	case int:
		return v, nil
	case float64:
		return int(v), nil
	case string:
		if i, err := strconv.Atoi(v); err == nil {
			return i, nil
		}
		return 0, fmt.Errorf("argument %q cannot be converted to int", key)
	}
	return 0, fmt.Errorf("argument %q is not an int", key)
}

func (r CallToolRequest) GetFloat(key string, defaultValue float64) float64 {
	if v, err := r.RequireFloat(key); err == nil {
		return v
	}
	return defaultValue
}

func (r CallToolRequest) RequireFloat(key string) (float64, error) {
	val, ok := r.GetArguments()[key]
	if !ok {
		return 0, fmt.Errorf("required argument %q not found", key)
	}
	switch v := val.(type) {
	case float64:
		return v, nil
	case int:
		return float64(v), nil
	case string:
		if f, err := strconv.ParseFloat(v, 64); err == nil {
			return f, nil
		}
		return 0, fmt.Errorf("argument %q cannot be converted to float64", key)
	}
	return 0, fmt.Errorf("argument %q is not a float64", key)
}

func (r CallToolRequest) GetBool(key string, defaultValue bool) bool {
	if v, err := r.RequireBool(key); err == nil {
		return v
	}
	return defaultValue
}

func (r CallToolRequest) RequireBool(key string) (bool, error) {
	val, ok := r.GetArguments()[key]
	if !ok {
		return false, fmt.Errorf("required argument %q not found", key)
	}
	switch v := val.(type) {
	case bool:
		return v, nil
	case string:
		if b, err := strconv.ParseBool(v); err == nil {
			return b, nil
		}
		return false, fmt.Errorf("argument %q cannot be converted to bool", key)
	case int:
		return v != 0, nil
	case float64:
		return v != 0, nil
	}
	return false, fmt.Errorf("argument %q is not a bool", key)
}

// TaskSupport indicates how a tool supports task augmentation.
type TaskSupport string

const (
	TaskSupportForbidden TaskSupport = "forbidden"
	TaskSupportOptional  TaskSupport = "optional"
	TaskSupportRequired  TaskSupport = "required"
)

type ToolExecution struct {
	TaskSupport TaskSupport `json:"taskSupport,omitempty"`
}

// Tool represents the definition for a tool the client can call.
type Tool struct {
	Meta            *Meta            `json:"_meta,omitempty"`
	Name            string           `json:"name"`
	Title           string           `json:"title,omitempty"`
	Description     string           `json:"description,omitempty"`
	InputSchema     ToolInputSchema  `json:"inputSchema"`
	RawInputSchema  json.RawMessage  `json:"-"`
	OutputSchema    ToolOutputSchema `json:"outputSchema,omitzero"`
	RawOutputSchema json.RawMessage  `json:"-"`
	Annotations     ToolAnnotation   `json:"annotations"`
	DeferLoading    bool             `json:"defer_loading,omitempty"`
	Icons           []Icon           `json:"icons,omitempty"`
	Execution       *ToolExecution   `json:"execution,omitempty"`
}

func (t Tool) GetName() string { return t.Name }

type ToolArgumentsSchema struct {
	Defs                 map[string]any `json:"$defs,omitempty"`
	Type                 string         `json:"type"`
	Properties           map[string]any `json:"properties"`
	Required             []string       `json:"required,omitempty"`
	AdditionalProperties any            `json:"additionalProperties,omitempty"`
	PropertyOrder        []string       `json:"-"`
}

type ToolInputSchema ToolArgumentsSchema

type ToolOutputSchema ToolArgumentsSchema

type ToolAnnotation struct {
	Title           string `json:"title,omitempty"`
	ReadOnlyHint    *bool  `json:"readOnlyHint,omitempty"`
	DestructiveHint *bool  `json:"destructiveHint,omitempty"`
	IdempotentHint  *bool  `json:"idempotentHint,omitempty"`
	OpenWorldHint   *bool  `json:"openWorldHint,omitempty"`
}

// ToolOption configures a Tool.
type ToolOption func(*Tool)

// PropertyOption configures a property in a Tool's input schema.
type PropertyOption func(map[string]any)

func NewTool(name string, opts ...ToolOption) Tool {
	tool := Tool{
		Name:        name,
		InputSchema: ToolInputSchema{Type: "object", Properties: make(map[string]any)},
		Annotations: ToolAnnotation{
			ReadOnlyHint:    ToBoolPtr(false),
			DestructiveHint: ToBoolPtr(true),
			IdempotentHint:  ToBoolPtr(false),
			OpenWorldHint:   ToBoolPtr(true),
		},
	}
	for _, opt := range opts {
		opt(&tool)
	}
	return tool
}

func NewToolWithRawSchema(name, description string, schema json.RawMessage) Tool {
	return Tool{Name: name, Description: description, RawInputSchema: schema}
}

func WithDescription(description string) ToolOption {
	return func(t *Tool) { t.Description = description }
}

func WithInputSchema[T any]() ToolOption {
	return func(t *Tool) { t.InputSchema.Type = "object" }
}

func WithOutputSchema[T any]() ToolOption {
	return func(t *Tool) { t.OutputSchema.Type = "object" }
}

func WithRawOutputSchema(schema json.RawMessage) ToolOption {
	return func(t *Tool) { t.RawOutputSchema = schema }
}

func WithTaskSupport(support TaskSupport) ToolOption {
	return func(t *Tool) { t.Execution = &ToolExecution{TaskSupport: support} }
}

func WithReadOnlyHintAnnotation(value bool) ToolOption {
	return func(t *Tool) { t.Annotations.ReadOnlyHint = &value }
}

func WithDestructiveHintAnnotation(value bool) ToolOption {
	return func(t *Tool) { t.Annotations.DestructiveHint = &value }
}

func Description(desc string) PropertyOption {
	return func(schema map[string]any) { schema["description"] = desc }
}

func Required() PropertyOption {
	return func(schema map[string]any) { schema["required"] = true }
}

func Enum(values ...string) PropertyOption {
	return func(schema map[string]any) { schema["enum"] = values }
}

func withProperty(typ, name string, opts []PropertyOption) ToolOption {
	return func(t *Tool) {
		schema := map[string]any{"type": typ}
		for _, opt := range opts {
			opt(schema)
		}
		if required, ok := schema["required"].(bool); ok && required {
			delete(schema, "required")
			t.InputSchema.Required = append(t.InputSchema.Required, name)
		}
		t.InputSchema.Properties[name] = schema
	}
}

func WithString(name string, opts ...PropertyOption) ToolOption {
	return withProperty("string", name, opts)
}

func WithNumber(name string, opts ...PropertyOption) ToolOption {
	return withProperty("number", name, opts)
}

func WithInteger(name string, opts ...PropertyOption) ToolOption {
	return withProperty("integer", name, opts)
}

func WithBoolean(name string, opts ...PropertyOption) ToolOption {
	return withProperty("boolean", name, opts)
}

func WithObject(name string, opts ...PropertyOption) ToolOption {
	return withProperty("object", name, opts)
}

func WithArray(name string, opts ...PropertyOption) ToolOption {
	return withProperty("array", name, opts)
}
