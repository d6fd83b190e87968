extension StudioPage {
    /// The page's style, served as `/studio.css` so that the Content-Security-Policy can
    /// forbid every inline style (`style-src 'self'`).
    static let css = #"""
    body { font: 14px/1.4 "DejaVu Sans", Helvetica, Arial, sans-serif; color: #222; margin: 0; background: #f4f5f7; }
    header { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; padding: 8px 14px; background: #fff; border-bottom: 1px solid #ddd; }
    header h1 { font-size: 17px; margin: 0 12px 0 0; }
    header select, header input, header button { font: inherit; padding: 3px 6px; }
    button.on { background: #1f5fbf; color: #fff; border: 1px solid #1f5fbf; border-radius: 4px; }
    #status { margin-left: auto; color: #555; }
    #confirm { display: none; background: #fff4d6; border: 1px solid #e0b84a; padding: 4px 8px; border-radius: 4px; }
    #confirm.shown { display: inline; }
    main { display: grid; grid-template-columns: minmax(320px, 1.3fr) minmax(280px, 1fr) minmax(260px, 1fr); gap: 10px; padding: 10px; }
    section.pane { background: #fff; border: 1px solid #ddd; border-radius: 6px; padding: 8px; min-width: 0; }
    section.pane h2 { font-size: 14px; margin: 0 0 6px; color: #444; }
    #picture { overflow: auto; min-height: 200px; touch-action: none; user-select: none; }
    #picture.recording { outline: 2px dashed #1f5fbf; outline-offset: 2px; cursor: crosshair; }
    #picture img { display: block; max-width: 100%; height: auto; -webkit-user-drag: none; }
    #frameLabel { font-family: "DejaVu Sans Mono", monospace; font-size: 12.5px; margin: 6px 0; }
    #slider { width: 100%; }
    #steps { font: 12.5px/1.5 "DejaVu Sans Mono", monospace; padding-left: 2px; list-style-position: inside; max-height: 220px; overflow: auto; margin: 4px 0; }
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

    """#
}
