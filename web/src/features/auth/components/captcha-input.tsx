import { ReloadOutlined } from '@ant-design/icons';
import { Input, Space, Spin } from 'antd';
import { captchaImageSrc, type Captcha } from '../api/captcha';
import styles from './login-form.module.css';

interface CaptchaInputProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  captcha: Captcha | undefined;
  loading: boolean;
  onRefresh: () => void;
}

/** A code box beside the server's captcha image; clicking the image fetches a new one. */
export function CaptchaInput({ id, value, onChange, captcha, loading, onRefresh }: CaptchaInputProps) {
  return (
    <Space.Compact block>
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        autoComplete="off"
        placeholder="请输入验证码"
        maxLength={8}
      />
      <button
        type="button"
        className={styles.captcha}
        onClick={onRefresh}
        title="看不清？换一张"
        aria-label="看不清？换一张"
      >
        {captcha && !loading ? (
          <img src={captchaImageSrc(captcha.svg)} alt="验证码" width={120} height={40} />
        ) : loading ? (
          <Spin size="small" />
        ) : (
          <ReloadOutlined />
        )}
      </button>
    </Space.Compact>
  );
}
