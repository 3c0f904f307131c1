import { Grid, type TableColumnType, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { foldedDetails } from './folded-details';

/**
 * On phones (≤ 576 px) a table keeps only its key columns (by key, actions included) and shows the other
 * fields in an expandable row, so nothing needs a sideways scroll. Wider screens get the table as given.
 */
export function usePhoneTable<T extends object>(
  columns: TableColumnType<T>[],
  keep: readonly string[],
): Pick<TableProps<T>, 'columns' | 'expandable' | 'scroll' | 'size'> {
  const phone = Grid.useBreakpoint().sm === false;
  if (!phone) return { columns, scroll: { x: 'max-content' } };
  const kept = (column: TableColumnType<T>) => keep.includes(String(column.key));
  const folded = columns.filter((column) => !kept(column));
  const cell = (column: TableColumnType<T>, row: T, index: number): ReactNode => {
    const field = column.dataIndex;
    const value =
      typeof field === 'string' || typeof field === 'number' ? (row as Record<string, unknown>)[field] : undefined;
    return column.render ? (column.render(value, row, index) as ReactNode) : (value as ReactNode);
  };
  return {
    columns: columns.filter(kept).map((column) => ({ ...column, width: undefined })),
    size: 'small',
    expandable: foldedDetails<T>((row, index) =>
      folded.map((column) => ({
        key: String(column.key),
        label: column.title as ReactNode,
        children: cell(column, row, index),
      })),
    ),
  };
}
