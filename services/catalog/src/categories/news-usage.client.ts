import { Injectable, Logger } from '@nestjs/common';
import { type CategoryUsageCountReply, Patterns } from '@site/contracts';
import { RpcClient } from '@site/service-kit';
import { CategoryErrors } from './categories.exceptions';

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
      const reply = await this.rpc.request<CategoryUsageCountReply>(
        Patterns.content.categoryUsageCount,
        { categoryIds },
        { timeoutMs: TIMEOUT_MS },
      );
      if (typeof reply?.count !== 'number') throw new Error('malformed reply');
      return reply.count;
    } catch (error) {
      this.logger.warn(`news usage of categories ${categoryIds.join(',')} unknown: ${String(error)}`);
      throw CategoryErrors.newsUsageUnknown();
    }
  }
}
