#!/usr/bin/env python3
"""Pins the run-time layout facts ReducerCore's readers rely on, per target (issue 41).

For each target, Swift's compiler emits the IR of Tests/ABIFixtures/Layout.swift (a -parse-stdlib
fixture: no SDK needed), and this script reads off it the facts the readers assume: where value
metadata keeps its value witness table, kind and nominal type descriptor; the offsets of the
value witness table's fields; an enum descriptor's and its field records' layout; the sizes of enums of tricky shapes (split tags on arm64_32); and, on arm64e, how Swift
signs each pointer the readers follow (key, address diversity, discriminator). The facts are
compared with Tests/ABIFixtures/<target>.facts.

Then the package's C target (Sources/ReducerCRuntime) is compiled for the same target with the
offsets just read (its static assertions compare them with its own structures), in the
out-of-line form arm64e uses, and its assembly is checked: on arm64e every metadata read and
witness call authenticates with the key and discriminator the IR shows; nowhere does an atomic
word compile to a library call (which would need OS support).

  Tests/Scripts/check-abi.py            check every target
  Tests/Scripts/check-abi.py --update   rewrite the .facts files from what the compiler emits
"""
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FIXTURES = os.path.join(ROOT, "Tests", "ABIFixtures")
C_TARGET = os.path.join(ROOT, "Sources", "ReducerCRuntime")
TARGETS = [
    "arm64e-apple-ios17.0",
    "arm64-apple-ios17.0",
    "arm64_32-apple-watchos10.0",
    "x86_64-apple-macosx14.0",
    "x86_64-unknown-linux-gnu",
]
WITNESSES = {12: "getEnumTag", 13: "destructiveProjectEnumData", 14: "destructiveInjectEnumTag"}
KEYS = {0: "IA", 1: "IB", 2: "DA", 3: "DB"}
ENUMS = ["E", "Five", "Many", "PaddedCases", "Boxed"]


def fail(message):
    print(f"error: {message}", file=sys.stderr)
    sys.exit(1)


def run(command):
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        fail(f"{' '.join(command)} failed:\n{result.stderr}")
    return result.stdout


def split_top(body):
    """Splits an IR aggregate's body at its top-level commas."""
    parts, depth, current = [], 0, ""
    for char in body:
        if char in "([{<":
            depth += 1
        elif char in ")]}>":
            depth -= 1
        if char == "," and depth == 0:
            parts.append(current.strip())
            current = ""
        else:
            current += char
    if current.strip():
        parts.append(current.strip())
    return parts


def aggregate_end(text):
    """Where the aggregate (`<{ ... }>` or `{ ... }`) at the start of `text` ends."""
    depth = 0
    for index, char in enumerate(text):
        if char in "([{<":
            depth += 1
        elif char in ")]}>":
            depth -= 1
            if depth == 0:
                return index + 1
    fail(f"unbalanced aggregate: {text[:80]}")


def aggregate(text):
    """The elements of `<{ ... }>` or `{ ... }` at the start of `text`."""
    text = text.strip()
    inset = 2 if text.startswith("<{") else 1
    return split_top(text[inset:aggregate_end(text) - inset])


def sizes(types, word):
    """Offsets of each field of a packed-or-natural struct of ptr/iN fields (natural alignment)."""
    offsets, offset = [], 0
    for kind in types:
        size = word if kind == "ptr" else int(kind[1:]) // 8
        offset = (offset + size - 1) // size * size
        offsets.append(offset)
        offset += size
    return offsets


def global_initializer(ir, name):
    match = re.search(r'^@"?' + re.escape(name) + r'"? = [^\n]*?(?:constant|global) ([^\n]*)$', ir, re.M)
    if not match:
        fail(f"the IR has no global {name}")
    line = match.group(1)
    # Skip the type: the initializer is the aggregate after a named type or a literal one.
    line = line.split(" ", 1)[1] if line.startswith("%") else line[aggregate_end(line):]
    return aggregate(line)


def ptrauth(ir, reference):
    """(key, address-diversified, discriminator) of a `@x.ptrauth` reference, or None."""
    name = reference.split()[-1].lstrip("@").strip('"')
    if not name.endswith(".ptrauth") and ".ptrauth." not in name:
        return None
    fields = global_initializer(ir, name)
    key = int(fields[1].split()[-1])
    address = fields[2].split(" ", 1)[1].strip() != "0"
    discriminator = int(fields[3].split()[-1])
    return key, address, discriminator


def signing(ir, reference):
    auth = ptrauth(ir, reference)
    if auth is None:
        return "unsigned"
    key, address, discriminator = auth
    return f"signed {KEYS[key]}, {'address-diversified' if address else 'not address-diversified'}, 0x{discriminator:04x}"


def facts_for(target, workdir):
    ll = os.path.join(workdir, f"{target}.ll")
    run(["swiftc", "-frontend", "-emit-ir", "-parse-stdlib", "-O", "-target", target,
         "-module-name", "m", os.path.join(FIXTURES, "Layout.swift"), "-o", ll])
    ir = open(ll).read()
    layout = re.search(r'target datalayout = "([^"]*)"', ir).group(1)
    word = 4 if re.search(r"(^|-)p:32", layout) else 8
    facts, numbers = [f"word: {word} bytes"], {"word": word}

    table = re.search(r"^%swift\.enum_vwtable = type \{ ([^}]*) \}", ir, re.M).group(1).split(", ")
    offsets = sizes(table, word)
    facts.append("value witness table: " + ", ".join(
        f"{name} at {offsets[index]}" for index, name in
        [(8, "size"), (9, "stride"), (10, "flags"), (11, "extraInhabitantCount")] + sorted(WITNESSES.items())))
    numbers.update(size=offsets[8], tag=offsets[12], project=offsets[13], inject=offsets[14])

    alias = re.search(r'^@"\$s1m1EON" = [^\n]*alias %swift\.type, getelementptr inbounds \(<\{ ([^}]*) \}>, ptr @"\$s1m1EOMf", i32 0, i32 (\d+)\)', ir, re.M)
    full_types, point = alias.group(1).split(", "), int(alias.group(2))
    full_offsets = sizes(full_types, word)
    full = global_initializer(ir, "$s1m1EOMf")
    relative = [full_offsets[index] - full_offsets[point] for index in range(len(full))]
    kind = int(full[point].split()[-1])
    witnesses_at, descriptor_at = relative[point - 1], relative[point + 1]
    facts.append(f"enum metadata: value witness table at {witnesses_at}, kind at 0 (0x{kind:x}), "
                 f"nominal type descriptor at {descriptor_at}")
    numbers.update(witnesses_at=witnesses_at, descriptor_at=descriptor_at)
    facts.append(f"value witness table pointer: {signing(ir, full[point - 1])}")
    facts.append(f"nominal type descriptor pointer: {signing(ir, full[point + 1])}")
    witnesses = global_initializer(ir, "$s1m1EOWV")
    for index, name in sorted(WITNESSES.items()):
        facts.append(f"{name} witness: {signing(ir, witnesses[index])}")

    descriptor = global_initializer(ir, "$s1m1EOMn")
    payload_cases = int(descriptor[5].split()[-1]) & 0xFFFFFF
    empty_cases = int(descriptor[6].split()[-1])
    facts.append(f"enum descriptor: {len(descriptor)} 32-bit words, fields at byte 16, "
                 f"payload cases {payload_cases} and empty cases {empty_cases} at bytes 20 and 24")
    records = global_initializer(ir, "$s1m1EOMF")
    facts.append(f"field descriptor: header {{{', '.join(field.split()[0] for field in records[:5])}}}, "
                 f"record size {records[3].split()[-1]} at byte 10, count {records[4].split()[-1]} at byte 12")
    struct = global_initializer(ir, "$s1m1SVMn")
    facts.append(f"struct descriptor: {len(struct)} 32-bit words, fields at byte 16, "
                 f"stored properties {struct[5].split()[-1]} at byte 20")
    for name in ENUMS:
        table = global_initializer(ir, f"$s1m{len(name)}{name}OWV")
        facts.append(f"enum {name}: size {table[8].split()[-1]}, stride {table[9].split()[-1]}")
    return facts, numbers


def check_c(target, numbers, workdir):
    base = ["clang", "-target", target, "-O2", "-S", "-ffreestanding", "-nostdlibinc",
            "-Wall", "-Wextra", "-Wcast-align", "-Wmissing-prototypes", "-Wstrict-prototypes",
            "-Wshorten-64-to-32", "-Wconversion", "-Werror", "-I", os.path.join(C_TARGET, "include")]
    asm = run(base + [
        # Position-independent, as SwiftPM builds the C target, so that the thread-local
        # model below is the one a package build gets.
        "-fPIC",
        "-DREDUCER_CRUNTIME_OUT_OF_LINE",
        f"-DREDUCER_CHECK_GET_ENUM_TAG_OFFSET={numbers['tag']}",
        f"-DREDUCER_CHECK_PROJECT_OFFSET={numbers['project']}",
        f"-DREDUCER_CHECK_INJECT_OFFSET={numbers['inject']}",
        f"-DREDUCER_CHECK_SIZE_OFFSET={numbers['size']}",
        f"-DREDUCER_CHECK_WITNESSES_OFFSET={numbers['witnesses_at']}",
        f"-DREDUCER_CHECK_DESCRIPTOR_OFFSET={numbers['descriptor_at']}",
        os.path.join(C_TARGET, "ReducerCRuntime.c"), "-o", "-"])
    problems = []
    # Each function's body runs from its label to the next function's (or the end).
    functions = dict(re.findall(r"^_?(reducer_\w+):[^\n]*\n(.*?)(?=^_?reducer_\w+:|\Z)", asm, re.M | re.S))
    expected = {
        "reducer_enum_tag": (0x2E3F, 0xA3B5), "reducer_enum_project": (0x2E3F, 0x041D),
        "reducer_enum_inject": (0x2E3F, 0xB2E4), "reducer_value_size": (0x2E3F, None),
        "reducer_type_descriptor": (0xAE86, None),
    }
    for name, (data, witness) in expected.items():
        body = functions.get(name)
        if body is None:
            problems.append(f"{name} is not in the assembly")
            continue
        authenticates = "autda" in body or "blraa" in body or "braa" in body
        if target.startswith("arm64e"):
            if not re.search(rf"movk\s+x\d+, #{data}, lsl #48[^\n]*\n(?:[^\n]*\n)*?\s*autda", body):
                problems.append(f"{name} does not authenticate its data pointer with DA and 0x{data:04x}")
            if witness is not None and not re.search(
                    rf"movk\s+x\d+, #{witness}, lsl #48[^\n]*\n\s*b(l)?raa\s", body):
                problems.append(f"{name} does not call its witness authenticated with IA and 0x{witness:04x}")
            if re.search(r"\bbr\s|\bblr\s|\bbraaz\s|\bblraaz\s", body):
                problems.append(f"{name} branches through an unauthenticated or zero-discriminator pointer")
        elif authenticates:
            problems.append(f"{name} authenticates on a target without pointer authentication")
    # The thread word (assumption 6): each function reaches it through the target's
    # thread-local access, never through a plain global.
    for name in ("reducer_thread_word", "reducer_set_thread_word", "reducer_thread_count",
                 "reducer_thread_count_add", "reducer_flow_nesting", "reducer_set_flow_nesting"):
        body = functions.get(name)
        if body is None:
            problems.append(f"{name} is not in the assembly")
            continue
        if "apple" in target:
            if target.startswith("x86_64"):
                descriptor, call = "@TLVP(", r"\bcallq\s+\*"
            else:
                descriptor = "@TLVPPAGE"
                call = r"\bblraaz\s" if target.startswith("arm64e") else r"\bblr\s"
            if descriptor not in body or not re.search(call, body):
                problems.append(f"{name} does not reach the word through its thread-local descriptor")
        elif "%fs:" not in body:
            problems.append(f"{name} does not reach the word through the thread's %fs segment")
        elif "@GOTTPOFF" not in body or "__tls_get_addr" in body:
            # The initial-exec model (REDUCER_THREAD_LOCAL): an offset from the thread
            # pointer, no call, so that a recorded send needs no stack frame.
            problems.append(f"{name} does not reach the word through the initial-exec model")
    atomics_source = os.path.join(workdir, "atomics.c")
    with open(atomics_source, "w") as source:
        source.write('#include "ReducerCRuntime.h"\n'
                     "uint64_t load(uint64_t *w); void store(uint64_t *w, uint64_t v);\n"
                     "uint64_t fetch_or(uint64_t *w, uint64_t v); uint64_t add(uint64_t *w, uint64_t v);\n"
                     "uint64_t load(uint64_t *w) { return reducer_atomic_load(w); }\n"
                     "void store(uint64_t *w, uint64_t v) { reducer_atomic_store(w, v); }\n"
                     "uint64_t fetch_or(uint64_t *w, uint64_t v) { return reducer_atomic_fetch_or(w, v); }\n"
                     "uint64_t add(uint64_t *w, uint64_t v) { return reducer_atomic_add(w, v); }\n"
                     "uint64_t load_relaxed(const uint64_t *w);\n"
                     "uint64_t load_relaxed(const uint64_t *w) { return reducer_atomic_load_relaxed(w); }\n"
                     "void store_relaxed(uint64_t *w, uint64_t v);\n"
                     "void store_relaxed(uint64_t *w, uint64_t v) { reducer_atomic_store_relaxed(w, v); }\n"
                     "void publish(uint64_t *s, const void *w, size_t n);\n"
                     "void publish(uint64_t *s, const void *w, size_t n) { reducer_words_publish(s, w, n); }\n"
                     "void snapshot(void *c, const uint64_t *s, size_t n);\n"
                     "void snapshot(void *c, const uint64_t *s, size_t n) { reducer_words_snapshot(c, s, n); }\n"
                     "void fences(void);\n"
                     "void fences(void) { reducer_fence_acquire(); reducer_fence_release(); }\n")
    atomics = run(base + [atomics_source, "-o", "-"])
    if re.search(r"__atomic_|__sync_", atomics):
        problems.append("an atomic word compiles to a library call (needs OS support)")
    return problems


def main():
    update = "--update" in sys.argv
    failures = 0
    with tempfile.TemporaryDirectory() as workdir:
        for target in TARGETS:
            facts, numbers = facts_for(target, workdir)
            text = "\n".join(facts) + "\n"
            path = os.path.join(FIXTURES, f"{target}.facts")
            if update:
                with open(path, "w") as file:
                    file.write(text)
            expected = open(path).read() if os.path.exists(path) else ""
            if text != expected:
                failures += 1
                print(f"error: {target}: the compiler's layout differs from {os.path.relpath(path, ROOT)}:",
                      file=sys.stderr)
                for line in sorted(set(expected.splitlines()) ^ set(text.splitlines())):
                    marker = "−" if line in expected.splitlines() else "+"
                    print(f"  {marker} {line}", file=sys.stderr)
            problems = check_c(target, numbers, workdir)
            for problem in problems:
                print(f"error: {target}: ReducerCRuntime: {problem}", file=sys.stderr)
            failures += len(problems)
            if text == expected and not problems:
                print(f"abi: {target}: layout as pinned, C target checked ({len(facts)} facts)")
    if failures:
        print("The readers assume the facts in Tests/ABIFixtures; where the compiler now lays out "
              "or signs metadata differently, update the readers (ReducerCRuntime.h, "
              "EnumReflection.swift) first, then the facts (--update).", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
