import { Alert, Segmented, Spin, Typography } from 'antd';
import { useLayoutEffect, useRef, useState } from 'react';
import type { PreviewState } from '../../hooks/use-page-preview';
import styles from './page-editor.module.css';

/** Each device's width, and the height its frame is drawn at before being scaled down to the column. */
const DEVICES = [
  { width: 390, height: 844, label: '手机' },
  { width: 768, height: 1024, label: '平板' },
  { width: 1280, height: 800, label: '桌面' },
];

/** The draft as the site would show it, at a phone's, a tablet's or a desktop's width. */
export function PagePreview({ preview }: { preview: PreviewState }) {
  const [width, setWidth] = useState(1280);
  const box = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState(width);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setRoom(element.clientWidth || width);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);

  const scale = Math.min(1, room / width);
  const height = DEVICES.find((device) => device.width === width)?.height ?? 800;
  return (
    <section className={styles.preview} aria-label="预览">
      <div className={styles.previewBar}>
        <Typography.Text strong>预览（未保存的修改）</Typography.Text>
        <Segmented
          aria-label="预览宽度"
          value={width}
          onChange={(value) => setWidth(Number(value))}
          options={DEVICES.map((device) => ({ value: device.width, label: `${device.label} ${device.width}px` }))}
        />
      </div>
      {preview.problem && (
        <Alert type="warning" showIcon role="alert" title="无法预览当前修改" description={preview.problem} />
      )}
      <div ref={box} className={styles.frameBox} style={{ height: height * scale }}>
        {preview.url ? (
          <iframe
            title="页面预览"
            src={preview.url}
            className={styles.frame}
            width={width}
            height={height}
            style={{ transform: `scale(${scale})` }}
          />
        ) : (
          <div className={styles.frameEmpty}>{preview.loading ? <Spin /> : '暂无预览'}</div>
        )}
      </div>
    </section>
  );
}
