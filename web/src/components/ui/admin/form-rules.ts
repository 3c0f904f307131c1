/** Rules in antd's shape, kept free of antd imports so they test without a DOM. */
export interface FieldRule {
  type?: 'string' | 'number';
  required?: boolean;
  whitespace?: boolean;
  message?: string;
  validator?: (rule: unknown, value: unknown) => Promise<void>;
}

/** Generic admin form: an empty required field says '{label}不能为空'. */
export function requiredRule(label: string): FieldRule {
  return { required: true, whitespace: true, message: `${label}不能为空` };
}

/** For number inputs: a rule without a type would be checked as text and refuse every number. */
export function requiredNumberRule(label: string): FieldRule {
  return { type: 'number', required: true, message: `${label}不能为空` };
}

export function requiredMessage(label: string): string {
  return `${label}不能为空`;
}

/** Anything with zod's safeParse; the first issue's message becomes the field error. */
interface SafeParser {
  safeParse(value: unknown): { success: boolean; error?: { issues: ReadonlyArray<{ message: string }> } };
}

/** Runs a contracts schema on the field, so the form says what the server would say. Blank values are left to `requiredRule`. */
export function schemaRule(schema: SafeParser): FieldRule {
  return {
    validator: (_rule, value) => {
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
        return Promise.resolve();
      }
      const result = schema.safeParse(value);
      if (result.success) return Promise.resolve();
      return Promise.reject(new Error(result.error?.issues[0]?.message ?? '格式不正确'));
    },
  };
}

/** A custom check: returns the message of the first broken rule, or null. */
export function checkRule(check: (value: unknown) => string | null): FieldRule {
  return {
    validator: (_rule, value) => {
      const problem = check(value);
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  };
}
