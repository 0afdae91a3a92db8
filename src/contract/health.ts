import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['embedded', 'postgresql']),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** What the server tells the client about its own set-up (e.g. whether Google sign-in is on). */
export const clientConfigSchema = z.object({
  googleClientId: z.string().nullable(),
  /**
   * The OpenID Connect issuer behind the Google buttons (null without Google sign-in). When it is
   * not https://accounts.google.com (a local provider in tests and development), the client uses
   * a redirect code flow against it instead of Google Identity Services.
   */
  googleIssuer: z.string().nullable().optional(),
  supportEmail: z.string(),
  version: z.string(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
