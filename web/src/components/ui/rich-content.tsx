import type { HTMLAttributes } from 'react';
import styles from './rich-content.module.css';

type RichContentProps = Omit<HTMLAttributes<HTMLDivElement>, 'dangerouslySetInnerHTML' | 'children'> & {
  /** HTML the server sanitised on write (an allow-list); it is rendered as given. */
  html: string;
};

/** Product descriptions and news bodies: the editor's HTML with the site's typography. */
export function RichContent({ html, className, ...rest }: RichContentProps) {
  return (
    <div
      {...rest}
      className={className ? `${styles.content} ${className}` : styles.content}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
