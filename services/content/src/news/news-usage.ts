import { type MediaUsageSource, referencesOf } from '@site/contracts';

/** The uploads an article shows (cover and pictures in its body), for the media usage index. */
export function newsUsage(
  id: number,
  row: { title: string; coverImage: string | null; content?: string } | null,
): MediaUsageSource {
  return {
    kind: 'news',
    id: String(id),
    label: row?.title ?? '',
    references: row ? referencesOf({ cover_image: row.coverImage, content: row.content }) : [],
  };
}
