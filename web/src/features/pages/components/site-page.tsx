import { useQuery } from '@tanstack/react-query';
import type { PageKey } from '@site/contracts';
import { Container } from '../../../components/ui/container';
import { ErrorState } from '../../../components/ui/error-state';
import { errorDetail } from '../../../lib/api-client';
import { pageQuery } from '../api/page';
import { PageSections } from './page-sections';

/** A page staff edit (home, about, technology), drawn from its sections. */
export function SitePage({ pageKey }: { pageKey: PageKey }) {
  const query = useQuery(pageQuery(pageKey));
  if (query.isPending) {
    return (
      <Container>
        <p role="status" aria-busy="true" style={{ padding: '64px 0' }}>
          正在加载…
        </p>
      </Container>
    );
  }
  if (query.isError) {
    return (
      <Container>
        <ErrorState
          title="页面加载失败，请稍后重试"
          detail={errorDetail(query.error)}
          onRetry={() => void query.refetch()}
        />
      </Container>
    );
  }
  return <PageSections sections={query.data.sections} strips={query.data.strips} />;
}
