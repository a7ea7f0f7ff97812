import NavLabApp

// The app's entry point on Apple platforms, where SwiftUI runs it: what `@main` on `NavLabApp`
// would do, kept out of the library so that its tests can build its views.
MainActor.assumeIsolated { NavLabApp.main() }
