/**
 * The demo's front: four scenarios that show what the library is for, in the language the person
 * picked, and the latest call's outcome where the person is looking (a panel pinned to the bottom of
 * the window), with a sign while a call is under way.
 */
import { useEffect, useRef } from 'react';

export type PageLanguage = 'en' | 'ko' | 'ar';

/** One featured scenario: which server and tool, and what a person should expect. */
interface Scenario {
  target: 'demo';
  tool: string;
  title: Record<PageLanguage, string>;
  body: Record<PageLanguage, string>;
}

const SCENARIOS: readonly Scenario[] = [
  {
    target: 'demo',
    tool: 'seed_contact_information',
    title: { en: 'A form', ko: '양식', ar: 'نموذج' },
    body: {
      en: 'A server asks for your name, email and age. Review your answers, then send, decline or cancel.',
      ko: '서버가 이름, 이메일, 나이를 물어요. 답을 확인한 뒤 보내거나 거절하거나 취소하세요.',
      ar: 'يطلب خادم اسمك وبريدك الإلكتروني وعمرك. راجع إجاباتك ثم أرسلها أو ارفض أو ألغِ.',
    },
  },
  {
    target: 'demo',
    tool: 'suspicious_url',
    title: { en: 'A risky link', ko: '위험한 링크', ar: 'رابط خطِر' },
    body: {
      en: 'A link made to look like PayPal. See the warning before anything opens.',
      ko: 'PayPal처럼 보이게 만든 링크예요. 아무것도 열리기 전에 경고를 보여 줘요.',
      ar: 'رابط صُنع ليبدو مثل PayPal. يظهر التحذير قبل أن يُفتح أي شيء.',
    },
  },
  {
    target: 'demo',
    tool: 'multi_step_signup',
    title: { en: 'Two steps in one call', ko: '한 번의 호출, 두 단계', ar: 'خطوتان في طلب واحد' },
    body: {
      en: 'A sign-up that asks twice: your name and email, then a plan.',
      ko: '두 번 묻는 가입: 이름과 이메일, 그다음 요금제.',
      ar: 'تسجيل يسأل مرتين: اسمك وبريدك الإلكتروني، ثم خطة.',
    },
  },
  {
    target: 'demo',
    tool: 'connect_account_secrets',
    title: { en: 'A server that asks for secrets', ko: '비밀번호를 묻는 서버', ar: 'خادم يطلب أسرارًا' },
    body: {
      en: 'A password in a form, which servers must never ask for. The library warns first and suggests Decline.',
      ko: '서버가 절대 물으면 안 되는 비밀번호를 양식으로 물어요. 먼저 경고하고 거절을 권해요.',
      ar: 'كلمة مرور في نموذج، وهو ما لا يجوز للخوادم طلبه. تحذّر المكتبة أولًا وتقترح الرفض.',
    },
  },
];

/** The page's own words, in the three languages the library speaks. */
export const WORDS = {
  en: {
    title: 'mcp-elicitation-react demo host',
    intro:
      'A browser host connected to real MCP servers. Call a tool; when its server asks for input, the library shows who is asking, lets you review, and sends exactly one result back.',
    theme: 'Theme',
    themes: { system: 'System', light: 'Light', dark: 'Dark' },
    language: 'Language',
    developers: 'For developers: every tool, and a transcript of what went over the wire (in English).',
    start: 'Start here',
    startBody: 'Each button calls a tool on a real MCP server, which then asks you something.',
    tryIt: 'Try it',
    latest: 'Latest result',
    idle: 'Call a tool: what the server did with your answer shows here.',
    running: (tool: string) => `Calling ${tool}… the server may ask you something first.`,
    done: (tool: string) => `${tool} finished.`,
    failed: (tool: string) => `${tool} failed.`,
  },
  ko: {
    title: 'mcp-elicitation-react 데모 호스트',
    intro:
      '실제 MCP 서버에 연결된 브라우저 호스트예요. 도구를 호출하고 서버가 입력을 요청하면, 라이브러리가 누가 묻는지 보여 주고 답을 확인하게 한 뒤 결과를 정확히 한 번 돌려보내요.',
    theme: '테마',
    themes: { system: '시스템', light: '밝게', dark: '어둡게' },
    language: '언어',
    developers: '개발자용: 모든 도구와 오간 메시지 기록(영어).',
    start: '여기서 시작하세요',
    startBody: '버튼마다 실제 MCP 서버의 도구를 호출하고, 서버가 무언가를 물어요.',
    tryIt: '해 보기',
    latest: '최근 결과',
    idle: '도구를 호출하면 서버가 답으로 한 일이 여기에 나와요.',
    running: (tool: string) => `${tool} 호출 중… 서버가 먼저 무언가를 물을 수 있어요.`,
    done: (tool: string) => `${tool} 완료.`,
    failed: (tool: string) => `${tool} 실패.`,
  },
  ar: {
    title: 'مضيف تجريبي لـ mcp-elicitation-react',
    intro:
      'مضيف في المتصفح متصل بخوادم MCP حقيقية. استدعِ أداة؛ وحين يطلب خادمها إدخالًا، تُظهر المكتبة من يسأل، وتتيح لك مراجعة إجاباتك، وتُرسل نتيجة واحدة فقط.',
    theme: 'المظهر',
    themes: { system: 'النظام', light: 'فاتح', dark: 'داكن' },
    language: 'اللغة',
    developers: 'للمطوّرين: كل الأدوات، وسجل بما أُرسل واستُقبل (بالإنجليزية).',
    start: 'ابدأ هنا',
    startBody: 'كل زر يستدعي أداة على خادم MCP حقيقي، ثم يسألك الخادم شيئًا.',
    tryIt: 'جرّبه',
    latest: 'آخر نتيجة',
    idle: 'استدعِ أداة: ما فعله الخادم بإجابتك يظهر هنا.',
    running: (tool: string) => `جارٍ استدعاء ${tool}… قد يسألك الخادم شيئًا أولًا.`,
    done: (tool: string) => `انتهى ${tool}.`,
    failed: (tool: string) => `فشل ${tool}.`,
  },
} satisfies Record<PageLanguage, unknown>;

export const DIRECTION: Record<PageLanguage, 'ltr' | 'rtl'> = { en: 'ltr', ko: 'ltr', ar: 'rtl' };

/** The latest call: under way, or its outcome. */
export type Latest =
  | { state: 'running'; tool: string }
  | { state: 'done'; tool: string; text: string }
  | { state: 'failed'; tool: string; text: string };

export function FeaturedScenarios({
  language,
  available,
  onTry,
}: {
  language: PageLanguage;
  /** Whether the scenario's server is connected (its button waits until it is). */
  available: (scenario: Scenario) => boolean;
  onTry: (scenario: Scenario) => void;
}) {
  const words = WORDS[language];
  return (
    <section aria-labelledby="start-heading" className="featured" lang={language} dir={DIRECTION[language]}>
      <h2 id="start-heading">{words.start}</h2>
      <p>{words.startBody}</p>
      <ul>
        {SCENARIOS.map((scenario) => (
          <li key={scenario.tool}>
            <h3>{scenario.title[language]}</h3>
            <p>{scenario.body[language]}</p>
            <button
              type="button"
              disabled={!available(scenario)}
              aria-label={`${words.tryIt}: ${scenario.title[language]}`}
              onClick={() => onTry(scenario)}
            >
              {words.tryIt}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The latest call's outcome, pinned to the bottom of the window: in view after every call. */
export function LatestResult({ language, latest }: { language: PageLanguage; latest: Latest | null }) {
  const words = WORDS[language];
  const body = useRef<HTMLPreElement>(null);
  useEffect(() => {
    // A new outcome starts at its top.
    if (latest?.state !== 'running') body.current?.scrollTo?.({ top: 0 });
  }, [latest]);
  return (
    <section
      aria-labelledby="latest-heading"
      className="latest"
      data-state={latest?.state ?? 'idle'}
      lang={language}
      dir={DIRECTION[language]}
    >
      <h2 id="latest-heading">{words.latest}</h2>
      <p role="status" className="latest-status">
        {latest === null
          ? words.idle
          : latest.state === 'running'
            ? words.running(latest.tool)
            : latest.state === 'done'
              ? words.done(latest.tool)
              : words.failed(latest.tool)}
      </p>
      {latest && latest.state !== 'running' ? (
        <pre ref={body} lang="en" dir="ltr" data-testid="latest-result">
          {latest.text}
        </pre>
      ) : null}
    </section>
  );
}
