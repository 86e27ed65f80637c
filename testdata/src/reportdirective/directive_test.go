package reportdirective

// Directives in test files are not read: the checks do not report there.
//mcplint:ignore badcall,other,unknown
