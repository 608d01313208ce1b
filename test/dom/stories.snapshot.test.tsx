import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

// Every story of the project, rendered in jsdom and compared with its committed DOM snapshot.
const storyFiles = import.meta.glob<Parameters<typeof composeStories>[0]>(
  ['../../stories/**/*.stories.tsx', '../../src/**/*.stories.tsx'],
  {
    eager: true,
  },
);

describe.each(Object.entries(storyFiles))('%s', (_path, module) => {
  const stories = Object.entries(composeStories(module)) as [string, React.ComponentType][];
  it.each(stories)('%s', async (_name, Story) => {
    // The whole body, so portalled parts (dialogs) are in the snapshot too.
    const { baseElement } = render(<Story />);
    expect(baseElement).toMatchSnapshot();
  });
});
