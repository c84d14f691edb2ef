import HeadlessUIKit

/// Accounts and the session: who may log in, and who is logged in. The login screen never
/// sees this object (Pattern.md); the account coordinator asks it. Logging in and signing up go
/// to a server, so they are in flight for a while and answer with a thrown error when refused.
package final class AccountService {
    package enum LoginError: Error, Equatable, Sendable, CustomStringConvertible {
        case wrongCredentials
        case usernameTaken
        case missingFields

        package var message: String {
            switch self {
            case .wrongCredentials: "Wrong username or password"
            case .usernameTaken: "That username is taken"
            case .missingFields: "Fill in every field"
            }
        }

        /// What a screen shows and the trace prints of a thrown error.
        package var description: String { message }
    }

    static let loginDuration: Duration = .milliseconds(800)
    static let signUpDuration: Duration = .seconds(1)

    private var passwords: [String: String]
    private var users: [String: User]
    package private(set) var currentUser: User?
    private let requests: ServiceRequests

    init(
        runLoop: RunLoop, users: [User] = [Fixtures.user], passwords: [String: String] = [Fixtures.user.username: Fixtures.password]
    ) {
        self.users = Dictionary(uniqueKeysWithValues: users.map { ($0.username, $0) })
        self.passwords = passwords
        requests = ServiceRequests(service: "AccountService", runLoop: runLoop)
    }

    package func logIn(username: String, password: String) async throws(LoginError) -> User {
        try await requests.perform("login", taking: Self.loginDuration) { () throws(LoginError) -> User in
            guard let user = users[username], passwords[username] == password else { throw .wrongCredentials }
            currentUser = user
            return user
        }
    }

    /// Creates the account and logs it in.
    package func signUp(name: String, username: String, password: String) async throws(LoginError) -> User {
        try await requests.perform("sign-up", taking: Self.signUpDuration) { () throws(LoginError) -> User in
            guard !name.isEmpty, !username.isEmpty, !password.isEmpty else { throw .missingFields }
            guard users[username] == nil else { throw .usernameTaken }
            let user = User(username: username, name: name, city: nil, workCities: [])
            users[username] = user
            passwords[username] = password
            currentUser = user
            return user
        }
    }

    package func logOut() { currentUser = nil }

    /// Stores a changed profile; the profile service calls this.
    func store(_ user: User) {
        users[user.username] = user
        if currentUser?.username == user.username { currentUser = user }
    }
}
