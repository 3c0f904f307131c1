import { Grid, Input, Table, type TableColumnsType } from 'antd';
import { useMemo, useState, type Key, type ReactNode } from 'react';
import { foldedDetails } from './folded-details';
import { compareValues, rowMatches } from './table-utils';
import styles from './admin-ui.module.css';

export interface DataColumn<T> {
  /** The row field this column shows; it also sorts by it unless `sortValue` says otherwise. */
  key: string;
  title: string;
  render?: (row: T) => ReactNode;
  sortable?: boolean;
  sortValue?: (row: T) => unknown;
  /** Text shown instead of the raw value (a label), so search finds what the user sees. */
  searchText?: (row: T) => string;
  width?: number;
  /** Kept as a column on phones (≤ 576 px); the other fields move into the row's expandable details. */
  keyColumn?: boolean;
}

/** The column of row actions: on phones it stays as the last column, always visible. */
export const ACTIONS_KEY = 'actions';

interface DataTableProps<T extends object> {
  rows: readonly T[];
  columns: DataColumn<T>[];
  rowKey: (row: T) => Key;
  pageSize: number;
  loading?: boolean;
  searchPlaceholder?: string;
  /** Buttons beside the search box (e.g. 添加用户). */
  toolbar?: ReactNode;
  /** Accessible name of the table. */
  label: string;
}

const fieldOf = (row: object, key: string): unknown => (row as Record<string, unknown>)[key];

/** Shared data table: sortable columns, a search over all fields, fixed page size. */
export function DataTable<T extends object>(props: DataTableProps<T>) {
  const { rows, columns, rowKey, pageSize, loading, searchPlaceholder = '搜索...', toolbar, label } = props;
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const phone = Grid.useBreakpoint().sm === false;

  const visibleRows = useMemo(
    () =>
      rows.filter((row) =>
        rowMatches(
          row,
          query,
          columns.flatMap((column) => (column.searchText ? [column.searchText(row)] : [])),
        ),
      ),
    [rows, columns, query],
  );

  const onPhone = (column: DataColumn<T>) => column.keyColumn === true || column.key === ACTIONS_KEY;
  const shown = phone ? columns.filter(onPhone) : columns;
  const folded = phone ? columns.filter((column) => !onPhone(column)) : [];
  const cell = (column: DataColumn<T>, row: T) =>
    column.render ? column.render(row) : (fieldOf(row, column.key) as ReactNode);

  const tableColumns: TableColumnsType<T> = shown.map((column) => {
    const value = (row: T) => (column.sortValue ? column.sortValue(row) : fieldOf(row, column.key));
    return {
      key: column.key,
      title: column.title,
      dataIndex: column.key,
      width: column.width,
      // A wide table scrolls sideways; its actions stay on screen.
      fixed: !phone && column.key === ACTIONS_KEY ? ('right' as const) : undefined,
      render: column.render ? (_: unknown, row: T) => column.render!(row) : undefined,
      sorter: column.sortable === false ? undefined : (a: T, b: T) => compareValues(value(a), value(b)),
      showSorterTooltip: false,
    };
  });

  return (
    <div className={styles.table}>
      <div className={styles.toolbar}>
        <Input.Search
          className={styles.search}
          allowClear
          placeholder={searchPlaceholder}
          aria-label="搜索"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setPage(1);
          }}
        />
        {toolbar && <div className={styles.actions}>{toolbar}</div>}
      </div>
      <Table<T>
        aria-label={label}
        rowKey={rowKey}
        columns={tableColumns}
        dataSource={visibleRows}
        loading={loading}
        scroll={phone ? undefined : { x: 'max-content' }}
        size={phone ? 'small' : undefined}
        expandable={
          folded.length > 0
            ? foldedDetails<T>((row) =>
                folded.map((column) => ({ key: column.key, label: column.title, children: cell(column, row) })),
              )
            : undefined
        }
        locale={{ emptyText: rows.length === 0 ? '暂无数据' : '没有找到数据' }}
        pagination={{
          current: page,
          pageSize,
          onChange: setPage,
          showSizeChanger: false,
          hideOnSinglePage: false,
          showTotal: (total) => `共 ${total} 条`,
        }}
      />
    </div>
  );
}
