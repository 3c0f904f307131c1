import type { UseMutationResult } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useRef, useState } from 'react';
import { ApiError, errorDetail } from '../../../lib/api-client';
import { useConfirmDialog } from './confirm-dialog';
import type { Toast } from './use-toast';

/** An English version as answered: where it stands, with its version. */
interface VersionedRecord {
  publication: { version: number };
}

/** Someone saved meanwhile (409 STALE_VERSION). */
export const isStaleVersion = (error: unknown) => error instanceof ApiError && error.code === 'STALE_VERSION';

/** A save of an English version: the form's values, the version it started from (none at first), publishing or not. */
export interface TranslationSaveRequest<F> {
  values: F;
  version?: number;
  publish?: boolean;
}

interface TranslationFormOptions<V extends VersionedRecord, F> {
  form: FormInstance<F>;
  /** The form's values as the version stands (what counts as not changed). */
  initialValues: F;
  /** The form's values once the version is removed. */
  emptyValues: F;
  translation: V | null;
  save: UseMutationResult<V, Error, TranslationSaveRequest<F>>;
  remove: UseMutationResult<unknown, Error, void>;
  toast: Toast;
  /** What the removal confirm says leaves the English pages: '这篇新闻'. */
  subject: string;
  onChange: (view: V | null) => void;
  onEdit?: (values: F, dirty: boolean) => void;
}

/**
 * The behaviour every English form shares: whether it changed, 保存草稿 and 保存并发布 with the version it
 * started from (a 409's message kept for beside the form), 从中文复制 and 删除英文版本 after a confirm.
 */
export function useTranslationForm<V extends VersionedRecord, F extends object>({
  form,
  initialValues,
  emptyValues,
  translation,
  save,
  remove,
  toast,
  subject,
  onChange,
  onEdit,
}: TranslationFormOptions<V, F>) {
  const confirm = useConfirmDialog();
  const [stale, setStale] = useState<string | null>(null);
  const saved = useRef(JSON.stringify(initialValues));
  const publishNext = useRef(false);
  const edited = (values: F) => onEdit?.(values, JSON.stringify(values) !== saved.current);
  const current = () => form.getFieldsValue(true) as F;

  const submit = (values: F) => {
    const publish = publishNext.current;
    publishNext.current = false;
    save.mutate(
      { values, version: translation?.publication.version, publish },
      {
        onSuccess: (view) => {
          saved.current = JSON.stringify(values);
          setStale(null);
          onEdit?.(values, false);
          toast.success(publish ? '英文版本已保存并发布' : '英文草稿已保存，英文页面在发布前不变');
          onChange(view);
        },
        onError: (error) => {
          if (isStaleVersion(error)) setStale(errorDetail(error) ?? '有人在您编辑期间保存了新的英文版本');
        },
      },
    );
  };

  /** 保存并发布: the next submit publishes too. */
  const publish = () => {
    publishNext.current = true;
    form.submit();
  };

  /** 从中文复制: `values` (the Chinese words, in the English form's shape) replace the form's. */
  const copy = (values: F) => {
    form.setFieldsValue(values);
    edited(current());
  };

  const removeEnglish = () =>
    confirm({
      title: '删除英文版本？',
      content: `英文版本和它的历史版本都将删除，英文页面随即不再显示${subject}。中文版本不受影响。`,
      onConfirm: async () => {
        await remove.mutateAsync();
        saved.current = JSON.stringify(emptyValues);
        form.setFieldsValue(emptyValues);
        onEdit?.(emptyValues, false);
        onChange(null);
      },
    });

  return {
    stale,
    /** onValuesChange: reports the form's values and whether they differ from the saved ones. */
    changed: () => edited(current()),
    submit,
    publish,
    saving: save.isPending,
    publishing: save.variables?.publish === true,
    copy,
    removeEnglish: translation ? removeEnglish : undefined,
  };
}
