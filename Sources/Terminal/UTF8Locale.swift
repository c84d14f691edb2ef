#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// libedit decodes input with the C library's locale: in the default "C" locale every non-ASCII
/// character typed is silently dropped. Use the person's locale, and C.UTF-8 when theirs is not
/// UTF-8, so that `é` and `→` can be typed. glibc names that locale C.UTF-8; macOS names it
/// UTF-8 (its C.UTF-8 is recent), and every Mac has en_US.UTF-8.
enum UTF8Locale {
    static func activate() {
        setlocale(LC_CTYPE, "")
        if !codesetIsUTF8() {
            let names: [String] = ["C.UTF-8", "UTF-8", "en_US.UTF-8"]
            _ = names.first { setlocale(LC_CTYPE, $0) != nil }
        }
    }

    private static func codesetIsUTF8() -> Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }
}
