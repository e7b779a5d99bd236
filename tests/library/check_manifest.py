#!/usr/bin/env python3
"""Checks C library manifests against Futhark's manifest JSON schema.

Usage: check_manifest.py SCHEMA MANIFEST...

One exception, documented in docs/c-api.md: the schema requires every
opaque type to be a record, a sum or an array, so an abstract type of a
module (which the API exposes only through free/store/restore) cannot
satisfy it; such types are checked against the schema without that
requirement."""
import copy
import json
import sys

import jsonschema


def main():
    schema = json.load(open(sys.argv[1]))
    abstract_schema = copy.deepcopy(schema)
    opaque = abstract_schema["properties"]["types"]["additionalProperties"]["oneOf"][0]
    del opaque["anyOf"]
    bad = 0
    for path in sys.argv[2:]:
        manifest = json.load(open(path))
        structured = ("record", "sum", "record_array", "opaque_array")
        abstract = {k: v for k, v in manifest["types"].items()
                    if v.get("kind") == "opaque" and not any(s in v for s in structured)}
        rest = dict(manifest, types={k: v for k, v in manifest["types"].items() if k not in abstract})
        for what, m, s in ((path, rest, schema),
                           (path + " (abstract types)", dict(manifest, types=abstract), abstract_schema)):
            try:
                jsonschema.validate(m, s)
            except jsonschema.ValidationError as e:
                print("FAIL: %s: %s at %s" % (what, e.message[:300], list(e.absolute_path)))
                bad += 1
        print("%s: valid (%d types, %d abstract)" % (path, len(manifest["types"]), len(abstract)))
    sys.exit(1 if bad else 0)


main()
