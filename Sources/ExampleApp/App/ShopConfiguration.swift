/// How an app starts: which services are not ready yet, and which city picker the factory makes.
public struct ShopConfiguration: Sendable, Equatable {
    public var pendingServices: Set<ServiceName>
    public var cityPickerStyle: CityPickerStyle

    public init(pendingServices: Set<ServiceName> = [], cityPickerStyle: CityPickerStyle = .list) {
        self.pendingServices = pendingServices
        self.cityPickerStyle = cityPickerStyle
    }
}
