#!/usr/bin/env python3
"""The real watch loop in a pseudo-terminal: `coordinator-playground exercise watch 1` checks the
starting code (✗), then the learner's file is saved as its solution and the verdict turns to ✓.
What the watch prints before the save, and after it, must be the README's two `console` blocks
of its exercise session, line for line, so that session cannot drift. The file is put back
however the test ends. Usage: exercise-watch-pty.py PROGRAM [ROOT]; prints the save-to-verdict
time (never asserted: check-exercises.sh and make bench report it)."""
import os
import shutil
import sys
import tempfile
import time

import pexpect

program = sys.argv[1]
root = os.path.abspath(sys.argv[2] if len(sys.argv) > 2 else os.path.join(os.path.dirname(__file__), ".."))
learner = os.path.join(root, "exercises/01-send-a-message/Sources/RecipesCoordinator.swift")
solution = os.path.join(root, "exercises/Solutions/01-send-a-message/Sources/RecipesCoordinator.swift")
backup = tempfile.mktemp(suffix=".swift")
shutil.copyfile(learner, backup)
state = tempfile.mkdtemp()
env = dict(os.environ, TERM="xterm-256color", COORDINATOR_PLAYGROUND_STATE_DIR=state, NO_COLOR="1")
child = pexpect.spawn(program, ["exercise", "watch", "1"], cwd=root, env=env, encoding="utf-8", dimensions=(24, 80), timeout=900)


def lines(text):
    return [line.rstrip() for line in text.replace("\r", "").split("\n") if line.strip()]


def readme_blocks():
    with open(os.path.join(root, "README.md"), encoding="utf-8") as f:
        parts = f.read().split("```console\n")[1:]
    return [lines(part.split("```")[0]) for part in parts]


def same(name, shown, printed):
    if shown != printed:
        sys.exit(f"exercise-watch-pty: the README's {name} is not what the watch printed:\n"
                 + "\n".join(printed) + "\n-- the README shows --\n" + "\n".join(shown))


blocks = readme_blocks()
if len(blocks) != 2:
    sys.exit(f"exercise-watch-pty: README.md should have 2 console blocks (the exercise session), has {len(blocks)}")
try:
    child.expect("✗ Exercise 1: a screen that sends a message: 0 of 2 steps pass")
    first = child.before + child.after
    child.expect("Watching.*\n")
    first += child.before + child.after
    if blocks[0][0] != "$ coordinator-playground exercise watch 1":
        sys.exit("exercise-watch-pty: the README's session starts with another command: " + blocks[0][0])
    same("first block", blocks[0][1:], lines(first))
    # A save a second later, so the file's modification time surely changes.
    time.sleep(1.1)
    saved = time.monotonic()
    shutil.copyfile(solution, learner)
    child.expect("Saved: checking exercise 1 again", timeout=30)
    second = child.after
    child.expect("✓ Exercise 1: a screen that sends a message: every check passes", timeout=300)
    seconds = time.monotonic() - saved
    second += child.before + child.after
    child.expect("Watching.*\n")
    second += child.before + child.after
    same("second block", blocks[1], lines(second))
    child.sendintr()
    child.expect(pexpect.EOF, timeout=30)
    print(f"exercise watch in a pty: ✗ then ✓ after the save ({seconds:.1f} s from save to verdict)")
finally:
    shutil.copyfile(backup, learner)
    os.remove(backup)
    shutil.rmtree(state, ignore_errors=True)
    if child.isalive():
        child.terminate(force=True)
