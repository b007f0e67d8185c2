// An app that imports the macros sees the types their expansions name.
@_exported public import Wayfinder
