module example.com/toolkit

go 1.24

require github.com/mark3labs/mcp-go v1.2.1
