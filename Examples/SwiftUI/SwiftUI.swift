// SwiftUI, declared for Linux: DECLARATIONS ONLY. This module is not SwiftUI and renders nothing.
//
// It exists so that `swift build` on Linux, where SwiftUI does not exist, type-checks the
// example app (Examples/NavLabApp) on every change. Package.swift declares it on Linux only; on
// Apple platforms the app imports Apple's SwiftUI.
//
// What it holds: exactly the SwiftUI API the example app uses, with the signatures of Apple's
// documentation (generic constraints, argument labels, availability such as `fullScreenCover`
// being unavailable on macOS; defaulted parameters the app never passes are left out, and each
// such omission is said where it is made), and SwiftUI's documented binding writes: a `Binding`
// reads with its `get` and writes with its `set`, and `Bindable` makes bindings to an observable
// object's properties and subscripts. A primitive view's `body` is never asked for. Compiled
// with `-D SWIFTUI_MACOS` it models a macOS build (Scripts/swiftui-example-check.sh).
//
// What it adds that SwiftUI has not, each marked NOT SwiftUI where it is declared: a drawing
// (Drawing.swift), what a view declares when built, its accessibility identifiers, labels and
// titles, for the state its bindings read, following SwiftUI's documented rules for what shows;
// modifiers return the view with what they change in a drawing. And `_withEnvironment`, which
// puts an observable object in the environment for a test, since there is no view graph to.
//
// What a Linux build of the app cannot prove: layout and rendering; real gesture timing (when
// SwiftUI writes a binding, and whether it writes twice); that `@State`, `@SceneStorage` and
// `@Environment` keep and pass values in a view graph (here they hold their initial and default
// values, and an environment object is the one a drawing or a test puts there); that Apple's
// SwiftUI shows what a drawing says it does, and hands XCUITest the identifiers a drawing
// records; and that Apple's SwiftUI declares the same API beyond what was copied from its
// documentation. A
// signature copied wrong here makes the app type-check here and fail on Apple platforms.
//
// SwiftUI re-exports Foundation and Observation, as this module does.

@_exported import Foundation
@_exported import Observation
