import type { ReactNode } from 'react';
import { PageHeading } from '../../../components/ui/admin/page-heading';
import { useDocumentHead } from '../../../features/settings/hooks/use-document-head';

/** One back-office screen: tab title, h1 and the screen below. */
export function AdminPage({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  useDocumentHead({ title });
  return (
    <>
      <PageHeading title={title} extra={extra} />
      {children}
    </>
  );
}
