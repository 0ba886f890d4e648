import path from 'node:path';
import { z } from 'zod';

/** Environment variables, validated once at start-up. README lists them with their defaults. */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /**
   * The demo: the dev outbox, the demo accounts with their printed passwords and the sandbox payment
   * gateway. Off unless asked for (npm start asks), so that a plainly started server is safe.
   */
  DEMO_MODE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** Which payment gateway takes payments: `sandbox` (demo mode only) or `none` (online payment off). */
  PAYMENT_PROVIDER: z.enum(['none', 'sandbox']).optional(),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default('TripSetu Holidays <bookings@tripsetu.in>'),
  MAIL_POLL_MS: z.coerce.number().int().min(50).default(2000),
  /** How often flight holds past their time limit are released (0 = never, for tests that drive it). */
  HOLD_EXPIRY_MS: z.coerce.number().int().min(0).default(30_000),
  /** How often travelled bookings' PLB post pay is credited (0 = never, for tests that drive it; decision 034). */
  PLB_POST_PAY_MS: z.coerce.number().int().min(0).default(3_600_000),
  WEB_DIST_DIR: z.string().optional(),
  /** The agent portal signs a user out after this many idle minutes, warning this many seconds before. */
  AGENT_SESSION_IDLE_MINUTES: z.coerce
    .number()
    .min(1)
    .max(24 * 60)
    .default(30),
  AGENT_SESSION_WARNING_SECONDS: z.coerce.number().int().min(10).max(600).default(120),
  /** Behind a load balancer, trust its X-Forwarded-For (client addresses key the rate limits). */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export type Config = Omit<z.infer<typeof configSchema>, 'PAYMENT_PROVIDER'> & {
  PAYMENT_PROVIDER: 'none' | 'sandbox';
  publicUrl: string;
  webRoot: string;
  /** Session cookies carry Secure: the public address is https, or a trusted proxy says the request was. */
  secureCookies: boolean;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const config = parsed.data;
  const paymentProvider = config.PAYMENT_PROVIDER ?? (config.DEMO_MODE ? 'sandbox' : 'none');
  if (paymentProvider === 'sandbox' && !config.DEMO_MODE) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENT_PROVIDER: the sandbox gateway moves no money and runs only in demo mode (DEMO_MODE=true)',
    );
  }
  const publicUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  return {
    ...config,
    PAYMENT_PROVIDER: paymentProvider,
    secureCookies: publicUrl.startsWith('https://'),
    DATA_DIR: path.resolve(config.DATA_DIR),
    publicUrl,
    webRoot: path.resolve(config.WEB_DIST_DIR ?? path.join(import.meta.dirname, '..', '..', 'web')),
  };
}
