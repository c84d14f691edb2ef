// The native libedit API (histedit.h). Never <readline/readline.h>: GNU readline's
// headers are installed here too and would compile against the wrong library.
#include <histedit.h>
