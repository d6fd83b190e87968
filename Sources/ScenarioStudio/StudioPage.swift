/// The studio's one page: its style and script inline, nothing fetched from anywhere but the
/// studio, so it works offline and the Content-Security-Policy can forbid everything else.
///
/// The page draws nothing itself: every picture is the engine's SVG, every target the
/// server's hit test, every step's text the server's edit of the pane. It only turns pointer
/// events into questions and shows the answers.
enum StudioPage {
    static let html = #"""
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>dnd-scenario studio</title>
    <style>
    body { font: 14px/1.4 "DejaVu Sans", Helvetica, Arial, sans-serif; color: #222; margin: 0; background: #f4f5f7; }
    header { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; padding: 8px 14px; background: #fff; border-bottom: 1px solid #ddd; }
    header h1 { font-size: 17px; margin: 0 12px 0 0; }
    header select, header input, header button { font: inherit; padding: 3px 6px; }
    button.on { background: #1f5fbf; color: #fff; border: 1px solid #1f5fbf; border-radius: 4px; }
    #status { margin-left: auto; color: #555; }
    #confirm { display: none; background: #fff4d6; border: 1px solid #e0b84a; padding: 4px 8px; border-radius: 4px; }
    main { display: grid; grid-template-columns: minmax(320px, 1.3fr) minmax(280px, 1fr) minmax(260px, 1fr); gap: 10px; padding: 10px; }
    section.pane { background: #fff; border: 1px solid #ddd; border-radius: 6px; padding: 8px; min-width: 0; }
    section.pane h2 { font-size: 14px; margin: 0 0 6px; color: #444; }
    #picture { overflow: auto; min-height: 200px; touch-action: none; user-select: none; }
    #picture.recording { outline: 2px dashed #1f5fbf; outline-offset: 2px; cursor: crosshair; }
    #picture svg { display: block; max-width: 100%; height: auto; }
    #frameLabel { font-family: "DejaVu Sans Mono", monospace; font-size: 12.5px; margin: 6px 0; }
    #slider { width: 100%; }
    #steps { font: 12.5px/1.5 "DejaVu Sans Mono", monospace; padding-left: 24px; max-height: 220px; overflow: auto; margin: 4px 0; }
    #steps li { cursor: pointer; } #steps li.current { background: #dbe8fb; } #steps li.failed { color: #b3261e; }
    .editor { display: flex; border: 1px solid #ccc; border-radius: 4px; height: 520px; }
    #gutter { font: 12.5px/18px "DejaVu Sans Mono", monospace; text-align: right; color: #999; padding: 4px 4px; overflow: hidden; background: #f6f6f6; min-width: 28px; white-space: pre; }
    #gutter span { display: block; } #gutter span.current { background: #dbe8fb; color: #222; } #gutter span.failing { background: #ffd9d6; color: #b3261e; font-weight: bold; } #gutter span.current.failing { background: #f7b3ad; }
    #yaml { flex: 1; font: 12.5px/18px "DejaVu Sans Mono", monospace; border: 0; padding: 4px 6px; resize: none; white-space: pre; overflow: auto; }
    #trace { font: 12px/1.45 "DejaVu Sans Mono", monospace; list-style: none; padding: 0; margin: 0; max-height: 300px; overflow: auto; white-space: pre-wrap; overflow-wrap: anywhere; }
    #trace li { cursor: pointer; padding: 0 4px; } #trace li.picked { background: #fff1b8; }
    #problems pre { font: 12px/1.4 "DejaVu Sans Mono", monospace; white-space: pre-wrap; margin: 4px 0; padding: 6px; border-radius: 4px; }
    #problems pre.diagnostic, #problems pre.failure { background: #fff0ef; color: #8c1d18; }
    #problems pre.passed { background: #eaf6ec; color: #1b6e2a; }
    .hint { color: #666; font-size: 12.5px; }
    #others { display: flex; flex-wrap: wrap; gap: 6px; min-height: 8px; margin: 4px 0 8px; user-select: none; touch-action: none; }
    .other { border: 1px solid #999; border-radius: 14px; padding: 3px 10px; font-size: 12.5px; background: #f3f3f3; }
    .other.source { background: #e6f0ff; border-color: #7ea6e0; cursor: grab; } .other.target { background: #eaf7ea; border-color: #7fbf7f; border-style: dashed; padding: 10px 14px; }
    .form { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; margin: 6px 0; font-size: 12.5px; } .form .row { display: flex; gap: 4px; margin: 2px 0; }
    </style>
    </head>
    <body>
    <header>
      <h1>dnd-scenario studio</h1>
      <select id="files" aria-label="open a scenario file"><option value="">open a file…</option></select>
      <select id="apps" aria-label="app for a new scenario"></select>
      <button id="new">New scenario</button>
      <select id="scenario" aria-label="scenario of the file"></select>
      <button id="record">Record</button>
      <button id="expect" disabled>Expect this</button>
      <input id="path" placeholder="file name.yaml" size="22" aria-label="file name to save as">
      <button id="save">Save</button>
      <span id="confirm"><span id="confirmText"></span> <button id="replace">Replace</button> <button id="keep">Keep it</button></span>
      <span id="status"></span>
    </header>
    <main>
      <section class="pane">
        <h2>The app, as the engine draws it</h2>
        <div id="picture"></div>
        <div id="frameLabel"></div>
        <input id="slider" type="range" min="0" max="0" value="0" aria-label="step">
        <ol id="steps" start="0"></ol>
        <p class="hint">Record: press an item, hold to lift, drag over the picture, release to drop. While dragging, a second finger or the Shift key adds the item under the pointer to the drag.</p>
        <h2>Other apps <span class="hint">(drag from and over these as over the picture)</span></h2>
        <div id="others"></div>
        <details id="otherForm"><summary>Add an item another app offers, or an app that accepts drops</summary>
          <div class="form">
            <label>app <input id="sourceApp" value="safari" size="9"></label>
            <label>item <input id="sourceItem" value="sunrise" size="9"></label>
            <div id="provides"><div class="row">
              <input class="type" value="public.url" size="12" aria-label="type">
              <input class="value" value="https://img.example/sunrise.jpg" size="22" aria-label="value (WIDTHxHEIGHT for public.image)">
              <label>after <input class="after" type="number" min="0" value="300" size="5"> ms</label>
            </div><div class="row">
              <input class="type" value="public.image" size="12" aria-label="type">
              <input class="value" value="1200x800" size="22" aria-label="value (WIDTHxHEIGHT for public.image)">
              <label>after <input class="after" type="number" min="0" value="200" size="5"> ms</label>
            </div></div>
            <button id="addRow">+ type</button> <button id="addSource">Add source item</button>
          </div>
          <div class="form">
            <label>app <input id="targetApp" value="photos" size="9"></label>
            <label>accepts <input id="targetAccepts" value="public.image" size="22"></label>
            <button id="addTarget">Add target app</button>
          </div>
        </details>
      </section>
      <section class="pane">
        <h2>Scenario</h2>
        <div class="editor"><div id="gutter"></div><textarea id="yaml" spellcheck="false" aria-label="scenario YAML"></textarea></div>
      </section>
      <section class="pane">
        <h2>Trace of this step <span class="hint">(click lines for “Expect this”)</span></h2>
        <ul id="trace"></ul>
        <h2>Check and run</h2>
        <div id="problems"></div>
      </section>
    </main>
    <script>
    "use strict";
    const $ = (id) => document.getElementById(id);
    const studio = { path: "", scenario: 0, replay: null, frame: 0, recording: false, drag: null, stamp: "", dirty: false, picked: new Set() };
    let chain = Promise.resolve();
    function queue(work) { chain = chain.then(work).catch((error) => say("error: " + error.message)); return chain; }
    function say(text) { $("status").textContent = text; }
    function escaped(text) { const div = document.createElement("div"); div.textContent = text; return div.innerHTML; }

    async function api(path, body) {
      const response = await fetch(path, body === undefined ? {} : { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
      const answer = await response.json();
      answer.httpStatus = response.status;
      return answer;
    }

    async function replay() {
      const answer = await api("/api/replay", { path: studio.path, text: $("yaml").value, scenario: studio.scenario });
      if (answer.error) { say(answer.error); return; }
      studio.replay = answer;
      const chooser = $("scenario");
      chooser.innerHTML = answer.scenarios.map((name, index) => `<option value="${index}">${escaped(name)}</option>`).join("");
      chooser.value = String(answer.chosen);
      showOthers(answer);
      const frames = answer.frames;
      $("slider").max = String(Math.max(frames.length - 1, 0));
      $("steps").innerHTML = frames.map((frame, index) => `<li data-frame="${index}" class="${frame.failures.length ? "failed" : ""}">${escaped(frame.label)}</li>`).join("");
      const keep = studio.recording ? Math.max(frames.length - 2, 0) : Math.min(studio.frame, Math.max(frames.length - 1, 0));
      show(keep);
      $("expect").disabled = frames.length === 0;
      say(answer.diagnostics.length ? answer.summary : (answer.status ? `replayed: ${answer.status}` : answer.summary));
    }

    function show(index) {
      const answer = studio.replay;
      const problems = [];
      for (const text of answer ? answer.diagnostics : []) problems.push(`<pre class="diagnostic">${escaped(text)}</pre>`);
      const frame = answer && answer.frames[index];
      studio.frame = index;
      $("slider").value = String(index);
      for (const item of $("steps").children) item.classList.toggle("current", item.dataset.frame === String(index));
      if (!frame) {
        if (answer && !answer.diagnostics.length) problems.push(`<pre class="diagnostic">${escaped(answer.summary)}</pre>`);
        $("problems").innerHTML = problems.join("");
        gutter(null);
        return;
      }
      $("picture").innerHTML = frame.svg || `<p class="hint">${answer.appDraws ? `Not drawn: this scenario's pictures already hold ${answer.shapeBudget} shapes.` : "This app draws no picture (it does not adopt AppPicturing): its steps, trace and failures are here all the same."}</p>`;
      $("frameLabel").textContent = `${index}/${answer.frames.length - 1} · line ${frame.line} · ${frame.label}`;
      $("trace").innerHTML = frame.trace.map((line) => `<li class="${studio.picked.has(line) ? "picked" : ""}">${escaped(line)}</li>`).join("");
      for (const text of frame.failures) problems.push(`<pre class="failure">${escaped(text)}</pre>`);
      if (!problems.length && answer.status) problems.push(`<pre class="${answer.status === "passed" ? "passed" : "failure"}">${escaped(answer.status === "passed" ? "the scenario passes" : `the scenario ${answer.status}: see the steps in red`)}</pre>`);
      $("problems").innerHTML = problems.join("");
      gutter(frame.line);
    }

    function gutter(current) {
      const count = $("yaml").value.split("\n").length;
      const failing = new Set((studio.replay ? studio.replay.failures : []).map((failure) => failure.line));
      let html = "";
      for (let line = 1; line <= count; line++) html += `<span class="${[line === current ? "current" : "", failing.has(line) ? "failing" : ""].join(" ").trim()}" data-line="${line}">${line}</span>`;
      $("gutter").innerHTML = html;
      if (current) {
        const top = (current - 1) * 18;
        const area = $("yaml");
        if (top < area.scrollTop || top > area.scrollTop + area.clientHeight - 36) area.scrollTop = Math.max(top - 54, 0);
      }
      $("gutter").scrollTop = $("yaml").scrollTop;
    }

    async function append(step) {
      const answer = await api("/api/append", { text: $("yaml").value, scenario: studio.scenario, step });
      if (answer.error) { say(answer.error); return false; }
      $("yaml").value = answer.text;
      studio.dirty = true;
      await replay();
      return true;
    }

    // Where the pointer is: over the app's picture (its point, in the picture's points), over
    // another app's chip (the target the server named it by), or over nothing of the studio's.
    function spotAt(event) {
      const element = document.elementFromPoint(event.clientX, event.clientY);
      const chip = element && element.closest(".other");
      if (chip) return { chip: chip.dataset.target, source: chip.classList.contains("source") };
      const svg = element && element.closest("#picture svg");
      if (!svg) return null;
      const box = svg.getBoundingClientRect();
      const view = svg.viewBox.baseVal;
      return { point: { x: (event.clientX - box.left) * view.width / box.width, y: (event.clientY - box.top) * view.height / box.height } };
    }

    async function targetAt(spot) {
      if (!spot) return "{nowhere: true}";
      if (spot.chip) return spot.chip;
      const answer = await api("/api/target", { path: studio.path, text: $("yaml").value, scenario: studio.scenario, x: spot.point.x, y: spot.point.y });
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
      const started = { pointer: event.pointerId, lifted: false, last: null, before: $("yaml").value, spot, held: null };
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
      const chip = (kind, entry) => `<span class="other ${kind}" data-target="${escaped(entry.target)}">${escaped(kind === "source" ? entry.label : "over " + entry.label)}</span>`;
      $("others").innerHTML = answer.sources.map((entry) => chip("source", entry)).join("") + answer.targets.map((entry) => chip("target", entry)).join("");
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
    $("scenario").addEventListener("change", () => { studio.scenario = Number($("scenario").value); queue(replay); });
    let typing = null;
    $("yaml").addEventListener("input", () => { studio.dirty = true; clearTimeout(typing); typing = setTimeout(() => queue(replay), 150); });
    $("yaml").addEventListener("scroll", () => { $("gutter").scrollTop = $("yaml").scrollTop; });

    $("record").addEventListener("click", () => {
      studio.recording = !studio.recording;
      $("record").classList.toggle("on", studio.recording);
      $("picture").classList.toggle("recording", studio.recording);
      if (studio.recording) queue(replay);
    });
    $("expect").addEventListener("click", () => queue(async () => {
      const answer = await api("/api/expect", { path: studio.path, text: $("yaml").value, scenario: studio.scenario, trace: [...studio.picked] });
      if (answer.error) { say(answer.error); return; }
      studio.picked.clear();
      await append(answer.step);
    }));
    async function newScenario() {
      const answer = await api("/api/template", { app: $("apps").value });
      $("yaml").value = answer.text;
      studio.path = ""; studio.scenario = 0; studio.frame = 0; studio.stamp = ""; studio.dirty = true;
      $("files").value = "";
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

    async function save(replace) {
      const path = $("path").value.trim();
      if (!path) { say("name the file to save first"); return; }
      const answer = await api("/api/save", { path, text: $("yaml").value, replace });
      if (answer.confirm) {
        $("confirmText").textContent = answer.error;
        $("confirm").style.display = "inline";
        return;
      }
      $("confirm").style.display = "none";
      if (answer.error) { say(answer.error); return; }
      studio.path = answer.saved; studio.stamp = answer.stamp; studio.dirty = false;
      say(`saved ${answer.saved}`);
      await listFiles();
    }
    $("save").addEventListener("click", () => queue(() => save(false)));
    $("replace").addEventListener("click", () => queue(() => save(true)));
    $("keep").addEventListener("click", () => { $("confirm").style.display = "none"; say("not saved"); });

    async function listFiles() {
      const answer = await api("/api/files");
      $("files").innerHTML = `<option value="">open a file…</option>` + answer.files.map((file) => `<option>${escaped(file)}</option>`).join("");
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
      $("apps").innerHTML = answer.apps.map((name) => `<option>${escaped(name)}</option>`).join("");
      $("apps").value = answer.app;
      const wanted = new URLSearchParams(location.search).get("file");
      if (wanted) { $("files").value = wanted; await open(wanted); } else { await newScenario(); }
      document.body.dataset.ready = "true";
    });
    </script>
    </body>
    </html>
    """#
}
