/** The input a route accepts (hand-written for the routes that exist, derived from the schema for new ones). */
import { INTRUDER_SLUG, OWNER_SLUG, type Intruder } from './fixtures';
import type { RouteSpec } from './routes';
import { sampleFor } from './samples';

export interface RouteInput {
  path: Record<string, string>;
  query: Record<string, string | string[]>;
  body?: unknown;
  headers?: Record<string, string>;
}

/** The support address of the suite's app (the default ADMIN_EMAIL). */
const SUPPORT_EMAIL = 'admin@utsav-invites.in';

/** Inputs that pass validation, chosen so a route does little harm when it accepts them. */
function knownInputs(intruder: Intruder): Record<string, Partial<RouteInput>> {
  return {
    'POST /rest/api/public/contact-us': {
      body: { name: 'Asha Rao', phone: '9876543210', email: 'asha@example.in', message: 'Hello' },
    },
    'GET /rest/api/public/increment_analytics/:page': { path: { page: 'homepage' } },
    'GET /rest/api/public/art/:id/:kind.svg': { path: { id: 'wed001', kind: 'thumbnail' } },
    // The owner's published invitation, so the page's own code runs (an unknown address stops at its lookup).
    'GET /invite/:slug': { path: { slug: OWNER_SLUG } },
    'GET /rest/api/send-verify-otp': { query: { email: 'new.visitor@example.in' } },
    'POST /rest/api/verify-user': { body: { email: 'new.visitor@example.in', otp: '1234' } },
    'POST /rest/api/signup': {
      body: {
        email: 'new.visitor@example.in',
        password: 'long enough pw',
        full_name: 'New Visitor',
        phone: '9876543210',
        role: 'user',
      },
    },
    'POST /rest/api/login': { body: { email: 'nobody@example.in', password: 'not the password' } },
    'POST /rest/api/forgot-password': { body: { email: 'nobody@example.in' } },
    'POST /rest/api/reset-forgot-password': {
      body: { email: 'nobody@example.in', token: 'A'.repeat(43), password: 'long enough pw' },
    },
    'PUT /rest/api/update_user': {
      body: { firstName: 'Bala Intruder', email: intruder.email, phoneNumber: '9000000002' },
    },
    'GET /rest/api/public/addtocart/:templateId/:packType': { path: { templateId: 'wed002', packType: 'basic' } },
    'GET /rest/api/public/get_templates_by_id/:id': { path: { id: 'wed001' } },
    'GET /rest/api/public/checkpaymentstatus': { query: { orderId: intruder.orderId } },
    'GET /rest/api/public/sandbox-checkout/:orderId': { path: { orderId: intruder.orderId } },
    'POST /rest/api/public/sandbox-checkout/:orderId': {
      path: { orderId: intruder.orderId },
      body: { decision: 'pay' },
    },
    'POST /rest/api/private/createuserdata': {
      body: {
        baseTempID: 'wed001',
        userName: intruder.email,
        liveID: '',
        components: [{ comp_id: 'wed001-BrideName', comp_type: 'TEXT', comp_value: 'Bala' }],
      },
    },
    'GET /rest/api/private/get_userdata_component_fromuser': {
      query: { baseTempID: 'wed001', userName: intruder.email, liveID: '' },
    },
    'GET /rest/api/public/download': { query: { filename: intruder.fileName } },
    'GET /rest/api/private/look/:templateId': { path: { templateId: 'wed001' } },
    'PUT /rest/api/private/look/:templateId': {
      path: { templateId: 'wed001' },
      body: {
        palette: null,
        accent: '#d4a017',
        fonts: 'regal',
        texts: [{ lang: 'hi', field: 'BrideName', text: 'बाला' }],
      },
    },
    'POST /rest/api/private/look/:templateId/music': { path: { templateId: 'wed001' } },
    'GET /rest/api/private/live/slug': { query: { baseTempID: 'wed001', slug: INTRUDER_SLUG } },
    'POST /rest/api/private/live/publish': {
      body: { baseTempID: 'wed001', slug: INTRUDER_SLUG, indexable: false, accessCode: 'open sesame' },
    },
    'POST /rest/api/private/live/unpublish': { body: { baseTempID: 'wed001' } },
    // Guests' calls go to the owner's published site (nobody but the owner can take it down).
    'POST /rest/api/public/live/:slug/wishes': {
      path: { slug: OWNER_SLUG },
      body: { name: 'Kavya', message: 'Congratulations!', website: '' },
    },
    'POST /rest/api/public/live/:slug/rsvp': {
      path: { slug: OWNER_SLUG },
      body: {
        name: 'Kavya',
        phone: '9876543210',
        events: [{ eventKey: 'main', attending: true, adults: 2, children: 0, meal: 'Veg' }],
      },
    },
    'POST /rest/api/public/live/:slug/photos': { path: { slug: OWNER_SLUG } },
    'GET /rest/api/public/live/:slug/calendar/:eventKey.ics': { path: { slug: OWNER_SLUG, eventKey: 'main' } },
    // The owner's site has no film: the route's own checks run and answer 404.
    'GET /rest/api/public/live/:slug/films/:eventKey': {
      path: { slug: OWNER_SLUG, eventKey: 'main' },
      query: { lang: 'en' },
    },
    // Nor a general card: the route's own checks run and answer 404.
    'GET /rest/api/public/live/:slug/cards/:eventKey': {
      path: { slug: OWNER_SLUG, eventKey: 'main' },
      query: { lang: 'en' },
    },
    // A picture's id is 32 hex digits (the hash of what it shows).
    'GET /rest/api/private/live/:liveId/media/:id': { path: { id: 'a'.repeat(32) } },
    'GET /rest/api/private/live/:liveId/media/:id/file': { path: { id: 'a'.repeat(32) } },
    // A job's id is a UUID; an unknown one is a 404 after validation.
    'POST /rest/api/admin/jobs/:queue/:id/retry': {
      path: { queue: 'keepsake-book', id: '00000000-0000-4000-8000-000000000000' },
    },
    'POST /rest/api/chatuser': {
      query: { user: intruder.email },
      body: { from: intruder.email, to: SUPPORT_EMAIL, message: 'Hello' },
    },
    'GET /rest/api/getchatuser': { query: { user: intruder.email, admin: SUPPORT_EMAIL } },
    'POST /rest/api/public/razorpay/webhook': {
      body: { event: 'payment_link.paid' },
      headers: { 'x-razorpay-signature': 'ab'.repeat(32) },
    },
  };
}

/** Derived from the route's schemas: required query keys and body properties, path values. */
function derivedInput(route: RouteSpec): RouteInput {
  const path = Object.fromEntries(route.pathParams.map((p) => [p.name, String(sampleFor(p.schema))]));
  const query = Object.fromEntries(
    route.query.filter((q) => q.required).map((q) => [q.name, String(sampleFor(q.schema))]),
  );
  return { path, query, body: route.body ? sampleFor(route.body) : undefined };
}

export function inputFor(route: RouteSpec, intruder: Intruder): RouteInput {
  const derived = derivedInput(route);
  const known = knownInputs(intruder)[route.key.replace(/^HEAD /, 'GET ')] ?? {};
  return {
    path: { ...derived.path, ...known.path },
    query: { ...derived.query, ...known.query },
    body: known.body ?? derived.body,
    headers: known.headers,
  };
}
