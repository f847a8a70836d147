#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ and runs each for FUZZ_SECONDS (default 60).
#   scripts/fuzz.sh                 # all targets
#   FUZZ_SECONDS=10 scripts/fuzz.sh parser template
#   scripts/fuzz.sh --typecheck     # only check that the harnesses still compile (CI runs this
#                                   # after `swift test`, against the debug build's modules)
# Findings (crash-*, timeout-*, leak-*) land in fuzz-out/<target>/; the summary table at the end
# gives executions and findings per target. Exit status 1 when anything was found.
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
SECONDS_EACH=${FUZZ_SECONDS:-60}
OUT=$ROOT/fuzz-out
BUILD=$OUT/build
mkdir -p "$BUILD"
# One package name for all: SystemSupport's API is `package`, shared with the cores only.
FLAGS=(-sanitize=fuzzer,address -parse-as-library -O -g -enable-testing -package-name modelgen)

sources() { find "$1" -name '*.swift' | sort; }
# The inline layout lives in the modelgen executable target: its few files are compiled with the harness.
INLINE_SOURCES=(Sources/modelgen/Output/SourceryInlineLayout.swift Sources/modelgen/Output/BlankLines.swift
  Sources/modelgen/Output/SourceIndex.swift)

if [[ "${1:-}" == "--typecheck" ]]; then
  MODULES=$(swift build --show-bin-path)/Modules
  for harness in ParserFuzzer TemplateFuzzer AnnotationFuzzer; do
    swiftc -typecheck -parse-as-library -I "$MODULES" "Fuzz/$harness.swift" || exit 2
  done
  swiftc -typecheck -parse-as-library -I "$MODULES" -module-name InlineFuzz -package-name modelgen \
    Fuzz/InlineLayoutFuzzer.swift "${INLINE_SOURCES[@]}" || exit 2
  echo "fuzz harnesses compile"
  exit 0
fi

build_module() { # name, source folder, extra args…
  local name=$1 folder=$2; shift 2
  swiftc "${FLAGS[@]}" -module-name "$name" -emit-module -emit-module-path "$BUILD/$name.swiftmodule" \
    -emit-library -static -o "$BUILD/lib$name.a" "$@" $(sources "$folder") 2> "$BUILD/$name.log" \
    || { cat "$BUILD/$name.log"; exit 2; }
}

echo "building instrumented modules…"
LINK=(-I "$BUILD" -L "$BUILD")
# Both cores import SystemSupport, so it is built first and linked into every target.
build_module SystemSupport Sources/SystemSupport
build_module SwiftDeclParser Sources/SwiftDeclParser "${LINK[@]}"
build_module TemplateEngine Sources/TemplateEngine "${LINK[@]}"

build_target() { # target, harness, extra sources/libs…
  local target=$1 harness=$2; shift 2
  swiftc "${FLAGS[@]}" "${LINK[@]}" -o "$BUILD/fuzz-$target" "$harness" "$@" 2> "$BUILD/fuzz-$target.log" \
    || { cat "$BUILD/fuzz-$target.log"; exit 2; }
}
build_target parser Fuzz/ParserFuzzer.swift -lSwiftDeclParser -lSystemSupport
build_target template Fuzz/TemplateFuzzer.swift -lTemplateEngine -lSystemSupport
build_target annotations Fuzz/AnnotationFuzzer.swift -lSwiftDeclParser -lSystemSupport
build_target inline Fuzz/InlineLayoutFuzzer.swift -module-name InlineFuzz -lSwiftDeclParser -lSystemSupport \
  "${INLINE_SOURCES[@]}"

seed() { # target, then folders/files whose files seed the corpus
  local target=$1; shift
  local corpus=$OUT/$target/corpus
  mkdir -p "$corpus"
  for path in "$@"; do
    [ -e "$path" ] || continue
    find "$path" -type f -size -64k | head -400 | while read -r file; do
      cp "$file" "$corpus/$(basename "$file" | tr -c 'A-Za-z0-9._-' _)-$(cksum < "$file" | cut -d' ' -f1)"
    done
  done
}
seed parser Examples/Models Tests/Fixtures Conformance/Fixtures/Parser Tests/Fixtures/FuzzRegressions/parser
seed template Templates Tests/Fixtures Conformance/Cases Tests/Fixtures/FuzzRegressions/template
seed annotations Tests/Fixtures/FuzzRegressions/annotations
printf 'key = "user_name", skip, transform = "DateTransform()"' > "$OUT/annotations/corpus/basic"
printf 'k = [1, "a"], d = {"a": 1}, ns:inner: x = 1' > "$OUT/annotations/corpus/json"
seed inline Examples/Models Tests/Fixtures Tests/Fixtures/FuzzRegressions/inline

status=0
printf '\n%-12s %12s %10s %s\n' target executions findings time
for target in ${*:-parser template annotations inline}; do
  dir=$OUT/$target
  mkdir -p "$dir/findings"
  (cd "$dir/findings" && "$BUILD/fuzz-$target" "$dir/corpus" -max_total_time="$SECONDS_EACH" -timeout=1 \
     -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1 > "$dir/log.txt" 2>&1)
  runs=$(grep -E '^stat::number_of_executed_units' "$dir/log.txt" | awk '{print $2}')
  found=$(find "$dir/findings" -type f \( -name 'crash-*' -o -name 'timeout-*' -o -name 'leak-*' -o -name 'oom-*' \) | wc -l)
  [ "$found" -gt 0 ] && status=1
  printf '%-12s %12s %10s %ss\n' "$target" "${runs:-?}" "$found" "$SECONDS_EACH"
done
[ $status -ne 0 ] && echo "findings: see fuzz-out/<target>/findings and fuzz-out/<target>/log.txt"
exit $status
