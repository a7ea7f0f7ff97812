extension Collection<String> {
  /// The link form nearest to an unknown destination, such as `navlab://article/N` for
  /// `artcle/3`, if its host is close enough to a form's host to be a likely typo.
  ///
  /// Among the forms with the nearest host, the one with as many path segments as `destination`
  /// wins, else the first.
  ///
  /// - Parameter destination: The host and path as written, such as `artcle/3`.
  /// - Returns: The form, such as `navlab://article/N`, or `nil` when no host is close.
  func closestForm(to destination: String) -> String? {
    let written = destination.split(separator: "/", omittingEmptySubsequences: false)
    guard let host = written.first.map({ $0.lowercased() }) else { return nil }
    let forms = map { form in
      (
        form: form,
        parts: form.drop { $0 != ":" }.drop { $0 == ":" || $0 == "/" }.split(separator: "/")
      )
    }
    var hosts: [String] = []
    for form in forms {
      let formHost = String(form.parts.first ?? "")
      if !hosts.contains(formHost) { hosts.append(formHost) }
    }
    guard let nearest = hosts.closest(to: host) else { return nil }
    let candidates = forms.filter { $0.parts.first.map(String.init) == nearest }
    return (candidates.first { $0.parts.count == written.count } ?? candidates.first)?.form
  }
}
