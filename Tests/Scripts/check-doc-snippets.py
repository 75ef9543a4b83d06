#!/usr/bin/env python3
"""Type-checks every ```swift block of README.md and the DocC articles against the built modules.

    Tests/Scripts/check-doc-snippets.py [--scratch-path DIR] [--keep DIR] [FILE.md ...]

DIR is the build's scratch path (default .build; build first with `swift build`). Each markdown
file becomes one Swift file, type-checked with one `swiftc -typecheck` run, in Swift 6 mode:

- a block of declarations only (types, extensions, functions, at its first indentation level)
  is placed at the top level, so that the later blocks of the same file can use it, as the
  article's reader does;
- any other block (statements, expressions) is placed in a function of its own,
  `@MainActor func __snippet<line>() async throws { ... }`, so blocks never see each other's
  local names;
- `import` lines are hoisted; ReducerRouting, ReducerTesting, Testing and Foundation are
  always imported.

A block is annotated by an HTML comment on the line just before it (invisible when rendered):

    <!-- snippet: prelude NAME -->     compile it after the prelude NAME, one of the
                                       `// MARK: prelude NAME` sections of
                                       Tests/DocSnippets/Preludes.swift (which say what each
                                       prelude serves); several names may follow, space-separated
    <!-- snippet: in-type NAME -->     as above, and also place the block inside
                                       `extension NAME { ... }` (for members such as `var body`)
    <!-- snippet: fragment REASON -->  not compiled; REASON says why (keep these few)

Blocks that import SwiftUI or UIKit (or the adapters over them), and the adapter catalogs, are
not compiled here: those frameworks exist only on Apple platforms. The script lists them.

Files listed in Tests/DocSnippets/pending.txt do not compile yet: they are checked and their
errors printed, but they do not fail the run; one that compiles fails it until it leaves the
list, so the list only shrinks.

Errors point at the markdown file and line (through `#sourceLocation`). Every warning fails the
check, except the unused-value warnings that a snippet showing values
(`link.segments  // ["colors"]`) gives by design.
"""

import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PRELUDES = os.path.join(ROOT, "Tests", "DocSnippets", "Preludes.swift")
PENDING = os.path.join(ROOT, "Tests", "DocSnippets", "pending.txt")
APPLE_ONLY_IMPORTS = {"SwiftUI", "UIKit", "ReducerSwiftUI", "ReducerUIKit", "AppKit"}
APPLE_ONLY_CATALOGS = ("Sources/ReducerSwiftUI/", "Sources/ReducerUIKit/")
ALWAYS_IMPORTED = ["Foundation", "ReducerRouting", "ReducerTesting", "Testing"]
IGNORED_WARNINGS = re.compile(
    r"is unused|was never used|never mutated|was never mutated|initialization of immutable value"
)
DECLARATION = re.compile(
    r"^(@\w+(\(.*\))?\s+)*((public|internal|private|fileprivate|final|nonisolated|indirect)\s+)*"
    r"(struct|enum|class|actor|protocol|extension|func|typealias|import)\b"
)
ANNOTATION = re.compile(r"^<!--\s*snippet:\s*(prelude|in-type|fragment)\s*(.*?)\s*-->\s*$")


def markdown_files():
    files = [os.path.join(ROOT, "README.md")]
    sources = os.path.join(ROOT, "Sources")
    for module in sorted(os.listdir(sources)):
        catalog = os.path.join(sources, module, "Documentation.docc")
        if os.path.isdir(catalog):
            files += [os.path.join(catalog, f) for f in sorted(os.listdir(catalog)) if f.endswith(".md")]
    return files


def blocks(path):
    """Yields (first line number of the code, code lines, annotation kind, annotation argument)."""
    lines = open(path, encoding="utf-8").read().split("\n")
    i = 0
    while i < len(lines):
        if lines[i].strip() == "```swift":
            start = i + 1
            j = start
            while j < len(lines) and lines[j].strip() != "```":
                j += 1
            k = i - 1
            while k >= 0 and not lines[k].strip():
                k -= 1
            match = ANNOTATION.match(lines[k].strip()) if k >= 0 else None
            kind, argument = (match.group(1), match.group(2)) if match else (None, "")
            yield start + 1, lines[start:j], kind, argument
            i = j
        i += 1


def read_preludes():
    preludes, name = {}, None
    for line in open(PRELUDES, encoding="utf-8").read().split("\n"):
        match = re.match(r"^// MARK: prelude (\S+)", line)
        if match:
            name = match.group(1)
            preludes[name] = []
        elif name:
            preludes[name].append(line)
    return preludes


def is_declarations(code):
    top = [l for l in code if l.strip() and not l.startswith((" ", "\t", "}", ")", "//"))]
    return bool(top) and all(DECLARATION.match(l) for l in top)


def compose(path, preludes):
    """Returns the Swift text for one markdown file, and the lists of skipped blocks."""
    rel = os.path.relpath(path, ROOT)
    imports, body, used, fragments, apple = set(ALWAYS_IMPORTED), [], [], [], []
    count = 0
    for line, code, kind, argument in blocks(path):
        modules = {m.group(1) for l in code for m in [re.match(r"^import\s+(\w+)", l)] if m}
        if rel.startswith(APPLE_ONLY_CATALOGS) or modules & APPLE_ONLY_IMPORTS:
            apple.append(f"{rel}:{line}")
            continue
        if kind == "fragment":
            fragments.append(f"{rel}:{line}: {argument}")
            continue
        count += 1
        imports |= modules
        code = ["" if re.match(r"^import\s+\w+\s*$", l) else l for l in code]
        names = argument.split() if kind in ("prelude", "in-type") else []
        for name in names[1:] if kind == "in-type" else names:
            if name not in preludes:
                raise SystemExit(f"{rel}:{line}: error: no prelude named '{name}' in {PRELUDES}")
            if name not in used:
                used.append(name)
        located = [f'#sourceLocation(file: "{rel}", line: {line})'] + code + ["#sourceLocation()"]
        if kind == "in-type":
            body += [f"extension {names[0]} {{"] + located + ["}"]
        elif is_declarations(code):
            body += located
        else:
            body += [f"@MainActor func __snippet{line}() async throws {{"] + located + ["}"]
    text = [f"import {m}" for m in sorted(imports)]
    for name in used:
        text += [f"// prelude {name}"] + preludes[name]
    return "\n".join(text + body) + "\n", count, fragments, apple


def main():
    args = sys.argv[1:]
    scratch, keep = os.path.join(ROOT, ".build"), None
    while args and args[0].startswith("--"):
        if args[0] == "--scratch-path" and len(args) > 1:
            scratch, args = os.path.abspath(args[1]), args[2:]
        elif args[0] == "--keep" and len(args) > 1:
            keep, args = os.path.abspath(args[1]), args[2:]
        else:
            raise SystemExit(__doc__)
    modules = os.path.join(scratch, "debug", "Modules")
    if not os.path.exists(os.path.join(modules, "ReducerRouting.swiftmodule")):
        raise SystemExit(f"error: no built modules in {modules}; run 'swift build' first.")
    files = [os.path.abspath(f) for f in args] or markdown_files()
    preludes = read_preludes()
    work = keep or tempfile.mkdtemp()
    os.makedirs(work, exist_ok=True)
    pending = {l.strip() for l in open(PENDING, encoding="utf-8")
               if l.strip() and not l.startswith("#")} if os.path.exists(PENDING) else set()
    failed, fixed, total, all_fragments, all_apple = [], [], 0, [], []
    pending_blocks = 0
    for path in files:
        rel = os.path.relpath(path, ROOT)
        text, count, fragments, apple = compose(path, preludes)
        total += count
        all_fragments += fragments
        all_apple += apple
        if count == 0:
            continue
        source = os.path.join(work, rel.replace("/", "_") + ".swift")
        open(source, "w", encoding="utf-8").write(text)
        result = subprocess.run(
            ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules,
             # ReducerCore imports the package's C target, as an app's build finds it.
             "-Xcc", "-fmodule-map-file=" + os.path.join(
                 scratch, "debug", "ReducerCRuntime.build", "module.modulemap"),
             "-Xcc", "-I", "-Xcc", os.path.join(ROOT, "Sources", "ReducerCRuntime", "include"),
             "-module-name", "DocSnippets", source],
            capture_output=True, text=True)
        output = result.stdout + result.stderr
        problems = [l for l in output.split("\n")
                    if re.search(r": (error|warning): ", l)
                    and not (": warning: " in l and IGNORED_WARNINGS.search(l))]
        if result.returncode != 0 or problems:
            if rel in pending:
                pending_blocks += count
                print(f"pending {rel} ({count} blocks; listed in {os.path.relpath(PENDING, ROOT)})")
                if args:
                    print(output if result.returncode != 0 else "\n".join(problems))
                continue
            failed.append(rel)
            print(f"FAIL {rel} ({count} blocks)")
            print(output if result.returncode != 0 else "\n".join(problems))
        else:
            print(f"ok   {rel} ({count} blocks)")
            if rel in pending:
                fixed.append(rel)
    print(f"{total} blocks type-checked in {len(files)} files ({pending_blocks} of them in pending "
          f"files, not enforced); "
          f"{len(all_fragments)} fragments not compiled; {len(all_apple)} Apple-only blocks not compiled here.")
    for fragment in all_fragments:
        print(f"  fragment {fragment}")
    if fixed:
        print(f"error: {', '.join(fixed)} now compile: remove them from "
              f"{os.path.relpath(PENDING, ROOT)} so that they stay compiling.", file=sys.stderr)
    if failed:
        print(f"error: {len(failed)} files have swift blocks that do not compile as written: "
              + ", ".join(failed) + ". Fix the docs, or give the block a prelude "
              "(Tests/DocSnippets/Preludes.swift); see the top of this script.", file=sys.stderr)
    if failed or fixed:
        sys.exit(1)


if __name__ == "__main__":
    main()
