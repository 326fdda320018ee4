/**
 * A route of the wire contract as one value: its method, its path (with `{name}` placeholders) and, as types only,
 * what it takes and what it answers. The web app calls a route by this value, so the address and the answer's type
 * come from one place instead of being paired by hand at each call. Types only travel: no schema reaches the
 * browser bundle.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Names a type in a route's declaration: `answer: type<HouseholdList>()`. Nothing exists at run time. */
export const type = <T>() => undefined as unknown as T;

export interface Route<M extends Method, P extends string, Answer, Body, Query> {
  method: M;
  path: P;
  /** Types only (see `type`). */
  answer: Answer;
  body: Body;
  query: Query;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route, whatever it carries
export type AnyRoute = Route<Method, string, any, any, any>;

/** `{liveId}` and `{id}` in `private/live/{liveId}/households/{id}`. */
type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;
export type ParamsOf<P extends string> = { [Name in ParamNames<P>]: string | number | boolean };

export type AnswerOf<R extends AnyRoute> = R['answer'];
export type BodyOf<R extends AnyRoute> = R['body'];

/** Declares a route: `route('GET', '/rest/api/private/live/{liveId}/households', { answer: type<HouseholdList>() })`. */
export function route<M extends Method, P extends string, Answer, Body = undefined, Query = undefined>(
  method: M,
  path: P,
  types: { answer: Answer; body?: Body; query?: Query },
): Route<M, P, Answer, Body, Query> {
  return { method, path, answer: types.answer, body: undefined as Body, query: undefined as Query };
}

/** The route's address with its placeholders filled in (each value encoded as one path segment). */
export function pathOf<P extends string>(path: P, params: ParamsOf<P>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = (params as Record<string, string | number | boolean | undefined>)[name];
    if (value === undefined) throw new Error(`${path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}
