import AppCoordinator
import SwiftUI

// sample: main
/// Main: a tab bar in compact width, a sidebar beside the selected flow's stack in regular
/// width, and the presented flow's sheet over either.
struct MainView: View {
  @Environment(AppCoordinator.self) private var app
  #if !os(macOS)
    @Environment(\.horizontalSizeClass) private var sizeClass
  #endif

  /// The flow presented over main: a swipe down writes `nil`, which the app refuses while the
  /// flow holds typed text.
  var presentedFlow: Binding<AppCoordinator.PresentedFlow?> { Bindable(app).presentedFlowSheet }
  /// Whether SwiftUI may swipe the presented flow away: not while it holds typed text.
  var presentedFlowSwipeDisabled: Bool { app.presentedFlowHoldsInput }

  var body: some View {
    Group {
      if app.width == .regular {
        SidebarView()
      } else {
        TabsView()
      }
    }
    .sheet(item: presentedFlow) { presented in  // over the whole split or tab bar
      PresentedFlowView(presented: presented)
        .interactiveDismissDisabled(presentedFlowSwipeDisabled)  // a typed comment stays
    }
    #if os(macOS)
      .onGeometryChange(for: Bool.self) {
        $0.size.width >= 700
      } action: { wide in
        windowResized(wide: wide)  // the window's width: size classes do not follow it
      }
    #else
      .onChange(of: sizeClass, initial: true) { _, sizeClass in sizeClassChanged(to: sizeClass) }
    #endif
  }

  /// Tells the app its width from the size class, which changes with rotation and multitasking.
  func sizeClassChanged(to sizeClass: UserInterfaceSizeClass?) {
    app.resize(to: sizeClass == .regular ? .regular : .compact)
  }

  /// Tells the app its width from the Mac window's.
  func windowResized(wide: Bool) {
    app.resize(to: wide ? .regular : .compact)
  }
}
// end sample

// sample: tabs
/// The tab bar: one tab per tab flow, in the app's order, each holding its flow's stack.
struct TabsView: View {
  @Environment(AppCoordinator.self) private var app

  /// The selected tab: a tap on a tab writes its flow's id, the selected one's too, which pops
  /// its stack to the root, as the shell's `tab` does.
  var selection: Binding<String> {
    Binding(get: { app.selectedTabID }, set: { tabTapped($0) })
  }

  var body: some View {
    TabView(selection: selection) {
      ForEach(app.flows.filter { $0.kind == .tab }, id: \.id) { registration in
        TabRoot(registration: registration)
          .tag(registration.id)
          .tabItem {
            Text(registration.title).accessibilityIdentifier(registration.itemID(in: .compact))
          }
      }
    }
  }

  /// A tap on the tab of flow `id`: another tab selects it, the selected one pops its stack.
  func tabTapped(_ id: String) {
    try? app.tap(FlowRegistration.itemID(ofTab: id, in: .compact))
  }
}
// end sample

// sample: sidebar
/// The sidebar in regular width: it lists the tab flows beside the selected one's stack.
struct SidebarView: View {
  @Environment(AppCoordinator.self) private var app

  /// The selected flow: a tap on a row writes its id; a deselection's `nil` changes nothing.
  var selection: Binding<String?> { Bindable(app).sidebarSelection }

  var body: some View {
    NavigationSplitView {
      List(app.flows.filter { $0.kind == .tab }, id: \.id, selection: selection) { registration in
        Text(registration.title)
          .accessibilityIdentifier(registration.itemID(in: .regular))
          .tag(registration.id)
          .simultaneousGesture(TapGesture().onEnded { rowTapped(registration) })
      }
    } detail: {
      if let registration = app.flows.first(where: { $0.id == app.selectedTabID }) {
        TabRoot(registration: registration)  // its stack, as a tab's
      }
    }
  }

  /// A `List` never writes the selection it holds: a tap on the selected row pops its stack
  /// to the root here, as a tap on the selected tab does.
  func rowTapped(_ registration: FlowRegistration) {
    guard registration.id == app.sidebarSelection else { return }
    try? app.tap(registration.itemID(in: app.width))
  }
}
// end sample
