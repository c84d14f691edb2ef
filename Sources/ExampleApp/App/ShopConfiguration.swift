/// How an app starts: which services are not ready yet, which city picker the factory makes, and
/// which of the old broken forms of its code run (`ShopPitfall`).
public struct ShopConfiguration: Sendable, Equatable {
    public var pendingServices: Set<ServiceName>
    public var cityPickerStyle: CityPickerStyle
    public var pitfalls: Set<ShopPitfall>

    public init(pendingServices: Set<ServiceName> = [], cityPickerStyle: CityPickerStyle = .list, pitfalls: Set<ShopPitfall> = []) {
        self.pendingServices = pendingServices
        self.cityPickerStyle = cityPickerStyle
        self.pitfalls = pitfalls
    }
}
