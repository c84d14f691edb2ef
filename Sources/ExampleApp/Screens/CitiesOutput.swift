import HeadlessUIKit

/// What the profile-editing coordinator knows of the city picker's last screen (the city-picker talk's
/// `CitiesOutput`): it shows a region's cities and says which one was chosen. The factory picks
/// the list or the map behind it; the coordinator never knows which. Its output is an `Output`,
/// so that `outputs` can say where the coordinator wired it.
protocol CitiesOutput: ViewController, UpdateableWithUser, DeclaresOutputs {
    var onCitySelected: Output<City> { get }
}
