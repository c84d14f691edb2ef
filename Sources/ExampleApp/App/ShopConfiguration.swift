/// How an app starts: which services are not ready yet, which city picker the factory makes, and
/// which of the old broken forms of its code run (`ShopPitfall`).
package struct ShopConfiguration: Sendable, Equatable {
    package var pendingServices: Set<ServiceName>
    package var cityPickerStyle: CityPickerStyle
    package var pitfalls: Set<ShopPitfall>

    package init(pendingServices: Set<ServiceName> = [], cityPickerStyle: CityPickerStyle = .list, pitfalls: Set<ShopPitfall> = []) {
        self.pendingServices = pendingServices
        self.cityPickerStyle = cityPickerStyle
        self.pitfalls = pitfalls
    }
}
