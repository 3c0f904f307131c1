import { RichContent } from '../../../components/ui/rich-content';
import styles from './product-description.module.css';

export function ProductDescription({ html }: { html: string }) {
  if (!html.trim()) return <p className={styles.empty}>暂无产品描述</p>;
  return <RichContent html={html} />;
}
