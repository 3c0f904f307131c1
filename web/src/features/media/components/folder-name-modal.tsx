import { MEDIA_LIMITS, type MediaFolderView } from '@site/contracts';
import { Form, Input, Modal } from 'antd';
import { requiredRule } from '../../../components/ui/admin/form-rules';

interface FolderNameModalProps {
  /** null: closed; 'new': 新建文件夹; a folder: 重命名 it. */
  folder: MediaFolderView | 'new' | null;
  saving: boolean;
  onCancel: () => void;
  onSave: (name: string) => void;
}

/** 新建文件夹 and 重命名文件夹: a name of 1 to 50 characters (the server says when it is taken). */
export function FolderNameModal({ folder, saving, onCancel, onSave }: FolderNameModalProps) {
  const [form] = Form.useForm<{ name: string }>();
  const renaming = folder !== null && folder !== 'new';
  return (
    <Modal
      title={renaming ? '重命名文件夹' : '新建文件夹'}
      open={folder !== null}
      okText={renaming ? '保存' : '创建'}
      cancelText="取消"
      confirmLoading={saving}
      destroyOnHidden
      onCancel={onCancel}
      onOk={() =>
        void form.validateFields().then(
          ({ name }) => onSave(name.trim()),
          () => undefined,
        )
      }
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={{ name: renaming ? folder.name : '' }}>
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
