#!/usr/bin/env bash
# Builds the release modelgen binary that `make install` ships and prints its path.
# On Linux the Swift runtime is linked in (--static-swift-stdlib), so the binary runs on machines
# without a Swift toolchain; it still links the system's C library dynamically.
set -euo pipefail
cd "$(dirname "$0")/.."
FLAGS=(-c release --product modelgen)
if [[ "$(uname)" == Linux ]]; then FLAGS+=(--static-swift-stdlib); fi
swift build "${FLAGS[@]}" >/dev/null
echo "$(swift build "${FLAGS[@]}" --show-bin-path)/modelgen"
