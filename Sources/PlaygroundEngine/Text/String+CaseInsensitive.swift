extension StringProtocol {
    /// Case-insensitive equality, as every name at the prompt (and in a lesson) is compared.
    package func equalsIgnoringCase(_ other: some StringProtocol) -> Bool {
        lowercased() == other.lowercased()
    }
}
