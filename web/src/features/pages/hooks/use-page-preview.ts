import { parsePageSections, type PageKey } from '@site/contracts';
import { useEffect, useState } from 'react';
import { errorDetail } from '../../../lib/api-client';
import { previewPage, type SectionInput } from '../api/admin-pages';

/** How long typing must pause before the preview is asked for again. */
export const PREVIEW_DELAY_MS = 500;

export interface PreviewState {
  /** The last preview the server made; kept while a later draft is refused. */
  url: string | null;
  /** Why the current draft has no preview (the parser's or the server's words). */
  problem: string | null;
  loading: boolean;
}

/**
 * The unsaved draft rendered by the server, asked for once typing pauses. A draft the contracts' parser
 * refuses is not sent: its message says why. A newer draft cancels the answer to an older one.
 */
export function usePagePreview(page: PageKey, sections: SectionInput[]): PreviewState {
  const body = JSON.stringify(sections);
  const [state, setState] = useState<PreviewState>({ url: null, problem: null, loading: true });

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const draft = JSON.parse(body) as SectionInput[];
      const parsed = parsePageSections({ sections: draft });
      if (!parsed.ok) {
        setState((current) => ({ ...current, problem: parsed.message, loading: false }));
        return;
      }
      setState((current) => ({ ...current, loading: true }));
      previewPage(page, draft, controller.signal).then(
        (answer) => setState({ url: answer.url, problem: null, loading: false }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setState((current) => ({ ...current, problem: errorDetail(error) ?? '预览生成失败', loading: false }));
        },
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [page, body]);

  return state;
}
