#!/usr/bin/env python3
"""Checks that the end-to-end cases CMake registers and the cases unpod_e2e.sh has are one set.

usage: check_e2e_cases.py SOURCE_DIR
       check_e2e_cases.py --self-test

A case the script has and CMake does not register never runs; a registered name the script
does not know ends in its "unknown case" branch.
"""
import re
import sys
import tempfile
from pathlib import Path


def registered(cmake_text: str) -> set:
    """The names of `foreach(case ...)` in tests/e2e/CMakeLists.txt."""
    m = re.search(r"foreach\(case\s+(.*?)\)", cmake_text, re.S)
    if not m:
        return set()
    return set(m.group(1).split())


def scripted(script_text: str) -> set:
    """The labels of the script's `case $case_name in` statement, one `  name)` a line."""
    m = re.search(r'^case \$case_name in\n(.*?)^esac', script_text, re.S | re.M)
    if not m:
        return set()
    names = set()
    for line in m.group(1).splitlines():
        label = re.fullmatch(r"  ([a-z0-9-]+(?: ?\| ?[a-z0-9-]+)*)\)", line)
        if label:
            names.update(n.strip() for n in label.group(1).split("|"))
    return names


def check(source: Path) -> int:
    cmake = registered((source / "tests/e2e/CMakeLists.txt").read_text())
    script = scripted((source / "tests/e2e/unpod_e2e.sh").read_text())
    failures = 0
    if not cmake:
        print("tests/e2e/CMakeLists.txt: no foreach(case ...) list found")
        failures += 1
    if not script:
        print("tests/e2e/unpod_e2e.sh: no case statement found")
        failures += 1
    for name in sorted(script - cmake):
        print(f"case '{name}' is in unpod_e2e.sh but CMake does not register it: it never runs")
        failures += 1
    for name in sorted(cmake - script):
        print(f"CMake registers '{name}', which unpod_e2e.sh does not have")
        failures += 1
    print(f"{len(cmake)} registered, {len(script)} in the script, {failures} mismatches")
    return 1 if failures else 0


def self_test() -> int:
    """The check must fail on a tree with a case left out of either side."""
    script = "case $case_name in\n  one)\n    ;;\n  two | three)\n    ;;\n  *)\n    ;;\nesac\n"
    good = "foreach(case one two three)\nendforeach()\n"
    trees = {"good": (good, script, 0), "unregistered": ("foreach(case one two)\n", script, 1),
             "unknown": ("foreach(case one two three four)\n", script, 1),
             "no list": ("add_test(x)\n", script, 1)}
    failures = 0
    for name, (cmake_text, script_text, expected) in trees.items():
        with tempfile.TemporaryDirectory() as d:
            e2e = Path(d) / "tests/e2e"
            e2e.mkdir(parents=True)
            (e2e / "CMakeLists.txt").write_text(cmake_text)
            (e2e / "unpod_e2e.sh").write_text(script_text)
            got = check(Path(d))
        if got != expected:
            print(f"self-test '{name}': the check returned {got}, not {expected}")
            failures += 1
    print(f"self-test: {len(trees)} trees, {failures} wrong")
    return 1 if failures else 0


if __name__ == "__main__":
    if sys.argv[1:] == ["--self-test"]:
        sys.exit(self_test())
    sys.exit(check(Path(sys.argv[1])))
