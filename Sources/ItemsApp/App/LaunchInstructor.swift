/// Which flow the application coordinator runs when nothing else says (the original's
/// `LaunchInstructor`): a fresh launch shows auth first, and the onboarding comes after login.
enum LaunchInstructor: Equatable {
    case main, auth, onboarding

    static func configure(tutorialWasShown: Bool, isAuthorized: Bool) -> LaunchInstructor {
        switch (tutorialWasShown, isAuthorized) {
        case (true, false), (false, false): .auth
        case (false, true): .onboarding
        case (true, true): .main
        }
    }
}
