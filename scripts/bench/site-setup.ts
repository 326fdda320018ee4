/**
 * What a buyer does before guests arrive, through the HTTP API of a running server as the web app does it:
 * sign up with the code mailed to the development outbox (DATA_DIR/outbox), log in, buy a template in the
 * sandbox checkout, save the content and publish the site. Each step fails with the step's name and the
 * server's answer.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cookiesOf, jsonOf, request, sleep } from './http';

const STEP_TIMEOUT_MS = 30_000;
const MAIL_WAIT_MS = 15_000;

export interface Buyer {
  email: string;
  password: string;
  token: string;
}

const json = (body: unknown) => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
  timeoutMs: STEP_TIMEOUT_MS,
});
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The 4-digit code of the latest signup mail to `email` in the development outbox. */
async function mailedCode(dataDir: string, email: string): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  const deadline = Date.now() + MAIL_WAIT_MS;
  while (Date.now() < deadline) {
    const files = existsSync(outbox) ? readdirSync(outbox).filter((name) => name.endsWith(`-${email}.txt`)) : [];
    const latest = files.sort().at(-1);
    const code = latest && /^Subject: (\d{4}) is your/m.exec(readFileSync(join(outbox, latest), 'utf8'))?.[1];
    if (code) return code;
    await sleep(100);
  }
  throw new Error(`sign-up: no code mailed to ${email} in ${outbox} within ${MAIL_WAIT_MS / 1000} s`);
}

export async function logIn(baseUrl: string, email: string, password: string, localAddress?: string) {
  return request(`${baseUrl}/rest/api/login`, { method: 'POST', ...json({ email, password }), localAddress });
}

/** A new account through signup (code from the outbox), logged in. */
export async function signUp(baseUrl: string, dataDir: string, email: string, password: string): Promise<Buyer> {
  const api = `${baseUrl}/rest/api`;
  jsonOf(
    await request(`${api}/send-verify-otp?email=${encodeURIComponent(email)}`, { timeoutMs: STEP_TIMEOUT_MS }),
    'sign-up: send-verify-otp',
  );
  const otp = await mailedCode(dataDir, email);
  const verified = await request(`${api}/verify-user`, { method: 'POST', ...json({ email, otp }) });
  jsonOf(verified, 'sign-up: verify-user');
  const signup = json({ email, password, full_name: 'Priya Sharma', phone: '9876543210', role: 'user' });
  jsonOf(
    await request(`${api}/signup`, {
      method: 'POST',
      ...signup,
      headers: { ...signup.headers, cookie: cookiesOf(verified) },
    }),
    'sign-up: signup',
  );
  const { responce: token } = jsonOf<{ responce: string }>(await logIn(baseUrl, email, password), 'log-in');
  return { email, password, token };
}

/** Buys `templateId` in `pack`: cart, order, and "Pay now" on the sandbox checkout the order links to. */
export async function buy(baseUrl: string, buyer: Buyer, templateId: string, pack: 'basic' | 'premium' | 'luxury') {
  const api = `${baseUrl}/rest/api`;
  const headers = bearer(buyer.token);
  jsonOf(
    await request(`${api}/public/addtocart/${templateId}/${pack}`, { headers, timeoutMs: STEP_TIMEOUT_MS }),
    `buying ${templateId}: addtocart`,
  );
  const order = jsonOf<{ responceId: { link: string | null; orderId: string | null } }>(
    await request(`${api}/public/buytemplates`, { headers, timeoutMs: STEP_TIMEOUT_MS }),
    `buying ${templateId}: buytemplates`,
  );
  const link = order.responceId.link;
  if (!link) throw new Error(`buying ${templateId}: the order has no payment link: ${JSON.stringify(order)}`);
  const paid = await request(new URL(link, baseUrl).toString(), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'decision=pay',
    timeoutMs: STEP_TIMEOUT_MS,
  });
  if (paid.status !== 303) throw new Error(`buying ${templateId}: the sandbox checkout answered ${paid.status}`);
  const status = jsonOf<{ status: string }>(
    await request(`${api}/public/checkpaymentstatus?orderId=${order.responceId.orderId}`, {
      headers,
      timeoutMs: STEP_TIMEOUT_MS,
    }),
    `buying ${templateId}: checkpaymentstatus`,
  );
  if (status.status !== 'Completed') throw new Error(`buying ${templateId}: the order is ${status.status}, not paid`);
}

/** Saves the content of a bought template; `fields` are the wire names without the template prefix. */
export async function saveContent(baseUrl: string, buyer: Buyer, templateId: string, fields: Record<string, string>) {
  jsonOf(
    await request(`${baseUrl}/rest/api/private/createuserdata`, {
      method: 'POST',
      ...json({
        baseTempID: templateId,
        components: Object.entries(fields).map(([name, value]) => ({
          comp_id: `${templateId}-${name}`,
          comp_type: 'TEXT',
          comp_value: value,
        })),
      }),
      headers: { 'content-type': 'application/json', ...bearer(buyer.token) },
    }),
    `saving the content of ${templateId}`,
  );
}

export async function publish(baseUrl: string, buyer: Buyer, templateId: string, slug: string, accessCode?: string) {
  jsonOf(
    await request(`${baseUrl}/rest/api/private/live/publish`, {
      method: 'POST',
      ...json({ baseTempID: templateId, slug, ...(accessCode ? { accessCode } : {}) }),
      headers: { 'content-type': 'application/json', ...bearer(buyer.token) },
    }),
    `publishing ${templateId} at ${slug}`,
  );
}

/** A bought (Premium), filled-in and published site at `slug`, optionally behind an access code. */
export async function publishedSite(
  baseUrl: string,
  buyer: Buyer,
  site: { templateId: string; slug: string; fields: Record<string, string>; accessCode?: string },
) {
  await buy(baseUrl, buyer, site.templateId, 'premium');
  await saveContent(baseUrl, buyer, site.templateId, site.fields);
  await publish(baseUrl, buyer, site.templateId, site.slug, site.accessCode);
}
