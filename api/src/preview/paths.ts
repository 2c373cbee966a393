// Where a preview's reads live: /api/preview/<token>/api/<public path> answers as /api/<public path> over the drafts
// (docs/content-editing.md, "Preview").
export const PREVIEW_PREFIX = '/api/preview';
