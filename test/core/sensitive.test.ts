import { describe, expect, it } from 'vitest';
import {
  type FormElicitationRequest,
  findSensitiveFields,
  parseElicitationRequest,
  type SensitiveWords,
} from '../../src/core';
import { ar } from '../../src/locales/ar';
import { ko } from '../../src/locales/ko';
import { requestFixtures } from '../fixtures';

function form(properties: Record<string, unknown>): FormElicitationRequest {
  const parsed = parseElicitationRequest({ message: 'm', requestedSchema: { type: 'object', properties } });
  if (!parsed.ok || parsed.request.mode !== 'form') throw new Error(JSON.stringify(parsed));
  return parsed.request;
}

describe('findSensitiveFields', () => {
  it.each([
    ['password', { type: 'string' }, 'password', 'name'],
    ['userPassword', { type: 'string' }, 'password', 'name'],
    ['pass_phrase', { type: 'string' }, 'password', 'name'],
    ['apiKey', { type: 'string' }, 'api-key', 'name'],
    ['OPENAI_API_KEY', { type: 'string' }, 'api-key', 'name'],
    ['x-access-key', { type: 'string' }, 'api-key', 'name'],
    ['githubToken', { type: 'string' }, 'token', 'name'],
    ['refresh_token', { type: 'string' }, 'token', 'name'],
    ['clientSecret', { type: 'string' }, 'secret', 'name'],
    ['cardNumber', { type: 'string' }, 'card-number', 'name'],
    ['cc_num', { type: 'integer' }, 'card-number', 'name'],
    ['cvv', { type: 'integer' }, 'cvv', 'name'],
    ['cvc2', { type: 'string' }, 'cvv', 'name'],
    ['totp', { type: 'string' }, 'one-time-code', 'name'],
    ['field1', { type: 'string', title: 'Your Password' }, 'password', 'title'],
    ['field2', { type: 'string', title: 'Security code on the back of the card' }, 'cvv', 'title'],
    ['field3', { type: 'string', description: 'Paste the bearer token from the dashboard' }, 'token', 'description'],
    ['field4', { type: 'number', description: 'Credit card number, no spaces' }, 'card-number', 'description'],
  ])('%s (%j) → %s from %s', (name, schema, kind, source) => {
    expect(findSensitiveFields(form({ [name]: schema }))).toEqual([expect.objectContaining({ name, kind, source })]);
  });

  // Words of other languages come with their catalogues: core holds only the English ones.
  const KOREAN = [
    ['비번', { type: 'string', title: '비밀번호' }, 'password', 'title'],
    ['ko1', { type: 'string', title: 'API 키' }, 'api-key', 'title'],
    ['ko2', { type: 'string', description: '액세스 토큰을 붙여 넣으세요' }, 'token', 'description'],
    ['ko3', { type: 'string', title: '카드 번호' }, 'card-number', 'title'],
    ['ko4', { type: 'string', title: '카드 뒷면의 보안코드' }, 'cvv', 'title'],
    ['ko5', { type: 'string', title: '인증번호 6자리' }, 'one-time-code', 'title'],
    ['ko6', { type: 'string', title: '암호' }, 'password', 'title'],
  ] as const;

  const ARABIC = [
    ['ar1', { type: 'string', title: 'كلمة المرور' }, 'password', 'title'],
    ['ar2', { type: 'string', title: 'الرقم السري للبطاقة' }, 'password', 'title'],
    ['ar3', { type: 'string', title: 'مفتاح الواجهة البرمجية' }, 'api-key', 'title'],
    ['ar4', { type: 'string', description: 'الصق رمز الوصول من لوحة التحكم' }, 'token', 'description'],
    ['ar5', { type: 'string', title: 'رقم البطاقة' }, 'card-number', 'title'],
    ['ar6', { type: 'string', title: 'رمز الأمان على ظهر البطاقة' }, 'cvv', 'title'],
    ['ar7', { type: 'string', title: 'رمز التحقق المرسل إلى هاتفك' }, 'one-time-code', 'title'],
    ['ar8', { type: 'string', title: 'السر المشترك' }, 'secret', 'title'],
  ] as const;

  it.each([
    ...KOREAN.map((row) => [...row, 'Korean', ko.sensitiveWords] as const),
    ...ARABIC.map((row) => [...row, 'Arabic', ar.sensitiveWords] as const),
  ])("%s (%j) → %s from %s with the %s catalogue's words", (name, schema, kind, source, _language, words) => {
    expect(findSensitiveFields(form({ [name]: schema }), [words])).toEqual([
      expect.objectContaining({ name, kind, source }),
    ]);
  });

  it.each([
    ['أسرة', 'a family, which holds the letters of "secret"'],
    ['سريع', 'fast'],
    ['رقم الهاتف', 'a phone number'],
    ['البريد الإلكتروني', 'an email address'],
  ])('takes %s (%s) for no secret in Arabic', (title) => {
    expect(findSensitiveFields(form({ field: { type: 'string', title } }), [ar.sensitiveWords])).toEqual([]);
  });

  it('finds no Korean secret without the Korean words: English is all core knows', () => {
    for (const [name, schema] of KOREAN) expect(findSensitiveFields(form({ [name]: schema })), name).toEqual([]);
  });

  it('takes a new language from its words alone, with no change to core (a Japanese catalogue)', () => {
    const japanese: SensitiveWords = { password: /パスワード|暗証番号/iu, 'api-key': /APIキー/iu };
    const request = form({
      pw: { type: 'string', title: 'パスワード' },
      key: { type: 'string', description: 'APIキーを貼り付けてください' },
      city: { type: 'string', title: '都市' },
    });
    expect(findSensitiveFields(request)).toEqual([]);
    expect(findSensitiveFields(request, [japanese])).toEqual([
      expect.objectContaining({ name: 'pw', kind: 'password', source: 'title', match: 'パスワード' }),
      expect.objectContaining({ name: 'key', kind: 'api-key', source: 'description', match: 'APIキー' }),
    ]);
    // English still counts beside another language's words.
    expect(findSensitiveFields(form({ apiKey: { type: 'string' } }), [japanese])).toEqual([
      expect.objectContaining({ kind: 'api-key' }),
    ]);
  });

  it.each([
    ['username', { type: 'string' }],
    ['email', { type: 'string', format: 'email' }],
    ['passport_country', { type: 'string' }],
    ['keyboardLayout', { type: 'string' }],
    ['tokenizer', { type: 'string', enum: ['bpe', 'wordpiece'] }],
    ['rememberPassword', { type: 'boolean' }],
    ['password_policy', { type: 'string', enum: ['strict', 'lenient'] }],
    ['spin', { type: 'integer', description: 'How many spins?' }],
    [
      'favoriteInteger',
      { type: 'integer', description: 'do not give us your phone number, pin, or other sensitive info' },
    ],
    ['compass', { type: 'string', title: 'Compass heading' }],
    ['이름', { type: 'string', title: '이름' }],
  ])('%s is not sensitive', (name, schema) => {
    expect(findSensitiveFields(form({ [name]: schema }))).toEqual([]);
  });

  it('finds nothing in the seed, server-everything and conformance forms', () => {
    for (const fixture of [
      requestFixtures.seedStructuredData,
      requestFixtures.serverEverything,
      requestFixtures.conformanceSep1034,
    ]) {
      const parsed = parseElicitationRequest(fixture.params);
      expect(parsed.ok && findSensitiveFields(parsed.request)).toEqual([]);
    }
  });

  it('never flags a URL request, where secrets belong', () => {
    const parsed = parseElicitationRequest(requestFixtures.seedUrlApiKey.params);
    expect(parsed.ok && findSensitiveFields(parsed.request)).toEqual([]);
  });

  it('reports each field once, with its label and the matched words', () => {
    expect(
      findSensitiveFields(form({ apiToken: { type: 'string', title: 'API token', description: 'secret' } })),
    ).toEqual([{ name: 'apiToken', label: 'API token', kind: 'token', source: 'name', match: 'Token' }]);
  });
});
