// expect: cannot assign to property: 'output' setter is inaccessible
// The sign-in flow tells the app alone that someone signed in.
import AuthFlow

@MainActor func viewSignsSomeoneIn(auth: AuthCoordinator) {
  auth.output = { _ in }
}
