import { RpcException } from '@nestjs/microservices';
import { CommonErrorCodes, type ServiceErrorPayload } from '@site/contracts';

/** Thrown by a service's rules; crosses NATS as `{ status, code, message }`. */
export class ServiceException extends RpcException {
  constructor(readonly payload: ServiceErrorPayload) {
    super(payload);
  }

  static badRequest(message: string, code: string = CommonErrorCodes.validation) {
    return new ServiceException({ status: 400, code, message });
  }

  static notFound(message: string, code: string = CommonErrorCodes.notFound) {
    return new ServiceException({ status: 404, code, message });
  }

  static conflict(message: string, code: string) {
    return new ServiceException({ status: 409, code, message });
  }

  /** Another service this one depends on could not answer: the caller may retry. */
  static unavailable(message: string, code: string) {
    return new ServiceException({ status: 503, code, message });
  }
}
