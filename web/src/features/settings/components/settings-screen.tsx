import { SETTINGS_TABS } from '@site/contracts';
import { Card, Tabs } from 'antd';
import { SETTINGS_TAB_LABELS } from '../utils/settings-fields';
import { SettingsTabForm } from './settings-tab-form';

/** Settings: four tabs, each loaded and saved on its own. */
export function SettingsScreen() {
  return (
    <Card>
      <Tabs
        items={SETTINGS_TABS.map((tab) => ({
          key: tab,
          label: SETTINGS_TAB_LABELS[tab],
          children: <SettingsTabForm tab={tab} />,
        }))}
      />
    </Card>
  );
}
