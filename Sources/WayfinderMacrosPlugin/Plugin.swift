import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that carries Wayfinder's macros.
@main
struct WayfinderMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [LinksMacro.self, LinkMacro.self, LinkIntentsMacro.self]
}
