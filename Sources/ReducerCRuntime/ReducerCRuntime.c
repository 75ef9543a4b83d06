// The out-of-line definitions of the metadata functions, where the header asks for them (on
// arm64e, assumption 3 of ReducerCRuntime.h); elsewhere the header defines them inline and
// this file defines nothing.

#define REDUCER_CRUNTIME_DEFINE 1
#include "ReducerCRuntime.h"

// The storage of each thread's word (assumption 6). `nodebug`: without it, this file's only
// definition off arm64e gives it a DWARF 5 unit, which the valgrind CI traces with (3.19)
// cannot read, and it gives up on the whole test bundle.
__attribute__((nodebug)) uint64_t reducer_no_thread_words[64];
__attribute__((nodebug)) REDUCER_THREAD_LOCAL void *reducer_thread_word_storage =
    reducer_no_thread_words;
// The storage of each thread's two counts (`ThreadCounter`), `nodebug` for the same reason.
__attribute__((nodebug)) REDUCER_THREAD_LOCAL intptr_t reducer_thread_count_storage[2] = {0, 0};
// The storage of each thread's innermost flow nesting (`FlowNesting`), `nodebug` for the same
// reason.
__attribute__((nodebug)) REDUCER_THREAD_LOCAL const void *reducer_flow_nesting_storage;
// How many `ActionRecorder`s this process made (`reducer_recorders_made`), `nodebug` for the
// same reason.
__attribute__((nodebug)) uint64_t reducer_recorders_made_storage = 0;

#if defined(__arm64e__) && !__has_feature(ptrauth_calls)
#error "arm64e without pointer authentication: the metadata functions would call witnesses raw."
#endif

#if defined(REDUCER_CHECK_GET_ENUM_TAG_OFFSET)
// Tests/Scripts/check-abi.py passes the offsets Swift's compiler lays out for the target.
#define REDUCER_CHECK_OFFSET(type, field, expected)                                              \
  _Static_assert((long)offsetof(type, field) == (long)(expected),                                \
                 #field " is not where Swift's compiler lays it out for this target")
REDUCER_CHECK_OFFSET(reducer_enum_value_witness_table, size, REDUCER_CHECK_SIZE_OFFSET);
REDUCER_CHECK_OFFSET(reducer_enum_value_witness_table, getEnumTag,
                     REDUCER_CHECK_GET_ENUM_TAG_OFFSET);
REDUCER_CHECK_OFFSET(reducer_enum_value_witness_table, destructiveProjectEnumData,
                     REDUCER_CHECK_PROJECT_OFFSET);
REDUCER_CHECK_OFFSET(reducer_enum_value_witness_table, destructiveInjectEnumTag,
                     REDUCER_CHECK_INJECT_OFFSET);
// The words start one word before the address point (REDUCER_METADATA_WORDS).
REDUCER_CHECK_OFFSET(reducer_value_metadata, witnesses,
                     REDUCER_CHECK_WITNESSES_OFFSET + (long)sizeof(void *));
REDUCER_CHECK_OFFSET(reducer_value_metadata, descriptor,
                     REDUCER_CHECK_DESCRIPTOR_OFFSET + (long)sizeof(void *));
#endif
