/**
 * Every story, dark theme, real Chromium: axe must find nothing. The `storybook` project already
 * runs axe on each story in light mode (addon-a11y); this covers `data-theme="dark"`, where real
 * layout and computed colours make color-contrast meaningful (jsdom cannot check it).
 */
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

// The library stylesheet (and any other under src/styles), when present.
import.meta.glob('../../src/styles/*.css', { eager: true });

const storyFiles = import.meta.glob<Parameters<typeof composeStories>[0]>(
  ['../../stories/**/*.stories.tsx', '../../src/**/*.stories.tsx'],
  { eager: true },
);

type ComposedStory = ComponentType & {
  play?: (context: { canvasElement: HTMLElement }) => Promise<void> | void;
};

/** A violation reduced to what a reader needs: rule, impact, and the nodes with axe's summary. */
function describeViolations(results: axe.AxeResults) {
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  }));
}

/**
 * As addon-a11y runs axe for the light-mode stories: everything but `region` (a story is a fragment
 * of a page, not a page with landmarks).
 */
const AXE_OPTIONS: axe.RunOptions = { rules: { region: { enabled: false } } };

/** Finite CSS animations and transitions (a dialog fading in) have ended, as addon-a11y waits for them. */
async function animationsDone(deadline = performance.now() + 5000) {
  await new Promise((resolve) => setTimeout(resolve, 100));
  for (;;) {
    const running = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity,
      );
    if (running.length === 0 || performance.now() > deadline) return;
    await Promise.race([
      Promise.allSettled(running.map((animation) => animation.finished)),
      new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - performance.now()))),
    ]);
  }
}

const THEMED_PARTS =
  '[data-slot="elicitation"], [data-slot="elicitation-overlay"], [data-slot="elicitation-url-sequence"]';

async function settle(root: HTMLElement) {
  // URL requests are assessed after a lazy import.
  await waitFor(() =>
    expect(root.querySelector('[data-slot="elicitation-url-consent"][data-state="checking"]')).toBeNull(),
  );
  await animationsDone();
}

beforeAll(() => {
  document.documentElement.dataset.theme = 'dark';
  document.documentElement.lang = 'en';
  document.title = 'Stories in dark mode';
});

afterEach(() => {
  cleanup();
});

it('finds stories and the stylesheet', () => {
  expect(Object.keys(storyFiles).length).toBeGreaterThan(0);
  // The stylesheet is applied: the dark theme sets a colour scheme on the themed wrapper.
  const probe = document.createElement('div');
  probe.dataset.theme = 'dark';
  probe.dataset.slot = 'elicitation';
  document.body.append(probe);
  try {
    expect(getComputedStyle(probe).colorScheme).toContain('dark');
  } finally {
    probe.remove();
  }
});

describe.each(Object.entries(storyFiles))('%s in dark mode', (_path, module) => {
  const stories = Object.entries(composeStories(module)) as [string, ComposedStory][];
  it.each(stories)('%s has no axe violations', async (_name, Story) => {
    const { baseElement, container } = render(
      <div data-theme="dark" data-slot="elicitation-story-surface">
        <Story />
      </div>,
    );
    await settle(baseElement);
    // Every themed root part (portalled dialogs included) really is dark.
    for (const part of document.querySelectorAll(THEMED_PARTS)) expect(getComputedStyle(part).colorScheme).toBe('dark');
    const rendered = await axe.run(document.body, AXE_OPTIONS);
    expect(describeViolations(rendered)).toEqual([]);

    // The story's own interactions lead to further states (popup blocked, waiting, review, errors).
    if (Story.play) {
      await Story.play({ canvasElement: container });
      await settle(baseElement);
      const played = await axe.run(document.body, AXE_OPTIONS);
      expect(describeViolations(played)).toEqual([]);
    }
  });
});
