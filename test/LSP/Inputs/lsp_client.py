"""A minimal LSP client for the tests: starts the server given on the command
line, speaks JSON-RPC with Content-Length headers over its stdin/stdout (as
an editor does), and prints every message the server sends as one line of
JSON with sorted keys, so that FileCheck can check them.

The session: initialize, initialized, didOpen of the file given with --open
(its text sent as is), hover at --hover LINE:COL and go-to-definition at
--definition LINE:COL (0-based) if given, then shutdown and exit. The
server must exit with status 0.
"""
import argparse
import json
import subprocess
import sys
import threading


def send(proc, message):
    body = json.dumps(message).encode("utf-8")
    proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    proc.stdin.flush()


def read(proc):
    """Reads one message; None at end of stream."""
    length = None
    while True:
        line = proc.stdout.readline()
        if not line:
            return None
        line = line.strip()
        if not line:
            break
        name, _, value = line.decode("ascii").partition(":")
        if name.lower() == "content-length":
            length = int(value)
    if length is None:
        raise RuntimeError("message without Content-Length")
    return json.loads(proc.stdout.read(length).decode("utf-8"))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("server")
    parser.add_argument("--open", required=True)
    parser.add_argument("--hover")
    parser.add_argument("--definition")
    args = parser.parse_args()

    with open(args.open, encoding="utf-8") as f:
        text = f.read()
    uri = "file:///lsp-test/input.mlir"

    proc = subprocess.Popen([args.server], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE)
    # A hung server must not hang the suite: give up after 120 s (the test
    # then fails; nothing checks how long the server takes).
    timer = threading.Timer(120, proc.kill)
    timer.start()

    def wait_for(pred):
        while True:
            message = read(proc)
            if message is None:
                raise RuntimeError("server closed its output")
            print(json.dumps(message, sort_keys=True))
            if pred(message):
                return message

    try:
        send(proc, {"jsonrpc": "2.0", "id": 1, "method": "initialize",
                    "params": {"processId": None, "rootUri": None,
                               "capabilities": {}}})
        wait_for(lambda m: m.get("id") == 1)
        send(proc, {"jsonrpc": "2.0", "method": "initialized", "params": {}})
        send(proc, {"jsonrpc": "2.0", "method": "textDocument/didOpen",
                    "params": {"textDocument": {
                        "uri": uri, "languageId": "mlir", "version": 1,
                        "text": text}}})
        wait_for(lambda m: m.get("method") ==
                 "textDocument/publishDiagnostics")
        for request_id, method, where in (
                (2, "textDocument/hover", args.hover),
                (4, "textDocument/definition", args.definition)):
            if not where:
                continue
            line, col = (int(v) for v in where.split(":"))
            send(proc, {"jsonrpc": "2.0", "id": request_id, "method": method,
                        "params": {"textDocument": {"uri": uri},
                                   "position": {"line": line,
                                                "character": col}}})
            wait_for(lambda m, i=request_id: m.get("id") == i)
        send(proc, {"jsonrpc": "2.0", "id": 3, "method": "shutdown"})
        wait_for(lambda m: m.get("id") == 3)
        send(proc, {"jsonrpc": "2.0", "method": "exit"})
        proc.stdin.close()
        status = proc.wait()
    finally:
        timer.cancel()
        if proc.poll() is None:
            proc.kill()
    print("server exit status: %d" % status)
    return 0 if status == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
