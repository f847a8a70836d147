#!/usr/bin/env python3
"""Deterministic generator of synthetic Swift "app model" source files.

Usage:
    python3 scripts/gen_corpus.py --files N --out DIR --seed S [--mocks] [--manifest FILE]

The same (N, seed, --mocks) always yields byte-identical output; --mocks only appends
declarations to the corpus made without it (AutoMockable service protocols full of methods,
AutoEquatable/AutoHashable/AutoLenses adoptions), for mock-template benchmarks. Only the standard
library is used. The files are meant to be syntactically valid Swift that
exercises the things a Sourcery-like model generator has to cope with:
marker protocol adoption (inline and via extensions, also across files),
stored vs computed vs observed vs static properties, awkward type spellings,
default values that contain braces / comment markers / multi-line literals,
annotations in `// sourcery:` comments, nested types, #if blocks, etc.
With --mocks, service protocols have async, throwing, rethrowing, generic and static methods,
closure, optional-closure, inout, variadic and defaulted parameters, subscripts, associated types
and property requirements, and some refine one another.
"""

import argparse
import os
import random
import sys

MARKERS = ["AutoMappable", "AutoCodable"]

NOUNS = [
    "User", "Account", "Order", "Product", "Cart", "Payment", "Invoice", "Session",
    "Message", "Thread", "Comment", "Post", "Feed", "Profile", "Setting", "Notification",
    "Address", "Location", "Review", "Rating", "Booking", "Flight", "Hotel", "Ticket",
    "Event", "Venue", "Team", "Player", "Match", "Score", "Photo", "Album", "Track",
    "Playlist", "Artist", "Video", "Channel", "Subscription", "Plan", "Coupon",
    "Discount", "Shipment", "Warehouse", "Inventory", "Supplier", "Employee",
    "Department", "Project", "Task", "Milestone", "Sprint", "Issue", "Label",
    "Repository", "Commit", "Branch", "Device", "Sensor", "Reading", "Alert", "Metric",
    "Report", "Dashboard", "Widget", "Category", "Tag", "Merchant", "Wallet", "Transfer",
    "Recipe", "Ingredient", "Workout", "Route", "Stop", "Vehicle", "Driver", "Ride",
    "Contact", "Group", "Invite", "Badge", "Reward", "Quest", "Survey", "Answer",
    "Question", "Lesson", "Course", "Student", "Teacher", "Grade", "Attachment",
    "Document", "Folder", "Permission", "Role", "Token", "Credential", "Forecast",
]
ADJ = [
    "", "", "", "", "Remote", "Local", "Cached", "Pending", "Draft", "Public", "Private",
    "Featured", "Recent", "Shared", "Archived", "Mini", "Full", "Detailed", "Basic",
]
SUFFIX = [
    "", "", "", "Model", "DTO", "Response", "Request", "Entity", "ViewModel", "Summary",
    "Details", "Info", "Config", "State", "Item", "Record", "Payload", "Snapshot",
]
FIELD_WORDS = [
    "id", "name", "title", "subtitle", "body", "summary", "email", "phone", "url",
    "avatar", "count", "total", "price", "amount", "currency", "status", "kind",
    "created", "updated", "deleted", "expires", "owner", "author", "tags", "items",
    "children", "parent", "score", "rating", "latitude", "longitude", "city", "country",
    "zip", "street", "code", "token", "secret", "version", "build", "locale", "timezone",
    "width", "height", "duration", "progress", "index", "order", "position", "color",
    "icon", "image", "thumbnail", "caption", "likes", "views", "shares", "flags",
    "metadata", "payload", "extras", "options", "settings", "limits", "quota", "level",
    "rank", "badge", "label", "note", "description", "first", "last", "middle", "nick",
    "birth", "gender", "age", "weight", "notes", "message", "reason", "source", "target",
]
FIELD_SUFFIX = ["", "", "", "Name", "Id", "Ids", "At", "Date", "Count", "URL", "String",
                "Value", "List", "Map", "Text", "Key", "Code", "Flag"]
PRIMS = ["String", "Int", "Double", "Bool", "Date", "URL", "UUID", "Data", "Decimal",
         "Int64", "Float", "CGFloat", "UInt", "TimeInterval"]
SWIFT_KEYWORDS = {"init", "default", "case", "class", "struct", "enum", "protocol",
                  "var", "let", "func", "self", "Self", "is", "as", "in", "for", "if",
                  "else", "return", "where", "while", "do", "repeat", "switch", "break",
                  "continue", "static", "import", "operator", "subscript", "true",
                  "false", "nil", "super", "throw", "throws", "try", "extension",
                  "internal", "public", "private", "fileprivate", "inout", "guard",
                  "defer", "deinit", "typealias", "associatedtype", "rethrows", "Any",
                  "Type", "Protocol", "some", "any"}
AUTHORS = ["Jane Appleseed", "John Doe", "Alex Kim", "Maria Garcia", "Wei Chen",
           "Sam Taylor", "Priya Patel", "Lukas Meyer"]
MODULES = ["Core", "Networking", "Persistence", "Features", "Shared", "Domain", "UI"]
FEATURES = ["Auth", "Checkout", "Profile", "Feed", "Search", "Settings", "Messaging",
            "Catalog", "Payments", "Onboarding", "Analytics", "Media", "Maps", "Social"]


def lower_first(s):
    return s[:1].lower() + s[1:]


class Namer:
    def __init__(self, rng):
        self.rng = rng
        self.used = set()

    def type_name(self):
        r = self.rng
        for attempt in range(200):
            n = r.choice(ADJ) + r.choice(NOUNS) + r.choice(SUFFIX)
            if attempt > 20:
                n += str(r.randint(2, 999))
            if n not in self.used and n not in SWIFT_KEYWORDS:
                self.used.add(n)
                return n
        raise RuntimeError("name space exhausted")


class Ctx:
    """Per-type state while emitting members."""

    def __init__(self, name, kind, is_generic=False, generic_params=()):
        self.name = name
        self.kind = kind
        self.fields = []
        self.used_names = set()
        self.is_generic = is_generic
        self.generic_params = list(generic_params)
        self.uninitialized = []  # (name, type) needing init assignment
        self.extra_stored = []   # stored properties emitted as raw lines (manifest only)


class Gen:
    def __init__(self, seed, nfiles):
        self.rng = random.Random(seed)
        self.seed = seed
        self.nfiles = nfiles
        self.namer = Namer(self.rng)
        # name -> kind, and which marker protocols it already adopts
        self.known = []          # list of (name, kind) usable as property types
        self.adopts = {}         # name -> set(markers)
        self.pending_cross = []  # (typename, marker) to emit as extension in a later file
        self.manifest = {}       # type name -> expected kind / stored vars / markers (for cross-checks)

    # ------------------------------------------------------------------ helpers
    def chance(self, p):
        return self.rng.random() < p

    def pick(self, seq):
        return self.rng.choice(seq)

    def field_name(self, ctx):
        r = self.rng
        for attempt in range(100):
            w = r.choice(FIELD_WORDS)
            s = r.choice(FIELD_SUFFIX)
            if self.chance(0.25):
                w = w + r.choice(FIELD_WORDS).capitalize()
            n = w + s
            if attempt > 30:
                n += str(attempt)
            if n not in ctx.used_names and n not in SWIFT_KEYWORDS:
                ctx.used_names.add(n)
                return n
        raise RuntimeError("field names exhausted")

    def model_ref(self):
        if self.known and self.chance(0.85):
            return self.pick(self.known)[0]
        return self.pick(["User", "Product", "Address", "Money", "Coordinate", "Media"])

    # ------------------------------------------------------------------ types
    def type_and_default(self, ctx, allow_closure=True):
        """Return (type_text, default_value_or_None, is_optional_like)."""
        r = self.rng
        x = r.random()
        prim = self.pick(PRIMS)
        if ctx.generic_params and self.chance(0.15):
            g = self.pick(ctx.generic_params)
            return self.pick([g, g + "?", "[" + g + "]"]), None, False
        if x < 0.30:
            return prim, self.default_for(prim), False
        if x < 0.45:
            return prim + "?", self.pick([None, None, "nil"]), True
        if x < 0.48:
            return prim + "!", None, True
        if x < 0.58:
            m = self.model_ref()
            if self.chance(0.5):
                return m + "?", self.pick([None, "nil"]), True
            return m, None, False
        if x < 0.68:
            el = self.pick([prim, prim, self.model_ref(), "String", "Int"])
            t = self.pick(["[%s]" % el, "[%s]" % el, "[%s]?" % el, "Array<%s>" % el,
                           "[%s?]" % el, "[[%s]]" % el])
            dv = None
            if not t.endswith("?") and self.chance(0.5):
                dv = self.pick(["[]", "[]", "[%s]()" % el if t.startswith("[") and "[[" not in t else "[]"])
            return t, dv, t.endswith("?")
        if x < 0.75:
            t = self.pick(["[String: Any]", "[String: [Int]]", "[String: String]?",
                           "[String: %s]" % self.model_ref(), "Dictionary<String, Int>",
                           "[Int: [String: Bool]]", "[String: Any]?", "[UUID: Date]",
                           "[String : Double]"])
            dv = None
            if not t.endswith("?") and self.chance(0.5):
                dv = "[:]"
            return t, dv, t.endswith("?")
        if x < 0.80:
            m = self.model_ref()
            t = self.pick(["Result<%s, Error>" % m, "Set<String>", "Set<Int>?", "Optional<String>",
                           "Array<%s>" % m, "Result<[%s], NetworkError>" % m,
                           "Page<%s>" % m, "Box<Int>?", "Swift.Result<Data, Error>",
                           "Foundation.Date", "Set<%s.ID>" % m])
            dv = "[]" if t in ("Set<String>",) and self.chance(0.5) else None
            return t, dv, t.endswith("?") or t.startswith("Optional<")
        if x < 0.84:
            t = self.pick(["(Int, String)", "(latitude: Double, longitude: Double)",
                           "(min: Int, max: Int)?", "(String, [Int])", "(code: Int, message: String?)"])
            dv = None
            if t == "(Int, String)" and self.chance(0.5):
                dv = '(0, "")'
            return t, dv, t.endswith("?")
        if x < 0.88 and allow_closure:
            t = self.pick(["(Int) -> Void", "((String) -> Void)?", "() -> Bool",
                           "(%s, Int) throws -> String" % self.model_ref(),
                           "(@escaping () -> Void) -> Void", "(() -> Void)?",
                           "(Result<Data, Error>) -> Void", "() async throws -> Data"])
            dv = None
            if t == "(Int) -> Void":
                dv = "{ _ in }"
            elif t == "() -> Bool":
                dv = "{ true }"
            elif t.endswith("?"):
                dv = self.pick([None, "nil"])
            return t, dv, t.endswith("?")
        if x < 0.91:
            t = self.pick(["(any Error)?", "[any Codable]", "AnyHashable", "Any?", "AnyObject?"])
            return t, None, t.endswith("?")
        if x < 0.95:
            # nested type reference
            return self.pick(["Status", "Kind", "%s.Status" % ctx.name.split(".")[-1],
                              "Order.State", "Style"]), None, False
        return prim, self.default_for(prim), False

    def default_for(self, prim):
        r = self.rng
        if not self.chance(0.45):
            return None
        d = {
            "String": ['""', '"Unknown"', '"{ \\"json\\": true } // not a comment"',
                       '"https://example.com/{id}/items"', '#"^\\d{3}-\\d{4} "quoted" {x}$"#',
                       '"/* not a block comment */"', 'NSLocalizedString("title.key", comment: "")'],
            "Int": ["0", "42", "-1", "1_000", "Int.max"],
            "Double": ["0.0", "3.14", "-1.5e3"],
            "Bool": ["false", "true"],
            "Date": ["Date()", ".distantPast", "Date(timeIntervalSince1970: 0)"],
            "URL": ['URL(string: "https://example.com")!', 'URL(fileURLWithPath: "/tmp")'],
            "UUID": ["UUID()"],
            "Data": ["Data()", "[]"],
            "Decimal": ["0", "Decimal(string: \"9.99\")!"],
            "Int64": ["0"],
            "Float": ["0", "1.0"],
            "CGFloat": ["0", "16.0"],
            "UInt": ["0"],
            "TimeInterval": ["30", "60 * 60"],
        }[prim]
        return r.choice(d)

    # ------------------------------------------------------------------ comments
    def doc_comment(self, ind, what):
        r = self.rng
        x = r.random()
        if x < 0.6:
            return [ind + "/// The %s of this %s." % (what, self.pick(["model", "item", "entity", "object"]))]
        if x < 0.85:
            return [ind + "/// %s." % what.capitalize(),
                    ind + "///",
                    ind + "/// - Note: may be `nil` when the server omits { %s }." % what]
        return [ind + "/**", ind + " %s value. Example: `{ \"%s\": 1 }`" % (what.capitalize(), what),
                ind + " */"]

    def annotation_lines(self, ind, fname):
        r = self.rng
        out = []
        x = r.random()
        key = self.snake(fname)
        if x < 0.45:
            out.append(ind + '// sourcery: key = "%s"' % key)
        elif x < 0.6:
            out.append(ind + "// sourcery: skipEquality")
        elif x < 0.72:
            out.append(ind + '// sourcery: key = "%s", transformer = "DateTransform"' % key)
        elif x < 0.82:
            out.append(ind + "// sourcery: maxLength = %d" % r.choice([8, 32, 255]))
            out.append(ind + '// sourcery: key = "%s"' % key)
        elif x < 0.9:
            out.append(ind + "// sourcery: skipCoding")
        else:
            out.append(ind + "// sourcery: weight = 0.5, isRequired")
        return out

    @staticmethod
    def snake(name):
        out = []
        for i, c in enumerate(name):
            if c.isupper() and i > 0:
                out.append("_")
            out.append(c.lower())
        return "".join(out)

    # ------------------------------------------------------------------ properties
    def stored_property(self, ctx, ind):
        r = self.rng
        lines = []
        name = self.field_name(ctx)
        is_class = ctx.kind in ("class", "actor")
        t, dv, opt = self.type_and_default(ctx)
        mutable = self.chance(0.6)
        if t.endswith("!"):
            mutable = self.chance(0.8)
        if self.chance(0.25):
            lines += self.doc_comment(ind, name)
        if self.chance(0.3):
            lines += self.annotation_lines(ind, name)
            if self.chance(0.2) and lines and lines[-1].strip().startswith("// sourcery"):
                lines += self.doc_comment(ind, name)
        attrs = []
        mods = []
        x = r.random()
        if x < 0.5:
            pass
        elif x < 0.62:
            mods.append("private")
        elif x < 0.72:
            mods.append("public")
        elif x < 0.75:
            mods.append("fileprivate")
        elif x < 0.80:
            mods.append("private(set)")
            mutable = True
        elif x < 0.86:
            mods += ["public", "private(set)"]
            mutable = True
        elif x < 0.89:
            mods.append("internal")
        elif x < 0.91 and is_class:
            mods.append("open")
            mutable = True
        elif x < 0.93:
            mods += ["public", "internal(set)"]
            mutable = True
        observers = None
        y = r.random()
        if is_class and ctx.kind == "class" and y < 0.08:
            attrs.append("@objc")
            if self.chance(0.5):
                mods.append("dynamic")
            mutable = True
        elif is_class and ctx.kind == "class" and y < 0.14:
            attrs.append("@Published")
            mutable = True
            if dv is None and not opt:
                dv = self.default_for_type(t)
        elif y < 0.18:
            attrs.append(self.pick(['@available(iOS 13.0, *)',
                                    '@available(*, deprecated, message: "Use the {new} API")',
                                    '@available(iOS, introduced: 14.0, deprecated: 16.0)']))
        elif y < 0.21:
            attrs.append(self.pick(['@UserDefault("%s", defaultValue: 0)' % name, "@Clamped(0...100)",
                                    "@Trimmed", "@Lazy"]))
            mutable = True
        elif y < 0.23 and ctx.kind == "class" and opt and t.endswith("?") and "->" not in t:
            mods.append("weak")
            mutable = True
            t = self.pick(["%sDelegate?" % ctx.name.split(".")[-1], "AnyObject?", "UIView?"])
            dv = None
        elif y < 0.25 and ctx.kind == "class":
            mods.append("unowned")
            t = self.model_ref()
            dv = None
        elif y < 0.28 and ctx.kind == "class":
            attrs.append("@IBOutlet")
            mods = ["weak"]
            t = self.pick(["UILabel!", "UIImageView!", "UIButton?", "UIStackView!"])
            mutable = True
            dv = None
        if mutable and self.chance(0.08) and "->" not in t:
            # observers
            mutable = True
            if dv is None and not opt and not t.endswith("!"):
                dv = self.default_for_type(t)
            observers = self.observer_block(ind, name)
        lazy = False
        if mutable and observers is None and "@Published" not in attrs and "weak" not in mods \
                and "unowned" not in mods and not attrs and self.chance(0.05):
            lazy = True
        kw = "var" if mutable else "let"
        decl = ind
        if attrs:
            if self.chance(0.4):
                for a in attrs:
                    lines.append(ind + a)
            else:
                decl += " ".join(attrs) + " "
        if mods:
            decl += " ".join(mods) + " "
        if lazy:
            decl += "lazy "
            if self.chance(0.5):
                t, dv = "DateFormatter", None
                decl += "var %s: %s = {" % (name, t)
                lines.append(decl)
                lines.append(ind + "    let formatter = DateFormatter()")
                lines.append(ind + '    formatter.dateFormat = "yyyy-MM-dd\'T\'HH:mm:ssZ" // ISO {8601}')
                lines.append(ind + "    return formatter")
                lines.append(ind + "}()")
                ctx.fields.append((name, t, "var"))
                return lines
            if dv is None:
                dv = self.default_for_type(t) or "[]"
                if t.endswith("?"):
                    dv = "nil"
        # no type annotation (type inferred) sometimes
        annotate = True
        if dv is not None and not t.endswith("?") and not t.endswith("!") and self.chance(0.15) \
                and dv not in ("[]", "[:]", "nil", "0", "{ _ in }", "{ true }") and not observers:
            annotate = False
        if kw == "let" and self.chance(0.02) and not attrs:
            # multiple bindings in one declaration
            n2 = self.field_name(ctx)
            decl += "let %s, %s: %s" % (name, n2, t)
            lines.append(decl)
            ctx.fields.append((name, t, kw))
            ctx.fields.append((n2, t, kw))
            ctx.uninitialized += [(name, t), (n2, t)]
            return lines
        if annotate:
            decl += "%s %s: %s" % (kw, name, t)
        else:
            decl += "%s %s" % (kw, name)
        if dv is None and self.chance(0.08) and t == "String":
            lines.append(decl + ' = """')
            lines.append(ind + "    Hello {name},")
            lines.append(ind + '    this is a "multi-line" literal // with no comment')
            lines.append(ind + '    and a brace } that is not code')
            lines.append(ind + '    """')
            ctx.fields.append((name, t, kw))
            return lines
        if dv is None and self.chance(0.04) and t in ("(Int) -> Void", "() -> Bool", "[String: Any]"):
            if t == "[String: Any]":
                lines.append(decl + " = [")
                lines.append(ind + '    "id": 1,')
                lines.append(ind + '    "name": "{placeholder}",')
                lines.append(ind + '    "nested": ["a": [1, 2, 3]],')
                lines.append(ind + "]")
            else:
                lines.append(decl + " = { %s" % ("value in" if "Int" in t else ""))
                lines.append(ind + "    // closure body with { braces } in a comment")
                lines.append(ind + '    print("value: \\(%s)")' % ("value" if "Int" in t else "0"))
                if "Bool" in t:
                    lines.append(ind + "    return true")
                lines.append(ind + "}")
            ctx.fields.append((name, t, kw))
            return lines
        if dv is not None:
            decl += " = " + dv
        elif not opt and not attrs and kw in ("let", "var") and not lazy:
            ctx.uninitialized.append((name, t))
        if observers:
            lines.append(decl + " {")
            lines += observers
            lines.append(ind + "}")
        else:
            if self.chance(0.07):
                decl += self.pick(["  // TODO: remove { legacy }", " // swiftlint:disable:this identifier_name",
                                   " /* server field */"])
            lines.append(decl)
        ctx.fields.append((name, t, kw))
        return lines

    def default_for_type(self, t):
        base = t.rstrip("?!")
        if base in PRIMS:
            v = self.default_for(base)
            if v is None:
                v = {"String": '""', "Int": "0", "Double": "0", "Bool": "false", "Date": "Date()",
                     "URL": 'URL(string: "about:blank")!', "UUID": "UUID()", "Data": "Data()",
                     "Decimal": "0", "Int64": "0", "Float": "0", "CGFloat": "0", "UInt": "0",
                     "TimeInterval": "0"}[base]
            return v
        if base.startswith("[") and ":" in base:
            return "[:]"
        if base.startswith("[") or base.startswith("Set<") or base.startswith("Array<"):
            return "[]"
        if t.endswith("?"):
            return "nil"
        return "%s()" % base if base[:1].isupper() and "<" not in base and "." not in base and "(" not in base else None

    def observer_block(self, ind, name):
        r = self.rng
        i2 = ind + "    "
        x = r.random()
        if x < 0.4:
            return [i2 + "didSet {", i2 + "    guard %s != oldValue else { return }" % name,
                    i2 + '    onChange?("%s")' % name, i2 + "}"]
        if x < 0.7:
            return [i2 + "willSet { print(\"will set %s to \\(newValue)\") }" % name]
        return [i2 + "willSet(newValue) {", i2 + "    objectWillChange.send()", i2 + "}",
                i2 + "didSet(old) {", i2 + "    if old != %s { setNeedsLayout() }" % name, i2 + "}"]

    def computed_property(self, ctx, ind):
        r = self.rng
        name = self.field_name(ctx)
        flds = [f for f in ctx.fields if f[1] in ("String", "String?")]
        lines = []
        if self.chance(0.3):
            lines += self.doc_comment(ind, name)
        mods = self.pick(["", "", "public ", "private ", "@objc ", "@available(iOS 15, *) ", "override "
                          if False else ""])
        x = r.random()
        if x < 0.35:
            lines.append(ind + "%svar %s: String {" % (mods, name))
            if flds:
                lines.append(ind + '    return "\\(%s)" + " { }"' % flds[0][0])
            else:
                lines.append(ind + '    return "%s"' % name)
            lines.append(ind + "}")
        elif x < 0.55:
            lines.append(ind + "%svar %s: Bool { %s }" % (mods, name, self.pick(
                ["!isEmpty", "count > 0", "true", "id != nil"])))
        elif x < 0.75:
            lines.append(ind + "%svar %s: Int {" % (mods, name))
            lines.append(ind + "    get { storage[\"%s\"] as? Int ?? 0 }" % name)
            lines.append(ind + "    set { storage[\"%s\"] = newValue }" % name)
            lines.append(ind + "}")
        elif x < 0.85:
            lines.append(ind + "%svar %s: [String] {" % (mods, name))
            lines.append(ind + "    get {")
            lines.append(ind + '        return values.map { "\\($0)" }.filter { !$0.isEmpty }')
            lines.append(ind + "    }")
            lines.append(ind + "    set(newItems) {")
            lines.append(ind + "        values = newItems.compactMap { Int($0) }")
            lines.append(ind + "    }")
            lines.append(ind + "}")
        elif x < 0.93:
            lines.append(ind + "%svar %s: Double {" % (mods, name))
            lines.append(ind + "    let factor = 2.0 // { not a block }")
            lines.append(ind + "    return Double(hashValue % 100) * factor")
            lines.append(ind + "}")
        else:
            lines.append(ind + "%svar %s: Data {" % (mods, name))
            lines.append(ind + "    get throws { try JSONEncoder().encode(self) }")
            lines.append(ind + "}")
        return lines

    def static_property(self, ctx, ind):
        name = self.field_name(ctx)
        kw = "class" if ctx.kind == "class" and self.chance(0.4) else "static"
        x = self.rng.random()
        if kw == "class":
            return [ind + "%s var %s: String { return \"%s\" }" % (kw, name, self.snake(name))]
        if x < 0.4:
            return [ind + "static let %s = \"%s\"" % (name, self.snake(name))]
        if x < 0.6:
            return [ind + "public static var %s: Int = 0" % name]
        if x < 0.8:
            return [ind + "static let %s: [String: Any] = [\"version\": 2, \"path\": \"/v2/{id}\"]" % name]
        return [ind + "private static var %s = [%s]()" % (name, self.pick(["String", "Int", "UUID"]))]

    # ------------------------------------------------------------------ methods
    def method(self, ctx, ind):
        r = self.rng
        names = [f[0] for f in ctx.fields] or ["id"]
        f0 = self.pick(names)
        fname = self.pick(["update", "reload", "validate", "configure", "apply", "fetch", "merge",
                           "reset", "prepare", "normalize", "sync", "render"]) + \
            self.pick(["", "Data", "State", "Values", "IfNeeded", "All"])
        if fname in ctx.used_names:
            fname += str(len(ctx.used_names))
        ctx.used_names.add(fname)
        mut = "mutating " if ctx.kind == "struct" and self.chance(0.3) else ""
        acc = self.pick(["", "", "public ", "private ", "fileprivate ", "@discardableResult "])
        i2 = ind + "    "
        x = r.random()
        out = []
        if self.chance(0.3):
            out += [ind + "/// %s the receiver." % (fname[:1].upper() + fname[1:]), ind + "/// - Returns: nothing special {}"]
        if x < 0.25:
            out.append(ind + "%s%sfunc %s(completion: @escaping (Result<%s, Error>) -> Void) {" %
                       (acc, "", fname, ctx.name.split(".")[-1] if ctx.kind != "protocol" else "Void"))
            out.append(i2 + 'let url = URL(string: "https://api.example.com/v1/items/{id}?q=a//b")!')
            out.append(i2 + "URLSession.shared.dataTask(with: url) { data, response, error in")
            out.append(i2 + "    if let error = error {")
            out.append(i2 + "        completion(.failure(error))")
            out.append(i2 + "        return")
            out.append(i2 + "    }")
            out.append(i2 + "    guard let data = data else { return } // nothing { here }")
            out.append(i2 + '    print("received \\(data.count) bytes for \\"%s\\"")' % f0)
            out.append(i2 + "}.resume()")
            out.append(ind + "}")
        elif x < 0.45:
            out.append(ind + "%s%sfunc %s(_ value: String, force: Bool = false) -> Bool {" % (acc, mut, fname))
            out.append(i2 + "let pattern = #\"^[a-z]{2,}\\s*\"\\{\\}\"#")
            out.append(i2 + "if force || value.range(of: pattern, options: .regularExpression) != nil {")
            out.append(i2 + '    let message = """')
            out.append(i2 + "        matched { \\(value) }")
            out.append(i2 + "        // not a comment, still a string")
            out.append(i2 + '        """')
            out.append(i2 + "    print(message)")
            out.append(i2 + "    return true")
            out.append(i2 + "}")
            out.append(i2 + "return false")
            out.append(ind + "}")
        elif x < 0.6:
            out.append(ind + "%s%sfunc %s<T: Decodable>(as type: T.Type, from data: Data) throws -> T where T: Sendable {" %
                       (acc, "", fname))
            out.append(i2 + "let decoder = JSONDecoder()")
            out.append(i2 + "decoder.keyDecodingStrategy = .convertFromSnakeCase")
            out.append(i2 + "decoder.dateDecodingStrategy = .custom { decoder in")
            out.append(i2 + "    let container = try decoder.singleValueContainer()")
            out.append(i2 + "    let raw = try container.decode(String.self)")
            out.append(i2 + '    return ISO8601DateFormatter().date(from: raw) ?? Date(timeIntervalSince1970: 0)')
            out.append(i2 + "}")
            out.append(i2 + "return try decoder.decode(type, from: data)")
            out.append(ind + "}")
        elif x < 0.75:
            out.append(ind + "%s%sfunc %s() async throws -> [String] {" % (acc, "", fname))
            out.append(i2 + "var result: [String] = []")
            out.append(i2 + "for (index, item) in [1, 2, 3].enumerated() where item > 1 {")
            out.append(i2 + "    switch index {")
            out.append(i2 + '    case 0: result.append("zero")')
            out.append(i2 + '    case 1...2: result.append("few {\\(item)}")')
            out.append(i2 + "    default: break")
            out.append(i2 + "    }")
            out.append(i2 + "}")
            out.append(i2 + "try await Task.sleep(nanoseconds: 1_000)")
            out.append(i2 + "return result")
            out.append(ind + "}")
        elif x < 0.88:
            out.append(ind + "%s%sfunc %s(with dictionary: [String: Any]) {" % (acc, mut, fname))
            out.append(i2 + "dictionary.forEach { key, value in")
            out.append(i2 + "    guard let string = value as? String else { return }")
            out.append(i2 + '    storage[key] = string.trimmingCharacters(in: .whitespaces) + "}"')
            out.append(i2 + "}")
            out.append(i2 + "let sorted = dictionary.keys.sorted { $0 < $1 }")
            out.append(i2 + 'debugPrint("keys:", sorted, "/* done */")')
            out.append(ind + "}")
        else:
            out.append(ind + "%s%sfunc %s() {" % (acc, mut, fname))
            out.append(i2 + "DispatchQueue.main.async { [weak self] in")
            out.append(i2 + "    self?.setNeedsDisplay()")
            out.append(i2 + "}")
            out.append(ind + "}")
        return out

    def init_decl(self, ctx, ind):
        i2 = ind + "    "
        un = ctx.uninitialized
        if not un:
            if ctx.kind == "class":
                return [ind + "%sinit() {}" % self.pick(["", "public ", "required "])]
            return []
        params = ", ".join("%s: %s" % (n, t if "->" not in t or t.endswith("?") else "@escaping " + t)
                           for n, t in un)
        acc = self.pick(["", "", "public "])
        out = [ind + "%sinit(%s) {" % (acc, params)]
        for n, t in un:
            out.append(i2 + "self.%s = %s" % (n, n))
        if ctx.kind == "class" and ctx.name.endswith("Controller"):
            out.append(i2 + "super.init(nibName: nil, bundle: nil)")
        out.append(ind + "}")
        if self.chance(0.25):
            out.append("")
            out.append(ind + "init?(json: [String: Any]) {")
            out.append(i2 + 'guard let raw = json["id"] as? String, !raw.isEmpty else { return nil }')
            for n, t in un:
                out.append(i2 + 'self.%s = json["%s"] as! %s' % (n, self.snake(n), t if "->" not in t else "(%s)" % t))
            out.append(ind + "}")
        return out

    # ------------------------------------------------------------------ type decls
    def inheritance(self, name, kind, markers_inline, extra_candidates):
        parts = []
        if kind == "class" and self.chance(0.25):
            parts.append(self.pick(["NSObject", "BaseModel", "UIViewController", "Operation", "NSManagedObject"]))
        parts += extra_candidates
        parts += markers_inline
        if self.chance(0.5):
            parts += self.pick([["Codable"], ["Equatable"], ["Hashable", "Codable"], ["Identifiable"],
                                ["Sendable"], ["CustomStringConvertible"], ["Decodable", "Equatable"]])
        if kind == "class" and self.chance(0.15):
            parts.append("ObservableObject")
        # dedupe keeping order
        seen, out = set(), []
        for p in parts:
            if p not in seen:
                seen.add(p)
                out.append(p)
        return out

    def struct_or_class(self, name, kind, ind, nested_depth=0, inline_markers=(), access=""):
        r = self.rng
        ctx = Ctx(name, kind)
        generic = ""
        where = ""
        if kind in ("struct", "class") and self.chance(0.08) and nested_depth == 0:
            gp = self.pick([["T"], ["Item"], ["Key", "Value"], ["Element"]])
            ctx.generic_params = gp
            generic = "<" + ", ".join(
                "%s%s" % (g, self.pick(["", ": Codable", ": Hashable", ": Decodable"])) for g in gp) + ">"
            if self.chance(0.5):
                where = " where %s: Sendable" % gp[0]
        inh = self.inheritance(name, kind, list(inline_markers), [])
        lines = []
        if self.chance(0.35):
            lines.append(ind + "/// %s %s used by the %s feature." %
                         (self.pick(["A", "The"]), self.snake(name.split(".")[-1]).replace("_", " "),
                          self.pick(FEATURES).lower()))
        if self.chance(0.06):
            lines.append(ind + "// sourcery: %s" % self.pick(["skipDescription", 'prefix = "API"', "generateMock"]))
        attrs = ""
        if kind == "class" and self.chance(0.1):
            attrs = self.pick(["@objc(%s) " % name.split(".")[-1], "@objcMembers ", "@MainActor "])
        if self.chance(0.05):
            lines.append(ind + "@available(iOS 14.0, macOS 11.0, *)")
        mods = access
        if kind == "class" and self.chance(0.35):
            mods += self.pick(["final ", "open " if access == "public " else "final "])
        head = ind + attrs + mods + kind + " " + name.split(".")[-1] + generic
        if inh:
            head += ": " + ", ".join(inh)
        head += where + " {"
        lines.append(head)
        i2 = ind + "    "
        body = []
        # nested types first sometimes
        if nested_depth < 2 and self.chance(0.18):
            body.append(self.nested_type(ctx, i2, nested_depth))
        nstored = r.choice([1, 2, 3, 3, 4, 4, 5, 5, 6, 7, 8, 9, 10, 12, 15])
        if self.chance(0.3):
            body.append([i2 + "// MARK: - Properties"])
        props = []
        for _ in range(nstored):
            props.append(self.stored_property(ctx, i2))
        body.append(sum(props, []) if self.chance(0.6) else sum([p + [""] for p in props], [])[:-1])
        if self.chance(0.4):
            body.append(self.static_property(ctx, i2))
        if self.chance(0.12):
            had_legacy = "legacyHandle" in ctx.used_names
            body.append([i2 + "#if os(iOS)",
                         *self.stored_property(ctx, i2),
                         i2 + "#elseif os(macOS)",
                         i2 + "private var legacyHandle: Int = 0" if not had_legacy else i2 + "// nothing",
                         i2 + "#endif"])
            if not had_legacy:
                # kept out of ctx.fields so that later random picks are unaffected
                ctx.extra_stored.append("legacyHandle")
            ctx.used_names.add("legacyHandle")
        for _ in range(r.choice([0, 0, 1, 1, 2, 3])):
            body.append(self.computed_property(ctx, i2))
        if self.chance(0.7):
            body.append(self.init_decl(ctx, i2) or [i2 + "// memberwise init"])
        for _ in range(r.choice([0, 1, 1, 2, 3])):
            body.append(self.method(ctx, i2))
        if self.chance(0.1):
            body.append([i2 + "#if DEBUG",
                         i2 + "func debugDump() {",
                         i2 + '    print("\\(self) { debug }")',
                         i2 + "}",
                         i2 + "#else",
                         i2 + "func debugDump() {}",
                         i2 + "#endif"])
        if kind == "class" and self.chance(0.1):
            body.append([i2 + "deinit {", i2 + "    NotificationCenter.default.removeObserver(self)", i2 + "}"])
        if self.chance(0.06):
            body.append([i2 + "subscript(key: String) -> Any? {", i2 + "    get { storage[key] }",
                         i2 + "    set { storage[key] = newValue }", i2 + "}"])
        first = True
        for b in body:
            if not b:
                continue
            if not first:
                lines.append("")
            first = False
            lines += b
        lines.append(ind + "}")
        self.manifest[name] = {"kind": kind, "stored": [f[0] for f in ctx.fields] + ctx.extra_stored,
                               "markers": sorted(inline_markers)}
        return lines, ctx

    def nested_type(self, ctx, ind, depth):
        x = self.rng.random()
        outer = ctx.name
        if x < 0.35:
            return [ind + "enum CodingKeys: String, CodingKey {",
                    ind + "    case id",
                    ind + '    case name = "display_name"',
                    ind + "}"]
        if x < 0.6:
            return self.enum_decl(outer + ".Status", ind, nested=True)
        nm = self.pick(["Meta", "Link", "Attributes", "Dimensions", "Options"])
        if nm in ctx.used_names:
            nm += "Info"
        ctx.used_names.add(nm)
        full = outer + "." + nm
        markers = []
        if self.chance(0.35):
            markers = [self.pick(MARKERS)]
        lines, _ = self.struct_or_class(full, "struct", ind, nested_depth=depth + 1, inline_markers=markers)
        return lines

    def enum_decl(self, name, ind, nested=False, access=""):
        r = self.rng
        short = name.split(".")[-1]
        lines = []
        if self.chance(0.3):
            lines.append(ind + "/// Possible states of a %s." % self.snake(short).replace("_", " "))
        i2 = ind + "    "
        style = r.random()
        raw = ""
        if style < 0.45:
            raw = self.pick([": String", ": String, Codable", ": Int", ": Int, CaseIterable", ": String, AutoCodable"])
        elif style < 0.6:
            raw = self.pick(["", ": Error", ": Equatable", ": Hashable, Sendable"])
        if self.chance(0.08):
            lines.append(ind + "@frozen")
        indirect = "indirect " if style >= 0.9 and self.chance(0.5) else ""
        lines.append("%s%s%senum %s%s {" % (ind, access, indirect, short, raw))
        cases = self.rng.sample(["active", "inactive", "pending", "archived", "deleted", "draft",
                                 "published", "failed", "unknown", "none", "loading", "ready"],
                                self.rng.randint(2, 6))
        if style < 0.45:
            if "Int" in raw:
                for i, c in enumerate(cases):
                    lines.append(i2 + "case %s%s" % (c, " = %d" % (i * 10) if self.chance(0.5) else ""))
            else:
                if self.chance(0.4):
                    lines.append(i2 + "case " + ", ".join(cases))
                else:
                    for c in cases:
                        if self.chance(0.15):
                            lines.append(i2 + '// sourcery: key = "%s_value"' % c)
                        lines.append(i2 + "case %s%s" % (c, ' = "%s"' % self.snake(c).upper()
                                                          if self.chance(0.4) else ""))
        elif style < 0.9:
            payloads = ["(%s)" % self.model_ref(), "(error: Error, code: Int)", "(String?)",
                        "([String: Any])", "(id: UUID, retry: () -> Void)", "", "(Int, Int)"]
            for c in cases:
                lines.append(i2 + "case %s%s" % (c, self.pick(payloads)))
        else:
            lines.append(i2 + "case leaf(Int)")
            lines.append(i2 + "%scase node(%s, %s)" % ("indirect " if not indirect else "", short, short))
            lines.append(i2 + "case empty")
        ctx = Ctx(name, "enum")
        if self.chance(0.4):
            lines.append("")
            lines += self.computed_property(ctx, i2)
        if self.chance(0.2):
            lines.append("")
            lines.append(i2 + "static let fallback: %s = .%s" % (short, cases[0]) if style < 0.45 else
                         i2 + "static var allNames: [String] { [\"a\", \"b\"] }")
        if self.chance(0.3):
            lines.append("")
            lines.append(i2 + "var isTerminal: Bool {")
            lines.append(i2 + "    switch self {")
            lines.append(i2 + "    case .%s: return true" % cases[0])
            lines.append(i2 + "    default: return false")
            lines.append(i2 + "    }")
            lines.append(i2 + "}")
        if self.chance(0.15):
            lines.append("")
            lines.append(i2 + "init?(code: Int) {")
            lines.append(i2 + "    guard code >= 0 else { return nil }")
            lines.append(i2 + "    self = .%s%s" % (cases[0], "" if style < 0.45 or style >= 0.9 else "(code)"
                                                     if False else ""))
            lines.append(i2 + "}")
        lines.append(ind + "}")
        return lines

    def protocol_decl(self, name, ind, access=""):
        i2 = ind + "    "
        base = self.pick(["", "", ": AnyObject", ": Sendable", ": AutoMappable", ": Identifiable, Codable"])
        lines = ["%s%sprotocol %s%s {" % (ind, access, name, base)]
        if self.chance(0.3):
            lines.append(i2 + "associatedtype Model: Decodable")
        for _ in range(self.rng.randint(1, 4)):
            n = self.pick(FIELD_WORDS) + self.pick(["", "Name", "Count", "Value"])
            t = self.pick(["String", "Int?", "[String]", "Bool", "Date?", "[String: Any]"])
            lines.append(i2 + "var %s: %s { get%s }" % (n, t, self.pick(["", " set"])))
        if self.chance(0.3):
            lines.append(i2 + "static var identifier: String { get }")
        lines.append(i2 + "func load(completion: @escaping (Result<Void, Error>) -> Void)")
        if self.chance(0.4):
            lines.append(i2 + "func validate() throws -> Bool")
        lines.append(ind + "}")
        return lines

    def actor_decl(self, name, ind):
        ctx = Ctx(name, "actor")
        i2 = ind + "    "
        lines = ["%sactor %s {" % (ind, name),
                 i2 + "private var cache: [URL: Data] = [:]",
                 i2 + "private(set) var hits = 0",
                 i2 + "let capacity: Int",
                 "",
                 i2 + "init(capacity: Int = 100) {",
                 i2 + "    self.capacity = capacity",
                 i2 + "}",
                 "",
                 i2 + "func data(for url: URL) async throws -> Data {",
                 i2 + "    if let cached = cache[url] { hits += 1; return cached }",
                 i2 + "    let (data, _) = try await URLSession.shared.data(from: url)",
                 i2 + "    cache[url] = data",
                 i2 + "    return data",
                 i2 + "}",
                 ind + "}"]
        return lines

    # ------------------------------------------------------------------ files
    def header(self, fname, module):
        r = self.rng
        y = r.randint(2017, 2024)
        return ["//",
                "//  %s" % fname,
                "//  %s" % module,
                "//",
                "//  Created by %s on %d/%d/%d." % (self.pick(AUTHORS), r.randint(1, 12), r.randint(1, 28), y % 100),
                "//  Copyright © %d Example Corp. All rights reserved." % y,
                "//",
                ""]

    def marker_file(self):
        return ["//",
                "//  AutoProtocols.swift",
                "//  Core",
                "//",
                "",
                "import Foundation",
                "",
                "/// Marker: generate ObjectMapper `Mappable` conformance.",
                "protocol AutoMappable {}",
                "",
                "/// Marker: generate CodingKeys from `// sourcery: key` annotations.",
                "protocol AutoCodable {}",
                "",
                "/// A tiny generic box used by some models.",
                "struct Box<Value> {",
                "    var value: Value",
                "}",
                "",
                "struct Page<Item> {",
                "    let items: [Item]",
                "    let nextCursor: String?",
                "}",
                "",
                "enum NetworkError: Error {",
                "    case offline",
                "    case status(Int)",
                "}",
                ""]

    def gen_file(self, idx):
        r = self.rng
        ntypes = r.choice([1, 1, 1, 2, 2, 2, 3, 3, 4, 5, 6])
        names = [self.namer.type_name() for _ in range(ntypes)]
        module = self.pick(MODULES)
        fname = names[0] + ".swift"
        out = self.header(fname, module)
        imports = ["import Foundation"]
        if self.chance(0.3):
            imports.append("import Combine")
        if self.chance(0.2):
            imports.append(self.pick(["import CoreLocation", "@testable import Core", "import os.log",
                                      "import struct CoreGraphics.CGFloat"]))
        out += imports
        if self.chance(0.25):
            out += ["#if canImport(UIKit)", "import UIKit", "#elseif canImport(AppKit)", "import AppKit", "#endif"]
        out.append("")
        local_ext = []
        kinds = []
        for i, nm in enumerate(names):
            x = r.random()
            if i == 0:
                kind = "struct" if x < 0.55 else ("class" if x < 0.85 else ("enum" if x < 0.95 else "protocol"))
            else:
                kind = "struct" if x < 0.4 else ("class" if x < 0.6 else ("enum" if x < 0.85 else
                                                 ("protocol" if x < 0.95 else "actor")))
            kinds.append(kind)
            access = self.pick(["", "", "", "public ", "internal ", "fileprivate "]) if kind != "actor" else ""
            if kind == "class" and access == "fileprivate ":
                access = ""
            wrap_if = self.chance(0.04)
            if wrap_if:
                out.append("#if os(iOS) || os(tvOS)")
            if kind in ("struct", "class"):
                inline, ext = [], []
                y = r.random()
                if y < 0.45:
                    ms = self.pick([["AutoMappable"], ["AutoCodable"], ["AutoMappable", "AutoCodable"]])
                    for m in ms:
                        (inline if self.chance(0.65) else ext).append(m)
                self.adopts[nm] = set(inline + ext)
                lines, ctx = self.struct_or_class(nm, kind, "", inline_markers=inline, access=access)
                out += lines
                self.manifest[nm]["markers"] = sorted(inline + ext)
                for m in ext:
                    if self.chance(0.7):
                        local_ext.append((nm, m))
                    else:
                        self.pending_cross.append((nm, m))
                self.known.append((nm, kind))
            elif kind == "enum":
                out += self.enum_decl(nm, "", access=access)
                self.known.append((nm, kind))
            elif kind == "protocol":
                out += self.protocol_decl(nm, "", access=access)
            else:
                out += self.actor_decl(nm, "")
            if wrap_if:
                out.append("#endif")
            out.append("")
        # extensions in this file
        for nm, m in local_ext:
            if self.chance(0.3):
                out.append("// MARK: - %s" % m)
                out.append("")
            out.append("extension %s: %s {}" % (nm, m))
            out.append("")
        # cross-file extension for a type declared in an earlier file
        if self.pending_cross and self.chance(0.5):
            nm, m = self.pending_cross.pop(0)
            out.append("extension %s: %s {}" % (nm, m))
            out.append("")
        # plain extensions with methods / conformances
        if self.chance(0.45):
            tgt = names[0] if kinds[0] in ("struct", "class", "enum") else self.model_ref()
            out += self.plain_extension(tgt)
            out.append("")
        if self.chance(0.1):
            out += ["extension Array where Element == %s {" % (names[0] if kinds[0] != "protocol" else "String"),
                    "    var identifiers: [String] { map { \"\\($0)\" } }",
                    "}",
                    ""]
        if self.chance(0.08):
            out += ["private let sharedFormatter: NumberFormatter = {",
                    "    let f = NumberFormatter()",
                    "    f.numberStyle = .currency",
                    "    return f",
                    "}()",
                    ""]
        if self.chance(0.05):
            out += ["typealias %sHandler = (Result<%s, Error>) -> Void" % (names[0], names[0]), ""]
        while out and out[-1] == "":
            out.pop()
        return module, fname, "\n".join(out) + "\n"

    def plain_extension(self, tgt):
        x = self.rng.random()
        if x < 0.35:
            return ["extension %s: CustomDebugStringConvertible {" % tgt,
                    "    var debugDescription: String {",
                    '        return "<%s \\(String(describing: self))> {...}"' % tgt,
                    "    }",
                    "}"]
        if x < 0.6:
            return ["extension %s {" % tgt,
                    "    static func mock() -> String {",
                    '        #"{"id": "\\#(UUID().uuidString)", "kind": "mock"}"#',
                    "    }",
                    "",
                    "    var isPlaceholder: Bool { false }",
                    "}"]
        if x < 0.8:
            return ["public extension %s {" % tgt,
                    "    /// Convenience used by previews.",
                    "    func describe(prefix: String = \"//\") -> String {",
                    "        [prefix, \"\\(self)\"].joined(separator: \" \")",
                    "    }",
                    "}"]
        return ["extension %s: Equatable {" % tgt,
                "    static func == (lhs: %s, rhs: %s) -> Bool {" % (tgt, tgt),
                "        String(describing: lhs) == String(describing: rhs)",
                "    }",
                "}"]

    def run(self, outdir, mocks=False):
        os.makedirs(outdir, exist_ok=True)
        files = []
        files.append(("Core", "AutoProtocols.swift", "\n".join(self.marker_file())))
        for i in range(self.nfiles - 1):
            files.append(self.gen_file(i))
        # flush remaining cross-file extensions into the last file
        if self.pending_cross:
            m, f, text = files[-1]
            text += "\n" + "\n".join("extension %s: %s {}\n" % p for p in self.pending_cross)
            files[-1] = (m, f, text)
            self.pending_cross = []
        if mocks:
            models = [n for n, info in self.manifest.items() if "." not in n]
            from corpus_mocks import MockGen  # beside this script
            files = MockGen(self.seed, models).apply(files)
        total_lines = 0
        for i, (module, fname, text) in enumerate(files):
            feature = FEATURES[(i * 7 + len(fname)) % len(FEATURES)]
            d = os.path.join(outdir, module, feature) if i else os.path.join(outdir, module)
            os.makedirs(d, exist_ok=True)
            with open(os.path.join(d, fname), "w", encoding="utf-8", newline="\n") as fh:
                fh.write(text)
            total_lines += text.count("\n")
        return len(files), total_lines


def main(argv=None):
    ap = argparse.ArgumentParser(description="Generate a synthetic Swift model corpus.")
    ap.add_argument("--files", type=int, required=True, help="number of .swift files to write")
    ap.add_argument("--out", required=True, help="output directory")
    ap.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    ap.add_argument("--manifest", help="also write a JSON manifest of the structs/classes emitted: "
                    "stored property names in order and the marker protocols they adopt")
    ap.add_argument("--mocks", action="store_true",
                    help="also append AutoMockable service protocols (methods: async, throwing, generic, "
                    "closures, subscripts, associated types) and AutoEquatable/AutoHashable/AutoLenses "
                    "adoptions; the rest of the corpus is unchanged")
    a = ap.parse_args(argv)
    if a.files < 1:
        ap.error("--files must be >= 1")
    g = Gen(a.seed, a.files)
    n, lines = g.run(a.out, mocks=a.mocks)
    if a.manifest:
        import json
        with open(a.manifest, "w", encoding="utf-8") as fh:
            json.dump(g.manifest, fh, indent=1, sort_keys=True)
            fh.write("\n")
    print("wrote %d files, %d lines to %s" % (n, lines, a.out), file=sys.stderr)


if __name__ == "__main__":
    main()
