// The sign-in providers (README, "Sign-in providers"): OpenID Connect issuers configured, not coded.
// OIDC_PROVIDERS holds a JSON array, or OIDC_PROVIDERS_FILE names a file holding one (keeps the
// client secrets out of the environment). GOOGLE_CLIENT_ID/SECRET stay a shorthand for the entry
// 'google'. A bad entry stops the start with a message naming the entry and the field.
import { readFileSync } from 'node:fs';
import { z } from 'zod';

export interface OidcProvider {
  /** In URLs and the identity of the button: lower-case letters, digits and dashes. */
  id: string;
  /** The button says "Continue with <label>". */
  label: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * E-mail domains this provider speaks for. Non-empty: a new identity is linked only through a
   * verified address of one of them, to an existing account with that address if there is one.
   * Empty (the Google shorthand): the directory decides, as Google sign-in always did.
   */
  allowedDomains: string[];
  /**
   * The provider's e-mail claim counts as verified without email_verified: true. Entra ID sends no
   * email_verified by default (Clever and ClassLink may not either); set this only for a provider that owns its addresses (a
   * district's own tenant) and together with allowedDomains.
   */
  trustEmails: boolean;
  /** The district the provider belongs to: its new accounts join it. */
  districtId?: string;
  /** The district's members must sign in with this provider (no password, no other provider). */
  required: boolean;
}

const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

const text = (max: number) =>
  z
    .string({ message: 'is required' })
    .trim()
    .min(1, { message: 'is required' })
    .max(max, { message: `must be at most ${max} characters` });

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const entrySchema = z
  .object(
    {
      id: z
        .string({ message: 'is required' })
        .regex(/^[a-z0-9][a-z0-9-]{0,31}$/, { message: 'must be 1 to 32 lower-case letters, digits or dashes, like entra' }),
      label: text(60),
      issuer: z.string({ message: 'is required' }).refine(
        (value) => {
          try {
            const url = new URL(value);
            // Plain HTTP only for a provider on this machine (tests, local development).
            return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url));
          } catch {
            return false;
          }
        },
        { message: 'must be an https URL like https://login.microsoftonline.com/<tenant>/v2.0' },
      ),
      clientId: text(500),
      clientSecret: text(2000),
      allowedDomains: z
        .array(
          z
            .string()
            .trim()
            .toLowerCase()
            .refine((domain) => DOMAIN.test(domain), { message: 'must be e-mail domains like district.example.org' }),
          { message: 'must be a list of e-mail domains like ["district.example.org"]' },
        )
        .optional(),
      districtId: z.string().regex(UUID, { message: "must be a district's id (a UUID)" }).optional(),
      required: z.boolean({ message: 'must be true or false' }).optional(),
      trustEmails: z.boolean({ message: 'must be true or false' }).optional(),
    },
    { message: 'must be an object with id, label, issuer, clientId, clientSecret and allowedDomains' },
  )
  .strict();

/** One line per problem, "OIDC_PROVIDERS[1] (entra).issuer: …", as config.ts prints them. */
export class ProvidersError extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join('\n'));
  }
}

interface ProviderSettings {
  OIDC_PROVIDERS?: string;
  OIDC_PROVIDERS_FILE?: string;
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  GOOGLE_ISSUER: string;
}

function readJson(settings: ProviderSettings): { name: string; value: unknown } | null {
  if (settings.OIDC_PROVIDERS && settings.OIDC_PROVIDERS_FILE) {
    throw new ProvidersError(['OIDC_PROVIDERS_FILE: set OIDC_PROVIDERS or OIDC_PROVIDERS_FILE, not both']);
  }
  let name = 'OIDC_PROVIDERS';
  let source = settings.OIDC_PROVIDERS;
  if (settings.OIDC_PROVIDERS_FILE) {
    name = 'OIDC_PROVIDERS_FILE';
    try {
      source = readFileSync(settings.OIDC_PROVIDERS_FILE, 'utf8');
    } catch (error) {
      throw new ProvidersError([`OIDC_PROVIDERS_FILE: cannot be read (${(error as Error).message})`]);
    }
  }
  if (source === undefined || source.trim() === '') return null;
  try {
    return { name, value: JSON.parse(source) };
  } catch (error) {
    throw new ProvidersError([`${name}: must be a JSON array of providers (${(error as Error).message})`]);
  }
}

export function parseOidcProviders(settings: ProviderSettings): OidcProvider[] {
  const json = readJson(settings);
  const providers: OidcProvider[] = [];
  const problems: string[] = [];
  if (json) {
    if (!Array.isArray(json.value)) throw new ProvidersError([`${json.name}: must be a JSON array of providers`]);
    json.value.forEach((raw: unknown, index) => {
      const rawId = (raw as { id?: unknown } | null)?.id;
      const where = `${json.name}[${index}]${typeof rawId === 'string' && rawId ? ` (${rawId})` : ''}`;
      const parsed = entrySchema.safeParse(raw);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = issue.path.length ? `.${issue.path.join('.')}` : '';
          const message = issue.code === 'unrecognized_keys' ? `unknown field ${issue.keys.join(', ')}` : issue.message;
          problems.push(`${where}${field}: ${message}`);
        }
        return;
      }
      const entry = parsed.data;
      if (entry.trustEmails && !entry.allowedDomains?.length) {
        problems.push(`${where}.trustEmails: needs allowedDomains (the domains whose addresses the provider vouches for)`);
      }
      if (entry.required && !entry.districtId) problems.push(`${where}.required: needs districtId (the district whose members must use it)`);
      if (providers.some((p) => p.id === entry.id)) problems.push(`${where}.id: '${entry.id}' is used by an earlier entry`);
      if (entry.id === 'google' && settings.GOOGLE_CLIENT_ID) {
        problems.push(`${where}.id: 'google' is already configured by GOOGLE_CLIENT_ID; use one or the other`);
      }
      if (entry.required && providers.some((p) => p.required && p.districtId === entry.districtId)) {
        problems.push(`${where}.required: another provider is already required for district ${entry.districtId}`);
      }
      providers.push({
        ...entry,
        allowedDomains: [...new Set(entry.allowedDomains ?? [])],
        required: entry.required ?? false,
        trustEmails: entry.trustEmails ?? false,
      });
    });
  }
  if (problems.length) throw new ProvidersError(problems);
  if (settings.GOOGLE_CLIENT_ID && settings.GOOGLE_CLIENT_SECRET) {
    providers.unshift({
      id: 'google',
      label: 'Google',
      issuer: settings.GOOGLE_ISSUER,
      clientId: settings.GOOGLE_CLIENT_ID,
      clientSecret: settings.GOOGLE_CLIENT_SECRET,
      allowedDomains: [],
      required: false,
      trustEmails: false,
    });
  }
  return providers;
}
