import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ButtonLink } from '../../components/ui/button-link';
import { EmptyState } from '../../components/ui/empty-state';
import { Section } from '../../components/ui/section';

/** Shown inside the public layout when a page throws while rendering or loading. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error('页面渲染出错', error), [error]);
  const detail = isRouteErrorResponse(error) ? `（${error.status}）` : '';
  return (
    <Section>
      <h1 className="visually-hidden">页面出错了</h1>
      <EmptyState
        title={`页面出错了${detail}`}
        description="抱歉，页面加载时出现问题。请刷新页面重试，或返回首页。"
        action={<ButtonLink to="/">返回首页</ButtonLink>}
      />
    </Section>
  );
}
