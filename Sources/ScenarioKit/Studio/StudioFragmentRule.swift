import DragDropCore
import Foundation

/// The studio's rule for the fragment files a replayed pane names with `use`: the rule of
/// the studio's own files, so that a scenario file cannot make the studio read (and quote in
/// its errors) what its file list hides — no hidden file or folder on the way (`.git/…`,
/// `.env.yaml`), and no symbolic link on the way, even one that stays inside.
enum StudioFragmentRule {
    /// Why `written`, named from a file in `folder`, is refused; nil when it may be read.
    @Sendable static func refusal(_ written: String, folder: String) -> String? {
        let shown = PrintableText.escaped(written)
        let parts = written.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if parts.contains(where: { $0.hasPrefix(".") && $0 != "." && $0 != ".." }) {
            return "fragment file '\(shown)' is hidden or in a hidden folder, which the studio does not read"
        }
        var current = folder.isEmpty ? "." : folder
        for part in parts where part != "." {
            current = part == ".." ? (current as NSString).deletingLastPathComponent : current + "/" + part
            var info = stat()
            guard lstat(current, &info) == 0 else { return nil }
            if info.st_mode & S_IFMT == S_IFLNK {
                return "fragment file '\(shown)' goes through a symbolic link, which the studio does not follow"
            }
        }
        return nil
    }
}
