// What Swift cannot say portably, said in C: the calls into Swift runtime metadata as each ABI
// signs it, and 64-bit atomic words that every supported OS version has.
//
// This is the package's one C target: not a dependency, part of ReducerCore. Swift calls these
// functions through `Internal/Enums/EnumReflection.swift`, `Internal/Reflection/StoredFields.swift`
// and `Internal/Runtime/Locking.swift`; nothing else includes this header.
//
// MARK: Assumptions, and what checks each
//
// 1. Value metadata (struct 0x200, enum 0x201, `Optional` 0x202) holds its kind at word 0 and
//    its nominal type descriptor at word 1; its value witness table pointer lies one word before
//    the metadata. An enum's table is the value witness table (8 function pointers, size,
//    stride, a 32-bit flags word, a 32-bit extra inhabitant count) followed by the enum
//    witnesses getEnumTag, destructiveProjectEnumData, destructiveInjectEnumTag.
//    Checked: Tests/Scripts/check-abi.py compiles a fixture enum with Swift's compiler for
//    each target (Tests/ABIFixtures) and compares the emitted metadata and table layout with
//    the offsets this header's structures give for the same target.
// 2. With pointer authentication (arm64e), Swift signs, in that metadata: the value witness
//    table pointer with the process-independent data key (DA), address-diversified,
//    discriminator 0x2e3f; the nominal type descriptor pointer with DA, address-diversified,
//    0xae86; each value witness with the function key (IA), address-diversified, one
//    discriminator per witness (getEnumTag 0xa3b5, destructiveProjectEnumData 0x041d,
//    destructiveInjectEnumTag 0xb2e4). These are `SpecialPointerAuthDiscriminators` and
//    `ValueWitness.def` in Swift's `include/swift/ABI/MetadataValues.h`.
//    Checked: the same script reads the signing of each of these pointers from the fixture's
//    arm64e IR, and checks that this file's arm64e code authenticates each read and call with
//    that key and discriminator (`autda` ... #11839, #44678; `braa`/`blraa` ... #41909, #1053,
//    #45796). Where a pointer does not authenticate, the process stops (the hardware's check):
//    it never reads through a forged pointer.
// 3. Where the target has pointer authentication (`__arm64e__`, the one architecture condition
//    of the package, here), the metadata functions are defined out of line, in
//    ReducerCRuntime.c, compiled by clang with the target's pointer authentication ABI, so
//    that the signing in (2) is honoured however the importing compiler treats this header.
//    Elsewhere they are inline, which the Swift compiler folds into the caller.
//    `REDUCER_CRUNTIME_OUT_OF_LINE` takes the out-of-line path on any target (to measure it).
// 4. `swift_getTypeByMangledNameInContext` is exported by the Swift runtime on every platform
//    (Swift 5.0 and later; the code the compiler emits for generic types calls it), with the
//    Swift calling convention, declared here with `swiftcall`. It is the only runtime function
//    the package calls by name.
// 5. The atomic words are 8-byte aligned `uint64_t`s, touched only through these functions
//    (C11 `__atomic` builtins, which compile to the processor's atomic instructions on every
//    target, arm64_32 included, and need no OS support).
//    Checked: check-abi.py compiles this file for each target and fails on a call to a
//    library atomic (`__atomic_*`), which would mean an OS-dependent helper.
// 6. One pointer-sized word per thread (C11 `_Thread_local`, which clang compiles to the
//    platform's thread-local storage on every Apple OS the package supports and on Linux):
//    the recording's thread words (`Recording/Internal/RecordingThread.swift`), read on every
//    recorded send and dependency read, where `pthread_getspecific` costs as much as the send;
//    two counts per thread (`ThreadCounter`), read by every `Scope` into an enum case and
//    every flow's screen action, plain integers that need no destructor; and the innermost
//    flow whose route is reducing on the thread (`FlowNesting`), the address of a node on that
//    thread's stack while the route's reducer runs, `NULL` otherwise, which needs none either.
//    The word is only a cache: the words are owned through a pthread key, whose destructor
//    frees them and points the word back to `reducer_no_thread_words` (where it starts: zeroed
//    memory never written, so that a reader needs no null test) when the thread ends. On
//    arm64e these functions are out of line too (3): an Apple platform reaches the word
//    through its thread-local variable descriptor's accessor, a function pointer that clang
//    calls authenticated (`blraaz`).
//    Checked: check-abi.py compiles this file for each target and fails unless each function
//    reaches the word through the target's thread-local access (`@TLVPPAGE` or `@TLVP` and
//    the accessor's call on Apple platforms, the `%fs` segment on x86_64 Linux, with the
//    initial-exec model of `REDUCER_THREAD_LOCAL` there: an offset, not a call).

#ifndef REDUCER_C_RUNTIME_H
#define REDUCER_C_RUNTIME_H

#include <stddef.h>
#include <stdint.h>

#if defined(__arm64e__)
#include <ptrauth.h>
#define REDUCER_CRUNTIME_OUT_OF_LINE 1
#define REDUCER_SIGNED_DATA(discriminator)                                                       \
  __ptrauth(ptrauth_key_process_independent_data, 1, discriminator)
#define REDUCER_SIGNED_WITNESS(discriminator)                                                    \
  __ptrauth(ptrauth_key_function_pointer, 1, discriminator)
#else
#define REDUCER_SIGNED_DATA(discriminator)
#define REDUCER_SIGNED_WITNESS(discriminator)
#endif

#if defined(REDUCER_CRUNTIME_OUT_OF_LINE)
#if defined(REDUCER_CRUNTIME_DEFINE)
#define REDUCER_METADATA_FUNCTION
#else
#define REDUCER_METADATA_FUNCTION extern
#endif
#else
#define REDUCER_METADATA_FUNCTION static inline __attribute__((always_inline))
#endif

#define REDUCER_ATOMIC_FUNCTION static inline __attribute__((always_inline))

#pragma clang assume_nonnull begin

// MARK: Runtime metadata

/// The case index of the enum value at `value`, whose type's metadata is `metadata`.
REDUCER_METADATA_FUNCTION uint32_t reducer_enum_tag(const void *value, const void *metadata);

/// Leaves the payload of the enum value at `value` at the start of its storage, clearing the
/// case bits kept in it (`destructiveProjectEnumData`).
REDUCER_METADATA_FUNCTION void reducer_enum_project(void *value, const void *metadata);

/// Makes the payload at the start of `value`'s storage the enum value of case `tag`
/// (`destructiveInjectEnumTag`).
REDUCER_METADATA_FUNCTION void reducer_enum_inject(void *value, uint32_t tag,
                                                   const void *metadata);

/// The size in bytes of a value of the type.
REDUCER_METADATA_FUNCTION size_t reducer_value_size(const void *metadata);

/// The nominal type descriptor of a struct, enum or `Optional` metadata.
REDUCER_METADATA_FUNCTION const void *reducer_type_descriptor(const void *metadata);

/// The metadata of the type a mangled name stands for in the generic context of `context`
/// (with its generic arguments at `arguments`), or null when the runtime cannot name it.
REDUCER_METADATA_FUNCTION const void *_Nullable reducer_type_by_mangled_name(
    const uint8_t *name, size_t length, const void *_Nullable context,
    const void *_Nullable arguments);

// MARK: Atomic words

/// Reads the word with acquire ordering.
REDUCER_ATOMIC_FUNCTION uint64_t reducer_atomic_load(uint64_t *word) {
  return __atomic_load_n(word, __ATOMIC_ACQUIRE);
}

/// Writes the word with release ordering.
REDUCER_ATOMIC_FUNCTION void reducer_atomic_store(uint64_t *word, uint64_t value) {
  __atomic_store_n(word, value, __ATOMIC_RELEASE);
}

/// Sets `bits` in the word (acquire and release) and returns the value from before.
REDUCER_ATOMIC_FUNCTION uint64_t reducer_atomic_fetch_or(uint64_t *word, uint64_t bits) {
  return __atomic_fetch_or(word, bits, __ATOMIC_ACQ_REL);
}

/// Adds `amount` to the word, wrapping, with relaxed ordering, and returns the new value.
REDUCER_ATOMIC_FUNCTION uint64_t reducer_atomic_add(uint64_t *word, uint64_t amount) {
  return __atomic_add_fetch(word, amount, __ATOMIC_RELAXED);
}

/// Reads the word with relaxed ordering (a plain load on every target).
REDUCER_ATOMIC_FUNCTION uint64_t reducer_atomic_load_relaxed(const uint64_t *word) {
  return __atomic_load_n(word, __ATOMIC_RELAXED);
}

/// Writes the word with relaxed ordering (a plain store on every target).
REDUCER_ATOMIC_FUNCTION void reducer_atomic_store_relaxed(uint64_t *word, uint64_t value) {
  __atomic_store_n(word, value, __ATOMIC_RELAXED);
}

/// How many `ActionRecorder`s this process made, defined in ReducerCRuntime.c (an atomic
/// word of assumption 5, touched only by the two functions below).
extern uint64_t reducer_recorders_made_storage;

/// Numbers a new `ActionRecorder`: 1 for the first, and so on.
REDUCER_ATOMIC_FUNCTION uint64_t reducer_recorder_number_next(void) {
  return __atomic_add_fetch(&reducer_recorders_made_storage, 1, __ATOMIC_RELAXED);
}

/// How many `ActionRecorder`s this process made. While it is 0 no recording reducer exists
/// (one is made from a recorder), so the store need not ask the thread's recording words when
/// it starts an effect. A thread that runs a recording reducer got its recorder after the
/// recorder's number was taken, so a relaxed read there sees it.
REDUCER_ATOMIC_FUNCTION uint64_t reducer_recorders_made(void) {
  return __atomic_load_n(&reducer_recorders_made_storage, __ATOMIC_RELAXED);
}

/// Copies `count` words from `source` (memory only this thread touches, of any type) into
/// `shared` (words other threads read with `reducer_words_snapshot`), each word a relaxed
/// atomic store: the writer's half of the recording's sequence lock
/// (`Recording/Internal/RecordingRing.swift`).
REDUCER_ATOMIC_FUNCTION void reducer_words_publish(uint64_t *shared, const void *source,
                                                   size_t count) {
  for (size_t index = 0; index < count; index++) {
    uint64_t word;
    __builtin_memcpy(&word, (const char *)source + index * sizeof(uint64_t), sizeof(word));
    __atomic_store_n(shared + index, word, __ATOMIC_RELAXED);
  }
}

/// Copies `count` words from `shared` (words another thread may be writing with
/// `reducer_words_publish`) into `copy` (memory of any type), each word a relaxed atomic load:
/// the reader's half of the sequence lock, which checks afterwards that no write overlapped.
REDUCER_ATOMIC_FUNCTION void reducer_words_snapshot(void *copy, const uint64_t *shared,
                                                    size_t count) {
  for (size_t index = 0; index < count; index++) {
    uint64_t word = __atomic_load_n(shared + index, __ATOMIC_RELAXED);
    __builtin_memcpy((char *)copy + index * sizeof(uint64_t), &word, sizeof(word));
  }
}

/// An acquire fence: loads before it are ordered before the loads and stores after it.
REDUCER_ATOMIC_FUNCTION void reducer_fence_acquire(void) {
  __atomic_thread_fence(__ATOMIC_ACQUIRE);
}

/// A release fence: loads and stores before it are ordered before the stores after it.
REDUCER_ATOMIC_FUNCTION void reducer_fence_release(void) {
  __atomic_thread_fence(__ATOMIC_RELEASE);
}

// MARK: The thread word (assumption 6)

/// Zeroed memory that a thread's word points to until the thread sets it: never written, and
/// larger than the words it stands for (`RecordingThread.swift` checks the size), so that a
/// recorded send reads the words' fields without testing the word for null.
extern uint64_t reducer_no_thread_words[64];

/// The address of `reducer_no_thread_words`.
static inline void *reducer_no_thread_words_address(void) { return reducer_no_thread_words; }

/// This thread's word (`reducer_no_thread_words_address()` until set on the thread).
REDUCER_METADATA_FUNCTION void *reducer_thread_word(void);

/// Sets this thread's word.
REDUCER_METADATA_FUNCTION void reducer_set_thread_word(void *word);

/// This thread's count number `index & 1` (`ThreadCounter` in
/// `Internal/Runtime/Locking.swift`: 0 counts enum payloads moved out while a child reduces,
/// 1 the actions reducers ignored); 0 on a new thread.
REDUCER_METADATA_FUNCTION intptr_t reducer_thread_count(size_t index);

/// Adds `amount` to this thread's count number `index & 1`, wrapping on overflow.
REDUCER_METADATA_FUNCTION void reducer_thread_count_add(size_t index, intptr_t amount);

/// The innermost flow whose route is reducing on this thread (`FlowNesting` in
/// `Internal/Runtime/Locking.swift`): a node on this thread's stack, or `NULL`.
REDUCER_METADATA_FUNCTION const void *_Nullable reducer_flow_nesting(void);

/// Sets this thread's innermost flow whose route is reducing (`reducer_flow_nesting`).
REDUCER_METADATA_FUNCTION void reducer_set_flow_nesting(const void *_Nullable node);

// MARK: The layout the metadata functions read (assumption 1)

/// The value witness table of an enum, followed by its enum witnesses.
typedef struct {
  const void *_Nullable otherWitnesses[8];
  size_t size;
  size_t stride;
  uint32_t flags;
  uint32_t extraInhabitantCount;
  uint32_t (*REDUCER_SIGNED_WITNESS(0xa3b5) getEnumTag)(const void *value,
                                                        const void *metadata);
  void (*REDUCER_SIGNED_WITNESS(0x041d) destructiveProjectEnumData)(void *value,
                                                                    const void *metadata);
  void (*REDUCER_SIGNED_WITNESS(0xb2e4) destructiveInjectEnumTag)(void *value, uint32_t tag,
                                                                  const void *metadata);
} reducer_enum_value_witness_table;

/// The words of value metadata around its address point: the value witness table pointer
/// (one word before the address point), the kind, the nominal type descriptor.
typedef struct {
  const reducer_enum_value_witness_table *REDUCER_SIGNED_DATA(0x2e3f) witnesses;
  uintptr_t kind;
  const void *REDUCER_SIGNED_DATA(0xae86) descriptor;
} reducer_value_metadata;

/// The words of value metadata, starting one word before `metadata`'s address point.
#define REDUCER_METADATA_WORDS(metadata)                                                         \
  ((const reducer_value_metadata *)(const void *)((const char *)(metadata) - sizeof(void *)))

#if !defined(REDUCER_CRUNTIME_OUT_OF_LINE) || defined(REDUCER_CRUNTIME_DEFINE)

/// The runtime's entry point (assumption 4).
extern const void *_Nullable swift_getTypeByMangledNameInContext(
    const char *typeNameStart, size_t typeNameLength, const void *_Nullable context,
    const void *const _Nullable *_Nullable genericArgs) __attribute__((swiftcall));

REDUCER_METADATA_FUNCTION uint32_t reducer_enum_tag(const void *value, const void *metadata) {
  return REDUCER_METADATA_WORDS(metadata)->witnesses->getEnumTag(value, metadata);
}

REDUCER_METADATA_FUNCTION void reducer_enum_project(void *value, const void *metadata) {
  REDUCER_METADATA_WORDS(metadata)->witnesses->destructiveProjectEnumData(value, metadata);
}

REDUCER_METADATA_FUNCTION void reducer_enum_inject(void *value, uint32_t tag,
                                                   const void *metadata) {
  REDUCER_METADATA_WORDS(metadata)->witnesses->destructiveInjectEnumTag(value, tag, metadata);
}

REDUCER_METADATA_FUNCTION size_t reducer_value_size(const void *metadata) {
  return REDUCER_METADATA_WORDS(metadata)->witnesses->size;
}

REDUCER_METADATA_FUNCTION const void *reducer_type_descriptor(const void *metadata) {
  return REDUCER_METADATA_WORDS(metadata)->descriptor;
}

REDUCER_METADATA_FUNCTION const void *_Nullable reducer_type_by_mangled_name(
    const uint8_t *name, size_t length, const void *_Nullable context,
    const void *_Nullable arguments) {
  return swift_getTypeByMangledNameInContext((const char *)name, length, context,
                                             (const void *const *)arguments);
}

/// The thread-local storage of assumption 6. The initial-exec model: the address is the
/// thread pointer plus an offset the loader fixes, so that a read is one load and no call
/// (the default for code built position-independent, general-dynamic, calls
/// `__tls_get_addr`; the call makes every recorded send keep a stack frame). It holds for the
/// app's executable and the libraries loaded with it, where SwiftPM links this package; an
/// ELF library opened later with `dlopen` takes its few bytes from the loader's reserve. Mach-O
/// has one model, its thread-local descriptors, and ignores the attribute.
#define REDUCER_THREAD_LOCAL _Thread_local __attribute__((tls_model("initial-exec")))

/// The storage of each thread's word (assumption 6), defined in ReducerCRuntime.c.
extern REDUCER_THREAD_LOCAL void *reducer_thread_word_storage;

REDUCER_METADATA_FUNCTION void *reducer_thread_word(void) {
  return reducer_thread_word_storage;
}

REDUCER_METADATA_FUNCTION void reducer_set_thread_word(void *word) {
  reducer_thread_word_storage = word;
}

/// The storage of each thread's two counts (assumption 6), defined in ReducerCRuntime.c.
extern REDUCER_THREAD_LOCAL intptr_t reducer_thread_count_storage[2];

REDUCER_METADATA_FUNCTION intptr_t reducer_thread_count(size_t index) {
  return reducer_thread_count_storage[index & 1];
}

REDUCER_METADATA_FUNCTION void reducer_thread_count_add(size_t index, intptr_t amount) {
  // Through unsigned arithmetic, which wraps (a signed overflow would be undefined).
  uintptr_t count = (uintptr_t)reducer_thread_count_storage[index & 1];
  reducer_thread_count_storage[index & 1] = (intptr_t)(count + (uintptr_t)amount);
}

/// The storage of each thread's innermost flow nesting (assumption 6), defined in
/// ReducerCRuntime.c.
extern REDUCER_THREAD_LOCAL const void *_Nullable reducer_flow_nesting_storage;

REDUCER_METADATA_FUNCTION const void *_Nullable reducer_flow_nesting(void) {
  return reducer_flow_nesting_storage;
}

REDUCER_METADATA_FUNCTION void reducer_set_flow_nesting(const void *_Nullable node) {
  reducer_flow_nesting_storage = node;
}

#endif

#pragma clang assume_nonnull end

#endif
