/// What profile editing needs: the city picker's data, and saving the edited profile.
package final class ProfileService {
    package let federalCities: [City]
    package let regions: [Region]
    private let accounts: AccountService

    init(accounts: AccountService, federalCities: [City] = Fixtures.federalCities, regions: [Region] = Fixtures.regions) {
        self.accounts = accounts
        self.federalCities = federalCities
        self.regions = regions
    }

    package func region(named name: String) -> Region? { regions.first { $0.name == name } }

    package func save(_ user: User) { accounts.store(user) }
}
