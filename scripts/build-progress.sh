#!/usr/bin/env bash
# Compiles every package before vet and the tests, printing a line every 20
# packages it actually builds: a cold build of Fyne and SQLite takes several
# minutes and would otherwise print nothing at all.
set -o pipefail
echo "build: compiling the packages (a cold build takes several minutes; a line every 20 packages)"
${GO:-go} build -v "$@" ./... 2>&1 | awk '
  /^#|: / { print; err = 1; next }
  { n++; if (n % 20 == 0) { printf "  built %d packages, now %s\n", n, $0; fflush() } }
  END { printf "build: %d packages built (the rest were up to date)\n", n }'
