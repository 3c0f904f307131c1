import { MEDIA_PAGE_SIZE } from '@site/contracts';
import { Pagination } from 'antd';
import type { CSSProperties } from 'react';

/** The media library's pages of 50 files, with their count; hidden while one page holds them all. */
export function MediaPager(props: {
  page: number;
  total: number;
  onChange: (page: number) => void;
  className?: string;
  style?: CSSProperties;
  size?: 'small';
}) {
  return (
    <Pagination
      className={props.className}
      style={props.style}
      current={props.page}
      pageSize={MEDIA_PAGE_SIZE}
      total={props.total}
      onChange={props.onChange}
      showSizeChanger={false}
      showTotal={(total) => `共 ${total} 个文件`}
      hideOnSinglePage
      size={props.size}
    />
  );
}
