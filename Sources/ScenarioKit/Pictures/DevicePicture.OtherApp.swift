import DragDropCore

extension DevicePicture {
    /// Another app as its panel beside the app shows it: what it offers, what it takes, what
    /// it has received.
    struct OtherApp: Equatable {
        var name: String
        var offers: [String]
        var accepts: [String]?
        var received: [ReceivedItem]

        init(_ app: DragDropCore.OtherApp) {
            name = app.name
            offers = app.items.map(\.id)
            accepts = app.accepts
            received = app.received
        }
    }
}
