/// What profile editing needs: the city picker's data, and saving the edited profile.
public final class ProfileService {
    public let federalCities: [City]
    public let regions: [Region]
    private let accounts: AccountService

    init(accounts: AccountService, federalCities: [City] = Fixtures.federalCities, regions: [Region] = Fixtures.regions) {
        self.accounts = accounts
        self.federalCities = federalCities
        self.regions = regions
    }

    public func region(named name: String) -> Region? { regions.first { $0.name == name } }

    public func save(_ user: User) { accounts.store(user) }
}
