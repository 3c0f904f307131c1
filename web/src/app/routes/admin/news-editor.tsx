import { useQuery, useQueryClient } from '@tanstack/react-query';
import { NEWS_FIELDS, type NewsAdminView } from '@site/contracts';
import { Alert, Button, Card, Result, Skeleton, Space, Tabs } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { LoadErrorAlert } from '../../../components/ui/admin/load-error-alert';
import { TranslationStateTag } from '../../../components/ui/admin/translation-state-tag';
import { useToast } from '../../../components/ui/admin/use-toast';
import { useCurrentAdmin } from '../../../features/auth/hooks/use-current-admin';
import { canWrite } from '../../../features/auth/utils/permissions';
import { categoriesQuery } from '../../../features/categories/api/categories';
import { buildCategoryTree } from '../../../features/categories/utils/category-tree';
import { ADMIN_NEWS_PATH, adminNewsItemQuery, updateNews } from '../../../features/news/api/news';
import { NewsEditor } from '../../../features/news/components/news-editor';
import { useNewsTranslation } from '../../../features/news/hooks/use-news-translation';
import { useRefreshNews } from '../../../features/news/hooks/use-news-mutations';
import { newsIdParam } from '../../../features/news/utils/news-display';
import {
  type NewsFormValues,
  newsToFormValues,
  NEW_NEWS_VALUES,
  toNewsPayload,
} from '../../../features/news/utils/news-form';
import type { PublishingConfig } from '../../../features/publishing/api/publishing';
import { PublishStatusBar } from '../../../features/publishing/components/publish-status-bar';
import { StaleSaveDialog } from '../../../features/publishing/components/stale-save-dialog';
import { useAutosave } from '../../../features/publishing/hooks/use-autosave';
import { defaultValueFormatter, type ValueFormatter } from '../../../features/publishing/utils/text-diff';
import { usePublicSettings } from '../../../features/settings/api/get-public-settings';
import { ApiError } from '../../../lib/api-client';
import { AdminPage } from '../../layouts/admin/admin-page';
import { NewsEnglishTab } from './news-english-tab';

const NEWS_PUBLISHING: PublishingConfig = { basePath: '/api/news', adminPath: ADMIN_NEWS_PATH, fields: NEWS_FIELDS };

function BackToList() {
  const navigate = useNavigate();
  return <Button onClick={() => void navigate('/admin/news')}>返回新闻列表</Button>;
}

/** An admin answer in the input's shape, as revisions hold it (the compare dialog's "theirs"). */
const asFields = (news: NewsAdminView): Record<string, unknown> => ({
  title: news.title,
  category: news.category,
  summary: news.summary,
  content: news.content,
  cover_image: news.cover_image,
  cover_alt: news.cover_alt,
  date: news.date,
  seo_title: news.seo_title,
  seo_description: news.seo_description,
});

/**
 * /admin/news/edit (new) and /admin/news/edit/{id}: the editor with the news category tree, and for a
 * saved article its publishing bar (state, publish, schedule, preview links, history), autosave every
 * 10 s while typing, and the compare dialog when someone saved meanwhile.
 */
export function NewsEditorPage() {
  const param = useParams().id;
  // `?lang=en` opens the 英文版本 tab (定时发布 links an English schedule there).
  const [search] = useSearchParams();
  const id = param === undefined ? null : newsIdParam(param);
  const isNew = param === undefined;
  const admin = useCurrentAdmin();
  const canEdit = canWrite(admin.role, 'news');
  const toast = useToast();
  const queryClient = useQueryClient();
  const refreshNews = useRefreshNews();
  const { settings } = usePublicSettings();
  const categories = useQuery(categoriesQuery('news'));
  const categoryTree = useMemo(() => buildCategoryTree(categories.data ?? []), [categories.data]);
  const article = useQuery({ ...adminNewsItemQuery(id ?? 0), enabled: id !== null });
  // Read once the article is: its tab label says where the English version stands.
  const english = useNewsTranslation(article.data?.id ?? null).translation;
  const missing = (!isNew && id === null) || (article.error instanceof ApiError && article.error.status === 404);
  const [edit, setEdit] = useState<{ values: NewsFormValues | null; dirty: boolean }>({ values: null, dirty: false });
  const [stale, setStale] = useState<NewsFormValues | null>(null);
  // Remounts the form with the latest working copy (after 载入最新版本 or a restore).
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (article.isError && !missing) toast.failed('获取新闻详情失败', article.error);
  }, [article.isError, article.error, missing, toast]);

  const payload = useMemo(() => (edit.values ? { ...toNewsPayload(edit.values) } : null), [edit.values]);
  useAutosave(NEWS_PUBLISHING, canEdit ? id : null, payload, edit.dirty);

  const names = useMemo(() => new Map((categories.data ?? []).map((c) => [c.id, c.name])), [categories.data]);
  const formatValue: ValueFormatter = useCallback(
    (key, value) =>
      key === 'category' && typeof value === 'number'
        ? (names.get(value) ?? `分类 ${value}`)
        : defaultValueFormatter(key, value),
    [names],
  );

  const take = (record: NewsAdminView) => {
    queryClient.setQueryData(adminNewsItemQuery(record.id).queryKey, record);
    void refreshNews();
  };
  const reload = async () => {
    setStale(null);
    await article.refetch();
    setEdit({ values: null, dirty: false });
    setGeneration((g) => g + 1);
  };
  const overwrite = async (mine: NewsFormValues) => {
    if (id === null) return;
    take(await updateNews(id, toNewsPayload(mine), undefined));
    setStale(null);
    setEdit({ values: mine, dirty: false });
  };

  const title = isNew ? '新建新闻' : canEdit ? '编辑新闻' : '查看新闻';
  let screen;
  if (isNew && !canEdit) {
    screen = <Result status="403" title="无权新建新闻" subTitle="您的角色只能查看新闻。" extra={<BackToList />} />;
  } else if (missing) {
    screen = <Result status="404" title="新闻未找到" subTitle="该新闻不存在或已被删除。" extra={<BackToList />} />;
  } else if (!isNew && article.isError) {
    screen = <LoadErrorAlert title="获取新闻详情失败" error={article.error} onRetry={() => void article.refetch()} />;
  } else if (isNew || article.data) {
    const news = article.data ?? null;
    screen = (
      <>
        {!canEdit && (
          <Alert type="info" showIcon title="您的角色只能查看新闻，不能修改。" style={{ marginBottom: 16 }} />
        )}
        <Tabs
          defaultActiveKey={search.get('lang') === 'en' ? 'en' : 'zh-CN'}
          items={[
            {
              key: 'zh-CN',
              label: '中文',
              children: (
                <>
                  {news && (
                    <PublishStatusBar<NewsAdminView>
                      config={NEWS_PUBLISHING}
                      record={news}
                      canEdit={canEdit}
                      timeZone={settings.timeZone}
                      dirty={edit.dirty}
                      formatValue={formatValue}
                      onChanged={(record) => {
                        take(record);
                        // A restore changes the working copy: the form shows it.
                        if (!edit.dirty) setGeneration((g) => g + 1);
                      }}
                    />
                  )}
                  <NewsEditor
                    key={`${news?.id ?? 'new'}-${generation}`}
                    news={news}
                    categoryTree={categoryTree}
                    categoriesLoading={categories.isPending}
                    canEdit={canEdit}
                    author={news ? news.author : admin.name || admin.username}
                    onSaved={take}
                    onStale={(values) => {
                      setStale(values);
                      void article.refetch();
                    }}
                    onEdit={(values, dirty) => setEdit({ values, dirty })}
                  />
                </>
              ),
            },
            {
              key: 'en',
              label: (
                <Space size={8}>
                  英文版本
                  <TranslationStateTag publication={english?.publication ?? null} />
                </Space>
              ),
              children: (
                <NewsEnglishTab
                  newsId={news?.id ?? null}
                  hasCover={Boolean(news?.cover_image)}
                  chinese={() => edit.values ?? (news ? newsToFormValues(news) : NEW_NEWS_VALUES)}
                  canEdit={canEdit}
                  timeZone={settings.timeZone}
                />
              ),
            },
          ]}
        />
        {news && stale && (
          <StaleSaveDialog
            open
            fields={NEWS_FIELDS}
            theirs={asFields(news)}
            mine={{ ...asFields(news), ...toNewsPayload(stale) }}
            formatValue={formatValue}
            onOverwrite={() => overwrite(stale)}
            onReload={() => void reload()}
            onClose={() => setStale(null)}
          />
        )}
      </>
    );
  } else {
    screen = (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  }

  return <AdminPage title={title}>{screen}</AdminPage>;
}
