/// The studio's one page: its markup here, its style (`/studio.css`) and script (`/studio.js`)
/// served by the studio beside it, nothing fetched from anywhere else, so it works offline
/// and the Content-Security-Policy can forbid every inline script and style: a value of a
/// scenario file that reached the page as markup still could not run.
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
    <link rel="stylesheet" href="/studio.css">
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
    <script src="/studio.js"></script>
    </body>
    </html>
    """#
}
