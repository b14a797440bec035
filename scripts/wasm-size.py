#!/usr/bin/env python3
"""Where a Go WebAssembly binary's bytes go: the code section's bytes per
package (from the name section, so build it unstripped), and the sizes of
the data section and the whole file.

    GOOS=js GOARCH=wasm go build -trimpath -o /tmp/page.wasm ./cmd/arbiter-web
    python3 scripts/wasm-size.py /tmp/page.wasm [how many rows]
"""
import collections
import sys


def leb(b, i):
    """An unsigned LEB128 number at b[i:], and the index after it."""
    r = s = 0
    while True:
        x = b[i]
        i += 1
        r |= (x & 0x7F) << s
        s += 7
        if x < 0x80:
            return r, i


def sections(data):
    i = 8  # magic and version
    while i < len(data):
        sid = data[i]
        size, i = leb(data, i + 1)
        yield sid, i, i + size
        i += size


def imported_functions(data, i):
    n, i = leb(data, i)
    count = 0
    for _ in range(n):
        for _ in range(2):  # module and field names
            length, i = leb(data, i)
            i += length
        kind = data[i]
        i += 1
        if kind == 0:  # a function: its type index
            _, i = leb(data, i)
            count += 1
        elif kind == 1:  # a table: element type, limits
            i += 1
            flags, i = leb(data, i)
            _, i = leb(data, i)
            if flags & 1:
                _, i = leb(data, i)
        elif kind == 2:  # a memory: limits
            flags, i = leb(data, i)
            _, i = leb(data, i)
            if flags & 1:
                _, i = leb(data, i)
        elif kind == 3:  # a global: type, mutability
            i += 2
    return count


def package(name):
    """The Go package of a function's symbol as the wasm name section
    spells it (github.com_nats_io_nats.go_jetstream.__jetStream_.Publish):
    what comes before the receiver or the function's name."""
    head = name.split(".__")[0] if ".__" in name else name.rsplit(".", 1)[0]
    for prefix, parts in (("github.com_", 3), ("golang.org_x_", 3), ("fyne.io_", 3)):
        if head.startswith(prefix):
            return "_".join(head.split("_")[:parts + 1])
    return head


def main():
    data = open(sys.argv[1], "rb").read()
    rows = int(sys.argv[2]) if len(sys.argv) > 2 else 30
    imports, code, names, data_bytes = 0, [], {}, 0
    for sid, start, end in sections(data):
        if sid == 2:
            imports = imported_functions(data, start)
        elif sid == 10:
            n, i = leb(data, start)
            for _ in range(n):
                size, i = leb(data, i)
                code.append(size)
                i += size
        elif sid == 11:
            data_bytes += end - start
        elif sid == 0:
            length, i = leb(data, start)
            if data[i:i + length] != b"name":
                continue
            i += length
            while i < end:
                sub = data[i]
                size, i = leb(data, i + 1)
                if sub == 1:  # function names
                    n, j = leb(data, i)
                    for _ in range(n):
                        index, j = leb(data, j)
                        length, j = leb(data, j)
                        names[index] = data[j:j + length].decode("utf8", "replace")
                        j += length
                i += size
    per = collections.Counter()
    for k, size in enumerate(code):
        per[package(names.get(imports + k, "?"))] += size
    mb = 1e6
    print(f"file {len(data) / mb:.1f} MB: code {sum(code) / mb:.1f} MB, data {data_bytes / mb:.1f} MB")
    for name, size in per.most_common(rows):
        print(f"{size / mb:8.2f} MB  {name}")


if __name__ == "__main__":
    main()
