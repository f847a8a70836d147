"""The mock workload of gen_corpus.py (--mocks): AutoMockable service protocols full of methods and
AutoEquatable/AutoHashable/AutoLenses adoptions, appended to a generated corpus.

Drawn from a random stream of its own (seeded from the corpus seed), so a corpus made with --mocks
is the corpus made without it plus these declarations.
"""

import random

from gen_corpus import FIELD_WORDS, NOUNS, SWIFT_KEYWORDS

MOCK_MARKERS = ["AutoMockable", "AutoEquatable", "AutoHashable", "AutoLenses"]
SERVICE_SUFFIX = ["Service", "Repository", "Client", "Provider", "Store", "Manager", "Loader",
                  "DataSource", "Coordinator", "UseCase"]
VERBS = ["fetch", "load", "save", "delete", "update", "create", "refresh", "sync", "upload",
         "download", "observe", "cancel", "validate", "search", "register", "resolve", "track"]


class MockGen:
    """Appends AutoMockable service protocols and marker adoptions to a generated corpus."""

    def __init__(self, seed, models):
        self.rng = random.Random("mocks:%d" % seed)
        self.models = models          # struct/class names of the corpus, in declaration order
        self.protocols = []           # service protocols emitted so far (for refinement)
        self.class_bound = set()      # those of them restricted to classes (no `mutating`)
        self.adopted = set()          # (model, marker) pairs already written
        self.used = set()

    def chance(self, p):
        return self.rng.random() < p

    def pick(self, seq):
        return self.rng.choice(seq)

    def model(self):
        return self.pick(self.models) if self.models else "String"

    def value_type(self):
        m = self.model()
        return self.pick(["String", "Int", "Bool", "Data", "URL", "Date", "UUID", m, m, m + "?",
                          "[%s]" % m, "[String: %s]" % m, "Set<String>", "(%s, Int)" % m, "Double?",
                          "Result<%s, Error>" % m, "[String: Any]", "Int64"])

    def closure_type(self):
        m = self.model()
        return self.pick(["(Result<%s, Error>) -> Void" % m, "([%s]) -> Void" % m, "() -> Void",
                          "(Bool) -> Void", "(Error?) -> Void", "(%s?, Error?) -> Void" % m,
                          "(Double) -> Void"])

    def param(self, used):
        for attempt in range(50):
            name = self.pick(FIELD_WORDS) + self.pick(["", "", "Id", "Name", "Value", "Count"])
            if attempt > 10:
                name += str(attempt)
            if name not in used and name not in SWIFT_KEYWORDS:
                used.add(name)
                break
        label = self.pick(["", "", "", "_ ", "with ", "for ", "by ", "using "])
        x = self.rng.random()
        if x < 0.15:
            return "%s%s: @escaping %s" % (label, name, self.closure_type()), name
        if x < 0.22:
            return "%s%s: (%s)?" % (label, name, self.closure_type()), name
        if x < 0.27:
            return "%s%s: inout %s" % (label, name, self.pick(["Int", "String", "[String]"])), name
        if x < 0.30:
            return "%s%s: %s..." % (label, name, self.pick(["Int", "String"])), name
        if x < 0.36:
            return "%s%s: %s = %s" % (label, name, "Bool", self.pick(["false", "true"])), name
        return "%s%s: %s" % (label, name, self.value_type()), name

    def method(self, ind, class_bound):
        r = self.rng
        for attempt in range(50):
            name = self.pick(VERBS) + self.pick(["", "", self.model().split(".")[-1], "All", "Items", "Latest"])
            if attempt > 10:
                name += str(attempt)
            if name not in self.used:
                self.used.add(name)
                break
        used = set()
        params = [self.param(used)[0] for _ in range(self.pick([0, 1, 1, 1, 2, 2, 3, 4]))]
        generic = ""
        if self.chance(0.12):
            generic = "<T: %s>" % self.pick(["Decodable", "Encodable", "Hashable", "Sendable"])
            params.append("as type: T.Type")
        effects = self.pick(["", "", "", " async", " throws", " async throws", " rethrows"])
        if effects == " rethrows":
            params.append("_ transform: (%s) throws -> Void" % self.pick(["Data", "String", self.model()]))
        if generic:
            ret = self.pick([" -> T", " -> [T]", " -> T?"])
        else:
            ret = self.pick(["", "", "", " -> " + self.value_type(), " -> Bool", " -> " + self.model() + "?",
                             " -> (" + self.closure_type() + ")", " -> ((Int) -> String)?",
                             " -> AnyPublisher<%s, Never>" % self.model(), " -> Void"])
        where = " where T: Sendable" if generic and self.chance(0.3) else ""
        lines = []
        if self.chance(0.3):
            lines.append(ind + "/// %s for the current session." % (name[:1].upper() + name[1:]))
        if ret and self.chance(0.15):
            lines.append(ind + "@discardableResult")
        if self.chance(0.05):
            lines.append(ind + "// sourcery: mockReturn = \"nil\"")
        prefix = self.pick(["", "", "", "", "", "", "static ", "" if class_bound else "mutating "])
        lines.append(ind + "%sfunc %s%s(%s)%s%s%s" % (prefix, name, generic, ", ".join(params),
                                                   effects, ret, where))
        return lines

    def service_protocol(self):
        r = self.rng
        for attempt in range(100):
            name = self.pick(NOUNS) + self.pick(SERVICE_SUFFIX)
            if attempt > 20:
                name += str(attempt)
            if name not in self.used:
                self.used.add(name)
                break
        ind = "    "
        inherited = ["AutoMockable"]
        class_bound = False
        if self.protocols and self.chance(0.15):
            parent = self.pick(self.protocols)   # refines another mockable protocol
            inherited = [parent]
            class_bound = parent in self.class_bound
        elif self.chance(0.2):
            inherited.append(self.pick(["AnyObject", "Sendable"]))
            class_bound = inherited[-1] == "AnyObject"
        access = self.pick(["", "", "public "])
        lines = []
        if self.chance(0.5):
            lines.append("/// Talks to the %s backend." % name)
        annotated = self.chance(0.05)
        if annotated:
            lines.append("// sourcery: AutoMockable")
            inherited = [p for p in inherited if p != "AutoMockable"] or ["AnyObject"]
            class_bound = class_bound or inherited == ["AnyObject"]
        lines.append("%sprotocol %s: %s {" % (access, name, ", ".join(inherited)))
        if self.chance(0.15):
            lines.append(ind + "associatedtype Item: %s" % self.pick(["Decodable", "Hashable", "Identifiable"]))
        used_vars = set()
        for _ in range(self.pick([0, 0, 1, 1, 2, 3])):
            for attempt in range(30):
                v = self.pick(FIELD_WORDS) + self.pick(["", "Value", "Count", "State"])
                if v not in used_vars and v not in SWIFT_KEYWORDS:
                    used_vars.add(v)
                    break
            else:
                continue
            t = self.pick(["String", "Int?", "[String]", "Bool", "Date?", "[String: Any]",
                           self.model(), self.model() + "?", "[" + self.model() + "]"])
            lines.append(ind + "var %s: %s { get%s }" % (v, t, self.pick(["", " set", " async", " throws"])
                                                        if "?" in t or t == "Bool" else self.pick(["", " set"])))
        if self.chance(0.1):
            lines.append(ind + "init(%s)" % self.pick(["configuration: [String: Any]", "baseURL: URL, session: URLSession", ""]))
        for _ in range(self.rng.randint(1, 9)):
            lines += self.method(ind, class_bound)
        if self.chance(0.12):
            lines.append(ind + "subscript(%s: Int) -> %s { get%s }" % (self.pick(["index", "position"]),
                                                                      self.model(), self.pick(["", " set"])))
        if self.chance(0.1):
            lines.append(ind + "subscript<K: Hashable>(key key: K) -> String? { get }")
        lines.append("}")
        self.protocols.append(name)
        if class_bound:
            self.class_bound.add(name)
        return lines

    def marker_extensions(self):
        out = []
        for _ in range(self.pick([1, 1, 2])):
            pair = (self.model(), self.pick(MOCK_MARKERS[1:]))
            if pair not in self.adopted:
                self.adopted.add(pair)
                out.append("extension %s: %s {}" % pair)
        return out

    def apply(self, files):
        """Appends to (module, fname, text) entries; returns the new list."""
        result = []
        for i, (module, fname, text) in enumerate(files):
            if i == 0:
                text += "\n".join(["", "/// Marker: generate a mock class for each adopting protocol.",
                                   "protocol AutoMockable {}", "",
                                   "protocol AutoEquatable {}", "", "protocol AutoHashable {}", "",
                                   "protocol AutoLenses {}", ""])
            else:
                extra = []
                if self.chance(0.018):
                    extra += [""] + self.service_protocol()
                if self.chance(0.06):
                    adoptions = self.marker_extensions()
                    extra += [""] + adoptions if adoptions else []
                if extra:
                    text += "\n".join(extra) + "\n"
            result.append((module, fname, text))
        return result

