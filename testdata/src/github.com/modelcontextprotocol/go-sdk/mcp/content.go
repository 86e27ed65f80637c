package mcp

import "encoding/json"

// A Content is a TextContent, ImageContent, AudioContent, ResourceLink or
// EmbeddedResource. Only pointers implement it (pointer-receiver fromWire).
type Content interface {
	MarshalJSON() ([]byte, error)
	fromWire(*wireContent)
}

type wireContent struct {
	Type string `json:"type"`
	Text string `json:"text,omitempty"`
}

// TextContent is a textual content.
type TextContent struct {
	Text        string
	Meta        Meta
	Annotations *Annotations
}

func (c *TextContent) MarshalJSON() ([]byte, error) {
	return json.Marshal(wireContent{Type: "text", Text: c.Text})
}

func (c *TextContent) fromWire(w *wireContent) { c.Text = w.Text }

// ImageContent contains base64-encoded image data.
type ImageContent struct {
	Meta        Meta
	Annotations *Annotations
	Data        []byte
	MIMEType    string
}

func (c *ImageContent) MarshalJSON() ([]byte, error) { panic("stub") }
func (c *ImageContent) fromWire(*wireContent)        {}

// AudioContent contains base64-encoded audio data.
type AudioContent struct {
	Data        []byte
	MIMEType    string
	Meta        Meta
	Annotations *Annotations
}

func (c AudioContent) MarshalJSON() ([]byte, error) { panic("stub") }
func (c *AudioContent) fromWire(*wireContent)       {}

// ResourceLink is a link to a resource.
type ResourceLink struct {
	URI         string
	Name        string
	Title       string
	Description string
	MIMEType    string
	Size        *int64
	Meta        Meta
	Annotations *Annotations
	Icons       []Icon `json:"icons,omitempty"`
}

func (c *ResourceLink) MarshalJSON() ([]byte, error) { panic("stub") }
func (c *ResourceLink) fromWire(*wireContent)        {}

// EmbeddedResource contains embedded resources.
type EmbeddedResource struct {
	Resource    *ResourceContents
	Meta        Meta
	Annotations *Annotations
}

func (c *EmbeddedResource) MarshalJSON() ([]byte, error) { panic("stub") }
func (c *EmbeddedResource) fromWire(*wireContent)        {}

// ResourceContents contains the contents of a specific resource.
type ResourceContents struct {
	URI      string `json:"uri"`
	MIMEType string `json:"mimeType,omitempty"`
	Text     string `json:"text,omitempty"`
	Blob     []byte `json:"blob,omitzero"`
	Meta     Meta   `json:"_meta,omitempty"`
}
