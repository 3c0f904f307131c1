import { SETTINGS_TABS } from '@site/contracts';
import { Card, Tabs } from 'antd';
import { SETTINGS_TAB_LABELS } from '../utils/settings-fields';
import { SearchPushLog } from './search-push-log';
import { SettingsTabForm } from './settings-tab-form';

/** Settings: four tabs, each loaded and saved on its own; the system tab also shows the 推送记录. */
export function SettingsScreen() {
  return (
    <Card>
      <Tabs
        items={SETTINGS_TABS.map((tab) => ({
          key: tab,
          label: SETTINGS_TAB_LABELS[tab],
          children:
            tab === 'system' ? (
              <>
                <SettingsTabForm tab={tab} />
                <SearchPushLog />
              </>
            ) : (
              <SettingsTabForm tab={tab} />
            ),
        }))}
      />
    </Card>
  );
}
