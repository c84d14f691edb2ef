#ifndef PSEUDO_TERMINAL_SUPPORT_H
#define PSEUDO_TERMINAL_SUPPORT_H

#include <sys/types.h>

/// Starts `path` in a new session whose controlling terminal is a fresh pseudo-terminal of
/// `rows` x `columns`, as a terminal emulator would, in `directory` (NULL: this process's). The
/// program's stdin, stdout and stderr are the terminal. Returns 0 and sets `*master`
/// (close-on-exec) and `*pid`, or an errno.
///
/// In C because posix_openpt, grantpt, unlockpt, ptsname_r, POSIX_SPAWN_SETSID and
/// posix_spawn_file_actions_addchdir_np are not visible through Swift's Glibc module.
int pts_spawn(const char *path, char *const argv[], char *const envp[], const char *directory,
              unsigned short rows, unsigned short columns, int *master, pid_t *pid);

/// Starts `path` with its stdin and stdout on pipes, as a shell pipeline would, with every
/// signal at its default and none blocked (the test runner may block or ignore some). Returns 0
/// and sets `*input` (write end), `*output` (read end) and `*pid`, or an errno.
int pipe_spawn(const char *path, char *const argv[], char *const envp[], int *input, int *output, pid_t *pid);

#endif
