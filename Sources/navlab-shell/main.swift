import Foundation

StandardDescriptors.reopenClosed()
let options: ShellOptions
do {
  options = try ShellOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  printError(Renderer().error("\(error)"))
  exit(2)
}

if options.showHelp {
  printLine(ShellOptions.usage)
} else if options.showVersion {
  printLine("navlab-shell 0.1.0")
} else if let help = options.subcommandHelp {
  printLine(help)
} else {
  for subcommand in ShellOptions.subcommands {
    if let status = subcommand.run(options) { exit(status) }
  }
  exit(Runner(options: options, isTerminal: isatty(0) == 1).run())
}
