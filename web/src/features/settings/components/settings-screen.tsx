import { SETTINGS_TABS } from '@site/contracts';
import { Alert, Card, Tabs } from 'antd';
import { SETTINGS_TAB_LABELS } from '../utils/settings-fields';
import { SearchPushLog } from './search-push-log';
import { SettingsTabForm } from './settings-tab-form';
import { TestMailPanel } from './test-mail-panel';

/** Settings: a tab each (常规, 安全, 邮件, 系统, 商品页), each loaded and saved on its own; the system tab also shows the 推送记录, the mail tab 发送测试邮件. */
export function SettingsScreen() {
  return (
    <Card>
      <Tabs
        items={SETTINGS_TABS.map((tab) => ({
          key: tab,
          label: SETTINGS_TAB_LABELS[tab],
          children:
            tab === 'product' ? (
              <>
                <Alert
                  type="info"
                  showIcon
                  style={{ marginBottom: 16 }}
                  title="每个产品页都会显示以下承诺；关闭开关即不再显示。单个产品可在产品表单的“商品页承诺”中另行修改或隐藏。"
                />
                <SettingsTabForm tab={tab} />
              </>
            ) : tab === 'system' ? (
              <>
                <SettingsTabForm tab={tab} />
                <SearchPushLog />
              </>
            ) : tab === 'email' ? (
              <>
                <SettingsTabForm tab={tab} />
                <TestMailPanel />
              </>
            ) : (
              <SettingsTabForm tab={tab} />
            ),
        }))}
      />
    </Card>
  );
}
