#!/usr/bin/env python3
"""Drives the studio's page in headless Chromium through the DevTools protocol, as a person
would: presses, holds and drags with the mouse, clicks the buttons, reads the page.

    studio_browser.py record URL APP FILE [--add=ITEM] [--from-safari] [--screenshot=PNG]
        record a drag in APP (pressing Shift over ITEM on the way adds it; with --from-safari,
        of an item Safari offers, added with the page's form), Expect this, save as FILE
    studio_browser.py step URL FILE [--disk=PATH --rewrite=NEW] [--screenshot=PNG]
        open FILE, click its failing step, print what the page shows; with --disk, then put
        NEW's text in PATH (FILE on disk) as another editor saves it, and wait for the reload

Prints what it found on standard output; exits 1 with the reason when the page did not do
what a person would expect. Needs Debian's chromium and PyPI's websocket-client.
"""
import base64
import json
import os
import shutil
import subprocess
import sys
import tempfile
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
        """The centre, in page pixels, of the picture's text that reads `text`."""
        found = self.evaluate(f"""(() => {{
            const node = [...document.querySelectorAll('#picture svg text, #others .other')].find((t) => t.textContent === {json.dumps(text)});
            if (!node) return null;
            const box = node.getBoundingClientRect();
            return [box.left + box.width / 2, box.top + box.height / 2];
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
        pictures: document.querySelectorAll('#picture svg').length,
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
        else:
            step(page, url, positional[2], options.get("disk"), options.get("rewrite"), options.get("screenshot"))
    finally:
        page.close()


if __name__ == "__main__":
    main()
