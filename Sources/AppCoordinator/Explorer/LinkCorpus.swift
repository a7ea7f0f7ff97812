import Foundation

/// The links the explorer opens in every state: every link form with every id from 0 to 11
/// (so out-of-range and unknown ids too), and malformed links of every kind.
enum LinkCorpus {
  static let malformed = [
    "http://feed", "navlab:feed", "navlab://", "navlab://nowhere", "navlab://feed/extra",
    "navlab://article", "navlab://article/-1", "navlab://article/x7", "navlab://article/7/AUTHOR",
    "navlab://article/7/author/1", "navlab://article/99999999999999999999",
    "navlab://article/%2e%2e", "navlab://user@feed", "navlab://feed:80",
    "NAVLAB://ARTICLE/7/author/?utm=1#top",
  ]

  /// The corpus for an app whose link forms are `forms`, such as `navlab://article/N`.
  static func links(forms: [String]) -> [String] {
    let expanded = forms.flatMap { form in
      form.contains("N")
        ? (0...11).map { form.replacingOccurrences(of: "N", with: "\($0)") } : [form]
    }
    return expanded + malformed
  }
}
