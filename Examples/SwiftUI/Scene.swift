/// A type that represents the structure and behaviour of an app.
@MainActor @preconcurrency public protocol App {
  /// The type of scene representing the content of the app.
  associatedtype Body: Scene
  /// The content and behaviour of the app.
  @SceneBuilder var body: Body { get }
  /// Creates an instance of the app using the body that you define for its content.
  init()
}

/// A part of an app's user interface with a life cycle managed by the system.
@MainActor @preconcurrency public protocol Scene {
  /// The type of scene that represents the body of this scene.
  associatedtype Body: Scene
  /// The content and behaviour of the scene.
  @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// Builds a scene from a closure.
@resultBuilder public enum SceneBuilder {
  /// A block of one scene.
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// A scene that presents a group of identically structured windows.
public struct WindowGroup<Content: View>: Scene {
  /// A window group with the given view as its windows' content.
  public nonisolated init(@ViewBuilder content: () -> Content) {}
  /// Never called: a primitive scene has no body.
  public var body: Never { primitiveBody(of: "WindowGroup") }
}

extension Scene {
  /// Adds an action to perform when the given value changes.
  public nonisolated func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
  ) -> some Scene { self }
}

/// A representation of the state of your app at a moment in time.
///
/// On Apple platforms this is Foundation's class; Foundation on Linux has none, so it is declared
/// here, with the members the app reads.
open class NSUserActivity {
  /// The type of the activity.
  public let activityType: String
  /// The webpage to load in a browser to continue the activity.
  public var webpageURL: URL?
  /// A dictionary containing app-specific state information needed to continue an activity.
  public var userInfo: [AnyHashable: Any]?

  /// Creates a user activity with the specified activity type.
  public init(activityType: String) { self.activityType = activityType }
}
