#!/usr/bin/env python3
"""Times modelgen over one corpus with several template folders, against `cat` (the I/O floor).

    python3 scripts/bench-template-sets.py --modelgen BIN --sources DIR [--runs 5] NAME=TEMPLATES_DIR...

Rounds are interleaved (one warm-up, then RUNS), so load on a shared machine hits every set alike;
each process is reaped with wait4() for its wall and CPU time (user + system, all threads). Prints
the medians and, per set, the median of its per-round ratio to `cat`. Used for docs/performance.md
(mock templates against stored-property templates and an empty template on the same corpus).
"""
import argparse
import os
import shutil
import statistics
import subprocess
import tempfile
import time


def run(argv):
    start = time.monotonic()
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"bench-template-sets: {' '.join(argv)} failed")
    return (time.monotonic() - start) * 1000, (usage.ru_utime + usage.ru_stime) * 1000


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--modelgen", required=True)
    parser.add_argument("--sources", required=True)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("sets", nargs="+", help="NAME=TEMPLATES_DIR")
    args = parser.parse_args()
    sets = dict(spec.split("=", 1) for spec in args.sets)
    work = tempfile.mkdtemp(prefix="modelgen-template-sets.")
    files = sorted(os.path.join(d, f) for d, _, names in os.walk(args.sources) for f in names if f.endswith(".swift"))
    file_list = os.path.join(work, "files.list")
    with open(file_list, "wb") as f:
        f.write(b"\0".join(p.encode() for p in files))
    # A new output folder per run: removing the previous one just before a timed run left the
    # kernel freeing it during the run.
    runs = 0
    samples = {name: [] for name in ["cat"] + list(sets)}
    for round_index in range(args.runs + 1):  # round 0 is the warm-up
        for name in samples:
            if name == "cat":
                result = run(["xargs", "-0", "-a", file_list, "cat"])
            else:
                runs += 1
                result = run([args.modelgen, "--sources", args.sources, "--templates", sets[name],
                              "--output", os.path.join(work, f"out-{runs}"), "--disable-cache", "--quiet"])
            if round_index:
                samples[name].append(result)
    shutil.rmtree(work, ignore_errors=True)
    print(f"{len(files)} files, {args.runs} rounds after a warm-up, load average {os.getloadavg()[0]:.1f}")
    floor = samples["cat"]
    for name, values in samples.items():
        wall = statistics.median(v[0] for v in values)
        cpu = statistics.median(v[1] for v in values)
        ratio = statistics.median(v[0] / c[0] for v, c in zip(values, floor))
        ratio_cpu = statistics.median(v[1] / c[1] for v, c in zip(values, floor))
        print(f"{name:40} {wall:7.0f} ms ({cpu:5.0f} ms CPU)   {ratio:4.1f}× floor ({ratio_cpu:4.1f}× CPU)")


if __name__ == "__main__":
    main()
