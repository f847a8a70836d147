#!/usr/bin/env python3
"""Compares a project's files with the copies Sourcery left, header lines aside.

Usage: compare-sourcery-outputs.py PROJECT [--old-header]

PROJECT/expected/ holds the committed files (generated outputs and the sources with inline regions) at
their paths relative to PROJECT. Run `modelgen --config .sourcery.yml` in PROJECT first (after copying
expected/ over the project), then this script: each file is SAME or DIFF (with a diff), an output
modelgen did not rewrite is STALE. The leading `// Generated using …` and `// DO NOT EDIT` lines are
left out of both sides; `--old-header` also drops the blank line Sourcery before 1.x wrote after them.
Exit status 1 when any file differs.
"""
import difflib
import os
import re
import sys

HEADER = re.compile(r"^(// Generated using (Sourcery|modelgen).*|// DO NOT EDIT.*)$")


def strip_header(text, drop_blank_line):
    lines = text.split("\n")
    index = 0
    while index < len(lines) and HEADER.match(lines[index]):
        index += 1
    if index and drop_blank_line and index < len(lines) and lines[index] == "":
        index += 1
    return "\n".join(lines[index:])


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    root = sys.argv[1]
    old_header = "--old-header" in sys.argv[2:]
    expected_root = os.path.join(root, "expected")
    same = different = 0
    for folder, _, names in sorted(os.walk(expected_root)):
        for name in sorted(names):
            relative = os.path.relpath(os.path.join(folder, name), expected_root)
            with open(os.path.join(expected_root, relative), encoding="utf-8") as handle:
                committed = handle.read()
            actual_path = os.path.join(root, relative)
            if not os.path.exists(actual_path):
                print("MISSING", relative)
                different += 1
                continue
            with open(actual_path, encoding="utf-8") as handle:
                actual = handle.read()
            if HEADER.match(committed.split("\n")[0]) and "Generated using modelgen" not in actual.split("\n\n")[0]:
                print("STALE  ", relative)
                different += 1
                continue
            want = strip_header(committed, old_header)
            got = strip_header(actual, False)
            if want == got:
                print("SAME   ", relative)
                same += 1
                continue
            print("DIFF   ", relative)
            different += 1
            for line in difflib.unified_diff(want.split("\n"), got.split("\n"), "committed", "modelgen", lineterm="", n=2):
                print("    " + line)
    print(f"{same} same, {different} different")
    sys.exit(1 if different else 0)


if __name__ == "__main__":
    main()
