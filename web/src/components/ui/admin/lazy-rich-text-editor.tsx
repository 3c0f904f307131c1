import { Skeleton } from 'antd';
import { lazy, Suspense, type ComponentProps } from 'react';

// TipTap is the heaviest part of a form: it loads when a form with rich text opens, not with the table.
const RichTextEditor = lazy(() => import('./rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

/** The rich-text editor, loaded on demand; a form field can hold it directly (value/onChange pass through). */
export function LazyRichTextEditor(props: ComponentProps<typeof RichTextEditor>) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} style={{ height: props.height }} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
