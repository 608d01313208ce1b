/**
 * Bidi controls and right-to-left text from a server, checked where Chromium actually draws the
 * words (Range geometry), not in the DOM: the server's name cannot move "is asking", a title ending
 * in U+202E cannot reverse the attribution sentence, a field title cannot move its required mark, a
 * refused request's value cannot reverse the problem sentence it is quoted in (English or Korean).
 */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { ElicitationPanel, en } from '../../src';
import { ar } from '../../src/locales/ar';
import { ko } from '../../src/locales/ko';
import '../../src/styles/elicitation.css';
import { drawn } from '../support/geometry';

const RLO = '\u202E';

afterEach(async () => {
  cleanup();
  await page.viewport(414, 896);
});

const request = (title: string) => ({
  message: 'Tell us your email.',
  requestedSchema: { type: 'object', properties: { email: { type: 'string', title } }, required: ['email'] },
});

describe('server-controlled text cannot reorder what is drawn around it', () => {
  it('a name starting with U+202E is drawn in order, and so is the attribution line', async () => {
    // Wide enough for the whole attribution line (a phone shows its first part only).
    await page.viewport(1024, 768);
    render(<ElicitationPanel params={request('Email')} server={{ name: `${RLO}Bank Official` }} onResult={() => {}} />);
    const banner = screen.getByRole('banner');
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading).toHaveTextContent(/^Bank Official$/);
    expect(drawn(heading, 'Bank').right).toBeLessThanOrEqual(drawn(heading, 'Official').left);
    const attribution = banner.querySelector('p')!;
    const words = ['MCP server', 'Not from this app', 'or the assistant'].map((text) => drawn(attribution, text));
    // In reading order: further along the same line, or on a later line ("Not from this app…" has its own).
    for (let index = 1; index < words.length; index += 1) {
      const [before, after] = [words[index - 1]!, words[index]!];
      if (after.top >= before.bottom - 1) continue;
      expect(after.left).toBeGreaterThanOrEqual(before.right - 1);
    }
  });

  it('a title ending in U+202E cannot reverse the sentences it is placed in', async () => {
    const user = userEvent.setup();
    render(
      <ElicitationPanel
        params={request('Email')}
        server={{ name: 'weather', title: `Weather${RLO}` }}
        onResult={() => {}}
      />,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^Weather$/);
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    const outcome = await screen.findByText(
      (_, element) => element?.getAttribute('role') === 'status' && /declined/.test(element.textContent ?? ''),
    );
    const words = ['You declined', 'this request', 'from Weather'].map((text) => drawn(outcome, text));
    for (let index = 1; index < words.length; index += 1) {
      expect(words[index]!.left).toBeGreaterThan(words[index - 1]!.left);
    }
  });

  it('a field title starting with U+202E keeps its required mark after it', () => {
    render(
      <ElicitationPanel params={request(`${RLO}email address`)} server={{ name: 'weather' }} onResult={() => {}} />,
    );
    const label = screen.getByText((_, element) => element?.tagName === 'LABEL');
    const title = drawn(label, 'email address');
    const mark = drawn(label, '*');
    expect(mark.left).toBeGreaterThanOrEqual(title.right);
  });

  it.each([
    ['English', en, ['is not', 'a supported type']],
    ['Korean', ko, ['유형은', '지원하지 않아요.']],
  ])(
    'a refused request’s problem in %s: a value with U+202E cannot reverse the words after it',
    (_name, messages, words) => {
      render(
        <ElicitationPanel
          messages={messages}
          params={{ message: 'm', requestedSchema: { type: 'object', properties: { x: { type: `${RLO}string` } } } }}
          server={{ name: 'weather' }}
          onResult={() => {}}
        />,
      );
      const item = screen.getByRole('listitem');
      // The value is drawn reversed (what U+202E asks), but only the value: the words after it stay after it.
      const drawnWords = [`"${RLO}string"`, ...words].map((text) => drawn(item, text));
      for (let index = 1; index < drawnWords.length; index += 1) {
        const [before, after] = [drawnWords[index - 1]!, drawnWords[index]!];
        if (after.top >= before.bottom - 1) continue;
        expect(after.left).toBeGreaterThanOrEqual(before.right - 1);
      }
    },
  );
});

describe('server text keeps its own direction in a right-to-left form (issue 36)', () => {
  it('an English description in an Arabic form ends with its full stop on the right', () => {
    render(
      <ElicitationPanel
        messages={ar}
        params={{
          message: 'Choose a name.',
          requestedSchema: {
            type: 'object',
            properties: { name: { type: 'string', title: 'Name', description: 'Plain text, 2 to 40 characters.' } },
          },
        }}
        server={{ name: 'contacts' }}
        onResult={() => {}}
      />,
    );
    const description = document.querySelector('[data-slot="elicitation-field-description"]') as HTMLElement;
    expect(description.closest('[dir="rtl"]')).not.toBeNull();
    // Drawn left to right: "Plain" first, the full stop last, on the right.
    expect(drawn(description, 'Plain').left).toBeLessThan(drawn(description, '.').left);
    expect(drawn(description, 'characters').right).toBeLessThanOrEqual(drawn(description, '.').right);
    // Aligned with the form: the line ends at the paragraph's right edge.
    expect(drawn(description, '.').right).toBeGreaterThan(description.getBoundingClientRect().right - 2);
  });
});
