import { Alert, Button } from 'antd';
import { errorDetail } from '../../../lib/api-client';

interface LoadErrorAlertProps {
  title: string;
  error: unknown;
  onRetry: () => void;
}

/** A screen's failed load, above its table: the screen's failure title, the server's reason and a retry. */
export function LoadErrorAlert({ title, error, onRetry }: LoadErrorAlertProps) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={errorDetail(error)}
      style={{ marginBottom: 16 }}
      action={
        <Button size="small" onClick={onRetry}>
          重试
        </Button>
      }
    />
  );
}
