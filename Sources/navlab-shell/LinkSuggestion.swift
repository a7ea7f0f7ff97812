extension Collection<String> {
  /// The link nearest to an unknown destination, such as `navlab://article/3` for `artcle/3`,
  /// if its host is close enough to a form's host to be a likely typo.
  ///
  /// Among the forms with the nearest host, the one with as many path segments as `destination`
  /// wins, else the first. In a form with as many segments, each `N` takes the id written in its
  /// place when that is plain digits, so the suggestion keeps the user's id.
  ///
  /// - Parameter destination: The host and path as written, such as `artcle/3`.
  /// - Returns: The link, such as `navlab://article/3`, or the form (`navlab://article/N`) when
  ///   the ids do not line up; `nil` when no host is close.
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
    guard let same = candidates.first(where: { $0.parts.count == written.count }) else {
      return candidates.first?.form
    }
    var link = String(same.form.prefix { $0 != ":" }) + "://"
    for (index, (part, typed)) in zip(same.parts, written).enumerated() {
      let isID = part == "N" && !typed.isEmpty && typed.allSatisfy { $0.isASCII && $0.isNumber }
      link += (index == 0 ? "" : "/") + (isID ? typed : part)
    }
    return link
  }
}
