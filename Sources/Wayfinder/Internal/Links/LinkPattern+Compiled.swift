extension LinkPattern {
  /// A segment's or query name's code in a compiled pattern: the name's number in the
  /// compiled table's name list, shifted left by eight, with the low byte saying what it is.
  @usableFromInline
  enum Code {
    /// A literal segment.
    static let literal: Int32 = 0
    /// An untyped (`String`) parameter.
    static let untyped: Int32 = 1
    /// A catch-all taking zero or more segments (`*name`).
    static let catchAll: Int32 = 2
    /// A catch-all taking one or more segments (`*name+`).
    static let catchAllNeedsOne: Int32 = 3
    /// A typed parameter: this plus the type's number in the compiled table's type list.
    @usableFromInline static let typed: Int32 = 4
  }

  /// A pattern parsed at compile time (by `@Links`): its segments and query names as codes
  /// (see ``Code``), read against the table's names and types, with no parsing at run time.
  /// Makes the pattern the builder's parser makes from `text`, numbered alike.
  /// - Parameters:
  ///   - text: The pattern as declared.
  ///   - path: The path segments' codes.
  ///   - query: The query names' codes.
  ///   - numbers: The number in the table's ``LinkNames`` of each name of the list the codes
  ///     refer to.
  ///   - names: The table's names.
  ///   - types: The types the codes refer to.
  convenience init(
    compiled text: String, path: ArraySlice<Int32>, query: ArraySlice<Int32>, numbers: [Int32],
    names: LinkNames,
    types: [LinkParameterType]
  ) {
    var segments: [Segment] = []
    var parameterNames: [String] = []
    var parameterTypes: [LinkParameterType] = []
    var catchAll: String?
    var needsOne = false
    segments.reserveCapacity(path.count)
    for code in path {
      let number = numbers[Int(code >> 8)]
      let name = names.texts[Int(number)]
      let tag = code & 0xFF
      switch tag {
      case Code.literal: segments.append(.literal(name))
      case Code.catchAll, Code.catchAllNeedsOne:
        segments.append(.catchAll(name))
        catchAll = name
        needsOne = tag == Code.catchAllNeedsOne
      default:
        segments.append(.parameter(name))
        parameterNames.append(name)
        parameterTypes.append(tag == Code.untyped ? .string : types[Int(tag - Code.typed)])
      }
    }
    self.init(
      text: text, segments: segments, names: parameterNames,
      types: parameterTypes,
      query: query.map { code in
        let tag = code & 0xFF
        return (
          names.texts[Int(numbers[Int(code >> 8)])],
          tag == Code.untyped ? .string : types[Int(tag - Code.typed)]
        )
      },
      catchAll: catchAll, catchAllNeedsOne: catchAll != nil && needsOne)
  }
}

extension LinkNames {
  /// Interns each name of a compiled table's list, in order.
  /// - Parameter names: The names the codes of compiled patterns refer to.
  /// - Returns: Each name's number here, by its index in `names`.
  @usableFromInline
  mutating func intern(all names: [String]) -> [Int32] {
    // The names' bytes in one array, rather than an array for each name.
    var source: [UInt8] = []
    source.reserveCapacity(names.reduce(0) { $0 + $1.utf8.count })
    var numbers: [Int32] = []
    numbers.reserveCapacity(names.count)
    for name in names {
      let start = source.count
      source.append(contentsOf: name.utf8)
      numbers.append(intern(source, start..<source.count, text: name))
    }
    return numbers
  }
}
