/**
 * The strings the queue adds around each request, per locale. Templates use `{name}` placeholders.
 */

/** The queue's message catalogue. */
export interface ElicitationQueueMessages {
  /** Where the shown request stands, e.g. "1 of 3". */
  position: string;
  /** Shown when the server withdrew (cancelled, timed out) the request the user was looking at. */
  withdrawn: string;
  /** Shown when another tab or device of the same user answered the request being shown. */
  answeredElsewhere: string;
  /** Accessible name of the dialog that walks through the pages of a `-32042` error. */
  urlRequiredTitle: string;
}

/** English queue messages. */
export const enQueueMessages: ElicitationQueueMessages = {
  position: '{index} of {total}',
  withdrawn: '{server} withdrew its request.',
  answeredElsewhere: 'The request from {server} was answered in another tab.',
  urlRequiredTitle: '{server} needs you to open a web page first',
};

/** Korean queue messages. */
export const koQueueMessages: ElicitationQueueMessages = {
  position: '{total}개 중 {index}번째',
  withdrawn: '{server}이(가) 요청을 거둬들였어요.',
  answeredElsewhere: '{server}의 요청은 다른 탭에서 이미 답했어요.',
  urlRequiredTitle: '{server}의 요청을 계속하려면 먼저 웹 페이지를 열어야 해요',
};

const BUILT_IN: Record<string, ElicitationQueueMessages> = { en: enQueueMessages, ko: koQueueMessages };

/** The built-in queue messages for a BCP 47 locale (its language if built in, else English) with overrides. */
export function resolveQueueMessages(
  locale: string,
  overrides?: Partial<ElicitationQueueMessages>,
): ElicitationQueueMessages {
  const language = locale.toLowerCase().split(/[-_]/)[0] ?? 'en';
  return { ...(BUILT_IN[language] ?? enQueueMessages), ...overrides };
}
