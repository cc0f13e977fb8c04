#!/usr/bin/env python3
"""Checks that each Catch2 binary's cases and its ctest entries are the same set.

usage: check_test_lists.py BUILD_DIR BINARY...

A case missing from ctest never runs (a hidden one, tagged [.], included); an entry that is not
a case runs a filter that matches nothing. Both have happened (a ';' in a case name made catch_discover_tests split it in two).
"""
import json
import os
import subprocess
import sys


def main() -> int:
    build, binaries = sys.argv[1], sys.argv[2:]
    if not binaries:
        print("no test binaries given")
        return 1
    shown = subprocess.run(["ctest", "--test-dir", build, "--show-only=json-v1"],
                           capture_output=True, text=True, check=True)
    entries = json.loads(shown.stdout)["tests"]
    failures = 0
    for binary in binaries:
        # Hidden cases too ("[.]" or a name starting with "."): catch_discover_tests makes no
        # entry for them, so one would never run; "[.],~[.]" lists hidden and shown alike.
        listed = subprocess.run([binary, "--list-test-names-only", "[.],~[.]"],
                                capture_output=True, text=True)
        cases = {line for line in listed.stdout.splitlines() if line.strip()}
        names = set()
        for e in entries:
            command = e.get("command") or []
            if not command or os.path.realpath(command[0]) != os.path.realpath(binary):
                continue
            # catch_discover_tests passes the case's name, with ',', '[' and ']' escaped, as the
            # argument after the binary; the entry's name is the prefix and that name.
            arg = command[1] if len(command) > 1 else ""
            for c in ",[]":
                arg = arg.replace("\\" + c, c)
            names.add(arg)
            if not e["name"].endswith(arg):
                print(f"{binary}: entry '{e['name']}' runs '{arg}'")
                failures += 1
        for name in sorted(cases - names):
            print(f"{binary}: case '{name}' has no ctest entry")
            failures += 1
        for name in sorted(names - cases):
            print(f"{binary}: ctest entry runs '{name}', which is no case")
            failures += 1
        print(f"{binary}: {len(cases)} cases, {len(names)} ctest entries")
        if not cases:
            print(f"{binary}: lists no cases")
            failures += 1
    print(f"{len(binaries)} binaries, {failures} mismatches")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
