/// Every piece of data the example app starts with, in one place and always the same, so that
/// every session and every test sees the same shop. (docs/example-app.md lists it for people.)
enum Fixtures {
    static let categories: [ProductCategory] = [
        ProductCategory(id: "coats", name: "Coats"),
        ProductCategory(id: "knitwear", name: "Knitwear"),
        ProductCategory(id: "shoes", name: "Shoes"),
    ]

    static let products: [Product] = [
        Product(id: 1, name: "Wool Coat", categoryID: "coats", price: 240, isPromoted: true),
        Product(id: 2, name: "Parka", categoryID: "coats", price: 190, isPromoted: false),
        Product(id: 3, name: "Field Jacket", categoryID: "coats", price: 150, isPromoted: false),
        Product(id: 4, name: "Cable Sweater", categoryID: "knitwear", price: 90, isPromoted: true),
        Product(id: 5, name: "Cardigan", categoryID: "knitwear", price: 80, isPromoted: false),
        Product(id: 6, name: "Turtleneck", categoryID: "knitwear", price: 70, isPromoted: false),
        Product(id: 7, name: "Chelsea Boots", categoryID: "shoes", price: 160, isPromoted: false),
        Product(id: 8, name: "Sneakers", categoryID: "shoes", price: 110, isPromoted: false),
    ]

    /// The one account that exists at launch: the city-picker talk's user.
    static let user = User(username: "pavel", name: "Pavel Gurov", city: City(name: "Moscow"), workCities: [])
    static let password = "coordinator"

    /// The cities the regions screen lists above the regions (the city-picker talk's federal cities).
    static let federalCities: [City] = [City(name: "Moscow"), City(name: "St. Petersburg")]

    /// The picker's regions; the demo's Ulyanovsk, New York and Tokyo are among their cities.
    static let regions: [Region] = [
        Region(name: "Volga", cities: ["Ulyanovsk", "Kazan", "Samara"].map(City.init)),
        Region(name: "Ural", cities: ["Yekaterinburg", "Chelyabinsk", "Perm"].map(City.init)),
        Region(name: "Siberia", cities: ["Novosibirsk", "Omsk"].map(City.init)),
        Region(name: "New York State", cities: ["New York", "Buffalo"].map(City.init)),
        Region(name: "Kanto", cities: ["Tokyo", "Yokohama", "Chiba", "Saitama"].map(City.init)),
    ]
}
