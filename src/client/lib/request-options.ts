// The options of an API call (lib/http.ts), typed by the endpoint it calls: the path parameters it
// needs, the body it takes and the answer it gives.
import type { AnswerOf, BodyOf, EndpointParts, PathParamNames } from '@contract/endpoint';
import type { QueryValue, RouteDef } from '@contract/route-paths';

/** Parses a response shape on success; zod schemas fit, but any { parse } does. */
export interface ResponseSchema<T> {
  parse(value: unknown): T;
}

export interface RequestOptions {
  /** Values for the route's :name segments. */
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** A body sent as it is with its type (a CSV file, a photo's bytes), for an endpoint that takes no JSON body. */
  raw?: { type: string; content: string | Blob };
  signal?: AbortSignal;
  /** Lets the request outlive the page (fetch's keepalive): a leave sent on pagehide. */
  keepalive?: boolean;
  /**
   * false for the calls whose 401 means "wrong credentials" rather than "session over"
   * (sign-in, spec §7) and for sign-out, which leaves anyway: no renewal, no redirect.
   */
  unauthorizedRedirect?: boolean;
}

/** The path parameters a route's `:name` segments ask for. */
type ParamsFor<R extends RouteDef> = [PathParamNames<R['path']>] extends [never]
  ? { params?: undefined }
  : { params: { [K in PathParamNames<R['path']>]: string | number } };

/** An endpoint's answer; unknown for a plain route of the table. */
export type Answer<R extends RouteDef> = R extends EndpointParts ? AnswerOf<R> : unknown;

/** The body option: required when the endpoint takes one, free for a plain route. */
type BodyOption<R extends RouteDef> = R extends EndpointParts
  ? BodyOf<R> extends undefined
    ? { body?: undefined }
    : { body: BodyOf<R> }
  : { body?: unknown };

/** A call's options, typed by its endpoint: the path parameters it needs and the body it takes. */
export type RequestOptionsFor<R extends RouteDef> = Omit<RequestOptions, 'params' | 'body'> & ParamsFor<R> & BodyOption<R>;

/** Options may be left out only by a call that needs neither path parameters nor a body. */
export type OptionsArgument<R extends RouteDef> = [PathParamNames<R['path']>] extends [never]
  ? R extends EndpointParts
    ? BodyOf<R> extends undefined
      ? [options?: RequestOptionsFor<R>]
      : [options: RequestOptionsFor<R>]
    : [options?: RequestOptionsFor<R>]
  : [options: RequestOptionsFor<R>];
