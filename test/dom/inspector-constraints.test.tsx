/** The Request inspector names every constraint outside the grammar (issue 9, defect 5). */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RequestInspector } from '../../stories/RequestInspector';

const honoured = {
  title: 'Honoured',
  params: {
    message: 'Seats',
    requestedSchema: { type: 'object', properties: { seats: { type: 'integer', enum: [1, 2], multipleOf: 1 } } },
  },
};
const refused = {
  title: 'Refused',
  params: {
    message: 'Tags',
    requestedSchema: {
      type: 'object',
      properties: { tags: { type: 'array', items: { enum: ['a'] }, contains: { const: 'a' } } },
    },
  },
};

describe('Request inspector', () => {
  it('lists a constraint it honours as a warning, with its code and path', () => {
    render(<RequestInspector fixtures={[honoured]} />);
    const warnings = within(screen.getByRole('region', { name: 'Repaired (warnings)' }));
    const items = warnings.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      expect.stringContaining('constraint-honoured at requestedSchema.properties.seats.multipleOf'),
      expect.stringContaining('constraint-honoured at requestedSchema.properties.seats.enum'),
    ]);
    expect(screen.getByRole('row', { name: /seats/ })).toHaveTextContent('enum: 1,2');
  });

  it('lists a constraint it cannot check as the reason the request cannot be rendered', () => {
    render(<RequestInspector fixtures={[refused]} />);
    const problems = within(screen.getByRole('region', { name: 'Problems' }));
    expect(problems.getByRole('listitem')).toHaveTextContent(
      'constraint-unsupported at requestedSchema.properties.tags.contains',
    );
  });

  it('lists a pattern it checks as honoured, and one it cannot run as not enforced', () => {
    render(
      <RequestInspector
        fixtures={[
          {
            title: 'Patterns',
            params: {
              message: 'Codes',
              requestedSchema: {
                type: 'object',
                properties: {
                  code: { type: 'string', pattern: '^[A-Z]{3}$' },
                  twice: { type: 'string', pattern: '^(a)\\1$' },
                },
              },
            },
          },
        ]}
      />,
    );
    const warnings = within(screen.getByRole('region', { name: 'Repaired (warnings)' }));
    expect(warnings.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('constraint-honoured at requestedSchema.properties.code.pattern'),
      expect.stringContaining('pattern-unsupported at requestedSchema.properties.twice.pattern'),
    ]);
    expect(screen.getByRole('row', { name: /code/ })).toHaveTextContent('pattern: ^[A-Z]{3}$');
  });
});
