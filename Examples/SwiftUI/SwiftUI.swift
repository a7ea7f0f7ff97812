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
// object's properties and subscripts. Modifiers return the view unchanged; a primitive view's
// `body` is never asked for. Compiled with `-D SWIFTUI_MACOS` it models a macOS build
// (Scripts/swiftui-example-check.sh).
//
// What a Linux build of the app cannot prove: layout and rendering; real gesture timing (when
// SwiftUI writes a binding, and whether it writes twice); that `@State` and `@Environment` keep
// and pass values in a view graph (here they hold their initial and default values); and that
// Apple's SwiftUI declares the same API beyond what was copied from its documentation. A
// signature copied wrong here makes the app type-check here and fail on Apple platforms.
//
// SwiftUI re-exports Foundation and Observation, as this module does.

@_exported import Foundation
@_exported import Observation
