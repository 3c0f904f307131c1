import { MessagePattern, Payload } from '@nestjs/microservices';
import type { RpcContract, RpcPayload, RpcReply } from '@site/contracts';
import { ContractPayloadPipe } from './contract-payload.pipe';

type Handler<C extends RpcContract> = (payload: RpcPayload<C>) => RpcReply<C> | Promise<RpcReply<C>>;

/**
 * Marks a controller method as the handler of one NATS call: subscribes it, validates the
 * request against the contract once, and checks at compile time that the method takes the
 * contract's payload and answers its reply.
 */
export function Handles<C extends RpcContract>(contract: C) {
  return <M extends Handler<C>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<M>): void => {
    Payload(new ContractPayloadPipe(contract.request))(target, key, 0);
    MessagePattern(contract.subject)(target, key, descriptor);
  };
}
