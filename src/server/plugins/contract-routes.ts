// Registers a handler for a route of the contract's route table, parsing params, query and body
// with the contract's zod schemas, so path, method and validation are written once.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { API_PREFIX } from '../../contract/constants';
import type { Ability } from '../../contract/permissions';
import type { RouteDef } from '../../contract/routes';
import { abilityOfGuard } from './auth-guard';

interface RouteSchemas<B extends z.ZodType, Q extends z.ZodType, P extends z.ZodType> {
  body?: B;
  query?: Q;
  params?: P;
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

interface RouteContext<B, Q, P> {
  body: Parsed<B>;
  query: Parsed<Q>;
  params: Parsed<P>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteOptions<B extends z.ZodType, Q extends z.ZodType, P extends z.ZodType> extends RouteSchemas<B, Q, P> {
  /** Fastify preHandler hooks, e.g. the auth guard. */
  preHandler?: ((request: FastifyRequest, reply: FastifyReply) => Promise<void>)[];
  /** Per-route options such as config.rateLimit are passed through. */
  config?: Record<string, unknown>;
  handler: (ctx: RouteContext<B, Q, P>) => Promise<unknown>;
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
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** The abilities of the permission table its guards check (requireAbility). */
  abilities: Ability[];
}

/** What each route of the table was registered with, by "METHOD path" (tests build requests from it). */
const registered = new Map<string, Registered>();

export function registeredRouteSchemas(route: RouteDef): { body?: z.ZodType; query?: z.ZodType; params?: z.ZodType } | undefined {
  return registered.get(`${route.method} ${route.path}`);
}

/** The abilities a route's guards check, or undefined for a route never registered through apiRoute. */
export function registeredRouteAbilities(route: RouteDef): Ability[] | undefined {
  return registered.get(`${route.method} ${route.path}`)?.abilities;
}

export function apiRoute<B extends z.ZodType = z.ZodUndefined, Q extends z.ZodType = z.ZodUndefined, P extends z.ZodType = z.ZodUndefined>(
  app: FastifyInstance,
  route: RouteDef,
  options: RouteOptions<B, Q, P>,
) {
  const abilities = (options.preHandler ?? []).map(abilityOfGuard).filter((ability) => ability !== undefined);
  registered.set(`${route.method} ${route.path}`, { body: options.body, query: options.query, params: options.params, abilities });
  app.route({
    method: route.method,
    url: `${API_PREFIX}${route.path}`,
    preHandler: options.preHandler,
    config: options.config,
    handler: async (request, reply) => {
      // A ZodError thrown here is answered as 400 with field errors by the error handler.
      const body = (options.body ? options.body.parse(request.body ?? {}) : undefined) as Parsed<B>;
      if (options.body) validatedBodies.set(request, body);
      const query = (options.query ? options.query.parse(request.query ?? {}) : undefined) as Parsed<Q>;
      const params = (options.params ? options.params.parse(request.params ?? {}) : undefined) as Parsed<P>;
      const result = await options.handler({ body, query, params, request, reply });
      if (reply.sent) return reply;
      return result;
    },
  });
}
