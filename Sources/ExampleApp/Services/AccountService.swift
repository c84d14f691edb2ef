/// Accounts and the session: who may log in, and who is logged in. The login screen never
/// sees this object (Pattern.md); the account coordinator asks it.
public final class AccountService {
    public enum LoginError: Error, Equatable, Sendable {
        case wrongCredentials
        case usernameTaken
        case missingFields

        public var message: String {
            switch self {
            case .wrongCredentials: "Wrong username or password"
            case .usernameTaken: "That username is taken"
            case .missingFields: "Fill in every field"
            }
        }
    }

    private var passwords: [String: String]
    private var users: [String: User]
    public private(set) var currentUser: User?

    init(users: [User] = [Fixtures.user], passwords: [String: String] = [Fixtures.user.username: Fixtures.password]) {
        self.users = Dictionary(uniqueKeysWithValues: users.map { ($0.username, $0) })
        self.passwords = passwords
    }

    public func logIn(username: String, password: String) -> Result<User, LoginError> {
        guard let user = users[username], passwords[username] == password else { return .failure(.wrongCredentials) }
        currentUser = user
        return .success(user)
    }

    /// Creates the account and logs it in.
    public func signUp(name: String, username: String, password: String) -> Result<User, LoginError> {
        guard !name.isEmpty, !username.isEmpty, !password.isEmpty else { return .failure(.missingFields) }
        guard users[username] == nil else { return .failure(.usernameTaken) }
        let user = User(username: username, name: name, city: nil, workCities: [])
        users[username] = user
        passwords[username] = password
        currentUser = user
        return .success(user)
    }

    public func logOut() { currentUser = nil }

    /// Stores a changed profile; the profile service calls this.
    func store(_ user: User) {
        users[user.username] = user
        if currentUser?.username == user.username { currentUser = user }
    }
}
