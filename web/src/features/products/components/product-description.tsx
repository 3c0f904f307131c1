import styles from './product-description.module.css';

/** The description is sanitised by the server on write (an allow-list), so it is rendered as given. */
export function ProductDescription({ html }: { html: string }) {
  if (!html.trim()) return <p className={styles.empty}>暂无产品描述</p>;
  return <div className={styles.content} dangerouslySetInnerHTML={{ __html: html }} />;
}
