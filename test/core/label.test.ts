import { describe, expect, it } from 'vitest';
import { parseElicitationRequest } from '../../src/core/complete';
import { readablePropertyName } from '../../src/core/label';

describe('readablePropertyName', () => {
  it.each([
    ['name', 'Name'],
    ['first_name', 'First name'],
    ['firstName', 'First name'],
    ['apiKey', 'API key'],
    ['userID', 'User ID'],
    ['HTTPServer', 'HTTP server'],
    ['address2', 'Address 2'],
    ['untitledSingleSelectEnum', 'Untitled single select enum'],
    ['isEnabled', 'Is enabled'],
    ['URL', 'URL'],
    ['x', 'X'],
    // Anything else is shown exactly as written.
    ['__proto__', '__proto__'],
    ['first-name', 'first-name'],
    ['a.b', 'a.b'],
    ['이름', '이름'],
    ['snake_case_', 'snake_case_'],
    ['first name', 'first name'],
  ])('%s reads "%s"', (name, label) => {
    expect(readablePropertyName(name)).toBe(label);
  });
});

describe('field labels', () => {
  const parse = (properties: Record<string, unknown>) => {
    const parsed = parseElicitationRequest({ message: 'm', requestedSchema: { type: 'object', properties } });
    if (!parsed.ok || parsed.request.mode !== 'form') throw new Error('expected a form');
    return parsed.request.fields;
  };

  it('shows an untitled property readably and sends it under its own name', () => {
    const [field] = parse({ first_name: { type: 'string' } });
    expect(field).toMatchObject({ name: 'first_name', label: 'First name' });
  });

  it('keeps the title when there is one, and treats a blank title as none', () => {
    const [titled, blank] = parse({
      first_name: { type: 'string', title: 'given name' },
      verified: { type: 'boolean', title: ' ' },
    });
    expect(titled?.label).toBe('given name');
    expect(blank?.label).toBe('Verified');
  });
});
