/// The table of refused inputs; each expectation is the whole rendered output.
let badInputs: [BadInput] = [
    BadInput("an unclosed flow sequence", """
    scenario: x
    tags: [a, b
    steps: [lift]
    """, """
    bad.yaml:3:6: error: did not find expected ',' or ']' (while parsing a flow sequence at line 2, column 7)
    steps: [lift]
         ^
    """),
    BadInput("a mapping value where none may be", """
    scenario: x
      app: board
    """, """
    bad.yaml:2:6: error: mapping values are not allowed in this context; check the indentation: the entries of one mapping or list start in the same column, further right than their parent's
      app: board
         ^
    """),
    BadInput("a tab used as indentation", "scenario: x\ngiven:\n\tcolumns: 3\n", """
    bad.yaml:3:1: error: found character that cannot start any token (while scanning for the next token at line 3, column 1); a tab indents this line, and YAML indents with spaces only
    \\tcolumns: 3
    ^
    """),
    BadInput("a tap on a cell, not a view", """
    scenario: x
    steps:
      - tap: { cell: 0 }
    """, """
    bad.yaml:3:12: error: target 'cell' is not allowed for 'tap'; expected one of: view
      - tap: { cell: 0 }
               ^
    """),
    BadInput("a swipe on a view, not a table's row", """
    scenario: x
    steps:
      - swipe: { view: trash }
    """, """
    bad.yaml:3:12: error: 'swipe' takes a table's row, such as 'swipe: {view: places, row: 2}'
      - swipe: { view: trash }
               ^
    """),
    BadInput("a tap on a view the app does not have", """
    scenario: x
    steps:
      - tap: { view: trsh }
    """, """
    bad.yaml:3:18: error: unknown view 'trsh'; did you mean 'trash'?
      - tap: { view: trsh }
                     ^
    """),
    BadInput("a tap at a point", """
    scenario: x
    steps:
      - tap: { view: trash, point: [1, 1] }
    """, """
    bad.yaml:3:32: error: target 'point' is not allowed for 'tap'; expected one of: view
      - tap: { view: trash, point: [1, 1] }
                                   ^
    """),
    BadInput("a tap without a target", """
    scenario: x
    steps:
      - tap
    """, """
    bad.yaml:3:5: error: step 'tap' needs a button, such as 'tap: {view: edit}'
      - tap
        ^
    """),
    BadInput("a load with neither 'after' nor 'fails', and one misspelt", """
    scenario: x
    loads:
      public.image: {}
      public.text: { afer: 2s }
    """, """
    bad.yaml:3:17: error: load 'public.image' needs 'after', 'fails' or both
      public.image: {}
                    ^
    bad.yaml:4:18: error: unknown key 'afer'; did you mean 'after'?
      public.text: { afer: 2s }
                     ^
    """),
    BadInput("a row without its table, and a section without its row", """
    scenario: x
    steps:
      - touch: { row: 1 }
      - move: { view: trash, section: 1 }
    """, """
    bad.yaml:3:14: error: target 'row' needs 'view' beside it: the table it is a row of
      - touch: { row: 1 }
                 ^
    bad.yaml:4:26: error: target 'section' needs 'cell' or 'row' beside it
      - move: { view: trash, section: 1 }
                             ^
    """),
    BadInput("a row of a view the app does not have, and a negative row", """
    scenario: x
    steps:
      - touch: { view: tbl, row: 1 }
      - move: { view: trash, row: -1 }
    """, """
    bad.yaml:3:20: error: unknown view 'tbl'; expected one of: collection, trash
      - touch: { view: tbl, row: 1 }
                       ^
    bad.yaml:4:31: error: 'row' must be at least 0, found -1
      - move: { view: trash, row: -1 }
                                  ^
    """),
    BadInput("a row of a collection view, and of a view that is no table", """
    scenario: x
    steps:
      - touch: { view: collection, row: 0 }
      - move: { view: trash, row: 1 }
    """, """
    bad.yaml:3:32: error: target 'row' needs a table view, and list 'collection' is a collection view: write '{view: collection, cell: N}'
      - touch: { view: collection, row: 0 }
                                   ^
    bad.yaml:4:26: error: target 'row' needs a table view, and view 'trash' is none; app gallery declares no table views
      - move: { view: trash, row: 1 }
                             ^
    """),
    BadInput("a row part that is no part, and a part without its row", """
    scenario: x
    steps:
      - move: { view: trash, row: 1, part: middel }
      - move: { view: trash, part: top }
    """, """
    bad.yaml:3:40: error: unknown row part 'middel'; expected one of: top, middle, bottom; did you mean 'middle'?
      - move: { view: trash, row: 1, part: middel }
                                           ^
    bad.yaml:4:26: error: target 'part' needs 'row' beside it: the part of that row the finger is on
      - move: { view: trash, part: top }
                             ^
    """),
    BadInput("a header without its table, a footer of a view that is no table, a header where a finger lifts", """
    scenario: x
    steps:
      - move: { header: 1 }
      - move: { view: trash, footer: 0 }
      - touch: { view: trash, header: 0 }
    """, """
    bad.yaml:3:13: error: target 'header' needs 'view' beside it: the table it is a header of
      - move: { header: 1 }
                ^
    bad.yaml:4:26: error: target 'footer' needs a table view, and view 'trash' is none; app gallery declares no table views
      - move: { view: trash, footer: 0 }
                             ^
    bad.yaml:5:27: error: target 'header' is not allowed for 'touch'; expected one of: cell, point, empty, view, source
      - touch: { view: trash, header: 0 }
                              ^
    """),
    BadInput("a device that is none", """
    scenario: x
    device: iPod
    """, """
    bad.yaml:2:9: error: unknown device 'iPod'; expected one of: iPhone, iPad; did you mean 'iPad'?
    device: iPod
            ^
    """),
    BadInput("a document that is a list", """
    - scenario: x
    """, """
    bad.yaml:1:1: error: expected a mapping for the scenario, found a sequence
    - scenario: x
    ^
    """),
    BadInput("a scalar where a mapping belongs", """
    scenario: x
    given: [1, 2]
    """, """
    bad.yaml:2:8: error: expected a mapping for 'given', found a sequence
    given: [1, 2]
           ^
    """),
    BadInput("a misspelt top-level key", """
    sceanrio: Move
    steps: [lift]
    """, """
    bad.yaml:1:1: error: unknown key 'sceanrio'; did you mean 'scenario'?
    sceanrio: Move
    ^
    """),
    BadInput("an unknown key with nothing close", """
    scenario: x
    colour: red
    """, """
    bad.yaml:2:1: error: unknown key 'colour'; expected one of: scenario, description, translations, tags, app, given, sources, targets, loads, steps, expect, settle, device, examples
    colour: red
    ^
    """),
    BadInput("no scenario key", """
    description: nameless
    steps: [lift]
    """, """
    bad.yaml:1:1: error: missing required key 'scenario'
    description: nameless
    ^
    """),
    BadInput("a scenario name of only spaces, tabs and a no-break space", "scenario: \" \\t\u{A0}\"\n", """
    bad.yaml:1:11: error: 'scenario' must name the scenario
    scenario: " \\t\u{A0}"
              ^
    """),
    BadInput("an empty file", "", """
    bad.yaml:1:1: error: file holds no scenario

    ^
    """),
    BadInput("a file of comments", "# nothing here\n# nor here\n", """
    bad.yaml:1:1: error: file holds no scenario
    # nothing here
    ^
    """),
    BadInput("a misspelt bare step", """
    scenario: x
    steps:
      - lfit
    """, """
    bad.yaml:3:5: error: unknown step 'lfit'; did you mean 'lift'?
      - lfit
        ^
    """),
    BadInput("a misspelt step with a value", """
    scenario: x
    steps:
      - tuoch: { cell: 0 }
    """, """
    bad.yaml:3:5: error: unknown step 'tuoch'; did you mean 'touch'?
      - tuoch: { cell: 0 }
        ^
    """),
    BadInput("two actions in one step", """
    scenario: x
    steps:
      - touch: { cell: 0 }
        lift:
    """, """
    bad.yaml:4:5: error: a step has one action; found 'touch' and 'lift' (start each step with '-')
        lift:
        ^
    """),
    BadInput("a step without the target it needs", """
    scenario: x
    steps:
      - touch
      - wait
    """, """
    bad.yaml:3:5: error: step 'touch' needs a target, such as 'touch: {cell: 0}'
      - touch
        ^
    bad.yaml:4:5: error: step 'wait' needs a duration, such as 'wait: 300ms'
      - wait
        ^
    """),
    BadInput("a misspelt target kind", """
    scenario: x
    steps:
      - touch: { cel: 0 }
    """, """
    bad.yaml:3:14: error: unknown target kind 'cel'; did you mean 'cell'?
      - touch: { cel: 0 }
                 ^
    """),
    BadInput("a target of two kinds", """
    scenario: x
    steps:
      - touch: { cell: 0, point: [10, 10] }
    """, """
    bad.yaml:3:23: error: a target has one kind; found 'cell' and 'point'
      - touch: { cell: 0, point: [10, 10] }
                          ^
    """),
    BadInput("a source target for a move", """
    scenario: x
    sources:
      safari:
        - { id: sunrise, provides: { public.url: "https://img.example/a.jpg" } }
    steps:
      - touch: { cell: 0 }
      - lift
      - move: { source: safari, item: sunrise }
    """, """
    bad.yaml:8:13: error: target 'source' is not allowed for 'move'; expected one of: cell, point, empty, view, app, nowhere
      - move: { source: safari, item: sunrise }
                ^
    """),
    BadInput("an app target for a touch", """
    scenario: x
    targets:
      photos: { accepts: [public.image] }
    steps:
      - touch: { app: photos }
    """, """
    bad.yaml:5:14: error: target 'app' is not allowed for 'touch'; expected one of: cell, point, empty, view, source
      - touch: { app: photos }
                 ^
    """),
    BadInput("a misspelt app", """
    scenario: x
    app: galery
    """, """
    bad.yaml:2:6: error: unknown app 'galery'; did you mean 'gallery'? (registered apps: gallery, board, canvas)
    app: galery
         ^
    """),
    BadInput("a misspelt variant", """
    scenario: x
    given:
      variant: corected
    """, """
    bad.yaml:3:12: error: unknown variant 'corected'; did you mean 'corrected'?
      variant: corected
               ^
    """),
    BadInput("a misspelt board layout", """
    scenario: x
    app: board
    given:
      layout: waterfal
    """, """
    bad.yaml:4:11: error: unknown layout 'waterfal'; did you mean 'waterfall'?
      layout: waterfal
              ^
    """),
    BadInput("a misspelt board variant", """
    scenario: x
    app: board
    given:
      variant: single
    """, """
    bad.yaml:4:12: error: unknown variant 'single'; did you mean 'single-section'?
      variant: single
               ^
    """),
    BadInput("a board of one section given two sections", """
    scenario: x
    app: board
    given:
      sections: [[a, b], [c]]
      variant: single-section
    """, """
    bad.yaml:4:13: error: the single-section board has one section, not 2
      sections: [[a, b], [c]]
                ^
    """),
    BadInput("waterfall heights that are not positive numbers", """
    scenario: x
    app: board
    given:
      layout: waterfall
      heights: { a: -3, b: tall }
    """, """
    bad.yaml:5:17: error: 'a' must be greater than 0, found -3
      heights: { a: -3, b: tall }
                    ^
    bad.yaml:5:24: error: expected a number for 'b', found 'tall'
      heights: { a: -3, b: tall }
                           ^
    """),
    BadInput("operations other apps do not offer", """
    scenario: x
    targets:
      photos: { accepts: [public.image], operation: cpy }
      notes: { accepts: [public.plain-text], operation: move }
    """, """
    bad.yaml:3:49: error: unknown operation 'cpy'; did you mean 'copy'?
      photos: { accepts: [public.image], operation: cpy }
                                                    ^
    bad.yaml:4:53: error: unknown operation 'move'; expected one of: copy, forbidden
      notes: { accepts: [public.plain-text], operation: move }
                                                        ^
    """),
    BadInput("durations in forms the format does not have", """
    scenario: x
    steps:
      - wait: 5 sec
      - wait: 300
      - wait: 1.5ms
      - wait: -2s
      - wait: 2h
      - wait: 1.0001s
      - wait: .5s
    """, """
    bad.yaml:3:11: error: invalid duration '5 sec': write 0, 250ms, 2s, 1.5s or 1m
      - wait: 5 sec
              ^
    bad.yaml:4:11: error: invalid duration '300': write 0, 250ms, 2s, 1.5s or 1m
      - wait: 300
              ^
    bad.yaml:5:11: error: invalid duration '1.5ms': not a whole number of milliseconds
      - wait: 1.5ms
              ^
    bad.yaml:6:11: error: invalid duration '-2s': a duration cannot be negative
      - wait: -2s
              ^
    bad.yaml:7:11: error: invalid duration '2h': write 0, 250ms, 2s, 1.5s or 1m
      - wait: 2h
              ^
    bad.yaml:8:11: error: invalid duration '1.0001s': not a whole number of milliseconds
      - wait: 1.0001s
              ^
    bad.yaml:9:11: error: invalid duration '.5s': write 0, 250ms, 2s, 1.5s or 1m
      - wait: .5s
              ^
    """),
    BadInput("index paths that are no index paths", """
    scenario: x
    steps:
      - touch: { cell: -1 }
      - touch: { cell: [1] }
      - touch: { cell: [1, -2] }
      - touch: { cell: first }
      - touch: { cell: [0, 1, 2] }
      - touch: { cell: "3" }
    """, """
    bad.yaml:3:20: error: invalid index path '-1': write an item number such as 3, or [section, item] such as [1, 0]
      - touch: { cell: -1 }
                       ^
    bad.yaml:4:20: error: invalid index path '[1]': write an item number such as 3, or [section, item] such as [1, 0]
      - touch: { cell: [1] }
                       ^
    bad.yaml:5:20: error: invalid index path '[1, -2]': write an item number such as 3, or [section, item] such as [1, 0]
      - touch: { cell: [1, -2] }
                       ^
    bad.yaml:6:20: error: invalid index path 'first': write an item number such as 3, or [section, item] such as [1, 0]
      - touch: { cell: first }
                       ^
    bad.yaml:7:20: error: invalid index path '[0, 1, 2]': write an item number such as 3, or [section, item] such as [1, 0]
      - touch: { cell: [0, 1, 2] }
                       ^
    bad.yaml:8:20: error: invalid index path '"3"': write an item number such as 3, or [section, item] such as [1, 0]
      - touch: { cell: "3" }
                       ^
    """),
    BadInput("fingers counted from zero or spelt out", """
    scenario: x
    steps:
      - touch: { cell: 0 }
        finger: 0
      - lift: { finger: -1 }
      - drop:
        finger: two
    """, """
    bad.yaml:4:13: error: invalid finger '0': fingers count from 1
        finger: 0
                ^
    bad.yaml:5:21: error: invalid finger '-1': fingers count from 1
      - lift: { finger: -1 }
                        ^
    bad.yaml:7:13: error: expected an integer for 'finger', found 'two'
        finger: two
                ^
    """),
    BadInput("a billion laughs", """
    scenario: x
    a: &a [x, x, x, x, x, x, x, x, x, x]
    b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]
    c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]
    d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]
    e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]
    f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e]
    """, """
    bad.yaml:6:36: error: too many nodes after expanding aliases (limit 100000)
    e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]
                                       ^
    """),
    BadInput("nesting a thousand deep", "scenario: x\ntags: " + String(repeating: "[", count: 1_000) + "\n", """
    bad.yaml:2:262: error: nesting too deep (limit 256 levels)
    …[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[…
                                                                                     ^
    """),
    BadInput("a key given twice", """
    scenario: x
    steps: [lift]
    scenario: y
    """, """
    bad.yaml:3:1: error: duplicate key 'scenario' (first at line 1, column 1)
    scenario: y
    ^
    """),
    BadInput("a bad second document among good ones", """
    scenario: first
    ---
    scenario: second
    tags: [a
    ---
    scenario: third
    app: bored
    """, """
    bad.yaml:5:1: error: did not find expected ',' or ']' (while parsing a flow sequence at line 4, column 7)
    ---
    ^
    bad.yaml:7:6: error: unknown app 'bored'; did you mean 'board'? (registered apps: gallery, board, canvas)
    app: bored
         ^
    """),
    BadInput("several problems in one scenario", """
    scenario: x
    app: board
    given:
      columns: 3
      sections: [[a, b]]
    steps:
      - touch: { cell: [0, 0] }
      - lift
      - move: { view: trash }
      - wait: soon
    expect:
      images: [a.jpg]
      placeholders: -1
    """, """
    bad.yaml:4:3: error: unknown key 'columns' for app board; 'columns' belongs to app gallery
      columns: 3
      ^
    bad.yaml:9:19: error: unknown view 'trash'; expected one of: collection
      - move: { view: trash }
                      ^
    bad.yaml:10:11: error: invalid duration 'soon': write 0, 250ms, 2s, 1.5s or 1m
      - wait: soon
              ^
    bad.yaml:12:3: error: 'images' checks app gallery, but this scenario's app is board
      images: [a.jpg]
      ^
    bad.yaml:13:17: error: 'placeholders' must be at least 0, found -1
      placeholders: -1
                    ^
    """),
    BadInput("a misspelt error kind", """
    scenario: x
    steps: [drop]
    expect:
      error: { kind: inconsistant-update }
    """, """
    bad.yaml:4:18: error: unknown error kind 'inconsistant-update'; did you mean 'inconsistent-update'?
      error: { kind: inconsistant-update }
                     ^
    """),
    BadInput("an error kind missing", """
    scenario: x
    expect:
      error: { message: "*" }
    """, """
    bad.yaml:3:10: error: missing required key 'kind'
      error: { message: "*" }
             ^
    """),
    BadInput("a source item that is not there", """
    scenario: x
    sources:
      safari:
        - id: sunrise
          provides: { public.url: "https://img.example/sunrise.jpg" }
    steps:
      - touch: { source: safari, item: sunrse }
      - touch: { source: safar, item: sunrise }
    """, """
    bad.yaml:7:36: error: unknown item 'sunrse' of source 'safari'; did you mean 'sunrise'?
      - touch: { source: safari, item: sunrse }
                                       ^
    bad.yaml:8:22: error: unknown source app 'safar'; did you mean 'safari'?
      - touch: { source: safar, item: sunrise }
                         ^
    """),
    BadInput("target apps that are not there", """
    scenario: x
    targets:
      photos: { accepts: [public.image] }
    steps:
      - touch: { cell: 0 }
      - lift
      - move: { app: fotos }
    expect:
      received: { mail: [x] }
    """, """
    bad.yaml:7:18: error: unknown target app 'fotos'; did you mean 'photos'?
      - move: { app: fotos }
                     ^
    bad.yaml:9:15: error: unknown target app 'mail'; expected one of: photos
      received: { mail: [x] }
                  ^
    """),
    BadInput("a misspelt view", """
    scenario: x
    steps:
      - touch: { cell: 0 }
      - lift
      - move: { view: trsh }
    """, """
    bad.yaml:5:19: error: unknown view 'trsh'; did you mean 'trash'?
      - move: { view: trsh }
                      ^
    """),
    BadInput("collection targets on the canvas", """
    scenario: x
    app: canvas
    given:
      views:
        box: { drop: { accepts: [public.plain-text] } }
    steps:
      - touch: { cell: 0 }
      - reorder: { from: 0, to: 1 }
      - move: { view: box, point: [1, 2] }
    """, """
    bad.yaml:7:14: error: target 'cell' needs a collection view, and app canvas has none
      - touch: { cell: 0 }
                 ^
    bad.yaml:8:14: error: step 'reorder' needs a collection view, and app canvas has none
      - reorder: { from: 0, to: 1 }
                 ^
    """),
    BadInput("a gallery key under app board", """
    given:
      columns: 3
    scenario: x
    app: board
    """, """
    bad.yaml:2:3: error: unknown key 'columns' for app board; 'columns' belongs to app gallery
      columns: 3
      ^
    """),
    BadInput("numbers out of range", """
    scenario: x
    given:
      columns: 0
      width: -5
      images:
        - { url: "https://img.example/a.jpg", aspect: 0 }
    """, """
    bad.yaml:3:12: error: 'columns' must be at least 1, found 0
      columns: 0
               ^
    bad.yaml:4:10: error: 'width' must be greater than 0, found -5
      width: -5
             ^
    bad.yaml:6:51: error: 'aspect' must be greater than 0, found 0
        - { url: "https://img.example/a.jpg", aspect: 0 }
                                                      ^
    """),
    BadInput("image URLs that URL(string:) refuses", """
    scenario: x
    given:
      images:
        - ""
        - { url: "", aspect: 1.5 }
    """, """
    bad.yaml:4:7: error: expected a URL for an entry of 'images', found ''
        - ""
          ^
    bad.yaml:5:14: error: expected a URL for 'url', found ''
        - { url: "", aspect: 1.5 }
                 ^
    """),
    BadInput("checks that belong to other apps", """
    scenario: x
    app: canvas
    expect:
      sections: [[a]]
      images: [a.jpg]
      placeholders: 0
    """, """
    bad.yaml:4:3: error: 'sections' checks app board, but this scenario's app is canvas
      sections: [[a]]
      ^
    bad.yaml:5:3: error: 'images' checks app gallery, but this scenario's app is canvas
      images: [a.jpg]
      ^
    bad.yaml:6:3: error: 'placeholders' needs a collection view, and app canvas has none
      placeholders: 0
      ^
    """),
    BadInput("two scenarios with one name", """
    scenario: Same
    ---
    scenario: Other
    ---
    scenario: Same
    """, """
    bad.yaml:5:11: error: duplicate scenario name 'Same' (first at line 1)
    scenario: Same
              ^
    """),
    BadInput("a golden trace with company", """
    scenario: x
    expect:
      trace: { golden: x.trace, contains: [a] }
    """, """
    bad.yaml:3:29: error: 'golden' stands alone in 'trace'; found 'contains' beside it
      trace: { golden: x.trace, contains: [a] }
                                ^
    """),
    BadInput("a session that is neither none nor a mapping", """
    scenario: x
    expect:
      session: maybe
    """, """
    bad.yaml:3:12: error: 'session' takes 'none' or a mapping such as {items: 1, operation: move}, found 'maybe'
      session: maybe
               ^
    """),
    BadInput("representations with too many or too few values", """
    scenario: x
    sources:
      safari:
        - id: a
          provides:
            public.url: { value: "https://img.example/a.jpg", fields: { name: x } }
            public.image: { width: 10 }
            public.text: { after: 1s }
        - id: a
          provides: {}
    """, """
    bad.yaml:6:59: error: a representation holds one value; found 'value' and 'fields'
            public.url: { value: "https://img.example/a.jpg", fields: { name: x } }
                                                              ^
    bad.yaml:7:25: error: 'width' needs 'height' beside it
            public.image: { width: 10 }
                            ^
    bad.yaml:8:22: error: 'public.text' needs 'value', 'width' and 'height', or 'fields'
            public.text: { after: 1s }
                         ^
    bad.yaml:9:11: error: duplicate item id 'a' in source 'safari' (first at line 4)
        - id: a
              ^
    bad.yaml:10:17: error: 'provides' needs at least one type identifier
          provides: {}
                    ^
    """),
    BadInput("an alias to nothing", """
    scenario: x
    steps:
      - touch: *target
    """, """
    bad.yaml:3:12: error: unknown alias 'target'
      - touch: *target
               ^
    """),
    BadInput("text holding a colon, unquoted", """
    scenario: x
    expect:
      trace:
        contains:
          - app warning: saved gallery does not decode
    """, """
    bad.yaml:5:9: error: expected a string for a line of 'contains', found a mapping (text holding ': ' needs quotes)
          - app warning: saved gallery does not decode
            ^
    """),
    BadInput("a finger beside and inside its step", """
    scenario: x
    steps:
      - touch: { cell: 0, finger: 2 }
        finger: 2
    """, """
    bad.yaml:3:23: error: 'finger' is given twice, beside the step and inside it
      - touch: { cell: 0, finger: 2 }
                          ^
    """),
    BadInput("an unknown step key inside reorder and a bad via", """
    scenario: x
    steps:
      - reorder: { from: 0, too: 1, via: [{ view: trash }] }
    """, """
    bad.yaml:3:25: error: unknown key 'too'; did you mean 'to'?
      - reorder: { from: 0, too: 1, via: [{ view: trash }] }
                            ^
    bad.yaml:3:41: error: target 'view' is not allowed for 'via'; expected one of: cell, point, empty
      - reorder: { from: 0, too: 1, via: [{ view: trash }] }
                                            ^
    """),
    BadInput("a reorder that starts over a view", """
    scenario: x
    steps:
      - reorder: { from: { view: trash }, to: 1 }
    """, """
    bad.yaml:3:24: error: target 'view' is not allowed for 'from'; expected one of: cell, point, empty
      - reorder: { from: { view: trash }, to: 1 }
                           ^
    """),
    BadInput("binary garbage", "scenario: x\u{1}\u{7F}\n", """
    bad.yaml:1:12: error: control characters are not allowed (0x01)
    scenario: x\\u{1}\\u{7F}
               ^
    """),
    BadInput("lift given a value", """
    scenario: x
    steps:
      - lift: now
      - drop: { finger: 1, at: 2 }
    """, """
    bad.yaml:3:11: error: step 'lift' takes nothing but 'finger', found 'now'
      - lift: now
              ^
    bad.yaml:4:24: error: step 'drop' takes nothing but 'finger', found 'at'
      - drop: { finger: 1, at: 2 }
                           ^
    """),
    BadInput("an error expected by an expect step", """
    scenario: x
    steps:
      - expect:
          error: { kind: invalid-step }
      - drop
    """, """
    bad.yaml:4:7: error: 'error' is checked only in the final expect: an expect step runs before the run can stop
          error: { kind: invalid-step }
          ^
    """),
    BadInput("a duration too long to count", """
    scenario: x
    steps:
      - wait: 99999999999999m
    """, """
    bad.yaml:3:11: error: invalid duration '99999999999999m': too long (at most 12 digits)
      - wait: 99999999999999m
              ^
    """),
    BadInput("an app nobody registered", """
    scenario: x
    app: todo
    """, """
    bad.yaml:2:6: error: unknown app 'todo' (registered apps: gallery, board, canvas)
    app: todo
         ^
    """),
    BadInput("a state key the app does not have", """
    scenario: x
    expect:
      state: { imgs: [] }
    """, """
    bad.yaml:3:12: error: unknown state key 'imgs' for app gallery; did you mean 'images'?
      state: { imgs: [] }
               ^
    """),
    BadInput("a section without a cell, and a section given twice", """
    scenario: x
    steps:
      - touch: { section: 1 }
      - touch: { cell: [1, 0], section: 1 }
      - move: { view: collection, cell: 0, section: -1 }
    """, """
    bad.yaml:3:14: error: target 'section' needs 'cell' or 'row' beside it
      - touch: { section: 1 }
                 ^
    bad.yaml:4:37: error: the section is given twice: write 'cell: N, section: S' or 'cell: [S, N]'
      - touch: { cell: [1, 0], section: 1 }
                                        ^
    bad.yaml:5:49: error: 'section' must be at least 0, found -1
      - move: { view: collection, cell: 0, section: -1 }
                                                    ^
    """),
    BadInput("a list named where no list can be", """
    scenario: x
    steps:
      - move: { view: trash, empty: true }
      - reorder: { view: trash, from: 0, to: 1, via: [{ view: collection, cell: 1 }] }
      - move: { view: collection, app: photos }
    """, """
    bad.yaml:3:19: error: target 'empty' needs a list, and view 'trash' is none; expected one of: collection
      - move: { view: trash, empty: true }
                      ^
    bad.yaml:4:22: error: step 'reorder' needs a list, and view 'trash' is none; expected one of: collection
      - reorder: { view: trash, from: 0, to: 1, via: [{ view: collection, cell: 1 }] }
                         ^
    bad.yaml:5:31: error: a target has one kind; found 'view' and 'app'
      - move: { view: collection, app: photos }
                                  ^
    """),
    BadInput("lists checked in an app without any", """
    scenario: x
    app: canvas
    expect:
      lists: { box: { items: 1 } }
    """, """
    bad.yaml:4:12: error: unknown view 'box'; app canvas has no views
      lists: { box: { items: 1 } }
               ^
    """),
    BadInput("a pinch without a scale, or with one that is no positive number", """
    scenario: x
    steps:
      - pinch: { view: collection }
      - pinch: { scale: 0 }
      - pinch: { scale: big }
      - pinch: { scale: 2, view: trsh }
      - pinch
    """, """
    bad.yaml:3:12: error: missing required key 'scale'
      - pinch: { view: collection }
               ^
    bad.yaml:4:21: error: 'scale' must be greater than 0, found 0
      - pinch: { scale: 0 }
                        ^
    bad.yaml:5:21: error: expected a number for 'scale', found 'big'
      - pinch: { scale: big }
                        ^
    bad.yaml:6:30: error: unknown view 'trsh'; did you mean 'trash'?
      - pinch: { scale: 2, view: trsh }
                                 ^
    bad.yaml:7:5: error: step 'pinch' needs a scale, such as 'pinch: {scale: 1.5}'
      - pinch
        ^
    """),
    BadInput("a scroll to nowhere, to two places, or above the content", """
    scenario: x
    steps:
      - scroll: {}
      - scroll: { to: 3, y: 100 }
      - scroll: { y: -5 }
      - scroll: { view: trash, to: 1 }
    """, """
    bad.yaml:3:13: error: step 'scroll' needs 'to' (a cell brought to the top, such as 'to: 12') or 'y' (an offset in points, such as 'y: 600')
      - scroll: {}
                ^
    bad.yaml:4:22: error: step 'scroll' takes 'to' or 'y', not both
      - scroll: { to: 3, y: 100 }
                         ^
    bad.yaml:5:18: error: 'y' is a content offset in points, 0 or more, found '-5'
      - scroll: { y: -5 }
                     ^
    bad.yaml:6:21: error: step 'scroll' needs a list, and view 'trash' is none; expected one of: collection
      - scroll: { view: trash, to: 1 }
                        ^
    """),
]
