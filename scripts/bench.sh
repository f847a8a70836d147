#!/usr/bin/env bash
# `make bench` / `make bench-quick`: modelgen against the reference pipeline (swift-syntax +
# Stencil, Conformance/Sources/reference) on generated corpora, release builds.
#
#   scripts/bench.sh           200- and 2,000-file corpora (seed 1), 5 runs, watch latency, and the
#                              mock-template row on a 7,000-file `gen_corpus.py --mocks` corpus
#   scripts/bench.sh --quick   200-file corpus, 3 runs, short watch run, 700-file mock corpus
#
# Environment: BENCH_RUNS (timed runs after the warm-up), BENCH_WATCH_ROUNDS, BENCH_NO_WATCH=1,
# BENCH_NO_REFERENCE=1 (modelgen rows only, outputs not compared: when swift-syntax is not built),
# BENCH_JSON=FILE (medians and ratios as JSON too), BENCH_MOCK_FILES, BENCH_MOCK_TEMPLATES=DIR (e.g.
# a folder holding Sourcery's AutoMockable.stencil).
# Fails loudly if the two tools' outputs differ. Tables: see docs/performance.md.
set -euo pipefail
cd "$(dirname "$0")/.."

QUICK=0
if [[ "${1:-}" == "--quick" ]]; then QUICK=1; fi
if (( QUICK )); then
  SIZES=(200); RUNS="${BENCH_RUNS:-3}"; WATCH_FILES=200; WATCH_ROUNDS="${BENCH_WATCH_ROUNDS:-5}"; MOCK_FILES=700
else
  SIZES=(200 2000); RUNS="${BENCH_RUNS:-5}"; WATCH_FILES=2000; WATCH_ROUNDS="${BENCH_WATCH_ROUNDS:-20}"; MOCK_FILES=7000
fi
# The mock-template row: a real-world-sized corpus with service protocols (gen_corpus.py --mocks)
# rendered with the macro-heavy templates of BENCH_MOCK_TEMPLATES (default Conformance/BenchMockTemplates).
MOCK_FILES="${BENCH_MOCK_FILES:-$MOCK_FILES}"
MOCK_TEMPLATES="${BENCH_MOCK_TEMPLATES:-Conformance/BenchMockTemplates}"

GEN=scripts/gen_corpus.py

echo "bench: building modelgen and reference (release)…"
# BENCH_MODELGEN=PATH times that binary instead of building one.
# The binary `make install` ships (scripts/release-binary.sh), unless BENCH_MODELGEN names one.
MODELGEN="${BENCH_MODELGEN:-$(scripts/release-binary.sh)}"
if [[ "${BENCH_NO_REFERENCE:-0}" == 1 ]]; then
  REFERENCE=none
else
  swift build -c release --package-path Conformance --product reference >/dev/null
  REFERENCE="$(swift build -c release --package-path Conformance --show-bin-path)/reference"
fi

WORK="$(mktemp -d /tmp/modelgen-bench.XXXXXX)"
trap 'rm -rf "$WORK"' EXIT

CORPORA=()
for n in "${SIZES[@]}"; do
  python3 "$GEN" --files "$n" --seed 1 --out "$WORK/corpus-$n" >/dev/null
  CORPORA+=(--corpus "$n=$WORK/corpus-$n")
done

python3 "$GEN" --files "$MOCK_FILES" --seed 1 --mocks --out "$WORK/mocks-$MOCK_FILES" >/dev/null

WATCH_ARGS=()
if [[ "${BENCH_NO_WATCH:-0}" != 1 ]]; then
  echo "bench: watch latency ($WATCH_FILES files, $WATCH_ROUNDS saves; scripts/bench-watch.sh)…"
  scripts/bench-watch.sh "$WATCH_FILES" "$WATCH_ROUNDS" | tee "$WORK/watch.txt"
  WATCH_ARGS=(--watch-output "$WORK/watch.txt" --watch-files "$WATCH_FILES")
fi

python3 scripts/bench.py --modelgen "$MODELGEN" --reference "$REFERENCE" \
  --templates Conformance/BenchTemplates --work "$WORK" --runs "$RUNS" \
  --mock-corpus "$MOCK_FILES=$WORK/mocks-$MOCK_FILES" --mock-templates "$MOCK_TEMPLATES" \
  ${BENCH_JSON:+--save-json "$BENCH_JSON"} "${CORPORA[@]}" "${WATCH_ARGS[@]}"
