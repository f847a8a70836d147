#!/usr/bin/env bash
# Builds the release modelgen binary the way `make install` ships it and prints its path.
# On Linux the Swift runtime and FoundationEssentials are linked statically (--static-swift-stdlib):
# no dynamic symbol binding at start-up. The product uses FoundationEssentials only (no full
# Foundation, FoundationInternationalization or ICU). Its own build folder (.build-static) keeps the
# default release build intact.
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ "$(uname)" == Linux ]]; then
  FLAGS=(--static-swift-stdlib --scratch-path .build-static)
else
  FLAGS=()
fi
swift build -c release --product modelgen "${FLAGS[@]}" >/dev/null
echo "$(swift build -c release "${FLAGS[@]}" --show-bin-path)/modelgen"
