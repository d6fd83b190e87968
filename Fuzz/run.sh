#!/usr/bin/env bash
# Builds the fuzz targets with libFuzzer and AddressSanitizer (leaks included) and runs each
# for MINUTES (default 30), one after the other, at low priority; MINUTES 0 only builds.
#   Fuzz/run.sh [MINUTES] [TARGET…]      targets: FuzzYAMLReader FuzzWholePath (default: both)
# Seeds are every scenario under Scenarios/; the corpus grows in Fuzz/.corpus/TARGET/ (not in
# git). A crash, leak or hang is written to Fuzz/artifacts/ and the script exits 1: turn it
# into a regression test (Tests/ScenarioKitTests/Hostile/), then fix it.
set -euo pipefail
cd "$(dirname "$0")"
minutes="${1:-30}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(FuzzYAMLReader FuzzWholePath)

# SwiftPM hands the compiler `-sanitize=fuzzer -sanitize=address`, and the last one wins:
# without the combined flag after them nothing gets coverage counters and libFuzzer is blind
# ("no interesting inputs were found").
flags=(-c release --sanitize fuzzer --sanitize address -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld)
for target in "${targets[@]}"; do
  nice -n 10 swift build "${flags[@]}" --product "$target" 2>&1 | tail -1
  if ! readelf -S ".build/release/$target" | grep __sancov_cntrs > /dev/null; then
    echo "$target was built without coverage counters" >&2
    exit 2
  fi
done
bin="$(swift build "${flags[@]}" --show-bin-path)"
[ "$minutes" -gt 0 ] || exit 0

mkdir -p artifacts
status=0
for target in "${targets[@]}"; do
  corpus=".corpus/$target"
  mkdir -p "$corpus"
  find ../Scenarios -name '*.yaml' -o -name '*.yml' | while read -r seed; do
    cp "$seed" "$corpus/seed-$(basename "$(dirname "$seed")")-$(basename "$seed")"
  done
  echo "== $target for $minutes min ($(ls "$corpus" | wc -l) inputs in $corpus)"
  # A run that takes more than 10 s on one input is a hang; 2 GB is a runaway.
  # Foundation's own leaks are suppressed (lsan.supp says which and why); any other fails.
  if ! ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS="suppressions=$PWD/lsan.supp" nice -n 10 "$bin/$target" "$corpus" \
      -dict=yaml.dict -max_total_time=$((minutes * 60)) -timeout=10 -rss_limit_mb=2048 \
      -max_len=8192 -print_final_stats=1 -artifact_prefix="artifacts/$target-" \
      2> >(grep -vE '^#[0-9]+.*(NEW|REDUCE|pulse)|^INFO: ' >&2); then
    status=1
    echo "== $target found a problem: see Fuzz/artifacts/"
  fi
done
exit $status
