import type { FormRule } from 'antd';

/** Anything with zod's `safeParse`: the contract's field schemas. */
interface Schema { safeParse(value: unknown): { success: boolean } }
type Contract = typeof import('@onego/contract');
/** The names of the contract's exports that are schemas (NewPassword, Reason, MemberId, …). */
export type ContractSchemaName = { [K in keyof Contract]: Contract[K] extends Schema ? K : never }[keyof Contract];

/**
 * A form rule that accepts exactly what the contract's field schema accepts (the server validates with the same one),
 * and shows `message` otherwise. The contract is loaded on the first check, not with the page: its schemas are most of
 * its weight and a page needs them only once an operator types. An empty field passes: that is the `required` rule's
 * business.
 */
export function contractRule(name: ContractSchemaName, message: string): FormRule {
  return {
    validator: async (_, value: unknown) => {
      if (value === undefined || value === null || value === '') return;
      const schema: Schema = (await import('@onego/contract'))[name];
      if (!schema.safeParse(value).success) throw new Error(message);
    },
  };
}
