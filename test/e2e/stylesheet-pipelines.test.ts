/**
 * The stylesheet through every mainstream host CSS pipeline (Vite 8 defaults and an old cssTarget,
 * esbuild's minifier, PostCSS with autoprefixer, Tailwind v4, Next.js), each output loaded into the
 * same panel page in Chromium: colours, borders, focus rings and backgrounds of the panel, a text
 * input and the buttons must match the unprocessed stylesheet in light, dark and data-theme modes.
 * Vite 8 once turned `--mer-color-border: light-dark(...)` into `#767680#8a8a98`: inputs lost their
 * borders and the panel its background.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPage, type TestPage } from '../../harness/page.ts';
import { PIPELINES, STYLESHEET } from './support/stylesheetPipelines.ts';

const PAGE_ROOT = fileURLToPath(new URL('./stylesheet/', import.meta.url));

/** How the page picks its theme, and the browser's preferred scheme. */
const SCENARIOS = [
  { name: 'light system', theme: 'system', colorScheme: 'light' },
  { name: 'dark system', theme: 'system', colorScheme: 'dark' },
  { name: 'a page that declares no colour scheme, on a dark system', theme: 'silent', colorScheme: 'dark' },
  { name: 'data-theme="dark" on a light system', theme: 'dark', colorScheme: 'light' },
  { name: 'data-theme="light" inside data-theme="dark"', theme: 'light-in-dark', colorScheme: 'dark' },
] as const;
type Scenario = (typeof SCENARIOS)[number];

const PROPERTIES = {
  panel: ['backgroundColor', 'color', 'borderTopColor', 'borderTopStyle', 'borderTopWidth'],
  input: ['backgroundColor', 'color', 'borderTopColor', 'borderTopStyle', 'borderTopWidth'],
  button: ['backgroundColor', 'color', 'borderTopColor', 'borderTopStyle', 'borderTopWidth'],
  focus: ['outlineColor', 'outlineStyle', 'outlineWidth', 'borderTopColor'],
} as const;

type Styles = Record<string, string>;
type Measured = Record<string, Styles>;

let testPage: TestPage;
/** Pipeline name → its file under /css/ of the served page. */
const files = new Map<string, string>();

async function styles(locator: Locator, properties: readonly string[]): Promise<Styles> {
  return locator.evaluate(
    (element, names) => {
      const computed = getComputedStyle(element) as unknown as Record<string, string>;
      return Object.fromEntries(names.map((name) => [name, computed[name]!]));
    },
    [...properties],
  );
}

/** Computed styles of the key parts, found by role and tag inside the panel. */
async function measure(page: Page): Promise<Measured> {
  const panel = page.locator('#host > div > *').first();
  const input = panel.getByLabel('Name', { exact: false }).and(panel.locator('input'));
  const primary = panel.getByRole('button', { name: 'Review answers' });
  const secondary = panel.getByRole('button', { name: 'Decline' });
  const measured: Measured = {
    panel: await styles(panel, PROPERTIES.panel),
    colorScheme: await styles(panel, ['colorScheme']),
    input: await styles(input, PROPERTIES.input),
    primaryButton: await styles(primary, PROPERTIES.button),
    secondaryButton: await styles(secondary, PROPERTIES.button),
  };
  // A text field matches :focus-visible however it is focused; a button after keyboard use.
  await input.focus();
  measured.focusedInput = await styles(input, PROPERTIES.focus);
  await page.keyboard.press('Shift');
  await secondary.focus();
  measured.focusedButton = await styles(secondary, PROPERTIES.focus);
  return measured;
}

async function open(file: string, scenario: Scenario): Promise<Measured> {
  // Reduced motion turns the colour transitions off, so a focused control shows its final colours.
  const context = await testPage.browser.newContext({ colorScheme: scenario.colorScheme, reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    await page.goto(`${testPage.origin}/?css=${file}&theme=${scenario.theme}`);
    await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Review answers' }).waitFor();
    return await measure(page);
  } finally {
    await context.close();
  }
}

const reference = new Map<string, Measured>();

beforeAll(async () => {
  testPage = await startTestPage(PAGE_ROOT, 'mcp-elicitation-stylesheet-');
  const dir = join(testPage.outDir, 'css');
  mkdirSync(dir);
  writeFileSync(join(dir, 'source.css'), readFileSync(STYLESHEET));
  // One at a time: the machine has two cores and Next.js alone keeps them busy.
  for (const [index, pipeline] of PIPELINES.entries()) {
    writeFileSync(join(dir, `pipeline-${index}.css`), await pipeline.run());
    files.set(pipeline.name, `pipeline-${index}`);
  }
  for (const scenario of SCENARIOS) reference.set(scenario.name, await open('source', scenario));
}, 300_000);

afterAll(() => testPage?.close());

describe('the stylesheet as shipped', () => {
  const light = () => reference.get('light system')!;
  const dark = () => reference.get('dark system')!;

  it('draws the light theme: bordered inputs and buttons, a white panel, a blue focus ring', () => {
    expect(light().panel).toMatchObject({ backgroundColor: 'rgb(255, 255, 255)', color: 'rgb(26, 26, 31)' });
    expect(light().input).toMatchObject({
      borderTopColor: 'rgb(118, 118, 128)',
      borderTopStyle: 'solid',
      borderTopWidth: '1px',
      backgroundColor: 'rgb(255, 255, 255)',
    });
    expect(light().primaryButton).toMatchObject({
      backgroundColor: 'rgb(29, 78, 216)',
      color: 'rgb(255, 255, 255)',
    });
    expect(light().secondaryButton).toMatchObject({ borderTopColor: 'rgb(118, 118, 128)', borderTopWidth: '1px' });
    expect(light().focusedInput).toMatchObject({
      outlineColor: 'rgb(29, 78, 216)',
      outlineStyle: 'solid',
      outlineWidth: '2px',
    });
    expect(light().focusedButton).toMatchObject({ outlineColor: 'rgb(29, 78, 216)', outlineStyle: 'solid' });
  });

  it('draws the dark theme when the system prefers dark', () => {
    expect(dark().panel).toMatchObject({ backgroundColor: 'rgb(27, 27, 33)', color: 'rgb(236, 236, 242)' });
    expect(dark().input).toMatchObject({ borderTopColor: 'rgb(138, 138, 152)', borderTopWidth: '1px' });
    expect(dark().primaryButton).toMatchObject({ backgroundColor: 'rgb(143, 179, 255)' });
    expect(dark().focusedInput).toMatchObject({ outlineColor: 'rgb(143, 179, 255)', outlineWidth: '2px' });
    expect(light().colorScheme).toEqual({ colorScheme: 'light' });
    expect(dark().colorScheme).toEqual({ colorScheme: 'dark' });
  });

  it('stays light on a page that declares no colour scheme, whatever the system prefers (issue 36)', () => {
    expect(reference.get('a page that declares no colour scheme, on a dark system')).toEqual(light());
  });

  it('lets data-theme="dark" win over a light system, with the same colours as the system dark mode', () => {
    const pinned = reference.get('data-theme="dark" on a light system')!;
    const { colorScheme, ...colours } = pinned;
    const { colorScheme: _system, ...systemColours } = dark();
    expect(colours).toEqual(systemColours);
    expect(colorScheme).toEqual({ colorScheme: 'dark' });
  });

  it('lets the nearest data-theme win: light inside dark is light', () => {
    const nested = reference.get('data-theme="light" inside data-theme="dark"')!;
    const { colorScheme, ...colours } = nested;
    const { colorScheme: _system, ...lightColours } = light();
    expect(colours).toEqual(lightColours);
    expect(colorScheme).toEqual({ colorScheme: 'light' });
  });
});

describe.each(PIPELINES.map((pipeline) => pipeline.name))('through %s', (name) => {
  it.each(SCENARIOS.map((scenario) => [scenario.name, scenario] as const))(
    'renders %s exactly as the unprocessed stylesheet',
    async (scenarioName, scenario) => {
      expect(await open(files.get(name)!, scenario)).toEqual(reference.get(scenarioName));
    },
  );
});
