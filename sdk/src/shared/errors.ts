/**
 * One error shape for the whole platform: HTTP status + `{ name, message, key, details? }`.
 * `key` is the translation key the UI renders; `message` is the rule's English text (docs/architecture.md, Failed calls; each plugin's README).
 */
export interface ErrorBody {
  name: string;
  message: string;
  key: string;
  details?: ErrorDetails;
}

/** A field a refused request got wrong. */
export interface FieldError {
  /** Dotted path of the field (`questions.2.title`); '' for the request as a whole. */
  path: string;
  message: string;
  /** The translation key of the rule the field broke (`chat.errors.nameTooLong`), when a rule refused it. */
  key?: string;
  /** The zod issue code, when a schema refused the field. */
  code?: string;
  /** Ids the problem is about: unknown mentions, the question left unanswered. */
  ids?: string[];
}

/** Values the message names, for the UI's text of `key` (`{ size: '20 MB' }`). */
export type MessageValues = Record<string, string | number | string[] | null>;

/** `details` of an error: the fields a 400 refused (forms show them in place), or the values its message names. */
export type ErrorDetails = FieldError[] | MessageValues;

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly name: string,
    readonly key: string,
    message: string,
    readonly details?: ErrorDetails,
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return { name: this.name, message: this.message, key: this.key, ...(this.details === undefined ? {} : { details: this.details }) };
  }
}

export const errors = {
  badRequest: (message = 'Some data fields are empty', key = 'errors.validation', details?: ErrorDetails) =>
    new AppError(400, 'ValidationError', key, message, details),
  unauthorized: (message = 'Authorization required', key = 'errors.unauthorized') => new AppError(401, 'Unauthorized', key, message),
  forbidden: (message = 'No access', key = 'errors.noAccess') => new AppError(403, 'Forbidden', key, message),
  featureDisabled: () => new AppError(403, 'Forbidden', 'errors.featureDisabled', 'feature disabled'),
  notFound: (message = 'The requested resource was not found', key = 'errors.notFound') => new AppError(404, 'NotFound', key, message),
  conflict: (message: string, key: string, details?: ErrorDetails) => new AppError(409, 'Conflict', key, message, details),
  tooLarge: (message = 'file size too big', key = 'errors.tooLarge', details?: ErrorDetails) =>
    new AppError(413, 'PayloadTooLarge', key, message, details),
  tooMany: (message = 'Too many attempts, try again later', key = 'errors.tooMany') => new AppError(429, 'TooManyRequests', key, message),
  unavailable: (message = 'The service is temporarily unavailable, try again in a few seconds', key = 'errors.unavailable') =>
    new AppError(503, 'ServiceUnavailable', key, message),
};
