import ScenarioTestSupport

/// The table of failing runs; each expectation is the whole human report for `s.yaml`.
let failingRuns: [FailingRun] = [
    FailingRun("a wrong image is a diff at the images key", """
    scenario: wrong image
    \(ScenarioText.gallery("a.jpg", "c.jpg"))
    steps: [settle]
    expect:
      images: [b.jpg, c.jpg]
    """, """
    ✗ wrong image  s.yaml
      s.yaml:6:3: error: images differ
          - b.jpg
          + a.jpg
            c.jpg

    0 passed, 1 failed

    """),
    FailingRun("a wrong aspect shows actual entries as {url, aspect}", """
    scenario: wrong aspect
    given:
      images:
        - { url: "https://img.example/a.jpg", aspect: 1.5 }
        - { url: "https://img.example/b.jpg", aspect: 0.8 }
    steps: [settle]
    expect:
      images: [{ url: a.jpg, aspect: 1.5 }, { url: b.jpg, aspect: 2 }]
    """, """
    ✗ wrong aspect  s.yaml
      s.yaml:8:3: error: images differ
            {url: a.jpg, aspect: 1.5}
          - {url: b.jpg, aspect: 2.0}
          + {url: b.jpg, aspect: 0.8}

    0 passed, 1 failed

    """),
    FailingRun("wrong placeholders give both numbers", """
    scenario: a placeholder waits for its URL
    settle: false
    \(ScenarioText.gallery("venice.jpg"))
    sources:
      safari:
        - id: sunrise
          provides:
            public.image: { width: 1200, height: 800 }
            public.url: { value: "https://img.example/sunrise.jpg", after: 1s }
    \(ScenarioText.drag(from: "source: safari, item: sunrise", to: "cell: 1"))
    expect:
      placeholders: 0
    """, """
    ✗ a placeholder waits for its URL  s.yaml
      s.yaml:17:3: error: placeholders: expected 0, found 1

    0 passed, 1 failed

    """),
    FailingRun("wrong sections are a diff of whole sections", """
    scenario: wrong sections
    app: board
    given:
      sections:
        - [apples, pears]
        - [carrots]
    steps:
      - reorder: { from: 0, to: 1 }
    expect:
      sections: [[apples, pears], [carrots]]
    """, """
    ✗ wrong sections  s.yaml
      s.yaml:10:3: error: sections differ
          - [apples, pears]
          + [pears, apples]
            [carrots]

    0 passed, 1 failed

    """),
    FailingRun("a view's wrong text gives both texts, each at its view's key", """
    scenario: wrong text
    app: canvas
    given:
      views:
        card:
          drag:
            - provides: { public.plain-text: Ada }
        inbox:
          drop: { accepts: [public.plain-text], loads: public.plain-text }
        outbox:
          drop: { accepts: [public.plain-text], loads: public.plain-text }
    \(ScenarioText.drag(from: "view: card", to: "view: inbox"))
    expect:
      views:
        inbox: { text: Grace }
        outbox: { text: Ada }
    """, """
    ✗ wrong text  s.yaml
      s.yaml:19:5: error: view 'inbox' text: expected "Grace", found "Ada"
      s.yaml:20:5: error: view 'outbox' text: expected "Ada", found no text

    0 passed, 1 failed

    """),
    FailingRun("what a target received is a diff, each item written as an entry would name it", """
    scenario: drops on Photos
    \(ScenarioText.gallery("venice.jpg", "dawn.jpg"))
    sources:
      safari:
        - id: sunrise
          provides:
            public.url: "https://img.example/sunrise.jpg"
            public.image: { width: 1200, height: 800, after: 1s, fails: timed out }
    targets:
      photos: { accepts: [public.image, public.url] }
    \(ScenarioText.drag(from: "cell: 1", to: "app: photos"))
    \(ScenarioText.dragSteps(from: "source: safari, item: sunrise", to: "app: photos"))
    expect:
      received:
        photos: [public.image=venice.jpg]
    """, """
    ✗ drops on Photos  s.yaml
      s.yaml:23:5: error: 'photos' received differs
          - public.image=venice.jpg
          + public.image=dawn.jpg
          + sunrise (public.url=https://img.example/sunrise.jpg, failed public.image: timed out)

    0 passed, 1 failed

    """),
    FailingRun("saved images expected when nothing was saved lists what was expected", """
    scenario: nothing saved
    \(ScenarioText.gallery("a.jpg", "b.jpg"))
    steps: [settle]
    expect:
      saved: [a.jpg, b.jpg]
    """, """
    ✗ nothing saved  s.yaml
      s.yaml:6:3: error: saved: expected 2 images, nothing was saved
          - a.jpg
          - b.jpg

    0 passed, 1 failed

    """),
    FailingRun("saved: none when images were saved lists what was saved", """
    scenario: saved after a move
    \(ScenarioText.correctedReorder("a.jpg", "b.jpg"))
    expect:
      saved: none
    """, """
    ✗ saved after a move  s.yaml
      s.yaml:7:3: error: saved: expected none, found 2 images
          + https://img.example/b.jpg
          + https://img.example/a.jpg

    0 passed, 1 failed

    """),
    FailingRun("session: none while a finger drags", """
    scenario: still dragging
    settle: false
    \(ScenarioText.gallery("a.jpg", "b.jpg"))
    \(ScenarioText.lift(from: "cell: 0"))
      - move: { cell: 1 }
    expect:
      session: none
    """, """
    ✗ still dragging  s.yaml
      s.yaml:10:3: error: session of finger 1: expected none, found one with 1 item

    0 passed, 1 failed

    """),
    FailingRun("a session with other items and operation names both", """
    scenario: one item, moving
    settle: false
    \(ScenarioText.gallery("a.jpg", "b.jpg"))
    steps:
      - touch: { cell: 0 }
      - lift
      - move: { cell: 1 }
    expect:
      session: { items: 2, operation: copy }
    """, """
    ✗ one item, moving  s.yaml
      s.yaml:10:3: error: session of finger 1: expected 2 items, found 1; expected operation copy, found move

    0 passed, 1 failed

    """),
    FailingRun("a session expected of a finger that holds none", """
    scenario: no drag
    steps:
      - touch: { cell: 0 }
      - touch: { cell: 1, finger: 2 }
      - lift: { finger: 2 }
    expect:
      session: { finger: 1 }
    """, """
    ✗ no drag  s.yaml
      s.yaml:7:3: error: session of finger 1: expected a drag session, found none

    0 passed, 1 failed

    """),
    FailingRun("a whole trace with one wrong line is a diff, * lines showing the actual text", """
    scenario: lift a card
    app: canvas
    given:
      views:
        card:
          drag:
            - provides: { public.plain-text: Ada }
    steps:
      - touch: { view: card }
      - lift
    settle: false
    expect:
      trace:
        - card.drag itemsForBeginning -> *
        - card.drag previewForLifting -> default
        - card.drag   willAnimateLift
        - card.drag sessionIsRestrictedToDraggingApplication -> false
        - card.drag sessionWillBegin
        - card.drag sessionAllowsMoveOperation -> true
        - card.drag prefersFullSizePreviews -> true
    """, """
    ✗ lift a card  s.yaml
      s.yaml:13:3: error: trace differs
            …
            card.drag sessionWillBegin
            card.drag sessionAllowsMoveOperation -> true
          - card.drag prefersFullSizePreviews -> true
          + card.drag prefersFullSizePreviews -> false

    0 passed, 1 failed

    """),
    FailingRun("a missing trace line is reported at its own pattern, with the lines after the last match", """
    scenario: move a onto b
    \(ScenarioText.gallery("a.jpg", "b.jpg"))
    \(ScenarioText.drag(from: "cell: 0", to: "cell: 1"))
    expect:
      trace:
        contains:
          - collection.drop dropSessionDidUpdate*
          - collection.drop performDrop [0,0]*
          - collection.drag dragSessionDidEnd move
    """, """
    ✗ move a onto b  s.yaml
      s.yaml:13:9: error: trace has no line 'collection.drop performDrop [0,0]*' after 'collection.drop dropSessionDidUpdate*'
          - collection.drop performDrop [0,0]*
            collection.drop performDrop [0,1] items=1
            app saved 1 images
            app saved 2 images
            collection batch delete [0,0] insert [0,1]
            collection drop toItemAt [0,1]
            collection.drop dropSessionDidEnd
            collection.drag dragSessionDidEnd move
            collection cell [0,1] fetched

    0 passed, 1 failed

    """),
    FailingRun("an excluded line that is there is reported at its pattern with every hit", """
    scenario: move a onto b
    \(ScenarioText.gallery("a.jpg", "b.jpg"))
    \(ScenarioText.drag(from: "cell: 0", to: "cell: 1"))
    expect:
      trace:
        excludes:
          - collection.drop performDrop*
          - "* fetched"
          - collection.drop dropSessionDidExit
    """, """
    ✗ move a onto b  s.yaml
      s.yaml:12:9: error: trace has 1 line matching excluded 'collection.drop performDrop*'
          + collection.drop performDrop [0,1] items=1
      s.yaml:13:9: error: trace has 3 lines matching excluded '* fetched'
          + collection cell [0,0] fetched
          + collection cell [0,1] fetched
          + collection cell [0,1] fetched

    0 passed, 1 failed

    """),
    FailingRun("a failing expect step fails at its own line and the steps after it still run", """
    scenario: checked while dragging
    \(ScenarioText.gallery("a.jpg", "b.jpg"))
    steps:
      - touch: { cell: 0 }
      - lift
      - expect:
          session: none
      - move: { cell: 1 }
      - drop
      - expect: { images: [a.jpg, b.jpg] }
    expect:
      images: [b.jpg, a.jpg]
      session: none
    """, """
    ✗ checked while dragging  s.yaml
      s.yaml:8:7: error: session of finger 1: expected none, found one with 1 item
      s.yaml:11:15: error: images differ
          - a.jpg
            b.jpg
          + a.jpg

    0 passed, 1 failed

    """),
    FailingRun("an expected error when the run ends normally fails at the error key", """
    scenario: no error comes
    steps: [settle]
    expect:
      images: [wrong.jpg]
      error: { kind: invalid-step }
    """, """
    ✗ no error comes  s.yaml
      s.yaml:5:3: error: expected the run to stop with error invalid-step, but it ran to the end
      s.yaml:4:3: error: images differ
          - wrong.jpg
          + france-paris-eiffel-tower.jpg
          + canal-of-Venice.jpg
          + arctic-12.jpg

    0 passed, 1 failed

    """),
    FailingRun("another error kind than expected shows both errors", """
    scenario: wrong kind
    steps:
      - drop
    expect:
      error: { kind: out-of-range, message: "drop*" }
    """, """
    ✗ wrong kind  s.yaml
      s.yaml:5:3: error: expected error out-of-range 'drop*', the run stopped with another
          - out-of-range 'drop*'
          + invalid-step 'drop: finger 1 is not dragging (touch and lift first)' at line 3

    0 passed, 1 failed

    """),
    FailingRun("another error message than expected shows both messages", """
    scenario: wrong message
    steps:
      - drop
    expect:
      error: { kind: invalid-step, message: "lift*" }
    """, """
    ✗ wrong message  s.yaml
      s.yaml:5:3: error: expected error invalid-step 'lift*', the run stopped with another
          - invalid-step 'lift*'
          + invalid-step 'drop: finger 1 is not dragging (touch and lift first)' at line 3

    0 passed, 1 failed

    """),
    FailingRun("a drop with no drag stops the scenario with an error at the step; nothing after it is checked", """
    scenario: drop first
    steps:
      - touch: { cell: 0 }
      - drop
      - expect: { images: [never.jpg] }
    expect:
      images: [never.jpg]
    """, """
    ✗ drop first  s.yaml
      s.yaml:4:5: error: invalid-step: drop: finger 1 is not dragging (touch and lift first)

    0 passed, 0 failed, 1 error

    """),
    FailingRun("a cell out of range stops the scenario with an error at the step", """
    scenario: touch far away
    steps:
      - touch: { cell: 7 }
      - lift
    """, """
    ✗ touch far away  s.yaml
      s.yaml:3:5: error: out-of-range: cell [0,7] is out of range: section 0 of collection has 3 items

    0 passed, 0 failed, 1 error

    """),
    FailingRun("a reorder from a missing section says how many sections there are", """
    scenario: reorder far away
    app: board
    given:
      sections: [[a, b], [c]]
    steps:
      - reorder: { from: [2, 0], to: 0 }
    """, """
    ✗ reorder far away  s.yaml
      s.yaml:6:5: error: out-of-range: reorder: cell [2,0] is out of range: collection has 2 sections

    0 passed, 0 failed, 1 error

    """),
    FailingRun("a reorder from a missing item says how many items its section has", """
    scenario: reorder past the end
    app: board
    given:
      sections: [[a, b], [c]]
    steps:
      - reorder: { from: [1, 1], to: 0 }
    """, """
    ✗ reorder past the end  s.yaml
      s.yaml:6:5: error: out-of-range: reorder: cell [1,1] is out of range: section 1 of collection has 1 items

    0 passed, 0 failed, 1 error

    """),
    FailingRun("a settle that times out after the last step says so, at the last step", """
    scenario: a fetch that never ends
    given:
      images:
        - { url: "https://img.example/venice.jpg", fetch: { after: 90m } }
    steps:
      - touch: { cell: 0 }
    expect:
      images: [never.jpg]
    """, """
    ✗ a fetch that never ends  s.yaml
      s.yaml:6:5: error: settle-timeout: settling after the last step: work is still pending after 3600000ms (next at 5400000ms)

    0 passed, 0 failed, 1 error

    """),
    FailingRun("a settle step that times out is an error at that step", """
    scenario: a settle step that never ends
    given:
      images:
        - { url: "https://img.example/venice.jpg", fetch: { after: 90m } }
    steps:
      - settle
      - touch: { cell: 0 }
    """, """
    ✗ a settle step that never ends  s.yaml
      s.yaml:6:5: error: settle-timeout: work is still pending after 3600000ms (next at 5400000ms)

    0 passed, 0 failed, 1 error

    """),
    FailingRun("another error than expected while settling after the last step says it was the settle", """
    scenario: a timeout instead
    given:
      images:
        - { url: "https://img.example/venice.jpg", fetch: { after: 90m } }
    steps:
      - touch: { cell: 0 }
    expect:
      error: { kind: inconsistent-update }
    """, """
    ✗ a timeout instead  s.yaml
      s.yaml:8:3: error: expected error inconsistent-update, the run stopped with another
          - inconsistent-update
          + settle-timeout 'work is still pending after 3600000ms (next at 5400000ms)' settling after the last step

    0 passed, 1 failed

    """),
    FailingRun("failures of expect steps before an error are kept beside it", """
    scenario: fails, then stops
    steps:
      - expect: { placeholders: 1 }
      - drop
    """, """
    ✗ fails, then stops  s.yaml
      s.yaml:3:15: error: placeholders: expected 1, found 0
      s.yaml:4:5: error: invalid-step: drop: finger 1 is not dragging (touch and lift first)

    0 passed, 0 failed, 1 error

    """),
    FailingRun("a state list that differs is a diff at the list, entries written as expected", """
    scenario: wrong state
    given:
      images:
        - { url: "https://img.example/a.jpg", aspect: 1.5 }
        - { url: "https://img.example/b.jpg", aspect: 0.8 }
    expect:
      state:
        images:
          - { url: "https://img.example/a.jpg" }
          - { url: "https://img.example/c.jpg", aspect: 0.8 }
        saved: ~
    """, """
    ✗ wrong state  s.yaml
      s.yaml:9:7: error: state.images differs
            {url: https://img.example/a.jpg}
          - {url: https://img.example/c.jpg, aspect: 0.8}
          + {url: https://img.example/b.jpg, aspect: 0.8}

    0 passed, 1 failed

    """),
    FailingRun("a state list in another order shows the move, entries written as expected", """
    scenario: moved state
    \(ScenarioText.gallery("a.jpg", "b.jpg", "c.jpg"))
    expect:
      state:
        images: [{ url: "https://img.example/c.jpg" }, { url: "https://img.example/a.jpg" }, { url: "https://img.example/b.jpg" }]
    """, """
    ✗ moved state  s.yaml
      s.yaml:6:13: error: state.images differs
          - {url: https://img.example/c.jpg}
            {url: https://img.example/a.jpg}
            {url: https://img.example/b.jpg}
          + {url: https://img.example/c.jpg}

    0 passed, 1 failed

    """),
    FailingRun("a state scalar or key that differs is located at it", """
    scenario: wrong view state
    app: canvas
    given:
      views:
        box: {}
    expect:
      state:
        views:
          box: { text: hi }
          bx: { text: hi }
    """, """
    ✗ wrong view state  s.yaml
      s.yaml:9:20: error: state.views.box.text: expected 'hi', found ~
      s.yaml:10:7: error: state.views.bx: no such key; state.views has: box

    0 passed, 1 failed

    """),
]
