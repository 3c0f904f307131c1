import { HttpException } from '@nestjs/common';

/** An HTTP error whose body is the `{ error }` the SPA reads, with a code for the SPA's flow where useful. */
export class ApiError extends HttpException {
  constructor(status: number, message: string, code?: string) {
    super(code ? { error: message, code } : { error: message }, status);
  }
}
