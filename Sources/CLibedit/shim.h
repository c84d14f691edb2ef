// The native libedit API (histedit.h). Never <readline/readline.h>: GNU readline's
// headers are installed here too and would compile against the wrong library.
// macOS: the SDK's histedit.h and libedit, or Homebrew's when pkg-config finds it first.
#include <histedit.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <wchar.h>
#ifdef __linux__
#include <sys/syscall.h>
#else
#include <fcntl.h>
#endif

// Swift imports el_set, el_get and history but cannot call them (C variadic functions).
// These fixed-argument wrappers cover exactly the calls the Terminal module makes.

typedef char *(*cpg_prompt_function)(EditLine *);
typedef unsigned char (*cpg_editor_function)(EditLine *, int);
// libedit's el_rfunc_t, spelled here: older histedit.h (macOS's SDK) do not name the type.
typedef int (*cpg_read_function)(EditLine *, wchar_t *);

// stdin/stdout are mutable C globals that Swift 6 refuses to read; the shim reads them instead.
static inline EditLine *cpg_el_init_standard_streams(const char *programName) {
    return el_init(programName, stdin, stdout, stderr);
}

/// The stream libedit draws on, for text a key binding prints below the line.
static inline FILE *cpg_el_output(EditLine *el) {
    FILE *output = NULL;
    return el_get(el, EL_GETFP, 1, &output) == 0 ? output : stdout;
}

static inline int cpg_el_set_prompt(EditLine *el, cpg_prompt_function prompt, char nonPrintingMarker) {
    return el_set(el, EL_PROMPT_ESC, prompt, nonPrintingMarker);
}

static inline int cpg_el_set_editor(EditLine *el, const char *mode) {
    return el_set(el, EL_EDITOR, mode);
}

static inline int cpg_el_set_signal_handling(EditLine *el, int enabled) {
    return el_set(el, EL_SIGNAL, enabled);
}

static inline int cpg_el_set_read_function(EditLine *el, cpg_read_function function) {
    return el_set(el, EL_GETCFN, function);
}

/// The terminal in libedit's editing mode (1) or back in the mode it found (0).
static inline int cpg_el_prepare_terminal(EditLine *el, int editing) {
    return el_set(el, EL_PREP_TERM, editing);
}

/// Redraws the prompt and the line (after a stop, or a change of size).
static inline int cpg_el_redraw(EditLine *el) {
    return el_set(el, EL_REFRESH);
}

static inline int cpg_el_set_client_data(EditLine *el, void *data) {
    return el_set(el, EL_CLIENTDATA, data);
}

static inline void *cpg_el_get_client_data(EditLine *el) {
    void *data = NULL;
    return el_get(el, EL_CLIENTDATA, &data) == 0 ? data : NULL;
}

static inline int cpg_el_set_history(EditLine *el, History *hist) {
    return el_set(el, EL_HIST, history, hist);
}

static inline int cpg_el_add_function(EditLine *el, const char *name, const char *help, cpg_editor_function function) {
    return el_set(el, EL_ADDFN, name, help, function);
}

static inline int cpg_el_bind(EditLine *el, const char *keys, const char *command) {
    return el_set(el, EL_BIND, keys, command, (const char *)NULL);
}

/// The terminal's width in columns as libedit knows it (kept current on SIGWINCH), or 0.
static inline int cpg_el_terminal_columns(EditLine *el) {
    int columns = 0;
    return el_get(el, EL_GETTC, "co", &columns) == 0 ? columns : 0;
}

static inline int cpg_history_set_size(History *hist, int size) {
    HistEvent event;
    return history(hist, &event, H_SETSIZE, size);
}

static inline int cpg_history_set_unique(History *hist, int unique) {
    HistEvent event;
    return history(hist, &event, H_SETUNIQUE, unique);
}

static inline int cpg_history_enter(History *hist, const char *line) {
    HistEvent event;
    return history(hist, &event, H_ENTER, line);
}

static inline int cpg_history_clear(History *hist) {
    HistEvent event;
    return history(hist, &event, H_CLEAR);
}

static inline int cpg_history_load(History *hist, const char *path) {
    HistEvent event;
    return history(hist, &event, H_LOAD, path);
}

/// A file that lives in memory only (memfd_create), close-on-exec; -1 on failure. macOS has no
/// memfd_create: there a temporary file, unlinked at once, stands in.
static inline int cpg_memory_file(void) {
#ifdef __linux__
    return (int)syscall(SYS_memfd_create, "history", 1U /* MFD_CLOEXEC */);
#else
    const char *folder = getenv("TMPDIR");
    char path[1024];
    if (snprintf(path, sizeof path, "%s/coordinator-playground-history.XXXXXX", folder && *folder ? folder : "/tmp") >= (int)sizeof path) return -1;
    int descriptor = mkstemp(path);
    if (descriptor < 0) return -1;
    unlink(path);
    fcntl(descriptor, F_SETFD, FD_CLOEXEC);
    return descriptor;
#endif
}

/// Writes the history in libedit's file format to `descriptor`, which stays open; returns the
/// number of lines written, or -1. Through a descriptor (a memory file) because libedit's H_SAVE
/// opens the path with O_TRUNC, following links, and fchmods whatever it opened; H_SAVE_FP needs a
/// real descriptor too, as it fchmods that.
static inline int cpg_history_save_descriptor(History *hist, int descriptor) {
    int copy = dup(descriptor);
    if (copy < 0) return -1;
    FILE *file = fdopen(copy, "w");
    if (file == NULL) {
        close(copy);
        return -1;
    }
    HistEvent event;
    int saved = history(hist, &event, H_SAVE_FP, file);
    return fclose(file) == 0 ? saved : -1;
}
