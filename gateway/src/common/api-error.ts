import { HttpException } from '@nestjs/common';

/** An HTTP error whose body is the `{ error }` the SPA reads. */
export class ApiError extends HttpException {
  constructor(status: number, message: string) {
    super({ error: message }, status);
  }
}
