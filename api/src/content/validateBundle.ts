// Checks a parsed JSON value is a complete, consistent bundle; every problem is reported with its path.
import { ValidationError } from 'yup';
import { contentType } from '@starfamily/shared/entities';
import { BUNDLE_VERSION, bundleListKeys, type BundleListKey, type ContentBundle } from './bundle';
import { bundleSchema } from './bundleSchema';
import { withPositions } from './ordering';

export class BundleValidationError extends Error {
  constructor(readonly problems: string[]) {
    super(`The content bundle is not valid:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    this.name = 'BundleValidationError';
  }
}

export async function validateBundle(input: unknown): Promise<ContentBundle> {
  let bundle: ContentBundle;
  try {
    const validated = await bundleSchema.validate(withPositions(input), { abortEarly: false, strict: true });
    // The schema follows from the same declarations as ContentBundle; its `version` test guarantees the literal.
    bundle = { ...(validated as Omit<ContentBundle, 'version'>), version: BUNDLE_VERSION };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const issues = error.inner.length > 0 ? error.inner : [error];
    throw new BundleValidationError(issues.map((issue) => `${issue.path || 'bundle'}: ${issue.message}`));
  }
  const problems = crossRecordProblems(bundle);
  if (problems.length > 0) throw new BundleValidationError(problems);
  return bundle;
}

/**
 * What a field-by-field check cannot see, from the registry: repeated ids, repeated values of a type's unique fields
 * (category names), references to records that do not exist (a product's category).
 */
function crossRecordProblems(bundle: ContentBundle): string[] {
  const records = (key: BundleListKey) => bundle[key] as unknown as Record<string, unknown>[];
  const problems: string[] = [];
  const repeated = (key: BundleListKey, field: string, show: (value: unknown) => string) => {
    const firstIndexOf = new Map<unknown, number>();
    records(key).forEach((item, index) => {
      const first = firstIndexOf.get(item[field]);
      if (first === undefined) firstIndexOf.set(item[field], index);
      else problems.push(`${key}[${index}].${field}: ${show(item[field])} is already used by ${key}[${first}]`);
    });
  };
  for (const key of bundleListKeys) repeated(key, 'id', String);
  for (const key of bundleListKeys)
    for (const field of contentType(key).unique ?? []) repeated(key, field, (value) => `"${String(value)}"`);
  for (const key of bundleListKeys) {
    for (const [field, target] of Object.entries(contentType(key).references ?? {})) {
      const ids = new Set(records(target as BundleListKey).map((item) => item.id));
      const noun = contentType(target as BundleListKey).one.toLowerCase();
      records(key).forEach((item, index) => {
        if (item[field] !== null && !ids.has(item[field]))
          problems.push(`${key}[${index}].${field}: no ${noun} has id ${String(item[field])}`);
      });
    }
  }
  return problems;
}
