import * as ts from "typescript";

/** The project's compiler settings for a snippet that imports the library from lib/. */
export const SNIPPET_OPTIONS: ts.CompilerOptions = {
  strict: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  experimentalDecorators: true,
  skipLibCheck: true,
  noEmit: true,
  types: ["node"],
};

/** A compiler host that reads `code` as the file `snippet` and every other file from disk. */
export function snippetHost(snippet: string, code: string, options: ts.CompilerOptions = SNIPPET_OPTIONS): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, language, ...rest) =>
    name === snippet ? ts.createSourceFile(name, code, language) : getSourceFile.call(host, name, language, ...rest);
  host.fileExists = (name) => name === snippet || fileExists.call(host, name);
  host.readFile = (name) => (name === snippet ? code : readFile.call(host, name));
  return host;
}

/**
 * Compiles `code` as the file `snippet` and returns each of its errors as "line: message", the
 * message chain flattened; `firstLine` is the line of `code` counted as line 1; `options`, the
 * compiler's settings, are the project's unless given.
 */
export function snippetErrors(snippet: string, code: string, firstLine = 1, options: ts.CompilerOptions = SNIPPET_OPTIONS): string[] {
  const program = ts.createProgram([snippet], options, snippetHost(snippet, code, options));
  return ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => diagnostic.file?.fileName === snippet)
    .map((diagnostic) => {
      const { line } = (diagnostic.file as ts.SourceFile).getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      return `${line + 2 - firstLine}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")}`;
    });
}
