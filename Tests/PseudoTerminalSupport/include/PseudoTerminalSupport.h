#ifndef PSEUDO_TERMINAL_SUPPORT_H
#define PSEUDO_TERMINAL_SUPPORT_H

#include <sys/types.h>

/// Starts `path` in a new session whose controlling terminal is a fresh pseudo-terminal of
/// `rows` x `columns`, as a terminal emulator would. The program's stdin, stdout and stderr
/// are the terminal. Returns 0 and sets `*master` (close-on-exec) and `*pid`, or an errno.
///
/// In C because posix_openpt, grantpt, unlockpt, ptsname_r and POSIX_SPAWN_SETSID are not
/// visible through Swift's Glibc module.
int pts_spawn(const char *path, char *const argv[], char *const envp[],
              unsigned short rows, unsigned short columns, int *master, pid_t *pid);

#endif
