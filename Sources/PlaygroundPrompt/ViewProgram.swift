import SystemCalls

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// Where `view` finds its server, `coordinator-playground-view`: in the folder of this program's
/// executable, as `swift build` and `make install` put them, unless `$COORDINATOR_PLAYGROUND_VIEW_PROGRAM`
/// names it. The exercises' runner is built in a package of its own, without the server;
/// `coordinator-playground exercise play` hands it the server beside the program.
package enum ViewProgram {
    package static let variable = "COORDINATOR_PLAYGROUND_VIEW_PROGRAM"
    package static let name = "coordinator-playground-view"

    /// The server beside the running executable.
    package static var beside: String {
        guard let executable = SystemCalls.executablePath(), let slash = executable.lastIndex(of: "/") else { return name }
        return executable[...slash] + name
    }

    static var path: String {
        if let named = getenv(variable).map({ String(cString: $0) }), !named.isEmpty { return named }
        return beside
    }
}
