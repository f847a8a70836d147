// Uses the mocks rendered from Mock.stencil: set return values, errors and handlers, call through
// the protocols, and check call counts and received arguments. Prints "OK <n> checks" or each failure.
import Foundation

/// Everything but the main-actor protocol, off the main actor (Swift 6 mode sends no mock across).
nonisolated func checkMocks() async throws {
    let alice = Account(id: 1, name: "Alice")
    let bob = Account(id: 2, name: "Bob")

    // Properties: stored, optional, implicitly unwrapped, collections, async and throwing getters.
    let store = AccountStoreMock()
    store.current = alice
    store.cachedUnderlying = [alice]
    store.byIDUnderlying = [2: bob]
    store.token = "t0k3n"
    var storeAPI: any AccountStore = store
    storeAPI.pageSize = 25
    expectEqual(storeAPI.current, alice, "optional property")
    expectEqual(storeAPI.cached, [alice], "array property")
    expectEqual(storeAPI.byID[2], bob, "dictionary property")
    expectEqual(storeAPI.token, "t0k3n", "implicitly unwrapped property")
    expectEqual(store.pageSizeUnderlying, 25, "settable property")

    // async throws with a return value, then with an error.
    store.accountReturnValue = bob
    expectEqual(try await storeAPI.account(id: 2), bob, "async throws return value")
    store.accountError = FetchError.offline
    do {
        _ = try await storeAPI.account(id: 3)
        check(false, "expected an error")
    } catch {
        expectEqual(error as? FetchError, .offline, "thrown error")
    }
    expectEqual(store.accountCallsCount, 2, "account calls")
    expectEqual(store.accountReceived, [2, 3], "account ids")

    // throws, annotated name, escaping completion kept and called later.
    try storeAPI.remove(alice)
    expectEqual(store.removeAccountReceived, [alice], "remove received")
    var completed: [Account] = []
    storeAPI.save(bob) { result in if case .success(let account) = result { completed.append(account) } }
    store.saveReceived.first?.completion(.success(bob))
    expectEqual(completed, [bob], "stored completion")
    expectEqual(store.saveReceived.map(\.account), [bob], "save account")

    // @discardableResult async, typed throws, optional closure.
    store.refreshReturnValue = true
    await storeAPI.refresh()
    expectEqual(store.refreshCallsCount, 1, "refresh calls")
    store.validateError = Rejected()
    do {
        _ = try storeAPI.validate(alice)
        check(false, "expected Rejected")
    } catch {
        expectEqual(error, Rejected(), "typed throws error")
    }
    storeAPI.observe(onChange: nil)
    storeAPI.observe { _ in }
    expectEqual(store.observeReceived.map { $0 == nil }, [true, false], "optional closures")

    // Getters that are async, async throws and throws(FetchError).
    let connectivity = ConnectivityMock()
    connectivity.isOnlineUnderlying = true
    connectivity.carrierUnderlying = "Net"
    connectivity.latencyError = .status(504)
    let connectivityAPI: any Connectivity = connectivity
    expectEqual(await connectivityAPI.isOnline, true, "async getter")
    expectEqual(try await connectivityAPI.carrier, "Net", "async throws getter")
    do {
        _ = try connectivityAPI.latency
        check(false, "expected FetchError")
    } catch {
        expectEqual(error, .status(504), "typed throwing getter")
    }
    expectEqual(connectivity.latencyCallsCount, 1, "getter calls")

    // Overloads told apart by annotations, variadics, inout, rethrows, generics.
    let values = KeyValueStoreMock()
    let valuesAPI: any KeyValueStore = values
    valuesAPI.set(Data([1]), forKey: "a")
    valuesAPI.set(7, forKey: "b")
    expectEqual(values.setDataReceived.map(\.key), ["a"], "overload by type (Data?)")
    expectEqual(values.setIntReceived.map(\.value), [7], "overload by type (Int)")
    valuesAPI.removeAll(keys: "x", "y")
    expectEqual(values.removeAllReceived, [["x", "y"]], "variadic")
    values.incrementHandler = { $0 += 10 }
    var counter = 1
    valuesAPI.increment(&counter)
    expectEqual(counter, 11, "inout through the handler")
    expectEqual(values.incrementReceived, [1], "inout received")
    values.transformReturnValue = Data([9])
    expectEqual(valuesAPI.transform { $0 }, Data([9]), "rethrows")
    values.decodeReturnValue = alice.name
    expectEqual(try valuesAPI.decode(String.self, forKey: "name"), "Alice", "generic result")
    valuesAPI.store(5, forKey: "five")
    expectEqual(values.storeCallsCount, 1, "generic with where clause")

    // Static members, labels, autoclosure, unnamed parameters.
    let tracker = TrackerMock()
    TrackerMock.shared = tracker
    let trackerAPI: any Tracker = tracker
    type(of: trackerAPI).configure(apiKey: "key")
    expectEqual(TrackerMock.configureReceived, ["key"], "static method")
    check(TrackerMock.shared != nil, "static property")
    trackerAPI.track(event: "open", properties: ["screen": "home"])
    trackerAPI.track("tap")
    expectEqual(tracker.trackEventReceived.first?.properties, ["screen": "home"], "external label")
    expectEqual(tracker.trackNameReceived, ["tap"], "underscore label")
    trackerAPI.log("built " + "lazily")
    expectEqual(tracker.logReceived, ["built lazily"], "autoclosure")
    trackerAPI.ignore("a", 1)
    expectEqual(tracker.ignoreReceived.map(\.arg1), [1], "unnamed parameters")

    // Sendable protocol: @Sendable, @MainActor closures, closures returning closures.
    let runner = TaskRunnerMock()
    let runnerAPI: any TaskRunner = runner
    runnerAPI.schedule(after: 0.5) {}
    expectEqual(runner.scheduleReceived.map(\.delay), [0.5], "sendable closure parameter")
    var cancelled = 0
    runner.makeCancellerHandler = { id in { cancelled += id } }
    runnerAPI.makeCanceller(id: 4)()
    expectEqual(cancelled, 4, "closure result")
    runner.curriedReturnValue = { number in { text in text == String(number) } }
    expectEqual(runnerAPI.curried()(5)("5"), true, "closure returning a closure")

    // some/any parameters, tuples, compositions, ownership specifiers.
    let loader = LoaderMock()
    let loaderAPI: any Loader = loader
    loader.loadReturnValue = Data([1, 2])
    expectEqual(try await loaderAPI.load(from: URL(fileURLWithPath: "/tmp"), limit: nil), Data([1, 2]), "async throws URL")
    expectEqual(loader.loadReceived.first?.limit, nil, "optional argument")
    loader.countReturnValue = 3
    expectEqual(loaderAPI.count([1, 2, 3]), 3, "some parameter")
    loader.pairReturnValue = (1, "one")
    expectEqual(loaderAPI.pair().1, "one", "tuple result")
    loader.distanceHandler = { $0.x + $0.y }
    expectEqual(loaderAPI.distance(between: (x: 2, y: 3)), 5, "labelled tuple parameter")
    loaderAPI.both("text")
    expectEqual(loader.bothReceived.map(\.description), ["text"], "composition parameter")
    loaderAPI.take(alice, bob)
    expectEqual(loader.takeReceived.map(\.other), [bob], "borrowing and consuming parameters")
    await loaderAPI.hand(bob)
    expectEqual(loader.handReceived, [bob], "sending parameter")

    // Associated types become generic parameters; subscripts are declared.
    let registry = RegistryMock<String, Int>()
    registry.register(1, for: "one")
    expectEqual(registry.registerReceived.map(\.key), ["one"], "associated types")

    // Inherited members and an init requirement.
    let session = SessionMock(name: "s")
    session.nameUnderlying = "s"
    let sessionAPI: any Session = session
    sessionAPI.start()
    sessionAPI.signOut()
    expectEqual(session.initReceived, ["s"], "init requirement")
    expectEqual(session.startCallsCount, 1, "inherited method")
    expectEqual(sessionAPI.name, "s", "inherited property")

    // Keywords in backticks, unicode names, #if members, attributes, annotations.
    let reserved = ReservedMock()
    reserved.defaultReturnValue = 42
    reserved.größeReturnValue = 180
    let reservedAPI: any Reserved = reserved
    expectEqual(reservedAPI.default(), 42, "keyword method")
    reservedAPI.class(3)
    expectEqual(reserved.classReceived, [3], "keyword method with argument")
    expectEqual(reservedAPI.größe(), 180, "unicode method")
    let platformed = PlatformedMock()
    platformed.modernReturnValue = "new"
    let platformedAPI: any Platformed = platformed
    platformedAPI.desktopOnly()
    expectEqual(platformedAPI.modern(), "new", "@available method")
    platformedAPI.annotated(count: 2, name: "n")
    expectEqual(platformed.annotatedReceived.map(\.count), [2], "method after an annotation")
    let flagged = FlaggedMock()
    flagged.flagReturnValue = true
    expectEqual((flagged as any Flagged).flag(), true, "protocol annotated AutoMockable")
}

/// The @MainActor protocol's mock, on the main actor.
@MainActor func checkMainActorMock() async {
    // A @MainActor protocol.
    let screen = ScreenModelMock()
    screen.titleUnderlying = "Home"
    let screenAPI: any ScreenModel = screen
    screenAPI.select(row: 3, in: 1)
    await screenAPI.load()
    expectEqual(screenAPI.title, "Home", "main actor property")
    expectEqual(screen.selectReceived.map(\.section), [1], "internal parameter name")
    expectEqual(screen.loadCallsCount, 1, "main actor async method")
}

try await checkMocks()
await checkMainActorMock()

if failures == 0 {
    print("OK \(checks) checks")
} else {
    print("FAILED \(failures) of \(checks) checks")
    exit(1)
}
