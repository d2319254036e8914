import Navigation
import NavigatorDemo
import PropertyBased
import Testing

@Suite struct DeepLinkTests {
    @Test(arguments: [
        ("myapp://detail/42", [Route.detail(id: 42)]),
        ("myapp://profile/johndoe", [.profile(username: "johndoe")]),
        ("myapp://settings", [.settings]),
        ("myapp://settings/", [.settings]),
        ("myapp://profile-edit/johndoe", [.profile(username: "johndoe"), .editProfile]),
        ("MYAPP://detail/7", [.detail(id: 7)]),
        ("myapp://profile/john%20doe", [.profile(username: "john doe")]),
        ("myapp://profile/%E5%B1%B1%E7%94%B0", [.profile(username: "山田")]),
        ("myapp:///", []),
        ("myapp:///detail/1/detail/2/profile/johndoe/edit-profile",
         [.detail(id: 1), .detail(id: 2), .profile(username: "johndoe"), .editProfile]),
        ("myapp:///settings/profile/a%2Fb", [.settings, .profile(username: "a/b")]),
        ("myapp://detail/0", [.detail(id: 0)]),
        ("myapp://detail/9223372036854775807", [.detail(id: Int.max)]),
    ])
    func opensTheStack(link: String, routes: [Route]) throws {
        #expect(try DeepLink.tree(from: link) == NavigationTree(path: routes.map { AnyHashable($0) }))
    }

    @Test(arguments: [
        ("", DeepLinkError.Kind.notALink),
        ("hello", .notALink),
        ("profile-edit/johndoe", .notALink),
        ("https://example.com/detail/1", .unsupportedScheme),
        ("myapp:detail/1", .notALink),
        ("myapp://", .unknownRoute),
        ("myapp://profil/ana", .unknownRoute),
        ("myapp:///detail/1/nowhere", .unknownRoute),
        ("myapp://detail", .missingParameter),
        ("myapp://profile", .missingParameter),
        ("myapp:///detail", .missingParameter),
        ("myapp://detail/abc", .malformedParameter),
        ("myapp://detail/4.2", .malformedParameter),
        ("myapp://detail/+4", .malformedParameter),
        ("myapp://detail/99999999999999999999", .outOfRange),
        ("myapp://detail/-1", .outOfRange),
        ("myapp:///rows/10000001", .outOfRange),
        ("myapp:///rows/-1", .outOfRange),
        ("myapp:///rows/1e3", .malformedParameter),
        ("myapp:///rows", .missingParameter),
        ("myapp://profile/" + String(repeating: "a", count: 101), .outOfRange),
        ("myapp://profile/%zz", .brokenPercentEncoding),
        ("myapp://profile/abc%4", .brokenPercentEncoding),
        ("myapp://profile/%FF%FE", .brokenPercentEncoding),
        ("myapp://settings/extra", .unexpectedPart),
        ("myapp://detail/1/2", .unexpectedPart),
        ("myapp://detail/1?utm=x", .unexpectedPart),
        ("myapp://detail//1", .notALink),
    ])
    func refusesBadLinks(link: String, kind: DeepLinkError.Kind) {
        #expect(throws: DeepLinkError.self) { try DeepLink.tree(from: link) }
        do {
            _ = try DeepLink.tree(from: link)
        } catch {
            #expect(error.kind == kind, "\(link): \(error)")
        }
    }

    @Test func errorsNameTheInputAndWhatWasExpected() {
        #expect(message("myapp://profil/ana")
            == "unknown deep link host 'profil' in 'myapp://profil/ana' (known: detail, profile, profile-edit, settings)")
        #expect(message("myapp://detail/abc")
            == "detail id 'abc' is not a whole number in 'myapp://detail/abc' (expected myapp://detail/ID, ID a whole number from 0 to 9223372036854775807)")
        #expect(message("ftp://x") == "unsupported scheme 'ftp' in 'ftp://x' (expected myapp://…)")
    }

    /// The two forms' names differ (the seed's host `profile-edit`, the route `edit-profile`): one
    /// written in the other form says where it goes.
    @Test func aNameOfTheOtherFormSaysWhereItGoes() {
        #expect(message("myapp:///profile-edit/johndoe").hasSuffix("sheet, cover; 'profile-edit' is a host: myapp://profile-edit/…)"))
        #expect(message("myapp://edit-profile/johndoe").hasSuffix("settings; 'edit-profile' is a route: myapp:///edit-profile…)"))
        #expect(!message("myapp:///nowhere/1").contains(" is a host"))
    }

    /// Issue 25, point 4: a link names at most the presentations a tree shows (none that long fits
    /// in argv, but the prompt and the socket take it).
    @Test func aLinkOfMorePresentationsThanATreeShowsIsRefused() throws {
        let limit = NavigationState.maximumPresentations
        let most = "myapp:///" + String(repeating: "sheet/settings/", count: limit)
        #expect(try DeepLink.tree(from: most).presentations.count == limit)
        #expect(throws: DeepLinkError.self) { try DeepLink.tree(from: most + "cover/settings") }
        do {
            _ = try DeepLink.tree(from: most + "cover/settings")
        } catch {
            #expect(error.kind == .outOfRange)
            #expect(error.description.hasPrefix("more than \(limit) presentations ('cover' at position \(limit + 1)) in 'myapp:///sheet/settings/"))
            #expect(error.description.hasSuffix("(expected at most \(limit) sheets and covers, one over another)"))
        }
    }

    @Test func controlCharactersInTheInputAreShownAsSymbols() {
        let text = message("myapp://\u{1B}[2Jevil/1")
        #expect(text.contains("␛[2Jevil"))
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 })
    }

    @Test func anyStackRoundTripsThroughItsURL() async {
        let name = Gen<Character?>.element(of: Array("aZ09-._~ /%?#&=+\"\\山田🍣é\u{301}\u{1B}\u{7F}")).map { $0! }.string(of: 1...20)
        let route = Gen<Route>.oneOf(
            Gen.int(in: 0...Int.max).map { Route.detail(id: $0) },
            name.map { Route.profile(username: $0) },
            Gen.always(Route.settings),
            Gen.always(Route.editProfile),
            Gen.int(in: Route.rowCounts).map { Route.rows(count: $0) }
        )
        await propertyCheck(count: 300, input: route.array(of: 0...12)) { routes in
            await Task.yield()  // the main actor is shared: let the app's tasks and other tests run between cases
            let url = DeepLink.url(for: routes)
            #expect((try? DeepLink.tree(from: url)) == NavigationTree(path: routes.map { AnyHashable($0) }), "\(url)")
            #expect(url.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value < 0x7F })
        }
    }

    /// A value of any type the demo pushes, in a form property tests can generate (`Sendable`).
    enum DemoValue: Sendable {
        case route(Route), color(Color), recipe(Recipe), showcase(Showcase), number(Int)

        var value: AnyHashable {
            switch self {
            case .route(let v): return AnyHashable(v)
            case .color(let v): return AnyHashable(v)
            case .recipe(let v): return AnyHashable(v)
            case .showcase(let v): return AnyHashable(v)
            case .number(let v): return AnyHashable(v)
            }
        }
    }

    struct TreeSpec: Sendable {
        var path: [DemoValue]
        var presentations: [(PresentationStyle, DemoValue, [DemoValue])]

        var tree: NavigationTree<AnyHashable> {
            NavigationTree(path: path.map(\.value), presentations: presentations.map {
                .init(style: $0.0, root: $0.1.value, path: $0.2.map(\.value))
            })
        }
    }

    @Test func anyTreeOfEveryValueTypeRoundTripsThroughItsURL() async {
        let name = Gen<Character?>.element(of: Array("aZ09-._~ /%?#\"山🍣é\u{301}\u{1B}")).map { $0! }.string(of: 1...10)
        let value = Gen<DemoValue>.oneOf(
            Gen.int(in: 0...Int.max).map { .route(.detail(id: $0)) },
            name.map { .route(.profile(username: $0)) },
            Gen.always(.route(.settings)),
            Gen.always(.route(.editProfile)),
            Gen.int(in: Route.rowCounts).map { .route(.rows(count: $0)) },
            Gen<Color?>.element(of: Color.allCases).map { .color($0!) },
            Gen<Recipe?>.element(of: Recipe.allCases).map { .recipe($0!) },
            Gen<Showcase?>.element(of: Showcase.allCases).map { .showcase($0!) },
            Gen.int(in: Int.min...Int.max).map { .number($0) }
        )
        let style = Gen<PresentationStyle?>.element(of: PresentationStyle.allCases).map { $0! }
        let presented = zip(style, value, value.array(of: 0...4)).map { ($0, $1, $2) }
        let spec = zip(value.array(of: 0...8), presented.array(of: 0...3)).map { TreeSpec(path: $0, presentations: $1) }
        await propertyCheck(count: 300, input: spec) { spec in
            await Task.yield()  // the main actor is shared: let the app's tasks and other tests run between cases
            let tree = spec.tree
            let url = try #require(DeepLink.url(for: tree))
            #expect(try DeepLink.tree(from: url) == tree, "\(url)")
            #expect(url.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value < 0x7F })
        }
    }

    private func message(_ link: String) -> String {
        do {
            _ = try DeepLink.tree(from: link)
            return "no error"
        } catch {
            return error.description
        }
    }
}
