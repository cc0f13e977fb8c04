#!/usr/bin/env bash
# Checks that every tracked C/C++ source and header is formatted as the committed .clang-format
# says (clang-format 14, the version scripts/setup.sh installs on Debian 12): prints the files
# that are not, and exits 1 if there is any. It changes nothing; `clang-format -i FILE` fixes one.
#   scripts/check-format.sh [CLANG_FORMAT]      (default: clang-format-14, else clang-format)
set -euo pipefail
cd "$(dirname "$0")/.."

tool=${1:-}
if [[ -z $tool ]]; then
  if command -v clang-format-14 >/dev/null; then tool=clang-format-14; else tool=clang-format; fi
fi
if ! command -v "$tool" >/dev/null; then
  echo "check-format: $tool not found (scripts/setup.sh installs clang-format)" >&2
  exit 2
fi
version=$("$tool" --version)
if [[ $version != *" 14."* ]]; then
  # Another version formats some constructs differently: its verdict is not CI's.
  echo "check-format: $tool is not clang-format 14 ($version)" >&2
  exit 2
fi

# A .clang-format it cannot read would make every file look clean below.
if ! "$tool" --style=file --dump-config >/dev/null; then
  echo "check-format: $tool cannot read .clang-format" >&2
  exit 2
fi

# Tracked files only (not build trees), deleted ones left out.
mapfile -d '' files < <(git ls-files -z --cached -- '*.c' '*.cc' '*.cpp' '*.cxx' '*.h' '*.hh' \
  '*.hpp' '*.hxx' '*.inl')
present=()
for f in "${files[@]}"; do [[ -f $f ]] && present+=("$f"); done
# A batch per process, the cores in parallel; each file not clean is named in its diagnostics
# ("FILE:LINE:COL: error: code should be clang-formatted").
mapfile -t unclean < <(printf '%s\0' "${present[@]}" |
  xargs -0 -n 40 -P "$(nproc)" "$tool" --style=file --dry-run --Werror 2>&1 |
  sed -n 's/^\(.*\):[0-9]*:[0-9]*: error: code should be clang-formatted.*/\1/p' | sort -u)

if ((${#unclean[@]})); then
  echo "check-format: ${#unclean[@]} of ${#present[@]} files are not formatted as .clang-format says:"
  printf '  %s\n' "${unclean[@]}"
  echo "fix one with: $tool -i FILE"
  exit 1
fi
echo "check-format: ${#present[@]} files formatted as .clang-format says"
