/// The engine's isolation, in place of UIKit's main actor.
///
/// UIKit's views, view controllers, drag items and coordinators are `@MainActor`, which makes
/// them `Sendable`. The engine's are confined to their device instead: a device, its views and
/// its app run on one thread at a time, its virtual clock's main queue included, and no step
/// of one device touches another's, so `swift test` runs scenarios side by side in one
/// process. The engine's final classes that app code captures in a load's completion or a
/// `DispatchQueue.main.async` block — drag items, item providers, sessions, coordinators and
/// placeholder contexts, interactions, labels, bar button items — are `@unchecked Sendable`,
/// which says exactly that. Views, view controllers and cells, which apps subclass, are not:
/// a subclass of an `@unchecked Sendable` class draws a warning in the app's own build. So a
/// Swift 6 app's `DispatchQueue.main.async { self.… }` inside a nonisolated completion does
/// not compile (docs/CUSTOM-APPS.md, "Language modes").
enum DeviceConfinement {}
