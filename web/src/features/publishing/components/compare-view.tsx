import type { RecordFields } from '@site/contracts';
import { Button, Typography } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import {
  compareFields,
  defaultValueFormatter,
  type DiffSegment,
  type FieldComparison,
  type SectionComparison,
  type ValueFormatter,
} from '../utils/text-diff';
import styles from './compare-view.module.css';

interface CompareViewProps {
  fields: RecordFields<string>;
  /** The older version's fields (a revision's snapshot); `{}` compares against nothing. */
  before: Readonly<Record<string, unknown>>;
  after: Readonly<Record<string, unknown>>;
  /** How `value` fields read (a category's name for its id); JSON by default. */
  formatValue?: ValueFormatter;
}

/** Unchanged text longer than this is shortened to its ends around a change, until 显示全文. */
const LONG_SAME = 240;
const CONTEXT = 80;

function renderSegments(segments: readonly DiffSegment[], full: boolean): ReactNode[] {
  return segments.map((segment, index) => {
    if (segment.kind === 'added')
      return (
        <ins key={index} className={styles.ins}>
          {segment.text}
        </ins>
      );
    if (segment.kind === 'removed')
      return (
        <del key={index} className={styles.del}>
          {segment.text}
        </del>
      );
    const chars = [...segment.text];
    if (full || chars.length <= LONG_SAME) return <span key={index}>{segment.text}</span>;
    const first = index === 0;
    const last = index === segments.length - 1;
    const head = first ? '' : chars.slice(0, CONTEXT).join('');
    const tail = last ? '' : chars.slice(-CONTEXT).join('');
    const hidden = chars.length - [...head].length - [...tail].length;
    return (
      <span key={index}>
        {head}
        <span className={styles.elided}>{`…（省略 ${hidden} 字）…`}</span>
        {tail}
      </span>
    );
  });
}

const isLong = (segments: readonly DiffSegment[]) =>
  segments.some((s) => s.kind === 'same' && [...s.text].length > LONG_SAME);

/** One section of a page: what happened to it (新增区块, a move …) and its words with their changes. */
function ChangedSection({ section, full }: { section: SectionComparison; full: boolean }) {
  const textChanged = section.segments.some((s) => s.kind !== 'same');
  return (
    <li className={styles.section} data-section={section.key}>
      <h5 className={styles.sectionLabel}>
        <span>{section.label}</span>
        {section.notes.map((note) => (
          <span key={note} className={styles.note}>
            {note}
          </span>
        ))}
      </h5>
      {section.segments.length > 0 && <p className={styles.text}>{renderSegments(section.segments, full)}</p>}
      {!textChanged && section.notes.length === 0 && (
        <Typography.Text type="secondary">文字未变，仅设置或链接有改动</Typography.Text>
      )}
    </li>
  );
}

/** A page's sections: the changed ones in the newer order (removed ones last), the rest folded. */
function ChangedSections({ sections, full }: { sections: readonly SectionComparison[]; full: boolean }) {
  const changed = sections.filter((s) => s.changed);
  const unchanged = sections.filter((s) => !s.changed);
  return (
    <>
      <ol className={styles.sections} aria-label="有改动的区块">
        {changed.map((section) => (
          <ChangedSection key={section.key} section={section} full={full} />
        ))}
      </ol>
      {unchanged.length > 0 && (
        <details className={styles.unchanged}>
          <summary>{`${unchanged.length} 个区块未改变`}</summary>
          <ul className={styles.unchangedList}>
            {unchanged.map((section) => (
              <li key={section.key}>{section.label}</li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}

function ChangedField({ field }: { field: FieldComparison }) {
  const [full, setFull] = useState(false);
  const textChanged = field.segments.some((s) => s.kind !== 'same');
  const long = field.sections ? field.sections.some((s) => s.changed && isLong(s.segments)) : isLong(field.segments);
  return (
    <section className={styles.field} aria-label={field.label} data-field={field.key}>
      <h4 className={styles.label}>
        <span>{field.label}</span>
        {field.kind !== 'value' && long && (
          <Button type="link" size="small" onClick={() => setFull((v) => !v)}>
            {full ? '收起未改动的部分' : '显示全文'}
          </Button>
        )}
      </h4>
      {field.sections ? (
        <ChangedSections sections={field.sections} full={full} />
      ) : field.kind === 'value' ? (
        <p className={styles.text}>
          <del className={styles.del}>{field.segments[0]?.text}</del>
          <span className={styles.arrow} aria-label="改为">
            →
          </span>
          <ins className={styles.ins}>{field.segments[1]?.text}</ins>
        </p>
      ) : (
        <>
          <p className={styles.text}>{renderSegments(field.segments, full)}</p>
          {!textChanged && <Typography.Text type="secondary">文字未变，仅格式或链接有改动</Typography.Text>}
        </>
      )}
    </section>
  );
}

/**
 * Two versions of a record field by field: changed fields with their insertions (green, <ins>) and
 * deletions (red, struck through, <del>), the unchanged ones folded under 「N 个字段未改变」.
 */
export function CompareView({ fields, before, after, formatValue = defaultValueFormatter }: CompareViewProps) {
  const compared = useMemo(
    () => compareFields(fields, before, after, formatValue),
    [fields, before, after, formatValue],
  );
  const changed = compared.filter((f) => f.changed);
  const unchanged = compared.filter((f) => !f.changed);
  return (
    <div className={styles.compare}>
      {changed.length === 0 && <Typography.Text type="secondary">两个版本的内容相同</Typography.Text>}
      {changed.map((field) => (
        <ChangedField key={field.key} field={field} />
      ))}
      {unchanged.length > 0 && (
        <details className={styles.unchanged}>
          <summary>{`${unchanged.length} 个字段未改变`}</summary>
          <ul className={styles.unchangedList}>
            {unchanged.map((field) => (
              <li key={field.key}>{field.label}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
