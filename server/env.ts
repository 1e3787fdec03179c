/** The only reader of process.env (DESIGN.md §2). A bad value stops start-up naming the variable. */
import { z } from 'zod';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const urlList = z
  .string()
  .transform((text) => text.split(',').map((item) => item.trim()).filter(Boolean))
  .pipe(z.array(z.url().transform((url) => new URL(url).origin)));

/** Host names (or addresses) in a comma-separated list, in lower case: "calendar.lan, 127.0.0.1". */
const hostList = z
  .string()
  .transform((text) => text.split(',').map((item) => item.trim().toLowerCase()).filter(Boolean))
  .pipe(z.array(z.string().regex(/^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[?[0-9a-f:.]+\]?)$/, 'must be host names or IP addresses, comma-separated').transform((host) => host.replace(/^\[|\]$/g, ''))));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://').optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SEED_DEMO: booleanText.default(true),
  CORS_ORIGINS: urlList.default([]),
  TRUST_PROXY: z.string().optional(),
  PUBLIC_URL: z.url().optional(),
  MAP_TILE_URL: z.string().regex(/^https:\/\/\S+\{z\}\S*$/, 'must be an https URL with {z}, {x} and {y}').default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  SMTP_URL: z.string().regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL').optional(),
  SMTP_FROM: z.string().min(3).optional(),
  BOOKING_NOTIFY_EMAIL: z.email().optional(),
  BOOKING_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  STATS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(730),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_INTERVAL_HOURS: z.coerce.number().positive().max(8760).default(24),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  CALENDAR_SYNC_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  CALENDAR_FETCH_ALLOW_HOSTS: hostList.default([]),
});

export type Env = z.output<typeof envSchema> & { PUBLIC_URL: string };

/** Reads and checks the environment; throws one error naming every bad variable. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  // The operator reads these in English; the shared schemas set Indonesian as zod's default for visitors.
  const parsed = envSchema.safeParse(present, { error: z.locales.en().localeError });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.ADMIN_PASSWORD && !env.ADMIN_EMAIL) throw new Error('Invalid configuration:\n  ADMIN_EMAIL: required when ADMIN_PASSWORD is set');
  if (env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) throw new Error('Invalid configuration:\n  ADMIN_PASSWORD: required when ADMIN_EMAIL is set');
  if (env.BOOKING_NOTIFY_EMAIL && !env.SMTP_URL) throw new Error('Invalid configuration:\n  SMTP_URL: required when BOOKING_NOTIFY_EMAIL is set');
  if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
    throw new Error('Invalid configuration:\n  SESSION_SECRET: required (at least 32 characters) when NODE_ENV=production');
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return { ...env, PUBLIC_URL: publicUrl };
}

/** Express `trust proxy` from TRUST_PROXY: "true", a hop count, or a list of addresses. */
export function trustProxySetting(value: string | undefined): boolean | number | string {
  if (value === undefined) return false;
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** Where a command was typed: npm runs scripts from the project's folder and names the caller's in INIT_CWD. */
export function commandDir(source: NodeJS.ProcessEnv = process.env): string {
  return source.INIT_CWD || process.cwd();
}
