// Checks a parsed JSON value is a complete, consistent bundle; every problem is reported with its path.
import { ValidationError } from 'yup';
import { BUNDLE_VERSION, bundleListKeys, type ContentBundle } from './bundle';
import { bundleSchema } from './bundleSchema';

export class BundleValidationError extends Error {
  constructor(readonly problems: string[]) {
    super(`The content bundle is not valid:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    this.name = 'BundleValidationError';
  }
}

export async function validateBundle(input: unknown): Promise<ContentBundle> {
  let bundle: ContentBundle;
  try {
    const validated = await bundleSchema.validate(input, { abortEarly: false, strict: true });
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

/** What a field-by-field check cannot see: repeated ids, repeated category names, unknown categories. */
function crossRecordProblems(bundle: ContentBundle): string[] {
  const problems: string[] = [];
  for (const key of bundleListKeys) {
    const firstIndexOfId = new Map<number, number>();
    bundle[key].forEach((item, index) => {
      const first = firstIndexOfId.get(item.id);
      if (first === undefined) firstIndexOfId.set(item.id, index);
      else problems.push(`${key}[${index}].id: ${item.id} is already used by ${key}[${first}]`);
    });
  }
  const categoryNames = new Map<string, number>();
  bundle.productCategories.forEach((category, index) => {
    const first = categoryNames.get(category.name);
    if (first === undefined) categoryNames.set(category.name, index);
    else problems.push(`productCategories[${index}].name: "${category.name}" is already used by productCategories[${first}]`);
  });
  const categoryIds = new Set(bundle.productCategories.map((category) => category.id));
  bundle.products.forEach((product, index) => {
    if (product.category_id !== null && !categoryIds.has(product.category_id)) {
      problems.push(`products[${index}].category_id: no product category has id ${product.category_id}`);
    }
  });
  return problems;
}
