/// A read and a write of a value owned elsewhere, as SwiftUI's `Binding` is.
///
/// The one behaviour declared here is SwiftUI's documented one: reading `wrappedValue` calls
/// `get`, writing it calls `set`. A test writes through a view's binding as SwiftUI would.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  private let read: () -> Value
  private let write: (Value) -> Void

  /// A binding that reads with `get` and writes with `set`.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    read = get
    write = set
  }

  /// The bound value: reading it calls `get`, writing it calls `set`.
  public var wrappedValue: Value {
    get { read() }
    nonmutating set { write(newValue) }
  }

  /// The binding itself, for `$value`.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property or a subscript of the bound value.
  public subscript<Subject>(
    dynamicMember keyPath: WritableKeyPath<Value, Subject>
  ) -> Binding<Subject> {
    Binding<Subject>(
      get: { self.wrappedValue[keyPath: keyPath] },
      set: { self.wrappedValue[keyPath: keyPath] = $0 })
  }
}

/// Bindings to the properties of an observable object, as SwiftUI's `Bindable` makes them.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
  /// The object.
  public var wrappedValue: Value

  /// The wrapper itself, for `$object.property`.
  public var projectedValue: Bindable<Value> { self }

  /// Wraps an observable object.
  public init(wrappedValue: Value) where Value: AnyObject, Value: Observable {
    self.wrappedValue = wrappedValue
  }

  /// Wraps an observable object.
  public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable {
    self.wrappedValue = wrappedValue
  }

  /// A binding to a property or a subscript of the object: `$feed.path`, `$feed[.sheet]`.
  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
  ) -> Binding<Subject> where Value: AnyObject {
    let object = wrappedValue
    return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}

/// A value a view owns, as SwiftUI's `State` is.
///
/// Here it holds the initial value only: there is no view graph to keep it in.
@propertyWrapper
public struct State<Value> {
  private let value: Value

  /// A state that starts as `value`.
  public init(wrappedValue value: Value) { self.value = value }

  /// A state that starts as `value`.
  public init(initialValue value: Value) { self.value = value }

  /// The value.
  public var wrappedValue: Value {
    get { value }
    nonmutating set {}
  }
}

/// A value read from the view's environment, as SwiftUI's `Environment` is.
///
/// Here there is no view graph to pass values down: a value of `EnvironmentValues` is its
/// default, and an observable object is the one the `.environment(_:)` modifiers around the
/// drawing in progress put there, or the one a test hands to `_withEnvironment(_:_:)`.
@propertyWrapper
public struct Environment<Value> {
  private let read: () -> Value

  /// Reads the value at `keyPath` of the environment.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    read = { EnvironmentValues()[keyPath: keyPath] }
  }

  /// Reads the observable object of type `objectType` that an ancestor put in the environment;
  /// SwiftUI stops the program when there is none, and so does this module.
  public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {
    read = { EnvironmentObjects.object(of: objectType) }
  }

  /// The value.
  public var wrappedValue: Value { read() }
}

/// NOT SwiftUI: the observable objects in the environment now, by type.
enum EnvironmentObjects {
  /// The objects in the environment, innermost last.
  ///
  /// Read and written on the main actor only, by drawings and tests, which are.
  nonisolated(unsafe) static var objects: [AnyObject] = []

  /// The innermost object of type `type`.
  static func object<Object: AnyObject>(of type: Object.Type) -> Object {
    guard let object = objects.last(where: { $0 is Object }) as? Object else {
      preconditionFailure(
        "No \(Object.self) in the environment: put one there with .environment(_:)")
    }
    return object
  }

  /// Runs `body` with `object` in the environment.
  static func with<Result>(_ object: AnyObject, _ body: () throws -> Result) rethrows -> Result {
    objects.append(object)
    defer { objects.removeLast() }
    return try body()
  }
}

/// NOT SwiftUI: runs `body` with `object` in the environment, as a view under
/// `.environment(object)` reads it, for a test that builds a view and reads its bindings.
@MainActor public func _withEnvironment<Object: AnyObject & Observable, Result>(
  _ object: Object, _ body: () throws -> Result
) rethrows -> Result {
  try EnvironmentObjects.with(object, body)
}

/// The environment's values the app reads.
public struct EnvironmentValues {
  /// The environment with its default values.
  public init() {}

  /// The horizontal size class of this environment.
  public var horizontalSizeClass: UserInterfaceSizeClass? = nil

  /// The current phase of the scene.
  public var scenePhase: ScenePhase = .active
}

/// A set of values that indicate the visual size available to the view.
public enum UserInterfaceSizeClass: Hashable, Sendable {
  /// The compact size class.
  case compact
  /// The regular size class.
  case regular
}

/// An indication of a scene's operational state.
public enum ScenePhase: Comparable, Hashable, Sendable {
  /// The scene isn't currently visible in the UI.
  case background
  /// The scene is in the foreground but should pause its work.
  case inactive
  /// The scene is in the foreground and interactive.
  case active
}

/// A property wrapper type that reads and writes to persisted, per-scene storage.
///
/// Here it holds its default value only: there is no scene to keep it in.
@propertyWrapper
public struct SceneStorage<Value> {
  private let value: Value

  /// Creates a property that can save and restore a string.
  public init(wrappedValue: Value, _ key: String) where Value == String { value = wrappedValue }

  /// The value.
  public var wrappedValue: Value {
    get { value }
    nonmutating set {}
  }
}
