/// How the studio's requests read their fields: a default for what the page may leave out,
/// and whole numbers that name their field when they are not whole.
extension KeyedDecodingContainer {
    /// The field at `key`, or `fallback` when it is missing or null; a value of another type
    /// is still an error.
    func decode<T: Decodable>(_ key: Key, or fallback: T) throws -> T {
        try decodeIfPresent(T.self, forKey: key) ?? fallback
    }

    /// The whole number at `key`, nil when it is missing or null. A fraction, a number past
    /// 2^53 or a value of another type is refused as not a whole number (the decoder's own
    /// error for `1.5` names no field).
    func wholeNumber(_ key: Key) throws -> Int? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        guard let number = try? decode(Double.self, forKey: key), number.rounded() == number, abs(number) <= 9_007_199_254_740_992 else {
            throw DecodingError.typeMismatch(Int.self, DecodingError.Context(codingPath: codingPath + [key], debugDescription: "not a whole number"))
        }
        return Int(number)
    }
}
