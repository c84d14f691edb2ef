import Glibc

/// libedit decodes input with the C library's locale: in the default "C" locale every non-ASCII
/// character typed is silently dropped. Use the person's locale, and C.UTF-8 when theirs is not
/// UTF-8, so that `é` and `→` can be typed.
enum UTF8Locale {
    static func activate() {
        setlocale(LC_CTYPE, "")
        if !codesetIsUTF8() {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
    }

    private static func codesetIsUTF8() -> Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }
}
