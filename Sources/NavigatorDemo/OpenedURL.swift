import Foundation

// A link opened while the demo runs, typed after `:` or sent from outside, reaches the views'
// `.onOpenURL` as a URL. It is read once, by the parser that reads it at launch; the URL handed on is
// the link of what that read, as `url(for:)` writes it (unreserved characters and percent-escapes
// alone), which Foundation keeps as written and the handler reads back to the very same tree.
//
// Never `URL(string: link)`: Foundation percent-encodes a link holding a character no URL may (`é`)
// whole, its `%` as `%25` too, so `myapp:///profile/é%41` reached the handler as `é%41` where the same
// link at launch opens `éA`.

nonisolated extension DeepLink {
    /// The URL that hands the tree `link` opens to the views' `.onOpenURL`: that tree's own link.
    package static func openedURL(for link: String) throws(DeepLinkError) -> URL {
        try DeepLinkParser(link: link).openedURL(written: url(for: try tree(from: link)), what: "tree")
    }
}

nonisolated extension SplitLink {
    /// The URL that hands the split view's state `link` opens to the views' `.onOpenURL`: that state's
    /// own link.
    package static func openedURL(for link: String) throws(DeepLinkError) -> URL {
        try DeepLinkParser(link: link).openedURL(written: url(for: try state(from: link)), what: "state")
    }
}

nonisolated extension DeepLinkParser {
    /// The URL of `written`, the link of the `what` this parser's link opened, or why there is none.
    func openedURL(written: String?, what: String) throws(DeepLinkError) -> URL {
        guard let written, let url = URL(string: written) else {
            throw fail(.unexpectedPart, "no link writes the \(what) read", expected: "expected a link whose values all have links")
        }
        return url
    }
}
