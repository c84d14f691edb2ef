import Coordinator

// The account's messages, handled by the account coordinator (Pattern.md's login flow): the
// screens only say what the person did. A login or a sign-up answers with the user, or throws
// the service's error back to the screen that sent it.

/// Opens the account section (login, or the profile when someone is logged in).
package struct AccountShow: Message {
    package static let name = "accountShow"
    package init() {}
}

/// Logs in, answering with the user; a refused login throws `AccountService.LoginError` back to
/// the login screen. On success the account coordinator replaces the login screen itself.
package struct AccountLogin: Message {
    package typealias Reply = User
    package static let name = "accountLogin"
    package let username: String
    package let password: String

    package init(username: String, password: String) {
        self.username = username
        self.password = password
    }

    /// The password never shows, as on screen.
    package var arguments: [(label: String, value: String)] {
        [("username", username), ("password", String(repeating: "•", count: password.count))]
    }

    package func describe(_ user: User) -> String? { "logged in as \(user.name)" }
}

/// Opens the sign-up screen from the login screen.
package struct AccountShowSignUp: Message {
    package static let name = "accountShowSignUp"
    package init() {}
}

/// Opens the terms from the sign-up screen.
package struct AccountShowTerms: Message {
    package static let name = "accountShowTerms"
    package init() {}
}

/// The person accepted the terms; sign-up may now create the account.
package struct AccountAcceptTerms: Message {
    package static let name = "accountAcceptTerms"
    package init() {}
}

/// Creates an account and logs it in, answering with the new user; a refusal throws back to
/// the sign-up screen.
package struct AccountSignUp: Message {
    package typealias Reply = User
    package static let name = "accountSignUp"
    package let fullName: String
    package let username: String
    package let password: String

    package init(fullName: String, username: String, password: String) {
        self.fullName = fullName
        self.username = username
        self.password = password
    }

    package var arguments: [(label: String, value: String)] {
        [("name", fullName), ("username", username), ("password", String(repeating: "•", count: password.count))]
    }

    package func describe(_ user: User) -> String? { "signed up and logged in as \(user.name)" }
}

/// Starts profile editing from the profile screen.
package struct AccountEditProfile: Message {
    package static let name = "accountEditProfile"
    package init() {}
}

/// Logs out; the account section goes back to the login screen.
package struct AccountLogout: Message {
    package static let name = "accountLogout"
    package init() {}
}

/// Ends the account flow: it is dismissed and its parent told it finished.
package struct AccountClose: Message {
    package static let name = "accountClose"
    package init() {}
}
