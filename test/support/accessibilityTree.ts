/**
 * A compact accessibility-tree serialisation of rendered DOM for snapshots a reviewer can read:
 * one line per node with a role (`- textbox "Name" [required]`), text as `- text: …`, elements
 * without a role (generic wrappers, presentation) folded into their parent, hidden subtrees left out.
 * Roles, names and descriptions come from dom-accessibility-api, the implementation Testing
 * Library's `getByRole` uses, so the snapshot says what a role query would find.
 */
import { computeAccessibleDescription, computeAccessibleName, getRole, isInaccessible } from 'dom-accessibility-api';

/** Roles that only group: folded into their parent unless they carry a name. */
const FOLDED = new Set(['generic', 'none', 'presentation']);

function states(element: Element): string[] {
  const found: string[] = [];
  const attribute = (name: string) => element.getAttribute(name);
  const field = element as HTMLInputElement;
  if (field.required || attribute('aria-required') === 'true') found.push('required');
  if (field.disabled || attribute('aria-disabled') === 'true') found.push('disabled');
  if (field.readOnly || attribute('aria-readonly') === 'true') found.push('readonly');
  if (attribute('aria-invalid') === 'true') found.push('invalid');
  if ((field.type === 'checkbox' || field.type === 'radio') && field.checked) found.push('checked');
  const checked = attribute('aria-checked');
  if (checked === 'true' || checked === 'mixed') found.push(checked === 'true' ? 'checked' : 'mixed');
  const expanded = attribute('aria-expanded');
  if (expanded !== null) found.push(expanded === 'true' ? 'expanded' : 'collapsed');
  if ((element as HTMLOptionElement).selected || attribute('aria-selected') === 'true') found.push('selected');
  if (/^h[1-6]$/.test(element.localName)) found.push(`level=${element.localName[1]}`);
  return found;
}

function currentValue(element: Element): string | null {
  // By tag name, not instanceof: the tree is read in a frame, whose element classes are its own.
  if (element.localName === 'select') {
    return [...(element as HTMLSelectElement).selectedOptions].map((option) => option.textContent ?? '').join(', ');
  }
  if (element.localName === 'textarea') return (element as HTMLTextAreaElement).value;
  const input = element as HTMLInputElement;
  if (element.localName === 'input' && !['checkbox', 'radio', 'button', 'submit'].includes(input.type)) {
    return input.value;
  }
  return null;
}

function lines(node: Node, depth: number, out: string[]): void {
  const indent = '  '.repeat(depth);
  if (node.nodeType === Node.TEXT_NODE) {
    const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (text) out.push(`${indent}- text: ${JSON.stringify(text)}`);
    return;
  }
  if (node.nodeType !== Node.ELEMENT_NODE) {
    for (const child of node.childNodes) lines(child, depth, out);
    return;
  }
  const element = node as Element;
  if (['script', 'style', 'template'].includes(element.localName) || isInaccessible(element)) return;
  const role = getRole(element);
  const name = role ? computeAccessibleName(element) : '';
  if (!role || (FOLDED.has(role) && !name)) {
    for (const child of element.childNodes) lines(child, depth, out);
    return;
  }
  const description = computeAccessibleDescription(element);
  const value = currentValue(element);
  const flags = states(element);
  out.push(
    `${indent}- ${role}${name ? ` ${JSON.stringify(name)}` : ''}${flags.length ? ` [${flags.join(', ')}]` : ''}` +
      `${value ? `: ${JSON.stringify(value)}` : ''}${description ? ` (description: ${JSON.stringify(description)})` : ''}`,
  );
  // A control's name already says what its text says.
  if (['textbox', 'combobox', 'checkbox', 'radio', 'option', 'button', 'link', 'heading'].includes(role)) {
    const inner: string[] = [];
    for (const child of element.children) lines(child, depth + 1, inner);
    out.push(...inner);
    return;
  }
  for (const child of element.childNodes) lines(child, depth + 1, out);
}

/**
 * The accessibility tree of `root` (an element or a fragment), one node a line. It is read in a
 * document of its own: names found through ids (`for`, `aria-labelledby`) must not reach the
 * rendered original, which has the same ids.
 */
export function accessibilityTree(root: Node): string {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  try {
    const own = frame.contentDocument as Document;
    own.body.append(own.importNode(root, true));
    const out: string[] = [];
    lines(own.body, 0, out);
    return out.join('\n');
  } finally {
    frame.remove();
  }
}

/** A Vitest snapshot serializer that prints DOM (fragments and elements) as its accessibility tree. */
export const accessibilityTreeSerializer = {
  test: (value: unknown): boolean =>
    typeof DocumentFragment !== 'undefined' && (value instanceof DocumentFragment || value instanceof Element),
  serialize: (value: Node): string => accessibilityTree(value),
};
