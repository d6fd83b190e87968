import Foundation
import ScenarioAppKit
import ScenarioKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The replay worker's side: reads one `StudioReplayRequest` from standard input, replays it
/// streaming each step and trace line as it happens, answers on standard output and ends.
///
/// `dnd-scenario worker --studio-replay` is this. One process per replay: an app that traps
/// ends this process and not the studio, and a replay the page abandons is ended by ending
/// its process.
public enum StudioReplayService {
    /// Serves one request with `apps`, then ends the process; ends it as soon as the studio,
    /// process `studio`, is gone.
    public static func serve(apps: AppRegistry, studio: Int32?, input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) -> Never {
        endWithParent(studio ?? getppid())
        var frames = FrameBuffer()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            do {
                if let payload = try frames.next() {
                    let request = try StudioReplayRequest(payload: payload)
                    let answer = answer(request, apps: apps) { Pipe.write($0.frame, to: output) }
                    Pipe.write(StudioReplayReply.answer(status: answer.status, body: answer.body).frame, to: output)
                    exit(0)
                }
            } catch {
                Pipe.write(Array("dnd-scenario worker: the studio sent what it cannot read: \(error)\n".utf8), to: STDERR_FILENO)
                exit(3)
            }
            let count = Pipe.read(input, into: &chunk)
            guard count > 0 else { exit(0) }
            frames.append(chunk[0..<count])
        }
    }

    /// Ends this process as soon as the studio that started it is gone. The worker runs in a
    /// process group of its own, so a Ctrl-C that ends the studio does not reach it, and the
    /// studio, killed, cannot end it: a replay whose app never returns would run on forever.
    /// The studio names itself: one gone before this process looked is seen too.
    private static func endWithParent(_ parent: Int32) {
        let watch = Thread {
            while getppid() == parent { usleep(200_000) }
            _exit(0)
        }
        watch.start()
    }

    /// Replays `request`, sending what happens as it happens.
    static func answer(_ request: StudioReplayRequest, apps: AppRegistry, send: @escaping (StudioReplayReply) -> Void) -> (status: Int, body: [UInt8]) {
        let stream = ForensicStream { send(.progress($0)) }
        if let report = request.report {
            let watch = { (hooks: ReplayHooks) in
                send(.decoded)
                return stream.watching(hooks)
            }
            return ReportPictures.answer(text: request.text, path: request.path, root: request.root, apps: apps, question: report, watch: watch, crash: request.crash)
        }
        let replay = StudioReplay(
            text: request.text, path: request.path, apps: apps, chosen: request.scenario,
            watch: { hooks in
                send(.decoded)
                return stream.watching(hooks)
            },
            crash: request.crash
        )
        return replay.answer(request.question, root: request.root)
    }
}
