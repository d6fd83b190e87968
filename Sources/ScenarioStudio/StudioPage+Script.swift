extension StudioPage {
    /// The page's script, served as `/studio.js` so that the Content-Security-Policy can
    /// forbid every inline script (`script-src 'self'`): markup a scenario file smuggled into
    /// the page could not run even if it were rendered.
    static let script = #"""
    "use strict";
    // Every value from the server or a file reaches the page as text (textContent, an
    // attribute set with setAttribute, an <option>'s text) or as an <img> of the engine's SVG:
    // never as markup, so nothing a scenario file says can become an element or a script.
    const $ = (id) => document.getElementById(id);
    // insertAfter: the line a recorded step goes after (the step shown, when it is not the
    // last); null appends at the end.
    const studio = { path: "", scenario: 0, replay: null, frame: 0, insertAfter: null, recording: false, drag: null, replaying: null, stamp: "", dirty: false, picked: new Set(), confirmation: "" };
    let chain = Promise.resolve();
    function queue(work) { chain = chain.then(work).catch((error) => say("error: " + error.message)); return chain; }
    function say(text) { $("status").textContent = text; }

    /// A new element: its class, its text, and attributes set one by one as values, never parsed.
    function element(tag, className, text, attributes) {
      const node = document.createElement(tag);
      if (className) node.className = className;
      if (text !== undefined) node.textContent = text;
      for (const [name, value] of Object.entries(attributes || {})) node.setAttribute(name, String(value));
      return node;
    }

    async function api(path, body, signal) {
      const response = await fetch(path, body === undefined ? {} : { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body), signal });
      const answer = await response.json();
      answer.httpStatus = response.status;
      return answer;
    }

    /// A newer replay supersedes the one under way: aborting its request closes its
    /// connection, and the studio ends the worker replaying it.
    function supersede() { if (studio.replaying) studio.replaying.abort(); }

    async function replay() {
      const controller = new AbortController();
      studio.replaying = controller;
      let answer;
      try {
        answer = await api("/api/replay", { path: studio.path, text: $("yaml").value, scenario: studio.scenario }, controller.signal);
      } catch (error) {
        if (controller.signal.aborted) return;
        throw error;
      } finally {
        if (studio.replaying === controller) studio.replaying = null;
      }
      if (answer.error) { say(answer.error); return; }
      studio.replay = answer;
      const chooser = $("scenario");
      chooser.replaceChildren(...answer.scenarios.map((name, index) => new Option(name, String(index))));
      chooser.value = String(answer.chosen);
      showOthers(answer);
      const frames = answer.frames;
      $("slider").max = String(Math.max(frames.length - 1, 0));
      $("steps").replaceChildren(...frames.map((frame, index) => element("li", frame.failures.length ? "failed" : "", frame.label, { "data-frame": index })));
      const inserted = studio.insertAfter === null ? -1 : frames.findIndex((frame) => frame.step >= 0 && frame.line === studio.insertAfter);
      // Recording shows the step just recorded: the one inserted, else the last; the launch
      // stays shown until a step is recorded after it.
      const recorded = studio.insertAfter === null ? Math.max(frames.length - 2, 0) : (inserted >= 0 ? inserted : Math.min(studio.frame, Math.max(frames.length - 1, 0)));
      const keep = studio.recording ? recorded : Math.min(studio.frame, Math.max(frames.length - 1, 0));
      show(keep);
      $("expect").disabled = frames.length === 0;
      say(answer.diagnostics.length ? answer.summary : (answer.status ? `replayed: ${answer.status}` : answer.summary));
    }

    /// The engine's SVG of a frame as an image: an SVG shown by <img> runs no script and loads
    /// nothing, whatever it holds.
    function picture(frame, answer) {
      if (!frame.svg) {
        return element("p", "hint", answer.appDraws ? `Not drawn: this scenario's pictures already hold ${answer.shapeBudget} shapes.` : "This app draws no picture (it does not adopt AppPicturing): its steps, trace and failures are here all the same.");
      }
      const image = element("img", "", undefined, { alt: frame.label, draggable: "false", "data-width": frame.width, "data-height": frame.height });
      image.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(frame.svg);
      return image;
    }

    function show(index) {
      const answer = studio.replay;
      const problems = [];
      for (const text of answer ? answer.diagnostics : []) problems.push(element("pre", "diagnostic", text));
      const frame = answer && answer.frames[index];
      studio.frame = index;
      // A step recorded now goes after the step shown; after the last step or at the end, at the end.
      const last = answer ? answer.frames.length - 1 : 0;
      studio.insertAfter = frame && index < last - 1 ? frame.line : null;
      $("slider").value = String(index);
      for (const item of $("steps").children) item.classList.toggle("current", item.dataset.frame === String(index));
      if (!frame) {
        // Nothing replayed (a pane that does not decode): nothing of the last replay stays.
        if (answer && !answer.diagnostics.length) problems.push(element("pre", "diagnostic", answer.summary));
        $("problems").replaceChildren(...problems);
        $("picture").replaceChildren();
        $("trace").replaceChildren();
        $("frameLabel").textContent = "";
        gutter(null);
        return;
      }
      $("picture").replaceChildren(picture(frame, answer));
      $("frameLabel").textContent = `${index}/${answer.frames.length - 1} · line ${frame.line} · ${frame.label}`;
      $("trace").replaceChildren(...frame.trace.map((line) => element("li", studio.picked.has(line) ? "picked" : "", line)));
      for (const text of frame.failures) problems.push(element("pre", "failure", text));
      if (!problems.length && answer.status) problems.push(element("pre", answer.status === "passed" ? "passed" : "failure", answer.status === "passed" ? "the scenario passes" : `the scenario ${answer.status}: see the steps in red`));
      $("problems").replaceChildren(...problems);
      gutter(frame.line);
    }

    function gutter(current) {
      const count = $("yaml").value.split("\n").length;
      const failing = new Set((studio.replay ? studio.replay.failures : []).map((failure) => failure.line));
      const lines = [];
      for (let line = 1; line <= count; line++) lines.push(element("span", [line === current ? "current" : "", failing.has(line) ? "failing" : ""].join(" ").trim(), String(line), { "data-line": line }));
      $("gutter").replaceChildren(...lines);
      if (current) {
        const top = (current - 1) * 18;
        const area = $("yaml");
        if (top < area.scrollTop || top > area.scrollTop + area.clientHeight - 36) area.scrollTop = Math.max(top - 54, 0);
      }
      $("gutter").scrollTop = $("yaml").scrollTop;
    }

    async function append(step) {
      const answer = await api("/api/append", { text: $("yaml").value, scenario: studio.scenario, step, after: studio.insertAfter });
      if (answer.error) { say(answer.error); return false; }
      $("yaml").value = answer.text;
      if (studio.insertAfter !== null) studio.insertAfter = answer.line;
      studio.appendedLine = answer.line;
      studio.dirty = true;
      await replay();
      return true;
    }

    // Where the pointer is: over the app's picture (its point, in the picture's points), over
    // another app's chip (the target the server named it by), or over nothing of the studio's.
    function spotAt(event) {
      const found = document.elementFromPoint(event.clientX, event.clientY);
      const chip = found && found.closest(".other");
      if (chip) return { chip: chip.dataset.target, source: chip.classList.contains("source") };
      const image = found && found.closest("#picture img");
      if (!image) return null;
      const box = image.getBoundingClientRect();
      const width = Number(image.dataset.width), height = Number(image.dataset.height);
      return { point: { x: (event.clientX - box.left) * width / box.width, y: (event.clientY - box.top) * height / box.height } };
    }

    async function targetAt(spot) {
      if (!spot) return "{nowhere: true}";
      if (spot.chip) return spot.chip;
      const answer = await api("/api/target", { path: studio.path, text: $("yaml").value, scenario: studio.scenario, frame: studio.frame, x: spot.point.x, y: spot.point.y });
      return answer.target;
    }

    document.addEventListener("pointerdown", (event) => {
      if (!studio.recording) return;
      const spot = spotAt(event);
      if (!spot || (spot.chip && !spot.source)) return;
      event.preventDefault();
      const drag = studio.drag;
      if (drag && drag.lifted && event.pointerId !== drag.pointer) {
        queue(async () => { await append(`add: ${await targetAt(spot)}`); });
        return;
      }
      if (drag) return;
      const started = { pointer: event.pointerId, lifted: false, last: null, before: $("yaml").value, insertAfter: studio.insertAfter, spot, held: null };
      studio.drag = started;
      queue(async () => {
        started.last = await targetAt(spot);
        await append(`touch: ${started.last}`);
      });
      started.held = setTimeout(() => queue(async () => {
        if (studio.drag !== started) return;
        started.lifted = true;
        await append("lift");
      }), 500);
    });

    document.addEventListener("pointermove", (event) => {
      const drag = studio.drag;
      if (!drag || event.pointerId !== drag.pointer) return;
      drag.spot = spotAt(event);
      if (!drag.lifted || drag.moving) return;
      drag.moving = true;
      queue(async () => {
        const target = await targetAt(drag.spot);
        if (target !== drag.last) { drag.last = target; await append(`move: ${target}`); }
        drag.moving = false;
      });
    });

    function release(event) {
      const drag = studio.drag;
      if (!drag || event.pointerId !== drag.pointer) return;
      clearTimeout(drag.held);
      const spot = spotAt(event);
      queue(async () => {
        studio.drag = null;
        if (!drag.lifted) {
          // A tap that never lifted records nothing.
          $("yaml").value = drag.before;
          studio.insertAfter = drag.insertAfter;
          await replay();
          return;
        }
        const target = await targetAt(spot);
        if (target !== drag.last) await append(`move: ${target}`);
        await append("drop");
      });
    }
    document.addEventListener("pointerup", release);
    document.addEventListener("pointercancel", release);
    document.addEventListener("keydown", (event) => {
      const drag = studio.drag;
      if (event.key !== "Shift" || !drag || !drag.lifted) return;
      const spot = drag.spot;
      queue(async () => { await append(`add: ${await targetAt(spot)}`); });
    });

    function showOthers(answer) {
      const chip = (kind, entry) => element("span", `other ${kind}`, kind === "source" ? entry.label : "over " + entry.label, { "data-target": entry.target });
      $("others").replaceChildren(...answer.sources.map((entry) => chip("source", entry)), ...answer.targets.map((entry) => chip("target", entry)));
    }
    $("addSource").addEventListener("click", () => queue(async () => {
      const provides = [...document.querySelectorAll("#provides .row")].map((row) => ({
        type: row.querySelector(".type").value.trim(), value: row.querySelector(".value").value, after: Number(row.querySelector(".after").value) || 0,
      })).filter((entry) => entry.type);
      const answer = await api("/api/source", { text: $("yaml").value, scenario: studio.scenario, app: $("sourceApp").value.trim(), item: $("sourceItem").value.trim(), provides });
      if (answer.error) { say(answer.error); return; }
      $("yaml").value = answer.text;
      studio.dirty = true;
      await replay();
    }));
    $("addRow").addEventListener("click", () => {
      const row = document.querySelector("#provides .row").cloneNode(true);
      for (const input of row.querySelectorAll("input")) input.value = input.classList.contains("after") ? "0" : "";
      $("provides").appendChild(row);
    });
    $("addTarget").addEventListener("click", () => queue(async () => {
      const accepts = $("targetAccepts").value.split(",").map((type) => type.trim()).filter((type) => type);
      const answer = await api("/api/target-app", { text: $("yaml").value, scenario: studio.scenario, app: $("targetApp").value.trim(), accepts });
      if (answer.error) { say(answer.error); return; }
      $("yaml").value = answer.text;
      studio.dirty = true;
      await replay();
    }));

    $("slider").addEventListener("input", () => show(Number($("slider").value)));
    $("steps").addEventListener("click", (event) => { const item = event.target.closest("li"); if (item) show(Number(item.dataset.frame)); });
    $("trace").addEventListener("click", (event) => {
      const item = event.target.closest("li");
      if (!item) return;
      const line = item.textContent;
      if (studio.picked.has(line)) studio.picked.delete(line); else studio.picked.add(line);
      item.classList.toggle("picked");
    });
    $("scenario").addEventListener("change", () => { studio.scenario = Number($("scenario").value); supersede(); queue(replay); });
    let typing = null;
    $("yaml").addEventListener("input", () => { studio.dirty = true; clearTimeout(typing); typing = setTimeout(() => { supersede(); queue(replay); }, 150); });
    $("yaml").addEventListener("scroll", () => { $("gutter").scrollTop = $("yaml").scrollTop; });

    $("record").addEventListener("click", () => {
      studio.recording = !studio.recording;
      $("record").classList.toggle("on", studio.recording);
      $("picture").classList.toggle("recording", studio.recording);
      if (studio.recording) queue(replay);
    });
    $("expect").addEventListener("click", () => queue(async () => {
      // What the picture shows is pinned, where it shows it.
      const answer = await api("/api/expect", { path: studio.path, text: $("yaml").value, scenario: studio.scenario, frame: studio.frame, trace: [...studio.picked] });
      if (answer.error) { say(answer.error); return; }
      studio.picked.clear();
      for (const step of answer.steps) if (!(await append(step))) return;
      const pinned = studio.replay.frames.findIndex((frame) => frame.step >= 0 && frame.line === studio.appendedLine);
      if (pinned >= 0) show(pinned);
    }));
    async function newScenario() {
      const answer = await api("/api/template", { app: $("apps").value });
      $("yaml").value = answer.text;
      studio.path = ""; studio.scenario = 0; studio.frame = 0; studio.stamp = ""; studio.dirty = true;
      $("files").value = "";
      $("path").value = "";
      await replay();
    }
    $("new").addEventListener("click", () => queue(newScenario));
    async function open(path) {
      const answer = await api("/api/open", { path });
      if (answer.error) { say(answer.error); return; }
      $("yaml").value = answer.text;
      $("path").value = path;
      studio.path = path; studio.stamp = answer.stamp; studio.dirty = false; studio.scenario = 0; studio.frame = 0;
      await replay();
    }
    $("files").addEventListener("change", () => { if ($("files").value) queue(() => open($("files").value)); });

    function confirming(text) {
      $("confirmText").textContent = text;
      $("confirm").classList.toggle("shown", text !== "");
    }

    // A save never replaces a file by itself: the server answers 409 with a confirmation bound
    // to that file as it is now, and only Replace sends it back.
    async function save(confirmation) {
      const path = $("path").value.trim();
      if (!path) { say("name the file to save first"); return; }
      const answer = await api("/api/save", confirmation ? { path, text: $("yaml").value, confirmation } : { path, text: $("yaml").value });
      studio.confirmation = "";
      if (answer.confirmation) {
        studio.confirmation = answer.confirmation;
        confirming(answer.error);
        return;
      }
      confirming("");
      if (answer.error) { say(answer.error); return; }
      studio.path = answer.saved; studio.stamp = answer.stamp; studio.dirty = false;
      say(`saved ${answer.saved}`);
      await listFiles();
    }
    $("save").addEventListener("click", () => queue(() => save("")));
    $("replace").addEventListener("click", () => { const confirmation = studio.confirmation; queue(() => save(confirmation)); });
    $("keep").addEventListener("click", () => { studio.confirmation = ""; confirming(""); say("not saved"); });

    async function listFiles() {
      const answer = await api("/api/files");
      $("files").replaceChildren(new Option("open a file…", ""), ...answer.files.map((file) => new Option(file, file)));
      if (studio.path) $("files").value = studio.path;
      return answer;
    }

    // A file saved elsewhere reloads, as `run --watch` runs it again; edits in the pane win.
    setInterval(() => {
      if (!studio.path || studio.dirty || studio.drag) return;
      queue(async () => {
        const answer = await api("/api/stamp", { path: studio.path });
        if (answer.stamp && answer.stamp !== studio.stamp) { await open(studio.path); say(`reloaded ${studio.path}: it changed on disk`); }
      });
    }, 1000);

    queue(async () => {
      const answer = await listFiles();
      $("apps").replaceChildren(...answer.apps.map((name) => new Option(name, name)));
      $("apps").value = answer.app;
      const wanted = new URLSearchParams(location.search).get("file");
      if (wanted) { $("files").value = wanted; await open(wanted); } else { await newScenario(); }
      document.body.dataset.ready = "true";
    });
    """#
}
