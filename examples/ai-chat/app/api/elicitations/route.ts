// The bridge endpoint: the page posts the person's answers here (answerElicitation). GET is the
// bridge's own event stream, for pages that show elicitations outside the chat (connectElicitationBridge).
import { getBridge } from '../../../lib/bridge';

export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  return (await getBridge()).fetch(request);
}

export async function POST(request: Request): Promise<Response> {
  return (await getBridge()).fetch(request);
}
