import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ButtonLink } from '../../components/ui/button-link';
import { EmptyState } from '../../components/ui/empty-state';
import { Section } from '../../components/ui/section';

/** Shown inside the public layout when a page throws while rendering or loading. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => console.error('页面渲染出错', error), [error]);
  const title = isRouteErrorResponse(error) ? t('error.titleWithStatus', { status: error.status }) : t('error.title');
  return (
    <Section>
      <h1 className="visually-hidden">{t('error.title')}</h1>
      <EmptyState
        title={title}
        description={t('error.description')}
        action={<ButtonLink to="/">{t('error.backHome')}</ButtonLink>}
      />
    </Section>
  );
}
