import ExampleApp

/// The app's model as `state` shows it: what `JSONEncoder` makes of `ModelSnapshot`, with every
/// object's keys in alphabetical order and absent optionals left out, written directly (the
/// encoder and a decoder to sort the keys cost most of `state` on a small app). A test checks
/// it against `JSONEncoder`, so a new field cannot go missing here unnoticed.
extension ModelSnapshot {
    func write(to json: inout JSONWriter) {
        json.beginObject()
        json.key("cart")
        json.strings(cart)
        json.key("cartTotal")
        json.int(cartTotal)
        json.key("catalog")
        json.strings(catalog)
        json.key("cityPickerStyle")
        json.string(cityPickerStyle.rawValue)
        json.key("orders")
        json.beginArray()
        for order in orders {
            json.beginObject()
            json.key("address")
            json.string(order.address)
            json.key("lines")
            json.strings(order.lines)
            json.key("number")
            json.int(order.number)
            json.key("payment")
            json.string(order.payment.rawValue)
            json.key("recipient")
            json.string(order.recipient)
            json.key("total")
            json.int(order.total)
            json.endObject()
        }
        json.endArray()
        json.key("services")
        json.beginArray()
        for service in services {
            json.beginObject()
            json.key("name")
            json.string(service.name.rawValue)
            json.key("state")
            json.string(service.state.rawValue)
            json.endObject()
        }
        json.endArray()
        if let user {
            json.key("user")
            json.beginObject()
            if let city = user.city {
                json.key("city")
                city.write(to: &json)
            }
            json.key("name")
            json.string(user.name)
            json.key("username")
            json.string(user.username)
            json.key("workCities")
            json.beginArray()
            for city in user.workCities { city.write(to: &json) }
            json.endArray()
            json.endObject()
        }
        json.endObject()
    }
}

extension City {
    fileprivate func write(to json: inout JSONWriter) {
        json.beginObject()
        json.key("name")
        json.string(name)
        json.endObject()
    }
}
