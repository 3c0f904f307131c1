import type { MediaFolderView, MediaKind } from '@site/contracts';
import { Checkbox, DatePicker, Input, Select, Space } from 'antd';
import dayjs from 'dayjs';
import type { MediaFilters } from '../api/media';
import { KIND_LABELS } from '../utils/media-format';

interface MediaToolbarProps {
  filters: MediaFilters;
  /** Any change goes back to page 1 (the screen's to do). */
  onChange: (patch: Partial<MediaFilters>) => void;
  folders: MediaFolderView[];
  /** The signed-in account, for 我上传的; null while unknown. */
  currentUserId: number | null;
}

const DAY = 'YYYY-MM-DD';

/** Search and the filters: type, folder, uploader, upload days and 只看未使用的文件. */
export function MediaToolbar({ filters, onChange, folders, currentUserId }: MediaToolbarProps) {
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Input.Search
        allowClear
        enterButton="搜索"
        placeholder="搜索文件名、标题、替代文本或标签"
        aria-label="搜索媒体文件"
        style={{ width: 320, maxWidth: '100%' }}
        onSearch={(value) => onChange({ search: value.trim() })}
      />
      <Select
        aria-label="类型"
        style={{ minWidth: 110 }}
        value={filters.kind ?? 'all'}
        options={[
          { value: 'all', label: '全部类型' },
          ...Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label })),
        ]}
        onChange={(value: string) => onChange({ kind: value === 'all' ? null : (value as MediaKind) })}
      />
      <Select
        aria-label="文件夹"
        style={{ minWidth: 180 }}
        value={filters.folder ?? 0}
        options={[
          { value: 0, label: '全部文件' },
          ...folders.map((f) => ({ value: f.id, label: `${f.name}（${f.files}）` })),
        ]}
        onChange={(value: number) => onChange({ folder: value === 0 ? null : value })}
      />
      <Select
        aria-label="上传者"
        style={{ minWidth: 120 }}
        value={filters.uploader === null ? 'all' : 'mine'}
        options={[
          { value: 'all', label: '全部上传者' },
          { value: 'mine', label: '我上传的', disabled: currentUserId === null },
        ]}
        onChange={(value: string) => onChange({ uploader: value === 'mine' ? currentUserId : null })}
      />
      <DatePicker.RangePicker
        aria-label="上传日期"
        placeholder={['上传日期起', '上传日期止']}
        value={filters.from && filters.to ? [dayjs(filters.from), dayjs(filters.to)] : null}
        onChange={(days) => onChange({ from: days?.[0]?.format(DAY) ?? null, to: days?.[1]?.format(DAY) ?? null })}
      />
      <Checkbox checked={filters.unused} onChange={(e) => onChange({ unused: e.target.checked })}>
        只看未使用的文件
      </Checkbox>
    </Space>
  );
}
