import type { FormRule } from 'antd';

/** Anything with zod's `safeParse`: the contract's field schemas. */
interface Schema { safeParse(value: unknown): { success: boolean } }

/**
 * A form rule that accepts exactly what the contract's schema accepts (the server validates with the same schema), and
 * shows `message` otherwise. An empty field passes: whether it may be empty is the `required` rule's business.
 */
export function schemaRule(schema: Schema, message: string): FormRule {
  return {
    validator: async (_, value: unknown) => {
      if (value === undefined || value === null || value === '') return;
      if (!schema.safeParse(value).success) throw new Error(message);
    },
  };
}
