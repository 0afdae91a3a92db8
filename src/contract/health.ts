// zod/mini: the client reads its config on the sign-in screen, which otherwise needs no classic
// zod at all (see users.ts).
import * as z from 'zod/mini';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['embedded', 'postgresql']),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /health/ready: the process may take traffic (any other state answers 503 in the error shape). */
export const readinessResponseSchema = z.object({ status: z.literal('ready') });
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;

/** What the server tells the client about its own set-up (e.g. whether Google sign-in is on). */
export const clientConfigSchema = z.object({
  googleClientId: z.nullable(z.string()),
  /**
   * The OpenID Connect issuer behind the Google buttons (null without Google sign-in). When it is
   * not https://accounts.google.com (a local provider in tests and development), the client uses
   * a redirect code flow against it instead of Google Identity Services.
   */
  googleIssuer: z.optional(z.nullable(z.string())),
  /** Every configured sign-in provider (Google's entry too), one button each; never a secret. */
  signInProviders: z.optional(z.array(z.object({ id: z.string(), label: z.string() }))),
  supportEmail: z.string(),
  version: z.string(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
