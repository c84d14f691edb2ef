#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

#if canImport(Darwin)
    // Darwin exports these from libSystem, but its Swift overlay has no `environ`, and the two
    // live in headers (crt_externs.h, mach-o/dyld.h) outside the Darwin module.
    @_silgen_name("_NSGetEnviron")
    private func darwinEnvironment() -> UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>

    @_silgen_name("_NSGetExecutablePath")
    private func darwinExecutablePath(_ buffer: UnsafeMutablePointer<CChar>, _ size: UnsafeMutablePointer<UInt32>) -> Int32
#endif

extension SystemCalls {
    /// What `posix_spawn` takes for its file actions: a struct in Glibc, an opaque pointer
    /// (`void *`) in Darwin. Start from `newSpawnFileActions()`, then `posix_spawn_file_actions_init`.
    #if canImport(Darwin)
        package typealias SpawnFileActions = posix_spawn_file_actions_t?
        package typealias SpawnAttributes = posix_spawnattr_t?
        package static func newSpawnFileActions() -> SpawnFileActions { nil }
        package static func newSpawnAttributes() -> SpawnAttributes { nil }
    #else
        package typealias SpawnFileActions = posix_spawn_file_actions_t
        package typealias SpawnAttributes = posix_spawnattr_t
        package static func newSpawnFileActions() -> SpawnFileActions { posix_spawn_file_actions_t() }
        package static func newSpawnAttributes() -> SpawnAttributes { posix_spawnattr_t() }
    #endif

    /// This process's environment, for `posix_spawn` (`environ`).
    package static var environment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> {
        #if canImport(Darwin)
            darwinEnvironment().pointee
        #else
            environ
        #endif
    }

    /// The path of this process's executable, links resolved; nil if it cannot be read.
    /// Linux names it at `/proc/self/exe`; macOS has no /proc, and dyld keeps it instead.
    package static func executablePath() -> String? {
        var path = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        #if canImport(Darwin)
            var size = UInt32(path.count)
            guard darwinExecutablePath(&path, &size) == 0 else { return nil }
            var resolved = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            guard realpath(path, &resolved) != nil else { return nil }
            return String(decoding: resolved.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
            let count = readlink("/proc/self/exe", &path, path.count - 1)
            guard count > 0 else { return nil }
            return String(decoding: path[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #endif
    }
}
