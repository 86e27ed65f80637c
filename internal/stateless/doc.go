// Package stateless holds a test that keeps mcplint's analysis free of
// process-wide state: no package-level variable of the suite's packages is
// written after init, so that a pass's result depends only on its package,
// its facts and its flags, under every driver.
package stateless
