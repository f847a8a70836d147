#!/usr/bin/env bash
# Builds the release modelgen binary the way `make install` ships it and prints its path.
# On Linux the Swift runtime and FoundationEssentials are linked statically (--static-swift-stdlib):
# no dynamic symbol binding at start-up. The product uses FoundationEssentials only (no full
# Foundation, FoundationInternationalization or ICU). Its own build folder (.build-release) keeps the
# default release build intact; it is not shared with plain --static-swift-stdlib builds because
# SwiftPM does not recompile when only -Xswiftc flags change, so objects built without function
# sections would silently stay.
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ "$(uname)" == Linux ]]; then
  FLAGS=(--static-swift-stdlib --scratch-path .build-release)
  # Memory: the code a run executes is a few hundred KB scattered over 10 MB of text, and the
  # kernel maps it 64 KiB at a time, all of it counted as resident. lld places the functions listed
  # in scripts/hot-functions.txt side by side (each function in its own section, so it can move);
  # relative relocations packed as RELR replace the 0.9 MB .rela.dyn the loader reads at start-up.
  # Benchmark run: peak RSS 44.0 -> 41.2 MB, same instructions. A stale list only loses part of that.
  LAYOUT=(-Xswiftc -Xfrontend -Xswiftc -function-sections -Xswiftc -use-ld=lld
          -Xlinker "--symbol-ordering-file=$PWD/scripts/hot-functions.txt"
          -Xlinker --no-warn-symbol-ordering)
  # An ld.so older than glibc 2.36 refuses a binary with RELR: pack only where the build host has it.
  if printf '%s\n' 2.36 "$(getconf GNU_LIBC_VERSION | cut -d' ' -f2)" | sort -V -C; then
    LAYOUT+=(-Xlinker -z -Xlinker pack-relative-relocs)
  fi
  # SwiftPM does not know the ordering file is an input of the link: relink when it changed.
  BIN="$(swift build -c release "${FLAGS[@]}" --show-bin-path)/modelgen"
  if [[ scripts/hot-functions.txt -nt "$BIN" ]]; then rm -f "$BIN"; fi
else
  FLAGS=()
  LAYOUT=()
fi
swift build -c release --product modelgen "${FLAGS[@]}" ${LAYOUT[@]+"${LAYOUT[@]}"} >/dev/null
echo "$(swift build -c release "${FLAGS[@]}" --show-bin-path)/modelgen"
