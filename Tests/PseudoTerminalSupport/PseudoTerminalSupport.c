#define _GNU_SOURCE
#include "PseudoTerminalSupport.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

/// Every signal at its default and none blocked in the child: the test runner may block or
/// ignore some, and the program must start as a shell would start it.
static void init_default_signals(posix_spawnattr_t *attributes, short flags) {
    posix_spawnattr_init(attributes);
    sigset_t none, all;
    sigemptyset(&none);
    sigfillset(&all);
    posix_spawnattr_setsigmask(attributes, &none);
    posix_spawnattr_setsigdefault(attributes, &all);
    posix_spawnattr_setflags(attributes, flags | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
}

/// A pipe whose ends close on exec: pipe2 where there is one (Linux); macOS has none, and sets
/// the flag just after (the tests spawn one program at a time).
static int cloexec_pipe(int ends[2]) {
#ifdef __linux__
    return pipe2(ends, O_CLOEXEC);
#else
    if (pipe(ends) != 0) return -1;
    fcntl(ends[0], F_SETFD, FD_CLOEXEC);
    fcntl(ends[1], F_SETFD, FD_CLOEXEC);
    return 0;
#endif
}

int pts_spawn(const char *path, char *const argv[], char *const envp[], const char *directory,
              unsigned short rows, unsigned short columns, int *master, pid_t *pid) {
#ifdef __linux__
    int fd = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) return errno;
#else
    // macOS's posix_openpt takes O_RDWR and O_NOCTTY alone.
    int fd = posix_openpt(O_RDWR | O_NOCTTY);
    if (fd < 0) return errno;
    fcntl(fd, F_SETFD, FD_CLOEXEC);
#endif
    char name[128];
    if (grantpt(fd) != 0 || unlockpt(fd) != 0 || ptsname_r(fd, name, sizeof name) != 0) {
        int error = errno;
        close(fd);
        return error;
    }
    struct winsize size = { .ws_row = rows, .ws_col = columns };
    ioctl(fd, TIOCSWINSZ, &size);

    // glibc applies POSIX_SPAWN_SETSID before the file actions, so opening the terminal
    // (without O_NOCTTY) in the new session makes it the controlling terminal.
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, name, O_RDWR, 0);
    posix_spawn_file_actions_adddup2(&actions, STDIN_FILENO, STDOUT_FILENO);
    posix_spawn_file_actions_adddup2(&actions, STDIN_FILENO, STDERR_FILENO);
    if (directory != NULL) posix_spawn_file_actions_addchdir_np(&actions, directory);

    posix_spawnattr_t attributes;
    init_default_signals(&attributes, POSIX_SPAWN_SETSID);

    int error = posix_spawn(pid, path, &actions, &attributes, argv, envp);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    if (error != 0) {
        close(fd);
        return error;
    }
    *master = fd;
    return 0;
}

int pipe_spawn(const char *path, char *const argv[], char *const envp[], int *input, int *output, pid_t *pid) {
    int in[2], out[2];
    if (cloexec_pipe(in) != 0) return errno;
    if (cloexec_pipe(out) != 0) {
        int error = errno;
        close(in[0]);
        close(in[1]);
        return error;
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, in[0], STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);

    posix_spawnattr_t attributes;
    init_default_signals(&attributes, 0);

    int error = posix_spawn(pid, path, &actions, &attributes, argv, envp);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    close(in[0]);
    close(out[1]);
    if (error != 0) {
        close(in[1]);
        close(out[0]);
        return error;
    }
    *input = in[1];
    *output = out[0];
    return 0;
}
