#!/usr/bin/env python3
"""Checks that every relative link in README.md and docs/**/*.md (and the other Markdown files of
the repository outside build folders) names a file that exists and, with `#anchor`, a heading of
that file. Prints each broken link as `file:line: link` and exits 1 when there is one.

Usage: scripts/check-doc-links.py [FILE.md ...]   (default: every tracked-looking .md file)
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SKIP_DIRS = {".build", ".git", ".swiftpm", "node_modules"}
LINK = re.compile(r"(?<!!)\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
IMAGE = re.compile(r"!\[[^\]]*\]\(\s*([^)\s]+)")
FENCE = re.compile(r"^\s*(```|~~~)")


def slug(heading):
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"`|\*|_(?=\W)|(?<=\W)_", "", heading.strip().lower())
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(path):
    found, counts = set(), {}
    in_fence = False
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            if FENCE.match(line):
                in_fence = not in_fence
                continue
            if in_fence:
                continue
            match = re.match(r"^#{1,6}\s+(.*?)\s*#*\s*$", line)
            if match:
                base = slug(match.group(1))
                count = counts.get(base, 0)
                found.add(base if count == 0 else f"{base}-{count}")
                counts[base] = count + 1
            for name in re.findall(r'<a\s+(?:name|id)="([^"]+)"', line):
                found.add(name)
    return found


def markdown_files():
    for folder, folders, files in os.walk(ROOT):
        folders[:] = sorted(f for f in folders if f not in SKIP_DIRS and not f.startswith("."))
        for name in sorted(files):
            if name.endswith(".md"):
                yield os.path.join(folder, name)


def broken_links(path):
    problems = []
    in_fence = False
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            if FENCE.match(line):
                in_fence = not in_fence
                continue
            if in_fence:
                continue
            line = re.sub(r"`[^`]*`", "", line)  # code spans are not links
            for target in LINK.findall(line) + IMAGE.findall(line):
                if re.match(r"^[a-z][a-z0-9+.-]*:", target, re.I):  # http:, https:, mailto:
                    continue
                file_part, _, anchor = target.partition("#")
                resolved = path if not file_part else os.path.normpath(os.path.join(os.path.dirname(path), file_part))
                if not os.path.exists(resolved):
                    problems.append((number, target, "no such file"))
                elif anchor and resolved.endswith(".md") and anchor not in anchors(resolved):
                    problems.append((number, target, "no such heading"))
    return problems


def main(arguments):
    paths = [os.path.abspath(a) for a in arguments] or list(markdown_files())
    failures = 0
    for path in paths:
        for number, target, reason in broken_links(path):
            print(f"{os.path.relpath(path, ROOT)}:{number}: {target} ({reason})")
            failures += 1
    print(f"checked {len(paths)} files: {failures} broken link(s)", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
