#!/usr/bin/env python3
"""Depth and piped-session figures, measured through the release binary as a script would use it.

    python3 Benchmarks/scripts/depth.py [BINARY]     # builds the release binary when none is given

- 10,000 pushes, piped: the wall time of `push product 1` ×10,000 (process included).
- `undo` after 10,000 commands, piped: how long the program takes to answer the `undo` that
  follows them. Its output is line-buffered (`stdbuf -oL`), so each line reaches this script as
  it is printed: the figure is the time between the last line of the command before `undo` and
  the first line of `undo`'s answer.
- the `stack` after that `undo`: the same, from `undo`'s last line to `stack`'s first. `undo`
  only shortens the log; the command after it that reads the app pays for its rebuild (the
  pauses at the prompt do it before then). For information: no target.
- 10,000 undos after 10,000 pushes, piped: the wall time of that script minus the wall time of
  the pushes alone (both medians, process included). Undoing N commands one by one must cost
  O(N) in all, not a replay of the log per undo.
- memory per pushed screen: the peak resident memory of `push product 1` ×100,000 piped, less
  that of ×1,000, per screen between (one screen a push; the undo checkpoint, a second app one
  command behind, is in it: see Benchmarks/README.md).
- `state` after 20,000 pushes, piped: from the last push's output to the end of the document
  (about 70 MB), read as it comes, as a program reading the pipe would.
- replay of a deep-link-heavy session: `open shop://product/3` and `back`, repeated (recorded
  once with `record`), replayed with `replay FILE`: commands per second of wall time.

bench.py adds these rows to its table; this script alone prints them with their targets.
No timing is asserted anywhere in the tests: these are figures to read.
"""
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
QUICK = os.environ.get("BENCH_QUICK") == "1"
ENV = dict(os.environ, COORDINATOR_PLAYGROUND_HISTORY="", TERM="dumb")


def piped_seconds(binary, script, runs):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([binary], input=script, stdout=subprocess.DEVNULL, env=ENV, check=True, text=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def undo_latency(binary, commands, runs, then_stack=False):
    """Seconds from the last line printed before `undo` to the first line `undo` prints; with
    `then_stack`, from `undo`'s last line to the first line of the `stack` after it, which
    rebuilds the app the undo left."""
    script = "push product 1\n" * commands + ("undo\nstack\nquit\n" if then_stack else "undo\nquit\n")
    latencies = []
    for _ in range(runs):
        child = subprocess.Popen(["stdbuf", "-oL", binary], stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=ENV, text=True)

        def feed():  # beside the reading: the script is more than a pipe holds
            child.stdin.write(script)
            child.stdin.close()
        writer = threading.Thread(target=feed)
        writer.start()
        last = None
        undone = False
        for line in child.stdout:
            now = time.perf_counter()
            if not then_stack and line.startswith("undid: "):
                latencies.append(now - last)
                break
            if then_stack and undone and line.startswith("Window#1"):
                latencies.append(now - last)
                break
            undone = undone or line.startswith("undid: ")
            last = now
        child.stdout.read()
        writer.join()
        child.wait()
    return statistics.median(latencies)


def peak_resident_bytes(binary, script):
    """The peak resident memory of the program given `script` on stdin (its rusage's max RSS)."""
    with tempfile.TemporaryFile() as stdin:
        stdin.write(script.encode())
        stdin.seek(0)
        child = subprocess.Popen([binary], stdin=stdin, stdout=subprocess.DEVNULL, env=ENV)
        _, status, usage = os.wait4(child.pid, 0)
        child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode != 0:
        raise SystemExit(f"{binary} exited with {child.returncode}")
    # Linux counts ru_maxrss in kilobytes, macOS in bytes.
    return usage.ru_maxrss * (1 if sys.platform == "darwin" else 1024)


def memory_per_screen(binary, pushes):
    """Bytes of peak resident memory per pushed screen, between 1,000 pushes and `pushes`."""
    few = peak_resident_bytes(binary, "push product 1\n" * 1_000)
    many = peak_resident_bytes(binary, "push product 1\n" * pushes)
    return (many - few) / (pushes - 1_000)


def state_seconds(binary, pushes, runs):
    """Seconds from the last push's output to the end of the `state` document after it."""
    script = "push product 1\n" * pushes + "state\nquit\n"
    # Piped output is flushed after every command, so the last push's line comes before `state` runs.
    marker = f"now showing ProductViewController#{pushes} ".encode()
    times = []
    for _ in range(runs):
        child = subprocess.Popen([binary], stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=ENV)

        def feed():  # beside the reading: the script is more than a pipe holds
            child.stdin.write(script.encode())
            child.stdin.close()
        writer = threading.Thread(target=feed)
        writer.start()
        tail, start = b"", None
        while chunk := child.stdout.read1(1 << 16):
            if start is None:
                tail = tail[-len(marker):] + chunk
                if marker in tail:
                    start = time.perf_counter()
        end = time.perf_counter()
        writer.join()
        child.wait()
        times.append(end - start)
    return statistics.median(times)


def replay_rate(binary, pairs, runs):
    with tempfile.TemporaryDirectory() as folder:
        transcript = os.path.join(folder, "deep-links.transcript")
        script = "open shop://product/3\nback\n" * pairs
        subprocess.run([binary, "record", transcript], input=script, stdout=subprocess.DEVNULL, env=ENV, check=True, text=True)
        times = []
        for _ in range(runs):
            start = time.perf_counter()
            subprocess.run([binary, "replay", transcript], stdout=subprocess.DEVNULL, env=ENV, check=True)
            times.append(time.perf_counter() - start)
        return 2 * pairs / statistics.median(times)


def rows(binary):
    """(figure, measured, target, ok) for bench.py's table."""
    runs = 3 if QUICK else 7
    pushes = piped_seconds(binary, "push product 1\n" * 10_000, runs)
    undo = undo_latency(binary, 10_000, runs)
    after_undo = undo_latency(binary, 10_000, runs, then_stack=True)
    undos = piped_seconds(binary, "push product 1\n" * 10_000 + "undo\n" * 10_000 + "stack\n", runs) - pushes
    pairs = 5_000 if QUICK else 25_000
    rate = replay_rate(binary, pairs, runs)
    screens = 20_000 if QUICK else 100_000
    per_screen = memory_per_screen(binary, screens)
    state = state_seconds(binary, 20_000, 3 if QUICK else 5)
    return [
        ("10,000 pushes, piped through the release binary (process included)", f"{pushes:.2f} s", "< 1 s", pushes < 1),
        ("`undo` after 10,000 commands, piped (its answer's latency)", f"{undo * 1000:.2f} ms", "< 50 ms", undo < 0.05),
        ("`stack` after that `undo` (it rebuilds the app the undo left; its answer's latency)", f"{after_undo * 1000:.0f} ms",
         "(for information)", True),
        ("10,000 `undo`s after 10,000 pushes, piped (the script minus the pushes alone)", f"{undos:.2f} s", "< 2 s", undos < 2),
        (f"replay through the binary, `open shop://product/3` + `back` ×{pairs:,}", f"{rate:,.0f} commands/s", "≥ 50,000/s",
         rate >= 50_000),
        (f"memory per pushed screen ({screens // 1000}k pushes, piped; peak RSS less 1k pushes')",
         f"{per_screen / 1000:.2f} KB", "< 4 KB", per_screen < 4000),
        ("`state` after 20,000 pushes, piped (about 70 MB of JSON)", f"{state:.2f} s", "< 1 s", state < 1),
    ]


def build():
    flags = ["--static-swift-stdlib", "-Xswiftc", "-enforce-exclusivity=unchecked", "--scratch-path", ".build-perf"]
    subprocess.run(["swift", "build", "-c", "release", *flags, "--product", "coordinator-playground"], cwd=ROOT, check=True)
    path = subprocess.run(["swift", "build", "-c", "release", *flags, "--show-bin-path"], cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout.strip()
    return os.path.join(path, "coordinator-playground")


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else build()
    print(f"load average: {' '.join(f'{figure:.2f}' for figure in os.getloadavg())}")
    for figure, measured, target, ok in rows(binary):
        print(f"{figure} | {measured} | {target} | {'yes' if ok else 'NO'}")


if __name__ == "__main__":
    main()
