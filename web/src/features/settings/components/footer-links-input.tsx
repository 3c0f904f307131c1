import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { FOOTER_LINK_LIMITS, type FooterLinkGroup } from '@site/contracts';
import { Button, Card, Input, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import styles from './settings.module.css';

type Link = FooterLinkGroup['links'][number];

interface FooterLinksInputProps {
  id?: string;
  value?: FooterLinkGroup[];
  onChange?: (value: FooterLinkGroup[]) => void;
  /** Another language's groups: its name starts every box's and button's label ("英文第 1 组标题"). */
  language?: string;
}

/** The list with item `from` moved to `to` (both in range). */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** Move up, move down and remove, for a group or a link named by `name`. */
function ItemActions({
  name,
  index,
  count,
  onMove,
  onRemove,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const action = (label: string, icon: ReactNode, onClick: () => void, disabled = false, danger = false) => (
    <Tooltip title={label}>
      <Button
        size="small"
        type="text"
        danger={danger}
        icon={icon}
        aria-label={`${label}${name}`}
        disabled={disabled}
        onClick={onClick}
      />
    </Tooltip>
  );
  return (
    <Space size={0}>
      {action('上移', <ArrowUpOutlined />, () => onMove(index - 1), index === 0)}
      {action('下移', <ArrowDownOutlined />, () => onMove(index + 1), index === count - 1)}
      {action('删除', <DeleteOutlined />, onRemove, false, true)}
    </Space>
  );
}

/**
 * The footer's link groups (settings, general tab): groups and their links added, removed and
 * reordered in place. The whole list is one form value, checked with the server's rules, whose
 * messages name the group and the link ("第 2 组第 3 个链接：…").
 */
export function FooterLinksInput({ id, value = [], onChange, language = '' }: FooterLinksInputProps) {
  const change = (groups: FooterLinkGroup[]) => onChange?.(groups);
  const setGroup = (index: number, group: FooterLinkGroup) =>
    change(value.map((current, i) => (i === index ? group : current)));
  const setLink = (groupIndex: number, linkIndex: number, link: Link) => {
    const group = value[groupIndex];
    setGroup(groupIndex, { ...group, links: group.links.map((current, i) => (i === linkIndex ? link : current)) });
  };

  return (
    <div id={id} className={styles.footerLinks}>
      {value.map((group, groupIndex) => {
        const groupName = `${language}第 ${groupIndex + 1} 组`;
        return (
          <Card
            key={groupIndex}
            size="small"
            title={
              <Input
                value={group.title}
                maxLength={FOOTER_LINK_LIMITS.title}
                placeholder="分组标题"
                aria-label={`${groupName}标题`}
                onChange={(event) => setGroup(groupIndex, { ...group, title: event.target.value })}
              />
            }
            extra={
              <ItemActions
                name={groupName}
                index={groupIndex}
                count={value.length}
                onMove={(to) => change(moved(value, groupIndex, to))}
                onRemove={() => change(value.filter((_, i) => i !== groupIndex))}
              />
            }
          >
            {group.links.map((link, linkIndex) => {
              const linkName = `${groupName}第 ${linkIndex + 1} 个链接`;
              return (
                <div key={linkIndex} className={styles.footerLink}>
                  <Input
                    value={link.label}
                    maxLength={FOOTER_LINK_LIMITS.label}
                    placeholder="链接文字"
                    aria-label={`${linkName}文字`}
                    onChange={(event) => setLink(groupIndex, linkIndex, { ...link, label: event.target.value })}
                  />
                  <Input
                    value={link.href}
                    placeholder="/products 或 https://…"
                    aria-label={`${linkName}地址`}
                    autoComplete="off"
                    onChange={(event) => setLink(groupIndex, linkIndex, { ...link, href: event.target.value })}
                  />
                  <ItemActions
                    name={linkName}
                    index={linkIndex}
                    count={group.links.length}
                    onMove={(to) => setGroup(groupIndex, { ...group, links: moved(group.links, linkIndex, to) })}
                    onRemove={() =>
                      setGroup(groupIndex, { ...group, links: group.links.filter((_, i) => i !== linkIndex) })
                    }
                  />
                </div>
              );
            })}
            <Button
              type="dashed"
              size="small"
              icon={<PlusOutlined />}
              disabled={group.links.length >= FOOTER_LINK_LIMITS.links}
              aria-label={`${groupName}添加链接`}
              onClick={() => setGroup(groupIndex, { ...group, links: [...group.links, { label: '', href: '' }] })}
            >
              添加链接
            </Button>
          </Card>
        );
      })}
      <Button
        type="dashed"
        icon={<PlusOutlined />}
        disabled={value.length >= FOOTER_LINK_LIMITS.groups}
        onClick={() => change([...value, { title: '', links: [{ label: '', href: '' }] }])}
      >
        添加{language}分组（最多{FOOTER_LINK_LIMITS.groups}组）
      </Button>
    </div>
  );
}
