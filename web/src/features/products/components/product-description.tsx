import { useTranslation } from '../../../lib/i18n';
import { RichContent } from '../../../components/ui/rich-content';
import styles from './product-description.module.css';

export function ProductDescription({ html }: { html: string }) {
  const { t } = useTranslation();
  if (!html.trim()) return <p className={styles.empty}>{t('products.noDescription')}</p>;
  return <RichContent html={html} />;
}
