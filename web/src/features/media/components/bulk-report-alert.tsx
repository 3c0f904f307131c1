import { Alert } from 'antd';
import { summarize, type BulkReport } from '../hooks/use-bulk-actions';

/** What a bulk action did, the refused files named with the server's reason. */
export function BulkReportAlert({ report, onClose }: { report: BulkReport; onClose: () => void }) {
  return (
    <Alert
      type={report.failed.length ? 'warning' : 'success'}
      showIcon
      closable={{ onClose, 'aria-label': '关闭' }}
      style={{ marginBottom: 16 }}
      title={summarize(report)}
      description={
        report.failed.length > 0 && (
          <ul aria-label="未完成的文件" style={{ margin: 0, paddingLeft: 18 }}>
            {report.failed.map((f, i) => (
              <li key={i}>
                {f.name}：{f.message}
              </li>
            ))}
          </ul>
        )
      }
    />
  );
}
