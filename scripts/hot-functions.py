#!/usr/bin/env python3
"""Writes the linker's symbol ordering file (scripts/hot-functions.txt) from callgrind profiles.

usage: hot-functions.py BINARY OUT PROFILE...

Lists every function the profiles saw executing that BINARY defines, hottest (own instructions
summed over the profiles) first, names as the linker knows them (profiles taken with
--demangle=no). Functions only ever called through (no own cost recorded) still count: they ran.
"""
import collections
import re
import subprocess
import sys

HEADER = """\
# Symbol ordering file for the release binary (scripts/release-binary.sh, Linux, lld).
# Functions the typical runs execute, hottest first: the linker places them side by side, so the
# few hundred KB of code a run uses fills few pages instead of touching pages all over the 10 MB
# of text (the kernel maps code 64 KiB at a time around each touched page, and every mapped page
# counts in the process's resident memory).
# Regenerate with `make hot-functions` after large code changes. A stale file only loses part of
# the benefit: names it lists that no longer exist are ignored, new functions land elsewhere.
"""

CALL_LINE = re.compile(r"^(c?fn)=\((\d+)\)(?: (.*))?$")
RECURSION_SUFFIX = re.compile(r"'\d+$")


def own_costs(profile_paths):
    """Own instruction count per function name over all profiles (callgrind's compressed format)."""
    cost = collections.Counter()
    for path in profile_paths:
        names, current, next_is_call_cost = {}, None, False
        with open(path, errors="replace") as profile:
            for line in profile:
                match = CALL_LINE.match(line.rstrip("\n"))
                if match:
                    kind, number, name = match.groups()
                    if name:
                        # Callgrind marks recursion depths as name'2, name'3: one function.
                        names[number] = RECURSION_SUFFIX.sub("", name.strip())
                    cost[names[number]] += 0
                    if kind == "fn":
                        current = names[number]
                    next_is_call_cost = False
                elif line.startswith("calls="):
                    next_is_call_cost = True
                elif line[:1].isdigit() or line[:1] in "+-*":
                    # The line after calls= is the callee's inclusive cost, not the caller's own.
                    if not next_is_call_cost and current is not None:
                        fields = line.split()
                        if len(fields) > 1:
                            cost[current] += int(fields[1])
                    next_is_call_cost = False
    return cost


def defined_functions(binary):
    # i/I: glibc's ifunc resolvers (memcpy, strlen, ...), which the statically linked binary runs
    # at start-up to pick each string function's implementation.
    listing = subprocess.run(["nm", "--defined-only", binary], capture_output=True, text=True, check=True)
    return {fields[2] for fields in (line.split() for line in listing.stdout.splitlines())
            if len(fields) == 3 and fields[1] in "tTwWiI"}


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    binary, out, profiles = sys.argv[1], sys.argv[2], sys.argv[3:]
    defined = defined_functions(binary)
    cost = own_costs(profiles)
    hot = sorted((name for name in cost if name in defined), key=lambda name: (-cost[name], name))
    with open(out, "w") as ordering:
        ordering.write(HEADER)
        ordering.writelines(name + "\n" for name in hot)
    print(f"hot-functions: {len(hot)} functions -> {out}")


if __name__ == "__main__":
    main()
