/** The one error type a service throws for the user: a code the handler maps to a status, and a message to show. */
export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'VALIDATION'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'UNAVAILABLE'
  // Refusals of the trade: each is its own code, answered 409, and the sites act on it by name.
  | 'PRICE_CHANGED'
  | 'BOOKING_FAILED'
  | 'DUPLICATE_BOOKING'
  | 'CANCELLATION_FAILED'
  | 'RESCHEDULE_FAILED'
  | 'SERVICES_FAILED'
  | 'IMPORT_FAILED';

const STATUS_BY_CODE: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION: 422,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  PRICE_CHANGED: 409,
  BOOKING_FAILED: 409,
  DUPLICATE_BOOKING: 409,
  CANCELLATION_FAILED: 409,
  RESCHEDULE_FAILED: 409,
  SERVICES_FAILED: 409,
  IMPORT_FAILED: 409,
};

/** The codes that name a business refusal rather than an HTTP failure; the answer carries them by name. */
export const BUSINESS_CODES: ReadonlySet<AppErrorCode> = new Set([
  'PRICE_CHANGED',
  'BOOKING_FAILED',
  'DUPLICATE_BOOKING',
  'CANCELLATION_FAILED',
  'RESCHEDULE_FAILED',
  'SERVICES_FAILED',
  'IMPORT_FAILED',
]);

export class AppError extends Error {
  readonly code: AppErrorCode;
  /** Messages by the input field they belong to. */
  readonly fields: Record<string, string>;
  /** What a business refusal tells besides its message (the old and new price, the booking it repeats). */
  readonly details: Record<string, string>;

  constructor(
    code: AppErrorCode,
    message: string,
    fields: Record<string, string> = {},
    details: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
    this.details = details;
  }

  /** PRICE_CHANGED, BOOKING_FAILED, DUPLICATE_BOOKING or CANCELLATION_FAILED: the code the answer names, beside its status. */
  get businessCode(): AppErrorCode | undefined {
    return BUSINESS_CODES.has(this.code) ? this.code : undefined;
  }

  get statusCode(): number {
    return STATUS_BY_CODE[this.code];
  }

  /** A validation failure: the first field's message is the headline, every field keeps its own. */
  static validation(fields: Record<string, string>): AppError {
    const first = Object.values(fields)[0] ?? 'Invalid request';
    return new AppError('VALIDATION', first, fields);
  }
}
