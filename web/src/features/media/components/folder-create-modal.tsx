import { MEDIA_LIMITS } from '@site/contracts';
import { Form, Input, Modal } from 'antd';
import { requiredRule } from '../../../components/ui/admin/form-rules';

interface FolderCreateModalProps {
  open: boolean;
  saving: boolean;
  onCancel: () => void;
  onCreate: (name: string) => void;
}

/** 新建文件夹: a name of 1 to 50 characters (the server says when it is taken). */
export function FolderCreateModal({ open, saving, onCancel, onCreate }: FolderCreateModalProps) {
  const [form] = Form.useForm<{ name: string }>();
  return (
    <Modal
      title="新建文件夹"
      open={open}
      okText="创建"
      cancelText="取消"
      confirmLoading={saving}
      destroyOnHidden
      onCancel={onCancel}
      onOk={() =>
        void form.validateFields().then(
          ({ name }) => onCreate(name.trim()),
          () => undefined,
        )
      }
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          label="文件夹名称"
          name="name"
          rules={[
            requiredRule('文件夹名称'),
            { max: MEDIA_LIMITS.folderName, message: `文件夹名称不能超过${MEDIA_LIMITS.folderName}个字符` },
          ]}
        >
          <Input autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
