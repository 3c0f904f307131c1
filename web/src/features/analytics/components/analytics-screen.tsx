import { Card, Col, Radio, Row, Segmented, Spin, Statistic, Typography } from 'antd';
import { useMemo } from 'react';
import { LoadErrorAlert } from '../../../components/ui/admin/load-error-alert';
import { useAnalytics } from '../hooks/use-analytics';
import { LOCALE_FILTER_OPTIONS, type LocaleFilter } from '../utils/analytics-locale';
import { PERIOD_OPTIONS, type AnalyticsDays } from '../utils/analytics-period';
import { deviceSlices, formatCount, sourceSlices } from '../utils/analytics-format';
import { ShareCard } from './share-card';
import { TopPagesCard } from './top-pages-card';
import { TrendCard } from './trend-card';
import styles from './analytics-screen.module.css';

interface AnalyticsScreenProps {
  days: AnalyticsDays;
  onDaysChange: (days: AnalyticsDays) => void;
  /** Every language's visits, or only those to one language's pages. */
  locale: LocaleFilter;
  onLocaleChange: (locale: LocaleFilter) => void;
  /** The site's theme: the charts draw on ECharts' dark theme to match the admin's dark mode. */
  dark: boolean;
}

/** Analytics: period and language selectors, totals, daily trend, traffic sources, devices and top pages. */
export function AnalyticsScreen({ days, onDaysChange, locale, onLocaleChange, dark }: AnalyticsScreenProps) {
  const analytics = useAnalytics({ days, locale });
  const { stats, loading, updating, error } = analytics;
  const sources = useMemo(() => analytics.sources && sourceSlices(analytics.sources), [analytics.sources]);
  const devices = useMemo(() => analytics.devices && deviceSlices(analytics.devices), [analytics.devices]);

  return (
    <div className={styles.screen} aria-busy={loading || updating} data-testid="analytics-screen">
      <Card className={styles.card}>
        <div className={styles.toolbar}>
          <Radio.Group
            aria-label="统计周期"
            optionType="button"
            buttonStyle="solid"
            value={days}
            options={PERIOD_OPTIONS.map((option) => ({ value: option.days, label: option.label }))}
            onChange={(event) => onDaysChange(event.target.value as AnalyticsDays)}
          />
          <Segmented<LocaleFilter>
            aria-label="语言"
            value={locale}
            options={[...LOCALE_FILTER_OPTIONS]}
            onChange={onLocaleChange}
          />
          <span className={styles.range}>
            {updating && <Spin size="small" aria-label="正在更新" />}
            {stats && (
              <Typography.Text type="secondary" data-testid="analytics-range">
                统计区间：{stats.from} 至 {stats.to}
              </Typography.Text>
            )}
          </span>
        </div>
      </Card>

      {error && <LoadErrorAlert title="获取分析数据失败" error={error} onRetry={analytics.retry} />}

      {!(error && loading) && (
        <>
          <Row gutter={[16, 16]} aria-label="访问总计" role="group">
            {[
              { title: '访问量', value: stats?.total_visits },
              { title: '独立访客', value: stats?.unique_visitors },
              { title: '日均访问', value: stats?.avg_daily_visits, precision: 1 },
            ].map((total) => (
              <Col key={total.title} xs={24} md={8}>
                <Card
                  loading={loading && stats === undefined}
                  className={styles.card}
                  role="group"
                  aria-label={total.title}
                >
                  {/* A failed call shows a dash, never a zero. */}
                  <Statistic title={total.title} value={total.value ?? '—'} precision={total.precision} />
                </Card>
              </Col>
            ))}
          </Row>
          {stats && (
            <Typography.Text type="secondary" className={styles.note}>
              另有爬虫访问 {formatCount(stats.bot_visits)} 次，未计入以上数据。
            </Typography.Text>
          )}

          <TrendCard trends={analytics.trends} loading={loading} dark={dark} />

          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <ShareCard title="流量来源" keyTitle="来源" slices={sources} loading={loading} dark={dark} />
            </Col>
            <Col xs={24} lg={12}>
              <ShareCard title="设备类型" keyTitle="设备" slices={devices} loading={loading} dark={dark} />
            </Col>
          </Row>

          <TopPagesCard pages={analytics.topPages} loading={loading} />
        </>
      )}
    </div>
  );
}
