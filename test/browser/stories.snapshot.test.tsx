/**
 * Every story after its `play`, in Chromium with the stylesheet, as the `snapshots` project runs it
 * (800×640 viewport, device scale factor 1, reduced motion, UTC, en-US; see vitest.config.ts):
 *
 * - axe finds nothing in the dark theme, before and after `play`, and in the light theme after `play`
 *   for stories in other languages than English (the `storybook` project runs axe on the light theme,
 *   in English);
 * - a visual snapshot in the dark and the light theme (`story-snapshots/visual/`), compared with pixelmatch,
 *   and the picture stored for it is not mostly blank (an unpainted band, or a story that shows nothing);
 * - an accessibility-tree snapshot (`story-snapshots/aria/<story id>.<locale>.yml`): roles, names, states and
 *   values as Playwright reads them from Chromium, the way a screen reader meets the story;
 * - in Korean, no character drawn as an empty box (tofu).
 *
 * Each story runs in the locales its `parameters.locales` lists (English when it lists none), or in
 * the one its `globals.locale` pins; `parameters.forcedColors` runs it under forced colours. `npm run test:update-snapshots` rewrites the baselines.
 */
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import type { ComponentType } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { commands, page, server } from 'vitest/browser';
import { LOCALES, type StoryLocale, type StoryTheme, THEMES } from '../../.storybook/globals';
import preview from '../../.storybook/preview';
import { ar } from '../../src/locales/ar';
import { ko } from '../../src/locales/ko';
import { type CheckedGlyph, findTofu } from './tofu';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Playwright's `locator.ariaSnapshot()` of the first element matching `selector` in the test frame. */
    ariaSnapshot: (selector: string) => Promise<string>;
    /** Chromium's forced-colors emulation on or off. */
    forcedColors: (active: boolean) => Promise<void>;
  }
}

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ComponentType & {
  id: string;
  storyName: string;
  parameters: Record<string, unknown>;
  play?: (context: { canvasElement: HTMLElement }) => Promise<void> | void;
};
interface StoryAnnotations {
  globals?: { locale?: StoryLocale; theme?: StoryTheme };
}

const storyFiles = import.meta.glob<StoryModule>(['../../stories/**/*.stories.tsx', '../../src/**/*.stories.tsx'], {
  eager: true,
});

/** As addon-a11y runs axe: everything but `region` (a story is a fragment of a page, not a page with landmarks). */
const AXE_OPTIONS: axe.RunOptions = { rules: { region: { enabled: false } } };

const THEMED_PARTS =
  '[data-slot="elicitation"], [data-slot="elicitation-overlay"], [data-slot="elicitation-url-sequence"]';

/** A violation reduced to what a reader needs: rule, impact, and the nodes with axe's summary. */
function describeViolations(results: axe.AxeResults) {
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  }));
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/**
 * The story has reached a still picture: URLs checked (a lazy import), time zones named in the
 * locale's words (after the first paint), fonts loaded, layout done.
 */
async function settle(root: HTMLElement) {
  await waitFor(
    () => {
      expect(root.querySelector('[data-slot="elicitation-url-consent"][data-state="checking"]')).toBeNull();
      expect(root.querySelector('[data-slot="elicitation-field-timezone"][data-pending]')).toBeNull();
    },
    { timeout: 5000 },
  );
  await document.fonts.ready;
  await nextFrame();
}

/** Switches the rendered story to `theme`: the decorator's attributes, so nothing re-renders. */
async function applyTheme(container: HTMLElement, theme: StoryTheme) {
  document.documentElement.dataset.theme = theme;
  for (const surface of container.querySelectorAll<HTMLElement>('[data-slot="story-surface"]')) {
    surface.dataset.theme = theme;
  }
  await nextFrame();
}

const openDialog = () => document.querySelector<HTMLElement>('[role="dialog"], [role="alertdialog"]');

/**
 * What the screenshot shows: a full-screen story with a dialog (the States pages) as the viewport
 * shows it, the dialog over its backdrop; a full-screen story without one (a page, the inspector)
 * whole; a notice alone (its place in the viewport is the layout suite's); otherwise the open
 * dialog, or the story.
 */
function screenshotTarget(Story: ComposedStory, container: HTMLElement): HTMLElement {
  const dialog = openDialog();
  if (Story.parameters.layout === 'fullscreen') {
    if (dialog) return document.body;
    const notice = document.querySelector<HTMLElement>('[data-slot="elicitation-notice"]');
    return notice?.closest<HTMLElement>('[data-slot="elicitation-notices"]') ?? document.body;
  }
  return dialog ?? (container.firstElementChild as HTMLElement);
}

/**
 * The part of a screenshot whose blankness is judged, in the picture's pixels: the dialog when one
 * is open (the backdrop around it is meant to be empty), else the whole picture.
 */
function subjectOf(target: HTMLElement): { x: number; y: number; width: number; height: number } {
  const frame = target.getBoundingClientRect();
  const dialog = target === document.body ? openDialog() : null;
  const box = dialog?.getBoundingClientRect() ?? frame;
  return {
    x: Math.round(box.left - frame.left),
    y: Math.round(box.top - frame.top),
    width: Math.round(box.width),
    height: Math.round(box.height),
  };
}

/**
 * How blank a picture is: the share of its rows drawn in one colour, and the longest run of such
 * rows as a share of its height. A row is blank when every pixel is within a few levels of its first.
 */
async function blankness(png: Blob, subject: { x: number; y: number; width: number; height: number }) {
  const bitmap = await createImageBitmap(png);
  const width = Math.max(1, Math.min(subject.width, bitmap.width - subject.x));
  const height = Math.max(1, Math.min(subject.height, bitmap.height - subject.y));
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  context.drawImage(bitmap, -subject.x, -subject.y);
  const { data } = context.getImageData(0, 0, width, height);
  let blank = 0;
  let run = 0;
  let longest = 0;
  for (let y = 0; y < height; y++) {
    const row = y * width * 4;
    let uniform = true;
    for (let x = 1; x < width && uniform; x++) {
      for (let channel = 0; channel < 3; channel++) {
        if (Math.abs(data[row + x * 4 + channel]! - data[row + channel]!) > 8) uniform = false;
      }
    }
    run = uniform ? run + 1 : 0;
    if (uniform) blank++;
    longest = Math.max(longest, run);
  }
  return { height, blankRows: blank / height, longestBlankRun: longest / height };
}

/** A picture is mostly blank when most of its rows are, or one blank band takes 30 % of its height. */
const MOSTLY_BLANK = { blankRows: 0.8, longestBlankRun: 0.3 } as const;

function decodeBase64(base64: string): Blob {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new Blob([bytes], { type: 'image/png' });
}

/** The locales a story is shown in: the one it pins, else those its `parameters.locales` lists, else English. */
function localesOf(annotations: StoryAnnotations, Story: ComposedStory): readonly StoryLocale[] {
  if (annotations.globals?.locale) return [annotations.globals.locale];
  return (Story.parameters.locales as readonly StoryLocale[] | undefined) ?? ['en'];
}

/** Dark first, so axe meets the dark theme before `play`; a pinned theme alone. */
function themesOf(annotations: StoryAnnotations): readonly StoryTheme[] {
  return annotations.globals?.theme ? [annotations.globals.theme] : [...THEMES].reverse();
}

/** The configured viewport, restored after each story; taller stories get a taller one for their picture. */
const viewport = { width: 0, height: 0 };
/**
 * Makes the frame tall enough for the whole of `target`: what lies below the frame is never painted.
 * The page around the frame (vitest.config.ts) bounds it; a frame taller than that page would be scaled.
 */
async function fitViewport(target: HTMLElement) {
  // The whole page for a page; a fixed dialog over it keeps the viewport it has (a phone's, for a phone story).
  const bottom =
    target === document.body
      ? document.documentElement.scrollHeight
      : Math.ceil(target.getBoundingClientRect().bottom + window.scrollY);
  if (bottom > window.innerHeight) await page.viewport(window.innerWidth, Math.min(bottom, window.parent.innerHeight));
}

beforeAll(() => {
  document.title = 'Story snapshots';
  Object.assign(viewport, { width: window.innerWidth, height: window.innerHeight });
});

afterEach(async () => {
  cleanup();
  document.documentElement.removeAttribute('data-theme');
  if (window.innerHeight !== viewport.height || window.innerWidth !== viewport.width) {
    await page.viewport(viewport.width, viewport.height);
  }
});

/**
 * Whether Chromium has `family`: text in its script (Latin unless told) set in it measures the same
 * whichever generic family follows it (Hangul would not tell: it is one em wide in every font).
 */
function installed(family: string, sample = 'Hamburgefonts 1234') {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  const width = (fallback: string) => {
    context.font = `40px "${family}", ${fallback}`;
    return context.measureText(sample).width;
  };
  return width('serif') === width('monospace');
}

it('finds the stories, the stylesheet and the fonts it names (installed by .ci/run)', () => {
  expect(Object.keys(storyFiles).length).toBeGreaterThan(0);
  const probe = document.createElement('div');
  probe.dataset.theme = 'dark';
  probe.dataset.slot = 'elicitation';
  document.body.append(probe);
  try {
    expect(getComputedStyle(probe).colorScheme).toContain('dark');
    expect(getComputedStyle(probe).fontFamily).toContain('"Noto Sans CJK KR"');
    expect(getComputedStyle(probe).fontFamily).toContain('"Noto Sans Arabic"');
  } finally {
    probe.remove();
  }
  // Screenshots drawn in other fonts would all differ: say which package is missing instead.
  const fonts = {
    'Noto Sans': ['fonts-noto-core'],
    'Noto Sans Arabic': ['fonts-noto-core', 'خط عربي ١٢٣'],
    'Noto Sans CJK KR': ['fonts-noto-cjk'],
    'DejaVu Sans Mono': ['fonts-dejavu-core'],
  };
  const missing = Object.entries(fonts).filter(([family, [, sample]]) => !installed(family, sample));
  expect(missing.map(([family, [pkg]]) => `${family} (Debian: ${pkg})`)).toEqual([]);
  expect(LOCALES).toEqual(['en', 'ko', 'ar']);
});

it('calls a picture with an unpainted band, or with nothing in it, mostly blank', async () => {
  const picture = async (paint: (context: OffscreenCanvasRenderingContext2D) => void) => {
    const canvas = new OffscreenCanvas(400, 300);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, 400, 300);
    context.fillStyle = '#1a1a1f';
    paint(context);
    return blankness(await canvas.convertToBlob({ type: 'image/png' }), { x: 0, y: 0, width: 400, height: 300 });
  };
  // Text lines down the whole picture, a border on both sides: painted.
  const painted = await picture((context) => {
    context.fillRect(0, 0, 1, 300);
    for (let y = 10; y < 300; y += 24) context.fillRect(20, y, 300, 12);
  });
  expect(painted.longestBlankRun).toBeLessThan(MOSTLY_BLANK.longestBlankRun);
  expect(painted.blankRows).toBeLessThan(MOSTLY_BLANK.blankRows);
  // The same page painted below a 120 px band only (a page taller than the frame that painted it).
  const band = await picture((context) => {
    for (let y = 130; y < 300; y += 24) context.fillRect(20, y, 300, 12);
  });
  expect(band.longestBlankRun).toBeGreaterThanOrEqual(MOSTLY_BLANK.longestBlankRun);
  // Nothing at all.
  const empty = await picture(() => {});
  expect(empty.blankRows).toBeGreaterThanOrEqual(MOSTLY_BLANK.blankRows);
});

/** Every Korean character the tofu check looked at, with its weight, across the Korean stories. */
const koreanGlyphs: CheckedGlyph[] = [];
/** Every Arabic character the tofu check looked at, with its weight, across the Arabic stories. */
const arabicGlyphs: CheckedGlyph[] = [];

it('tells a box from a glyph', () => {
  const sample = document.createElement('p');
  sample.innerHTML = '<strong>한국어 예 아니요</strong> \u0379';
  sample.dataset.slot = 'elicitation';
  document.body.append(sample);
  try {
    expect(findTofu(sample).tofu.map(({ codePoint }) => codePoint)).toEqual(['U+0379']);
  } finally {
    sample.remove();
  }
});

/** Each story file with the cases it is shown in: a story in each of its locales. */
const files = Object.entries(storyFiles).map(([path, module]) => {
  const raw = module as unknown as Record<string, StoryAnnotations>;
  const cases = Object.entries(composeStories(module)).flatMap(([name, composed]) => {
    const Story = composed as unknown as ComposedStory;
    const annotations = raw[name] ?? {};
    const themes = themesOf(annotations);
    return localesOf(annotations, Story).map(
      (locale) => [`${name} (${locale})`, { name, id: Story.id, locale, themes }] as const,
    );
  });
  return { path, module, cases };
});

const BASELINES = 'story-snapshots';
const ariaBaseline = (id: string, locale: string) => `${BASELINES}/aria/${id}.${locale}.yml`;
/** A screenshot's name as vitest files it (runs of hyphens made one), before its browser and platform. */
const visualBaseline = (id: string, locale: string, theme: string) =>
  `${BASELINES}/visual/${`${id}-${locale}-${theme}`.replace(/-{2,}/g, '-')}-chromium-`;

it('keeps no baseline of a story that is gone (npm run test:update-snapshots deletes them)', async () => {
  const stored = Object.keys(
    import.meta.glob(['./story-snapshots/aria/*.yml', './story-snapshots/visual/*.png'], { query: '?url' }),
  ).map((key) => key.slice(2));
  const expected = files.flatMap(({ cases }) =>
    cases.flatMap(([, { id, locale, themes }]) => [
      ariaBaseline(id, locale),
      ...themes.map((theme) => visualBaseline(id, locale, theme)),
    ]),
  );
  const orphans = stored.filter((file) => !expected.some((name) => file === name || file.startsWith(name)));
  if (server.config.snapshotOptions.updateSnapshot === 'all') {
    for (const orphan of orphans) await commands.removeFile(`test/browser/${orphan}`);
  } else {
    expect(orphans).toEqual([]);
  }
});

describe.each(files.map(({ path, module, cases }) => [path, module, cases] as const))('%s', (_path, module, cases) => {
  it.each(cases)('%s', async (_label, { name, locale, themes }) => {
    const composed = composeStories(module, { ...preview, initialGlobals: { theme: themes[0], locale } });
    const Story = (composed as Record<string, unknown>)[name] as ComposedStory;
    // A story for a phone (`parameters.snapshotViewport`) is drawn at that size.
    const phone = Story.parameters.snapshotViewport as { width: number; height: number } | undefined;
    if (phone) await page.viewport(phone.width, phone.height);
    // A story that shows Windows High Contrast gets Chromium's forced-colors emulation for its run.
    const forced = Story.parameters.forcedColors === true;
    if (forced) await commands.forcedColors(true);
    onTestFinished(() => (forced ? commands.forcedColors(false) : undefined));
    const { container } = render(<Story />);
    await settle(document.body);
    if (themes[0] === 'dark') {
      for (const part of document.querySelectorAll(THEMED_PARTS))
        expect(getComputedStyle(part).colorScheme).toBe('dark');
      expect(describeViolations(await axe.run(document.body, AXE_OPTIONS))).toEqual([]);
    }

    if (Story.play) {
      await Story.play({ canvasElement: container });
      await settle(document.body);
    }

    for (const theme of themes) {
      await applyTheme(container, theme);
      // The storybook project runs axe on the light theme in English only: the other languages get it here.
      // The dark theme was checked before `play`; again only if `play` changed the story.
      if ((theme === 'dark' && Story.play) || (theme === 'light' && locale !== 'en'))
        expect(describeViolations(await axe.run(document.body, AXE_OPTIONS))).toEqual([]);
      const target = screenshotTarget(Story, container);
      await fitViewport(target);
      // A locator, not an element: a missing or different reference fails at once instead of being polled.
      await expect.element(page.elementLocator(target)).toMatchScreenshot(`${Story.id}-${locale}-${theme}`);
      // The stored picture (just written when updating) shows something: no unpainted band, no empty story.
      const stored = await commands.readFile(
        `test/browser/${visualBaseline(Story.id, locale, theme)}${server.platform}.png`,
        'base64',
      );
      const blank = await blankness(decodeBase64(stored), subjectOf(target));
      expect.soft(blank.blankRows, `${Story.id} ${theme}: share of blank rows`).toBeLessThan(MOSTLY_BLANK.blankRows);
      expect(blank.longestBlankRun, `${Story.id} ${theme}: longest blank band`).toBeLessThan(
        MOSTLY_BLANK.longestBlankRun,
      );
    }

    // Headed by the story's name, so a diff says whose tree it is (and a story that shows nothing has a file too).
    const tree = await commands.ariaSnapshot('body');
    const heading = `# ${module.default?.title} / ${Story.storyName} (${locale})`;
    await expect(`${heading}\n${tree}\n`).toMatchFileSnapshot(`./${ariaBaseline(Story.id, locale)}`);

    if (locale === 'ko' || locale === 'ar') {
      const { tofu, checked } = findTofu(document.body);
      expect(tofu).toEqual([]);
      koreanGlyphs.push(...checked.filter(({ char }) => /\p{Script=Hangul}/u.test(char)));
      arabicGlyphs.push(...checked.filter(({ char }) => /\p{Script=Arabic}/u.test(char)));
    }
  });
});

afterAll(() => {
  // The Korean and Arabic stories put their script in bold (headings, buttons) and show the Yes/No
  // labels, all checked above; a filtered run without stories in one of them checks nothing of it.
  for (const [glyphs, catalogue] of [
    [koreanGlyphs, ko],
    [arabicGlyphs, ar],
  ] as const) {
    if (glyphs.length === 0) continue;
    expect(glyphs.some(({ weight }) => weight >= 600)).toBe(true);
    const checkedChars = new Set(glyphs.map(({ char }) => char));
    for (const char of `${catalogue.form.yes}${catalogue.form.no}`.replace(/\s/g, ''))
      expect(checkedChars).toContain(char);
  }
});
