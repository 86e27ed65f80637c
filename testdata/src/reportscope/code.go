// Package reportscope has a plain file, a generated file and a test file;
// only the plain file's declarations are in a check's reporting scope.
package reportscope

func plain() {} // want `in scope`
