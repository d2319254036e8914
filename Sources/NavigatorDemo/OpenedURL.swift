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
        let parser = DeepLinkParser(link: link)
        guard let written = url(for: try tree(from: link)), let url = URL(string: written) else {
            throw parser.fail(.unexpectedPart, "no link writes the tree read", expected: "expected a link whose values all have links")
        }
        return url
    }
}

nonisolated extension SplitLink {
    /// The URL that hands the split view's state `link` opens to the views' `.onOpenURL`: that state's
    /// own link.
    package static func openedURL(for link: String) throws(DeepLinkError) -> URL {
        let parser = DeepLinkParser(link: link)
        guard let written = url(for: try state(from: link)), let url = URL(string: written) else {
            throw parser.fail(.unexpectedPart, "no link writes the state read", expected: "expected a link whose values all have links")
        }
        return url
    }
}
