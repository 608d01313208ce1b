import { composeStories } from '@storybook/react-vite';
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

// Every story of the project, rendered in jsdom and compared with its committed DOM snapshot.
const storyFiles = import.meta.glob<Parameters<typeof composeStories>[0]>(
  ['../../stories/**/*.stories.tsx', '../../src/**/*.stories.tsx'],
  { eager: true },
);

const REACT_ID = /_r_[0-9a-z]+_|elicitation-r[0-9a-z]+/g;

/**
 * A copy of the DOM with React's generated ids renumbered in order of appearance, so a snapshot
 * does not depend on how many components rendered before it.
 */
function withStableIds(root: HTMLElement): HTMLElement {
  const copy = root.cloneNode(true) as HTMLElement;
  const names = new Map<string, string>();
  const rename = (value: string) =>
    value.replace(REACT_ID, (id) => {
      if (!names.has(id)) names.set(id, `«id${names.size + 1}»`);
      return names.get(id) as string;
    });
  for (const element of [copy, ...copy.querySelectorAll('*')]) {
    for (const attribute of [...element.attributes]) {
      if (REACT_ID.test(attribute.value)) element.setAttribute(attribute.name, rename(attribute.value));
      REACT_ID.lastIndex = 0;
    }
  }
  return copy;
}

describe.each(Object.entries(storyFiles))('%s', (_path, module) => {
  const stories = Object.entries(composeStories(module)) as [string, React.ComponentType][];
  it.each(stories)('%s', async (_name, Story) => {
    // The whole body, so portalled parts (dialogs) are in the snapshot too.
    const { baseElement } = render(<Story />);
    // URL requests are assessed after a lazy import; snapshot the settled screen.
    await waitFor(() =>
      expect(baseElement.querySelector('[data-slot="elicitation-url-consent"][data-state="checking"]')).toBeNull(),
    );
    expect(withStableIds(baseElement)).toMatchSnapshot();
  });
});
