import path from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_PRODUCT_NAME,
  isCalendarDay,
  SPAIN_NATIONAL_HOLIDAYS,
  UNDER_DELIVERY_DEFAULT_PERCENT,
} from '@patrocina/domain';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

/**
 * The example company the demo and the tests print on invoices, payment orders and `/legal`. A real
 * deployment must set its own: loadConfig refuses to start with these in production over https
 * without the demo.
 */
const EXAMPLE_COMPANY = {
  COMPANY_LEGAL_NAME: 'Patrocina Media, S.L.',
  COMPANY_TAX_ID: 'B12345674',
  COMPANY_ADDRESS: 'Calle de Alcalá 1, 28014 Madrid, España',
  COMPANY_REGISTRY: 'Inscrita en el Registro Mercantil de Madrid, tomo 1, folio 1, hoja M-1',
  COMPANY_IBAN: 'ES9121000418450200051332',
  COMPANY_BIC: 'CAIXESBBXXX',
  COMPANY_BENEFICIARY: 'Patrocina Media, S.L.',
} as const;

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  PRODUCT_NAME: z.string().min(1).default(DEFAULT_PRODUCT_NAME),
  /** When set, the API uses this PostgreSQL server; otherwise the embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Milliseconds a query waits for a connection (new, or free in a busy pool) before it fails (503). */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  DATA_DIR: z.string().default('./data'),
  /** Uploaded files and their resized copies; default DATA_DIR/files. */
  FILES_DIR: z.string().optional(),
  /**
   * S3-compatible storage for uploaded files (docs/decisions/0028): set S3_BUCKET and both keys to use
   * it, or none of them for the local disk (FILES_DIR). S3_ENDPOINT is for stores other than AWS (MinIO,
   * R2, …), which usually also need S3_FORCE_PATH_STYLE (its default when S3_ENDPOINT is set).
   */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  /**
   * Rate limits counted in Redis, shared by every instance; unset: in the database (table rate_limits),
   * shared by the instances on one PostgreSQL server. Redis keys start with REDIS_KEY_PREFIX.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'debe empezar por redis:// o rediss://')
    .optional(),
  REDIS_KEY_PREFIX: z.string().min(1).default('patrocina:rate-limit:'),
  /** Uploads per minute and user (POST /private/files). */
  UPLOAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** Chat messages per minute and user (POST …/messages). */
  CHAT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** Minutes a thread stays quiet before its unread members get one e-mail about it. */
  CHAT_DIGEST_QUIET_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Seconds between a live stream's keep-alives, when its session is also checked again. */
  LIVE_HEARTBEAT_SECONDS: z.coerce.number().min(0.1).default(25),
  /**
   * How long an instance may keep a session lookup, an account, the badges or a campaign list in
   * memory (lib/read-caches.ts). Each is dropped on every instance as soon as what it shows changes;
   * this bounds what a lost notice could leave behind. 0 turns the caches off.
   */
  READ_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(30),
  /** Demo data on an empty database: on by default, except in production where it must be asked for. */
  SEED_DEMO: booleanFlag.optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  /** Where the contact form's messages go; default contacto@ the host of PUBLIC_URL. */
  CONTACT_EMAIL: z.email().optional(),
  CONTACT_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(5),
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(50).default(8),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  JOBS: booleanFlag.default(true),
  /** Number of proxies in front of the app whose X-Forwarded-For is trusted. */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(256 * 1024),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  CLIENT_LOG_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** scrypt cost as log2(N). OWASP lists N=2^17 r=8 p=1 and the equivalent N=2^15 r=8 p=3. */
  PASSWORD_SCRYPT_LOG_N: z.coerce.number().int().min(10).max(20).default(15),
  /** Reading podcast feeds (modules/podcasts/feeds): whole-fetch deadline and size cap. */
  FEED_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  FEED_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(5 * 1024 * 1024),
  /**
   * Feeds on private, loopback, link-local or unique-local addresses: refused in production (a feed
   * URL must not reach the internal network), allowed elsewhere so tests can serve feeds locally.
   */
  FEED_ALLOW_PRIVATE_HOSTS: booleanFlag.optional(),
  /** The periodic job re-reads the feeds of owned podcasts checked longer ago than this, a batch at a time. */
  FEED_REFRESH_HOURS: z.coerce
    .number()
    .min(0.1)
    .max(24 * 30)
    .default(24),
  FEED_REFRESH_BATCH: z.coerce.number().int().min(1).max(500).default(10),
  /**
   * Proof of airing (issue 20, docs/decisions/0024): the episode's audio is streamed to a temporary
   * file through the feed fetcher, with this deadline and size cap; a failed fetch is tried again
   * after AIRING_PROOF_RETRY_SECONDS, doubled each time, up to AIRING_PROOF_MAX_ATTEMPTS attempts.
   */
  AIRING_AUDIO_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(300_000),
  AIRING_AUDIO_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(4 * 1024 * 1024 * 1024)
    .default(500 * 1024 * 1024),
  AIRING_PROOF_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  AIRING_PROOF_RETRY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  /**
   * Measurement (issue 21, docs/decisions/0026): the redirect buffers counted downloads in memory and
   * writes them at least every MEASUREMENT_FLUSH_MS; while the database is away, at most
   * MEASUREMENT_BUFFER_MAX wait (beyond that the oldest are lost, and logged).
   */
  MEASUREMENT_FLUSH_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  MEASUREMENT_BUFFER_MAX: z.coerce.number().int().min(100).max(10_000_000).default(100_000),
  /** Podcasts one user may add per hour (each one fetches a feed). */
  PODCAST_ADD_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /** The hosting partner's API (docs/hosting-partner.md). Unset: demo data stands in for it. */
  HOSTING_PARTNER_URL: z.url().optional(),
  HOSTING_PARTNER_KEY: z.string().optional(),
  HOSTING_PARTNER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  WEB_DIST_DIR: z.string().optional(),
  /**
   * Social sign-in (docs/decisions/0011). A provider's buttons appear, and its id tokens are accepted,
   * only when its client id is set; the token's audience must equal it. The key sets are the
   * providers' published ones; tests point them at a local server.
   */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  /** Apple's "Services ID". */
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_JWKS_URL: z.url().default('https://appleid.apple.com/auth/keys'),
  /** Registered with Apple for the Services ID; default PUBLIC_URL/login. */
  APPLE_REDIRECT_URI: z.url().optional(),
  FACEBOOK_APP_ID: z.string().optional(),
  FACEBOOK_JWKS_URL: z.url().default('https://limited.facebook.com/.well-known/oauth/openid/jwks/'),
  /**
   * Lets an admin move the business clock forward (`PUT /private/backoffice/clock`), for the browser
   * journeys that walk a campaign through its month. Never set it on a real deployment.
   */
  CLOCK_CONTROL: booleanFlag.default(false),
  /**
   * Spain's national holidays, `YYYY-MM-DD` separated by commas: the read's two working days to answer
   * skip them as they skip weekends (issue 20). Default: 2026 and 2027 (SPAIN_NATIONAL_HOLIDAYS).
   */
  NATIONAL_HOLIDAYS: z
    .string()
    .default(SPAIN_NATIONAL_HOLIDAYS.join(','))
    .transform((text, context) => {
      const days = (text.trim() === '' ? SPAIN_NATIONAL_HOLIDAYS.join(',') : text)
        .split(',')
        .map((day) => day.trim())
        .filter((day) => day !== '');
      const bad = days.find((day) => !isCalendarDay(day));
      if (bad) {
        context.addIssue({ code: 'custom', message: `no es una fecha YYYY-MM-DD: ${bad}` });
        return z.NEVER;
      }
      return days;
    }),
  /**
   * Money (docs/decisions/0022). IVA added to what advertisers buy; the days an aired action's earnings
   * stay held before a payout may include them; the weekly payout run's day (1 = Monday … 7 = Sunday)
   * and hour, Madrid time.
   */
  VAT_PERCENT: z.coerce.number().int().min(0).max(100).default(21),
  PAYOUT_HOLD_DAYS: z.coerce.number().int().min(0).max(365).default(7),
  /** An action whose 31-day listens fall below this % of its estimated reach is flagged (docs/decisions/0025). */
  UNDER_DELIVERY_PERCENT: z.coerce.number().int().min(1).max(100).default(UNDER_DELIVERY_DEFAULT_PERCENT),
  PAYOUT_RUN_WEEKDAY: z.coerce.number().int().min(1).max(7).default(1),
  PAYOUT_RUN_HOUR: z.coerce.number().int().min(0).max(23).default(9),
  /**
   * The company's legal data, printed on invoices and payment orders. The defaults are an example
   * company for demos and tests: a real deployment sets every one of them.
   */
  COMPANY_LEGAL_NAME: z.string().min(1).default(EXAMPLE_COMPANY.COMPANY_LEGAL_NAME),
  COMPANY_TAX_ID: z.string().min(1).default(EXAMPLE_COMPANY.COMPANY_TAX_ID),
  COMPANY_ADDRESS: z.string().min(1).default(EXAMPLE_COMPANY.COMPANY_ADDRESS),
  COMPANY_REGISTRY: z.string().min(1).default(EXAMPLE_COMPANY.COMPANY_REGISTRY),
  COMPANY_IBAN: z.string().min(1).default(EXAMPLE_COMPANY.COMPANY_IBAN),
  COMPANY_BIC: z.string().min(1).default(EXAMPLE_COMPANY.COMPANY_BIC),
  COMPANY_BENEFICIARY: z.string().min(1).default(EXAMPLE_COMPANY.COMPANY_BENEFICIARY),
  /**
   * The legal page (`/legal`, issue 23): where privacy requests go (default `privacidad@` the host of
   * PUBLIC_URL), a phone for the legal notice and the data protection officer's address, both only
   * when the company has them, and the city whose courts hear disputes with business users.
   */
  COMPANY_PRIVACY_EMAIL: z.email().optional(),
  COMPANY_PHONE: z
    .string()
    .regex(/^\+?[0-9 ()-]{6,20}$/, 'debe ser un teléfono: cifras, espacios y, delante, el prefijo con +')
    .optional(),
  COMPANY_DPO_EMAIL: z.email().optional(),
  COMPANY_JURISDICTION_CITY: z.string().min(1).default('Madrid'),
  /** The tax agency's VERI*FACTU endpoint. Unset: invoice records are kept, and nothing is sent. */
  VERIFACTU_URL: z.url().optional(),
  /** Sent as a bearer token to VERIFACTU_URL, when the service asks for one. */
  VERIFACTU_API_KEY: z.string().min(1).optional(),
  VERIFACTU_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /**
   * Which AEAT service the invoices' QR codes check them at: `test` (prewww2.aeat.es, the tax agency's
   * test portal) until the company invoices for real, then `production`.
   */
  VERIFACTU_ENVIRONMENT: z.enum(['test', 'production']).default('test'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Every environment variable the API reads (.env.example and docs/deploy.md list each one). */
export const CONFIG_KEYS = Object.keys(configSchema.shape);

export type Config = z.infer<typeof configSchema> & {
  isProduction: boolean;
  /** Served over https (PUBLIC_URL): Secure cookies, HSTS and upgrade-insecure-requests. */
  isHttps: boolean;
  seedDemo: boolean;
  /** FILES_DIR, or DATA_DIR/files, as an absolute path. */
  filesDir: string;
  feedAllowPrivateHosts: boolean;
  /** APPLE_REDIRECT_URI, or PUBLIC_URL/login. */
  appleRedirectUri: string;
  /** The S3-compatible store for uploads, or undefined for the local disk at filesDir. */
  s3: S3Settings | undefined;
};

export interface S3Settings {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

const S3_REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const S3_OPTIONAL = ['S3_ENDPOINT', 'S3_FORCE_PATH_STYLE'] as const;

/** All of S3_BUCKET and its keys, or none of the S3_* settings: half a store is a mistake, not the disk. */
function s3Settings(config: z.infer<typeof configSchema>, env: Record<string, unknown>): S3Settings | undefined {
  const missing = S3_REQUIRED.filter((name) => config[name] === undefined);
  if (missing.length === S3_REQUIRED.length) {
    // S3_REGION alone is harmless (.env.example sets its default).
    const stray = S3_OPTIONAL.filter((name) => env[name] !== undefined);
    if (stray.length === 0) return undefined;
    throw new Error(
      `Invalid configuration:\n  ${stray.join(', ')}: set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY too, or none`,
    );
  }
  if (missing.length > 0) {
    throw new Error(`Invalid configuration:\n  ${missing.join(', ')}: required when any of the S3_* settings is set`);
  }
  return {
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    bucket: config.S3_BUCKET!,
    accessKeyId: config.S3_ACCESS_KEY_ID!,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? config.S3_ENDPOINT !== undefined,
  };
}

/**
 * A real deployment prints the company's data on every invoice and on `/legal`: the example company's
 * values there would be a false legal notice and invoices paid into an example IBAN.
 */
function refuseExampleCompany(config: Record<keyof typeof EXAMPLE_COMPANY, string>): void {
  const unset = (Object.keys(EXAMPLE_COMPANY) as (keyof typeof EXAMPLE_COMPANY)[]).filter(
    (name) => config[name] === EXAMPLE_COMPANY[name],
  );
  if (unset.length === 0) return;
  const problems = unset.map((name) => `  ${name}: still the example company's; set your own`).join('\n');
  throw new Error(`Invalid configuration:\n${problems}`);
}

/** Parses the environment once; every other module receives the typed result. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const config = parsed.data;
  if (config.HOSTING_PARTNER_URL && !config.HOSTING_PARTNER_KEY) {
    throw new Error('Invalid configuration:\n  HOSTING_PARTNER_KEY: required when HOSTING_PARTNER_URL is set');
  }
  const isProduction = config.NODE_ENV === 'production';
  const seedDemo = config.SEED_DEMO ?? !isProduction;
  const isHttps = config.PUBLIC_URL.startsWith('https:');
  // A public deployment: production, served over https, without the demo. A fresh clone's `npm start`,
  // the journeys and the benchmarks run in production mode too, on http://127.0.0.1.
  if (isProduction && isHttps && !seedDemo) refuseExampleCompany(config);
  const s3 = s3Settings(config, cleaned);
  return {
    ...config,
    PUBLIC_URL: config.PUBLIC_URL.replace(/\/+$/, ''),
    isProduction,
    isHttps,
    seedDemo,
    filesDir: path.resolve(config.FILES_DIR ?? path.join(config.DATA_DIR, 'files')),
    feedAllowPrivateHosts: config.FEED_ALLOW_PRIVATE_HOSTS ?? !isProduction,
    HOSTING_PARTNER_URL: config.HOSTING_PARTNER_URL?.replace(/\/+$/, ''),
    appleRedirectUri: config.APPLE_REDIRECT_URI ?? `${config.PUBLIC_URL.replace(/\/+$/, '')}/login`,
    s3,
  };
}
