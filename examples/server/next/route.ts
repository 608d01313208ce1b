// app/api/elicitations/route.ts: the endpoint the page's connectElicitationBridge talks to.
import { getBridge } from './bridge';

export const dynamic = 'force-dynamic'; // a live stream per request, never cached

export async function GET(request: Request): Promise<Response> {
  return (await getBridge()).fetch(request);
}

export async function POST(request: Request): Promise<Response> {
  return (await getBridge()).fetch(request);
}
