import Coordinator

// The account's messages, handled by the account coordinator (Pattern.md's login flow): the
// screens only say what the person did. A login or a sign-up answers with the user, or throws
// the service's error back to the screen that sent it.

/// Opens the account section (login, or the profile when someone is logged in).
public struct AccountShow: Message {
    public static let name = "accountShow"
    public init() {}
}

/// Logs in, answering with the user; a refused login throws `AccountService.LoginError` back to
/// the login screen. On success the account coordinator replaces the login screen itself.
public struct AccountLogin: Message {
    public typealias Reply = User
    public static let name = "accountLogin"
    public let username: String
    public let password: String

    public init(username: String, password: String) {
        self.username = username
        self.password = password
    }

    /// The password never shows, as on screen.
    public var arguments: [(label: String, value: String)] {
        [("username", username), ("password", String(repeating: "•", count: password.count))]
    }

    public func describe(_ user: User) -> String? { "logged in as \(user.name)" }
}

/// Opens the sign-up screen from the login screen.
public struct AccountShowSignUp: Message {
    public static let name = "accountShowSignUp"
    public init() {}
}

/// Opens the terms from the sign-up screen.
public struct AccountShowTerms: Message {
    public static let name = "accountShowTerms"
    public init() {}
}

/// The person accepted the terms; sign-up may now create the account.
public struct AccountAcceptTerms: Message {
    public static let name = "accountAcceptTerms"
    public init() {}
}

/// Creates an account and logs it in, answering with the new user; a refusal throws back to
/// the sign-up screen.
public struct AccountSignUp: Message {
    public typealias Reply = User
    public static let name = "accountSignUp"
    public let fullName: String
    public let username: String
    public let password: String

    public init(fullName: String, username: String, password: String) {
        self.fullName = fullName
        self.username = username
        self.password = password
    }

    public var arguments: [(label: String, value: String)] {
        [("name", fullName), ("username", username), ("password", String(repeating: "•", count: password.count))]
    }

    public func describe(_ user: User) -> String? { "signed up and logged in as \(user.name)" }
}

/// Starts profile editing from the profile screen.
public struct AccountEditProfile: Message {
    public static let name = "accountEditProfile"
    public init() {}
}

/// Logs out; the account section goes back to the login screen.
public struct AccountLogout: Message {
    public static let name = "accountLogout"
    public init() {}
}

/// Ends the account flow: it is dismissed and its parent told it finished.
public struct AccountClose: Message {
    public static let name = "accountClose"
    public init() {}
}
