#!/usr/bin/env python3
"""One dense Swift file of documented, annotated models, for memory measurements.

Usage:
    python3 scripts/gen_dense_models.py BYTES OUT.swift [--marker AutoCodable]

Writes models of six stored properties and one computed one (the shape
LargeSourceMemoryEndToEndTests uses) until the file holds at least BYTES bytes,
and prints the number of models and bytes. With --marker, each model conforms to
that protocol instead of `Codable, Equatable` (declare the protocol in another file).
"""

import sys


def model(number, conformance):
    return f"""/// A model number {number}, documented.
// sourcery: AutoCodable
public struct Model{number}: {conformance} {{
    /// The identifier of the model.
    public var id: Int
    /// The name shown to users.
    public let name: String
    /// When it was created, if known.
    public var createdAt: Date?
    /// Tags attached to it.
    public var tags: [String] = []
    /// Extra values by key.
    public var extras: [String: Int]
    // sourcery: skip
    public var cache: Model{number}Cache? = nil
    public var isEmpty: Bool {{ tags.isEmpty && extras.isEmpty }}
}}

"""


def main():
    target, path = int(sys.argv[1]), sys.argv[2]
    conformance = sys.argv[4] if len(sys.argv) > 4 and sys.argv[3] == "--marker" else "Codable, Equatable"
    count = size = 0
    with open(path, "w") as out:
        while size < target:
            block = model(count, conformance)
            out.write(block)
            size += len(block)
            count += 1
    print(count, size)


if __name__ == "__main__":
    main()
