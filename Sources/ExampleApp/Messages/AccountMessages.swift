import Coordinator

// The account's messages, handled by the account coordinator (Pattern.md's login flow): the
// screens only say what the person did.

/// Opens the account section (login, or the profile when someone is logged in).
public struct AccountShow: Message {
    public static let name = "accountShow"
    public init() {}
}

/// Logs in. The reply carries the error back to the login screen; on success the account
/// coordinator replaces the login screen itself.
public struct AccountLogin: Message {
    public static let name = "accountLogin"
    public let username: String
    public let password: String
    public var reply: ((Result<User, AccountService.LoginError>) -> Void)?

    public init(username: String, password: String, reply: ((Result<User, AccountService.LoginError>) -> Void)? = nil) {
        self.username = username
        self.password = password
        self.reply = reply
    }

    /// The password never shows, as on screen.
    public var arguments: [(label: String, value: String)] {
        [("username", username), ("password", String(repeating: "•", count: password.count))]
    }
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

/// Creates an account and logs it in; the reply carries an error back to the sign-up screen.
public struct AccountSignUp: Message {
    public static let name = "accountSignUp"
    public let fullName: String
    public let username: String
    public let password: String
    public var reply: ((Result<User, AccountService.LoginError>) -> Void)?

    public init(fullName: String, username: String, password: String, reply: ((Result<User, AccountService.LoginError>) -> Void)? = nil) {
        self.fullName = fullName
        self.username = username
        self.password = password
        self.reply = reply
    }

    public var arguments: [(label: String, value: String)] {
        [("name", fullName), ("username", username), ("password", String(repeating: "•", count: password.count))]
    }
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
