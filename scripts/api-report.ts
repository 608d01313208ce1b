/**
 * `npm run api` (part of `npm test`) and `npm run api:update`: the public API of every package
 * entry, as Microsoft API Extractor reports it, compared with the reviewed reports in `api/`.
 *
 * The entries come from `package.json`'s `exports` (every one with `types`), so a new entry has a
 * report by construction. The declarations are emitted into a temporary folder with
 * `tsconfig.build.json`, then each entry is analysed on its own:
 *
 * - a change to an entry's API fails `npm run api` with the diff; `npm run api:update` writes the new
 *   report, which is then reviewed and committed with the change that caused it;
 * - a public type that names a type its entry does not export (`ae-forgotten-export`), an export
 *   without a doc comment (`ae-undocumented`) and a broken `{@link}` fail both commands.
 *
 *   tsx scripts/api-report.ts            check (exit 1 on any difference or error)
 *   tsx scripts/api-report.ts --update   rewrite api/*.api.md
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Extractor, ExtractorConfig, ExtractorLogLevel, type ExtractorMessage } from '@microsoft/api-extractor';

const ROOT = resolve(import.meta.dirname, '..');
const REPORTS = join(ROOT, 'api');

const { values } = parseArgs({ options: { update: { type: 'boolean', default: false } } });
const update = values.update === true;

interface PackageJson {
  name: string;
  exports: Record<string, string | { types?: string; import?: string }>;
}

const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as PackageJson;

/** One report per entry with types: `.` → `mcp-elicitation-react`, `./mcp/sdk-v1` → `mcp-sdk-v1`. */
const entries = Object.entries(pkg.exports).flatMap(([key, target]) => {
  if (typeof target === 'string' || target.types === undefined) return [];
  const name = key === '.' ? pkg.name : key.slice(2).replaceAll('/', '-');
  return [{ key, name, types: target.types.replace(/^\.\/dist\/types\//, '') }];
});

const work = mkdtempSync(join(tmpdir(), 'api-report-'));
let failures = 0;
try {
  const types = join(work, 'types');
  execFileSync(
    process.execPath,
    [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json', '--outDir', types],
    { cwd: ROOT, stdio: 'inherit' },
  );
  mkdirSync(REPORTS, { recursive: true });
  const temp = join(work, 'reports');
  mkdirSync(temp);

  for (const entry of entries) {
    const entryPoint = join(types, entry.types);
    if (!existsSync(entryPoint)) throw new Error(`${entry.key}: ${entry.types} was not emitted`);
    const config = ExtractorConfig.prepare({
      configObject: {
        projectFolder: ROOT,
        newlineKind: 'lf',
        mainEntryPointFilePath: entryPoint,
        compiler: {
          overrideTsconfig: {
            compilerOptions: {
              target: 'es2022',
              module: 'esnext',
              moduleResolution: 'bundler',
              jsx: 'react-jsx',
              strict: true,
              skipLibCheck: true,
              lib: ['es2023', 'dom', 'dom.iterable'],
              types: [],
            },
            files: [entryPoint],
          },
        },
        apiReport: {
          enabled: true,
          reportFileName: `${entry.name}.api.md`,
          reportFolder: REPORTS,
          reportTempFolder: temp,
        },
        docModel: { enabled: false },
        dtsRollup: { enabled: false },
        tsdocMetadata: { enabled: false },
        messages: {
          compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Error } },
          extractorMessageReporting: {
            default: { logLevel: ExtractorLogLevel.Warning, addToApiReportFile: false },
            'ae-forgotten-export': { logLevel: ExtractorLogLevel.Error, addToApiReportFile: false },
            // Counted below for top-level exports only: a member without a comment is not an error.
            'ae-undocumented': { logLevel: ExtractorLogLevel.Warning, addToApiReportFile: false },
            'ae-unresolved-link': { logLevel: ExtractorLogLevel.Error, addToApiReportFile: false },
            'ae-missing-release-tag': { logLevel: ExtractorLogLevel.None },
            'ae-internal-missing-underscore': { logLevel: ExtractorLogLevel.None },
          },
          tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
        },
      },
      configObjectFullPath: join(ROOT, 'api-extractor.json'),
      packageJsonFullPath: join(ROOT, 'package.json'),
    });

    const problems: string[] = [];
    const undocumented: { name: string; line: string }[] = [];
    const result = Extractor.invoke(config, {
      localBuild: update,
      showVerboseMessages: false,
      messageCallback(message: ExtractorMessage) {
        message.handled = true;
        const where = message.sourceFilePath
          ? `${message.sourceFilePath.replace(`${types}/`, 'src/').replace(/\.d\.ts$/, '.ts')}:${message.sourceFileLine ?? 0}`
          : entry.types;
        const line = `  ${message.messageId}: ${message.text} (${where})`;
        if (message.messageId === 'ae-undocumented') {
          const name = /"([^"]+)"/.exec(message.text)?.[1];
          if (name) undocumented.push({ name, line });
        } else if (message.logLevel === ExtractorLogLevel.Error) {
          problems.push(line);
        }
      },
    });

    // The top-level names of the entry, as the report declares them.
    const report = readFileSync(join(update ? REPORTS : temp, `${entry.name}.api.md`), 'utf8');
    const topLevel = new Set(
      [
        ...report.matchAll(
          /^export (?:declare )?(?:abstract )?(?:function|interface|type|class|const|let|namespace|enum) (\w+)/gm,
        ),
      ].map((match) => match[1]),
    );
    for (const { name, line } of undocumented) if (topLevel.has(name)) problems.push(line);

    const changed = result.apiReportChanged;
    const errors = problems.length;
    if (errors > 0 || (changed && !update)) failures += 1;
    const status = errors > 0 ? 'errors' : changed ? (update ? 'updated' : 'CHANGED') : 'unchanged';
    console.log(`${entry.key.padEnd(14)} api/${entry.name}.api.md  ${status}`);
    for (const problem of problems) console.log(problem);
    if (changed && !update) {
      const fresh = join(temp, `${entry.name}.api.md`);
      const stored = join(REPORTS, `${entry.name}.api.md`);
      try {
        execFileSync('git', ['diff', '--no-index', '--no-color', existsSync(stored) ? stored : '/dev/null', fresh], {
          stdio: 'inherit',
        });
      } catch {
        // git diff exits 1 when the files differ: the diff was printed.
      }
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

if (failures > 0) {
  console.error(
    update
      ? '\nThe API reports have errors (above); fix them in src and run npm run api:update again.'
      : '\nThe public API differs from the reviewed reports in api/ (above). If the change is meant, run npm run api:update and commit api/ with it.',
  );
  process.exit(1);
}
