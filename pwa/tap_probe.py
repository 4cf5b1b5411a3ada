"""Taps as a player sees them, for pwa/bench.py: from the click to the frame that shows the change, with the
accessibility tree off (a player's browser does not build it), split into its parts.

The page is probed by a script that runs before its own (`PROBE`, a Playwright init script):
- `pointerdown` (the finger), every message the page posts to the Python worker or sends on the server's
  websocket (the event), every message back (the patch: its arrival, its bytes, and how long the page's
  handler takes: Flutter decoding it and marking what changed), and every `requestAnimationFrame` callback
  (Flutter's frames: build, layout, paint);
- in the static build, `window.pwaProbe` makes the Python worker time each message too (pwa/worker.js):
  when it arrives, the Python it runs (the event's handler, Flet's diff, its encoding), when it leaves.
A tap is then: the input (pointer down to the event posted), the transfer to Python, Python (handler,
diff, encoding; server mode: the round trip, Python included, is one part), the transfer back, the page's
handling of the patch, the wait for the next frame, the frame. The frame is the first one that starts after
the last patch of the tap was handled.

The control is clicked where it is (`page.mouse.click`), found once with the tree on: the screen is set up
with the tree on (tests/e2e's helpers need it), the boxes of the controls read, then the page loaded again
at the game's address (the tree off again) and the same screen reached by clicks at those places.
"""

from __future__ import annotations

import statistics
import time

PROBE = r"""(() => {
  const log = window.__pwaTaps = { downs: [], posts: [], messages: [], probes: [], frames: [], firstFrame: null,
                                   shown: null };
  const now = () => performance.timeOrigin + performance.now();
  addEventListener("pointerdown", () => log.downs.push(now()), true);
  addEventListener("flutter-first-frame", () => { log.firstFrame = now(); }, true);
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) => raf((ts) => {
    const start = now();
    try { callback(ts); } finally { log.frames.push([start, now()]); }
  });
  const size = (data) => data?.byteLength ?? data?.size ?? (typeof data === "string" ? data.length : 0);
  // The handler the page sets (onmessage) is called from our listener, which times it.
  function probe(target, isOurs) {
    const post = (target.postMessage || target.send).bind(target);
    const method = target.postMessage ? "postMessage" : "send";
    target[method] = (data, ...rest) => {
      if (isOurs(data)) log.posts.push([now(), size(data)]);
      return post(data, ...rest);
    };
    let handler = null;
    Object.defineProperty(target, "onmessage",
                          { get: () => handler, set: (fn) => { handler = fn; }, configurable: true });
    target.addEventListener("message", (event) => {
      const arrived = now();
      if (typeof event.data === "string" && event.data.startsWith("pwa-probe:")) {
        log.probes.push(JSON.parse(event.data.slice(10)));
        return;
      }
      if (event.data === "pwa-home-shown") log.shown = arrived;  // referee_app/browser.py: the screen sent
      // Flutter takes the message in its handler and decodes it in microtasks, which run after this listener:
      // its end is the first microtask queued after the handler's.
      try { if (handler) handler.call(target, event); } finally {
        if (typeof event.data !== "string") {
          const row = [arrived, now(), size(event.data)];
          log.messages.push(row);
          queueMicrotask(() => { row[1] = now(); });
        }
      }
    });
    return target;
  }
  const PageWorker = window.Worker;
  window.Worker = function (url, options) {
    const worker = new PageWorker(url, options);
    const ours = (data) => data && data.byteLength !== undefined;  // an event; not the first message, an object
    return String(url).includes("python-worker") ? probe(worker, ours) : worker;
  };
  window.Worker.prototype = PageWorker.prototype;
  const PageSocket = window.WebSocket;
  window.WebSocket = function (...args) { return probe(new PageSocket(...args), () => true); };
  window.WebSocket.prototype = PageSocket.prototype;
  Object.assign(window.WebSocket, { CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3 });
})();"""

#: With PROBE for taps: the Python worker times each message too (pwa/worker.js; not for starts: it posts a
#: line after each message).
WORKER_PROBE = "window.pwaProbe = true;"

#: The log since `t` (ms since the epoch).
SINCE = """(t) => { const log = window.__pwaTaps;
  const after = (rows) => rows.filter((r) => (r[0] ?? r.in ?? r.out) >= t);
  return { downs: log.downs.filter((d) => d >= t), posts: after(log.posts), messages: after(log.messages),
           probes: log.probes.filter((p) => p.out >= t), frames: after(log.frames), firstFrame: log.firstFrame,
           shown: log.shown, now: performance.timeOrigin + performance.now() }; }"""


def split(log: dict) -> dict | None:
    """The parts of the tap in `log` (SINCE's, from just before the click), or None while it is not over."""
    if not log["downs"] or not log["posts"]:
        return None
    down = log["downs"][0]
    post = next((p[0] for p in log["posts"] if p[0] >= down), None)
    replies = [m for m in log["messages"] if post is not None and m[0] >= post]
    if not replies:
        return None
    last = replies[0]
    while True:  # the frame after the last patch that arrived before it
        frame = next((f for f in log["frames"] if f[0] >= last[1]), None)
        later = [m for m in replies if m[0] > last[0] and (frame is None or m[0] < frame[0])]
        if not later:
            break
        last = later[-1]
    if frame is None:
        return None
    parts = {"total": frame[1] - down, "input": post - down, "page handles patch": last[1] - last[0],
             "wait for frame": frame[0] - last[1], "frame": frame[1] - frame[0],
             "bytes": sum(m[2] for m in replies if m[0] <= last[0]),
             "messages": sum(1 for m in replies if m[0] <= last[0])}
    probes = [p for p in log["probes"] if p.get("in") is not None and p["in"] >= post - 1 and p["out"] <= last[0] + 1]
    if probes:
        first, final = probes[0], probes[-1]
        parts.update({"to Python": first["in"] - post, "Python": final["out"] - first["in"],
                      **python_parts(final.get("spans", [])), "from Python": replies[0][0] - first["out"]})
    else:
        parts["round trip"] = replies[0][0] - post
    return parts


def python_parts(spans: list) -> dict:
    """The Python of a tap, from pwa/worker.js's spans: the handler (the event less Flet's diffs and encodings
    made inside it), the diffs (less the encodings inside them), the encodings."""
    def inside(inner: list, outer: list) -> bool:
        return outer[1] <= inner[1] and inner[2] <= outer[2]

    def length(span: list) -> float:
        return span[2] - span[1]

    events = [span for span in spans if span[0] == "event"]
    diffs = [span for span in spans if span[0] == "diff"]
    encodes = [span for span in spans if span[0] == "encode"]
    diff = sum(length(d) for d in diffs) - sum(length(e) for e in encodes if any(inside(e, d) for d in diffs))
    encode = sum(length(e) for e in encodes)
    in_event = (sum(length(d) for d in diffs if any(inside(d, ev) for ev in events))
                + sum(length(e) for e in encodes if any(inside(e, ev) for ev in events)
                      and not any(inside(e, d) for d in diffs)))
    return {"  handler": sum(length(ev) for ev in events) - in_event, "  diff": diff, "  encode": encode}


def settle(page, quiet_ms: float, shown: bool, since: float = 0, timeout_s: float = 300) -> None:
    """Until the screen is there (the first frame drawn, and the first screen sent by Python since `since`:
    with `shown`, referee_app/browser.py's "pwa-home-shown" (our static build), otherwise a message from
    Python), then no message and no frame for `quiet_ms` (an animation over, a patch drawn)."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        log = page.evaluate(SINCE, since)
        here = log["firstFrame"] and ((log["shown"] or -1) >= since if shown else len(log["messages"]) >= 1)
        last = max([m[1] for m in log["messages"]] + [f[1] for f in log["frames"]] + [0])
        if here and log["now"] - last >= quiet_ms:
            return
        page.wait_for_timeout(100)
    raise TimeoutError(f"the page did not settle within {timeout_s} s")


def drawn(page, quiet_ms: float, shown: bool, timeout_s: float = 300) -> float:
    """When the page's first screen was drawn (ms since the epoch): `settle`, then the end of the frame after
    the last message from Python."""
    settle(page, quiet_ms, shown, timeout_s=timeout_s)
    log = page.evaluate(SINCE, 0)
    last = log["messages"][-1][1] if log["messages"] else 0
    after = [frame for frame in log["frames"] if frame[0] >= last]
    return (after[0] if after else log["frames"][-1])[1]


def click(page, at: tuple[float, float], quiet_ms: float, timeout_s: float = 120) -> dict:
    """Click at `at`, wait for the frame that shows its answer, then for the page to settle: the parts. A click
    that sends no event within 3 quiet periods (the first click after a load may only give Flutter the focus)
    is made again, and the tap timed from that one."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        since = page.evaluate("performance.timeOrigin + performance.now()")
        page.mouse.click(*at)
        again = time.monotonic() + 3 * quiet_ms / 1000
        while time.monotonic() < min(again, deadline):
            log = page.evaluate(SINCE, since)
            found = split(log)
            if found:
                settle(page, quiet_ms, shown=False)
                return found
            if log["posts"]:
                again = deadline  # the event is on its way: wait for its frame
            page.wait_for_timeout(50)
    raise TimeoutError(f"no frame after a click at {at} within {timeout_s} s")


def press(page, at: tuple[float, float], quiet_ms: float) -> None:
    """A click that need not change anything (a tab that may be the one shown already), then the page still."""
    page.mouse.click(*at)
    page.wait_for_timeout(quiet_ms)
    settle(page, quiet_ms, shown=False)


def centre(locator) -> tuple[float, float]:
    box = locator.bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def summary(found: list[dict]) -> dict:
    """Median of each part over the taps of one kind."""
    keys = [key for key in found[0] if all(key in f for f in found)]
    return {key: round(statistics.median(f[key] for f in found), 1) for key in keys} | {"n": len(found)}


# --- the taps --------------------------------------------------------------------------------------------
def reopen(page, url: str, quiet_ms: float, shown: bool) -> None:
    """The page loaded again at `url`: the accessibility tree off, the screen drawn and still (`shown`: our
    static build, which says when its screen is sent; the floor and the server mode do not)."""
    page.goto(url)
    settle(page, quiet_ms, shown)


def hundsgemein(page, ui, url: str, taps: int, quiet_ms: float, shown: bool) -> dict[str, list[dict]]:
    """A block of a Hundsgemein board tapped (a tile laid), then undone, as pwa/bench.py's semantic taps."""
    ui.new_game("hundsgemein", ["Anna", "Ben"], "dogs-status", timeout=150_000)
    ui.tab("Board")
    ui.tap("block-1-1")
    ui.says("board-count", "1 tile on the board", timeout=150_000)
    tab, block, undo = (centre(page.get_by_role("tab", name="Board")), centre(ui.by_id("block-2-2").first),
                        centre(ui.by_id("undo").first))
    reopen(page, f"{url}game/{ui.game_id()}", quiet_ms, shown)
    press(page, tab, quiet_ms)
    found: dict[str, list[dict]] = {"Hundsgemein tile": [], "Hundsgemein undo": []}
    for _ in range(taps):
        found["Hundsgemein tile"].append(click(page, block, quiet_ms))
        found["Hundsgemein undo"].append(click(page, undo, quiet_ms))
    ui.enable_semantics()  # the taps did what they were for: the board as it was before them
    ui.says("board-count", "1 tile on the board", timeout=150_000)
    return found


def paleo(page, ui, url: str, taps: int, quiet_ms: float, shown: bool) -> dict[str, list[dict]]:
    """A Paleo round entered (Alice through the door), then undone."""
    ui.open("/")
    ui.new_game("paleo", ["Alice", "Bruno"], "pa-door-0", timeout=150_000)
    door, undo = centre(ui.by_id("pa-door-0").first), centre(ui.by_id("undo").first)
    reopen(page, f"{url}game/{ui.game_id()}", quiet_ms, shown)
    found: dict[str, list[dict]] = {"Paleo round": [], "Paleo undo": []}
    for _ in range(taps):
        found["Paleo round"].append(click(page, door, quiet_ms))
        found["Paleo undo"].append(click(page, undo, quiet_ms))
    ui.enable_semantics()
    ui.says("pa-status", "Alice 0", timeout=150_000)
    return found


def floor(page, ui, url: str, taps: int, quiet_ms: float, ready: str) -> dict[str, list[dict]]:
    """The floor's button (tests/e2e/floor_app.py), which changes its texts."""
    button = centre(ui.by_id(ready).first)
    reopen(page, url, quiet_ms, shown=False)
    return {"tap": [click(page, button, quiet_ms) for _ in range(taps)]}
