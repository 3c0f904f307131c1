import { useQuery } from '@tanstack/react-query';
import type { PageKey } from '@site/contracts';
import { Container } from '../../../components/ui/container';
import { ErrorState } from '../../../components/ui/error-state';
import { errorDetail } from '../../../lib/api-client';
import { pageQuery } from '../api/page';
import { PageSections } from './page-sections';
import { useLocale, useTranslation } from '../../../lib/i18n';

/** A page staff edit (home, about, technology), drawn from its sections. */
export function SitePage({ pageKey }: { pageKey: PageKey }) {
  const query = useQuery(pageQuery(pageKey, useLocale()));
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Container>
        <p role="status" aria-busy="true" style={{ padding: '64px 0' }}>
          {t('common.loading')}
        </p>
      </Container>
    );
  }
  if (query.isError) {
    return (
      <Container>
        <ErrorState
          title={t('common.pageLoadFailed')}
          detail={errorDetail(query.error, t)}
          onRetry={() => void query.refetch()}
        />
      </Container>
    );
  }
  return <PageSections sections={query.data.sections} strips={query.data.strips} />;
}
