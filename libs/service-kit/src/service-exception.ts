import { RpcException } from '@nestjs/microservices';
import type { ServiceErrorPayload } from '@site/contracts';

/** Thrown by a service's rules with one of `Errors`; crosses NATS as `{ status, code, message }`. */
export class ServiceException extends RpcException {
  constructor(readonly payload: ServiceErrorPayload) {
    super(payload);
  }
}
