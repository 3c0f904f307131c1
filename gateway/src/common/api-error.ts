import { HttpException } from '@nestjs/common';
import type { ServiceErrorPayload } from '@site/contracts';

/** An HTTP error whose body is the `{ error }` the SPA reads, with a code for the SPA's flow where useful. */
export class ApiError extends HttpException {
  constructor(status: number, message: string, code?: string) {
    super(code ? { error: message, code } : { error: message }, status);
  }

  /** One of the shared `Errors`. */
  static of(error: ServiceErrorPayload): ApiError {
    return new ApiError(error.status, error.message, error.code);
  }
}
