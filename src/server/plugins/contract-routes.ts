// Registers a handler for an endpoint of the contract (src/contract/endpoint.ts): its method and
// path, the guard its access asks for, and parsing of params, query and body with its schemas, so
// each is written once. Under test the answer is checked against the endpoint's response schema
// (response-check.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { API_PREFIX } from '@contract/constants';
import type { Access, EndpointDef, ParsedBodyOf, ParsedParamsOf, ParsedQueryOf } from '@contract/endpoint';
import type { Ability } from '@contract/permissions';
import type { RouteDef } from '@contract/routes';
import { abilityOfGuard, requireAbility, requireAuth } from './auth-guard';

export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface RouteContext<D extends EndpointDef> {
  body: ParsedBodyOf<D>;
  query: ParsedQueryOf<D>;
  params: ParsedParamsOf<D>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteOptions<D extends EndpointDef> {
  /**
   * Guards run instead of the ones the endpoint's access asks for, for the few routes whose guard
   * says more (a control token beside a staff session, a sign-in method that may be off). One of
   * them must check the declared ability (declaresAbility), or registration fails.
   */
  guards?: Guard[];
  /** Per-route options such as config.rateLimit are passed through. */
  config?: Record<string, unknown>;
  /** A body limit of the route's own instead of the app's (the raw photo upload). */
  bodyLimit?: number;
  handler: (ctx: RouteContext<D>) => Promise<unknown>;
}

/** The guards an endpoint's access asks for. */
export function guardsOf(access: Access): Guard[] {
  if (access === 'public') return [];
  if (access === 'signed-in') return [requireAuth];
  return [requireAuth, requireAbility(access)];
}

/** `z.object({ id: z.string(), … })` for a path's `:name` segments, unless the endpoint says more. */
export function paramsSchemaOf(endpoint: EndpointDef): z.core.$ZodType | undefined {
  if (endpoint.params) return endpoint.params;
  const names = [...endpoint.path.matchAll(/:([A-Za-z][A-Za-z0-9]*)/g)].map((match) => match[1]!);
  return names.length ? z.object(Object.fromEntries(names.map((name) => [name, z.string()]))) : undefined;
}

/** The body each request's route validated, for code that must see what the route saw. */
const validatedBodies = new WeakMap<FastifyRequest, unknown>();

/**
 * The body as the route's contract schema parsed it (unknown fields dropped, values normalised);
 * `{ found: false }` for a route that validates no body or was not registered through apiRoute.
 */
export function validatedBodyOf(request: FastifyRequest): { found: true; body: unknown } | { found: false } {
  return validatedBodies.has(request) ? { found: true, body: validatedBodies.get(request) } : { found: false };
}

interface Registered {
  endpoint: EndpointDef;
  /** The abilities of the permission table its guards check (requireAbility). */
  abilities: Ability[];
}

/** What each route of the table was registered with, by "METHOD path" (tests build requests from it). */
const registered = new Map<string, Registered>();
const keyOf = (route: RouteDef) => `${route.method} ${route.path}`;

/** The endpoint a route of the table was registered with, or undefined for one never registered. */
export function registeredEndpoint(route: RouteDef): EndpointDef | undefined {
  return registered.get(keyOf(route))?.endpoint;
}

/** The abilities a route's guards check, or undefined for a route never registered through apiRoute. */
export function registeredRouteAbilities(route: RouteDef): Ability[] | undefined {
  return registered.get(keyOf(route))?.abilities;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The endpoint a route was registered from (response-check.ts reads it). */
    endpoint?: EndpointDef;
  }
}

export function apiRoute<const D extends EndpointDef>(app: FastifyInstance, endpoint: D, options: RouteOptions<D>) {
  const guards = options.guards ?? guardsOf(endpoint.access);
  const abilities = guards.map(abilityOfGuard).filter((ability) => ability !== undefined);
  const declared = endpoint.access === 'public' || endpoint.access === 'signed-in' ? undefined : endpoint.access;
  if (declared && !abilities.includes(declared)) {
    throw new Error(`${keyOf(endpoint)}: its guards do not check ${declared}, the ability its definition declares`);
  }
  const paramsSchema = paramsSchemaOf(endpoint);
  registered.set(keyOf(endpoint), { endpoint, abilities });
  app.route({
    method: endpoint.method,
    url: `${API_PREFIX}${endpoint.path}`,
    preHandler: guards,
    config: { ...options.config, endpoint },
    ...(options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit }),
    handler: async (request, reply) => {
      // A ZodError thrown here is answered as 400 with field errors by the error handler.
      const body = (endpoint.body ? z.parse(endpoint.body, request.body ?? {}) : undefined) as ParsedBodyOf<D>;
      if (endpoint.body) validatedBodies.set(request, body);
      const query = (endpoint.query ? z.parse(endpoint.query, request.query ?? {}) : undefined) as ParsedQueryOf<D>;
      const params = (paramsSchema ? z.parse(paramsSchema, request.params ?? {}) : undefined) as ParsedParamsOf<D>;
      const result = await options.handler({ body, query, params, request, reply });
      if (reply.sent) return reply;
      return result;
    },
  });
}
