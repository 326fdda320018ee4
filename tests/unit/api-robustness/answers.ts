/** What every answer to bad input must look like: never a 5xx, and a refusal a person can read. */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * Routes whose refusals are documented as something other than JSON: the sandbox checkout is a page shown
 * in the payment frame, so its "no such order" answer is a page too; an unknown live invitation address gets a
 * friendly page for its guests.
 */
const NON_JSON_REFUSALS: Record<string, RegExp> = {
  'GET /rest/api/public/sandbox-checkout/:orderId': /^text\/html/,
  'HEAD /rest/api/public/sandbox-checkout/:orderId': /^text\/html/,
  'GET /invite/:slug': /^text\/html/,
  'HEAD /invite/:slug': /^text\/html/,
  // The guest page's HTML forms are answered with the page (or a small page) for a person to read.
  'POST /invite/:slug/rsvp': /^text\/html/,
  'POST /invite/:slug/wishes': /^text\/html/,
  'POST /invite/:slug/photos': /^text\/html/,
  'POST /invite/:slug/access': /^text\/html/,
};

/** Things that only appear in a response when internals leak: stack frames, file paths, framework codes. */
const INTERNALS =
  /\n\s+at |node_modules|\/work\/|\/tmp\/|FST_ERR|\[object |ECONNREFUSED|syntax error at|violates .* constraint|invalid byte sequence/i;

/** The contents of files that a traversal could reach. */
const ESCAPED_FILES = /root:x?:0:0:|"devDependencies"|\[boot loader\]/;

export function expectSaneAnswer(response: LightMyRequestResponse, routeKey: string, what: string): void {
  const label = `${routeKey} with ${what}: ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, label).toBeLessThan(500);
  expect(response.body, label).not.toMatch(ESCAPED_FILES);
  if (response.statusCode < 400 || routeKey.startsWith('HEAD ')) return;

  const type = String(response.headers['content-type'] ?? '');
  const documented = NON_JSON_REFUSALS[routeKey];
  if (documented?.test(type)) {
    expect(response.body.length, label).toBeGreaterThan(20);
    return;
  }
  expect(type, label).toMatch(/^application\/json/);
  const body = response.json();
  expect(typeof body.message, label).toBe('string');
  expect(body.message.length, label).toBeGreaterThanOrEqual(3);
  expect(body.message.length, label).toBeLessThanOrEqual(600);
  expect(body.message, label).toMatch(/[A-Za-z]{2}/);
  expect(body.message, label).not.toMatch(INTERNALS);
  expect(body.message, label).not.toMatch(/\bundefined\b/);
  // The spec's clients read `responce`; `error` is a status text, not a class name.
  expect(typeof body.responce, label).toBe('string');
  if (body.error !== undefined) expect(body.error, label).not.toMatch(/Error$/);
}

/** A refusal (4xx) that names the field it is about. */
export function expectRefusal(
  response: LightMyRequestResponse,
  routeKey: string,
  what: string,
  mentions?: string,
): void {
  expectSaneAnswer(response, routeKey, what);
  const label = `${routeKey} with ${what}: ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
  if (mentions !== undefined) expect(response.json().message, label).toContain(mentions);
}
