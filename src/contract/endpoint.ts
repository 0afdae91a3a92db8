// One endpoint's whole definition: its entry of the route table (method and path), who may call it,
// and the zod schemas of its path parameters, query, body and answer. The server registers its
// handler from the definition (and, under test, checks every answer against `response`); the
// client's apiRequest takes it and infers the path parameters, the body and the answer's type.
//
// The schemas join the route here, in each feature's `*-endpoints.ts`, rather than in routes.ts
// itself: the first script of every page and the service worker build URLs from routes.ts, and
// schemas there would bring zod and every feature's shapes into both. A definition reuses its
// route's method and path, so neither is written twice; tests/contract/endpoints.test.ts checks
// that every route has exactly one definition.
import type { z } from 'zod';
import type { Ability } from './permissions';
import type { RouteDef } from './routes';

/** Who may call an endpoint: anyone, anyone signed in, or those with an ability of the permission table. */
export type Access = 'public' | 'signed-in' | Ability;

/** The `:name` segments of a path: `'id' | 'conflictId'` for '/projects/:id/count-conflicts/:conflictId/resolution'. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A zod schema, of the classic API or of zod/mini (the shapes the first screens read without the classic API). */
type Schema = z.core.$ZodType;

export interface EndpointParts {
  readonly access: Access;
  /** Path parameters beyond plain text (each `:name` is a string unless this says more). */
  readonly params?: Schema;
  readonly query?: Schema;
  readonly body?: Schema;
  /** The JSON answer of a success; absent for an answer without a body, or a file. */
  readonly response?: Schema;
  /** The answer is a file (CSV, PDF) sent as it is, not JSON. */
  readonly file?: true;
}

export type EndpointDef = RouteDef & EndpointParts;

/** A route of the table with who may call it and its schemas. */
export function endpoint<const R extends RouteDef, const E extends EndpointParts>(route: R, parts: E): R & E {
  return { ...route, ...parts };
}

type Part<D, K extends 'params' | 'query' | 'body' | 'response'> = D extends { readonly [key in K]: infer S extends Schema } ? S : undefined;

/** What a caller sends as the body (before the schema's defaults and transforms). */
export type BodyOf<D> = Part<D, 'body'> extends Schema ? z.input<Part<D, 'body'>> : undefined;
/** What the handler receives as the body (after parsing). */
export type ParsedBodyOf<D> = Part<D, 'body'> extends Schema ? z.output<Part<D, 'body'>> : undefined;
export type ParsedQueryOf<D> = Part<D, 'query'> extends Schema ? z.output<Part<D, 'query'>> : undefined;
/** The path parameters as the handler receives them. */
export type ParsedParamsOf<D extends RouteDef> =
  Part<D, 'params'> extends Schema ? z.output<Part<D, 'params'>> : { [K in PathParamNames<D['path']>]: string };
/** A success's answer as the client reads it. */
export type AnswerOf<D> = Part<D, 'response'> extends Schema ? z.output<Part<D, 'response'>> : undefined;
