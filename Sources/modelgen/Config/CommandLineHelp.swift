/// The text of `modelgen --help`. The README's "Usage" section mirrors it; keep them in step
/// (a test checks that every flag listed here appears in the README).
enum CommandLineHelp {
    static let usageLine = "usage: modelgen [--sources PATH]... [--templates PATH]... [--output PATH] [--args k=v,flag] [--config FILE] [--exclude-sources PATH]... [--exclude-templates PATH]... [--cache-path PATH] [--force-parse EXT]... [--sources-list FILE]... [--watch] [--watch-poll] [--check] [--dry-run] [--dry] [--strict] [--disable-cache] [--hideVersionHeader] [--headerPrefix TEXT] [--base-indentation N] [--parseDocumentation] [--verbose|--quiet]"

    static let subcommands = ["parse", "render", "init", "templates", "adopt"]

    static let text = """
    modelgen \(ToolVersion.current) — generates Swift code from your types and Stencil templates.

    \(usageLine)
           modelgen parse [...]      print the model read from sources (see 'modelgen parse --help')
           modelgen render [...]     render one template (see 'modelgen render --help')
           modelgen init [...]       write a .modelgen.yml for this project (see 'modelgen init --help')
           modelgen templates        list the built-in templates; 'templates show NAME' prints one
           modelgen adopt [...]      turn hand-written ObjectMapper/Codable code into annotations (see 'modelgen adopt --help')
           modelgen --version

    Without --sources/--templates/--output, settings are read from .modelgen.yml in the current folder
    (else .sourcery.yml).

    Inputs (PATH is a file or a folder searched recursively; repeat the flag for several):
      --sources PATH             Swift sources to scan (.swift)
      --templates PATH           templates to render (.stencil, or Sourcery's .sourcerytemplate); builtin:NAME
                                 for a built-in template, builtin for all of them (the default when no
                                 templates are given, except with a Sourcery config file)
      --sources-list FILE        Xcode .xcfilelist of sources, one per line, $(VAR) expanded from the environment
      --exclude-sources PATH     skip these sources (a file, or everything under a folder)
      --exclude-templates PATH   skip these templates
      --config FILE              read settings from FILE (.modelgen.yml or Sourcery's .sourcery.yml, whose
                                 configurations: run one after the other); flags given on the command
                                 line override it
      --args k=v,flag            values for templates, read as `argument.k`; repeatable

    Output:
      --output PATH              folder for <Template>.generated.swift files, or one file ending in .swift
                                 that receives every template's output in template order
      --check                    write nothing; exit 1 and list every file that would change
      --dry-run                  write nothing; print what would be written
      --dry                      write nothing; print what would be written as Sourcery's --dry JSON
                                 (outputs with type, outputPath and value)
      --watch                    regenerate whenever sources or templates change (Ctrl-C stops, status 0)
      --watch-poll               watch by rescanning every 300 ms, for file systems without change events
      --hideVersionHeader        leave the modelgen version out of the generated-file header
      --headerPrefix TEXT        put TEXT on the line before the generated-file header
      --base-indentation N       indent new inline:auto blocks N more spaces

    Behaviour:
      --strict                   undefined template variables are errors instead of ""
      --parseDocumentation       documentation comments reach templates even when a Sourcery config
                                 leaves them out (it does unless parseDocumentation: true)
      --cache-path PATH          parse cache folder (default: $XDG_CACHE_HOME/modelgen or ~/.cache/modelgen)
      --disable-cache            parse every file and render every template; read and write no cache
                                 (by default an unchanged project is recognised by file stamps and skipped)
      --force-parse EXT          also parse generated files named *.EXT.swift / *.EXT and inline regions
                                 named *.EXT (normally skipped); repeatable
      -v, --verbose              report parsed/cached files, time per phase and every file written
      -q, --quiet                print errors only
      -h, --help                 show this help
      --version                  print the version

    Exit status: 0 success, 1 generation errors (or --check found stale files), 2 usage errors.
    """
}
