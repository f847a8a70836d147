#!/usr/bin/env bash
# `make hot-functions`: regenerates scripts/hot-functions.txt, the symbol ordering file with which
# scripts/release-binary.sh links the release binary on Linux (why: see that file's header).
# Profiles typical runs of the release binary under callgrind: the benchmark templates on a
# generated 200-file corpus (as `make bench` runs them), the shipped Templates on the same corpus
# with a cold and then a warm parse cache, the repository's own Examples, `parse --json`, `--help`.
# Needs valgrind and ../shared/bench/gen_corpus.py. Takes a few minutes.
set -euo pipefail
cd "$(dirname "$0")/.."

GEN=../shared/bench/gen_corpus.py
[[ -f "$GEN" ]] || GEN=/work/shared/bench/gen_corpus.py
[[ -f "$GEN" ]] || { echo "hot-functions: corpus generator not found (../shared/bench/gen_corpus.py)" >&2; exit 1; }
command -v valgrind >/dev/null || { echo "hot-functions: valgrind not found" >&2; exit 1; }

BIN="$(scripts/release-binary.sh)"
WORK="$(mktemp -d /tmp/modelgen-hot.XXXXXX)"
trap 'rm -rf "$WORK"' EXIT
python3 "$GEN" --files 200 --seed 1 --out "$WORK/corpus" >/dev/null

run=0
profile() { # modelgen arguments; output and cache stay inside $WORK
  run=$((run + 1))
  valgrind -q --tool=callgrind --demangle=no --callgrind-out-file="$WORK/run$run.cg" "$BIN" "$@" >/dev/null
}
profile --sources "$WORK/corpus" --templates Conformance/BenchTemplates --output "$WORK/bench" --disable-cache -q
profile --sources "$WORK/corpus" --templates Templates --output "$WORK/shipped" --cache-path "$WORK/cache" -q
profile --sources "$WORK/corpus" --templates Templates --output "$WORK/shipped" --cache-path "$WORK/cache" -q
profile --sources Examples/Models --templates Templates --output "$WORK/examples" --disable-cache -q
profile parse --json "$WORK/corpus"
profile --help

python3 scripts/hot-functions.py "$BIN" scripts/hot-functions.txt "$WORK"/run*.cg
