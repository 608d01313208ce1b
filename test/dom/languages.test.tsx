/**
 * Issue 26, "Languages", through the user's eyes: a refused request's problems in the catalogue's
 * words (Korean here), and every number, date and count the library prints in the active locale's
 * digits and grouping (`ar-EG` writes ٠-٩ and ٬, `de` groups with a dot), whatever the catalogue.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  ElicitationLanguageProvider,
  ElicitationPanel,
  ElicitationProvider,
  ElicitationReceipt,
  en,
  formatProblem,
} from '../../src';
import { MAX_MESSAGE_LENGTH, MAX_OPTIONS, parseElicitationRequest } from '../../src/core';
import { ko } from '../../src/locales/ko';
import { ElicitationQueue } from '../../src/mcp';

vi.setConfig({ testTimeout: 30_000 });

const server = { name: 'contacts-server', title: 'Contacts' };

/** The panel in `locale`, asking for `properties` (those named in `required` required), with `props` as well. */
function renderIn(
  locale: string,
  properties: Record<string, unknown>,
  { required, ...props }: Partial<ComponentProps<typeof ElicitationPanel>> & { required?: string[] } = {},
) {
  return render(
    <ElicitationPanel
      locale={locale}
      server={server}
      onResult={() => {}}
      params={{ message: 'm', requestedSchema: { type: 'object', properties, ...(required ? { required } : {}) } }}
      {...props}
    />,
  );
}

/** The digits of `ar-EG` and its thousands separator. */
const ARABIC_INDIC = /^[\u0660-\u0669\u066C\u066B]+$/;
const arabic = (value: number) => new Intl.NumberFormat('ar-EG', { maximumFractionDigits: 20 }).format(value);

function problemItems() {
  return within(screen.getByRole('alert')).getAllByRole('listitem');
}

describe('a request that cannot be shown, in Korean', () => {
  const params = {
    mode: 'form',
    message: '연락처',
    requestedSchema: {
      type: 'object',
      properties: {
        address: { type: 'object' },
        tags: { type: 'string', enum: Array.from({ length: MAX_OPTIONS + 1 }, (_, index) => `t${index}`) },
        שם: { type: 'string', format: 'phone', default: 5 },
      },
      required: ['nickname'],
    },
  };

  it('says so in Korean and lists each problem in Korean after its path', () => {
    render(<ElicitationPanel messages={ko} server={server} onResult={() => {}} params={params} />);
    expect(screen.getByRole('heading', { name: '이 요청은 표시할 수 없어요' })).toBeVisible();
    const texts = problemItems().map((item) => item.textContent);
    expect(texts).toEqual([
      'requestedSchema.required[0] "nickname" 속성을 필수로 지정했지만 그런 속성이 없어요.',
      'requestedSchema.properties.address.type "address" 속성은 중첩된 객체예요. elicitation 양식은 한 단계로만 이루어져야 해요.',
      'requestedSchema.properties.tags.enum 필드의 옵션이 1,001개예요. 최대 1,000개까지 받을 수 있어요.',
      'requestedSchema.properties["שם"].format "phone" 형식은 이 앱이 모르는 형식이라서 일반 텍스트로 받아요.',
      'requestedSchema.properties["שם"].default "שם" 속성의 기본값(5)이 조건(type)에 맞지 않아서 쓰지 않았어요.',
    ]);
    // Nothing of core's English reaches the Korean screen.
    expect(screen.getByRole('alert')).not.toHaveTextContent(/nested object|options|accepted|property/);
    expect(screen.getByRole('button', { name: '거절' })).toBeEnabled();
  });

  it('keeps each of the server’s values apart from the words around it', () => {
    render(<ElicitationPanel messages={ko} server={server} onResult={() => {}} params={params} />);
    const item = problemItems()[4] as HTMLElement;
    // The right-to-left name is isolated, so it cannot reorder the Korean sentence around it.
    expect([...item.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual(['"שם"']);
    // The path is code, left to right, apart from the sentence.
    expect(item.querySelector('[data-slot="elicitation-problem-path"]')).toHaveAttribute('dir', 'ltr');
  });

  it('shows the same sentence as formatProblem, and core’s English message stays for logs', () => {
    const parsed = parseElicitationRequest(params);
    if (parsed.ok) throw new Error('expected a refused request');
    const nested = parsed.problems.find((problem) => problem.code === 'nested-object');
    expect(nested?.message).toBe('"address" is a nested object; elicitation forms are flat.');
    expect(formatProblem(nested!, ko)).toBe(
      '"address" 속성은 중첩된 객체예요. elicitation 양식은 한 단계로만 이루어져야 해요.',
    );
    expect(formatProblem(nested!, en)).toBe(nested?.message);
  });
});

describe('numbers, dates and counts in the locale’s digits (issue 26)', () => {
  it('problems count in the locale’s digits and grouping', () => {
    renderIn('de', { x: { type: 'string', enum: Array.from({ length: MAX_OPTIONS + 1 }, (_, i) => `${i}`) } });
    expect(problemItems()[0]).toHaveTextContent('The field has 1.001 options; at most 1.000 are accepted.');
  });

  it('hints give ranges, lengths and small bounds in the locale’s digits, every fraction digit kept', () => {
    renderIn('ar-EG', {
      seats: { type: 'integer', title: 'Seats', minimum: 1000, maximum: 25000 },
      dose: { type: 'number', title: 'Dose', minimum: 0.0005 },
      code: { type: 'string', title: 'Code', minLength: 3, maxLength: 12 },
    });
    expect(screen.getByRole('textbox', { name: 'Seats' })).toHaveAccessibleDescription(
      `Whole number · Between ${arabic(1000)} and ${arabic(25000)}`,
    );
    expect(arabic(25000)).toBe('٢٥٬٠٠٠');
    // The default three fraction digits would have said "0 or more".
    expect(screen.getByRole('textbox', { name: 'Dose' })).toHaveAccessibleDescription(`${arabic(0.0005)} or more`);
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription(
      `${arabic(3)} to ${arabic(12)} characters`,
    );
  });

  it('the review shows numbers and dates as the locale writes them, the raw date beside', async () => {
    const user = userEvent.setup();
    renderIn(
      'ar-EG',
      {
        seats: { type: 'number', title: 'Seats' },
        day: { type: 'string', format: 'date', title: 'Day' },
      },
      { form: { defaultValues: { seats: 1234567.5, day: '2026-12-01' } } },
    );
    await user.click(screen.getByRole('button', { name: 'Review answers' }));
    const review = await screen.findByRole('region', { name: 'Review before sending' });
    const values = within(review).getAllByRole('definition');
    expect(values[0]).toHaveTextContent('١٬٢٣٤٬٥٦٧٫٥');
    const day = new Intl.DateTimeFormat('ar-EG', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date('2026-12-01T00:00:00Z'),
    );
    expect(day).toMatch(/[\u0660-\u0669]/);
    expect(values[1]).toHaveTextContent(`${day} (2026-12-01)`);
  });

  it('the date under a date input, the zone under a date-time input, and the live selection count', async () => {
    const user = userEvent.setup();
    renderIn(
      'ar-EG',
      {
        day: { type: 'string', format: 'date', title: 'Day' },
        when: { type: 'string', format: 'date-time', title: 'When' },
        pick: { type: 'array', title: 'Pick', maxItems: 12, items: { type: 'string', enum: ['a', 'b', 'c'] } },
      },
      { form: { defaultValues: { day: '2026-12-01', when: '2026-12-01T09:30:00Z' } } },
    );
    const dates = document.querySelectorAll('[data-slot="elicitation-field-date"]');
    expect(dates[0]).toHaveTextContent(
      new Intl.DateTimeFormat('ar-EG', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date('2026-12-01T00:00:00Z')),
    );
    expect(dates[1]?.textContent).toMatch(/[\u0660-\u0669]/);
    const zone = document.querySelector('[data-slot="elicitation-field-timezone"]');
    // "Time zone: <the zone's name in Arabic> (<its offset in Arabic digits>)", once named.
    await waitFor(() => expect(zone?.textContent).toMatch(/^Time zone: .+ \(.*[\u0660-\u0669]{2}.*\)$/));
    await user.click(screen.getByRole('checkbox', { name: 'a' }));
    await user.click(screen.getByRole('checkbox', { name: 'b' }));
    expect(screen.getByRole('group', { name: 'Pick' })).toHaveAccessibleDescription(
      `${arabic(2)} of at most ${arabic(12)} selected`,
    );
  });

  it('the time left to answer counts in the locale’s digits', () => {
    render(
      <ElicitationPanel
        locale="ar-EG"
        server={server}
        onResult={() => {}}
        deadline={Date.now() + 5 * 60_000 - 1000}
        params={{ message: 'm', requestedSchema: { type: 'object', properties: {} } }}
      />,
    );
    expect(document.querySelector('[data-slot="elicitation-deadline-text"]')).toHaveTextContent(
      `${arabic(5)} minutes left to answer.`,
    );
  });

  it('the message cut counts what was left out in the locale’s digits', () => {
    const size = MAX_MESSAGE_LENGTH + 12_345;
    render(
      <ElicitationPanel
        locale="ar-EG"
        server={server}
        onResult={() => {}}
        params={{ mode: 'form', message: 'a'.repeat(size), requestedSchema: {} }}
      />,
    );
    const cut = document.querySelector('[data-slot="elicitation-message-cut"]');
    expect(cut).toHaveTextContent(`The rest of the message (${arabic(12_345)} more characters) was left out.`);
    expect(arabic(12_345)).toMatch(ARABIC_INDIC);
  });

  it('the address cut counts what was left out in the locale’s digits', async () => {
    // A space makes the written address differ from what opens, so it is shown, cut at 2,048.
    const url = `https://example.com/a b/${'x'.repeat(4000)}`;
    render(
      <ElicitationPanel locale="de" server={server} onResult={() => {}} params={{ mode: 'url', message: 'm', url }} />,
    );
    const cut = await waitFor(() => {
      const element = document.querySelector('[data-slot="elicitation-url-cut"]');
      if (!element) throw new Error('no cut yet');
      return element;
    });
    expect(cut).toHaveTextContent(`${(url.length - 2048).toLocaleString('de')} more characters are left out here.`);
    expect(url.length - 2048).toBeGreaterThan(999);
  });

  it('the receipt counts answers, prints numbers and the time in the locale’s words', () => {
    const at = Date.UTC(2020, 0, 15, 9, 30);
    render(
      <ElicitationReceipt
        locale="ar-EG"
        server={server}
        params={{
          message: 'm',
          requestedSchema: { type: 'object', properties: { seats: { type: 'number', title: 'Seats' } } },
        }}
        result={{ action: 'accept', content: { seats: 1500, extra: 2500 } }}
        at={at}
      />,
    );
    const receipt = screen.getByRole('region', { name: 'Your answer to Contacts' });
    expect(receipt).toHaveTextContent(`You sent ${arabic(2)} answers to Contacts.`);
    expect(
      within(receipt)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual([arabic(1500), arabic(2500)]);
    expect(receipt.querySelector('time')?.textContent).toBe(
      `At ${new Intl.DateTimeFormat('ar-EG', { dateStyle: 'medium', timeStyle: 'short' }).format(at)}`,
    );
  });

  it('an error lists the allowed answers in the locale’s digits and words', async () => {
    const user = userEvent.setup();
    renderIn('de', { seats: { type: 'integer', title: 'Seats', enum: [1000, 2000, 3000] } }, { required: ['seats'] });
    await user.type(screen.getByRole('textbox', { name: /Seats/ }), '5');
    await user.click(screen.getByRole('button', { name: 'Review answers' }));
    expect(
      await screen.findByText('Use one of these answers: 1.000, 2.000 oder 3.000.', {
        selector: '[data-slot="elicitation-field-error"] p',
      }),
    ).toBeInTheDocument();
  });
});

describe('ElicitationLanguageProvider: the language named once for every part inside it (issue 35)', () => {
  const form = { message: 'm', requestedSchema: { type: 'object', properties: { name: { type: 'string' } } } };

  it('gives a panel and a receipt its words, locale and direction, with no props of their own', () => {
    render(
      <ElicitationLanguageProvider messages={ko} locale="ko-KR" dir="rtl">
        <ElicitationPanel server={server} onResult={() => {}} params={form} />
        <ElicitationReceipt server={server} params={form} result={{ action: 'decline' }} />
      </ElicitationLanguageProvider>,
    );
    expect(screen.getByRole('button', { name: ko.actions.decline })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Contacts에 한 답변' })).toHaveTextContent(
      'Contacts의 요청을 거절했어요.',
    );
    for (const part of document.querySelectorAll('[data-slot="elicitation"], [data-slot="elicitation-receipt"]'))
      expect(part).toHaveAttribute('dir', 'rtl');
  });

  it('a part’s own prop wins, and an inner provider overrides an outer one setting by setting', () => {
    render(
      <ElicitationLanguageProvider messages={ko}>
        <ElicitationLanguageProvider dir="rtl">
          <ElicitationPanel server={server} onResult={() => {}} params={form} />
        </ElicitationLanguageProvider>
        <ElicitationPanel server={server} onResult={() => {}} params={form} messages={en} />
      </ElicitationLanguageProvider>,
    );
    const [inner, own] = [...document.querySelectorAll('[data-slot="elicitation"]')] as HTMLElement[];
    // Korean from the outer provider, right to left from the inner one.
    expect(within(inner as HTMLElement).getByRole('button', { name: ko.actions.decline })).toBeInTheDocument();
    expect(inner).toHaveAttribute('dir', 'rtl');
    // English from its own prop, left to right as English is.
    expect(within(own as HTMLElement).getByRole('button', { name: en.actions.decline })).toBeInTheDocument();
    expect(own).toHaveAttribute('dir', 'ltr');
  });

  it('reaches the queue’s dialogs through ElicitationProvider', async () => {
    const queue = new ElicitationQueue();
    render(
      <ElicitationLanguageProvider messages={ko}>
        <ElicitationProvider queue={queue} />
      </ElicitationLanguageProvider>,
    );
    void queue.enqueue({ server, params: form });
    expect(await screen.findByRole('button', { name: ko.actions.decline })).toBeInTheDocument();
  });
});
