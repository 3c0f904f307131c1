import { Injectable, Logger } from '@nestjs/common';
import { ContentRpc, Errors } from '@site/contracts';
import { RpcClient, ServiceException } from '@site/service-kit';

/** Shorter than the gateway's own timeout, so the caller hears why and not a generic timeout. */
const TIMEOUT_MS = 2000;

/** Asks the content service how many news items use some categories. Never guesses. */
@Injectable()
export class NewsUsageClient {
  private readonly logger = new Logger(NewsUsageClient.name);

  constructor(private readonly rpc: RpcClient) {}

  /** The number of news items filed under these categories; refuses (503) when content cannot say. */
  async count(categoryIds: number[]): Promise<number> {
    try {
      const reply = await this.rpc.call(ContentRpc.categoryUsageCount, { categoryIds }, { timeoutMs: TIMEOUT_MS });
      return reply.count;
    } catch (error) {
      this.logger.warn(`news usage of categories ${categoryIds.join(',')} unknown: ${String(error)}`);
      throw new ServiceException(Errors.categoryNewsUsageUnknown());
    }
  }
}
