import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_FIELDS, PAGE_KEYS, PAGE_LABELS, type PageAdminView, type PageKey } from '@site/contracts';
import { Button, Card, Result, Skeleton, Space, Tabs } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { LoadErrorAlert } from '../../../components/ui/admin/load-error-alert';
import { TranslationStateTag } from '../../../components/ui/admin/translation-state-tag';
import { useCurrentAdmin } from '../../../features/auth/hooks/use-current-admin';
import { canWrite } from '../../../features/auth/utils/permissions';
import { categoriesQuery } from '../../../features/categories/api/categories';
import { buildCategoryTree } from '../../../features/categories/utils/category-tree';
import { adminPageQuery, adminPagesQuery, savePage, type SectionInput } from '../../../features/pages/api/admin-pages';
import { PageEditor } from '../../../features/pages/components/page-editor/page-editor';
import { usePageTranslation } from '../../../features/pages/hooks/use-page-translation';
import type { StripCategories } from '../../../features/pages/components/page-editor/section-form';
import type { PublishingConfig } from '../../../features/publishing/api/publishing';
import { PublishStatusBar } from '../../../features/publishing/components/publish-status-bar';
import { StaleSaveDialog } from '../../../features/publishing/components/stale-save-dialog';
import { useAutosave } from '../../../features/publishing/hooks/use-autosave';
import { usePublicSettings } from '../../../features/settings/api/get-public-settings';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { AdminPage } from '../../layouts/admin/admin-page';
import { PageEnglishTab } from './page-english-tab';

/**
 * Pages publish under their numeric id like news (`/api/pages/{id}/publish` …). Their admin read is by
 * key, so no `adminPath`: the answers of the bar are put in the page's query by `take` below.
 */
const PAGE_PUBLISHING: PublishingConfig = { basePath: '/api/pages', fields: PAGE_FIELDS };

const isPageKey = (value: string | undefined): value is PageKey => PAGE_KEYS.some((key) => key === value);

function BackToList() {
  const navigate = useNavigate();
  return <Button onClick={() => void navigate('/admin/pages')}>返回页面列表</Button>;
}

/** The categories a product or news list section may be narrowed to, from the categories feature. */
function useStripCategories(): StripCategories {
  const products = useQuery(categoriesQuery('product'));
  const news = useQuery(categoriesQuery('news'));
  return useMemo(
    () => ({
      products: { nodes: buildCategoryTree(products.data ?? []), loading: products.isPending },
      news: { nodes: buildCategoryTree(news.data ?? []), loading: news.isPending },
    }),
    [products.data, products.isPending, news.data, news.isPending],
  );
}

interface Edit {
  sections: SectionInput[] | null;
  dirty: boolean;
}

/**
 * /admin/pages/{key}: the block editor of the home, about or technology page, with its publishing bar
 * (state, publish, schedule, preview links, history; no 下线: the pages are always on the site), autosave
 * every 10 s while editing, and the compare dialog when someone saved meanwhile.
 */
export function PageEditorPage() {
  const param = useParams().key;
  const key = isPageKey(param) ? param : null;
  const { role } = useCurrentAdmin();
  const canEdit = canWrite(role, 'pages');
  const queryClient = useQueryClient();
  const { settings } = usePublicSettings();
  const categories = useStripCategories();
  const page = useQuery({ ...adminPageQuery(key ?? 'home'), enabled: key !== null });
  const english = usePageTranslation(key);
  const [edit, setEdit] = useState<Edit>({ sections: null, dirty: false });
  const [stale, setStale] = useState<SectionInput[] | null>(null);
  // Remounts the editor with the latest working copy (after 载入最新版本, an overwrite or a restore).
  const [generation, setGeneration] = useState(0);
  useLeaveGuard(edit.dirty);

  // Stable: the editor reports every change of its draft through it.
  const onEdit = useCallback((sections: SectionInput[], dirty: boolean) => setEdit({ sections, dirty }), []);
  const fields = useMemo(() => (edit.sections ? { sections: edit.sections } : null), [edit.sections]);
  useAutosave(PAGE_PUBLISHING, canEdit && page.data ? page.data.id : null, fields, edit.dirty);

  const take = (view: PageAdminView) => {
    queryClient.setQueryData(adminPageQuery(view.key).queryKey, view);
    // The list only: its key is the page's key's prefix, and the page is the answer already.
    void queryClient.invalidateQueries({ queryKey: adminPagesQuery.queryKey, exact: true });
  };
  const reload = async () => {
    setStale(null);
    await page.refetch();
    setEdit({ sections: null, dirty: false });
    setGeneration((g) => g + 1);
  };
  const overwrite = async (mine: SectionInput[]) => {
    if (key === null) return;
    take(await savePage(key, mine, undefined));
    setStale(null);
    setGeneration((g) => g + 1);
  };

  let screen;
  if (key === null) {
    screen = (
      <Result
        status="404"
        title="页面不存在"
        subTitle="只有首页、关于我们和核心技术可以编辑。"
        extra={<BackToList />}
      />
    );
  } else if (page.isError) {
    screen = <LoadErrorAlert title="获取页面失败" error={page.error} onRetry={() => void page.refetch()} />;
  } else if (page.data) {
    const current = page.data;
    const chinese = (
      <>
        <PublishStatusBar<PageAdminView>
          config={PAGE_PUBLISHING}
          record={current}
          canEdit={canEdit}
          timeZone={settings.timeZone}
          dirty={edit.dirty}
          allowUnpublish={false}
          onChanged={(record) => {
            take(record);
            // A restore changes the working copy: the editor shows it unless it has changes of its own.
            if (!edit.dirty && JSON.stringify(record.sections) !== JSON.stringify(current.sections))
              setGeneration((g) => g + 1);
          }}
        />
        {/* Keyed by page: the draft starts from the server's page once, and is not reset by a refetch. */}
        <PageEditor
          key={`${key}-${generation}`}
          page={current}
          role={role}
          canEdit={canEdit}
          categories={categories}
          onEdit={onEdit}
          onStale={(sections) => {
            setStale(sections);
            void page.refetch();
          }}
        />
        {stale && (
          <StaleSaveDialog
            open
            fields={PAGE_FIELDS}
            theirs={{ sections: current.sections }}
            mine={{ sections: stale }}
            onOverwrite={() => overwrite(stale)}
            onReload={() => void reload()}
            onClose={() => setStale(null)}
          />
        )}
      </>
    );
    screen = (
      <Tabs
        items={[
          { key: 'zh-CN', label: '中文', children: chinese },
          {
            key: 'en',
            label: (
              <Space size={8}>
                英文版本
                <TranslationStateTag publication={english.translation?.publication ?? null} />
              </Space>
            ),
            children: <PageEnglishTab page={current} source={english} canEdit={canEdit} timeZone={settings.timeZone} />,
          },
        ]}
      />
    );
  } else {
    screen = (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  }

  const name = key ? PAGE_LABELS[key] : '页面';
  return (
    <AdminPage title={`${canEdit ? '编辑' : '查看'}页面：${name}`} extra={key && <BackToList />}>
      {screen}
    </AdminPage>
  );
}
