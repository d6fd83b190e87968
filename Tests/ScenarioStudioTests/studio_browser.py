#!/usr/bin/env python3
"""Drives the studio's page in headless Chromium through the DevTools protocol, as a person
would: presses, holds and drags with the mouse, clicks the buttons, reads the page.

    studio_browser.py record URL APP FILE [--add=ITEM] [--from-safari] [--screenshot=PNG]
        record a drag in APP (pressing Shift over ITEM on the way adds it; with --from-safari,
        of an item Safari offers, added with the page's form), Expect this, save as FILE
    studio_browser.py step URL FILE [--disk=PATH --rewrite=NEW] [--screenshot=PNG]
        open FILE, click its failing step, print what the page shows; with --disk, then put
        NEW's text in PATH (FILE on disk) as another editor saves it, and wait for the reload
    studio_browser.py insert URL FILE
        open FILE (one drag in the gallery), select the launch, record a drag of venice.jpg
        onto dawn.jpg, Expect this, and print the pane
    studio_browser.py newcomer URL FILE
        open FILE (a scenario of ten steps or more), print whether its step numbers are cut
        off, what the page shows once the pane is broken, and the file name after New scenario
    studio_browser.py report URL
        open the report show-report serves at URL, open its first passing scenario drawn on
        demand, wait for its pictures and print what the page shows, as JSON
    studio_browser.py hostile URL FILE... --listener=PORT
        open each FILE (a scenario whose names carry script), show every step, point at every
        chip, and print what ran: the global the payloads set, what reached the loopback
        listener on PORT (which this script runs), and what the page shows as text

Prints what it found on standard output; exits 1 with the reason when the page did not do
what a person would expect. Needs Debian's chromium and PyPI's websocket-client.
"""
import base64
import http.server
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

import websocket


class Page:
    """One Chromium tab, spoken to over its DevTools WebSocket."""

    def __init__(self, chromium):
        self.profile = tempfile.mkdtemp(prefix="studio-chromium-")
        self.process = subprocess.Popen(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
             "--hide-scrollbars", "--window-size=1400,900", "--remote-debugging-port=0", "--remote-allow-origins=*",
             "--user-data-dir=" + self.profile, "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        port = None
        deadline = time.time() + 60
        marker = os.path.join(self.profile, "DevToolsActivePort")
        while time.time() < deadline and port is None:
            if os.path.exists(marker):
                lines = open(marker).read().split("\n")
                if lines and lines[0].strip().isdigit():
                    port = int(lines[0])
            if self.process.poll() is not None:
                raise SystemExit("chromium exited before it opened its DevTools port")
            time.sleep(0.1)
        if port is None:
            raise SystemExit("chromium opened no DevTools port within 60 s")
        targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list"))
        page = next(target for target in targets if target["type"] == "page")
        self.socket = websocket.create_connection(page["webSocketDebuggerUrl"], timeout=60, suppress_origin=True)
        self.next_id = 0

    def close(self):
        try:
            self.socket.close()
        finally:
            self.process.kill()
            self.process.wait()
            shutil.rmtree(self.profile, ignore_errors=True)

    def send(self, method, **params):
        self.next_id += 1
        self.socket.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.recv())
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise SystemExit(f"{method}: {message['error']}")
                return message.get("result", {})

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", expression=expression, awaitPromise=True, returnByValue=True)
        if "exceptionDetails" in result:
            raise SystemExit(f"the page threw on {expression!r}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait_for(self, expression, what, timeout=30):
        deadline = time.time() + timeout
        while time.time() < deadline:
            if self.evaluate(expression):
                return
            time.sleep(0.1)
        status = self.evaluate("document.getElementById('status').textContent")
        raise SystemExit(f"timed out waiting for {what}; the page says: {status}")

    def settled(self):
        """Waits until the page's queue of questions to the studio has run dry."""
        self.evaluate("chain.then(() => true)")

    def mouse(self, kind, x, y, buttons=1):
        self.send("Input.dispatchMouseEvent", type=kind, x=x, y=y, button="left", buttons=buttons, clickCount=1 if kind != "mouseMoved" else 0)

    def click(self, element_id):
        self.evaluate(f"document.getElementById({json.dumps(element_id)}).click()")
        self.settled()

    def centre_of_text(self, text):
        """The centre, in page pixels, of the picture's text that reads `text` — of the box
        around it (the picture is an <img> of the engine's SVG, read here as the person reads
        it: where the label is drawn) — or of the chip that reads it."""
        found = self.evaluate(f"""(() => {{
            const chip = [...document.querySelectorAll('#others .other')].find((t) => t.textContent === {json.dumps(text)});
            if (chip) {{ const box = chip.getBoundingClientRect(); return [box.left + box.width / 2, box.top + box.height / 2]; }}
            const image = document.querySelector('#picture img');
            if (!image) return null;
            const svg = new DOMParser().parseFromString(decodeURIComponent(image.src.slice(image.src.indexOf(',') + 1)), 'image/svg+xml').documentElement;
            const label = [...svg.querySelectorAll('text')].find((t) => t.textContent === {json.dumps(text)});
            if (!label) return null;
            const number = (node, name) => Number(node.getAttribute(name) || 0);
            const x = number(label, 'x') + (label.getAttribute('text-anchor') ? 0 : 2), y = number(label, 'y') - number(label, 'font-size') / 3;
            const boxes = [...svg.querySelectorAll('rect')].filter((r) => number(r, 'x') <= x && x <= number(r, 'x') + number(r, 'width') && number(r, 'y') <= y && y <= number(r, 'y') + number(r, 'height'));
            boxes.sort((a, b) => number(a, 'width') * number(a, 'height') - number(b, 'width') * number(b, 'height'));
            const [cx, cy] = boxes.length ? [number(boxes[0], 'x') + number(boxes[0], 'width') / 2, number(boxes[0], 'y') + number(boxes[0], 'height') / 2] : [x, y];
            const box = image.getBoundingClientRect(), view = svg.viewBox.baseVal;
            return [box.left + cx * box.width / view.width, box.top + cy * box.height / view.height];
        }})()""")
        if not found:
            raise SystemExit(f"the picture shows no {text!r}")
        return found

    def screenshot(self, path):
        data = self.send("Page.captureScreenshot", format="png")["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))


def glide(page, x, y, to_x, to_y):
    """The pointer moves from (x, y) to (to_x, to_y) in ten small moves, the button held."""
    for step in range(1, 11):
        page.mouse("mouseMoved", x + (to_x - x) * step / 10, y + (to_y - y) * step / 10)
        time.sleep(0.05)
    page.settled()


def drag(page, source, destination, add=None, screenshot=None):
    """Press on `source`, hold until the page lifts, drag in small moves to `destination` — over
    `add` first, pressing Shift there — and release; `screenshot` is taken before the release."""
    x, y = page.centre_of_text(source)
    page.mouse("mousePressed", x, y)
    page.wait_for("document.getElementById('yaml').value.includes('- lift')", "the hold to lift", timeout=20)
    page.settled()
    if add:
        add_x, add_y = page.centre_of_text(add)
        glide(page, x, y, add_x, add_y)
        page.send("Input.dispatchKeyEvent", type="rawKeyDown", key="Shift", code="ShiftLeft", windowsVirtualKeyCode=16, modifiers=8)
        page.send("Input.dispatchKeyEvent", type="keyUp", key="Shift", code="ShiftLeft", windowsVirtualKeyCode=16)
        page.wait_for("document.getElementById('yaml').value.includes('- add:')", "Shift to add the item under the pointer")
        page.settled()
        x, y = add_x, add_y
    to_x, to_y = page.centre_of_text(destination)
    glide(page, x, y, to_x, to_y)
    if screenshot:
        page.screenshot(screenshot)
    page.mouse("mouseReleased", to_x, to_y, buttons=0)
    page.wait_for("document.getElementById('yaml').value.includes('- drop')", "the drop")
    page.settled()


def record(page, url, app, file, add, from_safari, screenshot):
    page.send("Page.navigate", url=url)
    page.wait_for("document.body && document.body.dataset.ready === 'true'", "the page to load")
    page.evaluate(f"document.getElementById('apps').value = {json.dumps(app)}")
    page.click("new")
    page.wait_for(f"document.getElementById('yaml').value.includes('app: {app}')", "the template")
    page.click("record")
    page.settled()
    source, destination = {"gallery": ("venice.jpg", "dawn.jpg"), "board": ("Write", "Test")}.get(app, ("note", "inbox"))
    if from_safari:
        # The form's own example: Safari offers sunrise's URL after 300 ms and its image after 200 ms.
        page.evaluate("document.getElementById('otherForm').open = true")
        page.click("addSource")
        page.wait_for("document.querySelector('#others .other.source') !== null", "the Safari item's chip")
        page.settled()
        source = "safari · sunrise"
    drag(page, source, destination, add, screenshot)
    page.click("expect")
    page.wait_for("document.getElementById('yaml').value.includes('- expect:')", "Expect this")
    page.settled()
    page.evaluate(f"document.getElementById('path').value = {json.dumps(file)}")
    page.click("save")
    page.wait_for(f"document.getElementById('status').textContent === 'saved {file}'", "the save")
    print(page.evaluate("document.getElementById('yaml').value"))


def step(page, url, file, disk, rewrite, screenshot):
    page.send("Page.navigate", url=f"{url}?file={file}")
    page.wait_for("document.body && document.body.dataset.ready === 'true' && document.querySelectorAll('#steps li').length > 0", "the page to load")
    page.evaluate("document.querySelector('#steps li.failed').click()")
    page.settled()
    page.wait_for("document.querySelector('#problems pre.failure') !== null", "the failure to show")
    if screenshot:
        page.screenshot(screenshot)
    shown = page.evaluate("""({
        label: document.getElementById('frameLabel').textContent,
        failure: document.querySelector('#problems pre.failure').textContent,
        current: (document.querySelector('#gutter span.current') || {}).textContent,
        failing: [...document.querySelectorAll('#gutter span.failing')].map((s) => s.textContent),
        pictures: document.querySelectorAll('#picture img').length,
    })""")
    if disk:
        # Another editor saves the file: a new file renamed over the old one.
        temporary = disk + ".editor"
        shutil.copyfile(rewrite, temporary)
        os.replace(temporary, disk)
        page.wait_for("document.getElementById('status').textContent.startsWith('reloaded')", "the reload of the file changed on disk")
        page.settled()
        shown["reloaded"] = page.evaluate("document.getElementById('status').textContent")
        shown["after"] = page.evaluate("document.getElementById('problems').textContent")
    print(json.dumps(shown))


def crash(page, url, file):
    """Opens a scenario whose app traps: the crash must show at its step's line, and the
    studio must replay the pane edited after it."""
    page.send("Page.navigate", url=f"{url}?file={file}")
    page.wait_for("document.body && document.body.dataset.ready === 'true' && document.querySelectorAll('#steps li').length > 0", "the page to load")
    page.evaluate("document.querySelector('#steps li.failed').click()")
    page.settled()
    page.wait_for("document.querySelector('#problems pre.failure') !== null", "the crash to show")
    shown = page.evaluate("""({
        status: document.getElementById('status').textContent,
        failure: document.querySelector('#problems pre.failure').textContent,
        current: (document.querySelector('#gutter span.current') || {}).textContent,
        failing: [...document.querySelectorAll('#gutter span.failing')].map((s) => s.textContent),
        pictures: document.querySelectorAll('#picture img').length,
    })""")
    page.evaluate("""(() => {
        const pane = document.getElementById('yaml');
        pane.value = pane.value.replace('variant: tutorial', 'variant: corrected');
        pane.dispatchEvent(new Event('input'));
    })()""")
    page.wait_for("document.getElementById('status').textContent === 'replayed: failed'", "the edited pane's replay")
    shown["after edit"] = page.evaluate("document.getElementById('status').textContent")
    print(json.dumps(shown))


def supersede(page, url, file):
    """Chooses the scenario again while its replay is under way: the page must abort the
    first replay's request (so the studio ends its worker) and show the second."""
    page.send("Page.navigate", url=f"{url}?file={file}")
    page.wait_for("document.body && document.body.dataset.ready === 'true' && document.querySelectorAll('#steps li').length > 0", "the page to load")
    page.settled()
    aborted = page.evaluate("""(async () => {
        const signals = [];
        const original = window.fetch;
        window.fetch = (path, init) => { if (path === '/api/replay') signals.push(init.signal); return original(path, init); };
        const chooser = document.getElementById('scenario');
        chooser.dispatchEvent(new Event('change'));
        while (!studio.replaying) await new Promise((resolve) => setTimeout(resolve, 2));
        chooser.dispatchEvent(new Event('change'));
        while (signals.length < 2 || studio.replaying) await new Promise((resolve) => setTimeout(resolve, 10));
        await chain;
        window.fetch = original;
        return signals.map((signal) => signal.aborted);
    })()""")
    print(json.dumps({"aborted": aborted, "status": page.evaluate("document.getElementById('status').textContent"), "steps": page.evaluate("document.querySelectorAll('#steps li').length")}))


class Listener(http.server.BaseHTTPRequestHandler):
    """Records every request a payload manages to send to loopback."""
    received = []

    def do_GET(self):
        Listener.received.append(f"GET {self.path}")
        self.send_response(204)
        self.end_headers()

    def do_POST(self):
        length = int(self.headers.get("Content-Length") or 0)
        Listener.received.append(f"POST {self.path} {self.rfile.read(length)[:200]!r}")
        self.send_response(204)
        self.end_headers()

    def log_message(self, *arguments):
        pass


def hostile(page, url, files, listener_port):
    """Opens each file, shows every frame, points at every chip and the picture, clicks every
    trace line, and reports whether any payload ran."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", int(listener_port)), Listener)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    shown = {"files": {}}
    try:
        page.send("Page.navigate", url=url)
        page.wait_for("document.body && document.body.dataset.ready === 'true'", "the page to load")
        shown["listed"] = page.evaluate("[...document.getElementById('files').options].map((o) => o.textContent)")
        for file in files:
            page.evaluate(f"queue(() => open({json.dumps(file)}))")
            page.settled()
            frames = page.evaluate("document.querySelectorAll('#steps li').length")
            for index in range(frames):
                page.evaluate(f"show({index})")
                page.evaluate("[...document.querySelectorAll('#trace li')].forEach((li) => li.click())")
            for spot in page.evaluate("[...document.querySelectorAll('#others .other, #picture img, #steps li')].slice(0, 40).map((n) => { const b = n.getBoundingClientRect(); return [b.left + b.width / 2, b.top + b.height / 2]; })") or []:
                page.mouse("mouseMoved", spot[0], spot[1], buttons=0)
            page.settled()
            shown["files"][file] = page.evaluate("""({
                frames: document.querySelectorAll('#steps li').length,
                text: [...document.querySelectorAll('#scenario option, #steps li, #others .other, #trace li, #problems pre, #frameLabel')].map((n) => n.textContent).join('\\n'),
                chips: [...document.querySelectorAll('#others .other')].map((n) => n.dataset.target),
                elements: document.querySelectorAll('body script:not([src="/studio.js"]), body img:not(#picture > img), body iframe, body object, body embed, #picture svg, [onerror], [onload], [onmouseover], [onclick], [onfocus]').length,
                links: [...document.querySelectorAll('[href], [src]')].map((n) => n.getAttribute('href') || n.getAttribute('src')).filter((u) => !/^(\\/studio\\.(js|css)|data:image\\/svg\\+xml;)/.test(u)),
            })""")
        time.sleep(1.5)
        shown["pwned"] = page.evaluate("typeof window.pwned === 'undefined' ? null : String(window.pwned)")
        shown["status"] = page.evaluate("document.getElementById('status').textContent")
    finally:
        server.shutdown()
    shown["received"] = Listener.received
    print(json.dumps(shown))


def insert(page, url, file):
    page.send("Page.navigate", url=f"{url}?file={file}")
    page.wait_for("document.body && document.body.dataset.ready === 'true' && document.querySelectorAll('#steps li').length > 2", "the page to load")
    page.evaluate("document.querySelector('#steps li').click()")
    page.click("record")
    page.settled()
    lifts = "document.getElementById('yaml').value.split('- lift').length - 1"
    x, y = page.centre_of_text("venice.jpg")
    page.mouse("mousePressed", x, y)
    page.wait_for(f"{lifts} === 2", "the hold to lift", timeout=20)
    page.settled()
    to_x, to_y = page.centre_of_text("dawn.jpg")
    glide(page, x, y, to_x, to_y)
    page.mouse("mouseReleased", to_x, to_y, buttons=0)
    page.wait_for("document.getElementById('yaml').value.split('- drop').length - 1 === 2", "the drop")
    page.settled()
    page.click("expect")
    page.wait_for("document.getElementById('yaml').value.includes('- expect:')", "Expect this")
    page.settled()
    print(page.evaluate("document.getElementById('yaml').value"))


def newcomer(page, url, file):
    page.send("Page.navigate", url=f"{url}?file={file}")
    page.wait_for("document.body && document.body.dataset.ready === 'true' && document.querySelectorAll('#steps li').length > 10", "the page to load")
    shown = {}
    shown["path"] = page.evaluate("document.getElementById('path').value")
    # A step number is cut off when its marker sits outside the list's box, in too little padding.
    shown["clipped"] = page.evaluate("""(() => {
        const list = document.getElementById('steps'), item = list.children[10];
        const style = getComputedStyle(item);
        if (style.listStylePosition === 'inside') return false;
        const context = document.createElement('canvas').getContext('2d');
        context.font = style.font;
        return item.getBoundingClientRect().left - list.getBoundingClientRect().left < context.measureText('10. ').width;
    })()""")
    page.evaluate("show(3)")
    page.evaluate("document.getElementById('yaml').value = 'scenario: broken\\napp: gallery\\nsteps:\\n  - touch: { cel: 0 }\\n'")
    page.evaluate("queue(replay)")
    page.settled()
    shown["broken"] = page.evaluate("""({
        pictures: document.querySelectorAll('#picture img').length,
        trace: document.querySelectorAll('#trace li').length,
        label: document.getElementById('frameLabel').textContent,
        steps: document.querySelectorAll('#steps li').length,
        problems: [...document.querySelectorAll('#problems pre')].map((p) => p.textContent),
    })""")
    page.click("new")
    page.settled()
    shown["after new"] = page.evaluate("document.getElementById('path').value")
    print(json.dumps(shown))


def report(page, url):
    page.send("Page.navigate", url=url)
    page.wait_for("document.readyState === 'complete' && document.querySelector('details[data-file]') !== null", "the report to load")
    page.evaluate("document.querySelector('details[data-file] > summary').click()")
    drawn = "document.querySelector('details[data-file]').dataset.drawn"
    deadline = time.time() + 60
    while time.time() < deadline and page.evaluate(drawn) not in ("drawn", "failed"):
        time.sleep(0.1)
    print(json.dumps(page.evaluate("""(async () => {
        const section = document.querySelector('details[data-file]');
        const images = [...section.querySelectorAll('figure img')];
        await Promise.all(images.map((image) => image.decode().catch(() => null)));
        return {
            drawn: section.dataset.drawn || '',
            scenario: section.dataset.scenario,
            said: [...section.querySelectorAll('p.drawing, p.changed')].map((p) => p.textContent),
            captions: [...section.querySelectorAll('figcaption')].map((caption) => caption.textContent),
            shown: images.filter((image) => image.complete && image.naturalWidth > 0 && image.getBoundingClientRect().width > 0).length,
            note: (document.querySelector('.on-demand') || {}).textContent || '',
            styled: getComputedStyle(document.body).maxWidth,
            ran: typeof window.ran !== 'undefined',
        };
    })()""")))


def main():
    chromium = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    if not chromium:
        raise SystemExit("chromium is not on PATH; install Debian's chromium package (.ci/setup --tests installs it)")
    positional = [argument for argument in sys.argv[1:] if not argument.startswith("--")]
    options = dict(argument[2:].partition("=")[::2] for argument in sys.argv[1:] if argument.startswith("--"))
    mode, url = positional[0], positional[1]
    page = Page(chromium)
    try:
        if mode == "record":
            record(page, url, positional[2], positional[3], options.get("add"), "from-safari" in options, options.get("screenshot"))
        elif mode == "insert":
            insert(page, url, positional[2])
        elif mode == "newcomer":
            newcomer(page, url, positional[2])
        elif mode == "supersede":
            supersede(page, url, positional[2])
        elif mode == "crash":
            crash(page, url, positional[2])
        elif mode == "report":
            report(page, url)
        elif mode == "hostile":
            hostile(page, url, positional[2:], options["listener"])
        else:
            step(page, url, positional[2], options.get("disk"), options.get("rewrite"), options.get("screenshot"))
    finally:
        page.close()


if __name__ == "__main__":
    main()
