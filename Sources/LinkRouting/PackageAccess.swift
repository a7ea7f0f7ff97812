/// Proof that a call comes from inside the NavLab package: only the package can make one.
///
/// It guards ``FlowCoordinator/replaceState(with:_:)``, which skips the gate: restoration and the
/// explorer may put a whole state back, views may not.
public struct PackageAccess: Sendable {
  @usableFromInline package init() {}
}
