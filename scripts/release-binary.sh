#!/usr/bin/env bash
# Builds the release modelgen binary the way `make install` ships it and prints its path.
# On Linux the binary is fully static (--static-swift-stdlib and -static-executable): the Swift
# runtime, FoundationEssentials and the C libraries are linked in; no dynamic loading at start-up.
# The product uses FoundationEssentials only (no full Foundation, FoundationInternationalization or
# ICU). Its own build folder (.build-release) keeps the default release build intact; it is not
# shared with plain --static-swift-stdlib builds because SwiftPM does not recompile when only
# -Xswiftc flags change, so objects built without function sections would silently stay.
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ "$(uname)" == Linux ]]; then
  FLAGS=(--static-swift-stdlib --scratch-path .build-release)
  # Memory: the code a run executes is a few hundred KB scattered over 10 MB of text, and the
  # kernel maps it 64 KiB at a time, all of it counted as resident. lld places the functions listed
  # in scripts/hot-functions.txt side by side (each function in its own section, so it can move).
  # Benchmark run: peak RSS 44.0 -> 41.2 MB, same instructions. A stale list only loses part of that.
  # -static-executable links glibc, libstdc++, libm and libgcc's unwinder in as well: as shared
  # libraries they kept ~3.2 MB resident (loading, relocating and starting them touches far more of
  # them than the few functions used); the dynamic loader no longer runs (--help 2.7 -> 1.2 ms) and
  # the C functions a run calls join the ordering file. Benchmark run: the file-backed pages at exit
  # 9.3 -> 6.3 MB, peak RSS ~35 -> ~32 MB, 5 M fewer instructions. The binary needs no run-time
  # relocations (not position-independent), so RELR packing no longer applies. Like any static
  # glibc binary it still loads glibc's NSS modules for a home-folder lookup when HOME is unset, so
  # it wants the glibc version it was built against.
  LAYOUT=(-Xswiftc -static-executable
          -Xswiftc -Xfrontend -Xswiftc -function-sections -Xswiftc -use-ld=lld
          -Xlinker "--symbol-ordering-file=$PWD/scripts/hot-functions.txt"
          -Xlinker --no-warn-symbol-ordering)
  # SwiftPM does not know the ordering file is an input of the link: relink when it changed.
  BIN="$(swift build -c release "${FLAGS[@]}" --show-bin-path)/modelgen"
  if [[ scripts/hot-functions.txt -nt "$BIN" ]]; then rm -f "$BIN"; fi
else
  FLAGS=()
  LAYOUT=()
fi
swift build -c release --product modelgen "${FLAGS[@]}" ${LAYOUT[@]+"${LAYOUT[@]}"} >/dev/null
echo "$(swift build -c release "${FLAGS[@]}" --show-bin-path)/modelgen"
