#!/usr/bin/env python3
"""Fails when a Swift file in Sources uses Glibc outside `#if canImport(Glibc)` with a Darwin
branch beside it, so that every module still builds for Apple platforms.

Usage: Scripts/portability-check.py [FOLDER ...]   (default: Sources)

A use is any line naming `Glibc` (an import or a qualified call such as `Glibc.write`). It is
allowed only inside the `#if canImport(Glibc)` arm of a conditional block that also has an
`#elseif canImport(Darwin)` or an `#else` arm. Each offending line is printed as
`FILE:LINE: ...` with the fix, and the exit status is 1.
"""

import pathlib
import re
import sys


def check(path):
    lines = path.read_text(encoding="utf-8").splitlines()
    # One entry per open #if: whether we are in its Glibc arm now, and its Glibc use lines.
    blocks = []
    problems = []
    for number, line in enumerate(lines, start=1):
        text = line.strip()
        if text.startswith("#if"):
            blocks.append({"glibc_arm": "canImport(Glibc)" in text, "uses": [], "other": False})
            continue
        if text.startswith("#elseif") or text.startswith("#else"):
            if blocks:
                blocks[-1]["glibc_arm"] = False
                if text.startswith("#else") and not text.startswith("#elseif"):
                    blocks[-1]["other"] = True
                elif "canImport(Darwin)" in text:
                    blocks[-1]["other"] = True
            continue
        if text.startswith("#endif"):
            if blocks:
                block = blocks.pop()
                if not block["other"]:
                    problems += [(n, "is in an #if canImport(Glibc) with no Darwin branch")
                                 for n in block["uses"]]
            continue
        if text.startswith("//") or not re.search(r"\bGlibc\b", text):
            continue
        arm = next((b for b in reversed(blocks) if b["glibc_arm"]), None)
        if arm is None:
            problems.append((number, "is outside #if canImport(Glibc)"))
        else:
            arm["uses"].append(number)
    return [f"{path}:{n}: Glibc {why}; put it in '#if canImport(Glibc)' with an "
            f"'#elseif canImport(Darwin)' branch beside it" for n, why in problems]


def main():
    folders = sys.argv[1:] or ["Sources"]
    problems = []
    count = 0
    for folder in folders:
        for path in sorted(pathlib.Path(folder).rglob("*.swift")):
            count += 1
            problems += check(path)
    for problem in problems:
        print(problem)
    print(f"portability-check: {count} files, {len(problems)} unguarded Glibc uses")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
