#!/usr/bin/env bash
# Watch-mode latency: time from saving a model file to the rewritten output,
# on the 2,000-file benchmark corpus, with `modelgen --watch` (inotify/FSEvents)
# and `--watch-poll`. Usage: scripts/bench-watch.sh [FILES] [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/.."

FILES="${1:-2000}"
ROUNDS="${2:-20}"
WORK="${BENCH_WATCH_DIR:-$(mktemp -d /tmp/modelgen-bench-watch.XXXXXX)}"
trap 'rm -rf "$WORK"' EXIT

MODELGEN="${BENCH_MODELGEN:-$(scripts/release-binary.sh)}"

python3 scripts/gen_corpus.py --files "$FILES" --out "$WORK/Sources" --seed 1 >/dev/null
mkdir -p "$WORK/Templates"
cat > "$WORK/Templates/AutoCodable.stencil" <<'STENCIL'
{% for type in types.implementing.AutoCodable %}
extension {{ type.name }} {
    enum CodingKeys: String, CodingKey {
        {% for variable in type.storedVariables %}
        case {{ variable.name }}
        {% endfor %}
    }
}
{% endfor %}
STENCIL

python3 - "$MODELGEN" "$WORK" "$ROUNDS" <<'PY'
import os, signal, subprocess, sys, time

modelgen, work, rounds = sys.argv[1], sys.argv[2], int(sys.argv[3])
edited = os.path.join(work, "Sources", "BenchEdit.swift")
output = os.path.join(work, "Generated", "AutoCodable.generated.swift")

def model(count):
    fields = "".join(f"    let field{i}: Int\n" for i in range(count))
    return f"struct BenchEdit: AutoCodable {{\n{fields}}}\n"

def cpu_seconds(pid):
    """User + system CPU time of `pid` (Linux /proc), or None elsewhere."""
    try:
        fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return None

def measure(extra):
    with open(edited, "w") as f:
        f.write(model(1))
    log = open(os.path.join(work, "watch.log"), "w+")
    proc = subprocess.Popen([modelgen, "--sources", "Sources", "--templates", "Templates", "--output", "Generated",
                             "--cache-path", ".cache", "--watch"] + extra, cwd=work, stdout=log, stderr=subprocess.STDOUT)
    try:
        deadline = time.time() + 120
        while "modelgen: watching" not in open(log.name).read():
            if time.time() > deadline or proc.poll() is not None:
                sys.exit("watcher did not start:\n" + open(log.name).read())
            time.sleep(0.01)
        samples = []
        cpu_start = cpu_seconds(proc.pid)
        for n in range(2, rounds + 2):
            time.sleep(0.3)  # let the previous round settle
            start = time.monotonic()
            with open(edited, "w") as f:
                f.write(model(n))
            marker = f"case field{n - 1}\n"
            deadline = start + 120  # generous: a loaded machine stretches wall-clock time
            # The output is replaced by rename: poll its stamp (cheap) and read it only when the
            # stamp moves, so the measuring loop does not take CPU time from the watcher.
            seen_stamp = None
            while True:
                try:
                    info = os.stat(output)
                    stamp = (info.st_ino, info.st_mtime_ns, info.st_size)
                    if stamp != seen_stamp:
                        seen_stamp = stamp
                        with open(output) as f:
                            if marker in f.read():
                                break
                except FileNotFoundError:
                    pass
                if time.monotonic() > deadline:
                    sys.exit("output not rewritten within 120 s:\n" + open(log.name).read())
                time.sleep(0.001)
            samples.append((time.monotonic() - start) * 1000)
        cpu_end = cpu_seconds(proc.pid)
        # A body-only edit is recognised without regenerating (README, Watch mode). The first
        # write adds the method, a declaration change, and waits for that regeneration.
        body_samples = []
        for n in range(3):
            time.sleep(0.3)
            seen = open(log.name).read().count("no declaration changed")
            start = time.monotonic()
            with open(edited, "w") as f:
                f.write(model(rounds + 1) + f"extension BenchEdit {{ func f() -> Int {{ {n} }} }}\n")
            deadline = start + 120
            while True:
                text = open(log.name).read()
                done = text.count("BenchEdit.swift changed") > rounds if n == 0 else text.count("no declaration changed") > seen
                if done:
                    break
                if time.monotonic() > deadline:
                    sys.exit("watcher did not react to the method edit:\n" + text)
                time.sleep(0.001)
            if n > 0:
                body_samples.append((time.monotonic() - start) * 1000)
        proc.send_signal(signal.SIGINT)
        status = proc.wait(timeout=20)
        samples.sort()
        mode = "polling" if extra else "events"
        print(f"watch latency ({mode}, {len(samples)} saves): median {samples[len(samples)//2]:.0f} ms, "
              f"min {samples[0]:.0f} ms, max {samples[-1]:.0f} ms; exit status after Ctrl-C: {status}")
        if cpu_start is not None and cpu_end is not None:
            # CPU time does not grow with the machine's load the way wall-clock latency does.
            print(f"  watcher CPU time per save: {(cpu_end - cpu_start) * 1000 / len(samples):.0f} ms "
                  f"(includes polling scans in polling mode); load average {os.getloadavg()[0]:.1f}")
        if body_samples:
            print(f"  body-only edit recognised (no regeneration) in {max(body_samples):.0f} ms at most")
        lines = [l for l in open(log.name).read().splitlines() if "BenchEdit.swift changed" in l]
        if lines:
            print("  last watcher line: " + lines[-1])
    finally:
        if proc.poll() is None:
            proc.kill()

measure([])
measure(["--watch-poll"])
PY
