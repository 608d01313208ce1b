/**
 * What a host ships, built the way most hosts build: a fresh Vite 8 app with default settings that
 * imports the package's built entry and stylesheet and renders an `ElicitationPanel` for a form.
 * Its up-front bytes stay at most 0.75x those of plain rjsf + ajv8 with rjsf's default theme, without
 * the markdown engine rjsf brings for markdown this library never renders, without rjsf's defaults
 * that only a host's own schemas reach, and without rjsf's `$ref` resolution and `allOf` merging
 * (all of which come with `ElicitationThemedForm`); a host that brings ajv8 ships no second
 * validator; and the built panel still validates, reviews and sends answers in Chromium, while a
 * host's `ElicitationThemedForm` still has all of rjsf's registry, resolves `$ref`s and merges
 * `allOf`, and shows rjsf's own notes as plain text.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveTestPage, type TestPage } from '../../harness/page.ts';
import {
  buildHostApp,
  buildLibrary,
  FORM_REQUEST,
  HOST_APPS,
  type HostBundle,
  report,
  scratchFolder,
} from '../../scripts/host-bundle.ts';
import { en } from '../../src/i18n/en';
import { ar } from '../../src/locales/ar';
import { ko } from '../../src/locales/ko';

/** The target of the bundle-size issue: up-front JS+CSS, gzip, against plain rjsf + ajv8. */
const MAX_RATIO = 0.75;

/**
 * The panel beside a host's own themed rjsf form: a field type rjsf does not support, and parts of
 * rjsf's registry no elicitation request reaches (a textarea by name, an add/remove array).
 */
const HOST_FORM_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://host.example/schemas/order',
  type: 'object',
  properties: {
    legacy: { type: 'tuple' },
    notes: { type: 'string', title: 'Notes' },
    tags: { type: 'array', title: 'Tags', items: { type: 'string' } },
    // A reference into the schema's own definitions, and one by URI to an embedded schema.
    city: { $ref: '#/$defs/city' },
    country: { $ref: 'country' },
    zip: { allOf: [{ type: 'string', title: 'Zip code' }, { maxLength: 5 }] },
    // A oneOf that is not a select (rjsf's OneOfField), and a null field (its NullField).
    contact: {
      title: 'Contact',
      oneOf: [
        { type: 'string', title: 'Phone' },
        { type: 'number', title: 'Extension' },
      ],
    },
    nothing: { type: 'null', title: 'Nothing to fill in' },
  },
  $defs: {
    city: { type: 'string', title: 'City' },
    country: { $id: 'https://host.example/schemas/country', type: 'string', title: 'Country' },
  },
};
const RENDERED_APP = {
  label: 'ElicitationPanel and an ElicitationThemedForm',
  main: `import { createRoot } from 'react-dom/client';
import { createCfworkerValidator, ElicitationPanel, ElicitationThemedForm } from 'mcp-elicitation-react';
import 'mcp-elicitation-react/styles.css';
createRoot(document.getElementById('root')!).render(
  <>
    <ElicitationThemedForm schema={${JSON.stringify(HOST_FORM_SCHEMA)}} uiSchema={{ notes: { 'ui:widget': 'textarea' } }} validator={createCfworkerValidator()} />
    <ElicitationPanel params={${JSON.stringify(FORM_REQUEST)}} server={{ name: 'host' }} onResult={(result) => console.log(JSON.stringify(result))} />
  </>,
);
`,
};

let library = '';
let panelOut = '';
let panelAjv8Out = '';
let panel: HostBundle;
let panelAjv8: HostBundle;
let rjsf: HostBundle;
let rendered: HostBundle;
let testPage: TestPage;

beforeAll(async () => {
  library = scratchFolder('mer-library-');
  await buildLibrary(library);
  panelOut = scratchFolder('mer-panel-');
  panel = await buildHostApp(HOST_APPS.panel, library, panelOut);
  panelAjv8Out = scratchFolder('mer-panel-ajv8-');
  panelAjv8 = await buildHostApp(HOST_APPS.panelAjv8, library, panelAjv8Out);
  rjsf = await buildHostApp(HOST_APPS.rjsf, library);
  const outDir = mkdtempSync(join(tmpdir(), 'mcp-elicitation-host-'));
  rendered = await buildHostApp(RENDERED_APP, library, outDir);
  expect(rendered.packages.has('markdown-to-jsx')).toBe(false);
  console.log(report([panel, rjsf], rjsf));
  testPage = await serveTestPage(outDir);
}, 180_000);

afterAll(async () => {
  await testPage?.close();
  if (library) rmSync(library, { recursive: true, force: true });
  if (panelOut) rmSync(panelOut, { recursive: true, force: true });
  if (panelAjv8Out) rmSync(panelAjv8Out, { recursive: true, force: true });
});

/** The built scripts and stylesheets of a host app, as one text. */
function builtCode(outDir: string): string {
  const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((name) => /\.(js|css)$/.test(name));
  return files.map((name) => readFileSync(join(outDir, name), 'utf8')).join('\n');
}

/** Every string of a catalogue (templates, plural forms), however deep. */
function catalogueStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(catalogueStrings);
  return [];
}

describe('the host bundle of a form-mode page', () => {
  it('loads at most 0.75x the bytes of plain rjsf + ajv8 before rendering', () => {
    expect(panel.upFront.gzip / rjsf.upFront.gzip).toBeLessThanOrEqual(MAX_RATIO);
  });

  it.each([
    ['Korean', ko, /[\uAC00-\uD7A3]/],
    ['Arabic', ar, /[\u0600-\u06FF]/],
  ])(
    'ships none of the %s catalogue when the host imports no locale (English is built in, every other language is its own entry)',
    (_language, catalogue, script) => {
      const code = builtCode(panelOut);
      expect(code).toContain(en.actions.submit);
      const words = catalogueStrings(catalogue).filter((text) => script.test(text));
      expect(words.length).toBeGreaterThan(100);
      expect(words.filter((text) => code.includes(text))).toEqual([]);
    },
  );

  it('leaves out markdown-to-jsx, which plain rjsf ships', () => {
    expect(rjsf.packages.get('markdown-to-jsx')?.upFront).toBeGreaterThan(50 * 1024);
    expect(panel.packages.has('markdown-to-jsx')).toBe(false);
  });

  it('keeps the URL checker lazy, and at most 60 KiB gzip', () => {
    const checker = panel.lazyChunks.filter((chunk) => /(^|\/)url-[^/]*\.js$/.test(chunk.fileName));
    expect(checker).toHaveLength(1);
    expect(checker[0]!.packages).toContain('punycode');
    expect(checker[0]!.gzip).toBeLessThanOrEqual(60 * 1024);
    expect(panel.packages.get('punycode')?.upFront ?? 0).toBe(0);
  });

  it('keeps re2js, the pattern engine, out of the up-front bytes: a chunk loaded only for a pattern', () => {
    const re2js = panel.packages.get('re2js');
    expect(re2js?.upFront).toBe(0);
    expect(re2js?.lazy).toBeGreaterThan(100 * 1024);
  });

  it("leaves out rjsf's $ref resolution and allOf merging, which no elicitation request needs", () => {
    for (const name of ['fast-uri', 'jsonpointer', '@x0k/json-schema-merge']) {
      expect(rjsf.packages.get(name)?.upFront, name).toBeGreaterThan(0);
      expect(panel.packages.has(name), name).toBe(false);
      // A host's ElicitationThemedForm brings them back.
      expect(rendered.packages.get(name)?.upFront, name).toBeGreaterThan(0);
    }
    expect(panel.packages.get('@rjsf/utils')!.upFront).toBeLessThan(rjsf.packages.get('@rjsf/utils')!.upFront);
  });

  it('ships no JSON Schema engine besides the validator a host brings (ajv8)', () => {
    // @cfworker/json-schema's validator reports this; its format checks (core's) stay.
    const engineMessage = 'type are not supported.';
    expect(builtCode(panelAjv8Out)).not.toContain(engineMessage);
    expect(builtCode(panelOut)).not.toContain(engineMessage);
    expect(panelAjv8.packages.get('ajv')?.upFront).toBeGreaterThan(50 * 1024);
  });

  it('ships less of @rjsf/core than plain rjsf: the defaults the theme replaces are gone', () => {
    expect(panel.packages.get('@rjsf/core')!.upFront).toBeLessThan(rjsf.packages.get('@rjsf/core')!.upFront);
  });

  it("ships rjsf's defaults that only a host's schemas reach only with ElicitationThemedForm", () => {
    // Layout grids, add/remove arrays, file and rating widgets...: about 20 KiB minified.
    expect(rendered.packages.get('@rjsf/core')!.upFront).toBeGreaterThan(
      panel.packages.get('@rjsf/core')!.upFront + 10 * 1024,
    );
  });
});

describe('the built panel in Chromium', () => {
  async function open(): Promise<{ page: Page; results: string[]; errors: string[] }> {
    const context = await testPage.browser.newContext();
    const page = await context.newPage();
    const results: string[] = [];
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'log') results.push(message.text());
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(testPage.origin);
    await page.getByRole('button', { name: 'Review answers' }).waitFor();
    return { page, results, errors };
  }
  const field = (page: Page, label: string) => page.getByLabel(label, { exact: false }).and(page.locator('input'));

  it('validates with the themed templates, then reviews and sends the answers', async () => {
    const { page, results, errors } = await open();
    await field(page, 'Name').fill('Monalisa Octocat');
    await field(page, 'Email').fill('not an email');
    await page.getByRole('button', { name: 'Review answers' }).click();
    // On the field (the error summary at the top of the form says it too).
    await expect
      .poll(() =>
        page
          .locator('[data-slot="elicitation-field-error"]')
          .getByText('Enter an email address, like name@example.com.')
          .count(),
      )
      .toBe(1);
    await expect.poll(() => field(page, 'Email').getAttribute('aria-invalid')).toBe('true');
    await field(page, 'Email').fill('octocat@github.com');
    await page.getByRole('button', { name: 'Review answers' }).click();
    await page.getByRole('heading', { name: 'Review before sending' }).waitFor();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => results)
      .toEqual([
        JSON.stringify({ action: 'accept', content: { name: 'Monalisa Octocat', email: 'octocat@github.com' } }),
      ]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("gives a host's ElicitationThemedForm all of rjsf's registry: a textarea by name, an add/remove array, a oneOf", async () => {
    const { page, errors } = await open();
    // rjsf's OneOfField offers the branches to choose from.
    const themed = page.locator('form').first();
    await expect.poll(() => themed.getByRole('combobox').count()).toBeGreaterThan(0);
    await expect.poll(() => themed.getByText('Nothing to fill in').count()).toBe(1);
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Notes' }).evaluate((box) => box.tagName))
      .toBe('TEXTAREA');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => page.locator('[id^="root_tags_"]').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("resolves a host's $refs (into $defs and by URI) and merges its allOf in ElicitationThemedForm", async () => {
    const { page, errors } = await open();
    for (const name of ['City', 'Country', 'Zip code']) {
      await expect.poll(() => page.getByRole('textbox', { name, exact: true }).count(), { message: name }).toBe(1);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows rjsf's own notes as plain text: no markdown is rendered", async () => {
    const { page } = await open();
    const note = page.getByText('Unsupported field schema for field `root_legacy`: _Unknown field type tuple_.');
    await expect.poll(() => note.count()).toBe(1);
    expect(await note.locator('code, em').count()).toBe(0);
    await page.context().close();
  });
});
