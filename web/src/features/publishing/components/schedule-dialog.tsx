import { LATEST_SCHEDULE } from '@site/contracts';
import { Alert, DatePicker, Form, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { errorDetail } from '../../../lib/api-client';
import type { ScheduleBody } from '../api/publishing';
import { wallTimeAt, wallTimeToIso } from '../utils/zoned-time';

interface ScheduleDialogProps {
  open: boolean;
  /** The site's time zone: the times are entered and shown on its clock. */
  timeZone: string;
  /** The schedule in force, to change it. */
  publishAt: string | null;
  unpublishAt: string | null;
  /** false: the record is always live (site pages), so no take-down time is asked. */
  allowUnpublish?: boolean;
  onCancel: () => void;
  /** Sends the schedule; a rejection's server reason is shown in the dialog, which stays open. */
  onSubmit: (body: ScheduleBody) => Promise<unknown>;
}

interface ScheduleValues {
  publish_at: Dayjs | null;
  unpublish_at: Dayjs | null;
}

const FORMAT = 'YYYY-MM-DD HH:mm';

/** The picker shows the site's wall clock in a Dayjs of the browser's zone: only its fields count. */
function toPicker(value: string | null, timeZone: string): Dayjs | null {
  if (!value || Number.isNaN(Date.parse(value))) return null;
  const w = wallTimeAt(Date.parse(value), timeZone);
  return dayjs(new Date(w.year, w.month - 1, w.day, w.hour, w.minute));
}

export function pickerToIso(value: Dayjs, timeZone: string): string {
  return wallTimeToIso(
    { year: value.year(), month: value.month() + 1, day: value.date(), hour: value.hour(), minute: value.minute() },
    timeZone,
  );
}

/** The server's checks, said before sending: later than now, before 2100, take-down after publish. */
export function scheduleProblems(
  body: ScheduleBody,
  now = Date.now(),
): Partial<Record<'publish_at' | 'unpublish_at', string>> {
  const problems: Partial<Record<'publish_at' | 'unpublish_at', string>> = {};
  const at = Date.parse(body.publish_at);
  if (at <= now) problems.publish_at = '发布时间必须晚于当前时间';
  else if (at >= LATEST_SCHEDULE) problems.publish_at = '发布时间不能晚于2099年12月31日';
  if (body.unpublish_at !== null) {
    const until = Date.parse(body.unpublish_at);
    if (until <= at) problems.unpublish_at = '下线时间必须晚于发布时间';
    else if (until >= LATEST_SCHEDULE) problems.unpublish_at = '下线时间不能晚于2099年12月31日';
  }
  return problems;
}

/** 定时发布: when the working copy goes live, and optionally when it comes down, on the site's clock. */
export function ScheduleDialog({
  open,
  timeZone,
  publishAt,
  unpublishAt,
  allowUnpublish = true,
  onCancel,
  onSubmit,
}: ScheduleDialogProps) {
  const [form] = Form.useForm<ScheduleValues>();
  const [refused, setRefused] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (values: ScheduleValues) => {
    if (!values.publish_at) return;
    const body: ScheduleBody = {
      publish_at: pickerToIso(values.publish_at, timeZone),
      unpublish_at: allowUnpublish && values.unpublish_at ? pickerToIso(values.unpublish_at, timeZone) : null,
    };
    const problems = scheduleProblems(body);
    const named = Object.entries(problems).map(([name, message]) => ({
      name: name as keyof ScheduleValues,
      errors: [message],
    }));
    if (named.length > 0) {
      form.setFields(named);
      return;
    }
    setRefused(null);
    setSending(true);
    try {
      await onSubmit(body);
    } catch (error) {
      setRefused(errorDetail(error) ?? '定时发布失败，请稍后重试');
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      title="定时发布"
      okText="确定"
      cancelText="取消"
      confirmLoading={sending}
      onOk={() => form.submit()}
      onCancel={onCancel}
      afterClose={() => setRefused(null)}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {`时间按站点时区 ${timeZone} 填写。到时会发布当前保存的草稿。`}
      </Typography.Paragraph>
      <Form<ScheduleValues>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ publish_at: toPicker(publishAt, timeZone), unpublish_at: toPicker(unpublishAt, timeZone) }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          label={`发布时间（${timeZone}）`}
          name="publish_at"
          rules={[{ required: true, message: '请选择发布时间' }]}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format={FORMAT} style={{ width: '100%' }} />
        </Form.Item>
        {allowUnpublish && (
          <Form.Item label={`下线时间（${timeZone}，可选）`} name="unpublish_at" extra="留空则一直在线">
            <DatePicker showTime={{ format: 'HH:mm' }} format={FORMAT} style={{ width: '100%' }} />
          </Form.Item>
        )}
      </Form>
      {refused !== null && <Alert type="error" showIcon title={refused} />}
    </Modal>
  );
}
