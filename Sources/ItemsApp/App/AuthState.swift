/// Whether the user has logged in and seen the onboarding. The original keeps both in file-private
/// globals of the application coordinator; here each app has its own, so that two apps in one
/// process (and every replay) start from the same state.
package final class AuthState {
    package var isAuthorized: Bool
    package var onboardingWasShown: Bool

    package init(isAuthorized: Bool = false, onboardingWasShown: Bool = false) {
        self.isAuthorized = isAuthorized
        self.onboardingWasShown = onboardingWasShown
    }
}
