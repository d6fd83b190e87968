import DragDropCore

// The uniform type identifiers of MobileCoreServices, as the strings they are
// (`kUTTypeImage as String` compiles unchanged), so `import MobileCoreServices` resolves.

public let kUTTypeImage = TypeIdentifier.image
public let kUTTypePNG = TypeIdentifier.png
public let kUTTypeJPEG = TypeIdentifier.jpeg
public let kUTTypeURL = TypeIdentifier.url
public let kUTTypeFileURL = TypeIdentifier.fileURL
public let kUTTypePlainText = TypeIdentifier.plainText
public let kUTTypeText = TypeIdentifier.text
public let kUTTypeUTF8PlainText = TypeIdentifier.utf8PlainText
public let kUTTypeData = TypeIdentifier.data
