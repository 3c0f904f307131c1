import { TreeSelect } from 'antd';

export interface PickerNode {
  id: number;
  name: string;
  children: readonly PickerNode[];
}

interface CategoryTreePickerProps {
  nodes: readonly PickerNode[];
  value?: number | null;
  onChange?: (value: number | null) => void;
  placeholder?: string;
  allowClear?: boolean;
  disabled?: boolean;
  loading?: boolean;
  id?: string;
  'aria-label'?: string;
}

/** Pickers show three levels at most (L1 to L3). */
const MAX_LEVELS = 3;

interface TreeOption {
  value: number;
  title: string;
  children: TreeOption[];
}

const toOptions = (nodes: readonly PickerNode[], level = 1): TreeOption[] =>
  level > MAX_LEVELS
    ? []
    : nodes.map((node) => ({ value: node.id, title: node.name, children: toOptions(node.children, level + 1) }));

/** Category tree picker: a searchable tree select, fully expanded. */
export function CategoryTreePicker({
  nodes,
  value,
  onChange,
  placeholder = '请选择分类',
  ...rest
}: CategoryTreePickerProps) {
  return (
    <TreeSelect<number>
      {...rest}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      treeData={toOptions(nodes)}
      placeholder={placeholder}
      treeDefaultExpandAll
      showSearch={{ treeNodeFilterProp: 'title' }}
      styles={{ popup: { root: { maxHeight: 400, overflow: 'auto' } } }}
      notFoundContent="暂无分类"
    />
  );
}
