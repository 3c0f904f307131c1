import { Catch, Logger, type RpcExceptionFilter } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import { Errors, isServiceErrorPayload, type ServiceErrorPayload } from '@site/contracts';
import { type Observable, throwError } from 'rxjs';

/** Every failure leaves a service as `{ status, code, message }`; unexpected ones are logged, not leaked. */
@Catch()
export class AllRpcExceptionsFilter implements RpcExceptionFilter<unknown> {
  private readonly logger = new Logger('RpcExceptions');

  catch(exception: unknown): Observable<ServiceErrorPayload> {
    if (exception instanceof RpcException) {
      const error = exception.getError();
      if (isServiceErrorPayload(error)) return throwError(() => error);
    }
    this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    return throwError(() => Errors.internal());
  }
}
