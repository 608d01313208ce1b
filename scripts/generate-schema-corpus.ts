/**
 * Regenerates the schema corpus (`test/fixtures/schemas/*.json`): the JSON Schemas real generators
 * write for ordinary elicitation models, zod 4, zod 3 through `zod-to-json-schema`, plain pydantic,
 * the Python SDK and FastMCP, each file with the versions that wrote it. Run it after a generator's
 * upgrade: `npm run generate:schema-corpus`.
 */
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { pythonWithMcp } from '../harness/python.ts';
import { type CorpusCase, zod3Cases, zod4Cases } from '../test/fixtures/schemas/zod-models.ts';

const ROOT = join(import.meta.dirname, '..');
const OUT = join(ROOT, 'test/fixtures/schemas');

const installed = (name: string) =>
  (JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

function write(
  file: string,
  generator: string,
  versions: Record<string, string>,
  cases: CorpusCase[],
  refused: { name: string; reason: string }[] = [],
) {
  const corpus = {
    generator,
    versions,
    script: 'scripts/generate-schema-corpus.ts',
    cases,
    ...(refused.length > 0 ? { refused } : {}),
  };
  writeFileSync(join(OUT, file), `${JSON.stringify(corpus, null, 2)}\n`);
  console.log(
    `${file}: ${cases.length} schemas${refused.length > 0 ? `, ${refused.length} refused by the generator` : ''}`,
  );
}

write('zod4.json', 'zod 4: z.toJSONSchema(model)', { zod: installed('zod') }, zod4Cases());
write(
  'zod3.json',
  'zod 3 (zod/v3): zodToJsonSchema(model)',
  { zod: `${installed('zod')} (zod/v3)`, 'zod-to-json-schema': installed('zod-to-json-schema') },
  zod3Cases(),
);

interface PythonOutput {
  versions: Record<string, string>;
  [generator: string]: unknown;
}
const python = await pythonWithMcp();
const { stdout } = await promisify(execFile)(python, [join(ROOT, 'scripts/schema-corpus.py')], {
  maxBuffer: 16 * 1024 * 1024,
  // A generator's refusal quotes a Python set, whose order follows the string hash: a fixed seed
  // writes it the same way on every run, so a regeneration differs only where the output does.
  env: { ...process.env, PYTHONHASHSEED: '0' },
});
const rendered = JSON.parse(stdout) as PythonOutput;
const { python: pythonVersion, ...packages } = rendered.versions;
for (const key of ['pydantic', 'python-sdk', 'fastmcp']) {
  const { call, cases, refused } = rendered[key] as {
    call: string;
    cases: CorpusCase[];
    refused: { name: string; reason: string }[];
  };
  write(`${key}.json`, `${key}: ${call}`, { python: pythonVersion ?? '', ...packages }, cases, refused);
}

// The fixtures are kept in the repository's own JSON style, so a regeneration diffs only in content.
await promisify(execFile)(join(ROOT, 'node_modules/.bin/biome'), ['format', '--write', OUT]);
