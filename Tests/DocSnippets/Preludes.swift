// The surrounding declarations that some swift blocks of README.md and the DocC articles need
// to compile, for Tests/Scripts/check-doc-snippets.py. Each section starts with
// `// MARK: prelude NAME`; a block asks for one with `<!-- snippet: prelude NAME -->` on the line
// before it. Keep each prelude small, and say which blocks it serves.

// MARK: prelude logger
// A stand-in for an app's `os.Logger` (Apple platforms only): `logger.fault("...")`.
// Serves: Diagnostics.md, the `Diagnostic.setHandler` block.
struct __Logger: Sendable { func fault(_ message: String) {} }
let logger = __Logger()
