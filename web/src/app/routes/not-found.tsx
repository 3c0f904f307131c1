import { useTranslation } from '../../lib/i18n';
import { ButtonLink } from '../../components/ui/button-link';
import { Container } from '../../components/ui/container';
import styles from './not-found.module.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container>
      <section className={styles.box} aria-labelledby="not-found-title">
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title" className={styles.title}>
          {t('notFound.title')}
        </h1>
        <p className={styles.text}>{t('notFound.moved')}</p>
        <p className={styles.text}>{t('notFound.goOn')}</p>
        <ul className={styles.links}>
          <li>
            <ButtonLink to="/">{t('notFound.backHome')}</ButtonLink>
          </li>
          <li>
            <ButtonLink to="/contact" variant="secondary">
              {t('notFound.contact')}
            </ButtonLink>
          </li>
          <li>
            <ButtonLink to="/technology" variant="secondary">
              {t('notFound.technology')}
            </ButtonLink>
          </li>
        </ul>
      </section>
    </Container>
  );
}
