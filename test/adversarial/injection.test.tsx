/**
 * Injection probe (issue 9): every payload of the corpus in every server-controlled slot, rendered
 * through the public `ElicitationPanel`. Nothing may become markup: no element or attribute kind
 * that a harmless request does not produce, no script run, no link, and text shown verbatim.
 */
import { act, cleanup, render } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { ElicitationPanel } from '../../src';
import { readablePropertyName } from '../../src/core/label';
import corpus from './injection-corpus.json';
import { Probe } from './probe';

const server = { name: 'probe-server', title: 'Probe Server' };
const form = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  message: 'Please answer',
  requestedSchema: { type: 'object', properties, ...extra },
});

interface Slot {
  name: string;
  request: (payload: string) => unknown;
  /**
   * Where the payload must appear as written: page text, or an input's value; or, for a property
   * name without a title, as its label (snake and camel case made readable, anything else as written).
   */
  shown?: 'text' | 'value' | 'label';
  url?: boolean;
}

const slots: Slot[] = [
  { name: 'message', request: (p) => ({ ...form({ a: { type: 'string' } }), message: p }), shown: 'text' },
  { name: 'field title', request: (p) => form({ a: { type: 'string', title: p } }), shown: 'text' },
  { name: 'field description', request: (p) => form({ a: { type: 'string', description: p } }), shown: 'text' },
  { name: 'property name', request: (p) => form({ [p]: { type: 'string' } }, { required: [p] }), shown: 'label' },
  {
    name: 'option label (oneOf title)',
    request: (p) =>
      form({
        a: {
          type: 'string',
          oneOf: [
            { const: 'x', title: p },
            { const: 'y', title: 'Other' },
          ],
        },
      }),
    shown: 'text',
  },
  { name: 'enum value', request: (p) => form({ a: { type: 'string', enum: [p, 'other'] } }), shown: 'text' },
  {
    name: 'enum value in a long list (select)',
    request: (p) => form({ a: { type: 'string', enum: [p, 'b', 'c', 'd', 'e', 'f'] } }),
    shown: 'text',
  },
  {
    name: 'legacy enumNames label',
    request: (p) => form({ a: { type: 'string', enum: ['x', 'y'], enumNames: [p, 'Other'] } }),
    shown: 'text',
  },
  {
    name: 'multi-select option title',
    request: (p) =>
      form({
        a: {
          type: 'array',
          items: {
            anyOf: [
              { const: 'x', title: p },
              { const: 'y', title: 'Other' },
            ],
          },
        },
      }),
    shown: 'text',
  },
  { name: 'default value', request: (p) => form({ a: { type: 'string', title: 'A', default: p } }), shown: 'value' },
  { name: '_meta', request: (p) => ({ ...form({ a: { type: 'string' } }), _meta: { [p]: p, note: p } }) },
  { name: 'URL', request: (p) => ({ mode: 'url', message: 'Open this', url: p, elicitationId: 'e-1' }), url: true },
  {
    name: 'URL query',
    request: (p) => ({ mode: 'url', message: 'Open this', url: `https://example.com/?q=${p}`, elicitationId: 'e-1' }),
    url: true,
  },
  {
    name: 'elicitationId',
    request: (p) => ({ mode: 'url', message: 'Open this', url: 'https://example.com/', elicitationId: p }),
    url: true,
  },
  {
    name: 'URL message',
    request: (p) => ({ mode: 'url', message: p, url: 'https://example.com/' }),
    shown: 'text',
    url: true,
  },
];

// Elements that could run code, load something or restyle the page if a payload became markup.
const DANGEROUS = new Set([
  'SCRIPT',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'STYLE',
  'BASE',
  'META',
  'LINK',
  'MATH',
  'SVG',
  'IMG',
  'A',
]);

async function renderPanel(request: unknown): Promise<HTMLElement> {
  const view = render(<ElicitationPanel server={server} params={request} onResult={() => {}} />);
  // URL mode loads its checker lazily; let it settle so the consent screen is what is inspected.
  await act(async () => {
    await import('../../src/core/url');
  });
  await act(async () => {});
  return view.container;
}

/** The library's own inline icon (the URL verdict's), drawn without any server string. */
const LIBRARY_ICON = 'svg[data-slot="elicitation-url-verdict-icon"]';

function shape(container: HTMLElement): { tags: Set<string>; attributes: Set<string> } {
  const tags = new Set<string>();
  const attributes = new Set<string>();
  for (const element of container.querySelectorAll('*')) {
    // Its tag is not a payload's; its attributes are still checked (an injected copy with a handler fails).
    if (!element.matches(LIBRARY_ICON)) tags.add(element.tagName);
    for (const attribute of element.attributes) attributes.add(attribute.name);
  }
  return { tags, attributes };
}

function problemsIn(container: HTMLElement, payload: string, slot: Slot, baseline: ReturnType<typeof shape>): string[] {
  const found: string[] = [];
  const { tags, attributes } = shape(container);
  for (const tag of tags) {
    if (DANGEROUS.has(tag.toUpperCase())) found.push(`a <${tag.toLowerCase()}> element`);
    // The library's own isolation of bidi-sensitive text: an attribute-less <bdi> around the payload.
    else if (tag === 'BDI' && [...container.querySelectorAll('bdi')].every((bdi) => bdi.attributes.length === 0))
      continue;
    else if (!slot.url && !baseline.tags.has(tag))
      found.push(`an element <${tag.toLowerCase()}> a harmless request lacks`);
  }
  for (const name of attributes) {
    if (/^on/i.test(name)) found.push(`an event handler attribute ${name}`);
    else if (!slot.url && !baseline.attributes.has(name)) found.push(`an attribute ${name} a harmless request lacks`);
  }
  for (const element of container.querySelectorAll('[href], [src], [action], [formaction], [xlink\\:href]')) {
    found.push(`a ${element.tagName.toLowerCase()} that loads or links ${element.outerHTML.slice(0, 80)}`);
  }
  if ((window as { __injected?: unknown }).__injected !== undefined) found.push('script ran');
  if (slot.shown === 'text' && !(container.textContent ?? '').includes(payload)) found.push('text not shown verbatim');
  if (slot.shown === 'label' && !(container.textContent ?? '').includes(readablePropertyName(payload)))
    found.push('label not shown as written');
  if (slot.shown === 'value') {
    const values = [...container.querySelectorAll('input, textarea')].map((input) => (input as HTMLInputElement).value);
    // A single-line input strips line breaks from its value (HTML's value sanitization), nothing else.
    if (!values.includes(payload) && !values.includes(payload.replace(/[\r\n]/g, '')))
      found.push('default not shown verbatim');
  }
  return found;
}

describe('the injection probe itself', () => {
  it('notices markup, handlers, links and missing text when a payload does become markup', () => {
    const slot = slots[0] as Slot;
    const baseline = shape(render(<p>harmless text</p>).container);
    cleanup();
    const payload = '<img src=x onerror="void 0"><a href="https://evil.example/">x</a>';
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the probe must see what real injection looks like.
    const { container } = render(<p dangerouslySetInnerHTML={{ __html: payload }} />);
    const found = problemsIn(container, payload, slot, baseline);
    expect(found).toHaveLength(8);
    expect(found).toEqual(
      expect.arrayContaining([
        'a <img> element',
        'a <a> element',
        'an event handler attribute onerror',
        'an attribute src a harmless request lacks',
        'an attribute href a harmless request lacks',
        expect.stringContaining('a img that loads'),
        expect.stringContaining('a a that loads'),
        'text not shown verbatim',
      ]),
    );
  });
});

describe('injection corpus in every server-controlled slot', () => {
  const probe = new Probe('injection');
  afterAll(() => probe.report(`${corpus.payloads.length} payloads x ${slots.length} slots`));

  it.each(slots)('$name', async (slot) => {
    const baseline = shape(await renderPanel(slot.request('harmless text')));
    cleanup();
    for (const payload of corpus.payloads) {
      await probe.attempt(`${slot.name} ← ${JSON.stringify(payload)}`, async () => {
        const container = await renderPanel(slot.request(payload));
        const found = problemsIn(container, payload, slot, baseline);
        cleanup();
        if (found.length > 0) throw new Error(found.join('; '));
      });
    }
    expect(probe.failures.filter((failure) => failure.startsWith(`${slot.name} ←`))).toEqual([]);
  });
});
