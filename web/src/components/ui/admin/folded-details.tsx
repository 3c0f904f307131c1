import { Descriptions, type DescriptionsProps, type TableProps } from 'antd';

/**
 * The expandable row that holds a phone table's folded fields. The expand column's header has no visible
 * text, so it gets a name for screen readers (an empty header is an accessibility fault).
 */
export function foldedDetails<T>(
  items: (row: T, index: number) => DescriptionsProps['items'],
): NonNullable<TableProps<T>['expandable']> {
  return {
    columnTitle: <span className="visually-hidden">展开详情</span>,
    expandedRowRender: (row, index) => <Descriptions size="small" column={1} items={items(row, index)} />,
  };
}
