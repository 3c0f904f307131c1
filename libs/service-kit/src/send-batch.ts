/**
 * Sends made while one batch of I/O is handled go out together, once it is done (setImmediate).
 * nats.js writes its buffer to the socket at the end of each microtask checkpoint, so a request or a
 * reply made for each of many HTTP requests or NATS messages cost one socket write each; on
 * loopback a write also pays for the receiver's side, about a third of the gateway's time on an
 * uncached read. Together they cost one write. Each send handles its own errors.
 */
export class SendBatch {
  private queue: (() => void)[] = [];
  private scheduled = false;

  add(send: () => void): void {
    this.queue.push(send);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(this.flush);
  }

  private readonly flush = (): void => {
    this.scheduled = false;
    const queue = this.queue;
    this.queue = [];
    for (const send of queue) send();
  };
}
