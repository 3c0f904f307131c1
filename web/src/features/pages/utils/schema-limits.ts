import { SECTION_TYPES, type SectionType } from '@site/contracts';

/**
 * The limits the contracts' zod schemas put on a section's fields, read from the schemas so the forms
 * never disagree with the server. Read structurally: the web has no direct zod dependency.
 */
interface SchemaNode {
  _zod: {
    def: {
      type: string;
      innerType?: SchemaNode;
      element?: SchemaNode;
      shape?: Record<string, SchemaNode>;
      checks?: { _zod: { def: { check: string; minimum?: number; maximum?: number; value?: number } } }[];
    };
  };
}

export interface FieldLimits {
  /** Fewest characters (strings), items (lists) or smallest value (numbers). */
  min?: number;
  max?: number;
  required: boolean;
}

/** Through `.default()`, `.nullable()` and `.optional()` to the schema that checks. */
function unwrap(node: SchemaNode): SchemaNode {
  let current = node;
  while (current._zod.def.innerType && ['default', 'nullable', 'optional'].includes(current._zod.def.type)) {
    current = current._zod.def.innerType;
  }
  return current;
}

/** `path` walks objects by field name and lists by `[]`: `limitsOf('cards', 'items', '[]', 'text')`. */
export function limitsOf(type: SectionType, ...path: string[]): FieldLimits {
  let node = SECTION_TYPES[type].schema as unknown as SchemaNode;
  for (const step of path) {
    const inner = unwrap(node)._zod.def;
    const next = step === '[]' ? inner.element : inner.shape?.[step];
    if (!next) throw new Error(`no field ${path.join('.')} in section type ${type}`);
    node = next;
  }
  const limits: FieldLimits = { required: false };
  for (const check of unwrap(node)._zod.def.checks ?? []) {
    const { check: kind, minimum, maximum, value } = check._zod.def;
    if (kind === 'min_length') limits.min = minimum;
    else if (kind === 'max_length') limits.max = maximum;
    else if (kind === 'greater_than') limits.min = value;
    else if (kind === 'less_than') limits.max = value;
  }
  // A text without a default must be given; one with a default may stay empty.
  limits.required = node._zod.def.type !== 'default' && (limits.min ?? 0) > 0;
  return limits;
}
