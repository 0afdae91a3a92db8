// `npm run invite -- email role [--district "Name"] [--school "Name"] [--days 14] [--invited-by email]
// [--language es]`: invites someone to the portal, the e-mail in that language (English by default). Opens the configured database as the server does (with the
// embedded database, stop the server first: only one process can open it), creates the invitation
// and its one-time token, mails the link and prints it.
import { parseArgs } from 'node:util';
import { and, eq, ilike, type SQL } from 'drizzle-orm';
import { ROLES, type Role } from '@contract/constants';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_CODES } from '@contract/languages';
import { emailSchema } from '@contract/validation';
import { systemClock } from '../clock';
import { ConfigError, loadConfig } from '../config';
import { openDatabase, type Db } from '../db/connect';
import { districts, schools, users } from '../db/schema';
import { seedIfEmpty } from '../db/seed/run-seed';
import { createInvitation } from '../features/auth/invitation-service';
import { createMailer } from '../plugins/mail';
import { generateSecrets } from '../plugins/secrets';

const USAGE = `Usage: npm run invite -- <email> <role> [--district "Name"] [--school "Name"] [--days N] [--invited-by email] [--language code]
  role: ${ROLES.join(', ')}
  language (of the e-mail): ${LANGUAGE_CODES.join(', ')}; ${DEFAULT_LANGUAGE} when not given`;

class UsageError extends Error {}

/** One row whose name is exactly `name` (any case); a clear error for none or several. */
async function findOne(db: Db, kind: 'district' | 'school', name: string, districtId?: string) {
  // ilike without wildcards: the name is escaped so % and _ in it match only themselves.
  const pattern = name.trim().replace(/[\\%_]/g, (c) => `\\${c}`);
  let rows: { id: string; name: string; districtId?: string }[];
  if (kind === 'district') {
    rows = await db.select({ id: districts.id, name: districts.name }).from(districts).where(ilike(districts.name, pattern));
  } else {
    const conditions: SQL[] = [ilike(schools.name, pattern)];
    if (districtId) conditions.push(eq(schools.districtId, districtId));
    rows = await db
      .select({ id: schools.id, name: schools.name, districtId: schools.districtId })
      .from(schools)
      .where(and(...conditions));
  }
  if (rows.length === 0) throw new UsageError(`No ${kind} is named "${name}".`);
  if (rows.length > 1) throw new UsageError(`Several ${kind}s are named "${name}"; name the district too.`);
  return rows[0]!;
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      district: { type: 'string' },
      school: { type: 'string' },
      days: { type: 'string' },
      'invited-by': { type: 'string' },
      language: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const [rawEmail, rawRole] = positionals;
  if (!rawEmail || !rawRole || positionals.length > 2) throw new UsageError(USAGE);
  const email = emailSchema.safeParse(rawEmail);
  if (!email.success) throw new UsageError(`"${rawEmail}" is not a valid e-mail address.`);
  const role = rawRole.toUpperCase() as Role;
  if (!ROLES.includes(role)) throw new UsageError(`Unknown role "${rawRole}". ${USAGE}`);
  const days = values.days === undefined ? undefined : Number(values.days);
  if (days !== undefined && !(Number.isInteger(days) && days >= 1 && days <= 365)) {
    throw new UsageError('--days must be a whole number from 1 to 365.');
  }
  const language = values.language ?? DEFAULT_LANGUAGE;
  if (!isLanguage(language)) throw new UsageError(`Unknown language "${values.language}". ${USAGE}`);

  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgresql', url: config.databaseUrl } : { kind: 'embedded', dataDir: config.dataDir },
  );
  try {
    await seedIfEmpty(database.db, config.seed);
    const district = values.district ? await findOne(database.db, 'district', values.district) : undefined;
    const school = values.school ? await findOne(database.db, 'school', values.school, district?.id) : undefined;
    let invitedById: string | null = null;
    if (values['invited-by']) {
      const [inviter] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, values['invited-by'].trim().toLowerCase()));
      if (!inviter) throw new UsageError(`No user has the address ${values['invited-by']}.`);
      invitedById = inviter.id;
    }

    const mailer = createMailer(config, {
      info: (obj, msg) => console.log(`${msg}${'file' in obj ? `: ${String(obj.file)}` : ''}`),
      error: (obj, msg) => console.error(msg, 'err' in obj ? obj.err : ''),
    });
    // Nothing here signs a session token; the services only need the shape.
    const deps = { db: database.db, mailer, config, secrets: generateSecrets(), clock: systemClock };
    const invitation = await createInvitation(
      deps,
      {
        email: email.data,
        role,
        districtId: district?.id ?? school?.districtId ?? null,
        schoolId: school?.id ?? null,
        invitedById,
        ttlDays: days,
      },
      language,
    );
    console.log(`Invited ${email.data} as ${role}${school ? ` at ${school.name}` : ''}${district ? ` (${district.name})` : ''}.`);
    console.log(`The invitation expires ${invitation.expiresAt.toISOString()}.`);
    console.log(`Link: ${invitation.link}`);
    if (invitation.mailError) {
      console.error('The e-mail could not be sent; give the person the link above.', invitation.mailError);
      process.exitCode = 75;
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof ConfigError) {
    console.error(error.message);
    process.exit(error instanceof ConfigError ? 78 : 64);
  }
  console.error('The invitation could not be created:', error instanceof Error ? error.message : error);
  process.exit(1);
});
