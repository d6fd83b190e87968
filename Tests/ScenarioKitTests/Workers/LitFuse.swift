/// The trapping app's two one-line scenarios about its fuse, for the tests of a worker that
/// traps while reading `given`: one lights the fuse, the other leaves it out.
enum LitFuse {
    static let lit = "scenario: lit\napp: trapping\ngiven: { fuse: lit }\nsteps: [settle]\n"
    static let out = "scenario: fine\napp: trapping\ngiven: { fuse: out }\nsteps: [settle]\n"
    /// The error `check` and `run` print first when the file `a.yaml` holds `lit`.
    static let crashInA = "./a.yaml:3:8: error: the app 'trapping' trapped reading 'given' (SIG"
}
